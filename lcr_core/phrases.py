"""Phrase terms for the lexical side (lever 8): adjacent-word bigrams and statute references as BM25 terms.

BM25 over single words cannot tell "breach of trust", "dying declaration" or "Section 302 IPC" from the same
words scattered through a judgment. A profile may add the query's word pairs (after stop-word removal) and its
statute references (one term per provision, however written) to its Stage-1 BM25, either in one BM25 with the
words (``joined``) or as a second BM25 added with a weight (``separate``). The counts are an optional index part:
built from the store's texts the first time a profile asks for them, never by ingest.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.sparse as sp

from .lexical import Analyzer, TermCounts, bm25_weights
from .text_parts import csr_arrays, csr_from, terms_array

# a section number, with its letter however written ("304B", "304-B", "498 A" is not read: "A" may be a word);
# "304-I" is Part I of s. 304, as "304-II" is Part II, not a section 304I
_NUM = r"\d{1,4}(?:(?:-(?!i(?![a-z])))?[a-z](?![a-z]))?"
# a number followed by a unit is a quantity, not a provision ("Section 302 and 5 years" names only s. 302)
# ("Section 302 Dayaram was ..." still names s. 302: a unit is a whole word, not the start of a name)
_NOT_A_UNIT = r"(?![a-z]?\s*(?:(?:years?|yrs?|months?|days?|weeks?|hours?|rupees|rs|lakhs?|per\s*cent)\b|%))"
_SECTION = re.compile(
    r"\b(?:sections?|secs?\.?|ss?\.|u/ss?\.?)\s*"
    r"(" + _NUM + r")\b" + _NOT_A_UNIT + r"((?:\s*\(\s*\w{1,4}\s*\))*)"
    r"((?:\s*(?:,|/|&|and|or|r/w|read with)\s*(?:sections?\s*)?" + _NUM + r"\b" + _NOT_A_UNIT
    + r"(?:\s*\(\s*\w{1,4}\s*\))*)*)",
    re.IGNORECASE)
# at most three digits: "the 1973 Code of Criminal Procedure" is a year, no Code has a section 1973
_ACT_NUMBER = re.compile(
    r"\b(\d{1,3}(?:(?:-(?!i(?![a-z])))?[a-z](?![a-z]))?)(?:\s*(?:-|\s+part\s+)(?:ii|i)\b)?"
    r"(?:\s*\(\s*\w{1,4}\s*\))*\s*(?:of\s+(?:the\s+)?)?"
    r"(?:i\.?\s?p\.?\s?c\b|indian penal code|cr\.?\s?p\.?\s?c\b|code of criminal procedure)",
    re.IGNORECASE)
_ARTICLE = re.compile(r"\b(?:articles?|arts?\.)\s*(\d{1,3}[a-z]?)((?:\s*(?:,|and|&)\s*\d{1,3}[a-z]?)*)",
                      re.IGNORECASE)
_NUMBER = re.compile(_NUM, re.IGNORECASE)
_SUBSECTION = re.compile(r"\(\s*\w{1,4}\s*\)")
MODES = ("joined", "separate")


def _term(number: str) -> str:
    return number.lower().replace("-", "")


def statute_mentions(text: str) -> list[tuple[int, int, list[str]]]:
    """Each statute reference as (start, end, its numbers' terms), in text order: the spans that
    ``statute_terms`` reads, for callers that need the place of a mention (its Act, or to remove it)."""
    out: list[tuple[int, int, list[str]]] = []
    spans: list[tuple[int, int]] = []
    for m in _SECTION.finditer(text):
        spans.append(m.span())
        rest = _SUBSECTION.sub(" ", m.group(3) or "")
        out.append((m.start(), m.end(), [f"§{_term(n)}" for n in [m.group(1), *_NUMBER.findall(rest)]]))
    for m in _ACT_NUMBER.finditer(text):
        if not any(a <= m.start(1) < b for a, b in spans):  # "Section 302 IPC" is counted once
            out.append((m.start(), m.end(), [f"§{_term(m.group(1))}"]))
    for m in _ARTICLE.finditer(text):
        out.append((m.start(), m.end(), [f"art§{_term(n)}" for n in [m.group(1), *_NUMBER.findall(m.group(2) or "")]]))
    return sorted(out, key=lambda x: x[0])


def statute_terms(text: str) -> list[str]:
    """One term per statute reference, however it is written: ``§302`` for "Section 302 IPC", "s. 302 of the
    Indian Penal Code", "u/s 302", "302 IPC" and each number of "Sections 302 and 34"; ``art§14`` for "Article
    14". Sub-sections are dropped ("Section 304(2)" is ``§304``). The § keeps these terms apart from any word or
    word pair the analyzer makes."""
    return [t for _, _, terms in statute_mentions(text) for t in terms]


def bigrams(tokens: Sequence[str]) -> list[str]:
    """Adjacent-word pairs of analysed tokens (stop words already gone): "breach of trust" -> ``breach_trust``."""
    return [f"{a}_{b}" for a, b in zip(tokens, tokens[1:])]


@dataclass(frozen=True)
class PhraseOptions:
    """How a profile adds phrase terms to its Stage-1 BM25.

    ``joined``: the query's words, word pairs (and statute terms) in one BM25 over the same three term sets of
    each judgment; ``separate``: the profile's word BM25 plus ``weight`` x a BM25 over pairs (and statutes)."""

    mode: str = "separate"
    weight: float = 1.0
    statutes: bool = True

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown phrase mode {self.mode!r} (one of {', '.join(MODES)})")

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode, "weight": self.weight, "statutes": self.statutes}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PhraseOptions:
        statutes = data.get("statutes", True)
        if not isinstance(statutes, bool):  # bool("false") is True: a quoted flag must not switch statutes on
            raise ValueError(f"phrases.statutes must be true or false, not {statutes!r}")
        return cls(str(data.get("mode", "separate")), float(data.get("weight", 1.0)), statutes)

    def describe(self) -> str:
        what = "word pairs" + (" and statute references" if self.statutes else "")
        return (f"{what} in the same BM25" if self.mode == "joined"
                else f"+ {self.weight} x a BM25 of {what}")


