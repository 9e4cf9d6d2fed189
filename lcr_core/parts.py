"""A case's parts (encoding-unit and facet vectors) in one local SQLite file, not in Chroma.

Parts are read by id or by case and never searched by similarity (the derived index ranks them), yet a Chroma
collection keeps an ANN graph over them: at 2 M unit vectors the first read or write of that collection in a
process loaded it whole (18-37 s, ~3 GB of RAM) and each insert paid ~1.4 ms per vector
(`benchmarks/probe_store_parts.py`, on a store whose parts were still in Chroma). A plain table keyed by id,
with an index on the case, does what the store needs at a fraction of that. ``PartsTable`` answers the small
part of Chroma's collection API the store uses (``upsert``, ``get``, ``delete``, ``count``; ``where`` only on
``case_id``), so the store and its tests read the same either way, and a store on a Chroma server keeps its
parts there.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .sqlite_file import SQLiteFile

PARTS_FILE = "parts.sqlite3"
KINDS = ("units", "facets")
_CHUNK = 500  # ids per IN (...) list: well under sqlite's bound on host parameters


def open_parts_file(path: Path) -> SQLiteFile:
    """The parts file of a store folder (WAL: readers in other processes never wait for the writer)."""
    schema = []
    for kind in KINDS:
        schema += [f"CREATE TABLE IF NOT EXISTS {kind} (id TEXT PRIMARY KEY, case_id TEXT NOT NULL, "
                   f"meta TEXT NOT NULL, vec BLOB NOT NULL)",
                   f"CREATE INDEX IF NOT EXISTS {kind}_case ON {kind} (case_id)"]
    schema.append("CREATE TABLE IF NOT EXISTS info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    return SQLiteFile(Path(path) / PARTS_FILE, *schema, wal=True)


class PartsTable:
    """One kind of part (``units`` or ``facets``): id -> (metadata with ``case_id``, float32 vector)."""

    def __init__(self, db: SQLiteFile, kind: str) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown part kind {kind!r}")
        self._db, self.kind = db, kind

    @property
    def name(self) -> str:
        return f"lcr-{self.kind}"

    def upsert(self, ids: Sequence[str], embeddings: Any, metadatas: Sequence[dict[str, Any]]) -> None:
        vecs = np.ascontiguousarray(np.asarray(embeddings, dtype=np.float32))
        if len(ids) != len(metadatas) or vecs.shape[0] != len(ids):
            raise ValueError(f"{len(ids)} ids, {len(metadatas)} metadatas and {vecs.shape[0]} vectors")
        rows = [(i, str(m["case_id"]), json.dumps(m, separators=(",", ":")), v.tobytes())
                for i, m, v in zip(ids, metadatas, vecs)]
        with self._db.connection() as conn:  # one transaction per call, as one Chroma upsert
            conn.executemany(f"INSERT OR REPLACE INTO {self.kind} (id, case_id, meta, vec) VALUES (?, ?, ?, ?)",
                             rows)

    def get(self, ids: Sequence[str] | None = None, where: dict[str, Any] | None = None,
            limit: int | None = None, offset: int | None = None,
            include: Iterable[str] = ("metadatas",)) -> dict[str, Any]:
        """Chroma's ``get`` shape: ids, and embeddings (an (n, d) array) / metadatas when included (else None).
        Rows come in the order of ``ids`` when given, else in insertion order."""
        include = set(include)
        cols = "id, meta, vec" if "embeddings" in include else "id, meta, NULL"
        rows: list[tuple] = []
        if ids is not None:
            for part in _chunks(list(ids)):
                found = {r[0]: r for r in self._query(f"SELECT {cols} FROM {self.kind} WHERE id IN "
                                                      f"({','.join('?' * len(part))})", part)}
                rows += [found[i] for i in part if i in found]
            rows = _unique(rows)
        else:
            sql, args = f"SELECT {cols} FROM {self.kind}", []
            cases = _where_cases(where)
            if cases is not None:
                rows_by_case: list[tuple] = []
                for part in _chunks(cases):
                    rows_by_case += self._query(f"{sql} WHERE case_id IN ({','.join('?' * len(part))}) "
                                                f"ORDER BY rowid", part)
                rows = rows_by_case
            else:
                sql += " ORDER BY rowid"
                if limit is not None or offset:
                    sql += " LIMIT ? OFFSET ?"
                    args = [-1 if limit is None else int(limit), int(offset or 0)]
                rows = self._query(sql, args)
            if cases is not None and (limit is not None or offset):
                rows = rows[int(offset or 0):][: None if limit is None else int(limit)]
        return _result(rows, include)

    def delete(self, ids: Sequence[str] | None = None, where: dict[str, Any] | None = None) -> None:
        if ids is None and where is None:
            raise ValueError("delete needs ids or where")
        column, keys = ("id", list(ids)) if ids is not None else ("case_id", _where_cases(where))
        if keys is None:
            raise ValueError(f"unsupported filter {where!r}")
        with self._db.connection() as conn:
            for part in _chunks(keys):
                conn.execute(f"DELETE FROM {self.kind} WHERE {column} IN ({','.join('?' * len(part))})", part)

    def count(self) -> int:
        return int(self._query(f"SELECT count(*) FROM {self.kind}", [])[0][0])

    def _query(self, sql: str, args: Sequence[Any]) -> list[tuple]:
        return self._db.connection().execute(sql, list(args)).fetchall()


def _where_cases(where: dict[str, Any] | None) -> list[str] | None:
    """The case ids a ``where`` names: ``{"case_id": id}`` or ``{"case_id": {"$in": [...]}}``; None for none."""
    if where is None:
        return None
    if set(where) != {"case_id"}:
        raise ValueError(f"parts are filtered by case_id only, not {where!r}")
    value = where["case_id"]
    if isinstance(value, dict):
        if set(value) != {"$in"}:
            raise ValueError(f"unsupported filter {where!r}")
        return [str(v) for v in value["$in"]]
    return [str(value)]


def _chunks(items: list[str]) -> Iterator[list[str]]:
    for i in range(0, len(items), _CHUNK):
        yield items[i : i + _CHUNK]


def _unique(rows: list[tuple]) -> list[tuple]:
    seen: set[str] = set()
    out = []
    for r in rows:
        if r[0] not in seen:
            seen.add(r[0])
            out.append(r)
    return out


def _result(rows: list[tuple], include: set[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"ids": [r[0] for r in rows], "metadatas": None, "embeddings": None, "documents": None}
    if "documents" in include:  # parts carry no text (Chroma answers None per row)
        out["documents"] = [None] * len(rows)
    if "metadatas" in include:
        out["metadatas"] = [json.loads(r[1]) for r in rows]
    if "embeddings" in include:
        out["embeddings"] = (np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), -1)
                             if rows else np.zeros((0, 0), dtype=np.float32))
    return out
