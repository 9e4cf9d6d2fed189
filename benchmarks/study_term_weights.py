"""Issue 11, long fact descriptions: learned query term weights (term-recall prediction, Zhao & Callan 2010 style).

    PYTHONPATH=$PWD python benchmarks/study_term_weights.py --kind full [--json OUT]

Which of a verbose query's terms a relevant judgment actually contains is predictable from cheap features; the
shipped long profile keeps its 60 terms by count x idf instead. Same protocol as ``study_long_levers.py``: the
shipped profile (``fact_description`` for ``--kind full``, ``fact_pattern`` for ``--kind short``; known-item
pinning off), the tuner's train queries (AILA train of that kind + IRLeD train citation-gap windows, 3 per
judgment), grouped folds and macro MAP over the two sources.

1. **Target**, per (train query, candidate term): term recall = the share of the query's relevant judgments (in
   the index) that contain the term. Candidates: every distinct analysed token of the query the corpus knows
   (the profile's terms before its 60-term cut), from the engine's own analyser.
2. **Features** (query text and corpus statistics only, never qrels): idf, log corpus frequency, log of the mean
   tf where present, count in the query, first position (relative), count x idf rank (raw, relative, and whether
   the shipped cut keeps it), count x idf over the query's best, number / provision the query names (the engine's
   statute reader, ``phrases.statute_terms``) / statute word, document frequency and mean tf among the query's
   top-20 BM25 judgments (pseudo-relevance; also df among the top 100 and the lift over the corpus df), length in
   characters, the query's number of candidate terms.
3. **Models**: LightGBM (cross-entropy objective on the fractional target) and logistic regression (the fractional
   target as two weighted rows), each query's terms weighing 1 in all.
4. **Use**: (a) w_t = (pred / mean pred over the kept terms)^gamma x the shipped weight, gamma 0.5 / 1 / 2;
   (b) the top-n terms by pred x idf at their query counts, n 30 / 60 / 100; scored by the profile's own BM25
   (its k1 / b; for ``fact_description`` words and word pairs in one BM25, the pairs at their shipped counts),
   over the shipped pool or over the whole corpus, fused as (1 - l) z(shipped) + l z(new), l 0.2 ... 1.0
   (l = 0 is the shipped pick itself).
5. **Nested CV.** A query's predictions never come from a model that saw its fold: the per-setting MAP rows use
   out-of-fold predictions (model fitted on the other 9 folds). The grouped-CV rows choose the setting for held-out
   fold f on inner tables built for f alone: for every other fold g, a model fitted on the folds other than f and
   g predicts g's queries; the setting with the best macro MAP over those inner tables is scored on f with the
   outer model's predictions (fitted on every fold but f). 10 outer + 90 inner fits per model.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tune_profiles as T  # noqa: E402  (the tuner's queries, folds and metrics: the same protocol)

from lcr_core.phrases import statute_terms  # noqa: E402
from lcr_core.profiles import shipped  # noqa: E402
from lcr_core.query_types import detect  # noqa: E402
from lcr_core.ranking import query_terms, rank_query  # noqa: E402
from lcr_core.retrieve import zscore  # noqa: E402

DATA = {"aila": Path("../shared/data/aila2019"), "irled": Path("../shared/data/irled2017")}
GAMMAS = (0.5, 1.0, 2.0)
RSJ_SCALES = (0.5, 1.0, 2.0)
TOP_NS = (30, 60, 100)
SHARES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
SCOPES = ("pool", "corpus")
MODELS = ("lightgbm", "logistic")
ORACLE = "oracle (true recall; reads qrels, a ceiling only)"  # never in a CV row
PRF_K, PRF_K2 = 20, 100
STATUTE_WORDS = frozenset("section sections sec article articles act code ipc i.p.c crpc cr.p.c cpc c.p.c penal "
                          "procedure evidence constitution rule rules clause sub provision provisions".split())
FEATURES = ["idf", "log_cf", "log_tf_where_present", "query_count", "log_query_count", "first_position",
            "cxi_rank", "cxi_rank_relative", "in_shipped_cut", "cxi_over_best", "is_number", "is_named_provision",
            "is_statute_word", "prf_df20", "prf_log_tf20", "prf_df100", "prf_lift", "chars", "log_query_terms",
            "df_share"]


# ---- the per-query material ---------------------------------------------------------------------------------
@dataclass
class QData:
    q: object
    terms: list[str]
    X: np.ndarray  # (T, F) features
    y: np.ndarray | None  # (T,) term recall (None: no relevant judgment in the index)
    idf: np.ndarray
    counts: np.ndarray  # query counts
    w0: np.ndarray  # the shipped word weights (0 for the terms its cut drops)
    Mw: np.ndarray  # (n_docs, T): the profile's BM25 weight of each candidate word in every judgment
    phr: np.ndarray  # (n_docs,) the phrase part of the profile's BM25 (pairs / statutes, shipped weights)
    pool_rows: np.ndarray
    base_pool: np.ndarray  # z(shipped score) over the pool
    base_all: np.ndarray  # z(shipped score) over the corpus
    shipped_order: np.ndarray


class Side:
    """One corpus's phrase index and the profile's BM25 weights over it (the profile's own scoring)."""

    def __init__(self, engine, profile) -> None:
        self.engine, self.profile = engine, profile
        self.px = engine.phrase_index_for(engine.index)
        opts = profile.phrases
        self.n_words = len(self.px.words.vocab)
        tf = self.px.words.tf.tocsr()
        self.tf = tf
        self.n_docs = tf.shape[0]
        self.df = np.bincount(tf.indices, minlength=self.n_words).astype(np.float64)
        self.cf = np.asarray(tf.sum(axis=0)).ravel().astype(np.float64)
        if opts is not None and opts.mode == "joined":
            self.parts = ("words", "pairs") + (("statutes",) if opts.statutes else ())
            self.W = self.px._weights(self.parts, profile.k1, profile.b)
            self.Wphr, self.phr_weight = None, 1.0
        else:
            self.parts = ("words",)
            self.W = self.px._weights(("words",), profile.k1, profile.b)
            self.phr_parts = (("pairs",) + (("statutes",) if opts.statutes else ())) if opts else ()
            self.Wphr = self.px._weights(self.phr_parts, profile.k1, profile.b) if opts else None
            self.phr_weight = opts.weight if opts else 0.0
        self.n_cols = self.W.shape[1]

    def word_cols(self, terms: list[str]) -> np.ndarray:
        return np.array([self.px.words.vocab[t] for t in terms], dtype=np.int64)

    def phrase_vector(self, tokens: list[str], text: str) -> tuple[sp.csr_matrix, np.ndarray | None]:
        """(the query's phrase columns in ``W`` as a sparse column, or the separate phrase BM25's query vector)."""
        counts = self.px.query_counts(tokens, text, {})
        if self.Wphr is None:
            q = self.px.query_vector(self.parts, {k: v for k, v in counts.items() if k != "words"})
            return (sp.csr_matrix(q[:, None]) if q is not None else None), None
        q = self.px.query_vector(self.phr_parts, counts)
        return None, q

    def phrase_scores(self, tokens: list[str], text: str) -> np.ndarray:
        qj, qs = self.phrase_vector(tokens, text)
        if qj is not None:
            return np.asarray((self.W @ qj).toarray(), dtype=np.float64).ravel()
        if qs is not None:
            return self.phr_weight * np.asarray(self.Wphr @ qs, dtype=np.float64).ravel()
        return np.zeros(self.n_docs)

    def idf_of(self, cols: np.ndarray) -> np.ndarray:
        # the shipped reduction's informativeness: the whole field's df (the same analysed tokens)
        df = self.df[cols]
        return np.log((self.n_docs - df + 0.5) / (df + 0.5))


def features(side: Side, tokens: list[str], text: str, terms: list[str], cols: np.ndarray, counts: np.ndarray,
             top20: np.ndarray, top100: np.ndarray) -> np.ndarray:
    """(T, F) features of the candidate terms: query text and corpus statistics only."""
    n = side.n_docs
    idf = side.idf_of(cols)
    df, cf = side.df[cols], side.cf[cols]
    first = {}
    for i, t in enumerate(tokens):
        first.setdefault(t, i)
    cxi = counts * idf
    order = np.lexsort((np.array(terms), -cxi))  # the shipped order: (-informativeness, term)
    rank = np.empty(len(terms))
    rank[order] = np.arange(len(terms))
    cut = side.profile.reduce_terms or len(terms)
    provisions = {t.split("§", 1)[1] for t in statute_terms(text)}
    sub = side.tf[np.concatenate([top20, top100])][:, cols].toarray()
    t20, t100 = sub[: len(top20)], sub[len(top20):]
    prf20 = (t20 > 0).mean(0) if len(top20) else np.zeros(len(terms))
    prf100 = (t100 > 0).mean(0) if len(top100) else np.zeros(len(terms))
    tf20 = t20.mean(0) if len(top20) else np.zeros(len(terms))
    X = np.column_stack([
        idf, np.log1p(cf), np.log(cf / np.maximum(df, 1)), counts, np.log1p(counts),
        np.array([first[t] for t in terms]) / max(len(tokens), 1), np.log1p(rank), rank / max(len(terms), 1),
        (rank < cut).astype(float), cxi / max(cxi.max(), 1e-9),
        np.array([t.replace(".", "").isdigit() for t in terms], dtype=float),
        np.array([t in provisions for t in terms], dtype=float),
        np.array([t in STATUTE_WORDS for t in terms], dtype=float),
        prf20, np.log1p(tf20), prf100, np.log((prf20 + 0.05) / (df / n + 0.05)),
        np.array([len(t) for t in terms], dtype=float), np.full(len(terms), np.log(len(terms))), df / n,
    ])
    return X


def prepare(engine, side: Side, q, profile) -> tuple[QData, float]:
    t0 = time.perf_counter()
    r = rank_query(engine, q.text, profile, detect(q.text))
    ms = (time.perf_counter() - t0) * 1000
    tokens = r.pq.q.tokens_whole
    cnt = Counter(t for t in tokens if t in side.px.words.vocab)
    terms = sorted(cnt)
    cols = side.word_cols(terms)
    counts = np.array([cnt[t] for t in terms], dtype=np.float64)
    shipped_terms = query_terms(engine, tokens, profile)  # the shipped cut (count x idf)
    w0 = np.array([shipped_terms.get(t, 0.0) for t in terms])
    onehot = sp.csr_matrix((np.ones(len(cols)), (cols, np.arange(len(cols)))), shape=(side.n_cols, len(cols)))
    Mw = (side.W @ onehot).toarray().astype(np.float64)
    phr = side.phrase_scores(tokens, r.pq.view_text)
    bm = np.asarray(r.bm25, dtype=np.float64)
    top20 = np.argsort(-bm, kind="stable")[:PRF_K]
    top100 = np.argsort(-bm, kind="stable")[:PRF_K2]
    top20, top100 = top20[bm[top20] > 0], top100[bm[top100] > 0]
    X = features(side, tokens, r.pq.view_text, terms, cols, counts, top20, top100)
    rel = sorted(q.relevant)
    y = None
    if rel:
        y = (side.tf[rel][:, cols].toarray() > 0).mean(0)
    base_pool = zscore(np.asarray(r.ranking.score, dtype=np.float64))
    if isinstance(profile.stage2, str) and profile.stage2 == "bm25":
        base_all = zscore(bm)
    else:  # a learned Stage 2 scores the pool only: every other judgment ranks below the pool's last
        base_all = np.full(side.n_docs, base_pool.min() - 1.0 if len(base_pool) else 0.0)
        base_all[r.pool.rows] = base_pool
        base_all = zscore(base_all)
    d = QData(q, terms, X, y, side.idf_of(cols), counts, w0, Mw, phr, r.pool.rows, base_pool, base_all,
              r.rows(T.DEPTH))
    if isinstance(profile.stage2, str) and profile.stage2 == "bm25" and not profile.statutes:
        rebuilt = Mw @ w0 + phr  # the shipped Stage 1, rebuilt from the study's own parts
        assert np.allclose(rebuilt, bm, rtol=1e-4, atol=1e-3 * max(bm.max(), 1)), "shipped BM25 not rebuilt"
    return d, ms


# ---- models -------------------------------------------------------------------------------------------------
def fit(kind: str, data: list[QData]):
    data = [d for d in data if d.y is not None and len(d.terms)]
    X = np.vstack([d.X for d in data])
    y = np.concatenate([d.y for d in data])
    w = np.concatenate([np.full(len(d.terms), 1.0 / len(d.terms)) for d in data])
    if kind == "lightgbm":
        import lightgbm as lgb

        m = lgb.LGBMRegressor(objective="cross_entropy", n_estimators=200, learning_rate=0.05, num_leaves=15,
                              min_child_samples=50, subsample=0.8, subsample_freq=1, colsample_bytree=0.8,
                              reg_lambda=1.0, n_jobs=1, verbose=-1, random_state=0)
        m.fit(X, y, sample_weight=w * len(data))
        return m
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    m = make_pipeline(StandardScaler(), LogisticRegression(C=1.0, max_iter=500))
    X2 = np.vstack([X, X])
    y2 = np.concatenate([np.ones(len(y)), np.zeros(len(y))])
    w2 = np.concatenate([w * y, w * (1 - y)]) * len(data)
    m.fit(X2, y2, logisticregression__sample_weight=w2)
    return m


def predict(model, X: np.ndarray) -> np.ndarray:
    if hasattr(model, "predict_proba"):
        return model.predict_proba(X)[:, 1]
    return np.clip(model.predict(X), 1e-4, 1.0)


# ---- settings and the AP table ------------------------------------------------------------------------------
FAMILIES = (("weights", GAMMAS), ("select", TOP_NS), ("rsj", RSJ_SCALES))
FAMILY_NAMES = {"weights": "(a) pred^gamma x shipped weight", "select": "(b) top-n by pred x idf",
                "rsj": "(c) idf + c logit(pred) (RSJ-style)"}


def settings_of() -> list[tuple]:
    """(model, family 'weights'|'select', param, scope, share) per column; column 0 is the shipped pick."""
    out = [("shipped", None, None, None, 0.0)]
    for m in MODELS + (ORACLE,):
        for scope in SCOPES:
            for fam, params in FAMILIES:
                out += [(m, fam, p, scope, lam) for p in params for lam in SHARES[1:]]
    return out


SETTINGS = settings_of()


def new_weights(d: QData, pred: np.ndarray, fam: str, p: float) -> np.ndarray:
    if fam == "rsj":  # the kept terms' idf (inside BM25) turned into idf + c logit(pred): the RSJ weight with
        # P(t|R) predicted and BM25's idf standing for log((1 - q) / q)
        pr = np.clip(pred, 1e-4, 1 - 1e-4)
        idf = np.maximum(d.idf, 0.1)
        return d.w0 * np.maximum(idf + p * np.log(pr / (1 - pr)), 0.0) / idf
    if fam == "weights":
        kept = d.w0 > 0
        m = np.power(np.maximum(pred, 1e-6), p)
        return d.w0 * m / max(float(m[kept].mean()) if kept.any() else 1.0, 1e-12)
    keep = np.argsort(-(pred * d.idf), kind="stable")[: int(p)]
    w = np.zeros(len(d.terms))
    w[keep] = d.counts[keep]
    return w


def order(rows: np.ndarray, score: np.ndarray) -> np.ndarray:
    return rows[np.lexsort((np.arange(len(score)), -score))]


def ap_row(d: QData, preds: dict[str, np.ndarray], cols: list[int]) -> np.ndarray:
    """AP of query ``d`` under the settings ``cols`` (each model's predictions in ``preds``)."""
    out = np.zeros(len(cols))
    cache: dict[tuple, np.ndarray] = {}
    all_rows = np.arange(len(d.base_all))
    for k, j in enumerate(cols):
        m, fam, p, scope, lam = SETTINGS[j]
        if m == "shipped":
            o = d.shipped_order
        else:
            key = (m, fam, p)
            if key not in cache:
                cache[key] = d.Mw @ new_weights(d, preds[m], fam, p) + d.phr
            new = cache[key]
            if scope == "pool":
                o = order(d.pool_rows, (1 - lam) * d.base_pool + lam * zscore(new[d.pool_rows]))
            else:
                s = (1 - lam) * d.base_all + lam * zscore(new)
                top = np.argpartition(-s, min(T.DEPTH, len(s) - 1))[: T.DEPTH] if len(s) > T.DEPTH else all_rows
                o = order(top, s[top])
        out[k] = T.average_precision(o, d.q.relevant, d.q.n_rel)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=("short", "full"), default="full")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--quick", type=int, default=0, help="a smoke run: only the first N IRLeD judgments' windows")
    args = ap.parse_args()
    t0 = time.time()
    ptype = "fact_pattern" if args.kind == "short" else "fact_description"
    profile = replace(shipped()[ptype], known_item=False)
    engines = {k: T.open_engine(p, None) for k, p in DATA.items()}
    sides = {k: Side(e, profile) for k, e in engines.items()}
    train = [q for q in T.load_queries(engines["aila"], DATA["aila"], "train") if q.kind == args.kind]
    win = T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 3, 0)
    if args.quick:
        keep = sorted({q.group for q in win})[: args.quick]
        win = [q for q in win if q.group in keep]
    train += win
    T.log(f"{len(train)} train queries ({args.kind}), profile {ptype} ({time.time() - t0:.0f}s)")
    data, ship_ms = [], []
    for i, q in enumerate(train):
        d, ms = prepare(engines[q.source], sides[q.source], q, profile)
        data.append(d)
        ship_ms.append(ms)
        if i % 25 == 0:
            T.log(f"prepared {i + 1}/{len(train)} ({time.time() - t0:.0f}s)")
    src = np.array([q.source for q in train])
    fold = np.array(T.folds([SimpleNamespace(q=q) for q in train]))
    F = sorted(set(fold.tolist()))
    n_set = len(SETTINGS)
    learned = [j for j, s in enumerate(SETTINGS) if s[0] != ORACLE]  # every column a CV may choose

    # outer: out-of-fold predictions (model fitted on the other folds) -> the per-setting table
    outer = np.zeros((len(train), n_set))
    oof = {m: [None] * len(train) for m in MODELS}
    inner = {f: np.full((len(train), n_set), np.nan) for f in F}  # inner[f][rows of g != f]
    fits = 0
    for f in F:
        trn = [d for d, g in zip(data, fold) if g != f]
        models = {m: fit(m, trn) for m in MODELS}
        fits += len(MODELS)
        for i in np.flatnonzero(fold == f):
            for m in MODELS:
                oof[m][i] = predict(models[m], data[i].X)
            truth = data[i].y if data[i].y is not None else np.zeros(len(data[i].terms))
            outer[i] = ap_row(data[i], {**{m: oof[m][i] for m in MODELS}, ORACLE: truth}, list(range(n_set)))
        for g in F:
            if g == f:
                continue
            trn = [d for d, h in zip(data, fold) if h not in (f, g)]
            models = {m: fit(m, trn) for m in MODELS}
            fits += len(MODELS)
            for i in np.flatnonzero(fold == g):
                preds = {m: predict(models[m], data[i].X) for m in MODELS}
                inner[f][i, learned] = ap_row(data[i], preds, learned)
        T.log(f"fold {f}: outer + {len(F) - 1} inner fits done ({time.time() - t0:.0f}s)")

    def macro_cols(table: np.ndarray, mask: np.ndarray, cols: list[int]) -> np.ndarray:
        return np.mean([table[mask & (src == s)][:, cols].mean(0) for s in np.unique(src[mask])], axis=0)

    def train_map(col: np.ndarray) -> dict:
        return {"MAP": T.macro(col.tolist(), src.tolist()),
                **{f"MAP_{s}": float(col[src == s].mean()) for s in ("aila", "irled")}}

    def label(j: int) -> str:
        m, fam, p, scope, lam = SETTINGS[j]
        if m == "shipped":
            return "shipped pick"
        what = {"weights": f"weights gamma {p}", "select": f"top {p} by pred x idf",
                "rsj": f"idf + {p} logit(pred)"}[fam]
        return f"{m}, {what}, {scope}, share {lam}"

    shipped_m = train_map(outer[:, 0])
    out_rows = [{"family": "shipped pick", "setting": f"{ptype} as shipped", **shipped_m,
                 "per_query_AP": [round(float(x), 5) for x in outer[:, 0]]}]
    families = {}
    for m in MODELS:
        for scope in SCOPES:
            for fam, name in FAMILY_NAMES.items():
                families[f"{m} {name}, {scope}"] = [0] + [j for j, s in enumerate(SETTINGS)
                                                          if s[0] == m and s[1] == fam and s[3] == scope]
    families["every setting (one CV over all)"] = learned
    fam_best = {}
    for famname, cols in families.items():
        held, picks = np.zeros(len(train)), {}
        for f in F:
            mask = (fold != f) & ~np.isnan(inner[f][:, 0])
            pick = cols[int(np.argmax(macro_cols(inner[f], mask, cols)))]
            picks[int(f)] = label(pick)
            held[fold == f] = outer[fold == f, pick]
        cv = T.macro(held.tolist(), src.tolist())
        best = cols[int(np.argmax(macro_cols(outer, np.ones(len(train), bool), cols)))]
        fam_best[famname] = best
        dlt = held - outer[:, 0]
        out_rows.append({"family": famname, "setting": f"nested grouped CV (all train picks: {label(best)})",
                         "MAP": cv, **{f"MAP_{s}": float(held[src == s].mean()) for s in ("aila", "irled")},
                         "clears_margin": bool(cv > shipped_m["MAP"] * T.MARGIN),
                         "held_out_vs_shipped": {"better": int((dlt > 1e-9).sum()), "worse": int((dlt < -1e-9).sum()),
                                                 "same": int((abs(dlt) <= 1e-9).sum())},
                         "fold_picks": picks, "per_query_AP": [round(float(x), 5) for x in held]})
        if not famname.startswith("every"):
            for j in cols[1:]:
                out_rows.append({"family": famname, "setting": label(j), **train_map(outer[:, j])})

    out_rows += [{"family": ORACLE, "setting": label(j), **train_map(outer[:, j])}
                 for j, st in enumerate(SETTINGS) if st[0] == ORACLE]

    # how well is term recall predicted (out of fold)? and what do the kept terms recall?
    diag = {}
    withy = [i for i, d in enumerate(data) if d.y is not None and len(d.terms) > 1]
    from scipy.stats import spearmanr

    for m in MODELS + ("count x idf",):
        rho, rho_src, rec60, rec30, lift60 = [], [], [], [], []
        for i in withy:
            d = data[i]
            key = d.counts * d.idf if m == "count x idf" else oof[m][i] * d.idf
            pr = d.counts * d.idf if m == "count x idf" else oof[m][i]
            if np.std(d.y) > 0 and np.std(pr) > 0:
                rho.append(spearmanr(pr, d.y).correlation)
                rho_src.append(train[i].source)
            top = np.argsort(-key, kind="stable")
            rec60.append(float(d.y[top[:60]].mean()))
            rec30.append(float(d.y[top[:30]].mean()))
            bg = d.X[:, FEATURES.index("df_share")]  # recall above the corpus rate: does the term discriminate?
            lift60.append(float((d.y[top[:60]] - bg[top[:60]]).mean()))
        srcs = [train[i].source for i in withy]
        diag[m] = {"spearman_with_recall": T.macro(rho, rho_src) if rho else None,
                   "mean_recall_top30_by_key": T.macro(rec30, srcs), "mean_recall_top60_by_key": T.macro(rec60, srcs),
                   "mean_recall_minus_df_share_top60": T.macro(lift60, srcs)}
    all_models = {m: fit(m, data) for m in MODELS}
    imp = all_models["lightgbm"].booster_.feature_importance("gain")
    importances = {"lightgbm_gain_share": {n: round(float(v / imp.sum()), 4)
                                           for n, v in sorted(zip(FEATURES, imp), key=lambda x: -x[1])},
                   "logistic_standardised_coef": {n: round(float(v), 4) for n, v in sorted(
                       zip(FEATURES, all_models["logistic"][-1].coef_[0]), key=lambda x: -abs(x[1]))}}

    # the cost at query time of the decision row's all-train pick: features + prediction + the second BM25 + fuse
    best = fam_best["every setting (one CV over all)"]
    cost = timing(engines, sides, train, data, all_models, best, profile)

    print(f"### {args.kind} ({ptype}): train MAP (macro of AILA and IRLeD windows; CV rows: nested grouped CV)\n")
    print("| family | setting | MAP | MAP aila | MAP irled | held-out queries better / worse than shipped |")
    print("|---|---|---:|---:|---:|---:|")
    for r in out_rows:
        if not (r["family"] == "shipped pick" or r["setting"].startswith("nested")):
            continue
        bw = r.get("held_out_vs_shipped")
        print(f"| {r['family']} | {r['setting']} | {r['MAP']:.4f} | {r['MAP_aila']:.4f} | {r['MAP_irled']:.4f} | "
              + (f"{bw['better']} / {bw['worse']} |" if bw else "– |"))
    print(f"\nmargin: > {shipped_m['MAP'] * T.MARGIN:.4f}; any family clears it: "
          f"{any(r.get('clears_margin') for r in out_rows)}")
    print("\n#### every setting, all train (out-of-fold predictions): MAP\n")
    print("| model | family | scope | param | " + " | ".join(f"l {x}" for x in SHARES[1:]) + " |")
    print("|---|---|---|---:|" + "---:|" * (len(SHARES) - 1))
    for m in MODELS + (ORACLE,):
        for scope in SCOPES:
            for fam, params in FAMILIES:
                for p in params:
                    js = [j for j, s in enumerate(SETTINGS) if s[:4] == (m, fam, p, scope)]
                    print(f"| {m} | {fam} | {scope} | {p} | "
                          + " | ".join(f"{train_map(outer[:, j])['MAP']:.4f}" for j in js) + " |")
    print("\n#### term-recall prediction, out of fold (macro over sources)\n")
    print("| ranker of terms | Spearman with recall | mean recall of its top 30 (by key x idf) | of its top 60 | "
          "top 60: recall minus the corpus df share |")
    print("|---|---:|---:|---:|---:|")
    for m, v in diag.items():
        rho = "–" if v["spearman_with_recall"] is None else f"{v['spearman_with_recall']:.3f}"
        print(f"| {m} | {rho} | {v['mean_recall_top30_by_key']:.3f} | {v['mean_recall_top60_by_key']:.3f} | "
              f"{v['mean_recall_minus_df_share_top60']:.3f} |")
    print("\n#### feature importances (models fitted on all train)\n")
    print("| feature | LightGBM gain share | logistic coef (standardised) |")
    print("|---|---:|---:|")
    for n in importances["lightgbm_gain_share"]:
        print(f"| {n} | {importances['lightgbm_gain_share'][n]:.4f} | "
              f"{importances['logistic_standardised_coef'][n]:+.3f} |")
    print(f"\ncost of the decision row's all-train pick ({label(best)}): median {cost['median_extra_ms']:.1f} ms extra "
          f"per query (p90 {cost['p90_extra_ms']:.1f}), shipped rank_query median {np.median(ship_ms):.0f} ms; "
          f"{fits} model fits; total {time.time() - t0:.0f}s")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "kind": args.kind, "profile": ptype, "queries": len(train),
            "n_by_source": {s: int((src == s).sum()) for s in ("aila", "irled")}, "query_ids": [q.id for q in train],
            "candidate_terms_per_query_median": float(np.median([len(d.terms) for d in data])),
            "margin": T.MARGIN, "features": FEATURES, "importances": importances, "recall_prediction": diag,
            "model_fits": fits, "cost": {**cost, "shipped_rank_query_median_ms": float(np.median(ship_ms))},
            "settings": {"gammas": GAMMAS, "top_ns": TOP_NS, "rsj_scales": RSJ_SCALES, "shares": SHARES,
                         "scopes": SCOPES, "models": MODELS},
            "command": "PYTHONPATH=$PWD python " + " ".join(sys.argv), "run_seconds": round(time.time() - t0),
            "rows": out_rows}, indent=1) + "\n")
    T.log(f"total {time.time() - t0:.0f}s")


