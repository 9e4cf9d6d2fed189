"""BM25 weights for any (k1, b), derived from term counts kept next to the search index.

The search index holds BM25 weights for the configured (k1, b) only, and the eval store's key includes them,
so a new (k1, b) used to mean a new store. Ranking profiles choose their own (k1, b) per query type; this
module keeps each field's raw term counts (``termcounts/`` in the store folder, keyed by store generation
and analyzer, built once from the stored texts) and derives the weight matrix of a (field, k1, b) on first
use, memoised per instance.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import tempfile
import threading
from pathlib import Path

from .index import SearchIndex
from .lexical import BM25Matrix, TermCounts
from .schema import FACETS, Facets
from .store import Store

log = logging.getLogger(__name__)
FIELDS: tuple[str, ...] = (*FACETS, "whole")


class BM25ByParams:
    """``matrix(field, k1, b)`` for one index; the index's own matrices when (k1, b) are its parameters."""

    def __init__(self, store: Store, index: SearchIndex) -> None:
        self.store = store
        self.index = index
        self._counts: dict[str, TermCounts] | None = None
        self._memo: dict[tuple[str, float, float], BM25Matrix] = {}
        self._lock = threading.Lock()

    def matrix(self, field: str, k1: float, b: float) -> BM25Matrix:
        own = self.index.bm25_whole if field == "whole" else self.index.bm25_facets[field]
        if abs(own.k1 - k1) < 1e-9 and abs(own.b - b) < 1e-9:
            return own
        key = (field, float(k1), float(b))
        with self._lock:
            if key not in self._memo:
                self._memo[key] = self.counts()[field].bm25(k1, b)
            return self._memo[key]

    def counts(self) -> dict[str, TermCounts]:
        if self._counts is None:
            self._counts = load_or_build_counts(self.store, self.index)
        return self._counts


def load_or_build_counts(store: Store, index: SearchIndex) -> dict[str, TermCounts]:
    """Term counts of every field in index row order: loaded when they match the index, else rebuilt."""
    folder = store.path / "termcounts"
    want = {"generation": index.generation, "analyzer": index.analyzer.name, "n": index.size}
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        manifest = None
    if manifest == want:
        try:
            return {f: TermCounts.load(folder / f"{f}.npz") for f in FIELDS}
        except Exception as exc:  # damaged: rebuild from the store of record
            log.warning("term counts at %s are unreadable (%s); rebuilding", folder, exc)
    counts = build_counts(store, index)
    tmp = Path(tempfile.mkdtemp(prefix=".termcounts-", dir=store.path))
    try:
        for f, c in counts.items():
            c.save(tmp / f"{f}.npz")
        (tmp / "manifest.json").write_text(json.dumps(want), encoding="utf-8")
        old = folder.with_name(folder.name + ".old")
        if folder.exists():
            os.replace(folder, old)
        os.replace(tmp, folder)
        shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return counts


def build_counts(store: Store, index: SearchIndex) -> dict[str, TermCounts]:
    tokens: dict[str, list[list[str]]] = {f: [[] for _ in range(index.size)] for f in FIELDS}
    analyzer = index.analyzer
    for cid, text, meta, _ in store.iter_cases(include_vectors=False):
        row = index.row_of.get(cid)
        if row is None:
            continue
        facets = Facets.from_json(json.loads(meta.get("facets", "{}")))
        tokens["whole"][row] = analyzer(text)
        for f in FACETS:
            tokens[f][row] = analyzer(facets.text(f, text))
    return {f: TermCounts.build(tokens[f]) for f in FIELDS}
