"""The engine: one object that owns the encoder, facetizer, store and search index, loaded once.

The CLI, the LangChain retriever, the evaluation harness and the Streamlit app all go through ``Engine``.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .config import Settings, Weights
from .encoder import EMBEDDING_DIM, EmbeddingCache, Encoder
from .facets.base import Facetizer
from .facets.query_chain import QueryFacetizerChain
from .index import SearchIndex, load_or_build
from .ingest import COMMIT_BATCH, IngestReport, ProgressFn, ingest_cases, ingest_paths, refacetize_store
from .lexical import Analyzer
from .llm_breaker import LLMBreaker
from .pipeline import Analysed, Pipeline
from .retrieve import Features, Pool, Ranking, best_facet, combine, rrf_fuse, top_k
from .schema import FACETS, CaseView, Facets, Hit  # CaseView: re-exported for the UI
from .sources import RawCase, Skipped
from .store import Store

log = logging.getLogger(__name__)


class QueryError(ValueError):
    """A query that cannot be searched as given (empty, or nothing searchable in it)."""


def _check_query(text: str | None) -> None:
    """QueryError for a query with nothing to search: empty, or no letter or digit at all ("?", "..."), which
    was searched "by meaning only" and answered with confident-looking precedents for a question mark."""
    if text is None or not str(text).strip():
        raise QueryError("the query is empty: describe the facts of your case or paste a judgment")
    if not any(ch.isalnum() for ch in str(text)):  # stops at the first letter or digit
        raise QueryError("the query has no words to search for: describe the facts of your case or paste a judgment")


@dataclass
class Filters:
    """Restrictions applied to both Stage-1 lists (so the pool only holds eligible cases)."""

    year_min: int | None = None
    year_max: int | None = None
    courts: tuple[str, ...] = ()
    exclude_ids: tuple[str, ...] = ()

    def active(self) -> bool:
        return bool(self.year_min or self.year_max or self.courts or self.exclude_ids)

    def no_match_warning(self) -> str:
        """Why no case passed the filters: an inverted year range ("from 2000 to 1990") is named, since "no case
        matches" alone sends the user looking at the corpus."""
        lo, hi = self.year_min, self.year_max
        if lo is not None and hi is not None and lo > hi:
            return (f"no case matches the filters: the year range is inverted (from {lo} to {hi}, so no year is in "
                    f"it); give the earlier year first ({hi} to {lo})")
        return "no case matches the filters"


@dataclass
class AnalysedQuery:
    """A query read like a judgment: facets, vectors, analyzer tokens."""

    analysed: Analysed
    tokens_whole: list[str]
    tokens_facets: dict[str, list[str]]
    facet_matrix: np.ndarray  # (4, 384)
    facet_mask: np.ndarray  # (4,)

    @property
    def text(self) -> str:
        return self.analysed.text


@dataclass
class SearchResult:
    hits: list[Hit]
    query: AnalysedQuery
    pool_size: int
    weights: Weights
    timings: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    profile: str = ""  # which ranking profile ranked the results (see lcr_core.profiles)
    query_type: str = ""  # what the query was recognised as (see lcr_core.query_types)


def lost_parts_warning(idx: SearchIndex) -> str | None:
    """A warning on every search while some cases have no facet or passage vectors (a damaged parts file was
    replaced): their ranking is degraded, which the results do not show."""
    n = idx.cases_without_vectors
    if not n:
        return None
    return (f"{n:,} of {idx.size:,} judgments have no facet or passage vectors (the store's parts file was damaged "
            "or lost), so they rank by words and whole-document meaning only; `lcr refacetize` rebuilds them from "
            "the stored texts")


def index_warnings(tokens: Sequence[str], idx: SearchIndex) -> list[str]:
    """What every search over ``idx`` says beside its results: a query mostly of unknown words, lost parts."""
    found = (unknown_words_warning(tokens, idx.bm25_whole.vocab), lost_parts_warning(idx))
    return [w for w in found if w is not None]


