"""Statutes inferred from the facts (lever 9): which provisions a query's facts engage, and which judgments are
decided under them.

A typed fact pattern names no provision, but its precedents are largely decided under the provisions the facts
engage, and those judgments name them. p(t | query) over the corpus's statute terms is estimated from the
score-weighted statute sets of the query's top BM25 judgments (pseudo-relevance feedback over statutes; the other
estimate measured, a classifier trained on the corpus, is in ``benchmarks/statute_classifier.py``). A candidate then
scores sum_t p(t|q) idf(t) [t in S(d)], added to BM25 as z-scores over the pool. No relevance label is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.sparse as sp

from .retrieve import top_k
from .statutes import statute_set
from .text_parts import csr_arrays, csr_from, terms_array


@dataclass(frozen=True)
class StatuteSets:
    """Each judgment's statute set as a binary (judgments x terms) matrix, with each term's idf."""

    terms: tuple[str, ...]
    matrix: sp.csr_matrix
    idf: np.ndarray

    @classmethod
    def build(cls, texts: Sequence[str]) -> StatuteSets:
        sets = [statute_set(t) for t in texts]
        terms = tuple(sorted(set().union(*sets))) if sets else ()
        col = {t: i for i, t in enumerate(terms)}
        rows = np.repeat(np.arange(len(sets)), [len(s) for s in sets])
        cols = np.fromiter((col[t] for s in sets for t in sorted(s)), dtype=np.int64, count=len(rows))
        m = sp.csr_matrix((np.ones(len(rows), np.float32), (rows, cols)), shape=(len(sets), len(terms)))
        df = np.asarray(m.sum(axis=0)).ravel()
        return cls(terms, m, np.log((len(sets) + 1) / (df + 1)).astype(np.float64))

    FORMAT = 1  # the saved arrays' layout (text_parts keys the file by it)

    def to_arrays(self) -> dict[str, np.ndarray]:
        """Plain arrays for ``text_parts`` (no pickles)."""
        return {"terms": terms_array(self.terms), **csr_arrays("matrix", self.matrix), "idf": self.idf}

    @classmethod
    def from_arrays(cls, a: dict[str, np.ndarray]) -> StatuteSets:
        return cls(tuple(a["terms"].tolist()), csr_from("matrix", a), a["idf"].astype(np.float64))

    def frequent(self, n: int) -> np.ndarray:
        """Column ids of the ``n`` terms most judgments name (ties by term)."""
        df = np.asarray(self.matrix.sum(axis=0)).ravel()
        return np.array(sorted(range(len(self.terms)), key=lambda j: (-df[j], self.terms[j]))[:n], dtype=np.int64)

    def scores(self, p: np.ndarray) -> np.ndarray:
        """s(d) = sum_t p(t|q) idf(t) [t in S(d)] for every judgment."""
        return np.asarray(self.matrix @ (p * self.idf), dtype=np.float64).ravel()


def neighbour_distribution(sets: StatuteSets, bm25: np.ndarray, k: int) -> np.ndarray:
    """p(t|q) from the query's top-``k`` BM25 judgments, each weighted by the softmax of its BM25 z-score over
    those k (a judgment that matches much better counts for more)."""
    top = top_k(bm25, k)
    top = top[bm25[top] > 0]
    p = np.zeros(len(sets.terms))
    if len(top) == 0:
        return p
    s = bm25[top]
    z = (s - s.mean()) / (s.std() or 1.0)
    w = np.exp(z - z.max())
    p = np.asarray(sets.matrix[top].T @ (w / w.sum()), dtype=np.float64).ravel()
    return p / p.sum() if p.sum() > 0 else p


def statute_boost(bm25: np.ndarray, statute: np.ndarray, weight: float, pool_m: int = 1000) -> np.ndarray:
    """Stage-1 scores whose order over the BM25 top-``pool_m`` (score > 0) is z(BM25) + weight x z(statute):
    each pool judgment gains weight x sd(BM25) x (z(statute) - its minimum), which is never negative, so the
    pool stays above every judgment outside it and BM25's scale is kept."""
    pool = top_k(bm25, pool_m)
    pool = pool[bm25[pool] > 0]
    out = np.array(bm25, dtype=np.float64)
    if len(pool) < 2 or weight == 0:
        return out
    s = statute[pool]
    z = (s - s.mean()) / (s.std() or 1.0)
    out[pool] += weight * float(bm25[pool].std()) * (z - z.min())
    return out


def fused_order(bm25: np.ndarray, statute: np.ndarray, weight: float, pool_m: int = 1000) -> np.ndarray:
    """The BM25 top-``pool_m`` judgments (score > 0) ordered by z(BM25) + weight x z(statute score)."""
    pool = top_k(bm25, pool_m)
    pool = pool[bm25[pool] > 0]
    boosted = statute_boost(bm25, statute, weight, pool_m)
    return pool[np.argsort(-boosted[pool], kind="stable")]


@dataclass(frozen=True)
class StatuteOptions:
    """A profile's statute re-ordering of its Stage-1 BM25 (lever 9): p(t|q) from the statute sets of the top
    ``k`` BM25 judgments, added with ``weight`` as z-scores over the ``pool_m`` BM25 top."""

    k: int = 5
    weight: float = 0.2

    def __post_init__(self) -> None:
        if self.k < 1 or self.weight < 0:
            raise ValueError(f"statutes needs k >= 1 and weight >= 0, not k {self.k}, weight {self.weight}")

    def to_json(self) -> dict[str, Any]:
        return {"method": "neighbours", "k": self.k, "weight": self.weight}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StatuteOptions:
        method = data.get("method", "neighbours")
        if method != "neighbours":
            raise ValueError(f"unknown statute method {method!r} (only 'neighbours' is an option)")
        return cls(int(data.get("k", 5)), float(data.get("weight", 0.2)))

    def describe(self) -> str:
        return f"+ {self.weight} x the statutes of its top {self.k} BM25 judgments"


def with_statutes(sets: StatuteSets, opts: StatuteOptions, bm25: np.ndarray, pool_m: int,
                  mask: np.ndarray | None = None) -> np.ndarray:
    """Stage-1 BM25 re-ordered by the statutes its top judgments are decided under (``statute_boost``); rows
    outside ``mask`` neither inform p(t|q) nor enter the pool."""
    first = bm25 if mask is None else np.where(mask, bm25, 0.0)
    p = neighbour_distribution(sets, first, opts.k)
    boosted = statute_boost(first, sets.scores(p), opts.weight, pool_m)
    return boosted if mask is None else np.where(mask, boosted, bm25)
