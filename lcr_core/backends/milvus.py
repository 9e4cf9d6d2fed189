"""The Milvus search backend: Stage 1 and the Stage-2 features of the pool computed by Milvus.

One collection, one row per case, mirrored from the store of record by ``sync`` (a diff of stamps: content
hash, facetizer and facet spans, so re-facetizing is picked up too):

- ``text_<field>`` for ``whole`` and each facet: VARCHAR with an analyzer, fed to a Milvus BM25 function that
  fills ``sparse_<field>`` (SPARSE_INVERTED_INDEX, metric BM25, the configured k1 and b);
- ``vec_whole`` (COSINE) and ``vec_<facet>`` (the facet vectors, zero when the facet is empty);
- ``title``, ``court``, ``court_lc``, ``year`` (-1 unknown) for filters and hit cards; ``facet_mask``, ``n_terms``.

What Milvus's BM25 analyses (``LCR_MILVUS_TEXT``): ``lcr`` (default) feeds it this product's analyzer tokens
(stop words removed, optional stemming), so both backends see the same words and differ only in BM25's idf
and statistics; ``milvus`` feeds raw text to Milvus's standard analyzer. A text field holds at most 65,535
bytes (the Milvus server's VARCHAR limit): longer texts are cut at a word boundary and ``sync`` says which.

Stage 1 runs two Milvus searches (BM25 top-A on ``sparse_whole``, dense top-B on ``vec_whole``, both with the
filter expression) and fuses them in Python with ``retrieve.rrf_fuse`` (k = 60), rather than with
``hybrid_search`` + ``RRFRanker(60)``: the hybrid call returns only the fused score, while the engine keeps each
candidate's rank in both lists (hit cards, the learned ranker's features), the BM25 score itself (the shipped
profiles rank the pool in BM25 order) and the BM25-only pool rule of ``ranking.stage1``; the fusion is the
same formula either way. Stage 2 fetches the pool by id (``id in [...]``): vectors and metadata with one
``query``, and BM25 of the query fields against each candidate field with one filtered search per field.

Milvus's BM25 is computed inside the backend with its own idf (``log(1 + (N - df + 0.5) / (df + 0.5))``) and
per-index (k1, b) — a ranking profile's own (k1, b) cannot be applied per query, so every profile uses the
collection's; Milvus Lite keeps statistics per segment (``sync`` compacts to one segment) and computes
memtable statistics over the filtered rows only (``sync`` flushes, so searches read segments).
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..encoder import EMBEDDING_DIM
from ..metadata import parse_year
from ..retrieve import FIELDS, WHOLE, CrossFeatures, Pool, rrf_fuse
from ..schema import FACETS, Facets
from . import Candidates, SyncReport

if TYPE_CHECKING:
    from ..engine import Engine, Filters, SearchResult
    from ..profiles import Profile
    from ..query_types import QueryType
    from ..ranking import ProfiledQuery, Ranked
    from ..store import Store

log = logging.getLogger(__name__)

MAX_TEXT_BYTES = 65_535  # Milvus's VARCHAR limit
SYNC_BATCH = 64
_QUERY_PAGE = 4096


def text_field(field: str) -> str:
    return f"text_{field}"


def sparse_field(field: str) -> str:
    return f"sparse_{field}"


def vec_field(field: str) -> str:
    return f"vec_{field}"


def stamp(meta: dict[str, Any]) -> str:
    """What must change for a stored case to be re-sent to Milvus."""
    import hashlib

    facets = str(meta.get("facets", ""))
    h = hashlib.sha1(f"{meta.get('content_hash', '')}|{meta.get('facetizer', '')}|{facets}|{meta.get('title', '')}|"
                     f"{meta.get('court', '')}|{meta.get('year', '')}".encode()).hexdigest()
    return h


def cut(text: str, limit: int = MAX_TEXT_BYTES) -> tuple[str, bool]:
    """``text`` within ``limit`` UTF-8 bytes, cut at a word boundary; and whether it was cut."""
    raw = text.encode("utf-8")
    if len(raw) <= limit:
        return text, False
    head = raw[:limit].decode("utf-8", errors="ignore")
    space = head.rfind(" ")
    return (head[:space] if space > 0 else head), True


def milvus_words(tokens: list[str]) -> str:
    """Analyzer tokens as text Milvus's standard tokenizer (``\\w+``) splits back into the same tokens."""
    return " ".join(t.replace(".", "_").replace("'", "_") for t in tokens)


