"""Known-item rate and search() latency of the shipped profiles on a full eval store.

    python benchmarks/bench_profiles.py --dataset ../shared/data/aila2019 [--store EVAL_STORE] [--trials 200]

- Known item: a verbatim passage of 50-150 words from a random place in a random judgment must come back at
  rank 1 (``Engine.search``, profile chosen by query type, as the app does).
- Latency: ``Engine.search(k=10)`` p50 / p95 for typed fact patterns (train_short queries), long fact
  descriptions (train queries) and pasted judgments (whole corpus judgments as queries, their units already
  in the embedding cache — a new judgment also pays its encoding, reported separately from the encoder speed).
Writes benchmarks/results/profiles/bench.json.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

import numpy as np

from lcr_core.evaluation.datasets import load_dataset

from tune_profiles import open_engine  # noqa: E402  (benchmarks/ is the script's folder)


def pct(xs: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(xs) * 1000, q)) if xs else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--store", type=Path, default=None)
    ap.add_argument("--trials", type=int, default=200)
    ap.add_argument("--judgments", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/profiles/bench.json"))
    args = ap.parse_args()
    engine = open_engine(args.dataset, args.store)
    engine.warm_up()
    rng = random.Random(args.seed)
    ids = list(engine.index.ids)
    found, misses, times_ki = 0, [], []
    for _ in range(args.trials):
        cid = rng.choice(ids)
        words = engine.store.get(cid)[0].split()
        if len(words) < 160:
            continue
        n = rng.randint(50, 150)
        start = rng.randrange(0, len(words) - n)
        t = time.perf_counter()
        r = engine.search(" ".join(words[start : start + n]), k=5)
        times_ki.append(time.perf_counter() - t)
        if r.hits and r.hits[0].case_id == cid:
            found += 1
        else:
            misses.append({"case": cid, "start": start, "words": n, "got": [h.case_id for h in r.hits[:3]],
                           "profile": r.profile})
    tried = found + len(misses)
    print(f"known item: {found}/{tried} = {found / tried:.1%} at rank 1")
    lat: dict[str, list[float]] = {}
    profiles: dict[str, set[str]] = {}
    for kind, label in (("short", "fact pattern"), ("full", "fact description")):
        for q in load_dataset(args.dataset, "train", kind).queries:
            engine.search(q.text, k=10)  # warm: query units into the embedding cache
            t = time.perf_counter()
            r = engine.search(q.text, k=10)
            lat.setdefault(label, []).append(time.perf_counter() - t)
            profiles.setdefault(label, set()).add(r.profile)
    for cid in rng.sample(ids, args.judgments):
        text = engine.store.get(cid)[0]
        t = time.perf_counter()
        r = engine.search(text, k=10)
        lat.setdefault("pasted judgment", []).append(time.perf_counter() - t)
        profiles.setdefault("pasted judgment", set()).add(r.profile)
    out = {"known_item": {"found": found, "trials": tried, "rate": found / tried, "misses": misses[:20]},
           "latency_ms": {k: {"p50": pct(v, 50), "p95": pct(v, 95), "n": len(v), "profiles": sorted(profiles[k])}
                          for k, v in lat.items()},
           "known_item_latency_ms": {"p50": pct(times_ki, 50), "p95": pct(times_ki, 95)},
           "store": str(engine.store.path), "cases": engine.index.size}
    for k, v in out["latency_ms"].items():
        print(f"{k}: p50 {v['p50']:.0f} ms, p95 {v['p95']:.0f} ms ({v['n']} queries; {', '.join(v['profiles'])})")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
