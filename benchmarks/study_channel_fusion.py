"""Issue 11, long fact descriptions, lever 16: the small channels together in one learned ranker, and late interaction.

    PYTHONPATH=$PWD python benchmarks/study_channel_fusion.py --kind full [--json OUT]

Same protocol as ``study_long_levers.py``: the shipped profile's own ranked pool (``fact_description`` for
``--kind full``, ``fact_pattern`` for ``--kind short``; known-item pinning off), the tuner's train queries (AILA
train's 10 queries of the kind + IRLeD train citation-gap windows, 3 per judgment), grouped folds and metrics
(macro mean over the two sources). Nothing here reads val.

Per (query, pool judgment) features, each z-scored per query over the pool (the channel code is imported from
the study scripts that measured it alone):

- ``shipped``: the shipped ranking score;
- ``bm25_full``: whole-document BM25 of the full query (every query term, no reduction, no word pairs), at the
  profile's (k1, b);
- ``maxp``: lever 12, the best 250-word window's BM25 of the profile's query terms (``study_long_levers.Windows``,
  at the profile's (k1, b));
- ``prior``: lever 11, log1p of the judgment's in-corpus citation indegree (``study_long_levers.indegree``);
- ``split``: lever 13, the query-decomposition aggregate at its best setting (full: CombMNZ of sentence chunks
  of >= 80 words at the profile's (k1, b), the CV row's pick; short: no setting beat shipped, so its best
  all-train one, CombSUM of 80-word windows at (1.2, 0.75)) (``study_query_split``);
- ``doc_cos``: the query's document vector against the judgment's (``features.sem`` whole x whole);
- ``passage_cos``: its best cosine with any stored unit vector of the judgment (``index.best_passage_cosine``;
  a judgment without unit vectors: its document cosine);
- **late interaction** (new): per query unit, its max cosine over the judgment's stored unit vectors (the
  memory-mapped ``unit_vecs`` of the pool's rows only, as ``best_passage_cosine`` reads them), then the mean over
  query units (``li_units_mean``; the sum is the same feature after the per-query z-score: the number of query
  units is fixed within a query), and the mean of the top m query units (``li_units_top2``). Query units: the
  engine's own encoding units of the query (``doc.unit_vectors``, already encoded by ``analyse_query``;
  ~180 words each, so a 500-word description has 3-4), or its sentences of >= 4 words, encoded here by the
  engine's encoder (``li_sents_mean``, ``li_sents_top3``, ``li_sents_top5``).

Rows:

1. Late interaction alone: (1 - l) z(shipped) + l z(LI), l in LI_SHARES, one CV row per LI variant and one over
   all of them (l = 0 is the shipped pick itself).
2. Learned rankers over all the features (``FEATURES``), **fitted inside each fold**: for each held-out fold the
   model is fitted on the other folds' queries only. Pointwise L2 logistic regression (sklearn; each query weighs
   alike within its source, the two sources alike -- the macro mean's weighting; positives and negatives of a
   query half its weight each); pairwise L2 logistic loss of PAIRS sampled (relevant - non-relevant) feature
   differences a query (no intercept; each query's pairs weigh alike, sources alike), C in C_GRID; the same
   pairwise model with the shipped score's coefficient **unpenalised** (C in C_ANCHORED: a strong penalty then
   shrinks the model to the shipped order, not to no order), over every feature and without the late-interaction
   ones. Each C is its own CV row (fixed a priori), and one row per family with **C chosen on inner folds**
   (nested: for held-out fold f, each C's macro MAP over the other folds g != f, each scored by a model fitted
   without f and g; the best C is then fitted on all folds but f). LightGBM LambdaMART with strong
   regularisation (LGB_SETTINGS; learning rate 0.05, rows and features subsampled), plain or boosted from the
   shipped score (``init_score``), settings fixed a priori. Training rows of a query: its relevant pool
   judgments, the NEG_TOP highest-ranked non-relevant ones of the shipped order and NEG_RAND more drawn at random
   (seeded) from the rest of its pool (queries without a relevant pool judgment are left out of fitting); every
   pool judgment is scored.
3. The decision row, "every setting (one CV over all)": for each held-out fold, every LI setting (its MAP on the
   other folds) and every learned setting (its inner-CV MAP on the other folds, as in the nested row) compete,
   and the winner scores the held-out fold.

Each CV row: macro MAP of the held-out APs, per-source MAP, the +2% margin flag, held-out queries better / worse
than the shipped pick. The learned models' coefficients (fitted on all train) show which channels carry weight.
Cost: per query, the extra time of each channel beyond the shipped ``rank_query`` (its cross features already
hold the document cosine); the median over queries of the sum over a setting's channels.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tune_profiles as T  # noqa: E402  (the tuner's queries, folds and metrics: the same protocol)
from study_long_levers import DATA, Windows, indegree, order, read_corpus  # noqa: E402  (levers 11 and 12)
from study_query_split import ChunkScorer, aggregate, chunk_terms, chunks, print_cv_rows  # noqa: E402  (lever 13)

from lcr_core.profiles import shipped  # noqa: E402
from lcr_core.query_types import detect  # noqa: E402
from lcr_core.ranking import rank_query  # noqa: E402
from lcr_core.retrieve import WHOLE, zscore  # noqa: E402

LI_SHARES = (0.1, 0.2, 0.3, 0.5, 0.7, 1.0)
LI_VARIANTS = ("li_units_mean", "li_units_top2", "li_sents_mean", "li_sents_top3", "li_sents_top5")
FEATURES = ("shipped", "bm25_full", "maxp", "prior", "split", "doc_cos", "passage_cos",
            "li_units_mean", "li_units_top2", "li_sents_mean", "li_sents_top3")
NO_LI = FEATURES[:7]
C_GRID = (0.001, 0.01, 0.1, 1.0)
C_ANCHORED = (0.00001, 0.0001, 0.001, 0.01)  # the shipped score unpenalised: C -> 0 is the shipped order itself
LGB_SETTINGS = ({"num_leaves": 4, "n_estimators": 60, "min_child_samples": 100, "reg_lambda": 10.0},
                {"num_leaves": 2, "n_estimators": 100, "min_child_samples": 200, "reg_lambda": 10.0})
NEG_TOP, NEG_RAND, PAIRS = 100, 200, 400
MIN_SENT_WORDS = 4
# lever 13 at its best setting (see the docstring): aggregate, split, chunk words, chunk BM25 (k1, b) or None (profile's)
SPLIT = {"full": ("CombMNZ", "sent", 80, None), "short": ("CombSUM", "win", 80, (1.2, 0.75))}
CHANNEL_COST = {"bm25_full": "bm25_full", "maxp": "maxp", "split": "split", "passage_cos": "passage_cos",
                "li_units_mean": "li_units", "li_units_top2": "li_units", "li_sents_mean": "li_sents",
                "li_sents_top3": "li_sents", "li_sents_top5": "li_sents", "prior": None, "doc_cos": None,
                "shipped": None}


# ---- late interaction ---------------------------------------------------------------------------------------
def max_cos_per_unit(index, rows: np.ndarray, qvecs: np.ndarray) -> np.ndarray:
    """(len(rows), U) each query vector's largest cosine with any stored unit vector of each judgment (NaN for a
    judgment without unit vectors): ``best_passage_cosine`` with several query vectors at once."""
    return index.best_passage_cosine(rows, np.atleast_2d(qvecs))


def li_scores(m: np.ndarray, fallback: np.ndarray, tops: tuple[int, ...]) -> dict[str, np.ndarray]:
    """Sum, mean and top-m means over query units of an (P, U) max-cosine matrix; NaN rows: the fallback."""
    m = np.where(np.isnan(m), fallback[:, None], m)
    s = -np.sort(-m, axis=1)
    out = {"sum": m.sum(axis=1), "mean": m.mean(axis=1)}
    for k in tops:
        out[f"top{k}"] = s[:, : min(k, m.shape[1])].mean(axis=1)
    return out


# ---- learned rankers ----------------------------------------------------------------------------------------
class Data:
    """Per query: z-scored features (P, K) over the pool, relevance labels, training-row sample, source weight."""

    def __init__(self, X: list[np.ndarray], y: list[np.ndarray], shipped_rank: list[np.ndarray], src: np.ndarray,
                 seed: int = 0) -> None:
        self.X, self.y, self.src = X, y, src
        rng = np.random.default_rng(seed)
        self.sample = []
        for i in range(len(X)):
            pos = np.flatnonzero(y[i])
            neg_by_rank = shipped_rank[i][~y[i][shipped_rank[i]]]  # non-relevant pool positions, shipped order
            top, rest = neg_by_rank[:NEG_TOP], neg_by_rank[NEG_TOP:]
            rand = rng.choice(rest, min(NEG_RAND, len(rest)), replace=False) if len(rest) else rest
            self.sample.append((pos, np.concatenate([top, rand])))

    def qweights(self, idx: np.ndarray) -> dict[int, float]:
        """Each training query with a relevant pool judgment weighs 1 / (its source's count), sources alike."""
        idx = [i for i in idx if len(self.sample[i][0])]
        n = Counter(self.src[i] for i in idx)
        return {i: 1.0 / n[self.src[i]] for i in idx}


def logistic(x: np.ndarray, y: np.ndarray, w: np.ndarray, c: float, free: list[int], intercept: bool) -> np.ndarray:
    """L2 logistic regression (sklearn's objective: C x the weighted log-loss + half the squared coefficients),
    except that the columns ``free`` carry no penalty; returns the coefficients (no intercept)."""
    from scipy.optimize import minimize

    w = w * len(w) / w.sum()
    xb = np.hstack([x, np.ones((len(x), 1))]) if intercept else x
    pen = np.ones(xb.shape[1])
    pen[free] = 0.0
    if intercept:
        pen[-1] = 0.0
    sgn = 2 * y - 1

    def f(beta):
        m = sgn * (xb @ beta)
        loss = np.logaddexp(0, -m)
        g = -(w * sgn * np.exp(-np.logaddexp(0, m))) @ xb
        return c * float(w @ loss) + 0.5 * float(pen @ beta**2), c * g + pen * beta

    beta = minimize(f, np.zeros(xb.shape[1]), jac=True, method="L-BFGS-B", options={"maxiter": 2000}).x
    return beta[:-1] if intercept else beta


def point_rows(d: Data, idx: np.ndarray, cols: list[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    xs, ys, ws = [], [], []
    for i, w in d.qweights(idx).items():
        pos, neg = d.sample[i]
        xs += [d.X[i][pos][:, cols], d.X[i][neg][:, cols]]
        ys += [np.ones(len(pos)), np.zeros(len(neg))]
        ws += [np.full(len(pos), 0.5 * w / len(pos)), np.full(len(neg), 0.5 * w / max(len(neg), 1))]
    return np.vstack(xs), np.concatenate(ys), np.concatenate(ws)


def pair_rows(d: Data, idx: np.ndarray, cols: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """PAIRS (relevant, non-relevant) pairs a query, drawn from its training rows: feature differences and
    weights (each query's pairs weigh alike, the sources alike)."""
    rng = np.random.default_rng(1)
    xs, ws = [], []
    for i, w in d.qweights(idx).items():
        pos, neg = d.sample[i]
        a, b = rng.choice(pos, PAIRS), rng.choice(neg, PAIRS)
        xs.append(d.X[i][a][:, cols] - d.X[i][b][:, cols])
        ws.append(np.full(PAIRS, w / PAIRS))
    return np.vstack(xs), np.concatenate(ws)


def fit_pointwise(d: Data, idx: np.ndarray, cols: list[int], c: float, anchored: bool = False) -> np.ndarray:
    """``anchored``: the shipped score's coefficient is not penalised, so a strong L2 shrinks the model to the
    shipped order rather than to no order at all."""
    from sklearn.linear_model import LogisticRegression

    x, y, w = point_rows(d, idx, cols)
    if anchored:
        return logistic(x, y, w, c, [cols.index(0)], True)
    model = LogisticRegression(C=c, max_iter=2000)
    model.fit(x, y, sample_weight=w * len(w) / w.sum())
    return model.coef_.ravel()


def fit_pairwise(d: Data, idx: np.ndarray, cols: list[int], c: float, anchored: bool = False) -> np.ndarray:
    """Logistic loss of each pair's difference (label 1: relevant above; no intercept)."""
    x, w = pair_rows(d, idx, cols)
    return logistic(x, np.ones(len(x)), w, c, [cols.index(0)] if anchored else [], False)


def fit_lambdamart(d: Data, idx: np.ndarray, cols: list[int], params: dict, anchored: bool = False):
    """``anchored``: boosted from the shipped score (LightGBM's ``init_score``), so the trees only correct it."""
    import lightgbm as lgb

    xs, ys, groups, init = [], [], [], []
    for i in d.qweights(idx):
        pos, neg = d.sample[i]
        rows = np.concatenate([pos, neg])
        xs.append(d.X[i][rows][:, cols])
        ys.append(np.r_[np.ones(len(pos)), np.zeros(len(neg))])
        groups.append(len(rows))
        init.append(d.X[i][rows][:, 0])
    model = lgb.LGBMRanker(objective="lambdarank", learning_rate=0.05, subsample=0.8, subsample_freq=1,
                           colsample_bytree=0.8, random_state=0, n_jobs=1, deterministic=True, force_row_wise=True,
                           verbose=-1, **params)
    model.fit(np.vstack(xs), np.concatenate(ys), group=groups, init_score=np.concatenate(init) if anchored else None)
    return model


def fit_model(d: Data, idx: np.ndarray, kind: str, param, names) -> Callable[[int], np.ndarray]:
    """Fit one learned setting on the queries ``idx``; returns query -> its pool's scores."""
    cols = [FEATURES.index(n) for n in names]
    anchored = kind.endswith("+anchor")
    if kind.startswith("lgb"):
        model = fit_lambdamart(d, idx, cols, param, anchored)
        return lambda i: model.predict(d.X[i][:, cols]) + (d.X[i][:, 0] if anchored else 0.0)
    coef = (fit_pointwise if kind.startswith("point") else fit_pairwise)(d, idx, cols, param, anchored)
    return lambda i: d.X[i][:, cols] @ coef


# ---- the study ----------------------------------------------------------------------------------------------
def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=("short", "full"), default="full")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--limit", type=int, help="only the first N queries of each source (a smoke test)")
    ap.add_argument("--cache", type=Path, help="keep the per-query features here (pickle): a rerun of the same "
                                               "kind and limit fits the models without ranking again")
    args = ap.parse_args()
    t0 = time.time()
    ptype = "fact_pattern" if args.kind == "short" else "fact_description"
    profile = replace(shipped()[ptype], known_item=False)
    kb = (profile.k1, profile.b)
    s_agg, s_split, s_n, s_kb = SPLIT[args.kind]
    s_kb = s_kb or kb
    engines = {k: T.open_engine(p, None) for k, p in DATA.items()}
    prior, windows, scorers, prior_info, setup_s = {}, {}, {}, {}, {}
    for src, e in engines.items():
        ts = time.time()
        docs = read_corpus(DATA[src] / "corpus.jsonl.gz")
        prior[src], prior_info[src] = indegree(e, src, docs)
        windows[src] = Windows(e, docs)
        scorers[src] = ChunkScorer(e, [s_kb])
        setup_s[src] = round(time.time() - ts)
        T.log(f"{src}: indegree, {windows[src].tf.shape[0]} windows, chunk BM25 ({time.time() - t0:.0f}s)")
    train = [q for q in T.load_queries(engines["aila"], DATA["aila"], "train") if q.kind == args.kind]
    train += T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 3, 0)
    if args.limit:
        train = [q for s_ in ("aila", "irled") for q in [q for q in train if q.source == s_][: args.limit]]
    T.log(f"{len(train)} train queries ({args.kind}), profile {ptype}")

    feats, labels, rowss, shipped_orders, ship_rank, costs, n_units, n_sents = [], [], [], [], [], [], [], []
    base_ms = []
    t_cached = None
    key = {"kind": args.kind, "limit": args.limit, "ids": [q.id for q in train]}
    if args.cache and args.cache.exists():
        with open(args.cache, "rb") as fh:
            cached = pickle.load(fh)
        if cached["key"] == key:
            feats, labels, rowss, shipped_orders, ship_rank, costs, n_units, n_sents, base_ms = cached["data"]
            t_cached = cached["query_loop_s"]
            T.log(f"features of {len(feats)} queries from {args.cache} (their query loop: {t_cached:.0f}s)")
    for i, q in enumerate(train if not feats else []):
        e = engines[q.source]
        tq = time.perf_counter()
        r = rank_query(e, q.text, profile, detect(q.text))
        base_ms.append(1000 * (time.perf_counter() - tq))
        rows = r.pool.rows
        f, cost = {"shipped": np.asarray(r.ranking.score, dtype=np.float64)}, {}

        def timed(name, fn):
            t = time.perf_counter()
            out = fn()
            cost[name] = 1000 * (time.perf_counter() - t)
            return out

        def bm25_full():
            m = e.bm25_params.matrix("whole", *kb)
            terms = {t: float(c) for t, c in Counter(r.pq.q.tokens_whole).items()}
            return m.scores_vector(m.term_vector(terms))[rows]
        f["bm25_full"] = timed("bm25_full", bm25_full)
        f["maxp"] = timed("maxp", lambda: windows[q.source].best(r.pq.bm25_terms, *kb)[rows])
        f["prior"] = np.log1p(prior[q.source][rows])

        def split():
            qs = chunk_terms(e, chunks(r.pq.q.analysed, s_split, s_n), profile)
            return aggregate(scorers[q.source].scores(qs, s_kb)[rows], s_agg)
        f["split"] = timed("split", split)
        doc = r.features.sem[:, WHOLE, WHOLE].astype(np.float64)
        f["doc_cos"] = doc
        pc = timed("passage_cos", lambda: e.index.best_passage_cosine(rows, r.pq.field_vecs[WHOLE]))
        f["passage_cos"] = np.where(np.isnan(pc), doc, pc)
        doc_q = r.pq.q.analysed.doc
        uv = np.asarray(doc_q.unit_vectors, dtype=np.float32)
        lu = timed("li_units", lambda: li_scores(max_cos_per_unit(e.index, rows, uv), doc, (2,)))

        def li_sents():
            sents = [s for s in doc_q.sentence_texts() if len(s.split()) >= MIN_SENT_WORDS] or doc_q.unit_texts()
            sv = e.encoder.encode(sents)
            n_sents.append(len(sents))
            return li_scores(max_cos_per_unit(e.index, rows, sv), doc, (3, 5))
        ls = timed("li_sents", li_sents)
        n_units.append(len(uv))
        assert np.allclose(zscore(lu["sum"]), zscore(lu["mean"]))  # sum and mean: one feature after the z-score
        f |= {"li_units_mean": lu["mean"], "li_units_top2": lu["top2"], "li_sents_mean": ls["mean"],
              "li_sents_top3": ls["top3"], "li_sents_top5": ls["top5"]}
        feats.append({k: zscore(v) for k, v in f.items()})
        labels.append(np.isin(rows, list(q.relevant)))
        rowss.append(rows)
        so = r.order  # pool positions in the shipped order (pinning off)
        ship_rank.append(np.asarray(so, dtype=np.int64))
        shipped_orders.append(r.rows(T.DEPTH))
        costs.append(cost)
        if i % 25 == 0:
            T.log(f"{i + 1}/{len(train)} ({time.time() - t0:.0f}s)")
    t_loop = time.time() - t0 if t_cached is None else t_cached
    if args.cache and not (args.cache.exists() and pickle.load(open(args.cache, "rb"))["key"] == key):
        with open(args.cache, "wb") as fh:
            pickle.dump({"key": key, "data": (feats, labels, rowss, shipped_orders, ship_rank, costs, n_units,
                                              n_sents, base_ms), "query_loop_s": t_loop}, fh)
    src = np.array([q.source for q in train])
    fold = np.array(T.folds([SimpleNamespace(q=q) for q in train]))
    folds_ = np.unique(fold)
    nq = len(train)

    def ap_of(i: int, score: np.ndarray) -> float:
        return T.average_precision(order(rowss[i], score), train[i].relevant, train[i].n_rel)

    def train_map(col: np.ndarray, mask=None) -> float:
        mask = np.ones(nq, dtype=bool) if mask is None else mask
        return T.macro(col[mask].tolist(), src[mask].tolist())

    shipped_ap = np.array([T.average_precision(shipped_orders[i], q.relevant, q.n_rel) for i, q in enumerate(train)])

    # ---- 1. late interaction alone: a fixed grid, one AP column per setting ------------------------------------
    li_settings = [(v, lam) for v in LI_VARIANTS for lam in LI_SHARES]
    li_ap = np.zeros((nq, len(li_settings) + 1))
    li_ap[:, 0] = shipped_ap
    for i in range(nq):
        for j, (v, lam) in enumerate(li_settings, start=1):
            li_ap[i, j] = ap_of(i, (1 - lam) * feats[i]["shipped"] + lam * feats[i][v])

    # ---- 2. learned rankers, fitted inside each fold (and nested inner folds) ----------------------------------
    def matrix(names) -> list[np.ndarray]:
        return [np.stack([fq[n] for n in names], axis=1) for fq in feats]

    data = Data(matrix(FEATURES), labels, ship_rank, src)
    learned = [(f"pointwise logistic, C {c}", "point", c, FEATURES) for c in C_GRID]
    learned += [(f"pairwise logistic, C {c}", "pair", c, FEATURES) for c in C_GRID]
    learned += [(f"pairwise logistic, shipped unpenalised, C {c}", "pair+anchor", c, FEATURES) for c in C_ANCHORED]
    learned += [(f"pairwise logistic, shipped unpenalised, without late interaction, C {c}", "pair+anchor", c, NO_LI)
                for c in C_ANCHORED]
    for p in LGB_SETTINGS:
        tag = f"{p['num_leaves']} leaves, {p['n_estimators']} trees, >= {p['min_child_samples']} rows a leaf, L2 {p['reg_lambda']:g}"
        learned += [(f"LambdaMART ({tag})", "lgb", p, FEATURES),
                    (f"LambdaMART boosted from the shipped score ({tag})", "lgb+anchor", p, FEATURES)]

    def fit_score(kind, param, names, idx, score_idx) -> dict[int, float]:
        model = fit_model(data, idx, kind, param, names)
        return {i: ap_of(i, model(i)) for i in score_idx}

    held = np.zeros((nq, len(learned)))  # outer held-out AP of each learned setting
    inner = np.zeros((len(folds_), len(learned)))  # inner-CV macro MAP on the other folds, per outer fold
    for s, (name, kind, param, names) in enumerate(learned):
        ts = time.time()
        for a, f in enumerate(folds_):
            tr = np.flatnonzero(fold != f)
            for i, v in fit_score(kind, param, names, tr, np.flatnonzero(fold == f)).items():
                held[i, s] = v
            inner_ap = np.zeros(nq)
            for g in folds_:
                if g == f:
                    continue
                for i, v in fit_score(kind, param, names, np.flatnonzero((fold != f) & (fold != g)),
                                      np.flatnonzero(fold == g)).items():
                    inner_ap[i] = v
            inner[a, s] = train_map(inner_ap, fold != f)
        T.log(f"{name}: CV {train_map(held[:, s]):.4f} ({time.time() - ts:.0f}s)")

    # ---- rows ---------------------------------------------------------------------------------------------------
    shipped_map = train_map(shipped_ap)

    def cv_row(family: str, setting: str, heldcol: np.ndarray, extra: dict | None = None) -> dict:
        d = heldcol - shipped_ap
        cv = train_map(heldcol)
        return {"family": family, "setting": setting, "MAP": cv,
                **{f"MAP_{s_}": float(heldcol[src == s_].mean()) for s_ in ("aila", "irled")},
                "clears_margin": bool(cv > shipped_map * T.MARGIN),
                "held_out_vs_shipped": {"better": int((d > 1e-9).sum()), "worse": int((d < -1e-9).sum()),
                                        "same": int((abs(d) <= 1e-9).sum())},
                **(extra or {}), "per_query_AP": [round(float(x), 5) for x in heldcol]}

    def grid_cv(cols: list[int]) -> tuple[np.ndarray, int, dict]:
        """cv_columns' held-out picks over li_ap columns (no fitting: a setting's MAP on the other folds)."""
        heldcol, picks = np.zeros(nq), {}
        for f in folds_:
            m = [train_map(li_ap[:, j], fold != f) for j in cols]
            j = cols[int(np.argmax(m))]
            heldcol[fold == f], picks[int(f)] = li_ap[fold == f, j], j
        _, best = T.cv_columns(li_ap[:, cols], fold, src)
        return heldcol, cols[best], picks

    def li_label(j: int) -> str:
        return "shipped pick" if j == 0 else f"{li_settings[j - 1][0]}, share {li_settings[j - 1][1]}"

    out_rows = [{"family": "shipped pick", "setting": f"{ptype} as shipped", "MAP": shipped_map,
                 **{f"MAP_{s_}": float(shipped_ap[src == s_].mean()) for s_ in ("aila", "irled")},
                 "per_query_AP": [round(float(x), 5) for x in shipped_ap]}]
    for v in LI_VARIANTS:
        cols = [0] + [j for j, s_ in enumerate(li_settings, start=1) if s_[0] == v]
        h, best, _ = grid_cv(cols)
        out_rows.append(cv_row(f"late interaction ({v})", f"grouped CV (all train picks: {li_label(best)})", h,
                               {"pick": li_label(best)}))
    cols_li = list(range(len(li_settings) + 1))
    h, best, _ = grid_cv(cols_li)
    out_rows.append(cv_row("late interaction (every variant)", f"grouped CV (all train picks: {li_label(best)})", h,
                           {"pick": li_label(best)}))
    li_all_train = [{"setting": li_label(j), "MAP": train_map(li_ap[:, j]),
                     **{f"MAP_{s_}": float(li_ap[src == s_, j].mean()) for s_ in ("aila", "irled")}}
                    for j in range(1, len(li_settings) + 1)]

    for s, (name, kind, param, names) in enumerate(learned):
        out_rows.append(cv_row("learned ranker", f"{name} (fixed a priori, fitted in each fold)", held[:, s]))
    def among(kind: str, names=FEATURES) -> list[int]:
        return [s for s, l_ in enumerate(learned) if l_[1] == kind and l_[3] == names]

    groups = {"pointwise logistic": among("point"), "pairwise logistic": among("pair"),
              "pairwise logistic, shipped unpenalised": among("pair+anchor"),
              "pairwise logistic, shipped unpenalised, without late interaction": among("pair+anchor", NO_LI),
              "every logistic setting (all features)": among("point") + among("pair") + among("pair+anchor")}
    for gname, ss in groups.items():
        h, picks = np.zeros(nq), {}
        for a, f in enumerate(folds_):
            s = ss[int(np.argmax(inner[a, ss]))]
            h[fold == f], picks[int(f)] = held[fold == f, s], learned[s][0]
        out_rows.append(cv_row("learned ranker", f"{gname}, C chosen on inner folds (nested)", h,
                               {"fold_picks": picks}))

    # the decision row: every LI setting (MAP on the other folds) and every learned setting (inner CV) compete
    h, picks = np.zeros(nq), {}
    for a, f in enumerate(folds_):
        li_m = [train_map(li_ap[:, j], fold != f) for j in cols_li]
        jl = int(np.argmax(li_m))
        sl = int(np.argmax(inner[a]))
        if inner[a, sl] > li_m[jl]:
            h[fold == f], picks[int(f)] = held[fold == f, sl], learned[sl][0]
        else:
            h[fold == f], picks[int(f)] = li_ap[fold == f, jl], li_label(jl)
    out_rows.append(cv_row("every setting above (one CV over all)", "grouped CV, learned settings by inner CV", h,
                           {"fold_picks": picks}))

    # coefficients / importances fitted on all train
    all_idx = np.arange(nq)
    coefs = []
    for s, (name, kind, param, names) in enumerate(learned):
        cols = [FEATURES.index(n) for n in names]
        if kind.startswith("lgb"):
            model = fit_lambdamart(data, all_idx, cols, param, kind.endswith("+anchor"))
            gain = model.booster_.feature_importance("gain")
            vals = {n: round(float(g / max(gain.sum(), 1e-12)), 4) for n, g in zip(names, gain)}
            coefs.append({"setting": name, "gain_share": vals, "CV_MAP": train_map(held[:, s])})
        else:
            coef = (fit_pointwise if kind.startswith("point") else fit_pairwise)(data, all_idx, cols, param,
                                                                                 kind.endswith("+anchor"))
            coefs.append({"setting": name, "coef": {n: round(float(c), 4) for n, c in zip(names, coef)},
                          "CV_MAP": train_map(held[:, s])})

    # cost: per query, the sum over a setting's channels of their extra ms
    def cost_of(channels) -> dict:
        keys = sorted({CHANNEL_COST[c] for c in channels if CHANNEL_COST[c]})
        per_q = [sum(c[k] for k in keys) for c in costs]
        return {"channels": keys, "extra_ms_median": round(float(np.median(per_q)), 1),
                "extra_ms_p90": round(float(np.percentile(per_q, 90)), 1)}
    channel_ms = {k: round(float(np.median([c[k] for c in costs])), 1) for k in costs[0]}
    best_row = max(out_rows[1:], key=lambda r_: r_["MAP"])
    cost_rows = {"every feature (learned ranker)": cost_of(FEATURES), "without late interaction": cost_of(NO_LI),
                 "late interaction, query units": cost_of(["li_units_mean"]),
                 "late interaction, query sentences": cost_of(["li_sents_mean"])}

    print(f"### {args.kind} ({ptype}): train MAP (macro of AILA and IRLeD windows; every row but the first is "
          f"grouped CV)\n")
    print_cv_rows(out_rows)
    print(f"\nmargin: CV MAP must exceed {shipped_map * T.MARGIN:.4f} (shipped {shipped_map:.4f} x {T.MARGIN})")
    print("\nlate interaction alone, best all-train settings (not CV):\n")
    print("| setting | MAP | MAP aila | MAP irled |\n|---|---:|---:|---:|")
    for r_ in sorted(li_all_train, key=lambda r_: -r_["MAP"])[:8]:
        print(f"| {r_['setting']} | {r_['MAP']:.4f} | {r_['MAP_aila']:.4f} | {r_['MAP_irled']:.4f} |")
    print("\nlearned coefficients, fitted on all train (logistic: on z-scored features; LambdaMART: share of gain):\n")
    print("| setting | CV MAP | " + " | ".join(FEATURES) + " |\n|---|---:|" + "---:|" * len(FEATURES))
    for c_ in coefs:
        vals = c_.get("coef") or c_["gain_share"]
        print(f"| {c_['setting']} | {c_['CV_MAP']:.4f} | " + " | ".join(
            f"{vals[n]:.3f}" if n in vals else "–" for n in FEATURES) + " |")
    print(f"\nquery units per query (median / max): {np.median(n_units):g} / {max(n_units)}; query sentences "
          f"of >= {MIN_SENT_WORDS} words: {np.median(n_sents):g} / {max(n_sents)}")
    print(f"\ncost: shipped rank_query median {np.median(base_ms):.1f} ms; extra median ms per channel: "
          + ", ".join(f"{k} {v}" for k, v in channel_ms.items()))
    for k, v in cost_rows.items():
        print(f"- {k}: median {v['extra_ms_median']} ms, p90 {v['extra_ms_p90']} ms ({', '.join(v['channels'])})")
    print(f"\nbest CV row: {best_row['family']} / {best_row['setting']} ({best_row['MAP']:.4f})")
    T.log(f"query loop {t_loop:.0f}s, total {time.time() - t0:.0f}s")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "kind": args.kind, "profile": ptype, "queries": nq,
            "n_by_source": {s_: int((src == s_).sum()) for s_ in ("aila", "irled")}, "query_ids": [q.id for q in train],
            "margin": T.MARGIN, "features": FEATURES, "li_variants": LI_VARIANTS, "li_shares": LI_SHARES,
            "c_grid": C_GRID, "c_grid_anchored": C_ANCHORED, "lambdamart_settings": LGB_SETTINGS,
            "training_rows": {"top_negatives": NEG_TOP, "random_negatives": NEG_RAND, "pairs_per_query": PAIRS},
            "split_setting": {"aggregate": s_agg, "split": s_split, "words": s_n, "k1_b": s_kb},
            "query_units_median": float(np.median(n_units)), "query_sentences_median": float(np.median(n_sents)),
            "cost": {"shipped_rank_query_ms_median": round(float(np.median(base_ms)), 1),
                     "channel_extra_ms_median": channel_ms, "settings": cost_rows,
                     "setup_s_per_corpus (indegree, windows, chunk BM25 weights)": setup_s},
            "seconds": {"query_loop": round(t_loop), "total": round(time.time() - t0)},
            "command": "PYTHONPATH=$PWD python " + " ".join(sys.argv), "rows": out_rows,
            "li_all_train": li_all_train, "coefficients": coefs,
            "inner_cv": {"settings": [l_[0] for l_ in learned], "folds": folds_.tolist(),
                         "MAP": np.round(inner, 5).tolist()}}, indent=1) + "\n")


if __name__ == "__main__":
    main()
