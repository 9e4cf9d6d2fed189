#!/usr/bin/env python3
"""Verify the hand-labelled outcome sets against their source corpora.

AILA 2019 (aila2019_outcomes.jsonl, evidence text stored):

For every record, checks that:
  * the label is one of allowed / dismissed / partly / other,
  * doc_id exists in the corpus and appears only once in the label file,
  * `evidence` is an exact substring of the document text located at
    `evidence_start` (text[evidence_start:evidence_start+len(evidence)] == evidence),
  * `evidence_start` is the last occurrence (text.rfind(evidence)),
  * records follow the documented sample order
    (random.Random(2019).sample(sorted(ids), 260)).

IRLeD 2017 (irled2017_dev.jsonl, irled2017_heldout.jsonl; no evidence text is stored
because IRLeD has no licence): for every record, checks that
  * the keys are exactly source/doc_id/label/evidence_start/evidence_end/evidence_sha1/
    appellant_kind/note (no `evidence` text),
  * source == "irled2017", the label is one of the four, appellant_kind is non-empty,
  * doc_id belongs to that file's split of the seeded sample (sample_irled.py) and
    records follow sample order, with no duplicates and no overlap between the splits,
  * 0 <= evidence_start < evidence_end <= len(text) and
    sha1(text[evidence_start:evidence_end]) == evidence_sha1 against ../shared,
  * every sampled id of the split is labelled (reported as an error if not).
The fresh held-out parts (issue 9, third held-out set) get the same checks plus disjointness:
  * irled2017_heldout3.jsonl is checked like the other IRLeD splits (its ids come from
    sample_irled.py `heldout3`); in addition the drawn splits must be pairwise disjoint and no
    heldout3 id may be a precedent of the stance triple files it was drawn against;
  * aila2019_heldout3.jsonl (evidence text stored, CC BY 4.0): exact key set, source, label,
    non-empty note, evidence found at evidence_start and that being its last occurrence, doc_id in
    the seeded sample_aila.py draw and in sample order, no duplicates, not in aila2019_outcomes.jsonl,
    not a stance precedent, and every sampled id labelled.
The fourth held-out parts (issue 9) get the same checks:
  * irled2017_heldout4.jsonl like the other IRLeD splits (sample_irled.py `heldout4`), disjoint from all
    other splits and from the precedents of the stance files in STANCE_FILES4;
  * aila2019_heldout4.jsonl like aila2019_heldout3.jsonl, against the sample_aila.py `heldout4` draw, and
    not in aila2019_outcomes.jsonl, aila2019_heldout3.jsonl (or its draw) or a STANCE_FILES4 precedent.
The fifth held-out parts (issue 9) get the same checks:
  * irled2017_heldout5.jsonl like the other IRLeD splits (sample_irled.py `heldout5`), disjoint from all
    other splits and from the precedents of the stance files in STANCE_FILES5 and of triples_heldout5.jsonl;
  * aila2019_heldout5.jsonl like aila2019_heldout4.jsonl, against the sample_aila.py `heldout5` draw, and
    not in aila2019_outcomes.jsonl, aila2019_heldout3/4.jsonl (or their draws) or a precedent of STANCE_FILES5 or triples_heldout5.jsonl.
The sixth held-out parts (issue 9) get the same checks:
  * irled2017_heldout6.jsonl like the other IRLeD splits (sample_irled.py `heldout6`), disjoint from all
    other splits and from the precedents of every datasets/stance/triples_*.jsonl file present (not only the
    frozen STANCE_FILES6 it was drawn against, so a later triple file that names a heldout6 judgment is caught);
  * aila2019_heldout6.jsonl like aila2019_heldout5.jsonl, against the sample_aila.py `heldout6` draw, and
    not in aila2019_outcomes.jsonl, aila2019_heldout3/4/5.jsonl (or their draws) or a precedent of any triple file.
The seventh held-out parts (issue 9) get the same checks:
  * irled2017_heldout7.jsonl like the other IRLeD splits (sample_irled.py `heldout7`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout7.jsonl (its twin), which was
    drawn at the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout7.jsonl or
    aila2019_heldout7.jsonl, its precedent_outcome must equal the label here (check_twin);
  * aila2019_heldout7.jsonl like aila2019_heldout6.jsonl, against the sample_aila.py `heldout7` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3/4/5/6.jsonl (or their draws) or a precedent of any triple file but its twin.
The eighth held-out parts (issue 9) get the same checks:
  * irled2017_heldout8.jsonl like the other IRLeD splits (sample_irled.py `heldout8`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout8.jsonl (its twin), drawn at the
    same time for the evaluation only; where the twin shares a precedent with irled2017_heldout8.jsonl or
    aila2019_heldout8.jsonl, its precedent_outcome must equal the label here (check_twin);
  * aila2019_heldout8.jsonl like aila2019_heldout7.jsonl, against the sample_aila.py `heldout8` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..7.jsonl (or their draws) or a precedent of any triple file but its twin.
The ninth held-out parts (issue 9) get the same checks:
  * irled2017_heldout9.jsonl like the other IRLeD splits (sample_irled.py `heldout9`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout9.jsonl (its twin), drawn at the
    same time for the evaluation only; where the twin shares a precedent with irled2017_heldout9.jsonl or
    aila2019_heldout9.jsonl, its precedent_outcome must equal the label here (check_twin);
  * aila2019_heldout9.jsonl like aila2019_heldout8.jsonl, against the sample_aila.py `heldout9` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..8.jsonl (or their draws) or a precedent of any triple file but its twin.
The tenth held-out parts (issue 9) get the same checks:
  * irled2017_heldout10.jsonl like the other IRLeD splits (sample_irled.py `heldout10`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout10.jsonl (its twin), drawn at
    the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout10.jsonl or
    aila2019_heldout10.jsonl, its precedent_outcome must equal the label here (check_twin);
  * aila2019_heldout10.jsonl like aila2019_heldout9.jsonl, against the sample_aila.py `heldout10` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..9.jsonl (or their draws) or a precedent of any triple file but its twin.
The eleventh held-out parts (issue 9) get the same checks:
  * irled2017_heldout11.jsonl like the other IRLeD splits (sample_irled.py `heldout11`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout11.jsonl (its twin), drawn at
    the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout11.jsonl or
    aila2019_heldout11.jsonl, its precedent_outcome must equal the label here (check_twin);
  * aila2019_heldout11.jsonl like aila2019_heldout10.jsonl, against the sample_aila.py `heldout11` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..10.jsonl (or their draws) or a precedent of any triple file but its twin.
The twelfth held-out parts (issue 9) get the same checks:
  * irled2017_heldout12.jsonl like the other IRLeD splits (sample_irled.py `heldout12`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout12.jsonl (its twin), drawn at
    the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout12.jsonl or
    aila2019_heldout12.jsonl, its precedent_outcome must equal the label here (check_twin);
  * aila2019_heldout12.jsonl like aila2019_heldout11.jsonl, against the sample_aila.py `heldout12` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..11.jsonl (or their draws) or a precedent of any triple file but its twin.
The thirteenth held-out parts (issue 9) get the same checks:
  * irled2017_heldout13.jsonl like the other IRLeD splits (sample_irled.py `heldout13`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout13.jsonl (its twin), drawn at
    the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout13.jsonl or
    aila2019_heldout13.jsonl, its precedent_outcome must equal the label here (check_twin; skipped while the twin
    file is absent);
  * aila2019_heldout13.jsonl like aila2019_heldout12.jsonl, against the sample_aila.py `heldout13` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..12.jsonl (or their draws) or a precedent of any triple file but its twin.
The fourteenth held-out parts (issue 9) get the same checks:
  * irled2017_heldout14.jsonl like the other IRLeD splits (sample_irled.py `heldout14`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout14.jsonl (its twin), drawn at
    the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout14.jsonl or
    aila2019_heldout14.jsonl, its precedent_outcome must equal the label here (check_twin; skipped while the twin
    file is absent);
  * aila2019_heldout14.jsonl like aila2019_heldout13.jsonl, against the sample_aila.py `heldout14` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..13.jsonl (or their draws) or a precedent of any triple file but its twin.
The fifteenth held-out parts (issue 9) get the same checks:
  * irled2017_heldout15.jsonl like the other IRLeD splits (sample_irled.py `heldout15`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout15.jsonl (its twin), drawn at
    the same time for the evaluation only; where the twin shares a precedent with irled2017_heldout15.jsonl or
    aila2019_heldout15.jsonl, its precedent_outcome must equal the label here (check_twin; skipped while the twin
    file is absent);
  * aila2019_heldout15.jsonl like aila2019_heldout14.jsonl, against the sample_aila.py `heldout15` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..14.jsonl (or their draws) or a precedent of any triple file but its twin.
The sixteenth held-out parts (issue 9) get the same checks:
  * irled2017_heldout16.jsonl like the other IRLeD splits (sample_irled.py `heldout16`: all 73 never-labelled
    judgments left), disjoint from all other splits and from the precedents of every triple file present except
    triples_heldout16.jsonl (its twin), drawn at the same time for the evaluation only; where the twin shares a
    precedent with irled2017_heldout16.jsonl or aila2019_heldout16.jsonl, its precedent_outcome must equal the label
    here (check_twin; skipped while the twin file is absent);
  * aila2019_heldout16.jsonl like aila2019_heldout15.jsonl, against the sample_aila.py `heldout16` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..15.jsonl (or their draws) or a precedent of any triple file but its twin.
The seventeenth held-out parts (issue 9) get the same checks, with a new IRLeD source:
  * irled2017_heldout17.jsonl holds the IRLeD *train query* judgments (every corpus judgment was labelled by
    heldout16): same key set, labels and appellant_kind check, doc_id in the sample_irled.py `heldout17` draw (all 80
    train queries in seeded order) and in that order, no duplicates, every drawn id labelled, offsets and SHA-1
    against queries_train.jsonl.gz (--irled-train-queries), and no id a precedent of a triple file other than its
    twin triples_heldout17.jsonl (check_twin, skipped while the twin file is absent);
  * aila2019_heldout17.jsonl like aila2019_heldout16.jsonl, against the sample_aila.py `heldout17` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..16.jsonl (or their draws) or a precedent of any triple file but its twin.
The eighteenth held-out part (issue 9) is AILA only (every IRLeD corpus and train query judgment is labelled; the val
queries are never read):
  * aila2019_heldout18.jsonl like aila2019_heldout17.jsonl, against the sample_aila.py `heldout18` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..17.jsonl (or their draws) or a precedent of any triple file but its
    twin triples_heldout18.jsonl (check_twin, skipped while the twin file is absent).
The nineteenth held-out part (issue 9) is AILA only too, and its twin stance set comes in two halves:
  * aila2019_heldout19.jsonl like aila2019_heldout18.jsonl, against the sample_aila.py `heldout19` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..18.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout19.jsonl and triples_heldout19b.jsonl (check_twin, each skipped while absent).
The twentieth held-out part (issue 9) is AILA only, with a two-half twin stance set like the nineteenth:
  * aila2019_heldout20.jsonl like aila2019_heldout19.jsonl, against the sample_aila.py `heldout20` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..19.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout20.jsonl and triples_heldout20b.jsonl (check_twin, each skipped while absent).
The twenty-first held-out part (issue 9) is AILA only, with a two-half twin stance set like the twentieth:
  * aila2019_heldout21.jsonl like aila2019_heldout20.jsonl, against the sample_aila.py `heldout21` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..20.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout21.jsonl and triples_heldout21b.jsonl (check_twin, each skipped while absent).
The twenty-second held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-first:
  * aila2019_heldout22.jsonl like aila2019_heldout21.jsonl, against the sample_aila.py `heldout22` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..21.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout22.jsonl and triples_heldout22b.jsonl (check_twin, each skipped while absent).
The twenty-third held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-second:
  * aila2019_heldout23.jsonl like aila2019_heldout22.jsonl, against the sample_aila.py `heldout23` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..22.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout23.jsonl and triples_heldout23b.jsonl (check_twin, each skipped while absent).
The twenty-fourth held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-third:
  * aila2019_heldout24.jsonl like aila2019_heldout23.jsonl, against the sample_aila.py `heldout24` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..23.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout24.jsonl and triples_heldout24b.jsonl (check_twin, each skipped while absent).
The twenty-fifth held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-fourth:
  * aila2019_heldout25.jsonl like aila2019_heldout24.jsonl, against the sample_aila.py `heldout25` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..24.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout25.jsonl and triples_heldout25b.jsonl (check_twin, each skipped while absent).
The twenty-sixth held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-fifth:
  * aila2019_heldout26.jsonl like aila2019_heldout25.jsonl, against the sample_aila.py `heldout26` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..25.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout26.jsonl and triples_heldout26b.jsonl (check_twin, each skipped while absent).
The twenty-seventh held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-sixth:
  * aila2019_heldout27.jsonl like aila2019_heldout26.jsonl, against the sample_aila.py `heldout27` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..26.jsonl (or their draws) or a precedent of any triple file but its
    twins triples_heldout27.jsonl and triples_heldout27b.jsonl (check_twin, each skipped while absent).
The twenty-eighth held-out part (issue 9) is AILA only, with a two-half twin stance set like the twenty-seventh:
  * aila2019_heldout28.jsonl like aila2019_heldout27.jsonl, against the sample_aila.py `heldout28` draw (41 ids, all
    that were left), and not in aila2019_outcomes.jsonl, aila2019_heldout3..27.jsonl (or their draws) or a precedent
    of any triple file but its twins triples_heldout28.jsonl and triples_heldout28b.jsonl (check_twin, each skipped
    while absent).
The twenty-ninth held-out part (issue 9) comes from a new source: the Indian judgments of the BUILD and PAHELI
rhetorical-role corpora that are in neither AILA nor IRLeD (sample_roles.py; AILA is spent). Each of
build_in_heldout29.jsonl and paheli_in_heldout29.jsonl is checked when present and skipped while absent
(check_roles_heldout29):
  * the keys are exactly source/doc_id/label/evidence_start/evidence_end/evidence_sha1/note (no `evidence` text:
    BUILD is CC BY-SA), source is the file's corpus, the label one of the four, the note non-empty;
  * doc_id is one of that corpus's new ids in roles_new_ids.json, labelled once, in the sample_roles.py order
    (random.Random(SEED29).sample(sorted(ids), len(ids))), and every new id is labelled;
  * 0 <= evidence_start < evidence_end <= len(text) and sha1(text[evidence_start:evidence_end]) == evidence_sha1,
    the text rebuilt from ../shared/data/roles as sample_roles.py rebuilds it;
  * no (source, doc_id) is a precedent of a triple file other than its twins triples_heldout29.jsonl and
    triples_heldout29b.jsonl, and where a twin shares a precedent its precedent_outcome equals the label here.
Then prints the class counts per file. Exit status is 1 if any check fails.

Usage (from the repo root):
    python datasets/outcomes/check.py                  # AILA, IRLeD and the BUILD / PAHELI files present
    python datasets/outcomes/check.py --only aila      # or --only irled, --only roles
    python datasets/outcomes/check.py --corpus /path/to/aila2019/corpus.jsonl.gz \
        --irled-corpus /path/to/irled2017/corpus.jsonl.gz --irled-train-queries /path/to/queries_train.jsonl.gz
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
LABELS = {"allowed", "dismissed", "partly", "other"}


IRLED_KEYS = {"source", "doc_id", "label", "evidence_start", "evidence_end", "evidence_sha1",
              "appellant_kind", "note"}


def _keys_errors(where: str, r: dict, keys: set[str]) -> list[str]:
    """A record whose key set is not exactly ``keys`` (the IRLeD and the BUILD / PAHELI checks)."""
    return [] if set(r) == keys else [f"{where}: keys {sorted(set(r) ^ keys)} differ from the format"]


def _slice_errors(where: str, r: dict, text: str) -> list[str]:
    """A record's evidence_start / evidence_end must be a slice of ``text`` whose SHA-1 (of its UTF-8) is
    evidence_sha1 (the IRLeD and the BUILD / PAHELI checks)."""
    a, b = r.get("evidence_start"), r.get("evidence_end")
    if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
        return [f"{where}: bad offsets {a}..{b} (len {len(text)})"]
    if hashlib.sha1(text[a:b].encode("utf-8")).hexdigest() != r.get("evidence_sha1"):
        return [f"{where}: sha1 of text[{a}:{b}] does not match evidence_sha1"]
    return []


def print_counts(counts: Counter, n: int) -> None:
    for lab in ("allowed", "dismissed", "partly", "other"):
        print(f"  {lab:9s} {counts[lab]:4d}  ({100.0 * counts[lab] / max(n, 1):.1f}%)")


def check_irled(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check every IRLeD corpus split file (dev, heldout, heldout2..heldout16) against the corpus; print counts.

    `label_dir` and `docs` let tests check tampered copies without re-reading the corpus.
    """
    sys.path.insert(0, str(HERE))
    from sample_irled import draw_sample, load_corpus

    if docs is None:
        docs = load_corpus(corpus)
    splits = draw_sample(docs)
    errors: list[str] = []
    labelled: dict[str, str] = {}
    for split, ids in splits.items():
        errors += _check_irled_split(Path(label_dir) / f"irled2017_{split}.jsonl", split, ids, docs, labelled)
    errors += check_irled_disjoint(splits)
    return errors


