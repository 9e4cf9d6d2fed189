"""The two-stage retrieval method of METHOD.md as plain, vectorised functions.

Stage 1 fuses a BM25 list and a dense list with Reciprocal Rank Fusion into a pool; Stage 2 scores the pool
facet by facet (BM25 and cosine), mixes facets with simplex weights, z-scores each channel over the pool and
combines them as ``alpha * S_lex + beta * S_sem``. Features and the combination are separate so that tuning
computes features once and tries thousands of weight settings on them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .config import Weights
from .schema import FACETS


@dataclass(slots=True)
class Pool:
    """Stage-1 output: candidate rows in RRF order with their ranks in each list (0 = absent)."""

    rows: np.ndarray  # int64 row indices into the index
    bm25_rank: np.ndarray  # int32, 1-based, 0 when absent
    dense_rank: np.ndarray
    rrf: np.ndarray


@dataclass(slots=True)
class Features:
    """Stage-2 raw per-facet scores of every pool member, plus which facets are present."""

    lex: np.ndarray  # (P, 4) BM25 of query facet i against candidate facet i
    sem: np.ndarray  # (P, 4) cosine of query facet i with candidate facet i
    query_mask: np.ndarray  # (4,) bool, query facet non-empty
    doc_mask: np.ndarray  # (P, 4) bool, candidate facet non-empty


@dataclass(slots=True)
class Ranking:
    """Stage-2 output over the pool: final score, channel scores and each facet's share of the score."""

    order: np.ndarray  # indices into the pool, best first
    score: np.ndarray  # (P,)
    s_lex: np.ndarray
    s_sem: np.ndarray
    contribution: np.ndarray  # (P, 4): facet i's additive part of the score


def top_k(scores: np.ndarray, k: int, valid: np.ndarray | None = None) -> np.ndarray:
    """Indices of the k largest scores (ties by lower index), restricted to ``valid`` when given."""
    idx = np.flatnonzero(valid) if valid is not None else np.arange(len(scores))
    if len(idx) == 0 or k <= 0:
        return np.zeros(0, dtype=np.int64)
    sub = scores[idx]
    if k < len(idx):
        part = np.argpartition(-sub, k - 1)[:k]
        idx, sub = idx[part], sub[part]
    order = np.lexsort((idx, -sub))
    return idx[order].astype(np.int64)


def rrf_fuse(bm25_rows: np.ndarray, dense_rows: np.ndarray, k: int, m: int) -> Pool:
    """Reciprocal Rank Fusion (ranks from 1, a missing rank contributes 0); pool = top-m by RRF.

    Ties are broken by the better of the two ranks, then by row, so the pool is deterministic.
    """
    rows = np.unique(np.concatenate([bm25_rows, dense_rows]).astype(np.int64))
    if len(rows) == 0:
        empty = np.zeros(0, dtype=np.int64)
        return Pool(empty, empty.astype(np.int32), empty.astype(np.int32), np.zeros(0))
    pos = {int(r): i for i, r in enumerate(rows)}
    r_bm = np.zeros(len(rows), dtype=np.int32)
    r_de = np.zeros(len(rows), dtype=np.int32)
    for rank, row in enumerate(bm25_rows, start=1):
        r_bm[pos[int(row)]] = rank
    for rank, row in enumerate(dense_rows, start=1):
        r_de[pos[int(row)]] = rank
    score = np.where(r_bm > 0, 1.0 / (k + r_bm), 0.0) + np.where(r_de > 0, 1.0 / (k + r_de), 0.0)
    best = np.minimum(np.where(r_bm > 0, r_bm, np.iinfo(np.int32).max), np.where(r_de > 0, r_de, np.iinfo(np.int32).max))
    order = np.lexsort((rows, best, -score))[:m]
    return Pool(rows[order], r_bm[order], r_de[order], score[order])


def zscore(x: np.ndarray) -> np.ndarray:
    """(x - mean) / std over the pool; std = 0 (one candidate, or all equal) gives 0 for everyone."""
    if x.size == 0:
        return x.astype(np.float64)
    std = x.std()
    if not np.isfinite(std) or std <= 1e-12:
        return np.zeros_like(x, dtype=np.float64)
    return (x - x.mean()) / std


def effective_weights(w: np.ndarray, query_mask: np.ndarray, doc_mask: np.ndarray, rule: str) -> np.ndarray:
    """(P, 4) per-candidate facet weights under the empty-facet rule.

    ``zero``: an empty facet (query or candidate side) scores 0 and the other weights stay as they are.
    ``renormalize``: the weights of facets present on both sides are rescaled to sum to 1 per candidate.
    """
    both = doc_mask & query_mask[None, :]
    eff = np.where(both, w[None, :], 0.0)
    if rule == "renormalize":
        sums = eff.sum(axis=1, keepdims=True)
        eff = np.divide(eff, sums, out=np.zeros_like(eff), where=sums > 0)
    return eff


