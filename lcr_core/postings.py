"""Term-major BM25 over index segments, with corpus-wide statistics that equal a full rebuild.

Each segment keeps raw term counts per field in term-major layout (``segments.FieldCounts``). Document
frequencies, the live document count and the average length are summed over the live (not tombstoned)
documents of every segment when the segment set changes (``FieldStats``, shared by every (k1, b)); a query
then reads only its own terms' postings and computes rank_bm25's BM25Okapi weights on the fly, so its cost
follows the query's terms instead of the corpus size, and any (k1, b) is free.

Scores equal ``lexical.BM25Matrix`` built from the same live documents (same idf with its epsilon floor, same
length normalisation, repeated query terms counted), up to float rounding.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from .segments import FieldCounts, slices

QueryTerms = dict[str, float]  # term -> query weight (a count, or a weight after RM3)


@dataclass
class LivePart:
    """One segment's counts for a field, and where its rows land among the index's live rows."""

    counts: FieldCounts
    pos: np.ndarray  # segment row -> live row, -1 when tombstoned
    alive: np.ndarray | None  # bool per segment row; None when nothing in the segment is tombstoned


class FieldStats:
    """Vocabulary, document frequencies, idf and average length of one field over every live document."""

    def __init__(self, parts: Sequence[LivePart], n_live: int, epsilon: float = 0.25) -> None:
        self.parts = list(parts)
        self.n_docs = n_live
        vocab: dict[str, int] = {}
        self.gids: list[np.ndarray] = []
        for i, p in enumerate(self.parts):
            terms = p.counts.terms
            if i == 0:
                vocab = dict(zip(terms, range(len(terms))))
                self.gids.append(np.arange(len(terms), dtype=np.int64))
            else:
                self.gids.append(np.fromiter((vocab.setdefault(t, len(vocab)) for t in terms), np.int64, len(terms)))
        self.vocab = vocab
        df = np.zeros(len(vocab))
        total_len = 0.0
        for p, g in zip(self.parts, self.gids):
            df += np.bincount(g, weights=p.counts.live_df(p.alive), minlength=len(vocab))
            dl = np.asarray(p.counts.dl)
            total_len += float(dl.sum() if p.alive is None else dl[p.alive].sum())
        self.df = df
        self.avgdl = total_len / n_live if n_live else 0.0
        live = df > 0
        idf = np.zeros(len(vocab))
        if n_live and live.any():
            idf[live] = np.log(n_live - df[live] + 0.5) - np.log(df[live] + 0.5)
            idf[live & (idf < 0)] = epsilon * idf[live].mean()
        self.idf = idf
        self._terms: list[str] | None = None

    @property
    def terms(self) -> list[str]:
        """Global term list (index = global term id)."""
        if self._terms is None:
            self._terms = list(self.vocab)
        return self._terms


class TermMajorBM25:
    """BM25Okapi of one field over a segmented index for one (k1, b); see the module docstring."""

    def __init__(self, stats: FieldStats, live_seg: np.ndarray, live_local: np.ndarray, k1: float, b: float) -> None:
        self.stats = stats
        self.live_seg, self.live_local = live_seg, live_local  # live row -> (part, segment row)
        self.k1, self.b = float(k1), float(b)
        self._norms: list[np.ndarray | None] = [None] * len(stats.parts)
        self._saturations: dict[int, sp.csr_matrix] = {}  # part -> term-major saturations, built on first use

    def with_params(self, k1: float, b: float) -> TermMajorBM25:
        """The same field and statistics under other (k1, b): nothing is recomputed but length norms."""
        return TermMajorBM25(self.stats, self.live_seg, self.live_local, k1, b)

    # ---- what callers read ----------------------------------------------------------------------------------
    @property
    def n_docs(self) -> int:
        return self.stats.n_docs

    @property
    def vocab(self) -> dict[str, int]:
        """Term -> global id (may include terms left only in tombstoned cases: their frequency is 0)."""
        return self.stats.vocab

    def document_frequency(self, term: str) -> int:
        j = self.stats.vocab.get(term)
        return 0 if j is None else int(self.stats.df[j])

    def document_frequencies(self) -> tuple[list[str], np.ndarray]:
        """(terms, live document frequencies) of every term some live document holds."""
        live = np.flatnonzero(self.stats.df > 0)
        terms = self.stats.terms
        return [terms[j] for j in live], self.stats.df[live]

    def distinct_terms(self) -> np.ndarray:
        """Distinct terms per live document (a length proxy), in live row order."""
        return self.distinct_terms_of(np.arange(self.n_docs))

    # ---- scoring --------------------------------------------------------------------------------------------
    def query_vector(self, tokens: Sequence[str]) -> QueryTerms | None:
        """The query's known terms with their counts; None when no term is known."""
        counts = {t: float(c) for t, c in Counter(tokens).items() if self.document_frequency(t) > 0}
        return counts or None

    def term_vector(self, weights: dict[str, float]) -> QueryTerms | None:
        known = {t: float(w) for t, w in weights.items() if w > 0 and self.document_frequency(t) > 0}
        return known or None

    def scores(self, tokens: Sequence[str], rows: np.ndarray | None = None) -> np.ndarray:
        """BM25 of the query for every live document (or only ``rows``), as float64."""
        return self.scores_vector(self.query_vector(tokens), rows)

    def scores_vector(self, q: QueryTerms | None, rows: np.ndarray | None = None) -> np.ndarray:
        """BM25 of weighted query terms for every live document, or only ``rows``.

        Every live document: per segment, the query terms' postings are gathered in one vectorised read of the
        term-major arrays, so the cost follows the query's postings, not the corpus. Only ``rows`` (a pool):
        those documents' own terms are read from the document-major arrays instead, whichever is fewer.
        """
        n = self.n_docs if rows is None else len(rows)
        out = np.zeros(n)
        if not q or n == 0:
            return out
        if rows is not None:
            rows = np.asarray(rows, dtype=np.int64)
            pool_terms = int(self.distinct_terms_of(rows).sum())
            if pool_terms > self._postings(q):  # the query's postings are the smaller read (a C slice + sum)
                return self.scores_vector(q, None)[rows]
            return self._pool_scores([q], rows)[:, 0]
        for i, part in enumerate(self.stats.parts):
            local, weight = self._local_query(q, i)
            if len(local) == 0:
                continue
            # the query terms' rows of saturations (one C copy of their postings), weighted and summed per case
            self._add_rows(out, part, np.asarray(weight @ self._saturation(i)[local]).ravel())
        return out

    def scores_many(self, queries: Sequence[Sequence[str]], rows: np.ndarray) -> np.ndarray:
        """(len(rows), len(queries)) BM25 of several token lists over one pool: the pool's terms are read once."""
        return self._pool_scores([self.query_vector(t) for t in queries], np.asarray(rows, dtype=np.int64))

    def _pool_scores(self, qs: list[QueryTerms | None], rows: np.ndarray) -> np.ndarray:
        """Document-major: the pool's own terms (saturated by BM25's length norm) times the query weights."""
        out = np.zeros((len(rows), len(qs)))
        if not any(qs) or len(rows) == 0:
            return out
        for i, part in enumerate(self.stats.parts):
            at = np.flatnonzero(self.live_seg[rows] == i)
            if len(at) == 0:
                continue
            counts = part.counts
            seg_rows = self.live_local[rows[at]]
            owner, offsets = slices(counts.dindptr, seg_rows)
            tf = np.asarray(counts.dtf[offsets], dtype=np.float32)
            sat = tf * (self.k1 + 1)
            sat /= tf + self._norm(i)[seg_rows[owner]]
            lens = np.asarray(counts.dindptr[seg_rows + 1]) - np.asarray(counts.dindptr[seg_rows])
            pool = sp.csr_matrix((sat, np.asarray(counts.dterms[offsets]), np.concatenate([[0], np.cumsum(lens)])),
                                 shape=(len(seg_rows), len(counts.terms)))  # the pool's saturations, by segment term
            qmat = np.zeros((len(counts.terms), len(qs)), dtype=np.float32)
            for c, q in enumerate(qs):
                if q:
                    local, weight = self._local_query(q, i)
                    qmat[local, c] = weight
            out[at] += pool @ qmat
        return out

    def _saturation(self, i: int) -> sp.csr_matrix:
        """Part ``i``'s postings as a term-major sparse matrix of BM25 saturations tf(k1+1)/(tf+norm), float32.

        Built once per index snapshot and (k1, b) (4 bytes per posting plus the row ids), so a query is a
        row slice and one weighted sum over its own terms' postings, in C, instead of recomputing each weight in numpy.
        """
        got = self._saturations.get(i)
        if got is None:
            counts = self.stats.parts[i].counts
            rows = np.asarray(counts.rows)
            tf = np.asarray(counts.tf, dtype=np.float32)
            sat = tf * np.float32(self.k1 + 1)
            sat /= tf + self._norm(i)[rows]
            got = sp.csr_matrix((sat, rows, np.asarray(counts.indptr)), shape=(len(counts.terms), len(counts.dl)))
            self._saturations[i] = got
        return got

    @staticmethod
    def _add_rows(out: np.ndarray, part: LivePart, seg_scores: np.ndarray) -> None:
        """out[live row] += the part's per-segment-row scores (tombstoned rows dropped)."""
        if part.alive is None:  # the part's rows are one contiguous run of live rows
            lo = int(part.pos[0]) if len(part.pos) else 0
            out[lo : lo + len(part.pos)] += seg_scores
        else:
            keep = part.pos >= 0
            out[part.pos[keep]] += seg_scores[keep]

    def _local_query(self, q: QueryTerms, i: int) -> tuple[np.ndarray, np.ndarray]:
        """Part ``i``'s local ids of the query's terms (ascending) and their weights (query weight x idf)."""
        vocab, stats = self.stats.parts[i].counts.vocab, self.stats
        pairs = sorted((vocab[t], w * stats.idf[stats.vocab[t]]) for t, w in q.items() if t in vocab)
        if not pairs:
            return np.zeros(0, np.int64), np.zeros(0)
        local, weight = zip(*pairs)
        return np.asarray(local, dtype=np.int64), np.asarray(weight, dtype=np.float64)

    def _postings(self, q: QueryTerms) -> int:
        """How many postings (over all segments, tombstoned ones included) the query's terms have."""
        return sum(int(p.counts.indptr[j + 1] - p.counts.indptr[j])
                   for p in self.stats.parts for t in q if (j := p.counts.vocab.get(t)) is not None)

    def distinct_terms_of(self, rows: np.ndarray) -> np.ndarray:
        out = np.zeros(len(rows), dtype=np.int64)
        for i, p in enumerate(self.stats.parts):
            at = np.flatnonzero(self.live_seg[rows] == i)
            if len(at):
                local = self.live_local[rows[at]]
                out[at] = np.asarray(p.counts.dindptr[local + 1]) - np.asarray(p.counts.dindptr[local])
        return out

    def _norm(self, i: int) -> np.ndarray:
        """k1 * (1 - b + b * dl / avgdl) for the rows of part ``i`` (computed on first use)."""
        norm = self._norms[i]
        if norm is None:
            dl = np.asarray(self.stats.parts[i].counts.dl, dtype=np.float64)
            avgdl = self.stats.avgdl
            norm = self.k1 * (1 - self.b + self.b * dl / avgdl) if avgdl > 0 else np.full(len(dl), self.k1)
            norm = norm.astype(np.float32)  # float32 arithmetic per posting: half the memory traffic
            self._norms[i] = norm
        return norm

    def tf_rows(self, rows: np.ndarray) -> tuple[sp.csr_matrix, list[str]]:
        """Raw term counts of the given live rows over the global vocabulary (for feedback terms, e.g. RM3).

        """
        rows = np.asarray(rows, dtype=np.int64)
        r_, c_, v_ = [], [], []
        for i, (part, g) in enumerate(zip(self.stats.parts, self.stats.gids)):
            at = np.flatnonzero(self.live_seg[rows] == i)
            if len(at) == 0:
                continue
            pos, cols, tf = part.counts.row_counts(self.live_local[rows[at]])
            r_.append(at[pos])
            c_.append(g[cols])
            v_.append(tf)
        shape = (len(rows), len(self.stats.vocab))
        if not r_:
            return sp.csr_matrix(shape, dtype=np.float32), self.stats.terms
        m = sp.csr_matrix((np.concatenate(v_), (np.concatenate(r_), np.concatenate(c_))), shape=shape)
        return m, self.stats.terms
