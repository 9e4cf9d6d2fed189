"""Ingest speed with an empty embedding cache: today's path (torch, batch 16) vs the new default, same run.

Each run ingests the same first ``--cases`` judgments of the shipped demo corpus into a fresh temporary store
with a fresh, EMPTY embedding cache (LCR_CACHE_DIR is a new temp dir), so every unit is encoded. The model is
loaded (and the ONNX export made) before the clock starts: a one-off cost, printed separately. Runs alternate
old/new ``--rounds`` times so a change in the shared machine's load hits both; the best round of each is the
headline, and CPU-seconds of this process are printed too (less disturbed by other processes than wall time).

    PYTHONPATH=$PWD nice -n 10 python benchmarks/bench_ingest.py --cases 10 --rounds 2
    PYTHONPATH=$PWD nice -n 10 python benchmarks/bench_ingest.py --cases 10 --ray   # adds a Ray run
"""

from __future__ import annotations

import argparse
import itertools
import os
import tempfile
import time
from pathlib import Path

from lcr_core.config import Settings
from lcr_core.demo import DEMO_CASES
from lcr_core.engine import Engine
from lcr_core.sources import RawCase, iter_sources

CONFIGS = {
    "old: torch, batch 16": {"encoder_backend": "torch", "batch_size": 16, "device": "cpu"},
    "new: default": {},
}


def demo_cases(n: int) -> list[RawCase]:
    return [c for c in itertools.islice(iter_sources([DEMO_CASES]), n) if isinstance(c, RawCase)]


def one_run(cases: list[RawCase], overrides: dict, onnx_dir: Path, ray: bool = False) -> dict:
    with tempfile.TemporaryDirectory(prefix="lcr-bench-ingest-") as tmp:
        os.environ["LCR_CACHE_DIR"] = str(Path(tmp) / "cache")
        settings = Settings(store=Path(tmp) / "store", onnx_dir=onnx_dir, **overrides)
        engine = Engine(settings)
        assert engine.encoder.cache is not None and engine.encoder.cache.count() == 0, "cache must start empty"
        t = time.perf_counter()
        engine.encoder.load()
        load_s = time.perf_counter() - t
        wall, cpu = time.perf_counter(), time.process_time()
        if ray:
            from lcr_core.distributed import ray_encoding

            with ray_encoding(engine.pipeline, address=settings.ray_address or None) as enc:
                backend = enc.backend_used
                report = engine.ingest_cases(cases)
        else:
            report = engine.ingest_cases(cases)
            backend = engine.encoder.backend_used
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        assert report.changed == len(cases) and engine.encoder.cache.count() == report.units
        return {"backend": backend, "units": report.units, "wall": wall, "cpu": cpu,
                "load": load_s, "encode": report.timings["encode"]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=10, help="first N demo judgments (same for every run)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--ray", action="store_true", help="also ingest the new default through local Ray actors")
    args = ap.parse_args()
    cases = demo_cases(args.cases)
    onnx_dir = Path(tempfile.gettempdir()) / "lcr-bench-onnx"  # reused across runs: the export is a one-off
    configs = dict(CONFIGS)
    if args.ray:
        configs["new: default, Ray actors"] = {"_ray": True}
    best: dict[str, dict] = {}
    print(f"{len(cases)} demo judgments, empty embedding cache each run")
    print(f"{'run':<28}{'backend':<22}{'units':>6}{'wall s':>8}{'units/s':>9}{'units/cpu-s':>12}{'encode s':>9}{'load s':>8}")
    for r in range(args.rounds):
        for name, cfg in configs.items():
            cfg = dict(cfg)
            ray = cfg.pop("_ray", False)
            res = one_run(cases, cfg, onnx_dir, ray=ray)
            per_cpu = "-" if ray else f"{res['units'] / res['cpu']:.2f}"  # actors' CPU is not this process's
            print(f"{name:<28}{res['backend']:<22}{res['units']:>6}{res['wall']:>8.1f}"
                  f"{res['units'] / res['wall']:>9.2f}{per_cpu:>12}{res['encode']:>9.1f}"
                  f"{res['load']:>8.1f}", flush=True)
            if name not in best or res["wall"] < best[name]["wall"]:
                best[name] = res
    old, new = best["old: torch, batch 16"], best["new: default"]
    print(f"speed-up new/old (best rounds): wall {old['wall'] / new['wall']:.2f}x, "
          f"CPU-seconds {old['cpu'] / new['cpu']:.2f}x")


if __name__ == "__main__":
    main()
