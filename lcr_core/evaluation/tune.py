"""The paper's Stage-2 weight search, over features computed once.

Procedure (METHOD.md, "Tuning"):

1. (alpha, beta) on the grid {0.3, 0.4, 0.6, 0.8, 1.0}^2, every grid point for every section-weight setting;
2. section weights (w_lex and w_sem, each on the simplex) from Dirichlet(1), in batches; the paper's and the
   uniform weights are evaluated first, so a tuned file is never worse than them on the tuning split;
3. keep the top-K settings and refine: sample a narrower Dirichlet centred on each kept setting (parameters
   ``concentration * w + floor``: mean ~ w), for a few rounds;
4. select by P@1, ties by MRR@10, then R@100, then the earliest evaluated setting (so a tie with the paper's
   weights keeps the paper's).

Every query's Stage-1 pool and per-facet scores (``Features``) are computed once; a weight setting costs a few
matrix products. Ranks are exact and tie-break like ``retrieve.combine`` (equal scores: lower pool position
first), and the metrics follow ``metrics`` (relevant documents outside the pool or the index still count in the
R@100 denominator).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from ..config import Weights
from ..retrieve import Features
from ..schema import FACETS

GRID: tuple[float, ...] = (0.3, 0.4, 0.6, 0.8, 1.0)
SELECTION: tuple[str, ...] = ("P@1", "MRR@10", "R@100")


@dataclass
class TuneData:
    """Stacked features of the tuning queries, pools padded to the longest."""

    qids: list[str]
    lex: np.ndarray  # (Q, P, 4)
    sem: np.ndarray  # (Q, P, 4)
    both: np.ndarray  # (Q, P, 4) bool: facet present in query and candidate
    valid: np.ndarray  # (Q, P) bool: a real pool member (not padding)
    rel: np.ndarray  # (Q, P) bool: relevant
    n_rel: np.ndarray  # (Q,) relevant documents of the query, inside the pool or not

    @classmethod
    def stack(cls, qids: Sequence[str], features: Sequence[Features], relevant: Sequence[np.ndarray],
              n_rel: Sequence[int]) -> TuneData:
        if not (len(qids) == len(features) == len(relevant) == len(n_rel)) or not qids:
            raise ValueError("need one Features, relevance mask and relevant count per query (and >= 1 query)")
        q, p, f = len(qids), max(1, max(len(x.lex) for x in features)), len(FACETS)
        lex, sem = np.zeros((q, p, f)), np.zeros((q, p, f))
        both = np.zeros((q, p, f), dtype=bool)
        valid, rel = np.zeros((q, p), dtype=bool), np.zeros((q, p), dtype=bool)
        for i, (x, r) in enumerate(zip(features, relevant)):
            n = len(x.lex)
            if len(r) != n:
                raise ValueError(f"query {qids[i]}: {len(r)} relevance flags for a pool of {n}")
            lex[i, :n], sem[i, :n] = x.lex, x.sem
            both[i, :n] = x.doc_mask & x.query_mask[None, :]
            valid[i, :n], rel[i, :n] = True, r
        n_rel_arr = np.asarray(n_rel, dtype=np.float64)
        if np.any(n_rel_arr < rel.sum(axis=1)) or np.any(n_rel_arr <= 0):
            raise ValueError("each query needs at least as many relevant documents as its pool holds, and >= 1")
        return cls(list(qids), lex, sem, both, valid, rel, n_rel_arr)


def channel(x: np.ndarray, both: np.ndarray, valid: np.ndarray, w: np.ndarray, zscore: bool,
            empty_rule: str) -> np.ndarray:
    """(Q, S, P) channel score of S weight settings: the facet-weighted sum, z-scored over each pool."""
    xm = np.where(both, x, 0.0)
    sums = np.einsum("qpf,sf->qsp", xm, w)
    if empty_rule == "renormalize":
        denom = np.einsum("qpf,sf->qsp", both.astype(np.float64), w)
        sums = np.divide(sums, denom, out=np.zeros_like(sums), where=denom > 0)
    if not zscore:
        return sums
    v = valid[:, None, :]
    n = np.maximum(v.sum(axis=2, keepdims=True), 1)
    mean = np.where(v, sums, 0.0).sum(axis=2, keepdims=True) / n
    std = np.sqrt(np.where(v, (sums - mean) ** 2, 0.0).sum(axis=2, keepdims=True) / n)
    ok = np.isfinite(std) & (std > 1e-12)
    return np.where(ok, (sums - mean) / np.where(ok, std, 1.0), 0.0)


def evaluate(data: TuneData, w_lex: np.ndarray, w_sem: np.ndarray, grid: Sequence[tuple[float, float]],
             zscore: bool = True, empty_rule: str = "zero", budget: float = 2e7) -> np.ndarray:
    """(S, G, 3) mean P@1, MRR@10, R@100 of S section-weight settings at G (alpha, beta) points.

    Settings are processed in chunks sized so that the rank comparison array holds about ``budget`` cells.
    """
    w_lex, w_sem = np.atleast_2d(w_lex), np.atleast_2d(w_sem)
    out = np.zeros((len(w_lex), len(grid), 3))
    # the order only depends on alpha / beta (both > 0): evaluate each distinct ratio once
    ratios = [round(a / b, 12) if b > 0 else np.inf for a, b in grid]
    distinct = {r: i for i, r in reversed(list(enumerate(ratios)))}
    relpos, relmask = _relevant_positions(data.rel)
    chunk = max(1, int(budget // (relpos.size * data.valid.shape[1])))
    for s0 in range(0, len(w_lex), chunk):
        zl = channel(data.lex, data.both, data.valid, w_lex[s0 : s0 + chunk], zscore, empty_rule)
        zs = channel(data.sem, data.both, data.valid, w_sem[s0 : s0 + chunk], zscore, empty_rule)
        done: dict[float, np.ndarray] = {}
        for g, (a, b) in enumerate(grid):
            key = ratios[g]
            if key not in done:
                a0, b0 = grid[distinct[key]]
                done[key] = _selection_metrics(a0 * zl + b0 * zs, data, relpos, relmask)
            out[s0 : s0 + chunk, g] = done[key]
    return out


def _relevant_positions(rel: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    r = max(1, int(rel.sum(axis=1).max()))
    pos = np.zeros((len(rel), r), dtype=np.int64)
    mask = np.zeros((len(rel), r), dtype=bool)
    for i, row in enumerate(rel):
        idx = np.flatnonzero(row)
        pos[i, : len(idx)], mask[i, : len(idx)] = idx, True
    return pos, mask


def _selection_metrics(score: np.ndarray, data: TuneData, relpos: np.ndarray, relmask: np.ndarray) -> np.ndarray:
    """(S, 3) P@1, MRR@10, R@100 from (Q, S, P) scores; rank = #better + #equal earlier in the pool + 1."""
    score = np.where(data.valid[:, None, :], score, -np.inf)
    q_idx = np.arange(score.shape[0])[:, None, None]
    s_idx = np.arange(score.shape[1])[None, :, None]
    rel_score = score[q_idx, s_idx, relpos[:, None, :]]  # (Q, S, R)
    p = np.arange(score.shape[2])
    better = score[:, :, None, :] > rel_score[..., None]
    tie_before = (score[:, :, None, :] == rel_score[..., None]) & (p[None, None, None, :] < relpos[:, None, :, None])
    rank = (better | tie_before).sum(axis=3) + 1.0  # (Q, S, R)
    rank = np.where(relmask[:, None, :], rank, np.inf)
    first = rank.min(axis=2)
    p1 = (first == 1).mean(axis=0)
    mrr10 = np.where(first <= 10, 1.0 / first, 0.0).mean(axis=0)
    r100 = ((rank <= 100).sum(axis=2) / data.n_rel[:, None]).mean(axis=0)
    return np.stack([p1, mrr10, r100], axis=1)


