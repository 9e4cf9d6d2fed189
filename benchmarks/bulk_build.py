"""Bulk builder of synthetic scale stores: the store of record written directly, without the per-judgment pipeline.

Why: building 100k synthetic judgments through ``Engine.ingest_cases`` costs ~0.16 CPU-s each (~4.5 h of one
core): segmenting and facetizing every judgment, which the synthetic corpus makes redundant. A synthetic
judgment is a sequence of real source paragraphs (``synth_corpus``) whose units and unit vectors are already
known, so the builder

1. facetizes each *source* judgment once with the engine's own facetizer (real text, real unit vectors) and
   caches, per source paragraph, the facet spans that fall in it (``CarriedFacets``; the facetizer labels
   sentences and never merges across a paragraph break, so a paragraph's spans are self-contained);
2. gives each synthetic judgment the spans of its source paragraphs, shifted to where they sit in it (header
   lines get none), and pools the doc and facet vectors from its unit vectors exactly as ``Pipeline.finish``
   does;
3. writes ``CaseRecord``s with ``Store.put``, the call ingest makes (same ids, record shapes and metadata), in
   large batches, while worker processes generate the next ones; then builds the derived index through the
   engine (``load_or_build``), as the first search would.

How its facets differ from the facetizer's: a sentence keeps the label it had in its source judgment, where the
facetizer saw that judgment's context (position, neighbours). Run on the synthetic judgment it would see the
stitched context, so labels near block boundaries and position-dependent ones may differ. Stored cases say so:
their facetizer provenance is ``<facetizer>@<version>+carried`` (``lcr refacetize`` would redo them). The
embedding cache is not seeded with the bulk judgments' unit vectors (nothing reads them back: the store holds
them); judgments added later through the engine are seeded as ``bench_scale`` does.

The build is resumable: a batch is committed by ``Store.put`` (case records last), and a rerun skips ids whose
record is stored; the store's own scan (``Store.tidy``) clears orphans of a killed batch and names incomplete
cases, which are rewritten.

    PYTHONPATH=$PWD nice -n 19 python benchmarks/bench_scale.py --bulk --sizes 100000 --build-only
"""

from __future__ import annotations

import gzip
import json
import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.synth_corpus import SourcePool, SynthCorpus, SynthJudgment, read_cached_vectors  # noqa: E402
from lcr_core.encoder import text_key  # noqa: E402
from lcr_core.facets.base import Facetizer, facetize, provenance  # noqa: E402
from lcr_core.metadata import extract_metadata  # noqa: E402
from lcr_core.pipeline import content_hash, pooled_vector  # noqa: E402
from lcr_core.schema import FACETS, Facets  # noqa: E402
from lcr_core.store import CaseRecord, Store  # noqa: E402
from lcr_core.text import Span, normalize, paragraph_spans  # noqa: E402
from lcr_core.units import TokenCounter, segment  # noqa: E402

CARRIED = "+carried"
BATCH = 256  # judgments per Store.put (ingest commits 16)
INDEX_EVERY = 10_000  # judgments per derived-index segment while bulk building


@dataclass
class CarriedFacets:
    """Per source paragraph p, the facet spans inside it, relative to its start: rows ptr[p]:ptr[p+1] of
    (facet index, start, end)."""

    ptr: np.ndarray  # (P + 1,) int64
    facet: np.ndarray  # (S,) int8, index into FACETS
    start: np.ndarray  # (S,) int32
    end: np.ndarray  # (S,) int32
    label: str  # provenance written into stored cases: "<facetizer>@<version>+carried"

    def facets_of(self, j: SynthJudgment) -> Facets:
        """The judgment's facets: each body line gets its source paragraph's spans, shifted; headers none."""
        spans: dict[str, list[Span]] = {f: [] for f in FACETS}
        for line, src in zip(j.line_spans, j.line_sources):
            if src < 0:
                continue
            for r in range(int(self.ptr[src]), int(self.ptr[src + 1])):
                spans[FACETS[self.facet[r]]].append(Span(line.start + int(self.start[r]), line.start + int(self.end[r])))
        return Facets(spans=spans, facetizer=self.label)

    def save(self, path: Path) -> None:
        tmp = path.with_suffix(".tmp.npz")
        np.savez(tmp, ptr=self.ptr, facet=self.facet, start=self.start, end=self.end, label=np.asarray(self.label))
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path) -> CarriedFacets:
        with np.load(path, allow_pickle=False) as z:
            return cls(z["ptr"], z["facet"], z["start"], z["end"], str(z["label"]))


