"""Learned fusion: a regularised linear ranker over the features Stage 1 and Stage 2 already compute.

Features of a pool member (each z-scored over the pool of its query, so a model trained on some queries
transfers to others whatever their score scales):

- ``lex:<query field>><candidate field>`` and ``sem:...``: BM25 and cosine of every (query field, candidate
  field) pair the model uses (fields: the four facets and ``whole``);
- ``bm25_rrf`` / ``dense_rrf``: ``1 / (60 + rank)`` in the Stage-1 BM25 and dense lists (0 when absent), and
  ``rrf``, their sum;
- ``length``: log of the candidate's length in words.

Two models over those features:

- ``LinearModel``: the score is ``sum_k theta_k * z_k``; each card is explained by its per-feature
  contributions ``theta_k * z_k`` (the pair features add up per candidate facet for ``best_facet``). Trained
  as an L2 logistic regression of relevance on the pooled, z-scored rows of the training queries.
- ``TreeModel``: LightGBM LambdaMART (small trees, listwise objective); a card is explained by the trees' exact
  per-feature contributions (TreeSHAP, ``pred_contrib``), which add up to the score with the bias.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from .retrieve import FIELDS, CrossFeatures, Pool, Ranking, zscore

STAGE1_FEATURES = ("bm25_rrf", "dense_rrf", "rrf", "length")
# Stage 1's own BM25 of the profile's query, and the whole query's best cosine with any passage of the candidate
POOL_FEATURES = ("bm25", "passage")


def pair_feature_names(pairs: list[tuple[str, str]] | None = None) -> list[str]:
    pairs = pairs or [(q, d) for q in FIELDS for d in FIELDS]
    return [f"{ch}:{q}>{d}" for ch in ("lex", "sem") for q, d in pairs]


def raw_features(features: CrossFeatures, pool: Pool, lengths: np.ndarray, names: list[str]) -> np.ndarray:
    """(P, K) raw feature values in the order of ``names``; a pair with an empty side is 0."""
    both = features.doc_mask[:, None, :] & features.query_mask[None, :, None]
    cols = []
    for name in names:
        if name == "bm25_rrf":
            cols.append(np.where(pool.bm25_rank > 0, 1.0 / (60.0 + pool.bm25_rank), 0.0))
        elif name == "dense_rrf":
            cols.append(np.where(pool.dense_rank > 0, 1.0 / (60.0 + pool.dense_rank), 0.0))
        elif name == "rrf":
            cols.append(np.asarray(pool.rrf, dtype=np.float64))
        elif name == "length":
            cols.append(np.log1p(np.asarray(lengths, dtype=np.float64)))
        elif name == "bm25":
            if features.stage1 is None:
                raise ValueError("the feature 'bm25' needs the Stage-1 BM25 of the pool")
            cols.append(np.asarray(features.stage1, dtype=np.float64))
        elif name == "passage":  # a case without passage vectors (or a backend without them): its document cosine
            doc = features.sem[:, -1, -1]
            cols.append(doc if features.passage is None else np.where(np.isnan(features.passage), doc,
                                                                      features.passage))
        else:
            ch, pair = name.split(":", 1)
            q, d = pair.split(">")
            i, j = FIELDS.index(q), FIELDS.index(d)
            x = (features.lex if ch == "lex" else features.sem)[:, i, j]
            cols.append(np.where(both[:, i, j], x, 0.0))
    return np.stack(cols, axis=1) if cols else np.zeros((len(pool.rows), 0))


def zscored(x: np.ndarray) -> np.ndarray:
    return np.stack([zscore(x[:, k]) for k in range(x.shape[1])], axis=1) if x.size else x


def _check_names(names: tuple[str, ...]) -> None:
    for n in names:
        if n not in STAGE1_FEATURES + POOL_FEATURES and n.split(":", 1)[0] not in ("lex", "sem"):
            raise ValueError(f"unknown fusion feature {n!r}")


def _explained(score: np.ndarray, contrib: np.ndarray, names: tuple[str, ...]) -> Ranking:
    """The ranking of ``score`` with its per-feature ``contrib`` summed per candidate field and channel."""
    by_field = np.zeros((len(score), len(FIELDS)))
    for k, name in enumerate(names):
        if ">" in name:
            by_field[:, FIELDS.index(name.split(">")[1])] += contrib[:, k]
    lex = sum((contrib[:, k] for k, n in enumerate(names) if n.startswith("lex:")), np.zeros(len(score)))
    sem = sum((contrib[:, k] for k, n in enumerate(names) if n.startswith("sem:")), np.zeros(len(score)))
    order = np.lexsort((np.arange(len(score)), -score))
    return Ranking(order=order, score=score, s_lex=lex, s_sem=sem, contribution=by_field)


@dataclass(frozen=True)
class LinearModel:
    names: tuple[str, ...]
    coef: np.ndarray  # (K,)

    def rank(self, features: CrossFeatures, pool: Pool, lengths: np.ndarray) -> tuple[Ranking, np.ndarray]:
        """The ranking and the (P, K) per-feature contributions."""
        z = zscored(raw_features(features, pool, lengths, list(self.names)))
        contrib = z * self.coef[None, :]
        return _explained(contrib.sum(axis=1), contrib, self.names), contrib

    def to_json(self) -> dict:
        return {"kind": "linear", "coef": {n: round(float(c), 6) for n, c in zip(self.names, self.coef)}}

    @classmethod
    def from_json(cls, data: dict) -> LinearModel:
        names = tuple(data["coef"])
        _check_names(names)
        return cls(names, np.asarray([float(data["coef"][n]) for n in names]))


@dataclass(frozen=True)
class TreeModel:
    """LambdaMART over the z-scored features; ``model`` is LightGBM's own text dump (it ships in the profile)."""

    names: tuple[str, ...]
    model: str

    @cached_property
    def _booster(self) -> Any:
        import lightgbm as lgb

        return lgb.Booster(model_str=self.model)

    def rank(self, features: CrossFeatures, pool: Pool, lengths: np.ndarray) -> tuple[Ranking, np.ndarray]:
        z = zscored(raw_features(features, pool, lengths, list(self.names)))
        shap = (np.asarray(self._booster.predict(z, pred_contrib=True)) if len(z)  # (P, K + 1): last = bias
                else np.zeros((0, len(self.names) + 1)))
        contrib = shap[:, :-1]
        return _explained(shap.sum(axis=1), contrib, self.names), contrib

    def to_json(self) -> dict:
        return {"kind": "lambdamart", "features": list(self.names), "model": self.model}

    @classmethod
    def from_json(cls, data: dict) -> TreeModel:
        names = tuple(data["features"])
        _check_names(names)
        return cls(names, str(data["model"]))