def select(metrics: np.ndarray) -> int:
    """Index of the best row of (N, 3) [P@1, MRR@10, R@100]: lexicographic, ties to the earliest row."""
    m = np.round(np.asarray(metrics, dtype=np.float64), 12)
    order = np.lexsort((np.arange(len(m)), -m[:, 2], -m[:, 1], -m[:, 0]))
    return int(order[0])


def distinct_settings(metrics: np.ndarray, n_grid: int, k: int) -> np.ndarray:
    """The best ``k`` *section-weight settings* (rows of ``metrics`` are setting x grid point): a setting that
    leads at several (alpha, beta) points is refined once, not once per point."""
    out: list[int] = []
    for i in top(metrics, len(metrics)):
        s = int(i) // n_grid
        if s not in out:
            out.append(s)
            if len(out) == k:
                break
    return np.asarray(out, dtype=np.int64)


def top(metrics: np.ndarray, k: int) -> np.ndarray:
    m = np.round(np.asarray(metrics, dtype=np.float64), 12)
    return np.lexsort((np.arange(len(m)), -m[:, 2], -m[:, 1], -m[:, 0]))[:k]


@dataclass(frozen=True)
class TuneConfig:
    seed: int = 0
    grid: tuple[float, ...] = GRID
    batches: int = 4  # Dirichlet(1) batches
    batch_size: int = 250
    keep: int = 10  # settings refined
    rounds: int = 2  # refinement rounds
    refine_batch: int = 250
    concentration: float = 50.0
    floor: float = 0.05


