"""Measured scale: search latency, memory, disk, add and delete times on synthetic corpora of N judgments.

    PYTHONPATH=$PWD nice -n 19 python benchmarks/bench_scale.py --sizes 10000,100000 \\
        [--backend embedded|milvus] [--queries 20] [--seed 13] [--json out.json]

Judgments come from ``synth_corpus`` (real paragraphs of the shared corpora, real unit vectors plus noise) and go
through the public engine only (``Engine.ingest_cases`` / ``delete`` / ``search``), so the figures are those of
whichever index and backend this checkout has. The synthetic unit vectors are written into an isolated
embedding cache first, under the keys the encoder looks up, and the encoder's model is guarded: loading it
while building aborts the run, and a text encoded while adding or deleting fails it (``EncoderCalled``).

Per size and backend:
- build: ingest throughput (judgments/s, units/s) and the first index build after it;
- search, in a fresh child process (its peak RSS is the search process's memory): for each fact-pattern query
  (the hand-written AILA short queries, then the AILA fact descriptions) one search with the encoder
  *included* (the query's vectors are not cached yet: the model encodes them) and ``--repeats`` searches with
  the encoder *excluded* (query vectors now come from the embedding cache), reporting Stage 1 + Stage 2
  (the engine's own timings) and the whole ``Engine.search`` call, wall and process CPU (on a loaded machine CPU time is the steadier figure);
- disk of the store folder (Chroma, derived index, term counts);
- add 1,000 judgments (vectors cached): the ingest call, then the first search after it (which refreshes the
  index), with how many judgments the analyzer re-read meanwhile (~N+1000: a full rebuild; ~1000: incremental);
- delete 100 judgments: the delete call and the first search after it, likewise.
The store is left as built (the other 900 added are deleted again, untimed), so a rerun reuses it.

Built stores are cached under ``~/.cache/lcr/scale/<backend>-n<N>-<key>/`` with the key covering the corpus
(source pool, seed, noise, caps) and the settings that shape the store; rerunning skips the build.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.synth_corpus import (  # noqa: E402
    DEFAULT_MAX_PARAGRAPHS, DEFAULT_SIGMA, DEFAULT_SOURCES, SHARED_DATA, SourcePool, SynthCorpus,
    build_source_pool)

SCALE_ROOT = Path.home() / ".cache" / "lcr" / "scale"
ADD_N = 1000
DELETE_N = 100


class EncoderCalled(RuntimeError):
    """The encoder's model was about to run where every vector must come from the pre-seeded cache."""


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def rss_mb() -> float:
    """Peak resident set size of this process so far (Linux reports ru_maxrss in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def du_mb(path: Path) -> float:
    total = 0
    for p in Path(path).rglob("*"):
        with contextlib.suppress(OSError):
            if p.is_file() and not p.is_symlink():
                total += p.stat().st_blocks * 512
    return total / 2**20


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(values, p)) if values else float("nan")


# ---- the encoder guard and the analyzer counter ---------------------------------------------------------------
def guard_encoder(engine) -> dict[str, int]:
    """Make loading the model raise (build and mutations must never encode); returns a counter of attempts."""
    count = {"model_loads": 0}

    def refuse():
        count["model_loads"] += 1
        raise EncoderCalled("the encoder's model was called: a synthetic unit vector was not in the seeded cache")

    engine.encoder._load = refuse  # the instance attribute shadows Encoder._load (used by encode on a miss)
    return count


def count_model_texts(engine) -> dict[str, int]:
    """Count texts the model really encodes (cache misses) in a process where encoding is allowed."""
    count = {"texts": 0, "calls": 0}
    original = engine.encoder._load

    def load_counting():
        model = original()

        class Counting:
            def __getattr__(self, name):
                return getattr(model, name)

            def encode(self, texts, **kw):
                count["calls"] += 1
                count["texts"] += len(texts)
                return model.encode(texts, **kw)

        return Counting()

    engine.encoder._load = load_counting
    return count


class AnalyzerCounter:
    """How many texts the lexical analyzer reads (an index rebuild re-reads every judgment, 5 fields each)."""

    def __init__(self) -> None:
        from lcr_core.lexical import Analyzer

        self.cls = Analyzer
        self.original = Analyzer.__call__
        self.calls = 0

    def __enter__(self) -> AnalyzerCounter:
        counter, original = self, self.original

        def counting(analyzer, text):
            counter.calls += 1
            return original(analyzer, text)

        self.cls.__call__ = counting
        return self

    def __exit__(self, *exc) -> None:
        self.cls.__call__ = self.original


def full_build_counter() -> tuple[dict[str, int], list]:
    """Count calls of the known whole-corpus builders, where this checkout has them."""
    counts: dict[str, int] = {}
    patches = []
    targets = [("lcr_core.index", "SearchIndex", "build"), ("lcr_core.bm25_params", None, "build_counts")]
    import importlib

    for mod_name, cls_name, fn in targets:
        try:
            mod = importlib.import_module(mod_name)
        except ImportError:
            continue
        owner = getattr(mod, cls_name, None) if cls_name else mod
        if owner is None or not hasattr(owner, fn):
            continue
        raw = owner.__dict__.get(fn) if cls_name else getattr(owner, fn)
        name = f"{cls_name + '.' if cls_name else mod_name.split('.')[-1] + '.'}{fn}"
        counts[name] = 0

        def make(raw=raw, name=name):
            func = raw.__func__ if isinstance(raw, classmethod) else raw

            def wrapper(*a, **kw):
                counts[name] += 1
                return func(*a, **kw)

            return classmethod(wrapper) if isinstance(raw, classmethod) else wrapper

        setattr(owner, fn, make())
        patches.append((owner, fn, raw))
    return counts, patches


# ---- settings, keys and sources --------------------------------------------------------------------------------
def check_backend(backend: str) -> None:
    if backend == "embedded":
        return
    from lcr_core.config import Settings

    if "backend" not in Settings.model_fields:
        sys.exit("this checkout has no Milvus backend (Settings has no `backend` field): "
                 "run --backend milvus after the milvus branch is merged")


def backend_env(backend: str, milvus_uri: str | None) -> dict[str, str]:
    """Environment that selects the backend (``LCR_BACKEND``/``LCR_MILVUS_URI``, as issue 10 names them).

    Without ``--milvus-uri`` the backend's default applies (Milvus Lite inside the store folder, so the disk
    figure includes it)."""
    if backend == "embedded":
        return {"LCR_BACKEND": "embedded"} if os.environ.get("LCR_BACKEND") else {}
    return {"LCR_BACKEND": "milvus", **({"LCR_MILVUS_URI": milvus_uri} if milvus_uri else {})}


def make_ready(engine) -> None:
    """Bring the search side up to date with the store without loading the encoder: the derived index
    (embedded backend) or the Milvus mirror (``Engine.backend.count()`` syncs it, on the milvus branch)."""
    if getattr(engine.settings, "backend", "embedded") != "embedded":
        engine.backend.count()
    else:
        engine.index  # noqa: B018


def release(engine) -> None:
    """Close the engine's search backend, and stop an embedded Milvus Lite server: its data folder admits one
    process at a time, and the search runs in a child process."""
    backend = getattr(engine, "_backend", None)
    if backend is not None:
        with contextlib.suppress(Exception):
            backend.close()
    with contextlib.suppress(ImportError):
        from milvus_lite.server_manager import server_manager_instance

        server_manager_instance.release_all()


def make_settings(folder: Path, cache_dir: Path | None = None):
    from lcr_core.config import Settings

    return Settings(store=folder / "store", cache_dir=cache_dir or folder / "cache")


def store_key(corpus: SynthCorpus, backend: str, settings, bulk: bool = False) -> str:
    shaping = {k: str(getattr(settings, k, None)) for k in
               ("dtype", "facetizer", "facet_arguments_as", "bm25_k1", "bm25_b", "stemming", "hnsw_ef_search")}
    key = {"corpus": corpus.key, "backend": backend, "settings": shaping}
    if bulk:  # carried facets, not the facetizer's: a different store (the key of a normal build is unchanged)
        key["builder"] = "bulk"
    blob = json.dumps(key, sort_keys=True)
    return hashlib.blake2b(blob.encode(), digest_size=6).hexdigest()


def bulk_stop_at(args) -> float | None:
    """``--bulk-stop-at HH:MM`` (UTC, today or, if already past, tomorrow) as a ``time.time()``."""
    if not args.bulk_stop_at:
        return None
    import datetime as dt

    hh, mm = (int(x) for x in args.bulk_stop_at.split(":"))
    now = dt.datetime.now(dt.timezone.utc)
    at = now.replace(hour=hh, minute=mm, second=0, microsecond=0)
    return (at if at > now else at + dt.timedelta(days=1)).timestamp()


def pool_path(args) -> Path:
    return SCALE_ROOT / f"source-pool-{'+'.join(args.sources)}.npz"


def load_pool(args, model_id: str, count_tokens) -> SourcePool:
    path = pool_path(args)
    if path.exists():
        pool = SourcePool.load(path)
        if pool.token_counts is None:
            pool.count_tokens(count_tokens)
            pool.save(path)
        return pool
    corpora = [SHARED_DATA / name / "corpus.jsonl.gz" for name in args.sources]
    pool, stats = build_source_pool(corpora, Path(args.source_cache), model_id, count_tokens, log=log)
    log(f"source pool: {stats}")
    pool.count_tokens(count_tokens)
    pool.save(path)
    return pool


def fact_queries(n: int) -> list[str]:
    """Distinct fact-pattern queries: the hand-written AILA short ones, then the AILA fact descriptions."""
    out: list[str] = []
    for name in ("queries_val_short.jsonl", "queries_train_short.jsonl", "queries_val.jsonl", "queries_train.jsonl"):
        with open(SHARED_DATA / "aila2019" / name, encoding="utf-8") as fh:
            for line in fh:
                q = json.loads(line)
                out.append(q["text"] + ("\n" + q["question"] if q.get("question") else ""))
    if n > len(out):
        log(f"only {len(out)} distinct fact-pattern queries exist; using {len(out)}")
    return out[:n]


# ---- phases ------------------------------------------------------------------------------------------------------
def seeded_cases(engine, corpus: SynthCorpus, start: int, stop: int, stats: dict):
    """RawCases of judgments start..stop, their unit vectors written to the engine's cache just before."""
    from lcr_core.sources import RawCase

    chunk = 256
    for lo in range(start, stop, chunk):
        t0, c0 = time.perf_counter(), time.process_time()
        batch = list(corpus.judgments(lo, min(lo + chunk, stop)))
        items: dict[bytes, np.ndarray] = {}
        for j in batch:
            items.update(j.cache_items())
            stats["units"] += len(j.units)
            stats["chars"] += len(j.text)
        engine.encoder.cache.put_many(engine.encoder.id, items)
        stats["unique_unit_texts"] += len(items)
        stats["generate_s"] += time.perf_counter() - t0
        stats["generate_cpu_s"] = stats.get("generate_cpu_s", 0.0) + time.process_time() - c0
        for j in batch:
            yield RawCase(j.case_id, j.text, "synthetic", dict(j.metadata))


