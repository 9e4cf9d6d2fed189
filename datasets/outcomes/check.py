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
    splits and from the precedents of every triple file present except triples_heldout7.jsonl (TWIN7), which was
    drawn at the same time for the evaluation only; where TWIN7 shares a precedent with irled2017_heldout7.jsonl or
    aila2019_heldout7.jsonl, its precedent_outcome must equal the label here (check_twin_heldout7);
  * aila2019_heldout7.jsonl like aila2019_heldout6.jsonl, against the sample_aila.py `heldout7` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3/4/5/6.jsonl (or their draws) or a precedent of any triple file but TWIN7.
The eighth held-out parts (issue 9) get the same checks:
  * irled2017_heldout8.jsonl like the other IRLeD splits (sample_irled.py `heldout8`), disjoint from all other
    splits and from the precedents of every triple file present except triples_heldout8.jsonl (TWIN8), drawn at the
    same time for the evaluation only; where TWIN8 shares a precedent with irled2017_heldout8.jsonl or
    aila2019_heldout8.jsonl, its precedent_outcome must equal the label here (check_twin_heldout8);
  * aila2019_heldout8.jsonl like aila2019_heldout7.jsonl, against the sample_aila.py `heldout8` draw, and not in
    aila2019_outcomes.jsonl, aila2019_heldout3..7.jsonl (or their draws) or a precedent of any triple file but TWIN8.
Then prints the class counts per file. Exit status is 1 if any check fails.

Usage (from the repo root):
    python datasets/outcomes/check.py                  # AILA and IRLeD
    python datasets/outcomes/check.py --only aila      # or --only irled
    python datasets/outcomes/check.py --corpus /path/to/aila2019/corpus.jsonl.gz \
        --irled-corpus /path/to/irled2017/corpus.jsonl.gz
"""
from __future__ import annotations

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


IRLED_KEYS = {"source", "doc_id", "label", "evidence_start", "evidence_end", "evidence_sha1",
              "appellant_kind", "note"}


def print_counts(counts: Counter, n: int) -> None:
    for lab in ("allowed", "dismissed", "partly", "other"):
        print(f"  {lab:9s} {counts[lab]:4d}  ({100.0 * counts[lab] / max(n, 1):.1f}%)")


def check_irled(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check every IRLeD split file (dev, heldout, heldout2..heldout8) offsets/sha1 against the corpus; print counts.

    `label_dir` and `docs` let tests check tampered copies without re-reading the corpus.
    """
    sys.path.insert(0, str(HERE))
    from sample_irled import draw_sample, load_corpus, sha1

    if docs is None:
        docs = load_corpus(corpus)
    splits = draw_sample(docs)
    errors: list[str] = []
    labelled: dict[str, str] = {}
    for split, ids in splits.items():
        path = Path(label_dir) / f"irled2017_{split}.jsonl"
        if not path.exists():
            errors.append(f"{path.name}: missing")
            continue
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
                if set(r) != IRLED_KEYS:
                    errors.append(f"{where}: keys {sorted(set(r) ^ IRLED_KEYS)} differ from the format")
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
                    errors.append(f"{where}: doc_id not in the {split} split of the seed-{2017} sample")
                    continue
                if order[did] <= prev:
                    errors.append(f"{where}: records not in sample order")
                prev = order[did]
                text, a, b = docs[did], r.get("evidence_start"), r.get("evidence_end")
                if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                    errors.append(f"{where}: bad offsets {a}..{b} (len {len(text)})")
                elif sha1(text[a:b]) != r.get("evidence_sha1"):
                    errors.append(f"{where}: sha1 of text[{a}:{b}] does not match evidence_sha1")
                counts[r.get("label")] += 1
        missing = [d for d in ids if labelled.get(d) != split]
        if missing:
            errors.append(f"{path.name}: {len(missing)} sampled id(s) unlabelled, e.g. {missing[:3]}")
        print(f"{path.name}: {n} records")
        print_counts(counts, n)
    errors += check_irled_disjoint(splits)
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
    seen6 = set(splits.get("heldout6", [])) & all_stance_precedents()
    if seen6:
        errors.append(f"heldout6 holds stance precedent(s) {sorted(seen6)[:3]}")
    errors += check_twin_heldout6()
    seen7 = set(splits.get("heldout7", [])) & all_stance_precedents7()
    if seen7:
        errors.append(f"heldout7 holds stance precedent(s) {sorted(seen7)[:3]}")
    errors += check_twin_heldout7()
    seen8 = set(splits.get("heldout8", [])) & all_stance_precedents8()
    if seen8:
        errors.append(f"heldout8 holds stance precedent(s) {sorted(seen8)[:3]}")
    errors += check_twin_heldout8()
    return errors