def _check_irled_split(path: Path, split: str, ids: list[str], docs: dict[str, str],
                       labelled: dict[str, str]) -> list[str]:
    """Key set, label, appellant_kind, sample order, offsets and SHA-1 of one IRLeD label file; prints its counts.

    `labelled` (doc_id -> split) is shared across files so that an id labelled in two splits is reported."""
    if not path.exists():
        return [f"{path.name}: missing"]
    errors: list[str] = []
    order = {d: i for i, d in enumerate(ids)}
    counts: Counter = Counter()
    prev, n = -1, 0
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            n += 1
            r = json.loads(line)
            did = r.get("doc_id")
            where = f"{path.name} line {lineno} ({did})"
            errors += _keys_errors(where, r, IRLED_KEYS)
            if r.get("source") != "irled2017":
                errors.append(f"{where}: source is {r.get('source')!r}")
            if r.get("label") not in LABELS:
                errors.append(f"{where}: bad label {r.get('label')!r}")
            if not r.get("appellant_kind"):
                errors.append(f"{where}: empty appellant_kind")
            if did in labelled:
                errors.append(f"{where}: doc_id already labelled in {labelled[did]}")
            labelled[did] = split
            if did not in order:
                errors.append(f"{where}: doc_id not in the {split} split of the seeded sample")
                continue
            if order[did] <= prev:
                errors.append(f"{where}: records not in sample order")
            prev = order[did]
            errors += _slice_errors(where, r, docs[did])
            counts[r.get("label")] += 1
    missing = [d for d in ids if labelled.get(d) != split]
    if missing:
        errors.append(f"{path.name}: {len(missing)} sampled id(s) unlabelled, e.g. {missing[:3]}")
    print(f"{path.name}: {n} records")
    print_counts(counts, n)
    return errors