class LazyCases:
    """``seeded_cases`` with a length: Engine.ingest_cases wants a sized collection for its progress total,
    and the judgments are generated (and their vectors seeded) only as ingest reaches them."""

    def __init__(self, engine, corpus: SynthCorpus, start: int, stop: int, stats: dict) -> None:
        self.args = (engine, corpus, start, stop, stats)

    def __len__(self) -> int:
        return self.args[3] - self.args[2]

    def __iter__(self):
        return seeded_cases(*self.args)


def build(folder: Path, corpus: SynthCorpus, n: int) -> dict:
    """Ingest judgments 0..n-1 through Engine.ingest_cases (resumable), then build the index once."""
    from lcr_core.engine import Engine

    engine = Engine(make_settings(folder))
    guard = guard_encoder(engine)
    stats = {"units": 0, "chars": 0, "unique_unit_texts": 0, "generate_s": 0.0}
    done = {"n": 0, "t": time.perf_counter()}

    def progress(k, total, _what):
        if k - done["n"] >= 1000 or k == total:
            dt = time.perf_counter() - t0
            log(f"  ingested {k:,}/{total:,} ({k / max(dt, 1e-9):.1f} judgments/s overall)")
            done["n"] = k

    log(f"building n={n:,} in {folder}")
    t0, c0 = time.perf_counter(), time.process_time()
    report = engine.ingest_cases(LazyCases(engine, corpus, 0, n, stats), progress=progress)
    t_ingest, c_ingest = time.perf_counter() - t0, time.process_time() - c0
    t_ingest -= stats["generate_s"]  # the benchmark's own work (making judgments, seeding the cache) is not ingest
    c_ingest -= stats.get("generate_cpu_s", 0.0)
    with AnalyzerCounter() as analyzed:
        t1, c1 = time.perf_counter(), time.process_time()
        make_ready(engine)
        t_index, c_index = time.perf_counter() - t1, time.process_time() - c1
    assert guard["model_loads"] == 0
    release(engine)
    new = len(report.added) + len(report.updated)
    out = {
        "n": engine.store.count(), "ingested_now": new, "unchanged": report.unchanged,
        "units_stored": engine.store.units.count(), "ingest_s": t_ingest, "index_build_s": t_index,
        "ingest_cpu_s": c_ingest, "index_build_cpu_s": c_index,
        "cpu_s_per_judgment": c_ingest / new if new else None,
        "index_analyzer_calls": analyzed.calls, "ingest_timings": report.timings, **stats,
        "judgments_per_s": new / t_ingest if t_ingest else None,
        "units_per_s": report.units / t_ingest if t_ingest else None,
        "encoder_model_loads": guard["model_loads"], "peak_rss_mb": rss_mb(),
    }
    log(f"built: {json.dumps(out, default=float)}")
    return out


