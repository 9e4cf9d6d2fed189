"""Outcome accuracy pooled over the fresh held-out sets, from their one frozen run each.

Each ``benchmarks/results/stance/eval_heldoutN_<sha>.md`` is the output of the one run made while set N was fresh;
its ``held-out`` rows give the outcome accuracy per corpus. This sums right / judged over sets FIRST..LAST (the
README's pooled figures), taking the first file of each set (a later "second run" or "labels fixed" file is not
the frozen run). The twenty-ninth set's judgments come from BUILD and PAHELI (``build_in`` / ``paheli_in``): each
is pooled in a row of its own, never into AILA's.

    PYTHONPATH=$PWD python scripts/fresh_outcomes.py --first 6 --last 17
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "stance"
# one row per corpus: AILA and IRLeD, and from the twenty-ninth set on the BUILD / PAHELI judgments in rows of their own
_ROW = re.compile(r"^\| (aila2019|irled2017|build_in|paheli_in) \| held-out \| (\d+) \| ([\d.]+) \|")


def frozen_run(n: int) -> Path | None:
    runs = sorted(p for p in RESULTS.glob(f"eval_heldout{n}_*.md") if p.stem.count("_") == 2)
    return runs[0] if runs else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first", type=int, default=6)
    ap.add_argument("--last", type=int, default=17)
    args = ap.parse_args()
    right: dict[str, int] = {}
    judged: dict[str, int] = {}
    for n in range(args.first, args.last + 1):
        path = frozen_run(n)
        if path is None:
            raise SystemExit(f"no frozen run of heldout{n} in {RESULTS}")
        for line in path.read_text(encoding="utf-8").splitlines():
            if m := _ROW.match(line):
                corpus, k, acc = m.group(1), int(m.group(2)), float(m.group(3))
                right[corpus] = right.get(corpus, 0) + round(k * acc)
                judged[corpus] = judged.get(corpus, 0) + k
    print(f"| corpus | fresh sets {args.first}-{args.last}: right / judged | accuracy |\n|---|---:|---:|")
    for corpus in sorted(judged):
        print(f"| {corpus} | {right[corpus]} / {judged[corpus]} | {right[corpus] / judged[corpus]:.3f} |")


if __name__ == "__main__":
    main()