def check_twin_heldout6() -> list[str]:
    """The stance triples' sixth set was drawn at the same time as this one (both for the evaluation only), so
    they may share a precedent; where they do, the two labellers' independent outcomes must agree."""
    path = REPO_ROOT / "datasets" / "stance" / TWIN6
    if not path.exists():
        return []
    ours = {r["doc_id"]: r["label"] for r in map(json.loads, (HERE / "irled2017_heldout6.jsonl").open())}
    errors = []
    for r in map(json.loads, path.open()):
        if r["doc_id"] in ours and r["precedent_outcome"] != ours[r["doc_id"]]:
            errors.append(f"{r['doc_id']}: outcome {ours[r['doc_id']]} here, {r['precedent_outcome']} in {TWIN6}")
    return errors


TWIN6 = "triples_heldout6.jsonl"
TWIN7 = "triples_heldout7.jsonl"


def check_twin_heldout7(label_dir: Path = HERE) -> list[str]:
    """The stance triples' seventh set is drawn at the same time as this one (both for the evaluation only), so they
    may share a precedent (IRLeD or AILA); where they do, the two labellers' independent outcomes must agree."""
    return _check_twin(TWIN7, ("irled2017_heldout7.jsonl", "aila2019_heldout7.jsonl"), label_dir)


TWIN8 = "triples_heldout8.jsonl"


def check_twin_heldout8(label_dir: Path = HERE) -> list[str]:
    """Like check_twin_heldout7, for the eighth sets: triples_heldout8.jsonl is drawn at the same time as
    irled2017_heldout8.jsonl / aila2019_heldout8.jsonl; shared precedents must carry the same outcome."""
    return _check_twin(TWIN8, ("irled2017_heldout8.jsonl", "aila2019_heldout8.jsonl"), label_dir)


def all_stance_precedents8() -> set[str]:
    """Precedents of every datasets/stance/triples_*.jsonl present except TWIN8, plus the frozen STANCE_FILES8 and
    the late heldout5 list: what heldout8 (IRLeD and AILA) must not contain (triples_heldout7 included: it was read
    by rule writers before heldout8 was drawn)."""
    from sample_irled import STANCE_FILES8, stance_doc_ids

    present = {p.name for p in (REPO_ROOT / "datasets" / "stance").glob("triples_*.jsonl")}
    names = (present - {TWIN8}) | set(STANCE_FILES8)
    return stance_doc_ids(tuple(sorted(names))) | late_stance_precedents5()


def _check_twin(twin: str, label_names: tuple[str, ...], label_dir: Path) -> list[str]:
    """Where the twin triple file shares a precedent with the named label files, its precedent_outcome must agree."""
    path = REPO_ROOT / "datasets" / "stance" / twin
    if not path.exists():
        return []
    ours: dict[str, str] = {}
    for name in label_names:
        if (Path(label_dir) / name).exists():
            with open(Path(label_dir) / name, encoding="utf-8") as f:
                ours |= {r["doc_id"]: r["label"] for r in map(json.loads, f) if r}
    errors = []
    with open(path, encoding="utf-8") as f:
        for r in (json.loads(line) for line in f if line.strip()):
            if r["doc_id"] in ours and r.get("precedent_outcome") != ours[r["doc_id"]]:
                errors.append(f"{r['doc_id']}: outcome {ours[r['doc_id']]} here, {r.get('precedent_outcome')} in {twin}")
    return errors


def all_stance_precedents7() -> set[str]:
    """Precedents of every datasets/stance/triples_*.jsonl present except TWIN7, plus the frozen STANCE_FILES7 and
    the late heldout5 list: what heldout7 (IRLeD and AILA) must not contain. Unlike all_stance_precedents(), the
    sixth triple file is included (it existed, and was read by rule writers, before heldout7 was drawn)."""
    from sample_irled import STANCE_FILES7, stance_doc_ids

    present = {p.name for p in (REPO_ROOT / "datasets" / "stance").glob("triples_*.jsonl")}
    names = (present - {TWIN7}) | set(STANCE_FILES7)
    return stance_doc_ids(tuple(sorted(names))) | late_stance_precedents5()


