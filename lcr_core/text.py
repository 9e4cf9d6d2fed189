"""Text normalisation and segmentation into paragraphs and sentences.

Every offset the product shows (facet spans, evidence passages) points into the *normalised* text, so this
module is the single definition of what a case's text is.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# Characters kept out of stored text: C0/C1 controls except newline; tabs become spaces.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b\ufeff]")
_SPACES = re.compile(r"[ \t\u00a0\u2000-\u200a\u202f\u205f\u3000]+")
_SENTENCE_END = ".:;?!\"'\u201d\u2019)]"

# Tokens before a full stop that do not end a sentence (legal citations, honorifics, abbreviations).
ABBREVIATIONS = frozenset(
    """
    a.m p.m i.e e.g viz vs v etc cf no nos s ss sec secs art arts cl cls o r rr para paras pp p vol
    mr mrs ms dr m/s messrs sri shri smt km kum st ltd co pvt corp inc bros dept govt hon ho
    j jj cj c.j ag addl asstt asst spl sr jr ors anr am ed eds ch chap sch r.s rs re
    ibid id supra infra app crl cri civ misc wp slp ca cr no.s hc sc air scc scr jt
    jan feb mar apr jun jul aug sep sept oct nov dec u/s r/w w.e.f ex exh exhs exs ld regn dist distt dy jt
    secy admn corpn prof col gen capt lt maj insp const supp expl ord ann annex mt km sh
    """.split()
)


@dataclass(frozen=True, slots=True)
class Span:
    """A half-open character range [start, end) into a case's normalised text."""

    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start


def normalize(raw: str) -> str:
    """Unicode NFC, control characters dropped, spaces folded, hard-wrapped lines re-joined.

    A line break is treated as a soft wrap when the line does not end a sentence and the next line starts
    in lower case; blank lines are dropped so that each remaining line is one paragraph.
    """
    text = unicodedata.normalize("NFC", raw).replace("\r\n", "\n").replace("\r", "\n")
    text = _CONTROL.sub("", text.replace("\t", " "))
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    paragraphs: list[str] = []
    for line in lines:
        if not line:
            continue
        if paragraphs and _is_soft_wrap(paragraphs[-1], line):
            prev = paragraphs[-1]
            joiner = "" if prev.endswith("-") and prev[-2:-1].isalpha() else " "
            paragraphs[-1] = prev + joiner + line
        else:
            paragraphs.append(line)
    return "\n".join(paragraphs)


def _is_soft_wrap(prev: str, nxt: str) -> bool:
    return prev[-1] not in _SENTENCE_END and nxt[0].islower()


def paragraph_spans(text: str) -> list[Span]:
    """One span per non-empty line of normalised text."""
    spans: list[Span] = []
    pos = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped:
            start = pos + line.index(stripped[0])
            spans.append(Span(start, start + len(stripped)))
        pos += len(line) + 1
    return spans


# A candidate boundary: terminal punctuation, optional closing quotes/brackets, then whitespace.
_BOUNDARY = re.compile(r"[.?!]+[\"'\u201d\u2019)\]]*\s+")
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z./]*|\d+)\.?$")


def sentence_spans(text: str, paragraph: Span | None = None) -> list[Span]:
    """Sentences of one paragraph (or of the whole text, paragraph by paragraph)."""
    if paragraph is None:
        return [s for p in paragraph_spans(text) for s in sentence_spans(text, p)]
    chunk = text[paragraph.start : paragraph.end]
    spans: list[Span] = []
    start = 0
    for m in _BOUNDARY.finditer(chunk):
        end = m.end()
        if end >= len(chunk):
            break
        if not _ends_sentence(chunk, start, m.start()):
            continue
        piece_end = m.end() - len(m.group()) + len(m.group().rstrip())
        if piece_end > start:
            spans.append(Span(paragraph.start + start, paragraph.start + piece_end))
        start = end
    if start < len(chunk):
        spans.append(Span(paragraph.start + start, paragraph.end))
    return spans


def _ends_sentence(chunk: str, sent_start: int, punct_pos: int) -> bool:
    """False for abbreviations, initials, and numbering such as '1.' at the start of a paragraph."""
    if chunk[punct_pos] != ".":
        return True
    before = chunk[sent_start:punct_pos]
    # only the word just before the dot matters: search the tail, not the whole sentence (that was quadratic
    # in the sentence length); a word running into the cut is searched again in full
    cut = max(0, len(before) - 64)
    m = _WORD_BEFORE.search(before, cut)
    if m is not None and cut and m.start() == cut:
        m = _WORD_BEFORE.search(before)
    if not m:
        return True
    word = m.group(1)
    if word.isdigit():
        # "1. The appellant ..." (numbering) or "No. 5." -- numbering only when it opens the sentence
        return bool(before[: m.start()].strip())
    low = word.lower().rstrip(".")
    if low in ABBREVIATIONS:
        return False
    if len(word) == 1 and word.isupper():  # initials: "A. K. Sen"
        return False
    if "." in word:  # "I.P.C." / "u.s." style dotted abbreviations
        return False
    return True


def sentences(text: str) -> list[str]:
    """Convenience: the sentence strings of a text."""
    return [text[s.start : s.end] for s in sentence_spans(text)]
