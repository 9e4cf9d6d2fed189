"""Which BM25 analyzer and parameters: whole-document BM25 on a dataset's train split; prints a Markdown table.

    python benchmarks/bench_bm25_variants.py [--dataset ../shared/data/irled2017] [--split train]

Compares stemming on/off and a few (k1, b) settings of BM25Okapi (the engine's sparse-matrix scorer), so the
analyzer default is chosen on training queries, not on the split we report.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from pathlib import Path

import numpy as np

from lcr_core.evaluation.datasets import load_dataset
from lcr_core.evaluation.metrics import mean, per_query
from lcr_core.lexical import Analyzer, BM25Matrix
from lcr_core.text import normalize


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/irled2017"))
    ap.add_argument("--split", default="train")
    ap.add_argument("--queries", default="full", help="full, or short (queries_<split>_short)")
    ap.add_argument("--depth", type=int, default=1000)
    args = ap.parse_args()
    data = load_dataset(args.dataset, args.split, queries=args.queries)
    with gzip.open(args.dataset / "corpus.jsonl.gz", "rt", encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh]
    ids = [r["id"] for r in records]
    texts = [normalize(r.get("text") or "") for r in records]
    print(f"## BM25 variants: {data.name} {args.split}, {len(ids)} documents, {len(data.queries)} queries\n")
    print("| analyzer | k1 | b | MAP | P@1 | P@5 | MRR@10 | R@100 |\n|---|---:|---:|---:|---:|---:|---:|---:|")
    for stemming in (False, True):
        analyzer = Analyzer(stemming=stemming)
        docs = [analyzer(t) for t in texts]
        queries = {q.id: analyzer(normalize(q.text)) for q in data.queries}  # (short: text + question)
        for k1, b in ((1.2, 0.75), (0.9, 0.4), (1.5, 0.75), (2.0, 0.9)):
            bm25 = BM25Matrix.build(docs, k1=k1, b=b)
            run = {}
            for qid, tokens in queries.items():
                s = bm25.scores(tokens)
                top = np.argsort(-s, kind="stable")[: args.depth]
                run[qid] = [ids[i] for i in top]
            m = mean(per_query(run, data.qrels))
            print(f"| {analyzer.name} | {k1} | {b} | {m['MAP']:.4f} | {m['P@1']:.4f} | {m['P@5']:.4f} | "
                  f"{m['MRR@10']:.4f} | {m['R@100']:.4f} |", flush=True)


if __name__ == "__main__":
    t0 = time.time()
    main()
    print(f"\n({time.time() - t0:.0f} s)")
