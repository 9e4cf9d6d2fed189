"""Training and cross-validation of the trained facetizer (scikit-learn; not needed at run time).

``train_model(roles_dir, out_path, seed)`` rebuilds the packaged model from ``shared/data/roles``: BUILD train
and Paheli (all folds); BUILD val and VetClaims are never read here. The file is bit-for-bit reproducible for a
given seed and the same cached unit vectors (single-threaded BLAS during fitting, deterministic zip writer).

``cross_validate(roles_dir, config)`` is how the shipped configuration was chosen: 5 folds, Paheli by its own
``fold`` field and BUILD train by document (sorted ids, round robin); each fold's model is trained on the other
four folds of both corpora and scored on the held-out judgments of each corpus.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .roles import GoldDoc, attach_vectors, load_roles
from .trained import (
    CLASSES,
    FEATURES_VERSION,
    GOLD_TO_CLASS,
    _CUES,
    DENSE_NAMES,
    Model,
    _dense_block,
    _rel,
    _sentence_paragraphs,
    context_features,
    lexical_indices,
    map_gold,
)

TRAIN_FILES = ("build_in/train.jsonl", "paheli_in/all.jsonl")
N_FOLDS = 5

DEFAULT_CONFIG: dict[str, Any] = {
    "hash_dim": 1 << 16,
    "bigrams": True,
    "lex_scale": 1.0,
    "vectors": True,
    "vector_context": True,
    "vec_scale": 1.0,
    "vec_dim": 0,
    "C1": 1.0,
    "C2": 1.0,
    "class_weight_power": 0.5,
    "paheli_weight": 0.5,
    "mask_paheli_issue_cues": True,
    "context": False,
    "max_iter": 60,
    "trans_weight": 1.0,
}


def _threadpool_limits():
    try:
        from threadpoolctl import threadpool_limits

        return threadpool_limits(limits=1)
    except Exception:  # pragma: no cover - threadpoolctl ships with scikit-learn
        import contextlib

        return contextlib.nullcontext()


def load_training_docs(roles_dir: Path, encoder=None, files: Sequence[str] = TRAIN_FILES) -> list[GoldDoc]:
    """BUILD train + Paheli with unit vectors from the encoder (cached); folds assigned as described above."""
    from ..encoder import EmbeddingCache, Encoder
    from ..units import wordpiece_counter

    if encoder is None:
        from ..config import Settings

        encoder = Encoder(cache=EmbeddingCache(Settings().cache_dir / "embeddings.sqlite"))
    count = wordpiece_counter(encoder.tokenizer_json)
    docs: list[GoldDoc] = []
    for name in files:
        part = load_roles(Path(roles_dir) / name, count)
        if any(d.fold is None for d in part):
            for k, d in enumerate(sorted(part, key=lambda d: d.id)):
                d.fold = k % N_FOLDS
        docs.extend(part)
    attach_vectors(docs, encoder)
    return docs


def vector_projection(docs: Sequence[GoldDoc], dim: int) -> np.ndarray | None:
    """PCA basis (384 x dim) of the distinct training unit vectors (unsupervised, deterministic), or None."""
    if dim <= 0:
        return None
    seen: dict[bytes, np.ndarray] = {}
    for d in docs:
        if d.doc.unit_vectors is not None:
            for v in np.asarray(d.doc.unit_vectors, dtype=np.float64):
                seen.setdefault(v.astype(np.float32).tobytes(), v)
    V = np.array([seen[k] for k in sorted(seen)])
    V = V - V.mean(axis=0)
    with _threadpool_limits():
        _u, _s, vt = np.linalg.svd(V, full_matrices=False)
    basis = vt[:dim].T
    # fix each component's sign (largest coordinate positive) so the basis is reproducible
    signs = np.sign(basis[np.abs(basis).argmax(axis=0), np.arange(basis.shape[1])])
    return (basis * signs).astype(np.float32)


# ---------------------------------------------------------------------------------------------------------
# feature matrices


class DocFeatures:
    """Per-document first-pass inputs and labels, computed once and reused across folds."""

    def __init__(self, gd: GoldDoc, cfg: dict[str, Any], proj: np.ndarray | None = None) -> None:
        self.id = gd.id
        self.corpus = gd.corpus
        self.fold = gd.fold
        doc = gd.doc
        self.dense = _dense_block(doc, cfg, proj)
        dim = int(cfg["hash_dim"])
        rows, cols, vals = [], [], []
        for i, text in enumerate(doc.sentence_texts()):
            idx = lexical_indices(text, dim, bool(cfg.get("bigrams", True)))
            if idx:
                v = float(cfg.get("lex_scale", 1.0)) / math.sqrt(len(idx))
                rows += [i] * len(idx)
                cols += idx
                vals += [v] * len(idx)
        from scipy import sparse

        self.lex = sparse.csr_matrix((vals, (rows, cols)), shape=(len(doc.sentences), dim), dtype=np.float64)
        self.y = np.array([CLASSES.index(GOLD_TO_CLASS.get(g, "other")) for g in gd.gold], dtype=np.int64)
        self.para_of = _sentence_paragraphs(doc)
        self.rel = _rel(len(doc.sentences))
        texts = doc.sentence_texts()
        # Paheli has no ISSUE label: its issue-like sentences carry some other label, so they are left out
        self.weight = np.ones(len(self.y))
        if self.corpus == "paheli":
            self.weight *= float(cfg.get("paheli_weight", 1.0))
            if cfg.get("mask_paheli_issue_cues", True):
                mask = np.array([bool(_CUES["issue"].search(t.lower())) for t in texts])
                self.weight[mask] = 0.0
        self.n = len(self.y)



def _stack(feats: Sequence[DocFeatures]):
    from scipy import sparse

    Xs = sparse.vstack([f.lex for f in feats], format="csr")
    Xd = np.vstack([f.dense for f in feats]).astype(np.float32)
    y = np.concatenate([f.y for f in feats])
    w = np.concatenate([f.weight for f in feats])
    return Xs, Xd, y, w


def _class_weights(y: np.ndarray, w: np.ndarray, power: float) -> np.ndarray:
    k = len(CLASSES)
    counts = np.array([w[y == c].sum() for c in range(k)], dtype=np.float64)
    counts = np.maximum(counts, 1.0)
    cw = (counts.sum() / (k * counts)) ** power
    return cw[y] * w


def _fit_lr(Xs, Xd: np.ndarray, y: np.ndarray, sample_weight: np.ndarray, C: float, max_iter: int = 400,
            tol: float = 1e-6) -> tuple[np.ndarray, np.ndarray]:
    """Multinomial logistic regression, L2 on the weights (not the intercepts), sklearn's scaling of C:
    minimise  C * sum_i w_i * CE_i + ||W||^2 / 2  with L-BFGS. The sparse lexical block (``Xs``) and the dense
    block (``Xd``) are kept apart so the dense products go through BLAS; single-threaded, so deterministic.
    Returns W (n_sparse + n_dense, K) and b (K,)."""
    from scipy import sparse

    keep = sample_weight > 0
    Xs = sparse.csr_matrix(Xs)[keep] if Xs is not None else sparse.csr_matrix((int(keep.sum()), 0))
    # only the hashed columns that occur in the training rows are free parameters (the others stay 0)
    n_cols = Xs.shape[1]
    used = np.unique(Xs.indices)
    Xs = Xs[:, used]
    Xd = np.ascontiguousarray(Xd[keep], dtype=np.float32)  # float32 products: twice as fast, ample precision
    XdT = np.ascontiguousarray(Xd.T)
    y = y[keep]
    sw = sample_weight[keep].astype(np.float64)
    k = len(CLASSES)
    n, ds = Xs.shape
    dd = Xd.shape[1]
    XsT = Xs.T.tocsr()
    Y = np.zeros((n, k))
    Y[np.arange(n), y] = 1.0
    present = np.bincount(y, minlength=k) > 0
    # the same optimum as C * sum_i w_i CE_i + ||W||^2 / 2, divided by sum(w) so tolerances mean the same
    # thing whatever the data size
    swn = sw / sw.sum()
    lam = 1.0 / (C * sw.sum())

    def unpack(theta):
        Ws = theta[: ds * k].reshape(ds, k)
        Wd = theta[ds * k : (ds + dd) * k].reshape(dd, k)
        b = theta[(ds + dd) * k :]
        return Ws, Wd, b

    def objective(theta):
        Ws, Wd, b = unpack(theta)
        Z = np.asarray(Xs @ Ws) + (Xd @ Wd.astype(np.float32)).astype(np.float64) + b
        Z[:, ~present] = -50.0
        zmax = Z.max(axis=1, keepdims=True)
        E = np.exp(Z - zmax)
        S = E.sum(axis=1, keepdims=True)
        lse = np.log(S)[:, 0] + zmax[:, 0]
        loss = float(swn @ (lse - (Z * Y).sum(axis=1))) + 0.5 * lam * (float((Ws * Ws).sum()) + float((Wd * Wd).sum()))
        G = swn[:, None] * (E / S - Y)
        G[:, ~present] = 0.0
        grad = np.concatenate([(np.asarray(XsT @ G) + lam * Ws).ravel(), ((XdT @ G.astype(np.float32)).astype(np.float64) + lam * Wd).ravel(),
                               G.sum(axis=0)])
        return loss, grad

    theta0 = np.zeros((ds + dd) * k + k)
    with _threadpool_limits():
        theta = lbfgs(objective, theta0, max_iter=max_iter, gtol=tol)
    Ws, Wd, b = unpack(theta)
    b = b.copy()
    b[~present] = -30.0
    W = np.zeros((n_cols + dd, k))
    W[used] = Ws
    W[n_cols:] = Wd
    return W, b


def lbfgs(fun: Callable[[np.ndarray], tuple[float, np.ndarray]], x0: np.ndarray, max_iter: int = 150,
          gtol: float = 1e-6, ftol: float = 1e-9, memory: int = 10) -> np.ndarray:
    """Plain L-BFGS (two-loop recursion, backtracking Armijo line search) for smooth convex objectives.

    scipy's L-BFGS-B spends most of its time in bound-handling bookkeeping on ~10^5 parameters; this one is
    a few vector operations per iteration, and fully deterministic."""
    x = x0.copy()
    f, g = fun(x)
    S: list[np.ndarray] = []
    Y: list[np.ndarray] = []
    for _ in range(max_iter):
        if float(np.abs(g).max()) < gtol:
            break
        q = g.copy()
        alphas = []
        for s_, y_ in zip(reversed(S), reversed(Y)):
            a = float(s_ @ q) / float(y_ @ s_)
            alphas.append(a)
            q -= a * y_
        if S:
            q *= float(S[-1] @ Y[-1]) / float(Y[-1] @ Y[-1])
        else:
            q /= max(float(np.abs(g).max()), 1.0)
        for (s_, y_), a in zip(zip(S, Y), reversed(alphas)):
            b = float(y_ @ q) / float(y_ @ s_)
            q += (a - b) * s_
        d = -q
        slope = float(g @ d)
        if slope >= 0:  # not a descent direction: restart from steepest descent
            S.clear()
            Y.clear()
            d = -g / max(float(np.abs(g).max()), 1.0)
            slope = float(g @ d)
        step = 1.0
        for _ls in range(30):
            x_new = x + step * d
            f_new, g_new = fun(x_new)
            if f_new <= f + 1e-4 * step * slope:
                break
            step *= 0.5
        else:
            break
        s_vec, y_vec = x_new - x, g_new - g
        if float(s_vec @ y_vec) > 1e-12:
            S.append(s_vec)
            Y.append(y_vec)
            if len(S) > memory:
                S.pop(0)
                Y.pop(0)
        done = abs(f - f_new) <= ftol * max(abs(f), abs(f_new), 1.0)
        x, f, g = x_new, f_new, g_new
        if done:
            break
    return x


def _first_probs(Xs, Xd, W, b) -> np.ndarray:
    ds = Xs.shape[1]
    z = np.asarray(Xs @ W[:ds]) + Xd @ W[ds:] + b
    z -= z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


FIRST_PASS_KEYS = ("hash_dim", "bigrams", "lex_scale", "vectors", "vector_context", "vec_scale", "vec_dim", "C1",
                   "class_weight_power", "paheli_weight", "mask_paheli_issue_cues", "max_iter")


class FirstPassFits:
    """First-pass fits memoised by the set of folds left out, so cross-validation reuses them: the second
    pass of an outer fold f is trained on out-of-fold probabilities from models that leave out {f, g}."""

    def __init__(self, feats: Sequence[DocFeatures], cfg: dict[str, Any],
                 log: Callable[[str], None] | None = None, proj: np.ndarray | None = None) -> None:
        self.feats = list(feats)
        self.proj = proj  # the unit-vector projection the features were built with
        self.cfg = cfg
        self.log = log or (lambda _m: None)
        self.memo: dict[frozenset[int], tuple[np.ndarray, np.ndarray]] = {}

    def fit(self, exclude: frozenset[int]) -> tuple[np.ndarray, np.ndarray]:
        if exclude not in self.memo:
            tr = [fe for fe in self.feats if fe.fold not in exclude]
            Xs, Xd, y, w = _stack(tr)
            t0 = time.time()
            W, b = _fit_lr(Xs, Xd, y, _class_weights(y, w, float(self.cfg["class_weight_power"])),
                           float(self.cfg["C1"]), max_iter=int(self.cfg["max_iter"]))
            W = _round_lex(W, int(self.cfg["hash_dim"]))
            self.log(f"first pass without folds {sorted(exclude)}: {len(y)} sentences x {W.shape[0]} features, "
                     f"{time.time() - t0:.1f}s")
            self.memo[exclude] = (W, b)
        return self.memo[exclude]

    def probs(self, fe: DocFeatures, exclude: frozenset[int]) -> np.ndarray:
        W, b = self.fit(exclude)
        return _first_probs(fe.lex, fe.dense, W, b)


def fit_model(feats: Sequence[DocFeatures], cfg: dict[str, Any], seed: int = 0,
              log: Callable[[str], None] | None = None, fits: FirstPassFits | None = None,
              exclude: frozenset[int] = frozenset()) -> Model:
    """Fit both passes and the transitions on the judgments of ``feats`` outside the folds ``exclude``.

    The second pass learns from out-of-fold first-pass probabilities: for each training fold g, a first pass
    fitted without g (and without ``exclude``) labels g's judgments."""
    say = log or (lambda _m: None)
    fits = fits or FirstPassFits(feats, cfg, log)
    train = [fe for fe in fits.feats if fe.fold not in exclude]
    dim = int(cfg["hash_dim"])
    W1, b1 = fits.fit(frozenset(exclude))
    k = len(CLASSES)
    w_ctx = np.zeros((0, k))
    b2 = np.zeros(k)
    if cfg.get("context", True):
        C = np.vstack([context_features(fits.probs(fe, frozenset(exclude) | {fe.fold}).astype(np.float32),
                                        fe.para_of, fe.rel) for fe in train])
        y = np.concatenate([fe.y for fe in train])
        w = np.concatenate([fe.weight for fe in train])
        t0 = time.time()
        w_ctx, b2 = _fit_lr(None, C, y, _class_weights(y, w, float(cfg["class_weight_power"])), float(cfg["C2"]),
                            max_iter=int(cfg["max_iter"]))
        say(f"context pass: {C.shape[1]} features, {time.time() - t0:.1f}s")
    trans = np.ones((k, k))
    start = np.ones(k)
    for fe in train:
        if fe.n:
            start[fe.y[0]] += 1
            np.add.at(trans, (fe.y[:-1], fe.y[1:]), 1)
    log_trans = np.log(trans / trans.sum(axis=1, keepdims=True))
    log_start = np.log(start / start.sum())
    config = {**cfg, "classes": list(CLASSES), "features_version": FEATURES_VERSION, "dense_names": DENSE_NAMES,
              "seed": seed}
    return Model(config=config, w_lex=W1[:dim].astype(np.float16).astype(np.float32),
                 w_dense=W1[dim:].astype(np.float32), b1=b1.astype(np.float32), w_ctx=w_ctx.astype(np.float32),
                 b2=b2.astype(np.float32), log_trans=log_trans.astype(np.float32),
                 log_start=log_start.astype(np.float32), bias=np.zeros(k, dtype=np.float32), vec_proj=fits.proj)


