"""Select and tune the ranking profiles on AILA *train* only (cross-validated), then report val once.

    python benchmarks/tune_profiles.py --dataset ../shared/data/aila2019 [--store EVAL_STORE] \
        [--write-profiles] [--report-val] [--out benchmarks/results/profiles]

AILA train has 10 queries, each in two forms (the track's fact description and the hand-written short fact
pattern with the same relevant set). Decisions, each measured as MAP on train (fixed choices) or by
leave-one-query-out cross-validation over train full + train short (+ known-item pseudo-queries from the
corpus where said) for anything fitted; the two forms of a query are always in the same fold:

1. lexical side per query type: BM25 (k1, b); query reduction for long queries; RM3 feedback; phrase terms
   (word pairs and statute references, in the same BM25 or as a second one with a CV-fitted weight; lever 8);
   statutes inferred from the facts (the pool re-ordered by the statutes its top-k BM25 judgments name, k and
   the weight by CV; lever 9); the Dirichlet query likelihood in BM25's place (mu by CV; lever 10);
2. Stage 2 over the Stage-1 pool of (1): BM25 order, the paper's diagonal formula, whole-document hybrid,
   BM25 + document + best-passage (MaxP) cosine (a 6 x 5 grid, CV), cross-facet matrix (a Dirichlet search over a few motivated (query field, candidate field) pairs, CV),
   learned linear fusion (L2 logistic regression, CV; with and without known-item pseudo-queries);
3. per-facet query vectors (own text vs pooled).

With ``--report-val`` every row is also scored once on val / val_short (the rows are the ablation table).
``--write-profiles`` writes the selected profiles into lcr_core/data/profiles with their provenance.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import json
import random
import shlex
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from lcr_core.config import Settings, Weights
from lcr_core.engine import Engine
from lcr_core.evaluation.datasets import load_dataset
from lcr_core.evaluation.harness import eval_store_path, read_json, settings_key
from lcr_core.facets.base import provenance
from lcr_core.fusion import LinearModel, TreeModel, fit_lambdamart, fit_linear, pair_feature_names, raw_features
from lcr_core.phrases import PhraseOptions
from lcr_core.profiles import PROFILE_DIR, Profile, shipped
from lcr_core.query_likelihood import LexicalOptions
from lcr_core.query_types import detect
from lcr_core.ranking import rank_query
from lcr_core.retrieve import FIELDS, HybridWeights, MatrixWeights, combine_cross
from lcr_core.statute_inference import StatuteOptions

DEPTH = 1000
MARGIN = 1.02  # a departure from the simpler choice must gain 2% train MAP (10 queries: noise is large)
KNOWN_ITEMS = 40
PHRASE_WEIGHTS = (0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0)  # the phrase BM25's weight next to the word BM25 (lever 8)
STATUTE_KS = (5, 10, 20, 50)  # top BM25 judgments whose statutes make p(t|q) (lever 9)
STATUTE_WEIGHTS = PHRASE_WEIGHTS  # the statute score's weight next to BM25, both as z-scores over the pool
LM_MUS = (250, 500, 1000, 2000, 3000, 5000, 8000, 12000, 20000, 40000)  # lever 10: bench_lm_dirichlet.py's grid


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ---- metrics ------------------------------------------------------------------------------------------------
def average_precision(rows: np.ndarray, relevant: set[int], n_rel: int) -> float:
    hits, total = 0, 0.0
    for rank, r in enumerate(rows[:DEPTH].tolist(), start=1):
        if r in relevant:
            hits += 1
            total += hits / rank
    return total / n_rel if n_rel else 0.0


def p_at(rows: np.ndarray, relevant: set[int], k: int) -> float:
    return sum(1 for r in rows[:k].tolist() if r in relevant) / k


# ---- queries ------------------------------------------------------------------------------------------------
@dataclasses.dataclass
class Q:
    id: str
    group: str  # the AILA query id: the full and short form share a fold
    kind: str  # full | short | known
    text: str
    relevant: set[int]
    n_rel: int
    source: str = "aila"  # which corpus (engine) the query runs against: aila | irled | aila-cite
    exclude: frozenset[int] = frozenset()  # rows never ranked for this query (a pseudo-query's own judgment)


def load_queries(engine: Engine, dataset: Path, split: str) -> list[Q]:
    out = []
    for kind in ("full", "short"):
        ds = load_dataset(dataset, split, kind)
        for q in ds.queries:
            rel = ds.relevant(q.id)
            rows = {engine.index.row_of[d] for d in rel if d in engine.index.row_of}
            out.append(Q(f"{q.id}:{kind}", q.id, kind, q.text, rows, len(rel)))
    return out


def window_queries(engine: Engine, dataset: Path, split: str, kind: str, per_query: int, seed: int = 0) -> list[Q]:
    """Chat-like queries cut from IRLeD judgments (lever 6): the words around a citation gap, markers removed,
    with that judgment's cited set as the relevant set. ``short``: 70 words before + 20 after (a typed fact
    pattern is 84-92 words in AILA); ``full``: 300 before + 100 after (a fact description). At most
    ``per_query`` windows per judgment, at seeded-random gaps; a window with another gap inside keeps its text
    (markers removed), and windows of one judgment share its fold."""
    from lcr_core.evaluation.datasets import CITATION_MARKER

    before, after = (70, 20) if kind == "short" else (300, 100)
    ds = load_dataset(dataset, split)
    rng = random.Random(f"{seed}:{kind}")
    out = []
    for q in ds.queries:
        rel = ds.relevant(q.id)
        rows = {engine.index.row_of[d] for d in rel if d in engine.index.row_of}
        words = q.text.split()
        gaps = [i for i, w in enumerate(words) if CITATION_MARKER in w]
        for n, i in enumerate(sorted(rng.sample(gaps, min(per_query, len(gaps))))):
            kept = [w.replace(CITATION_MARKER, " ").strip() for w in words[max(0, i - before): i + after + 1]]
            text = " ".join(w for w in kept if w)
            if len(text.split()) >= (60 if kind == "short" else 250):
                out.append(Q(f"irled:{q.id}:{kind}:{n}", f"irled:{q.id}", kind, text, rows, len(rel), "irled"))
    return out


def citation_queries(engine: Engine, dataset: Path, n: int, seed: int = 0) -> list[Q]:
    """AILA-like pseudo-queries from the corpus itself (lever 6): a judgment's facts (80 words: a typed pattern;
    400: a description), with every sentence naming a case or report left out -> the corpus judgments it cites
    by cause title. ``n`` citing judgments, seeded; never one holding a train or val query's text (its citations
    would be that query's labels: the query texts are read for this, never their labels). The citing judgment
    itself is excluded from its own ranking."""
    import gzip

    from aila_citations import citation_edges, fact_window, holds_a_query

    from lcr_core.evaluation.datasets import read_queries, split_files

    _, corpus_path, _, _ = split_files(dataset, "train")
    opener = gzip.open if corpus_path.suffix == ".gz" else open
    with opener(corpus_path, "rt", encoding="utf-8") as fh:
        docs = {d["id"]: d["text"] for d in map(json.loads, fh) if d.get("text")}
    texts = [q.text for split in ("train", "val") for kind in ("full", "short")
             for q in read_queries(split_files(dataset, split, kind)[2])]
    edges = citation_edges(docs)
    banned = holds_a_query({i: docs[i] for i in edges}, texts)
    citing = sorted(i for i in edges if i not in banned and i in engine.index.row_of)
    log(f"{len(edges)} corpus judgments cite another by name ({sum(map(len, edges.values()))} citations); "
        f"{len(banned & set(edges))} hold a query's text and are left out")
    rng = random.Random(f"{seed}:citations")
    out = []
    for cid in rng.sample(citing, min(n, len(citing))):
        case = engine.case(cid)
        facts = case.facet_text("facts") if case else ""
        rows = {engine.index.row_of[c] for c in edges[cid] if c in engine.index.row_of}
        for kind, length, least in (("short", 80, 60), ("full", 400, 250)):
            text = fact_window(facts, length)
            if rows and len(text.split()) >= least:
                out.append(Q(f"cite:{cid}:{kind}", f"cite:{cid}", kind, text, rows, len(rows), "aila-cite",
                             frozenset({engine.index.row_of[cid]})))
    return out


def known_item_queries(engine: Engine, n: int, seed: int = 0) -> list[Q]:
    """A judgment's facts (80 words: a typed pattern; 400: a description) -> that judgment."""
    rng = random.Random(seed)
    out = []
    ids = sorted(engine.index.ids)  # not the index's row order: that changes whenever the index is rebuilt
    for cid in rng.sample(ids, min(n, len(ids))):
        case = engine.case(cid)
        words = case.facet_text("facts").split() if case else []
        if len(words) < 120:
            continue
        length = 80 if len(out) % 2 == 0 else 400
        row = engine.index.row_of[cid]
        out.append(Q(f"known:{cid}", f"known:{cid}", "known-" + ("short" if length == 80 else "full"),
                     " ".join(words[:length]), {row}, 1))
    return out


