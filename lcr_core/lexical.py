"""The analyzer and BM25Okapi as a sparse document x term weight matrix.

Scores equal ``rank_bm25.BM25Okapi.get_scores`` (same idf with its epsilon floor, same length normalisation,
repeated query terms counted), but a query is one sparse mat-vec instead of a Python loop over documents.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import scipy.sparse as sp

_TOKEN = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")

# A standard English stop list (the Glasgow/sklearn list, trimmed of words that carry legal meaning such as
# "not", "no", "against", "without", "before", "after").
STOP_WORDS = frozenset(
    """
    a about above across afterwards again all almost alone along already also although always am among amongst
    amoungst amount an and another any anyhow anyone anything anyway anywhere are around as at back be became
    because become becomes becoming been beforehand behind being below beside besides between beyond both bottom
    but by can cannot cant co con could couldnt de describe detail do done down due during each eg eight either
    eleven else elsewhere empty enough etc even ever every everyone everything everywhere except few fifteen fifty
    fill find fire first five for former formerly forty found four from front full further get give go had has
    hasnt have he hence her here hereafter hereby herein hereupon hers herself him himself his how however hundred
    i ie if in inc indeed interest into is it its itself keep last latter latterly least less ltd made many may
    me meanwhile might mill mine more moreover most mostly move much must my myself name namely neither never
    nevertheless next nine nobody none noone nor nothing now nowhere of off often on once one only onto or other
    others otherwise our ours ourselves out over own part per perhaps please put rather re same see seem seemed
    seeming seems serious several she should show side since sincere six sixty so some somehow someone something
    sometime sometimes somewhere still such system take ten than that the their them themselves then thence there
    thereafter thereby therefore therein thereupon these they thick thin third this those though three through
    throughout thru thus to together too top toward towards twelve twenty two un under until up upon us very via
    was we well were what whatever when whence whenever where whereafter whereas whereby wherein whereupon
    wherever whether which while whither who whoever whole whom whose why will with within would yet you your
    yours yourself yourselves
    """.split()
)


@lru_cache(maxsize=2)
def _stemmer():
    import Stemmer  # PyStemmer: the Snowball English stemmer in C

    return Stemmer.Stemmer("english")


@dataclass(frozen=True)
class Analyzer:
    """Lowercase word tokens, stop words removed, optionally Snowball-stemmed."""

    stemming: bool = False

    def __call__(self, text: str) -> list[str]:
        tokens = [t for t in _TOKEN.findall(text.lower()) if t not in STOP_WORDS and len(t) > 1]
        if self.stemming and tokens:
            tokens = _stemmer().stemWords(tokens)
        return tokens

    @property
    def name(self) -> str:
        return "words+stop" + ("+snowball" if self.stemming else "")


def bm25_weights(tf: sp.csr_matrix, k1: float, b: float, epsilon: float = 0.25) -> sp.csr_matrix:
    """BM25Okapi weights of a document x term count matrix, with rank_bm25's idf (negative idf -> epsilon x
    mean idf); shared by every BM25 here so that word, phrase and joined indexes weigh terms the same way."""
    n_docs, n_terms = tf.shape
    if n_docs == 0 or n_terms == 0:
        return tf.astype(np.float32)
    dl = np.asarray(tf.sum(axis=1)).ravel()
    avgdl = dl.sum() / n_docs
    df = np.bincount(tf.indices, minlength=n_terms).astype(np.float64)
    idf = np.log(n_docs - df + 0.5) - np.log(df + 0.5)
    idf[idf < 0] = epsilon * idf.mean()
    norm = k1 * (1 - b + b * dl / avgdl) if avgdl > 0 else np.full(n_docs, k1)
    row_norm = np.repeat(norm, np.diff(tf.indptr))
    w = tf.data * (k1 + 1) / (tf.data + row_norm) * idf[tf.indices]
    return sp.csr_matrix((w.astype(np.float32), tf.indices, tf.indptr), shape=tf.shape)


class BM25Matrix:
    """BM25Okapi term weights of a document collection, one sparse row per document."""

    def __init__(self, weights: sp.csr_matrix, vocab: dict[str, int], k1: float, b: float) -> None:
        self.weights = weights
        self.vocab = vocab
        self.k1 = k1
        self.b = b

    @classmethod
    def build(
        cls, docs: Iterable[Sequence[str]], k1: float = 1.2, b: float = 0.75, epsilon: float = 0.25
    ) -> BM25Matrix:
        """Term weights from tokenised documents, with rank_bm25's idf (negative idf -> epsilon * mean idf)."""
        vocab: dict[str, int] = {}
        indptr = [0]
        indices: list[int] = []
        data: list[int] = []
        for tokens in docs:
            counts = Counter(tokens)
            for term, c in counts.items():
                indices.append(vocab.setdefault(term, len(vocab)))
                data.append(c)
            indptr.append(len(indices))
        n_docs = len(indptr) - 1
        tf = sp.csr_matrix(
            (np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32), np.asarray(indptr)),
            shape=(n_docs, len(vocab)),
        )
        return cls(bm25_weights(tf, k1, b, epsilon), vocab, k1, b)

    @property
    def n_docs(self) -> int:
        return self.weights.shape[0]

    def query_vector(self, tokens: Sequence[str]) -> np.ndarray | None:
        """Dense query term counts over the vocabulary (unknown terms dropped); None when nothing is known."""
        counts = Counter(self.vocab[t] for t in tokens if t in self.vocab)
        if not counts:
            return None
        q = np.zeros(len(self.vocab), dtype=np.float32)
        q[np.fromiter(counts.keys(), dtype=np.int64)] = np.fromiter(counts.values(), dtype=np.float32)
        return q

    def scores(self, tokens: Sequence[str], rows: np.ndarray | None = None) -> np.ndarray:
        """BM25 of the query for every document (or only ``rows``), as float64: one sparse mat-vec."""
        n = self.n_docs if rows is None else len(rows)
        q = self.query_vector(tokens)
        if q is None:
            return np.zeros(n)
        w = self.weights if rows is None else self.weights[rows]
        return np.asarray(w @ q, dtype=np.float64).ravel()

    def term_vector(self, weights: dict[str, float]) -> np.ndarray | None:
        """Dense query vector of weighted terms (a BM25 query where terms carry weights, e.g. after RM3)."""
        known = {self.vocab[t]: w for t, w in weights.items() if t in self.vocab and w > 0}
        if not known:
            return None
        q = np.zeros(len(self.vocab), dtype=np.float32)
        q[np.fromiter(known.keys(), dtype=np.int64)] = np.fromiter(known.values(), dtype=np.float32)
        return q

    def scores_vector(self, q: np.ndarray | None, rows: np.ndarray | None = None) -> np.ndarray:
        n = self.n_docs if rows is None else len(rows)
        if q is None:
            return np.zeros(n)
        w = self.weights if rows is None else self.weights[rows]
        return np.asarray(w @ q, dtype=np.float64).ravel()

    def document_frequency(self, term: str) -> int:
        """How many documents contain ``term`` (0 when unknown)."""
        if not hasattr(self, "_df"):
            self._df = np.bincount(self.weights.indices, minlength=len(self.vocab))
        j = self.vocab.get(term)
        return 0 if j is None else int(self._df[j])

    def document_frequencies(self) -> tuple[list[str], np.ndarray]:
        """(terms in id order, how many documents contain each)."""
        terms = sorted(self.vocab, key=self.vocab.__getitem__)
        return terms, np.bincount(self.weights.indices, minlength=len(self.vocab)).astype(np.float64)

    def distinct_terms(self) -> np.ndarray:
        """Distinct terms per document (a length proxy)."""
        return np.diff(self.weights.indptr)

    def save(self, path: Path) -> None:
        terms = np.array(sorted(self.vocab, key=self.vocab.__getitem__), dtype=object)
        np.savez(
            path,
            data=self.weights.data,
            indices=self.weights.indices,
            indptr=self.weights.indptr,
            shape=np.asarray(self.weights.shape),
            terms=np.asarray(terms.astype(str)),
            params=np.asarray([self.k1, self.b]),
        )

    @classmethod
    def load(cls, path: Path) -> BM25Matrix:
        with np.load(path, allow_pickle=False) as z:
            weights = sp.csr_matrix((z["data"], z["indices"], z["indptr"]), shape=tuple(z["shape"]))
            vocab = {t: i for i, t in enumerate(z["terms"].tolist())}
            k1, b = (float(x) for x in z["params"])
        return cls(weights, vocab, k1, b)


