"""The scale benchmark's synthetic corpus: deterministic, unit-norm vectors near (not equal to) real ones, and
ingestible by the real engine without the encoder's model ever running."""

from __future__ import annotations

import numpy as np
import pytest

from benchmarks.synth_corpus import SynthCorpus, build_source_pool
from lcr_core.demo import DEMO_CASES, seed_cache
from lcr_core.encoder import EmbeddingCache, Encoder, text_key
from lcr_core.text import normalize
from lcr_core.units import wordpiece_counter

N = 50


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A pool of 8 real demo judgments with their real (shipped) unit vectors, and a corpus over it."""
    enc = Encoder()
    cache_db = tmp_path_factory.mktemp("src-cache") / "embeddings.sqlite"
    cache = EmbeddingCache(cache_db)
    assert seed_cache(cache, enc.id) > 0
    count_tokens = wordpiece_counter(enc.tokenizer_json)
    pool, stats = build_source_pool([DEMO_CASES], cache_db, enc.id, count_tokens, log=lambda _m: None, limit=8)
    assert stats["kept"] == 8 and pool.n_docs == 8
    return SynthCorpus(pool, count_tokens, seed=7, max_paragraphs=60)


def test_generator_is_deterministic_and_seeded(corpus):
    again = SynthCorpus(corpus.pool, corpus.count_tokens, seed=7, max_paragraphs=60)
    other = SynthCorpus(corpus.pool, corpus.count_tokens, seed=8, max_paragraphs=60)
    for i in range(N):
        a, b = corpus.judgment(i), again.judgment(i)
        assert a.text == b.text and a.metadata == b.metadata and a.units == b.units
        np.testing.assert_array_equal(a.unit_vectors, b.unit_vectors)
    assert [corpus.judgment(i).text for i in range(5)] != [other.judgment(i).text for i in range(5)]
    # judgment i does not depend on how many come before it: the 10k corpus is the start of the 100k one
    np.testing.assert_array_equal(corpus.judgment(37).unit_vectors, list(corpus.judgments(30, 40))[7].unit_vectors)


def test_vectors_are_unit_norm_and_close_to_but_not_the_sources(corpus):
    pool_keys = {text_key(t) for t in corpus.pool.texts}
    cosines = []
    for j in (corpus.judgment(i) for i in range(N)):
        assert normalize(j.text) == j.text  # ingest normalises first: the cache keys must survive that
        assert j.metadata["court"] and 1950 <= j.metadata["year"] <= 2024 and " v. " in j.metadata["title"]
        np.testing.assert_allclose(np.linalg.norm(j.unit_vectors, axis=1), 1.0, atol=1e-5)
        np.testing.assert_allclose(np.linalg.norm(j.clean_vectors, axis=1), 1.0, atol=1e-5)
        cosines.extend(np.sum(j.unit_vectors * j.clean_vectors, axis=1))
        assert len(j.units) >= 1
    cos = np.asarray(cosines)
    assert cos.max() < 0.999 and cos.min() > 0.85 and abs(cos.mean() - 1 / np.sqrt(1 + 0.3**2)) < 0.02
    # a unit that is exactly one source paragraph: its clean vector is that paragraph's real vector
    exact = [(j, k) for j in (corpus.judgment(i) for i in range(N)) for k, t in enumerate(j.unit_texts())
             if text_key(t) in pool_keys]
    assert exact
    j, k = exact[0]
    src = corpus.pool.vectors[corpus.pool.texts.index(j.unit_texts()[k])]
    assert float(j.clean_vectors[k] @ src) > 0.9999 and float(j.unit_vectors[k] @ src) < 0.999


def test_engine_ingests_it_from_the_seeded_cache_without_encoding(corpus, tmp_path):
    from benchmarks.bench_scale import guard_encoder, seeded_cases
    from lcr_core.config import Settings
    from lcr_core.engine import Engine

    engine = Engine(Settings(store=tmp_path / "store", cache_dir=tmp_path / "cache"))
    guard = guard_encoder(engine)
    stats = {"units": 0, "chars": 0, "unique_unit_texts": 0, "generate_s": 0.0}
    report = engine.ingest_cases(list(seeded_cases(engine, corpus, 0, 20, stats)))
    assert len(report.added) == 20 and not report.skipped and guard["model_loads"] == 0
    assert engine.store.units.count() == report.units == stats["units"]
    spans, vecs = engine.store.unit_vectors("synth-0000003")
    np.testing.assert_allclose(vecs, corpus.judgment(3).unit_vectors, atol=1e-6)
    assert engine.index.size == 20 and sorted(set(engine.index.years.tolist())) != [-1]
