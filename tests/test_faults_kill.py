"""Fault injection: writers killed with SIGKILL at random (seeded) points, and two writers on one store.

Every kill is followed by a resume (the same command run again) and a check in a fresh process: exactly the
expected cases, each with its record, units and facet vectors in the counts its record states, no orphans,
no duplicates, an index that agrees with the store, and a search that finds a case by its own facts.
Writers run in children of a forkserver that has imported the engine already (see ``fault_workers``).
"""

from __future__ import annotations

import gzip
import json
import multiprocessing as mp
import os
import random
import signal
import time
from pathlib import Path

import pytest

from lcr_core.demo import DEMO_CASES, seed_cache
from lcr_core.encoder import EmbeddingCache, Encoder

N_CASES = 12
MIN_KILLS = 20
SEED = 20261126


@pytest.fixture(scope="module")
def ctx():
    context = mp.get_context("forkserver")
    context.set_forkserver_preload(["fault_workers"])
    return context


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, cache_dir) -> tuple[Path, list[str]]:
    """A JSONL of real demo judgments (short-to-medium ones) and a seeded embedding cache: nothing encodes."""
    seed_cache(EmbeddingCache(cache_dir / "embeddings.sqlite"), Encoder().id)
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        cases = [json.loads(line) for line in fh]
    cases = sorted(cases, key=lambda c: len(c["text"]))[40 : 40 + N_CASES]
    path = tmp_path_factory.mktemp("faults") / "cases.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in cases), encoding="utf-8")
    return path, [c["id"] for c in cases]


def _run(ctx, target_args: dict, timeout: float = 900) -> tuple[int, dict | None]:
    """Run fault_workers.run_op in a child; returns (exit code, what it reported)."""
    import fault_workers

    result = ctx.Queue()
    ready = ctx.Event()
    proc = ctx.Process(target=fault_workers.run_op, kwargs={**target_args, "ready": ready, "result": result})
    proc.start()
    out = None
    deadline = time.time() + timeout
    while out is None and proc.is_alive() and time.time() < deadline:
        try:
            out = result.get(timeout=0.2)
        except Exception:  # queue.Empty
            pass
    proc.join(max(1.0, deadline - time.time()))
    if out is None:
        try:
            out = result.get(timeout=0.5)
        except Exception:
            pass
    if proc.is_alive():
        proc.kill()
        proc.join()
        raise AssertionError(f"writer {target_args['op']} hung")
    return proc.exitcode, out


def test_kill_9_at_random_points_then_resume_loses_and_duplicates_nothing(ctx, corpus, cache_dir, tmp_path):
    src, ids = corpus
    store = str(tmp_path / "store")
    base = {"store": store, "cache_dir": str(cache_dir)}
    rng = random.Random(SEED)
    code, out = _run(ctx, {**base, "op": "ingest", "arg": str(src), "check": (ids, ids[0])})
    assert code == 0 and out["problems"] == [] and out["cases"] == N_CASES, out

    kills, survived, present, log = 0, 0, list(ids), []
    ops = ["delete", "ingest", "refacetize"]
    attempt = 0
    while kills < MIN_KILLS and attempt < 3 * MIN_KILLS:
        op = ops[attempt % 3]
        attempt += 1
        if op == "delete":
            arg = ",".join(rng.sample(present, 6))
            expected = [c for c in present if c not in arg.split(",")]
        else:
            arg = str(src) if op == "ingest" else ""
            expected = list(ids)
        kill_at, after = rng.randint(1, 18 if op != "delete" else 5), rng.random() < 0.5
        code, out = _run(ctx, {**base, "op": op, "arg": arg, "kill_at": kill_at, "kill_after": after})
        if code == -signal.SIGKILL:
            kills += 1
        else:
            assert code == 0, (op, code, out)
            survived += 1  # the operation had fewer write steps than kill_at
        # resume: the same command again, then a check in the same fresh process
        probe = rng.choice(expected)
        code, out = _run(ctx, {**base, "op": op, "arg": arg, "check": (expected, probe)})
        log.append((op, kill_at, after, out))
        assert code == 0, (op, kill_at, after, code, out)
        assert out["problems"] == [], (op, kill_at, after, out)
        assert not out["writing"], "a finished write left its marker in store.json"
        if op == "ingest":  # every case is accounted for exactly once
            assert len(out["added"]) + len(out["updated"]) + len(out["repaired"]) + out["unchanged"] == N_CASES
        present = expected
    assert kills >= MIN_KILLS, f"only {kills} kills landed in {attempt} attempts ({survived} finished first)"


def test_kill_9_at_random_times_during_ingest(ctx, corpus, cache_dir, tmp_path):
    """Kills by the clock as well (they land inside Chroma calls too, not only between them)."""
    import fault_workers

    src, ids = corpus
    rng = random.Random(SEED + 1)

    def start(store: str):
        ready = ctx.Event()
        proc = ctx.Process(target=fault_workers.run_op, kwargs={"store": store, "cache_dir": str(cache_dir),
                                                                 "op": "ingest", "arg": str(src), "ready": ready})
        proc.start()
        assert ready.wait(600)
        return proc, time.monotonic()

    proc, t0 = start(str(tmp_path / "timed"))  # how long an ingest takes here: the kills land inside one
    proc.join()
    took = time.monotonic() - t0
    assert proc.exitcode == 0, "the timed ingest failed: no kill could land inside it"
    kills = 0
    for i in range(4):
        store = str(tmp_path / f"store{i}")
        base = {"store": store, "cache_dir": str(cache_dir), "op": "ingest", "arg": str(src)}
        proc, _ = start(store)
        time.sleep(rng.uniform(0.05, 0.8) * took)
        if proc.is_alive():
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        proc.join()
        code, out = _run(ctx, {**base, "check": (ids, rng.choice(ids))})
        assert code == 0 and out["problems"] == [], out
    assert kills >= 2


@pytest.mark.parametrize("offset", [0.0, 0.05, 0.15, 0.5])
def test_two_writers_started_at_any_offset_lose_nothing(ctx, corpus, cache_dir, tmp_path, offset):
    import fault_workers

    src, ids = corpus
    lines = src.read_text(encoding="utf-8").splitlines(keepends=True)
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text("".join(lines[:8]), encoding="utf-8")
    second.write_text("".join(lines[4:]), encoding="utf-8")
    store = str(tmp_path / "store")
    results = ctx.Queue()
    ready_a, ready_b = ctx.Event(), ctx.Event()
    a = ctx.Process(target=fault_workers.run_op, kwargs={"op": "ingest", "store": store, "cache_dir": str(cache_dir),
                                                         "arg": str(first), "ready": ready_a, "result": results})
    b = ctx.Process(target=fault_workers.run_op, kwargs={"op": "ingest", "store": store, "cache_dir": str(cache_dir),
                                                         "arg": str(second), "ready": ready_b, "result": results})
    a.start()
    assert ready_a.wait(600)
    time.sleep(offset)
    b.start()
    reports = [results.get(timeout=900), results.get(timeout=900)]
    a.join(300)
    b.join(300)
    assert a.exitcode == 0 and b.exitcode == 0
    written = [c for r in reports for c in r["added"] + r["updated"]]
    assert set(written) == set(ids)
    code, out = _run(ctx, {"op": "ingest", "store": store, "cache_dir": str(cache_dir), "arg": str(src),
                           "check": (ids, ids[5])})
    assert code == 0 and out["problems"] == [], out
    assert out["unchanged"] == N_CASES and not out["repaired"], out  # nothing was left to repair
