"""One sqlite file shared by threads: each thread gets its own connection (sqlite3 objects cannot cross them).

The engine's caches (embeddings, LLM facet labels, LLM explanations, detected outcomes) all build on this.
They only ever hold what can be computed again, so a damaged file (garbage, truncated, not a database) heals
itself here, once for all four: it is moved aside as ``<name>.damaged-<time>`` with a one-line warning and
an empty one is created in its place. Damage is found when the file is opened and, through ``heal_on``,
when a later query hits a damaged page.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

log = logging.getLogger(__name__)

# files up to this size get a full integrity check when opened (cheap at this size); larger ones (the embedding
# cache of a big corpus) are checked by their header and schema, and heal when a query meets a damaged page
_CHECK_BYTES = 64 * 1024 * 1024
_CORRUPT_MARKERS = ("malformed", "not a database", "file is encrypted", "disk image", "corrupt")


def is_corruption(exc: BaseException) -> bool:
    """Is this sqlite error a damaged file (as opposed to a busy database or a full disk)?"""
    return isinstance(exc, sqlite3.DatabaseError) and any(m in str(exc).lower() for m in _CORRUPT_MARKERS)


class SQLiteFile:
    """A sqlite database at ``path``, its tables created by ``schema`` statements on first open."""

    def __init__(self, path: Path, *schema: str, wal: bool = False, timeout: float = 60.0, kind: str = "cache") -> None:
        self.path = Path(path)
        self.kind = kind  # what the warnings call it
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._timeout = timeout
        self._schema = schema
        self._wal = wal
        self._local = threading.local()
        self._epoch = 0  # bumped when the file is replaced: every thread then reconnects
        self._heal_lock = threading.Lock()
        try:
            self._prepare(check=True)
        except sqlite3.DatabaseError as exc:
            if not is_corruption(exc):
                raise
            self._replace_damaged(exc)
            self._prepare(check=False)

    def _prepare(self, check: bool) -> None:
        conn = self._conn()
        with conn:
            if check and self.path.exists() and self.path.stat().st_size <= _CHECK_BYTES:
                row = conn.execute("PRAGMA quick_check").fetchone()
                if row is None or row[0] != "ok":
                    raise sqlite3.DatabaseError(f"database disk image is malformed ({row[0] if row else 'no result'})")
            if self._wal:
                conn.execute("PRAGMA journal_mode=WAL")
            for statement in self._schema:
                conn.execute(statement)

    @property
    def replaced(self) -> bool:
        """Was the file found damaged and replaced by an empty one (when opened or since)?"""
        return self._epoch > 0

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None or getattr(self._local, "epoch", -1) != self._epoch:
            if conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    conn.close()
            conn = sqlite3.connect(self.path, timeout=self._timeout)
            self._local.conn = conn
            self._local.epoch = self._epoch
        return conn

    def connection(self) -> sqlite3.Connection:
        """This thread's connection (for users that hold the file rather than subclass it)."""
        return self._conn()

    @contextlib.contextmanager
    def heal_on(self, what: str = "query") -> Iterator[None]:
        """Run a query; if it finds the file damaged, replace the file and raise ``CacheReset`` (the caller
        treats it as a cache miss / a dropped write)."""
        epoch = self._epoch
        try:
            yield
        except sqlite3.DatabaseError as exc:
            if not is_corruption(exc):
                raise
            with self._heal_lock:
                if self._epoch == epoch:  # not yet healed by another thread
                    self._replace_damaged(exc)
                    self._prepare(check=False)
            raise CacheReset(f"{self.path.name} was damaged during a {what} and has been recreated") from exc

    def _replace_damaged(self, exc: BaseException) -> None:
        """Move the damaged file (and its WAL/shared-memory side files) aside; the next connection creates it
        anew."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.close()
            self._local.conn = None
        stamp = f"damaged-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        aside = self.path.with_name(f"{self.path.name}.{stamp}")
        with contextlib.suppress(FileNotFoundError):
            os.replace(self.path, aside)
        for suffix in ("-wal", "-shm", "-journal"):
            side = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(FileNotFoundError):
                os.replace(side, self.path.with_name(f"{self.path.name}{suffix}.{stamp}"))
        self._epoch += 1
        log.warning("%s %s was damaged (%s); moved it to %s and started an empty one",
                    self.kind, self.path, str(exc).splitlines()[0][:100], aside.name)


class CacheReset(RuntimeError):
    """A cache file was found damaged mid-query and replaced by an empty one."""
