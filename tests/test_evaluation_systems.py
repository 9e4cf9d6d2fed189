"""The plumbing of every compared system on the demo corpus: each ranks exactly what its definition says."""

import json

import numpy as np
import pytest

from lcr_core.config import Weights
from lcr_core.demo import DEMO_QUERIES
from lcr_core.evaluation.systems import (
    ALL_SYSTEMS,
    build_systems,
    parse_systems,
    prepare,
    rrf_lists,
    whole_document_features,
)
from lcr_core.retrieve import combine, zscore

TUNED = Weights(alpha=0.6, beta=0.3, w_lex=(0.1, 0.5, 0.1, 0.3), w_sem=(0.4, 0.2, 0.2, 0.2), source="test")


@pytest.fixture(scope="module")
def queries():
    data = json.loads(DEMO_QUERIES.read_text())
    return [(q["id"], q["text"] + "\n" + q["question"]) for q in data[:4]]


@pytest.fixture(scope="module")
def prepared(demo_engine, queries):
    return [prepare(demo_engine, qid, text) for qid, text in queries]


def test_prepare_computes_each_shared_part_once_and_consistently(demo_engine, prepared):
    idx = demo_engine.index
    for p in prepared:
        assert p.bm25.shape == (idx.size,) and p.dense.shape == (idx.size,)
        assert np.allclose(p.bm25, idx.bm25_whole.scores(p.query.tokens_whole))
        assert np.allclose(p.dense, idx.doc_vecs @ p.query.analysed.doc_vector, atol=1e-6)
        assert len(p.pool.rows) == len(p.features.lex) == len(p.whole.lex)
        assert set(p.timings) == {"tokenize", "analyse", "bm25", "dense", "stage1", "features"}


def test_baselines_rank_by_their_own_scores(prepared):
    systems = build_systems(TUNED)
    for p in prepared:
        rows, scores = systems["bm25"].rank({"full": p}, 50)
        assert np.all(scores > 0) and np.all(np.diff(scores) <= 0)
        assert np.allclose(scores, np.sort(p.bm25[p.bm25 > 0])[::-1][:50])
        rows, scores = systems["dense"].rank({"full": p}, 50)
        assert np.allclose(scores, np.sort(p.dense)[::-1][:50]) and len(set(rows.tolist())) == 50
        rows, scores = systems["rrf"].rank({"full": p}, 30)
        assert rows.tolist() == p.pool.rows[:30].tolist() and np.all(np.diff(scores) <= 0)


def test_section_aware_variants_are_combine_with_their_weights(demo_engine, prepared):
    systems = build_systems(TUNED)
    for p in prepared:
        for sid, w in (("original", Weights()), ("uniform", Weights.uniform()), ("tuned", TUNED)):
            rows, _ = systems[sid].rank({"full": p}, 1000)
            expect = demo_engine.rank(p.features, w).order
            assert rows.tolist() == p.pool.rows[expect].tolist(), sid
        rows, scores = systems["no-zscore"].rank({"full": p}, 1000)
        raw = combine(p.features, TUNED, zscore_channels=False)
        assert rows.tolist() == p.pool.rows[raw.order].tolist()
        lex_sum = (p.features.lex * np.asarray(TUNED.w_lex)).sum(axis=1)
        assert scores[0] == pytest.approx(np.max(TUNED.alpha * lex_sum + TUNED.beta * (p.features.sem
                                                                                      * np.asarray(TUNED.w_sem)).sum(1)))


def test_no_section_ablation_is_whole_document_bm25_and_cosine_z_scored_over_the_pool(prepared):
    systems = build_systems(TUNED)
    for p in prepared:
        rows, scores = systems["no-sections"].rank({"full": p}, 1000)
        manual = TUNED.alpha * zscore(p.bm25[p.pool.rows]) + TUNED.beta * zscore(p.dense[p.pool.rows])
        order = np.lexsort((np.arange(len(manual)), -manual))
        assert rows.tolist() == p.pool.rows[order].tolist()
        assert np.allclose(scores, manual[order])


def test_engine_search_returns_the_tuned_systems_top_k(demo_engine, queries, prepared):
    systems = build_systems(TUNED)
    for (qid, text), p in zip(queries, prepared):
        hits = demo_engine.search(text, k=10, weights=TUNED).hits
        rows, _ = systems["tuned"].rank({"full": p}, 10)
        assert [h.case_id for h in hits] == [demo_engine.index.ids[r] for r in rows]


def test_citation_context_systems_use_the_ctx_view(demo_engine, prepared):
    systems = build_systems(TUNED)
    full, ctx = prepared[0], prepared[1]  # any two different views
    rows, _ = systems["ctx-bm25"].rank({"full": full, "ctx": ctx}, 20)
    assert rows.tolist() == systems["bm25"].rank({"full": ctx}, 20)[0].tolist()
    fused, _ = systems["ctx-fusion"].rank({"full": full, "ctx": ctx}, 20)
    expect, _ = rrf_lists([systems["tuned"].rank({"full": full}, 20)[0], rows], 20)
    assert fused.tolist() == expect.tolist()


def test_rrf_lists_by_hand():
    rows, scores = rrf_lists([np.array([1, 2, 3]), np.array([3, 1])], depth=10, k=60)
    assert rows.tolist() == [1, 3, 2]
    assert scores[0] == pytest.approx(1 / 61 + 1 / 62) and scores[1] == pytest.approx(1 / 63 + 1 / 61)


def test_whole_document_features_put_everything_in_slot_zero(prepared):
    p = prepared[0]
    f = whole_document_features(p.bm25, p.dense, p.pool)
    assert f.query_mask.tolist() == [True, False, False, False]
    assert np.all(f.doc_mask[:, 0]) and not np.any(f.doc_mask[:, 1:])
    assert np.all(f.lex[:, 1:] == 0) and np.allclose(f.sem[:, 0], p.dense[p.pool.rows])


def test_system_selection():
    assert parse_systems(None) == list(ALL_SYSTEMS)
    assert parse_systems("tuned, bm25") == ["bm25", "tuned"]  # table order
    with pytest.raises(ValueError, match="unknown system"):
        parse_systems("bm25,colbert")
    assert list(build_systems(TUNED)) == list(ALL_SYSTEMS)
