"""Latency of offline explanations, and the evidence design study; prints Markdown tables.

    python benchmarks/bench_explain.py [--store DIR] [--repeat 3]           # latency: search vs search + explain
    python benchmarks/bench_explain.py --evidence-study [--dataset ../shared/data/aila2019]

Latency: over the demo's example queries (lcr_core/data/demo/example_queries.json, fact pattern + question),
each search is timed alone, then ``explain_hits(k=10, llm=False)`` three times: "first time" (no cache at all:
cases read from the store and their outcomes detected), "cold" (cases read from the store, outcomes from the
precomputed outcome cache - the normal state once ``precompute_outcomes`` ran or a case was shown before) and
"warm" (cases already in the per-engine memory cache: a repeated or overlapping search). Wall-clock p50/p95 and the process CPU time are reported with the machine's load average,
because on a shared 2-core machine wall time includes waiting for the CPU.

Evidence study: for the AILA queries (train + val, the hand-written short form and the full fact description)
and their top-10 results on the demo store, the shipped design (unit cosine, BM25 inside the unit) is compared
with encoding the candidate sentences of the same top units and ranking them by their own cosine. Reported:
the encoder time that would add to a search, how often the two pick the same sentence, and how close each
one's first passage is to the *other* form of the same query (an independent description of the same case),
by cosine and by BM25 term overlap.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

from lcr_core.config import Settings
from lcr_core.demo import DEMO_CASES, DEMO_QUERIES, seed_cache
from lcr_core.engine import Engine
from lcr_core.explain import _state, explain_hits
from lcr_core.explain.evidence import idf_table, load_cases, query_facet, select_evidence, sentence_bm25
from lcr_core.explain.precomputed import OutcomeStore


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(values, p)) if values else float("nan")


def open_demo_engine(store: Path | None) -> Engine:
    base = Settings()
    settings = Settings(store=store or base.cache_dir / "bench" / "demo")
    engine = Engine(settings)
    if engine.store.count() == 0:
        seed_cache(engine.encoder.cache, engine.encoder.id)
        engine.ingest([DEMO_CASES], batch_size=64)
    engine.index
    return engine


def demo_queries() -> list[str]:
    data = json.loads(Path(DEMO_QUERIES).read_text(encoding="utf-8"))
    return [q["text"] + ("\n" + q["question"] if q.get("question") else "") for q in data]


def latency(engine: Engine, repeat: int, k: int) -> None:
    queries = demo_queries()
    state = _state(engine)
    # a private outcome cache, so clearing it never touches the user's <cache_dir>/explain_outcomes.sqlite
    tmp = tempfile.TemporaryDirectory(prefix="lcr-bench-")
    users = state["outcomes"]
    state["outcomes"] = OutcomeStore(Path(tmp.name) / "explain_outcomes.sqlite")
    engine.search(queries[0], k=k)  # model load and first index read, not counted
    explain_hits(engine, engine.search(queries[0], k=k), k=k, llm=False)
    cache, outcomes = state["cases"], state["outcomes"]
    rows: dict[str, list[float]] = {"search": [], "explain first time": [], "explain cold": [], "explain warm": [],
                                    "search + explain first time": [], "search + explain cold": [],
                                    "cpu explain first time": [], "cpu explain cold": [], "cpu explain warm": []}
    load0 = os.getloadavg()[0]
    for _ in range(repeat):
        for q in queries:
            t0 = time.perf_counter()
            result = engine.search(q, k=k)
            t1 = time.perf_counter()
            cache.clear()
            outcomes.clear()
            ta, ca = time.perf_counter(), time.process_time()
            explain_hits(engine, result, k=k, llm=False)  # nothing cached: outcomes detected now
            tb, cb = time.perf_counter(), time.process_time()
            cache.clear()
            explain_hits(engine, result, k=k, llm=False)  # cases read from the store, outcomes precomputed
            tc, cc = time.perf_counter(), time.process_time()
            explain_hits(engine, result, k=k, llm=False)  # cases in memory (a repeated / overlapping search)
            td, cd = time.perf_counter(), time.process_time()
            rows["search"].append(t1 - t0)
            rows["explain first time"].append(tb - ta)
            rows["explain cold"].append(tc - tb)
            rows["explain warm"].append(td - tc)
            rows["search + explain first time"].append((t1 - t0) + (tb - ta))
            rows["search + explain cold"].append((t1 - t0) + (tc - tb))
            rows["cpu explain first time"].append(cb - ca)
            rows["cpu explain cold"].append(cc - cb)
            rows["cpu explain warm"].append(cd - cc)
    load1 = os.getloadavg()[0]
    state["outcomes"] = users
    tmp.cleanup()
    print(f"## Offline explanations, K={k}: {len(queries)} demo queries x {repeat} "
          f"({os.cpu_count()} CPUs, load average {load0:.1f} -> {load1:.1f})\n")
    print("| what | n | p50 ms | p95 ms |\n|---|---|---|---|")
    for name, values in rows.items():
        kind = "CPU time" if name.startswith("cpu") else "wall"
        print(f"| {name} ({kind}) | {len(values)} | {1000 * statistics.median(values):.0f} | "
              f"{1000 * pct(values, 95):.0f} |")


def read_aila_queries(dataset: Path) -> dict[str, dict[str, str]]:
    """query id -> {"short": text + question, "full": text} for train and val."""
    out: dict[str, dict[str, str]] = {}
    for split in ("train", "val"):
        for kind, name in (("short", f"queries_{split}_short.jsonl"), ("full", f"queries_{split}.jsonl")):
            path = dataset / name
            opener = gzip.open if path.name.endswith(".gz") else open
            with opener(path, "rt", encoding="utf-8") as fh:
                for line in fh:
                    q = json.loads(line)
                    out.setdefault(q["id"], {})[kind] = q["text"] + ("\n" + q["question"] if q.get("question") else "")
    return out


def evidence_study(engine: Engine, dataset: Path, k: int, limit: int | None = None) -> None:
    from lcr_core.encoder import Encoder

    s = engine.settings
    cold = Encoder(s.model_path, dtype=s.dtype, batch_size=s.batch_size, cache=None)
    cold.encode(["warm up"])
    queries = read_aila_queries(dataset)
    idx = engine.index
    stats: Counter = Counter()
    encode_ms: list[float] = []
    n_cands: list[int] = []
    ref_cos = {"unit+bm25": [], "sentence vectors": []}
    ref_lex = {"unit+bm25": [], "sentence vectors": []}
    for qid, forms in sorted(queries.items())[:limit]:
        for kind, other in (("short", "full"), ("full", "short")):
            if kind not in forms or other not in forms:
                continue
            result = engine.search(forms[kind], k=k)
            ref_q, _ = engine.analyse_query(forms[other])
            ref_vec = ref_q.analysed.doc_vector
            ref_tokens = Counter(ref_q.tokens_whole)
            cases = load_cases(engine, [h.case_id for h in result.hits])
            query_encode = 0.0
            cands_q = 0
            for hit in result.hits:
                case = cases[hit.case_id]
                qf = query_facet(result.query, hit.best_facet)
                idf = idf_table(idx.bm25_facets[hit.best_facet])
                a = select_evidence(case, hit.best_facet, qf, engine.analyzer, idf)
                seen: list[int] = []

                def encode(texts: list[str]) -> np.ndarray:
                    t = time.perf_counter()
                    out = cold.encode(texts)
                    seen.append(len(texts))
                    nonlocal query_encode
                    query_encode += time.perf_counter() - t
                    return out

                b = select_evidence(case, hit.best_facet, qf, engine.analyzer, idf, sentence_vectors=encode)
                cands_q += sum(seen)
                if not a or not b:
                    continue
                stats["hits"] += 1
                stats["same first passage"] += a[0].span == b[0].span
                stats["b_in_a"] += any(p.span.start <= b[0].span.start < p.span.end for p in a)
                whole_idf = idf_table(idx.bm25_whole)
                for name, picks in (("unit+bm25", a), ("sentence vectors", b)):
                    text = case.text[picks[0].span.start : picks[0].span.end]
                    ref_cos[name].append(float(cold.encode([text])[0] @ ref_vec))
                    ref_lex[name].append(float(sentence_bm25([engine.analyzer(text)], ref_tokens, whole_idf)[0]))
            encode_ms.append(1000 * query_encode)
            n_cands.append(cands_q)
            print(f"  {qid} {kind}: {cands_q} candidate sentences encoded in {query_encode:.1f} s",
                  file=sys.stderr, flush=True)
    n = max(stats["hits"], 1)
    print(f"## Evidence design study: {len(encode_ms)} searches (AILA train+val, short and full), top-{k}\n")
    print("| measure | unit cosine + BM25 (shipped) | encode candidate sentences |\n|---|---|---|")
    print(f"| added encoder time per search, p50 / p95 ms | 0 / 0 | {statistics.median(encode_ms):.0f} / "
          f"{pct(encode_ms, 95):.0f} |")
    print(f"| candidate sentences encoded per search, mean | 0 | {statistics.mean(n_cands):.0f} |")
    print(f"| first passage: cosine to the other form of the query, mean | "
          f"{statistics.mean(ref_cos['unit+bm25']):.3f} | {statistics.mean(ref_cos['sentence vectors']):.3f} |")
    print(f"| first passage: BM25 against the other form of the query, mean | "
          f"{statistics.mean(ref_lex['unit+bm25']):.2f} | {statistics.mean(ref_lex['sentence vectors']):.2f} |")
    print(f"\nsame first passage in {stats['same first passage'] / n:.1%} of {stats['hits']} results; the "
          f"sentence-vector choice lies inside the shipped passages in {stats['b_in_a'] / n:.1%}")
    wins = sum(x > y for x, y in zip(ref_cos["sentence vectors"], ref_cos["unit+bm25"]))
    ties = sum(x == y for x, y in zip(ref_cos["sentence vectors"], ref_cos["unit+bm25"]))
    print(f"sentence vectors closer (cosine) in {wins}, equal in {ties}, farther in "
          f"{len(ref_cos['unit+bm25']) - wins - ties} results")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", type=Path, default=None, help="default: <cache>/bench/demo (the demo is indexed)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--evidence-study", action="store_true")
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--limit", type=int, default=None, help="evidence study: only the first N query ids")
    args = ap.parse_args()
    engine = open_demo_engine(args.store)
    if args.evidence_study:
        evidence_study(engine, args.dataset, args.k, args.limit)
    else:
        latency(engine, args.repeat, args.k)


if __name__ == "__main__":
    main()