def rss_now_mb() -> float:
    """Resident set size of this process now (VmRSS), unlike ``rss_mb``'s peak."""
    with open("/proc/self/status", encoding="ascii") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS:")) / 1024.0


def rss_parts_mb() -> dict[str, float]:
    """This process's resident memory now, split: anonymous (heap: what it must have) and file-backed (pages of
    memory-mapped files, e.g. the index segments: clean page cache the kernel may drop and re-read)."""
    out: dict[str, float] = {}
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            key = line.split(":", 1)[0]
            if key in ("VmRSS", "RssAnon", "RssFile", "RssShmem"):
                out[key] = int(line.split()[1]) / 1024.0
    return {"rss_mb": out.get("VmRSS", 0.0), "anon_mb": out.get("RssAnon", 0.0),
            "file_mb": out.get("RssFile", 0.0) + out.get("RssShmem", 0.0)}


def explain_memory(engine, queries: list[str], k: int) -> dict:
    """Offline explanations of the top ``k`` for a few queries, after the searches: their latency and what they
    add to the process's memory (they read unit vectors through Chroma's units collection)."""
    from lcr_core.explain import explain_hits

    before_now, before_peak = rss_now_mb(), rss_mb()
    wall, cpu = [], []
    for q in queries:
        result = engine.search(q, k=k)
        t0, c0 = time.perf_counter(), time.process_time()
        exs = explain_hits(engine, result, k=k, llm=False)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        assert len(exs) == min(k, len(result.hits))
    return {"explain_k": k, "explain_queries": len(queries), "explain_first_s": wall[0],
            "explain_p50_ms": 1000 * pct(wall, 50), "explain_cpu_p50_ms": 1000 * pct(cpu, 50),
            "rss_before_explain_mb": before_now, "rss_after_explain_mb": rss_now_mb(),
            "rss_after_explain_parts_mb": rss_parts_mb(),
            "peak_rss_before_explain_mb": before_peak, "peak_rss_after_explain_mb": rss_mb()}


