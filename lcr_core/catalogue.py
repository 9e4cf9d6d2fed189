"""A read-only look at a store's case records without starting Chroma, for `lcr info` and `lcr show`.

Those commands need no vectors, yet importing and starting Chroma's client costs over a second. This module
reads the store of record itself (Chroma's own SQLite file, opened read-only; never a copy) and answers only
when it can vouch for the answer: the file has the layout this Chroma version writes, every collection's
metadata segment has applied every queued write, and no lcr write is in flight. Otherwise it returns None
and the caller opens the store through Chroma as before, so a Chroma upgrade costs speed, never correctness.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

CASES, FACETS, UNITS = "lcr-cases", "lcr-facets", "lcr-units"  # the store's collections (parts: see ``parts``)
_DOCUMENT_KEY = "chroma:document"
_NEEDED = {"collections": {"id", "name"}, "segments": {"id", "scope", "collection"},
           "embeddings": {"id", "segment_id", "embedding_id"},
           "embedding_metadata": {"id", "key", "string_value", "int_value", "float_value", "bool_value"},
           "max_seq_id": {"segment_id", "seq_id"}, "embeddings_queue": {"seq_id", "topic"}}


class Catalogue:
    """Case records and counts of one store, straight from ``chroma/chroma.sqlite3``."""

    def __init__(self, db: sqlite3.Connection, segments: dict[str, str], parts: sqlite3.Connection | None = None) -> None:
        self._db, self._segments = db, segments  # collection name -> its metadata segment id
        self._parts = parts  # parts.sqlite3, where a store keeps units and facet vectors outside Chroma

    @classmethod
    def open(cls, store_path: Path) -> Catalogue | None:
        """The catalogue of the store at ``store_path``, or None when it cannot vouch for its answers."""
        store_path = Path(store_path)
        db_file = store_path / "chroma" / "chroma.sqlite3"
        if not db_file.is_file() or _write_in_flight(store_path):
            return None
        try:
            db = sqlite3.connect(f"{db_file.resolve().as_uri()}?mode=ro", uri=True, timeout=1.0)
        except sqlite3.Error:
            return None
        parts = None
        try:
            segments = _metadata_segments(db)
            if segments is None or not _caught_up(db, segments):
                db.close()
                return None
            if not {FACETS, UNITS} <= set(segments):  # parts outside Chroma: read their own file, or give up
                parts_file = store_path / "parts.sqlite3"
                if not parts_file.is_file():
                    db.close()
                    return None
                parts = sqlite3.connect(f"{parts_file.resolve().as_uri()}?mode=ro", uri=True, timeout=1.0)
                parts.execute("SELECT 1 FROM units LIMIT 1").fetchall()  # the file is a parts file
        except (sqlite3.Error, TypeError, ValueError):  # damaged, locked or unexpected: Chroma's client reports it
            db.close()
            if parts is not None:
                parts.close()
            return None
        return cls(db, segments, parts)

    def close(self) -> None:
        self._db.close()
        if self._parts is not None:
            self._parts.close()

    def __enter__(self) -> Catalogue:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def count(self, collection: str = CASES) -> int:
        if collection not in self._segments and self._parts is not None:
            table = {UNITS: "units", FACETS: "facets"}[collection]
            return int(self._parts.execute(f"SELECT count(*) FROM {table}").fetchone()[0])  # noqa: S608
        row = self._db.execute("SELECT count(*) FROM embeddings WHERE segment_id = ?",
                               (self._segments[collection],)).fetchone()
        return int(row[0])

    def get(self, case_id: str) -> tuple[str, dict[str, Any]] | None:
        """(text, metadata) of one case, as ``Store.get`` returns them, or None when it is not stored."""
        rows = self._db.execute(
            "SELECT m.key, m.string_value, m.int_value, m.float_value, m.bool_value FROM embeddings e "
            "JOIN embedding_metadata m ON m.id = e.id WHERE e.segment_id = ? AND e.embedding_id = ?",
            (self._segments[CASES], case_id)).fetchall()
        if not rows:
            return None
        text, meta = "", {}
        for key, s, i, f, b in rows:
            if key == _DOCUMENT_KEY:
                text = s or ""
            elif not key.startswith("chroma:"):
                meta[key] = s if s is not None else i if i is not None else f if f is not None else \
                    (bool(b) if b is not None else None)
        return text, meta


def _write_in_flight(store_path: Path) -> bool:
    """True when ``store.json`` carries lcr's ``writing`` marker (or cannot be read): a batch may be half-done."""
    try:
        manifest = json.loads((store_path / "store.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return True
    return not isinstance(manifest, dict) or bool(manifest.get("writing"))


def _metadata_segments(db: sqlite3.Connection) -> dict[str, str] | None:
    """collection name -> metadata segment id, or None when the layout is not the one this module knows."""
    for table, columns in _NEEDED.items():
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}  # noqa: S608 - fixed names
        if not columns <= have:
            return None
    rows = db.execute("SELECT c.name, s.id FROM collections c JOIN segments s ON s.collection = c.id "
                      "WHERE s.scope = 'METADATA' AND c.name IN (?, ?, ?)", (CASES, FACETS, UNITS)).fetchall()
    segments = dict(rows)
    return segments if CASES in segments and len(rows) == len(segments) else None


def _caught_up(db: sqlite3.Connection, segments: dict[str, str]) -> bool:
    """Has each metadata segment applied every write queued for its collection?"""
    for name, segment in segments.items():
        (applied,) = db.execute("SELECT coalesce(max(seq_id), -1) FROM max_seq_id WHERE segment_id = ?",
                                (segment,)).fetchone()
        (queued,) = db.execute(
            "SELECT coalesce(max(q.seq_id), -1) FROM embeddings_queue q JOIN collections c "
            "ON q.topic LIKE '%/' || c.id WHERE c.name = ?", (name,)).fetchone()
        if int(queued) > int(applied):
            return False
    return True


def store_summary(settings: Any, cases: int, units: int, model: str, facetizer: Any) -> dict[str, Any]:
    """What `lcr info` prints, the same whether the counts came from Chroma or from this catalogue.

    Versions come from package metadata rather than importing torch / sentence-transformers / Chroma.
    """
    from importlib.metadata import version

    from . import __version__

    return {
        "store": str(settings.store),
        "backend": settings.backend,
        "cases": cases,
        "units": units,
        "model": model,
        "facetizer": f"{facetizer.name}@{facetizer.version}",
        "weights": settings.weights().source,
        "lcr": __version__,
        "chromadb": version("chromadb"),
        "sentence_transformers": version("sentence-transformers"),
        "llm": settings.llm_model if settings.llm_enabled else "off",
    }
