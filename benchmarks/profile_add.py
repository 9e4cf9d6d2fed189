"""Profile adding synthetic judgments (vectors cached) to a copy of a built scale store.

    PYTHONPATH=$PWD nice -n 19 python benchmarks/profile_add.py --from ~/.cache/lcr/scale/embedded-n600-<key> \\
        --work /tmp/lcr-prof/run --add 100 [--profile out.prof]

The source folder (a ``bench_scale`` store: ``store/`` + ``cache/``) is copied to ``--work`` first, so the
cached store is never changed; judgments N..N+add-1 of the same synthetic corpus are generated and their
vectors seeded (untimed), then ``Engine.ingest_cases`` runs once, under cProfile when ``--profile`` is given.
Prints the wall and CPU time, the ingest's own phase timings and, with a profile, the top functions.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_scale import (  # noqa: E402
    SCALE_ROOT, guard_encoder, load_pool, log, make_ready, make_settings, seeded_cases)
from benchmarks.synth_corpus import DEFAULT_MAX_PARAGRAPHS, DEFAULT_SIGMA, DEFAULT_SOURCES, SynthCorpus  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--from", dest="source", type=Path, required=True, help="a built bench_scale store folder")
    ap.add_argument("--work", type=Path, required=True, help="where the copy goes (replaced)")
    ap.add_argument("--add", type=int, default=100)
    ap.add_argument("--profile", type=Path, default=None, help="write a cProfile here and print its top")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--cpu", action="store_true", help="profile process CPU time instead of wall time "
                    "(steadier on a shared machine; I/O waits then cost nothing)")
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()

    shutil.rmtree(args.work, ignore_errors=True)
    for part in ("store", "cache"):
        shutil.copytree(args.source / part, args.work / part)

    from lcr_core.encoder import Encoder
    from lcr_core.engine import Engine
    from lcr_core.units import wordpiece_counter

    enc = Encoder()
    count_tokens = wordpiece_counter(enc.tokenizer_json)
    pool_args = argparse.Namespace(sources=DEFAULT_SOURCES, source_cache=str(Path.home() / ".cache/lcr/embeddings.sqlite"))
    pool = load_pool(pool_args, enc.id, count_tokens)
    corpus = SynthCorpus(pool, count_tokens, seed=args.seed, sigma=DEFAULT_SIGMA, max_paragraphs=DEFAULT_MAX_PARAGRAPHS)
    assert SCALE_ROOT  # the same corpus as bench_scale's stores

    engine = Engine(make_settings(args.work), create=False)
    guard_encoder(engine)
    make_ready(engine)  # the index is current before timing
    n = engine.store.count()
    stats = {"units": 0, "chars": 0, "unique_unit_texts": 0, "generate_s": 0.0}
    cases = list(seeded_cases(engine, corpus, n, n + args.add, stats))
    log(f"adding {len(cases)} judgments ({stats['units']} units) to a store of {n}")
    prof = (cProfile.Profile(time.process_time) if args.cpu else cProfile.Profile()) if args.profile else None
    t0, c0 = time.perf_counter(), time.process_time()
    if prof:
        prof.enable()
    report = engine.ingest_cases(cases)
    if prof:
        prof.disable()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(json.dumps({"n": n, "added": len(report.added), "wall_s": round(wall, 2), "cpu_s": round(cpu, 2),
                      "timings": {k: round(v, 2) for k, v in report.timings.items()}}))
    if prof:
        prof.dump_stats(args.profile)
        pstats.Stats(str(args.profile)).sort_stats("cumulative").print_stats(args.top)
        pstats.Stats(str(args.profile)).sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