class TermCounts:
    """Raw term frequencies and document lengths of one field, from which BM25 weights for any (k1, b) follow.

    The shipped index stores BM25 weights for the configured (k1, b) only; profiles that rank with other
    parameters derive their weights from these counts (one vectorised pass, memoised by the caller), so a
    profile never needs its own store.
    """

    def __init__(self, tf: sp.csr_matrix, vocab: dict[str, int]) -> None:
        self.tf = tf
        self.vocab = vocab

    @classmethod
    def build(cls, docs: Iterable[Sequence[str]]) -> TermCounts:
        vocab: dict[str, int] = {}
        indptr = [0]
        indices: list[int] = []
        data: list[int] = []
        for tokens in docs:
            for term, c in Counter(tokens).items():
                indices.append(vocab.setdefault(term, len(vocab)))
                data.append(c)
            indptr.append(len(indices))
        tf = sp.csr_matrix(
            (np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32), np.asarray(indptr)),
            shape=(len(indptr) - 1, len(vocab)),
        )
        return cls(tf, vocab)

    def bm25(self, k1: float, b: float, epsilon: float = 0.25) -> BM25Matrix:
        """BM25Okapi weights exactly as ``BM25Matrix.build`` computes them for the same tokens."""
        return BM25Matrix(bm25_weights(self.tf, k1, b, epsilon), self.vocab, k1, b)

    def save(self, path: Path) -> None:
        terms = np.array(sorted(self.vocab, key=self.vocab.__getitem__), dtype=object)
        np.savez(path, data=self.tf.data, indices=self.tf.indices, indptr=self.tf.indptr,
                 shape=np.asarray(self.tf.shape), terms=np.asarray(terms.astype(str)))

    @classmethod
    def load(cls, path: Path) -> TermCounts:
        with np.load(path, allow_pickle=False) as z:
            tf = sp.csr_matrix((z["data"], z["indices"], z["indptr"]), shape=tuple(z["shape"]))
            vocab = {t: i for i, t in enumerate(z["terms"].tolist())}
        return cls(tf, vocab)
