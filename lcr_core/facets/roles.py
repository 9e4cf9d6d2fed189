"""Rhetorical-role corpora (``shared/data/roles/*.jsonl``) as segmented documents with one gold facet per sentence.

The document is built *from the gold sentences*, so a facetizer's labels line up 1:1 with the gold labels:
each gold sentence becomes one sentence span (inner whitespace folded to single spaces), and sentences are
grouped into paragraphs (one line each) as the source allows:

- ``sent_id`` of the form ``...P<n>S<m>`` (VetClaims): a new paragraph whenever ``<n>`` changes;
- raw line breaks (BUILD: the whitespace between sentences, from ``text`` offsets or a sentence's own leading
  whitespace): a new paragraph where :func:`lcr_core.text.normalize` would keep the line break (not a soft wrap);
- no layout at all (Paheli): consecutive sentences are packed into pseudo-paragraphs of at least
  ``PSEUDO_PARAGRAPH_WORDS`` words (about a median paragraph of the retrieval corpora), never by label.

Units are then cut exactly as ingest cuts them (:func:`lcr_core.units.unit_spans`), so unit vectors used as
features in training are the ones the product will have. This module only reads files; nothing in the product
path depends on ``shared/``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..schema import Segmented
from ..text import _SENTENCE_END, Span, normalize
from ..units import TokenCounter, unit_spans

# gold facet values found in the corpora (``arguments`` kept apart; ``none`` = no facet)
GOLD_FACETS = ("facts", "issues", "decision", "reasoning", "arguments", "none")
PSEUDO_PARAGRAPH_WORDS = 50
_PID = re.compile(r"P(\d+)S\d+\W*$")


@dataclass(slots=True)
class GoldDoc:
    """One labelled judgment: the segmented document and the gold facet of each of its sentences."""

    id: str
    corpus: str
    doc: Segmented
    gold: list[str]
    fold: int | None = None


def iter_jsonl(path: Path) -> Iterator[dict]:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


def _clean(text: str) -> str:
    return " ".join(normalize(text).split())


def _corpus_name(path: Path, record: dict) -> str:
    rid = str(record.get("id", ""))
    return rid.split("-", 1)[0] if "-" in rid else Path(path).parent.name


def _paragraph_breaks(record: dict, texts: list[str]) -> list[bool]:
    """``breaks[j]`` is True when sentence ``j`` opens a new paragraph."""
    sents = record["sentences"]
    n = len(sents)
    breaks = [True] + [False] * (n - 1)
    if n <= 1:
        return breaks
    pids = [_PID.search(str(s.get("sent_id", ""))) for s in sents]
    if all(pids):
        for j in range(1, n):
            breaks[j] = pids[j].group(1) != pids[j - 1].group(1)
        return breaks
    raw = record.get("text")
    has_offsets = isinstance(raw, str) and all("start" in s and "end" in s for s in sents)
    layout = has_offsets or any("\n" in s["text"] for s in sents)
    if layout:
        for j in range(1, n):
            joiner = sents[j]["text"][: len(sents[j]["text"]) - len(sents[j]["text"].lstrip())]
            joiner += sents[j - 1]["text"][len(sents[j - 1]["text"].rstrip()) :]
            if has_offsets:
                joiner += raw[int(sents[j - 1]["end"]) : int(sents[j]["start"])]
            prev, nxt = texts[j - 1], texts[j]
            soft = bool(prev) and bool(nxt) and prev[-1] not in _SENTENCE_END and nxt[0].islower()
            breaks[j] = "\n" in joiner and not soft
        return breaks
    words = 0
    for j in range(n):
        if j and words >= PSEUDO_PARAGRAPH_WORDS:
            breaks[j] = True
            words = 0
        words += len(texts[j].split())
    return breaks


def build_document(record: dict, count_tokens: TokenCounter | None = None) -> tuple[Segmented, list[str]]:
    """The Segmented document of one roles-format record and the gold facet per sentence (empty ones dropped)."""
    kept = [(s, _clean(s["text"])) for s in record["sentences"]]
    kept = [(s, t) for s, t in kept if t]
    sents = [s for s, _ in kept]
    texts = [t for _, t in kept]
    breaks = _paragraph_breaks({**record, "sentences": sents}, texts)
    pieces: list[str] = []
    sentence_spans: list[Span] = []
    paragraphs: list[Span] = []
    pos = 0
    para_start = 0
    for j, (t, brk) in enumerate(zip(texts, breaks)):
        if j:
            if brk:
                paragraphs.append(Span(para_start, pos))
            sep = "\n" if brk else " "
            pieces.append(sep)
            pos += 1
            if brk:
                para_start = pos
        sentence_spans.append(Span(pos, pos + len(t)))
        pieces.append(t)
        pos += len(t)
    if texts:
        paragraphs.append(Span(para_start, pos))
    text = "".join(pieces)
    units = unit_spans(text, count_tokens) if count_tokens else list(paragraphs)
    doc = Segmented(text=text, paragraphs=paragraphs, sentences=sentence_spans, units=units)
    gold = [str(s.get("facet", "none")) for s in sents]
    return doc, gold


def load_roles(path: Path | str, count_tokens: TokenCounter | None = None, limit: int | None = None) -> list[GoldDoc]:
    """All judgments of one roles-format file."""
    out: list[GoldDoc] = []
    for i, rec in enumerate(iter_jsonl(Path(path))):
        if limit is not None and i >= limit:
            break
        doc, gold = build_document(rec, count_tokens)
        if not gold:
            continue
        fold = rec.get("fold")
        out.append(GoldDoc(id=str(rec.get("id", i)), corpus=_corpus_name(Path(path), rec), doc=doc, gold=gold,
                           fold=int(fold) if fold is not None else None))
    return out


def attach_vectors(docs: Iterable[GoldDoc], encoder) -> None:
    """Encode every unit (through the encoder's cache) and fill ``doc.unit_vectors``, as ingest does."""
    docs = list(docs)
    texts = [t for d in docs for t in d.doc.unit_texts()]
    vecs = encoder.encode(texts) if texts else np.zeros((0, 384), dtype=np.float32)
    k = 0
    for d in docs:
        n = len(d.doc.units)
        d.doc.unit_vectors = vecs[k : k + n]
        k += n
