"""Paired comparison of the same systems in two `lcr eval` run folders (e.g. one encoder against another).

`lcr eval` tests systems against BM25 within one run; a change that needs its own eval store (another encoder)
lands in another folder. This reads both folders' TREC runs and prints, per system, the mean of a metric in each,
the paired randomization p (the one `lcr eval` uses) and on how many queries B is better / worse:

    PYTHONPATH=$PWD python benchmarks/compare_runs.py --qrels ../shared/data/aila2019/qrels_train_short.txt \
        benchmarks/results/profiles/lever7/base-train-short benchmarks/results/profiles/lever7/ft1-train-short
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

from lcr_core.evaluation.datasets import read_qrels
from lcr_core.evaluation.metrics import METRICS, per_query
from lcr_core.evaluation.significance import paired_randomization


def read_runs(folder: Path) -> dict[str, dict[str, list[str]]]:
    """system id -> query -> documents in rank order, from ``<folder>/runs/<stem>.<system>.run``."""
    out: dict[str, dict[str, list[str]]] = {}
    for path in sorted((folder / "runs").glob("*.run")):
        ranked: dict[str, list[tuple[int, str]]] = defaultdict(list)
        for line in path.read_text(encoding="utf-8").splitlines():
            q, _, doc, rank, *_ = line.split()
            ranked[q].append((int(rank), doc))
        out[path.suffixes[-2].lstrip(".")] = {q: [d for _, d in sorted(v)] for q, v in ranked.items()}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a", type=Path, help="the reference folder (an `lcr eval --out` folder with runs/)")
    ap.add_argument("b", type=Path, help="the folder compared with it")
    ap.add_argument("--qrels", type=Path, required=True)
    ap.add_argument("--metric", default="MAP", choices=METRICS)
    args = ap.parse_args()
    qrels, _ = read_qrels(args.qrels)
    qids = sorted(qrels)
    runs_a, runs_b = read_runs(args.a), read_runs(args.b)
    print(f"| system | {args.a.name} {args.metric} | {args.b.name} {args.metric} | B better / worse (queries) | paired p |")
    print("|---|---:|---:|---:|---:|")
    for system in sorted(set(runs_a) & set(runs_b)):
        a = per_query(runs_a[system], qrels, qids)[args.metric]
        b = per_query(runs_b[system], qrels, qids)[args.metric]
        print(f"| {system} | {a.mean():.4f} | {b.mean():.4f} | {int((b > a).sum())} / {int((b < a).sum())} | "
              f"{paired_randomization(a, b):.3f} |")


if __name__ == "__main__":
    main()
