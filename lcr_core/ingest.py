"""Resumable ingest: read sources, skip unchanged cases, analyse in batches, commit each batch to the store.

Each batch (``COMMIT_BATCH`` judgments, analysed ``ANALYSIS_BATCH`` at a time) is committed in one store write
before the next starts (and a case's record is written last), so a killed ingest loses at most the batch in
flight; running the same command again skips every case already stored with the same content hash, and the
embedding cache makes re-encoding the lost batch free.

Before reading anything, an ingest takes the store's write lock just long enough to drop orphans (units and
facet vectors of a batch whose case record was never written) and to find incomplete cases (a record whose
units or facet vectors are missing or miscounted, e.g. from an older version without the lock). Those are
re-analysed and rewritten (``repaired``) instead of being counted as unchanged: from the source when the run
includes it, else from the stored text. That scan reads every unit's metadata (47 s at 10,000 judgments), so it
is skipped while the store is known whole: scanned whole once and only completed writes since (``store.tidy``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path

from .metadata import extract_metadata
from .pipeline import Pipeline, content_hash
from .sources import RawCase, Skipped, count_sources, iter_sources
from .store import CaseRecord, Store
from .text import normalize

ProgressFn = Callable[[int, int | None, str], None]
COMMIT_BATCH = 128  # judgments per committed store write (a killed ingest loses at most this many)
ANALYSIS_BATCH = 16  # judgments segmented, encoded and facetized together within a commit


@dataclass
class IngestReport:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: int = 0
    repaired: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # repairs made while reading cases that were kept
    # (id stored, the other id with the very same text): stored all the same, nothing is dropped, the user is told
    same_text: list[tuple[str, str]] = field(default_factory=list)
    first_with_text: dict[str, str] = field(default_factory=dict, repr=False)  # this run: content hash -> first id
    # wall seconds per phase: "scan" the start-up check (``store.tidy``), "lookup" the stored hashes of the
    # incoming ids, "read" the sources; then the analysis phases and the store writes ("index": the engine's
    # index update after the write, filled by ``Engine``)
    timings: dict[str, float] = field(default_factory=lambda: {
        k: 0.0 for k in ("scan", "lookup", "read", "segment", "encode", "facetize", "store")})
    units: int = 0

    @property
    def changed(self) -> int:
        return len(self.added) + len(self.updated)

    def summary(self) -> str:
        parts = [f"{len(self.added)} added", f"{len(self.updated)} updated", f"{self.unchanged} unchanged"]
        if self.repaired:
            parts.append(f"{len(self.repaired)} repaired")
        if self.skipped:
            parts.append(f"{len(self.skipped)} skipped")
        return ", ".join(parts)


def ingest_paths(
    pipeline: Pipeline, store: Store, paths: list[Path], batch_size: int = COMMIT_BATCH,
    progress: ProgressFn | None = None
) -> IngestReport:
    """Ingest files and folders (see ``sources``); the total for the progress bar is counted first."""
    total = count_sources(paths)
    cases = _stored_ids_kept(store, iter_sources(paths))
    return ingest_cases(pipeline, store, cases, total=total, batch_size=batch_size, progress=progress)


def _stored_ids_kept(store: Store, items: Iterable[RawCase | Skipped]) -> Iterator[RawCase | Skipped]:
    """A file renamed for this run because another file named here shares its stem (``f1/a.txt`` beside
    ``f2/a.txt`` becomes 'a.txt~...') keeps its stem id when an earlier run stored it under that id: the stored
    case has the same text, or was read from this very file (it has changed since, so this run updates it).
    Otherwise adding a folder stores a judgment already in the store a second time, or, once the file was
    edited, leaves its old text searchable under the stem beside the new one."""
    claimed: set[str] = set()  # one file of the run per stem id, whatever matched
    for item in items:
        if isinstance(item, RawCase) and "source_file" in item.metadata:
            stem = Path(item.source).stem
            if item.case_id != stem and stem not in claimed and _stored_from(store, stem, item):
                claimed.add(stem)
                item.case_id = stem
                item.warnings = [w for w in item.warnings if "stored under the id" not in w]
        yield item


def _stored_from(store: Store, case_id: str, item: RawCase) -> bool:
    """Whether the stored ``case_id`` is ``item``'s judgment: the same text, or read from the same file."""
    stored = store.hashes([case_id]).get(case_id)
    if stored is None:
        return False
    if stored == content_hash(normalize(item.text)):
        return True
    got = store.get(case_id)
    meta = got[1] if got else {}
    here = item.metadata.get("source_path")
    if meta.get("source_path") and here:  # both resolved when read: exact
        return str(meta["source_path"]) == str(here)
    return _same_file(str(meta.get("source") or ""), here or item.source)


