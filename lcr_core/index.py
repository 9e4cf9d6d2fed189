"""The search index derived from the store: row-aligned ids, filter fields, vectors and BM25, in segments.

On disk (``STORE/index/``): ``index.json`` (the manifest: format, store generation, analyzer, the segment list
and each segment's tombstones) and ``segments/<name>/`` (immutable ``.npy`` arrays, memory-mapped on open; see
``segments``). After a write, only the cases the store's change log names are re-read and tokenised: they
go into a new segment and their old rows become tombstones. When more than ``max_segments`` segments pile
up, the adjacent run of smallest ones is merged (``lcr compact`` merges everything into one). BM25 statistics are summed over
the live documents of every segment (``postings``), so an updated index ranks exactly like a rebuilt one.

Every guarantee of the whole-file index holds: a new segment is written to a temporary folder and renamed,
then the manifest is swapped with ``os.replace``, so a killed update never leaves a half index; an index built
while another process was writing is used for the query at hand but never saved as current; a missing or
damaged file means a rebuild from the store of record; an index of the old format (1) is rebuilt. Reading
needs no lock; saving takes ``index.lock`` without waiting (when another process is saving, this one
doesn't).
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import time
from functools import cached_property
from pathlib import Path

import numpy as np

from .encoder import EMBEDDING_DIM
from .lexical import Analyzer
from .metadata import parse_year
from .postings import FieldStats, LivePart, TermMajorBM25
from .schema import FACETS, Facets
from .segments import FIELDS, NO_SPAN, CaseRow, Segment, SegmentError, read_rows, slices
from .store import Store

log = logging.getLogger(__name__)
INDEX_FORMAT = 4  # 4: segments carry passage spans; 3: passage (unit) vectors
UPGRADABLE_FORMATS = (2, 3)  # segments without passage vectors or spans: upgraded by reading only those
MANIFEST = "index.json"
MAX_SEGMENTS = 8
_TMP_GRACE_S = 3600  # a temporary segment folder older than this belongs to an update that died


SCORE_BLOCK_ROWS = 16_384  # float16 rows cast to float32 at a time for the dense product (24 MB of float32)


def _product(vecs: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """``vecs @ vector``. A float16 index's vectors are cast a block of rows at a time: numpy casts the whole
    operand first, a float32 copy twice the index's size on every query (~0.4 GB at 250,000 judgments)."""
    vector = np.asarray(vector)
    if vecs.dtype != np.float16 or vector.dtype == np.float16 or len(vecs) <= SCORE_BLOCK_ROWS:
        return np.asarray(vecs @ vector)
    kind = np.result_type(vecs.dtype, vector.dtype)
    out = np.empty(len(vecs), dtype=kind)
    for start in range(0, len(vecs), SCORE_BLOCK_ROWS):
        block = vecs[start:start + SCORE_BLOCK_ROWS]
        out[start:start + len(block)] = np.asarray(block, dtype=kind) @ vector.astype(kind, copy=False)
    return out


