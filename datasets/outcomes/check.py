#!/usr/bin/env python3
"""Verify datasets/outcomes/aila2019_outcomes.jsonl against the AILA 2019 corpus.

For every record, checks that:
  * the label is one of allowed / dismissed / partly / other,
  * doc_id exists in the corpus and appears only once in the label file,
  * `evidence` is an exact substring of the document text located at
    `evidence_start` (text[evidence_start:evidence_start+len(evidence)] == evidence),
  * `evidence_start` is the last occurrence (text.rfind(evidence)),
  * records follow the documented sample order
    (random.Random(2019).sample(sorted(ids), 260)).
Then prints the class counts. Exit status is 1 if any check fails.

Usage (from the repo root):
    python datasets/outcomes/check.py
    python datasets/outcomes/check.py --corpus /path/to/aila2019/corpus.jsonl.gz
"""
import argparse
import gzip
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
LABELS = {"allowed", "dismissed", "partly", "other"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--corpus",
        default=str(REPO_ROOT / ".." / "shared" / "data" / "aila2019" / "corpus.jsonl.gz"),
        help="AILA 2019 corpus.jsonl.gz (default: ../shared/data/aila2019/corpus.jsonl.gz "
        "relative to the repo root)",
    )
    ap.add_argument(
        "--labels",
        default=str(HERE / "aila2019_outcomes.jsonl"),
        help="label file to check (default: aila2019_outcomes.jsonl next to this script)",
    )
    args = ap.parse_args()

    docs = {}
    with gzip.open(args.corpus, "rt", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            docs[d["id"]] = d["text"]

    sample = random.Random(2019).sample(sorted(docs), 260)
    order = {d: i for i, d in enumerate(sample)}

    errors = []
    seen = set()
    counts = Counter()
    prev = -1
    n = 0
    with open(args.labels, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            n += 1
            r = json.loads(line)
            did = r.get("doc_id")
            where = f"line {lineno} ({did})"
            if r.get("source") != "aila2019":
                errors.append(f"{where}: source is {r.get('source')!r}")
            if r.get("label") not in LABELS:
                errors.append(f"{where}: bad label {r.get('label')!r}")
            if did in seen:
                errors.append(f"{where}: duplicate doc_id")
            seen.add(did)
            if did not in docs:
                errors.append(f"{where}: doc_id not in corpus")
                continue
            text, ev, start = docs[did], r.get("evidence", ""), r.get("evidence_start")
            if not ev:
                errors.append(f"{where}: empty evidence")
            elif text[start:start + len(ev)] != ev:
                errors.append(f"{where}: evidence not found at evidence_start={start}")
            elif text.rfind(ev) != start:
                errors.append(f"{where}: evidence_start {start} != last occurrence {text.rfind(ev)}")
            if did not in order:
                errors.append(f"{where}: doc_id not in the seed-2019 sample")
            else:
                if order[did] <= prev:
                    errors.append(f"{where}: records not in sample order")
                prev = order[did]
            counts[r.get("label")] += 1

    for e in errors:
        print("ERROR", e)
    print(f"records: {n}")
    for lab in ("allowed", "dismissed", "partly", "other"):
        print(f"  {lab:9s} {counts[lab]:4d}  ({100.0 * counts[lab] / max(n, 1):.1f}%)")
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
