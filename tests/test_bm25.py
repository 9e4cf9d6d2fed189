"""Our sparse-matrix BM25Okapi must give rank_bm25's scores, on real judgments."""

import numpy as np
import pytest
from rank_bm25 import BM25Okapi

from lcr_core.lexical import Analyzer, BM25Matrix


@pytest.mark.parametrize("stemming", [False, True])
def test_scores_equal_rank_bm25_on_real_judgments(demo_cases, stemming):
    analyzer = Analyzer(stemming=stemming)
    docs = [analyzer(c["text"]) for c in demo_cases[:80]]
    ours = BM25Matrix.build(docs, k1=1.2, b=0.75)
    theirs = BM25Okapi(docs, k1=1.2, b=0.75, epsilon=0.25)
    queries = [
        analyzer(demo_cases[3]["text"][:3000]),  # a long query with repeated terms
        analyzer("bail cancelled dowry death husband in-laws section 304B"),
        analyzer("appeal"),  # a term in most documents: negative idf replaced by the epsilon floor
    ]
    for q in queries:
        np.testing.assert_allclose(ours.scores(q), theirs.get_scores(q), rtol=1e-5, atol=1e-4)


def test_scores_on_row_subset_and_unknown_terms(demo_cases):
    analyzer = Analyzer()
    docs = [analyzer(c["text"]) for c in demo_cases[:30]]
    m = BM25Matrix.build(docs)
    q = analyzer("murder conviction appeal acquittal witness")
    rows = np.array([5, 2, 17])
    np.testing.assert_allclose(m.scores(q, rows), m.scores(q)[rows])
    assert m.scores(["zzzunknownterm"]).tolist() == [0.0] * 30


def test_save_load_roundtrip(tmp_path, demo_cases):
    analyzer = Analyzer()
    m = BM25Matrix.build([analyzer(c["text"]) for c in demo_cases[:10]])
    m.save(tmp_path / "m.npz")
    m2 = BM25Matrix.load(tmp_path / "m.npz")
    q = analyzer(demo_cases[0]["text"][:500])
    np.testing.assert_array_equal(m.scores(q), m2.scores(q))
    assert m2.vocab == m.vocab


def test_empty_documents_score_zero():
    m = BM25Matrix.build([["contract", "breach"], [], ["contract", "lease"], ["tort"], ["bail", "murder"]])
    s = m.scores(["contract"])
    assert s[1] == 0.0 and s[0] > 0 and s[2] > 0