# ---- profiles under test --------------------------------------------------------------------------------------
def matrix(pairs_lex: dict, pairs_sem: dict, alpha: float, beta: float) -> MatrixWeights:
    lex, sem = np.zeros((5, 5)), np.zeros((5, 5))
    for (q, d), v in pairs_lex.items():
        lex[FIELDS.index(q), FIELDS.index(d)] = v
    for (q, d), v in pairs_sem.items():
        sem[FIELDS.index(q), FIELDS.index(d)] = v
    return MatrixWeights(alpha, beta, lex, sem)


# the pairs the cross-facet search may weight: whole text, and the query's facts/issues against the
# candidate's facts and reasoning (where courts restate and discuss facts like the user's)
LEX_PAIRS = [("whole", "whole"), ("whole", "reasoning"), ("facts", "facts"), ("facts", "reasoning"),
             ("issues", "reasoning"), ("whole", "facts")]
SEM_PAIRS = [("whole", "whole"), ("whole", "reasoning"), ("facts", "facts"), ("facts", "reasoning"),
             ("issues", "reasoning"), ("issues", "issues")]
LINEAR_FEATURES = (pair_feature_names(LEX_PAIRS)[: len(LEX_PAIRS)] + pair_feature_names(SEM_PAIRS)[len(SEM_PAIRS):]
                   + ["bm25_rrf", "dense_rrf", "length", "bm25", "passage"])  # + Stage 1's own BM25, best passage


