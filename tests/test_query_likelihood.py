"""The Dirichlet query likelihood as a profile's lexical side (lever 10), on the real demo corpus: the engine's
scores are the formula computed straight from the judgments' texts, a deleted judgment only drops out, and a
profile without the option ranks by BM25 exactly as before."""

from __future__ import annotations

import json
import math
import shutil
from collections import Counter
from dataclasses import replace

import numpy as np
import pytest

from lcr_core.engine import QueryError
from lcr_core.lexical import TermCounts
from lcr_core.profiles import Profile, ProfileError, load, shipped
from lcr_core.query_likelihood import LexicalOptions
from lcr_core.query_types import detect
from lcr_core.ranking import LIKELIHOOD_FEATURE, hits, rank_query

QUERIES = (
    "The appellant was convicted of murder on circumstantial evidence; the body was recovered at his instance "
    "and the last seen theory was the only link. Can the conviction stand?",
    "A tenant was evicted for bona fide requirement of the landlord although the landlord owned another house "
    "in the same town",
    "Dowry death: the wife died of burns within seven years of marriage after demands for money by her husband",
)


def live_texts(engine) -> list[str]:
    """The stored text of every live judgment, in the index's row order."""
    texts = {cid: text for cid, text, _, _ in engine.store.iter_cases(include_vectors=False)}
    return [texts[cid] for cid in engine.index.ids]


def direct_scores(texts: list[str], analyzer, terms: dict[str, float], mu: float) -> np.ndarray:
    """sum_t c(t,q) log(1 + tf(t,d) / (mu p(t|C))) + |q| log(mu / (|d| + mu)) judgment by judgment, from the
    texts alone; unmatched judgments 0, matched ones shifted so the lowest is 1e-9."""
    docs = [Counter(analyzer(t)) for t in texts]
    cf: Counter = Counter()
    for d in docs:
        cf.update(d)
    total = sum(cf.values())
    known = {t: c for t, c in terms.items() if cf[t] > 0}
    q_len = sum(known.values())
    out = np.zeros(len(docs))
    matched = np.zeros(len(docs), dtype=bool)
    for i, d in enumerate(docs):
        if not any(d[t] for t in known):
            continue
        matched[i] = True
        dl = sum(d.values())
        out[i] = sum(c * math.log1p(d[t] / (mu * cf[t] / total)) for t, c in known.items() if d[t])
        out[i] += q_len * math.log(mu / (dl + mu))
    out[matched] -= out[matched].min() - 1e-9
    return out


@pytest.fixture(scope="module")
def few_cases(cache_dir, demo_cases) -> list[dict]:
    """12 short-to-medium demo judgments; the session cache is seeded with their unit vectors (no encoding)."""
    from lcr_core.demo import seed_cache
    from lcr_core.encoder import EmbeddingCache, Encoder

    seed_cache(EmbeddingCache(cache_dir / "embeddings.sqlite"), Encoder().id)
    return sorted(demo_cases, key=lambda c: len(c["text"]))[40:52]


def lm_profile(mu: float = 8000.0, **kw) -> Profile:
    return Profile("lm", "", stage2="bm25", known_item=False, k1=1.2, b=1.0, lexical=LexicalOptions(mu=mu), **kw)


@pytest.mark.parametrize("mu, reduce", [(8000.0, None), (500.0, 8)])
def test_engine_scores_equal_the_formula_computed_from_the_texts(demo_engine, mu, reduce):
    from benchmarks.bench_lm_dirichlet import QueryLikelihood as BenchQL

    texts = live_texts(demo_engine)
    bench = BenchQL(TermCounts.build(demo_engine.analyzer(t) for t in texts))
    for query in QUERIES:
        r = rank_query(demo_engine, query, lm_profile(mu, reduce_terms=reduce), detect(query))
        terms = r.pq.bm25_terms
        if reduce:  # the likelihood scores the profile's reduced query, as BM25 would
            assert len(terms) == min(reduce, len(Counter(r.pq.q.tokens_whole)))
        want = direct_scores(texts, demo_engine.analyzer, terms, mu)
        assert (want > 0).sum() > 20
        assert np.array_equal(r.bm25 > 0, want > 0)
        assert np.allclose(r.bm25, want, rtol=1e-9, atol=1e-9)
        assert np.allclose(r.bm25, bench.scores(Counter(terms), mu), rtol=1e-9, atol=1e-9)
        # BM25 order of the pool is the likelihood's order (ties by row), unmatched judgments left out
        top = r.rows(25)
        assert np.array_equal(top, np.lexsort((np.arange(len(want)), -want))[:25])
        bm25 = rank_query(demo_engine, query, replace(lm_profile(mu, reduce_terms=reduce), lexical=None),
                          detect(query))
        assert not np.array_equal(bm25.rows(25), top)  # the option changes the ranking
    # built once per index
    assert demo_engine.query_likelihood_for(demo_engine.index) is demo_engine.query_likelihood_for(demo_engine.index)


