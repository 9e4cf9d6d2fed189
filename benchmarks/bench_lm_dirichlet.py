"""Lever 10: query likelihood with Dirichlet smoothing as the lexical side, measured on train only.

    PYTHONPATH=$PWD python benchmarks/bench_lm_dirichlet.py --json benchmarks/results/profiles/lever10/train.json

BM25 saturates term frequency and normalises length with two free parameters; the Dirichlet-smoothed query
likelihood (Zhai and Lafferty 2001) has one, mu, and scores a judgment by how likely its own language model makes
the query: sum_t c(t,q) log(1 + tf(t,d) / (mu p(t|C))) + |q| log(mu / (|d| + mu)). It is the standard rival of
BM25 for verbose queries, and no earlier lever measured it. Queries, folds, AP depth 1000 and the macro mean of
the two sources (AILA train / IRLeD train gap windows) are the tuner's, as in ``bench_phrases.py``; the base row is
each profile's own lexical side (short: k1 1.2, b 1.0; long: k1 3.0, b 1.0 over the 60 most informative words,
the same words for both models). mu is fitted by the tuner's grouped CV. Val is read only with --report-val, once,
for a type whose train pick cleared the 2% rule (BM25 order of the lexical side with and without the change).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_phrases import PROFILE, average_precision, grouped_cv, macro_of, read_corpus, reduce_terms, scores  # noqa: E402

from lcr_core.lexical import Analyzer, BM25Matrix, TermCounts  # noqa: E402
from lcr_core.text import normalize  # noqa: E402

MUS = (250, 500, 1000, 2000, 3000, 5000, 8000, 12000, 20000, 40000)
MARGIN = 1.02


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


class QueryLikelihood:
    """Dirichlet-smoothed query likelihood over one corpus's term counts (csc columns: one slice per query term)."""

    def __init__(self, counts: TermCounts) -> None:
        self.vocab = counts.vocab
        self.tf = counts.tf.tocsc().astype(np.float64)
        self.doc_len = np.asarray(counts.tf.sum(axis=1)).ravel().astype(np.float64)
        cf = np.asarray(counts.tf.sum(axis=0)).ravel().astype(np.float64)
        self.p_collection = cf / max(cf.sum(), 1.0)

    def scores(self, query: Counter, mu: float) -> np.ndarray:
        """Rank-equivalent log query likelihood; a judgment with no query term scores 0 (left out of the ranking,
        as BM25's zero scores are)."""
        out = np.zeros(len(self.doc_len))
        matched = np.zeros(len(self.doc_len), dtype=bool)
        q_len = 0.0
        for term, c in query.items():
            col = self.vocab.get(term)
            if col is None:
                continue
            q_len += c
            lo, hi = self.tf.indptr[col], self.tf.indptr[col + 1]
            rows, tf = self.tf.indices[lo:hi], self.tf.data[lo:hi]
            out[rows] += c * np.log1p(tf / (mu * self.p_collection[col]))
            matched[rows] = True
        if not matched.any():
            return out
        out[matched] += q_len * np.log(mu / (self.doc_len[matched] + mu))
        # shift so every matched judgment is > 0 and every unmatched one stays 0 (average_precision keeps s > 0)
        out[matched] -= out[matched].min() - 1e-9
        return out


def val_once(engine, root: Path, kind: str, counts: TermCounts, model: QueryLikelihood, analyzer: Analyzer,
             mu: float) -> dict:
    """AILA val of one query kind, BM25 order of the profile's lexical side against the LM pick (val read once)."""
    from benchmarks.tune_profiles import load_queries
    from lcr_core.evaluation.significance import paired_randomization

    p = PROFILE[kind]
    m = counts.bm25(p["k1"], p["b"])
    base, lm = [], []
    for q in (q for q in load_queries(engine, root, "val") if q.kind == kind):
        terms = reduce_terms(Counter(analyzer(normalize(q.text))), m, p["reduce"])
        base.append(average_precision(scores(m, terms), q.relevant, q.n_rel))
        lm.append(average_precision(model.scores(terms, mu), q.relevant, q.n_rel))
    a, b = np.array(lm), np.array(base)
    return {"queries": len(a), "bm25_map": float(b.mean()), "lm_map": float(a.mean()), "mu": mu,
            "better": int((a > b + 1e-12).sum()), "worse": int((a < b - 1e-12).sum()),
            "p": paired_randomization(a, b), "per_query_bm25": b.tolist(), "per_query_lm": a.tolist()}


