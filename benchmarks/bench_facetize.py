"""Time the facetizers on long judgments, beyond the encoding that ingest does anyway; prints a Markdown table.

    python benchmarks/bench_facetize.py [--words 10000] [--repeat 5]

The judgment is the longest of the demo corpus, repeated paragraph by paragraph up to ``--words`` words.
Unit vectors are fixed (not encoded) so only segmentation-independent facetization is timed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import time

import numpy as np

from lcr_core.demo import DEMO_CASES
from lcr_core.facets.heuristic import HeuristicFacetizer
from lcr_core.facets.registry import run_facetizer
from lcr_core.facets.trained import TrainedFacetizer
from lcr_core.text import normalize
from lcr_core.units import segment


def long_judgment(words: int) -> str:
    """The demo's longest judgment, its paragraphs cycled until the text has ``words`` words."""
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        text = max((json.loads(line)["text"] for line in fh), key=len)
    paras = [p for p in normalize(text).split("\n") if p.strip()]
    out, n, i = [], 0, 0
    while n < words:
        out.append(paras[i % len(paras)])
        n += len(paras[i % len(paras)].split())
        i += 1
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--words", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    text = long_judgment(args.words)
    doc = segment(text, lambda ts: [len(t.split()) * 4 // 3 for t in ts])
    rng = np.random.default_rng(0)
    v = rng.normal(size=(len(doc.units), 384)).astype(np.float32)
    doc.unit_vectors = v / np.linalg.norm(v, axis=1, keepdims=True)
    print(f"{len(text.split())} words, {len(doc.sentences)} sentences, {len(doc.units)} units; "
          f"load average {os.getloadavg()[0]:.2f}\n")
    print("| facetizer | p50 ms | max ms |\n|---|---:|---:|")
    for name, fz in (("heuristic", HeuristicFacetizer()), ("trained", TrainedFacetizer())):
        run_facetizer(fz, doc)  # warm
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            run_facetizer(fz, doc)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"| {name} | {statistics.median(times):.0f} | {max(times):.0f} |")


if __name__ == "__main__":
    main()
