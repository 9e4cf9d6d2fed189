"""Ingest and search speed of the engine on a full benchmark corpus; prints a Markdown table.

    python benchmarks/bench_engine.py --dataset ../shared/data/aila2019 [--fresh] [--encode-sample 512]

Ingest time is split into read / segment / encode / facetize / store, plus the derived-index build (BM25 and
vector matrices). When the embedding cache already holds the corpus (the normal case after a first run),
"encode" in the ingest row is only cache reads, so the encoder's own speed is measured separately on a sample
of units with the cache bypassed, and the full-corpus encode time is estimated from it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import resource
import shutil
import statistics
import time
from pathlib import Path

import numpy as np

from lcr_core.config import Settings
from lcr_core.encoder import Encoder
from lcr_core.engine import Engine
from lcr_core.index import SearchIndex


def read_queries(dataset: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in sorted(dataset.glob("queries_*.jsonl*")):
        opener = gzip.open if path.name.endswith(".gz") else open
        kind = "short" if "short" in path.name else "full"
        with opener(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                q = json.loads(line)
                text = q["text"] + ("\n" + q["question"] if q.get("question") else "")
                out.setdefault(kind, []).append(text)
    return out


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(values, p)) if values else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--store", type=Path, default=None, help="default: <cache>/bench/<dataset name>")
    ap.add_argument("--fresh", action="store_true", help="delete the bench store first (full ingest)")
    ap.add_argument("--encode-sample", type=int, default=512, help="units encoded with the cache bypassed")
    ap.add_argument("--encode-dtype", choices=("float32", "bfloat16"), default=None,
                    help="dtype of that encoder sample (default: the settings' dtype)")
    args = ap.parse_args()

    base = Settings()
    store = args.store or base.cache_dir / "bench" / args.dataset.name
    if args.fresh and store.exists():
        shutil.rmtree(store)
    settings = Settings(store=store)
    engine = Engine(settings)

    t0 = time.perf_counter()
    report = engine.ingest([args.dataset / "corpus.jsonl.gz"], batch_size=32)
    t_ingest = time.perf_counter() - t0
    t1 = time.perf_counter()
    index = SearchIndex.build(engine.store, engine.analyzer, settings.bm25_k1, settings.bm25_b)
    index.save(store / "index")
    t_index = time.perf_counter() - t1

    # encoder speed with no cache, on a sample of real units of this corpus
    sample: list[str] = []
    for cid in index.ids[:: max(1, index.size // 64)]:
        view = engine.case(cid)
        spans, _ = engine.store.unit_vectors(cid)
        sample += [view.text[s.start : s.end] for s in spans]
        if len(sample) >= args.encode_sample:
            break
    sample = sample[: args.encode_sample]
    cold = Encoder(settings.model_path, dtype=args.encode_dtype or settings.dtype, batch_size=settings.batch_size,
                   cache=None)
    cold.encode(sample[:16])  # load the model outside the timing
    t2 = time.perf_counter()
    cold.encode(sample)
    chunks_per_s = len(sample) / (time.perf_counter() - t2)
    n_units = engine.store.units.count()
    encode_estimate = n_units / chunks_per_s

    # search latency per query kind (first query of each kind warms up and is not counted)
    latencies: dict[str, list[float]] = {}
    stage: dict[str, list[float]] = {"analyse": [], "stage1": [], "stage2": []}
    for kind, queries in read_queries(args.dataset).items():
        engine.search(queries[0])
        for q in queries:
            t = time.perf_counter()
            res = engine.search(q)
            latencies.setdefault(kind, []).append(time.perf_counter() - t)
            for key in stage:
                stage[key].append(res.timings[key])
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    tm = report.timings
    non_encoder = tm["segment"] + tm["facetize"] + tm["store"] + t_index
    print(f"## Engine benchmark: {args.dataset.name} ({engine.store.count()} cases, {n_units} units)\n")
    print("| step | seconds |\n|---|---|")
    for key in ("read", "segment", "encode", "facetize", "store"):
        print(f"| ingest: {key} | {tm[key]:.1f} |")
    print(f"| derived index (BM25 whole + 4 facets, vector matrices) | {t_index:.1f} |")
    print(f"| ingest wall total (this run; {report.changed} cases changed, {report.unchanged} unchanged) "
          f"| {t_ingest:.1f} |")
    print(f"| encoder, no cache, {cold.dtype}: {chunks_per_s:.1f} units/s on {len(sample)} units "
          f"-> full-corpus encode estimate | {encode_estimate:.0f} |")
    print(f"| non-encoder overhead (segment + facetize + store + index) / encode estimate | "
          f"{100 * non_encoder / encode_estimate:.1f}% |")
    print("\n| search | n | p50 ms | p95 ms |\n|---|---|---|---|")
    for kind, lat in latencies.items():
        print(f"| {kind} queries | {len(lat)} | {1000 * statistics.median(lat):.0f} | {1000 * pct(lat, 95):.0f} |")
    for key, lat in stage.items():
        print(f"| of which {key} | {len(lat)} | {1000 * statistics.median(lat):.0f} | {1000 * pct(lat, 95):.0f} |")
    print(f"\npeak RSS: {rss_mb:.0f} MB")


if __name__ == "__main__":
    main()
