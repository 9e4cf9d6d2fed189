#!/usr/bin/env python3
"""Verify datasets/stance/triples_{dev,heldout,heldout2,...,heldout29}.jsonl against the corpora in ../shared/data.

For every triple it checks that:
  * the fields are present and their values come from the documented vocabularies
    (user_role and precedent_roles from the canonical role list, outcome, stance, source);
  * the query is a TRAIN query of its corpus (never val) and doc_id is in that corpus;
  * a triple marked pair_kind == "relevant" is in qrels_train, a "same-area" one is not;
  * text[evidence_start:evidence_end] hashes to evidence_sha1 (UTF-8, SHA-1), and for aila2019
    equals `evidence`; irled2017 triples carry no evidence text (no licence to ship it);
  * the query's two user roles form one canonical pair, ids are unique, and no
    (source, query, doc) pair appears in both splits (both sides of a pair share a split);
  * for the third to twenty-eighth held-out sets (heldout3 ... heldout28) also: no precedent of it appears in any other split, and
    each pair has exactly two triples, one per side, whose stances mirror each other
    (supports <-> opposes, or neutral for both);
  * for the sixth held-out set also: no precedent of it is in an outcome label file that existed when it was
    drawn (datasets/outcomes/, the files `sample_pairs.HELDOUT6_EXCLUDE` names); likewise the seventh set and the
    outcome files `sample_pairs.HELDOUT7_EXCLUDE` names (the *_heldout6 outcome files too), and the eighth set and `sample_pairs.HELDOUT8_EXCLUDE`, and the ninth set and
    `sample_pairs.HELDOUT9_EXCLUDE` (the *_heldout8 outcome files too), and the tenth set and
    `sample_pairs.HELDOUT10_EXCLUDE` (the *_heldout9 outcome files too), and the eleventh set and
    `sample_pairs.HELDOUT11_EXCLUDE` (the *_heldout10 outcome files too), and the twelfth set and
    `sample_pairs.HELDOUT12_EXCLUDE` (the *_heldout11 outcome files too), and the thirteenth set and
    `sample_pairs.HELDOUT13_EXCLUDE` (the *_heldout12 outcome files too), and the fourteenth set and
    `sample_pairs.HELDOUT14_EXCLUDE` (the *_heldout13 outcome files too), and the fifteenth set and
    `sample_pairs.HELDOUT15_EXCLUDE` (the *_heldout14 outcome files too), and the sixteenth set and
    `sample_pairs.HELDOUT16_EXCLUDE` (the *_heldout15 outcome files too), and the seventeenth set and
    `sample_pairs.HELDOUT17_EXCLUDE` (the *_heldout16 outcome files too), and the eighteenth set and
    `sample_pairs.HELDOUT18_EXCLUDE` (the seventeenth set and the *_heldout17 outcome files too), and the nineteenth
    set and `sample_pairs.HELDOUT19_EXCLUDE` (the eighteenth set and outcomes/aila2019_heldout18.jsonl too), and the
    twentieth set and `sample_pairs.HELDOUT20_EXCLUDE` (the nineteenth set and outcomes/aila2019_heldout19.jsonl too),
    and the twenty-first set and `sample_pairs.HELDOUT21_EXCLUDE` (the twentieth set and
    outcomes/aila2019_heldout20.jsonl too), and the twenty-second set and `sample_pairs.HELDOUT22_EXCLUDE` (the
    twenty-first set and outcomes/aila2019_heldout21.jsonl too), and the twenty-third set and
    `sample_pairs.HELDOUT23_EXCLUDE` (the twenty-second set and outcomes/aila2019_heldout22.jsonl too), and the
    twenty-fourth set and `sample_pairs.HELDOUT24_EXCLUDE` (the twenty-third set and outcomes/aila2019_heldout23.jsonl
    too), and the twenty-fifth set and `sample_pairs.HELDOUT25_EXCLUDE` (the twenty-fourth set and
    outcomes/aila2019_heldout24.jsonl too), and the twenty-sixth set and `sample_pairs.HELDOUT26_EXCLUDE` (the
    twenty-fifth set and outcomes/aila2019_heldout25.jsonl too), and the twenty-seventh set and
    `sample_pairs.HELDOUT27_EXCLUDE` (the twenty-sixth set and outcomes/aila2019_heldout26.jsonl too), and the
    twenty-eighth set and `sample_pairs.HELDOUT28_EXCLUDE` (the twenty-seventh set and outcomes/aila2019_heldout27.jsonl
    too);
  * for the thirteenth set also (check_twin): where it shares a precedent with the outcome files drawn at the same
    time (outcomes/irled2017_heldout13.jsonl, outcomes/aila2019_heldout13.jsonl, if present), the two labellers'
    independent outcomes agree; likewise the fourteenth set and outcomes/irled2017_heldout14.jsonl,
    outcomes/aila2019_heldout14.jsonl (if present), and the fifteenth set and outcomes/irled2017_heldout15.jsonl,
    outcomes/aila2019_heldout15.jsonl (if present), and the sixteenth set and outcomes/irled2017_heldout16.jsonl,
    outcomes/aila2019_heldout16.jsonl (if present), and the seventeenth set and outcomes/irled2017_heldout17.jsonl,
    outcomes/aila2019_heldout17.jsonl (if present), and the eighteenth set and outcomes/irled2017_heldout18.jsonl,
    outcomes/aila2019_heldout18.jsonl (if present), and the nineteenth set and outcomes/aila2019_heldout19.jsonl,
    outcomes/irled2017_heldout19.jsonl (if present), and the twentieth set and outcomes/aila2019_heldout20.jsonl (if
    present), and the twenty-first set and outcomes/aila2019_heldout21.jsonl (if present), and the twenty-second set
    and outcomes/aila2019_heldout22.jsonl (if present), and the twenty-third set and outcomes/aila2019_heldout23.jsonl
    (if present), and the twenty-fourth set and outcomes/aila2019_heldout24.jsonl (if present), and the twenty-fifth
    set and outcomes/aila2019_heldout25.jsonl (if present), and the twenty-sixth set and
    outcomes/aila2019_heldout26.jsonl (if present), and the twenty-seventh set and outcomes/aila2019_heldout27.jsonl (if
    present), and the twenty-eighth set and outcomes/aila2019_heldout28.jsonl (if present);
  * the nineteenth set is read from triples_heldout19.jsonl and, if present, triples_heldout19b.jsonl (its second
    half, labelled by a second annotator) as one split; a record with `query_text` has a written query: its query_id
    is an id of written_queries19.jsonl and its query_text equals that written text verbatim (no train query check);
    likewise the twentieth set, triples_heldout20.jsonl with triples_heldout20b.jsonl (if present), and the written
    queries of written_queries20.jsonl; and the twenty-first set, triples_heldout21.jsonl with
    triples_heldout21b.jsonl (if present), and the written queries of written_queries21.jsonl; and the twenty-second
    set, triples_heldout22.jsonl with triples_heldout22b.jsonl (if present), and the written queries of
    written_queries22.jsonl; and the twenty-third set, triples_heldout23.jsonl with triples_heldout23b.jsonl (if
    present), and the written queries of written_queries23.jsonl; and the twenty-fourth set,
    triples_heldout24.jsonl with triples_heldout24b.jsonl (if present), and the written queries of
    written_queries24.jsonl; and the twenty-fifth set, triples_heldout25.jsonl with triples_heldout25b.jsonl (if
    present), and the written queries of written_queries25.jsonl; and the twenty-sixth set, triples_heldout26.jsonl
    with triples_heldout26b.jsonl (if present), and the written queries of written_queries26.jsonl; and the
    twenty-seventh set, triples_heldout27.jsonl with triples_heldout27b.jsonl (if present), and the written queries of
    written_queries27.jsonl; and the twenty-eighth set, triples_heldout28.jsonl with triples_heldout28b.jsonl (if
    present), and the written queries of written_queries28.jsonl;
  * the twenty-ninth set (triples_heldout29.jsonl, with triples_heldout29b.jsonl read with it while present; skipped
    while absent) comes from a new source: its precedents are the BUILD / PAHELI judgments in neither AILA nor IRLeD
    (source build_in / paheli_in; texts rebuilt from ../shared/data/roles by datasets/outcomes/sample_roles.py; the
    doc_id one of roles_new_ids.json's new ids; offsets + sha1, no `evidence` text: BUILD is CC BY-SA; pair_kind
    same-area), its queries AILA train queries or the written fact patterns of written_queries29.jsonl (query_text
    verbatim); a disjoint split by (source, doc_id), checked against the outcome files up to
    outcomes/aila2019_heldout28.jsonl, and its twins outcomes/build_in_heldout29.jsonl,
    outcomes/paheli_in_heldout29.jsonl and outcomes/aila2019_heldout29.jsonl (if present) must agree with it;
  * the seventeenth set's IRLeD precedents are other IRLeD train query judgments (current_case_*): their texts are
    read from queries_train (doc_id must be in the corpus or, for irled2017, a train query judgment other than the
    triple's own query);
  * no stance is the opposite of what the triple's own precedent_roles and a clear precedent_outcome
    (allowed / dismissed) imply for its user_role (neutral stays possible: remands, nothing decided).
Then prints counts per split / corpus / area / stance. Exit status 1 if any check fails.

Usage (from the repo root):
    python datasets/stance/check.py
    python datasets/stance/check.py --shared /path/to/shared/data
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
SPLITS = ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8",
          "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16",
          "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23",
          "heldout24", "heldout25", "heldout26", "heldout27", "heldout28", "heldout29")
# Splits that may be absent (the one being labelled): read as empty until their file is committed.
OPTIONAL_SPLITS = ("heldout29",)
# Splits drawn precedent-disjoint from every other split, with both sides of every pair labelled.
DISJOINT_SPLITS = ("heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9",
                   "heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16",
                   "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23",
                   "heldout24", "heldout25", "heldout26", "heldout27", "heldout28", "heldout29")
# Outcome label files (under datasets/) the sixth held-out set was drawn disjoint from (sample_pairs.HELDOUT6_EXCLUDE).
HELDOUT6_OUTCOME_FILES = ("outcomes/aila2019_outcomes.jsonl", "outcomes/irled2017_dev.jsonl",
                          "outcomes/irled2017_heldout.jsonl", "outcomes/irled2017_heldout2.jsonl",
                          "outcomes/aila2019_heldout3.jsonl", "outcomes/irled2017_heldout3.jsonl",
                          "outcomes/aila2019_heldout4.jsonl", "outcomes/irled2017_heldout4.jsonl",
                          "outcomes/aila2019_heldout5.jsonl", "outcomes/irled2017_heldout5.jsonl")
# ... and the seventh (sample_pairs.HELDOUT7_EXCLUDE): the above plus the sixth set's outcome files.
HELDOUT7_OUTCOME_FILES = HELDOUT6_OUTCOME_FILES + ("outcomes/aila2019_heldout6.jsonl", "outcomes/irled2017_heldout6.jsonl")
# ... and the eighth (sample_pairs.HELDOUT8_EXCLUDE): the above plus the seventh set's outcome files.
HELDOUT8_OUTCOME_FILES = HELDOUT7_OUTCOME_FILES + ("outcomes/aila2019_heldout7.jsonl", "outcomes/irled2017_heldout7.jsonl")
# ... and the ninth (sample_pairs.HELDOUT9_EXCLUDE): the above plus the eighth set's outcome files.
HELDOUT9_OUTCOME_FILES = HELDOUT8_OUTCOME_FILES + ("outcomes/aila2019_heldout8.jsonl", "outcomes/irled2017_heldout8.jsonl")
# ... and the tenth (sample_pairs.HELDOUT10_EXCLUDE): the above plus the ninth set's outcome files.
HELDOUT10_OUTCOME_FILES = HELDOUT9_OUTCOME_FILES + ("outcomes/aila2019_heldout9.jsonl", "outcomes/irled2017_heldout9.jsonl")
# ... and the eleventh (sample_pairs.HELDOUT11_EXCLUDE): the above plus the tenth set's outcome files.
HELDOUT11_OUTCOME_FILES = HELDOUT10_OUTCOME_FILES + ("outcomes/aila2019_heldout10.jsonl",
                                                     "outcomes/irled2017_heldout10.jsonl")
# ... and the twelfth (sample_pairs.HELDOUT12_EXCLUDE): the above plus the eleventh set's outcome files.
HELDOUT12_OUTCOME_FILES = HELDOUT11_OUTCOME_FILES + ("outcomes/aila2019_heldout11.jsonl",
                                                     "outcomes/irled2017_heldout11.jsonl")
# ... and the thirteenth (sample_pairs.HELDOUT13_EXCLUDE): the above plus the twelfth set's outcome files.
HELDOUT13_OUTCOME_FILES = HELDOUT12_OUTCOME_FILES + ("outcomes/aila2019_heldout12.jsonl",
                                                     "outcomes/irled2017_heldout12.jsonl")
# Outcome label files drawn at the same time as the thirteenth set (its twins): not excluded, but must agree with it.
HELDOUT13_TWIN_FILES = ("outcomes/irled2017_heldout13.jsonl", "outcomes/aila2019_heldout13.jsonl")
# ... and the fourteenth (sample_pairs.HELDOUT14_EXCLUDE): the above plus the thirteenth set's outcome files.
HELDOUT14_OUTCOME_FILES = HELDOUT13_OUTCOME_FILES + ("outcomes/aila2019_heldout13.jsonl",
                                                     "outcomes/irled2017_heldout13.jsonl")
# Outcome label files drawn at the same time as the fourteenth set (its twins): not excluded, but must agree with it.
HELDOUT14_TWIN_FILES = ("outcomes/irled2017_heldout14.jsonl", "outcomes/aila2019_heldout14.jsonl")
# ... and the fifteenth (sample_pairs.HELDOUT15_EXCLUDE): the above plus the fourteenth set's outcome files.
HELDOUT15_OUTCOME_FILES = HELDOUT14_OUTCOME_FILES + ("outcomes/aila2019_heldout14.jsonl",
                                                     "outcomes/irled2017_heldout14.jsonl")
# Outcome label files drawn at the same time as the fifteenth set (its twins): not excluded, but must agree with it.
HELDOUT15_TWIN_FILES = ("outcomes/irled2017_heldout15.jsonl", "outcomes/aila2019_heldout15.jsonl")
# ... and the sixteenth (sample_pairs.HELDOUT16_EXCLUDE): the above plus the fifteenth set's outcome files.
HELDOUT16_OUTCOME_FILES = HELDOUT15_OUTCOME_FILES + ("outcomes/aila2019_heldout15.jsonl",
                                                     "outcomes/irled2017_heldout15.jsonl")
# Outcome label files drawn at the same time as the sixteenth set (its twins): not excluded, but must agree with it.
HELDOUT16_TWIN_FILES = ("outcomes/irled2017_heldout16.jsonl", "outcomes/aila2019_heldout16.jsonl")
# ... and the seventeenth (sample_pairs.HELDOUT17_EXCLUDE): the above plus the sixteenth set's outcome files.
HELDOUT17_OUTCOME_FILES = HELDOUT16_OUTCOME_FILES + ("outcomes/aila2019_heldout16.jsonl",
                                                     "outcomes/irled2017_heldout16.jsonl")
# Outcome label files drawn at the same time as the seventeenth set (its twins): not excluded, but must agree with it.
HELDOUT17_TWIN_FILES = ("outcomes/irled2017_heldout17.jsonl", "outcomes/aila2019_heldout17.jsonl")
# ... and the eighteenth (sample_pairs.HELDOUT18_EXCLUDE): the above plus the seventeenth set's outcome files.
HELDOUT18_OUTCOME_FILES = HELDOUT17_OUTCOME_FILES + ("outcomes/aila2019_heldout17.jsonl",
                                                     "outcomes/irled2017_heldout17.jsonl")
# Outcome label files drawn at the same time as the eighteenth set (its twins): not excluded, but must agree with it.
HELDOUT18_TWIN_FILES = ("outcomes/irled2017_heldout18.jsonl", "outcomes/aila2019_heldout18.jsonl")
# ... and the nineteenth (sample_pairs.HELDOUT19_EXCLUDE): the above plus the eighteenth AILA outcome file (no IRLeD
# outcome file was labelled with the eighteenth set).
HELDOUT19_OUTCOME_FILES = HELDOUT18_OUTCOME_FILES + ("outcomes/aila2019_heldout18.jsonl",)
# Outcome label files drawn at the same time as the nineteenth set (its twins): not excluded, but must agree with it.
HELDOUT19_TWIN_FILES = ("outcomes/aila2019_heldout19.jsonl", "outcomes/irled2017_heldout19.jsonl")
# ... and the twentieth (sample_pairs.HELDOUT20_EXCLUDE): the above plus the nineteenth AILA outcome file (no IRLeD
# outcome file was labelled with the nineteenth set).
HELDOUT20_OUTCOME_FILES = HELDOUT19_OUTCOME_FILES + ("outcomes/aila2019_heldout19.jsonl",)
# Outcome label files drawn at the same time as the twentieth set (its twin): not excluded, but must agree with it.
HELDOUT20_TWIN_FILES = ("outcomes/aila2019_heldout20.jsonl",)
# ... and the twenty-first (sample_pairs.HELDOUT21_EXCLUDE): the above plus the twentieth AILA outcome file (the
# twentieth set itself is a split, so check_fresh_split keeps them apart).
HELDOUT21_OUTCOME_FILES = HELDOUT20_OUTCOME_FILES + ("outcomes/aila2019_heldout20.jsonl",)
# Outcome label files drawn at the same time as the twenty-first set (its twin): not excluded, but must agree with it.
HELDOUT21_TWIN_FILES = ("outcomes/aila2019_heldout21.jsonl",)
# ... and the twenty-second (sample_pairs.HELDOUT22_EXCLUDE): the above plus the twenty-first AILA outcome file (the
# twenty-first set itself is a split, so check_fresh_split keeps them apart).
HELDOUT22_OUTCOME_FILES = HELDOUT21_OUTCOME_FILES + ("outcomes/aila2019_heldout21.jsonl",)
# Outcome label files drawn at the same time as the twenty-second set (its twin): not excluded, but must agree with it.
HELDOUT22_TWIN_FILES = ("outcomes/aila2019_heldout22.jsonl",)
# ... and the twenty-third (sample_pairs.HELDOUT23_EXCLUDE): the above plus the twenty-second AILA outcome file (the
# twenty-second set itself is a split, so check_fresh_split keeps them apart).
HELDOUT23_OUTCOME_FILES = HELDOUT22_OUTCOME_FILES + ("outcomes/aila2019_heldout22.jsonl",)
# Outcome label files drawn at the same time as the twenty-third set (its twin): not excluded, but must agree with it.
HELDOUT23_TWIN_FILES = ("outcomes/aila2019_heldout23.jsonl",)
# ... and the twenty-fourth (sample_pairs.HELDOUT24_EXCLUDE): the above plus the twenty-third AILA outcome file (the
# twenty-third set itself is a split, so check_fresh_split keeps them apart).
HELDOUT24_OUTCOME_FILES = HELDOUT23_OUTCOME_FILES + ("outcomes/aila2019_heldout23.jsonl",)
# Outcome label files drawn at the same time as the twenty-fourth set (its twin): not excluded, but must agree with it.
HELDOUT24_TWIN_FILES = ("outcomes/aila2019_heldout24.jsonl",)
# ... and the twenty-fifth (sample_pairs.HELDOUT25_EXCLUDE): the above plus the twenty-fourth AILA outcome file (the
# twenty-fourth set itself is a split, so check_fresh_split keeps them apart).
HELDOUT25_OUTCOME_FILES = HELDOUT24_OUTCOME_FILES + ("outcomes/aila2019_heldout24.jsonl",)
# Outcome label files drawn at the same time as the twenty-fifth set (its twin): not excluded, but must agree with it.
HELDOUT25_TWIN_FILES = ("outcomes/aila2019_heldout25.jsonl",)
# ... and the twenty-sixth (sample_pairs.HELDOUT26_EXCLUDE): the above plus the twenty-fifth AILA outcome file (the
# twenty-fifth set itself is a split, so check_fresh_split keeps them apart).
HELDOUT26_OUTCOME_FILES = HELDOUT25_OUTCOME_FILES + ("outcomes/aila2019_heldout25.jsonl",)
# Outcome label files drawn at the same time as the twenty-sixth set (its twin): not excluded, but must agree with it.
HELDOUT26_TWIN_FILES = ("outcomes/aila2019_heldout26.jsonl",)
# ... and the twenty-seventh (sample_pairs.HELDOUT27_EXCLUDE): the above plus the twenty-sixth AILA outcome file (the
# twenty-sixth set itself is a split, so check_fresh_split keeps them apart).
HELDOUT27_OUTCOME_FILES = HELDOUT26_OUTCOME_FILES + ("outcomes/aila2019_heldout26.jsonl",)
# Outcome label files drawn at the same time as the twenty-seventh set (its twin): not excluded, but must agree with it.
HELDOUT27_TWIN_FILES = ("outcomes/aila2019_heldout27.jsonl",)
# ... and the twenty-eighth (sample_pairs.HELDOUT28_EXCLUDE): the above plus the twenty-seventh AILA outcome file (the
# twenty-seventh set itself is a split, so check_fresh_split keeps them apart).
HELDOUT28_OUTCOME_FILES = HELDOUT27_OUTCOME_FILES + ("outcomes/aila2019_heldout27.jsonl",)
# Outcome label files drawn at the same time as the twenty-eighth set (its twin): not excluded, but must agree with it.
HELDOUT28_TWIN_FILES = ("outcomes/aila2019_heldout28.jsonl",)
# ... and the twenty-ninth: every outcome file up to the twenty-eighth AILA one (its precedents are BUILD / PAHELI
# judgments that no AILA or IRLeD file can hold, so this guards a mislabelled source rather than a real overlap).
HELDOUT29_OUTCOME_FILES = HELDOUT28_OUTCOME_FILES + ("outcomes/aila2019_heldout28.jsonl",)
# Outcome label files labelled at the same time as the twenty-ninth set from the same judgments (its twins).
HELDOUT29_TWIN_FILES = ("outcomes/build_in_heldout29.jsonl", "outcomes/paheli_in_heldout29.jsonl",
                        "outcomes/aila2019_heldout29.jsonl")
# The second halves (pairs 21-40; 21-37 for the twenty-eighth) of the nineteenth to twenty-eighth sets were labelled in
# files of their own and appended by the lead; the b files no longer exist, so reading them is a no-op (kept for a set
# labelled the same way).
SECOND_HALF_FILES = {"heldout19": "triples_heldout19b.jsonl", "heldout20": "triples_heldout20b.jsonl",
                     "heldout21": "triples_heldout21b.jsonl", "heldout22": "triples_heldout22b.jsonl",
                     "heldout23": "triples_heldout23b.jsonl", "heldout24": "triples_heldout24b.jsonl",
                     "heldout25": "triples_heldout25b.jsonl", "heldout26": "triples_heldout26b.jsonl",
                     "heldout27": "triples_heldout27b.jsonl", "heldout28": "triples_heldout28b.jsonl",
                     "heldout29": "triples_heldout29b.jsonl"}
# The fact patterns written for the nineteenth to twenty-eighth sets' areas no dataset query covers (query_id -> text).
WRITTEN_QUERY_FILES = ("written_queries19.jsonl", "written_queries20.jsonl", "written_queries21.jsonl",
                       "written_queries22.jsonl", "written_queries23.jsonl", "written_queries24.jsonl",
                       "written_queries25.jsonl", "written_queries26.jsonl", "written_queries27.jsonl",
                       "written_queries28.jsonl", "written_queries29.jsonl")
MIRROR = {"supports": "opposes", "opposes": "supports", "neutral": "neutral"}

# Canonical role pairs shared with the stance detector; appellant/respondent is the fallback.
ROLE_PAIRS = [
    ("accused", "prosecution"),
    ("employee", "employer"),
    ("assessee", "revenue"),
    ("tenant", "landlord"),
    ("claimant", "insurer"),
    ("citizen", "government"),
    ("plaintiff", "defendant"),
    ("appellant", "respondent"),
]
ROLES = {r for pair in ROLE_PAIRS for r in pair}
OUTCOMES = {"allowed", "dismissed", "partly", "other"}
STANCES = {"supports", "neutral", "opposes"}
# The rhetorical-role corpora of the twenty-ninth set (datasets/outcomes/sample_roles.py): precedents only, their
# triples' queries are AILA train queries (or written ones).
ROLE_SOURCES = ("build_in", "paheli_in")
QUERY_SOURCE = {src: "aila2019" for src in ROLE_SOURCES}
SOURCES = {"aila2019", "irled2017", *ROLE_SOURCES}
PAIR_KINDS = {"relevant", "same-area"}
FIELDS = [
    "id", "source", "query_id", "doc_id", "user_statement", "user_role", "precedent_roles",
    "precedent_outcome", "stance", "evidence_start", "evidence_end", "evidence_sha1", "area", "note",
]


def _read_jsonl(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def load_shared(shared: Path) -> dict[str, dict]:
    """Corpus texts, train/val query ids and train qrels of AILA and IRLeD; the role corpora's rebuilt texts and new
    ids (with their query corpus's query ids and no qrels: their pairs are same-area) when ../shared has them."""
    out = {}
    for src in ("aila2019", "irled2017"):
        base = shared / src
        texts = {d["id"]: d["text"] for d in _read_jsonl(base / "corpus.jsonl.gz")}
        train = next(p for p in (base / "queries_train.jsonl", base / "queries_train.jsonl.gz") if p.exists())
        val = next(p for p in (base / "queries_val.jsonl", base / "queries_val.jsonl.gz") if p.exists())
        if src == "irled2017":  # the seventeenth set's precedents are other train query judgments
            texts |= {d["id"]: d["text"] for d in _read_jsonl(train)}
        qrels = set()
        with open(base / "qrels_train.txt", encoding="utf-8") as fh:
            for line in fh:
                q, _, d, _ = line.split()
                qrels.add((q, d))
        out[src] = {
            "texts": texts,
            "train": {d["id"] for d in _read_jsonl(train)},
            "val": {d["id"] for d in _read_jsonl(val)},
            "qrels": qrels,
        }
    if (shared / "roles").exists():
        sys.path.insert(0, str(HERE.parent / "outcomes"))
        import sample_roles  # noqa: PLC0415 - the one place the role texts are rebuilt

        new = json.loads(sample_roles.NEW_IDS_FILE.read_text(encoding="utf-8"))["new_ids"]
        for src in ROLE_SOURCES:
            query = out[QUERY_SOURCE[src]]
            out[src] = {"texts": sample_roles.load_source(src, shared / "roles"), "new": set(new[src]),
                        "train": query["train"], "val": query["val"], "qrels": set()}
    return out


def load_written_queries() -> dict[str, str]:
    """The written fact patterns (query_id -> text) that records with `query_text` must quote verbatim."""
    out: dict[str, str] = {}
    for name in WRITTEN_QUERY_FILES:
        path = HERE / name
        if path.exists():
            for r in _read_jsonl(path):
                if r["id"] in out:  # a second pattern under one id would silently replace the first
                    raise SystemExit(f"{name}: the written query id {r['id']} is given twice")
                if not str(r.get("text") or "").strip():
                    raise SystemExit(f"{name}: the written query {r['id']} has no text")
                out[r["id"]] = r["text"]
    return out


def check_query(r: dict, data: dict, written: dict[str, str]) -> list[str]:
    """A train query of its corpus (never val), or a written query whose query_text is its written text."""
    where = r.get("id")
    if "query_text" in r:
        if r["query_id"] not in written:
            return [f"{where}: query_text given but {r['query_id']} is not a written query"]
        if r["query_text"] != written[r["query_id"]]:
            return [f"{where}: query_text differs from the written query {r['query_id']}"]
        return []
    if r["query_id"] in written:
        return [f"{where}: written query {r['query_id']} without its query_text"]
    if r["query_id"] not in data["train"] or r["query_id"] in data["val"]:
        return [f"{where}: query {r['query_id']} is not a train query"]
    return []


def check_records(records: list[dict], split: str, shared: dict[str, dict],
                  written: dict[str, str] | None = None) -> list[str]:
    """All problems found in one split's records (empty list = clean)."""
    errors: list[str] = []
    written = load_written_queries() if written is None else written
    for r in records:
        where = f"{split}:{r.get('id')}"
        missing = [f for f in FIELDS if f not in r]
        if missing:
            errors.append(f"{where}: missing fields {missing}")
            continue
        src = r["source"]
        if src not in SOURCES:
            errors.append(f"{where}: bad source {src!r}")
            continue
        if src not in shared:
            errors.append(f"{where}: no texts of {src} loaded (../shared/data/roles missing?)")
            continue
        data = shared[src]
        errors += [f"{split}:{e}" for e in check_query(r, data, written)]
        if r["doc_id"] not in data["texts"]:
            errors.append(f"{where}: doc {r['doc_id']} not in corpus")
            continue
        if "new" in data and r["doc_id"] not in data["new"]:
            errors.append(f"{where}: precedent {r['doc_id']} is not a new {src} judgment (roles_new_ids.json)")
        if r["doc_id"] == r["query_id"]:  # possible since train query judgments became precedents (heldout17)
            errors.append(f"{where}: precedent {r['doc_id']} is its own query")
        kind = r.get("pair_kind")
        if kind not in PAIR_KINDS:
            errors.append(f"{where}: bad pair_kind {kind!r}")
        elif (kind == "relevant") != ((r["query_id"], r["doc_id"]) in data["qrels"]):
            errors.append(f"{where}: pair_kind {kind} disagrees with qrels_train")
        if r["user_role"] not in ROLES:
            errors.append(f"{where}: bad user_role {r['user_role']!r}")
        roles = r["precedent_roles"]
        if set(roles) != {"appellant", "respondent"} or not set(roles.values()) <= ROLES:
            errors.append(f"{where}: bad precedent_roles {roles!r}")
        if r["precedent_outcome"] not in OUTCOMES:
            errors.append(f"{where}: bad outcome {r['precedent_outcome']!r}")
        if r["stance"] not in STANCES:
            errors.append(f"{where}: bad stance {r['stance']!r}")
        direction = stance_direction(r)
        if direction is not None and r["stance"] == MIRROR[direction] and direction != "neutral":
            errors.append(f"{where}: stance {r['stance']} is the opposite of what its own roles and outcome say "
                          f"({r['precedent_outcome']}, {roles}): {direction}")
        for f in ("user_statement", "area", "note"):
            if not str(r[f]).strip():
                errors.append(f"{where}: empty {f}")
        text = data["texts"][r["doc_id"]]
        s, e = r["evidence_start"], r["evidence_end"]
        if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
            errors.append(f"{where}: offsets {s}:{e} outside the text ({len(text)} chars)")
            continue
        span = text[s:e]
        if hashlib.sha1(span.encode("utf-8")).hexdigest() != r["evidence_sha1"]:
            errors.append(f"{where}: evidence_sha1 does not match text[{s}:{e}]")
        if src == "aila2019" and r.get("evidence") != span:
            errors.append(f"{where}: evidence differs from text[{s}:{e}]")
        if src != "aila2019" and "evidence" in r:  # IRLeD has no licence, BUILD is CC BY-SA
            errors.append(f"{where}: {src} evidence text must not be shipped")
    return errors


def stance_direction(r: dict) -> str | None:
    """The stance a clear win implies for the user's role: allowed -> the appellant's side won, dismissed -> the
    respondent's; None when the outcome is not a clear win or the role is neither party's. A label may still be
    neutral (a remand, a matter decided on nothing), never the opposite: that catches sides' stances swapped."""
    roles, outcome = r.get("precedent_roles") or {}, r.get("precedent_outcome")
    if outcome not in ("allowed", "dismissed"):
        return None
    won, lost = (("appellant", "respondent") if outcome == "allowed" else ("respondent", "appellant"))
    if roles.get(won) == roles.get(lost):
        return None
    return "supports" if r.get("user_role") == roles.get(won) else "opposes" if r.get("user_role") == roles.get(lost) else None


def check_consistency(by_split: dict[str, list[dict]]) -> list[str]:
    """Cross-record rules: unique ids, one split per pair, each query's roles form one canonical pair."""
    errors: list[str] = []
    ids = Counter(r["id"] for rs in by_split.values() for r in rs)
    errors += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    pair_split: dict[tuple, set] = {}
    query_roles: dict[tuple, set] = {}
    for split, rs in by_split.items():
        for r in rs:
            pair_split.setdefault((r["source"], r["query_id"], r["doc_id"]), set()).add(split)
            query_roles.setdefault((r["source"], r["query_id"]), set()).add(r["user_role"])
    errors += [f"pair {p} is in both splits" for p, s in pair_split.items() if len(s) > 1]
    errors += check_fresh_split(by_split)
    errors += check_outcome_disjoint(by_split.get("heldout6", []), "heldout6", HELDOUT6_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout7", []), "heldout7", HELDOUT7_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout8", []), "heldout8", HELDOUT8_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout9", []), "heldout9", HELDOUT9_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout10", []), "heldout10", HELDOUT10_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout11", []), "heldout11", HELDOUT11_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout12", []), "heldout12", HELDOUT12_OUTCOME_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout13", []), "heldout13", HELDOUT13_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout13", []), "heldout13", HELDOUT13_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout14", []), "heldout14", HELDOUT14_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout14", []), "heldout14", HELDOUT14_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout15", []), "heldout15", HELDOUT15_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout15", []), "heldout15", HELDOUT15_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout16", []), "heldout16", HELDOUT16_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout16", []), "heldout16", HELDOUT16_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout17", []), "heldout17", HELDOUT17_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout17", []), "heldout17", HELDOUT17_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout18", []), "heldout18", HELDOUT18_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout18", []), "heldout18", HELDOUT18_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout19", []), "heldout19", HELDOUT19_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout19", []), "heldout19", HELDOUT19_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout20", []), "heldout20", HELDOUT20_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout20", []), "heldout20", HELDOUT20_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout21", []), "heldout21", HELDOUT21_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout21", []), "heldout21", HELDOUT21_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout22", []), "heldout22", HELDOUT22_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout22", []), "heldout22", HELDOUT22_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout23", []), "heldout23", HELDOUT23_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout23", []), "heldout23", HELDOUT23_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout24", []), "heldout24", HELDOUT24_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout24", []), "heldout24", HELDOUT24_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout25", []), "heldout25", HELDOUT25_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout25", []), "heldout25", HELDOUT25_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout26", []), "heldout26", HELDOUT26_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout26", []), "heldout26", HELDOUT26_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout27", []), "heldout27", HELDOUT27_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout27", []), "heldout27", HELDOUT27_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout28", []), "heldout28", HELDOUT28_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout28", []), "heldout28", HELDOUT28_TWIN_FILES)
    errors += check_outcome_disjoint(by_split.get("heldout29", []), "heldout29", HELDOUT29_OUTCOME_FILES)
    errors += check_twin(by_split.get("heldout29", []), "heldout29", HELDOUT29_TWIN_FILES)
    pairs = {frozenset(p) for p in ROLE_PAIRS}
    for q, roles in query_roles.items():
        if not any(roles <= p for p in pairs):
            errors.append(f"query {q} mixes roles of different pairs: {sorted(roles)}")
    return errors


