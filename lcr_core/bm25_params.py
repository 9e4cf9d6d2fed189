"""BM25 for any (k1, b) over the current index: ranking profiles choose their own parameters per query type.

The index keeps raw term counts (see ``segments`` and ``postings``) and derives BM25 weights at query time, so
another (k1, b) shares every statistic with the shipped one and costs nothing to set up; no second store and
no separate term-count files are needed.
"""

from __future__ import annotations

import threading

from .index import SearchIndex
from .postings import TermMajorBM25
from .schema import FACETS
from .store import Store

FIELDS: tuple[str, ...] = (*FACETS, "whole")


class BM25ByParams:
    """``matrix(field, k1, b)`` for one index; the index's own BM25 when (k1, b) are its parameters."""

    def __init__(self, store: Store, index: SearchIndex) -> None:
        self.store = store
        self.index = index
        self._memo: dict[tuple[str, float, float], TermMajorBM25] = {}
        self._lock = threading.Lock()

    def matrix(self, field: str, k1: float, b: float) -> TermMajorBM25:
        own = self.index.bm25(field)
        if abs(own.k1 - k1) < 1e-9 and abs(own.b - b) < 1e-9:
            return own
        key = (field, float(k1), float(b))
        with self._lock:
            if key not in self._memo:
                self._memo[key] = own.with_params(k1, b)
            return self._memo[key]
