#!/usr/bin/env python3
"""The twenty-ninth held-out source: the Indian judgments of the rhetorical-role corpora (BUILD, PAHELI) that are in
neither AILA 2019 nor IRLeD 2017, their texts as the evaluation reads them, and text for reading.

Why this exists: every AILA judgment is in an outcome part or a stance set after the twenty-eighth draw, and IRLeD
has none outside its val queries, so a fresh set needs judgments from elsewhere. This script only lists, shows and
locates text; it never assigns or suggests a label.

Texts. BUILD's val judgments carry their raw ``text``; it is used as it is. BUILD train and PAHELI judgments carry
only sentences: the text is the sentences joined by newlines, and a sentence that ends in a letter or digit gets a
full stop (the PAHELI release strips every sentence's closing full stop; BUILD's sentences keep theirs). The
evaluation (``lcr_core.explain.stance_eval``) rebuilds the same text; offsets in the label files are into it.

Which judgments are new: ``benchmarks/survey_role_sources.py``'s rule (12-word shingles; a judgment is the same as a
corpus text when at least half of its shingles are in that one text), against AILA's corpus and IRLeD's corpus and
train queries (IRLeD's val queries are never read). ``survey --write`` computes it (a minute) into
``roles_new_ids.json``; ``ids`` reads that file.

Order: each source's new ids, ``random.Random(SEED29).sample(sorted(ids), len(ids))``.

    python datasets/outcomes/sample_roles.py survey --write
    python datasets/outcomes/sample_roles.py ids build_in
    python datasets/outcomes/sample_roles.py show build_in <id> [--tail 2000 | --start A --end B | --head 2500]
    python datasets/outcomes/sample_roles.py locate build_in <id> "<span>"
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
SHARED = REPO_ROOT / ".." / "shared"
ROLES = SHARED / "data" / "roles"
NEW_IDS_FILE = HERE / "roles_new_ids.json"
SEED29 = 20270629
SOURCE_FILES = {"build_in": ("build_in/train.jsonl", "build_in/val.jsonl"), "paheli_in": ("paheli_in/all.jsonl",)}
_ENDS_IN_WORD = re.compile(r"[A-Za-z0-9]\Z")


def rebuilt_text(record: dict) -> str:
    """A judgment's text: its raw ``text`` when the release has one, else its sentences, one a line, each closed."""
    if record.get("text"):
        return str(record["text"])
    lines = []
    for s in record.get("sentences") or ():
        t = str(s.get("text") or "").strip()
        if t:
            lines.append(t + "." if _ENDS_IN_WORD.search(t) else t)
    return "\n".join(lines)


def load_source(source: str, roles_dir: Path = ROLES) -> dict[str, str]:
    """id -> rebuilt text for one role corpus."""
    out: dict[str, str] = {}
    for f in SOURCE_FILES[source]:
        for line in (Path(roles_dir) / f).read_text(encoding="utf-8").splitlines():
            if line.strip():
                d = json.loads(line)
                out[str(d["id"])] = rebuilt_text(d)
    return out


def survey(shared: Path = SHARED) -> dict:
    """Overlap of each role judgment with AILA and IRLeD (the survey benchmark's rule), and the ids in neither."""
    sys.path.insert(0, str(REPO_ROOT / "benchmarks"))
    import survey_role_sources as srs  # noqa: PLC0415 - the one place the overlap rule lives

    texts = {source: load_source(source, Path(shared) / "data" / "roles") for source in SOURCE_FILES}
    candidates = {f"{c}/{i}": srs.shingles(t) for c, docs in texts.items() for i, t in docs.items()}
    candidates = {k: v for k, v in candidates.items() if v}
    overlap = {name: srs.covered(candidates, Path(shared), files) for name, files in srs.CORPORA.items()}
    new = {source: sorted(i for i in docs if f"{source}/{i}" in candidates
                          and all(overlap[c].get(f"{source}/{i}", 0.0) < srs.SAME for c in overlap))
           for source, docs in texts.items()}
    return {"rule": f"{srs.K}-word shingles; same when >= {srs.SAME} of a judgment's shingles are in one text",
            "new_ids": new,
            "overlap": {k: {c: round(overlap[c].get(k, 0.0), 3) for c in overlap} for k in sorted(candidates)}}


def ordered_ids(source: str) -> list[str]:
    """The source's new ids in labelling order."""
    ids = json.loads(NEW_IDS_FILE.read_text(encoding="utf-8"))["new_ids"][source]
    return random.Random(SEED29).sample(sorted(ids), len(ids))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("survey")
    p.add_argument("--write", action="store_true")
    p = sub.add_parser("ids")
    p.add_argument("source", choices=sorted(SOURCE_FILES))
    p = sub.add_parser("show")
    p.add_argument("source", choices=sorted(SOURCE_FILES))
    p.add_argument("doc_id", nargs="+")
    p.add_argument("--tail", type=int, default=2000)
    p.add_argument("--head", type=int)
    p.add_argument("--start", type=int)
    p.add_argument("--end", type=int)
    p = sub.add_parser("locate")
    p.add_argument("source", choices=sorted(SOURCE_FILES))
    p.add_argument("doc_id")
    p.add_argument("span")
    args = ap.parse_args()

    if args.cmd == "survey":
        result = survey()
        if args.write:
            NEW_IDS_FILE.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        for source, ids in result["new_ids"].items():
            print(f"{source}: {len(ids)} new")
        return 0
    if args.cmd == "ids":
        print("\n".join(ordered_ids(args.source)))
        return 0
    docs = load_source(args.source)
    if args.cmd == "show":
        for doc_id in args.doc_id:
            text = docs[doc_id]
            if args.start is not None:
                a, b = args.start, args.end if args.end is not None else len(text)
            elif args.head is not None:
                a, b = 0, min(len(text), args.head)
            else:
                a, b = max(0, len(text) - args.tail), len(text)
            print(f"=== {args.source}/{doc_id} len={len(text)} showing [{a}:{b}]")
            print(text[a:b])
        return 0
    s = docs[args.doc_id].rfind(args.span)
    if s < 0:
        print("NOT FOUND", file=sys.stderr)
        return 1
    sha = hashlib.sha1(args.span.encode("utf-8")).hexdigest()
    print(json.dumps({"evidence_start": s, "evidence_end": s + len(args.span), "evidence_sha1": sha}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
