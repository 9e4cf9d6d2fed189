"""Immutable index segments: one folder of ``.npy`` arrays per batch of indexed cases, memory-mapped on open.

A segment holds, row-aligned over its cases, the filter fields, the whole-document and facet vectors, each
case's passage (unit) vectors and their character spans (``unit_vecs`` / ``unit_spans`` sliced by ``unit_indptr``:
what the best-passage cosine and the explanations' evidence read, so a query never reads Chroma's units
collection, which Chroma loads whole into memory on any read), and for
every BM25 field the *raw* term counts (not weights) in term-major (CSC) layout: a term's postings are one
contiguous slice of ``rows``/``tf``. Weights are not stored because idf and the average document length are
corpus-wide and change whenever any segment does; ``postings.TermMajorBM25`` derives them at query time from
these counts, so a segmented index scores exactly like one built from scratch.

A segment is written once (to a temporary folder, then renamed) and never modified; deletions are recorded
as tombstones in the index manifest, and merging writes a new segment.
"""

from __future__ import annotations

import contextlib
import json
import mmap
import os
import shutil
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import scipy.sparse as sp

from .encoder import EMBEDDING_DIM
from .schema import FACETS

FIELDS: tuple[str, ...] = (*FACETS, "whole")
SEGMENT_FORMAT = 3  # 3: passage (unit) spans; 2: passage vectors
SPANLESS_FORMAT = 2  # opened without passage spans (``spans_known`` False), then upgraded by the index
LEGACY_FORMAT = 1  # opened without passage vectors (``legacy``), then upgraded by the index
_VECTOR_ARRAYS = ("years", "doc_vecs", "facet_vecs", "facet_mask", "unit_indptr", "unit_vecs", "unit_spans")
NO_SPAN = -1  # a passage span the segment does not know (its case changed in the store before an upgrade)
_FIELD_ARRAYS = ("indptr", "rows", "tf", "dindptr", "dterms", "dtf", "dl")


class SegmentError(ValueError):
    """A segment folder that is missing, truncated or inconsistent (the index is then rebuilt)."""


@dataclass
class CaseRow:
    """One case as the index needs it (read from the store, tokenised)."""

    case_id: str
    year: int
    court: str
    title: str
    doc_vec: np.ndarray  # (384,)
    facet_vecs: np.ndarray  # (4, 384)
    facet_mask: np.ndarray  # (4,) bool
    tokens: dict[str, list[str]]  # field -> analyzer tokens
    unit_vecs: np.ndarray = field(default_factory=lambda: np.zeros((0, EMBEDDING_DIM), dtype=np.float32))  # (u, 384)
    unit_spans: np.ndarray = field(default_factory=lambda: np.zeros((0, 2), dtype=np.int64))  # (u, 2) start, end


