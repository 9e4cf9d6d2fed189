"""The Dirichlet-smoothed query likelihood as a profile's lexical side (lever 10), in place of Stage 1's BM25.

A judgment scores sum_t c(t,q) log(1 + tf(t,d) / (mu p(t|C))) + |q| log(mu / (|d| + mu)) (Zhai and Lafferty
2001): how likely its own smoothed language model makes the query's terms. Everything it needs is in the index's
raw term postings of the "whole" field (``segments.FieldCounts``): term frequencies per judgment, document
lengths, and collection frequencies summed over the live (not tombstoned) judgments, so a deleted judgment
counts nowhere. The collection statistics are fixed for an index snapshot and cached with it; a query then reads
only its own terms' postings, as BM25 does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .postings import FieldStats
from .segments import slices

MODELS = ("lm_dirichlet",)  # besides the default, "bm25" (the option absent)


@dataclass(frozen=True)
class LexicalOptions:
    """A profile's lexical model other than BM25: ``query.lexical`` = {"model": "lm_dirichlet", "mu": 8000}."""

    model: str = "lm_dirichlet"
    mu: float = 8000.0

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise ValueError(f"unknown lexical model {self.model!r} (bm25 or {', '.join(MODELS)})")
        if not (isinstance(self.mu, (int, float)) and not isinstance(self.mu, bool) and math.isfinite(self.mu)
                and self.mu > 0):
            raise ValueError(f"lexical model {self.model} needs a number mu > 0, not {self.mu!r}")

    def to_json(self) -> dict[str, Any]:
        return {"model": self.model, "mu": self.mu}

    @classmethod
    def from_json(cls, data: Any) -> LexicalOptions | None:
        """The options of ``query.lexical``; None for BM25 (``{"model": "bm25"}``: the default, said out loud)."""
        if not isinstance(data, dict):
            raise ValueError(f"query.lexical must be an object like {{\"model\": \"lm_dirichlet\", \"mu\": 8000}}, "
                             f"not {data!r}")
        model = data.get("model", "bm25")
        unknown = set(data) - {"model", "mu"}
        if unknown:
            raise ValueError(f"query.lexical has unknown field(s) {', '.join(sorted(unknown))}")
        if model == "bm25":
            if "mu" in data:
                raise ValueError("query.lexical: mu belongs to model lm_dirichlet, not bm25")
            return None
        mu = data.get("mu", 8000.0)
        if isinstance(mu, int) and not isinstance(mu, bool):
            mu = float(mu)
        return cls(str(model), mu)

    def describe(self) -> str:
        return f"the Dirichlet-smoothed query likelihood (mu {self.mu:g}) in place of BM25"


class QueryLikelihood:
    """Collection probabilities and document lengths of one field over an index snapshot's live judgments."""

    def __init__(self, stats: FieldStats) -> None:
        self.stats = stats
        n = stats.n_docs
        cf = np.zeros(len(stats.vocab))
        doc_len = np.zeros(n)
        for part, gids in zip(stats.parts, stats.gids):
            counts = part.counts
            tf = np.asarray(counts.tf, dtype=np.float64)
            if part.alive is not None:  # a tombstoned judgment's postings count for nothing
                tf = tf * part.alive[np.asarray(counts.rows)]
            cum = np.concatenate([[0.0], np.cumsum(tf)])
            indptr = np.asarray(counts.indptr)
            cf += np.bincount(gids, weights=cum[indptr[1:]] - cum[indptr[:-1]], minlength=len(cf))
            live = part.pos >= 0
            doc_len[part.pos[live]] = np.asarray(counts.dl, dtype=np.float64)[live]
        self.doc_len = doc_len
        self.p_collection = cf / max(float(doc_len.sum()), 1.0)

    @property
    def n_docs(self) -> int:
        return self.stats.n_docs

    def scores(self, terms: dict[str, float], mu: float) -> np.ndarray:
        """Rank-equivalent log query likelihood of weighted query terms for every live judgment. A judgment with
        none of the terms scores 0 (not ranked, as a zero BM25 is); the matched ones are shifted so the lowest is
        just above 0, their order that of the log likelihood."""
        out = np.zeros(self.n_docs)
        names = [t for t, w in terms.items() if w > 0]
        gids = self.stats.known(names)
        weights = np.fromiter((terms[t] for t in names), np.float64, len(names))
        keep = gids >= 0
        gids, weights = gids[keep], weights[keep]
        if len(gids) == 0:
            return out
        matched = np.zeros(self.n_docs, dtype=bool)
        for i, part in enumerate(self.stats.parts):
            local = self.stats.local_ids(i)[gids]
            held = local >= 0
            if not held.any():
                continue
            owner, offsets = slices(part.counts.indptr, local[held])
            rows = np.asarray(part.counts.rows[offsets], dtype=np.int64)
            tf = np.asarray(part.counts.tf[offsets], dtype=np.float64)
            g, w = gids[held][owner], weights[held][owner]
            at = part.pos[rows]
            live = at >= 0
            gain = w[live] * np.log1p(tf[live] / (mu * self.p_collection[g[live]]))
            out += np.bincount(at[live], weights=gain, minlength=self.n_docs)
            matched[at[live]] = True
        if not matched.any():
            return out
        out[matched] += float(weights.sum()) * np.log(mu / (self.doc_len[matched] + mu))
        out[matched] -= out[matched].min() - 1e-9
        return out

    def nbytes(self) -> int:
        return self.doc_len.nbytes + self.p_collection.nbytes
