"""BM25 for any (k1, b) over the current index: ranking profiles choose their own parameters per query type.

The index keeps raw term counts (see ``segments`` and ``postings``) and derives BM25 weights at query time, so
another (k1, b) shares every statistic with the shipped one and only builds its own saturation caches on first
use (tens of ms per field); no second store and no separate term-count files are needed.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from .index import SearchIndex
from .postings import TermMajorBM25
from .schema import FACETS
from .store import Store

FIELDS: tuple[str, ...] = (*FACETS, "whole")
# (k1, b) pairs other than the index's own kept at once: the shipped profiles use two, (1.2, 1.0) and (3.0, 0.9)
MAX_EXTRA_PARAMS = 3


class BM25ByParams:
    """``matrix(field, k1, b)`` for one index; the index's own BM25 when (k1, b) are its parameters.

    Each (k1, b) caches its BM25 saturations on first use (see ``postings.TermMajorBM25``: 4 bytes per posting
    term-major, 4 more document-major, per field used), so other parameters are kept for at most ``max_params``
    (k1, b) pairs, least recently used dropped first: enough for every shipped profile's parameters plus one.
    """

    def __init__(self, store: Store, index: SearchIndex, max_params: int = MAX_EXTRA_PARAMS) -> None:
        self.store = store
        self.index = index
        self.max_params = max_params
        self._memo: OrderedDict[tuple[float, float], dict[str, TermMajorBM25]] = OrderedDict()
        self._lock = threading.Lock()

    def matrix(self, field: str, k1: float, b: float) -> TermMajorBM25:
        own = self.index.bm25(field)
        if abs(own.k1 - k1) < 1e-9 and abs(own.b - b) < 1e-9:
            return own
        key = (float(k1), float(b))
        with self._lock:
            fields = self._memo.get(key)
            if fields is None:
                fields = self._memo[key] = {}
                while len(self._memo) > self.max_params:
                    self._memo.popitem(last=False)
            self._memo.move_to_end(key)
            if field not in fields:
                fields[field] = own.with_params(k1, b)
            return fields[field]

    def cache_bytes(self) -> int:
        """Bytes of cached saturations and norms held for every (k1, b) kept here and the index's own."""
        with self._lock:
            mats = [m for fields in self._memo.values() for m in fields.values()]
        return sum(m.cache_bytes() for m in mats) + sum(self.index.bm25(f).cache_bytes() for f in FIELDS)