def source_facets(pool: SourcePool, corpora: Iterable[Path], cache_db: Path, model_id: str,
                  count_tokens: TokenCounter, facetizer: Facetizer, log: Callable[[str], None] = print,
                  limit: int | None = None) -> tuple[CarriedFacets, dict]:
    """Facetize every source judgment of ``pool`` once (its real text and real unit vectors) and keep each
    paragraph's spans. The judgments are found exactly as ``build_source_pool`` found them (same order, same
    "all units cached" rule) and checked paragraph by paragraph against the pool."""
    per_para: list[list[tuple[int, int, int]]] = []
    d = 0
    stats = {"judgments": 0, "facetized": 0, "spans": 0, "facetize_s": 0.0}
    for corpus in corpora:
        with gzip.open(corpus, "rt", encoding="utf-8") as fh:
            for n, line in enumerate(fh):
                if limit is not None and n >= limit:
                    break
                stats["judgments"] += 1
                if d == pool.n_docs:
                    break
                text = normalize(json.loads(line).get("text") or "")
                paras = paragraph_spans(text)
                lo, hi = pool.doc_range(d)
                # the pool kept the judgments fully cached *when it was built*; the cache may hold more now, so
                # the next pool judgment is found by its paragraphs (the pool keeps the corpus order)
                if len(paras) != hi - lo or [text[p.start : p.end] for p in paras] != pool.texts[lo:hi]:
                    continue
                doc = segment(text, count_tokens)
                keys = [text_key(t) for t in doc.unit_texts()]
                found = read_cached_vectors(cache_db, model_id, keys)
                if not doc.units or any(k not in found for k in keys):
                    raise RuntimeError(f"source judgment {d}'s unit vectors are no longer all in {cache_db}")
                doc.unit_vectors = np.asarray([found[k] for k in keys], dtype=np.float32)
                t0 = time.perf_counter()
                facets = facetize(facetizer, doc)
                stats["facetize_s"] += time.perf_counter() - t0
                per_para.extend(_spans_by_paragraph(paras, facets))
                d += 1
                stats["facetized"] = d
                if d % 500 == 0:
                    log(f"source facets: {d:,}/{pool.n_docs:,} judgments")
    if d != pool.n_docs:
        raise RuntimeError(f"found {d} source judgments, the pool has {pool.n_docs}: rebuild the pool")
    ptr = np.zeros(len(per_para) + 1, dtype=np.int64)
    ptr[1:] = np.cumsum([len(p) for p in per_para])
    flat = [s for p in per_para for s in p]
    stats["spans"] = len(flat)
    arr = np.asarray(flat, dtype=np.int64).reshape(len(flat), 3)
    return CarriedFacets(ptr, arr[:, 0].astype(np.int8), arr[:, 1].astype(np.int32), arr[:, 2].astype(np.int32),
                         provenance(facetizer) + CARRIED), stats


def _spans_by_paragraph(paras: list[Span], facets: Facets) -> list[list[tuple[int, int, int]]]:
    """Each paragraph's facet spans relative to its start (a span crossing a paragraph break is cut there)."""
    out: list[list[tuple[int, int, int]]] = [[] for _ in paras]
    starts = np.asarray([p.start for p in paras], dtype=np.int64)
    for fi, f in enumerate(FACETS):
        for s in facets.spans.get(f, []):
            k = max(int(np.searchsorted(starts, s.start, side="right")) - 1, 0)
            while k < len(paras) and paras[k].start < s.end:
                a, b = max(s.start, paras[k].start), min(s.end, paras[k].end)
                if b > a:
                    out[k].append((fi, a - paras[k].start, b - paras[k].start))
                k += 1
    for spans in out:
        spans.sort(key=lambda x: (x[1], x[0]))
    return out


