"""The tuner: its selection rule, its fast metrics against ir_measures on real features, and its search."""

import json

import numpy as np
import pytest
from conftest import SHARED

from lcr_core.config import Weights
from lcr_core.demo import DEMO_QUERIES
from lcr_core.evaluation import metrics as M
from lcr_core.evaluation.datasets import read_qrels
from lcr_core.evaluation.systems import prepare
from lcr_core.evaluation.tune import GRID, TuneConfig, TuneData, channel, evaluate, select, tune
from lcr_core.retrieve import Features, combine, effective_weights, zscore


def test_selection_is_p1_then_mrr10_then_r100_then_earliest():
    m = np.array([
        [0.2, 0.50, 0.9],
        [0.3, 0.10, 0.1],  # best P@1 ...
        [0.3, 0.40, 0.2],  # ... tie on P@1, better MRR@10
        [0.3, 0.40, 0.6],  # ... tie on both, better R@100  <- best
        [0.3, 0.40, 0.6],  # identical later row loses the tie
    ])
    assert select(m) == 3
    assert select(m[[0, 1, 2]]) == 2
    assert select(np.zeros((4, 3))) == 0


def synthetic(n_q=12, pool=40, seed=0):
    """Relevant candidates stand out only in the 'issues' BM25 facet; everything else is noise."""
    rng = np.random.default_rng(seed)
    feats, rel = [], []
    for _ in range(n_q):
        lex, sem = rng.uniform(0, 3, (pool, 4)), rng.uniform(0, 1, (pool, 4))
        r = np.zeros(pool, dtype=bool)
        r[rng.choice(pool, 2, replace=False)] = True
        lex[:, 1] = rng.uniform(0, 1, pool) + 1.5 * r
        feats.append(Features(lex, sem, np.ones(4, dtype=bool), np.ones((pool, 4), dtype=bool)))
        rel.append(r)
    return TuneData.stack([f"q{i}" for i in range(n_q)], feats, rel, [3] * n_q)  # 1 relevant outside the pool


def test_the_search_finds_the_informative_facet_and_is_reproducible():
    data = synthetic()
    cfg = TuneConfig(seed=1, batches=2, batch_size=60, rounds=1, refine_batch=60)
    a, b = tune(data, cfg), tune(data, cfg)
    assert a.best.weights == b.best.weights and a.best.metrics == b.best.metrics
    w = a.best.weights
    assert a.best.metrics["P@1"] == 1.0 and a.best.metrics["R@100"] == pytest.approx(2 / 3)
    assert w.w_lex[1] > 0.6 and w.alpha / w.beta >= 2
    assert a.paper.metrics["P@1"] < 0.8  # the paper's weights do not find it
    assert a.evaluated == (2 + 2 * 60 + 60) * len(GRID) ** 2
    assert sum(w.w_lex) == pytest.approx(1) and sum(w.w_sem) == pytest.approx(1)
    # never worse than the paper's weights on the tuning data (they are evaluated first)
    key = ("P@1", "MRR@10", "R@100")
    assert [a.best.metrics[k] for k in key] >= [a.paper.metrics[k] for k in key]


def test_channel_matches_retrieve_for_both_empty_facet_rules():
    rng = np.random.default_rng(2)
    x = rng.uniform(0, 5, (1, 30, 4))
    doc_mask = rng.uniform(size=(30, 4)) > 0.3
    q_mask = np.array([True, True, False, True])
    both = (doc_mask & q_mask)[None]
    valid = np.ones((1, 30), dtype=bool)
    w = np.array([[0.1, 0.2, 0.3, 0.4]])
    for rule in ("zero", "renormalize"):
        eff = effective_weights(w[0], q_mask, doc_mask, rule)
        expect = zscore((eff * x[0]).sum(axis=1))
        assert np.allclose(channel(x, both, valid, w, True, rule)[0, 0], expect)


@pytest.fixture(scope="module")
def demo_tune_data(demo_engine):
    """The 20 chat-style AILA queries on the demo corpus, with their real relevance judgments."""
    qrels = {}
    for split in ("train_short", "val_short"):
        path = SHARED / "aila2019" / f"qrels_{split}.txt"
        if not path.exists():
            pytest.skip("needs ../shared/data/aila2019")
        qrels.update(read_qrels(path)[0])
    queries = json.loads(DEMO_QUERIES.read_text())
    ids = demo_engine.index.ids
    prepared = [prepare(demo_engine, q["id"], q["text"] + "\n" + q["question"]) for q in queries]
    rel = [np.array([ids[r] in qrels[p.qid] for r in p.pool.rows]) for p in prepared]
    data = TuneData.stack([p.qid for p in prepared], [p.features for p in prepared], rel,
                          [len(qrels[p.qid]) for p in prepared])
    return data, prepared, qrels


def test_fast_metrics_equal_ir_measures_on_real_rankings(demo_engine, demo_tune_data):
    data, prepared, qrels = demo_tune_data
    ids = demo_engine.index.ids
    rng = np.random.default_rng(0)
    settings = [Weights(), Weights.uniform()] + [
        Weights(alpha=a, beta=b, w_lex=tuple(rng.dirichlet(np.ones(4))), w_sem=tuple(rng.dirichlet(np.ones(4))))
        for a, b in ((0.3, 1.0), (1.0, 0.3), (0.6, 0.6))]
    for w in settings:
        fast = evaluate(data, np.array([w.w_lex]), np.array([w.w_sem]), [(w.alpha, w.beta)])[0, 0]
        run = {p.qid: [ids[r] for r in p.pool.rows[combine(p.features, w).order]] for p in prepared}
        slow = M.mean(M.per_query(run, {q: qrels[q] for q in run}))
        assert fast.tolist() == pytest.approx([slow["P@1"], slow["MRR@10"], slow["R@100"]], abs=1e-9), w


def test_alpha_beta_with_the_same_ratio_rank_identically(demo_tune_data):
    data, _, _ = demo_tune_data
    w = np.array([[0.25] * 4])
    m = evaluate(data, w, w, [(0.3, 0.6), (0.4, 0.8), (0.5, 1.0)])
    assert np.all(m[0, 0] == m[0, 1]) and np.all(m[0, 1] == m[0, 2])


def test_refinement_starts_from_distinct_settings():
    from lcr_core.evaluation.tune import distinct_settings

    n_grid = 3
    # setting 0 leads at all three grid points, then setting 2, then setting 1
    m = np.array([[0.9, 0.5, 0.5], [0.9, 0.5, 0.5], [0.9, 0.5, 0.5],
                  [0.1, 0.1, 0.1], [0.2, 0.1, 0.1], [0.1, 0.1, 0.1],
                  [0.5, 0.5, 0.5], [0.8, 0.5, 0.5], [0.5, 0.5, 0.5]])
    assert list(distinct_settings(m, n_grid, 2)) == [0, 2]
    assert list(distinct_settings(m, n_grid, 5)) == [0, 2, 1]
