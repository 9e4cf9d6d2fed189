"""Correctness of the store under concurrency: one index snapshot per search, the generation moving after a
write, one writer at a time (a second one waits and never removes the first one's batch in flight), repair of
incomplete cases, and a store whose Chroma database is gone."""

from __future__ import annotations

import logging
import shutil
import threading
import time

import numpy as np
import pytest

from lcr_core.engine import Engine
from lcr_core.index import load_or_build
from lcr_core import store as store_module
from lcr_core.store import Store, StoreError
from store_fixtures import facts_query, raw, small_cases, small_engine  # noqa: F401


@pytest.fixture
def engine(tmp_path, cache_dir, small_cases):  # noqa: F811
    return small_engine(tmp_path / "store", cache_dir, small_cases[:12])


def _titles(engine) -> dict[str, str]:
    return {cid: title for cid, title in zip(engine.index.ids, engine.index.titles)}


@pytest.mark.parametrize("path", ["profile", "paper formula"])
def test_a_search_keeps_one_index_snapshot_while_a_delete_lands(engine, monkeypatch, path):
    """Both ranking paths (the shipped profiles and explicit weights) read one index for every stage."""
    from lcr_core import ranking

    idx = engine.index
    target, victims = idx.ids[-1], idx.ids[:4]
    titles = _titles(engine)
    query = facts_query(engine, target)
    owner, name = (ranking, "stage1") if path == "profile" else (engine, "stage1")
    stage1 = getattr(owner, name)

    def stage1_then_another_session_deletes(*args, **kwargs):
        pool = stage1(*args, **kwargs)
        engine.delete(victims)  # e.g. a delete on the Corpus page, landing between two stages of this search
        return pool

    monkeypatch.setattr(owner, name, stage1_then_another_session_deletes)
    weights = engine.settings.weights() if path == "paper formula" else None
    hits = engine.search(query, k=5, weights=weights).hits  # before the fix: IndexError or wrong ids
    assert hits[0].case_id == target
    assert all(h.metadata["title"] == titles[h.case_id] for h in hits)
    monkeypatch.undo()
    assert target in engine.index.ids and not set(victims) & set(engine.index.ids)  # the next search is current


def test_searches_during_deletes_and_ingests_stay_consistent(engine, small_cases):  # noqa: F811
    idx = engine.index
    target = idx.ids[-1]
    titles = _titles(engine)
    churn = [c for c in small_cases[:12] if c["id"] != target][:5]
    query = facts_query(engine, target)
    errors: list[BaseException] = []
    answers: list[list[str]] = []
    stop = threading.Event()

    def searcher() -> None:
        while not stop.is_set():
            try:
                hits = engine.search(query, k=5).hits
                answers.append([h.case_id for h in hits])
                assert hits[0].case_id == target, [h.case_id for h in hits]
                assert all(h.metadata["title"] == titles[h.case_id] for h in hits)
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)
                return

    thread = threading.Thread(target=searcher)
    thread.start()
    for _ in range(3):
        engine.delete([c["id"] for c in churn])
        engine.ingest_cases([raw(c) for c in churn])
    time.sleep(0.2)
    stop.set()
    thread.join(120)
    assert not errors, errors[0]
    assert answers


class _RebuildBeforeRecords:
    """The ``cases`` collection of a store, where another process rebuilds (and saves) the index just before
    a batch's case records land."""

    def __init__(self, inner, rebuild) -> None:
        self._inner, self._rebuild = inner, rebuild

    def __getattr__(self, name):
        return getattr(self._inner, name)

    def upsert(self, **kwargs):
        self._rebuild()
        return self._inner.upsert(**kwargs)


