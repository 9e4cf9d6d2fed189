"""Issue 9: which judgments of the rhetorical-role corpora are new to AILA 2019 and IRLeD 2017 (a source for a fresh
stance / outcome set once AILA is spent).

    PYTHONPATH=$PWD python benchmarks/survey_role_sources.py [--shared ../shared]

Each BUILD (train, val) and PAHELI judgment's text (its ``text``, or its sentences joined) is cut into 12-word
shingles; a judgment counts as the same as a corpus text when at least half of its shingles are in that one text
(real matches score 0.66-0.95, quoted passages and boilerplate at most ~0.25). IRLeD's val queries are never read.
Prints, per role corpus, how many judgments are in AILA, in IRLeD (corpus or train queries) and in neither.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

K = 12
SAME = 0.5
ROLE_FILES = {"build_in": ("build_in/train.jsonl", "build_in/val.jsonl"), "paheli_in": ("paheli_in/all.jsonl",)}
CORPORA = {"aila2019": ("aila2019/corpus.jsonl.gz",),
           "irled2017": ("irled2017/corpus.jsonl.gz", "irled2017/queries_train.jsonl.gz")}


def shingles(text: str) -> set[int]:
    words = re.findall(r"[a-z0-9]+", text.lower())
    return {hash(tuple(words[i:i + K])) for i in range(len(words) - K + 1)}


def role_texts(shared: Path) -> dict[str, dict[str, str]]:
    """role corpus -> id -> full text (``text``, or the sentences joined in order)."""
    out: dict[str, dict[str, str]] = {}
    for corpus, files in ROLE_FILES.items():
        out[corpus] = {}
        for f in files:
            for line in (shared / "data" / "roles" / f).read_text(encoding="utf-8").splitlines():
                if line.strip():
                    d = json.loads(line)
                    out[corpus][d["id"]] = d.get("text") or " ".join(s["text"] for s in d["sentences"])
    return out


def covered(candidates: dict[str, set[int]], shared: Path, files: tuple[str, ...]) -> dict[str, float]:
    """candidate id -> the largest share of its shingles found in any one text of ``files``."""
    owners: dict[int, set[str]] = defaultdict(set)
    for cid, sh in candidates.items():
        for h in sh:
            owners[h].add(cid)
    best: dict[str, float] = {}
    for f in files:
        with gzip.open(shared / "data" / f, "rt", encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                hits = Counter(cid for h in shingles(json.loads(line).get("text") or "") for cid in owners.get(h, ()))
                for cid, n in hits.items():
                    best[cid] = max(best.get(cid, 0.0), n / len(candidates[cid]))
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path("../shared"))
    args = ap.parse_args()
    texts = role_texts(args.shared)
    candidates = {f"{c}/{i}": shingles(t) for c, docs in texts.items() for i, t in docs.items()}
    candidates = {k: v for k, v in candidates.items() if v}
    found = {name: {k for k, v in covered(candidates, args.shared, files).items() if v >= SAME}
             for name, files in CORPORA.items()}
    print("| role corpus | judgments | in AILA | in IRLeD (corpus or train queries) | in neither |")
    print("|---|---:|---:|---:|---:|")
    for corpus, docs in texts.items():
        ids = {f"{corpus}/{i}" for i in docs}
        in_any = ids & (found["aila2019"] | found["irled2017"])
        print(f"| {corpus} | {len(ids)} | {len(ids & found['aila2019'])} | {len(ids & found['irled2017'])} | "
              f"{len(ids - in_any)} |")


if __name__ == "__main__":
    main()