def _round_lex(W: np.ndarray, dim: int) -> np.ndarray:
    out = W.copy()
    out[:dim] = out[:dim].astype(np.float16).astype(np.float64)
    return out


# ---------------------------------------------------------------------------------------------------------
# public entry points


def train_model(roles_dir: Path | str, out_path: Path | str, seed: int = 0, encoder=None,
                config: dict[str, Any] | None = None, log: Callable[[str], None] | None = print) -> dict[str, Any]:
    """Train on BUILD train + Paheli and write the model file; returns a summary (path, sha256, timings)."""
    say = log or (lambda _m: None)
    cfg = {**DEFAULT_CONFIG, **(config or {})}
    t0 = time.time()
    docs = load_training_docs(Path(roles_dir), encoder)
    t1 = time.time()
    say(f"loaded {len(docs)} judgments, {sum(len(d.gold) for d in docs)} sentences in {t1 - t0:.1f}s")
    proj = vector_projection(docs, int(cfg.get("vec_dim", 0))) if cfg.get("vectors", True) else None
    feats = [DocFeatures(d, cfg, proj) for d in docs]
    # all folds: first pass on everything, second pass on 5-fold out-of-fold first-pass probabilities
    model = fit_model(feats, cfg, seed, say, fits=FirstPassFits(feats, cfg, say, proj))
    sha = model.save(Path(out_path))
    size = Path(out_path).stat().st_size
    say(f"wrote {out_path} ({size / 1e6:.2f} MB, sha256 {sha}) in {time.time() - t0:.1f}s")
    return {"path": str(out_path), "sha256": sha, "bytes": size, "seconds_total": time.time() - t0,
            "seconds_fit": time.time() - t1, "sentences": int(sum(f.n for f in feats)), "config": cfg}