def fit_linear(blocks: list[np.ndarray], labels: list[np.ndarray], names: list[str], c: float = 0.1,
               seed: int = 0) -> LinearModel:
    """L2 logistic regression of relevance on per-query z-scored rows (one block per training query)."""
    from sklearn.linear_model import LogisticRegression

    x = np.vstack([zscored(b) for b in blocks])
    y = np.concatenate(labels).astype(int)
    model = LogisticRegression(C=c, class_weight="balanced", max_iter=2000, random_state=seed)
    model.fit(x, y)
    return LinearModel(tuple(names), model.coef_.ravel().astype(np.float64))


def fit_lambdamart(blocks: list[np.ndarray], labels: list[np.ndarray], names: list[str], trees: int = 100,
                   leaves: int = 7, seed: int = 0) -> TreeModel:
    """LightGBM LambdaMART on per-query z-scored rows, one query group per block; small, shallow and
    deterministic (one thread), since the training queries are few."""
    import lightgbm as lgb

    x = np.vstack([zscored(b) for b in blocks])
    y = np.concatenate(labels).astype(int)
    model = lgb.LGBMRanker(objective="lambdarank", n_estimators=trees, num_leaves=leaves, learning_rate=0.05,
                           min_child_samples=50, subsample=0.8, subsample_freq=1, colsample_bytree=0.8,
                           random_state=seed, n_jobs=1, deterministic=True, force_row_wise=True, verbose=-1)
    model.fit(x, y, group=[len(b) for b in blocks])
    return TreeModel(tuple(names), model.booster_.model_to_string())
