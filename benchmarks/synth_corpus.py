"""Synthetic judgment corpora of any size, built from real paragraphs and real unit vectors (no encoding).

Why: the scale benchmark needs 10k-300k judgments, and the shared corpora hold 4,914; encoding millions of
units on this CPU would take days. So a synthetic judgment is stitched from real paragraphs of the AILA 2019
and IRLeD 2017 judgments, and its unit vectors are derived from the *real* MiniLM vectors of those paragraphs
(read from the embedding cache) plus Gaussian noise, renormalised. The engine then ingests the synthetic texts
through its ordinary pipeline; the vectors are pre-seeded into an isolated embedding cache under exactly the
keys the encoder looks up (``encoder.text_key`` of each unit's text), so the encoder's model is never called.

How a judgment is made (deterministic in ``(seed, i)``, so the corpus of 10k is the first 10k of the corpus
of 100k, and judgments ``N .. N+999`` are the "1,000 more" to add):
- its length is a real judgment's length (a randomly chosen template: its number of paragraphs, capped);
- its body is 2-5 blocks, each a contiguous run of paragraphs of another random source judgment taken at the
  same relative position (opening facts stay early, the operative order late), so facetizers see a
  judgment-like order and BM25 sees real term statistics;
- a header with a synthetic title (parties with a unique docket number), court and date: the metadata filters
  (years, courts) have realistic values, and every judgment brings a few new terms (the vocabulary grows).

A unit's vector is the character-weighted mean of the vectors of the source paragraphs it covers (a source
paragraph's vector is the real vector of the unit that held it in its own judgment), plus noise of norm
``sigma`` (expected cosine to the clean vector ~ 1/sqrt(1 + sigma^2)), renormalised. The noise is seeded by the
unit's text hash, so equal texts always get equal vectors (the cache is content-addressed).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from lcr_core.encoder import EMBEDDING_DIM, text_key
from lcr_core.pipeline import pooled_vector
from lcr_core.text import Span, normalize, paragraph_spans
from lcr_core.units import TokenCounter, unit_spans

GENERATOR_VERSION = 1
DEFAULT_SIGMA = 0.3
DEFAULT_MAX_PARAGRAPHS = 400
SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
DEFAULT_SOURCES = ("aila2019", "irled2017")

COURTS = (
    "Supreme Court of India", "High Court of Delhi", "High Court of Bombay", "High Court of Madras",
    "High Court of Calcutta", "High Court of Karnataka", "High Court of Allahabad", "High Court of Kerala",
    "High Court of Gujarat", "High Court of Punjab and Haryana", "National Consumer Disputes Redressal Commission",
    "Income Tax Appellate Tribunal",
)
COURT_WEIGHTS = np.asarray([30, 10, 9, 8, 7, 7, 8, 5, 5, 5, 3, 3], dtype=np.float64)
PARTIES_A = ("Ram Prasad", "Sunita Devi", "M/s Bharat Steel Ltd", "Mohd. Yusuf", "K. Lakshmi", "Union of India",
             "Harbans Singh", "Anita Sharma", "M/s Gupta Traders", "Rajesh Kumar", "Gopal Das", "Meena Kumari")
PARTIES_B = ("State of Maharashtra", "State of Uttar Pradesh", "Union of India", "State of Tamil Nadu",
             "Commissioner of Income Tax", "State of Punjab", "Life Insurance Corporation of India",
             "Municipal Corporation of Delhi", "State of West Bengal", "State of Kerala", "Bank of Baroda")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


@dataclass
class SourcePool:
    """Real paragraphs (normalised lines) of the source judgments, each with a real unit vector."""

    texts: list[str]
    vectors: np.ndarray  # (P, 384) float32, unit length
    doc_offsets: np.ndarray  # (D + 1,) paragraphs of source doc d are texts[doc_offsets[d]:doc_offsets[d+1]]
    fingerprint: str  # identifies the pool's content (part of the scale store's key)
    token_counts: np.ndarray | None = None  # (P,) word pieces per paragraph (memoised tokenizer work)

    @property
    def n_docs(self) -> int:
        return len(self.doc_offsets) - 1

    def doc_range(self, d: int) -> tuple[int, int]:
        return int(self.doc_offsets[d]), int(self.doc_offsets[d + 1])

    @classmethod
    def from_docs(cls, docs: Sequence[Sequence[tuple[str, np.ndarray]]]) -> SourcePool:
        """A pool from (paragraph, vector) lists per document (empty documents are dropped)."""
        texts: list[str] = []
        vecs: list[np.ndarray] = []
        offsets = [0]
        for doc in docs:
            if not doc:
                continue
            for t, v in doc:
                texts.append(t)
                vecs.append(np.asarray(v, dtype=np.float32))
            offsets.append(len(texts))
        matrix = np.asarray(vecs, dtype=np.float32).reshape(len(texts), EMBEDDING_DIM)
        h = hashlib.blake2b(digest_size=8)
        for t in texts:
            h.update(text_key(t))
        h.update(matrix.tobytes())
        return cls(texts, matrix, np.asarray(offsets, dtype=np.int64), h.hexdigest())

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp.npz")
        np.savez(tmp, vectors=self.vectors, doc_offsets=self.doc_offsets,
                 texts=np.frombuffer(json.dumps(self.texts).encode("utf-8"), dtype=np.uint8),
                 fingerprint=np.asarray(self.fingerprint),
                 **({} if self.token_counts is None else {"token_counts": self.token_counts}))
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path) -> SourcePool:
        with np.load(path, allow_pickle=False) as z:
            texts = json.loads(z["texts"].tobytes().decode("utf-8"))
            counts = z["token_counts"] if "token_counts" in z.files else None
            return cls(texts, z["vectors"], z["doc_offsets"], str(z["fingerprint"]), counts)

    def count_tokens(self, count_tokens: TokenCounter, batch: int = 4096) -> np.ndarray:
        """Word pieces of every paragraph (computed once; saved with the pool)."""
        if self.token_counts is None:
            out: list[int] = []
            for i in range(0, len(self.texts), batch):
                out += count_tokens(self.texts[i : i + batch])
            self.token_counts = np.asarray(out, dtype=np.int32)
        return self.token_counts


def read_cached_vectors(cache_db: Path, model: str, keys: Sequence[bytes]) -> dict[bytes, np.ndarray]:
    """Vectors of ``keys`` in an embedding cache file, opened read-only (the user's cache is never written)."""
    out: dict[bytes, np.ndarray] = {}
    conn = sqlite3.connect(f"file:{cache_db}?mode=ro", uri=True)
    try:
        uniq = list(dict.fromkeys(keys))
        for i in range(0, len(uniq), 500):
            batch = uniq[i : i + 500]
            rows = conn.execute(f"SELECT key, v FROM vec WHERE model = ? AND key IN ({','.join('?' * len(batch))})",
                                [model, *batch]).fetchall()
            for k, blob in rows:
                v = np.frombuffer(blob, dtype=np.float32)
                if v.shape == (EMBEDDING_DIM,):
                    out[k] = v
    finally:
        conn.close()
    return out


def build_source_pool(corpora: Iterable[Path], cache_db: Path, model: str, count_tokens: TokenCounter,
                      log=print, limit: int | None = None) -> tuple[SourcePool, dict[str, int]]:
    """Paragraphs of every source judgment whose units are all in the embedding cache, with real vectors.

    The judgment is read exactly as ingest reads it (normalise, then units), so the cache keys are the ones the
    engine wrote when it ingested the shared corpora. A judgment with any unit missing from the cache is left
    out (counted in the returned stats). ``limit``: at most that many judgments per corpus (tests).
    """
    docs: list[list[tuple[str, np.ndarray]]] = []
    stats = {"judgments": 0, "kept": 0, "units": 0, "paragraphs": 0}
    for corpus in corpora:
        t0 = time.perf_counter()
        with gzip.open(corpus, "rt", encoding="utf-8") as fh:
            for n, line in enumerate(fh):
                if limit is not None and n >= limit:
                    break
                obj = json.loads(line)
                stats["judgments"] += 1
                text = normalize(obj.get("text") or "")
                if not text.strip():
                    continue
                units = unit_spans(text, count_tokens)
                keys = [text_key(text[u.start : u.end]) for u in units]
                found = read_cached_vectors(cache_db, model, keys)
                if not units or any(k not in found for k in keys):
                    continue
                unit_vecs = np.asarray([found[k] for k in keys], dtype=np.float32)
                paras = paragraph_spans(text)
                docs.append([(text[p.start : p.end], pooled_vector(units, unit_vecs, [p])) for p in paras])
                stats["kept"] += 1
                stats["units"] += len(units)
                stats["paragraphs"] += len(paras)
        log(f"source pool: {corpus.parent.name} read in {time.perf_counter() - t0:.0f} s "
            f"({stats['kept']}/{stats['judgments']} judgments fully cached so far)")
    return SourcePool.from_docs(docs), stats


class MemoCounter:
    """The encoder tokenizer's word-piece counts, memoised per text.

    A synthetic judgment is made of source paragraphs that recur across the corpus; a text's count does not
    depend on its context, so the units computed with this counter are exactly the ones ingest computes with
    the plain counter, at a fraction of the tokenizer time.
    """

    def __init__(self, count_tokens: TokenCounter, max_entries: int = 2_000_000) -> None:
        self.count_tokens = count_tokens
        self.max_entries = max_entries
        self.memo: dict[str, int] = {}

    def __call__(self, texts: Sequence[str]) -> list[int]:
        todo = list(dict.fromkeys(t for t in texts if t not in self.memo))
        if todo:
            counts = self.count_tokens(todo)
            if len(self.memo) + len(todo) > self.max_entries:
                self.memo.clear()
            fresh = dict(zip(todo, counts))
            self.memo.update(fresh)
        else:
            fresh = {}
        return [self.memo[t] if t in self.memo else fresh[t] for t in texts]


@dataclass
class SynthJudgment:
    """One synthetic judgment: what ingest receives, plus the unit vectors to pre-seed into the cache."""

    case_id: str
    text: str  # already normalised (normalize(text) == text)
    metadata: dict[str, object]
    units: list[Span]
    unit_vectors: np.ndarray  # (n_units, 384), unit length
    clean_vectors: np.ndarray  # the same before noise (for tests: noisy ~ clean, not equal)
    # line k of the text: its span and the pool paragraph it is (-1: a header line); lets a bulk builder carry
    # each source paragraph's facet labels over instead of facetizing the judgment (bulk_build.py)
    line_spans: list[Span] = field(default_factory=list)
    line_sources: list[int] = field(default_factory=list)

    def unit_texts(self) -> list[str]:
        return [self.text[u.start : u.end] for u in self.units]

    def cache_items(self) -> dict[bytes, np.ndarray]:
        return {text_key(t): v for t, v in zip(self.unit_texts(), self.unit_vectors)}


class SynthCorpus:
    """Judgment ``i`` of the synthetic corpus ``(pool, seed, sigma, max_paragraphs)``, computed on demand."""

    def __init__(self, pool: SourcePool, count_tokens: TokenCounter, seed: int = 13, sigma: float = DEFAULT_SIGMA,
                 max_paragraphs: int = DEFAULT_MAX_PARAGRAPHS) -> None:
        if pool.n_docs == 0:
            raise ValueError("the source pool is empty")
        self.pool = pool
        self.count_tokens = count_tokens if isinstance(count_tokens, MemoCounter) else MemoCounter(count_tokens)
        if pool.token_counts is not None:
            self.count_tokens.memo.update(zip(pool.texts, pool.token_counts.tolist()))
        self.seed = seed
        self.sigma = sigma
        self.max_paragraphs = max_paragraphs

    @property
    def key(self) -> str:
        """What determines every judgment (for the scale store's cache key)."""
        return f"g{GENERATOR_VERSION}-{self.pool.fingerprint}-s{self.seed}-n{self.sigma:g}-p{self.max_paragraphs}"

    def judgment(self, i: int) -> SynthJudgment:
        rng = np.random.default_rng([self.seed, i])
        pool = self.pool
        template = int(rng.integers(pool.n_docs))
        lo, hi = pool.doc_range(template)
        n_para = max(3, min(hi - lo, self.max_paragraphs))
        n_blocks = int(rng.integers(2, 6))
        cuts = np.linspace(0, n_para, n_blocks + 1).round().astype(int)
        chosen: list[int] = []
        for b in range(n_blocks):
            want = int(cuts[b + 1] - cuts[b])
            src = int(rng.integers(pool.n_docs))
            s_lo, s_hi = pool.doc_range(src)
            start = s_lo + int((cuts[b] / n_para) * (s_hi - s_lo))
            chosen.extend(range(start, min(start + want, s_hi)))
        header, meta = _header(rng, i)
        lines: list[str] = list(header)
        line_vecs: list[int] = [-1] * len(header)  # header lines take the first body paragraph's vector
        for p in chosen:
            line = pool.texts[p]
            if _joins_previous(lines[-1], line):  # normalize would glue it to the line before: leave it out
                continue
            lines.append(line)
            line_vecs.append(p)
        first_body = next((p for p in line_vecs if p >= 0), None)
        if first_body is None:  # every body line was left out: one real paragraph of the template
            lines.append(pool.texts[lo])
            line_vecs.append(lo)
            first_body = lo
        text = "\n".join(lines)
        if normalize(text) != text:
            raise AssertionError(f"synthetic judgment {i} is not in normal form; its cache keys would not match")
        para_spans: list[Span] = []
        pos = 0
        for line in lines:
            para_spans.append(Span(pos, pos + len(line)))
            pos += len(line) + 1
        para_vecs = pool.vectors[[p if p >= 0 else first_body for p in line_vecs]]
        units = unit_spans(text, self.count_tokens)
        clean = np.stack([pooled_vector(para_spans, para_vecs, [u]) for u in units]).astype(np.float32)
        noisy = np.empty_like(clean)
        for j, u in enumerate(units):
            noisy[j] = self._noisy(clean[j], text_key(text[u.start : u.end]))
        return SynthJudgment(f"synth-{i:07d}", text, meta, units, noisy, clean, para_spans, line_vecs)

    def _noisy(self, clean: np.ndarray, key: bytes) -> np.ndarray:
        """clean + noise of expected norm sigma, renormalised; seeded by the unit text's hash."""
        g = np.random.default_rng([self.seed, int.from_bytes(key[:8], "little")]).standard_normal(EMBEDDING_DIM)
        v = clean.astype(np.float64) + self.sigma * g / np.sqrt(EMBEDDING_DIM)
        return (v / np.linalg.norm(v)).astype(np.float32)

    def judgments(self, start: int, stop: int) -> Iterator[SynthJudgment]:
        for i in range(start, stop):
            yield self.judgment(i)


def _joins_previous(prev: str, line: str) -> bool:
    from lcr_core.text import _is_soft_wrap  # the exact rule normalize applies

    return _is_soft_wrap(prev, line)


def _header(rng: np.random.Generator, i: int) -> tuple[list[str], dict[str, object]]:
    court = COURTS[int(rng.choice(len(COURTS), p=COURT_WEIGHTS / COURT_WEIGHTS.sum()))]
    year = int(rng.integers(1950, 2025))
    a = PARTIES_A[int(rng.integers(len(PARTIES_A)))]
    b = PARTIES_B[int(rng.integers(len(PARTIES_B)))]
    docket = f"{['Civil Appeal', 'Criminal Appeal', 'Writ Petition', 'Special Leave Petition'][int(rng.integers(4))]}"
    title = f"{a} v. {b}"
    lines = [
        title,
        f"IN THE {court.upper()}",
        f"{docket} No. {int(rng.integers(1, 9000))} of {year} (synthetic judgment {i})",
        f"Date of Judgment: {int(rng.integers(1, 29))} {MONTHS[int(rng.integers(12))]} {year}",
    ]
    return lines, {"title": title, "court": court, "year": year}
