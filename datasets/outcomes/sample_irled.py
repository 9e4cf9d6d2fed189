#!/usr/bin/env python3
"""Draw the seeded IRLeD 2017 outcome-labelling sample and print judgment text for reading.

Why this exists: the IRLeD outcome labels (irled2017_dev.jsonl, irled2017_heldout.jsonl)
are assigned by a person reading each judgment. This script only *samples* and *shows*
text; it never assigns or suggests a label. The `locate` command turns a span the reader
copied out of the printed text into offsets and a sha1 (IRLeD text may not be stored here).

Sample: random.Random(2017).sample(sorted(non-empty ids), 180); the first 60 ids of that
sample are `dev` (may be read by rule writers), the remaining 120 are `heldout`
(nobody writing outcome rules may look at them).

Fresh held-out sample (`heldout2`, drawn on 2026-11-26 after the first held-out file had been looked at
in aggregate): random.Random(SEED2).sample(sorted(non-empty ids not in the 180 above and not a precedent of
any stance triple file that existed then), 100). Labelled by reading before any rule change.

Third held-out sample (`heldout3`, drawn on 2026-11-26 after heldout2 had been used for evaluation):
random.Random(SEED3).sample(sorted(non-empty ids not in dev/heldout/heldout2 and not a precedent (doc_id)
of any of the three stance triple files listed in STANCE_FILES3), 100). The file list is frozen so that a
later triple file cannot change the draw. Labelled by reading, independently of the outcome rules.

Fourth held-out sample (`heldout4`, drawn on 2026-11-27 while the outcome rules were being changed after
heldout3): random.Random(SEED4).sample(sorted(non-empty ids not in dev/heldout/heldout2/heldout3 and not a
precedent (doc_id) of any of the four stance triple files listed in STANCE_FILES4), 100). Frozen file list,
as for heldout3. Labelled by reading, independently of the outcome rules.

Fifth held-out sample (`heldout5`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout4): random.Random(SEED5).sample(sorted(non-empty ids not in dev/heldout/heldout2/heldout3/heldout4 and not
a precedent (doc_id) of any of the five stance triple files listed in STANCE_FILES5), 120), keeping the first 100
ids that are not a precedent of triples_heldout5.jsonl either (TRIPLES_HELDOUT5_PRECEDENTS, frozen). Frozen lists.

Sixth held-out sample (`heldout6`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout5): random.Random(SEED6).sample(sorted(non-empty ids not in dev/heldout/heldout2/heldout3/heldout4/heldout5
and not a precedent (doc_id) of any of the six stance triple files listed in STANCE_FILES6, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list, as before. Labelled by reading, independently of the rules.

Seventh held-out sample (`heldout7`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout6): random.Random(SEED7).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout6 and not a
precedent (doc_id) of any of the seven stance triple files listed in STANCE_FILES7, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list, as before. triples_heldout7.jsonl is being drawn at the same
time for the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Eighth held-out sample (`heldout8`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout7): random.Random(SEED8).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout7 and not a
precedent (doc_id) of any of the eight stance triple files listed in STANCE_FILES8, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout8.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Ninth held-out sample (`heldout9`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout8): random.Random(SEED9).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout8 and not a
precedent (doc_id) of any of the nine stance triple files listed in STANCE_FILES9, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout9.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Tenth held-out sample (`heldout10`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout9): random.Random(SEED10).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout9 and not a
precedent (doc_id) of any of the ten stance triple files listed in STANCE_FILES10, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout10.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Eleventh held-out sample (`heldout11`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout10): random.Random(SEED11).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout10 and not a
precedent (doc_id) of any of the eleven stance triple files listed in STANCE_FILES11, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout11.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Twelfth held-out sample (`heldout12`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout11): random.Random(SEED12).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout11 and not a
precedent (doc_id) of any of the twelve stance triple files listed in STANCE_FILES12, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout12.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Thirteenth held-out sample (`heldout13`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout12): random.Random(SEED13).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout12 and not a
precedent (doc_id) of any of the thirteen stance triple files listed in STANCE_FILES13, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout13.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Fourteenth held-out sample (`heldout14`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout13): random.Random(SEED14).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout13 and not a
precedent (doc_id) of any of the fourteen stance triple files listed in STANCE_FILES14, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout14.jsonl is being drawn at the same time for
the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Fifteenth held-out sample (`heldout15`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout14): random.Random(SEED15).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout14 and not a
precedent (doc_id) of any of the fifteen stance triple files listed in STANCE_FILES15, nor of
TRIPLES_HELDOUT5_PRECEDENTS), 100). Frozen file list. triples_heldout15.jsonl is being drawn at the
same time for the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Sixteenth held-out sample (`heldout16`, drawn on 2026-11-27 while the outcome rules were again being changed after
heldout15): random.Random(SEED16).sample(sorted(non-empty ids not in dev/heldout/heldout2..heldout15 and not a
precedent (doc_id) of any of the sixteen stance triple files listed in STANCE_FILES16, nor of
TRIPLES_HELDOUT5_PRECEDENTS), min(100, pool size)): the pool of never-labelled judgments is nearly used up, so when
fewer than 100 remain all of them are taken (in seeded order). triples_heldout16.jsonl is being drawn at the same
time for the evaluation only; it is not excluded (check.py requires agreeing outcomes where the two share one).

Usage (from the repo root):
    python datasets/outcomes/sample_irled.py ids dev|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17
    python datasets/outcomes/sample_irled.py show DOC_ID [DOC_ID ...] [--tail 2000] [--start N --end M]
    python datasets/outcomes/sample_irled.py locate DOC_ID "exact span" [--nth-last 1]
`show` and `locate` read `current_case_*` ids (heldout17) from --train-queries (default ../shared/.../queries_train.jsonl.gz).
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
DEFAULT_CORPUS = REPO_ROOT / ".." / "shared" / "data" / "irled2017" / "corpus.jsonl.gz"
# heldout17's source: the IRLeD train queries (whole judgments `current_case_*`), never the val queries.
DEFAULT_TRAIN_QUERIES = REPO_ROOT / ".." / "shared" / "data" / "irled2017" / "queries_train.jsonl.gz"
SEED = 2017
N_SAMPLE = 180
N_DEV = 60
SEED2 = 20261126
N_SAMPLE2 = 100
# Precedents of the stance triples that existed when heldout2 was drawn (dev + first held-out file).
STANCE_FILES = ("triples_dev.jsonl", "triples_heldout.jsonl")
SEED3 = 20261127
N_SAMPLE3 = 100
# Every stance triple file that existed when heldout3 was drawn (frozen: a new file must not change the draw).
STANCE_FILES3 = ("triples_dev.jsonl", "triples_heldout.jsonl", "triples_heldout2.jsonl")
SEED4 = 20261128
N_SAMPLE4 = 100
# Every stance triple file that existed when heldout4 was drawn (frozen, like STANCE_FILES3).
STANCE_FILES4 = STANCE_FILES3 + ("triples_heldout3.jsonl",)
SEED5 = 20261129
N_SAMPLE5 = 100
# Every stance triple file that existed when heldout5 was drawn (frozen, like STANCE_FILES4).
STANCE_FILES5 = STANCE_FILES4 + ("triples_heldout4.jsonl",)
# Precedents (`doc_id` only) of datasets/stance/triples_heldout5.jsonl, which was merged into main (df847cc)
# after heldout5 had been drawn and labelled. Frozen here (this branch does not carry that file, and a later
# edit of it must not move the draw). heldout5 skips them: it is the first N_SAMPLE5 ids of the seeded
# sample(pool, N_SAMPLE5 + N_SPARE5) that are not in this set. random.sample is prefix-stable in k, so the ids
# drawn before keep their order; three of them (0718, 0905, 1123) were replaced by the next eligible ids.
TRIPLES_HELDOUT5_PRECEDENTS = frozenset({
    'C1135', 'C1178', 'C1481', 'C1600', 'C1793', 'C2103',
    'C2548', 'C485', 'C639', 'C712', 'prior_case_0093', 'prior_case_0114',
    'prior_case_0121', 'prior_case_0177', 'prior_case_0185', 'prior_case_0266', 'prior_case_0333', 'prior_case_0357',
    'prior_case_0431', 'prior_case_0440', 'prior_case_0479', 'prior_case_0529', 'prior_case_0538', 'prior_case_0571',
    'prior_case_0708', 'prior_case_0718', 'prior_case_0795', 'prior_case_0905', 'prior_case_1028', 'prior_case_1062',
    'prior_case_1123', 'prior_case_1268', 'prior_case_1296', 'prior_case_1527', 'prior_case_1781', 'prior_case_1826',
    'prior_case_1900', 'prior_case_1923', 'prior_case_1936', 'prior_case_1972',
})
N_SPARE5 = 20
SEED6 = 20261130
N_SAMPLE6 = 100
# Every stance triple file that existed when heldout6 was drawn (frozen, like STANCE_FILES5).
STANCE_FILES6 = STANCE_FILES5 + ("triples_heldout5.jsonl",)
SEED7 = 20261201
N_SAMPLE7 = 100
# Every stance triple file that existed when heldout7 was drawn (frozen, like STANCE_FILES6).
STANCE_FILES7 = STANCE_FILES6 + ("triples_heldout6.jsonl",)
SEED8 = 20261202
N_SAMPLE8 = 100
# Every stance triple file that existed when heldout8 was drawn (frozen, like STANCE_FILES7).
STANCE_FILES8 = STANCE_FILES7 + ("triples_heldout7.jsonl",)
SEED9 = 20261203
N_SAMPLE9 = 100
# Every stance triple file that existed when heldout9 was drawn (frozen, like STANCE_FILES8).
STANCE_FILES9 = STANCE_FILES8 + ("triples_heldout8.jsonl",)
SEED10 = 20261204
N_SAMPLE10 = 100
# Every stance triple file that existed when heldout10 was drawn (frozen, like STANCE_FILES9).
STANCE_FILES10 = STANCE_FILES9 + ("triples_heldout9.jsonl",)
SEED11 = 20261205
N_SAMPLE11 = 100
# Every stance triple file that existed when heldout11 was drawn (frozen, like STANCE_FILES10).
STANCE_FILES11 = STANCE_FILES10 + ("triples_heldout10.jsonl",)
SEED12 = 20261206
N_SAMPLE12 = 100
# Every stance triple file that existed when heldout12 was drawn (frozen, like STANCE_FILES11).
STANCE_FILES12 = STANCE_FILES11 + ("triples_heldout11.jsonl",)
SEED13 = 20261207
N_SAMPLE13 = 100
# Every stance triple file that existed when heldout13 was drawn (frozen, like STANCE_FILES12).
STANCE_FILES13 = STANCE_FILES12 + ("triples_heldout12.jsonl",)
# A seed no earlier draw (outcome or stance) has used.
SEED14 = 20270114
N_SAMPLE14 = 100
# Every stance triple file that existed when heldout14 was drawn (frozen, like STANCE_FILES13).
STANCE_FILES14 = STANCE_FILES13 + ("triples_heldout13.jsonl",)
# A seed no earlier draw (outcome or stance) has used.
SEED15 = 20270215
N_SAMPLE15 = 100
# Every stance triple file that existed when heldout15 was drawn (frozen, like STANCE_FILES14).
STANCE_FILES15 = STANCE_FILES14 + ("triples_heldout14.jsonl",)
# A seed no earlier draw (outcome or stance) has used.
SEED16 = 20270316
N_SAMPLE16 = 100
# Every stance triple file that existed when heldout16 was drawn (frozen, like STANCE_FILES15).
STANCE_FILES16 = STANCE_FILES15 + ("triples_heldout15.jsonl",)
# heldout6 on: (split, seed, size, the triple files whose precedents it leaves out)
LATER_DRAWS = (("heldout6", SEED6, N_SAMPLE6, STANCE_FILES6), ("heldout7", SEED7, N_SAMPLE7, STANCE_FILES7),
               ("heldout8", SEED8, N_SAMPLE8, STANCE_FILES8), ("heldout9", SEED9, N_SAMPLE9, STANCE_FILES9),
               ("heldout10", SEED10, N_SAMPLE10, STANCE_FILES10),
               ("heldout11", SEED11, N_SAMPLE11, STANCE_FILES11),
               ("heldout12", SEED12, N_SAMPLE12, STANCE_FILES12),
               ("heldout13", SEED13, N_SAMPLE13, STANCE_FILES13),
               ("heldout14", SEED14, N_SAMPLE14, STANCE_FILES14),
               ("heldout15", SEED15, N_SAMPLE15, STANCE_FILES15),
               ("heldout16", SEED16, N_SAMPLE16, STANCE_FILES16))
# A seed no earlier draw (outcome or stance) has used.
SEED17 = 20270417
N_SAMPLE17 = 80
# Every stance triple file that existed when heldout17 was drawn (frozen); the AILA heldout17 draw leaves out their
# precedents. The IRLeD heldout17 draw needs no exclusion: no train query judgment has been labelled before.
STANCE_FILES17 = STANCE_FILES16 + ("triples_heldout16.jsonl",)
# Every stance triple file that existed when the AILA heldout18 was drawn (frozen); that draw leaves out their
# precedents. There is no IRLeD heldout18: every corpus and train query judgment is labelled, and val is never read.
STANCE_FILES18 = STANCE_FILES17 + ("triples_heldout17.jsonl",)
# The same for the AILA heldout19 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES19 = STANCE_FILES18 + ("triples_heldout18.jsonl",)
# The same for the AILA heldout20 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES20 = STANCE_FILES19 + ("triples_heldout19.jsonl",)
# The same for the AILA heldout21 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES21 = STANCE_FILES20 + ("triples_heldout20.jsonl",)
# The same for the AILA heldout22 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES22 = STANCE_FILES21 + ("triples_heldout21.jsonl",)
# The same for the AILA heldout23 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES23 = STANCE_FILES22 + ("triples_heldout22.jsonl",)
# The same for the AILA heldout24 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES24 = STANCE_FILES23 + ("triples_heldout23.jsonl",)
# The same for the AILA heldout25 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES25 = STANCE_FILES24 + ("triples_heldout24.jsonl",)
# The same for the AILA heldout26 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES26 = STANCE_FILES25 + ("triples_heldout25.jsonl",)
# The same for the AILA heldout27 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES27 = STANCE_FILES26 + ("triples_heldout26.jsonl",)
# The same for the AILA heldout28 draw (frozen); again no IRLeD part, for the same reason.
STANCE_FILES28 = STANCE_FILES27 + ("triples_heldout27.jsonl",)
SPLITS = ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", *(d[0] for d in LATER_DRAWS), "heldout17")


def load_corpus(path: str | Path = DEFAULT_CORPUS) -> dict[str, str]:
    """Exact `text` field per id, as stored in corpus.jsonl.gz (offsets refer to it)."""
    docs: dict[str, str] = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            docs[d["id"]] = d["text"]
    return docs


def load_train_queries(path: str | Path = DEFAULT_TRAIN_QUERIES) -> dict[str, str]:
    """Exact `text` field per train query id (`current_case_*`); heldout17 offsets refer to it."""
    return load_corpus(path)


def draw_heldout17(queries: dict[str, str]) -> list[str]:
    """The seeded heldout17 sample: every non-empty train query judgment, in seeded (labelling) order."""
    ids = sorted(i for i, t in queries.items() if t.strip())
    return random.Random(SEED17).sample(ids, min(N_SAMPLE17, len(ids)))


def draw_sample(docs: dict[str, str]) -> dict[str, list[str]]:
    """Seeded sample of non-empty judgments: dev (first 60), heldout (next 120), heldout2..heldout16 (fresh 100 each, or
    all that remain once fewer than 100 do).

    Each later draw only removes ids from the pool it samples from, so adding one never changes an earlier one.
    """
    ids = sorted(i for i, t in docs.items() if t.strip())
    sample = random.Random(SEED).sample(ids, N_SAMPLE)
    taken = set(sample) | _stance_precedents()
    fresh = random.Random(SEED2).sample([i for i in ids if i not in taken], N_SAMPLE2)
    taken3 = set(sample) | set(fresh) | stance_doc_ids(STANCE_FILES3)
    fresh3 = random.Random(SEED3).sample([i for i in ids if i not in taken3], N_SAMPLE3)
    taken4 = taken3 | set(fresh3) | stance_doc_ids(STANCE_FILES4)
    fresh4 = random.Random(SEED4).sample([i for i in ids if i not in taken4], N_SAMPLE4)
    taken5 = taken4 | set(fresh4) | stance_doc_ids(STANCE_FILES5)
    spare5 = random.Random(SEED5).sample([i for i in ids if i not in taken5], N_SAMPLE5 + N_SPARE5)
    fresh5 = [i for i in spare5 if i not in TRIPLES_HELDOUT5_PRECEDENTS][:N_SAMPLE5]
    out = {"dev": sample[:N_DEV], "heldout": sample[N_DEV:], "heldout2": fresh, "heldout3": fresh3,
           "heldout4": fresh4, "heldout5": fresh5}
    taken = taken5 | set(fresh5) | TRIPLES_HELDOUT5_PRECEDENTS
    for split, seed, n, files in LATER_DRAWS:  # each also leaves out every split drawn before it
        taken |= stance_doc_ids(files)
        pool = [i for i in ids if i not in taken]
        # min(): the pool runs out at heldout16; every earlier draw had more than n ids, so it is unchanged.
        out[split] = random.Random(seed).sample(pool, min(n, len(pool)))
        taken |= set(out[split])
    return out


def stance_doc_ids(names: tuple[str, ...]) -> set[str]:
    """Precedent ids (only the `doc_id` field is read) of the named stance triple files, any source.

    Why: a judgment that is a stance precedent has had its outcome read by whoever wrote the
    triples, so it cannot be part of a held-out outcome set.
    """
    out: set[str] = set()
    for name in names:
        with open(REPO_ROOT / "datasets" / "stance" / name, encoding="utf-8") as f:
            out |= {json.loads(line)["doc_id"] for line in f if line.strip()}
    return out


def _stance_precedents() -> set[str]:
    """IRLeD precedents already used by the first two stance triple files (kept out of heldout2)."""
    out: set[str] = set()
    for name in STANCE_FILES:
        with open(REPO_ROOT / "datasets" / "stance" / name, encoding="utf-8") as f:
            out |= {r["doc_id"] for r in map(json.loads, f) if r["source"] == "irled2017"}
    return out


def sha1(s: str) -> str:
    return hashlib.sha1(s.encode("utf-8")).hexdigest()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", default=str(DEFAULT_CORPUS))
    ap.add_argument("--train-queries", default=str(DEFAULT_TRAIN_QUERIES))
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("ids")
    p.add_argument("split", choices=SPLITS)
    p = sub.add_parser("show")
    p.add_argument("doc_id", nargs="+")
    p.add_argument("--tail", type=int, default=2000)
    p.add_argument("--start", type=int)
    p.add_argument("--end", type=int)
    p = sub.add_parser("locate")
    p.add_argument("doc_id")
    p.add_argument("span")
    p.add_argument("--nth-last", type=int, default=1, help="1 = last occurrence")
    args = ap.parse_args()

    if args.cmd == "ids" and args.split == "heldout17":
        print("\n".join(draw_heldout17(load_train_queries(args.train_queries))))
        return 0
    ids = [] if args.cmd == "ids" else args.doc_id if args.cmd == "show" else [args.doc_id]
    # train query ids (heldout17) are read from the train-queries file; load the corpus only when needed
    queries_only = bool(ids) and all(i.startswith("current_case_") for i in ids)
    docs = {} if queries_only else load_corpus(args.corpus)
    if any(i.startswith("current_case_") for i in ids):
        docs |= load_train_queries(args.train_queries)
    if args.cmd == "ids":
        print("\n".join(draw_sample(docs)[args.split]))
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
        text = docs[args.doc_id]
        hits, pos = [], text.find(args.span)
        while pos >= 0:
            hits.append(pos)
            pos = text.find(args.span, pos + 1)
        if len(hits) < args.nth_last:
            print("NOT FOUND", file=sys.stderr)
            return 1
        s = hits[-args.nth_last]
        e = s + len(args.span)
        print(json.dumps({"evidence_start": s, "evidence_end": e, "evidence_sha1": sha1(text[s:e])}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