def _same_file(stored: str, this: str) -> bool:
    """Whether a ``source`` stored before ``source_path`` was (the path as given) names this file. An absolute one
    is compared as is; a relative one was relative to the folder that run started in, not necessarily this run's,
    so it matches when it is the tail of this file's path with a folder ('f1/a.txt'): a bare 'a.txt' would match
    every a.txt of the run."""
    if not stored:
        return False
    then = Path(stored)
    try:
        now = Path(this).resolve()
        if then.is_absolute():
            return then.resolve() == now
    except (OSError, RuntimeError, ValueError):
        return False
    parts = tuple(p for p in then.parts if p != ".")
    return ".." not in parts and len(parts) >= 2 and now.parts[-len(parts):] == parts


def ingest_cases(
    pipeline: Pipeline,
    store: Store,
    cases: Iterable[RawCase | Skipped],
    total: int | None = None,
    batch_size: int = COMMIT_BATCH,
    progress: ProgressFn | None = None,
) -> IngestReport:
    report = IngestReport()
    t0 = time.perf_counter()
    broken = set(store.tidy()[1])  # under the write lock: no other writer is mid-batch meanwhile
    report.timings["scan"] += time.perf_counter() - t0
    known: dict[str, str] = {}  # stored content hashes of the incoming ids, looked up a chunk ahead
    cases = _with_stored_hashes(store, cases, known, broken, report.timings)  # a broken case is never "unchanged"
    seen: set[str] = set()
    batch: list[tuple[RawCase, str, str]] = []
    done = 0
    t_read = time.perf_counter()
    for item in cases:
        if isinstance(item, Skipped):
            report.skipped.append(item)
            done += 1
            _tick(progress, done, total, f"skipped {item.source}")
            continue
        report.warnings.extend(f"{item.source}: {w}" for w in getattr(item, "warnings", ()))
        if item.case_id in seen:  # the last text is kept: drop an earlier copy still waiting in this batch
            report.duplicates.append(item.case_id)
            kept = [b for b in batch if b[0].case_id != item.case_id]
            done += len(batch) - len(kept)
            batch = kept
        seen.add(item.case_id)
        text = normalize(item.text)
        if not text.strip():
            report.skipped.append(Skipped(item.source, f"case {item.case_id} has no text after normalisation"))
            done += 1
            continue
        digest = content_hash(text)
        if known.get(item.case_id) == digest:
            report.unchanged += 1
            done += 1
            _tick(progress, done, total, item.case_id)
            continue
        batch.append((item, text, digest))
        if len(batch) >= batch_size:
            report.timings["read"] += time.perf_counter() - t_read
            _commit(pipeline, store, batch, known, report, broken,
                    analysed=lambda k, done=done: _tick(progress, done + k, total, "analysed"))
            done += len(batch)
            _tick(progress, done, total, item.case_id)
            batch = []
            t_read = time.perf_counter()
    report.timings["read"] += time.perf_counter() - t_read
    if batch:
        _commit(pipeline, store, batch, known, report, broken,
                analysed=lambda k, done=done: _tick(progress, done + k, total, "analysed"))
        done += len(batch)
        _tick(progress, done, total, batch[-1][0].case_id)
    leftover = sorted(broken - set(report.repaired))  # not in this run's sources: from the stored text
    if leftover:
        repair_cases(pipeline, store, leftover, report, batch_size)
    return report