def unknown_words_warning(tokens: Sequence[str], vocab: Mapping[str, int]) -> str | None:
    """A warning when most of a query's distinct words occur in no stored judgment (another language, a misspelt
    query): its ranking then rests on the few known words and on meaning, which the cards do not show."""
    words = list(dict.fromkeys(tokens))
    unknown = [w for w in words if w not in vocab]
    if len(words) < 2 or len(unknown) * 2 <= len(words):
        return None
    shown = ", ".join(unknown[:6]) + (", ..." if len(unknown) > 6 else "")
    return (f"{len(unknown)} of the query's {len(words)} words occur in no stored judgment ({shown}): the ranking "
            "rests on the others and on meaning only. The corpus is searched in its own language and terms.")


class Engine:
    """Open (or create) a store and search it; heavy parts load lazily and once."""

    def __init__(self, settings: Settings | None = None, create: bool = True, facetizer: Facetizer | None = None) -> None:
        self.settings = settings or Settings()
        s = self.settings
        self.encoder = Encoder(
            s.model_path, dtype=s.dtype, batch_size=s.batch_size, threads=s.threads,
            device=s.device, backend=s.encoder_backend, onnx_dir=s.onnx_dir,
            cache=EmbeddingCache(Path(s.cache_dir) / "embeddings.sqlite"),
        )
        self.facetizer = facetizer or _default_facetizer(s)
        self.query_facetizer = QueryFacetizerChain(self.facetizer, s)
        # endpoints that just failed to answer; consulted by the chat app (lcr_ui.chat), not by search or eval
        self.llm_breaker = LLMBreaker()
        self.pipeline = Pipeline(self.encoder, self.facetizer)
        self.store = Store(s.store, self.encoder.id, ef_search=s.hnsw_ef_search, create=create,
                           lock_timeout=s.write_lock_timeout, url=s.chroma_url)
        self.analyzer = Analyzer(stemming=s.stemming)
        self._index: SearchIndex | None = None
        self._last_index: SearchIndex | None = None  # lends its open segments to the next load
        self._lock = threading.RLock()  # serialises this engine's writes (other processes: the store's lock)
        self._index_lock = threading.Lock()  # one index (re)build at a time; never held during a write
        self._phrase_lock = threading.Lock()  # one phrase-part build at a time (seconds, tens of MB each)
        self._phrase_index: tuple[SearchIndex, object] | None = None  # (index it counts, PhraseIndex)
        self._statute_sets: tuple[SearchIndex, object] | None = None  # (index it covers, StatuteSets): lever 9
        self._query_likelihood: tuple[SearchIndex, object] | None = None  # (index, QueryLikelihood): lever 10
        self._writes = 0  # writes of this engine in flight: searches meanwhile keep the index they have
        self._backend = None  # the search backend (lcr_core.backends), opened on first use

    @property
    def backend(self):
        """Where Stage 1 and the Stage-2 features run: ``LCR_BACKEND`` (embedded: the local index; milvus)."""
        if self._backend is None:
            from .backends import open_backend

            self._backend = open_backend(self)
        return self._backend

    # ---- index ----------------------------------------------------------------------------------------------
    @property
    def index(self) -> SearchIndex:
        """The search index, rebuilt from the store when the store changed since it was built.

        Each call may return a different object (a write elsewhere replaces it): a search takes it once and
        passes that snapshot to every stage. While this engine is writing, the last index stays in use.
        """
        with self._index_lock:
            current = self._index
            if current is not None and (self._writes or current.generation == self.store.generation):
                return current
            self._index = self._load_index(current or self._last_index)
            self._last_index = self._index
            return self._index

    def _load_index(self, previous: SearchIndex | None) -> SearchIndex:
        s = self.settings
        return load_or_build(self.store, self.analyzer, s.bm25_k1, s.bm25_b, previous=previous,
                             float16=s.index_float16, max_segments=s.index_max_segments)

    def _refresh_index(self, previous: SearchIndex | None) -> None:
        """After a write: bring a saved index up to date now (only the changed cases are read), so the next
        search, here or in another process, finds it current. A failure only defers the work to that search."""
        if previous is None and not (self.store.path / "index" / "index.json").exists():
            return  # no index yet: the first search builds it
        with self._index_lock:
            try:
                self._index = self._last_index = self._load_index(previous or self._last_index)
            except Exception as exc:  # the write itself has committed; never fail it over its index
                log.warning("could not update the search index after a write (%s); the next search will", exc)

    def compact(self) -> SearchIndex:
        """Merge the index into one segment without tombstones (``lcr compact``)."""
        from .index import compact

        s = self.settings
        with self._index_lock:
            self._index = self._last_index = compact(self.store, self.analyzer, s.bm25_k1, s.bm25_b,
                                                     float16=s.index_float16)
            return self._index

    @contextmanager
    def _writing(self) -> Iterator[list[str] | None]:
        """One write of this engine: serialised, and the index is dropped once it is done.

        A search backend other than the embedded index is synced afterwards: only the case ids the write put
        in the yielded list when it fills one (and nothing else moved the store meanwhile), else in full."""
        with self._lock:
            self._writes += 1
            remote = self.settings.backend != "embedded"
            before = self.store.generation if remote else ""
            touched: list[str] = []
            try:
                yield touched
            finally:
                self._writes -= 1
                previous, self._index = self._index, None
                if remote:  # another backend mirrors the store; the local index then rebuilds only if asked
                    self.backend.sync(self.store, ids=touched or None, since=before)
                elif not self._writes:
                    self._refresh_index(previous)

    @property
    def bm25_params(self):
        """BM25 matrices for any (k1, b) over the current index (ranking profiles choose their own)."""
        return self.bm25_params_for(self.index)

    def bm25_params_for(self, index: SearchIndex):
        """BM25 matrices for any (k1, b) over ``index`` (cached for the latest index only)."""
        from .bm25_params import BM25ByParams

        cached = getattr(self, "_bm25_params", None)
        if cached is None or cached.index is not index:
            cached = BM25ByParams(self.store, index)
            self._bm25_params = cached
        return cached

    def phrase_index_for(self, index: SearchIndex):
        """Word-pair and statute term counts over ``index`` (lever 8's optional index part): built from the
        store's texts the first time a profile with phrases ranks, cached for the latest index only."""
        from .phrases import PhraseIndex

        return self._text_part("_phrase_index", index, lambda texts: PhraseIndex.build(texts, index.analyzer),
                               PhraseIndex)

    def statute_sets_for(self, index: SearchIndex):
        """Each case's Act-qualified statute set over ``index`` (lever 9's optional part): read from the store's
        texts the first time a profile with statutes ranks, cached for the latest index only."""
        from .statute_inference import StatuteSets

        return self._text_part("_statute_sets", index, StatuteSets.build, StatuteSets)

    def query_likelihood_for(self, index: SearchIndex):
        """Collection probabilities and document lengths of ``index``'s live judgments for a query-likelihood
        profile (lever 10): read from the index's own postings on first use (no text is read), cached for the
        latest index only."""
        from .query_likelihood import QueryLikelihood

        with self._phrase_lock:
            cached = self._query_likelihood
            if cached is None or cached[0] is not index:
                cached = self._query_likelihood = (index, QueryLikelihood(index.bm25_whole.stats))
            return cached[1]

    def _text_part(self, slot: str, index: SearchIndex, build: Callable[[list[str]], Any], kind: type):
        """An optional index part built from the stored texts in ``index``'s row order, kept in ``slot`` for the
        latest index only and saved beside the index for the next process (``text_parts``); concurrent first
        searches (chat sessions) share one build or load."""
        from . import text_parts

        with self._phrase_lock:
            cached = getattr(self, slot)
            if cached is None or cached[0] is not index:
                def from_texts():
                    texts = {cid: text for cid, text, _, _ in self.store.iter_cases(include_vectors=False)}
                    return build([texts.get(cid, "") for cid in index.ids])

                name = slot.strip("_")
                key = text_parts.part_key(name, kind.FORMAT, index.generation, index.ids, index.analyzer.name)
                folder = self.store.path / "index" / text_parts.PARTS_DIR
                # saved only while the texts read are still those of the key's generation (as an index is)
                current = self.store.index_may_be_saved(index.generation)
                cached = (index, text_parts.load_or_build(folder, name, key, from_texts, kind.from_arrays, current))
                setattr(self, slot, cached)
            return cached[1]

    def warm_up(self) -> None:
        """Load the encoder, the search index and the optional parts the shipped profiles rank with ahead of
        the first query (all otherwise load lazily)."""
        from .profiles import shipped

        self.encoder.load()
        if self.settings.backend != "embedded":
            self.backend.count()  # mirrors the store into the backend if it is behind
        elif self.store.count():
            index = self.index
            profiles = shipped().values()
            if any(p.phrases is not None for p in profiles):
                self.phrase_index_for(index)
            if any(p.statutes is not None for p in profiles):
                self.statute_sets_for(index)

    # ---- ingest ---------------------------------------------------------------------------------------------
    def ingest(self, paths: list[Path], progress: ProgressFn | None = None,
               batch_size: int = COMMIT_BATCH) -> IngestReport:
        with self._writing() as touched:
            report = ingest_paths(self.pipeline, self.store, [Path(p) for p in paths], batch_size, progress)
            touched += [*report.added, *report.updated, *report.repaired]
            return report

    def ingest_cases(self, cases: list[RawCase | Skipped], progress: ProgressFn | None = None,
                     batch_size: int = COMMIT_BATCH) -> IngestReport:
        with self._writing() as touched:
            report = ingest_cases(self.pipeline, self.store, cases, total=len(cases), batch_size=batch_size,
                                  progress=progress)
            touched += [*report.added, *report.updated, *report.repaired]
            t0 = time.perf_counter()
        report.timings["index"] = time.perf_counter() - t0  # the index update after the write (``_writing``)
        return report

    def refacetize(self, progress: ProgressFn | None = None, force: bool = False) -> int:
        """Re-run the current facetizer over stored cases from their stored unit vectors (no encoding).

        Cases already facetized by this facetizer version are skipped unless ``force``; incomplete cases are
        repaired from their stored text; returns how many cases changed.
        """
        with self._writing():
            report = refacetize_store(self.pipeline, self.store, force=force, progress=progress)
        return len(report.updated) + len(report.repaired)

    def delete(self, case_ids: list[str]) -> int:
        with self._writing() as touched:
            touched += list(case_ids)
            return self.store.delete(case_ids)

    # ---- query ----------------------------------------------------------------------------------------------
    def analyse_query(self, text: str) -> tuple[AnalysedQuery, list[str]]:
        """Normalise, segment, encode and facetize a query; returns it with any warnings."""
        warnings: list[str] = []
        _check_query(text)
        limit = self.settings.max_query_chars
        if len(text) > limit:
            warnings.append(
                f"the query has {len(text):,} characters; only the first {limit:,} were used"
            )
            text = text[:limit]
        doc = self.pipeline.segment(text)
        if not doc.units:
            raise QueryError("the query has no searchable text after cleaning")
        doc.unit_vectors = self.encoder.encode(doc.unit_texts())
        analysed = self.pipeline.finish(doc, facetizer=self.query_facetizer)
        facet_matrix = np.zeros((len(FACETS), EMBEDDING_DIM), dtype=np.float32)
        mask = np.zeros(len(FACETS), dtype=bool)
        for j, f in enumerate(FACETS):
            if f in analysed.facet_vectors:
                facet_matrix[j] = analysed.facet_vectors[f]
                mask[j] = True
        tokens_facets = {f: self.analyzer(analysed.facet_text(f)) for f in FACETS}
        q = AnalysedQuery(analysed, self.analyzer(analysed.text), tokens_facets, facet_matrix, mask)
        if not q.tokens_whole:
            warnings.append("the query has no content words; ranking is by meaning only")
        return q, warnings

    def filter_mask(self, filters: Filters | None, idx: SearchIndex | None = None) -> np.ndarray | None:
        if filters is None or not filters.active():
            return None
        idx = self.index if idx is None else idx
        mask = np.ones(idx.size, dtype=bool)
        if filters.year_min:
            mask &= idx.years >= filters.year_min
        if filters.year_max:
            mask &= (idx.years <= filters.year_max) & (idx.years >= 0)
        if filters.courts:
            wanted = {c.lower() for c in filters.courts}
            mask &= np.array([c.lower() in wanted for c in idx.courts], dtype=bool)
        for cid in filters.exclude_ids:
            row = idx.row_of.get(cid)
            if row is not None:
                mask[row] = False
        return mask

    def stage1(self, q: AnalysedQuery, mask: np.ndarray | None = None, idx: SearchIndex | None = None) -> Pool:
        """BM25 top-A and dense top-B over whole documents, fused by RRF into a pool of M."""
        s, idx = self.settings, self.index if idx is None else idx
        bm25 = idx.bm25_whole.scores(q.tokens_whole)
        bm25_rows = top_k(bm25, s.top_a, valid=(bm25 > 0) if mask is None else (bm25 > 0) & mask)
        dense_rows = self.dense_top(q.analysed.doc_vector, s.top_b, mask, idx=idx)
        return rrf_fuse(bm25_rows, dense_rows, s.rrf_k, s.pool_m)

    def exact_dense(self, idx: SearchIndex) -> bool:
        """Whether the dense list is the exact matrix product. Chroma's HNSW search returns slightly different
        neighbours in different processes (one judgment of a typed query's 825-case pool on AILA), so a restart
        re-ranked the same query; the exact product costs ~9 ms at 100,000 judgments and ~18 ms at 250,000."""
        backend = self.settings.dense_backend
        return backend == "exact" or (backend == "auto" and idx.size <= self.settings.dense_exact_max)

    def dense_top(self, vector: np.ndarray, n: int, mask: np.ndarray | None = None,
                  idx: SearchIndex | None = None) -> np.ndarray:
        idx = self.index if idx is None else idx
        if mask is not None or self.exact_dense(idx):
            return top_k(idx.doc_scores(vector), n, valid=mask)
        ids, _ = self.store.dense_top(vector, n)
        return np.asarray([idx.row_of[i] for i in ids if i in idx.row_of], dtype=np.int64)

    def features(self, q: AnalysedQuery, pool: Pool, idx: SearchIndex | None = None) -> Features:
        """Like-for-like facet scores for the pool: BM25 on the pool's rows only, cosine on facet vectors."""
        idx = self.index if idx is None else idx
        rows = pool.rows
        lex = np.zeros((len(rows), len(FACETS)))
        for j, f in enumerate(FACETS):
            if q.facet_mask[j] and q.tokens_facets[f]:
                lex[:, j] = idx.bm25_facets[f].scores(q.tokens_facets[f], rows)
        sem = np.einsum("pfd,fd->pf", idx.take("facet_vecs", rows), q.facet_matrix).astype(np.float64)
        return Features(lex=lex, sem=sem, query_mask=q.facet_mask.copy(), doc_mask=idx.take("facet_mask", rows))

    def rank(self, features: Features, weights: Weights | None = None) -> Ranking:
        s = self.settings
        return combine(features, weights or s.weights(), zscore_channels=s.zscore, empty_rule=s.empty_facet)

    def search(self, query: str, k: int | None = None, filters: Filters | None = None,
               weights: Weights | None = None, profile: str | None = None) -> SearchResult:
        """The full method: analyse the query, Stage 1 pool, Stage 2 ranking, top-k hits with breakdowns.

        Ranked by the shipped profile for the query's type (``lcr_core.profiles``), or the one forced by
        ``profile`` / ``LCR_PROFILE``; explicit ``weights`` (or configured weights / alpha / beta) run the
        paper's formula with them."""
        k = k or self.settings.k
        s = self.settings
        if s.backend != "embedded":
            return self.backend.search(query, k, filters, weights, profile)
        if weights is None and (profile or not (s.weights_file or s.alpha is not None or s.beta is not None)):
            return self._profiled_search(query, k, filters, profile or s.profile)
        weights = weights or self.settings.weights()
        t0 = time.perf_counter()
        q, warnings = self.analyse_query(query)
        t1 = time.perf_counter()
        idx = self.index  # one snapshot for every stage: a write meanwhile replaces self.index, not idx
        if idx.size == 0:
            raise QueryError("the store is empty: ingest some judgments first (`lcr ingest PATH`)")
        warnings += index_warnings(q.tokens_whole, idx)
        mask = self.filter_mask(filters, idx=idx)
        pool = self.stage1(q, mask, idx=idx)
        t2 = time.perf_counter()
        features = self.features(q, pool, idx=idx)
        ranking = self.rank(features, weights)
        t3 = time.perf_counter()
        hits = self.hits(q, pool, features, ranking, k, idx=idx)
        if filters is not None and filters.active() and not hits:
            warnings.append(filters.no_match_warning())
        timings = {"analyse": t1 - t0, "stage1": t2 - t1, "stage2": t3 - t2, "total": time.perf_counter() - t0}
        return SearchResult(hits, q, len(pool.rows), weights, timings, warnings,
                            profile=f"manual weights ({weights.source})")

    def _profiled_search(self, query: str, k: int, filters: Filters | None, forced: str | None) -> SearchResult:
        from . import ranking
        from .profiles import ProfileError, resolve

        _check_query(query)
        try:
            prof, qtype = resolve(query[: self.settings.max_query_chars], forced)
        except ProfileError as exc:
            raise QueryError(str(exc)) from exc
        view = _PinnedIndex(self, self.index)  # one index snapshot for every stage, as in the paper's path
        if view.index.size == 0:
            raise QueryError("the store is empty: ingest some judgments first (`lcr ingest PATH`)")
        t0 = time.perf_counter()
        r = ranking.rank_query(view, query, prof, qtype, view.filter_mask(filters))
        hits = ranking.hits(view, r, k)
        warnings = list(r.pq.warnings)
        warnings += index_warnings(r.pq.q.tokens_whole, view.index)
        if filters is not None and filters.active() and not hits:
            warnings.append(filters.no_match_warning())
        timings = {**r.timings, "total": time.perf_counter() - t0}
        return SearchResult(hits, r.pq.q, len(r.pool.rows), self.settings.weights(), timings, warnings,
                            profile=prof.key, query_type=qtype.label)

    def hits(self, q: AnalysedQuery, pool: Pool, features: Features, ranking: Ranking, k: int,
             idx: SearchIndex | None = None) -> list[Hit]:
        idx = self.index if idx is None else idx
        out: list[Hit] = []
        for rank, p in enumerate(ranking.order[:k], start=1):
            row = int(pool.rows[p])
            out.append(
                Hit(
                    case_id=idx.ids[row],
                    rank=rank,
                    score=float(ranking.score[p]),
                    s_lex=float(ranking.s_lex[p]),
                    s_sem=float(ranking.s_sem[p]),
                    lex={f: float(features.lex[p, j]) for j, f in enumerate(FACETS)},
                    sem={f: float(features.sem[p, j]) for j, f in enumerate(FACETS)},
                    best_facet=best_facet(ranking.contribution[p], features.doc_mask[p], features.query_mask),
                    bm25_rank=int(pool.bm25_rank[p]) or None,
                    dense_rank=int(pool.dense_rank[p]) or None,
                    rrf=float(pool.rrf[p]),
                    metadata={
                        "title": idx.titles[row],
                        "court": idx.courts[row],
                        "year": int(idx.years[row]) if idx.years[row] >= 0 else None,
                    },
                )
            )
        return out

    # ---- cases ----------------------------------------------------------------------------------------------
    def case(self, case_id: str) -> CaseView | None:
        got = self.store.get(case_id)
        if got is None:
            return None
        text, meta = got
        facets = Facets.from_json(json.loads(meta.get("facets", "{}")))
        return CaseView(case_id, text, facets, dict(meta))

    def info(self) -> dict[str, Any]:
        """Counts and versions (the same summary `lcr info` prints when it reads the store without Chroma)."""
        from .catalogue import store_summary

        return store_summary(self.settings, self.store.count(), self.store.units.count(), self.encoder.id,
                             self.facetizer)


class _PinnedIndex:
    """The engine seen through one index snapshot: the ranking module reads ``index``, ``bm25_params``,
    ``dense_top`` and ``filter_mask`` several times per query, and a write elsewhere must not change them."""

    def __init__(self, engine: Engine, index: SearchIndex) -> None:
        self._engine, self.index = engine, index
        self.bm25_params = engine.bm25_params_for(index)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def dense_top(self, vector: np.ndarray, n: int, mask: np.ndarray | None = None) -> np.ndarray:
        return self._engine.dense_top(vector, n, mask, idx=self.index)

    def filter_mask(self, filters: Filters | None) -> np.ndarray | None:
        return self._engine.filter_mask(filters, idx=self.index)


def _default_facetizer(settings: Settings) -> Facetizer:
    try:
        from .facets.registry import get_facetizer
    except ImportError:
        from .facets.heuristic import HeuristicFacetizer

        return HeuristicFacetizer()
    return get_facetizer(settings)