def all_stance_precedents() -> set[str]:
    """Precedents (`doc_id`) of every datasets/stance/triples_*.jsonl present, plus the frozen lists.

    Why: heldout6 was drawn against the six triple files that existed then (STANCE_FILES6); reading whatever
    triple files exist now means a later one that names a heldout6 judgment is reported, not silently accepted.
    """
    from sample_irled import STANCE_FILES6, stance_doc_ids

    names = {p.name for p in (REPO_ROOT / "datasets" / "stance").glob("triples_*.jsonl")} - {TWIN6} | set(STANCE_FILES6)
    return stance_doc_ids(tuple(sorted(names))) | late_stance_precedents5()


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


def check_aila_heldout6(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_heldout6.jsonl: same checks as heldout5, against the seeded `heldout6` draw.

    Disjointness: its ids may not be in aila2019_outcomes.jsonl or aila2019_heldout3/4/5.jsonl (the committed
    labels and their draws) or be a precedent of any stance triple file present.
    """
    sys.path.insert(0, str(HERE))
    from sample_aila import (draw_sample, draw_sample4, draw_sample5, draw_sample6, excluded_ids6,
                             load_corpus)

    if docs is None:
        docs = load_corpus(corpus)
    taken = (excluded_ids6() | set(draw_sample(docs)) | set(draw_sample4(docs)) | set(draw_sample5(docs))
             | all_stance_precedents())
    return _check_aila_part("aila2019_heldout6.jsonl", "heldout6", draw_sample6(docs), taken, label_dir, docs)


def check_aila_heldout7(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_heldout7.jsonl: same checks as heldout6, against the seeded `heldout7` draw.

    Disjointness: its ids may not be in aila2019_outcomes.jsonl or aila2019_heldout3/4/5/6.jsonl (the committed labels
    and their draws) or be a precedent of any stance triple file present except TWIN7 (checked for agreement instead).
    """
    sys.path.insert(0, str(HERE))
    from sample_aila import (draw_sample, draw_sample4, draw_sample5, draw_sample6, draw_sample7, excluded_ids7,
                             load_corpus)

    if docs is None:
        docs = load_corpus(corpus)
    taken = (excluded_ids7() | set(draw_sample(docs)) | set(draw_sample4(docs)) | set(draw_sample5(docs))
             | set(draw_sample6(docs)) | all_stance_precedents7())
    return _check_aila_part("aila2019_heldout7.jsonl", "heldout7", draw_sample7(docs), taken, label_dir, docs)


def check_aila_heldout8(corpus: str, label_dir: Path = HERE, docs: dict[str, str] | None = None) -> list[str]:
    """Check aila2019_heldout8.jsonl: same checks as heldout7, against the seeded `heldout8` draw.

    Disjointness: its ids may not be in aila2019_outcomes.jsonl or aila2019_heldout3..7.jsonl (the committed labels
    and their draws) or be a precedent of any stance triple file present except TWIN8 (checked for agreement instead).
    """
    sys.path.insert(0, str(HERE))
    from sample_aila import (draw_sample, draw_sample4, draw_sample5, draw_sample6, draw_sample7, draw_sample8,
                             excluded_ids8, load_corpus)

    if docs is None:
        docs = load_corpus(corpus)
    taken = (excluded_ids8() | set(draw_sample(docs)) | set(draw_sample4(docs)) | set(draw_sample5(docs))
             | set(draw_sample6(docs)) | set(draw_sample7(docs)) | all_stance_precedents8())
    return _check_aila_part("aila2019_heldout8.jsonl", "heldout8", draw_sample8(docs), taken, label_dir, docs)


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
    ap.add_argument("--only", choices=["aila", "irled"], help="check only one source")
    args = ap.parse_args()
    errors: list[str] = []
    if args.only != "irled":
        errors += check_aila(args)
        errors += check_aila_heldout3(args.corpus)
        errors += check_aila_heldout4(args.corpus)
        errors += check_aila_heldout5(args.corpus)
        errors += check_aila_heldout6(args.corpus)
        errors += check_aila_heldout7(args.corpus)
        errors += check_aila_heldout8(args.corpus)
    if args.only != "aila":
        errors += check_irled(args.irled_corpus)
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
