#!/usr/bin/env python3
"""Draw the seeded fresh AILA 2019 outcome-labelling sample (`heldout3`) and print judgment text for reading.

Why this exists: the first AILA label file (aila2019_outcomes.jsonl) has been read by whoever wrote
the outcome rules, so outcome accuracy must also be measured on AILA judgments nobody has looked at.
This script only *samples* and *shows* text; it never assigns or suggests a label. `locate` turns a span
the reader copied out of the printed text into its last-occurrence offset (AILA is CC BY 4.0, so the
evidence string itself is stored in aila2019_heldout3.jsonl).

Sample: random.Random(SEED).sample(sorted(non-empty ids not in aila2019_outcomes.jsonl and not a
precedent (doc_id) of any stance triple file listed in sample_irled.STANCE_FILES3), 80).
sorted() is lexicographic ("C1", "C10", "C100", ...), as for the first AILA sample.

Fourth held-out sample (`heldout4`, 2026-11-27): random.Random(SEED4).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl, not in aila2019_heldout3.jsonl and not a precedent of any stance triple file listed
in sample_irled.STANCE_FILES4), 80). The heldout3 draw above is unchanged (`ids` with no split).

Fifth held-out sample (`heldout5`, 2026-11-27): random.Random(SEED5).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl, aila2019_heldout3.jsonl or aila2019_heldout4.jsonl and not a precedent of any stance
triple file listed in sample_irled.STANCE_FILES5), 100), keeping the first 80 ids that are not a precedent of
triples_heldout5.jsonl either (sample_irled.TRIPLES_HELDOUT5_PRECEDENTS). The earlier draws are unchanged.

Sixth held-out sample (`heldout6`, 2026-11-27): random.Random(SEED6).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3/4/5.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES6 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.

Seventh held-out sample (`heldout7`, 2026-11-27): random.Random(SEED7).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3/4/5/6.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES7 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.

Eighth held-out sample (`heldout8`, 2026-11-27): random.Random(SEED8).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3/4/5/6/7.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES8 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout8.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Ninth held-out sample (`heldout9`, 2026-11-27): random.Random(SEED9).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..8.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES9 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout9.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Tenth held-out sample (`heldout10`, 2026-11-27): random.Random(SEED10).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..9.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES10 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout10.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Eleventh held-out sample (`heldout11`, 2026-11-27): random.Random(SEED11).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..10.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES11 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout11.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Twelfth held-out sample (`heldout12`, 2026-11-27): random.Random(SEED12).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..11.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES12 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout12.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Thirteenth held-out sample (`heldout13`, 2026-11-27): random.Random(SEED13).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..12.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES13 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout13.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Fourteenth held-out sample (`heldout14`, 2026-11-27): random.Random(SEED14).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..13.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES14 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout14.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Fifteenth held-out sample (`heldout15`, 2026-11-27): random.Random(SEED15).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..14.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES15 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout15.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Sixteenth held-out sample (`heldout16`, 2026-11-27): random.Random(SEED16).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..15.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES16 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout16.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Seventeenth held-out sample (`heldout17`, 2026-11-27): random.Random(SEED17).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..16.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES17 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout17.jsonl (drawn at the same time, for the evaluation only) is not excluded.

Eighteenth held-out sample (`heldout18`, 2026-11-27): random.Random(SEED18).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..17.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES18 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout18.jsonl (drawn at the same time, for the evaluation only) is not excluded. AILA only: no IRLeD
judgment outside the val split is left unlabelled.

Nineteenth held-out sample (`heldout19`, 2026-11-27): random.Random(SEED19).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..18.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES19 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout19.jsonl and triples_heldout19b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twentieth held-out sample (`heldout20`, 2026-11-29): random.Random(SEED20).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..19.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES20 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout20.jsonl and triples_heldout20b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-first held-out sample (`heldout21`, 2026-11-29): random.Random(SEED21).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..20.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES21 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout21.jsonl and triples_heldout21b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-second held-out sample (`heldout22`, 2026-11-29): random.Random(SEED22).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..21.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES22 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout22.jsonl and triples_heldout22b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-third held-out sample (`heldout23`, 2026-11-29): random.Random(SEED23).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..22.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES23 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout23.jsonl and triples_heldout23b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-fourth held-out sample (`heldout24`, 2026-11-29): random.Random(SEED24).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..23.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES24 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout24.jsonl and triples_heldout24b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-fifth held-out sample (`heldout25`, 2026-11-29): random.Random(SEED25).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..24.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES25 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout25.jsonl and triples_heldout25b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-sixth held-out sample (`heldout26`, 2026-11-29): random.Random(SEED26).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..25.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES26 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout26.jsonl and triples_heldout26b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-seventh held-out sample (`heldout27`, 2026-11-29): random.Random(SEED27).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..26.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES27 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 80). The earlier draws are unchanged.
triples_heldout27.jsonl and triples_heldout27b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Twenty-eighth held-out sample (`heldout28`, 2026-11-29): random.Random(SEED28).sample(sorted(non-empty ids not in
aila2019_outcomes.jsonl or aila2019_heldout3..27.jsonl and not a precedent of any stance triple file listed in
sample_irled.STANCE_FILES28 or of sample_irled.TRIPLES_HELDOUT5_PRECEDENTS), 41). Only 41 such ids were left, so
this is every remaining id in seeded order (the brief asked for 80). The earlier draws are unchanged.
triples_heldout28.jsonl and triples_heldout28b.jsonl (drawn at the same time, for the evaluation only) are not
excluded. AILA only, as heldout18.

Usage (from the repo root):
    python datasets/outcomes/sample_aila.py ids [heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28]  # default heldout3
    python datasets/outcomes/sample_aila.py show DOC_ID [DOC_ID ...] [--tail 2000] [--start N --end M]
    python datasets/outcomes/sample_aila.py locate DOC_ID "exact span"
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
DEFAULT_CORPUS = REPO_ROOT / ".." / "shared" / "data" / "aila2019" / "corpus.jsonl.gz"
FIRST_LABELS = HERE / "aila2019_outcomes.jsonl"
SEED = 20261127
N_SAMPLE = 80
HELDOUT3_LABELS = HERE / "aila2019_heldout3.jsonl"
SEED4 = 20261128
N_SAMPLE4 = 80
HELDOUT4_LABELS = HERE / "aila2019_heldout4.jsonl"
SEED5 = 20261129
N_SAMPLE5 = 80
N_SPARE5 = 20
HELDOUT5_LABELS = HERE / "aila2019_heldout5.jsonl"
SEED6 = 20261130
N_SAMPLE6 = 80
HELDOUT6_LABELS = HERE / "aila2019_heldout6.jsonl"
SEED7 = 20261201
N_SAMPLE7 = 80
HELDOUT7_LABELS = HERE / "aila2019_heldout7.jsonl"
SEED8 = 20261202
N_SAMPLE8 = 80
HELDOUT8_LABELS = HERE / "aila2019_heldout8.jsonl"
SEED9 = 20261203
N_SAMPLE9 = 80
HELDOUT9_LABELS = HERE / "aila2019_heldout9.jsonl"
SEED10 = 20261204
N_SAMPLE10 = 80
HELDOUT10_LABELS = HERE / "aila2019_heldout10.jsonl"
HELDOUT11_LABELS = HERE / "aila2019_heldout11.jsonl"
SEED11 = 20261205
N_SAMPLE11 = 80
SEED12 = 20261206
N_SAMPLE12 = 80
HELDOUT12_LABELS = HERE / "aila2019_heldout12.jsonl"
SEED13 = 20261207
N_SAMPLE13 = 80
HELDOUT13_LABELS = HERE / "aila2019_heldout13.jsonl"
SEED14 = 20270114  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE14 = 80
HELDOUT14_LABELS = HERE / "aila2019_heldout14.jsonl"
SEED15 = 20270215  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE15 = 80
HELDOUT15_LABELS = HERE / "aila2019_heldout15.jsonl"
SEED16 = 20270316  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE16 = 80
SEED17 = 20270417  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE17 = 80
SEED18 = 20270518  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE18 = 80
SEED19 = 20270619  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE19 = 80
SEED20 = 20270620  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE20 = 80
SEED21 = 20270621  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE21 = 80
SEED22 = 20270622  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE22 = 80
SEED23 = 20270623  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE23 = 80
SEED24 = 20270624  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE24 = 80
SEED25 = 20270625  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE25 = 80
SEED26 = 20270626  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE26 = 80
SEED27 = 20270627  # a seed no earlier draw (outcome or stance) has used
N_SAMPLE27 = 80
SEED28 = 20270628  # a seed no earlier draw (outcome or stance) has used
# Only 41 ids were left (non-empty, unlabelled, not a stance precedent of STANCE_FILES28 or triples_heldout5), so the
# heldout28 draw takes them all, in seeded order; the AILA corpus is exhausted for outcome draws after it.
N_SAMPLE28 = 41


def load_corpus(path: str | Path = DEFAULT_CORPUS) -> dict[str, str]:
    """Exact `text` field per id, as stored in corpus.jsonl.gz (offsets refer to it)."""
    docs: dict[str, str] = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            docs[d["id"]] = d["text"]
    return docs


def _labelled_doc_ids(*paths: Path) -> set[str]:
    """The doc_id of every record in these label files."""
    out: set[str] = set()
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            out |= {json.loads(line)["doc_id"] for line in fh if line.strip()}
    return out


def excluded_ids() -> set[str]:
    """Ids already labelled in aila2019_outcomes.jsonl or used as stance precedents (seen by rule writers)."""
    sys.path.insert(0, str(HERE))
    from sample_irled import STANCE_FILES3, stance_doc_ids

    return _labelled_doc_ids(FIRST_LABELS) | stance_doc_ids(STANCE_FILES3)


def draw_sample(docs: dict[str, str]) -> list[str]:
    """The seeded 80-id heldout3 sample, in labelling order."""
    taken = excluded_ids()
    ids = sorted(i for i, t in docs.items() if t.strip() and i not in taken)
    return random.Random(SEED).sample(ids, N_SAMPLE)


def excluded_ids4() -> set[str]:
    """Everything already labelled (first file, heldout3) or used as a stance precedent up to triples_heldout3."""
    sys.path.insert(0, str(HERE))
    from sample_irled import STANCE_FILES4, stance_doc_ids

    return stance_doc_ids(STANCE_FILES4) | _labelled_doc_ids(FIRST_LABELS, HELDOUT3_LABELS)


def draw_sample4(docs: dict[str, str]) -> list[str]:
    """The seeded 80-id heldout4 sample, in labelling order."""
    taken = excluded_ids4()
    ids = sorted(i for i, t in docs.items() if t.strip() and i not in taken)
    return random.Random(SEED4).sample(ids, N_SAMPLE4)


def excluded_ids5() -> set[str]:
    """Everything already labelled (first file, heldout3, heldout4) or a stance precedent up to triples_heldout4."""
    sys.path.insert(0, str(HERE))
    from sample_irled import STANCE_FILES5, stance_doc_ids

    return stance_doc_ids(STANCE_FILES5) | _labelled_doc_ids(FIRST_LABELS, HELDOUT3_LABELS, HELDOUT4_LABELS)


def draw_sample5(docs: dict[str, str]) -> list[str]:
    """The seeded 80-id heldout5 sample, in labelling order."""
    from sample_irled import TRIPLES_HELDOUT5_PRECEDENTS

    taken = excluded_ids5()
    ids = sorted(i for i, t in docs.items() if t.strip() and i not in taken)
    spare = random.Random(SEED5).sample(ids, N_SAMPLE5 + N_SPARE5)
    return [i for i in spare if i not in TRIPLES_HELDOUT5_PRECEDENTS][:N_SAMPLE5]


def _excluded_later(stance_files: str, *labels: Path) -> set[str]:
    """Heldout6 on: the precedents of ``sample_irled``'s frozen triple-file list ``stance_files`` and of the late
    triples_heldout5 list, plus every id already labelled in ``labels``."""
    sys.path.insert(0, str(HERE))
    import sample_irled

    return (sample_irled.stance_doc_ids(getattr(sample_irled, stance_files))
            | sample_irled.TRIPLES_HELDOUT5_PRECEDENTS | _labelled_doc_ids(*labels))


def _draw_later(docs: dict[str, str], seed: int, n: int, taken: set[str]) -> list[str]:
    ids = sorted(i for i, t in docs.items() if t.strip() and i not in taken)
    return random.Random(seed).sample(ids, n)


# heldout6 on: split number -> (seed, size); each later split leaves out every id already labelled (the first
# file, heldout3 .. the split before) and the precedents of sample_irled's frozen STANCE_FILES<k>
LATER_DRAWS = {6: (SEED6, N_SAMPLE6), 7: (SEED7, N_SAMPLE7), 8: (SEED8, N_SAMPLE8), 9: (SEED9, N_SAMPLE9),
               10: (SEED10, N_SAMPLE10), 11: (SEED11, N_SAMPLE11), 12: (SEED12, N_SAMPLE12), 13: (SEED13, N_SAMPLE13),
               14: (SEED14, N_SAMPLE14), 15: (SEED15, N_SAMPLE15), 16: (SEED16, N_SAMPLE16),
               17: (SEED17, N_SAMPLE17), 18: (SEED18, N_SAMPLE18), 19: (SEED19, N_SAMPLE19),
               20: (SEED20, N_SAMPLE20), 21: (SEED21, N_SAMPLE21), 22: (SEED22, N_SAMPLE22),
               23: (SEED23, N_SAMPLE23), 24: (SEED24, N_SAMPLE24),
               25: (SEED25, N_SAMPLE25), 26: (SEED26, N_SAMPLE26),
               27: (SEED27, N_SAMPLE27), 28: (SEED28, N_SAMPLE28)}


def excluded_ids_later(k: int) -> set[str]:
    """Everything already labelled (first file, heldout3 .. heldout<k-1>) or a stance precedent of STANCE_FILES<k>."""
    labels = (FIRST_LABELS, *(HERE / f"aila2019_heldout{j}.jsonl" for j in range(3, k)))
    return _excluded_later(f"STANCE_FILES{k}", *labels)


def draw_later(docs: dict[str, str], k: int) -> list[str]:
    """The seeded heldout<k> sample (k >= 6), in labelling order."""
    seed, n = LATER_DRAWS[k]
    return _draw_later(docs, seed, n, excluded_ids_later(k))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", default=str(DEFAULT_CORPUS))
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("ids")
    p.add_argument("split", nargs="?", default="heldout3",
                   choices=["heldout3", "heldout4", "heldout5", *(f"heldout{k}" for k in LATER_DRAWS)])
    p = sub.add_parser("show")
    p.add_argument("doc_id", nargs="+")
    p.add_argument("--tail", type=int, default=2000)
    p.add_argument("--start", type=int)
    p.add_argument("--end", type=int)
    p = sub.add_parser("locate")
    p.add_argument("doc_id")
    p.add_argument("span")
    args = ap.parse_args()

    docs = load_corpus(args.corpus)
    if args.cmd == "ids":
        draws = {"heldout3": draw_sample, "heldout4": draw_sample4, "heldout5": draw_sample5,
                 **{f"heldout{k}": (lambda d, k=k: draw_later(d, k)) for k in LATER_DRAWS}}
        print("\n".join(draws[args.split](docs)))
    elif args.cmd == "show":
        for doc_id in args.doc_id:
            text = docs[doc_id]
            if args.start is not None:
                a, b = args.start, args.end if args.end is not None else len(text)
            else:
                a, b = max(0, len(text) - args.tail), len(text)
            print(f"=== {doc_id} len={len(text)} showing [{a}:{b}]")
            print(text[a:b])
    else:
        s = docs[args.doc_id].rfind(args.span)
        if s < 0:
            print("NOT FOUND", file=sys.stderr)
            return 1
        print(json.dumps({"evidence": args.span, "evidence_start": s}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