class FieldCounts:
    """Raw term counts of one field of one segment, in both layouts.

    Term-major (CSC) for scoring a query against every document: postings of term j are
    ``rows/tf[indptr[j]:indptr[j+1]]``. Document-major (CSR) for scoring a pool of documents and for feedback
    terms: document i holds ``dterms/dtf[dindptr[i]:dindptr[i+1]]``. ``dl`` is each document's length.
    """

    def __init__(self, terms: list[str], indptr: np.ndarray, rows: np.ndarray, tf: np.ndarray,
                 dindptr: np.ndarray, dterms: np.ndarray, dtf: np.ndarray, dl: np.ndarray) -> None:
        self.terms, self.indptr, self.rows, self.tf = terms, indptr, rows, tf
        self.dindptr, self.dterms, self.dtf, self.dl = dindptr, dterms, dtf, dl
        self._vocab: dict[str, int] | None = None

    @property
    def nterms(self) -> np.ndarray:
        """Distinct terms per document."""
        return np.diff(self.dindptr)

    @property
    def vocab(self) -> dict[str, int]:
        if self._vocab is None:
            self._vocab = dict(zip(self.terms, range(len(self.terms))))
        return self._vocab

    @property
    def n_docs(self) -> int:
        return len(self.dl)

    @classmethod
    def from_tokens(cls, docs: Sequence[Sequence[str]]) -> FieldCounts:
        vocab: dict[str, int] = {}
        indptr, indices, data = [0], [], []
        for tokens in docs:
            for term, c in Counter(tokens).items():
                indices.append(vocab.setdefault(term, len(vocab)))
                data.append(c)
            indptr.append(len(indices))
        csr = sp.csr_matrix((np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32),
                             np.asarray(indptr, dtype=np.int64)), shape=(len(docs), len(vocab)))
        return cls.from_matrix(csr, list(vocab))

    @classmethod
    def from_matrix(cls, tf: sp.spmatrix, terms: list[str]) -> FieldCounts:
        """From a docs x terms count matrix (any sparse layout)."""
        csc = sp.csc_matrix(tf, dtype=np.float32)
        csc.sum_duplicates()
        csc.sort_indices()
        csr = csc.tocsr()
        csr.sort_indices()
        dl = np.asarray(csr.sum(axis=1), dtype=np.float64).ravel()
        return cls(terms, csc.indptr.astype(np.int64), csc.indices.astype(np.int32), csc.data.astype(np.float32),
                   csr.indptr.astype(np.int64), csr.indices.astype(np.int32), csr.data.astype(np.float32), dl)

    def postings(self, term: str) -> tuple[np.ndarray, np.ndarray] | None:
        """(segment rows, term counts) of ``term``, rows ascending; None when the segment lacks it."""
        j = self.vocab.get(term)
        if j is None:
            return None
        lo, hi = int(self.indptr[j]), int(self.indptr[j + 1])
        return self.rows[lo:hi], self.tf[lo:hi]

    def live_df(self, alive: np.ndarray | None) -> np.ndarray:
        """Document frequency of every term over the live rows (``alive`` None: every row is live)."""
        if alive is None:
            return np.diff(self.indptr).astype(np.float64)
        cum = np.concatenate([[0], np.cumsum(alive[self.rows], dtype=np.int64)])
        return (cum[self.indptr[1:]] - cum[self.indptr[:-1]]).astype(np.float64)

    def row_counts(self, local_rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(position in ``local_rows``, term id, count) of every term of those rows (document-major slices)."""
        owner, offsets = slices(self.dindptr, local_rows)
        return owner, np.asarray(self.dterms[offsets], dtype=np.int64), np.asarray(self.dtf[offsets])

    def save(self, folder: Path, field: str) -> None:
        (folder / f"{field}.terms.txt").write_text("\n".join(self.terms), encoding="utf-8")
        for name in _FIELD_ARRAYS:
            np.save(folder / f"{field}.{name}.npy", getattr(self, name))

    @classmethod
    def load(cls, folder: Path, field: str, n_docs: int) -> FieldCounts:
        text = (folder / f"{field}.terms.txt").read_text(encoding="utf-8")
        terms = text.split("\n") if text else []
        arrays = {name: np.load(folder / f"{field}.{name}.npy", mmap_mode="r", allow_pickle=False)
                  for name in _FIELD_ARRAYS}
        fc = cls(terms, **arrays)
        if (len(fc.indptr) != len(terms) + 1 or int(fc.indptr[-1]) != len(fc.rows) or len(fc.rows) != len(fc.tf)
                or len(fc.dindptr) != n_docs + 1 or int(fc.dindptr[-1]) != len(fc.dterms)
                or len(fc.dterms) != len(fc.dtf) or len(fc.dterms) != len(fc.rows) or len(fc.dl) != n_docs):
            raise SegmentError(f"field {field} of segment {folder.name} is inconsistent")
        return fc


RELEASE_EVERY = 64 << 20  # bytes of rows read through one mapping between two releases of its pages


def read_rows(arr: np.ndarray, which: np.ndarray) -> np.ndarray:
    """``arr[which]`` (rows along the first axis), copied out of a memory-mapped segment file; once
    ``RELEASE_EVERY`` bytes have been read through that mapping, its pages are released from this process
    (``MADV_DONTNEED``; they stay in the shared page cache, and the next read maps them again).

    Why: a query reads scattered rows (its pool's passage, facet and document vectors). Through the mapping
    every page it touches, plus the kernel's fault-around neighbours, stayed resident in the process: 1.7 GB of
    passage vectors after 20 queries at 80k judgments. ``os.pread`` per run of rows kept them out but cost 3x the
    CPU (a system call per case), releasing after every read 2x (the pages fault in again); releasing every
    ``RELEASE_EVERY`` bytes bounds the resident pages and costs a release per few queries."""
    which = np.asarray(which, dtype=np.int64)
    out = np.asarray(arr[which])
    if not isinstance(arr, np.memmap):
        return out
    read = getattr(arr, "_lcr_read", 0) + out.nbytes
    if read >= RELEASE_EVERY:
        release(arr)
        read = 0
    with contextlib.suppress(AttributeError):
        arr._lcr_read = read
    return out


def release(arr: np.ndarray) -> None:
    """Release a memory-mapped array's pages from this process (they stay in the shared page cache): for arrays
    read once into a derived cache (the BM25 term counts a saturation cache is computed from)."""
    mapping = getattr(arr, "_mmap", None) if isinstance(arr, np.memmap) else None
    if mapping is not None and hasattr(mapping, "madvise"):
        with contextlib.suppress(OSError, ValueError):
            mapping.madvise(mmap.MADV_DONTNEED)


def slices(indptr: np.ndarray, which: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Offsets of the concatenated slices ``indptr[w]:indptr[w+1]`` for w in ``which``, and which position of
    ``which`` each offset belongs to: the gather behind every vectorised multi-slice read here."""
    which = np.asarray(which, dtype=np.int64)
    starts = np.asarray(indptr[which], dtype=np.int64)
    lens = np.asarray(indptr[which + 1], dtype=np.int64) - starts
    total = int(lens.sum())
    owner = np.repeat(np.arange(len(which)), lens)
    offsets = np.arange(total, dtype=np.int64) - np.repeat(np.cumsum(lens) - lens - starts, lens)
    return owner, offsets


class Segment:
    """A batch of indexed cases: filter fields, vectors and per-field term counts, row-aligned."""

    def __init__(self, name: str, ids: list[str], courts: list[str], titles: list[str], years: np.ndarray,
                 doc_vecs: np.ndarray, facet_vecs: np.ndarray, facet_mask: np.ndarray,
                 unit_indptr: np.ndarray, unit_vecs: np.ndarray, unit_spans: np.ndarray,
                 fields: dict[str, FieldCounts], on_disk: bool = False) -> None:
        self.name, self.ids, self.courts, self.titles = name, ids, courts, titles
        self.years, self.doc_vecs, self.facet_vecs, self.facet_mask = years, doc_vecs, facet_vecs, facet_mask
        self.unit_indptr, self.unit_vecs, self.unit_spans = unit_indptr, unit_vecs, unit_spans
        self.fields = fields
        self.on_disk = on_disk
        self.legacy = False  # written before segments carried passage vectors
        self.spans_known = True  # False: written before segments carried passage spans

    @property
    def outdated(self) -> bool:
        """Written by an older format: the index upgrades it from the store (``with_passages``)."""
        return self.legacy or not self.spans_known

    def with_passages(self, passages: dict[str, tuple[np.ndarray, np.ndarray | None]]) -> Segment:
        """A new segment with these cases' passage spans (and, for a legacy segment, vectors) and everything else
        of this one (no re-tokenising): how an index of an older format is upgraded in place of a rebuild.

        ``passages``: case id -> (spans (u, 2), vectors (u, 384) or None), as ``Store.passages`` reads them. A
        segment that has its vectors keeps them; a case whose stored units no longer match them (changed or
        deleted in the store since, so tombstoned by the next update) gets ``NO_SPAN`` spans."""
        none = (np.zeros((0, 2), np.int64), np.zeros((0, EMBEDDING_DIM), np.float32))
        if self.legacy:
            got = [passages.get(cid, none) for cid in self.ids]
            vecs = [np.asarray(v if v is not None else none[1], np.float32).reshape(-1, EMBEDDING_DIM) for _, v in got]
            spans = [np.asarray(s, np.int64).reshape(-1, 2) for s, _ in got]
            spans = [s if len(s) == len(v) else np.full((len(v), 2), NO_SPAN, np.int64) for s, v in zip(spans, vecs)]
            indptr = np.concatenate([[0], np.cumsum([len(v) for v in vecs])]).astype(np.int64)
            unit_vecs = np.concatenate(vecs) if vecs else none[1]
        else:
            indptr, unit_vecs = self.unit_indptr, self.unit_vecs
            lens = np.diff(np.asarray(indptr))
            spans = []
            for cid, n in zip(self.ids, lens):
                s = np.asarray(passages.get(cid, none)[0], np.int64).reshape(-1, 2)
                spans.append(s if len(s) == n else np.full((int(n), 2), NO_SPAN, np.int64))
        return Segment(self.new_name(), self.ids, self.courts, self.titles, self.years, self.doc_vecs,
                       self.facet_vecs, self.facet_mask, indptr, unit_vecs,
                       np.concatenate(spans) if spans else none[0], self.fields)

    @property
    def size(self) -> int:
        return len(self.ids)

    @staticmethod
    def new_name() -> str:
        return uuid.uuid4().hex[:16]

    @classmethod
    def build(cls, rows: Sequence[CaseRow]) -> Segment:
        n = len(rows)
        return cls(
            name=cls.new_name(),
            ids=[r.case_id for r in rows],
            courts=[r.court for r in rows],
            titles=[r.title for r in rows],
            years=np.asarray([r.year for r in rows], dtype=np.int32),
            doc_vecs=np.asarray([r.doc_vec for r in rows], dtype=np.float32).reshape(n, EMBEDDING_DIM),
            facet_vecs=np.asarray([r.facet_vecs for r in rows], dtype=np.float32).reshape(n, len(FACETS),
                                                                                          EMBEDDING_DIM),
            facet_mask=np.asarray([r.facet_mask for r in rows], dtype=bool).reshape(n, len(FACETS)),
            unit_indptr=np.concatenate([[0], np.cumsum([len(r.unit_vecs) for r in rows])]).astype(np.int64),
            unit_vecs=(np.concatenate([np.asarray(r.unit_vecs, dtype=np.float32).reshape(-1, EMBEDDING_DIM)
                                       for r in rows]) if rows else np.zeros((0, EMBEDDING_DIM), np.float32)),
            unit_spans=(np.concatenate([_spans_of(r) for r in rows]) if rows else np.zeros((0, 2), np.int64)),
            fields={f: FieldCounts.from_tokens([r.tokens[f] for r in rows]) for f in FIELDS},
        )

    @classmethod
    def merge(cls, parts: Sequence[tuple[Segment, np.ndarray]]) -> Segment:
        """One segment of the given rows of several segments (tombstoned rows left out), no re-tokenising."""
        fields = {}
        for f in FIELDS:
            vocab: dict[str, int] = {}
            rows_, cols_, tf_, offset = [], [], [], 0
            for seg, keep in parts:
                fc = seg.fields[f]
                newpos = np.full(seg.size, -1, dtype=np.int64)
                newpos[keep] = offset + np.arange(len(keep))
                gid = np.fromiter((vocab.setdefault(t, len(vocab)) for t in fc.terms), np.int64, len(fc.terms))
                cols = np.repeat(gid, np.diff(fc.indptr))
                r = newpos[fc.rows]
                ok = r >= 0
                rows_.append(r[ok])
                cols_.append(cols[ok])
                tf_.append(np.asarray(fc.tf)[ok])
                offset += len(keep)
            m = sp.csc_matrix((np.concatenate(tf_) if tf_ else np.zeros(0, np.float32),
                               (np.concatenate(rows_) if rows_ else np.zeros(0, np.int64),
                                np.concatenate(cols_) if cols_ else np.zeros(0, np.int64))),
                              shape=(offset, len(vocab)))
            used = np.flatnonzero(np.diff(m.indptr))  # terms left only in deleted cases are dropped
            terms = list(vocab)
            fields[f] = FieldCounts.from_matrix(m[:, used], [terms[j] for j in used])

        def take(attr: str) -> np.ndarray:
            return np.concatenate([np.asarray(getattr(s, attr)[keep]) for s, keep in parts])

        unit_parts, span_parts, unit_lens = [], [], []
        for seg, keep in parts:
            _, offsets = slices(seg.unit_indptr, keep)
            unit_parts.append(np.asarray(seg.unit_vecs[offsets], dtype=np.float32))
            span_parts.append(np.asarray(seg.unit_spans[offsets], dtype=np.int64) if seg.spans_known
                              else np.full((len(offsets), 2), NO_SPAN, np.int64))
            unit_lens.append(np.diff(np.asarray(seg.unit_indptr))[keep])

        return cls(
            name=cls.new_name(),
            ids=[s.ids[i] for s, keep in parts for i in keep],
            courts=[s.courts[i] for s, keep in parts for i in keep],
            titles=[s.titles[i] for s, keep in parts for i in keep],
            years=take("years").astype(np.int32),
            doc_vecs=take("doc_vecs").astype(np.float32),
            facet_vecs=take("facet_vecs").astype(np.float32),
            facet_mask=take("facet_mask").astype(bool),
            unit_indptr=np.concatenate([[0], np.cumsum(np.concatenate(unit_lens) if unit_lens else [])]).astype(np.int64),
            unit_vecs=(np.concatenate(unit_parts) if unit_parts else np.zeros((0, EMBEDDING_DIM), np.float32)),
            unit_spans=(np.concatenate(span_parts) if span_parts else np.zeros((0, 2), np.int64)),
            fields=fields,
        )

    # ---- disk -----------------------------------------------------------------------------------------------
    def write(self, parent: Path, float16: bool = False) -> Path:
        """Write to ``parent/<name>`` through a temporary folder renamed into place (never half written)."""
        parent.mkdir(parents=True, exist_ok=True)
        final = parent / self.name
        tmp = parent / f".tmp-{self.name}-{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir()
        try:
            vec_type = np.float16 if float16 else np.float32
            np.save(tmp / "years.npy", np.asarray(self.years, dtype=np.int32))
            np.save(tmp / "doc_vecs.npy", np.asarray(self.doc_vecs, dtype=vec_type))
            np.save(tmp / "facet_vecs.npy", np.asarray(self.facet_vecs, dtype=vec_type))
            np.save(tmp / "facet_mask.npy", np.asarray(self.facet_mask, dtype=bool))
            np.save(tmp / "unit_indptr.npy", np.asarray(self.unit_indptr, dtype=np.int64))
            np.save(tmp / "unit_vecs.npy", np.asarray(self.unit_vecs, dtype=vec_type))
            np.save(tmp / "unit_spans.npy", np.asarray(self.unit_spans, dtype=np.int64))
            for f, fc in self.fields.items():
                fc.save(tmp, f)
            sizes = {p.name: p.stat().st_size for p in sorted(tmp.iterdir())}
            meta = {"format": SEGMENT_FORMAT, "ids": self.ids, "courts": self.courts, "titles": self.titles,
                    "float16": float16, "sizes": sizes}
            (tmp / "segment.json").write_text(json.dumps(meta), encoding="utf-8")
            os.replace(tmp, final)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return final

    @classmethod
    def open(cls, folder: Path) -> Segment:
        """Memory-map a written segment; SegmentError (or OSError) when anything is missing or damaged."""
        try:
            meta = json.loads((folder / "segment.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise SegmentError(f"segment {folder.name}: {exc}") from exc
        if not isinstance(meta, dict) or meta.get("format") not in (SEGMENT_FORMAT, SPANLESS_FORMAT, LEGACY_FORMAT):
            raise SegmentError(f"segment {folder.name} has an unknown format")
        legacy = meta["format"] == LEGACY_FORMAT
        spanless = meta["format"] != SEGMENT_FORMAT
        for name, size in meta.get("sizes", {}).items():  # a truncated or replaced file shows in its size
            try:
                actual = (folder / name).stat().st_size
            except OSError as exc:
                raise SegmentError(f"segment {folder.name}: {exc}") from exc
            if actual != size:
                raise SegmentError(f"segment {folder.name}: {name} has {actual} bytes, expected {size}")
        n = len(meta["ids"])
        arrays = {k: np.load(folder / f"{k}.npy", mmap_mode="r", allow_pickle=False) for k in _VECTOR_ARRAYS
                  if not (legacy and k.startswith("unit_")) and not (spanless and k == "unit_spans")}
        if legacy:
            arrays["unit_indptr"] = np.zeros(n + 1, dtype=np.int64)
            arrays["unit_vecs"] = np.zeros((0, EMBEDDING_DIM), dtype=np.float32)
        if spanless:
            arrays["unit_spans"] = np.full((int(arrays["unit_indptr"][-1]), 2), NO_SPAN, dtype=np.int64)
        want = {"years": (n,), "doc_vecs": (n, EMBEDDING_DIM), "facet_vecs": (n, len(FACETS), EMBEDDING_DIM),
                "facet_mask": (n, len(FACETS)), "unit_indptr": (n + 1,)}
        for k, shape in want.items():
            if arrays[k].shape != shape:
                raise SegmentError(f"segment {folder.name}: {k} has shape {arrays[k].shape}, expected {shape}")
        units = arrays["unit_indptr"]
        if (units[0] != 0 or np.any(np.diff(units) < 0)
                or arrays["unit_vecs"].shape != (int(units[-1]), EMBEDDING_DIM)
                or arrays["unit_spans"].shape != (int(units[-1]), 2)):
            raise SegmentError(f"segment {folder.name}: passage vectors disagree with their offsets")
        if len(meta["courts"]) != n or len(meta["titles"]) != n:
            raise SegmentError(f"segment {folder.name}: metadata lists disagree on the number of cases")
        seg = cls(folder.name, list(meta["ids"]), list(meta["courts"]), list(meta["titles"]), **arrays,
                  fields={f: FieldCounts.load(folder, f, n) for f in FIELDS}, on_disk=True)
        seg.legacy = legacy
        seg.spans_known = not spanless
        return seg


def _spans_of(row: CaseRow) -> np.ndarray:
    """A row's passage spans, aligned with its passage vectors (``NO_SPAN`` when the two disagree)."""
    spans = np.asarray(row.unit_spans, dtype=np.int64).reshape(-1, 2)
    n = len(row.unit_vecs)
    return spans if len(spans) == n else np.full((n, 2), NO_SPAN, np.int64)
