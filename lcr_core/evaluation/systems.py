"""Every compared system as a function of one shared per-query precomputation.

``prepare`` runs the expensive part once per query — the analysed query (segmented, encoded, facetized), BM25
and cosine of the whole query against every document, the engine's Stage-1 pool and the Stage-2 features —
and every system below only ranks from it: the section-aware variants differ in weights and in how Stage 2
combines the same ``Features`` (``retrieve.combine``), so they cost microseconds each.

Systems (ids as ``--systems`` takes them):

- ``bm25``: BM25 of the whole query over whole documents (documents scoring 0 are not retrieved);
- ``dense``: exact cosine of whole-query and whole-document vectors;
- ``rrf``: the Stage-1 pool in RRF order (Stage 1 only);
- ``langchain``: LangChain's ``EnsembleRetriever`` (see ``langchain_baseline``), run outside this module;
- ``profile``: what ``Engine.search()`` ships — the profile the query's type selects (``lcr_core.profiles``;
  ``lcr eval --profile`` forces one), ranked by ``ranking.rank_query``, run outside this module;
- ``original`` / ``uniform`` / ``tuned``: Stage 2 with the paper's, uniform and tuned weights;
- ``no-zscore``: the tuned weights with raw channel sums instead of pool z-scores;
- ``no-sections``: Stage 2 over the same pool with only the whole-document BM25 and cosine (z-scored,
  the tuned alpha and beta);
- ``ctx-bm25`` / ``ctx-tuned``: BM25 and tuned section-aware ranking of the citation-context query view
  (the words around each ``[?CITATION?]`` marker), for datasets whose queries have such markers;
- ``ctx-fusion``: RRF (k = 60) of ``tuned`` on the full query and ``ctx-bm25``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ..config import Weights
from ..engine import AnalysedQuery, Engine
from ..retrieve import Features, Pool, combine, top_k
from ..schema import FACETS

Ranked = tuple[np.ndarray, np.ndarray]  # (index rows, scores), best first


@dataclass
class Prepared:
    """What every system of one query view needs, computed once."""

    qid: str
    query: AnalysedQuery
    bm25: np.ndarray  # (n_docs,) BM25 of the whole query against every document
    dense: np.ndarray  # (n_docs,) cosine of the whole-query vector with every whole-document vector
    pool: Pool
    features: Features  # per-facet Stage-2 features of the pool
    whole: Features  # whole-document channel in facet slot 0 only (the no-sections ablation)
    timings: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


def prepare(engine: Engine, qid: str, text: str) -> Prepared:
    """Analyse one query and compute everything the systems rank from (seconds in ``timings``)."""
    if engine.settings.backend == "milvus":
        from ..backends.milvus import prepare_for_eval

        return prepare_for_eval(engine, qid, text)
    idx = engine.index
    t0 = time.perf_counter()
    tokens = engine.analyzer(text)
    t1 = time.perf_counter()
    q, warnings = engine.analyse_query(text)
    t2 = time.perf_counter()
    bm25 = idx.bm25_whole.scores(q.tokens_whole)
    t3 = time.perf_counter()
    dense = (idx.doc_vecs @ q.analysed.doc_vector).astype(np.float64)
    t4 = time.perf_counter()
    pool = engine.stage1(q)
    t5 = time.perf_counter()
    features = engine.features(q, pool)
    t6 = time.perf_counter()
    del tokens  # timed only: what a BM25-only system spends reading the query
    return Prepared(
        qid=qid, query=q, bm25=bm25, dense=dense, pool=pool, features=features,
        whole=whole_document_features(bm25, dense, pool),
        timings={"tokenize": t1 - t0, "analyse": t2 - t1, "bm25": t3 - t2, "dense": t4 - t3,
                 "stage1": t5 - t4, "features": t6 - t5},
        warnings=warnings,
    )


def whole_document_features(bm25: np.ndarray, dense: np.ndarray, pool: Pool) -> Features:
    """Features whose only facet is the whole document: BM25 and cosine of the pool's rows in slot 0."""
    n = len(pool.rows)
    lex = np.zeros((n, len(FACETS)))
    sem = np.zeros((n, len(FACETS)))
    lex[:, 0] = bm25[pool.rows]
    sem[:, 0] = dense[pool.rows]
    only_first = np.zeros(len(FACETS), dtype=bool)
    only_first[0] = True
    return Features(lex=lex, sem=sem, query_mask=only_first.copy(), doc_mask=np.tile(only_first, (n, 1)))


def whole_document_weights(w: Weights) -> Weights:
    """The channel mix of ``w`` with all facet weight on the whole-document slot."""
    one = (1.0,) + (0.0,) * (len(FACETS) - 1)
    return Weights(alpha=w.alpha, beta=w.beta, w_lex=one, w_sem=one, source=f"{w.source}, whole document")


# ---- rankers ------------------------------------------------------------------------------------------------
def rank_bm25(p: Prepared, depth: int) -> Ranked:
    rows = top_k(p.bm25, depth, valid=p.bm25 > 0)
    return rows, p.bm25[rows]


def rank_dense(p: Prepared, depth: int) -> Ranked:
    rows = top_k(p.dense, depth)
    return rows, p.dense[rows]


def rank_rrf(p: Prepared, depth: int) -> Ranked:
    return p.pool.rows[:depth], p.pool.rrf[:depth]


def rank_stage2(features: Features, pool: Pool, weights: Weights, depth: int, zscore: bool = True,
                empty_rule: str = "zero") -> Ranked:
    r = combine(features, weights, zscore_channels=zscore, empty_rule=empty_rule)
    order = r.order[:depth]
    return pool.rows[order], r.score[order]