def record_of(j: SynthJudgment, carried: CarriedFacets) -> CaseRecord:
    """The record ``ingest._commit`` would write for this judgment if its facetizer returned the carried facets
    (tests/test_bulk_build.py checks that against a real ingest)."""
    text = j.text
    facets = carried.facets_of(j)
    facet_vectors = {}
    for f in FACETS:
        if facets.spans[f]:
            vec = pooled_vector(j.units, j.unit_vectors, facets.spans[f])
            if vec is not None:
                facet_vectors[f] = vec
    meta: dict[str, object] = dict(j.metadata)
    meta.update({k: v for k, v in extract_metadata(text).items() if k not in meta})
    meta["source"] = "synthetic"
    return CaseRecord(case_id=j.case_id, text=text, content_hash=content_hash(text), facets=facets, units=j.units,
                      doc_vector=pooled_vector(j.units, j.unit_vectors, [Span(0, len(text))]),
                      facet_vectors=facet_vectors, unit_vectors=j.unit_vectors, metadata=meta)


# ---- workers: generate records while the main process writes ------------------------------------------------------
_WORKER: dict = {}  # per worker process: its corpus and carried facets (set once by the initializer)


def _init_worker(pool_path: str, carried_path: str, seed: int, sigma: float, max_paragraphs: int) -> None:
    from lcr_core.encoder import Encoder
    from lcr_core.units import wordpiece_counter

    os.environ.setdefault("OMP_NUM_THREADS", "1")
    counter = wordpiece_counter(Encoder().tokenizer_json)
    _WORKER["corpus"] = SynthCorpus(SourcePool.load(Path(pool_path)), counter, seed=seed, sigma=sigma,
                                    max_paragraphs=max_paragraphs)
    _WORKER["carried"] = CarriedFacets.load(Path(carried_path))


def _records(indices: list[int]) -> list[CaseRecord]:
    corpus, carried = _WORKER["corpus"], _WORKER["carried"]
    return [record_of(corpus.judgment(i), carried) for i in indices]


def write_bulk(store: Store, corpus: SynthCorpus, carried: CarriedFacets, n: int, pool_path: Path | None = None,
               carried_path: Path | None = None, workers: int = 1, batch: int = BATCH,
               log: Callable[[str], None] = print, after_commit: Callable[[int], None] | None = None,
               stop_at: float | None = None) -> dict:
    """Write judgments 0..n-1 into ``store`` (skipping those already stored; rewriting incomplete ones).

    ``workers`` > 0 generates records in that many spawned processes (they need ``pool_path`` and
    ``carried_path``); 0 generates them here. ``after_commit(written so far)`` runs after every batch.
    ``stop_at`` (a ``time.time()``): no batch is started after it; the store then holds a prefix of the corpus
    (plus what was already there) and a rerun resumes."""
    t0, c0 = time.perf_counter(), time.process_time()
    orphans, incomplete = store.tidy()  # a killed earlier run: its orphans go, its incomplete cases are redone
    todo: list[int] = [int(cid.rsplit("-", 1)[1]) for cid in incomplete if cid.startswith("synth-")]
    for lo in range(0, n, 2000):
        ids = [f"synth-{i:07d}" for i in range(lo, min(lo + 2000, n))]
        have = store.stored(ids)
        todo += [int(c.rsplit("-", 1)[1]) for c in ids if c not in have]
    todo = sorted(set(todo))
    stats = {"n": n, "already_stored": n - len(todo), "written": 0, "units": 0, "orphans_removed": len(orphans),
             "incomplete_rewritten": len(incomplete), "put_s": 0.0, "put_cpu_s": 0.0, "wait_s": 0.0,
             "batch": batch, "workers": workers}
    log(f"bulk: {len(todo):,} of {n:,} judgments to write ({stats['already_stored']:,} already stored)")
    chunks = [todo[i : i + batch] for i in range(0, len(todo), batch)]
    last_log = time.perf_counter()

    def commit(records: list[CaseRecord]) -> None:
        nonlocal last_log
        p0, pc = time.perf_counter(), time.process_time()
        store.put(records)
        stats["put_s"] += time.perf_counter() - p0
        stats["put_cpu_s"] += time.process_time() - pc
        stats["written"] += len(records)
        stats["units"] += sum(len(r.units) for r in records)
        now = time.perf_counter()
        if now - last_log > 60 or stats["written"] == len(todo):
            rate = stats["written"] / (now - t0)
            left = (len(todo) - stats["written"]) / rate if rate else float("nan")
            log(f"bulk: {stats['written']:,}/{len(todo):,} written ({rate:.1f}/s, ~{left / 60:.0f} min left; "
                f"store.put {stats['put_s']:.0f} s, waiting for workers {stats['wait_s']:.0f} s)")
            last_log = now
        if after_commit is not None:
            after_commit(stats["written"])

    def out_of_time() -> bool:
        if stop_at is not None and time.time() >= stop_at:
            stats["stopped_early"] = True
            log(f"bulk: stopping at the set time with {stats['written']:,} of {len(todo):,} written")
            return True
        return False

    stats["stopped_early"] = False
    if workers <= 0:
        for chunk in chunks:
            if out_of_time():
                break
            commit([record_of(corpus.judgment(i), carried) for i in chunk])
    else:
        ctx = multiprocessing.get_context("spawn")  # the main process holds Chroma's threads: never fork it
        with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker,
                                 initargs=(str(pool_path), str(carried_path), corpus.seed, corpus.sigma,
                                           corpus.max_paragraphs)) as ex:
            pending: deque = deque()
            it = iter(chunks)
            for chunk in it:  # keep a few batches in flight ahead of the writer
                pending.append(ex.submit(_records, chunk))
                if len(pending) >= 2 * workers + 1:
                    break
            while pending:
                if out_of_time():
                    for f in pending:
                        f.cancel()
                    break
                w0 = time.perf_counter()
                records = pending.popleft().result()
                stats["wait_s"] += time.perf_counter() - w0
                nxt = next(it, None)
                if nxt is not None:
                    pending.append(ex.submit(_records, nxt))
                commit(records)
    stats["wall_s"] = time.perf_counter() - t0
    stats["main_cpu_s"] = time.process_time() - c0
    return stats


