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
MAX_QUOTES = 6
_KIND_ORDER = {"match": 0, "holding": 1, "outcome": 2}
_SENTENCE = re.compile(r"(?<=[.?!])\s+(?=[A-Z0-9(\"'])")


def build_card(hit: Hit, case: CaseView | None, explanation: Explanation | None, terms: Iterable[str],
               analyzer) -> Card:
    meta = hit.metadata or {}
    quotes: tuple[Quote, ...] = ()
    if explanation is not None:
        quotes = card_quotes(explanation)
    if not quotes:  # no explanation, or one without evidence: quote the best facet's closest sentences
        quotes = _fallback_quotes(hit, case, set(terms), analyzer)
    if explanation is not None:
        s = explanation.stance
        roles = s.precedent_roles or {}
        ev = s.evidence
        stance = StanceView(s.outcome, s.petitioner, s.respondent, s.reason, user_role=s.user_role, user=s.user,
                            mapping=s.mapping, deciding=ev.text if ev is not None else "",
                            deciding_start=ev.start if ev is not None else -1,
                            deciding_end=ev.end if ev is not None else -1,
                            appellant_role=roles.get("appellant"), respondent_role=roles.get("respondent"),
                            disagreement=s.disagreement)
        rationale, by = explanation.rationale, explanation.produced_by
    else:
        stance, rationale, by = None, "", ""
    return Card(
        rank=hit.rank, case_id=hit.case_id, title=str(meta.get("title") or hit.case_id),
        court=meta.get("court") or None, year=meta.get("year"), score=hit.score, s_lex=hit.s_lex, s_sem=hit.s_sem,
        best_facet=hit.best_facet, lex=dict(hit.lex), sem=dict(hit.sem), quotes=quotes, rationale=rationale,
        stance=stance, explained_by=by,
    )


def card_quotes(explanation: Explanation) -> tuple[Quote, ...]:
    """What the card quotes: every passage the rationale cites, the best match to the user's facts and the
    holding even when uncited, and the deciding sentence; in the order match, holding, outcome."""
    by_id = {p.id: p for p in explanation.passages}
    ev = explanation.stance.evidence
    if ev is not None:
        by_id.setdefault(ev.id, ev)
    cited = set(explanation.cited)
    shown = [p for p in by_id.values() if p.id in cited]
    for kind in ("match", "holding"):
        first = next((p for p in explanation.passages if p.kind == kind), None)
        if first is not None and first not in shown:
            shown.append(first)
    if ev is not None and ev not in shown:
        shown.append(ev)
    shown.sort(key=lambda p: (_KIND_ORDER.get(p.kind, 0), int(p.id[1:]) if p.id[1:].isdigit() else 0))
    return tuple(Quote(p.facet, clip(p.text, QUOTE_CHARS), p.id, p.kind, p.start, p.end) for p in shown[:MAX_QUOTES])


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
    """Labels per card for ``side``: "petitioner", "respondent" or "user" (the side the user acts for)."""
    counts = {"supports": 0, "neutral": 0, "opposes": 0}
    for c in cards:
        if c.stance is not None:
            label = getattr(c.stance, side)
            if label is not None:
                counts[label] = counts.get(label, 0) + 1
    return counts