def whole_hybrid(alpha: float) -> MatrixWeights:
    return matrix({("whole", "whole"): 1.0}, {("whole", "whole"): 1.0}, alpha, 1 - alpha)


# ---- the prepared pools -----------------------------------------------------------------------------------------
@dataclasses.dataclass
class Prepared:
    q: Q
    rows: np.ndarray  # Stage-1 pool rows
    features: object
    pool: object
    bm25_rows: np.ndarray  # BM25 order of the view (Stage 1's lexical list)
    lengths: np.ndarray


def prepare(engine: Engine | dict[str, Engine], qs: list[Q], base: Profile) -> dict[str, Prepared]:
    """Rank each query under ``base`` on its own corpus (``engine``: one engine, or one per query source)."""
    engines = engine if isinstance(engine, dict) else {"aila": engine}
    out = {}
    lengths = {k: e.index.bm25_whole.distinct_terms() for k, e in engines.items() if any(q.source == k for q in qs)}
    for q in qs:
        engine, lengths_all = engines[q.source], lengths[q.source]
        r = rank_query(engine, q.text, base, detect(q.text))
        bm = r.bm25
        bm_rows = np.argsort(-bm, kind="stable")[:DEPTH]
        bm_rows = bm_rows[bm[bm_rows] > 0]
        out[q.id] = Prepared(q, r.pool.rows, r.features, r.pool, bm_rows, lengths_all[r.pool.rows])
    return out


def order_of(p: Prepared, stage2) -> np.ndarray:
    if stage2 == "bm25":
        order = p.bm25_rows
    elif isinstance(stage2, MatrixWeights):
        order = p.rows[combine_cross(p.features, stage2).order]
    elif isinstance(stage2, HybridWeights):
        order = p.rows[stage2.rank(p.features)[0].order]
    else:
        order = p.rows[stage2.rank(p.features, p.pool, p.lengths)[0].order]
    return order[~np.isin(order, list(p.q.exclude))] if p.q.exclude else order


def macro(values: list[float], sources: list[str]) -> float:
    """The mean over sources of each source's mean: AILA's 10 queries weigh as much as IRLeD's windows."""
    by: dict[str, list[float]] = {}
    for v, s in zip(values, sources):
        by.setdefault(s, []).append(v)
    return float(np.mean([np.mean(v) for v in by.values()]))


def score(preps: list[Prepared], stage2) -> dict[str, float]:
    aps = [average_precision(order_of(p, stage2), p.q.relevant, p.q.n_rel) for p in preps]
    p5 = [p_at(order_of(p, stage2), p.q.relevant, 5) for p in preps]
    src = [p.q.source for p in preps]
    out = {"MAP": macro(aps, src), "P@5": macro(p5, src), "n": len(preps)}
    for s in sorted(set(src)) if len(set(src)) > 1 else []:
        out[f"MAP_{s}"] = float(np.mean([a for a, t in zip(aps, src) if t == s]))
    return out


def folds(preps: list[Prepared], k: int = 10) -> list[int]:
    """Grouped folds: each AILA query (both forms) is its own fold, as before (leave-one-query-out); IRLeD
    judgments' windows are dealt round-robin over the same folds, a judgment's windows together."""
    aila = sorted({p.q.group for p in preps if p.q.source == "aila"})
    other = sorted({p.q.group for p in preps if p.q.source != "aila"})
    n = max(len(aila), 1) if aila else k
    fold = {g: i for i, g in enumerate(aila)} | {g: i % n for i, g in enumerate(other)}
    return [fold[p.q.group] for p in preps]


def cross_settings() -> list[MatrixWeights]:
    """The cross-facet family: the whole-document hybrid plus shares moved to the query's facts against the
    candidate's reasoning and facts (where courts restate facts like the user's), per channel, on a small
    grid — 3 alphas x 9 x 9 = 243 settings, few enough for 10 training queries."""
    grid = (0.0, 0.15, 0.3)
    out = []
    for a in (0.4, 0.6, 0.8):
        for fr_l in grid:
            for ff_l in grid:
                for fr_s in grid:
                    for ff_s in grid:
                        out.append(matrix({("whole", "whole"): 1 - fr_l - ff_l, ("facts", "reasoning"): fr_l,
                                           ("facts", "facts"): ff_l},
                                          {("whole", "whole"): 1 - fr_s - ff_s, ("facts", "reasoning"): fr_s,
                                           ("facts", "facts"): ff_s}, a, 1 - a))
    return out


def passage_settings() -> list[HybridWeights]:
    """The BM25 + document cosine + best-passage cosine family: 6 alphas x 5 passage shares (share 0 is the
    whole-document hybrid over Stage 1's own BM25)."""
    return [HybridWeights(a, w) for a in (0.4, 0.5, 0.6, 0.7, 0.8, 0.9) for w in (0.0, 0.25, 0.5, 0.75, 1.0)]


def cv_matrix(preps: list[Prepared], candidates: list) -> tuple[float, object]:
    """Grouped CV (``folds``): pick the best candidate (macro MAP) on the other folds, score it on the held-out
    one; the CV figure is the macro mean of the held-out APs."""
    ap = np.array([[average_precision(order_of(p, c), p.q.relevant, p.q.n_rel) for c in candidates] for p in preps])
    cv, best = cv_columns(ap, np.array(folds(preps)), np.array([p.q.source for p in preps]))
    return cv, candidates[best]


