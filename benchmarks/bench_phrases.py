"""Lever 8: phrase terms on the lexical side, measured on train only (AILA train + IRLeD train gap windows).

    PYTHONPATH=$PWD python benchmarks/bench_phrases.py [--json benchmarks/results/profiles/phrases.json]

Whole-document BM25 over single words cannot tell "breach of trust" or "dying declaration" from the same words
scattered through a judgment. This compares, for typed fact patterns (short: k1 1.2, b 1.0) and long fact
descriptions (full: k1 3.0, b 1.0 over the query's 60 most informative words), BM25 order of:

- ``words``: the profile's own lexical side (the reference; reproduces the tuner's BM25 rows);
- ``(a) one index``: adjacent-word bigrams (after stop-word removal) added as extra terms of the same BM25;
- ``(b) bigram BM25``: a separate BM25 over the bigrams, added with weight w (fitted, grouped CV as the tuner's);
- ``(c) statutes``: "Section 302 IPC", "s. 302", "u/s 302", "Sections 302 and 34" -> one term each
  (``§302``), "Article 14" -> ``art§14``, on top of (a) or (b).

Train MAP is the macro mean of the two sources (AILA train's 10 queries; IRLeD train citation-gap windows, 70/20
words for short and 300/100 for long, 3 per judgment), with the tuner's queries, folds and AP at depth 1000.
Val is never read here.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import scipy.sparse as sp

from lcr_core.lexical import Analyzer, BM25Matrix, TermCounts
from lcr_core.phrases import bigrams, statute_terms
from lcr_core.text import normalize

DEPTH = 1000
MARGIN = 1.02
PROFILE = {"short": dict(k1=1.2, b=1.0, reduce=None), "full": dict(k1=3.0, b=1.0, reduce=60)}
WEIGHTS = (0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0)

# ---- corpora and queries ----------------------------------------------------------------------------------------
def read_corpus(path: Path) -> tuple[list[str], list[str]]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        recs = [json.loads(line) for line in fh]
    recs = [r for r in recs if (r.get("text") or "").strip()]
    return [r["id"] for r in recs], [normalize(r["text"]) for r in recs]


def joined(a: TermCounts, b: TermCounts) -> TermCounts:
    """The term counts of both term sets side by side (one index over both; their terms never collide)."""
    vocab = dict(a.vocab) | {t: i + len(a.vocab) for t, i in b.vocab.items()}
    return TermCounts(sp.hstack([a.tf, b.tf], format="csr"), vocab)


class Side:
    """One corpus's lexical statistics: word, bigram and statute term counts, BM25 for a (k1, b) on demand."""

    def __init__(self, texts: list[str], analyzer: Analyzer) -> None:
        words = [analyzer(t) for t in texts]
        self.words = TermCounts.build(words)
        self.bigrams = TermCounts.build(bigrams(w) for w in words)
        self.statutes = TermCounts.build(statute_terms(t) for t in texts)
        self.both = joined(self.words, self.bigrams)
        self.both_statutes = joined(self.both, self.statutes)
        self.bigram_statutes = joined(self.bigrams, self.statutes)
        self._memo: dict[tuple, BM25Matrix] = {}

    def bm25(self, name: str, k1: float, b: float) -> BM25Matrix:
        key = (name, k1, b)
        if key not in self._memo:
            self._memo[key] = getattr(self, name).bm25(k1, b)
        return self._memo[key]


def reduce_terms(counts: Counter, m: BM25Matrix, keep: int | None) -> Counter:
    """The engine's query reduction (``ranking.query_terms``): the ``keep`` highest count x idf terms."""
    if not keep or len(counts) <= keep:
        return counts
    n = max(m.n_docs, 1)

    def informativeness(t: str) -> float:
        df = m.document_frequency(t)
        return counts[t] * np.log((n - df + 0.5) / (df + 0.5)) if df else -np.inf

    return Counter({t: counts[t] for t in sorted(counts, key=lambda t: (-informativeness(t), t))[:keep]})