def timing(engines, sides, train, data, models, j: int, profile) -> dict:
    """Extra ms per query for setting ``j`` done as a search would: its features from corpus statistics and the
    shipped ranking's top BM25 judgments, the model's prediction, a second sparse BM25 pass over the corpus with
    the new weights (the pool is a subset of it), the z-scores and the fused order. Over the first 60 queries."""
    m, fam, p, scope, lam = SETTINGS[j]
    if m == "shipped":
        return {"setting": "shipped pick", "median_extra_ms": 0.0, "p90_extra_ms": 0.0}
    times = []
    for q, d in list(zip(train, data))[:60]:
        side = sides[q.source]
        r = rank_query(engines[q.source], q.text, profile, detect(q.text))  # not timed: the shipped search
        t = time.perf_counter()
        tokens = r.pq.q.tokens_whole
        cnt = Counter(x for x in tokens if x in side.px.words.vocab)
        terms = sorted(cnt)
        cols = side.word_cols(terms)
        counts = np.array([cnt[x] for x in terms], dtype=np.float64)
        bm = np.asarray(r.bm25)
        top = np.argpartition(-bm, PRF_K2)[:PRF_K2]
        top100 = top[np.argsort(-bm[top], kind="stable")]
        top20 = top100[:PRF_K]
        X = features(side, tokens, r.pq.view_text, terms, cols, counts, top20[bm[top20] > 0], top100[bm[top100] > 0])
        pred = predict(models[m], X)
        dd = replace(d, terms=terms, counts=counts, idf=side.idf_of(cols),
                     w0=np.array([r.pq.bm25_terms.get(x, 0.0) for x in terms]))
        w = new_weights(dd, pred, fam, p)
        qv = np.zeros(side.n_cols, dtype=np.float32)
        qv[cols] = w
        qj, qs = side.phrase_vector(tokens, r.pq.view_text)
        if qj is not None:
            qv += qj.toarray().ravel().astype(np.float32)
        new = np.asarray(side.W @ qv, dtype=np.float64)
        if qs is not None:
            new = new + side.phr_weight * np.asarray(side.Wphr @ qs, dtype=np.float64)
        if scope == "pool":
            rows = r.pool.rows
            s = (1 - lam) * zscore(np.asarray(r.ranking.score, dtype=np.float64)) + lam * zscore(new[rows])
            order(rows, s)
        else:
            base = zscore(bm) if profile.stage2 == "bm25" else d.base_all
            s = (1 - lam) * base + lam * zscore(new)
            top = np.argpartition(-s, min(T.DEPTH, len(s) - 1))[: T.DEPTH]
            order(top, s[top])
        times.append((time.perf_counter() - t) * 1000)
    return {"setting": f"{m} {fam} {p} {scope} share {lam}", "queries": len(times),
            "median_extra_ms": float(np.median(times)), "p90_extra_ms": float(np.percentile(times, 90))}


if __name__ == "__main__":
    main()
