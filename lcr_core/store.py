"""The store of record: the one module that talks to Chroma.

Chroma holds ``cases`` (whole-document vector, normalised text, metadata, facet spans), with embeddings passed
explicitly (Chroma's default embedding function would try to download a model). A case's parts, ``facets``
(one vector per non-empty facet) and ``units`` (one vector per encoding unit, so re-facetizing never
re-encodes), are read by id or case and never searched, so an embedded store keeps them in ``parts.sqlite3``
(``parts.PartsTable``; a store on a Chroma server keeps them there). A case's record in ``cases`` is written
last and acts as its commit marker.

Several processes may share a store (the app and a CLI ingest). Every write runs under one inter-process write
lock (``write.lock``, ``filelock``), so a writer never sees another's half-written batch; the change generation
in ``store.json`` is bumped *after* each write, so an index rebuilt while a write was in flight is always
stamped with a generation that is already stale.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .encoder import EMBEDDING_DIM
from .parts import PARTS_FILE, PartsTable, open_parts_file
from .schema import FACETS, Facets
from .text import Span
from .urls import shown_url

log = logging.getLogger(__name__)

STORE_FORMAT = 2  # 2: units and facet vectors in parts.sqlite3 (embedded stores), not in Chroma
_MOVE_PAGE = 5000
_GET_PAGE = 2000
CHANGES_FILE = "changes.jsonl"
_CHANGES_MAX_BYTES = 4 << 20  # the change log is halved past this; an index older than what is kept is rebuilt


class StoreError(RuntimeError):
    """A store that cannot be used as asked (missing, built with another model, unreadable)."""


class StoreBusy(StoreError):
    """Another process held the store's write lock for longer than the configured timeout."""


@dataclass(frozen=True)
class CaseHealth:
    """What the store holds for one case, against what its record says it should hold."""

    case_id: str
    units: int
    expected_units: int
    facets: int
    expected_facets: int | None  # None: an older record that does not say

    @property
    def complete(self) -> bool:
        if self.units != self.expected_units:
            return False
        if self.expected_facets is not None:
            return self.facets == self.expected_facets
        return self.facets > 0 or self.expected_units == 0


@dataclass(slots=True)
class CaseRecord:
    """Everything the store keeps about one case."""

    case_id: str
    text: str
    content_hash: str
    facets: Facets
    units: list[Span]
    doc_vector: np.ndarray
    facet_vectors: dict[str, np.ndarray]
    unit_vectors: np.ndarray
    metadata: dict[str, Any] = field(default_factory=dict)