def cv_columns(ap: np.ndarray, fold: np.ndarray, src: np.ndarray) -> tuple[float, int]:
    """Grouped CV over a (queries x settings) AP table: the setting with the best macro MAP on the other folds
    scores each held-out fold. Returns (CV macro MAP, the column chosen on all train)."""
    def macro_cols(mask: np.ndarray) -> np.ndarray:
        return np.mean([ap[mask & (src == s)].mean(axis=0) for s in np.unique(src[mask])], axis=0)

    held = np.zeros(len(ap))
    for f in np.unique(fold):
        held[fold == f] = ap[fold == f, int(np.argmax(macro_cols(fold != f)))]
    return macro(held.tolist(), src.tolist()), int(np.argmax(macro_cols(np.ones(len(ap), dtype=bool))))


def fit_on(preps: list[Prepared], c: float | str) -> LinearModel | TreeModel:
    """A linear ranker with L2 strength ``c``, or ``c="lambdamart"``: LightGBM LambdaMART."""
    blocks, labels = [], []
    names = list(LINEAR_FEATURES)
    for p in preps:
        if not p.q.relevant & set(p.rows.tolist()):
            continue
        keep = ~np.isin(p.rows, list(p.q.exclude))  # a pseudo-query's own judgment is neither label
        blocks.append(raw_features(p.features, p.pool, p.lengths, names)[keep])
        labels.append(np.isin(p.rows, list(p.q.relevant))[keep])
    if c == "lambdamart":
        return fit_lambdamart(blocks, labels, names)
    return fit_linear(blocks, labels, names, c=c)


def cv_linear(preps: list[Prepared], extra: list[Prepared], c: float | str) -> tuple[float, LinearModel | TreeModel]:
    fold = folds(preps)
    held = np.zeros(len(preps))
    for f in sorted(set(fold)):
        model = fit_on([p for p, g in zip(preps, fold) if g != f] + extra, c)
        for i, p in enumerate(preps):
            if fold[i] == f:
                held[i] = average_precision(order_of(p, model), p.q.relevant, p.q.n_rel)
    return macro(held.tolist(), [p.q.source for p in preps]), fit_on(preps + extra, c)


# ---- main ---------------------------------------------------------------------------------------------------
def cache_analysis(engine: Engine) -> None:
    """Each query text is analysed (facetized, encoded) once, however many profiles rank it."""
    original = engine.analyse_query
    memo: dict[str, tuple] = {}

    def analyse_query(text: str):
        if text not in memo:
            memo[text] = original(text)
        return memo[text]

    engine.analyse_query = analyse_query


