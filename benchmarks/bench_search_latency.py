"""End-to-end ``Engine.search`` latency on an existing store: pasted judgments and fact descriptions.

    python benchmarks/bench_search_latency.py [--store ~/.cache/lcr/eval/aila2019-<key>] [--dataset ../shared/data/aila2019]

Queries are 10 corpus judgments pasted whole (their units are in the embedding cache, so nothing is encoded)
and the first 10 validation fact descriptions. Each query is searched once to warm up (query vectors and the
per-(k1, b) BM25 caches), then 3 more times; prints the p50 per kind. Opens the store read-only (create=False).
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import time
from pathlib import Path

from lcr_core.config import Settings
from lcr_core.engine import Engine
from lcr_core.evaluation.harness import _default_facetizer


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", type=Path, default=None, help="default: the first ~/.cache/lcr/eval/aila2019-*")
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    store = args.store or next(Path("~/.cache/lcr/eval").expanduser().glob("aila2019-*"))
    base = Settings()
    engine = Engine(base.model_copy(update={"store": store}), create=False, facetizer=_default_facetizer(base))
    with gzip.open(args.dataset / "corpus.jsonl.gz", "rt", encoding="utf-8") as fh:
        corpus = [json.loads(line)["text"] for line in fh]
    with open(args.dataset / "queries_val.jsonl", encoding="utf-8") as fh:
        facts = [json.loads(line)["text"] for line in fh][:10]
    kinds = {"pasted judgment": corpus[:: max(len(corpus) // 10, 1)][:10], "fact description": facts}
    engine.warm_up()
    for kind, queries in kinds.items():
        for q in queries:
            engine.search(q)
        times = []
        for _ in range(args.repeat):
            for q in queries:
                t0 = time.perf_counter()
                engine.search(q)
                times.append(time.perf_counter() - t0)
        print(f"{kind}: Engine.search p50 {statistics.median(times) * 1e3:.0f} ms over {len(times)} searches",
              flush=True)


if __name__ == "__main__":
    main()
