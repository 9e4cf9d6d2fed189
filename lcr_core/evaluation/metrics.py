"""The paper's metrics: P@k, R@k, F1@k, MRR@k, Hit@k, AP and pool recall.

The standard measures come from ``ir_measures`` (trec_eval semantics through ``pytrec_eval``): a relevant
document that was never retrieved — including one the index does not have — still counts in recall and AP
denominators. F1@k is the per-query harmonic mean of P@k and R@k; pool recall is the share of relevant
documents inside the Stage-1 pool. Every scored query counts: a query a system returns nothing for scores 0
(``ir_measures`` alone would leave it out of the mean).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import ir_measures
import numpy as np
from ir_measures import AP, RR, P, R, Success

Run = Mapping[str, Sequence[str]]  # query id -> document ids, best first
Qrels = Mapping[str, Mapping[str, int]]  # query id -> relevant document id -> grade (> 0)

_IR_MEASURES = {
    "P@1": P @ 1, "P@3": P @ 3, "P@5": P @ 5, "P@10": P @ 10,
    "R@5": R @ 5, "R@10": R @ 10, "R@100": R @ 100,
    "MRR@10": RR @ 10, "MRR@50": RR @ 50, "MRR@100": RR @ 100,
    "Hit@10": Success @ 10, "MAP": AP,
}
_F1 = {"F1@5": ("P@5", "R@5"), "F1@10": ("P@10", "R@10")}

# Table order (METHOD.md's list); MAP is the mean of per-query AP.
METRICS: tuple[str, ...] = ("P@1", "P@3", "P@5", "P@10", "R@5", "R@10", "R@100", "F1@5", "F1@10",
                            "MRR@10", "MRR@50", "MRR@100", "Hit@10", "MAP")
HEADLINE: tuple[str, ...] = ("P@1", "P@5", "MAP", "MRR@10")


def ranked_scores(n: int) -> list[float]:
    """Strictly decreasing scores for a ranked list of n, so trec_eval-style re-sorting keeps our order."""
    return [float(n - i) for i in range(n)]


def per_query(run: Run, qrels: Qrels, qids: Sequence[str] | None = None) -> dict[str, np.ndarray]:
    """Every metric of ``METRICS`` per query, aligned to ``qids`` (default: the qrels' query order)."""
    qids = list(qrels) if qids is None else list(qids)
    pos = {q: i for i, q in enumerate(qids)}
    judged = [ir_measures.Qrel(q, d, int(g)) for q in qids for d, g in qrels.get(q, {}).items() if g > 0]
    scored = []
    for q in qids:
        docs = list(dict.fromkeys(run.get(q, ())))  # a document listed twice counts once, at its first rank
        scored += [ir_measures.ScoredDoc(q, d, s) for d, s in zip(docs, ranked_scores(len(docs)))]
    out = {name: np.zeros(len(qids)) for name in _IR_MEASURES}
    by_measure = {m: name for name, m in _IR_MEASURES.items()}
    if judged and scored:
        for m in ir_measures.iter_calc(list(_IR_MEASURES.values()), judged, scored):
            if m.query_id in pos:
                out[by_measure[m.measure]][pos[m.query_id]] = float(m.value)
    for name, (p, r) in _F1.items():
        out[name] = f1(out[p], out[r])
    return {name: out[name] for name in METRICS}


def f1(precision: np.ndarray, recall: np.ndarray) -> np.ndarray:
    """Harmonic mean per query; 0 where both are 0."""
    s = precision + recall
    return np.divide(2 * precision * recall, s, out=np.zeros_like(s, dtype=np.float64), where=s > 0)


def pool_recall(pools: Mapping[str, Sequence[str]], qrels: Qrels, qids: Sequence[str] | None = None) -> np.ndarray:
    """Per query, the share of its relevant documents that are in its pool."""
    qids = list(qrels) if qids is None else list(qids)
    out = np.zeros(len(qids))
    for i, q in enumerate(qids):
        rel = {d for d, g in qrels.get(q, {}).items() if g > 0}
        if rel:
            out[i] = len(rel & set(pools.get(q, ()))) / len(rel)
    return out


def micro_pool_recall(pools: Mapping[str, Sequence[str]], qrels: Qrels) -> float:
    """Relevant pairs inside their query's pool / all relevant pairs (the paper's 'share of relevant docs')."""
    total = found = 0
    for q, docs in qrels.items():
        rel = {d for d, g in docs.items() if g > 0}
        total += len(rel)
        found += len(rel & set(pools.get(q, ())))
    return found / total if total else 0.0


def mean(values: Mapping[str, np.ndarray]) -> dict[str, float]:
    return {k: float(np.mean(v)) if len(v) else 0.0 for k, v in values.items()}
