"""Optional index parts derived from the stored texts (word pairs, statute sets), kept on disk between processes.

A profile with phrases (lever 8) or inferred statutes (lever 9) needs counts that the segments do not hold; they
are read from every stored text (9-15 s on AILA's 2,914 judgments). Built once per index snapshot, they are saved
under ``STORE/index/parts/`` keyed by what they were built from (the store generation, the live ids in row
order, the analyzer and the part's format), so a restarted app or a second process loads them in well under a
second instead of re-reading the corpus. A file that is missing, stale or unreadable is simply rebuilt; an older
snapshot's file is removed when a newer one is saved, and the whole folder goes with the index's garbage whenever
the index itself is saved anew, so a part of an older snapshot is never reused. (Per-segment parts, which an
incremental ingest would extend instead of rebuilding, are not built: this is for corpora of thousands of judgments.)
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import scipy.sparse as sp

log = logging.getLogger(__name__)
PARTS_DIR = "parts"
P = TypeVar("P")


def part_key(name: str, fmt: int, generation: str, ids: Sequence[str], analyzer: str) -> str:
    """What a part was built from, hashed: any change of texts (generation), rows, analyzer or format differs."""
    h = hashlib.sha1(f"{name}\0{fmt}\0{generation}\0{analyzer}\0".encode())
    for cid in ids:
        h.update(cid.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()[:20]


def load_or_build(folder: Path, name: str, key: str, build: Callable[[], P],
                  from_arrays: Callable[[dict[str, np.ndarray]], P], save: bool = True) -> P:
    """The part saved under ``folder`` for ``key``, else ``build()``, saved there for the next process when ``save``
    (a caller whose snapshot the store has already moved past builds from newer texts than its key says)."""
    path = folder / f"{name}-{key}.npz"
    if path.exists():
        try:
            with np.load(path, allow_pickle=False) as data:
                return from_arrays({k: data[k] for k in data.files})
        except Exception as exc:  # a truncated or foreign file: rebuild it, never fail the search over a cache
            log.warning("could not read the saved %s part %s (%s); rebuilding it", name, path.name, exc)
    part = build()
    if save:
        _save(folder, name, path, part)
    return part


def _save(folder: Path, name: str, path: Path, part: Any) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp.npz")
        np.savez(tmp, **part.to_arrays())
        os.replace(tmp, path)  # readers see the old state or the whole new file, never half of it
        for old in folder.glob(f"{name}-*.npz"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError as exc:  # a read-only store still searches; the part is rebuilt in the next process
        log.warning("could not save the %s part under %s (%s)", name, folder, exc)


def csr_arrays(prefix: str, m: sp.csr_matrix) -> dict[str, np.ndarray]:
    """A CSR matrix as plain arrays (``np.savez`` without pickles)."""
    return {f"{prefix}_data": m.data, f"{prefix}_indices": m.indices, f"{prefix}_indptr": m.indptr,
            f"{prefix}_shape": np.asarray(m.shape, dtype=np.int64)}


def csr_from(prefix: str, a: dict[str, np.ndarray]) -> sp.csr_matrix:
    shape = tuple(int(x) for x in a[f"{prefix}_shape"])
    return sp.csr_matrix((a[f"{prefix}_data"], a[f"{prefix}_indices"], a[f"{prefix}_indptr"]), shape=shape)


def terms_array(terms: Sequence[str]) -> np.ndarray:
    """Terms as a unicode array (an empty list still saves)."""
    return np.asarray(list(terms), dtype=str) if len(terms) else np.zeros(0, dtype="<U1")
