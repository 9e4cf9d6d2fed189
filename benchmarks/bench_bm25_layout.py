"""BM25 per query: the old document-major CSR mat-vec against the term-major (CSC) column slices of the index.

    python benchmarks/bench_bm25_layout.py [--dataset ../shared/data/aila2019] [--copies 1 4]

Whole-document BM25 over a real corpus (``--copies N`` stacks N copies of it, to see how each grows with the
corpus), for three kinds of query: the dataset's fact descriptions (full and short) and judgments used as
queries (their first 20,000 characters). Times every query for the whole corpus (Stage 1) and for a pool of
1,000 rows (Stage 2 features); checks both give the same scores. Prints a Markdown table of medians.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from pathlib import Path

import numpy as np

from lcr_core.evaluation.datasets import read_queries
from lcr_core.lexical import Analyzer, BM25Matrix
from lcr_core.postings import FieldStats, LivePart, TermMajorBM25
from lcr_core.segments import FieldCounts
from lcr_core.text import normalize


def best_of(fn, repeat: int = 3) -> float:
    best = np.inf
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--copies", type=int, nargs="+", default=[1, 4])
    ap.add_argument("--pool", type=int, default=1000)
    args = ap.parse_args()
    analyzer = Analyzer()
    with gzip.open(args.dataset / "corpus.jsonl.gz", "rt", encoding="utf-8") as fh:
        docs = [analyzer(normalize(json.loads(line).get("text") or "")) for line in fh]
    queries = {
        "fact description": [analyzer(q.text) for q in read_queries(args.dataset / "queries_val.jsonl")],
        "short query": [analyzer(q.text) for q in read_queries(args.dataset / "queries_val_short.jsonl")],
        "judgment": [analyzer(" ".join(d)[:20000]) for d in docs[:: max(len(docs) // 20, 1)][:20]],
    }
    rng = np.random.default_rng(0)
    cache_notes: list[str] = []
    print("| docs | non-zeros | query kind | distinct terms | CSR mat-vec ms | CSC slices ms | speed-up | "
          f"CSR pool {args.pool} ms | CSC pool {args.pool} ms |")
    print("|---:|---:|---|---:|---:|---:|---:|---:|---:|")
    for copies in args.copies:
        corpus = docs * copies
        old = BM25Matrix.build(corpus)
        counts = FieldCounts.from_tokens(corpus)
        n = len(corpus)
        new = TermMajorBM25(FieldStats([LivePart(counts, np.arange(n), None)], n), np.zeros(n, np.int64),
                            np.arange(n), 1.2, 0.75)
        rows = np.sort(rng.choice(n, size=min(args.pool, n), replace=False))
        if hasattr(new, "cache_bytes"):  # the per-(k1, b) saturation caches, built on first use
            t0 = time.perf_counter()
            new._saturation(0), new._doc_saturation(0)
            built = time.perf_counter() - t0
            cache_notes.append(f"{n:,} docs: saturation caches built in {built * 1e3:.0f} ms on first use, "
                               f"{new.cache_bytes() / 2**20:.1f} MiB = {new.cache_bytes() / counts.tf.size:.2f} "
                               "bytes per non-zero for one field and (k1, b)")
        for kind, qs in queries.items():
            t_old, t_new, p_old, p_new, terms = [], [], [], [], []
            for q in qs:
                assert np.allclose(old.scores(q), new.scores(q), rtol=1e-4, atol=1e-4)
                assert np.allclose(old.scores(q, rows), new.scores(q, rows), rtol=1e-4, atol=1e-4)
                terms.append(len(set(q)))
                t_old.append(best_of(lambda: old.scores(q)))
                t_new.append(best_of(lambda: new.scores(q)))
                p_old.append(best_of(lambda: old.scores(q, rows)))
                p_new.append(best_of(lambda: new.scores(q, rows)))
            mo, mn = np.median(t_old) * 1e3, np.median(t_new) * 1e3
            print(f"| {n:,} | {old.weights.nnz:,} | {kind} ({len(qs)}) | {int(np.median(terms))} | {mo:.2f} | "
                  f"{mn:.2f} | {mo / mn:.1f}x | {np.median(p_old) * 1e3:.2f} | {np.median(p_new) * 1e3:.2f} |",
                  flush=True)

    for note in cache_notes:
        print(note)


if __name__ == "__main__":
    main()
