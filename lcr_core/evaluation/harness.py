"""The evaluation run: the cached eval store, shared per-query precomputation, every system, the report.

The eval store lives at ``Settings().cache_dir / "eval" / f"{dataset}-{corpus_sha[:12]}-{settings_key}"`` where
``settings_key`` hashes everything that changes the stored index: the encoder (model and dtype), the resolved
facetizer (name@version — a new trained model gives a new version), the unit window, the analyzer, BM25 k1 and
b (not the store's or the derived index's format: an older store is moved on open, the index rebuilds itself). It is built with the engine's own resumable ingest, so an interrupted build
continues, and a ``complete.json`` marker lets later runs skip even the unchanged-check.
"""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..config import Settings, Weights
from ..encoder import default_model_path, model_id
from ..engine import Engine, QueryError, _default_facetizer
from ..facets.base import provenance
from ..lexical import Analyzer
from ..units import DEFAULT_MAX_TOKENS
from ..urls import shown_url
from . import metrics as M
from .datasets import Dataset, Query, citation_context
from .report import SIGNIFICANCE_METRICS, EvalReport, SystemResult
from .significance import holm, paired_randomization
from .systems import Prepared, System, build_systems, component_latency, prepare, rank_stage2

Log = Callable[[str], None]
POOL_CURVE = (50, 100, 200, 300, 500, 750, 1000)
# The derived index is not in the key: an index of another format is rebuilt from the store of record when
# the store opens (index.py), so a new index format must not orphan an hour of encoded eval store. The 1 is
# the index format the key held when it was still listed, kept so existing eval stores keep their key.
KEY_INDEX_FORMAT = 1
# Nor is the store's own format: an older store is moved to the current format when it opens (store.py), so
# format 2 (parts out of Chroma) kept the key format-1 stores were built under. Bump this only for a format
# change that needs a rebuild rather than a move.
KEY_STORE_FORMAT = 1


def settings_key(settings: Settings, facetizer_id: str) -> str:
    """A short hash of everything that changes what the eval store holds."""
    parts = {
        "model": model_id(settings.model_path or default_model_path(), settings.dtype, settings.encoder_backend),
        "facetizer": facetizer_id,
        "max_tokens": DEFAULT_MAX_TOKENS,
        "analyzer": Analyzer(stemming=settings.stemming).name,
        "bm25": [settings.bm25_k1, settings.bm25_b],
        "formats": [KEY_STORE_FORMAT, KEY_INDEX_FORMAT],
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:10]


def eval_store_path(settings: Settings, dataset: str, corpus_sha: str, key: str) -> Path:
    return Path(settings.cache_dir) / "eval" / f"{dataset}-{corpus_sha[:12]}-{key}"


def open_eval_engine(ds: Dataset, base: Settings, log: Log, store: Path | None = None) -> Engine:
    """An engine over the dataset's corpus in its cached eval store, ingesting whatever is missing."""
    facetizer = _default_facetizer(base)
    key = settings_key(base, provenance(facetizer))
    path = store or eval_store_path(base, ds.name, ds.corpus.sha256, key)
    settings = base.model_copy(update={"store": path})
    engine = Engine(settings, facetizer=facetizer)
    marker = path / "complete.json"
    want = {"corpus_sha256": ds.corpus.sha256, "settings_key": key, "generation": engine.store.generation}
    done = read_json(marker)
    if done is None or any(done.get(k) != v for k, v in want.items()):
        log(f"indexing {ds.corpus.path} into {path} (resumable; units missing from the embedding cache are "
            "encoded, which is slow on CPU)")
        from tqdm import tqdm

        bar = tqdm(total=None, unit="case", desc="ingest", dynamic_ncols=True, leave=False)

        def progress(n: int, total: int | None, what: str) -> None:
            if total is not None and bar.total != total:
                bar.total = total
            bar.update(n - bar.n)

        report = engine.ingest([ds.corpus.path], progress=progress, batch_size=32)
        bar.close()
        log(f"ingest: {report.summary()}")
        for s in report.skipped:
            log(f"  not indexed: {s.source}: {s.reason}")
        engine.index  # build and save the derived index now
        write_json(marker, {**want, "generation": engine.store.generation, "cases": engine.store.count(),
                            "facetizer": provenance(facetizer)})
    return engine