def open_engine(dataset: Path, store: Path | None) -> Engine:
    base = Settings()
    if store is None:
        from lcr_core.engine import _default_facetizer

        ds = load_dataset(dataset, "train")
        key = settings_key(base, provenance(_default_facetizer(base)))
        store = eval_store_path(base, ds.name, ds.corpus.sha256, key)
        if read_json(store / "complete.json") is None:
            raise SystemExit(f"the eval store {store} is not complete yet (run `lcr eval` once to build it)")
    return Engine(base.model_copy(update={"store": store}), create=False)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--store", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/profiles"))
    ap.add_argument("--write-profiles", action="store_true")
    ap.add_argument("--report-val", action="store_true")
    ap.add_argument("--report-val-levers", action="store_true", help="score every train row's setting on val once")
    ap.add_argument("--no-write", action="store_true", help="do not write the per-type selection files")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quick", action="store_true", help="a smoke run: 3 queries per kind, 4 known items")
    ap.add_argument("--extra-train", type=Path, default=None, metavar="DATASET",
                    help="also select on windows around the citation gaps of this dataset's *train* queries "
                         "(IRLeD 2017), against its own corpus; train MAP is then the macro mean of the sources")
    ap.add_argument("--windows", type=int, default=3, help="windows per extra-train query and kind")
    ap.add_argument("--aila-citations", type=int, default=0, metavar="N",
                    help="also select on pseudo-queries from N AILA corpus judgments that cite other corpus "
                         "judgments by name (facts -> cited judgments; a third source of the macro mean)")
    ap.add_argument("--grid", action="store_true", help="BM25 (k1, b) over the full grid, not the six settings")
    args = ap.parse_args()
    t_start = time.time()
    engine = open_engine(args.dataset, args.store)
    engine.index
    cache_analysis(engine)
    log(f"store {engine.store.path}: {engine.index.size} cases")
    engines = {"aila": engine}
    train = load_queries(engine, args.dataset, "train")
    known = known_item_queries(engine, 4 if args.quick else KNOWN_ITEMS, args.seed)
    if args.quick:
        train = [q for q in train if q.group in {q.group for q in train[:3]}]
    if args.extra_train:
        extra = open_engine(args.extra_train, None)
        extra.index
        cache_analysis(extra)
        engines["irled"] = extra
        win = [q for kind in ("short", "full")
               for q in window_queries(extra, args.extra_train, "train", kind, args.windows, args.seed)]
        if args.quick:
            win = [q for q in win if q.group in {q.group for q in win[:3]}]
        log(f"{len(win)} window queries from {args.extra_train} train ({extra.index.size} cases)")
        train += win
    if args.aila_citations:
        engines["aila-cite"] = engine
        cites = citation_queries(engine, args.dataset, 3 if args.quick else args.aila_citations, args.seed)
        log(f"{len(cites)} in-corpus citation pseudo-queries")
        train += cites
    log(f"{len(train)} train queries, {len(known)} known-item pseudo-queries")
    rows: list[dict] = []
    chosen: dict[str, Profile] = {}
    candidates: dict[str, list[tuple[str, str, Profile, object]]] = {}  # type -> (lever, label, base, stage2)

    for kind, ptype in (("short", "fact_pattern"), ("full", "fact_description")):
        qs = [q for q in train if q.kind == kind]
        # 1. lexical side: BM25 order under each (k1, b), reduction and RM3
        lex_options = [dict(k1=1.2, b=0.75), dict(k1=0.9, b=0.4), dict(k1=1.5, b=0.75), dict(k1=2.0, b=0.9),
                       dict(k1=1.2, b=0.5), dict(k1=1.2, b=1.0)]
        if args.grid:  # the reference first, then the cross product (it holds IRLeD train's judgment optimum 3.0/0.9)
            lex_options = [dict(k1=1.2, b=0.75)] + [dict(k1=k1, b=b) for k1 in (0.9, 1.2, 1.5, 2.0, 3.0)
                                                    for b in (0.4, 0.75, 0.9, 1.0) if (k1, b) != (1.2, 0.75)]
        best_lex, best_map = None, -1.0
        for opt in lex_options:
            prof = Profile("t", "", stage2="bm25", known_item=False, **opt)
            m = score(list(prepare(engines, qs, prof).values()), "bm25")
            rows.append({"type": ptype, "lever": "BM25 k1/b", "setting": f"k1 {opt['k1']}, b {opt['b']}", **m})
            candidates.setdefault(ptype, []).append(("BM25 k1/b", rows[-1]["setting"], prof, "bm25"))
            log(f"{ptype} BM25 {opt}: {fmt(m)}")
            if best_lex is None or m["MAP"] > best_map * MARGIN:
                best_lex, best_map = opt, m["MAP"]
        extras = [("RM3 (10 docs, 30 terms, 0.5)", dict(rm3={"docs": 10, "terms": 30, "weight": 0.5})),
                  ("RM3 (5 docs, 20 terms, 0.3)", dict(rm3={"docs": 5, "terms": 20, "weight": 0.3}))]
        if kind == "full":
            extras += [("query reduction to 30 terms", dict(reduce_terms=30)),
                       ("query reduction to 60 terms", dict(reduce_terms=60))]
        best_extra: dict = {}
        for label, opt in extras:
            prof = Profile("t", "", stage2="bm25", known_item=False, **best_lex, **opt)
            m = score(list(prepare(engines, qs, prof).values()), "bm25")
            rows.append({"type": ptype, "lever": "lexical query", "setting": label, **m})
            candidates[ptype].append(("lexical query", label, prof, "bm25"))
            log(f"{ptype} {label}: {fmt(m)}")
            if m["MAP"] > best_map * MARGIN:
                best_extra, best_map = opt, m["MAP"]
        def cv_row(profs: list[Profile], lever: str, label: str, pick: Callable[[Profile], str]) -> tuple[float, int]:
            """BM25-order AP of each fitted setting, grouped CV over them; the row, the candidate and the log line."""
            plists = [list(prepare(engines, qs, prof).values()) for prof in profs]
            ap = np.array([[average_precision(order_of(p, "bm25"), p.q.relevant, p.q.n_rel) for p in pl]
                           for pl in plists]).T
            cv, best = cv_columns(ap, np.array(folds(plists[0])), np.array([p.q.source for p in plists[0]]))
            rows.append({"type": ptype, "lever": lever, "setting": label + " (CV)", "MAP": cv, "P@5": None,
                         "n": len(plists[0])})
            setting = f"{label}, {pick(profs[best])} (fitted on all train)"
            candidates[ptype].append((lever, setting, profs[best], "bm25"))
            log(f"{ptype} {label}: CV MAP {cv:.4f} (all train: {pick(profs[best])})")
            return cv, best

        # lever 8: phrase terms over the lexical side so far (one BM25 of words and phrases; or the word BM25
        # + w x a phrase BM25, w fitted by grouped CV)
        before_phrases = {**best_lex, **best_extra}
        chosen_phrases = None
        for label, po in (("phrases: word pairs in the same BM25", PhraseOptions("joined", statutes=False)),
                          ("phrases: word pairs + statutes in the same BM25", PhraseOptions("joined", statutes=True))):
            prof = Profile("t", "", stage2="bm25", known_item=False, phrases=po, **before_phrases)
            m = score(list(prepare(engines, qs, prof).values()), "bm25")
            rows.append({"type": ptype, "lever": "phrases", "setting": label, **m})
            candidates[ptype].append(("phrases", label, prof, "bm25"))
            log(f"{ptype} {label}: {fmt(m)}")
            if m["MAP"] > best_map * MARGIN:
                chosen_phrases, best_map = po, m["MAP"]
        for statutes in (False, True):
            profs = [Profile("t", "", stage2="bm25", known_item=False, phrases=PhraseOptions("separate", w, statutes),
                             **before_phrases) for w in PHRASE_WEIGHTS]
            label = "phrases: + w x a BM25 of word pairs" + (" + statutes" if statutes else "")
            cv, best = cv_row(profs, "phrases", label, lambda prof: f"w {prof.phrases.weight}")
            if cv > best_map * MARGIN:
                chosen_phrases, best_map = profs[best].phrases, cv
        if chosen_phrases is not None:
            best_extra = {**best_extra, "phrases": chosen_phrases}
        # lever 9: the pool re-ordered by the statutes its top-k BM25 judgments name (k and w by grouped CV)
        profs = [Profile("t", "", stage2="bm25", known_item=False, statutes=StatuteOptions(k, w), **best_lex,
                         **best_extra) for k in STATUTE_KS for w in STATUTE_WEIGHTS]
        cv, best = cv_row(profs, "statutes", "statutes: + w x the statutes of the top-k BM25 judgments",
                          lambda prof: prof.statutes.describe())
        if cv > best_map * MARGIN:
            best_extra, best_map = {**best_extra, "statutes": profs[best].statutes}, cv
        # lever 10: the Dirichlet query likelihood in BM25's place (mu by grouped CV) over the same query terms and
        # statutes; not beside phrase terms (those are BM25 terms), so a pick replaces them
        lm_base = {k: v for k, v in {**best_lex, **best_extra}.items() if k != "phrases"}
        profs = [Profile("t", "", stage2="bm25", known_item=False, lexical=LexicalOptions(mu=float(mu)), **lm_base)
                 for mu in LM_MUS]
        cv, best = cv_row(profs, "query likelihood", "query likelihood: Dirichlet-smoothed, in place of BM25",
                          lambda prof: f"mu {prof.lexical.mu:g}")
        if cv > best_map * MARGIN:
            best_extra = {**{k: v for k, v in best_extra.items() if k != "phrases"}, "lexical": profs[best].lexical}
            best_map = cv
        lexical = {**best_lex, **best_extra}
        log(f"{ptype}: lexical side {lexical} (train MAP {best_map:.4f})")

        # 2. Stage 2 over the RRF pool of that lexical side
        for vectors in ("own", "pooled"):
            # a hybrid base: the pool is the RRF pool every Stage 2 here ranks, and its features carry the
            # best-passage cosines the passage family needs
            base = Profile("t", "", stage2=HybridWeights(0.5, 0.5), facet_vectors=vectors, known_item=False,
                           **lexical)
            preps = prepare(engines, qs, base)
            plist = list(preps.values())
            tag = "" if vectors == "own" else " (pooled query facet vectors)"
            if vectors == "pooled":
                paper = MatrixWeights.diagonal(Weights())
                rows.append({"type": ptype, "lever": "query facet vectors", "setting": "paper formula, pooled",
                             **score(plist, paper)})
                candidates[ptype].append(("query facet vectors", "paper formula, pooled", base, paper))
                own_paper = next(r for r in rows if r["type"] == ptype and r["setting"] == "paper formula")
                log(f"{ptype} paper pooled {rows[-1]['MAP']:.4f} vs own {own_paper['MAP']:.4f}")
                continue
            stage2_rows = {
                "BM25 order": "bm25",
                "paper formula": MatrixWeights.diagonal(Weights()),
                **{f"whole-document hybrid alpha {a}": whole_hybrid(a) for a in (0.4, 0.6, 0.8)},
            }
            results = {}
            for label, s2 in stage2_rows.items():
                m = score(plist, s2)
                rows.append({"type": ptype, "lever": "stage 2", "setting": label + tag, **m})
                candidates[ptype].append(("stage 2", label, base, s2))
                results[label] = (m["MAP"], s2)
                log(f"{ptype} {label}: {fmt(m)}")
            cv, hw = cv_matrix(plist, passage_settings())
            rows.append({"type": ptype, "lever": "stage 2", "setting": "BM25 + document + best-passage cosine (CV)",
                         "MAP": cv, "P@5": None, "n": len(plist)})
            results["passage hybrid"] = (cv, hw)
            candidates[ptype].append(("stage 2", f"BM25 + document + best-passage cosine, alpha {hw.alpha}, "
                                      f"passage {hw.passage} (fitted on all train)", base, hw))
            log(f"{ptype} passage hybrid CV MAP {cv:.4f} (all train: {hw})")
            cands = cross_settings()
            cv, mw = cv_matrix(plist, cands)
            rows.append({"type": ptype, "lever": "stage 2", "setting": "cross-facet matrix (CV)", "MAP": cv,
                         "P@5": None, "n": len(plist)})
            results["cross-facet matrix"] = (cv, mw)
            candidates[ptype].append(("stage 2", "cross-facet matrix (fitted on all train)", base, mw))
            log(f"{ptype} cross-facet matrix CV MAP {cv:.4f}")
            # known-item pseudo-queries of the same length class, for the learned model
            kq = [q for q in known if q.kind == "known-" + kind]
            kpreps = list(prepare(engine, kq, base).values())
            for c in (0.01, 0.1, 1.0):
                cv, model = cv_linear(plist, [], c)
                rows.append({"type": ptype, "lever": "learned fusion", "setting": f"linear, C {c} (CV)", "MAP": cv,
                             "P@5": None, "n": len(plist)})
                results[f"linear C {c}"] = (cv, model)
                candidates[ptype].append(("learned fusion", f"linear, C {c} (fitted on all train)", base, model))
                cvk, modelk = cv_linear(plist, kpreps, c)
                rows.append({"type": ptype, "lever": "learned fusion", "setting": f"linear, C {c}, + known-item "
                             f"pseudo-queries (CV)", "MAP": cvk, "P@5": None, "n": len(plist)})
                results[f"linear C {c} + known items"] = (cvk, modelk)
                candidates[ptype].append(("learned fusion", f"linear, C {c}, + known items (fitted on all train)",
                                          base, modelk))
                log(f"{ptype} linear C {c}: CV MAP {cv:.4f}; with known items {cvk:.4f}")
            if len(plist) > 40:  # LambdaMART only with the extra training signal: 10 queries cannot fit trees
                cv, model = cv_linear(plist, [], "lambdamart")
                rows.append({"type": ptype, "lever": "learned fusion", "setting": "LambdaMART (CV)", "MAP": cv,
                             "P@5": None, "n": len(plist)})
                results["LambdaMART"] = (cv, model)
                candidates[ptype].append(("learned fusion", "LambdaMART (fitted on all train)", base, model))
                log(f"{ptype} LambdaMART: CV MAP {cv:.4f}")
            # candidates in order of complexity: a later one must beat the best so far by MARGIN
            label, (m_best, s2_best) = next(iter(results.items()))
            for name, (m, s2) in results.items():
                if m > m_best * MARGIN:
                    label, m_best, s2_best = name, m, s2
            log(f"{ptype}: stage 2 = {label} (train MAP/CV {m_best:.4f})")
            depth = dict(top_a=1000, pool_m=1000) if s2_best == "bm25" else {}  # BM25 order: the full list
            chosen[ptype] = Profile(
                ptype, describe(ptype, s2_best, lexical), facet_vectors="own", stage2=s2_best, **lexical, **depth,
                provenance={"data": "aila2019" + (f" + {args.extra_train.name} windows" if args.extra_train else ""),
                            "split": f"train ({kind} queries; 10 queries, CV by query"
                                     + (f"; + {sum(q.source != 'aila' for q in qs)} windows around citation gaps of "
                                        f"{args.extra_train.name} train judgments, macro-averaged)"
                                        if args.extra_train else ")"),
                            "command": "python " + " ".join(shlex.quote(a) for a in sys.argv),
                            "date": dt.date.today().isoformat(), "selected": label, "train_MAP": round(m_best, 4),
                            "lexical": {k: v.to_json() if hasattr(v, "to_json") else v  # options: as in the JSON
                                        for k, v in lexical.items()},
                            "lexical_train_MAP": round(best_map, 4)})

    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "train-selection.json").write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    for ptype, prof in chosen.items():
        if args.no_write:
            break
        (args.out / f"{ptype}.json").write_text(json.dumps(prof.to_json(), indent=2) + "\n", encoding="utf-8")
        if args.write_profiles:
            prof.save(PROFILE_DIR / f"{ptype}.json")
    print(table(rows, "train (MAP; CV rows: leave-one-query-out)"))
    if args.report_val_levers:
        val = load_queries(engine, args.dataset, "val")
        lever_rows = []
        for ptype, kind in (("fact_pattern", "short"), ("fact_description", "full")):
            qs = [q for q in val if q.kind == kind]
            for lever, label, base, s2 in candidates.get(ptype, []):
                if s2 == "bm25":
                    prof = dataclasses.replace(base, top_a=1000, pool_m=1000)
                    m = score([p for p in prepare(engine, qs, prof).values()], "bm25")
                else:
                    m = score(list(prepare(engine, qs, base).values()), s2)
                lever_rows.append({"type": ptype, "lever": lever, "setting": label, **m})
                log(f"val {ptype} {lever} {label}: MAP {m['MAP']:.4f}")
        (args.out / "val-levers.json").write_text(json.dumps(lever_rows, indent=2) + "\n", encoding="utf-8")
        print()
        print(table(lever_rows, "val, once per lever (every train row's setting, scored on val)"))
    if args.report_val:
        val = load_queries(engine, args.dataset, "val")
        if args.quick:
            val = val[:2] + [q for q in val if q.kind == "short"][:2]
        val_rows = []
        for ptype, kind in (("fact_pattern", "short"), ("fact_description", "full")):
            prof = chosen.get(ptype) or shipped()[ptype]
            qs = [q for q in val if q.kind == kind]
            for label, variant in ablations(prof).items():
                aps, p5 = [], []
                for q in qs:
                    r = rank_query(engine, q.text, variant, detect(q.text))
                    order = r.rows(DEPTH) if variant.stage2 != "bm25" else r.rows(DEPTH)
                    aps.append(average_precision(order, q.relevant, q.n_rel))
                    p5.append(p_at(order, q.relevant, 5))
                val_rows.append({"type": ptype, "lever": "ablation", "setting": label, "MAP": float(np.mean(aps)),
                                 "P@5": float(np.mean(p5)), "n": len(qs), "per_query_AP": aps})
                log(f"val {ptype} {label}: MAP {val_rows[-1]['MAP']:.4f}")
        (args.out / "val-ablations.json").write_text(json.dumps(val_rows, indent=2) + "\n", encoding="utf-8")
        print()
        print(table(val_rows, "val, once per decision (shipped profile and one lever removed per row)"))
    log(f"total {time.time() - t_start:.0f}s")