def check_fresh_split(by_split: dict[str, list[dict]]) -> list[str]:
    """A disjoint split shares no precedent with the other splits; each pair has two mirrored sides."""
    errors: list[str] = []
    for split in DISJOINT_SPLITS:
        rs = by_split.get(split, [])
        others = {(r["source"], r["doc_id"]) for s, o in by_split.items() if s != split for r in o}
        errors += [f"{split}:{r['id']}: precedent {r['doc_id']} is also in another split"
                   for r in rs if (r["source"], r["doc_id"]) in others]
        sides: dict[tuple, list[dict]] = {}
        for r in rs:
            sides.setdefault((r["source"], r["query_id"], r["doc_id"]), []).append(r)
            if not r["id"].startswith(f"{split}-") or not r["id"].endswith("-" + r["user_role"]):
                errors.append(f"{split}:{r['id']}: id is not <split>-<nnn>-<user_role>")
        for pair, two in sides.items():
            roles = {r["user_role"] for r in two}
            if len(two) != 2 or not any(roles == set(p) for p in ROLE_PAIRS):
                errors.append(f"{split}: pair {pair} needs one triple per side of a role pair, has {sorted(roles)}")
            elif MIRROR[two[0]["stance"]] != two[1]["stance"]:
                errors.append(f"{split}: pair {pair} stances do not mirror: {two[0]['stance']} / {two[1]['stance']}")
            elif len({(r["precedent_outcome"], r["evidence_sha1"], str(r["precedent_roles"])) for r in two}) != 1:
                errors.append(f"{split}: pair {pair} sides disagree on the precedent's roles, outcome or evidence")
    return errors