def test_an_index_rebuilt_during_a_write_is_never_saved_as_current(tmp_path, cache_dir, small_cases):  # noqa: F811
    engine = small_engine(tmp_path / "store", cache_dir, small_cases[:6])
    store, settings = engine.store, engine.settings
    engine.index
    real = store.cases
    store.cases = _RebuildBeforeRecords(
        real, lambda: load_or_build(store, engine.analyzer, settings.bm25_k1, settings.bm25_b))
    engine.ingest_cases([raw(c) for c in small_cases[6:8]])
    store.cases = real
    current = load_or_build(store, engine.analyzer, settings.bm25_k1, settings.bm25_b)
    assert sorted(current.ids) == sorted(store.ids())  # before the fix: the 6-case index passed for current
    assert len(current.ids) == 8


def test_a_second_writer_waits_and_leaves_a_batch_in_flight_alone(engine, small_cases, caplog):  # noqa: F811
    other = Store(engine.store.path, engine.encoder.id)  # another process's view of the same store
    vec = np.ones((1, 384), dtype=np.float32) / np.sqrt(384)
    done: list = []
    with caplog.at_level(logging.WARNING, logger="lcr_core.store"):
        with other.write_lock():  # the other writer is mid-batch: units written, case record not yet
            other.units.upsert(ids=["inflight::u0"], embeddings=vec,
                               metadatas=[{"case_id": "inflight", "i": 0, "start": 0, "end": 10}])
            second = threading.Thread(target=lambda: done.append(engine.ingest_cases([raw(small_cases[12])])))
            second.start()
            second.join(2.0)
            assert second.is_alive(), "the second writer did not wait for the first"
            assert other.units.get(ids=["inflight::u0"], include=[])["ids"] == ["inflight::u0"]
            other.units.delete(ids=["inflight::u0"])  # the first writer finishes (here: withdraws) its batch
        second.join(120)
    assert done and done[0].added == [small_cases[12]["id"]]
    assert any("another lcr process" in r.getMessage() and "waiting" in r.getMessage() for r in caplog.records)


def test_a_writer_with_a_timeout_fails_clearly(engine, small_cases):  # noqa: F811
    other = Store(engine.store.path, engine.encoder.id)
    engine.store.lock_timeout = 0.3
    with other.write_lock():
        with pytest.raises(store_module.StoreBusy, match=r"another lcr process \(pid \d+\) is still writing .* after 0.3 s"):
            engine.ingest_cases([raw(small_cases[12])])
        with pytest.raises(store_module.StoreBusy):
            engine.delete([small_cases[0]["id"]])
    assert engine.delete([small_cases[0]["id"]]) == 1


def _break(store: Store, no_units: str, no_facets: str) -> None:
    """What an unlocked second writer left behind: records whose units or facet vectors were removed."""
    store.units.delete(where={"case_id": no_units})
    store.facets.delete(where={"case_id": no_facets})


def test_reingest_repairs_incomplete_cases_instead_of_calling_them_unchanged(engine, small_cases):  # noqa: F811
    ids = [c["id"] for c in small_cases[:12]]
    _break(engine.store, ids[2], ids[5])
    assert sorted(engine.store.incomplete()) == sorted([ids[2], ids[5]])
    report = engine.ingest_cases([raw(c) for c in small_cases[:12]])
    assert sorted(report.repaired) == sorted([ids[2], ids[5]]) and report.unchanged == 10
    assert "2 repaired" in report.summary()
    assert engine.store.incomplete() == []
    assert engine.search(facts_query(engine, ids[2]), k=3).hits[0].case_id == ids[2]


def test_ingest_of_other_files_repairs_incomplete_cases_from_the_stored_text(engine, small_cases):  # noqa: F811
    ids = [c["id"] for c in small_cases[:12]]
    _break(engine.store, ids[0], ids[0])
    report = engine.ingest_cases([raw(small_cases[12])])
    assert report.added == [small_cases[12]["id"]] and report.repaired == [ids[0]]
    assert engine.store.incomplete() == []


