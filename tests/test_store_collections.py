"""The store's Chroma collections: units and facet vectors are never searched through Chroma, so a new store
builds them the smallest graph; a store made before keeps its own (Chroma configures a collection once)."""

from __future__ import annotations

import chromadb
import numpy as np
from chromadb.config import Settings as ChromaSettings

from lcr_core.store import Store


def _hnsw(collection) -> dict:
    return collection.configuration_json["hnsw"]


def test_new_store_gives_units_and_facets_the_smallest_graph(tmp_path):
    store = Store(tmp_path / "store", "m")
    assert _hnsw(store.units)["max_neighbors"] == 4 and _hnsw(store.units)["ef_construction"] == 16
    assert _hnsw(store.facets)["max_neighbors"] == 4
    # cases are searched (dense_top): their graph is the full one
    assert _hnsw(store.cases)["ef_construction"] == 200 and _hnsw(store.cases)["max_neighbors"] == 16


def test_a_store_made_before_keeps_its_graph_and_its_rows(tmp_path):
    path = tmp_path / "old"
    client = chromadb.PersistentClient(path=str(path / "chroma"), settings=ChromaSettings(anonymized_telemetry=False))
    old = {"hnsw": {"space": "cosine", "ef_search": 600, "ef_construction": 200}}
    units = client.get_or_create_collection("lcr-units", embedding_function=None, configuration=old)
    vec = np.random.default_rng(0).normal(size=(1, 384)).astype(np.float32)
    units.add(ids=["c1::u0"], embeddings=vec, metadatas=[{"case_id": "c1", "i": 0, "start": 0, "end": 5}])
    store = Store(path, "m")
    assert _hnsw(store.units)["ef_construction"] == 200 and _hnsw(store.units)["max_neighbors"] == 16
    got = store.units.get(ids=["c1::u0"], include=["embeddings"])
    assert got["ids"] == ["c1::u0"] and np.allclose(got["embeddings"][0], vec[0], atol=1e-6)
