"""The Chroma store of record: the one module that talks to Chroma.

Three collections, all with embeddings passed explicitly (Chroma's default embedding function would try to
download a model): ``cases`` (whole-document vector, normalised text, metadata, facet spans), ``facets`` (one
vector per non-empty facet) and ``units`` (one vector per encoding unit, so re-facetizing never re-encodes).
A case's record in ``cases`` is written last and acts as its commit marker.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .schema import FACETS, Facets
from .text import Span

STORE_FORMAT = 1
_GET_PAGE = 2000


class StoreError(RuntimeError):
    """A store that cannot be used as asked (missing, built with another model, unreadable)."""


@dataclass(slots=True)
class CaseRecord:
    """Everything the store keeps about one case."""

    case_id: str
    text: str
    content_hash: str
    facets: Facets
    units: list[Span]
    doc_vector: np.ndarray
    facet_vectors: dict[str, np.ndarray]
    unit_vectors: np.ndarray
    metadata: dict[str, Any] = field(default_factory=dict)


class Store:
    """A folder holding a Chroma database plus ``store.json`` (model id, format, change generation)."""

    def __init__(self, path: Path, model_id: str, ef_search: int = 600, create: bool = True) -> None:
        self.path = Path(path)
        self.manifest_path = self.path / "store.json"
        if not self.manifest_path.exists():
            if not create:
                raise StoreError(f"no lcr store at {self.path}; run `lcr ingest` first")
            self.path.mkdir(parents=True, exist_ok=True)
            self._write_manifest({"format": STORE_FORMAT, "model": model_id, "generation": _new_generation()})
        manifest = self.manifest()
        if manifest.get("model") != model_id:
            raise StoreError(
                f"the store at {self.path} was built with model {manifest.get('model')!r}, not {model_id!r}; "
                "use another --store or rebuild it"
            )
        self.model_id = model_id
        os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        try:
            self._client = chromadb.PersistentClient(
                path=str(self.path / "chroma"), settings=ChromaSettings(anonymized_telemetry=False)
            )
            config = {"hnsw": {"space": "cosine", "ef_search": ef_search, "ef_construction": 200}}
            self.cases = self._collection("lcr-cases", config)
            self.facets = self._collection("lcr-facets", config)
            self.units = self._collection("lcr-units", config)
        except StoreError:
            raise
        except Exception as exc:  # chromadb raises many types for a damaged database
            raise StoreError(f"the Chroma database at {self.path / 'chroma'} cannot be opened: {exc}") from exc

    def _collection(self, name: str, config: dict):
        return self._client.get_or_create_collection(
            name, embedding_function=None, configuration=config, metadata={"lcr_format": STORE_FORMAT}
        )

    # ---- manifest -------------------------------------------------------------------------------------------
    def manifest(self) -> dict[str, Any]:
        try:
            return json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise StoreError(f"{self.manifest_path} is unreadable ({exc}); the store may be damaged") from exc

    def _write_manifest(self, data: dict[str, Any]) -> None:
        tmp = self.manifest_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        os.replace(tmp, self.manifest_path)

    @property
    def generation(self) -> str:
        """Changes before every write, so a derived index built from an older generation is known stale."""
        return str(self.manifest()["generation"])

    def _bump(self) -> None:
        m = self.manifest()
        m["generation"] = _new_generation()
        self._write_manifest(m)

    # ---- writes ---------------------------------------------------------------------------------------------
    def put(self, records: Sequence[CaseRecord]) -> None:
        """Write cases: old units/facets of these ids are removed, then units, facets, and the case last."""
        if not records:
            return
        self._bump()
        ids = [r.case_id for r in records]
        self.units.delete(where={"case_id": {"$in": ids}})
        self.facets.delete(where={"case_id": {"$in": ids}})
        unit_ids, unit_vecs, unit_meta = [], [], []
        facet_ids, facet_vecs, facet_meta = [], [], []
        for r in records:
            for i, (span, vec) in enumerate(zip(r.units, r.unit_vectors)):
                unit_ids.append(f"{r.case_id}::u{i}")
                unit_vecs.append(vec)
                unit_meta.append({"case_id": r.case_id, "i": i, "start": span.start, "end": span.end})
            for facet in FACETS:
                if facet in r.facet_vectors:
                    facet_ids.append(f"{r.case_id}::{facet}")
                    facet_vecs.append(r.facet_vectors[facet])
                    facet_meta.append({"case_id": r.case_id, "facet": facet})
        for i in range(0, len(unit_ids), 4000):
            self.units.upsert(
                ids=unit_ids[i : i + 4000],
                embeddings=np.asarray(unit_vecs[i : i + 4000], dtype=np.float32),
                metadatas=unit_meta[i : i + 4000],
            )
        if facet_ids:
            self.facets.upsert(
                ids=facet_ids, embeddings=np.asarray(facet_vecs, dtype=np.float32), metadatas=facet_meta
            )
        self.cases.upsert(
            ids=ids,
            embeddings=np.asarray([r.doc_vector for r in records], dtype=np.float32),
            documents=[r.text for r in records],
            metadatas=[_case_metadata(r) for r in records],
        )

    def update_facets(self, case_id: str, facets: Facets, facet_vectors: dict[str, np.ndarray]) -> None:
        """Replace a case's facets (after re-facetizing) without touching its text or units."""
        self._bump()
        self.facets.delete(where={"case_id": case_id})
        present = [f for f in FACETS if f in facet_vectors]
        if present:
            self.facets.upsert(
                ids=[f"{case_id}::{f}" for f in present],
                embeddings=np.asarray([facet_vectors[f] for f in present], dtype=np.float32),
                metadatas=[{"case_id": case_id, "facet": f} for f in present],
            )
        got = self.cases.get(ids=[case_id], include=["metadatas"])
        if got["ids"]:
            meta = dict(got["metadatas"][0])
            meta["facets"] = json.dumps(facets.to_json())
            meta["facetizer"] = facets.facetizer
            self.cases.update(ids=[case_id], metadatas=[meta])

    def delete(self, case_ids: Sequence[str]) -> int:
        """Remove cases and everything derived from them; returns how many existed."""
        existing = self.cases.get(ids=list(case_ids), include=[])["ids"]
        if not existing:
            return 0
        self._bump()
        self.cases.delete(ids=existing)
        self.units.delete(where={"case_id": {"$in": existing}})
        self.facets.delete(where={"case_id": {"$in": existing}})
        return len(existing)

    def remove_orphans(self) -> int:
        """Units/facets of cases whose record was never written (an ingest killed mid-batch)."""
        known = set(self.ids())
        orphans = {m["case_id"] for m in self._iter_meta(self.units) if m["case_id"] not in known}
        orphans |= {m["case_id"] for m in self._iter_meta(self.facets) if m["case_id"] not in known}
        if orphans:
            self.units.delete(where={"case_id": {"$in": sorted(orphans)}})
            self.facets.delete(where={"case_id": {"$in": sorted(orphans)}})
        return len(orphans)

    # ---- reads ----------------------------------------------------------------------------------------------
    def count(self) -> int:
        return self.cases.count()

    def ids(self) -> list[str]:
        out: list[str] = []
        for offset in range(0, self.cases.count(), _GET_PAGE):
            out += self.cases.get(limit=_GET_PAGE, offset=offset, include=[])["ids"]
        return out

    def hashes(self) -> dict[str, str]:
        """case id -> content hash of the stored text (what makes re-ingest a no-op)."""
        out: dict[str, str] = {}
        for offset in range(0, self.cases.count(), _GET_PAGE):
            got = self.cases.get(limit=_GET_PAGE, offset=offset, include=["metadatas"])
            out.update({i: m.get("content_hash", "") for i, m in zip(got["ids"], got["metadatas"])})
        return out

    def _iter_meta(self, collection) -> Iterator[dict[str, Any]]:
        for offset in range(0, collection.count(), _GET_PAGE * 5):
            yield from collection.get(limit=_GET_PAGE * 5, offset=offset, include=["metadatas"])["metadatas"]

    def iter_cases(self, include_vectors: bool = True) -> Iterator[tuple[str, str, dict[str, Any], np.ndarray | None]]:
        """(id, text, metadata, doc vector) for every case, in pages."""
        include = ["documents", "metadatas"] + (["embeddings"] if include_vectors else [])
        for offset in range(0, self.cases.count(), _GET_PAGE):
            got = self.cases.get(limit=_GET_PAGE, offset=offset, include=include)
            vecs = got["embeddings"] if include_vectors else [None] * len(got["ids"])
            for cid, text, meta, vec in zip(got["ids"], got["documents"], got["metadatas"], vecs):
                yield cid, text, meta, (np.asarray(vec, dtype=np.float32) if vec is not None else None)

    def facet_vectors(self) -> dict[str, dict[str, np.ndarray]]:
        """case id -> facet -> vector, for every stored facet."""
        out: dict[str, dict[str, np.ndarray]] = {}
        for offset in range(0, self.facets.count(), _GET_PAGE * 5):
            got = self.facets.get(limit=_GET_PAGE * 5, offset=offset, include=["embeddings", "metadatas"])
            for meta, vec in zip(got["metadatas"], got["embeddings"]):
                out.setdefault(meta["case_id"], {})[meta["facet"]] = np.asarray(vec, dtype=np.float32)
        return out

    def get(self, case_id: str) -> tuple[str, dict[str, Any]] | None:
        """(text, metadata) of one case, or None."""
        got = self.cases.get(ids=[case_id], include=["documents", "metadatas"])
        if not got["ids"]:
            return None
        return got["documents"][0], got["metadatas"][0]

    def unit_vectors(self, case_id: str) -> tuple[list[Span], np.ndarray]:
        """A case's units (in order) and their vectors."""
        got = self.units.get(where={"case_id": case_id}, include=["embeddings", "metadatas"])
        order = sorted(range(len(got["ids"])), key=lambda j: got["metadatas"][j]["i"])
        spans = [Span(got["metadatas"][j]["start"], got["metadatas"][j]["end"]) for j in order]
        vecs = np.asarray([got["embeddings"][j] for j in order], dtype=np.float32).reshape(len(order), -1)
        return spans, vecs

    def dense_top(self, vector: np.ndarray, n: int, where: dict | None = None) -> tuple[list[str], np.ndarray]:
        """Nearest cases by cosine through Chroma's HNSW index: (ids, cosine similarities)."""
        n = min(n, self.cases.count())
        if n <= 0:
            return [], np.zeros(0)
        got = self.cases.query(
            query_embeddings=np.asarray([vector], dtype=np.float32), n_results=n, where=where,
            include=["distances"],
        )
        return got["ids"][0], 1.0 - np.asarray(got["distances"][0], dtype=np.float64)


def _case_metadata(r: CaseRecord) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    for key, value in r.metadata.items():
        if isinstance(value, (str, int, float, bool)) and value is not None:
            meta[key] = value
        elif value is not None:
            meta[key] = json.dumps(value, ensure_ascii=False, default=str)
    meta.update(
        {
            "content_hash": r.content_hash,
            "facetizer": r.facets.facetizer,
            "facets": json.dumps(r.facets.to_json()),
            "n_units": len(r.units),
        }
    )
    return meta


def _new_generation() -> str:
    return uuid.uuid4().hex
