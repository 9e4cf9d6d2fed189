"""Evaluate the outcome detector on the hand-labelled outcome set (``datasets/outcomes/``).

Each labelled judgment is read the way ingest reads it (``text.normalize``, segmented, facetized by the
engine's facetizer, with unit vectors from the embedding cache when the facetizer uses them) unless a store
that already holds it is given, in which case its stored text and facets are used. The detector never sees a
label. Records are split in file order: the first ``dev_size`` (default 100) are the development part the
rules were written against, the rest is held out; both and the whole set are reported.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..text import Span, normalize
from .outcome import OutcomeResult, Source, detect_outcome

CLASSES: tuple[str, ...] = ("allowed", "dismissed", "partly", "other")
ROOT = Path(__file__).resolve().parents[2]
DEFAULT_LABELS = ROOT / "datasets" / "outcomes" / "aila2019_outcomes.jsonl"
DEFAULT_CORPUS = ROOT.parent / "shared" / "data" / "aila2019" / "corpus.jsonl.gz"

DecisionReader = Callable[[str, str], tuple[str, list[Span]]]


class EvalError(ValueError):
    """The label file or corpus cannot be used (missing, unreadable, ids not in the corpus)."""


@dataclass(frozen=True, slots=True)
class Record:
    doc_id: str
    label: str
    evidence: str


@dataclass(slots=True)
class Prediction:
    record: Record
    result: OutcomeResult
    sentence: str

    @property
    def predicted(self) -> str:
        """The detector's label on the set's scale: ``unknown`` counts as ``other`` (no winner stated)."""
        return "other" if self.result.outcome == "unknown" else self.result.outcome

    @property
    def sentence_agrees(self) -> bool:
        """The deciding sentence is (or overlaps) the annotator's evidence span."""
        ev, ps = _squash(self.record.evidence), _squash(self.sentence)
        if not ev or not ps:
            return False
        return ev in ps or ps in ev or ev[:40] in ps or ps[:40] in ev


@dataclass(slots=True)
class Scores:
    n: int
    accuracy: float
    macro_f1: float
    per_class: dict[str, dict[str, float]]
    confusion: dict[str, dict[str, int]]  # gold -> predicted -> count
    unknown: int
    sentence_agreement: float
    rules: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "accuracy": self.accuracy, "macro_f1": self.macro_f1, "per_class": self.per_class,
                "confusion": self.confusion, "unknown": self.unknown,
                "sentence_agreement": self.sentence_agreement, "rules": self.rules}


def _squash(s: str) -> str:
    return " ".join(s.split()).lower()


def read_labels(path: Path) -> list[Record]:
    path = Path(path)
    if not path.exists():
        raise EvalError(f"label file {path} not found")
    out: list[Record] = []
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                r = json.loads(line)
                rec = Record(str(r["doc_id"]), str(r["label"]), str(r.get("evidence", "")))
            except (json.JSONDecodeError, KeyError, TypeError) as exc:
                raise EvalError(f"{path}:{lineno}: not a label record ({exc})") from exc
            if rec.label not in CLASSES:
                raise EvalError(f"{path}:{lineno}: label {rec.label!r} is not one of {', '.join(CLASSES)}")
            out.append(rec)
    if not out:
        raise EvalError(f"{path} holds no labels")
    return out


def read_corpus(path: Path, wanted: set[str]) -> dict[str, str]:
    """Raw texts of the wanted ids from a ``{"id", "text"}`` jsonl(.gz); every wanted id must be there."""
    out = texts_in(path, wanted)
    missing = wanted - out.keys()
    if missing:
        raise EvalError(f"{len(missing)} labelled ids are not in {path}, e.g. {sorted(missing)[:3]}")
    return out