def cross_validate(roles_dir: Path | str | None = None, config: dict[str, Any] | None = None, seed: int = 0,
                   docs: Sequence[GoldDoc] | None = None, feats: Sequence[DocFeatures] | None = None,
                   fits: FirstPassFits | None = None, arguments_as: str = "reasoning",
                   log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """5-fold CV on the training corpora; per-corpus scores over the pooled held-out sentences.

    Pass ``fits`` (a FirstPassFits of the same first-pass configuration) to reuse first-pass models across
    calls that only change the second pass or the decoding."""
    from .evaluate import score_labels

    cfg = {**DEFAULT_CONFIG, **(config or {})}
    if fits is None:
        if feats is None:
            if docs is None:
                docs = load_training_docs(Path(roles_dir))
            proj = vector_projection(docs, int(cfg.get("vec_dim", 0))) if cfg.get("vectors", True) else None
            feats = [DocFeatures(d, cfg, proj) for d in docs]
        else:
            proj = None
        fits = FirstPassFits(feats, cfg, log, proj)
    gold: dict[str, list[str]] = {}
    pred: dict[str, list[str]] = {}
    for f in range(N_FOLDS):
        model = fit_model(fits.feats, cfg, seed, log, fits=fits, exclude=frozenset({f}))
        for fe in (fe for fe in fits.feats if fe.fold == f):
            probs = fits.probs(fe, frozenset({f}))
            probs = model.second_pass_from(fe.para_of, fe.rel, probs)
            labs = [CLASSES[int(i)] for i in model.decode(probs)]
            gold.setdefault(fe.corpus, []).extend(map_gold([CLASSES[int(i)] for i in fe.y], arguments_as))
            pred.setdefault(fe.corpus, []).extend(arguments_as if c == "arguments" else c for c in labs)
    return {corpus: score_labels(gold[corpus], pred[corpus]) for corpus in sorted(gold)}


__all__ = ["DEFAULT_CONFIG", "FirstPassFits", "cross_validate", "fit_model", "load_training_docs", "train_model"]