def unfindable(ds: Dataset, engine: Engine) -> tuple[int, list[str]]:
    """Relevant pairs whose document is not in the index (unknown to the corpus, or empty and skipped)."""
    rows = engine.index.row_of
    missing = [(q, d) for q, docs in ds.qrels.items() for d in docs if d not in rows]
    return len(missing), sorted({d for _, d in missing})


@dataclass
class EvalOptions:
    systems: list[str]
    tuned: Weights
    depth: int = 1000
    permutations: int = 10_000
    seed: int = 0
    limit: int | None = None
    langchain_k: int | None = None
    langchain_bm25: str = "documents"
    ctx_before: int = 80
    ctx_after: int = 20
    tuned_ctx: Weights | None = None  # for ctx-tuned (default: tuned)
    profile: str | None = None  # forced profile for the 'profile' system (default: by query type)


def prepare_view(engine: Engine, queries: list[tuple[str, str]], log: Log, label: str) -> dict[str, Prepared]:
    out: dict[str, Prepared] = {}
    t0 = time.perf_counter()
    for i, (qid, text) in enumerate(queries, start=1):
        try:
            out[qid] = prepare(engine, qid, text)
        except QueryError as exc:
            log(f"query {qid} ({label}) cannot be searched: {exc}; it scores 0")
        if i % 10 == 0 or i == len(queries):
            log(f"prepared {i}/{len(queries)} {label} queries ({time.perf_counter() - t0:.0f}s)")
    return out


def run_eval(ds: Dataset, engine: Engine, opts: EvalOptions, log: Log) -> EvalReport:
    """Every selected system on every scored query of ``ds``; metrics, significance and latencies."""
    t_start = time.perf_counter()
    seconds: dict[str, float] = {}
    queries = ds.queries[: opts.limit] if opts.limit else ds.queries
    qrels = {q.id: ds.qrels[q.id] for q in queries}
    lost, lost_docs = unfindable(ds, engine)
    if lost:
        log(f"{lost} relevant pair(s) point at {len(lost_docs)} document(s) not in the index; counted as "
            f"unfindable: {', '.join(lost_docs[:10])}{' …' if len(lost_docs) > 10 else ''}")
    systems = build_systems(opts.tuned, engine.settings.zscore, engine.settings.empty_facet, opts.tuned_ctx)
    notes = list(ds.notes)
    ctx_texts = {q.id: citation_context(q.text, opts.ctx_before, opts.ctx_after) for q in queries}
    selected = _drop_ctx_without_markers(list(opts.systems), systems, ctx_texts, notes)

    t0 = time.perf_counter()
    full = prepare_view(engine, [(q.id, q.text) for q in queries], log, "full")
    seconds["prepare"] = time.perf_counter() - t0
    ctx: dict[str, Prepared] = {}
    if any(systems[s].needs_ctx for s in selected):
        t0 = time.perf_counter()
        ctx = prepare_view(engine, [(q.id, ctx_texts[q.id] or q.text) for q in queries], log, "citation-context")
        seconds["prepare_ctx"] = time.perf_counter() - t0

    baseline = _build_langchain(engine, ds, queries, opts, log, seconds) if "langchain" in selected else None
    ours = any(systems[s].group in ("ours", "ablation", "ctx") for s in selected)
    t0 = time.perf_counter()
    timed = _timed_searches(engine, queries, full, opts, baseline if baseline is not None else None, ours, log)
    seconds["timed_search"] = time.perf_counter() - t0
    if timed.mismatched:
        notes.append(f"Engine.search() top-10 differed from the tuned system's ranking on {len(timed.mismatched)} "
                     f"queries ({', '.join(timed.mismatched[:5])})")

    t0 = time.perf_counter()
    results = [_rank_system(systems[sid], engine, queries, qrels, full, ctx, opts.depth, timed.search_s)
               for sid in selected if systems[sid].rank is not None]
    if "profile" in selected:
        results.append(_profile_system(engine, queries, qrels, opts, systems["profile"].label, notes, log))
    if baseline is not None:
        results.append(_result("langchain", systems["langchain"].label, "baseline", timed.langchain_run, qrels,
                               list(timed.langchain_s.values()), None,
                               extra={"config": baseline.config.describe(), "chunks": baseline.n_chunks}))
    results.sort(key=lambda r: selected.index(r.id))
    seconds["rank"] = time.perf_counter() - t0

    ids = engine.index.ids
    pools = {q: [ids[int(r)] for r in p.pool.rows] for q, p in full.items()}
    ctx_pools = {q: [ids[int(r)] for r in p.pool.rows] for q, p in ctx.items()}
    for r in results:
        if r.id in POOL_SYSTEMS:
            r.pool_recall = M.micro_pool_recall(ctx_pools if r.id == "ctx-tuned" else pools, qrels)
    curve = [(m, M.micro_pool_recall({q: v[:m] for q, v in pools.items()}, qrels))
             for m in POOL_CURVE if m <= engine.settings.pool_m]
    _significance(results, opts.permutations, opts.seed)
    seconds["total"] = time.perf_counter() - t_start
    return EvalReport(ds.name, ds.split, len(queries), sum(len(v) for v in qrels.values()), lost, lost_docs,
                      notes, results, curve, _setup(engine, opts, results), seconds)


