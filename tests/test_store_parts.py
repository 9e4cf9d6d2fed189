"""A case's parts (unit and facet vectors) live in ``parts.sqlite3``, not in Chroma: the table answers the store
exactly as a Chroma collection did, an older store's Chroma parts are moved in once (a move killed half way is
redone), and a damaged parts file costs a repair from the stored text, never a case."""

from __future__ import annotations

import chromadb
import numpy as np
import pytest
from chromadb.config import Settings as ChromaSettings

from lcr_core.parts import PartsTable, open_parts_file
from lcr_core.schema import FACETS
from lcr_core.store import Store
from tests.test_store_reads_by_id import _record


def _client(path):
    return chromadb.PersistentClient(path=str(path / "chroma"), settings=ChromaSettings(anonymized_telemetry=False))


def _names(client) -> set[str]:
    return {getattr(c, "name", c) for c in client.list_collections()}


def _rows(rng, n: int):
    ids = [f"c{j // 3}::u{j % 3}" for j in range(n)]
    metas = [{"case_id": f"c{j // 3}", "i": j % 3, "start": 10 * j, "end": 10 * j + 9} for j in range(n)]
    return ids, rng.standard_normal((n, 384)).astype(np.float32), metas


def _same(got: dict, want: dict, include: list[str]) -> None:
    """Same rows (as sets: neither promises an order for a filter), same metadata and vectors per id."""
    assert sorted(got["ids"]) == sorted(want["ids"])
    for key in include:
        g = dict(zip(got["ids"], got[key]))
        w = dict(zip(want["ids"], want[key]))
        for i in w:
            assert (np.allclose(g[i], w[i]) if key == "embeddings" else g[i] == w[i]), (key, i)


def test_the_parts_table_answers_as_a_chroma_collection_does(tmp_path):
    rng = np.random.default_rng(0)
    ids, vecs, metas = _rows(rng, 30)
    chroma = _client(tmp_path / "c").get_or_create_collection("lcr-units", embedding_function=None)
    table = PartsTable(open_parts_file(tmp_path / "p"), "units")
    for col in (chroma, table):
        col.upsert(ids=ids, embeddings=vecs, metadatas=metas)
        col.upsert(ids=ids[:2], embeddings=vecs[:2] * 0.5, metadatas=metas[:2])  # an upsert replaces
    inc = ["embeddings", "metadatas"]
    queries = [dict(ids=["c3::u1", "nope", "c0::u0"]), dict(where={"case_id": "c2"}),
               dict(where={"case_id": {"$in": ["c1", "c9", "zz"]}}), dict()]
    for q in queries:
        _same(table.get(**q, include=inc), chroma.get(**q, include=inc), inc)
    assert table.get(ids=["c0::u0"], include=[])["embeddings"] is None and table.get(ids=[])["ids"] == []
    assert np.allclose(table.get(ids=["c0::u0"], include=inc)["embeddings"][0], vecs[0] * 0.5)
    # pages in insertion order cover every row exactly once
    paged = [i for off in range(0, 30, 7) for i in table.get(limit=7, offset=off, include=[])["ids"]]
    assert sorted(paged) == sorted(ids) and len(paged) == 30
    for col in (chroma, table):
        col.delete(ids=["c0::u1", "missing"])
        col.delete(where={"case_id": {"$in": ["c4", "c5"]}})
        col.delete(where={"case_id": "c6"})
    assert table.count() == chroma.count() == 30 - 1 - 9
    _same(table.get(include=inc), chroma.get(include=inc), inc)
    with pytest.raises(ValueError):
        table.get(where={"i": 0})