def describe(ptype: str, s2, lexical: dict) -> str:
    """The profile's one-line description, from what was selected."""
    what = {"fact_pattern": "typed fact pattern (<= 150 words)", "fact_description": "long fact description"}[ptype]
    bm25 = f"BM25 k1 {lexical['k1']}, b {lexical['b']}"
    words = f"{lexical['lexical'].describe()} ({bm25} in the features)" if lexical.get("lexical") else bm25
    lex = words + (
        f", the {lexical['reduce_terms']} most informative terms" if lexical.get("reduce_terms") else "") + (
        ", RM3 feedback" if lexical.get("rm3") else "") + (
        f", {lexical['phrases'].describe()}" if lexical.get("phrases") else "") + (
        f", {lexical['statutes'].describe()}" if lexical.get("statutes") else "")
    if s2 == "bm25":
        how = "in BM25 order"
    elif isinstance(s2, HybridWeights):
        how = (f"fused with the query's cosine to each judgment ({(1 - s2.alpha) * (1 - s2.passage):.2f}) and to its "
               f"best-matching passage ({(1 - s2.alpha) * s2.passage:.2f}); BM25 weight {s2.alpha}")
    elif isinstance(s2, MatrixWeights):
        how = "re-ranked by a cross-facet matrix of BM25 and cosine"
    else:
        how = f"re-ranked by a learned model ({s2.to_json()['kind']})"
    return f"{what}: {lex}, {how}"