def _profile_system(engine: Engine, queries: list[Query], qrels, opts: EvalOptions, label: str, notes: list[str],
                    log: Log) -> SystemResult:
    """The shipped ranking: each query's profile (by type, or ``opts.profile``) through ``rank_query``, timed
    as ``Engine.search(k=10)`` with the same profile."""
    from ..profiles import resolve
    from ..ranking import rank_query

    ids = engine.index.ids
    run: dict[str, list[tuple[str, float]]] = {}
    latencies: list[float] = []
    used: dict[str, int] = {}
    for q in queries:
        try:
            prof, qtype = resolve(q.text, opts.profile)
            if engine.settings.backend == "milvus":  # Stage 1 and features from Milvus, the same ranking code
                r, cands = engine.backend.rank_query(q.text, prof, qtype)
                ids = cands.ids
            else:
                r = rank_query(engine, q.text, prof, qtype)
            t = time.perf_counter()
            engine.search(q.text, k=10, profile=prof.key if opts.profile is None else opts.profile)
            latencies.append(time.perf_counter() - t)
        except QueryError as exc:
            log(f"query {q.id} (profile) cannot be searched: {exc}; it scores 0")
            run[q.id] = []
            continue
        used[prof.key] = used.get(prof.key, 0) + 1
        rows = r.rows(opts.depth)
        run[q.id] = [(ids[int(x)], s) for x, s in zip(rows, M.ranked_scores(len(rows)))]
    notes.append("profiles used by the 'profile' system: " + ", ".join(f"{k} x{n}" for k, n in sorted(used.items())))
    return _result("profile", label, "ours", run, qrels, latencies, None,
                   extra={"profiles": used, "forced": opts.profile})


# systems that rank exactly the Stage-1 pool (so pool recall bounds their recall)
POOL_SYSTEMS = ("rrf", "original", "uniform", "tuned", "no-zscore", "no-sections", "ctx-tuned")


def _drop_ctx_without_markers(selected: list[str], systems: dict[str, System], ctx_texts: dict[str, str],
                              notes: list[str]) -> list[str]:
    """The citation-context systems need [?CITATION?] markers; without any they are skipped with a note."""
    if not any(systems[s].needs_ctx for s in selected):
        return selected
    if not any(ctx_texts.values()):
        dropped = [s for s in selected if systems[s].needs_ctx]
        notes.append(f"no query has a [?CITATION?] marker: skipped {', '.join(dropped)}")
        return [s for s in selected if not systems[s].needs_ctx]
    if not all(ctx_texts.values()):
        n = sum(1 for v in ctx_texts.values() if not v)
        notes.append(f"{n} queries have no [?CITATION?] marker: their citation-context view is the full query")
    return selected


