"""Result cards from the engine's hits and the explainer's output (Streamlit-free)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from lcr_core import Engine, Hit
from lcr_core.engine import CaseView
from lcr_core.explain.types import Explanation

from .conversation import Card, Quote, StanceView
from .highlight import clip, fold_space

QUOTE_CHARS = 700
MAX_QUOTES = 4
_SENTENCE = re.compile(r"(?<=[.?!])\s+(?=[A-Z0-9(\"'])")


def build_card(hit: Hit, case: CaseView | None, explanation: Explanation | None, terms: Iterable[str],
               analyzer) -> Card:
    meta = hit.metadata or {}
    quotes = ()
    if explanation is not None:
        cited = [p for p in explanation.passages if p.id in set(explanation.cited)] or explanation.passages[:2]
        quotes = tuple(Quote(p.facet, clip(p.text, QUOTE_CHARS), p.id) for p in cited[:MAX_QUOTES])
    if not quotes:  # no explanation, or one without evidence: quote the best facet's closest sentences
        quotes = _fallback_quotes(hit, case, set(terms), analyzer)
    if explanation is not None:
        s = explanation.stance
        stance = StanceView(s.outcome, s.petitioner, s.respondent, s.reason)
        rationale, by = explanation.rationale, explanation.produced_by
    else:
        stance, rationale, by = None, "", ""
    return Card(
        rank=hit.rank, case_id=hit.case_id, title=str(meta.get("title") or hit.case_id),
        court=meta.get("court") or None, year=meta.get("year"), score=hit.score, s_lex=hit.s_lex, s_sem=hit.s_sem,
        best_facet=hit.best_facet, lex=dict(hit.lex), sem=dict(hit.sem), quotes=quotes, rationale=rationale,
        stance=stance, explained_by=by,
    )


def build_cards(engine: Engine, hits: Sequence[Hit], explanations: Sequence[Explanation | None],
                terms: Iterable[str]) -> list[Card]:
    terms = list(terms)
    return [build_card(h, engine.case(h.case_id), e, terms, engine.analyzer) for h, e in zip(hits, explanations)]


def _fallback_quotes(hit: Hit, case: CaseView | None, terms: set[str], analyzer) -> tuple[Quote, ...]:
    """Without an explainer: the two sentences of the best facet that share most query terms."""
    if case is None:
        return ()
    text = case.facet_text(hit.best_facet) or case.text[:QUOTE_CHARS * 2]
    sentences = [s for s in _SENTENCE.split(fold_space(text)) if s.strip()]
    if not sentences:
        return ()
    scored = sorted(range(len(sentences)), key=lambda i: -len(terms.intersection(analyzer(sentences[i]))))[:2]
    chosen = " ".join(sentences[i] for i in sorted(scored))
    return (Quote(hit.best_facet, clip(chosen, QUOTE_CHARS)),)


def stance_counts(cards: Sequence[Card], side: str = "petitioner") -> dict[str, int]:
    counts = {"supports": 0, "neutral": 0, "opposes": 0}
    for c in cards:
        if c.stance is not None:
            label = getattr(c.stance, side)
            counts[label] = counts.get(label, 0) + 1
    return counts