class PhraseIndex:
    """Word, word-pair and statute term counts of every case of one index, in row order.

    Word pairs are keyed by their two word ids (an int64 per pair, no string vocabulary), so the part costs
    its postings and one sorted key array. BM25 weights per (term sets, k1, b) are derived on first use."""

    def __init__(self, words: TermCounts, pair_keys: np.ndarray, pairs: sp.csr_matrix, statutes: TermCounts) -> None:
        self.words = words
        self.pair_keys = pair_keys  # sorted int64 keys: word id x n_words + next word id
        self.pairs = pairs
        self.statutes = statutes
        self._memo: dict[tuple, sp.csr_matrix] = {}

    @classmethod
    def build(cls, texts: Iterable[str], analyzer: Analyzer) -> PhraseIndex:
        texts = list(texts)
        tokens = [analyzer(t) for t in texts]
        words = TermCounts.build(tokens)
        n_words = max(len(words.vocab), 1)
        per_doc = [_pair_keys(t, words.vocab, n_words) for t in tokens]
        keys = np.unique(np.concatenate(per_doc)) if per_doc else np.zeros(0, dtype=np.int64)
        indptr, indices, data = [0], [], []
        for k in per_doc:
            u, c = np.unique(k, return_counts=True)
            indices.append(np.searchsorted(keys, u))
            data.append(c)
            indptr.append(indptr[-1] + len(u))
        pairs = sp.csr_matrix(
            (np.concatenate(data).astype(np.float32) if data else np.zeros(0, np.float32),
             np.concatenate(indices).astype(np.int32) if indices else np.zeros(0, np.int32), np.asarray(indptr)),
            shape=(len(texts), len(keys)))
        return cls(words, keys, pairs, TermCounts.build(statute_terms(t) for t in texts))

    FORMAT = 1  # the saved arrays' layout (text_parts keys the file by it)

    def to_arrays(self) -> dict[str, np.ndarray]:
        """Plain arrays for ``text_parts`` (the word vocabulary in id order, no pickles)."""
        return {**csr_arrays("words", self.words.tf), "words_terms": terms_array(list(self.words.vocab)),
                "pair_keys": self.pair_keys, **csr_arrays("pairs", self.pairs),
                **csr_arrays("statutes", self.statutes.tf), "statutes_terms": terms_array(list(self.statutes.vocab))}

    @classmethod
    def from_arrays(cls, a: dict[str, np.ndarray]) -> PhraseIndex:
        def counts(prefix: str) -> TermCounts:
            terms = a[f"{prefix}_terms"].tolist()
            return TermCounts(csr_from(prefix, a), dict(zip(terms, range(len(terms)))))

        return cls(counts("words"), a["pair_keys"].astype(np.int64), csr_from("pairs", a), counts("statutes"))

    @property
    def n_docs(self) -> int:
        return self.words.tf.shape[0]

    def postings(self) -> dict[str, int]:
        return {"words": int(self.words.tf.nnz), "pairs": int(self.pairs.nnz), "statutes": int(self.statutes.tf.nnz)}

    def nbytes(self) -> int:
        """Bytes of the counts themselves (not the BM25 weights derived from them, nor the word vocabulary)."""
        mats = (self.words.tf, self.pairs, self.statutes.tf)
        return int(self.pair_keys.nbytes + sum(m.data.nbytes + m.indices.nbytes + m.indptr.nbytes for m in mats))

    def _weights(self, parts: tuple[str, ...], k1: float, b: float) -> sp.csr_matrix:
        key = (parts, float(k1), float(b))
        if key not in self._memo:
            mats = {"words": self.words.tf, "pairs": self.pairs, "statutes": self.statutes.tf}
            tf = sp.hstack([mats[p] for p in parts], format="csr") if len(parts) > 1 else mats[parts[0]]
            self._memo[key] = bm25_weights(tf.tocsr(), k1, b)
        return self._memo[key]

    def query_vector(self, parts: tuple[str, ...], counts: dict[str, Counter]) -> np.ndarray | None:
        """The query's term counts over the columns of ``parts`` side by side (unknown terms dropped)."""
        sizes = {"words": len(self.words.vocab), "pairs": len(self.pair_keys), "statutes": len(self.statutes.vocab)}
        q = np.zeros(sum(sizes[p] for p in parts), dtype=np.float32)
        offset, any_known = 0, False
        for p in parts:
            for col, c in self._columns(p, counts.get(p, Counter())):
                q[offset + col] += c
                any_known = True
            offset += sizes[p]
        return q if any_known else None

    def _columns(self, part: str, counts: Counter) -> Iterable[tuple[int, float]]:
        if part == "pairs":
            for key, c in counts.items():
                j = int(np.searchsorted(self.pair_keys, key))
                if j < len(self.pair_keys) and self.pair_keys[j] == key:
                    yield j, float(c)
            return
        vocab = self.words.vocab if part == "words" else self.statutes.vocab
        yield from ((vocab[t], float(c)) for t, c in counts.items() if t in vocab)

    def query_counts(self, tokens: Sequence[str], text: str, word_terms: dict[str, float]) -> dict[str, Counter]:
        """The Stage-1 word terms (after the profile's reduction), the query's word pairs (as keys) and its
        statute terms."""
        n_words = max(len(self.words.vocab), 1)
        return {"words": Counter(word_terms), "pairs": Counter(_pair_keys(tokens, self.words.vocab, n_words).tolist()),
                "statutes": Counter(statute_terms(text))}

    def scores(self, opts: PhraseOptions, counts: dict[str, Counter], k1: float, b: float) -> np.ndarray:
        """``joined``: the whole BM25 of words + pairs (+ statutes); ``separate``: only the phrase BM25 (the
        caller adds ``weight`` x this to its word BM25)."""
        parts = (("words",) if opts.mode == "joined" else ()) + ("pairs",) + (("statutes",) if opts.statutes else ())
        q = self.query_vector(parts, counts)
        if q is None:
            return np.zeros(self.n_docs)
        return np.asarray(self._weights(parts, k1, b) @ q, dtype=np.float64).ravel()


def _pair_keys(tokens: Sequence[str], vocab: dict[str, int], n_words: int) -> np.ndarray:
    """int64 keys of the adjacent pairs of ``tokens`` whose both words are known (a pair with an unknown word
    cannot occur in the index)."""
    ids = np.fromiter((vocab.get(t, -1) for t in tokens), dtype=np.int64, count=len(tokens))
    if len(ids) < 2:
        return np.zeros(0, dtype=np.int64)
    a, b = ids[:-1], ids[1:]
    ok = (a >= 0) & (b >= 0)
    return a[ok] * n_words + b[ok]


def phrase_scores(engine, opts: PhraseOptions, tokens: Sequence[str], text: str, word_terms: dict[str, float],
                  k1: float, b: float) -> np.ndarray:
    """The phrase side of one query over the engine's current index (its phrase part built on first use)."""
    index = engine.phrase_index_for(engine.index)
    return index.scores(opts, index.query_counts(tokens, text, word_terms), k1, b)