def check_outcome_disjoint(records: list[dict], split: str, names: tuple[str, ...]) -> list[str]:
    """A split drawn away from the outcome label files shares no precedent with them (a missing file is an error:
    the draw excluded it, so the check must see it)."""
    errors: list[str] = []
    labelled: set[tuple[str, str]] = set()
    for name in names:
        path = HERE.parent / name
        if not path.exists():
            errors.append(f"{split}: outcome label file {name} is missing")
            continue
        labelled |= {(r["source"], r["doc_id"]) for r in _read_jsonl(path)}
    errors += [f"{split}:{r['id']}: precedent {r['doc_id']} is in an outcome label file"
               for r in records if (r["source"], r["doc_id"]) in labelled]
    return errors


def check_twin(records: list[dict], split: str, names: tuple[str, ...]) -> list[str]:
    """Where a split shares a precedent with the outcome files labelled independently at the same time, its
    precedent_outcome must equal their label (files not yet present are skipped)."""
    labels: dict[tuple[str, str], str] = {}
    for name in names:
        path = HERE.parent / name
        if path.exists():
            labels |= {(r["source"], r["doc_id"]): r["label"] for r in _read_jsonl(path)}
    return [f"{split}:{r['id']}: precedent_outcome {r['precedent_outcome']} but {r['doc_id']} is labelled "
            f"{labels[(r['source'], r['doc_id'])]} in the outcome twin"
            for r in records if (r["source"], r["doc_id"]) in labels
            and labels[(r["source"], r["doc_id"])] != r["precedent_outcome"]]


