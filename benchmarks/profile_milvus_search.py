"""Profile searches on a Milvus-backed scale store: where a query's time goes (cProfile, cumulative).

    PYTHONPATH=$PWD python benchmarks/profile_milvus_search.py ~/.cache/lcr/scale/milvus-n10000-<key> [--queries 2]

Why: at 10k judgments on Milvus Lite a search took 3.6 s; the profile shows how much of it is the engine and how
much is waiting on Milvus's gRPC answers (Stage 1's two searches, Stage 2's per-field searches and fetch by id).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import time
from pathlib import Path

from lcr_core.demo import DEMO_QUERIES


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path, help="a bench_scale.py store folder built with --backend milvus")
    ap.add_argument("--queries", type=int, default=2)
    args = ap.parse_args()
    os.environ["LCR_BACKEND"] = "milvus"
    from lcr_core.config import Settings
    from lcr_core.engine import Engine

    engine = Engine(Settings(store=args.folder / "store", cache_dir=args.folder / "cache"), create=False)
    texts = [q["text"] for q in json.loads(DEMO_QUERIES.read_text())][: args.queries + 1]
    engine.search(texts[0], k=10)  # warm: the mirror sync and the model load are not what is profiled
    profile = cProfile.Profile()
    t = time.perf_counter()
    profile.runcall(lambda: [engine.search(q, k=10) for q in texts[1:]])
    print(f"{len(texts) - 1} searches: {time.perf_counter() - t:.2f} s")
    pstats.Stats(profile).sort_stats("cumulative").print_stats(25)


if __name__ == "__main__":
    main()