def check_irled_heldout17(train_queries: str, label_dir: Path = HERE,
                          queries: dict[str, str] | None = None) -> list[str]:
    """Check irled2017_heldout17.jsonl, whose judgments are the IRLeD train queries (offsets into their text).

    Why a separate check: the corpus pool ran out at heldout16, so this split is drawn from queries_train.jsonl.gz
    (sample_irled.draw_heldout17) and its offsets refer to that file, not to corpus.jsonl.gz. The twin check
    (triples_heldout17.jsonl) runs in check_irled_disjoint with the other later splits."""
    sys.path.insert(0, str(HERE))
    from sample_irled import draw_heldout17, load_train_queries

    if queries is None:
        queries = load_train_queries(train_queries)
    ids = draw_heldout17(queries)
    errors = _check_irled_split(Path(label_dir) / "irled2017_heldout17.jsonl", "heldout17", ids, queries, {})
    seen = set(ids) & stance_precedents_but_twin("heldout17")
    if seen:
        errors.append(f"heldout17 holds stance precedent(s) {sorted(seen)[:3]}")
    return errors


def check_irled_disjoint(splits: dict[str, list[str]]) -> list[str]:
    """The drawn IRLeD splits never share an id; heldout3..heldout5 hold no stance precedent of their frozen files."""
    from sample_irled import STANCE_FILES3, stance_doc_ids

    errors: list[str] = []
    names = sorted(splits)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            shared = set(splits[a]) & set(splits[b])
            if shared:
                errors.append(f"IRLeD splits {a} and {b} share {len(shared)} id(s), e.g. {sorted(shared)[:3]}")
    seen = set(splits.get("heldout3", [])) & stance_doc_ids(STANCE_FILES3)
    if seen:
        errors.append(f"heldout3 holds stance precedent(s) {sorted(seen)[:3]}")
    from sample_irled import STANCE_FILES4

    seen4 = set(splits.get("heldout4", [])) & stance_doc_ids(STANCE_FILES4)
    if seen4:
        errors.append(f"heldout4 holds stance precedent(s) {sorted(seen4)[:3]}")
    from sample_irled import STANCE_FILES5

    seen5 = set(splits.get("heldout5", [])) & (stance_doc_ids(STANCE_FILES5) | late_stance_precedents5())
    if seen5:
        errors.append(f"heldout5 holds stance precedent(s) {sorted(seen5)[:3]}")
    for split in LATER_SPLITS:
        seen_later = set(splits.get(split, [])) & stance_precedents_but_twin(split)
        if seen_later:
            errors.append(f"{split} holds stance precedent(s) {sorted(seen_later)[:3]}")
        errors += check_twin(split)
    return errors