def _old_store(path, rng, n_cases: int = 5):
    """A store as lcr wrote it before parts moved out of Chroma: parts in lcr-units / lcr-facets."""
    store = Store(path, "m")
    records = [_record(rng, f"k{j}", 2 + j, FACETS[: 1 + j % 4]) for j in range(n_cases)]
    store.put(records)
    store.tidy()  # marks it known whole
    client = store._client
    config = {"hnsw": {"space": "cosine", "ef_construction": 16, "max_neighbors": 4}}
    for name, table in (("lcr-units", store.units), ("lcr-facets", store.facets)):
        got = table.get(include=["embeddings", "metadatas"])
        col = client.get_or_create_collection(name, embedding_function=None, configuration=config)
        col.add(ids=got["ids"], embeddings=got["embeddings"], metadatas=got["metadatas"])
    (path / "parts.sqlite3").unlink()
    for side in ("parts.sqlite3-wal", "parts.sqlite3-shm"):
        (path / side).unlink(missing_ok=True)
    return records


def test_a_new_store_keeps_no_parts_in_chroma(tmp_path):
    store = Store(tmp_path / "s", "m")
    store.put([_record(np.random.default_rng(1), "a", 3, ("facts",))])
    assert _names(store._client) == {"lcr-cases"}
    assert (tmp_path / "s" / "parts.sqlite3").exists() and store.units.count() == 3 and store.facets.count() == 1
    # cases are searched (dense_top): their graph is the full one
    assert store.cases.configuration_json["hnsw"]["ef_construction"] == 200


def test_an_older_store_has_its_parts_moved_once_and_stays_known_whole(tmp_path):
    rng = np.random.default_rng(2)
    path = tmp_path / "old"
    records = _old_store(path, rng)
    store = Store(path, "m")
    assert _names(store._client) == {"lcr-cases"} and store.manifest()["format"] == 2
    assert store._known_whole(store.manifest())  # same counts: the next ingest still skips the scan
    got = store.passages([r.case_id for r in records])
    for r in records:
        assert got[r.case_id][0].tolist() == [[s.start, s.end] for s in r.units]
        assert np.allclose(got[r.case_id][1], r.unit_vectors)
        assert set(store.facet_vectors([r.case_id])[r.case_id]) == set(r.facet_vectors)
    assert Store(path, "m").units.count() == sum(len(r.units) for r in records)  # a second open moves nothing


def test_a_move_killed_half_way_is_redone_and_drops_nothing_before(tmp_path, monkeypatch):
    rng = np.random.default_rng(3)
    path = tmp_path / "old"
    records = _old_store(path, rng)
    monkeypatch.setattr("lcr_core.store._MOVE_PAGE", 4)
    real = PartsTable.upsert
    calls = {"n": 0}

    def dies_on_the_second_page(self, *a, **k):
        calls["n"] += 1
        if calls["n"] == 2:
            raise KeyboardInterrupt  # as a kill between two pages
        return real(self, *a, **k)

    monkeypatch.setattr(PartsTable, "upsert", dies_on_the_second_page)
    with pytest.raises(KeyboardInterrupt):
        Store(path, "m")
    assert {"lcr-units", "lcr-facets"} <= _names(_client(path))  # nothing dropped
    monkeypatch.setattr(PartsTable, "upsert", real)
    store = Store(path, "m")
    assert store.units.count() == sum(len(r.units) for r in records)
    assert _names(store._client) == {"lcr-cases"}


def test_a_damaged_parts_file_is_set_aside_and_every_case_is_found_incomplete(tmp_path):
    rng = np.random.default_rng(4)
    path = tmp_path / "s"
    store = Store(path, "m")
    records = [_record(rng, f"d{j}", 3, ("facts", "decision")) for j in range(3)]
    store.put(records)
    store.tidy()
    del store
    (path / "parts.sqlite3").write_bytes(b"this is not a database" * 100)
    for side in ("parts.sqlite3-wal", "parts.sqlite3-shm"):
        (path / side).unlink(missing_ok=True)
    store = Store(path, "m")  # opens: the damaged file is moved aside, an empty one takes its place
    assert list(path.glob("parts.sqlite3.damaged-*"))
    assert not store._known_whole(store.manifest())
    assert sorted(store.tidy()[1]) == ["d0", "d1", "d2"]  # every case found incomplete: ingest repairs them
    assert store.count() == 3 and store.units.count() == 0  # the records stay; their parts are rewritten by repair