class Store:
    """A folder holding a Chroma database plus ``store.json`` (model id, format, change generation)."""

    def __init__(self, path: Path, model_id: str, ef_search: int = 600, create: bool = True,
                 lock_timeout: float | None = None, url: str = "") -> None:
        self.path = Path(path)
        self.url = url  # a Chroma server (``chroma run``) holds the collections; path keeps the manifest and lock
        self.manifest_path = self.path / "store.json"
        self.model_id = model_id
        self.lock_timeout = lock_timeout
        self._write_lock = None
        if not self.manifest_path.exists():
            if not create:
                raise StoreError(f"no lcr store at {self.path}; run `lcr ingest` first")
            self.path.mkdir(parents=True, exist_ok=True)
            self._write_manifest({"format": STORE_FORMAT, "model": model_id, "generation": _new_generation()})
        elif not create and not url and not (self.path / "chroma" / "chroma.sqlite3").exists():
            raise StoreError(
                f"the store at {self.path} has lost its Chroma database (the chroma folder is missing); "
                "re-ingest your judgments with `lcr ingest` to rebuild it"
            )
        manifest = self.manifest()
        if isinstance(manifest.get("format"), int) and manifest["format"] > STORE_FORMAT:
            raise StoreError(
                f"the store at {self.path} was written by a newer lcr (store format {manifest['format']}; this "
                f"lcr reads up to {STORE_FORMAT}); upgrade lcr, or use another --store"
            )
        if manifest.get("model") != model_id:
            raise StoreError(
                f"the store at {self.path} was built with model {manifest.get('model')!r}, not {model_id!r}; "
                "use another --store or rebuild it"
            )
        os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        try:
            self._client = _server_client(url) if url else chromadb.PersistentClient(
                path=str(self.path / "chroma"), settings=ChromaSettings(anonymized_telemetry=False)
            )
            config = {"hnsw": {"space": "cosine", "ef_search": ef_search, "ef_construction": 200}}
            self.cases = self._collection("lcr-cases", config)
            if url:  # a server-held store keeps its parts on the server, beside the cases
                self.facets = self._collection("lcr-facets", PARTS_HNSW)
                self.units = self._collection("lcr-units", PARTS_HNSW)
            else:
                had_parts = (self.path / PARTS_FILE).exists()
                parts = open_parts_file(self.path)
                self.facets, self.units = PartsTable(parts, "facets"), PartsTable(parts, "units")
                if not self._move_parts_out_of_chroma() and (not had_parts or parts.replaced) and self.cases.count():
                    self._parts_lost()
        except StoreError:
            raise
        except Exception as exc:  # chromadb raises many types for a damaged database
            raise StoreError(f"the Chroma database at {self.path / 'chroma'} cannot be opened: {exc}") from exc

    def _collection(self, name: str, config: dict):
        return self._client.get_or_create_collection(
            name, embedding_function=None, configuration=config, metadata={"lcr_format": STORE_FORMAT}
        )

    def _parts_lost(self) -> None:
        """Cases are stored but their parts file is gone or was replaced (damaged): say so and what repairs it,
        and let the next ingest or refacetize rewrite the parts."""
        log.warning("the store at %s has lost %s (its cases' unit and facet vectors): searches rank without them "
                    "until `lcr refacetize` (or the next `lcr ingest`) rewrites them from the stored texts",
                    self.path, PARTS_FILE)
        with self.write_lock():
            m = self.manifest()
            if m.pop("whole", None) is not None:
                self._write_manifest(m)

    def _move_parts_out_of_chroma(self) -> bool:
        """Copy the units and facet vectors an older store kept in Chroma into the parts file, then drop those
        collections (once per store, under the write lock; a copy killed half way is redone, ids replace).
        Returns whether there was anything to move. It runs in whichever process opens the store first (the
        app too), holding the write lock: minutes for a store of millions of units (751 s at 2 M)."""
        if not _chroma_parts(self._client):
            if self.manifest().get("format", STORE_FORMAT) < STORE_FORMAT:  # killed after the last drop
                with self.write_lock():
                    m = self.manifest()
                    m["format"] = STORE_FORMAT
                    self._write_manifest(m)
            return False
        with self.write_lock():
            for name in _chroma_parts(self._client):  # again under the lock: another process may have done it
                old = self._client.get_collection(name, embedding_function=None)
                table = self.units if name == "lcr-units" else self.facets
                total = old.count()
                log.warning("moving %d %s of the store at %s out of Chroma into %s (once; large stores take "
                            "minutes)", total, name.removeprefix("lcr-"), self.path, PARTS_FILE)
                copied: set[str] = set()
                for offset in range(0, total, _MOVE_PAGE):
                    got = old.get(limit=_MOVE_PAGE, offset=offset, include=["embeddings", "metadatas"])
                    if got["ids"]:
                        table.upsert(ids=got["ids"], embeddings=got["embeddings"], metadatas=got["metadatas"])
                        copied.update(got["ids"])
                if len(copied) < total:
                    raise StoreError(f"moving {name} of the store at {self.path} copied {len(copied)} of "
                                     f"{total} rows; nothing was dropped, open the store again to retry")
                self._client.delete_collection(name)
            m = self.manifest()
            m["format"] = STORE_FORMAT
            self._write_manifest(m)
        return True

    # ---- manifest -------------------------------------------------------------------------------------------
    def manifest(self) -> dict[str, Any]:
        """``store.json``; a damaged one (garbage, truncated, not UTF-8) is moved aside and reconstructed.

        Nothing in it is irreplaceable: the format and model are what this process opened the store with, and
        a fresh generation makes every derived index stale, so it is rebuilt from the store of record.
        """
        try:
            data = json.loads(self.manifest_path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("generation") and data.get("model"):
                return data
            problem = "it lacks the model or generation"
        except FileNotFoundError:
            raise StoreError(f"no lcr store at {self.path} (store.json is missing)") from None
        except (OSError, ValueError) as exc:  # ValueError covers JSON and UTF-8 decoding errors
            problem = str(exc).splitlines()[0][:120]
        aside = _move_aside(self.manifest_path)
        log.warning("%s was damaged (%s); moved it to %s and rebuilt it for model %s",
                    self.manifest_path, problem, aside.name, self.model_id)
        data = {"format": STORE_FORMAT, "model": self.model_id, "generation": _new_generation()}
        self._log_change("", None, trim=False)  # history unknown: derived indexes rebuild (no lock: never trim)
        self._write_manifest(data)
        return data

    def _write_manifest(self, data: dict[str, Any]) -> None:
        """Atomic replace through a uniquely named temporary file (two processes never share one)."""
        fd, tmp = tempfile.mkstemp(prefix=".store-", suffix=".json.tmp", dir=self.path)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(json.dumps(data, indent=2))
            os.replace(tmp, self.manifest_path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise

    @property
    def generation(self) -> str:
        """Changes after every write commits, so an index built from an older generation is known stale."""
        return str(self.manifest()["generation"])

    def index_may_be_saved(self, generation: str) -> bool:
        """May an index built from the store as of ``generation`` be saved as current?

        Only if ``generation`` is still current and no write is in flight. A write marks ``store.json``
        (``writing``) before it starts and moves the generation once it has committed; a marker left by a
        writer that died (kill -9) is cleared here when the write lock turns out to be free.
        """
        m = self.manifest()
        if str(m["generation"]) != generation:
            return False
        if "writing" not in m:
            return True
        self.recover_abandoned_write()
        return False

    def recover_abandoned_write(self) -> bool:
        """Clear the marker of a write whose process died (the lock is free), moving the generation."""
        from filelock import Timeout

        if self._write_lock is not None and self._write_lock.is_locked:
            return False  # this thread is the writer
        try:
            with self.write_lock(timeout=0):
                if "writing" in self.manifest():
                    log.info("a write to %s was interrupted; its store generation is retired", self.path)
                    self._end_write()
                    return True
        except (Timeout, StoreBusy):
            pass
        return False

    @contextlib.contextmanager
    def _writing(self, ids: Iterable[str] | None = None, track: bool = True) -> Iterator[bool]:
        """The write lock plus the ``writing`` marker; the generation moves when the write has committed.

        The ids the write may change (None: any) go to the change log first, so a derived index re-reads just
        those cases, even if this write dies half way. Yields whether the store was known whole before the
        write (``_known_whole``); it stays known whole only if this write then completes without an error.
        ``track=False`` (many one-case writes, e.g. re-facetizing) skips the counts and forgets the mark."""
        with self.write_lock():
            m = self.manifest()
            whole = track and self._known_whole(m)
            self._log_change(str(m["generation"]), None if ids is None else sorted(set(ids)))
            m["writing"] = os.getpid()
            m["generation"] = _new_generation()
            self._write_manifest(m)
            completed = False
            try:
                yield whole
                completed = True
            finally:  # a failed write may have changed data too: the generation moves either way
                self._end_write(whole=whole and completed)

    # ---- known whole: what lets a write skip the full scans ------------------------------------------------
    def _counts(self) -> dict[str, int]:
        return {"cases": self.cases.count(), "units": self.units.count(), "facets": self.facets.count()}

    def _known_whole(self, m: dict[str, Any]) -> bool:
        """Is the store known to hold no orphans and no incomplete case, without scanning it?

        Yes when the last full scan (``tidy``) found it whole and every write since completed through this
        code: ``store.json`` then carries ``whole`` = the current generation and the three collections' counts.
        A write that failed or died, an older lcr (it moves the generation without renewing ``whole``), a
        reconstructed ``store.json`` or a count that moved outside these writes (another tool touching
        Chroma) all mean "not known": the next ingest scans every case's metadata, as before. The scan is
        O(units) (47 s at 10,000 judgments here); this check is three ``count()`` calls.
        """
        mark = m.get("whole")
        if not isinstance(mark, dict) or "writing" in m or mark.get("generation") != m.get("generation"):
            return False
        return {k: mark.get(k) for k in ("cases", "units", "facets")} == self._counts()

    # ---- the change log ---------------------------------------------------------------------------------------
    def _log_change(self, after: str, ids: list[str] | None, trim: bool = True) -> None:
        """Append one line: the cases a write starting from generation ``after`` may change (None: any).
        Trimming rewrites the file, so only a holder of the write lock may trim."""
        path = self.path / CHANGES_FILE
        line = json.dumps({"after": after, "ids": ids}) + "\n"
        if trim and path.exists() and path.stat().st_size > _CHANGES_MAX_BYTES:
            kept = path.read_bytes().splitlines(keepends=True)
            fd, tmp = tempfile.mkstemp(prefix=".changes-", dir=self.path)
            with os.fdopen(fd, "wb") as fh:
                fh.writelines(kept[len(kept) // 2 :])
            os.replace(tmp, path)
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(line)
            fh.flush()
            os.fsync(fh.fileno())

    def changes_since(self, generation: str) -> set[str] | None:
        """Ids of every case that may have changed since the store was at ``generation`` (a committed one);
        None when that cannot be told (history trimmed or unknown, a damaged line): rebuild everything."""
        try:
            lines = (self.path / CHANGES_FILE).read_text(encoding="utf-8").splitlines()
        except (OSError, ValueError):
            return None
        out: set[str] | None = None
        for line in lines:
            try:
                entry = json.loads(line)
                after, ids = entry["after"], entry["ids"]
            except (ValueError, KeyError, TypeError):
                if out is not None:
                    return None
                continue
            if out is None and after == generation:
                out = set()
            if out is not None:
                if ids is None:
                    return None
                out.update(str(i) for i in ids)
        return out

    def _end_write(self, whole: bool = False) -> None:
        m = self.manifest()
        m.pop("writing", None)
        m["generation"] = _new_generation()
        if whole:
            m["whole"] = {"generation": m["generation"], **self._counts()}
        else:
            m.pop("whole", None)
        self._write_manifest(m)

    # ---- the write lock ---------------------------------------------------------------------------------------
    @contextlib.contextmanager
    def write_lock(self, timeout: float | None = None) -> Iterator[None]:
        """Hold the store's inter-process write lock (re-entrant within a thread).

        A second writer waits, saying once which process it waits for; with ``lock_timeout`` set it gives up
        after that many seconds with ``StoreBusy``. The OS releases the lock when its holder dies (kill -9).
        """
        from filelock import FileLock, Timeout

        if self._write_lock is None:
            self._write_lock = FileLock(self.path / "write.lock")
        lock = self._write_lock
        try:
            lock.acquire(timeout=0)
        except Timeout:
            if timeout == 0:
                raise
            holder = self._lock_holder()
            timeout = self.lock_timeout if timeout is None else timeout
            wait = "" if timeout is None else f" (up to {timeout:g} s)"
            log.warning("another lcr process%s is writing to the store at %s; waiting for it to finish%s",
                        f" (pid {holder})" if holder else "", self.path, wait)
            try:
                lock.acquire(timeout=-1 if timeout is None else timeout)
            except Timeout:
                raise StoreBusy(
                    f"another lcr process{f' (pid {holder})' if holder else ''} is still writing to the store "
                    f"at {self.path} after {timeout:g} s; try again when it has finished"
                ) from None
        try:
            if lock.lock_counter == 1:
                self._write_holder()
            yield
        finally:
            lock.release()

    def _holder_path(self) -> Path:
        return self.path / "write.lock.owner"

    def _write_holder(self) -> None:
        with contextlib.suppress(OSError):
            self._holder_path().write_text(f"{os.getpid()}\n", encoding="utf-8")

    def _lock_holder(self) -> str:
        try:
            return self._holder_path().read_text(encoding="utf-8").strip()[:12]
        except (OSError, ValueError):
            return ""

    # ---- writes ---------------------------------------------------------------------------------------------
    def put(self, records: Sequence[CaseRecord]) -> None:
        """Write cases: old units/facets of these ids are removed, then units, facets, and the case last;
        the generation moves once the batch is committed."""
        if not records:
            return
        with self._writing([r.case_id for r in records]) as whole:
            self._put(records, whole)

    def _put(self, records: Sequence[CaseRecord], whole: bool = False) -> None:
        ids = [r.case_id for r in records]
        if whole:  # only the stored ones among ids have units or facets, named by their record (no filter scan)
            got = self.cases.get(ids=ids, include=["metadatas"])
            self._delete_ids(*_part_ids(got["ids"], got["metadatas"]))
        else:  # a metadata filter also reaches orphans (and takes ~1 s per call at 200k units)
            self.units.delete(where={"case_id": {"$in": ids}})
            self.facets.delete(where={"case_id": {"$in": ids}})
        unit_ids, unit_vecs, unit_meta = [], [], []
        facet_ids, facet_vecs, facet_meta = [], [], []
        for r in records:
            for i, (span, vec) in enumerate(zip(r.units, r.unit_vectors)):
                unit_ids.append(f"{r.case_id}::u{i}")
                unit_vecs.append(vec)
                unit_meta.append({"case_id": r.case_id, "i": i, "start": span.start, "end": span.end})
            for facet in FACETS:
                if facet in r.facet_vectors:
                    facet_ids.append(f"{r.case_id}::{facet}")
                    facet_vecs.append(r.facet_vectors[facet])
                    facet_meta.append({"case_id": r.case_id, "facet": facet})
        for i in range(0, len(unit_ids), 4000):
            self.units.upsert(
                ids=unit_ids[i : i + 4000],
                embeddings=np.asarray(unit_vecs[i : i + 4000], dtype=np.float32),
                metadatas=unit_meta[i : i + 4000],
            )
        if facet_ids:
            self.facets.upsert(
                ids=facet_ids, embeddings=np.asarray(facet_vecs, dtype=np.float32), metadatas=facet_meta
            )
        self.cases.upsert(
            ids=ids,
            embeddings=np.asarray([r.doc_vector for r in records], dtype=np.float32),
            documents=[r.text for r in records],
            metadatas=[_case_metadata(r) for r in records],
        )

    def _delete_ids(self, unit_ids: list[str], facet_ids: list[str]) -> None:
        for collection, part in ((self.units, unit_ids), (self.facets, facet_ids)):
            for i in range(0, len(part), 4000):
                collection.delete(ids=part[i : i + 4000])

    def update_facets(self, case_id: str, facets: Facets, facet_vectors: dict[str, np.ndarray]) -> bool:
        """Replace a case's facets (after re-facetizing) without touching its text or units; False when the
        case is no longer stored (deleted meanwhile)."""
        with self.write_lock():
            if not self.cases.get(ids=[case_id], include=[])["ids"]:
                return False
            with self._writing([case_id], track=False):  # refacetize_store scans (tidy) before its next run
                self._update_facets(case_id, facets, facet_vectors)
            return True

    def _update_facets(self, case_id: str, facets: Facets, facet_vectors: dict[str, np.ndarray]) -> None:
        self.facets.delete(where={"case_id": case_id})
        present = [f for f in FACETS if f in facet_vectors]
        if present:
            self.facets.upsert(
                ids=[f"{case_id}::{f}" for f in present],
                embeddings=np.asarray([facet_vectors[f] for f in present], dtype=np.float32),
                metadatas=[{"case_id": case_id, "facet": f} for f in present],
            )
        got = self.cases.get(ids=[case_id], include=["metadatas"])
        if got["ids"]:
            meta = dict(got["metadatas"][0])
            meta["facets"] = json.dumps(facets.to_json())
            meta["facetizer"] = facets.facetizer
            meta["n_facets"] = len(present)
            self.cases.update(ids=[case_id], metadatas=[meta])

    def delete(self, case_ids: Sequence[str]) -> int:
        """Remove cases and everything derived from them; returns how many existed."""
        ids = list(dict.fromkeys(case_ids))
        if not ids:
            return 0
        with self.write_lock():
            got = self.cases.get(ids=ids, include=["metadatas"])
            existing = got["ids"]
            with self._writing(ids) as whole:
                # the record goes first (a killed delete leaves orphans, never a half case); units and facet
                # vectors of every given id go even without a record, so re-running a killed delete finishes it
                if existing:
                    self.cases.delete(ids=existing)
                if whole:  # then only the existing cases have parts, and their ids are known
                    self._delete_ids(*_part_ids(got["ids"], got["metadatas"]))
                else:
                    self.units.delete(where={"case_id": {"$in": ids}})
                    self.facets.delete(where={"case_id": {"$in": ids}})
            return len(existing)

    def remove_orphans(self) -> int:
        """Units/facets of cases whose record was never written (a writer killed mid-batch); returns how many
        cases they belonged to."""
        return len(self.tidy()[0])

    def tidy(self) -> tuple[set[str], list[str]]:
        """Remove orphans and find incomplete cases, in one pass over the metadata: (orphan ids, incomplete ids).

        Only under the write lock: a live writer's batch in flight also has units without a case record yet.
        A store known whole (``_known_whole``: scanned whole, and only completed writes since) is not scanned
        again; a clean scan marks it so.
        """
        with self.write_lock():
            m = self.manifest()
            if self._known_whole(m):
                return set(), []
            health, orphans = self._scan()
            if orphans:
                with self._writing(orphans):
                    self.units.delete(where={"case_id": {"$in": sorted(orphans)}})
                    self.facets.delete(where={"case_id": {"$in": sorted(orphans)}})
            incomplete = [h.case_id for h in health if not h.complete]
            m = self.manifest()
            if not incomplete and "writing" not in m:  # scanned whole: later writes may skip the scans
                m["whole"] = {"generation": m["generation"], **self._counts()}
                self._write_manifest(m)
            return orphans, incomplete

    def health(self) -> list[CaseHealth]:
        """Every stored case's unit and facet-vector counts against its record."""
        return self._scan()[0]

    def incomplete(self) -> list[str]:
        """Ids of cases whose record exists but whose units or facet vectors are missing or miscounted."""
        return [h.case_id for h in self.health() if not h.complete]

    def _scan(self) -> tuple[list[CaseHealth], set[str]]:
        units: dict[str, int] = {}
        facets: dict[str, int] = {}
        for m in self._iter_meta(self.units):
            units[m["case_id"]] = units.get(m["case_id"], 0) + 1
        for m in self._iter_meta(self.facets):
            facets[m["case_id"]] = facets.get(m["case_id"], 0) + 1
        health: list[CaseHealth] = []
        for offset in range(0, self.cases.count(), _GET_PAGE):
            got = self.cases.get(limit=_GET_PAGE, offset=offset, include=["metadatas"])
            for cid, meta in zip(got["ids"], got["metadatas"]):
                expected_facets = meta.get("n_facets")
                health.append(CaseHealth(cid, units.get(cid, 0), int(meta.get("n_units", -1)), facets.get(cid, 0),
                                         None if expected_facets is None else int(expected_facets)))
        known = {h.case_id for h in health}
        return health, (set(units) | set(facets)) - known

    # ---- reads ----------------------------------------------------------------------------------------------
    def count(self) -> int:
        return self.cases.count()

    def ids(self) -> list[str]:
        out: list[str] = []
        for offset in range(0, self.cases.count(), _GET_PAGE):
            out += self.cases.get(limit=_GET_PAGE, offset=offset, include=[])["ids"]
        return out

    def stored(self, ids: Sequence[str]) -> set[str]:
        """Those of ``ids`` that have a case record: a read of ids alone, ~10x cheaper than ``hashes`` (a record's
        metadata carries its facet spans, which Chroma returns whole)."""
        ids = list(dict.fromkeys(ids))
        out: set[str] = set()
        for i in range(0, len(ids), _GET_PAGE):
            out.update(self.cases.get(ids=ids[i : i + _GET_PAGE], include=[])["ids"])
        return out

    def hashes(self, ids: Sequence[str] | None = None) -> dict[str, str]:
        """case id -> content hash of the stored text (what makes re-ingest a no-op); only ``ids`` if given."""
        out: dict[str, str] = {}
        if ids is not None:
            ids = list(dict.fromkeys(ids))
            for i in range(0, len(ids), _GET_PAGE):
                got = self.cases.get(ids=ids[i : i + _GET_PAGE], include=["metadatas"])
                out.update({c: m.get("content_hash", "") for c, m in zip(got["ids"], got["metadatas"])})
            return out
        for offset in range(0, self.cases.count(), _GET_PAGE):
            got = self.cases.get(limit=_GET_PAGE, offset=offset, include=["metadatas"])
            out.update({i: m.get("content_hash", "") for i, m in zip(got["ids"], got["metadatas"])})
        return out

    def ids_with_hashes(self, digests: Sequence[str]) -> dict[str, list[str]]:
        """content hash -> the stored case ids whose text has it, for ``digests`` only: tells a judgment stored
        again under another name (a metadata lookup per page of digests, never a scan of every case)."""
        out: dict[str, list[str]] = {}
        digests = list(dict.fromkeys(d for d in digests if d))
        for i in range(0, len(digests), _GET_PAGE):
            got = self.cases.get(where={"content_hash": {"$in": digests[i : i + _GET_PAGE]}}, include=["metadatas"])
            for cid, m in zip(got["ids"], got["metadatas"]):
                out.setdefault(m.get("content_hash", ""), []).append(cid)
        return {d: sorted(ids) for d, ids in out.items()}

    def _iter_meta(self, collection) -> Iterator[dict[str, Any]]:
        for offset in range(0, collection.count(), _GET_PAGE * 5):
            yield from collection.get(limit=_GET_PAGE * 5, offset=offset, include=["metadatas"])["metadatas"]

    def iter_cases(self, include_vectors: bool = True) -> Iterator[tuple[str, str, dict[str, Any], np.ndarray | None]]:
        """(id, text, metadata, doc vector) for every case, in pages."""
        include = ["documents", "metadatas"] + (["embeddings"] if include_vectors else [])
        for offset in range(0, self.cases.count(), _GET_PAGE):
            got = self.cases.get(limit=_GET_PAGE, offset=offset, include=include)
            vecs = got["embeddings"] if include_vectors else [None] * len(got["ids"])
            for cid, text, meta, vec in zip(got["ids"], got["documents"], got["metadatas"], vecs):
                yield cid, text, meta, (np.asarray(vec, dtype=np.float32) if vec is not None else None)

    def get_cases(self, ids: Sequence[str]) -> list[tuple[str, str, dict[str, Any], np.ndarray]]:
        """(id, text, metadata, doc vector) of those of ``ids`` that are stored, in pages."""
        out = []
        ids = list(dict.fromkeys(ids))
        for i in range(0, len(ids), _GET_PAGE):
            got = self.cases.get(ids=ids[i : i + _GET_PAGE], include=["documents", "metadatas", "embeddings"])
            for cid, text, meta, vec in zip(got["ids"], got["documents"], got["metadatas"], got["embeddings"]):
                out.append((cid, text, meta, np.asarray(vec, dtype=np.float32)))
        return out

    def facet_vectors(self, ids: Sequence[str] | None = None) -> dict[str, dict[str, np.ndarray]]:
        """case id -> facet -> vector, for every stored facet (of ``ids`` only, if given).

        Given ids are read by the facet vectors' own ids (``<case>::<facet>``, as ``_put`` names them): a lookup
        by id, where a ``case_id`` metadata filter costs a scan of the whole collection (~1 s per call at 200k
        rows, growing with the corpus)."""
        out: dict[str, dict[str, np.ndarray]] = {}
        if ids is not None:
            wanted = [f"{cid}::{f}" for cid in dict.fromkeys(ids) for f in FACETS]
            for i in range(0, len(wanted), _GET_PAGE * 2):
                got = self.facets.get(ids=wanted[i : i + _GET_PAGE * 2], include=["embeddings", "metadatas"])
                for meta, vec in zip(got["metadatas"], got["embeddings"]):
                    out.setdefault(meta["case_id"], {})[meta["facet"]] = np.asarray(vec, dtype=np.float32)
            return out
        for offset in range(0, self.facets.count(), _GET_PAGE * 5):
            got = self.facets.get(limit=_GET_PAGE * 5, offset=offset, include=["embeddings", "metadatas"])
            for meta, vec in zip(got["metadatas"], got["embeddings"]):
                out.setdefault(meta["case_id"], {})[meta["facet"]] = np.asarray(vec, dtype=np.float32)
        return out

    def passage_vectors(self, ids: Sequence[str] | None = None) -> dict[str, np.ndarray]:
        """case id -> its unit vectors in text order (u, 384), for every case (of ``ids`` only, if given): what
        the search index copies so that ranking can read a candidate's best passage without Chroma."""
        return {cid: vecs for cid, (_, vecs) in self.passages(ids).items()}

    def passages(self, ids: Sequence[str] | None = None, n_units: Sequence[int] | None = None,
                 vectors: bool = True) -> dict[str, tuple[np.ndarray, np.ndarray | None]]:
        """case id -> (unit spans (u, 2) int64, unit vectors (u, 384) float32 or None) in text order, for every
        case (of ``ids`` only, if given; a case without units is left out).

        Given ids are read by unit id (``<case>::u<i>``, i < the record's ``n_units``; ``n_units``, aligned with
        ``ids``, saves reading the records): a lookup by id, not a ``case_id`` filter, which scans the whole
        units collection per call (O(corpus): seconds per call at a million units). ``vectors=False`` reads
        only the spans (metadata). Chroma loads a collection's whole vector index into memory on any read of
        it, so this is for building the search index, never for a query (the index holds what queries need)."""
        include = ["embeddings", "metadatas"] if vectors else ["metadatas"]
        parts: dict[str, list[tuple[int, int, int, np.ndarray | None]]] = {}

        def add(got: dict) -> None:
            vecs = got["embeddings"] if vectors else [None] * len(got["ids"])
            for meta, vec in zip(got["metadatas"], vecs):
                parts.setdefault(meta["case_id"], []).append(
                    (int(meta["i"]), int(meta["start"]), int(meta["end"]),
                     None if vec is None else np.asarray(vec, dtype=np.float32)))

        if ids is not None:
            ids = list(dict.fromkeys(ids)) if n_units is None else list(ids)
            if n_units is None:
                counts: dict[str, int] = {}
                for i in range(0, len(ids), _GET_PAGE):
                    got = self.cases.get(ids=ids[i : i + _GET_PAGE], include=["metadatas"])
                    counts.update({c: int(m.get("n_units", 0) or 0) for c, m in zip(got["ids"], got["metadatas"])})
                n_units = [counts.get(cid, 0) for cid in ids]
            unit_ids = [f"{cid}::u{j}" for cid, n in zip(ids, n_units) for j in range(int(n))]
            for i in range(0, len(unit_ids), _GET_PAGE * 2):
                add(self.units.get(ids=unit_ids[i : i + _GET_PAGE * 2], include=include))
        else:
            for offset in range(0, self.units.count(), _GET_PAGE * 5):
                add(self.units.get(limit=_GET_PAGE * 5, offset=offset, include=include))
        out: dict[str, tuple[np.ndarray, np.ndarray | None]] = {}
        for cid, p in parts.items():
            p.sort(key=lambda t: t[0])
            spans = np.asarray([(a, b) for _, a, b, _ in p], dtype=np.int64).reshape(len(p), 2)
            vecs = np.asarray([v for *_, v in p], dtype=np.float32).reshape(len(p), EMBEDDING_DIM) if vectors else None
            out[cid] = (spans, vecs)
        return out

    def metadata(self) -> dict[str, dict[str, Any]]:
        """case id -> stored metadata of every case (what a search backend diffs itself against)."""
        out: dict[str, dict[str, Any]] = {}
        for offset in range(0, self.cases.count(), _GET_PAGE):
            got = self.cases.get(limit=_GET_PAGE, offset=offset, include=["metadatas"])
            out.update(zip(got["ids"], got["metadatas"]))
        return out

    def records(self, case_ids: Sequence[str]) -> list[tuple[str, str, dict[str, Any], np.ndarray, dict[str, np.ndarray]]]:
        """(id, text, metadata, doc vector, facet vectors) of the given cases that exist, in the given order."""
        ids = list(dict.fromkeys(case_ids))
        if not ids:
            return []
        got = self.cases.get(ids=ids, include=["documents", "metadatas", "embeddings"])
        facets = self.facet_vectors(got["ids"])
        by_id = {cid: (text, meta, np.asarray(vec, dtype=np.float32))
                 for cid, text, meta, vec in zip(got["ids"], got["documents"], got["metadatas"], got["embeddings"])}
        return [(cid, *by_id[cid], facets.get(cid, {})) for cid in ids if cid in by_id]

    def get(self, case_id: str) -> tuple[str, dict[str, Any]] | None:
        """(text, metadata) of one case, or None."""
        got = self.cases.get(ids=[case_id], include=["documents", "metadatas"])
        if not got["ids"]:
            return None
        return got["documents"][0], got["metadatas"][0]

    def unit_vectors(self, case_id: str) -> tuple[list[Span], np.ndarray]:
        """A case's units (in order) and their vectors."""
        got = self.units.get(where={"case_id": case_id}, include=["embeddings", "metadatas"])
        order = sorted(range(len(got["ids"])), key=lambda j: got["metadatas"][j]["i"])
        spans = [Span(got["metadatas"][j]["start"], got["metadatas"][j]["end"]) for j in order]
        if not order:  # a case stored without units (nothing encodable): no vectors, not a crash
            return spans, np.zeros((0, EMBEDDING_DIM), dtype=np.float32)
        vecs = np.asarray([got["embeddings"][j] for j in order], dtype=np.float32).reshape(len(order), -1)
        return spans, vecs

    def dense_top(self, vector: np.ndarray, n: int, where: dict | None = None) -> tuple[list[str], np.ndarray]:
        """Nearest cases by cosine through Chroma's HNSW index: (ids, cosine similarities)."""
        n = min(n, self.cases.count())
        if n <= 0:
            return [], np.zeros(0)
        got = self.cases.query(
            query_embeddings=np.asarray([vector], dtype=np.float32), n_results=n, where=where,
            include=["distances"],
        )
        return got["ids"][0], 1.0 - np.asarray(got["distances"][0], dtype=np.float64)


# On a Chroma server the parts collections get the smallest graph Chroma builds (they are never searched):
# 4x less CPU per vector written (benchmarks/bench_chroma_hnsw.py). Chroma applies a configuration only when it
# creates a collection, so an existing store keeps the graph it was made with.
PARTS_HNSW = {"hnsw": {"space": "cosine", "ef_construction": 16, "max_neighbors": 4}}


def _chroma_parts(client) -> list[str]:
    """Names of the parts collections an older embedded store still keeps in Chroma."""
    names = {getattr(c, "name", c) for c in client.list_collections()}
    return [n for n in ("lcr-units", "lcr-facets") if n in names]


def _server_client(url: str):
    """A client of a Chroma server at ``url`` (``http://host:port``); fails early when it does not answer."""
    from urllib.parse import urlparse

    import chromadb
    from chromadb.config import Settings as ChromaSettings

    u = urlparse(url)
    if u.scheme not in ("http", "https") or not u.hostname:
        raise StoreError(f"LCR_CHROMA_URL must look like http://host:port, not {shown_url(url)!r}")
    try:
        client = chromadb.HttpClient(host=u.hostname, port=u.port or (443 if u.scheme == "https" else 8000),
                                     ssl=u.scheme == "https", settings=ChromaSettings(anonymized_telemetry=False))
        client.heartbeat()
    except Exception as exc:
        raise StoreError(f"the Chroma server at {shown_url(url)} does not answer ({exc}); is `chroma run` up?") from exc
    return client


def _part_ids(case_ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """Ids of the units and facet vectors of stored cases, as ``_put`` names them: exactly what a store known
    whole (``Store._known_whole``) holds for them (a facet id that was never written is ignored by Chroma)."""
    units = [f"{cid}::u{i}" for cid, m in zip(case_ids, metadatas) for i in range(int(m.get("n_units", 0) or 0))]
    return units, [f"{cid}::{f}" for cid in case_ids for f in FACETS]


def _case_metadata(r: CaseRecord) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    for key, value in r.metadata.items():
        if isinstance(value, (str, int, float, bool)) and value is not None:
            meta[key] = value
        elif value is not None:
            meta[key] = json.dumps(value, ensure_ascii=False, default=str)
    meta.update(
        {
            "content_hash": r.content_hash,
            "facetizer": r.facets.facetizer,
            "facets": json.dumps(r.facets.to_json()),
            "n_units": len(r.units),
            "n_facets": sum(1 for f in FACETS if f in r.facet_vectors),
        }
    )
    return meta


def _new_generation() -> str:
    return uuid.uuid4().hex


def _move_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.damaged-<time>`` (kept for inspection, never deleted)."""
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}")
    with contextlib.suppress(FileNotFoundError):
        os.replace(path, aside)
    return aside