def search_child(folder: Path, n_queries: int, repeats: int, explain_k: int = 0) -> dict:
    """Runs in a fresh process: open the store, search, report latencies and this process's peak RSS."""
    from lcr_core.engine import Engine

    import tempfile

    t0 = time.perf_counter()
    # an empty embedding cache of its own: every query's first search really encodes it, on every rerun
    engine = Engine(make_settings(folder, Path(tempfile.mkdtemp(prefix="lcr-scale-q-"))), create=False)
    model_texts = count_model_texts(engine)
    rss_open = rss_mb()
    t1 = time.perf_counter()
    make_ready(engine)  # load (or rebuild) the derived index, or sync the Milvus mirror
    t_index = time.perf_counter() - t1
    rss_index = rss_mb()
    engine.encoder.load()
    engine.search("warm-up: the model and the index are loaded before timing")
    queries = fact_queries(n_queries)
    incl_total, incl_stages, excl_total, excl_stages, incl_cpu, excl_cpu = [], [], [], [], [], []
    for q in queries:
        before = model_texts["texts"]
        c0 = time.process_time()
        r = engine.search(q)
        cpu = time.process_time() - c0
        if model_texts["texts"] == before:
            log("a query's vectors were already cached: its 'encoder included' time is not one")
        else:
            incl_total.append(r.timings["total"])
            incl_stages.append(r.timings["stage1"] + r.timings["stage2"])
            incl_cpu.append(cpu)
        for _ in range(repeats):
            before = model_texts["texts"]
            c0 = time.process_time()
            r = engine.search(q)
            excl_cpu.append(time.process_time() - c0)
            assert model_texts["texts"] == before, "a repeated query was encoded again"
            excl_total.append(r.timings["total"])
            excl_stages.append(r.timings["stage1"] + r.timings["stage2"])
    ms = lambda xs, p: 1000 * pct(xs, p)  # noqa: E731
    peak_search = rss_mb()
    parts_search = rss_parts_mb()  # after the searches, before any explanation
    explain = explain_memory(engine, queries[:5], explain_k) if explain_k else {}
    return {**explain,
        "index": index_stats(engine.index) if getattr(engine.settings, "backend", "embedded") == "embedded" else {},
        "open_s": t1 - t0, "index_load_s": t_index, "queries": len(queries), "repeats": repeats,
        "rss_after_open_mb": rss_open, "rss_after_index_mb": rss_index, "peak_rss_mb": peak_search,
        "rss_after_searches_parts_mb": parts_search,
        "excluded_stages_p50_ms": ms(excl_stages, 50), "excluded_stages_p95_ms": ms(excl_stages, 95),
        "excluded_search_p50_ms": ms(excl_total, 50), "excluded_search_p95_ms": ms(excl_total, 95),
        "included_search_p50_ms": ms(incl_total, 50), "included_search_p95_ms": ms(incl_total, 95),
        "included_stages_p50_ms": ms(incl_stages, 50),
        # process CPU (all threads) per search: what the wall time would be on an idle core, roughly
        "excluded_cpu_p50_ms": ms(excl_cpu, 50), "included_cpu_p50_ms": ms(incl_cpu, 50),
        "load_avg": os.getloadavg(), "nice": os.nice(0),
        "model_texts_encoded": model_texts["texts"],
    }


