"""Time every collection call of ``Store.put`` on a (large) store: 8 puts of 128 synthetic cases, then their delete.

    PYTHONPATH=$PWD python benchmarks/probe_store_parts.py ~/.cache/lcr/scale/embedded-n100000-<key>/store

Why: at 100k judgments the add's store phase and its start-up check were dominated by the units collection
(first touch in a process 18-37 s, then ~1.4 ms per unit vector) while the parts were kept in Chroma; this shows
where a put's time goes, per collection and call, and leaves the store as it found it (the cases are deleted).
"""

from __future__ import annotations

import argparse
import collections
import json
import time
from pathlib import Path

import numpy as np

from lcr_core.schema import FACETS, Facets
from lcr_core.store import CaseRecord, Store
from lcr_core.text import Span


def _record(rng: np.random.Generator, i: int, n_units: int = 20) -> CaseRecord:
    units = [Span(k * 1000, k * 1000 + 999) for k in range(n_units)]
    vecs = rng.standard_normal((n_units, 384)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    return CaseRecord(f"probe-{i}", ("word " * 4000).strip(), f"probe-{i}",
                      Facets({f: [units[j]] for j, f in enumerate(FACETS)}, "probe"), units, vecs[0],
                      {f: vecs[j] for j, f in enumerate(FACETS)}, vecs, {"title": f"probe {i}"})


def _timed(store: Store, acc: dict, calls: collections.Counter) -> None:
    """Wrap each collection's calls with a timer (on the instance: the store calls them through its attributes)."""
    for name in ("units", "facets", "cases"):
        col = getattr(store, name)
        for meth in ("upsert", "get", "delete", "count"):
            real = getattr(col, meth)

            def call(*a, _real=real, _key=f"{name}.{meth}", **k):
                t = time.perf_counter()
                try:
                    return _real(*a, **k)
                finally:
                    acc[_key] += time.perf_counter() - t
                    calls[_key] += 1
            setattr(col, meth, call)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("store", type=Path)
    ap.add_argument("--puts", type=int, default=8)
    args = ap.parse_args()
    model_id = json.loads((args.store / "store.json").read_text())["model"]
    t = time.perf_counter()
    store = Store(args.store, model_id, create=False)
    print(f"open: {time.perf_counter() - t:.2f} s ({type(store.units).__name__} holds the units)")
    acc: dict[str, float] = collections.defaultdict(float)
    calls: collections.Counter = collections.Counter()
    _timed(store, acc, calls)
    rng = np.random.default_rng(0)
    ids: list[str] = []
    t_all = time.perf_counter()
    for b in range(args.puts):
        records = [_record(rng, b * 128 + k) for k in range(128)]
        ids += [r.case_id for r in records]
        t = time.perf_counter()
        store.put(records)
        print(f"put {b} (128 cases, 2,560 units): {time.perf_counter() - t:.2f} s", flush=True)
    print(f"all puts: {time.perf_counter() - t_all:.1f} s; by call (s / calls): "
          + ", ".join(f"{k} {v:.1f}/{calls[k]}" for k, v in sorted(acc.items())))
    acc.clear()
    calls.clear()
    t = time.perf_counter()
    store.delete(ids)
    print(f"delete {len(ids)}: {time.perf_counter() - t:.1f} s; by call: "
          + ", ".join(f"{k} {v:.1f}/{calls[k]}" for k, v in sorted(acc.items())))


if __name__ == "__main__":
    main()
