"""search() latency of a typed fact pattern with lever 10's option on and off (the shipped fact_pattern profile, and
the same profile with ``query.lexical`` = Dirichlet mu 8000), plus the query likelihood's build time and memory.

    PYTHONPATH=$PWD python benchmarks/bench_lm_latency.py --store STORE [--queries ../shared/data/aila2019/queries_train_short.jsonl]

Queries: AILA *train* typed patterns (never val), or the demo's example queries when --queries is not given. Each
query is searched once unmeasured (its encoding is then cached, as a repeated query's would be; both settings pay
the same), then ``--repeat`` times per setting, the two settings interleaved so machine load hits both alike.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

from lcr_core.config import Settings
from lcr_core.engine import Engine
from lcr_core.profiles import shipped
from lcr_core.query_likelihood import LexicalOptions, QueryLikelihood


def read_queries(path: Path | None) -> list[str]:
    if path is None:
        from lcr_core.demo import DEMO_QUERIES

        return [q["text"] for q in json.loads(DEMO_QUERIES.read_text(encoding="utf-8"))
                if len(q["text"].split()) <= 150]
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        out.append(d["text"] + ("\n" + d["question"] if d.get("question") else ""))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--queries", type=Path, default=None)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--mu", type=float, default=8000.0)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args()
    engine = Engine(Settings().model_copy(update={"store": args.store}), create=False)
    idx = engine.index
    t0 = time.perf_counter()
    ql = QueryLikelihood(idx.bm25_whole.stats)
    build_s = time.perf_counter() - t0
    off = shipped()["fact_pattern"]
    on = replace(off, key="fact_pattern+lm", lexical=LexicalOptions(mu=args.mu))
    folder = Path("/tmp") / f"lcr-bench-lm-{idx.generation}"
    folder.mkdir(exist_ok=True)
    paths = {}
    for p in (off, on):
        paths[p.key] = folder / f"{p.key}.json"
        p.save(paths[p.key])
    queries = read_queries(args.queries)
    times: dict[str, list[float]] = {k: [] for k in paths}
    stage1: dict[str, list[float]] = {k: [] for k in paths}
    for q in queries:
        for path in paths.values():
            engine.search(q, k=10, profile=str(path))  # warm: encoding cached, the likelihood's statistics built
    for _ in range(args.repeat):
        for q in queries:
            for key, path in paths.items():
                r = engine.search(q, k=10, profile=str(path))
                times[key].append(r.timings["total"])
                stage1[key].append(r.timings["stage1"])
    out = {"store": str(args.store), "cases": idx.size, "queries": len(queries), "repeat": args.repeat,
           "mu": args.mu, "build_s": build_s, "build_bytes": ql.nbytes(),
           "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}
    for key in paths:
        xs = sorted(times[key])
        out[key] = {"search_p50_ms": 1000 * statistics.median(xs), "search_p95_ms": 1000 * xs[int(0.95 * (len(xs) - 1))],
                    "stage1_p50_ms": 1000 * statistics.median(stage1[key])}
    print(json.dumps(out, indent=1))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    sys.exit(0)


if __name__ == "__main__":
    main()