def test_refacetize_repairs_incomplete_cases_instead_of_crashing(engine, small_cases):  # noqa: F811
    ids = [c["id"] for c in small_cases[:12]]
    _break(engine.store, ids[1], ids[3])
    assert engine.refacetize(force=True) == 12
    assert engine.store.incomplete() == []
    spans, vecs = engine.store.unit_vectors(ids[1])
    assert len(spans) == engine.case(ids[1]).metadata["n_units"] == len(vecs) > 0


def test_a_store_whose_chroma_folder_is_gone_is_reported_not_searched(engine):
    engine.search(facts_query(engine, engine.index.ids[0]), k=1)  # the derived index is on disk
    path = engine.store.path
    shutil.rmtree(path / "chroma")
    with pytest.raises(StoreError, match="lost its Chroma database"):
        Engine(engine.settings, create=False)  # search, show, info and delete all open the store this way


def test_an_index_that_outlived_its_store_of_record_is_rebuilt(engine):
    """Opened for writing (``lcr ingest``, the app), a store whose Chroma database is gone starts empty: its
    derived index, still on disk under the same generation, must not keep serving the lost cases."""
    from chromadb.api.client import SharedSystemClient

    engine.index
    path = engine.store.path
    shutil.rmtree(path / "chroma")
    SharedSystemClient.clear_system_cache()  # as a new process would see it
    fresh = Engine(engine.settings)
    assert fresh.store.count() == 0
    assert fresh.index.size == 0  # before the fix: the 12 lost cases, still searchable


def _parts_match_records(store: Store) -> bool:
    meta = store.metadata().values()
    return (store.units.count() == sum(int(m["n_units"]) for m in meta)
            and store.facets.count() == sum(int(m["n_facets"]) for m in meta))


def test_a_store_known_whole_skips_the_scan_and_a_failed_write_brings_it_back(engine, small_cases, monkeypatch):  # noqa: F811
    """Issue 10: the O(units) metadata scan at every ingest start (47 s at 10k judgments) runs only when the store
    is not known whole; writes to a whole store remove a case's parts by id, leaving exactly what a scan-and-filter
    store would hold; a write that fails half way (units written, no record) makes the next ingest scan and
    remove its orphans."""
    store = engine.store
    scans: list[int] = []
    real_scan = Store._scan
    monkeypatch.setattr(Store, "_scan", lambda self: scans.append(1) or real_scan(self))
    ids = [c["id"] for c in small_cases]

    engine.ingest_cases([raw(small_cases[12])])  # the fixture's ingest scanned an empty store: known whole
    shorter = {**small_cases[11], "text": small_cases[0]["text"]}  # an update with fewer units than before
    engine.ingest_cases([raw(shorter)])
    assert engine.case(ids[11]).metadata["n_units"] == engine.case(ids[0]).metadata["n_units"]
    assert engine.delete([ids[5], "never-stored"]) == 1
    assert scans == []
    assert _parts_match_records(store) and real_scan(store)[1] == set()  # no leftovers, no orphans
    assert store.units.get(where={"case_id": ids[5]}, include=[])["ids"] == [] and not store.facet_vectors([ids[5]])

    real_meta = store_module._case_metadata
    monkeypatch.setattr(store_module, "_case_metadata", lambda r: (_ for _ in ()).throw(RuntimeError("disk full")))
    with pytest.raises(RuntimeError, match="disk full"):
        engine.ingest_cases([raw(small_cases[13])])  # units and facets written, the record never
    monkeypatch.setattr(store_module, "_case_metadata", real_meta)
    assert real_scan(store)[1] == {ids[13]}  # orphans left behind
    report = engine.ingest_cases([raw(small_cases[14])])
    assert scans == [1] and report.added == [ids[14]]  # the failed write made the store "not known": scanned
    assert _parts_match_records(store) and real_scan(store)[1] == set()
    engine.ingest_cases([raw(small_cases[13])])
    assert scans == [1] and _parts_match_records(store)  # known whole again after the clean scan
