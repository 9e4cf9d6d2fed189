"""The bulk builder of synthetic scale stores (benchmarks/bulk_build.py) writes a valid store of record: the same
records a real ingest writes given the same facets, one the store, the CLI and the engine accept, that resumes
after a killed batch, and that later adds through the normal ingest keep equal to a full index rebuild."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from benchmarks.bulk_build import CARRIED, record_of, source_facets, write_bulk
from benchmarks.synth_corpus import SynthCorpus, build_source_pool
from lcr_core.config import Settings
from lcr_core.demo import DEMO_CASES, seed_cache
from lcr_core.encoder import EmbeddingCache, Encoder
from lcr_core.engine import Engine
from lcr_core.schema import FACETS
from lcr_core.units import wordpiece_counter

ROOT = Path(__file__).resolve().parents[1]
N = 12
QUERY = "The accused was convicted of murder on circumstantial evidence and appealed against the conviction."


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """A synthetic corpus over 8 real demo judgments, their facets carried by the default facetizer, and the
    pool and facets saved where worker processes read them."""
    enc = Encoder()
    folder = tmp_path_factory.mktemp("bulk-src")
    cache_db = folder / "embeddings.sqlite"
    assert seed_cache(EmbeddingCache(cache_db), enc.id) > 0
    count_tokens = wordpiece_counter(enc.tokenizer_json)
    pool, _ = build_source_pool([DEMO_CASES], cache_db, enc.id, count_tokens, log=lambda _m: None, limit=8)
    corpus = SynthCorpus(pool, count_tokens, seed=7, max_paragraphs=60)
    engine = Engine(Settings(store=folder / "probe-store", cache_dir=folder / "probe-cache"))
    carried, stats = source_facets(pool, [DEMO_CASES], cache_db, enc.id, count_tokens, engine.facetizer,
                                   log=lambda _m: None, limit=8)
    assert stats["facetized"] == 8 and stats["spans"] > 0
    pool.save(folder / "pool.npz")
    carried.save(folder / "carried.npz")
    return {"corpus": corpus, "carried": carried, "folder": folder, "facetizer": engine.facetizer}


def _engine(path: Path, **kw) -> Engine:
    return Engine(Settings(store=path / "store", cache_dir=path / "cache"), **kw)


def _dump(store) -> dict:
    """Everything the three collections hold, by id."""
    out = {}
    for name in ("cases", "units", "facets"):
        got = getattr(store, name).get(include=["documents", "metadatas", "embeddings"])
        out[name] = {i: (d, m, np.asarray(e, dtype=np.float32))
                     for i, d, m, e in zip(got["ids"], got["documents"], got["metadatas"], got["embeddings"])}
    return out


def _assert_same_store(a, b) -> None:
    da, db = _dump(a), _dump(b)
    for name in ("cases", "units", "facets"):
        assert sorted(da[name]) == sorted(db[name]), name
        for i, (doc, meta, vec) in da[name].items():
            assert doc == db[name][i][0] and meta == db[name][i][1], (name, i)
            np.testing.assert_allclose(vec, db[name][i][2], atol=1e-6)


class CarriedFacetizer:
    """A facetizer that returns the bulk builder's carried facets for a synthetic judgment's text: ingest with
    it must write exactly the store the bulk builder writes."""

    name, version = "carried", "test"

    def __init__(self, facets_by_text: dict) -> None:
        self.facets_by_text = facets_by_text

    def label_sentences(self, doc):  # pragma: no cover - facetize below is what the engine calls
        raise AssertionError("facetize is used")

    def facetize(self, doc):
        return self.facets_by_text[doc.text]


def test_carried_facets_are_the_source_paragraphs_labels(made):
    corpus, carried = made["corpus"], made["carried"]
    assert carried.label.endswith(CARRIED) and carried.label.startswith(made["facetizer"].name)
    seen = set()
    for i in range(N):
        j = corpus.judgment(i)
        facets = carried.facets_of(j)
        for f in FACETS:
            for s in facets.spans[f]:
                # inside one body line, at the offset the span had in its source paragraph
                k = next(k for k, line in enumerate(j.line_spans) if line.start <= s.start < line.end)
                line, src = j.line_spans[k], j.line_sources[k]
                assert src >= 0 and s.end <= line.end
                rows = range(int(carried.ptr[src]), int(carried.ptr[src + 1]))
                assert any(FACETS[carried.facet[r]] == f and carried.start[r] == s.start - line.start
                           and carried.end[r] == s.end - line.start for r in rows)
                seen.add(f)
    assert {"facts", "reasoning"} <= seen


def test_bulk_store_equals_an_ingest_of_the_same_records(made, tmp_path):
    corpus, carried = made["corpus"], made["carried"]
    bulk = _engine(tmp_path / "bulk")
    stats = write_bulk(bulk.store, corpus, carried, N, made["folder"] / "pool.npz", made["folder"] / "carried.npz",
                       workers=1, batch=5, log=lambda _m: None)  # records made in a spawned worker process
    assert stats["written"] == N and bulk.store.count() == N

    from benchmarks.bench_scale import guard_encoder, seeded_cases

    by_text = {corpus.judgment(i).text: carried.facets_of(corpus.judgment(i)) for i in range(N)}
    ingested = _engine(tmp_path / "ingest", facetizer=CarriedFacetizer(by_text))
    guard = guard_encoder(ingested)
    report = ingested.ingest_cases(list(seeded_cases(ingested, corpus, 0, N, {"units": 0, "chars": 0,
                                                                                "unique_unit_texts": 0,
                                                                                "generate_s": 0.0})))
    assert len(report.added) == N and guard["model_loads"] == 0
    _assert_same_store(bulk.store, ingested.store)
    meta = bulk.store.get("synth-0000003")[1]
    assert meta["facetizer"] == carried.label and meta["source"] == "synthetic" and meta["n_units"] > 0


def test_bulk_store_is_valid_and_adds_stay_equal_to_a_full_rebuild(made, tmp_path):
    corpus, carried = made["corpus"], made["carried"]
    engine = _engine(tmp_path)
    write_bulk(engine.store, corpus, carried, N, workers=0, batch=5, log=lambda _m: None)
    assert engine.store.tidy() == (set(), [])  # known whole: no scan needed ...
    assert all(h.complete for h in engine.store.health())  # ... and a real scan agrees
    # the CLI opens it and searches it
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LCR_CACHE_DIR": str(tmp_path / "cache")}
    out = subprocess.run([sys.executable, "-m", "lcr_core.cli", "search", QUERY, "--store", str(tmp_path / "store"),
                          "--json", "--local", "--k", "5"], capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    hits = json.loads(out.stdout)
    assert len(hits) == 5 and all(h["id"].startswith("synth-") for h in hits)

    # an add through the normal ingest (real facetizer, vectors cached), then the index is updated, not rebuilt
    from benchmarks.bench_scale import guard_encoder, seeded_cases

    engine = _engine(tmp_path)
    engine.search(QUERY)
    guard = guard_encoder(engine)
    report = engine.ingest_cases(list(seeded_cases(engine, corpus, N, N + 4, {"units": 0, "chars": 0,
                                                                              "unique_unit_texts": 0,
                                                                              "generate_s": 0.0})))
    assert len(report.added) == 4 and guard["model_loads"] == 0
    assert engine.store.get(f"synth-{N:07d}")[1]["facetizer"] != carried.label  # the facetizer's own
    assert engine.store.tidy() == (set(), [])
    engine.delete(["synth-0000002"])
    updated = engine.search(QUERY)
    assert len(engine.index.segments) > 1 or engine.index.dead  # incremental, not rebuilt
    shutil.rmtree(tmp_path / "store" / "index")
    rebuilt = _engine(tmp_path).search(QUERY)
    assert [h.case_id for h in updated.hits] == [h.case_id for h in rebuilt.hits]
    # float32 vectors summed in another segment layout: equal to float32 precision. The scores are sums of O(1)
    # z-scored features, so the bound is absolute as well as relative: a score near 0 (0.0116 here, 1.5e-8 apart
    # once the typed profile gained its phrase features) has no meaningful relative error
    np.testing.assert_allclose([h.score for h in updated.hits], [h.score for h in rebuilt.hits], rtol=1e-6, atol=1e-6)


def test_a_killed_bulk_build_resumes(made, tmp_path):
    corpus, carried = made["corpus"], made["carried"]
    clean = _engine(tmp_path / "clean")
    write_bulk(clean.store, corpus, carried, N, workers=0, batch=5, log=lambda _m: None)

    engine = _engine(tmp_path / "killed")
    stopped = write_bulk(engine.store, corpus, carried, N, workers=0, batch=5, log=lambda _m: None, stop_at=0.0)
    assert stopped["stopped_early"] and stopped["written"] == 0 and engine.store.count() == 0
    write_bulk(engine.store, corpus, carried, 8, workers=0, batch=5, log=lambda _m: None)
    # a batch killed after its units were written, before its case records: units without a case ...
    # (inside a store write that then dies: the store is no longer known whole, as after a kill)
    orphan = record_of(corpus.judgment(9), carried)
    with pytest.raises(KeyboardInterrupt), engine.store._writing([orphan.case_id, "synth-0000004"]):
        engine.store.units.upsert(ids=[f"{orphan.case_id}::u0"], embeddings=orphan.unit_vectors[:1],
                                  metadatas=[{"case_id": orphan.case_id, "i": 0, "start": 0, "end": 1}])
        # ... and a case whose units went missing (incomplete)
        engine.store.units.delete(ids=["synth-0000004::u0"])
        raise KeyboardInterrupt
    stats = write_bulk(engine.store, corpus, carried, N, workers=0, batch=5, log=lambda _m: None)
    assert stats["orphans_removed"] == 1 and stats["incomplete_rewritten"] == 1
    assert stats["written"] == N - 8 + 1 and stats["already_stored"] == 8 - 1
    _assert_same_store(engine.store, clean.store)
