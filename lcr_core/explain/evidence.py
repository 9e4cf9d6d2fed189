"""Evidence: the 1-3 passages of a result's best facet that best match the query's same facet.

No encoding at query time (the encoder does ~15-30 short texts/s on the target CPU, so encoding even a few
candidate sentences for 10 results costs seconds; see benchmarks/bench_explain.py --evidence-study):

1. the units (<=254-wordpiece chunks, vectors stored at ingest) that overlap the best facet are ranked by
   cosine to the query's same-facet vector (the whole-query vector when that query facet is empty);
2. the units within ``margin`` of the best one (at most ``max_units``) supply candidate sentences - only the
   sentences inside the facet;
3. a sentence scores ``cos(unit) + gamma * bm25(sentence) / max bm25`` (BM25 of the query facet's terms
   against the sentence, idf from the corpus's per-facet BM25 index), so the encoder decides between units
   and term overlap decides inside a unit (and breaks near-ties between units);
4. the best sentence is always kept; up to two more that share query terms and score within ``keep_within``
   of it; adjacent picks are merged; a passage longer than ``max_chars`` is cut to the window with the most
   query terms (at word boundaries).

Every passage is ``text[start:end]`` of the stored normalised text, so the UI can quote and highlight it.
"""

from __future__ import annotations

import json
import math
import re
import threading
import weakref
from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from ..lexical import STOP_WORDS, Analyzer, BM25Matrix
from ..schema import FACETS, Facets
from ..text import Span, sentence_spans
from .types import Passage

_WORD = re.compile(r"[A-Za-z0-9]+(?:[.'][A-Za-z0-9]+)*")


@dataclass(slots=True)
class CaseData:
    """What explaining one case needs from the store, fetched once."""

    case_id: str
    text: str
    facets: Facets
    title: str
    units: np.ndarray  # (n, 2) int64 start, end
    unit_vecs: np.ndarray  # (n, dim) float32, unit-normalised
    memo: dict = field(default_factory=dict)  # query-independent results (outcome, roles), kept with the case
    content_hash: str = ""  # sha256 of the stored text, as ingest recorded it


@dataclass(frozen=True, slots=True)
class QueryFacet:
    """The query side of a match: which query facet, its vector and its analyzer tokens."""

    facet: str
    vector: np.ndarray
    tokens: tuple[str, ...]


@dataclass(slots=True)
class Pick:
    """A chosen evidence span with how it scored and the query terms it shares."""

    span: Span
    facet: str
    score: float
    cosine: float
    lexical: float
    terms: list[str] = field(default_factory=list)


# ---- loading ------------------------------------------------------------------------------------------------