# what ``store._case_metadata`` derives; everything else in a stored record's metadata came from the source
_DERIVED_KEYS = {"content_hash", "facetizer", "facets", "n_units", "n_facets", "source"}


def repair_cases(pipeline: Pipeline, store: Store, case_ids: list[str], report: IngestReport | None = None,
                 batch_size: int = 16) -> IngestReport:
    """Re-analyse stored cases from their stored text and rewrite them whole (units, facets, record).

    Used for incomplete cases; unit vectors come from the embedding cache, so this rarely encodes.
    """
    report = report if report is not None else IngestReport()
    batch: list[tuple[RawCase, str, str]] = []
    for cid in case_ids:
        got = store.get(cid)
        if got is None:  # deleted meanwhile
            continue
        text, meta = got
        raw = RawCase(cid, text, str(meta.get("source", "")),
                      {k: v for k, v in meta.items() if k not in _DERIVED_KEYS})
        batch.append((raw, text, content_hash(text)))
        if len(batch) >= batch_size:
            _commit(pipeline, store, batch, {}, report, set(case_ids))
            batch = []
    if batch:
        _commit(pipeline, store, batch, {}, report, set(case_ids))
    return report


def _with_stored_hashes(store: Store, cases: Iterable[RawCase | Skipped], known: dict[str, str],
                        skip: set[str], timings: dict[str, float] | None = None,
                        chunk: int = 256) -> Iterator[RawCase | Skipped]:
    """Yield ``cases`` unchanged, first filling ``known`` with the stored hashes of each chunk's ids: one
    lookup per chunk of incoming cases instead of a scan of every stored case. A hash recorded meanwhile by a
    commit of this run is kept (``setdefault``)."""
    it = iter(cases)
    while True:
        items = list(islice(it, chunk))
        if not items:
            return
        ids = list(dict.fromkeys(c.case_id for c in items if not isinstance(c, Skipped) and c.case_id not in known))
        t0 = time.perf_counter()
        for cid, digest in store.hashes(ids).items():
            if cid not in skip:
                known.setdefault(cid, digest)
        if timings is not None:
            timings["lookup"] = timings.get("lookup", 0.0) + time.perf_counter() - t0
        yield from items


def _tick(progress: ProgressFn | None, done: int, total: int | None, what: str) -> None:
    if progress:
        progress(done, total, what)


def _commit(pipeline: Pipeline, store: Store, batch: list[tuple[RawCase, str, str]], known: dict[str, str],
            report: IngestReport, repairing: set[str] = frozenset(),
            analysed: Callable[[int], None] | None = None) -> None:
    """Analyse ``batch`` in chunks of ``ANALYSIS_BATCH`` (encoder batches stay small), then write it in one
    ``store.put``: a write has a fixed cost (the lock, ``store.json``, the change log, Chroma's transactions).
    ``analysed(k)`` is told after each chunk how many of the batch are analysed (progress between writes)."""
    _note_same_text(store, [b for b in batch if b[0].case_id not in repairing], report)
    records: list[CaseRecord] = []
    for i in range(0, len(batch), ANALYSIS_BATCH):
        records += _analyse(pipeline, batch[i : i + ANALYSIS_BATCH], report)
        if analysed is not None and len(records) < len(batch):
            analysed(len(records))
    t0 = time.perf_counter()
    store.put(records)
    report.timings["store"] += time.perf_counter() - t0
    for r in records:
        if r.case_id in repairing:
            report.repaired.append(r.case_id)
        else:
            (report.updated if r.case_id in known else report.added).append(r.case_id)
        known[r.case_id] = r.content_hash
        report.units += len(r.units)