def texts_in(path: Path, wanted: set[str]) -> dict[str, str]:
    """Raw texts of those wanted ids that a ``{"id", "text"}`` jsonl(.gz) holds (the file must exist)."""
    path = Path(path)
    if not path.exists():
        raise EvalError(f"corpus {path} not found (use --corpus)")
    opener = gzip.open if path.name.endswith(".gz") else open
    out: dict[str, str] = {}
    try:
        with opener(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                d = json.loads(line)
                if d.get("id") in wanted:
                    out[d["id"]] = d.get("text") or ""
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise EvalError(f"corpus {path} is unreadable: {exc}") from exc
    return out


def facetizing_reader(settings, use_store: bool = False, encode: bool | None = None) -> tuple[DecisionReader, str]:
    """(doc id, raw text) -> (normalised text, decision spans), read as ingest would; returned with the
    facetizer's provenance.

    With ``use_store`` a case already in the configured store (same normalised text) is read from there, with
    its stored facets. Otherwise the text is segmented and facetized by the engine's facetizer; ``encode`` None
    means: encode the units (through the embedding cache) unless the facetizer is the heuristic one, which
    ignores vectors.
    """
    from ..encoder import EmbeddingCache, Encoder
    from ..facets.base import provenance
    from ..facets.registry import get_facetizer, run_facetizer
    from ..pipeline import Pipeline

    engine = None
    if use_store:
        from ..engine import Engine

        engine = Engine(settings, create=False)
        pipeline = engine.pipeline
    else:
        encoder = Encoder(settings.model_path, dtype=settings.dtype, batch_size=settings.batch_size,
                          threads=settings.threads,
                          cache=EmbeddingCache(Path(settings.cache_dir) / "embeddings.sqlite"))
        pipeline = Pipeline(encoder, get_facetizer(settings))
    facetizer = pipeline.facetizer
    if encode is None:
        encode = getattr(facetizer, "name", "") != "heuristic"

    def read(doc_id: str, raw: str) -> tuple[str, list[Span]]:
        text = normalize(raw)
        if engine is not None:
            stored = engine.case(doc_id)
            if stored is not None and stored.text == text:
                return stored.text, list(stored.facets.spans.get("decision", []))
        doc = pipeline.segment(text, already_normalised=True)
        if encode and doc.units:
            doc.unit_vectors = pipeline.encoder.encode(doc.unit_texts())
        facets = run_facetizer(facetizer, doc)
        return text, list(facets.spans.get("decision", []))

    return read, provenance(facetizer)


def predict(records: Iterable[Record], texts: dict[str, str], reader: DecisionReader, source: Source = "both",
            editorial: bool = True, progress: Callable[[int], None] | None = None) -> list[Prediction]:
    out: list[Prediction] = []
    for i, rec in enumerate(records):
        text, decision = reader(rec.doc_id, texts[rec.doc_id])
        res = detect_outcome(text, decision, source=source, editorial=editorial)
        out.append(Prediction(rec, res, res.sentence(text)))
        if progress:
            progress(i + 1)
    return out


def score(preds: list[Prediction]) -> Scores:
    confusion = {g: {p: 0 for p in CLASSES} for g in CLASSES}
    rules: dict[str, int] = {}
    for p in preds:
        confusion[p.record.label][p.predicted] += 1
        key = p.result.rule.split(":")[0]
        rules[key] = rules.get(key, 0) + 1
    n = len(preds)
    correct = sum(confusion[c][c] for c in CLASSES)
    per_class: dict[str, dict[str, float]] = {}
    for c in CLASSES:
        tp = confusion[c][c]
        pred_c = sum(confusion[g][c] for g in CLASSES)
        gold_c = sum(confusion[c].values())
        prec = tp / pred_c if pred_c else 0.0
        rec = tp / gold_c if gold_c else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        per_class[c] = {"precision": prec, "recall": rec, "f1": f1, "support": gold_c}
    present = [c for c in CLASSES if per_class[c]["support"]]
    macro = sum(per_class[c]["f1"] for c in present) / len(present) if present else 0.0
    return Scores(
        n=n,
        accuracy=correct / n if n else 0.0,
        macro_f1=macro,
        per_class=per_class,
        confusion=confusion,
        unknown=sum(p.result.outcome == "unknown" for p in preds),
        sentence_agreement=sum(p.sentence_agrees for p in preds) / n if n else 0.0,
        rules=dict(sorted(rules.items())),
    )


def split(preds: list[Prediction], dev_size: int) -> dict[str, list[Prediction]]:
    return {"dev": preds[:dev_size], "held-out": preds[dev_size:], "all": preds}


def format_scores(name: str, s: Scores) -> str:
    lines = [f"## {name}: n={s.n}  accuracy={s.accuracy:.3f}  macro-F1={s.macro_f1:.3f}  "
             f"(unknown counted as other: {s.unknown}; deciding sentence = annotator's evidence: "
             f"{s.sentence_agreement:.3f})",
             "", "| class | precision | recall | F1 | support |", "|---|---|---|---|---|"]
    for c in CLASSES:
        pc = s.per_class[c]
        lines.append(f"| {c} | {pc['precision']:.3f} | {pc['recall']:.3f} | {pc['f1']:.3f} | {int(pc['support'])} |")
    lines += ["", "| gold \\ predicted | " + " | ".join(CLASSES) + " |", "|---" * (len(CLASSES) + 1) + "|"]
    for g in CLASSES:
        lines.append(f"| {g} | " + " | ".join(str(s.confusion[g][p]) for p in CLASSES) + " |")
    return "\n".join(lines)


__all__ = ["CLASSES", "DEFAULT_CORPUS", "DEFAULT_LABELS", "EvalError", "Prediction", "Record", "Scores",
           "facetizing_reader", "format_scores", "predict", "read_corpus", "read_labels", "score", "split"]
