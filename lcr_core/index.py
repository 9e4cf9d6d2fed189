"""The search index derived from the store: vectors as matrices and BM25 matrices, whole and per facet.

It is rebuilt from the store of record whenever the store's generation, its case count, the analyzer or the
BM25 parameters differ from what it was built with, and written atomically so a killed rebuild never leaves a
half index. A rebuild that overlapped a write is used for the query at hand but never saved as current.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .encoder import EMBEDDING_DIM
from .lexical import Analyzer, BM25Matrix
from .metadata import parse_year
from .schema import FACETS, Facets
from .store import Store

log = logging.getLogger(__name__)
INDEX_FORMAT = 1


@dataclass
class SearchIndex:
    """Row-aligned arrays over all cases: ids, filter fields, vectors, BM25 weights."""

    ids: list[str]
    years: np.ndarray  # int32, -1 when unknown
    courts: list[str]
    titles: list[str]
    doc_vecs: np.ndarray  # (n, 384)
    facet_vecs: np.ndarray  # (n, 4, 384), zero rows where the facet is empty
    facet_mask: np.ndarray  # (n, 4) bool
    bm25_whole: BM25Matrix
    bm25_facets: dict[str, BM25Matrix]
    analyzer: Analyzer
    generation: str

    def __post_init__(self) -> None:
        self.row_of = {cid: i for i, cid in enumerate(self.ids)}

    @property
    def size(self) -> int:
        return len(self.ids)

    # ---- build ----------------------------------------------------------------------------------------------
    @classmethod
    def build(cls, store: Store, analyzer: Analyzer, k1: float, b: float, progress: bool = False) -> SearchIndex:
        generation = store.generation
        ids: list[str] = []
        years: list[int] = []
        courts: list[str] = []
        titles: list[str] = []
        doc_vecs: list[np.ndarray] = []
        whole_tokens: list[list[str]] = []
        facet_tokens: dict[str, list[list[str]]] = {f: [] for f in FACETS}
        cases = store.iter_cases(include_vectors=True)
        if progress:
            from tqdm import tqdm

            cases = tqdm(cases, total=store.count(), desc="indexing", unit="case")
        for cid, text, meta, vec in cases:
            ids.append(cid)
            years.append(parse_year(meta.get("year")) or -1)  # stores written before years were validated
            courts.append(str(meta.get("court", "")))
            titles.append(str(meta.get("title", "")))
            doc_vecs.append(vec if vec is not None else np.zeros(EMBEDDING_DIM, np.float32))
            facets = Facets.from_json(json.loads(meta.get("facets", "{}")))
            whole_tokens.append(analyzer(text))
            for f in FACETS:
                facet_tokens[f].append(analyzer(facets.text(f, text)))
        row_of = {cid: i for i, cid in enumerate(ids)}
        facet_vecs = np.zeros((len(ids), len(FACETS), EMBEDDING_DIM), dtype=np.float32)
        facet_mask = np.zeros((len(ids), len(FACETS)), dtype=bool)
        for cid, by_facet in store.facet_vectors().items():
            row = row_of.get(cid)
            if row is None:
                continue
            for j, f in enumerate(FACETS):
                if f in by_facet:
                    facet_vecs[row, j] = by_facet[f]
                    facet_mask[row, j] = True
        return cls(
            ids=ids,
            years=np.asarray(years, dtype=np.int32),
            courts=courts,
            titles=titles,
            doc_vecs=np.asarray(doc_vecs, dtype=np.float32).reshape(len(ids), EMBEDDING_DIM),
            facet_vecs=facet_vecs,
            facet_mask=facet_mask,
            bm25_whole=BM25Matrix.build(whole_tokens, k1=k1, b=b),
            bm25_facets={f: BM25Matrix.build(facet_tokens[f], k1=k1, b=b) for f in FACETS},
            analyzer=analyzer,
            generation=generation,
        )

    # ---- persistence ----------------------------------------------------------------------------------------
    def save(self, folder: Path) -> None:
        """Write to a temporary sibling folder, then swap it in."""
        folder = Path(folder)
        folder.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".index-", dir=folder.parent))
        try:
            np.savez(
                tmp / "vectors.npz",
                doc_vecs=self.doc_vecs,
                facet_vecs=self.facet_vecs,
                facet_mask=self.facet_mask,
                years=self.years,
            )
            self.bm25_whole.save(tmp / "bm25_whole.npz")
            for f in FACETS:
                self.bm25_facets[f].save(tmp / f"bm25_{f}.npz")
            manifest = {
                "format": INDEX_FORMAT,
                "generation": self.generation,
                "cases": len(self.ids),
                "analyzer": self.analyzer.name,
                "k1": self.bm25_whole.k1,
                "b": self.bm25_whole.b,
                "ids": self.ids,
                "courts": self.courts,
                "titles": self.titles,
            }
            (tmp / "index.json").write_text(json.dumps(manifest), encoding="utf-8")
            old = Path(tempfile.mkdtemp(prefix=".index-old-", dir=folder.parent)) / "index"
            if folder.exists():
                os.replace(folder, old)  # a unique name: two processes saving at once never collide
            os.replace(tmp, folder)
            shutil.rmtree(old.parent, ignore_errors=True)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    @classmethod
    def load(cls, folder: Path, analyzer: Analyzer) -> SearchIndex:
        folder = Path(folder)
        manifest = json.loads((folder / "index.json").read_text(encoding="utf-8"))
        with np.load(folder / "vectors.npz", allow_pickle=False) as z:
            arrays = {k: z[k] for k in ("doc_vecs", "facet_vecs", "facet_mask", "years")}
        n = len(manifest["ids"])
        shapes = {k: v.shape[0] for k, v in arrays.items()} | {"courts": len(manifest["courts"]),
                                                                 "titles": len(manifest["titles"])}
        if any(rows != n for rows in shapes.values()):
            raise ValueError(f"index files disagree on the number of cases ({n} ids, {shapes})")
        return cls(
            ids=list(manifest["ids"]),
            years=arrays["years"],
            courts=list(manifest["courts"]),
            titles=list(manifest["titles"]),
            doc_vecs=arrays["doc_vecs"],
            facet_vecs=arrays["facet_vecs"],
            facet_mask=arrays["facet_mask"],
            bm25_whole=BM25Matrix.load(folder / "bm25_whole.npz"),
            bm25_facets={f: BM25Matrix.load(folder / f"bm25_{f}.npz") for f in FACETS},
            analyzer=analyzer,
            generation=str(manifest["generation"]),
        )

    @staticmethod
    def manifest(folder: Path) -> dict | None:
        """``index.json``, or None when it is missing or damaged (garbage, truncated, not UTF-8)."""
        try:
            data = json.loads((Path(folder) / "index.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):  # ValueError: JSON and UTF-8 decoding errors
            return None
        return data if isinstance(data, dict) else None


def load_or_build(store: Store, analyzer: Analyzer, k1: float, b: float, progress: bool = False) -> SearchIndex:
    """The current index for ``store``: loaded when fresh, else rebuilt (a damaged index is rebuilt too).

    The case count is checked as well as the generation, so an index outliving its store of record (the Chroma
    folder deleted or replaced) is rebuilt from what the store holds instead of serving cases that are gone.
    """
    folder = store.path / "index"
    manifest = SearchIndex.manifest(folder)
    fresh = (
        manifest is not None
        and manifest.get("format") == INDEX_FORMAT
        and manifest.get("generation") == store.generation
        and manifest.get("cases", len(manifest.get("ids") or [])) == store.count()
        and manifest.get("analyzer") == analyzer.name
        and manifest.get("k1") == k1
        and manifest.get("b") == b
    )
    if fresh:
        try:
            return SearchIndex.load(folder, analyzer)
        except Exception as exc:  # a truncated or damaged file: rebuild from the store of record
            log.warning("search index at %s is unreadable (%s); rebuilding", folder, exc)
    index = SearchIndex.build(store, analyzer, k1, b, progress=progress)
    if store.index_may_be_saved(index.generation):
        try:
            index.save(folder)
        except OSError as exc:  # e.g. a read-only store: the index still serves this process
            log.warning("could not save the search index at %s (%s)", folder, exc)
    else:
        log.info("the store changed while its index was rebuilt; this index is used but not saved")
    return index
