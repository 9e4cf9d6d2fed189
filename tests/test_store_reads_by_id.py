"""The store reads a few cases' parts by their ids (``<case>::u<i>``, ``<case>::<facet>``), not with a ``case_id``
metadata filter (a scan of the whole collection per call: seconds at a million units), and returns exactly what
the filter returned."""

from __future__ import annotations

import numpy as np

from lcr_core.schema import FACETS, Facets
from lcr_core.store import CaseRecord, Store
from lcr_core.text import Span


def _record(rng: np.random.Generator, cid: str, n_units: int, facets: tuple[str, ...]) -> CaseRecord:
    text = f"{cid} " + "word " * (40 * max(n_units, 1))
    edges = np.linspace(0, len(text), n_units + 1).astype(int)
    units = [Span(int(edges[j]), int(edges[j + 1])) for j in range(n_units)]
    vec = lambda: (v := rng.standard_normal(384).astype(np.float32)) / np.linalg.norm(v)  # noqa: E731
    return CaseRecord(case_id=cid, text=text, content_hash=cid, units=units,
                      facets=Facets(spans={f: ([Span(0, 5)] if f in facets else []) for f in FACETS}, facetizer="t@1"),
                      doc_vector=vec(), unit_vectors=np.asarray([vec() for _ in units], np.float32).reshape(-1, 384),
                      facet_vectors={f: vec() for f in facets}, metadata={"title": cid})


def test_parts_read_by_id_equal_the_case_id_filter(tmp_path, monkeypatch):
    rng = np.random.default_rng(1)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, "a", 3, ("facts", "decision")), _record(rng, "b", 0, ()),
               _record(rng, "c", 12, FACETS), _record(rng, "d", 1, ("issues",))])
    ids = ["c", "missing", "a", "b"]
    want_units = store.units.get(where={"case_id": {"$in": ids}}, include=["embeddings", "metadatas"])
    want_facets = store.facets.get(where={"case_id": {"$in": ids}}, include=["embeddings", "metadatas"])

    real_units_get, real_facets_get = store.units.get, store.facets.get

    def no_filter(real):
        def get(*a, **k):
            assert "where" not in k, "read by a metadata filter"
            return real(*a, **k)
        return get

    monkeypatch.setattr(store.units, "get", no_filter(real_units_get))
    monkeypatch.setattr(store.facets, "get", no_filter(real_facets_get))
    passages = store.passages(ids)
    facets = store.facet_vectors(ids)
    spans_only = store.passages(["a", "c"], [3, 12], vectors=False)

    by_case: dict[str, list] = {}
    for meta, vec in zip(want_units["metadatas"], want_units["embeddings"]):
        by_case.setdefault(meta["case_id"], []).append((meta["i"], meta["start"], meta["end"], vec))
    assert set(passages) == set(by_case) == {"a", "c"}  # a case without units is left out
    for cid, parts in by_case.items():
        parts.sort(key=lambda t: t[0])
        assert passages[cid][0].tolist() == [[s, e] for _, s, e, _ in parts]
        assert np.array_equal(passages[cid][1], np.asarray([v for *_, v in parts], np.float32))
        assert np.array_equal(spans_only[cid][0], passages[cid][0]) and spans_only[cid][1] is None
    want = {}
    for meta, vec in zip(want_facets["metadatas"], want_facets["embeddings"]):
        want.setdefault(meta["case_id"], {})[meta["facet"]] = np.asarray(vec, np.float32)
    assert {c: sorted(f) for c, f in facets.items()} == {c: sorted(f) for c, f in want.items()}
    assert all(np.array_equal(facets[c][f], want[c][f]) for c in want for f in want[c])
    assert store.stored(ids) == {"a", "b", "c"}
    assert store.passage_vectors(["a"])["a"].shape == (3, 384)