@dataclass
class Timed:
    search_s: dict[str, float] = field(default_factory=dict)
    langchain_s: dict[str, float] = field(default_factory=dict)
    langchain_run: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    mismatched: list[str] = field(default_factory=list)


def _timed_searches(engine: Engine, queries: list[Query], full: dict[str, Prepared], opts: EvalOptions,
                    baseline, ours: bool, log: Log) -> Timed:
    """``Engine.search()`` (tuned weights) and LangChain's EnsembleRetriever, back to back on each query so both
    see the same machine load; also checks that search() returns the tuned system's top 10."""
    out = Timed()
    t0 = time.perf_counter()
    for i, q in enumerate(queries, start=1):
        if ours and q.id in full:
            t = time.perf_counter()
            result = engine.search(q.text, k=10, weights=opts.tuned)
            out.search_s[q.id] = time.perf_counter() - t
            p = full[q.id]
            expect = rank_stage2(p.features, p.pool, opts.tuned, 10, engine.settings.zscore,
                                 engine.settings.empty_facet)[0]
            if [h.case_id for h in result.hits] != [engine.index.ids[r] for r in expect]:
                out.mismatched.append(q.id)
        if baseline is not None:
            t = time.perf_counter()
            got = baseline.search(q.text, opts.depth)
            out.langchain_s[q.id] = time.perf_counter() - t
            out.langchain_run[q.id] = list(zip(got, M.ranked_scores(len(got))))
        if i % 10 == 0 or i == len(queries):
            log(f"timed {i}/{len(queries)} queries ({time.perf_counter() - t0:.0f}s)")
    return out


def _rank_system(system: System, engine: Engine, queries: list[Query], qrels, full: dict[str, Prepared],
                 ctx: dict[str, Prepared], depth: int, search_s: dict[str, float]) -> SystemResult:
    ids = engine.index.ids
    run: dict[str, list[tuple[str, float]]] = {}
    latencies: list[float] = []
    for q in queries:
        if q.id not in full:
            run[q.id] = []
            continue
        views = {"full": full[q.id], **({"ctx": ctx[q.id]} if q.id in ctx else {})}
        rows, scores = system.rank(views, depth)
        run[q.id] = [(ids[int(r)], float(s)) for r, s in zip(rows, scores)]
        t = component_latency(system.id, views, search_s.get(q.id))
        if t is not None:
            latencies.append(t)
    return _result(system.id, system.label, system.group, run, qrels, latencies, system.weights)


def _significance(results: list[SystemResult], permutations: int, seed: int) -> None:
    """Paired randomization p-values of every system against BM25 and against LangChain on every metric in
    SIGNIFICANCE_METRICS, Holm-adjusted over the systems compared with the same reference on the same metric
    (``p_values``; the unadjusted ones in ``p_raw``)."""
    by_id = {r.id: r for r in results}
    for ref in ("bm25", "langchain"):
        if ref not in by_id:
            continue
        for m in SIGNIFICANCE_METRICS:
            raw = {r.id: paired_randomization(r.per_query[m], by_id[ref].per_query[m], permutations, seed)
                   for r in results if r.id != ref}
            adjusted = holm(raw)
            for r in results:
                if r.id in raw:
                    r.p_raw.setdefault(ref, {})[m] = raw[r.id]
                    r.p_values.setdefault(ref, {})[m] = adjusted[r.id]