def index_stats(index) -> dict:
    """Term and posting counts of the derived index (for the BM25 memory model), where its shape allows."""
    out: dict = {"cases": getattr(index, "size", None)}
    with contextlib.suppress(Exception):
        fields = {"whole": index.bm25_whole, **index.bm25_facets}
        out["postings"] = {f: int(m.weights.nnz) for f, m in fields.items()}
        out["vocabulary"] = {f: len(m.vocab) for f, m in fields.items()}
    return out


def mutate(folder: Path, corpus: SynthCorpus, n: int, probe_query: str, add_n: int = ADD_N,
           delete_n: int = DELETE_N, commit_batch: int | None = None) -> dict:
    """Add 1,000 judgments (vectors cached) and delete 100, each followed by the search that sees the change."""
    from lcr_core.engine import Engine

    engine = Engine(make_settings(folder), create=False)
    encoded = count_model_texts(engine)
    engine.search(probe_query)  # the index is current before timing (and the probe's vectors are cached)
    before = encoded["texts"]
    stats = {"units": 0, "chars": 0, "unique_unit_texts": 0, "generate_s": 0.0}
    cases = list(seeded_cases(engine, corpus, n, n + add_n, stats))  # generated and seeded, untimed
    counts, patches = full_build_counter()
    added_ids, victims = [c.case_id for c in cases], []
    try:
        t0, c0 = time.perf_counter(), time.process_time()
        report = engine.ingest_cases(cases, **({"batch_size": commit_batch} if commit_batch else {}))
        t_add, c_add = time.perf_counter() - t0, time.process_time() - c0
        with AnalyzerCounter() as analyzed:
            t1, c1 = time.perf_counter(), time.process_time()
            r = engine.search(probe_query)
            t_add_search, c_add_search = time.perf_counter() - t1, time.process_time() - c1
        add_builds = dict(counts)
        victims = added_ids[:: max(add_n // delete_n, 1)][:delete_n]
        t2, c2 = time.perf_counter(), time.process_time()
        deleted = engine.delete(victims)
        t_del, c_del = time.perf_counter() - t2, time.process_time() - c2
        with AnalyzerCounter() as analyzed_del:
            t3, c3 = time.perf_counter(), time.process_time()
            engine.search(probe_query)
            t_del_search, c_del_search = time.perf_counter() - t3, time.process_time() - c3
        del_builds = {k: v - add_builds.get(k, 0) for k, v in counts.items()}
    finally:
        for owner, fn, raw in patches:
            setattr(owner, fn, raw)
        # leave the store as built, so a rerun reuses it (untimed; also after a failure)
        engine.delete([c for c in added_ids if c not in set(victims)])
        make_ready(engine)
        release(engine)
    if encoded["texts"] != before:
        raise EncoderCalled(f"{encoded['texts'] - before} texts were encoded while adding and deleting")
    return {
        "add_n": len(report.added), "add_ingest_s": t_add, "commit_batch": commit_batch or "engine default", "add_first_search_s": t_add_search,
        "add_timings": report.timings,  # wall s per ingest phase; the rest of add_ingest_s is the start-up
        # scan (store.tidy), the stored-hash lookups and the index update after the write
        "add_ingest_cpu_s": c_add, "add_first_search_cpu_s": c_add_search,
        "delete_cpu_s": c_del, "delete_first_search_cpu_s": c_del_search, "load_avg": os.getloadavg(),
        "add_analyzer_calls": analyzed.calls, "add_full_builds": add_builds,
        "add_search_hits": len(r.hits),
        "delete_n": deleted, "delete_s": t_del, "delete_first_search_s": t_del_search,
        "delete_analyzer_calls": analyzed_del.calls, "delete_full_builds": del_builds,
        "encoder_texts_encoded": encoded["texts"] - before,
    }


# ---- driver ------------------------------------------------------------------------------------------------------
def run_size(args, corpus: SynthCorpus, n: int) -> dict:
    probe = make_settings(Path("/nonexistent"))
    key = store_key(corpus, args.backend, probe, bulk=args.bulk)
    folder = SCALE_ROOT / f"{args.backend}-n{n}-{key}"
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.update(backend_env(args.backend, args.milvus_uri))
    built_path = folder / "built.json"
    result: dict = {"n": n, "backend": args.backend, "folder": str(folder), "key": key}
    if built_path.exists() and not args.rebuild:
        result["build"] = json.loads(built_path.read_text())
        result["build"]["reused"] = True
        log(f"n={n:,}: reusing the store built {result['build'].get('finished', '?')}")
    else:
        if args.rebuild:
            shutil.rmtree(folder / "store", ignore_errors=True)
        start = smaller_store(folder, n) if not (folder / "store").exists() and not args.rebuild else None
        if start is not None:  # judgment i does not depend on N: a built smaller corpus is this one's prefix
            log(f"n={n:,}: starting from a copy of {start.name} (its judgments are this corpus's first ones)")
            for part in ("store", "cache"):
                shutil.copytree(start / part, folder / part, dirs_exist_ok=True)
        if args.bulk:
            from benchmarks.bulk_build import build_bulk

            b = build_bulk(folder, corpus, n, pool_path(args), [SHARED_DATA / s / "corpus.jsonl.gz" for s in args.sources],
                           Path(args.source_cache), workers=args.bulk_workers, log=log, stop_at=bulk_stop_at(args))
        else:
            b = build(folder, corpus, n)
        b["started_from"] = start.name if start is not None else None
        b["finished"] = time.strftime("%Y-%m-%d %H:%M:%S %Z")
        # a bulk build stopped early (--bulk-stop-at) is not "built": a rerun resumes it instead of reusing it
        (folder / "built-partial.json" if b.get("stopped_early") else built_path).write_text(
            json.dumps(b, indent=2, default=float))
        result["build"] = b
    result["n_stored"] = result["build"].get("n", n)
    if args.build_only:
        return result
    log(f"n={n:,}: searching in a child process")
    cmd = [sys.executable, str(Path(__file__).resolve()), "--search-child", str(folder),
           "--queries", str(args.queries), "--repeats", str(args.repeats), "--explain-k", str(args.explain_k)]
    child = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(
                               p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)})
    sys.stderr.write(child.stderr[-4000:])
    if child.returncode != 0:
        raise RuntimeError(f"the search child failed ({child.returncode})")
    result["search"] = json.loads(child.stdout.strip().splitlines()[-1])
    # after the searches: the derived index and term counts exist by now
    result["disk_mb"] = {"store": du_mb(folder / "store"), **{
        part: du_mb(folder / "store" / part) for part in ("chroma", "index", "termcounts")
        if (folder / "store" / part).exists()}}
    if not args.skip_mutations:
        log(f"n={n:,}: add {args.add} and delete {args.delete}")
        result["mutate"] = mutate(folder, corpus, n, fact_queries(1)[0], args.add, args.delete, args.commit_batch)
    return result