def quoted(values: list[str]) -> str:
    return json.dumps(list(values), ensure_ascii=False)


class MilvusBackend:
    """Stage 1 and Stage-2 features in a Milvus collection (Milvus Lite file or server URI)."""

    name = "milvus"

    def __init__(self, engine: Engine, uri: str, collection: str = "lcr_cases", text_mode: str = "lcr") -> None:
        try:
            from pymilvus import MilvusClient
        except ImportError as exc:
            raise RuntimeError("LCR_BACKEND=milvus needs pymilvus (and milvus-lite for a file URI): "
                               "pip install 'lcr[milvus]'") from exc

        self.engine = engine
        self.uri = uri
        self.text_mode = text_mode
        self.collection = collection if text_mode == "lcr" else f"{collection}_rawtext"
        if "://" not in uri:
            Path(uri).parent.mkdir(parents=True, exist_ok=True)
        self.client = MilvusClient(uri=uri)
        self._synced: str | None = None  # store generation last mirrored
        self._count = 0
        if not self.client.has_collection(self.collection):
            self._create()
        self.client.load_collection(self.collection)

    # ---- schema -------------------------------------------------------------------------------------------
    def _create(self) -> None:
        from pymilvus import DataType, Function, FunctionType

        s = self.engine.settings
        schema = self.client.create_schema(auto_id=False, enable_dynamic_field=False)
        schema.add_field("id", DataType.VARCHAR, is_primary=True, max_length=1024)
        schema.add_field("stamp", DataType.VARCHAR, max_length=64)
        schema.add_field("title", DataType.VARCHAR, max_length=4096)
        schema.add_field("court", DataType.VARCHAR, max_length=1024)
        schema.add_field("court_lc", DataType.VARCHAR, max_length=1024)
        schema.add_field("year", DataType.INT64)
        schema.add_field("facet_mask", DataType.INT64)
        schema.add_field("n_terms", DataType.INT64)
        index = self.client.prepare_index_params()
        for f in FIELDS:
            schema.add_field(text_field(f), DataType.VARCHAR, max_length=MAX_TEXT_BYTES, enable_analyzer=True,
                             analyzer_params={"tokenizer": "standard"})
            schema.add_field(sparse_field(f), DataType.SPARSE_FLOAT_VECTOR)
            schema.add_function(Function(name=f"bm25_{f}", function_type=FunctionType.BM25,
                                         input_field_names=[text_field(f)], output_field_names=[sparse_field(f)]))
            schema.add_field(vec_field(f), DataType.FLOAT_VECTOR, dim=EMBEDDING_DIM)
            bm25 = {"bm25_k1": s.bm25_k1, "bm25_b": s.bm25_b}
            index.add_index(field_name=sparse_field(f), index_type="SPARSE_INVERTED_INDEX", metric_type="BM25",
                            params=bm25)
            # pymilvus sends index parameters as flat key-value pairs (what a Milvus server reads); Milvus Lite
            # reads only a JSON "params" entry and would silently score with its defaults (k1 1.5) — a server
            # accepts that legacy entry as well, so both are sent
            index[-1]._configs["params"] = bm25
            index.add_index(field_name=vec_field(f), index_type="FLAT", metric_type="COSINE" if f == "whole" else "IP")
        self.client.create_collection(self.collection, schema=schema, index_params=index)

    # ---- writes -------------------------------------------------------------------------------------------
    def _stamps(self, ids: list[str] | None = None) -> dict[str, str]:
        """id -> stamp of every row (or of ``ids``): paged queries on Milvus Lite, the query iterator on a
        server (whose offset + limit is capped at 16,384; Milvus Lite has no timestamp service for it)."""
        out: dict[str, str] = {}
        if ids is not None:
            for i in range(0, len(ids), 1000):
                chunk = list(dict.fromkeys(ids[i : i + 1000]))
                out.update({r["id"]: r["stamp"] for r in self.client.query(
                    self.collection, filter=f"id in {quoted(chunk)}", output_fields=["stamp"], limit=len(chunk))})
            return out
        if "://" not in self.uri:
            while True:
                page = self.client.query(self.collection, filter='id != ""', output_fields=["stamp"],
                                         limit=_QUERY_PAGE, offset=len(out))
                out.update({r["id"]: r["stamp"] for r in page})
                if len(page) < _QUERY_PAGE:
                    return out
        it = self.client.query_iterator(self.collection, batch_size=_QUERY_PAGE, filter='id != ""',
                                        output_fields=["stamp"])
        try:
            while True:
                page = it.next()
                if not page:
                    break
                out.update({r["id"]: r["stamp"] for r in page})
        finally:
            it.close()
        return out

    def sync(self, store: Store, ids: list[str] | None = None, since: str | None = None) -> SyncReport:
        """Mirror ``store``: upsert cases whose stamp differs, delete cases the store no longer has.

        With ``ids`` (the cases one write touched) and ``since`` (the store generation before that write)
        only those cases are compared — unless the backend was not in sync at ``since``, then all are."""
        t0 = time.perf_counter()
        generation = store.generation
        report = SyncReport()
        targeted = ids is not None and since is not None and self._synced == since
        have = self._stamps(list(dict.fromkeys(ids)) if targeted else None)
        todo = list(dict.fromkeys(ids)) if targeted else None
        if not targeted:
            want = {cid: stamp(meta) for cid, meta in store.metadata().items()}
            todo = [cid for cid, st in want.items() if have.get(cid) != st]
        present: set[str] = set()
        for i in range(0, len(todo), SYNC_BATCH):
            records = store.records(todo[i : i + SYNC_BATCH])
            present |= {r[0] for r in records}
            rows = [self._row(r, report) for r in records if have.get(r[0]) != stamp(r[2])]
            if rows:
                self.client.upsert(self.collection, rows)
                report.upserted += len(rows)
        gone = [cid for cid in have if cid not in (present if targeted else want)]
        for i in range(0, len(gone), 1000):
            self.client.delete(self.collection, filter=f"id in {quoted(gone[i:i + 1000])}")
        report.deleted = len(gone)
        if report.upserted or report.deleted:
            # searches must read flushed segments: Milvus Lite's memtable BM25 takes idf over filtered rows
            self.client.flush(self.collection)
            self._compact()
        if report.truncated:
            log.warning("%d case(s) longer than Milvus's %d-byte text field were cut for BM25: %s",
                        len(report.truncated), MAX_TEXT_BYTES, ", ".join(report.truncated[:5]))
        self._count = store.count() if targeted else len(want)
        self._synced = generation
        report.seconds = time.perf_counter() - t0
        return report

    def _compact(self) -> None:
        """One segment, so BM25 statistics are corpus-wide (Milvus Lite keeps them per segment)."""
        try:
            job = self.client.compact(self.collection)
            for _ in range(600):
                if str(self.client.get_compaction_state(job)).lower() in ("completed", "compactionstate.completed"):
                    break
                time.sleep(0.05)
        except Exception as exc:  # a server may refuse manual compaction; results are still right, stats per segment
            log.info("Milvus compaction of %s not run (%s)", self.collection, exc)

    def _row(self, record: tuple, report: SyncReport) -> dict[str, Any]:
        cid, text, meta, doc_vec, facet_vecs = record
        analyzer = self.engine.analyzer
        facets = Facets.from_json(json.loads(meta.get("facets", "{}")))
        whole_tokens = analyzer(text)
        row: dict[str, Any] = {
            "id": cid, "stamp": stamp(meta),
            "title": cut(str(meta.get("title", "")), 4000)[0],
            "court": cut(str(meta.get("court", "")), 1000)[0],
            "court_lc": cut(str(meta.get("court", "")).lower(), 1000)[0],
            "year": int(parse_year(meta.get("year")) or -1),
            "facet_mask": sum(1 << j for j, f in enumerate(FACETS) if f in facet_vecs),
            "n_terms": len(set(whole_tokens)),
        }
        was_cut = False
        for f in FIELDS:
            source = text if f == "whole" else facets.text(f, text)
            if self.text_mode == "lcr":
                source = milvus_words(whole_tokens if f == "whole" else analyzer(source))
            row[text_field(f)], c = cut(source)
            was_cut |= c
            vec = doc_vec if f == "whole" else facet_vecs.get(f)
            row[vec_field(f)] = (np.zeros(EMBEDDING_DIM, np.float32) if vec is None else vec).astype(np.float32).tolist()
        if was_cut:
            report.truncated.append(cid)
        return row

    def ensure_synced(self) -> None:
        store = self.engine.store
        if self._synced != store.generation:
            self.sync(store)

    def count(self) -> int:
        self.ensure_synced()
        return self._count

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:  # closing twice, or a server gone: nothing to release
            pass

    # ---- Stage 1 ------------------------------------------------------------------------------------------
    @staticmethod
    def filter_expr(filters: Filters | None) -> str:
        if filters is None or not filters.active():
            return ""
        parts: list[str] = []
        if filters.year_min:
            parts.append(f"year >= {int(filters.year_min)}")
        if filters.year_max:
            parts.append(f"(year <= {int(filters.year_max)} and year >= 0)")
        if filters.courts:
            parts.append(f"court_lc in {quoted([c.lower() for c in filters.courts])}")
        if filters.exclude_ids:
            parts.append(f"id not in {quoted(list(filters.exclude_ids))}")
        return " and ".join(parts)

    def query_text(self, tokens: list[str], raw: str) -> str:
        return milvus_words(tokens) if self.text_mode == "lcr" else raw

    def bm25_top(self, text: str, n: int, expr: str = "", field: str = "whole") -> tuple[list[str], np.ndarray]:
        """Milvus BM25 top-n for one query text: (ids, scores), best first; only cases sharing a word."""
        if not text.strip() or n <= 0:
            return [], np.zeros(0)
        got = self.client.search(self.collection, data=[text], anns_field=sparse_field(field), limit=n,
                                 filter=expr, output_fields=["id"], search_params={"metric_type": "BM25"})[0]
        # Milvus Lite reports -score as the distance, a Milvus server +score: BM25 is never negative
        ids = [h["id"] for h in got]
        return ids, np.abs(np.asarray([h["distance"] for h in got], dtype=np.float64))

    def dense_top(self, vector: np.ndarray, n: int, expr: str = "") -> tuple[list[str], np.ndarray]:
        if n <= 0:
            return [], np.zeros(0)
        got = self.client.search(self.collection, data=[np.asarray(vector, np.float32).tolist()],
                                 anns_field=vec_field("whole"), limit=n, filter=expr, output_fields=["id"],
                                 search_params={"metric_type": "COSINE"})[0]
        return [h["id"] for h in got], np.asarray([h["distance"] for h in got], dtype=np.float64)

    def stage1(self, pq: ProfiledQuery, filters: Filters | None) -> tuple[Candidates, Pool, np.ndarray]:
        """BM25 top-A + dense top-B in Milvus, RRF-fused (k = 60) into the pool, as ``ranking.stage1`` does."""
        self.ensure_synced()
        p, expr = pq.profile, self.filter_expr(filters)
        q = pq.q
        bm25_ids, bm25_scores = self.bm25_top(self.query_text(q.tokens_whole, pq.view_text), p.top_a, expr)
        dense_ids: list[str] = []
        bm25_only = isinstance(p.stage2, str) and p.stage2 == "bm25"
        if not (bm25_only and len(bm25_ids) >= min(p.pool_m, self._count)):
            dense_ids, _ = self.dense_top(q.analysed.doc_vector, p.top_b, expr)
            if bm25_only:  # the BM25 list is short: meaning-based candidates fill the pool behind it
                seen = set(bm25_ids)
                dense_ids = [i for i in dense_ids if i not in seen][: max(p.pool_m - len(bm25_ids), 0)]
        union = list(dict.fromkeys(bm25_ids + dense_ids))
        row_of = {cid: i for i, cid in enumerate(union)}
        pool = rrf_fuse(np.asarray([row_of[i] for i in bm25_ids], dtype=np.int64),
                        np.asarray([row_of[i] for i in dense_ids], dtype=np.int64), self.engine.settings.rrf_k,
                        p.pool_m)
        bm25_all = np.zeros(len(union))
        bm25_all[: len(bm25_ids)] = bm25_scores
        ids = [union[int(r)] for r in pool.rows]
        cands = self.fetch(ids)
        local = Pool(np.arange(len(ids), dtype=np.int64), pool.bm25_rank, pool.dense_rank, pool.rrf)
        return cands, local, bm25_all[pool.rows]

    def fetch(self, ids: list[str]) -> Candidates:
        """Metadata and vectors of the given cases, by id, in the given order."""
        n = len(ids)
        cands = Candidates(list(ids), [""] * n, [""] * n, np.full(n, -1, dtype=np.int32),
                           np.zeros((n, EMBEDDING_DIM), np.float32), np.zeros((n, len(FACETS), EMBEDDING_DIM), np.float32),
                           np.zeros((n, len(FACETS)), dtype=bool), np.zeros(n, dtype=np.int64),
                           generation=self._synced or "")
        if not n:
            return cands
        fields = ["title", "court", "year", "facet_mask", "n_terms"] + [vec_field(f) for f in FIELDS]
        for i in range(0, n, 1000):
            chunk = ids[i : i + 1000]
            for r in self.client.query(self.collection, filter=f"id in {quoted(chunk)}", output_fields=fields,
                                       limit=len(chunk)):
                row = cands.row_of[r["id"]]
                cands.titles[row], cands.courts[row], cands.years[row] = r["title"], r["court"], r["year"]
                cands.n_terms[row] = r["n_terms"]
                cands.doc_vecs[row] = r[vec_field("whole")]
                for j, f in enumerate(FACETS):
                    if int(r["facet_mask"]) >> j & 1:
                        cands.facet_mask[row, j] = True
                        cands.facet_vecs[row, j] = r[vec_field(f)]
        return cands

    # ---- Stage 2 features ---------------------------------------------------------------------------------
    @staticmethod
    def lex_pairs(profile: Profile) -> set[tuple[int, int]]:
        """(query field, candidate field) BM25 pairs the profile's Stage 2 and the hit cards read."""
        from ..fusion import LinearModel, TreeModel
        from ..retrieve import MatrixWeights

        pairs = {(WHOLE, j) for j in range(len(FACETS))}  # hit cards: the whole query against each facet
        s2 = profile.stage2
        if isinstance(s2, MatrixWeights):
            pairs |= {(int(i), int(j)) for i, j in zip(*np.nonzero(s2.lex))}
        elif isinstance(s2, (LinearModel, TreeModel)):
            for name in s2.names:
                if name.startswith("lex:"):
                    qf, cf = name[4:].split(">")
                    pairs.add((FIELDS.index(qf), FIELDS.index(cf)))
        return pairs

    def features(self, pq: ProfiledQuery, cands: Candidates, pool: Pool) -> CrossFeatures:
        rows = pool.rows
        P = len(rows)
        lex = np.zeros((P, len(FIELDS), len(FIELDS)))
        if P:
            expr = f"id in {quoted([cands.ids[int(r)] for r in rows])}"
            pos = {cands.ids[int(r)]: p for p, r in enumerate(rows)}
            texts = self._field_texts(pq)
            by_cand: dict[int, list[int]] = {}
            for i, j in sorted(self.lex_pairs(pq.profile)):
                if texts[i]:
                    by_cand.setdefault(j, []).append(i)
            for j, qfields in by_cand.items():
                got = self.client.search(self.collection, data=[texts[i] for i in qfields],
                                         anns_field=sparse_field(FIELDS[j]), limit=P, filter=expr,
                                         output_fields=["id"], search_params={"metric_type": "BM25"})
                for i, hits in zip(qfields, got):
                    for h in hits:
                        lex[pos[h["id"]], i, j] = abs(float(h["distance"]))
        cand = np.concatenate([cands.facet_vecs[rows], cands.doc_vecs[rows][:, None, :]], axis=1)
        sem = np.einsum("pjd,id->pij", cand, pq.field_vecs).astype(np.float64)
        doc_mask = np.concatenate([cands.facet_mask[rows], np.ones((P, 1), dtype=bool)], axis=1)
        from ..ranking import needs_passages

        if needs_passages(pq.profile.stage2):
            pq.warnings.append("the Milvus backend holds no passage vectors: the best-passage channel used each "
                               "case's document vector")
        return CrossFeatures(lex=lex, sem=sem, query_mask=pq.field_mask.copy(), doc_mask=doc_mask)

    def _field_texts(self, pq: ProfiledQuery) -> list[str]:
        """Each query field as Milvus BM25 query text ('' when the field is empty)."""
        out = []
        for i, tokens in enumerate(pq.field_tokens):
            if not pq.field_mask[i] or not tokens:
                out.append("")
            elif i == WHOLE:
                out.append(self.query_text(tokens, pq.view_text))
            else:
                out.append(self.query_text(tokens, pq.q.analysed.facet_text(FACETS[i])))
        return out

    # ---- ranking ------------------------------------------------------------------------------------------
    def rank_query(self, text: str, profile: Profile, qtype: QueryType,
                   filters: Filters | None = None) -> tuple[Ranked, Candidates]:
        """``ranking.rank_query`` with Stage 1 and features from Milvus; the same Stage 2 and known-item rule."""
        from .. import ranking

        t0 = time.perf_counter()
        unsupported = [n for n, v in (("query-term reduction", profile.reduce_terms), ("RM3", profile.rm3),
                                      ("the query likelihood", profile.lexical), ("phrase terms", profile.phrases),
                                      ("inferred statutes", profile.statutes)) if v]
        profile = replace(profile, reduce_terms=None, rm3=None, lexical=None, phrases=None, statutes=None)
        pq = ranking.analyse(self.engine, text, profile, qtype)
        if unsupported:
            pq.warnings.append(f"the Milvus backend does not run {' and '.join(unsupported)}; ranked without")
        t1 = time.perf_counter()
        cands, pool, bm25 = self.stage1(pq, filters)
        t2 = time.perf_counter()
        features = self.features(pq, cands, pool)
        view = _CandidateView(self.engine, cands)
        order_ranking, contributions = ranking.stage2(view, pq, pool, features, bm25)
        verbatim = ranking.known_item(view, pq, pool, bm25)
        pinned = [int(i) for i in np.argsort(-verbatim, kind="stable") if verbatim[i] >= ranking.VERBATIM_SHARE]
        order = order_ranking.order
        if pinned:
            order = np.concatenate([np.asarray(pinned, dtype=np.int64), order[~np.isin(order, pinned)]])
        t3 = time.perf_counter()
        r = ranking.Ranked(pq, pool, features, order_ranking, order, contributions, verbatim, bm25,
                           {"analyse": t1 - t0, "stage1": t2 - t1, "stage2": t3 - t2})
        return r, cands

    def search(self, query: str, k: int, filters: Filters | None = None, weights: Any = None,
               profile: str | None = None) -> SearchResult:
        from .. import ranking
        from ..engine import QueryError, SearchResult
        from ..profiles import ProfileError, paper_profile, resolve
        from ..query_types import detect

        s = self.engine.settings
        if query is None or not str(query).strip():
            raise QueryError("the query is empty: describe the facts of your case or paste a judgment")
        if self.count() == 0:
            raise QueryError("the store is empty: ingest some judgments first (`lcr ingest PATH`)")
        manual = weights is not None or not (profile or not (s.weights_file or s.alpha is not None or s.beta is not None))
        t0 = time.perf_counter()
        if manual:
            weights = weights or s.weights()
            prof = replace(paper_profile(weights), top_a=s.top_a, top_b=s.top_b, pool_m=s.pool_m)
            qtype = detect(query[: s.max_query_chars])
            label = f"manual weights ({weights.source})"
        else:
            try:
                prof, qtype = resolve(query[: s.max_query_chars], profile or s.profile)
            except ProfileError as exc:
                raise QueryError(str(exc)) from exc
            label = prof.key
        r, cands = self.rank_query(query, prof, qtype, filters)
        hits = ranking.hits(_CandidateView(self.engine, cands), r, k)
        warnings = list(r.pq.warnings)
        if filters is not None and filters.active() and not hits:
            warnings.append(filters.no_match_warning())
        timings = {**r.timings, "total": time.perf_counter() - t0}
        return SearchResult(hits, r.pq.q, len(r.pool.rows), weights if manual else s.weights(), timings, warnings,
                            profile=label, query_type=qtype.label)