def test_a_deleted_judgment_changes_nothing_but_its_own_absence(tmp_path, cache_dir, few_cases):
    from lcr_core.engine import Engine
    from store_fixtures import raw, small_engine

    engine = small_engine(tmp_path / "store", cache_dir, few_cases[:8])
    engine.index
    engine.ingest_cases([raw(c) for c in few_cases[8:12]])  # a second segment
    gone = few_cases[2]["id"]
    engine.delete([gone])
    idx = engine.index
    assert len(idx.segments) == 2 and idx.dead and gone not in idx.row_of  # a tombstone, not a rebuild
    query = QUERIES[0]
    texts = live_texts(engine)
    r = rank_query(engine, query, lm_profile(), detect(query))
    assert np.allclose(r.bm25, direct_scores(texts, engine.analyzer, r.pq.bm25_terms, 8000.0), rtol=1e-9, atol=1e-9)
    # the same scores, judgment by judgment, as an index built from scratch without the deleted judgment
    shutil.rmtree(engine.store.path / "index")
    fresh = Engine(engine.settings)
    assert len(fresh.index.segments) == 1 and not fresh.index.dead
    r2 = rank_query(fresh, query, lm_profile(), detect(query))
    by_id = dict(zip(idx.ids, r.bm25))
    assert set(by_id) == set(fresh.index.ids)
    assert np.allclose([by_id[c] for c in fresh.index.ids], r2.bm25, rtol=1e-9, atol=1e-12)


def test_without_the_option_every_profile_ranks_by_bm25_as_before(demo_engine, monkeypatch, tmp_path):
    """No shipped profile sets the option: ranking with them never touches the likelihood, Stage 1's scores are
    the profile's BM25, and ``{"model": "bm25"}`` said out loud ranks identically to the option absent."""
    def refuse(index):
        raise AssertionError("a profile without query.lexical asked for the query likelihood")

    monkeypatch.setattr(demo_engine, "query_likelihood_for", refuse)
    for key, profile in shipped().items():
        assert profile.lexical is None and "lexical" not in profile.to_json()["query"]
        data = profile.to_json()
        data["query"]["lexical"] = {"model": "bm25"}
        (tmp_path / f"{key}.json").write_text(json.dumps(data), encoding="utf-8")
        said = load(tmp_path / f"{key}.json")
        assert said.to_json() == profile.to_json()
        for query in QUERIES[:2]:
            r = rank_query(demo_engine, query, profile, detect(query))
            m = demo_engine.bm25_params.matrix("whole", profile.k1, profile.b)
            if not (profile.rm3 or profile.phrases or profile.statutes):
                assert np.array_equal(r.bm25, m.scores_vector(m.term_vector(r.pq.bm25_terms)))
            again = rank_query(demo_engine, query, said, detect(query))
            assert np.array_equal(r.rows(50), again.rows(50))
            assert np.array_equal(r.ranking.score, again.ranking.score)


def test_the_option_round_trips_through_a_profile_file(tmp_path):
    p = lm_profile(5000.0)
    p.save(tmp_path / "p.json")
    assert json.loads((tmp_path / "p.json").read_text())["query"]["lexical"] == {"model": "lm_dirichlet", "mu": 5000.0}
    again = load(tmp_path / "p.json")
    assert again.lexical == LexicalOptions("lm_dirichlet", 5000.0) and again.to_json() == p.to_json()