def read_split(split: str) -> list[dict]:
    """A split's records (triples_<split>.jsonl, and its second half's file if it has one and it exists)."""
    second = [HERE / SECOND_HALF_FILES[split]] if split in SECOND_HALF_FILES else []
    first = HERE / f"triples_{split}.jsonl"
    head = [] if split in OPTIONAL_SPLITS and not first.exists() else _read_jsonl(first)
    return head + [r for p in second if p.exists() for r in _read_jsonl(p)]


def summary(by_split: dict[str, list[dict]]) -> str:
    lines = []
    for split, rs in by_split.items():
        lines.append(f"{split}: {len(rs)} triples")
        for key in ("source", "area", "stance", "user_role", "precedent_outcome"):
            c = Counter(r[key] for r in rs)
            lines.append(f"  {key:18s} " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", default=str(REPO_ROOT.parent / "shared" / "data"),
                    help="the shared data folder (default: ../shared/data from the repo root)")
    args = ap.parse_args()
    shared = load_shared(Path(args.shared))
    by_split = {s: read_split(s) for s in SPLITS}
    errors = [e for s, rs in by_split.items() for e in check_records(rs, s, shared)]
    errors += check_consistency(by_split)
    print(summary(by_split))
    for e in errors:
        print("ERROR", e, file=sys.stderr)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