def smaller_store(folder: Path, n: int) -> Path | None:
    """The largest already built store of the same key with fewer judgments, if any."""
    backend, _, key = folder.name.partition("-n")
    key = key.split("-", 1)[1]
    best: tuple[int, Path] | None = None
    for other in SCALE_ROOT.glob(f"{backend}-n*-{key}"):
        try:
            m = int(other.name[len(backend) + 2 :].split("-", 1)[0])
        except ValueError:
            continue
        if m < n and (other / "built.json").exists() and (best is None or m > best[0]):
            best = (m, other)
    return best[1] if best else None


def table(results: list[dict]) -> str:
    rows = [
        "| N | backend | units | Stage1+2 p50 / p95 (ms, encoder excl.) | search p50 / p95 (ms, excl.) | "
        "search p50 / p95 (ms, encoder incl.) | search CPU p50 (ms, excl. / incl.) | search RSS (MB) | disk (MB) | "
        "add k + first search (s) | texts re-analysed after add | delete d + first search (s) | "
        "build (judgments/s wall; CPU s/judgment) |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        b, s, m, d = r.get("build", {}), r.get("search", {}), r.get("mutate", {}), r.get("disk_mb", {})
        f = lambda x, fmt="{:.0f}": fmt.format(x) if isinstance(x, (int, float)) else "–"  # noqa: E731
        rows.append(
            f"| {r['n']:,} | {r['backend']} | {f(b.get('units_stored'), '{:,}')} | "
            f"{f(s.get('excluded_stages_p50_ms'))} / {f(s.get('excluded_stages_p95_ms'))} | "
            f"{f(s.get('excluded_search_p50_ms'))} / {f(s.get('excluded_search_p95_ms'))} | "
            f"{f(s.get('included_search_p50_ms'))} / {f(s.get('included_search_p95_ms'))} | "
            f"{f(s.get('excluded_cpu_p50_ms'))} / {f(s.get('included_cpu_p50_ms'))} | "
            f"{f(s.get('peak_rss_mb'))} | {f(d.get('store'))} | "
            f"k={f(m.get('add_n'), '{:,}')}: {f(m.get('add_ingest_s'), '{:.1f}')} + "
            f"{f(m.get('add_first_search_s'), '{:.1f}')} | {f(m.get('add_analyzer_calls'), '{:,}')} | "
            f"d={f(m.get('delete_n'), '{:,}')}: {f(m.get('delete_s'), '{:.1f}')} + "
            f"{f(m.get('delete_first_search_s'), '{:.1f}')} | "
            f"{f(b.get('judgments_per_s'), '{:.2f}')}; {f(b.get('cpu_s_per_judgment'), '{:.3f}')} |")
    return "\n".join(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000", help="comma-separated corpus sizes, e.g. 10000,100000")
    ap.add_argument("--backend", choices=("embedded", "milvus"), default="embedded")
    ap.add_argument("--milvus-uri", default=None, help="default: the backend's own (Milvus Lite in the store)")
    ap.add_argument("--queries", type=int, default=20, help="distinct fact-pattern queries")
    ap.add_argument("--repeats", type=int, default=3, help="encoder-excluded searches per query")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--sigma", type=float, default=DEFAULT_SIGMA, help="noise norm added to unit vectors")
    ap.add_argument("--max-paragraphs", type=int, default=DEFAULT_MAX_PARAGRAPHS)
    ap.add_argument("--sources", default=",".join(DEFAULT_SOURCES))
    ap.add_argument("--source-cache", default=str(Path.home() / ".cache" / "lcr" / "embeddings.sqlite"),
                    help="embedding cache holding the real vectors of the source corpora (read only)")
    ap.add_argument("--add", type=int, default=ADD_N, help="judgments added (vectors cached), then removed again")
    ap.add_argument("--delete", type=int, default=DELETE_N, help="of those, judgments deleted (timed)")
    ap.add_argument("--build-only", action="store_true")
    ap.add_argument("--bulk", action="store_true",
                    help="build with benchmarks/bulk_build.py (store written directly, facets carried from the "
                         "source judgments) instead of Engine.ingest_cases; a separate cached store")
    ap.add_argument("--bulk-workers", type=int, default=1, help="record-generating processes of a bulk build")
    ap.add_argument("--bulk-stop-at", default=None, metavar="HH:MM",
                    help="UTC time after which a bulk build starts no more batches: the store then holds fewer "
                         "than N judgments (measured as it is: the results say how many); rerun to resume")
    ap.add_argument("--skip-mutations", action="store_true")
    ap.add_argument("--rebuild", action="store_true", help="discard a cached store of the same key")
    ap.add_argument("--json", type=Path, default=None, help="also write the results here")
    ap.add_argument("--search-child", type=Path, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--explain-k", type=int, default=0,
                    help="after the searches, explain the top K of 5 queries offline and report its memory")
    ap.add_argument("--commit-batch", type=int, default=None,
                    help="judgments per store write in the add (default: the engine's, ingest.COMMIT_BATCH)")
    args = ap.parse_args()
    args.sources = tuple(s for s in args.sources.split(",") if s)

    if args.search_child:
        print(json.dumps(search_child(args.search_child, args.queries, args.repeats, args.explain_k), default=float))
        return

    check_backend(args.backend)
    from lcr_core.encoder import Encoder
    from lcr_core.units import wordpiece_counter

    enc = Encoder()  # for its id and tokenizer only: the model is never loaded here
    count_tokens = wordpiece_counter(enc.tokenizer_json)
    pool = load_pool(args, enc.id, count_tokens)
    corpus = SynthCorpus(pool, count_tokens, seed=args.seed, sigma=args.sigma, max_paragraphs=args.max_paragraphs)
    log(f"source pool: {pool.n_docs:,} judgments, {len(pool.texts):,} paragraphs; corpus key {corpus.key}")
    results = []
    for n in [int(x) for x in args.sizes.split(",") if x]:
        results.append(run_size(args, corpus, n))
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps({"machine": machine(), "results": results}, indent=2, default=float))
    print(f"\nmachine: {machine()}\n")
    print(table(results))


def machine() -> dict:
    return {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version(),
            "load_avg_at_end": os.getloadavg(), "nice": os.nice(0), "when": time.strftime("%Y-%m-%d %H:%M %Z")}


if __name__ == "__main__":
    main()