# Later parts (heldout6 on) were each drawn alongside a stance triple file of the same name (their "twin", also for
# the evaluation only): the twin may share precedents with them, checked for agreeing outcomes instead.
LATER_SPLITS = ("heldout6", "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12",
                "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19",
                "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25", "heldout26",
                "heldout27", "heldout28")
STANCE_DIR = REPO_ROOT / "datasets" / "stance"


def twin_files(split: str) -> tuple[str, str]:
    """The triple files drawn alongside a later part: triples_<split>.jsonl and, from heldout19 on (heldout20 to
    heldout28 too), its second half triples_<split>b.jsonl (two annotators drew the stance set at once)."""
    return f"triples_{split}.jsonl", f"triples_{split}b.jsonl"


def check_twin(split: str, label_dir: Path = HERE, stance_dir: Path = STANCE_DIR) -> list[str]:
    """Where a twin triple file (twin_files) shares a precedent with irled2017_<split>.jsonl or
    aila2019_<split>.jsonl, the two labellers' independent outcomes must agree."""
    paths = [Path(stance_dir) / name for name in twin_files(split) if (Path(stance_dir) / name).exists()]
    if not paths:
        return []
    ours: dict[str, str] = {}
    for name in (f"irled2017_{split}.jsonl", f"aila2019_{split}.jsonl"):
        if (Path(label_dir) / name).exists():
            with open(Path(label_dir) / name, encoding="utf-8") as f:
                ours |= {r["doc_id"]: r["label"] for r in map(json.loads, f) if r}
    errors = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for r in (json.loads(line) for line in f if line.strip()):
                if r["doc_id"] in ours and r.get("precedent_outcome") != ours[r["doc_id"]]:
                    errors.append(f"{r['doc_id']}: outcome {ours[r['doc_id']]} here, {r.get('precedent_outcome')} "
                                  f"in {path.name}")
    return errors