def scores(m: BM25Matrix, counts: Counter) -> np.ndarray:
    return m.scores_vector(m.term_vector({t: float(c) for t, c in counts.items()}))


def average_precision(s: np.ndarray, relevant: set[int], n_rel: int) -> float:
    order = np.argsort(-s, kind="stable")[:DEPTH]
    order = order[s[order] > 0]
    hits, total = 0, 0.0
    for rank, r in enumerate(order.tolist(), start=1):
        if r in relevant:
            hits += 1
            total += hits / rank
    return total / n_rel if n_rel else 0.0


def query_parts(side: Side, text: str, kind: str, analyzer: Analyzer, bigram_keep: int | None) -> dict[str, Counter]:
    """The query's word terms (reduced as the profile does), its bigrams (all, or the ``bigram_keep`` most
    informative for long queries) and its statute terms."""
    p = PROFILE[kind]
    text = normalize(text)
    words = analyzer(text)
    uni = reduce_terms(Counter(words), side.bm25("words", p["k1"], p["b"]), p["reduce"])
    bi = reduce_terms(Counter(bigrams(words)), side.bm25("bigrams", p["k1"], p["b"]), bigram_keep)
    return {"words": uni, "bigrams": bi, "statutes": Counter(statute_terms(text))}


def variant_scores(side: Side, parts: dict[str, Counter], kind: str) -> dict[str, np.ndarray]:
    """BM25 of every variant for one query (the interpolated ones as their two parts)."""
    p = PROFILE[kind]
    k1, b = p["k1"], p["b"]
    out = {"words": scores(side.bm25("words", k1, b), parts["words"]),
           "(a) one index": scores(side.bm25("both", k1, b), parts["words"] + parts["bigrams"]),
           "(a)+(c) one index + statutes": scores(side.bm25("both_statutes", k1, b),
                                                  parts["words"] + parts["bigrams"] + parts["statutes"]),
           "bigram part": scores(side.bm25("bigrams", k1, b), parts["bigrams"]),
           "bigram+statute part": scores(side.bm25("bigram_statutes", k1, b), parts["bigrams"] + parts["statutes"])}
    return out


def grouped_cv(ap: np.ndarray, fold: np.ndarray, src: np.ndarray) -> tuple[float, int]:
    """The tuner's grouped CV over a (queries x settings) AP table: the best setting (macro MAP) on the other
    folds scores the held-out fold; returns (CV macro MAP, the setting chosen on all train)."""
    def macro_cols(mask: np.ndarray) -> np.ndarray:
        return np.mean([ap[mask & (src == s)].mean(axis=0) for s in np.unique(src[mask])], axis=0)

    held = np.zeros(len(ap))
    for f in np.unique(fold):
        held[fold == f] = ap[fold == f, int(np.argmax(macro_cols(fold != f)))]
    return macro_of(held, src), int(np.argmax(macro_cols(np.ones(len(ap), dtype=bool))))


def macro_of(values: np.ndarray, src: np.ndarray) -> float:
    return float(np.mean([values[src == s].mean() for s in np.unique(src)]))


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def _never():
    raise AssertionError("the saved part was not loaded")


