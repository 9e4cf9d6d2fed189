"""Why Milvus's BM25 ranks differently from the embedded one: each difference switched on alone, val MAP.

The embedded backend scores BM25 exactly as rank_bm25 (idf ``log((N - df + 0.5) / (df + 0.5))``, negative idf
floored at 0.25 x mean idf) over this product's analyzer tokens. The Milvus backend differs in up to three
ways: Milvus's idf (``log(1 + (N - df + 0.5) / (df + 0.5))``, never negative, no floor), the 65,535-byte text
field (long judgments cut), and — with ``LCR_MILVUS_TEXT=milvus`` — Milvus's own tokenizer (``\\w+``,
lowercase, no stop words). This script rebuilds BM25 (k1 1.2, b 0.75) over the eval store's texts with each
combination and reports whole-document BM25 MAP on a split, so the Milvus runs of ``lcr eval`` can be
explained term by term. Nothing is encoded; it reads the eval store ``lcr eval`` built.

    python benchmarks/milvus_bm25.py --dataset ../shared/data/aila2019 --split val
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lcr_core.backends.milvus import cut, milvus_words  # noqa: E402
from lcr_core.config import Settings  # noqa: E402
from lcr_core.evaluation import metrics as M  # noqa: E402
from lcr_core.evaluation.datasets import load_dataset  # noqa: E402
from lcr_core.evaluation.harness import open_eval_engine  # noqa: E402
from lcr_core.lexical import TermCounts  # noqa: E402

WORD = re.compile(r"\w+")


def bm25_weights(docs: list[list[str]], idf_kind: str, k1: float = 1.2, b: float = 0.75):
    counts = TermCounts.build(docs)
    if idf_kind == "rank_bm25":
        return counts.bm25(k1, b)
    tf, n = counts.tf, counts.tf.shape[0]
    dl = np.asarray(tf.sum(axis=1)).ravel()
    avgdl = dl.sum() / n
    df = np.bincount(tf.indices, minlength=len(counts.vocab)).astype(np.float64)
    idf = np.log1p((n - df + 0.5) / (df + 0.5))  # Milvus
    norm = np.repeat(k1 * (1 - b + b * dl / avgdl), np.diff(tf.indptr))
    w = tf.data * (k1 + 1) / (tf.data + norm) * idf[tf.indices]
    from lcr_core.lexical import BM25Matrix

    return BM25Matrix(sp.csr_matrix((w.astype(np.float32), tf.indices, tf.indptr), shape=tf.shape), counts.vocab,
                      k1, b)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", type=Path, required=True)
    ap.add_argument("--split", default="val")
    ap.add_argument("--queries", default="full")
    ap.add_argument("--k1", type=float, default=1.2)
    ap.add_argument("--b", type=float, default=0.75)
    args = ap.parse_args()
    ds = load_dataset(args.dataset, args.split, args.queries)
    engine = open_eval_engine(ds, Settings(), lambda m: print(m, file=sys.stderr))
    analyzer = engine.analyzer
    ids, lcr_full, lcr_cut, raw_cut, raw_full = [], [], [], [], []
    n_cut_lcr = n_cut_raw = 0
    for cid, text, _, _ in engine.store.iter_cases(include_vectors=False):
        ids.append(cid)
        tokens = analyzer(text)
        lcr_full.append(tokens)
        stored, was_cut = cut(milvus_words(tokens))
        n_cut_lcr += was_cut
        lcr_cut.append(WORD.findall(stored))
        raw, was_cut = cut(text)
        n_cut_raw += was_cut
        raw_cut.append(WORD.findall(raw.lower()))
        raw_full.append(WORD.findall(text.lower()))
    qrels = {q.id: ds.qrels[q.id] for q in ds.queries}

    def ap_of(docs: list[list[str]], idf_kind: str, query_tokens) -> np.ndarray:
        m = bm25_weights(docs, idf_kind, args.k1, args.b)
        run = {}
        for q in ds.queries:
            s = m.scores(query_tokens(q.text))
            order = [i for i in np.argsort(-s, kind="stable")[:1000] if s[i] > 0]
            run[q.id] = [ids[i] for i in order]
        return np.asarray(M.per_query(run, qrels, list(qrels))["MAP"])

    lcr_q = lambda t: [w.replace(".", "_").replace("'", "_") for w in analyzer(t)]  # noqa: E731
    raw_q = lambda t: WORD.findall(t.lower())  # noqa: E731
    rows = [
        ("lcr tokens, rank_bm25 idf, full text (= embedded)", lcr_full, "rank_bm25", analyzer),
        ("lcr tokens, Milvus idf, full text", lcr_full, "milvus", analyzer),
        ("lcr tokens, rank_bm25 idf, cut to 65,535 bytes", lcr_cut, "rank_bm25", lcr_q),
        ("lcr tokens, Milvus idf, cut (= Milvus, LCR_MILVUS_TEXT=lcr)", lcr_cut, "milvus", lcr_q),
        ("Milvus tokens, Milvus idf, full text", raw_full, "milvus", raw_q),
        ("Milvus tokens, Milvus idf, cut (= Milvus, LCR_MILVUS_TEXT=milvus)", raw_cut, "milvus", raw_q),
    ]
    print(f"{ds.name} {ds.split}: {len(ds.queries)} queries, {len(ids)} judgments; cut at 65,535 bytes: "
          f"{n_cut_lcr} (lcr tokens), {n_cut_raw} (raw text)\n")
    from lcr_core.evaluation.significance import paired_randomization

    print(f"| BM25 variant (k1 {args.k1:g}, b {args.b:g}) | MAP | vs embedded | p (paired randomization) |\n|---|---:|---:|---:|")
    base = None
    for label, docs, idf_kind, qt in rows:
        ap = ap_of(docs, idf_kind, qt)
        base = ap if base is None else base
        change = (ap.mean() / base.mean() - 1) * 100 if base.mean() else 0.0
        p = paired_randomization(ap, base) if ap is not base else 1.0
        print(f"| {label} | {ap.mean():.4f} | {change:+.1f}% | {p:.2f} |")


if __name__ == "__main__":
    main()