def unit_vectors_many(store, case_ids: Sequence[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """case id -> (unit spans (n, 2), vectors (n, d)) for several cases in one store read.

    Uses ``Store.unit_vectors_many`` when the store has it; otherwise one batched read of the units collection
    (one ``$in`` query is ~3x faster than a query per case on the demo store).
    """
    ids = list(dict.fromkeys(case_ids))
    if not ids:
        return {}
    many = getattr(store, "unit_vectors_many", None)
    if callable(many):
        return many(ids)
    where = {"case_id": ids[0]} if len(ids) == 1 else {"case_id": {"$in": ids}}
    got = store.units.get(where=where, include=["embeddings", "metadatas"])
    rows: dict[str, list[tuple[int, int, int, int]]] = {}
    for j, meta in enumerate(got["metadatas"]):
        rows.setdefault(meta["case_id"], []).append((int(meta["i"]), int(meta["start"]), int(meta["end"]), j))
    emb = got["embeddings"]
    out: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    for cid, items in rows.items():
        items.sort()
        spans = np.asarray([[a, b] for _, a, b, _ in items], dtype=np.int64).reshape(-1, 2)
        vecs = np.asarray([emb[j] for *_, j in items], dtype=np.float32).reshape(len(items), -1)
        out[cid] = (spans, vecs)
    return out


def index_passages(store, index, case_ids: Sequence[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """case id -> (unit spans (n, 2), vectors (n, d)) read from the search index's memory-mapped segments, for
    those cases the index holds as the store holds them now; the rest are left out (read from the store).

    Why: Chroma loads a collection's whole vector index into memory on any read of it, so reading k hits' units
    from the units collection cost the memory of every unit vector of the corpus (+2.6 GB at 68k judgments);
    the index holds the same vectors (copied from the store) and their spans. A case that changed since the
    index was built is not taken from it (the store's change log names it)."""
    passages = getattr(index, "passages", None)
    ids = list(dict.fromkeys(case_ids))
    if not callable(passages) or not ids:
        return {}
    built = str(getattr(index, "generation", ""))
    if built != store.generation:
        changed = store.changes_since(built)
        if changed is None:
            return {}
        ids = [cid for cid in ids if cid not in changed]
    return passages(ids)


def cases_many(store, case_ids: Sequence[str]) -> dict[str, tuple[str, dict]]:
    """case id -> (stored text, metadata) in one store read (``Store.get_many`` when the store has it)."""
    ids = list(dict.fromkeys(case_ids))
    if not ids:
        return {}
    many = getattr(store, "get_many", None)
    if callable(many):
        return many(ids)
    got = store.cases.get(ids=ids, include=["documents", "metadatas"])
    return {cid: (doc or "", meta or {}) for cid, doc, meta in zip(got["ids"], got["documents"], got["metadatas"])}


class CaseCache:
    """A small LRU of CaseData per store generation (results of related searches share many cases)."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._data: OrderedDict[tuple[str, str], CaseData] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, generation: str, case_id: str) -> CaseData | None:
        with self._lock:
            item = self._data.get((generation, case_id))
            if item is not None:
                self._data.move_to_end((generation, case_id))
            return item

    def put(self, generation: str, case: CaseData) -> None:
        with self._lock:
            self._data[(generation, case.case_id)] = case
            self._data.move_to_end((generation, case.case_id))
            while len(self._data) > self.size:
                self._data.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()


def load_cases(engine, case_ids: Sequence[str], cache: CaseCache | None = None,
               generation: str = "", index=None) -> dict[str, CaseData]:
    """Text, facets and unit vectors of the given cases (missing ids are left out): texts from the store, units
    from ``index`` (the search index) where it has them (``index_passages``), else from the store."""
    wanted = list(dict.fromkeys(case_ids))
    out: dict[str, CaseData] = {}
    if cache is not None:
        for cid in wanted:
            hit = cache.get(generation, cid)
            if hit is not None:
                out[cid] = hit
    todo = [cid for cid in wanted if cid not in out]
    if todo:
        texts = cases_many(engine.store, todo)
        found = [cid for cid in todo if cid in texts]
        units = index_passages(engine.store, index, found) if index is not None else {}
        units = {cid: u for cid, u in units.items()  # the record's unit count agrees, or the store decides
                 if len(u[0]) == int(texts[cid][1].get("n_units", -1) or 0)}
        rest = [cid for cid in found if cid not in units]
        if rest:
            units.update(unit_vectors_many(engine.store, rest))
        for cid in todo:
            if cid not in texts:
                continue
            text, meta = texts[cid]
            facets = Facets.from_json(json.loads(meta.get("facets", "{}") or "{}"))
            spans, vecs = units.get(cid, (np.zeros((0, 2), np.int64), np.zeros((0, 0), np.float32)))
            case = CaseData(cid, text, facets, str(meta.get("title") or cid), spans, vecs,
                            content_hash=str(meta.get("content_hash") or ""))
            out[cid] = case
            if cache is not None:
                cache.put(generation, case)
    return {cid: out[cid] for cid in wanted if cid in out}


def query_facet(query, facet: str) -> QueryFacet:
    """The query's same facet (vector and tokens), or the whole query when that facet is empty."""
    j = FACETS.index(facet) if facet in FACETS else -1
    if j >= 0 and bool(query.facet_mask[j]) and query.tokens_facets.get(facet):
        return QueryFacet(facet, np.asarray(query.facet_matrix[j], dtype=np.float32), tuple(query.tokens_facets[facet]))
    return QueryFacet("whole", np.asarray(query.analysed.doc_vector, dtype=np.float32), tuple(query.tokens_whole))


# ---- idf -----------------------------------------------------------------------------------------------------

_IDF: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def idf_table(bm25: BM25Matrix, epsilon: float = 0.25) -> dict[str, float]:
    """term -> idf of a BM25 index (rank_bm25's idf with its epsilon floor), computed once per index."""
    cached = _IDF.get(bm25)
    if cached is not None:
        return cached
    n = bm25.n_docs
    terms, df = bm25.document_frequencies() if n else ([], np.zeros(0))
    if n == 0 or not terms:
        table = IdfTable()
    else:
        df = np.asarray(df, dtype=np.float64)
        idf = np.log(n - df + 0.5) - np.log(df + 0.5)
        idf[idf < 0] = epsilon * idf.mean()
        table = IdfTable(zip(terms, idf.tolist()))
    _IDF[bm25] = table
    return table


class IdfTable(dict):
    """term -> idf, with the smallest idf (the weight of an unseen term) computed once: taking ``min`` over a
    whole vocabulary for every scored case was a hot spot of an explanation."""

    @property
    def floor(self) -> float:
        got = self.__dict__.get("_floor")
        if got is None:
            got = self.__dict__["_floor"] = min(self.values()) if self else 0.0
        return got


# ---- sentence scoring -------------------------------------------------------------------------------------------

def sentence_bm25(tokens: Sequence[Sequence[str]], query: Counter, idf: dict[str, float], k1: float = 1.2,
                  b: float = 0.75) -> np.ndarray:
    """BM25 of the query terms against each tokenised sentence (sentences are the 'documents')."""
    n = len(tokens)
    out = np.zeros(n)
    if n == 0 or not query:
        return out
    lengths = np.asarray([len(t) for t in tokens], dtype=np.float64)
    avg = lengths.mean() if lengths.mean() > 0 else 1.0
    floor = idf.floor if isinstance(idf, IdfTable) else (min(idf.values()) if idf else 0.0)
    for i, toks in enumerate(tokens):
        tf = Counter(toks)
        norm = k1 * (1 - b + b * lengths[i] / avg)
        s = 0.0
        for term, qc in query.items():
            c = tf.get(term)
            if c:
                s += qc * idf.get(term, floor) * c * (k1 + 1) / (c + norm)
        out[i] = s
    return out


def _overlap(units: np.ndarray, spans: Sequence[Span]) -> np.ndarray:
    """Characters of each unit inside ``spans``."""
    if units.size == 0 or not spans:
        return np.zeros(len(units))
    s = np.asarray([[x.start, x.end] for x in spans], dtype=np.int64)
    ov = np.minimum(units[:, None, 1], s[None, :, 1]) - np.maximum(units[:, None, 0], s[None, :, 0])
    return np.clip(ov, 0, None).sum(axis=1).astype(np.float64)


def facet_of(facets: Facets, span: Span) -> str:
    """The facet a span lies in (most characters), or ``other``."""
    best, best_n = "other", 0
    for f in FACETS:
        for s in facets.spans.get(f, []):
            n = min(s.end, span.end) - max(s.start, span.start)
            if n > best_n:
                best, best_n = f, n
    return best


def _sentences_in(text: str, region: Span, limit: int | None = None) -> list[Span]:
    """Sentences of a region (split into lines first: sentence_spans works on one paragraph); at most about
    ``limit`` of them (whole paragraphs are kept)."""
    out: list[Span] = []
    pos = region.start
    for line in text[region.start : region.end].split("\n"):
        if limit is not None and len(out) >= limit:
            break
        if line.strip():
            lead = len(line) - len(line.lstrip())
            para = Span(pos + lead, pos + len(line.rstrip()))
            out.extend(sentence_spans(text, para))
        pos += len(line) + 1
    return out


def _clip(spans: Sequence[Span], lo: int, hi: int) -> list[Span]:
    return [Span(max(s.start, lo), min(s.end, hi)) for s in spans if s.end > lo and s.start < hi]


def select_evidence(case: CaseData, facet: str, qf: QueryFacet, analyzer: Analyzer, idf: dict[str, float],
                    max_passages: int = 3, max_units: int = 3, margin: float = 0.08, gamma: float = 0.05,
                    keep_within: float = 0.1, max_chars: int = 600, min_chars: int = 40, min_tokens: int = 5,
                    max_candidates: int = 400,
                    sentence_vectors: Callable[[list[str]], np.ndarray] | None = None) -> list[Pick]:
    """The best evidence spans of ``case`` for ``facet``, best first (see the module docstring).

    ``sentence_vectors`` (e.g. ``engine.encoder.encode``) switches to the alternative design measured in
    benchmarks/bench_explain.py --evidence-study: each candidate sentence is encoded and scored by its own
    cosine instead of its unit's. Off by default: it costs an encoder call per candidate at query time."""
    text = case.text
    if not text.strip():
        return []
    region = [s for s in case.facets.spans.get(facet, []) if len(s)]
    if not region:  # an empty facet: look at the whole judgment
        region = [Span(0, len(text))]
    units, vecs = case.units, case.unit_vecs
    cands: list[Span] = []
    cos_of: list[float] = []
    if len(units) and vecs.size and vecs.shape[1] == qf.vector.shape[0]:
        ov = _overlap(units, region)
        keep = np.flatnonzero(ov > 0)
        if keep.size:
            cos = vecs[keep] @ qf.vector
            order = np.argsort(-cos, kind="stable")
            top = float(cos[order[0]])
            for r in order[:max_units]:
                if float(cos[r]) < top - margin and cands:
                    break
                u = units[keep[r]]
                before = len(cands)
                for part in _clip(region, int(u[0]), int(u[1])):
                    cands.extend(_sentences_in(text, part))
                cos_of.extend([float(cos[r])] * (len(cands) - before))
    if not cands:  # no unit vectors (or none overlapping): term overlap alone, over the facet's sentences
        for part in region:
            cands.extend(_sentences_in(text, part, limit=max_candidates - len(cands)))
            if len(cands) >= max_candidates:
                break
        cands = cands[:max_candidates]
        cos_of = [0.0] * len(cands)
    all_toks = [analyzer(text[s.start : s.end]) for s in cands]
    keep_i = [i for i, s in enumerate(cands)
              if len(text[s.start : s.end].strip()) >= min_chars and len(all_toks[i]) >= min_tokens]
    if not keep_i:  # only short sentences (a terse facet): take them rather than nothing
        keep_i = list(range(len(cands)))
    if not keep_i:
        return []
    spans = [cands[i] for i in keep_i]
    cosines = np.asarray([cos_of[i] for i in keep_i])
    toks = [all_toks[i] for i in keep_i]
    if sentence_vectors is not None and spans:
        sv = np.asarray(sentence_vectors([text[s.start : s.end] for s in spans]), dtype=np.float32)
        cosines = sv @ qf.vector
    q = Counter(qf.tokens)
    lex = sentence_bm25(toks, q, idf)
    lexnorm = lex / lex.max() if lex.max() > 0 else np.zeros_like(lex)
    score = cosines + gamma * lexnorm
    order = np.lexsort((np.arange(len(spans)), -score))
    best = int(order[0])
    chosen = [best]
    for i in order[1:]:
        if len(chosen) >= max_passages:
            break
        if lex[i] > 0 and score[i] >= score[best] - keep_within and spans[i] not in [spans[c] for c in chosen]:
            chosen.append(int(i))
    picks = [Pick(spans[i], facet, float(score[i]), float(cosines[i]), float(lex[i]),
                  sorted({t for t in toks[i] if t in q}, key=lambda t: -idf.get(t, 0.0))) for i in chosen]
    picks = _merge_adjacent(text, picks)
    qset = set(q)
    for p in picks:
        if len(p.span) > max_chars:
            p.span = best_window(text, p.span, qset, analyzer, max_chars)
        p.facet = facet_of(case.facets, p.span)
    return picks


def _merge_adjacent(text: str, picks: list[Pick]) -> list[Pick]:
    """Picks separated only by spaces (same paragraph) become one passage, keeping the better score."""
    by_pos = sorted(picks, key=lambda p: p.span.start)
    merged: list[Pick] = []
    for p in by_pos:
        if merged:
            last = merged[-1]
            gap = text[last.span.end : p.span.start]
            if last.span.end <= p.span.start and not gap.strip() and "\n" not in gap:
                merged[-1] = Pick(Span(last.span.start, p.span.end), last.facet, max(last.score, p.score),
                                  max(last.cosine, p.cosine), last.lexical + p.lexical,
                                  list(dict.fromkeys(last.terms + p.terms)))
                continue
        merged.append(p)
    return sorted(merged, key=lambda p: -p.score)


def best_window(text: str, span: Span, terms: set[str], analyzer: Analyzer, max_chars: int) -> Span:
    """The ``max_chars`` window of a long span, at word boundaries, holding the most query terms."""
    words = [(span.start + m.start(), span.start + m.end(), m.group(0))
             for m in _WORD.finditer(text[span.start : span.end])]
    if not words:
        return Span(span.start, span.start + max_chars)
    hits = np.asarray([1.0 if _norm(analyzer, w) in terms else 0.0 for _, _, w in words])
    starts = np.asarray([a for a, _, _ in words])
    ends = np.asarray([b for _, b, _ in words])
    best_i, best_n = 0, -1.0
    csum = np.concatenate([[0.0], np.cumsum(hits)])
    for i in range(len(words)):
        n = csum[j_end(ends, int(starts[i]), max_chars)] - csum[i]
        if n > best_n:
            best_i, best_n = i, n
    last = max(best_i, j_end(ends, int(starts[best_i]), max_chars) - 1)
    start = int(starts[best_i]) if best_i > 0 else span.start
    return Span(start, int(ends[last]))


def j_end(ends: np.ndarray, start: int, max_chars: int) -> int:
    """Index one past the last word ending within ``max_chars`` of ``start``."""
    return int(np.searchsorted(ends, start + max_chars, side="right"))


def _norm(analyzer: Analyzer, word: str) -> str | None:
    w = word.lower()
    if w in STOP_WORDS or len(w) <= 1:
        return None
    if analyzer.stemming:
        from ..lexical import _stemmer

        return _stemmer().stemWord(w)
    return w


# ---- shared terms (for the rationale) --------------------------------------------------------------------------

# words every judgment uses: never offered as a "shared legal concept" on their own
GENERIC_TERMS = frozenset(
    """
    court courts high supreme case cases appellant appellants respondent respondents petitioner petitioners accused
    learned counsel judgment judgments order orders section sections act acts state appeal appeals petition
    petitions said dated date year years month months day days also not no held present matter facts fact per
    further under made given case's court's law laws provision provisions rule rules sub clause clauses article
    articles party parties time times one two three first second third hon'ble mr shri smt sri did does done
    """.split()
)
MIN_TERM_IDF = math.log(4.0)  # in at most ~20% of the corpus's judgments


def _valuable(term: str, idf: dict[str, float], n_docs: int) -> bool:
    if term in GENERIC_TERMS or term.isdigit():
        return False
    return n_docs < 20 or idf.get(term, 0.0) >= MIN_TERM_IDF


def shared_phrases(text: str, span: Span, query_tokens: Sequence[str], analyzer: Analyzer, idf: dict[str, float],
                   limit: int = 3, n_docs: int = 0) -> list[str]:
    """Up to ``limit`` exact quotes from the passage whose content words the query shares: multi-word phrases
    that also occur consecutively in the query first, then single terms; ranked by idf, and only terms found
    in at most ~20% of the corpus (``idf``: whole-document idf, ``n_docs``: corpus size) that are not generic
    court vocabulary."""
    qtokens = list(query_tokens)
    if not qtokens:
        return []
    qset = set(qtokens)
    qbigrams = set(zip(qtokens, qtokens[1:]))
    words = [(span.start + m.start(), span.start + m.end(), _norm(analyzer, m.group(0)))
             for m in _WORD.finditer(text[span.start : span.end])]
    content = [(a, b, t) for a, b, t in words if t]
    phrases: list[tuple[float, int, int, tuple[str, ...]]] = []
    i = 0
    while i < len(content):
        j = i
        while (j + 1 < len(content) and (content[j][2], content[j + 1][2]) in qbigrams
               and content[j + 1][0] - content[j][1] <= 6 and "\n" not in text[content[j][1] : content[j + 1][0]]
               and not re.search(r"[.;:,()]", text[content[j][1] : content[j + 1][0]])):
            j += 1
        terms = tuple(t for _, _, t in content[i : j + 1])
        if j > i and any(_valuable(t, idf, n_docs) for t in terms):
            phrases.append((sum(idf.get(t, 0.0) for t in terms), content[i][0], content[j][1], terms))
        i = j + 1
    singles: dict[str, tuple[float, int, int, tuple[str, ...]]] = {}
    for a, b, t in content:
        if t in qset and t not in singles and _valuable(t, idf, n_docs):
            singles[t] = (idf.get(t, 0.0), a, b, (t,))
    out: list[str] = []
    used: set[str] = set()
    for _, a, b, terms in sorted(phrases, key=lambda x: -x[0]):
        quote = text[a:b]
        if quote.lower() not in (o.lower() for o in out):
            out.append(quote)
            used.update(terms)
        if len(out) >= limit:
            return out
    for _, a, b, terms in sorted(singles.values(), key=lambda x: -x[0]):
        if terms[0] in used:
            continue
        quote = text[a:b]
        if quote.lower() not in (o.lower() for o in out):
            out.append(quote)
        if len(out) >= limit:
            break
    return out


def to_passages(picks: Sequence[Pick], text: str, first_id: int = 1) -> list[Passage]:
    return [Passage(id=f"p{first_id + i}", facet=p.facet, start=p.span.start, end=p.span.end,
                    text=text[p.span.start : p.span.end], score=round(p.score, 4)) for i, p in enumerate(picks)]


__all__ = ["CaseCache", "CaseData", "Pick", "QueryFacet", "best_window", "cases_many", "facet_of", "idf_table",
           "index_passages", "load_cases", "query_facet", "select_evidence", "sentence_bm25", "shared_phrases", "to_passages",
           "unit_vectors_many"]
