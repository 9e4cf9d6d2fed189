"""Lever 9: statutes inferred from the facts, measured on train only (AILA train + IRLeD train gap windows).

    PYTHONPATH=$PWD python benchmarks/bench_statute_inference.py --json benchmarks/results/profiles/lever9/train.json
    PYTHONPATH=$PWD python benchmarks/bench_statute_inference.py --cost --json benchmarks/results/profiles/lever9/cost.json

A typed fact pattern names no provision, but its precedents are decided under the provisions its facts engage,
and they name them. Over each profile's lexical side (short: k1 1.2, b 1.0; long: k1 3.0, b 1.0 over the query's
60 most informative words), the BM25 top-1000 pool is re-ordered by z(BM25) + w x z(s), with
s(d) = sum_t p(t|q) idf(t) [t in S(d)] and p(t|q) from:

- ``(a) neighbours``: the statute sets of the query's top-k BM25 judgments (softmax of their z-scores);
- ``(b) classifier``: a one-vs-rest logistic model over TF-IDF, trained on each source's own corpus (statute-free
  windows of a judgment -> the 200 most frequent statute terms it names), never on a judgment that holds a
  query's text.

w (and k for (a)) are fitted by the tuner's grouped CV; queries, folds, AP depth 1000 and the macro mean of the
two sources are the tuner's (``bench_phrases.py``'s words row is the base). The classifier's own quality is
precision@3 of its predicted statutes on held-out corpus judgments. Val is never read here (AILA val query texts
are read, never their labels, only to keep the judgments holding them out of the classifier's training).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_phrases import PROFILE, grouped_cv, macro_of, read_corpus, reduce_terms, scores  # noqa: E402

from lcr_core.lexical import Analyzer, TermCounts  # noqa: E402
from statute_classifier import StatuteClassifier, training_windows  # noqa: E402

from lcr_core.statute_inference import StatuteSets, fused_order, neighbour_distribution  # noqa: E402
from lcr_core.text import normalize  # noqa: E402

DEPTH = 1000
MARGIN = 1.02
WEIGHTS = (0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0)
KS = (5, 10, 20, 50)


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def ap_of_order(order: np.ndarray, relevant: set[int], n_rel: int) -> float:
    hits, total = 0, 0.0
    for rank, r in enumerate(order[:DEPTH].tolist(), start=1):
        if r in relevant:
            hits += 1
            total += hits / rank
    return total / n_rel if n_rel else 0.0


def query_texts(root: Path, splits: tuple[str, ...]) -> list[str]:
    """The query texts of ``splits`` (texts only: their labels are never read here)."""
    out = []
    for split in splits:
        for name in (f"queries_{split}.jsonl", f"queries_{split}_short.jsonl", f"queries_{split}.jsonl.gz"):
            path = root / name
            if path.exists():
                opener = gzip.open if path.suffix == ".gz" else open
                with opener(path, "rt", encoding="utf-8") as fh:
                    out += [json.loads(line)["text"] for line in fh if line.strip()]
    return out


def held_out_quality(texts: list[str], sets: StatuteSets, train_rows: list[int], seed: int = 0) -> dict:
    """Precision@3 of the classifier on 20% of the trainable judgments it never saw (their opening 150 and 400
    statute-free words), against always predicting the three most frequent terms."""
    rng = random.Random(seed)
    rows = list(train_rows)
    rng.shuffle(rows)
    cut = len(rows) // 5
    test, fit = rows[:cut], rows[cut:]
    t = time.time()
    clf = StatuteClassifier.train(texts, sets, fit)
    build = time.time() - t
    out: dict = {"train_judgments": len(fit), "test_judgments": len(test), "build_s": round(build, 1)}
    top3 = clf.columns[:3]
    for n in (150, 400):
        windows = [(r, training_windows(texts[r], (n,))[0]) for r in test]
        windows = [(r, w) for r, w in windows if len(w.split()) >= n // 2]
        probs = clf.probabilities_many([w for _, w in windows])
        named = [set(sets.matrix[r].indices.tolist()) for r, _ in windows]
        has = [i for i, s in enumerate(named) if s & set(clf.columns.tolist())]
        p3 = np.mean([len(set(clf.columns[np.argsort(-probs[i])[:3]].tolist()) & named[i]) / 3 for i in has])
        prior = np.mean([len(set(top3.tolist()) & named[i]) / 3 for i in has])
        out[f"P@3 ({n} words)"] = round(float(p3), 3)
        out[f"P@3 most frequent 3 ({n} words)"] = round(float(prior), 3)
        out[f"judgments scored ({n} words)"] = len(has)
    return out


def cost(root: Path) -> dict:
    """What the neighbours option costs on one corpus: building the statute sets from the texts (as the engine
    does on first use), their size, and the statute step's time per train query of each type (median of 5 runs
    each; the BM25 vector is given)."""
    from tune_profiles import load_queries

    from lcr_core.statute_inference import StatuteOptions, with_statutes

    analyzer = Analyzer()
    ids, texts = read_corpus(root / "corpus.jsonl.gz")
    t = time.perf_counter()
    sets = StatuteSets.build(texts)
    out: dict = {"docs": len(ids), "build_s": round(time.perf_counter() - t, 1), "terms": len(sets.terms),
                 "postings": int(sets.matrix.nnz),
                 "MB": round((sets.matrix.data.nbytes + sets.matrix.indices.nbytes + sets.matrix.indptr.nbytes
                              + sets.idf.nbytes + sum(len(x) for x in sets.terms)) / 1e6, 2)}
    words = TermCounts.build(analyzer(x) for x in texts)
    engine = SimpleNamespace(index=SimpleNamespace(row_of={d: i for i, d in enumerate(ids)}))
    for q_kind in ("short", "full"):
        p = PROFILE[q_kind]
        m = words.bm25(p["k1"], p["b"])
        times = []
        for q in (q for q in load_queries(engine, root, "train") if q.kind == q_kind):
            bm = scores(m, reduce_terms(Counter(analyzer(normalize(q.text))), m, p["reduce"]))
            runs = []
            for _ in range(5):
                t = time.perf_counter()
                with_statutes(sets, StatuteOptions(5, 0.2), bm, 1000)
                runs.append(time.perf_counter() - t)
            times.append(float(np.median(runs)))
        out[q_kind] = {"ms_per_query_median": round(1000 * float(np.median(times)), 2),
                       "ms_per_query_max": round(1000 * max(times), 2)}
    return out


def main() -> None:
    from tune_profiles import folds, load_queries, window_queries

    from aila_citations import holds_a_query

    ap_ = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap_.add_argument("--aila", type=Path, default=Path("../shared/data/aila2019"))
    ap_.add_argument("--irled", type=Path, default=Path("../shared/data/irled2017"))
    ap_.add_argument("--windows", type=int, default=3)
    ap_.add_argument("--json", type=Path, default=None)
    ap_.add_argument("--cost", action="store_true", help="only measure the neighbours option's cost on --aila")
    args = ap_.parse_args()
    if args.cost:
        got = cost(args.aila)
        print(json.dumps(got, indent=1))
        if args.json:
            args.json.write_text(json.dumps(got, indent=1) + "\n", encoding="utf-8")
        return
    analyzer = Analyzer()
    t0 = time.time()
    src_data: dict[str, SimpleNamespace] = {}
    info: dict = {}
    for name, root, splits in (("aila", args.aila, ("train", "val")), ("irled", args.irled, ("train",))):
        ids, texts = read_corpus(root / "corpus.jsonl.gz")
        t = time.time()
        words = TermCounts.build(analyzer(x) for x in texts)
        sets = StatuteSets.build(texts)
        sets_s = time.time() - t
        banned = holds_a_query(dict(zip(ids, texts)), query_texts(root, splits))
        trainable = [i for i, d in enumerate(ids) if d not in banned]
        quality = held_out_quality(texts, sets, trainable)
        t = time.time()
        clf = StatuteClassifier.train(texts, sets, trainable)
        info[name] = {"docs": len(ids), "statute terms": len(sets.terms),
                      "judgments naming a statute": int((sets.matrix.getnnz(axis=1) > 0).sum()),
                      "mean statutes per judgment": round(float(sets.matrix.getnnz(axis=1).mean()), 2),
                      "held out of training (hold a query's text)": sorted(banned),
                      "index build s (words + statute sets)": round(sets_s, 1),
                      "classifier build s (all trainable)": round(time.time() - t, 1),
                      "most frequent terms": [sets.terms[j] for j in sets.frequent(15)],
                      "classifier held-out quality": quality}
        log(f"{name}: {json.dumps(info[name])}")
        src_data[name] = SimpleNamespace(ids=ids, words=words, sets=sets, clf=clf,
                                         engine=SimpleNamespace(index=SimpleNamespace(
                                             row_of={d: i for i, d in enumerate(ids)})))
    train = load_queries(src_data["aila"].engine, args.aila, "train")
    train += [q for kind in ("short", "full") for q in window_queries(src_data["irled"].engine, args.irled, "train",
                                                                        kind, args.windows, 0)]
    results: dict = {"corpora": info, "rows": []}
    lines = ["| query type | variant | train MAP (macro) | MAP aila | MAP irled | vs base |", "|---|---|---:|---:|---:|---:|"]
    selections = []
    for kind in ("short", "full"):
        p = PROFILE[kind]
        qs = [q for q in train if q.kind == kind]
        src = np.array([q.source for q in qs])
        fold = np.array(folds([SimpleNamespace(q=q) for q in qs]))
        base, nb, cl = [], [], []
        t = time.time()
        by_source_probs = {}
        for s in ("aila", "irled"):
            texts = [normalize(q.text) for q in qs if q.source == s]
            by_source_probs[s] = iter(src_data[s].clf.probabilities_many(texts)) if texts else iter(())
        for q in qs:
            d = src_data[q.source]
            m = d.words.bm25(p["k1"], p["b"]) if not hasattr(d, f"m_{kind}") else getattr(d, f"m_{kind}")
            setattr(d, f"m_{kind}", m)
            text = normalize(q.text)
            bm = scores(m, reduce_terms(Counter(analyzer(text)), m, p["reduce"]))
            base.append(ap_of_order(fused_order(bm, np.zeros_like(bm), 0.0), q.relevant, q.n_rel))
            nb.append([ap_of_order(fused_order(bm, d.sets.scores(neighbour_distribution(d.sets, bm, k)), w),
                                   q.relevant, q.n_rel) for k in KS for w in WEIGHTS])
            pc = np.zeros(len(d.sets.terms))
            pc[d.clf.columns] = next(by_source_probs[q.source])
            pc = pc / pc.sum() if pc.sum() > 0 else pc
            s_clf = d.sets.scores(pc)
            cl.append([ap_of_order(fused_order(bm, s_clf, w), q.relevant, q.n_rel) for w in WEIGHTS])
        log(f"{kind}: {len(qs)} queries scored in {time.time() - t:.0f}s")
        base_a = np.array(base)
        b = macro_of(base_a, src)
        per = {s: float(base_a[src == s].mean()) for s in ("aila", "irled")}
        lines.append(f"| {kind} | base: the profile's lexical side, BM25 order | {b:.4f} | {per['aila']:.4f} | "
                     f"{per['irled']:.4f} | 1.000 |")
        results["rows"].append({"type": kind, "variant": "base", "MAP": b, **{f"MAP_{s}": x for s, x in per.items()},
                                "per_query_AP": base, "query_ids": [q.id for q in qs]})
        order = [("base", b)]
        for label, table, settings in (
                ("(a) neighbours: top-k BM25 judgments' statutes", np.array(nb),
                 [f"k {k}, w {w}" for k in KS for w in WEIGHTS]),
                ("(b) classifier trained on the corpus", np.array(cl), [f"w {w}" for w in WEIGHTS])):
            cv, best = grouped_cv(table, fold, src)
            a = table[:, best]
            by_setting = {st: macro_of(table[:, i], src) for i, st in enumerate(settings)}
            lines.append(f"| {kind} | {label} (CV; all train picks {settings[best]}: {by_setting[settings[best]]:.4f}) "
                         f"| {cv:.4f} | {a[src == 'aila'].mean():.4f}* | {a[src == 'irled'].mean():.4f}* | {cv / b:.3f} |")
            results["rows"].append({"type": kind, "variant": label, "MAP": cv, "setting_all_train": settings[best],
                                    "MAP_by_setting": by_setting,
                                    "per_query_AP_at_all_train_setting": a.tolist()})
            order.append((label, cv))
        chosen, best_m = order[0]
        for name, m in order[1:]:
            if m > best_m * MARGIN:
                chosen, best_m = name, m
        results.setdefault("selected", {})[kind] = {"variant": chosen, "MAP": best_m, "base_MAP": b}
        selections.append(f"- {kind}: {chosen} ({best_m:.4f} vs base {b:.4f}, x{best_m / b:.3f})")
    lines += ["", "Selected by the tuner's rule (in declared order, a variant must beat the best so far by 2%):",
              *selections, "", "(* per-source MAP at the setting chosen on all train, not cross-validated)"]
    print("\n".join(lines))
    print(f"\n({time.time() - t0:.0f} s)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        results["table"] = lines
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
