"""Untrusted text (case text, user text, model text) as inert Markdown, with query terms highlighted.

Streamlit renders Markdown (GitHub-flavoured, plus directives such as ``:red[...]``, LaTeX ``$...$`` and raw
HTML when allowed). Case text must never become a link, an image, HTML or a directive, so every ASCII
punctuation character is backslash-escaped (CommonMark allows that for all of them) and whitespace is folded
to single spaces (no indented code blocks, headings or list items). Highlights are the one construct we add:
``:orange-background[...]`` around an already-escaped word.

Bare URLs and e-mail addresses are a second hazard: GitHub-flavoured Markdown turns ``https://...``,
``www.…`` and ``name@host`` into live links even when nothing else is markup. ``inert_markdown`` (which
``escape_markdown`` and ``highlight_markdown`` use for every piece of text) shows each of them as inline code:
readable and copyable, never a link. The Markdown export does the same (``escape_export``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass

_PUNCT = frozenset(string.punctuation)
_WORD = re.compile(r"[A-Za-z0-9]+(?:[.'][A-Za-z0-9]+)*")
_SPACE = re.compile(r"\s+")
# Markdown export: only what turns text into markup in a memo (links, HTML, emphasis, code, tables, math).
_EXPORT_SPECIAL = re.compile(r"([\\`*_\[\]<>|~$])")
# What a Markdown renderer would autolink: scheme URLs, www. hosts, e-mail addresses (backticks excluded, so
# the match can sit inside a code span as is).
_LINKLIKE = re.compile(
    r"(?i)(?:\b[a-z][a-z0-9+.-]{1,20}://|\bwww\.)[^\s<>`]+"
    r"|\b(?:mailto:)?[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+")
_TRAILING = ".,;:!?)]}'\"*_"

Analyzer = Callable[[str], list[str]]


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of text; ``hit`` when it is a query term."""

    text: str
    hit: bool = False


def fold_space(text: str) -> str:
    """All whitespace runs (newlines included) as one space, trimmed."""
    return _SPACE.sub(" ", text or "").strip()


def escape_markdown(text: str) -> str:
    """Text that Streamlit's Markdown shows literally: folded whitespace, every ASCII punctuation escaped, and
    URLs / e-mail addresses as inline code (never live links)."""
    return inert_markdown(fold_space(text))


def split_links(text: str) -> list[tuple[str, bool]]:
    """``text`` as runs of (piece, is_link_like); trailing sentence punctuation stays outside a link."""
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in _LINKLIKE.finditer(text):
        link = m.group().rstrip(_TRAILING)
        if not link:
            continue
        if m.start() > pos:
            out.append((text[pos : m.start()], False))
        out.append((link, True))
        pos = m.start() + len(link)
    if pos < len(text):
        out.append((text[pos:], False))
    return out


def inert_markdown(text: str, render=None) -> str:
    """The one renderer of untrusted text as Markdown: link-like runs become inline code, the rest is passed
    to ``render`` (default: escape every ASCII punctuation character)."""
    render = render or _escape_chars
    return "".join(f"`{piece}`" if link else render(piece) for piece, link in split_links(text))


def _escape_chars(text: str) -> str:
    return "".join("\\" + ch if ch in _PUNCT else ch for ch in text)


def escape_export(text: str) -> str:
    """Lighter escaping for a Markdown memo: keeps '.', ',' and '()' readable, neutralises markup and links."""
    return inert_markdown(fold_space(text), lambda piece: _EXPORT_SPECIAL.sub(r"\\\1", piece))


def clip(text: str, limit: int) -> str:
    """At most ``limit`` characters of folded text, cut at a word boundary with an ellipsis."""
    text = fold_space(text)
    if len(text) <= limit:
        return text
    cut = text[:limit]
    space = cut.rfind(" ")
    if space > limit * 0.6:
        cut = cut[:space]
    return cut.rstrip(" ,;:") + " …"


def mark_terms(text: str, terms: Iterable[str], analyzer: Analyzer) -> list[Segment]:
    """Split folded text into runs, marking the words whose analyzer tokens are query terms."""
    wanted = set(terms)
    text = fold_space(text)
    out: list[Segment] = []
    pos = 0
    for m in _WORD.finditer(text):
        if not wanted or not wanted.intersection(analyzer(m.group())):
            continue
        if m.start() > pos:
            out.append(Segment(text[pos : m.start()]))
        out.append(Segment(m.group(), hit=True))
        pos = m.end()
    if pos < len(text):
        out.append(Segment(text[pos:]))
    return _merge(out)


def _merge(segments: list[Segment]) -> list[Segment]:
    """Adjacent hits separated only by a space become one highlight."""
    merged: list[Segment] = []
    for seg in segments:
        if merged and seg.hit and merged[-1].hit:
            merged[-1] = Segment(merged[-1].text + seg.text, True)
        elif (len(merged) >= 2 and seg.hit and merged[-1].text == " " and merged[-2].hit):
            merged.pop()
            merged[-1] = Segment(merged[-1].text + " " + seg.text, True)
        else:
            merged.append(seg)
    return merged


def highlight_markdown(text: str, terms: Iterable[str], analyzer: Analyzer, color: str = "orange") -> str:
    """Inert Markdown of ``text`` with query terms on a coloured background (never inside a URL)."""
    terms = list(terms)

    def render(piece: str) -> str:
        core = piece.strip()
        parts = [piece[: len(piece) - len(piece.lstrip())]]  # the spaces around a piece next to a link stay
        for seg in mark_terms(core, terms, analyzer) if core else []:
            body = _escape_chars(seg.text)
            parts.append(f":{color}-background[{body}]" if seg.hit else body)
        parts.append(piece[len(piece.rstrip()):] if core else "")
        return "".join(parts)

    return inert_markdown(fold_space(text), render)


def highlighted_terms(segments: list[Segment]) -> list[str]:
    return [s.text for s in segments if s.hit]
