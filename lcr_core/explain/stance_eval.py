"""``lcr stance eval``: outcome accuracy per corpus and stance accuracy on (query, precedent, user's side) triples.

Label files (hand-labelled by reading; see ``datasets/outcomes/README.md`` and ``datasets/stance/README.md``),
evaluated in parts, all but the last of them development data:

- ``dev``: ``aila2019_outcomes.jsonl`` records 1-100, ``irled2017_dev.jsonl``, ``triples_dev.jsonl``;
- ``old held-out``: ``aila2019_outcomes.jsonl`` records 101-, ``irled2017_heldout.jsonl``,
  ``triples_heldout.jsonl``. Held out until the frozen run at 429079a, then demoted to development data;
- ``old held-out 2``: ``irled2017_heldout2.jsonl`` and ``triples_heldout2.jsonl``. Held out until the frozen run
  at 093c9da, then read in full to find what fails (issue 9 follow-up): development data since;
- ``old held-out 3``: ``aila2019_heldout3.jsonl``, ``irled2017_heldout3.jsonl`` and ``triples_heldout3.jsonl``. Held
  out until the frozen run at cff7c0d, then read in full to find what fails: development data since;
- ``old held-out 4``: ``aila2019_heldout4.jsonl``, ``irled2017_heldout4.jsonl`` and ``triples_heldout4.jsonl``. Held
  out until the frozen run at 1725d75, then read in full to find what fails: development data since;
- ``old held-out 5``: ``aila2019_heldout5.jsonl``, ``irled2017_heldout5.jsonl`` and ``triples_heldout5.jsonl``. Held
  out until the frozen run at 413aa31, then its errors were read (a labelling swap was found and fixed): development
  data since;
- ``old held-out 6``: ``aila2019_heldout6.jsonl``, ``irled2017_heldout6.jsonl`` and ``triples_heldout6.jsonl``. Held
  out until the frozen run at 033215c (aggregate figures), then its errors were read by cause: development data since;
- ``old held-out 7``: ``aila2019_heldout7.jsonl``, ``irled2017_heldout7.jsonl`` and ``triples_heldout7.jsonl``. Held
  out until the frozen run at 255cea5 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 8``: ``aila2019_heldout8.jsonl``, ``irled2017_heldout8.jsonl`` and ``triples_heldout8.jsonl``. Held
  out until the frozen run at d1f288b (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 9``: ``aila2019_heldout9.jsonl``, ``irled2017_heldout9.jsonl`` and ``triples_heldout9.jsonl``. Held
  out until the frozen run at 5995caf (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 10``: ``aila2019_heldout10.jsonl``, ``irled2017_heldout10.jsonl`` and ``triples_heldout10.jsonl``. Held
  out until the frozen run at 0e16728 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 11``: ``aila2019_heldout11.jsonl``, ``irled2017_heldout11.jsonl`` and ``triples_heldout11.jsonl``. Held
  out until the frozen run at 5f364c1 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 12``: ``aila2019_heldout12.jsonl``, ``irled2017_heldout12.jsonl`` and ``triples_heldout12.jsonl``. Held
  out until the frozen run at 20933e3 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 13``: ``aila2019_heldout13.jsonl``, ``irled2017_heldout13.jsonl`` and ``triples_heldout13.jsonl``. Held
  out until the frozen run at 3032c75 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 14``: ``aila2019_heldout14.jsonl``, ``irled2017_heldout14.jsonl`` and ``triples_heldout14.jsonl``. Held
  out until the frozen run at 024d14e (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 15``: ``aila2019_heldout15.jsonl``, ``irled2017_heldout15.jsonl`` and ``triples_heldout15.jsonl``. Held
  out until the frozen run at b0cd828 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 16``: ``aila2019_heldout16.jsonl``, ``irled2017_heldout16.jsonl`` and ``triples_heldout16.jsonl``. Held
  out until the frozen run at 19e150a (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 17``: ``aila2019_heldout17.jsonl``, ``irled2017_heldout17.jsonl`` and ``triples_heldout17.jsonl`` (IRLeD's
  judgments are its train query judgments). Held out until the frozen run at 991a8fa (aggregate figures), then its
  errors were counted by cause: development data since;
- ``old held-out 18``: ``aila2019_heldout18.jsonl`` and ``triples_heldout18.jsonl``, AILA only (no IRLeD judgment outside
  val was left unlabelled). Held out until the frozen run at 75e18ad (aggregate figures), then its errors were
  counted by cause: development data since;
- ``old held-out 19``: ``aila2019_heldout19.jsonl`` and ``triples_heldout19.jsonl``, AILA only: a criminal half and a half
  whose fact patterns an annotator wrote for areas no dataset query covers (motor / insurance, tenancy, income tax,
  land acquisition; the records carry ``query_text``). Held out until the frozen run at 0cb626b (aggregate figures),
  then its errors were counted by cause: development data since;
- ``old held-out 20``: ``aila2019_heldout20.jsonl`` and ``triples_heldout20.jsonl``, AILA only: a criminal half and a half
  of fact patterns an annotator wrote for four more areas (seniority / promotion, central excise or customs,
  specific performance, matrimonial; ``query_text``). Held out until the frozen run at 6aa7d63 (aggregate figures),
  then its errors were counted by cause: development data since;
- ``old held-out 21``: ``aila2019_heldout21.jsonl`` and ``triples_heldout21.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (promotion, customs, State sales tax, a company oppression petition; ``query_text``).
  Held out until the frozen run at 280dc02 (aggregate figures), then its errors were counted by cause: development
  data since;
- ``old held-out 22``: ``aila2019_heldout22.jsonl`` and ``triples_heldout22.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (company, tenancy, promotion, land acquisition; ``query_text``). Held out until the
  frozen run at c4234b5 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 23``: ``aila2019_heldout23.jsonl`` and ``triples_heldout23.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (matrimonial, customs, promotion, land acquisition; ``query_text``). Held out until the
  frozen run at b21c3f7 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 24``: ``aila2019_heldout24.jsonl`` and ``triples_heldout24.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (tenancy, customs, promotion, land acquisition; ``query_text``). Held out until the
  frozen run at cfe5aa6 (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 25``: ``aila2019_heldout25.jsonl`` and ``triples_heldout25.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (preventive detention, an industrial dispute, a family partition, a cancelled
  licence; ``query_text``). Held out until the frozen run at 53d5c47 (aggregate figures), then its errors were counted
  by cause: development data since;
- ``old held-out 26``: ``aila2019_heldout26.jsonl`` and ``triples_heldout26.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (land acquisition, electricity supply, a co-operative society, a forest confiscation;
  ``query_text``). Held out until the frozen run at bd75b37 (aggregate figures), then its errors were counted by
  cause: development data since;
- ``old held-out 27``: ``aila2019_heldout27.jsonl`` and ``triples_heldout27.jsonl``, AILA only: a criminal half and a
  half of written fact patterns (education, a municipal demolition, public recruitment, the validity of a State Act;
  ``query_text``). Held out until the frozen run at 405f0f4 (aggregate figures), then its errors were counted by
  cause: development data since;
- ``old held-out 28``: ``aila2019_heldout28.jsonl`` (41 judgments: every AILA judgment left) and
  ``triples_heldout28.jsonl`` (37 pairs), AILA only: a criminal half and a half of written fact patterns (a bank's
  suit, a newspaper's writ, a temple trust's suit, a convict's premature release; ``query_text``). Held out until the
  frozen run at 644948a (aggregate figures), then its errors were counted by cause: development data since;
- ``old held-out 29``: BUILD / PAHELI only: ``build_in_heldout29.jsonl``, ``paheli_in_heldout29.jsonl`` and
  ``triples_heldout29.jsonl``; held out until the frozen run at 274a490 (a first run at 713c411, before round 29, gave the same figures), then development data;
- ``held-out``: the fresh ``*_heldout30`` files if a thirtieth set is ever drawn (``build_in_heldout30.jsonl``,
  ``paheli_in_heldout30.jsonl``, ``aila2019_heldout30.jsonl`` and ``triples_heldout30.jsonl``, none of them there
  yet: BUILD and PAHELI gave every judgment of theirs that is in neither AILA nor IRLeD to the twenty-ninth set, so a
  next fresh set needs another source, whose files this list will then name), labelled apart from the rules.
  IRLeD and BUILD / PAHELI records hold offsets + sha1 of the evidence, never text: IRLeD may not be redistributed
  and BUILD is CC BY-SA, so IRLeD's text is read from ``../shared/data/irled2017/corpus.jsonl.gz`` (or, for the
  ``current_case_*`` judgments of the seventeenth set, its ``queries_train.jsonl.gz``: :func:`read_texts`), and a
  BUILD / PAHELI judgment's text is rebuilt from ``../shared/data/roles/<corpus>/`` exactly as
  ``datasets/outcomes/sample_roles.py`` rebuilds it (:func:`role_text`). A labelled judgment whose text is missing
  or empty is an error, never an "unknown" outcome. A held-out file that is not there is named as absent and
  skipped.

The fresh held-out files are read only when asked (``--heldout``) and only aggregate figures are ever printed
for them: no record, text or error listing of a held-out file leaves this module. The detector never sees a
label: the user's side is read from the triple's ``user_statement`` exactly as the chat reads it (a statement
the reader cannot parse counts as an error, "no side"), the outcome from the judgment, the parties from the
judgment.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..text import Span, normalize
from .evaluate import CLASSES, EvalError, texts_in
from .outcome import OutcomeResult, detect_outcome
from .partial import partial_gain
from .remand import remand_only
from .roles import ROLES, PartyRoles, SideStatement, pair_of, precedent_parties
from .user_side import side_in_message
from .stance import employment_dispute, matter_word, user_stance

ROOT = Path(__file__).resolve().parents[2]
DATASETS = ROOT / "datasets"
SHARED = ROOT.parent / "shared" / "data"
ROLES_DIR = SHARED / "roles"
# The rhetorical-role corpora whose Indian judgments make the twenty-ninth set: a folder each, the files of it that are
# read (in this order; a later record of an id replaces an earlier one), texts rebuilt by role_text. The same files as
# datasets/outcomes/sample_roles.py's SOURCE_FILES (a test keeps the two equal).
ROLE_FILES = {"build_in": ("train.jsonl", "val.jsonl"), "paheli_in": ("all.jsonl",)}
NEW_SOURCES = tuple(ROLE_FILES)
CORPORA = {"aila2019": SHARED / "aila2019" / "corpus.jsonl.gz", "irled2017": SHARED / "irled2017" / "corpus.jsonl.gz",
           **{name: ROLES_DIR / name for name in ROLE_FILES}}
# The corpus whose train queries a triple of that (precedent) source is paired with: BUILD / PAHELI precedents have
# no queries of their own, their triples use AILA train queries (or a written fact pattern in query_text).
QUERY_SOURCE = {name: "aila2019" for name in ROLE_FILES}
STANCES = ("supports", "neutral", "opposes")
AILA_DEV = 100
CRIMINAL_ROLES = ("accused", "prosecution")
# part -> file suffix of the IRLeD outcome file and the triple file; aila2019_outcomes.jsonl is split into the
# first two parts by record position, and the later parts with an AILA sample have their own AILA file
# (aila2019_heldout3.jsonl ... aila2019_heldout28.jsonl, and aila2019_heldout30.jsonl if it is drawn).
PART_FILES = {"dev": "dev", "old held-out": "heldout", "old held-out 2": "heldout2", "old held-out 3": "heldout3",
              "old held-out 4": "heldout4", "old held-out 5": "heldout5", "old held-out 6": "heldout6",
              "old held-out 7": "heldout7", "old held-out 8": "heldout8",
              "old held-out 9": "heldout9", "old held-out 10": "heldout10", "old held-out 11": "heldout11",
              "old held-out 12": "heldout12", "old held-out 13": "heldout13",
              "old held-out 14": "heldout14", "old held-out 15": "heldout15",
              "old held-out 16": "heldout16", "old held-out 17": "heldout17", "old held-out 18": "heldout18",
              "old held-out 19": "heldout19", "old held-out 20": "heldout20",
              "old held-out 21": "heldout21", "old held-out 22": "heldout22",
              "old held-out 23": "heldout23", "old held-out 24": "heldout24", "old held-out 25": "heldout25",
              "old held-out 26": "heldout26", "old held-out 27": "heldout27",
              "old held-out 28": "heldout28", "old held-out 29": "heldout29", "held-out": "heldout30"}
DEV_PARTS = ("dev", "old held-out", "old held-out 2", "old held-out 3", "old held-out 4", "old held-out 5",
             "old held-out 6", "old held-out 7", "old held-out 8", "old held-out 9", "old held-out 10",
             "old held-out 11", "old held-out 12", "old held-out 13", "old held-out 14",
             "old held-out 15", "old held-out 16", "old held-out 17", "old held-out 18", "old held-out 19",
             "old held-out 20", "old held-out 21", "old held-out 22", "old held-out 23", "old held-out 24",
             "old held-out 25", "old held-out 26", "old held-out 27", "old held-out 28", "old held-out 29")
# parts whose AILA records are in aila2019_<suffix>.jsonl
AILA_OWN_FILE = ("old held-out 3", "old held-out 4", "old held-out 5", "old held-out 6", "old held-out 7", "old held-out 8",
                 "old held-out 9", "old held-out 10", "old held-out 11",
                 "old held-out 12", "old held-out 13", "old held-out 14", "old held-out 15",
                 "old held-out 16", "old held-out 17", "old held-out 18", "old held-out 19", "old held-out 20",
                 "old held-out 21", "old held-out 22", "old held-out 23", "old held-out 24", "old held-out 25",
                 "old held-out 26", "old held-out 27", "old held-out 28", "held-out")
# parts labelled for AILA only: no IRLeD outcome file exists for them, so none is looked for
AILA_ONLY = ("old held-out 18", "old held-out 19", "old held-out 20", "old held-out 21", "old held-out 22",
             "old held-out 23", "old held-out 24", "old held-out 25", "old held-out 26",
             "old held-out 27", "old held-out 28")
HELDOUT = "held-out"
# parts whose outcome labels are the role corpora's files (<source>_<suffix>.jsonl for each of NEW_SOURCES); no IRLeD
# outcome file exists for them, so none is looked for. Part 29 has no AILA outcome file either (none was drawn: it is
# not in AILA_OWN_FILE, so none is looked for or named absent); the held-out part's AILA file is looked for.
ROLE_PARTS = ("old held-out 29", HELDOUT)

DecisionReader = Callable[[str], tuple[str, list[Span]]]  # raw text -> (normalised text, decision spans)


def heuristic_reader() -> DecisionReader:
    """Read a judgment as ingest does with the heuristic facetizer (no encoder: the heuristic facetizer labels
    sentences, so units counted by words give the same facets)."""
    from ..facets.base import facetize
    from ..facets.heuristic import HeuristicFacetizer
    from ..units import segment

    facetizer = HeuristicFacetizer()

    def read(raw: str) -> tuple[str, list[Span]]:
        text = normalize(raw)
        doc = segment(text, lambda texts: [len(t.split()) for t in texts])
        return text, list(facetize(facetizer, doc).spans.get("decision", []))

    return read


def engine_reader(settings) -> DecisionReader:
    """Read a judgment with the configured facetizer (encoding units through the embedding cache)."""
    from .evaluate import facetizing_reader

    read, _ = facetizing_reader(settings, use_store=False)
    return lambda raw: read("", raw)


def read_jsonl(path: Path) -> list[dict]:
    path = Path(path)
    if not path.exists():
        raise EvalError(f"label file {path} not found")
    out = []
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if line.strip():
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise EvalError(f"{path}:{lineno}: not JSON ({exc.msg})") from exc
    return out


# Beside a corpus, the train split's query judgments (IRLeD's ``current_case_*``): once every IRLeD corpus
# judgment had been labelled, the seventeenth sets took their IRLeD judgments from there. Never the val split.
TRAIN_QUERY_FILES = ("queries_train.jsonl", "queries_train.jsonl.gz")


_ENDS_IN_WORD = re.compile(r"[A-Za-z0-9]\Z")


def role_text(record: dict) -> str:
    """A rhetorical-role judgment's text, as ``datasets/outcomes/sample_roles.py``'s ``rebuilt_text`` makes it (the
    label files' offsets are into it): its raw ``text`` when the release has one, else its sentences, one a line,
    a sentence that ends in a letter or digit closed with a full stop (PAHELI strips them)."""
    if record.get("text"):
        return str(record["text"])
    lines = []
    for s in record.get("sentences") or ():
        t = str(s.get("text") or "").strip()
        if t:
            lines.append(t + "." if _ENDS_IN_WORD.search(t) else t)
    return "\n".join(lines)


def role_texts(folder: Path, wanted: set[str]) -> dict[str, str]:
    """Rebuilt texts of the wanted ids of one role corpus folder (its ROLE_FILES, all of which must exist)."""
    folder = Path(folder)
    if folder.name not in ROLE_FILES:
        raise EvalError(f"{folder} is not a known role corpus ({', '.join(ROLE_FILES)})")
    out: dict[str, str] = {}
    for name in ROLE_FILES[folder.name]:
        path = folder / name
        if not path.exists():
            raise EvalError(f"corpus file {path} not found")
        try:
            with open(path, encoding="utf-8") as fh:
                for line in fh:
                    if line.strip():
                        d = json.loads(line)
                        if str(d.get("id")) in wanted:
                            out[str(d["id"])] = role_text(d)
        except (OSError, json.JSONDecodeError, UnicodeDecodeError, AttributeError) as exc:
            raise EvalError(f"corpus file {path} is unreadable: {exc}") from exc
    return out


def read_texts(corpus: Path, wanted: set[str]) -> dict[str, str]:
    """The labelled judgments' raw texts, from the corpus first, then (for ids it lacks) its folder's train query
    judgments; for a role corpus (a folder of ROLE_FILES), the texts rebuilt from its files. Every labelled id must
    be found with a non-empty text: a missing or empty one is an EvalError (it would otherwise be read as a judgment
    with no outcome cue)."""
    corpus = Path(corpus)
    if corpus.name in ROLE_FILES:
        found = role_texts(corpus, wanted)
        where = f"{corpus} ({', '.join(ROLE_FILES[corpus.name])})"
    else:
        found = texts_in(corpus, wanted)
        for name in TRAIN_QUERY_FILES:
            rest = wanted - found.keys()
            if rest and (corpus.parent / name).exists():
                found |= texts_in(corpus.parent / name, rest)
        where = f"{corpus} (nor its folder's train queries)"
    missing = wanted - found.keys()
    if missing:
        raise EvalError(f"{len(missing)} labelled ids are not in {where}, e.g. {sorted(missing)[:3]}")
    empty = sorted(i for i, t in found.items() if not t.strip())
    if empty:
        raise EvalError(f"{len(empty)} labelled ids have an empty text in {corpus}, e.g. {empty[:3]}")
    return found


def read_queries(source: str, wanted: set[str]) -> dict[str, str]:
    """Query texts (the fact patterns the triples' sides belong to): the context a side statement is read in,
    as the chat reads it with the conversation's fact pattern."""
    folder = SHARED / source
    out: dict[str, str] = {}
    for name in ("queries_train.jsonl", "queries_train.jsonl.gz", "queries_val.jsonl", "queries_val.jsonl.gz"):
        f = folder / name
        if not f.exists():
            continue
        opener = gzip.open if name.endswith(".gz") else open
        with opener(f, "rt", encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    d = json.loads(line)
                    if d.get("id") in wanted:
                        out[d["id"]] = d.get("text") or ""
    return out


def evidence_ok(raw: str, rec: dict) -> bool | None:
    """The label's evidence offsets still point at the text it was labelled on (sha1 of raw[start:end]);
    None when the record has no sha1."""
    sha = rec.get("evidence_sha1")
    if not sha or rec.get("evidence_start") is None:
        return None
    piece = raw[int(rec["evidence_start"]) : int(rec["evidence_end"])]
    return hashlib.sha1(piece.encode("utf-8")).hexdigest() == sha


@dataclass
class Tally:
    """Accuracy and a confusion matrix over fixed classes (gold -> predicted -> count)."""

    classes: tuple[str, ...]
    predicted_extra: tuple[str, ...] = ()
    confusion: dict[str, dict[str, int]] = field(default_factory=dict)
    n: int = 0
    notes: dict[str, int] = field(default_factory=dict)

    def add(self, gold: str, pred: str) -> None:
        row = self.confusion.setdefault(gold, {c: 0 for c in (*self.classes, *self.predicted_extra)})
        row[pred] = row.get(pred, 0) + 1
        self.n += 1

    def note(self, key: str) -> None:
        self.notes[key] = self.notes.get(key, 0) + 1

    @property
    def correct(self) -> int:
        return sum(row.get(g, 0) for g, row in self.confusion.items())

    @property
    def accuracy(self) -> float:
        return self.correct / self.n if self.n else 0.0

    def count(self, gold: str, pred: str) -> int:
        return self.confusion.get(gold, {}).get(pred, 0)

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "accuracy": self.accuracy, "confusion": self.confusion, **self.notes}

    def table(self) -> str:
        cols = (*self.classes, *self.predicted_extra)
        lines = ["| gold \\ predicted | " + " | ".join(cols) + " |", "|---" * (len(cols) + 1) + "|"]
        for g in self.classes:
            lines.append(f"| {g} | " + " | ".join(str(self.count(g, p)) for p in cols) + " |")
        return "\n".join(lines)


def scored_outcome(res: OutcomeResult) -> str:
    """The label class a detected outcome is scored as: the labels have no "unknown", so a judgment where the
    detector found no cue counts as "other" (and is also noted as "no_cue" by :func:`outcome_part`)."""
    return "other" if res.outcome == "unknown" else res.outcome


def outcome_part(records: Iterable[dict], texts: dict[str, str], reader: DecisionReader) -> Tally:
    t = Tally(CLASSES)
    for rec in records:
        raw = texts[rec["doc_id"]]
        text, decision = reader(raw)
        res = detect_outcome(text, decision)
        t.add(str(rec["label"]), scored_outcome(res))
        if res.outcome == "unknown":
            t.note("no_cue")
        if evidence_ok(raw, rec) is False:
            t.note("evidence_sha1_mismatch")
    return t


@dataclass
class StanceTally:
    stance: Tally
    side_read: int = 0  # the user's role read from the statement equals the labelled one
    side_wrong: int = 0  # a role was read, but not the labelled one (the main source of supports <-> opposes)
    outcome_right: int = 0
    appellant_right: int = 0
    appellant_known: int = 0
    reversed: set[tuple[str, str]] = field(default_factory=set)  # precedents whose two roles were read swapped

    def to_json(self) -> dict[str, Any]:
        n = self.stance.n
        so = self.stance.count("supports", "opposes") + self.stance.count("opposes", "supports")
        return {**self.stance.to_json(), "supports_opposes": so, "supports_opposes_rate": so / n if n else 0.0,
                "side_read": self.side_read, "side_wrong": self.side_wrong, "precedent_outcome_right": self.outcome_right,
                "appellant_role_known": self.appellant_known, "appellant_role_right": self.appellant_right,
                "precedents_roles_reversed": len(self.reversed)}


_OUTCOME_OF = {"allowed": "allowed", "dismissed": "dismissed", "partly": "partly", "other": "other",
               "unknown": "other"}


def _contexts(triples: list[dict]) -> dict[tuple[str, str], str]:
    by_source: dict[str, set[str]] = {}
    for t in triples:
        by_source.setdefault(str(t["source"]), set()).add(str(t.get("query_id") or ""))
    # keyed by the triple's source; the queries are read from the corpus its precedents' queries come from
    return {(src, qid): txt for src, ids in by_source.items()
            for qid, txt in read_queries(QUERY_SOURCE.get(src, src), ids).items()}


def context_of(triple: dict, contexts: dict[tuple[str, str], str]) -> str:
    """The fact pattern of the triple's query (what the chat reads a side against), or "". A triple whose query
    an annotator wrote (an area no dataset query covers) carries it in ``query_text``."""
    written = triple.get("query_text")
    if isinstance(written, str) and written.strip():
        return written
    return contexts.get((str(triple["source"]), str(triple.get("query_id") or "")), "")


# a reader that may fill what the rules left empty in a precedent's parties, given the judgment's text
PartiesFill = Callable[[PartyRoles, str], PartyRoles]


@dataclass(frozen=True)
class TripleReading:
    """What the rules read for one labelled triple, exactly as the chat would: side, outcome, roles, badge."""

    side: SideStatement | None
    outcome: OutcomeResult
    sentence: str  # the deciding sentence ("" when the detector found none: the outcome counts as unknown)
    parties: PartyRoles | None  # None when no side was read (the roles are read for the side's area)
    label: str | None  # the badge; None when no side was read
    mapping: str = ""
    reason: str = ""


def read_triple(triple: dict, text: str, decision: list[Span], context: str,
                fill: PartiesFill | None = None) -> TripleReading:
    """The one path from a triple's statement and precedent to its badge, shared by the eval and its error lists.
    ``fill``: a reader run on the rules' parties before the badge (what the leave-one-part-out benchmark of the
    learned appellant reader measures); None, as the chat: the rules alone."""
    side = side_in_message(str(triple.get("user_statement") or ""), context)  # as the chat reads it
    res = detect_outcome(text, decision)
    sentence = res.sentence(text)
    if side is None:
        return TripleReading(None, res, sentence, None, None)
    parties = precedent_parties(text, "", pair_of(side.role))
    if fill is not None:
        parties = fill(parties, text)
    employment = employment_dispute(f"{triple.get('user_statement') or ''}\n{context}")
    label, mapping, reason = user_stance(res.outcome if sentence else "unknown", side.role, parties,
                                         matter_word(sentence), res.rule,
                                         gain=partial_gain(text, res, parties, criminal=side.role in CRIMINAL_ROLES),
                                         remand=remand_only(text, res), tentative=side.how,
                                         employment=employment)
    return TripleReading(side, res, sentence, parties, label, mapping, reason)


def stance_part(triples: Iterable[dict], texts: dict[tuple[str, str], str], reader: DecisionReader,
                fill: PartiesFill | None = None) -> StanceTally:
    triples = list(triples)
    contexts = _contexts(triples)
    st = StanceTally(Tally(STANCES, ("no side",)))
    read_cache: dict[tuple[str, str], tuple[str, list[Span]]] = {}
    for tr in triples:
        key = (str(tr["source"]), str(tr["doc_id"]))
        if key not in read_cache:
            read_cache[key] = reader(texts[key])
        got = read_triple(tr, *read_cache[key], context_of(tr, contexts), fill)
        gold = str(tr["stance"])
        if _OUTCOME_OF.get(got.outcome.outcome) == tr.get("precedent_outcome"):
            st.outcome_right += 1
        if got.side is None or got.parties is None:
            st.stance.add(gold, "no side")
            continue
        if got.side.role == tr.get("user_role"):
            st.side_read += 1
        else:
            st.side_wrong += 1
        gold_app = (tr.get("precedent_roles") or {}).get("appellant")
        gold_resp = (tr.get("precedent_roles") or {}).get("respondent")
        if gold_app != gold_resp and (got.parties.appellant, got.parties.respondent) == (gold_resp, gold_app):
            st.reversed.add(key)
        if got.parties.appellant is not None:
            st.appellant_known += 1
            st.appellant_right += int(got.parties.appellant == gold_app)
        st.stance.add(gold, got.label or "no side")
    return st


@dataclass
class Report:
    setup: dict[str, Any]
    outcomes: dict[str, dict[str, Tally]]  # corpus -> part -> tally
    stance: dict[str, StanceTally]  # part -> tally
    skipped: list[str]

    def to_json(self) -> dict[str, Any]:
        return {"setup": self.setup, "skipped": self.skipped,
                "outcomes": {c: {p: t.to_json() for p, t in parts.items()} for c, parts in self.outcomes.items()},
                "stance": {p: t.to_json() for p, t in self.stance.items()}}

    def markdown(self) -> str:
        out = [f"# lcr stance eval ({', '.join(f'{k}={v}' for k, v in self.setup.items())})", ""]
        for s in self.skipped:
            out.append(f"- skipped: {s}")
        out.append("")
        out.append("## Outcome accuracy per corpus\n")
        out.append("| corpus | part | n | accuracy | no cue |")
        out.append("|---|---|---:|---:|---:|")
        for corpus, parts in self.outcomes.items():
            for part, t in parts.items():
                nc = t.notes.get("no_cue", 0)
                out.append(f"| {corpus} | {part} | {t.n} | {t.accuracy:.3f} | {nc} ({nc / t.n if t.n else 0:.1%}) |")
        for corpus, parts in self.outcomes.items():
            for part, t in parts.items():
                out += ["", f"### {corpus} {part}: outcome confusion", "", t.table()]
                if t.notes.get("evidence_sha1_mismatch"):
                    out.append(f"\n(evidence sha1 mismatch: {t.notes['evidence_sha1_mismatch']} records)")
        if self.stance:
            out += ["", "## Stance for the user's side (triples)", "",
                    "| part | n | accuracy | supports<->opposes | side read | outcome right | appellant role right |",
                    "|---|---:|---:|---:|---:|---:|---:|"]
            for part, st in self.stance.items():
                j = st.to_json()
                out.append(f"| {part} | {j['n']} | {j['accuracy']:.3f} | {j['supports_opposes']} "
                           f"({j['supports_opposes_rate']:.1%}) | {st.side_read} | {st.outcome_right} | "
                           f"{st.appellant_right}/{st.appellant_known} |")
            for part, st in self.stance.items():
                out += ["", f"### stance {part}: confusion", "", st.stance.table()]
        return "\n".join(out)


def run(outcomes_dir: Path, stance_dir: Path, heldout: bool, reader: DecisionReader,
        corpora: dict[str, Path] | None = None, aila_dev: int = AILA_DEV,
        progress: Callable[[str], None] | None = None) -> Report:
    """Every label file that exists is evaluated; missing ones are listed in ``skipped``."""
    corpora = corpora or CORPORA
    say = progress or (lambda msg: None)
    parts = DEV_PARTS + ((HELDOUT,) if heldout else ())
    skipped: list[str] = []

    def absent(f: Path, part: str) -> None:
        skipped.append(f"{f} is absent: the {part} part of it is not evaluated"
                       + (" (the held-out figures below leave it out)" if part == HELDOUT else ""))

    outcome_files: dict[str, dict[str, list[dict]]] = {}
    aila = Path(outcomes_dir) / "aila2019_outcomes.jsonl"
    if aila.exists():
        recs = read_jsonl(aila)
        outcome_files["aila2019"] = {"dev": recs[:aila_dev], "old held-out": recs[aila_dev:]}
    else:
        absent(aila, "dev and old held-out")
    for part in (p for p in parts if p in AILA_OWN_FILE):
        f = Path(outcomes_dir) / f"aila2019_{PART_FILES[part]}.jsonl"
        if f.exists():
            outcome_files.setdefault("aila2019", {})[part] = read_jsonl(f)
        else:
            absent(f, part)
    for part in (p for p in parts if p not in AILA_ONLY and p not in ROLE_PARTS):
        f = Path(outcomes_dir) / f"irled2017_{PART_FILES[part]}.jsonl"
        if f.exists():
            outcome_files.setdefault("irled2017", {})[part] = read_jsonl(f)
        else:
            absent(f, part)
    for part in (p for p in parts if p in ROLE_PARTS):
        for source in NEW_SOURCES:
            f = Path(outcomes_dir) / f"{source}_{PART_FILES[part]}.jsonl"
            if f.exists():
                outcome_files.setdefault(source, {})[part] = read_jsonl(f)
            else:
                absent(f, part)
    triple_files: dict[str, list[dict]] = {}
    for part in parts:
        f = Path(stance_dir) / f"triples_{PART_FILES[part]}.jsonl"
        if f.exists():
            triple_files[part] = read_jsonl(f)
        else:
            absent(f, part)
    wanted: dict[str, set[str]] = {}
    for corpus, by_part in outcome_files.items():
        for part in parts:
            wanted.setdefault(corpus, set()).update(str(r["doc_id"]) for r in by_part.get(part, []))
    for trs in triple_files.values():
        for t in trs:
            wanted.setdefault(str(t["source"]), set()).add(str(t["doc_id"]))
    texts: dict[str, dict[str, str]] = {}
    for corpus, ids in wanted.items():
        if corpus not in corpora:
            raise EvalError(f"unknown corpus {corpus!r} in the labels")
        say(f"reading {len(ids)} judgments of {corpus}")
        texts[corpus] = read_texts(corpora[corpus], ids)
    outcomes: dict[str, dict[str, Tally]] = {}
    for corpus, by_part in outcome_files.items():
        for part in parts:
            if by_part.get(part):
                say(f"outcomes: {corpus} {part}")
                outcomes.setdefault(corpus, {})[part] = outcome_part(by_part[part], texts[corpus], reader)
    stance: dict[str, StanceTally] = {}
    for part, trs in triple_files.items():
        say(f"stance: {part}")
        bad = [t for t in trs if t.get("stance") not in STANCES or t.get("user_role") not in ROLES]
        if bad:
            raise EvalError(f"{len(bad)} triples of the {part} part have a stance or user_role outside the vocabulary")
        flat = {(c, d): txt for c, by_id in texts.items() for d, txt in by_id.items()}
        stance[part] = stance_part(trs, flat, reader)
    setup = {"outcomes_dir": str(outcomes_dir), "stance_dir": str(stance_dir), "parts": "+".join(parts)}
    return Report(setup, outcomes, stance, skipped)


def dev_errors(stance_dir: Path, reader: DecisionReader, corpora: dict[str, Path] | None = None) -> list[dict]:
    """Every dev triple (both dev parts) the rules get wrong, with what they read (for writing rules; never the
    fresh held-out file)."""
    corpora = corpora or CORPORA
    trs = [t for part in DEV_PARTS if (Path(stance_dir) / f"triples_{PART_FILES[part]}.jsonl").exists()
           for t in read_jsonl(Path(stance_dir) / f"triples_{PART_FILES[part]}.jsonl")]
    by_corpus: dict[str, set[str]] = {}
    for t in trs:
        by_corpus.setdefault(str(t["source"]), set()).add(str(t["doc_id"]))
    unknown = sorted(set(by_corpus) - set(corpora))
    if unknown:
        raise EvalError(f"unknown corpus {unknown[0]!r} in the labels")
    texts = {(c, d): x for c, ids in by_corpus.items() for d, x in read_texts(corpora[c], ids).items()}
    out = []
    contexts = _contexts(trs)
    for t in trs:
        got = read_triple(t, *reader(texts[(str(t["source"]), str(t["doc_id"]))]), context_of(t, contexts))
        if got.label != t["stance"]:
            out.append({"id": t.get("id"), "doc_id": t["doc_id"], "gold": t["stance"], "predicted": got.label,
                        "user_role": t.get("user_role"), "read_role": got.side.role if got.side else None,
                        "gold_outcome": t.get("precedent_outcome"), "outcome": got.outcome.outcome,
                        "gold_roles": t.get("precedent_roles"),
                        "read_roles": got.parties.to_json() if got.parties else None, "sentence": got.sentence[:200]})
    return out


__all__ = ["CORPORA", "DATASETS", "DEV_PARTS", "HELDOUT", "NEW_SOURCES", "PART_FILES", "QUERY_SOURCE", "ROLE_FILES",
           "ROLE_PARTS", "Report", "Tally", "TripleReading", "context_of", "dev_errors", "engine_reader",
           "heuristic_reader", "read_texts", "read_triple", "role_text", "run"]
