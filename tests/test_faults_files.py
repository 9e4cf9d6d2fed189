"""Fault injection on files: every derived and cache file damaged in turn (garbage, truncated, not UTF-8)
is rebuilt automatically or reported in one line; the store of record and the user's cases are never lost."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from conftest import ROOT
from lcr_core.encoder import EmbeddingCache
from lcr_core.explain.llm import ExplainCache, ExplainReply
from lcr_core.explain.precomputed import OutcomeStore
from lcr_core.facets.llm import LLMCache
from lcr_core.index import load_or_build
from lcr_core.store import Store
from store_fixtures import facts_query, small_cases, small_engine  # noqa: F401

DAMAGE = {
    "garbage": lambda data: os.urandom(max(len(data), 4096)),
    "truncated": lambda data: data[: len(data) // 2],
    "not-utf8": lambda data: b"\xff\xfe\x00\xc3\x28" + data[5:],
    "empty-header": lambda data: b"\x00" * 100 + data[100:],
}


def _damage(path, how: str) -> None:
    path.write_bytes(DAMAGE[how](path.read_bytes()))


@pytest.fixture(scope="module")
def engine(tmp_path_factory, cache_dir, small_cases):  # noqa: F811
    return small_engine(tmp_path_factory.mktemp("files") / "store", cache_dir, small_cases[:6])


# ---- the four sqlite caches ------------------------------------------------------------------------------------
def _fill_embeddings(path):
    cache = EmbeddingCache(path)
    rng = np.random.default_rng(0)
    cache.put_many("m", {i.to_bytes(16, "big"): rng.standard_normal(384).astype(np.float32) for i in range(3000)})
    return cache


def _roundtrip_embeddings(path):
    cache = EmbeddingCache(path)
    assert cache.get_many("m", [b"k" * 16]) == {}
    cache.put_many("m", {b"k" * 16: np.ones(384, dtype=np.float32)})
    assert list(EmbeddingCache(path).get_many("m", [b"k" * 16])) == [b"k" * 16]


def _fill_explain(path):
    cache = ExplainCache(path)
    reply = ExplainReply.model_validate({"rationale": "r", "passage_ids": ["p1"],
                                         "petitioner": {"stance": "supports", "reason": "x"},
                                         "respondent": {"stance": "opposes", "reason": "y"}})
    for i in range(400):
        cache.put("m", "v1", f"k{i}" * 20, reply)
    return reply


def _roundtrip_explain(path):
    cache = ExplainCache(path)
    assert cache.get("m", "v1", "k0" * 20) is None
    reply = _fill_explain(path)
    assert ExplainCache(path).get("m", "v1", "k1" * 20) == reply


def _fill_llm_facets(path):
    cache = LLMCache(path)
    for i in range(400):
        cache.put("m", "v1", f"h{i}" * 20, {0: "facts", 1: "decision"})


def _roundtrip_llm_facets(path):
    cache = LLMCache(path)
    assert cache.get("m", "v1", "h0" * 20) is None
    cache.put("m", "v1", "h0", {0: "facts"})
    assert LLMCache(path).get("m", "v1", "h0") == {0: "facts"}


def _fill_outcomes(path):
    OutcomeStore(path)._conn().executemany("INSERT INTO outcomes VALUES (?, ?, ?)",
                                           [("r", f"c{i}" * 20, "{}") for i in range(400)])
    OutcomeStore(path)._conn().commit()


def _roundtrip_outcomes(path):
    store = OutcomeStore(path)
    assert store._ok, "the outcome cache gave up instead of healing"
    assert store._conn().execute("SELECT COUNT(*) FROM outcomes").fetchone()[0] == 0


CACHES = {
    "embeddings.sqlite": (_fill_embeddings, _roundtrip_embeddings),
    "llm_explain.sqlite": (_fill_explain, _roundtrip_explain),
    "llm_facets.sqlite": (_fill_llm_facets, _roundtrip_llm_facets),
    "explain_outcomes.sqlite": (_fill_outcomes, _roundtrip_outcomes),
}


@pytest.mark.parametrize("how", ["garbage", "truncated", "empty-header"])
@pytest.mark.parametrize("name", sorted(CACHES))
def test_a_damaged_sqlite_cache_is_moved_aside_and_recreated(tmp_path, name, how, caplog):
    fill, roundtrip = CACHES[name]
    path = tmp_path / name
    fill(path)
    _damage(path, how)
    with caplog.at_level(logging.WARNING, logger="lcr_core.sqlite_file"):
        roundtrip(path)
    aside = list(tmp_path.glob(f"{name}.damaged-*"))
    assert len(aside) == 1, "the damaged file is kept for inspection"
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "\n" not in warnings[0] and "damaged" in warnings[0]


def test_damage_found_by_a_later_query_heals_too(tmp_path, monkeypatch):
    """Big caches are not integrity-checked when opened; a query that meets a damaged page heals the file."""
    import lcr_core.sqlite_file as sqlite_file

    monkeypatch.setattr(sqlite_file, "_CHECK_BYTES", 0)
    path = tmp_path / "embeddings.sqlite"
    cache = _fill_embeddings(path)
    del cache
    data = bytearray(path.read_bytes())
    data[8192:] = os.urandom(len(data) - 8192)  # pages after the schema are garbage
    path.write_bytes(bytes(data))
    cache = EmbeddingCache(path)  # opens: the header and schema are intact
    keys = [i.to_bytes(16, "big") for i in range(3000)]
    assert cache.get_many("m", keys) == {}  # the damaged pages read as misses...
    cache.put_many("m", {keys[0]: np.ones(384, dtype=np.float32)})  # ...and the recreated file works
    assert list(cache.get_many("m", keys[:1])) == [keys[0]]
    assert list(tmp_path.glob("embeddings.sqlite.damaged-*"))


def test_lcr_info_works_with_a_garbage_embedding_cache(engine, tmp_path):
    cache_dir = tmp_path / "cache"
    cache_dir.mkdir()
    (cache_dir / "embeddings.sqlite").write_bytes(os.urandom(20000))
    env = {**os.environ, "LCR_CACHE_DIR": str(cache_dir), "LCR_STORE": str(engine.store.path)}
    out = subprocess.run([sys.executable, "-m", "lcr_core.cli", "info", "--json"], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert '"cases": 6' in out.stdout.replace("\n", "").replace('"cases":6', '"cases": 6')
    assert "Traceback" not in out.stderr
    # info reads no vectors, so it does not even open the cache (the cache heals when it is opened, above)


def test_a_corrupted_explanation_cache_keeps_the_llm_on(engine, small_cases, tmp_path, monkeypatch):  # noqa: F811
    from llm_fixtures import OpenAIServer
    from lcr_core.config import Settings
    from lcr_core.explain import explain_hit

    class WithSettings:
        def __init__(self, inner, settings) -> None:
            self._inner, self.settings = inner, settings

        def __getattr__(self, name):
            return getattr(self._inner, name)

    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    (tmp_path / "llm").mkdir()
    (tmp_path / "llm" / "llm_explain.sqlite").write_bytes(os.urandom(8192))
    result = engine.search(facts_query(engine, small_cases[0]["id"]), k=2)
    with OpenAIServer() as srv:
        settings = Settings(llm_base_url=srv.base_url, llm_model="test-model", llm_api_key="sk-test",
                            llm_timeout=5.0, llm_max_retries=0, cache_dir=tmp_path / "llm", store=engine.store.path)
        wrapped = WithSettings(engine, settings)
        offline = explain_hit(wrapped, result, result.hits[0], llm=False)
        ids = [p.id for p in offline.passages] or ["p1"]
        srv.default = __import__("openai_server").Reply(__import__("json").dumps({
            "rationale": f"Both concern the same facts [{ids[0]}].", "passage_ids": [ids[0]],
            "petitioner": {"stance": "neutral", "reason": "Mixed outcome."},
            "respondent": {"stance": "neutral", "reason": "Mixed outcome."}}))
        explained = explain_hit(wrapped, result, result.hits[0], llm=True)
    from lcr_core.explain.llm import PROMPT_VERSION

    assert explained.produced_by == f"llm:test-model@{PROMPT_VERSION}", explained.produced_by
    assert list((tmp_path / "llm").glob("llm_explain.sqlite.damaged-*"))


# ---- the derived search index ------------------------------------------------------------------------------------
# the manifest, and in the (one) segment: vectors, a term list, postings, per-document lengths, its own manifest
INDEX_FILES = ["index.json", "segment.json", "doc_vecs.npy", "facet_vecs.npy", "whole.terms.txt", "whole.rows.npy",
               "facts.tf.npy", "decision.indptr.npy", "reasoning.dl.npy"]


@pytest.mark.parametrize("how", ["garbage", "truncated", "not-utf8"])
@pytest.mark.parametrize("name", INDEX_FILES)
def test_a_damaged_index_file_is_rebuilt(engine, name, how):
    s = engine.settings
    good = load_or_build(engine.store, engine.analyzer, s.bm25_k1, s.bm25_b)
    good_vecs = np.array(good.doc_vecs)  # a copy: ``good`` maps the very file damaged in place below
    folder = engine.store.path / "index"
    _damage(folder / name if name == "index.json" else next((folder / "segments").glob(f"*/{name}")), how)
    rebuilt = load_or_build(engine.store, engine.analyzer, s.bm25_k1, s.bm25_b)
    assert rebuilt.ids == good.ids
    assert np.array_equal(rebuilt.doc_vecs, good_vecs)
    again = load_or_build(engine.store, engine.analyzer, s.bm25_k1, s.bm25_b)  # and saved whole again
    assert again.ids == good.ids


# ---- store.json ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("how", ["garbage", "truncated", "not-utf8", "empty"])
def test_a_damaged_store_manifest_is_reconstructed(engine, how, caplog):
    path = engine.store.path / "store.json"
    if how == "empty":
        path.write_bytes(b"")
    else:
        _damage(path, how)
    with caplog.at_level(logging.WARNING, logger="lcr_core.store"):
        store = Store(engine.store.path, engine.encoder.id, create=False)
    assert store.count() == 6
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "store.json was damaged" in warnings[0].replace(str(path), "store.json")
    # the engine sees the new generation, rebuilds its index and still finds every case
    case_id = engine.index.ids[0]
    assert engine.search(facts_query(engine, case_id), k=3).hits[0].case_id == case_id


# ---- parts.sqlite3 (a case's unit and facet vectors) ------------------------------------------------------------
def test_a_search_over_cases_that_lost_their_parts_says_so_until_refacetize(tmp_path, cache_dir, small_cases, caplog):  # noqa: F811
    """A damaged parts file is set aside at open and an empty one takes its place; an index rebuilt after that
    has no facet or passage vectors for any case, and every later search ranked without them and said
    nothing (only the open warned, once, without saying what repairs it)."""
    from lcr_core.engine import Engine

    store = tmp_path / "store"
    built = small_engine(store, cache_dir, small_cases[:3])
    settings, case_id = built.settings, built.index.ids[0]
    query = facts_query(built, case_id)
    assert not [w for w in built.search(query, k=3).warnings if "refacetize" in w]
    # damaged as the next process finds it: garbage (this process first lets go of its connection), and the
    # derived index gone too (a damaged index file is rebuilt from the store, now without the lost vectors)
    built.store.units._db._replace_damaged(RuntimeError("set aside by the test"))
    (store / "parts.sqlite3").write_bytes(os.urandom(8192))
    for aside in store.glob("parts.sqlite3*.damaged-*"):
        aside.unlink()
    shutil.rmtree(store / "index")
    with caplog.at_level(logging.WARNING):
        engine = Engine(settings)
        engine.store.count()
    assert "`lcr refacetize`" in caplog.text  # the open says what repairs it
    for _ in range(2):  # every search, not only the first
        said = [w for w in engine.search(query, k=3).warnings if "refacetize" in w]
        assert len(said) == 1 and "3 of 3 judgments" in said[0]
    engine.refacetize()
    assert not [w for w in Engine(settings).search(query, k=3).warnings if "refacetize" in w]