def cost(root: Path) -> dict:
    """What the phrase part costs on one corpus: build time and bytes (lcr_core.phrases.PhraseIndex, as the engine
    builds it on first use), its saved file's size and load time (what the next process pays), the BM25 weights each selected mode derives, and the phrase step's time per query
    (train queries of both types, median of 5 runs each after the weights exist)."""
    from lcr_core import text_parts
    from lcr_core.phrases import PhraseIndex, PhraseOptions

    from benchmarks.tune_profiles import load_queries

    analyzer = Analyzer()
    ids, texts = read_corpus(root / "corpus.jsonl.gz")
    t = time.perf_counter()
    index = PhraseIndex.build(texts, analyzer)
    out: dict = {"docs": len(ids), "build_s": round(time.perf_counter() - t, 1), "postings": index.postings(),
                 "word_pairs": len(index.pair_keys), "counts_MB": round(index.nbytes() / 1e6, 1)}
    with tempfile.TemporaryDirectory() as tmp:  # what a second process pays instead: load the saved part
        text_parts.load_or_build(Path(tmp), "phrase_index", "k", lambda: index, PhraseIndex.from_arrays)
        (saved,) = Path(tmp).glob("*.npz")
        t = time.perf_counter()
        text_parts.load_or_build(Path(tmp), "phrase_index", "k", _never, PhraseIndex.from_arrays)
        out.update(saved_MB=round(saved.stat().st_size / 1e6, 1), load_s=round(time.perf_counter() - t, 2))
    engine = SimpleNamespace(index=SimpleNamespace(row_of={d: i for i, d in enumerate(ids)}))
    qs = load_queries(engine, root, "train")
    for kind, opts in (("short", PhraseOptions("separate", 0.75, True)), ("full", PhraseOptions("joined", statutes=False))):
        p = PROFILE[kind]
        words_m = index.words.bm25(p["k1"], p["b"])
        parts = (("words",) if opts.mode == "joined" else ()) + ("pairs",) + (("statutes",) if opts.statutes else ())
        t = time.perf_counter()
        w = index._weights(parts, p["k1"], p["b"])  # derived once per (parts, k1, b), on the first query
        first = time.perf_counter() - t
        times = []
        for q in (q for q in qs if q.kind == kind):
            text = normalize(q.text)
            tokens = analyzer(text)
            terms = {t: float(c) for t, c in reduce_terms(Counter(tokens), words_m, p["reduce"]).items()}
            runs = []
            for _ in range(5):
                t = time.perf_counter()
                index.scores(opts, index.query_counts(tokens, text, terms), p["k1"], p["b"])
                runs.append(time.perf_counter() - t)
            times.append(float(np.median(runs)))
        out[kind] = {"mode": opts.to_json(), "weights_MB": round((w.data.nbytes + w.indices.nbytes + w.indptr.nbytes) / 1e6, 1),
                     "weights_first_use_s": round(first, 2), "ms_per_query_median": round(1000 * float(np.median(times)), 1),
                     "ms_per_query_max": round(1000 * max(times), 1)}
    return out


