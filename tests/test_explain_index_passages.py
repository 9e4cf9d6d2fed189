"""Explanations read their hits' passages (unit spans and vectors) from the search index's segments, never from
Chroma's units collection (Chroma loads a collection's whole vector index into memory on any read of it: +2.6 GB
at 68k judgments), and explain exactly as when they read them from the store."""

from __future__ import annotations

import json

import numpy as np
import pytest

from lcr_core.explain import _state, explain_hits
from lcr_core.explain.evidence import index_passages, load_cases
from lcr_core.schema import Facets
from lcr_core.store import CaseRecord
from lcr_core.text import Span
from store_fixtures import facts_query, small_cases, small_engine  # noqa: F401


@pytest.fixture(scope="module")
def engine(tmp_path_factory, cache_dir, small_cases):  # noqa: F811
    return small_engine(tmp_path_factory.mktemp("explain-index") / "store", cache_dir, small_cases[:10])


class _NoUnits:
    """Stands in for the units collection: any read fails the test."""

    def __getattr__(self, name):
        pytest.fail(f"the units collection was read ({name})")


def _explain(engine, query: str, k: int = 5) -> list[dict]:
    _state(engine)["cases"].clear()  # nothing cached from an earlier path
    result = engine.search(query, k=k)
    return [e.to_json() for e in explain_hits(engine, result, k=k, llm=False)]


def test_explanations_equal_the_store_path_and_never_read_the_units_collection(engine, small_cases, monkeypatch):  # noqa: F811
    query = facts_query(engine, small_cases[3]["id"])
    via_store = []
    with monkeypatch.context() as m:  # the path before: every hit's units from the store
        m.setattr("lcr_core.explain.evidence.index_passages", lambda *a, **k: {})
        via_store = _explain(engine, query)
    units = engine.store.units
    monkeypatch.setattr(engine.store, "units", _NoUnits())
    via_index = _explain(engine, query)
    monkeypatch.setattr(engine.store, "units", units)
    assert len(via_index) == 5
    assert via_index == via_store
    assert any(p["kind"] == "match" for e in via_index for p in e["passages"])


def test_the_index_holds_each_case_s_stored_spans_and_vectors(engine):
    ids = engine.index.ids
    from_index = engine.index.passages(ids)
    from_store = engine.store.passages(ids)
    assert set(from_index) == {cid for cid in from_store}  # every case with units
    for cid, (spans, vecs) in from_store.items():
        assert np.array_equal(from_index[cid][0], spans)
        assert np.array_equal(from_index[cid][1], vecs)


def test_a_case_changed_since_the_index_was_built_is_read_from_the_store(engine):
    """A case is rewritten with fewer units behind the engine's back (as by another process) after its index was
    built: that case's units come from the store, the other hits' from the index."""
    index = engine.index
    a, b = index.ids[0], index.ids[1]
    store = engine.store
    text, meta = store.get(a)
    spans, vecs = store.passages([a])[a]
    assert len(spans) > 1
    (_, _, _, doc_vec), = store.get_cases([a])
    rec = CaseRecord(case_id=a, text=text, content_hash=str(meta["content_hash"]),
                     facets=Facets.from_json(json.loads(meta["facets"])),
                     units=[Span(int(s), int(e)) for s, e in spans[:-1]], doc_vector=doc_vec,
                     facet_vectors=store.facet_vectors([a])[a], unit_vectors=vecs[:-1],
                     metadata={k: v for k, v in meta.items() if k not in ("facets", "n_units", "n_facets")})
    store.put([rec])  # not through the engine: its index is not refreshed
    got = index_passages(store, index, [a, b])
    assert a not in got and b in got
    cases = load_cases(engine, [a, b], index=index)
    assert len(cases[a].units) == len(spans) - 1  # the store's units now
    assert np.array_equal(cases[b].units, index.passages([b])[b][0])