def combine(features: Features, weights: Weights, zscore_channels: bool = True, empty_rule: str = "zero") -> Ranking:
    """Stage 2's score for every pool member, with each facet's additive contribution to it."""
    w_lex = effective_weights(np.asarray(weights.w_lex), features.query_mask, features.doc_mask, empty_rule)
    w_sem = effective_weights(np.asarray(weights.w_sem), features.query_mask, features.doc_mask, empty_rule)
    part_lex = w_lex * features.lex
    part_sem = w_sem * features.sem
    lex_sum, sem_sum = part_lex.sum(axis=1), part_sem.sum(axis=1)
    if zscore_channels:
        s_lex, s_sem = zscore(lex_sum), zscore(sem_sum)
        # Z(sum_i p_i) = sum_i (p_i - mean p_i) / std: the facets' shares of the z-scored channel
        c_lex = _centred_share(part_lex, lex_sum)
        c_sem = _centred_share(part_sem, sem_sum)
    else:
        s_lex, s_sem = lex_sum, sem_sum
        c_lex, c_sem = part_lex, part_sem
    score = weights.alpha * s_lex + weights.beta * s_sem
    contribution = weights.alpha * c_lex + weights.beta * c_sem
    order = np.lexsort((np.arange(len(score)), -score))
    return Ranking(order=order, score=score, s_lex=s_lex, s_sem=s_sem, contribution=contribution)


def _centred_share(parts: np.ndarray, total: np.ndarray) -> np.ndarray:
    std = total.std() if total.size else 0.0
    if not np.isfinite(std) or std <= 1e-12:
        return np.zeros_like(parts)
    return (parts - parts.mean(axis=0, keepdims=True)) / std


def best_facet(contribution_row: np.ndarray, doc_mask_row: np.ndarray, query_mask: np.ndarray) -> str:
    """The facet that added most to a candidate's score (among facets present on both sides)."""
    usable = doc_mask_row & query_mask
    if not usable.any():
        return FACETS[0]
    masked = np.where(usable, contribution_row, -np.inf)
    return FACETS[int(np.argmax(masked))]


# ---- cross-facet Stage 2 ----------------------------------------------------------------------------------------
# Query and candidate *fields*: the four facets plus the whole text. The paper compares query facet i with
# candidate facet i only; a typed fact pattern has facts but no reasoning, while the precedents it should
# find discuss facts like the user's in their reasoning. Stage 2 therefore scores every (query field,
# candidate field) pair and mixes them with a weight matrix; the paper's formula is the diagonal special case.
FIELDS: tuple[str, ...] = (*FACETS, "whole")
WHOLE = len(FACETS)


@dataclass(slots=True)
class CrossFeatures:
    """Stage-2 raw scores of every pool member for every (query field, candidate field) pair."""

    lex: np.ndarray  # (P, 5, 5) BM25 of query field i against candidate field j
    sem: np.ndarray  # (P, 5, 5) cosine of query field i with candidate field j
    query_mask: np.ndarray  # (5,) bool, query field non-empty
    doc_mask: np.ndarray  # (P, 5) bool, candidate field non-empty
    passage: np.ndarray | None = None  # (P,) best cosine of the whole query with any passage (unit) of the candidate
    stage1: np.ndarray | None = None  # (P,) Stage-1 BM25 of the profile's query (its view, reduction, RM3)

    def diagonal(self) -> Features:
        """The paper's like-for-like features (facet i vs facet i), for the diagonal formula."""
        d = np.arange(len(FACETS))
        return Features(lex=self.lex[:, d, d], sem=self.sem[:, d, d], query_mask=self.query_mask[: len(FACETS)],
                        doc_mask=self.doc_mask[:, : len(FACETS)])


@dataclass(frozen=True)
class MatrixWeights:
    """``alpha * Z(sum_ij L_ij lex_ij) + beta * Z(sum_ij S_ij sem_ij)`` with non-negative L, S over 5 x 5 pairs."""

    alpha: float
    beta: float
    lex: np.ndarray  # (5, 5) query field x candidate field
    sem: np.ndarray

    @classmethod
    def diagonal(cls, w: Weights) -> MatrixWeights:
        lex, sem = np.zeros((len(FIELDS), len(FIELDS))), np.zeros((len(FIELDS), len(FIELDS)))
        for i in range(len(FACETS)):
            lex[i, i], sem[i, i] = w.w_lex[i], w.w_sem[i]
        return cls(w.alpha, w.beta, lex, sem)

    def to_json(self) -> dict:
        def table(m: np.ndarray) -> dict:
            return {qf: {cf: round(float(m[i, j]), 6) for j, cf in enumerate(FIELDS) if m[i, j] > 0}
                    for i, qf in enumerate(FIELDS) if m[i].any()}

        return {"kind": "matrix", "alpha": self.alpha, "beta": self.beta, "lex": table(self.lex),
                "sem": table(self.sem)}

    @classmethod
    def from_json(cls, data: dict) -> MatrixWeights:
        def matrix(table: dict) -> np.ndarray:
            m = np.zeros((len(FIELDS), len(FIELDS)))
            for qf, row in table.items():
                for cf, v in row.items():
                    m[FIELDS.index(qf), FIELDS.index(cf)] = float(v)
            if (m < 0).any():
                raise ValueError("matrix weights must be non-negative")
            return m

        return cls(float(data["alpha"]), float(data["beta"]), matrix(data.get("lex", {})), matrix(data.get("sem", {})))