def carried_facets(pool: SourcePool, facetizer: Facetizer, corpora: list[Path], cache_db: Path, model_id: str,
                   count_tokens: TokenCounter, cache_dir: Path, log: Callable[[str], None] = print
                   ) -> tuple[CarriedFacets, Path]:
    """The source paragraphs' facets for this pool and facetizer, computed once and cached beside the pool."""
    tag = "".join(c if c.isalnum() or c in "-." else "_" for c in provenance(facetizer))
    path = cache_dir / f"source-facets-{pool.fingerprint}-{tag}.npz"
    if path.exists():
        return CarriedFacets.load(path), path
    t0 = time.perf_counter()
    carried, stats = source_facets(pool, corpora, cache_db, model_id, count_tokens, facetizer, log=log)
    log(f"source facets: {stats} in {time.perf_counter() - t0:.0f} s")
    path.parent.mkdir(parents=True, exist_ok=True)
    carried.save(path)
    return carried, path


def build_bulk(folder: Path, corpus: SynthCorpus, n: int, pool_path: Path, corpora: list[Path], source_cache: Path,
               workers: int = 1, batch: int = BATCH, log: Callable[[str], None] = print,
               index_every: int = INDEX_EVERY, stop_at: float | None = None) -> dict:
    """``bench_scale``'s build step, bulk: the store of record written directly, the derived index brought up to
    date every ``index_every`` judgments (one new segment each, merged as the engine merges them: a full build
    at the end would hold every judgment's tokens in memory at once), and once more at the end."""
    from benchmarks.bench_scale import AnalyzerCounter, guard_encoder, make_ready, make_settings, release, rss_mb
    from lcr_core.engine import Engine

    engine = Engine(make_settings(folder))
    guard = guard_encoder(engine)
    carried, carried_path = carried_facets(corpus.pool, engine.facetizer, corpora, source_cache, engine.encoder.id,
                                           corpus.count_tokens, pool_path.parent, log=log)
    log(f"bulk: building n={n:,} in {folder} (facets {carried.label}, {workers} worker(s), batches of {batch})")
    updates = {"at": 0, "s": 0.0, "cpu_s": 0.0, "count": 0}

    def update_index(written: int) -> None:
        if written - updates["at"] >= index_every:
            t, c = time.perf_counter(), time.process_time()
            make_ready(engine)
            updates["s"] += time.perf_counter() - t
            updates["cpu_s"] += time.process_time() - c
            updates["count"] += 1
            updates["at"] = written
            log(f"bulk: index updated at {written:,} written ({time.perf_counter() - t:.0f} s; "
                f"{len(engine.index.segments)} segment(s))")

    stats = write_bulk(engine.store, corpus, carried, n, pool_path, carried_path, workers, batch, log,
                       after_commit=update_index, stop_at=stop_at)
    stats["index_updates"] = updates
    with AnalyzerCounter() as analyzed:
        t1, c1 = time.perf_counter(), time.process_time()
        make_ready(engine)  # the derived index, built from the store of record as the first search would
        t_index, c_index = time.perf_counter() - t1, time.process_time() - c1
    assert guard["model_loads"] == 0
    log(f"bulk: index built in {t_index:.0f} s ({c_index:.0f} CPU-s)")
    out = {"builder": "bulk", "facets": carried.label, **stats, "n": engine.store.count(),
           "units_stored": engine.store.units.count(), "ingest_s": stats["wall_s"], "index_build_s": t_index,
           "index_build_cpu_s": c_index, "index_analyzer_calls": analyzed.calls,
           "judgments_per_s": stats["written"] / stats["wall_s"] if stats["wall_s"] else None,
           "encoder_model_loads": guard["model_loads"], "peak_rss_mb": rss_mb()}
    release(engine)
    log(f"bulk built: {json.dumps(out, default=float)}")
    return out


