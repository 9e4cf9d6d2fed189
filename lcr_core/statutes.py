"""The statutes a judgment is decided under, as a set of Act-qualified provisions (lever 9).

A judgment names its provisions ("Section 304B IPC", "u/s 313 Cr.P.C.", "Article 311"); the set of them is a
signal the corpus gives for free. ``§302`` alone is ambiguous across Acts, so each mention takes the Act named
right after it ("of the Indian Penal Code", "Cr.P.C.", "of the Prevention of Corruption Act"), and a bare
number takes the Act the same judgment gives that number elsewhere (if exactly one). Also removes every
mention from a text, so a classifier can learn provisions from facts that do not name them.
"""

from __future__ import annotations

import re

from .phrases import statute_mentions

_KNOWN_ACTS = (
    ("ipc", re.compile(r"i\.?\s?p\.?\s?c\b|(?:the\s+)?indian penal code|(?:the\s+)?penal code", re.I)),
    ("crpc", re.compile(r"cr\.?\s?p\.?\s?c\b|(?:the\s+)?(?:code of criminal procedure|criminal procedure code)", re.I)),
    ("cpc", re.compile(r"c\.?\s?p\.?\s?c\b|(?:the\s+)?(?:code of civil procedure|civil procedure code)", re.I)),
    ("evid", re.compile(r"(?:the\s+)?(?:indian\s+)?evidence act", re.I)),
)
_OTHER_ACT = re.compile(r"(?:the\s+)?((?:[A-Z][A-Za-z.'()-]*\s+(?:of\s+|and\s+|the\s+)*){0,7}Act)\b")
# what may stand between a mention and its Act: sub-sections, a Part ("304-I", "304 Part II"), "of the"
_LEAD = re.compile(r"(?:\s*(?:-|\s+part\s+)(?:ii|i)\b)?\s*(?:\(\s*\w{1,4}\s*\)\s*)*,?\s*(?:of\s+)?(?:the\s+)?", re.I)
_STOP = {"of", "and", "the", "act"}


def act_after(text: str, end: int) -> str | None:
    """The Act named right after a mention ending at ``end`` ("... of the Indian Penal Code" -> ``ipc``), or
    None ("Section 5 of the Act" names no Act by itself)."""
    lead = _LEAD.match(text, end)
    pos = lead.end() if lead else end
    for name, pattern in _KNOWN_ACTS:
        if pattern.match(text, pos):
            return name
    m = _OTHER_ACT.match(text, pos)
    if m:
        words = [w.strip(".'()").lower() for w in m.group(1).split()]
        slug = "-".join(w for w in words if w and w not in _STOP)
        return slug or None
    return None


def act_within(mention: str) -> str | None:
    """The known Act a mention names itself ("302 IPC", "438 of the Code of Criminal Procedure"), or None (a
    "Section ..." mention ends at its numbers)."""
    for name, pattern in _KNOWN_ACTS:
        if pattern.search(mention):
            return name
    return None


def statute_set(text: str) -> frozenset[str]:
    """Every provision a text names, Act-qualified where the text says which Act: ``ipc§302``, ``crpc§313``,
    ``prevention-corruption§13``, ``art§21``; ``§N`` when no Act is ever given for that number."""
    found: list[tuple[str, str | None]] = []
    for start, end, terms in statute_mentions(text):
        act = None if terms[0].startswith("art§") else act_within(text[start:end]) or act_after(text, end)
        found += [(t, act) for t in terms]
    acts_of: dict[str, set[str]] = {}
    for term, act in found:
        if act:
            acts_of.setdefault(term, set()).add(act)
    out = set()
    for term, act in found:
        if term.startswith("art§"):
            out.add(term)
        elif act:
            out.add(f"{act}{term}")
        elif len(acts_of.get(term, ())) == 1:
            out.add(f"{next(iter(acts_of[term]))}{term}")
        else:
            out.add(term)
    return frozenset(out)


def without_statutes(text: str) -> str:
    """The text with every statute mention cut out (and the Act named right after it, if a known one), so what
    is left reads like facts that name no provision."""
    pieces, last = [], 0
    for start, end, terms in statute_mentions(text):
        if start < last:
            continue
        lead = _LEAD.match(text, end)
        pos = lead.end() if lead else end
        for _, pattern in _KNOWN_ACTS:
            m = pattern.match(text, pos)
            if m:
                end = m.end()
                break
        pieces.append(text[last:start])
        last = end
    pieces.append(text[last:])
    return " ".join("".join(pieces).split())
