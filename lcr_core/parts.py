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

import contextlib
import json
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .sqlite_file import CacheReset, SQLiteFile

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
    return SQLiteFile(Path(path) / PARTS_FILE, *schema, wal=True, kind="store parts file")


class PartsDamaged(RuntimeError):
    """The parts file was found damaged mid-query; it has been moved aside and an empty one put in its place."""


class PartsTable:
    """One kind of part (``units`` or ``facets``): id -> (metadata with ``case_id``, float32 vector)."""

    def __init__(self, db: SQLiteFile, kind: str) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown part kind {kind!r}")
        self._db, self.kind = db, kind
        self._resume: tuple[int, int] | None = None  # (next offset, last rowid) of a sequential page walk

    def upsert(self, ids: Sequence[str], embeddings: Any, metadatas: Sequence[dict[str, Any]]) -> None:
        vecs = np.ascontiguousarray(np.asarray(embeddings, dtype=np.float32))
        if len(ids) != len(metadatas) or vecs.shape[0] != len(ids):
            raise ValueError(f"{len(ids)} ids, {len(metadatas)} metadatas and {vecs.shape[0]} vectors")
        rows = [(i, str(m["case_id"]), json.dumps(m, separators=(",", ":")), v.tobytes())
                for i, m, v in zip(ids, metadatas, vecs)]
        self._resume = None
        with self._guard("write"), self._db.connection() as conn:  # one transaction per call, as one Chroma upsert
            conn.executemany(f"INSERT OR REPLACE INTO {self.kind} (id, case_id, meta, vec) VALUES (?, ?, ?, ?)",
                             rows)

    def get(self, ids: Sequence[str] | None = None, where: dict[str, Any] | None = None,
            limit: int | None = None, offset: int | None = None,
            include: Iterable[str] = ("metadatas",)) -> dict[str, Any]:
        """Chroma's ``get`` shape: ids, and embeddings (an (n, d) array) / metadatas when included (else None).
        Rows come in the order of ``ids`` when given, else in insertion order."""
        include = set(include)
        cols = "rowid, id, meta, vec" if "embeddings" in include else "rowid, id, meta, NULL"
        if ids is not None:
            if where is not None or limit is not None or offset:
                raise ValueError("get by ids takes no where, limit or offset")
            wanted = list(ids)
            found: dict[str, tuple] = {}
            with self._snapshot():  # one snapshot across the chunks: never half of a concurrent write
                for part in _chunks(wanted):
                    found.update((r[1], r) for r in self._query(
                        f"SELECT {cols} FROM {self.kind} WHERE id IN ({','.join('?' * len(part))})", part))
            return _result([found[i] for i in dict.fromkeys(wanted) if i in found], include)
        cases = _where_cases(where)
        if cases is not None:
            rows: list[tuple] = []
            with self._snapshot():
                for part in _chunks(cases):
                    rows += self._query(f"SELECT {cols} FROM {self.kind} WHERE case_id IN "
                                        f"({','.join('?' * len(part))})", part)
            rows.sort(key=lambda r: r[0])
            return _result(rows[int(offset or 0):][: None if limit is None else int(limit)], include)
        return _result(self._page(cols, limit, int(offset or 0)), include)

    def _page(self, cols: str, limit: int | None, offset: int) -> list[tuple]:
        """Rows in insertion order. A walk of consecutive pages resumes after the last rowid it returned
        (``LIMIT/OFFSET`` alone re-reads every row before the offset: quadratic over a 2 M-row table)."""
        if offset and self._resume is not None and self._resume[0] == offset:
            rows = self._query(f"SELECT {cols} FROM {self.kind} WHERE rowid > ? ORDER BY rowid LIMIT ?",
                               [self._resume[1], -1 if limit is None else int(limit)])
        else:
            rows = self._query(f"SELECT {cols} FROM {self.kind} ORDER BY rowid LIMIT ? OFFSET ?",
                               [-1 if limit is None else int(limit), offset])
        self._resume = (offset + len(rows), rows[-1][0]) if rows else None
        return rows

    def delete(self, ids: Sequence[str] | None = None, where: dict[str, Any] | None = None) -> None:
        if ids is None and where is None:
            raise ValueError("delete needs ids or where")
        column, keys = ("id", list(ids)) if ids is not None else ("case_id", _where_cases(where) or [])
        self._resume = None
        with self._guard("write"), self._db.connection() as conn:
            for part in _chunks(keys):
                conn.execute(f"DELETE FROM {self.kind} WHERE {column} IN ({','.join('?' * len(part))})", part)

    def count(self) -> int:
        return int(self._query(f"SELECT count(*) FROM {self.kind}", [])[0][0])

    def _query(self, sql: str, args: Sequence[Any]) -> list[tuple]:
        with self._guard("read"):
            return self._db.connection().execute(sql, list(args)).fetchall()

    @contextlib.contextmanager
    def _snapshot(self) -> Iterator[None]:
        """A read transaction, so the chunks of one ``get`` see one state of the file."""
        conn = self._db.connection()
        if conn.in_transaction:
            yield
            return
        conn.execute("BEGIN")
        try:
            yield
        finally:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("COMMIT")

    @contextlib.contextmanager
    def _guard(self, what: str) -> Iterator[None]:
        """A damaged page met mid-query (files over 64 MB are not fully checked when opened): the file is set
        aside, an empty one takes its place, and the caller learns that the next ingest repairs the cases."""
        try:
            with self._db.heal_on(what):
                yield
        except CacheReset as exc:
            self._resume = None
            raise PartsDamaged(f"{exc}; every case's units and facet vectors are rewritten from its stored text "
                               "by the next `lcr ingest`") from exc


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


def _result(rows: list[tuple], include: set[str]) -> dict[str, Any]:
    """Rows (rowid, id, meta, vec) in Chroma's answer shape; vectors as one writable (n, d) float32 array."""
    out: dict[str, Any] = {"ids": [r[1] for r in rows], "metadatas": None, "embeddings": None, "documents": None}
    if "documents" in include:  # parts carry no text (Chroma answers None per row)
        out["documents"] = [None] * len(rows)
    if "metadatas" in include:
        out["metadatas"] = [json.loads(r[2]) for r in rows]
    if "embeddings" in include:
        out["embeddings"] = (np.frombuffer(b"".join(r[3] for r in rows), dtype=np.float32).reshape(len(rows), -1).copy()
                             if rows else np.zeros((0, 0), dtype=np.float32))
    return out
