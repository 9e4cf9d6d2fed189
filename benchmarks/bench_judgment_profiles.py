"""Lexical choices of the pasted-judgment profiles, selected on IRLeD *train* without an eval store.

    python benchmarks/bench_judgment_profiles.py [--dataset ../shared/data/irled2017] [--report-val]

Both judgment profiles rank by BM25 alone (their Stage 2 is the BM25 order), so they can be measured from the
corpus text: the whole-judgment view and the citation-context view (words around each [?CITATION?] gap) under
a few (k1, b) and window sizes, on train; with ``--report-val`` the selected settings and the reference
setting are then scored once on val. Writes benchmarks/results/profiles/irled-lexical.json.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from pathlib import Path

import numpy as np

from lcr_core.evaluation.datasets import citation_context, load_dataset
from lcr_core.evaluation.metrics import mean, per_query
from lcr_core.lexical import Analyzer, TermCounts
from lcr_core.text import normalize

DEPTH = 1000
MARGIN = 1.02


def run(bm25, ids, queries: dict[str, list[str]]) -> dict[str, list[str]]:
    out = {}
    for qid, tokens in queries.items():
        s = bm25.scores(tokens)
        top = np.argsort(-s, kind="stable")[:DEPTH]
        out[qid] = [ids[i] for i in top if s[i] > 0]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/irled2017"))
    ap.add_argument("--report-val", action="store_true")
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/profiles/irled-lexical.json"))
    args = ap.parse_args()
    t0 = time.time()
    analyzer = Analyzer()
    with gzip.open(args.dataset / "corpus.jsonl.gz", "rt", encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh]
    ids = [r["id"] for r in records]
    counts = TermCounts.build(analyzer(normalize(r.get("text") or "")) for r in records)
    print(f"corpus tokenised in {time.time() - t0:.0f}s", flush=True)
    params = [(1.2, 0.75), (0.9, 0.4), (1.5, 0.75), (2.0, 0.9), (2.0, 0.75), (3.0, 0.9)]
    views = {"full": None, "ctx 80/20": (80, 20), "ctx 50/10": (50, 10), "ctx 120/30": (120, 30)}
    matrices = {p: counts.bm25(*p) for p in params}

    def tokens_of(ds, view):
        out = {}
        for q in ds.queries:
            text = normalize(q.text)
            if views[view] is not None:
                text = citation_context(text, *views[view]) or text
            out[q.id] = analyzer(text)
        return out

    train = load_dataset(args.dataset, "train")
    rows = []
    print("| view | k1 | b | MAP | P@1 | P@5 |\n|---|---:|---:|---:|---:|---:|")
    for view in views:
        qtok = tokens_of(train, view)
        for p in params:
            m = mean(per_query(run(matrices[p], ids, qtok), train.qrels))
            rows.append({"split": "train", "view": view, "k1": p[0], "b": p[1], **{k: m[k] for k in ("MAP", "P@1", "P@5")}})
            print(f"| {view} | {p[0]} | {p[1]} | {m['MAP']:.4f} | {m['P@1']:.4f} | {m['P@5']:.4f} |", flush=True)

    def pick(cands):  # the reference setting first; a departure must gain MARGIN
        best = cands[0]
        for r in cands[1:]:
            if r["MAP"] > best["MAP"] * MARGIN:
                best = r
        return best

    full_best = pick([r for r in rows if r["view"] == "full"])
    ctx_rows = [r for r in rows if r["view"] == "ctx 80/20"] + [r for r in rows if r["view"].startswith("ctx")
                                                                 and r["view"] != "ctx 80/20"]
    ctx_best = pick(ctx_rows)
    print(f"\nselected on train: judgment = full view k1 {full_best['k1']} b {full_best['b']}; judgment_gaps = "
          f"{ctx_best['view']} k1 {ctx_best['k1']} b {ctx_best['b']}")
    result = {"train": rows, "selected": {"judgment": full_best, "judgment_gaps": ctx_best}}
    if args.report_val:
        val = load_dataset(args.dataset, "val")
        result["val"] = []
        for label, view, p in (("BM25 (full, 1.2/0.75)", "full", (1.2, 0.75)),
                               ("judgment profile", "full", (full_best["k1"], full_best["b"])),
                               ("citation-context BM25 (80/20, 1.2/0.75)", "ctx 80/20", (1.2, 0.75)),
                               ("judgment_gaps profile", ctx_best["view"], (ctx_best["k1"], ctx_best["b"]))):
            pq = per_query(run(matrices[p], ids, tokens_of(val, view)), val.qrels)
            m = mean(pq)
            result["val"].append({"system": label, "view": view, "k1": p[0], "b": p[1],
                                  **{k: m[k] for k in ("MAP", "P@1", "P@5", "MRR@10", "R@100")},
                                  "per_query_AP": pq["MAP"].tolist()})
            print(f"val {label}: MAP {m['MAP']:.4f} P@1 {m['P@1']:.4f} P@5 {m['P@5']:.4f}", flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"({time.time() - t0:.0f} s)")


if __name__ == "__main__":
    main()
