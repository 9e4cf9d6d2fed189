"""Ingest over a Ray cluster: encoder actors do the encoding, the driver does everything else.

Why this split: encoding is ~95% of an ingest's time with an empty cache, while segmenting, facetizing and
writing the store are cheap and must stay serial (one writer holds the store's lock, and a batch is committed
before the next so a crash loses at most one batch). So the driver runs the ordinary ``ingest`` unchanged and
only the encoder is swapped: ``RayEncoder`` looks texts up in the embedding cache, sends the misses in chunks
to a pool of actors (each loads the model once, on its own node, with its own device and ONNX export), and
writes the returned vectors to the cache itself.

The embedding cache is therefore written by one process, the driver: actors on other machines cannot reach
a SQLite file on the driver's disk (and SQLite must not be shared over a network file system), and a single
writer needs no locking protocol. Several *local* processes (two ``lcr ingest`` runs, the app and the CLI)
may still share the file at once: it is in WAL mode with a 60 s busy timeout (``sqlite_file.SQLiteFile``).

Local Ray (tests, one machine): ``ray.init(num_cpus=N)`` is started here and stopped afterwards. A real
cluster: ``LCR_RAY_ADDRESS=ray://head:10001`` (or ``auto`` on a cluster node); every node needs ``lcr``
installed (the same requirements.txt), since actors import ``lcr_core``.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from .encoder import EMBEDDING_DIM, Encoder

log = logging.getLogger(__name__)


class RayUnavailable(RuntimeError):
    """Ray is not installed or the cluster cannot be reached: nothing was ingested."""


class EncoderWorker:
    """One Ray actor: an ``Encoder`` without a cache (the driver owns the cache), loaded once."""

    def __init__(self, model_path: str, dtype: str, device: str, backend: str, onnx_dir: str, threads: int,
                 batch_size: int) -> None:
        self.encoder = Encoder(Path(model_path), dtype=dtype, device=device, backend=backend,
                               onnx_dir=Path(onnx_dir), threads=threads, batch_size=batch_size, cache=None)
        self.encoder.load()

    def describe(self) -> tuple[str, str | None]:
        """(cache key, what runs): the driver refuses actors whose vectors would go under another key."""
        return self.encoder.id, self.encoder.backend_used

    def encode(self, texts: list[str]) -> np.ndarray:
        return self.encoder.encode(texts)


class RayEncoder(Encoder):
    """The driver's encoder: same id, cache and interface as ``local``; misses go to ``actors``."""

    def __init__(self, local: Encoder, actors: list, chunk: int = 32) -> None:
        super().__init__(local.model_path, dtype=local.dtype, batch_size=local.batch_size, cache=local.cache,
                         threads=local.threads, device=local.device, backend=local.backend,
                         onnx_dir=local.onnx_dir)
        self.actors = actors
        self.chunk = max(1, chunk)
        ids = _get([a.describe.remote() for a in actors])
        wrong = {key for key, _ in ids if key != self.id}
        if wrong:
            raise RuntimeError(f"Ray encoder actors produce {sorted(wrong)} vectors, the driver expects {self.id}")
        self.backend_used = "ray[" + ", ".join(sorted({str(b) for _, b in ids})) + f"] x{len(actors)}"

    def _encode_uncached(self, texts: list[str], show_progress: bool = False) -> np.ndarray:
        """Chunks spread over the actors (as each frees up), results back in input order."""
        from ray.util import ActorPool

        if not texts:
            return np.zeros((0, EMBEDDING_DIM), dtype=np.float32)
        chunks = [texts[i : i + self.chunk] for i in range(0, len(texts), self.chunk)]
        pool = ActorPool(self.actors)
        parts = list(pool.map(lambda actor, part: actor.encode.remote(part), chunks))
        return np.concatenate(parts).astype(np.float32, copy=False)


def start_encoders(local: Encoder, workers: int | None = None, cpus_per_worker: int = 1,
                   chunk: int = 32) -> RayEncoder:
    """Start ``workers`` encoder actors (default: as many as the cluster's CPUs allow) on a running Ray."""
    import ray

    if workers is None:
        workers = max(1, int(ray.cluster_resources().get("CPU", 1) // cpus_per_worker))
    actor_cls = ray.remote(num_cpus=cpus_per_worker)(EncoderWorker)
    actors = [actor_cls.remote(str(local.model_path), local.dtype, local.device, local.backend,
                               str(local.onnx_dir), cpus_per_worker, local.batch_size) for _ in range(workers)]
    return RayEncoder(local, actors, chunk=chunk)


@contextlib.contextmanager
def ray_encoding(pipeline, address: str | None = None, workers: int | None = None, num_cpus: int | None = None,
                 cpus_per_worker: int = 1, chunk: int = 32) -> Iterator[RayEncoder]:
    """Within the block, ``pipeline`` encodes through Ray actors; Ray is started here if it is not running.

    ``address`` empty/None starts a local Ray with ``num_cpus`` (default: all cores); anything else joins that
    cluster. Ray started here is shut down on exit, a Ray the caller started is left running.
    """
    try:
        import ray
    except ImportError as exc:
        raise RayUnavailable("Ray ingest needs the `ray` package: pip install 'ray==2.60.0'") from exc
    started = False
    if not ray.is_initialized():
        kwargs: dict = {"include_dashboard": False, "log_to_driver": False, "configure_logging": False}
        try:
            if address:
                ray.init(address=address, **kwargs)
            else:
                # local workers import lcr_core from wherever this process does (a checkout on PYTHONPATH too)
                root = str(Path(__file__).resolve().parents[1])
                path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
                ray.init(num_cpus=num_cpus, runtime_env={"env_vars": {"PYTHONPATH": path}}, **kwargs)
        except Exception as exc:  # ConnectionError, a timeout, a bad address: all mean "no cluster"
            where = f"the Ray cluster at {address}" if address else "a local Ray"
            raise RayUnavailable(f"could not start {where}: {str(exc).splitlines()[0][:200]}") from exc
        started = True
    previous = pipeline.encoder
    encoder = None
    try:
        encoder = start_encoders(previous, workers, cpus_per_worker, chunk)
        log.info("encoding with %s", encoder.backend_used)
        pipeline.encoder = encoder
        yield encoder
    finally:
        pipeline.encoder = previous
        for actor in encoder.actors if encoder else []:
            with contextlib.suppress(Exception):
                ray.kill(actor)
        if started:
            ray.shutdown()


def _get(refs):
    import ray

    return ray.get(refs)