def same_text_note(case_id: str, other: str) -> str:
    """What the CLI and the app say of a judgment stored under a second name."""
    return (f"{case_id} has the same text as {other}: both are stored, so search lists the judgment twice "
            f"('lcr delete {case_id}' keeps one)")


def _note_same_text(store: Store, batch: list[tuple[RawCase, str, str]], report: IngestReport) -> None:
    """Record each incoming case whose text is already stored, or comes earlier in this run, under another id
    ("smith.txt" uploaded once more as "Smith v Jones"): search would list the judgment twice."""
    stored = store.ids_with_hashes([digest for _, _, digest in batch])
    for raw, _, digest in batch:
        others = [c for c in (*stored.get(digest, ()), report.first_with_text.get(digest)) if c and c != raw.case_id]
        if others:
            report.same_text.append((raw.case_id, others[0]))
        report.first_with_text.setdefault(digest, raw.case_id)


def _analyse(pipeline: Pipeline, batch: list[tuple[RawCase, str, str]], report: IngestReport) -> list[CaseRecord]:
    """Segment, encode (one encoder call for the batch) and facetize: the records ``store.put`` writes."""
    t0 = time.perf_counter()
    docs = [pipeline.segment(text, already_normalised=True) for _, text, _ in batch]
    t1 = time.perf_counter()
    vectors = pipeline.encoder.encode([t for d in docs for t in d.unit_texts()])
    t2 = time.perf_counter()
    records: list[CaseRecord] = []
    offset = 0
    for (raw, text, digest), doc in zip(batch, docs):
        doc.unit_vectors = vectors[offset : offset + len(doc.units)]
        offset += len(doc.units)
        analysed = pipeline.finish(doc)
        meta = {**raw.metadata, **{k: v for k, v in extract_metadata(text).items() if k not in raw.metadata}}
        meta["source"] = raw.source
        records.append(
            CaseRecord(
                case_id=raw.case_id,
                text=text,
                content_hash=digest,
                facets=analysed.facets,
                units=doc.units,
                doc_vector=analysed.doc_vector,
                facet_vectors=analysed.facet_vectors,
                unit_vectors=doc.unit_vectors,
                metadata=meta,
            )
        )
    t3 = time.perf_counter()
    for key, dt in zip(("segment", "encode", "facetize"), (t1 - t0, t2 - t1, t3 - t2)):
        report.timings[key] += dt
    return records


def refacetize_store(pipeline: Pipeline, store: Store, force: bool = False,
                     progress: ProgressFn | None = None) -> IngestReport:
    """Re-run the pipeline's facetizer over stored cases from their stored unit vectors (no encoding).

    Cases already facetized by this facetizer version are skipped unless ``force``. An incomplete case (units
    or facet vectors missing, e.g. after a crash in an older version) is repaired whole from its stored text
    instead of crashing the run; a case deleted meanwhile is skipped. ``updated`` lists the re-facetized
    cases, ``repaired`` the rebuilt ones.
    """
    from .facets.base import provenance
    from .units import segment

    report = IngestReport()
    broken = set(store.tidy()[1])
    current = provenance(pipeline.facetizer)
    todo = [(cid, meta) for cid, _, meta, _ in store.iter_cases(include_vectors=False)
            if force or cid in broken or meta.get("facetizer") != current]
    for n, (cid, _meta) in enumerate(todo, start=1):
        got = store.get(cid)
        if got is not None:  # else deleted meanwhile
            spans, vectors = ([], None) if cid in broken else store.unit_vectors(cid)
            if cid in broken or len(spans) != int(got[1].get("n_units", -1)):
                repair_cases(pipeline, store, [cid], report)
            else:
                doc = segment(got[0], None, units=spans)
                doc.unit_vectors = vectors
                analysed = pipeline.finish(doc)
                if store.update_facets(cid, analysed.facets, analysed.facet_vectors):
                    report.updated.append(cid)
        _tick(progress, n, len(todo), cid)
    return report