def test_a_store_from_a_newer_lcr_is_refused_not_misread(tmp_path):
    """A later layout may keep parts elsewhere again: reading it as this one would find every case incomplete."""
    import json

    from lcr_core.store import STORE_FORMAT, StoreError

    path = tmp_path / "s"
    Store(path, "m")
    manifest = json.loads((path / "store.json").read_text())
    (path / "store.json").write_text(json.dumps({**manifest, "format": STORE_FORMAT + 1}))
    with pytest.raises(StoreError, match="newer lcr"):
        Store(path, "m")


def test_a_walk_of_pages_resumes_after_the_last_row_and_still_answers_any_offset(tmp_path):
    rng = np.random.default_rng(5)
    table = PartsTable(open_parts_file(tmp_path), "units")
    ids, vecs, metas = _rows(rng, 40)
    table.upsert(ids=ids, embeddings=vecs, metadatas=metas)
    table.delete(ids=ids[5:9])  # holes in the rowids
    every = table.get(include=["embeddings"])
    walked = [table.get(limit=6, offset=off, include=["embeddings"]) for off in range(0, 36, 6)]
    assert [i for g in walked for i in g["ids"]] == every["ids"]
    assert np.array_equal(np.concatenate([g["embeddings"] for g in walked]), every["embeddings"])
    assert table.get(limit=3, offset=20, include=[])["ids"] == every["ids"][20:23]  # out of sequence: by offset
    table.upsert(ids=["new::u0"], embeddings=vecs[:1], metadatas=[{"case_id": "new", "i": 0, "start": 0, "end": 1}])
    assert table.get(limit=100, offset=23, include=[])["ids"] == every["ids"][23:] + ["new::u0"]
    got = table.get(ids=[ids[0]], include=["embeddings"])["embeddings"]
    got *= 2  # a caller may normalise in place: the vectors are its own copy


def test_a_store_whose_parts_file_is_gone_says_so_and_is_no_longer_known_whole(tmp_path, caplog):
    path = tmp_path / "s"
    store = Store(path, "m")
    store.put([_record(np.random.default_rng(6), "g", 2, ("facts",))])
    store.tidy()
    assert store._known_whole(store.manifest())
    del store
    for name in ("parts.sqlite3", "parts.sqlite3-wal", "parts.sqlite3-shm"):
        (path / name).unlink(missing_ok=True)
    with caplog.at_level("WARNING"):
        store = Store(path, "m", create=False)
    assert "has lost parts.sqlite3" in caplog.text
    assert "whole" not in store.manifest() and store.tidy()[1] == ["g"]


def test_a_page_damaged_in_a_large_parts_file_is_reported_with_the_repair_and_set_aside(tmp_path, monkeypatch):
    """Files over the open-time check's size are not fully checked when opened: the damage is met mid-query."""
    from lcr_core.parts import PartsDamaged

    monkeypatch.setattr("lcr_core.sqlite_file._CHECK_BYTES", 0)  # this small file behaves as a large one
    path = tmp_path / "s"
    store = Store(path, "m")
    store.put([_record(np.random.default_rng(7), f"p{j}", 40, ("facts",)) for j in range(20)])
    store.tidy()
    del store
    db = path / "parts.sqlite3"
    import sqlite3

    sqlite3.connect(db).execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    raw = bytearray(db.read_bytes())
    page = 4096
    for k in range(len(raw) // page // 3, len(raw) // page - 2):  # garbage over the later pages, header kept
        raw[k * page + 8 : (k + 1) * page] = b"\xa5" * (page - 8)
    db.write_bytes(bytes(raw))
    store = Store(path, "m", create=False)
    with pytest.raises(PartsDamaged, match="rewritten from its stored text by the next `lcr ingest`"):
        store.passages()
    assert list(path.glob("parts.sqlite3.damaged-*"))
    store = Store(path, "m", create=False)
    assert not store._known_whole(store.manifest()) and len(store.tidy()[1]) == 20