@dataclass
class Candidate:
    weights: Weights
    metrics: dict[str, float]


@dataclass
class TuneResult:
    best: Candidate
    paper: Candidate
    uniform: Candidate
    leaders: list[Candidate]
    evaluated: int
    seconds: float
    config: TuneConfig
    history: list[dict[str, float]] = field(default_factory=list)


def tune(data: TuneData, config: TuneConfig | None = None, zscore: bool = True, empty_rule: str = "zero",
         log: Callable[[str], None] = lambda _: None) -> TuneResult:
    """Run the search; deterministic for a given ``config.seed``."""
    cfg = config or TuneConfig()
    t0 = time.perf_counter()
    rng = np.random.default_rng(cfg.seed)
    grid = [(a, b) for a in cfg.grid for b in cfg.grid]
    f = len(FACETS)
    paper, uniform = Weights(), Weights.uniform()
    w_lex = [np.asarray(paper.w_lex), np.asarray(uniform.w_lex)]
    w_sem = [np.asarray(paper.w_sem), np.asarray(uniform.w_sem)]
    for _ in range(cfg.batches):
        w_lex += list(rng.dirichlet(np.ones(f), size=cfg.batch_size))
        w_sem += list(rng.dirichlet(np.ones(f), size=cfg.batch_size))
    settings_lex, settings_sem = np.array(w_lex), np.array(w_sem)
    metrics = evaluate(data, settings_lex, settings_sem, grid, zscore, empty_rule).reshape(-1, 3)
    history = [_progress("dirichlet(1)", metrics)]
    log(f"tune: {len(settings_lex)} section-weight settings x {len(grid)} (alpha, beta): "
        f"best P@1 {history[-1]['P@1']:.4f}")
    for r in range(cfg.rounds):
        kept = distinct_settings(metrics, len(grid), cfg.keep)
        per = max(1, cfg.refine_batch // len(kept))
        new_lex, new_sem = [], []
        for s in kept:
            new_lex += list(rng.dirichlet(cfg.concentration * settings_lex[s] + cfg.floor, size=per))
            new_sem += list(rng.dirichlet(cfg.concentration * settings_sem[s] + cfg.floor, size=per))
        m_new = evaluate(data, np.array(new_lex), np.array(new_sem), grid, zscore, empty_rule).reshape(-1, 3)
        settings_lex = np.vstack([settings_lex, new_lex])
        settings_sem = np.vstack([settings_sem, new_sem])
        metrics = np.vstack([metrics, m_new])
        history.append(_progress(f"refine {r + 1}", metrics))
        log(f"tune: refinement {r + 1}: {len(new_lex)} settings around the top {len(kept)}: "
            f"best P@1 {history[-1]['P@1']:.4f}")

    def candidate(i: int, source: str) -> Candidate:
        s, g = divmod(int(i), len(grid))
        a, b = grid[g]
        w = Weights(alpha=a, beta=b, w_lex=_simplex(settings_lex[s]), w_sem=_simplex(settings_sem[s]), source=source)
        return Candidate(w, dict(zip(SELECTION, map(float, metrics[i]))))

    best = candidate(select(metrics), "tuned")
    paper_at = grid.index((paper.alpha, paper.beta))
    return TuneResult(
        best=best,
        paper=candidate(0 * len(grid) + paper_at, "paper"),
        uniform=candidate(1 * len(grid) + paper_at, "uniform"),
        leaders=[candidate(i, "tuned") for i in top(metrics, 5)],
        evaluated=len(metrics),
        seconds=time.perf_counter() - t0,
        config=cfg,
        history=history,
    )


def _simplex(w: np.ndarray) -> tuple[float, ...]:
    w = np.clip(np.asarray(w, dtype=np.float64), 0, None)
    return tuple(float(x) for x in w / w.sum())


def _progress(stage: str, metrics: np.ndarray) -> dict:
    best = metrics[select(metrics)]
    return {"stage": stage, "evaluated": int(len(metrics)), **dict(zip(SELECTION, map(float, best)))}