@pytest.mark.parametrize("lexical, says", [
    ({"model": "lm_jelinek"}, "unknown lexical model"),
    ({"model": "lm_dirichlet", "mu": 0}, "mu > 0"),
    ({"model": "lm_dirichlet", "mu": -8000}, "mu > 0"),
    ({"model": "lm_dirichlet", "mu": "8000"}, "mu > 0"),
    ({"model": "lm_dirichlet", "mu": True}, "mu > 0"),
    ({"model": "lm_dirichlet", "lambda": 0.5}, "unknown field"),
    ({"model": "bm25", "mu": 8000}, "mu belongs"),
    ("lm_dirichlet", "must be an object"),
])
def test_a_bad_option_value_is_a_one_line_profile_error(demo_engine, tmp_path, lexical, says):
    data = lm_profile().to_json()
    data["query"]["lexical"] = lexical
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ProfileError, match=says) as err:
        load(path)
    assert str(err.value).startswith(f"cannot read profile {path}: ") and "\n" not in str(err.value)
    with pytest.raises(QueryError, match=says) as err:  # what `lcr search --profile bad.json` prints
        demo_engine.search(QUERIES[0], profile=str(path))
    assert "\n" not in str(err.value)


def test_the_likelihood_is_refused_beside_phrase_terms(tmp_path):
    data = lm_profile().to_json()
    data["query"]["phrases"] = {"mode": "joined", "statutes": True}
    (tmp_path / "both.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ProfileError, match="cannot be combined with query.phrases"):
        load(tmp_path / "both.json")


def test_the_cached_statistics_follow_the_index_after_a_write(tmp_path, cache_dir, few_cases):
    """Built on one index, then a write: the next query reads statistics of the new index (the added judgments
    count in p(t|C) and can be ranked), not the cached ones of the old (review19b: the invalidation untested)."""
    from store_fixtures import raw, small_engine

    engine = small_engine(tmp_path / "store", cache_dir, few_cases[:6])
    query = QUERIES[0]
    old_index = engine.index
    before = engine.query_likelihood_for(old_index)
    rank_query(engine, query, lm_profile(), detect(query))
    engine.ingest_cases([raw(c) for c in few_cases[6:10]])
    assert engine.index is not old_index
    after = engine.query_likelihood_for(engine.index)
    assert after is not before and after.n_docs == before.n_docs + 4
    r = rank_query(engine, query, lm_profile(), detect(query))
    assert len(r.bm25) == engine.index.size
    assert np.allclose(r.bm25, direct_scores(live_texts(engine), engine.analyzer, r.pq.bm25_terms, 8000.0),
                       rtol=1e-9, atol=1e-9)


def test_rm3_weighs_feedback_documents_by_their_likelihood_not_the_shifted_log():
    """review19b: RM3 over the query likelihood weighed feedback documents by the shifted log-likelihood, whose
    offset (the lowest matched score in the collection) made the weights nearly uniform; P(q|d) is exp of the log."""
    import numpy as np

    from lcr_core.ranking import feedback_weights

    logs = np.array([1000.0, 999.0, 990.0])  # log-likelihoods shifted by a large constant
    w = feedback_weights(logs, likelihood=True)
    assert np.isclose(w.sum(), 1.0) and np.allclose(w[:2] / w[1:], [np.e, np.exp(9.0)])
    bm25 = feedback_weights(np.array([3.0, 1.0]), likelihood=False)
    assert np.allclose(bm25, [0.75, 0.25])  # BM25 keeps score-proportional weights


def test_a_card_names_the_likelihood_not_bm25_when_the_profile_ranks_by_it(demo_engine):
    """The card's score parts say which lexical score ranked it: "query likelihood" under ``query.lexical``,
    "bm25" otherwise, and the parts still add up to the card's score either way."""
    query = QUERIES[0]
    for profile, name, other in ((lm_profile(), LIKELIHOOD_FEATURE, "bm25"),
                                 (replace(lm_profile(), lexical=None), "bm25", LIKELIHOOD_FEATURE)):
        r = rank_query(demo_engine, query, profile, detect(query))
        shown = hits(demo_engine, r, 5)
        assert shown and all(name in h.contributions and other not in h.contributions for h in shown)
        for h in shown:
            assert math.isclose(sum(h.contributions.values()), h.score, rel_tol=1e-9, abs_tol=1e-9)
