"""CLI start-up and warm-query latency: `lcr info`, `lcr show`, `lcr search` as fresh processes, and the warm modes
(`lcr shell` per query; `lcr search` reusing `lcr serve`; the server's own answer time). Prints p50 / min / max.

    python benchmarks/bench_cli.py [--store PATH] [--runs 5]

Without --store a demo store is built in a temporary folder first (its embedding cache is seeded with the
shipped vectors, so this needs no encoding of the corpus). The machine's load average is printed with the
numbers, since fresh-process times scale with it.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
QUERIES = [
    "The deceased was a young woman who died of burns within seven years of marriage; her parents said the "
    "husband and his mother had demanded a scooter and cash as dowry and harassed her.",
    "A servant employed in the accused's house took jewellery and cash from the almirah and ran away.",
    "The landlord sought eviction of the tenant on the ground of bona fide personal need for his son's business.",
    "The appellant was convicted of murder on circumstantial evidence; the last seen theory and recovery of the "
    "weapon at his instance were relied upon.",
    "Whether a government servant can be dismissed without an inquiry when the disciplinary authority records "
    "that holding an inquiry is not reasonably practicable.",
]


def lcr(*args: str) -> list[str]:
    return [sys.executable, "-m", "lcr_core.cli", *args]


CPU: dict[str, list[float]] = {}  # CPU seconds (user + system) of each fresh process: what it costs on an idle core


def timed(label: str, cmd: list[str], env: dict, runs: int) -> str:
    out = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
        out.append(time.perf_counter() - t0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        CPU.setdefault(label, []).append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(cmd[2:])} failed: {proc.stderr.strip()[-500:]}")
    return emit(fmt(label, out))


def shell_latencies(env: dict, store: str) -> tuple[float, list[float]]:
    """(seconds to the first answer, seconds for each later answer) of one `lcr shell` process."""
    t_start = time.perf_counter()
    proc = subprocess.Popen(lcr("shell", "--json", "--store", store), env=env, cwd=ROOT, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    first, times = 0.0, []
    for n, q in enumerate(QUERIES * 2):
        t0 = time.perf_counter()
        proc.stdin.write(q + "\n")
        proc.stdin.flush()
        while proc.stdout.readline().rstrip("\n") != "]":
            pass
        if n == 0:
            first = time.perf_counter() - t_start  # process start, imports, model and index load, one query
        else:
            times.append(time.perf_counter() - t0)
    proc.stdin.close()
    proc.wait(timeout=60)
    return first, times


def emit(row: str) -> str:
    print(row, flush=True)  # as measured: a run on a loaded machine may be stopped before the end
    return row


def fmt(name: str, xs: list[float]) -> str:
    return f"{name:<48} p50 {statistics.median(xs) * 1000:7.0f} ms  min {min(xs) * 1000:7.0f}  max {max(xs) * 1000:7.0f}  (n={len(xs)})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", type=Path, help="an existing store (default: a fresh demo store in a temp dir)")
    ap.add_argument("--cache-dir", type=Path, help="embedding cache (default: next to the temp store)")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-cli-"))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1",
           "LCR_CACHE_DIR": str(args.cache_dir or tmp / "cache")}
    store = str(args.store or tmp / "store")
    if not args.store:
        print("building a demo store ...", flush=True)
        subprocess.run(lcr("demo", "-q", "--store", store), env=env, cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    print(f"load average before: {os.getloadavg()}; {os.cpu_count()} cores; store {store}", flush=True)
    rows: list[str] = []
    first, warm = shell_latencies(env, store)
    rows.append(emit(fmt("lcr shell: first answer (model + index load)", [first])))
    rows.append(emit(fmt("lcr shell: each later query", warm)))

    from lcr_core.serve import ask

    server = subprocess.Popen(lcr("serve", "--store", store), env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        t0 = time.perf_counter()
        while ask(store, {"query": QUERIES[0], "k": 10}) is None:
            if server.poll() is not None:
                raise SystemExit("lcr serve exited")
            time.sleep(0.2)
        rows.append(emit(fmt("lcr serve: ready + first answer", [time.perf_counter() - t0])))
        answers = []
        for q in QUERIES * 2:
            t1 = time.perf_counter()
            got = ask(store, {"query": q, "k": 10})["rows"]
            answers.append(time.perf_counter() - t1)
        case_id = got[0]["id"]
        rows.append(emit(fmt("lcr serve: answer to a later query", answers)))
        rows.append(timed("lcr search (fresh process, reusing lcr serve)", lcr("search", QUERIES[2], "--store", store),
                          env, args.runs))
    finally:
        server.terminate()
        server.wait(timeout=30)
    rows += [
        timed("lcr --help (python + typer + config)", lcr("--help"), env, args.runs),
        timed("lcr info", lcr("info", "--store", store), env, args.runs),
        timed(f"lcr show {case_id}", lcr("show", case_id, "--store", store), env, args.runs),
        timed("lcr search (fresh process, --local)", lcr("search", QUERIES[1], "--local", "--store", store), env,
              args.runs),
    ]
    print("\nwall time:")
    print("\n".join(rows))
    print("CPU time (user + system) of the fresh processes, p50 - close to the wall time on an idle core:")
    for name, xs in CPU.items():
        print(f"  {name:<46} {statistics.median(xs) * 1000:7.0f} ms")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