def stance_precedents_but_twin(split: str) -> set[str]:
    """What a later part (IRLeD and AILA) must not contain: the precedents of every triple file present except its
    twin, plus the frozen list of triple files it was drawn against and the late heldout5 list.

    Why read the files present too: a later triple file that names one of its judgments is reported, not silently
    accepted (later twins were drawn avoiding every outcome file that existed, so they pass)."""
    import sample_irled

    frozen = {"heldout6": sample_irled.STANCE_FILES6, "heldout7": sample_irled.STANCE_FILES7,
              "heldout8": sample_irled.STANCE_FILES8, "heldout9": sample_irled.STANCE_FILES9,
              "heldout10": sample_irled.STANCE_FILES10, "heldout11": sample_irled.STANCE_FILES11,
              "heldout12": sample_irled.STANCE_FILES12, "heldout13": sample_irled.STANCE_FILES13,
              "heldout14": sample_irled.STANCE_FILES14, "heldout15": sample_irled.STANCE_FILES15,
              "heldout16": sample_irled.STANCE_FILES16, "heldout17": sample_irled.STANCE_FILES17,
              "heldout18": sample_irled.STANCE_FILES18, "heldout19": sample_irled.STANCE_FILES19,
              "heldout20": sample_irled.STANCE_FILES20,
              "heldout21": sample_irled.STANCE_FILES21,
              "heldout22": sample_irled.STANCE_FILES22,
              "heldout23": sample_irled.STANCE_FILES23,
              "heldout24": sample_irled.STANCE_FILES24,
              "heldout25": sample_irled.STANCE_FILES25,
              "heldout26": sample_irled.STANCE_FILES26,
              "heldout27": sample_irled.STANCE_FILES27,
              "heldout28": sample_irled.STANCE_FILES28}[split]
    present = {p.name for p in STANCE_DIR.glob("triples_*.jsonl")}
    names = (present - set(twin_files(split))) | set(frozen)
    return sample_irled.stance_doc_ids(tuple(sorted(names))) | late_stance_precedents5()


