"""Why the dense list is exact up to 250,000 judgments (``LCR_DENSE_BACKEND=auto``): its cost, and HNSW's drift.

    PYTHONPATH=$PWD python benchmarks/bench_dense_exact.py --sizes 3000 100000 250000 1000000
    PYTHONPATH=$PWD python benchmarks/bench_dense_exact.py --drift    # needs the AILA eval store (lcr eval made it)

``--sizes``: p50 of the exact top-500 (matrix product of random unit vectors + ``retrieve.top_k``) per corpus size,
float32 and float16 (through ``index.SearchIndex.doc_scores``'s blocked cast).
``--drift``: AILA train's typed patterns ranked by the shipped ``fact_pattern`` profile in two fresh processes for
each dense backend; prints how many queries' top 100 differ between the two processes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from lcr_core.retrieve import top_k

ROOT = Path(__file__).resolve().parent.parent


def time_exact(n: int, dtype: type, repeats: int = 20) -> float:
    """Median ms of one exact top-500 over ``n`` random 384-d unit vectors stored as ``dtype``."""
    rng = np.random.default_rng(0)
    vecs = rng.standard_normal((n, 384), dtype=np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    vecs = vecs.astype(dtype)
    q = vecs[5].astype(np.float32)
    block = 16_384
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        if dtype == np.float32:
            scores = vecs @ q
        else:  # as the index casts a float16 index: a block at a time
            scores = np.concatenate([vecs[i:i + block].astype(np.float32) @ q for i in range(0, n, block)])
        top_k(scores, 500)
        times.append(time.perf_counter() - t)
    return float(np.median(times) * 1000)


def rank_once() -> None:
    """In this process: each AILA train typed pattern's top 100 under the shipped profile, as a hash per query."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from dataclasses import replace

    import tune_profiles as T

    from lcr_core.profiles import shipped
    from lcr_core.query_types import detect
    from lcr_core.ranking import rank_query

    profile = replace(shipped()["fact_pattern"], known_item=False)
    data = ROOT.parent / "shared" / "data" / "aila2019"
    engine = T.open_engine(data, None)
    out = {}
    for q in (q for q in T.load_queries(engine, data, "train") if q.kind == "short"):
        rows = rank_query(engine, q.text, profile, detect(q.text)).rows(100)
        out[q.id] = hashlib.sha1(np.asarray(rows, dtype=np.int64).tobytes()).hexdigest()
    print(json.dumps(out))


def drift() -> None:
    for backend in ("chroma", "exact"):
        runs = []
        for _ in range(2):
            env = {**os.environ, "LCR_DENSE_BACKEND": backend, "PYTHONPATH": str(ROOT)}
            got = subprocess.run([sys.executable, __file__, "--rank-once"], env=env, capture_output=True, text=True,
                                 check=True)
            runs.append(json.loads(got.stdout.strip().splitlines()[-1]))
        differ = sum(runs[0][q] != runs[1][q] for q in runs[0])
        print(f"{backend}: {differ} of {len(runs[0])} queries' top 100 differ between two processes")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="*", default=[])
    ap.add_argument("--drift", action="store_true")
    ap.add_argument("--rank-once", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.rank_once:
        rank_once()
        return
    for n in args.sizes:
        print(f"{n:>9,} judgments: exact top-500 p50 {time_exact(n, np.float32):.1f} ms (float32), "
              f"{time_exact(n, np.float16):.1f} ms (float16)")
    if args.drift:
        drift()


if __name__ == "__main__":
    main()
