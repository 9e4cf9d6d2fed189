"""The holding: the sentence of a precedent's reasoning / decision that states its ratio on the matched point.

A lawyer reading a card wants what the court *held*, not a wound measurement from the facts. Candidates are the
sentences of the reasoning and decision facets (or the last third of the judgment when the facetizer found
neither); each scores

    bm25(sentence, query terms) / max  +  0.35 * holding cue  +  0.1 * position in the judgment

where a holding cue is the court speaking in its own voice about the law ("we hold", "in our view", "it is well
settled", "the High Court was right / erred", "therefore ... cannot be sustained"). Narrative of the courts
below and the parties' submissions get no cue. Only a sentence that shares at least one query term is taken,
so a card never shows an unrelated holding; the span is verbatim ``text[start:end]`` like every passage.
No model call, no encoding: a few hundred sentences per case at most.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

import numpy as np

from ..text import Span
from .evidence import CaseData, _sentences_in, best_window, sentence_bm25

_I = re.IGNORECASE
HOLDING_CUE = re.compile(
    r"\b(?:we (?:hold|held|are of the (?:view|opinion|considered view)|find|are satisfied|are unable to|agree|"
    r"do not agree|are inclined|are clearly of|have no doubt|must hold|would hold|conclude)"
    r"|in our (?:view|opinion|judgment|considered (?:view|opinion))|it is (?:well[- ])?settled|it is clear that|"
    r"(?:the )?(?:law|principle|position|legal position) is (?:well[- ])?settled|it must be held|it follows that|"
    r"(?:was|were) (?:not )?(?:right|justified|correct|wrong) in|(?:high court|tribunal|trial court) erred|"
    r"cannot be sustained|is not sustainable|is unsustainable|is vitiated|is bad in law|is illegal|"
    r"is (?:not )?(?:valid|invalid|void|ultra vires)|is entitled to|are entitled to|is not entitled to|"
    r"the answer (?:to|is)|we answer)\b", _I)
NOT_HOLDING = re.compile(
    r"\b(?:(?:learned )?(?:counsel|advocate|attorney|solicitor)|contended|submitted|urged|argued|contention|"
    r"submission)\b", _I)
MAX_CANDIDATES = 60
MAX_CHARS = 8000  # only the closing 8,000 characters of reasoning / decision are read
MAX_GATE_TERMS = 60


def holding_region(case: CaseData) -> list[Span]:
    spans = [s for f in ("reasoning", "decision") for s in case.facets.spans.get(f, []) if len(s)]
    if spans:
        return sorted(spans, key=lambda s: s.start)
    n = len(case.text)
    return [Span(int(n * 2 / 3), n)] if n else []


_HOLDING_CUE_LOW = re.compile(HOLDING_CUE.pattern)
_NOT_HOLDING_LOW = re.compile(NOT_HOLDING.pattern)


def _court_voice(sentence: str) -> bool:
    """The court speaking about the law in its own voice (not counsel's submissions)."""
    low = sentence.lower()
    return bool(_HOLDING_CUE_LOW.search(low)) and not _NOT_HOLDING_LOW.search(low)


def _shares_term(low: str, terms: Sequence[str]) -> bool:
    return any(t in low for t in terms)


def select_holding(case: CaseData, query_tokens: Sequence[str], analyzer, idf: dict[str, float],
                   avoid: Sequence[Span] = (), max_chars: int = 600) -> Span | None:
    """The holding sentence on the matched point, or None (no reasoning/decision sentence shares a query term)."""
    text = case.text
    region = holding_region(case)
    if not region or not query_tokens:
        return None
    cands: list[Span] = []
    budget = MAX_CHARS
    for part in reversed(region):  # the closing reasoning first: that is where the court decides
        if budget <= 0 or len(cands) >= MAX_CANDIDATES:
            break
        start = max(part.start, part.end - budget)
        if start > part.start:  # split only the closing part of a long facet, from a line start
            nl = text.find("\n", start, part.end)
            start = nl + 1 if nl >= 0 else part.end
        budget -= part.end - start
        got = _sentences_in(text, Span(start, part.end)) if start < part.end else []
        cands = got[-(MAX_CANDIDATES - len(cands)):] + cands
    # a cheap substring gate before the analyzer: only sentences holding one of the query's rarer terms (plain
    # substring tests on the lower-cased sentence: a 60-way case-insensitive regex alternation compiled per hit
    # was the hottest spot of an explanation)
    terms = [t for t in sorted(set(query_tokens), key=lambda t: -idf.get(t, 0.0))[:MAX_GATE_TERMS] if len(t) >= 3]
    cands = [s for s in cands if len(s) >= 40 and not any(s.start < a.end and a.start < s.end for a in avoid)
             and _shares_term(text[s.start : s.end].lower(), terms)]
    if not cands:
        return None
    toks = [analyzer(text[s.start : s.end]) for s in cands]
    q = Counter(query_tokens)
    lex = sentence_bm25(toks, q, idf)
    if lex.max() <= 0:
        return None
    # the voice cue only matters where the sentence shares a query term (the others cannot be chosen)
    cue = np.asarray([1.0 if lex[i] > 0 and _court_voice(text[s.start : s.end]) else 0.0
                      for i, s in enumerate(cands)])
    pos = np.asarray([s.start / max(1, len(text)) for s in cands])
    score = lex / lex.max() + 0.35 * cue + 0.1 * pos
    score[lex <= 0] = -1.0
    best = cands[int(np.argmax(score))]
    if len(best) > max_chars:
        best = best_window(text, best, set(q), analyzer, max_chars)
    return best


__all__ = ["HOLDING_CUE", "holding_region", "select_holding"]
