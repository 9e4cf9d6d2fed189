"""Recall of Chroma's HNSW top-B against exact cosine search, per ef_search; prints a Markdown table.

    python benchmarks/bench_hnsw.py --store DIR --dataset ../shared/data/aila2019 [--b 500] [--ef 100,200,400,600,1000]

The store must already hold the dataset's corpus (e.g. the cached store `lcr eval` builds and names in its
"Setup" section). Stage 1's dense list is only useful if it is (nearly) the exact top-B: this sets `ef_search`.
Each ef value is applied to the store's case collection in turn; the store's own value is restored at the end.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np

from lcr_core.config import Settings
from lcr_core.engine import Engine
from lcr_core.evaluation.datasets import load_dataset


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--splits", default="train,val")
    ap.add_argument("--b", type=int, default=500)
    ap.add_argument("--ef", default="100,200,400,600,1000")
    args = ap.parse_args()

    engine = Engine(Settings(store=args.store), create=False)
    idx = engine.index
    queries = [q.text for split in args.splits.split(",") for q in load_dataset(args.dataset, split).queries]
    vectors = [engine.analyse_query(text)[0].analysed.doc_vector for text in queries]
    b = min(args.b, idx.size)
    exact = [set(np.argsort(-(idx.doc_vecs @ v), kind="stable")[:b].tolist()) for v in vectors]
    collection = engine.store.cases
    original = collection.configuration.get("hnsw", {}).get("ef_search")
    print(f"## HNSW recall@{b} vs exact: {args.dataset.name}, {idx.size} cases, {len(queries)} queries\n")
    print("| ef_search | mean recall | min recall | ms/query |\n|---:|---:|---:|---:|")
    try:
        for ef in (int(x) for x in args.ef.split(",")):
            collection.modify(configuration={"hnsw": {"ef_search": ef}})
            recalls, times = [], []
            for v, ex in zip(vectors, exact, strict=True):
                t0 = time.perf_counter()
                ids, _ = engine.store.dense_top(v, b)
                times.append((time.perf_counter() - t0) * 1000)
                got = {idx.row_of[i] for i in ids if i in idx.row_of}
                recalls.append(len(got & ex) / b)
            print(f"| {ef} | {statistics.mean(recalls):.4f} | {min(recalls):.4f} | {statistics.median(times):.1f} |")
    finally:
        if original:
            collection.modify(configuration={"hnsw": {"ef_search": original}})


if __name__ == "__main__":
    main()
