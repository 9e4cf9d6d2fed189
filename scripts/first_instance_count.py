"""How many judgments the first-instance reader (``lcr_core.explain.first_instance``) takes for a trial or a suit,
per corpus: the README's "fires on none of AILA's, IRLeD's or the demo's judgments" (appellate corpora, where any
hit is a false positive). IRLeD's val queries are never read.

    PYTHONPATH=$PWD python scripts/first_instance_count.py [--shared ../shared]
"""

from __future__ import annotations

import argparse
import gzip
import json
from collections import Counter
from pathlib import Path

from lcr_core.demo import DEMO_CASES
from lcr_core.explain.first_instance import first_instance

FILES = {"aila2019": ("aila2019/corpus.jsonl.gz",), "irled2017": ("irled2017/corpus.jsonl.gz",)}


def texts_of(files: list[Path]):
    """Each judgment's text, one JSON record a line (gzip)."""
    for f in files:
        with gzip.open(f, "rt", encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    yield str(json.loads(line).get("text") or "")


def count(texts) -> tuple[int, Counter]:
    n, kinds = 0, Counter()
    for text in texts:
        n += 1
        fi = first_instance(text)
        if fi is not None:
            kinds[fi.kind] += 1
    return n, kinds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path("../shared"))
    args = ap.parse_args()
    paths = {name: [args.shared / "data" / f for f in files] for name, files in FILES.items()}
    paths["demo"] = [DEMO_CASES]
    print("| corpus | judgments | read as a trial | read as a suit |\n|---|---:|---:|---:|")
    for name, files in paths.items():
        n, kinds = count(texts_of(files))
        print(f"| {name} | {n} | {kinds['trial']} | {kinds['suit']} |")


if __name__ == "__main__":
    main()