def main() -> None:
    from benchmarks.tune_profiles import folds, load_queries, window_queries

    ap_ = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap_.add_argument("--aila", type=Path, default=Path("../shared/data/aila2019"))
    ap_.add_argument("--irled", type=Path, default=Path("../shared/data/irled2017"))
    ap_.add_argument("--windows", type=int, default=3)
    ap_.add_argument("--json", type=Path, default=None)
    ap_.add_argument("--report-val", action="store_true",
                     help="score the train pick on AILA val once, for each type whose pick cleared the 2%% rule")
    args = ap_.parse_args()
    analyzer = Analyzer()
    t0 = time.time()
    counts: dict[str, TermCounts] = {}
    models: dict[str, QueryLikelihood] = {}
    bm25: dict[tuple[str, float, float], BM25Matrix] = {}
    engines = {}
    for name, root in (("aila", args.aila), ("irled", args.irled)):
        ids, texts = read_corpus(root / "corpus.jsonl.gz")
        counts[name] = TermCounts.build(analyzer(t) for t in texts)
        models[name] = QueryLikelihood(counts[name])
        engines[name] = SimpleNamespace(index=SimpleNamespace(row_of={d: i for i, d in enumerate(ids)}))
        log(f"{name}: {len(ids)} docs ({time.time() - t0:.0f}s)")
    train = load_queries(engines["aila"], args.aila, "train")
    train += [q for kind in ("short", "full") for q in window_queries(engines["irled"], args.irled, "train", kind,
                                                                        args.windows, 0)]
    results: dict = {"mus": list(MUS), "rows": []}
    lines = ["| query type | lexical side | train MAP (macro) | MAP aila | MAP irled | vs BM25 |",
             "|---|---|---:|---:|---:|---:|"]
    for kind in ("short", "full"):
        p = PROFILE[kind]
        qs = [q for q in train if q.kind == kind]
        src = np.array([q.source for q in qs])
        fold = np.array(folds([SimpleNamespace(q=q) for q in qs]))
        base, lm = [], []
        for q in qs:
            key = (q.source, p["k1"], p["b"])
            if key not in bm25:
                bm25[key] = counts[q.source].bm25(p["k1"], p["b"])
            terms = reduce_terms(Counter(analyzer(normalize(q.text))), bm25[key], p["reduce"])
            base.append(average_precision(scores(bm25[key], terms), q.relevant, q.n_rel))
            lm.append([average_precision(models[q.source].scores(terms, mu), q.relevant, q.n_rel) for mu in MUS])
        base_ap, lm_ap = np.array(base), np.array(lm)
        cv, pick = grouped_cv(lm_ap, fold, src)
        b_macro = macro_of(base_ap, src)
        rows = [(f"BM25 k1 {p['k1']} b {p['b']} (profile)", base_ap, b_macro)]
        rows += [(f"LM Dirichlet mu {mu}", lm_ap[:, i], macro_of(lm_ap[:, i], src)) for i, mu in enumerate(MUS)]
        for label, ap, macro in rows:
            lines.append(f"| {kind} | {label} | {macro:.4f} | {ap[src == 'aila'].mean():.4f} | "
                         f"{ap[src == 'irled'].mean():.4f} | {macro / b_macro - 1:+.1%} |")
        clears = cv >= MARGIN * b_macro
        lines.append(f"| {kind} | **LM Dirichlet, mu by grouped CV** (all-train pick mu {MUS[pick]}) | {cv:.4f} | | | "
                     f"{cv / b_macro - 1:+.1%} ({'clears' if clears else 'below'} the 2% rule) |")
        better = int((lm_ap[:, pick] > base_ap + 1e-12).sum())
        worse = int((lm_ap[:, pick] < base_ap - 1e-12).sum())
        results["rows"].append({"kind": kind, "queries": len(qs), "bm25_macro": b_macro, "cv_macro": cv,
                                "pick_mu": MUS[pick], "clears_2pct": bool(clears), "better": better, "worse": worse,
                                "per_mu_macro": {str(mu): macro_of(lm_ap[:, i], src) for i, mu in enumerate(MUS)}})
        log(f"{kind}: {len(qs)} queries, BM25 {b_macro:.4f}, LM CV {cv:.4f} (mu {MUS[pick]}; {better} better, "
            f"{worse} worse at the pick) ({time.time() - t0:.0f}s)")
        if args.report_val and clears:
            results["rows"][-1]["val"] = val_once(engines["aila"], args.aila, kind, counts["aila"], models["aila"],
                                                  analyzer, MUS[pick])
            lines.append(f"| {kind} | val once (AILA val, 10 queries): BM25 {results['rows'][-1]['val']['bm25_map']:.4f}"
                         f" vs LM mu {MUS[pick]} {results['rows'][-1]['val']['lm_map']:.4f} (paired p "
                         f"{results['rows'][-1]['val']['p']:.2f}) | | | | |")
    print("\n".join(lines))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