class _CandidateView:
    """The engine seen through one query's candidates: ``ranking`` reads ``index`` (ids, titles, vectors)."""

    def __init__(self, engine: Engine, cands: Candidates) -> None:
        self._engine, self.index = engine, cands

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


def prepare_for_eval(engine: Engine, qid: str, text: str, depth: int = 1000):
    """``evaluation.systems.prepare`` with every score from Milvus: BM25 and dense top-``depth`` lists, the
    Stage-1 pool (configured A, B, M; the paper's formula) and its features, placed in the local index's row
    numbering (only the ids are read from it) so every evaluation system ranks Milvus's numbers unchanged."""
    from .. import ranking
    from ..evaluation.systems import Prepared, whole_document_features
    from ..profiles import paper_profile
    from ..query_types import detect

    b: MilvusBackend = engine.backend
    b.ensure_synced()
    s, idx = engine.settings, engine.index
    t0 = time.perf_counter()
    tokens = engine.analyzer(text)
    t1 = time.perf_counter()
    prof = replace(paper_profile(s.weights()), top_a=s.top_a, top_b=s.top_b, pool_m=s.pool_m, facet_vectors="pooled")
    pq = ranking.analyse(engine, text, prof, detect(text))
    q = pq.q
    t2 = time.perf_counter()
    bm25 = np.zeros(idx.size)
    ids, scores = b.bm25_top(b.query_text(q.tokens_whole, text), max(depth, s.top_a))
    bm25[[idx.row_of[i] for i in ids]] = scores
    t3 = time.perf_counter()
    dense = np.full(idx.size, -2.0)  # below any cosine: cases past Milvus's top-depth rank last
    ids, scores = b.dense_top(q.analysed.doc_vector, max(depth, s.top_b))
    dense[[idx.row_of[i] for i in ids]] = scores
    t4 = time.perf_counter()
    cands, pool, _ = b.stage1(pq, None)
    t5 = time.perf_counter()
    features = b.features(pq, cands, pool).diagonal()
    t6 = time.perf_counter()
    rows = np.asarray([idx.row_of[cands.ids[int(r)]] for r in pool.rows], dtype=np.int64)
    pool = Pool(rows, pool.bm25_rank, pool.dense_rank, pool.rrf)
    del tokens
    return Prepared(qid=qid, query=q, bm25=bm25, dense=dense, pool=pool, features=features,
                    whole=whole_document_features(bm25, dense, pool),
                    timings={"tokenize": t1 - t0, "analyse": t2 - t1, "bm25": t3 - t2, "dense": t4 - t3,
                             "stage1": t5 - t4, "features": t6 - t5},
                    warnings=list(pq.warnings))
