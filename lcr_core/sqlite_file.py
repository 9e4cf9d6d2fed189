"""One sqlite file shared by threads: each thread gets its own connection (sqlite3 objects cannot cross them).

The engine's caches (embeddings, LLM facet labels, LLM explanations, detected outcomes) all build on this.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path


class SQLiteFile:
    """A sqlite database at ``path``, its tables created by ``schema`` statements on first open."""

    def __init__(self, path: Path, *schema: str, wal: bool = False, timeout: float = 60.0) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._timeout = timeout
        self._local = threading.local()
        with self._conn() as conn:
            if wal:
                conn.execute("PRAGMA journal_mode=WAL")
            for statement in schema:
                conn.execute(statement)

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=self._timeout)
            self._local.conn = conn
        return conn