def main() -> None:
    from benchmarks.tune_profiles import folds, load_queries, window_queries

    ap_ = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap_.add_argument("--aila", type=Path, default=Path("../shared/data/aila2019"))
    ap_.add_argument("--irled", type=Path, default=Path("../shared/data/irled2017"))
    ap_.add_argument("--windows", type=int, default=3)
    ap_.add_argument("--json", type=Path, default=None)
    ap_.add_argument("--cost", action="store_true", help="only measure the phrase part's cost on --aila's corpus")
    args = ap_.parse_args()
    if args.cost:
        got = cost(args.aila)
        print(json.dumps(got, indent=1))
        if args.json:
            args.json.write_text(json.dumps(got, indent=1) + "\n", encoding="utf-8")
        return
    analyzer = Analyzer()
    t0 = time.time()
    sides, engines, costs = {}, {}, {}
    for name, root in (("aila", args.aila), ("irled", args.irled)):
        ids, texts = read_corpus(root / "corpus.jsonl.gz")
        t = time.time()
        sides[name] = Side(texts, analyzer)
        costs[name] = {"docs": len(ids), "build_s (all six count sets)": round(time.time() - t, 1),
                       **{f"{k} postings": int(getattr(sides[name], k).tf.nnz) for k in ("words", "bigrams", "both")},
                       **{f"{k} vocab": len(getattr(sides[name], k).vocab) for k in ("words", "bigrams")}}
        engines[name] = SimpleNamespace(index=SimpleNamespace(row_of={d: i for i, d in enumerate(ids)}))
        log(f"{name}: {len(ids)} docs, {costs[name]}")
    train = load_queries(engines["aila"], args.aila, "train")
    train += [q for kind in ("short", "full") for q in window_queries(engines["irled"], args.irled, "train", kind,
                                                                        args.windows, 0)]
    results: dict = {"costs": costs, "rows": []}
    lines = ["| query type | variant | train MAP (macro) | MAP aila | MAP irled | vs words |",
             "|---|---|---:|---:|---:|---:|"]
    selections: list[str] = []
    for kind in ("short", "full"):
        qs = [q for q in train if q.kind == kind]
        src = np.array([q.source for q in qs])
        fold = np.array(folds([SimpleNamespace(q=q) for q in qs]))
        keeps = (None,) if kind == "short" else (None, 60, 30)
        fixed: dict[str, list[float]] = {}
        fitted: dict[str, np.ndarray] = {}
        for keep in keeps:
            tag = "" if keep is None else f", query's {keep} top bigrams"
            per_w: dict[str, list[list[float]]] = {}
            t = time.time()
            for q in qs:
                side = sides[q.source]
                v = variant_scores(side, query_parts(side, q.text, kind, analyzer, keep), kind)
                if keep == keeps[0]:
                    fixed.setdefault("words (profile's lexical side)", []).append(
                        average_precision(v["words"], q.relevant, q.n_rel))
                for name in ("(a) one index", "(a)+(c) one index + statutes"):
                    fixed.setdefault(name + tag, []).append(average_precision(v[name], q.relevant, q.n_rel))
                for name, part in (("(b) bigram BM25", "bigram part"),
                                   ("(b)+(c) bigram BM25 + statutes", "bigram+statute part")):
                    per_w.setdefault(name + tag, []).append(
                        [average_precision(v["words"] + w * v[part], q.relevant, q.n_rel) for w in WEIGHTS])
            fitted |= {name: np.array(rows) for name, rows in per_w.items()}
            log(f"{kind}, bigrams kept {keep}: {time.time() - t:.0f}s")
        base = macro_of(np.array(fixed["words (profile's lexical side)"]), src)
        order: list[tuple[str, float]] = []  # the tuner's rule, in the order the variants were declared
        for name, aps in fixed.items():
            a = np.array(aps)
            m = macro_of(a, src)
            order.append((name, m))
            per = {s: float(a[src == s].mean()) for s in np.unique(src)}
            results["rows"].append({"type": kind, "variant": name, "MAP": m, **{f"MAP_{s}": x for s, x in per.items()},
                                    "per_query_AP": aps, "query_ids": [q.id for q in qs]})
            lines.append(f"| {kind} | {name} | {m:.4f} | {per['aila']:.4f} | {per['irled']:.4f} | {m / base:.3f} |")
        for name, apm in fitted.items():
            cv, best = grouped_cv(apm, fold, src)
            order.append((name + f", w {WEIGHTS[best]} (CV)", cv))
            by_w = {str(w): macro_of(apm[:, i], src) for i, w in enumerate(WEIGHTS)}
            results["rows"].append({"type": kind, "variant": name + ", w fitted (CV)", "MAP": cv,
                                    "w_all_train": WEIGHTS[best], "MAP_by_w": by_w})
            a = apm[:, best]
            lines.append(f"| {kind} | {name}, w fitted (CV; all train picks w {WEIGHTS[best]}: "
                         f"{by_w[str(WEIGHTS[best])]:.4f}) | {cv:.4f} | {a[src == 'aila'].mean():.4f}* | "
                         f"{a[src == 'irled'].mean():.4f}* | {cv / base:.3f} |")
        chosen, best_m = order[0]
        for name, m in order[1:]:
            if m > best_m * MARGIN:
                chosen, best_m = name, m
        results.setdefault("selected", {})[kind] = {"variant": chosen, "MAP": best_m, "words_MAP": base}
        selections.append(f"- {kind}: {chosen} ({best_m:.4f} vs words {base:.4f}, x{best_m / base:.3f})")
    lines.append("")
    lines += ["Selected by the tuner's rule (each variant in declared order must beat the best so far by 2%):",
              *selections]
    lines.append("")
    lines.append("(* per-source MAP at the w chosen on all train, not cross-validated)")
    print("\n".join(lines))
    print(f"\n({time.time() - t0:.0f} s)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        results["table"] = lines
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