def facet_agreement(corpus: SynthCorpus, carried: CarriedFacets, facetizer: Facetizer, indices: Iterable[int]) -> dict:
    """How the carried facets compare with the facetizer run on the synthetic judgments themselves: the share of
    body characters given the same label (a facet or none), and each facet's share of characters both ways."""
    labels = ("none", *FACETS)
    same = total = 0
    share = {"carried": dict.fromkeys(labels, 0), "facetizer": dict.fromkeys(labels, 0)}
    confusion = np.zeros((len(labels), len(labels)), dtype=np.int64)  # rows: carried, columns: facetizer
    n = 0
    for i in indices:
        n += 1
        j = corpus.judgment(i)
        doc = segment(j.text, corpus.count_tokens, units=j.units)
        doc.unit_vectors = j.unit_vectors
        maps = []
        for facets in (carried.facets_of(j), facetize(facetizer, doc)):
            m = np.zeros(len(j.text), dtype=np.int8)
            for fi, f in enumerate(FACETS, start=1):
                for s in facets.spans.get(f, []):
                    m[s.start : s.end] = fi
            maps.append(m)
        body = np.zeros(len(j.text), dtype=bool)  # characters of body lines (headers carry nothing)
        for line, src in zip(j.line_spans, j.line_sources):
            if src >= 0:
                body[line.start : line.end] = True
        a, b = maps[0][body], maps[1][body]
        same += int((a == b).sum())
        total += int(body.sum())
        np.add.at(confusion, (a, b), 1)
    for k, lab in enumerate(labels):
        share["carried"][lab] = float(confusion[k].sum() / max(total, 1))
        share["facetizer"][lab] = float(confusion[:, k].sum() / max(total, 1))
    return {"judgments": n, "same_label_share": same / max(total, 1), "label_shares": share,
            "confusion_rows_carried_cols_facetizer": {"labels": labels, "chars": confusion.tolist()}}


if __name__ == "__main__":  # python benchmarks/bulk_build.py --agreement 200 [--start 0]
    import argparse

    ap = argparse.ArgumentParser(description="carried facets vs the facetizer on the same synthetic judgments")
    ap.add_argument("--agreement", type=int, default=200, help="judgments compared")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--json", type=Path, default=None)
    a = ap.parse_args()
    from benchmarks.bench_scale import SCALE_ROOT
    from lcr_core.config import Settings
    from lcr_core.encoder import Encoder
    from lcr_core.engine import _default_facetizer
    from lcr_core.units import wordpiece_counter

    facetizer = _default_facetizer(Settings())
    pool_file = SCALE_ROOT / "source-pool-aila2019+irled2017.npz"
    synth = SynthCorpus(SourcePool.load(pool_file), wordpiece_counter(Encoder().tokenizer_json))
    tag = "".join(c if c.isalnum() or c in "-." else "_" for c in provenance(facetizer))
    got = facet_agreement(synth, CarriedFacets.load(SCALE_ROOT / f"source-facets-{synth.pool.fingerprint}-{tag}.npz"),
                          facetizer, range(a.start, a.start + a.agreement))
    print(json.dumps(got, indent=1))
    if a.json:
        a.json.write_text(json.dumps(got, indent=2))
