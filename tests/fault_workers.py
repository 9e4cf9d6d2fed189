"""Writer processes for the fault-injection tests, and the checker that judges a store afterwards.

The tests run these in child processes of a ``forkserver`` that has already imported the engine, so a child
starts in well under a second (a fresh ``python -m lcr_core.cli`` pays ~2 s of imports each time, far more on
a loaded machine) and can be killed with SIGKILL at any point of a real ingest, refacetize or delete.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import chromadb  # noqa: E402,F401  (preloaded in the forkserver with the rest: children start fast)
import chromadb.api.rust  # noqa: E402,F401

from lcr_core.config import Settings  # noqa: E402
from lcr_core.engine import Engine  # noqa: E402
from lcr_core.schema import FACETS  # noqa: E402


def open_engine(store: str, cache_dir: str, create: bool = True) -> Engine:
    return Engine(Settings(store=Path(store), cache_dir=Path(cache_dir), facetizer="heuristic"), create=create)


class _Tripwire:
    """SIGKILLs this process at the n-th store write step (a Chroma upsert/delete/update or store.json write)."""

    def __init__(self, n: int, after: bool) -> None:
        self.left, self.after = n, after

    def step(self) -> None:
        self.left -= 1
        if self.left == 0:
            os.kill(os.getpid(), signal.SIGKILL)

    def wrap(self, fn):
        def call(*args, **kwargs):
            if not self.after:
                self.step()
            out = fn(*args, **kwargs)
            if self.after:
                self.step()
            return out

        return call


class _Collection:
    """A Chroma collection whose writes trip the wire."""

    def __init__(self, inner, trip: _Tripwire) -> None:
        self._inner, self._trip = inner, trip

    def __getattr__(self, name):
        attr = getattr(self._inner, name)
        return self._trip.wrap(attr) if name in ("upsert", "add", "update", "delete") else attr


def arm(engine: Engine, kill_at: int, after: bool) -> None:
    trip = _Tripwire(kill_at, after)
    s = engine.store
    s.cases, s.units, s.facets = (_Collection(c, trip) for c in (s.cases, s.units, s.facets))
    s._write_manifest = trip.wrap(s._write_manifest)


def run_op(op: str, store: str, cache_dir: str, arg: str, ready=None, result=None, kill_at: int = 0,
           kill_after: bool = False, check: tuple | None = None) -> None:
    """One writer: ``ingest`` (arg: a JSONL file), ``refacetize`` (forced) or ``delete`` (arg: comma ids).

    ``kill_at``: SIGKILL itself at that write step; ``check``: (expected ids, probe id) to judge the store
    after the operation (the result then goes with the check's)."""
    import faulthandler
    import sys

    faulthandler.dump_traceback_later(600, exit=True, file=sys.stderr)  # a hung writer says where it hangs
    engine = open_engine(store, cache_dir)
    if kill_at:
        arm(engine, kill_at, kill_after)
    if ready is not None:
        ready.set()
    if op == "ingest":
        report = engine.ingest([Path(arg)], batch_size=2)
        out = {"added": report.added, "updated": report.updated, "unchanged": report.unchanged,
               "repaired": report.repaired}
    elif op == "refacetize":
        out = {"changed": engine.refacetize(force=True)}
    elif op == "delete":
        out = {"deleted": engine.delete(arg.split(","))}
    else:
        raise ValueError(op)
    if check is not None:
        del engine
        check_store(store, cache_dir, check[0], check[1], result, extra=out)
    elif result is not None:
        result.put(out)


def check_store(store: str, cache_dir: str, expected: list[str], probe: str | None, result,
                extra: dict | None = None) -> None:
    """Judge a store: exactly the expected cases, each whole (record, units, facet vectors, counts agreeing),
    no orphans or duplicates, an index that agrees with the store, and a working search."""
    problems: list[str] = []
    engine = open_engine(store, cache_dir, create=False)
    s = engine.store
    ids = s.ids()
    if len(ids) != len(set(ids)):
        problems.append("duplicate case records")
    if sorted(ids) != sorted(expected):
        problems.append(f"cases {sorted(set(expected) - set(ids))} missing, {sorted(set(ids) - set(expected))} extra")
    for h in s.health():
        if not h.complete:
            problems.append(f"{h.case_id} incomplete: {h}")
    unit_ids = s.units.get(include=[])["ids"]
    n_units = sum(int((s.get(c) or ("", {}))[1].get("n_units", 0)) for c in ids)
    if len(unit_ids) != n_units:
        problems.append(f"{len(unit_ids)} unit vectors stored, records say {n_units}")
    owners = {m["case_id"] for m in s.units.get(include=["metadatas"])["metadatas"]}
    owners |= {m["case_id"] for m in s.facets.get(include=["metadatas"])["metadatas"]}
    if owners - set(ids):
        problems.append(f"orphans of {sorted(owners - set(ids))}")
    manifest = json.loads((Path(store) / "store.json").read_text(encoding="utf-8"))
    idx = engine.index
    if sorted(idx.ids) != sorted(ids):
        problems.append("the search index disagrees with the store")
    top = None
    if probe is not None and probe in ids:
        # the whole stored text as the query: its units are the stored ones, so nothing needs encoding
        hits = engine.search(engine.case(probe).text, k=3).hits
        top = hits[0].case_id if hits else None
        if probe not in [h.case_id for h in hits]:
            problems.append(f"search for {probe}'s facts returned {[h.case_id for h in hits]}")
    result.put({**(extra or {}), "problems": problems, "cases": len(ids), "top": top,
                "writing": "writing" in manifest,
                "facets": sum(1 for c in ids for f in FACETS if not engine.case(c).facets.is_empty(f))})
