"""Time the store's collection counts (the "known whole" check every ingest starts with) twice in a fresh process.

    PYTHONPATH=$PWD python benchmarks/probe_store_counts.py ~/.cache/lcr/scale/embedded-n100000-<key>/store

Why: at 100k judgments the first count after opening the store cost ~27 s and the second ~0.2 s; the first read
of the 2-million-row units collection is Chroma loading it, which every add pays once per process.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from lcr_core.store import Store


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("store", type=Path)
    args = ap.parse_args()
    model_id = json.loads((args.store / "store.json").read_text())["model"]
    t = time.perf_counter()
    store = Store(args.store, model_id, create=False)
    print(f"open: {time.perf_counter() - t:.2f} s")
    for attempt in ("first", "second"):
        t = time.perf_counter()
        counts = store._counts()
        print(f"{attempt} count(): {time.perf_counter() - t:.2f} s {counts}")


if __name__ == "__main__":
    main()