def rrf_lists(lists: list[np.ndarray], depth: int, k: int = 60) -> Ranked:
    """Plain RRF of ranked row lists (ranks from 1); ties by first appearance."""
    score: dict[int, float] = {}
    for rows in lists:
        for rank, row in enumerate(rows.tolist(), start=1):
            score[row] = score.get(row, 0.0) + 1.0 / (k + rank)
    ranked = sorted(score.items(), key=lambda kv: -kv[1])[:depth]
    return (np.asarray([r for r, _ in ranked], dtype=np.int64), np.asarray([s for _, s in ranked]))


@dataclass(frozen=True)
class System:
    """A compared system: how it ranks one query from the shared precomputation (``full`` and ``ctx`` views)."""

    id: str
    label: str
    group: str  # baseline | ours | ablation | ctx
    rank: Callable[[dict[str, Prepared], int], Ranked] | None  # None: run elsewhere (LangChain)
    weights: Weights | None = None
    needs_ctx: bool = False


ALL_SYSTEMS: tuple[str, ...] = ("bm25", "dense", "rrf", "langchain", "profile", "original", "uniform", "tuned", "no-zscore",
                                "no-sections", "ctx-bm25", "ctx-tuned", "ctx-fusion")


def build_systems(tuned: Weights, zscore: bool = True, empty_rule: str = "zero",
                  tuned_ctx: Weights | None = None) -> dict[str, System]:
    """Every system, in table order; ``tuned`` also drives the ablations, ``tuned_ctx`` (default ``tuned``) the
    section-aware ranking of the citation-context view."""
    original, uniform = Weights(), Weights.uniform()
    tuned_ctx = tuned_ctx or tuned

    def stage2(w: Weights, z: bool = zscore, view: str = "full") -> Callable[[dict[str, Prepared], int], Ranked]:
        return lambda views, depth: rank_stage2(views[view].features, views[view].pool, w, depth, z, empty_rule)

    def no_sections(views: dict[str, Prepared], depth: int) -> Ranked:
        p = views["full"]
        return rank_stage2(p.whole, p.pool, whole_document_weights(tuned), depth, zscore, empty_rule)

    def ctx_fusion(views: dict[str, Prepared], depth: int) -> Ranked:
        full = stage2(tuned)(views, depth)[0]
        ctx = rank_bm25(views["ctx"], depth)[0]
        return rrf_lists([full, ctx], depth)

    systems = [
        System("bm25", "BM25, whole document", "baseline", lambda v, d: rank_bm25(v["full"], d)),
        System("dense", "Dense, whole document", "baseline", lambda v, d: rank_dense(v["full"], d)),
        System("rrf", "Union RRF (Stage 1 only)", "baseline", lambda v, d: rank_rrf(v["full"], d)),
        System("langchain", "LangChain EnsembleRetriever (BM25 + Chroma)", "baseline", None),
        System("profile", "Shipped profile (chosen by query type)", "ours", None),
        System("original", "Section-aware, paper weights (original)", "ours", stage2(original), original),
        System("uniform", "Section-aware, uniform weights", "ours", stage2(uniform), uniform),
        System("tuned", "Section-aware, tuned (optimized)", "ours", stage2(tuned), tuned),
        System("no-zscore", "Ablation: tuned, no z-score (raw sums)", "ablation", stage2(tuned, z=False), tuned),
        System("no-sections", "Ablation: tuned, no section awareness", "ablation", no_sections, tuned),
        System("ctx-bm25", "Citation-context query: BM25", "ctx", lambda v, d: rank_bm25(v["ctx"], d),
               needs_ctx=True),
        System("ctx-tuned", "Citation-context query: section-aware tuned", "ctx", stage2(tuned_ctx, view="ctx"),
               tuned_ctx, needs_ctx=True),
        System("ctx-fusion", "RRF of tuned (full query) + citation-context BM25", "ctx", ctx_fusion, tuned,
               needs_ctx=True),
    ]
    return {s.id: s for s in systems}


def parse_systems(spec: str | None) -> list[str]:
    """``--systems`` (comma-separated ids, default all) checked against ``ALL_SYSTEMS``."""
    if not spec:
        return list(ALL_SYSTEMS)
    wanted = [s.strip() for s in spec.split(",") if s.strip()]
    unknown = [s for s in wanted if s not in ALL_SYSTEMS]
    if unknown:
        raise ValueError(f"unknown system(s) {', '.join(unknown)}; choose from {', '.join(ALL_SYSTEMS)}")
    return [s for s in ALL_SYSTEMS if s in wanted]


def component_latency(system_id: str, views: dict[str, Prepared], search_seconds: float | None) -> float | None:
    """Seconds one query costs a system from raw text, from the timers of ``prepare`` (search() for ours)."""
    t = views["full"].timings
    if system_id == "bm25":
        return t["tokenize"] + t["bm25"]
    if system_id == "dense":
        return t["analyse"] + t["dense"]
    if system_id == "rrf":
        return t["analyse"] + t["stage1"]
    if system_id == "ctx-bm25" and "ctx" in views:
        return views["ctx"].timings["tokenize"] + views["ctx"].timings["bm25"]
    if system_id == "ctx-tuned" and "ctx" in views:
        c = views["ctx"].timings
        return c["analyse"] + c["stage1"] + c["features"]
    if system_id == "ctx-fusion" and "ctx" in views and search_seconds is not None:
        return search_seconds + views["ctx"].timings["tokenize"] + views["ctx"].timings["bm25"]
    if system_id in ("original", "uniform", "tuned", "no-zscore", "no-sections"):
        return search_seconds
    return None