def late_stance_precedents5() -> set[str]:
    """Precedents of triples_heldout5.jsonl: the frozen copy in sample_irled, plus the file itself when present.

    Why: that triple file reached main after the heldout5 draw; reading it here too means a later edit of it
    that names a heldout5 judgment is caught instead of silently breaking the independence of heldout5.
    """
    from sample_irled import TRIPLES_HELDOUT5_PRECEDENTS

    out = set(TRIPLES_HELDOUT5_PRECEDENTS)
    path = REPO_ROOT / "datasets" / "stance" / "triples_heldout5.jsonl"
    if path.exists():
        with open(path, encoding="utf-8") as f:
            out |= {json.loads(line)["doc_id"] for line in f if line.strip()}
    return out


AILA_KEYS = {"source", "doc_id", "label", "evidence", "evidence_start", "note"}


def check_aila_heldout3(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_heldout3.jsonl against the AILA corpus and the seeded sample_aila.py draw."""
    sys.path.insert(0, str(HERE))
    from sample_aila import draw_sample, excluded_ids, load_corpus

    if docs is None:
        docs = load_corpus(corpus)
    return _check_aila_part("aila2019_heldout3.jsonl", "heldout3", draw_sample(docs), excluded_ids(),
                            label_dir, docs)


def check_aila_heldout4(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_heldout4.jsonl: same checks as heldout3, against the seeded `heldout4` draw.

    Disjointness: its ids may not be in aila2019_outcomes.jsonl, aila2019_heldout3.jsonl (the committed
    labels and the heldout3 draw) or be a precedent of the stance triple files in STANCE_FILES4.
    """
    sys.path.insert(0, str(HERE))
    from sample_aila import draw_sample, draw_sample4, excluded_ids4, load_corpus

    if docs is None:
        docs = load_corpus(corpus)
    taken = excluded_ids4() | set(draw_sample(docs))
    return _check_aila_part("aila2019_heldout4.jsonl", "heldout4", draw_sample4(docs), taken, label_dir, docs)


def check_aila_heldout5(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_heldout5.jsonl: same checks as heldout4, against the seeded `heldout5` draw.

    Disjointness: its ids may not be in aila2019_outcomes.jsonl, aila2019_heldout3.jsonl or
    aila2019_heldout4.jsonl (the committed labels and both draws) or be a precedent of the stance triple
    files in STANCE_FILES5.
    """
    sys.path.insert(0, str(HERE))
    from sample_aila import draw_sample, draw_sample4, draw_sample5, excluded_ids5, load_corpus

    if docs is None:
        docs = load_corpus(corpus)
    taken = excluded_ids5() | set(draw_sample(docs)) | set(draw_sample4(docs)) | late_stance_precedents5()
    return _check_aila_part("aila2019_heldout5.jsonl", "heldout5", draw_sample5(docs), taken, label_dir, docs)


def check_aila_later(split: str, corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_<split>.jsonl (heldout6 on): same checks as heldout5, against its seeded draw.

    Disjointness: its ids may not be in aila2019_outcomes.jsonl or an earlier AILA part (the committed labels and
    their draws) or be a precedent of any stance triple file present except its twin (checked for agreement).
    """
    sys.path.insert(0, str(HERE))
    import sample_aila

    if docs is None:
        docs = sample_aila.load_corpus(corpus)
    k = int(split.removeprefix("heldout"))
    earlier = {4: sample_aila.draw_sample4, 5: sample_aila.draw_sample5}
    taken = (sample_aila.excluded_ids_later(k) | set(sample_aila.draw_sample(docs))
             | {i for j in range(4, k) for i in (earlier[j](docs) if j in earlier else sample_aila.draw_later(docs, j))}
             | stance_precedents_but_twin(split))
    sample = sample_aila.draw_later(docs, k)
    return _check_aila_part(f"aila2019_{split}.jsonl", split, sample, taken, label_dir, docs)


def _check_aila_part(name: str, split: str, sample: list[str], taken: set[str], label_dir: Path,
                     docs: dict[str, str]) -> list[str]:
    """Format, evidence-at-last-occurrence, sample order and disjointness checks for one AILA held-out file."""
    order = {d: i for i, d in enumerate(sample)}
    path = Path(label_dir) / name
    if not path.exists():
        return [f"{path.name}: missing"]
    errors: list[str] = []
    seen: set[str] = set()
    counts: Counter = Counter()
    prev, n = -1, 0
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            n += 1
            r = json.loads(line)
            did = r.get("doc_id")
            where = f"{path.name} line {lineno} ({did})"
            if set(r) != AILA_KEYS:
                errors.append(f"{where}: keys {sorted(set(r) ^ AILA_KEYS)} differ from the format")
            if r.get("source") != "aila2019":
                errors.append(f"{where}: source is {r.get('source')!r}")
            if r.get("label") not in LABELS:
                errors.append(f"{where}: bad label {r.get('label')!r}")
            if not r.get("note"):
                errors.append(f"{where}: empty note")
            if did in seen:
                errors.append(f"{where}: duplicate doc_id")
            seen.add(did)
            if did in taken:
                errors.append(f"{where}: doc_id is already labelled in an earlier AILA part or a stance precedent")
            if did not in order:
                errors.append(f"{where}: doc_id not in the sample_aila.py {split} draw")
                continue
            if order[did] <= prev:
                errors.append(f"{where}: records not in sample order")
            prev = order[did]
            text, ev, start = docs[did], r.get("evidence") or "", r.get("evidence_start")
            if not ev:
                errors.append(f"{where}: empty evidence")
            elif not isinstance(start, int) or text[start:start + len(ev)] != ev:
                errors.append(f"{where}: evidence not found at evidence_start={start}")
            elif text.rfind(ev) != start:
                errors.append(f"{where}: evidence_start {start} != last occurrence {text.rfind(ev)}")
            counts[r.get("label")] += 1
    missing = [d for d in sample if d not in seen]
    if missing:
        errors.append(f"{path.name}: {len(missing)} sampled id(s) unlabelled, e.g. {missing[:3]}")
    print(f"{path.name}: {n} records")
    print_counts(counts, n)
    return errors


# The twenty-ninth part's corpora (sample_roles.SOURCE_FILES) and their label files' format: offsets + sha1, no text.
ROLE_SOURCES = ("build_in", "paheli_in")
ROLE_KEYS = {"source", "doc_id", "label", "evidence_start", "evidence_end", "evidence_sha1", "note"}
ROLE_TWINS = ("triples_heldout29.jsonl", "triples_heldout29b.jsonl")


def check_roles_heldout29(label_dir: Path = HERE, texts: dict[str, dict[str, str]] | None = None,
                          new_ids: dict[str, list[str]] | None = None, stance_dir: Path = STANCE_DIR) -> list[str]:
    """Check build_in_heldout29.jsonl and paheli_in_heldout29.jsonl (each skipped while absent) against the texts
    sample_roles.py rebuilds and the new ids of roles_new_ids.json; then their twin triple files.

    `texts` (source -> id -> text) and `new_ids` (source -> ids) let tests check synthetic files without reading
    ../shared or the real id list."""
    sys.path.insert(0, str(HERE))
    import sample_roles

    errors: list[str] = []
    labels: dict[tuple[str, str], str] = {}
    for source in ROLE_SOURCES:
        path = Path(label_dir) / f"{source}_heldout29.jsonl"
        if not path.exists():
            print(f"{path.name}: absent, skipped")
            continue
        if new_ids is None:
            new_ids = json.loads(sample_roles.NEW_IDS_FILE.read_text(encoding="utf-8"))["new_ids"]
        ids = sorted(str(i) for i in new_ids.get(source, []))
        order = random.Random(sample_roles.SEED29).sample(ids, len(ids))
        docs = texts[source] if texts is not None else sample_roles.load_source(source)
        errors += _check_role_part(path, source, order, docs, labels)
    errors += check_roles_twins(labels, stance_dir)
    return errors


def _check_role_part(path: Path, source: str, order: list[str], docs: dict[str, str],
                     labels: dict[tuple[str, str], str]) -> list[str]:
    """Key set, source, label, note, new id once and in order, offsets and SHA-1 of one role label file."""
    errors: list[str] = []
    rank = {d: i for i, d in enumerate(order)}
    seen: set[str] = set()
    counts: Counter = Counter()
    prev, n = -1, 0
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            n += 1
            r = json.loads(line)
            did = str(r.get("doc_id"))
            where = f"{path.name} line {lineno} ({did})"
            errors += _keys_errors(where, r, ROLE_KEYS)
            if r.get("source") != source:
                errors.append(f"{where}: source is {r.get('source')!r}, not {source!r}")
            if r.get("label") not in LABELS:
                errors.append(f"{where}: bad label {r.get('label')!r}")
            if not str(r.get("note") or "").strip():
                errors.append(f"{where}: empty note")
            if did in seen:
                errors.append(f"{where}: duplicate doc_id")
                continue
            seen.add(did)
            labels[(source, did)] = r.get("label")
            if did not in rank:
                errors.append(f"{where}: doc_id is not a new {source} id (roles_new_ids.json)")
                continue
            if rank[did] <= prev:
                errors.append(f"{where}: records not in the sample_roles.py order")
            prev = rank[did]
            text = docs.get(did, "")
            if not text:
                errors.append(f"{where}: no text for doc_id in {source}")
            else:
                errors += _slice_errors(where, r, text)
            counts[r.get("label")] += 1
    missing = [d for d in order if d not in seen]
    if missing:
        errors.append(f"{path.name}: {len(missing)} new id(s) unlabelled, e.g. {missing[:3]}")
    print(f"{path.name}: {n} records")
    print_counts(counts, n)
    return errors


def check_roles_twins(labels: dict[tuple[str, str], str], stance_dir: Path = STANCE_DIR) -> list[str]:
    """The role outcome labels hold no precedent of a triple file but their twins (by source and doc_id), and a twin
    that shares a precedent gives it the same outcome (twins skipped while absent)."""
    errors: list[str] = []
    for path in sorted(Path(stance_dir).glob("triples_*.jsonl")):
        with open(path, encoding="utf-8") as f:
            for r in (json.loads(line) for line in f if line.strip()):
                key = (str(r.get("source")), str(r.get("doc_id")))
                if key not in labels:
                    continue
                if path.name not in ROLE_TWINS:
                    errors.append(f"{key[0]}/{key[1]} is labelled for heldout29 and a precedent in {path.name}")
                elif r.get("precedent_outcome") != labels[key]:
                    errors.append(f"{key[0]}/{key[1]}: outcome {labels[key]} here, {r.get('precedent_outcome')} "
                                  f"in {path.name}")
    return errors


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
    ap.add_argument(
        "--irled-corpus",
        default=str(REPO_ROOT / ".." / "shared" / "data" / "irled2017" / "corpus.jsonl.gz"),
        help="IRLeD 2017 corpus.jsonl.gz (default: ../shared/data/irled2017/corpus.jsonl.gz)",
    )
    ap.add_argument(
        "--irled-train-queries",
        default=str(REPO_ROOT / ".." / "shared" / "data" / "irled2017" / "queries_train.jsonl.gz"),
        help="IRLeD 2017 train queries, the source of irled2017_heldout17.jsonl "
        "(default: ../shared/data/irled2017/queries_train.jsonl.gz)",
    )
    ap.add_argument("--only", choices=["aila", "irled", "roles"], help="check only one source")
    args = ap.parse_args()
    errors: list[str] = []
    if args.only in (None, "aila"):
        errors += check_aila(args)
        errors += check_aila_heldout3(args.corpus)
        errors += check_aila_heldout4(args.corpus)
        errors += check_aila_heldout5(args.corpus)
        for split in LATER_SPLITS:
            errors += check_aila_later(split, args.corpus)
    if args.only in (None, "irled"):
        errors += check_irled(args.irled_corpus)
        errors += check_irled_heldout17(args.irled_train_queries)
    if args.only in (None, "roles"):
        errors += check_roles_heldout29()
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 0 if not errors else 1


def check_aila(args: argparse.Namespace) -> list[str]:
    """The original AILA checks (evidence text stored, last-occurrence offsets, sample order)."""

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

    print(f"aila2019_outcomes.jsonl: {n} records")
    print_counts(counts, n)
    return errors


if __name__ == "__main__":
    sys.exit(main())