class SearchIndex:
    """Row-aligned arrays over all live cases (ids, filter fields, vectors, BM25), assembled from segments."""

    def __init__(self, segments: list[Segment], dead: dict[str, np.ndarray], analyzer: Analyzer, generation: str,
                 k1: float, b: float) -> None:
        self.segments = list(segments)
        self.dead = {name: np.unique(np.asarray(rows, dtype=np.int64)) for name, rows in dead.items() if len(rows)}
        self.analyzer = analyzer
        self.generation = generation
        self.ids: list[str] = []
        self.courts: list[str] = []
        self.titles: list[str] = []
        years, live_seg, live_local = [], [], []
        self._alive: list[np.ndarray | None] = []
        self._keep: list[np.ndarray] = []
        pos: list[np.ndarray] = []
        for i, seg in enumerate(self.segments):
            alive = None
            keep = np.arange(seg.size, dtype=np.int64)
            if seg.name in self.dead:
                alive = np.ones(seg.size, dtype=bool)
                alive[self.dead[seg.name][self.dead[seg.name] < seg.size]] = False
                keep = np.flatnonzero(alive)
            p = np.full(seg.size, -1, dtype=np.int64)
            p[keep] = len(self.ids) + np.arange(len(keep))
            self.ids += [seg.ids[j] for j in keep]
            self.courts += [seg.courts[j] for j in keep]
            self.titles += [seg.titles[j] for j in keep]
            years.append(np.asarray(seg.years)[keep])
            live_seg.append(np.full(len(keep), i, dtype=np.int64))
            live_local.append(keep)
            self._alive.append(alive)
            self._keep.append(keep)
            pos.append(p)
        self.years = np.concatenate(years).astype(np.int32) if years else np.zeros(0, np.int32)
        self.row_of = {cid: i for i, cid in enumerate(self.ids)}
        seg_of = np.concatenate(live_seg) if live_seg else np.zeros(0, np.int64)
        local_of = np.concatenate(live_local) if live_local else np.zeros(0, np.int64)
        self._seg_of, self._local_of = seg_of, local_of
        n = len(self.ids)
        self._bm25 = {
            f: TermMajorBM25(FieldStats([LivePart(s.fields[f], p, a) for s, p, a in zip(self.segments, pos, self._alive)],
                                        n), seg_of, local_of, k1, b)
            for f in FIELDS
        }
        self.bm25_whole = self._bm25["whole"]
        self.bm25_facets = {f: self._bm25[f] for f in FACETS}

    @property
    def size(self) -> int:
        return len(self.ids)

    @property
    def k1(self) -> float:
        return self.bm25_whole.k1

    @property
    def b(self) -> float:
        return self.bm25_whole.b

    def bm25(self, field: str) -> TermMajorBM25:
        """The BM25 of one field ("whole" or a facet) under the index's own (k1, b)."""
        return self._bm25[field]

    # ---- vectors: the segment's memory map itself when one segment has no tombstones --------------------------
    def _live(self, attr: str, dtype=None) -> np.ndarray:
        if len(self.segments) == 1 and not self.dead:
            arr = getattr(self.segments[0], attr)
        elif not self.segments:
            shape = {"doc_vecs": (0, EMBEDDING_DIM), "facet_vecs": (0, len(FACETS), EMBEDDING_DIM),
                     "facet_mask": (0, len(FACETS))}[attr]
            return np.zeros(shape, dtype=dtype or np.float32)
        else:
            arr = np.concatenate([np.asarray(getattr(s, attr)[k]) for s, k in zip(self.segments, self._keep)])
        return arr

    def take(self, attr: str, rows: np.ndarray) -> np.ndarray:
        """``rows`` of ``doc_vecs`` / ``facet_vecs`` / ``facet_mask``, gathered from each segment's memory map:
        what a query reads for its pool. The whole-index properties below concatenate every segment into memory
        (614 MB of facet vectors at 100k judgments) and are for tests and offline tools, not the query path."""
        rows = np.asarray(rows, dtype=np.int64)
        if len(self.segments) == 1 and not self.dead:
            return read_rows(getattr(self.segments[0], attr), rows)
        if not self.segments:
            return self._live(attr)[rows]
        arrays = [getattr(s, attr) for s in self.segments]
        out = np.empty((len(rows), *arrays[0].shape[1:]), dtype=np.result_type(*(a.dtype for a in arrays)))
        seg_of, local_of = self._seg_of[rows], self._local_of[rows]
        for si in np.unique(seg_of):
            sel = np.flatnonzero(seg_of == si)
            out[sel] = read_rows(arrays[int(si)], local_of[sel])
        return out

    def doc_scores(self, vector: np.ndarray) -> np.ndarray:
        """(n,) ``doc_vecs @ vector`` over the live rows, one segment at a time (no copy of the vectors)."""
        if len(self.segments) == 1 and not self.dead:
            return _product(self.segments[0].doc_vecs, vector)
        if not self.segments:
            return np.zeros(0, dtype=np.float32)
        parts = [_product(s.doc_vecs, vector)[k] for s, k in zip(self.segments, self._keep)]
        return np.concatenate(parts)

    @cached_property
    def doc_vecs(self) -> np.ndarray:
        """(n, 384): float32, or float16 when the index was saved with ``LCR_INDEX_FLOAT16``."""
        return self._live("doc_vecs")

    @cached_property
    def facet_vecs(self) -> np.ndarray:
        """(n, 4, 384), zero rows where the facet is empty."""
        return self._live("facet_vecs")

    @cached_property
    def facet_mask(self) -> np.ndarray:
        """(n, 4) bool."""
        return self._live("facet_mask", bool)

    @cached_property
    def cases_without_vectors(self) -> int:
        """Live cases with no facet vector at all: their parts were lost (a damaged parts file), so they rank by
        their words and whole-document vector only until a refacetize rewrites them. A case with passages but no
        facet (a one-sentence judgment the facetizer left empty) lost nothing and is not counted: every search
        warned of a damaged parts file after such an upload."""
        mask = self.facet_mask
        no_facet = ~mask.any(axis=1) if len(mask) else np.zeros(0, dtype=bool)
        if not no_facet.any():
            return 0
        units = np.concatenate([np.diff(np.asarray(s.unit_indptr))[k] for s, k in zip(self.segments, self._keep)])
        return int((no_facet & (units == 0)).sum())

    def best_passage_cosine(self, rows: np.ndarray, vector: np.ndarray) -> np.ndarray:
        """(len(rows),) the largest cosine between ``vector`` and any passage (unit) of each case, or (len(rows), U)
        for U query vectors at once (a (U, d) ``vector``); NaN for a case without passage vectors. Reads only those
        cases' slices of the memory-mapped ``unit_vecs``."""
        rows = np.asarray(rows, dtype=np.int64)
        q = np.asarray(vector, dtype=np.float32)
        out = np.full((len(rows),) + q.shape[:-1], np.nan)
        seg_of, local_of = self._seg_of[rows], self._local_of[rows]
        for si in np.unique(seg_of):
            sel = np.flatnonzero(seg_of == si)
            seg = self.segments[int(si)]
            owner, offsets = slices(seg.unit_indptr, local_of[sel])
            if not len(offsets):
                continue
            sims = read_rows(seg.unit_vecs, offsets).astype(np.float32, copy=False) @ q.T
            starts = np.flatnonzero(np.r_[True, owner[1:] != owner[:-1]])
            out[sel[owner[starts]]] = np.maximum.reduceat(sims, starts, axis=0)
        return out

    def passages(self, case_ids: list[str]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """case id -> (unit spans (u, 2) int64, unit vectors (u, 384) float32) of those of ``case_ids`` this index
        holds with known spans: slices of the memory-mapped segment arrays, so explaining k hits reads k cases'
        passages, never a whole collection. Cases it lacks (or whose spans it does not know) are left out."""
        out: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for cid in dict.fromkeys(case_ids):
            row = self.row_of.get(cid)
            if row is None:
                continue
            seg = self.segments[int(self._seg_of[row])]
            local = int(self._local_of[row])
            lo, hi = int(seg.unit_indptr[local]), int(seg.unit_indptr[local + 1])
            units = np.arange(lo, hi, dtype=np.int64)
            spans = read_rows(seg.unit_spans, units).astype(np.int64, copy=False)
            if np.any(spans == NO_SPAN):
                continue
            out[cid] = (spans, read_rows(seg.unit_vecs, units).astype(np.float32, copy=False))
        return out

    # ---- build and update ---------------------------------------------------------------------------------------
    @classmethod
    def build(cls, store: Store, analyzer: Analyzer, k1: float, b: float, progress: bool = False) -> SearchIndex:
        """A one-segment index of everything the store holds (read and tokenised in full)."""
        generation = store.generation
        cases = store.iter_cases(include_vectors=True)
        if progress:
            from tqdm import tqdm

            cases = tqdm(cases, total=store.count(), desc="indexing", unit="case")
        rows = [_case_row(analyzer, cid, text, meta, vec, {}) for cid, text, meta, vec in cases]
        facet_vectors = store.facet_vectors()
        passages = store.passages()
        for r in rows:
            _set_facet_vectors(r, facet_vectors.get(r.case_id, {}))
            _set_passages(r, passages.get(r.case_id))
        return cls([Segment.build(rows)], {}, analyzer, generation, k1, b)

    def updated(self, store: Store, changed: set[str], generation: str) -> SearchIndex:
        """This index with ``changed`` re-read from the store: their old rows tombstoned, the ones still stored
        in one new segment. Nothing else is read or tokenised."""
        dead = {name: list(rows) for name, rows in self.dead.items()}
        for cid in changed:
            row = self.row_of.get(cid)
            if row is not None:
                seg = self.segments[int(self._seg_of[row])]
                dead.setdefault(seg.name, []).append(int(self._local_of[row]))
        ids = sorted(changed)
        got = store.get_cases(ids) if ids else []
        segments = list(self.segments)
        if got:
            facet_vectors = store.facet_vectors([cid for cid, *_ in got])
            passages = store.passages([cid for cid, *_ in got], [int(m.get("n_units", 0) or 0) for _, _, m, _ in got])
            rows = [_case_row(self.analyzer, cid, text, meta, vec, facet_vectors.get(cid, {}))
                    for cid, text, meta, vec in got]
            for r in rows:
                _set_passages(r, passages.get(r.case_id))
            segments.append(Segment.build(rows))
        return SearchIndex(segments, dead, self.analyzer, generation, self.k1, self.b)

    def with_passages(self, store: Store) -> SearchIndex:
        """This index with every segment of a format before passages given its cases' passage vectors and spans
        from the store (a segment that has the vectors reads only the spans, by unit id; nothing is re-tokenised);
        current segments are kept as they are."""
        segments, dead = [], {}
        legacy = sum(s.size for s in self.segments if s.legacy)
        # most of the corpus: one pass over the units collection beats reading every case's record for its unit
        # count and then its units by id (a record's metadata carries its facet spans: the costly part)
        everything = store.passages() if legacy and legacy >= self.size // 2 else None
        for seg in self.segments:
            if seg.legacy:
                new = seg.with_passages(everything if everything is not None else store.passages(seg.ids))
            elif not seg.spans_known:
                lens = np.diff(np.asarray(seg.unit_indptr)).tolist()
                new = seg.with_passages(store.passages(seg.ids, lens, vectors=False))
            else:
                new = seg
            segments.append(new)
            if seg.name in self.dead:
                dead[new.name] = self.dead[seg.name]
        return SearchIndex(segments, dead, self.analyzer, self.generation, self.k1, self.b)

    def merged(self, everything: bool = False, rewrite: bool = False,
               max_segments: int = MAX_SEGMENTS) -> SearchIndex:
        """Merge segments (tombstoned rows dropped): all of them, or, as after a write, the run of adjacent
        segments with the fewest live cases that brings the count down to ``max_segments``, so a routine merge
        costs the size of the smallest segments (recent changes), not the corpus. Merging all but a large first
        segment, as before, could not help a corpus of equal segments (a bulk build's): every merge was all of
        it. A single clean segment is returned as is unless ``rewrite``."""
        if len(self.segments) <= 1 and not self.dead and not rewrite:
            return self
        n = len(self.segments)
        lo, hi = 0, n
        if not everything and n > max_segments:
            width = n - max_segments + 1
            live = [len(k) for k in self._keep]
            lo = min(range(n - width + 1), key=lambda i: (sum(live[i : i + width]), -i))
            hi = lo + width
        merged = Segment.merge(list(zip(self.segments[lo:hi], self._keep[lo:hi])))
        segments = self.segments[:lo] + [merged] + self.segments[hi:]
        dead = {s.name: self.dead[s.name] for s in segments if s.name in self.dead}
        return SearchIndex(segments, dead, self.analyzer, self.generation, self.k1, self.b)

    # ---- persistence ----------------------------------------------------------------------------------------
    def save(self, folder: Path, float16: bool = False) -> None:
        """Write segments not on disk yet, then swap in the manifest naming them, then drop unused segments."""
        folder = Path(folder)
        seg_dir = folder / "segments"
        for seg in self.segments:
            if not (seg_dir / seg.name / "segment.json").exists():
                seg.write(seg_dir, float16=float16)
        manifest = {
            "format": INDEX_FORMAT,
            "generation": self.generation,
            "cases": self.size,
            "analyzer": self.analyzer.name,
            "segments": [{"name": s.name, "n": s.size, "dead": self.dead.get(s.name, np.zeros(0)).tolist()}
                         for s in self.segments],
        }
        tmp = folder / f".{MANIFEST}.{os.getpid()}.tmp"
        tmp.write_text(json.dumps(manifest), encoding="utf-8")
        os.replace(tmp, folder / MANIFEST)
        _collect_garbage(folder, {s.name for s in self.segments})

    @classmethod
    def load(cls, folder: Path, manifest: dict, analyzer: Analyzer, k1: float, b: float,
             previous: SearchIndex | None = None) -> SearchIndex:
        """Open the segments the manifest names (reusing ``previous``'s already open ones: they never change)."""
        folder = Path(folder)
        known = {s.name: s for s in previous.segments} if previous is not None else {}
        segments, dead = [], {}
        for entry in manifest["segments"]:
            name = str(entry["name"])
            seg = known.get(name) or Segment.open(folder / "segments" / name)
            if seg.size != int(entry["n"]):
                raise SegmentError(f"segment {name} holds {seg.size} cases, the manifest says {entry['n']}")
            segments.append(seg)
            if entry.get("dead"):
                dead[name] = np.asarray(entry["dead"], dtype=np.int64)
        index = cls(segments, dead, analyzer, str(manifest["generation"]), k1, b)
        if index.size != int(manifest.get("cases", index.size)):
            raise SegmentError(f"the index holds {index.size} cases, its manifest says {manifest['cases']}")
        return index

    @staticmethod
    def manifest(folder: Path) -> dict | None:
        """``index.json``, or None when it is missing or damaged (garbage, truncated, not UTF-8)."""
        try:
            data = json.loads((Path(folder) / MANIFEST).read_text(encoding="utf-8"))
        except (OSError, ValueError):  # ValueError: JSON and UTF-8 decoding errors
            return None
        return data if isinstance(data, dict) else None


def load_or_build(store: Store, analyzer: Analyzer, k1: float, b: float, progress: bool = False,
                  previous: SearchIndex | None = None, float16: bool = False,
                  max_segments: int = MAX_SEGMENTS) -> SearchIndex:
    """The current index for ``store``: loaded when fresh, updated from the change log when not, else rebuilt.

    The case count is checked as well as the generation, so an index outliving its store of record (the Chroma
    folder deleted or replaced) is rebuilt from what the store holds instead of serving cases that are gone.
    ``previous`` (this process's last index) lends its open segments, which never change.
    """
    folder = store.path / "index"
    generation = store.generation  # read first: anything written after it makes this index unsaveable
    base = _load_saved(folder, analyzer, k1, b, previous)  # None when missing, damaged or of the old format
    index = None
    upgraded = False
    if base is not None and any(s.outdated for s in base.segments):
        base, upgraded = base.with_passages(store), True
        log.info("the search index was upgraded with passage vectors and spans (no rebuild)")
    if base is not None:
        if base.generation == generation:
            if base.size == store.count():
                if upgraded:
                    _save_if_current(store, base, folder, float16)
                return base
        else:
            changed = store.changes_since(base.generation)
            if changed is not None:
                index = base.updated(store, changed, generation)
                if index.size != store.count():
                    log.info("the updated index disagrees with the store on the number of cases; rebuilding")
                    index = None
    if index is None:
        index = SearchIndex.build(store, analyzer, k1, b, progress=progress)
    if len(index.segments) > max_segments:
        index = index.merged(max_segments=max_segments)
    _save_if_current(store, index, folder, float16)
    return index


def compact(store: Store, analyzer: Analyzer, k1: float, b: float, float16: bool = False) -> SearchIndex:
    """Bring the index up to date and merge it into one segment without tombstones (``lcr compact``)."""
    index = load_or_build(store, analyzer, k1, b, float16=float16)
    wanted = np.float16 if float16 else np.float32
    index = index.merged(everything=True, rewrite=any(s.doc_vecs.dtype != wanted for s in index.segments))
    _save_if_current(store, index, store.path / "index", float16)
    return index


def _load_saved(folder: Path, analyzer: Analyzer, k1: float, b: float,
                previous: SearchIndex | None) -> SearchIndex | None:
    for attempt in range(2):  # a concurrent save may drop a segment between reading the manifest and opening it
        manifest = SearchIndex.manifest(folder)
        if (manifest is None or manifest.get("format") not in (INDEX_FORMAT, *UPGRADABLE_FORMATS)
                or manifest.get("analyzer") != analyzer.name):
            return None
        try:
            return SearchIndex.load(folder, manifest, analyzer, k1, b, previous)
        except Exception as exc:  # a missing, truncated or damaged file: rebuild from the store of record
            if attempt:
                log.warning("search index at %s is unreadable (%s); rebuilding", folder, exc)
    return None


def _save_if_current(store: Store, index: SearchIndex, folder: Path, float16: bool) -> None:
    if not store.index_may_be_saved(index.generation):
        log.info("the store changed while its index was updated; this index is used but not saved")
        return
    from filelock import FileLock, Timeout

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with FileLock(store.path / "index.lock", timeout=0):
            if store.index_may_be_saved(index.generation):
                index.save(folder, float16=float16)
    except Timeout:
        log.info("another process is saving the search index; this one is used but not saved")
    except OSError as exc:  # e.g. a read-only store: the index still serves this process
        log.warning("could not save the search index at %s (%s)", folder, exc)


def _collect_garbage(folder: Path, keep: set[str]) -> None:
    """Drop segments the manifest no longer names, stale temporaries, and files of the old (format 1) layout.

    Runs under ``index.lock``. A reader that still maps a dropped segment keeps reading it (POSIX keeps the
    file until unmapped); one that had not opened it yet retries with the new manifest."""
    now = time.time()
    for path in folder.iterdir():
        if path.name in (MANIFEST, "segments"):
            continue
        if path.name.startswith(".") and now - path.stat().st_mtime < _TMP_GRACE_S:
            continue
        shutil.rmtree(path, ignore_errors=True) if path.is_dir() else path.unlink(missing_ok=True)
    for path in (folder / "segments").iterdir():
        if path.name in keep:
            continue
        if path.name.startswith(".tmp-") and now - path.stat().st_mtime < _TMP_GRACE_S:
            continue
        shutil.rmtree(path, ignore_errors=True)


def _case_row(analyzer: Analyzer, cid: str, text: str, meta: dict, vec: np.ndarray | None,
              facet_vectors: dict[str, np.ndarray]) -> CaseRow:
    facets = Facets.from_json(json.loads(meta.get("facets", "{}")))
    tokens = {f: analyzer(facets.text(f, text)) for f in FACETS}
    tokens["whole"] = analyzer(text)
    row = CaseRow(
        case_id=cid,
        year=parse_year(meta.get("year")) or -1,  # stores written before years were validated
        court=str(meta.get("court", "")),
        title=str(meta.get("title", "")),
        doc_vec=vec if vec is not None else np.zeros(EMBEDDING_DIM, np.float32),
        facet_vecs=np.zeros((len(FACETS), EMBEDDING_DIM), dtype=np.float32),
        facet_mask=np.zeros(len(FACETS), dtype=bool),
        tokens=tokens,
    )
    _set_facet_vectors(row, facet_vectors)
    return row


def _set_passages(row: CaseRow, passages: tuple[np.ndarray, np.ndarray | None] | None) -> None:
    if passages is not None:
        row.unit_spans, row.unit_vecs = passages[0], passages[1]


def _set_facet_vectors(row: CaseRow, by_facet: dict[str, np.ndarray]) -> None:
    for j, f in enumerate(FACETS):
        if f in by_facet:
            row.facet_vecs[j] = by_facet[f]
            row.facet_mask[j] = True
