"""The demo corpus that ships with the product: a few hundred AILA 2019 judgments (CC BY 4.0).

Its unit vectors ship too (float16, keyed by unit-text hash), so a fresh machine indexes the demo in seconds
instead of the ~10 minutes the encoder would need on two cores. Vectors missing from the file (e.g. after a
chunking change) are simply encoded.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from .encoder import EmbeddingCache

DEMO_DIR = Path(__file__).with_name("data") / "demo"
DEMO_CASES = DEMO_DIR / "aila2019_demo.jsonl.gz"
DEMO_VECTORS = DEMO_DIR / "aila2019_demo_units.npz"
DEMO_QUERIES = DEMO_DIR / "example_queries.json"


def seed_cache(cache: EmbeddingCache, model_id: str, vectors: Path = DEMO_VECTORS) -> int:
    """Load the shipped unit vectors into the embedding cache; returns how many were added."""
    if not vectors.exists():
        return 0
    with np.load(vectors, allow_pickle=False) as z:
        if str(z["model"]) != model_id:
            return 0
        keys, vecs = z["keys"], z["vectors"].astype(np.float32)
    vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
    present = cache.get_many(model_id, [k.tobytes() for k in keys])
    todo = {k.tobytes(): v for k, v in zip(keys, vecs) if k.tobytes() not in present}
    if todo:
        cache.put_many(model_id, todo)
    return len(todo)


def write_vectors(path: Path, model_id: str, keys: list[bytes], vectors: np.ndarray) -> None:
    """Store unit vectors as float16 with their 16-byte text keys (sorted, so the file is reproducible)."""
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    key_arr = np.frombuffer(b"".join(keys[i] for i in order), dtype="V16")
    np.savez_compressed(path, model=np.asarray(model_id), keys=key_arr,
                        vectors=np.asarray(vectors, dtype=np.float16)[order])
