"""Stage-1 fusion and Stage-2 combination edge cases, against hand-worked numbers."""

import numpy as np
import pytest

from lcr_core.config import Weights
from lcr_core.retrieve import Features, best_facet, combine, effective_weights, rrf_fuse, top_k, zscore


def test_rrf_missing_rank_contributes_zero_and_ranks_start_at_one():
    pool = rrf_fuse(np.array([10, 20, 30]), np.array([30, 40]), k=60, m=10)
    got = dict(zip(pool.rows.tolist(), pool.rrf.tolist()))
    assert got[30] == pytest.approx(1 / 63 + 1 / 61)
    assert got[10] == pytest.approx(1 / 61)
    assert got[40] == pytest.approx(1 / 62)
    assert got[20] == pytest.approx(1 / 62)
    assert pool.rows[0] == 30  # in both lists
    assert dict(zip(pool.rows.tolist(), pool.bm25_rank.tolist()))[40] == 0
    assert dict(zip(pool.rows.tolist(), pool.dense_rank.tolist()))[10] == 0


def test_rrf_ties_are_deterministic_and_pool_is_cut_at_m():
    # 20 (bm25 rank 2) and 40 (dense rank 2) tie on RRF; best rank ties too, so the lower row wins
    pool = rrf_fuse(np.array([10, 20]), np.array([30, 40]), k=60, m=3)
    assert pool.rows.tolist() == [10, 30, 20]


def test_rrf_empty_lists():
    pool = rrf_fuse(np.array([], dtype=int), np.array([], dtype=int), k=60, m=5)
    assert len(pool.rows) == 0


def test_zscore_and_its_degenerate_cases():
    x = np.array([1.0, 2.0, 3.0])
    assert zscore(x) == pytest.approx([-1.2247449, 0.0, 1.2247449])
    assert zscore(np.array([5.0])).tolist() == [0.0]
    assert zscore(np.array([2.0, 2.0, 2.0])).tolist() == [0.0, 0.0, 0.0]
    assert zscore(np.array([])).size == 0


def test_top_k_orders_by_score_then_index_and_respects_mask():
    s = np.array([0.5, 0.9, 0.9, 0.1, 0.7])
    assert top_k(s, 3).tolist() == [1, 2, 4]
    assert top_k(s, 10, valid=np.array([True, False, True, True, False])).tolist() == [2, 0, 3]


def _features(lex, sem, qmask=(1, 1, 1, 1), dmask=None):
    lex, sem = np.asarray(lex, float), np.asarray(sem, float)
    dmask = np.ones_like(lex, dtype=bool) if dmask is None else np.asarray(dmask, dtype=bool)
    return Features(lex=lex, sem=sem, query_mask=np.asarray(qmask, dtype=bool), doc_mask=dmask)


def test_combine_matches_hand_computation():
    w = Weights(alpha=0.4, beta=0.8, w_lex=(0.5, 0.5, 0.0, 0.0), w_sem=(1.0, 0.0, 0.0, 0.0))
    f = _features(lex=[[2, 0, 0, 0], [0, 0, 0, 0], [4, 2, 0, 0]], sem=[[0.5, 0, 0, 0], [0.2, 0, 0, 0], [0.8, 0, 0, 0]])
    r = combine(f, w)
    lex_sum = np.array([1.0, 0.0, 3.0])
    sem_sum = np.array([0.5, 0.2, 0.8])
    expect = 0.4 * (lex_sum - lex_sum.mean()) / lex_sum.std() + 0.8 * (sem_sum - sem_sum.mean()) / sem_sum.std()
    assert r.score == pytest.approx(expect)
    assert r.order.tolist() == [2, 0, 1]
    # facet contributions add up to the final score
    assert r.contribution.sum(axis=1) == pytest.approx(r.score)


def test_combine_without_zscore_uses_raw_sums():
    w = Weights(alpha=1.0, beta=1.0, w_lex=(1, 0, 0, 0), w_sem=(1, 0, 0, 0))
    f = _features(lex=[[10, 0, 0, 0], [1, 0, 0, 0]], sem=[[0.1, 0, 0, 0], [0.9, 0, 0, 0]])
    raw = combine(f, w, zscore_channels=False)
    assert raw.score == pytest.approx([10.1, 1.9])


def test_single_candidate_pool_scores_zero():
    f = _features(lex=[[3, 1, 0, 2]], sem=[[0.3, 0.2, 0.1, 0.5]])
    r = combine(f, Weights())
    assert r.score.tolist() == [0.0]


def test_empty_facet_rules():
    w = np.array([0.4, 0.3, 0.2, 0.1])
    qmask = np.array([True, True, False, True])
    dmask = np.array([[True, True, True, True], [True, False, True, True]])
    zero = effective_weights(w, qmask, dmask, "zero")
    np.testing.assert_allclose(zero, [[0.4, 0.3, 0.0, 0.1], [0.4, 0.0, 0.0, 0.1]])
    ren = effective_weights(w, qmask, dmask, "renormalize")
    assert ren.sum(axis=1) == pytest.approx([1.0, 1.0])
    assert ren[1].tolist() == pytest.approx([0.8, 0.0, 0.0, 0.2])


def test_empty_query_facet_contributes_nothing_even_with_doc_scores():
    w = Weights(alpha=1.0, beta=0.0, w_lex=(0.5, 0.5, 0, 0), w_sem=(0.25,) * 4)
    # the issues column carries scores, but the query has no issues facet: ranking follows facts only
    f = _features(lex=[[1, 9, 0, 0], [2, 0, 0, 0]], sem=np.zeros((2, 4)), qmask=(1, 0, 1, 1))
    assert combine(f, w).order.tolist() == [1, 0]


def test_best_facet_ignores_facets_missing_on_either_side():
    contrib = np.array([0.1, 0.9, 0.3, 0.2])
    assert best_facet(contrib, np.array([True, True, True, True]), np.array([True, False, True, True])) == "decision"
    assert best_facet(contrib, np.array([True, True, True, True]), np.array([True, True, True, True])) == "issues"


def test_weights_validate_simplex():
    with pytest.raises(ValueError):
        Weights(w_lex=(0.5, 0.5, 0.5, 0.0))
    with pytest.raises(ValueError):
        Weights(w_sem=(1.2, -0.2, 0.0, 0.0))