def combine_cross(features: CrossFeatures, weights: MatrixWeights, zscore_channels: bool = True) -> Ranking:
    """Stage 2 over (query field, candidate field) pairs; ``contribution`` is per candidate field (P, 5).

    A pair counts only when both fields are non-empty (the empty-facet rule ``zero``)."""
    both = features.doc_mask[:, None, :] & features.query_mask[None, :, None]  # (P, 5, 5)
    part_lex = np.where(both, weights.lex[None] * features.lex, 0.0).sum(axis=1)  # (P, 5) per candidate field
    part_sem = np.where(both, weights.sem[None] * features.sem, 0.0).sum(axis=1)
    lex_sum, sem_sum = part_lex.sum(axis=1), part_sem.sum(axis=1)
    if zscore_channels:
        s_lex, s_sem = zscore(lex_sum), zscore(sem_sum)
        c_lex, c_sem = _centred_share(part_lex, lex_sum), _centred_share(part_sem, sem_sum)
    else:
        s_lex, s_sem, c_lex, c_sem = lex_sum, sem_sum, part_lex, part_sem
    score = weights.alpha * s_lex + weights.beta * s_sem
    contribution = weights.alpha * c_lex + weights.beta * c_sem
    order = np.lexsort((np.arange(len(score)), -score))
    return Ranking(order=order, score=score, s_lex=s_lex, s_sem=s_sem, contribution=contribution)


@dataclass(frozen=True)
class HybridWeights:
    """``alpha * Z(BM25) + (1 - alpha) * ((1 - passage) * Z(document cosine) + passage * Z(best-passage cosine))``.

    BM25 is Stage 1's own score of the profile's query (after reduction or RM3), the document cosine compares
    the whole query with the candidate's pooled vector, and the best-passage cosine with its closest unit
    (MaxP): a short fact pattern often matches one passage of a long judgment better than its average."""

    alpha: float
    passage: float

    def needs_passages(self) -> bool:
        return self.alpha < 1 and self.passage > 0

    def rank(self, features: CrossFeatures) -> tuple[Ranking, dict[str, np.ndarray]]:
        """The ranking and its additive parts: ``bm25``, ``document cosine``, ``best passage cosine``."""
        if features.stage1 is None:
            raise ValueError("the hybrid ranking needs the Stage-1 BM25 of the pool")
        doc_cos = features.sem[:, WHOLE, WHOLE]
        passage = doc_cos if features.passage is None else np.where(np.isnan(features.passage), doc_cos,
                                                                    features.passage)
        parts = {
            "bm25": self.alpha * zscore(np.asarray(features.stage1, dtype=np.float64)),
            "document cosine": (1 - self.alpha) * (1 - self.passage) * zscore(doc_cos),
            "best passage cosine": (1 - self.alpha) * self.passage * zscore(passage),
        }
        score = parts["bm25"] + parts["document cosine"] + parts["best passage cosine"]
        # where in the candidate the query's words and meaning landed, by channel weight (for the card's facet)
        lex = np.clip(features.lex[:, WHOLE, :], 0, None)
        sem = np.clip(features.sem[:, WHOLE, :], 0, None) * features.doc_mask
        share = (self.alpha * lex / np.maximum(lex[:, :WHOLE].sum(axis=1, keepdims=True), 1e-12)
                 + (1 - self.alpha) * sem / np.maximum(sem[:, :WHOLE].sum(axis=1, keepdims=True), 1e-12))
        order = np.lexsort((np.arange(len(score)), -score))
        return Ranking(order=order, score=score, s_lex=parts["bm25"], s_sem=score - parts["bm25"],
                       contribution=share), parts

    def to_json(self) -> dict:
        return {"kind": "hybrid", "alpha": self.alpha, "passage": self.passage}

    @classmethod
    def from_json(cls, data: dict) -> HybridWeights:
        alpha, passage = float(data["alpha"]), float(data.get("passage", 0.0))
        if not (0 <= alpha <= 1 and 0 <= passage <= 1):
            raise ValueError("hybrid weights must lie in [0, 1]")
        return cls(alpha, passage)


def best_field(contribution_row: np.ndarray, doc_mask_row: np.ndarray) -> str:
    """The candidate *facet* that added most to the score (the whole-text field is not a facet to show)."""
    usable = doc_mask_row[: len(FACETS)]
    if not usable.any():
        return FACETS[0]
    masked = np.where(usable, contribution_row[: len(FACETS)], -np.inf)
    return FACETS[int(np.argmax(masked))]
