"""Outcome accuracy on the BUILD / PAHELI outcome labels, split by the kind of judgment (aggregate figures only).

The twenty-ninth set's outcome annotator labelled five BUILD first-instance judgments (a trial's conviction or
acquittal, a suit's decree) by a convention of its own, from the side of the prosecution or plaintiff (note marker
``trial-court convention``); the detector was written for appeals and petitions. Declared before the frozen run:
the headline figure counts every record, and this script adds the figure without those records, so the convention's
weight is visible. Prints counts and accuracy, never a record.

    PYTHONPATH=$PWD python scripts/role_outcomes_by_court.py [--part heldout29]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from lcr_core.explain.stance_eval import CORPORA, heuristic_reader, outcome_part, read_jsonl, read_texts

OUTCOMES = Path(__file__).resolve().parents[1] / "datasets" / "outcomes"
TRIAL_MARK = "trial-court convention"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--part", default="heldout29")
    args = ap.parse_args()
    reader = heuristic_reader()
    print("| source | records | accuracy | first-instance records | accuracy without them |\n|---|---:|---:|---:|---:|")
    for source in ("build_in", "paheli_in"):
        f = OUTCOMES / f"{source}_{args.part}.jsonl"
        if not f.exists():
            continue
        recs = read_jsonl(f)
        texts = read_texts(CORPORA[source], {str(r["doc_id"]) for r in recs})
        whole = outcome_part(recs, texts, reader).to_json()
        appeals = [r for r in recs if TRIAL_MARK not in str(r.get("note", ""))]
        rest = outcome_part(appeals, texts, reader).to_json()
        print(f"| {source} | {whole['n']} | {whole['accuracy']:.3f} | {len(recs) - len(appeals)} | "
              f"{rest['accuracy']:.3f} ({rest['n']}) |")


if __name__ == "__main__":
    main()
