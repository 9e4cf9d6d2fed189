"""Index update after a write against a full rebuild, on a copy of a real store (no encoding, no facetizing).

    python benchmarks/bench_index_update.py --store ~/.cache/lcr/eval/aila2019-<key> [--work /tmp/lcr-bench] \
        [--add 100] [--delete 100]

Copies the store of record (Chroma + store.json) to ``--work``, takes ``--add`` cases out, builds and saves the
index from scratch (what every change cost before segments), puts those cases back through ``Store.put`` with
their stored units, facets and vectors (exactly what an ingest writes), and times the index update; then
deletes ``--delete`` other cases and times that update; then ``compact``. Checks the updated index ranks like a
full rebuild. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import shutil
import time
from pathlib import Path

import numpy as np

from lcr_core.index import SearchIndex, compact, load_or_build
from lcr_core.lexical import Analyzer
from lcr_core.schema import Facets
from lcr_core.store import CaseRecord, Store

K1, B = 1.2, 0.75


def timed(fn):
    t0 = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t0


def records(store: Store, ids: list[str]) -> list[CaseRecord]:
    facet_vectors = store.facet_vectors(ids)
    out = []
    for cid, text, meta, vec in store.get_cases(ids):
        spans, unit_vecs = store.unit_vectors(cid)
        derived = {"content_hash", "facetizer", "facets", "n_units", "n_facets"}
        out.append(CaseRecord(cid, text, meta["content_hash"], Facets.from_json(json.loads(meta["facets"])), spans,
                              vec, facet_vectors.get(cid, {}), unit_vecs,
                              {k: v for k, v in meta.items() if k not in derived}))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--work", type=Path, default=Path("/tmp/lcr-bench-index-update"))
    ap.add_argument("--add", type=int, default=100)
    ap.add_argument("--delete", type=int, default=100)
    args = ap.parse_args()
    src = args.store.expanduser()
    shutil.rmtree(args.work, ignore_errors=True)
    args.work.mkdir(parents=True)
    shutil.copytree(src / "chroma", args.work / "chroma")
    shutil.copy(src / "store.json", args.work / "store.json")
    model = json.loads((src / "store.json").read_text())["model"]
    store, analyzer = Store(args.work, model, create=False), Analyzer()
    ids = store.ids()
    rng = np.random.default_rng(0)
    picked = [ids[i] for i in rng.choice(len(ids), size=args.add + args.delete, replace=False)]
    added, deleted = picked[: args.add], picked[args.add :]
    held = records(store, added)
    store.delete(added)
    rows: list[tuple[str, float]] = []

    full, t = timed(lambda: SearchIndex.build(store, analyzer, K1, B))
    rows.append((f"full rebuild of {full.size:,} cases (read + tokenise everything)", t))
    _, t = timed(lambda: full.save(args.work / "index"))
    rows.append(("  + saving it", t))
    _, t = timed(lambda: load_or_build(store, analyzer, K1, B))
    rows.append(("open the saved index (a new process: memory-map, statistics)", t))

    index = load_or_build(store, analyzer, K1, B)
    store.put(held)
    index, t = timed(lambda: load_or_build(store, analyzer, K1, B, previous=index))
    rows.append((f"update after adding {len(held)} cases (saved, {len(index.segments)} segments)", t))
    store.delete(deleted)
    index, t = timed(lambda: load_or_build(store, analyzer, K1, B, previous=index))
    rows.append((f"update after deleting {len(deleted)} cases (tombstones)", t))

    rebuilt = SearchIndex.build(store, analyzer, K1, B)
    q = analyzer(store.get_cases([index.ids[7]])[0][1][:5000])
    a = dict(zip(index.ids, index.bm25_whole.scores(q)))
    b = dict(zip(rebuilt.ids, rebuilt.bm25_whole.scores(q)))
    assert a.keys() == b.keys()
    diff = max(abs(a[k] - b[k]) for k in a)
    one, t = timed(lambda: compact(store, analyzer, K1, B))
    rows.append((f"lcr compact ({len(index.segments)} segments -> {len(one.segments)})", t))

    print(f"## Index update vs full rebuild: {src.name}, {full.size + len(held):,} cases\n")
    print("| step | seconds |\n|---|---:|")
    for what, secs in rows:
        print(f"| {what} | {secs:.2f} |")
    print(f"\nmax |BM25 updated - BM25 rebuilt| over {len(a):,} cases: {diff:.2e}")


if __name__ == "__main__":
    main()
