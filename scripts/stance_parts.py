"""A measuring stick for generalisation: stance accuracy and supports <-> opposes per development part.

Rules written on some parts and checked on a newer part they were not written on tell whether they carry to
unseen judgments (the fresh held-out sets have shown, round after round, that rules fitted to one set do not).
Use it with "leave the newest part out": write a change looking only at the older parts (``--errors`` on
them), then read the newest part's line as if it were fresh.

Reads only development parts (``stance_eval.DEV_PARTS``), never the fresh held-out file.

    PYTHONPATH=. python scripts/stance_parts.py                    # every dev part
    PYTHONPATH=. python scripts/stance_parts.py --parts 4 5 6 7 8  # old held-out 4 ... 8
    PYTHONPATH=. python scripts/stance_parts.py --parts 4 5 6 7 --errors   # the wrong triples of those parts
    PYTHONPATH=. python scripts/stance_parts.py --outcomes         # outcome accuracy per corpus too

The judgments' facet reading (the slow part) is cached in ``--cache`` by the text's sha1: the rules under test
(outcome, roles, side, stance) never change it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import sys
from pathlib import Path

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.stance_eval import (AILA_DEV, AILA_OWN_FILE, CORPORA, DEV_PARTS, NEW_SOURCES, PART_FILES,
                                          _contexts, context_of, heuristic_reader, outcome_part, read_jsonl,
                                          read_texts, read_triple, scored_outcome, stance_part)

ROOT = Path(__file__).resolve().parents[1]
# "old held-out N" -> "N", for every numbered part there is (the rotation adds one without touching this script)
SHORT = {"dev": "dev", "old held-out": "0",
         **{p: p.rsplit(" ", 1)[1] for p in DEV_PARTS if p.startswith("old held-out ")}}


# the code the heuristic reader runs: a cached reading made by other code is not reused
READER_SOURCES = ("text.py", "units.py", "facets/base.py", "facets/heuristic.py")


def reader_version() -> str:
    h = hashlib.sha1()
    for name in READER_SOURCES:
        h.update((ROOT / "lcr_core" / name).read_bytes())
    return h.hexdigest()[:12]


def cached_reader(cache: Path):
    """The heuristic reader with its results kept on disk by (reader code, text) sha1."""
    version = reader_version()
    loaded: dict[str, tuple] = pickle.loads(cache.read_bytes()) if cache.exists() else {}
    store = {k: v for k, v in loaded.items() if k.startswith(version)}  # readings by older code are dropped
    base = heuristic_reader()
    dirty = [False]

    def read(raw: str):
        key = version + hashlib.sha1(raw.encode("utf-8")).hexdigest()
        if key not in store:
            store[key] = base(raw)
            dirty[0] = True
        return store[key]

    def save() -> None:
        if dirty[0]:
            cache.write_bytes(pickle.dumps(store))

    return read, save


def part_names(short: list[str] | None) -> list[str]:
    if not short:
        return list(DEV_PARTS)
    by_short = {v: k for k, v in SHORT.items()}
    return [by_short[s] for s in short]


def triples_of(part: str, stance_dir: Path) -> list[dict]:
    return read_jsonl(stance_dir / f"triples_{PART_FILES[part]}.jsonl")


def errors(part: str, trs: list[dict], texts: dict, reader) -> list[dict]:
    """The wrong triples of one part with what the rules read (``stance_eval.read_triple``, as the eval)."""
    contexts = _contexts(trs)
    out = []
    for t in trs:
        got = read_triple(t, *reader(texts[(str(t["source"]), str(t["doc_id"]))]), context_of(t, contexts))
        if got.label != t["stance"]:
            out.append({"part": part, "id": t.get("id"), "gold": t["stance"], "pred": got.label,
                        "user_role": t.get("user_role"), "read_role": got.side.role if got.side else None,
                        "statement": t.get("user_statement"),
                        "gold_outcome": t.get("precedent_outcome"), "outcome": got.outcome.outcome,
                        "gold_roles": t.get("precedent_roles"),
                        "read_roles": got.parties.to_json() if got.parties else None,
                        "reason": got.reason, "sentence": got.sentence[:200], "note": t.get("note", "")[:300]})
    return out


def outcome_errors(part: str, corpus: str, recs: list[dict], texts: dict, reader) -> list[dict]:
    """The wrong outcome records of one part: gold label and note against what the detector read and why."""
    out = []
    for rec in recs:
        text, decision = reader(texts[rec["doc_id"]])
        res = detect_outcome(text, decision)
        if scored_outcome(res) != rec["label"]:
            out.append({"part": SHORT[part], "corpus": corpus, "doc_id": rec["doc_id"], "gold": rec["label"],
                        "read": res.outcome, "rule": res.rule, "sentence": res.sentence(text)[:300],
                        "note": rec.get("note", "")[:260]})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--parts", nargs="*",
                    help=f"dev, 0 (old held-out), 2 ... {SHORT[DEV_PARTS[-1]]}; default every dev part")
    ap.add_argument("--errors", action="store_true", help="print the wrong triples of the parts as JSON lines")
    ap.add_argument("--outcomes", action="store_true", help="outcome accuracy per corpus and part too")
    ap.add_argument("--outcome-errors", action="store_true",
                    help="with --outcomes: print the wrong outcome records (gold, read, sentence) as JSON lines")
    ap.add_argument("--no-stance", action="store_true", help="skip the stance table (outcomes only)")
    ap.add_argument("--stance-dir", type=Path, default=ROOT / "datasets" / "stance")
    ap.add_argument("--outcomes-dir", type=Path, default=ROOT / "datasets" / "outcomes")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/lcr_stance_parts_reader.pkl"))
    args = ap.parse_args(argv)
    if args.outcome_errors and not args.outcomes:
        ap.error("--outcome-errors lists the records of the outcome table: give --outcomes too")
    if args.errors and args.no_stance:
        ap.error("--errors lists wrong triples of the stance table, which --no-stance skips")
    reader, save = cached_reader(args.cache)
    parts = part_names(args.parts)
    tot_n = tot_ok = tot_so = 0
    all_errors = []
    if not args.no_stance:
        print("| part | n | stance | supports<->opposes | side read | side wrong | neutral given | no side "
              "| precedents' roles reversed |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for part in (() if args.no_stance else parts):
        trs = triples_of(part, args.stance_dir)
        ids: dict[str, set[str]] = {}
        for t in trs:
            ids.setdefault(str(t["source"]), set()).add(str(t["doc_id"]))
        texts = {(c, d): x for c, want in ids.items() for d, x in read_texts(CORPORA[c], want).items()}
        st = stance_part(trs, texts, reader)
        j = st.to_json()
        neutral = sum(row.get("neutral", 0) for row in st.stance.confusion.values())
        noside = sum(row.get("no side", 0) for row in st.stance.confusion.values())
        print(f"| {SHORT[part]} | {j['n']} | {j['accuracy']:.3f} | {j['supports_opposes']} "
              f"({j['supports_opposes_rate']:.1%}) | {st.side_read} | {st.side_wrong} | {neutral} | {noside} "
              f"| {len(st.reversed)} |", flush=True)
        tot_n += j["n"]
        tot_ok += st.stance.correct
        tot_so += j["supports_opposes"]
        if args.errors:
            all_errors += errors(part, trs, texts, reader)
    if tot_n:
        print(f"| all | {tot_n} | {tot_ok / tot_n:.3f} | {tot_so} ({tot_so / tot_n:.1%}) | | | | | |")
    if args.outcomes:
        print("\n| corpus | part | n | outcome | no cue |\n|---|---|---:|---:|---:|")
        for part in parts:
            files = []
            if part in ("dev", "old held-out"):
                recs = read_jsonl(args.outcomes_dir / "aila2019_outcomes.jsonl")
                files.append(("aila2019", recs[:AILA_DEV] if part == "dev" else recs[AILA_DEV:]))
            elif part in AILA_OWN_FILE:
                files.append(("aila2019", read_jsonl(args.outcomes_dir / f"aila2019_{PART_FILES[part]}.jsonl")))
            f = args.outcomes_dir / f"irled2017_{PART_FILES[part]}.jsonl"
            if f.exists():
                files.append(("irled2017", read_jsonl(f)))
            for source in NEW_SOURCES:  # BUILD / PAHELI (the twenty-ninth set, once it is development data)
                f = args.outcomes_dir / f"{source}_{PART_FILES[part]}.jsonl"
                if f.exists():
                    files.append((source, read_jsonl(f)))
            for corpus, recs in files:
                texts = read_texts(CORPORA[corpus], {str(r["doc_id"]) for r in recs})
                t = outcome_part(recs, texts, reader)
                nc = t.notes.get("no_cue", 0)
                print(f"| {corpus} | {SHORT[part]} | {t.n} | {t.accuracy:.3f} | {nc} |", flush=True)
                if args.outcome_errors:
                    all_errors += outcome_errors(part, corpus, recs, texts, reader)
    save()
    for e in all_errors:
        print(json.dumps(e, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
