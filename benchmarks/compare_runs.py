"""Paired comparison of the same systems in two `lcr eval` run folders (e.g. one encoder against another).

`lcr eval` tests systems against BM25 within one run; a change that needs its own eval store (another encoder)
lands in another folder. This reads both folders' TREC runs and prints, per system, the mean of a metric in each,
the paired randomization p (the one `lcr eval` uses) and on how many queries B is better / worse:

    PYTHONPATH=$PWD python benchmarks/compare_runs.py --qrels ../shared/data/aila2019/qrels_train_short.txt \
        benchmarks/results/profiles/lever7/base-train-short benchmarks/results/profiles/lever7/ft1-train-short

Two `tune_profiles.py --report-val` folders (each with `val-ablations.json`, the per-query AP of every val row)
are compared the same way, row by row, without --qrels:

    PYTHONPATH=$PWD python benchmarks/compare_runs.py benchmarks/results/profiles benchmarks/results/profiles/lever6-cite
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

import numpy as np

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


def read_ablations(folder: Path) -> dict[tuple[str, str], np.ndarray]:
    """(query type, row) -> per-query AP, from a tuner folder's ``val-ablations.json``."""
    rows = json.loads((folder / "val-ablations.json").read_text(encoding="utf-8"))
    return {(r["type"], r["setting"]): np.asarray(r["per_query_AP"]) for r in rows}


def print_row(name: str, a: np.ndarray, b: np.ndarray) -> None:
    print(f"| {name} | {a.mean():.4f} | {b.mean():.4f} | {int((b > a).sum())} / {int((b < a).sum())} | "
          f"{paired_randomization(a, b):.3f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a", type=Path, help="the reference folder (an `lcr eval --out` folder with runs/)")
    ap.add_argument("b", type=Path, help="the folder compared with it")
    ap.add_argument("--qrels", type=Path, help="needed for `lcr eval` folders (runs/), not for tuner folders")
    ap.add_argument("--metric", default="MAP", choices=METRICS)
    args = ap.parse_args()
    if (args.a / "val-ablations.json").exists() and (args.b / "val-ablations.json").exists():
        abl_a, abl_b = read_ablations(args.a), read_ablations(args.b)
        print(f"| query type: val row | {args.a.name} AP | {args.b.name} AP | B better / worse (queries) | paired p |")
        print("|---|---:|---:|---:|---:|")
        for key in [k for k in abl_a if k in abl_b]:
            print_row(": ".join(key), abl_a[key], abl_b[key])
        return
    if args.qrels is None:
        ap.error("--qrels is needed to compare `lcr eval` folders")
    qrels, _ = read_qrels(args.qrels)
    qids = sorted(qrels)
    runs_a, runs_b = read_runs(args.a), read_runs(args.b)
    print(f"| system | {args.a.name} {args.metric} | {args.b.name} {args.metric} | B better / worse (queries) | paired p |")
    print("|---|---:|---:|---:|---:|")
    for system in sorted(set(runs_a) & set(runs_b)):
        a = per_query(runs_a[system], qrels, qids)[args.metric]
        b = per_query(runs_b[system], qrels, qids)[args.metric]
        print_row(system, a, b)


if __name__ == "__main__":
    main()
