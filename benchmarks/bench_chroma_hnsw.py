"""CPU to write unit vectors into a Chroma collection, with the store's searched-collection graph vs the
smallest graph it now gives units and facet vectors (``store.PARTS_HNSW``).

    python benchmarks/bench_chroma_hnsw.py [--units 20000] [--batch 1000]

Adding 1,000 judgments writes ~20,000 units (about 20 per judgment in the synthetic corpora), so the default
size is one such add. Vectors are random unit vectors: graph building does not depend on their meaning.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np


def run(path: Path, config: dict, vectors: np.ndarray, batch: int) -> tuple[float, float]:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    client = chromadb.PersistentClient(path=str(path), settings=ChromaSettings(anonymized_telemetry=False))
    col = client.get_or_create_collection("lcr-units", embedding_function=None, configuration=config)
    cpu, wall = time.process_time(), time.perf_counter()
    for i in range(0, len(vectors), batch):
        ids = range(i, min(i + batch, len(vectors)))
        col.add(ids=[f"c{j // 20}::u{j % 20}" for j in ids], embeddings=vectors[i : i + batch],
                metadatas=[{"case_id": f"c{j // 20}", "i": j % 20, "start": 0, "end": 1} for j in ids])
    return time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    from lcr_core.store import PARTS_HNSW

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--units", type=int, default=20000)
    ap.add_argument("--batch", type=int, default=1000)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(args.units, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    searched = {"hnsw": {"space": "cosine", "ef_search": 600, "ef_construction": 200}}
    with tempfile.TemporaryDirectory() as tmp:
        for name, config in (("searched-collection graph (cases; units before)", searched),
                             ("smallest graph (units, facets now)", PARTS_HNSW)):
            cpu, wall = run(Path(tmp) / name.split()[0], config, vectors, args.batch)
            print(f"{name:50s} {args.units} units: {cpu:6.1f} CPU-s, {wall:6.1f} s wall "
                  f"({cpu / args.units * 1000:.2f} CPU-ms per unit)")


if __name__ == "__main__":
    main()