def ablations(prof: Profile) -> dict[str, Profile]:
    """The shipped profile, and the shipped profile with one decision undone per row."""
    out = {"shipped profile": prof,
           "BM25 (k1 1.2, b 0.75) alone": Profile("bm25", "", stage2="bm25", known_item=False, top_a=1000),
           "paper formula (pooled vectors, diagonal, k1 1.2 b 0.75)": dataclasses.replace(
               prof, stage2=MatrixWeights.diagonal(Weights()), facet_vectors="pooled", k1=1.2, b=0.75, rm3=None,
               reduce_terms=None)}
    if (prof.k1, prof.b) != (1.2, 0.75):
        out["- profile k1/b (back to 1.2/0.75)"] = dataclasses.replace(prof, k1=1.2, b=0.75)
    if prof.rm3:
        out["- RM3"] = dataclasses.replace(prof, rm3=None)
    if prof.phrases:
        out["- phrases (words only)"] = dataclasses.replace(prof, phrases=None)
    if prof.statutes:
        out["- statutes (BM25 order without them)"] = dataclasses.replace(prof, statutes=None)
    if prof.lexical:
        out["- query likelihood (BM25 of the same terms)"] = dataclasses.replace(prof, lexical=None)
    if prof.reduce_terms:
        out["- query reduction"] = dataclasses.replace(prof, reduce_terms=None)
    if prof.facet_vectors == "own" and prof.stage2 != "bm25":
        out["- own query facet vectors (pooled)"] = dataclasses.replace(prof, facet_vectors="pooled")
    if prof.stage2 != "bm25":
        out["- stage 2 (BM25 order of the profile's lexical side)"] = dataclasses.replace(prof, stage2="bm25",
                                                                                        top_a=1000)
        out["stage 2 = paper diagonal (same lexical side)"] = dataclasses.replace(
            prof, stage2=MatrixWeights.diagonal(Weights()))
        out["stage 2 = whole-document hybrid alpha 0.6"] = dataclasses.replace(prof, stage2=whole_hybrid(0.6))
    if isinstance(prof.stage2, HybridWeights) and prof.stage2.passage > 0:
        out["- best-passage cosine (its share to the document cosine)"] = dataclasses.replace(
            prof, stage2=HybridWeights(prof.stage2.alpha, 0.0))
    return out


def fmt(m: dict) -> str:
    return f"MAP {m['MAP']:.4f}" + "".join(f", {k} {v:.4f}" for k, v in m.items() if k.startswith("MAP_"))


def table(rows: list[dict], title: str) -> str:
    sources = sorted({k[4:] for r in rows for k in r if k.startswith("MAP_")})
    head = "".join(f" MAP {s} |" for s in sources)
    lines = [f"### {title}", "", f"| query type | lever | setting | MAP |{head} P@5 |",
             "|---|---|---|---:|" + "---:|" * len(sources) + "---:|"]
    for r in rows:
        p5 = "–" if r.get("P@5") is None else f"{r['P@5']:.3f}"
        per = "".join(" – |" if r.get(f"MAP_{s}") is None else f" {r[f'MAP_{s}']:.4f} |" for s in sources)
        lines.append(f"| {r['type']} | {r['lever']} | {r['setting']} | {r['MAP']:.4f} |{per} {p5} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
