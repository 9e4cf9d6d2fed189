"""The storage / Stage-1 seam: where Stage 1 finds candidates and Stage 2 reads their features.

The store of record (``lcr_core.store``: Chroma, embedded or a server) always holds the cases, their units
and vectors. A *search backend* is what the ranking reads, derived from that store:

- ``embedded`` (default): the local derived index (``lcr_core.index``) — BM25 matrices and vector matrices
  in this process; ``Engine`` runs it directly, this wrapper only exposes it through the same interface;
- ``milvus``: a Milvus collection (Milvus Lite in a file, or a Milvus server: the same client code) with
  whole-document and per-facet BM25 full-text fields and dense vectors (``lcr_core.backends.milvus``).

Both rank with the same functions of ``lcr_core.ranking`` (profiles, Stage-2 combination, known-item rule);
only Stage 1 (BM25 top-A + dense top-B, fused by RRF k = 60) and the Stage-2 features of the pool differ in
where they are computed. Selected by ``LCR_BACKEND=embedded|milvus`` (and ``LCR_MILVUS_URI``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from ..retrieve import CrossFeatures, Pool

if TYPE_CHECKING:
    from ..engine import Engine, Filters, SearchResult
    from ..ranking import ProfiledQuery
    from ..store import Store


@dataclass
class Candidates:
    """The cases one query's Stage 1 found, as row-aligned arrays (rows are positions in ``ids``).

    Shaped like the fields of ``SearchIndex`` that ranking and hit cards read (``ids``, ``titles``,
    ``courts``, ``years``, vectors), so ``lcr_core.ranking`` can rank a Milvus pool unchanged."""

    ids: list[str]
    titles: list[str] = field(default_factory=list)
    courts: list[str] = field(default_factory=list)
    years: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    doc_vecs: np.ndarray | None = None  # (n, 384)
    facet_vecs: np.ndarray | None = None  # (n, 4, 384)
    facet_mask: np.ndarray | None = None  # (n, 4)
    n_terms: np.ndarray | None = None  # (n,) distinct words of the whole text (a length proxy)
    generation: str = ""

    def __post_init__(self) -> None:
        self.row_of = {cid: i for i, cid in enumerate(self.ids)}

    @property
    def size(self) -> int:
        return len(self.ids)

    def take(self, attr: str, rows: np.ndarray) -> np.ndarray:
        """``rows`` of a vector field, as ``SearchIndex.take`` reads them."""
        return np.asarray(getattr(self, attr))[np.asarray(rows, dtype=np.int64)]

    @property
    def bm25_whole(self) -> Any:
        """What the learned ranker reads for candidate lengths: ``distinct_terms()``, as on the local index."""
        from types import SimpleNamespace

        lengths = np.zeros(self.size, dtype=np.int64) if self.n_terms is None else np.asarray(self.n_terms)
        return SimpleNamespace(distinct_terms=lambda: lengths)


@dataclass
class SyncReport:
    upserted: int = 0
    deleted: int = 0
    truncated: list[str] = field(default_factory=list)  # cases whose text was cut to the backend's field limit
    seconds: float = 0.0


class SearchBackend(Protocol):
    """What the engine needs from a search backend."""

    name: str

    def sync(self, store: Store, ids: list[str] | None = None, since: str | None = None) -> SyncReport:
        """Make the backend hold exactly what the store holds (upserts changed cases, deletes gone ones);
        ``ids`` and ``since``: only the cases a write touched, when the backend was in sync before it."""

    def count(self) -> int:
        """Cases the backend can find."""

    def stage1(self, pq: ProfiledQuery, filters: Filters | None) -> tuple[Candidates, Pool, np.ndarray]:
        """Stage 1 of a profiled query: candidates, the RRF pool over their rows, BM25 of every candidate."""

    def features(self, pq: ProfiledQuery, cands: Candidates, pool: Pool) -> CrossFeatures:
        """Stage-2 features (BM25 and cosine of every query field x candidate field) of the pool, by id."""

    def search(self, query: str, k: int, filters: Filters | None = None, weights: Any = None,
               profile: str | None = None) -> SearchResult:
        """The whole search, ranked by the query's profile (or by explicit weights, the paper's formula)."""

    def close(self) -> None:
        """Release connections."""


class EmbeddedBackend:
    """Today's search: the local derived index of the engine's store (see ``Engine.index``).

    ``Engine.search`` runs this path itself; the wrapper exposes its Stage 1 and features by case id so that
    tests and tools can hold both backends to the same contract."""

    name = "embedded"

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def sync(self, store: Store, ids: list[str] | None = None, since: str | None = None) -> SyncReport:
        return SyncReport()  # the index rebuilds itself when the store's generation moves

    def count(self) -> int:
        return self.engine.index.size

    def stage1(self, pq: ProfiledQuery, filters: Filters | None) -> tuple[Candidates, Pool, np.ndarray]:
        from .. import ranking
        from ..engine import _PinnedIndex

        view = _PinnedIndex(self.engine, self.engine.index)
        pool, bm25 = ranking.stage1(view, pq, view.filter_mask(filters))
        idx = view.index
        rows = pool.rows
        cands = Candidates([idx.ids[int(r)] for r in rows], [idx.titles[int(r)] for r in rows],
                           [idx.courts[int(r)] for r in rows], idx.years[rows], idx.take("doc_vecs", rows),
                           idx.take("facet_vecs", rows), idx.take("facet_mask", rows), generation=idx.generation)
        local = Pool(np.arange(len(rows), dtype=np.int64), pool.bm25_rank, pool.dense_rank, pool.rrf)
        return cands, local, bm25[rows]

    def features(self, pq: ProfiledQuery, cands: Candidates, pool: Pool) -> CrossFeatures:
        from .. import ranking
        from ..engine import _PinnedIndex

        view = _PinnedIndex(self.engine, self.engine.index)
        rows = np.asarray([view.index.row_of[cands.ids[int(r)]] for r in pool.rows], dtype=np.int64)
        return ranking.cross_features(view, pq, Pool(rows, pool.bm25_rank, pool.dense_rank, pool.rrf))

    def search(self, query: str, k: int, filters: Filters | None = None, weights: Any = None,
               profile: str | None = None) -> SearchResult:
        return self.engine.search(query, k, filters, weights, profile)

    def close(self) -> None:
        pass


def open_backend(engine: Engine) -> SearchBackend:
    """The backend ``engine.settings.backend`` names."""
    s = engine.settings
    if s.backend == "milvus":
        from .milvus import MilvusBackend

        return MilvusBackend(engine, s.milvus_uri or str(engine.store.path / "milvus.db"), s.milvus_collection,
                             text_mode=s.milvus_text)
    return EmbeddedBackend(engine)


__all__ = ["Candidates", "EmbeddedBackend", "SearchBackend", "SyncReport", "open_backend"]