def _setup(engine: Engine, opts: EvalOptions, results: list[SystemResult]) -> dict[str, str]:
    s = engine.settings
    setup = {
        "store": str(s.store),
        **({"backend": f"milvus ({shown_url(s.milvus_uri) or 'Milvus Lite in the store'}, "
                       f"BM25 over {s.milvus_text} text)"}
           if s.backend == "milvus" else {}),
        "model": engine.encoder.id,
        "facetizer": provenance(engine.facetizer),
        "stage 1": f"A = {s.top_a}, B = {s.top_b} ({s.dense_backend}), RRF k = {s.rrf_k}, M = {s.pool_m}",
        "stage 2": f"z-score {'on' if s.zscore else 'off'}, empty facet rule {s.empty_facet}",
        "tuned weights": _weights_text(opts.tuned) + f" [{opts.tuned.source}]",
        **({"tuned weights, citation-context view": _weights_text(opts.tuned_ctx) + f" [{opts.tuned_ctx.source}]"}
           if opts.tuned_ctx is not None else {}),
        "paper weights": _weights_text(Weights()),
        "run depth": str(opts.depth),
        "citation-context view": f"{opts.ctx_before} words before and {opts.ctx_after} after each marker",
        "significance": f"paired randomization, {opts.permutations} sign flips (exact when <= 12 queries), "
                        f"seed {opts.seed}; Holm-adjusted over the systems compared with each reference, per "
                        f"metric ({', '.join(SIGNIFICANCE_METRICS)})",
    }
    lc = next((r for r in results if r.id == "langchain"), None)
    if lc is not None and lc.weights:
        setup["langchain"] = f"{lc.weights['config']}; {lc.weights['chunks']} chunks"
    return setup


def _build_langchain(engine: Engine, ds: Dataset, queries, opts: EvalOptions, log: Log,
                     seconds: dict[str, float]):
    from .langchain_baseline import LangChainConfig, build_baseline

    t0 = time.perf_counter()
    cfg = LangChainConfig(k=opts.langchain_k or opts.depth, bm25_over=opts.langchain_bm25)  # type: ignore[arg-type]
    cases = [(cid, text) for cid, text, _, _ in engine.store.iter_cases(include_vectors=False)]
    fingerprint = f"{ds.corpus.sha256}:{engine.store.generation}"
    base = build_baseline(cases, engine.encoder, Path(engine.settings.store) / "langchain", fingerprint, cfg,
                          engine.analyzer, log)
    # warm the query-embedding cache so that both systems are timed with cached query vectors
    base.vectorstore.embeddings.embed_documents([q.text for q in queries])
    seconds["langchain_build"] = time.perf_counter() - t0
    log(f"LangChain baseline ready in {seconds['langchain_build']:.0f}s ({base.n_chunks} chunks)")
    return base


def _result(sid: str, label: str, group: str, run: dict[str, list[tuple[str, float]]], qrels: M.Qrels,
            latencies: list[float], weights: Weights | None, extra: dict | None = None) -> SystemResult:
    qids = list(qrels)
    per_query = M.per_query({q: [d for d, _ in run.get(q, [])] for q in qids}, qrels, qids)
    info = weights.to_json() if weights is not None else None
    if extra:
        info = {**(info or {}), **extra}
    return SystemResult(sid, label, group, per_query, M.mean(per_query), run,
                        latency_ms=1000 * statistics.median(latencies) if latencies else None, weights=info)


def _weights_text(w: Weights) -> str:
    lex = ", ".join(f"{x:.3f}" for x in w.w_lex)
    sem = ", ".join(f"{x:.3f}" for x in w.w_sem)
    return f"alpha {w.alpha}, beta {w.beta}, w_lex [{lex}], w_sem [{sem}] (facts, issues, decision, reasoning)"


def relevant_mask(engine: Engine, p: Prepared, relevant: set[str]) -> np.ndarray:
    ids = engine.index.ids
    return np.fromiter((ids[int(r)] in relevant for r in p.pool.rows), dtype=bool, count=len(p.pool.rows))


def read_json(path: Path) -> dict | None:
    """A JSON marker file, or None when it is missing or unreadable (then the work it marks is redone)."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None


def write_json(path: Path, data: dict) -> None:
    Path(path).write_text(json.dumps(data, indent=2), encoding="utf-8")
