"""An appeal allowed only to send the matter back: the order set aside was a dismissal without a hearing on the
merits (in limine, by a single word, for delay), and the matter goes back to be heard. Nothing was decided for
either side, so the stance for the user's side is neutral even though the appellant "won" (the labelled rule:
a remand with nothing decided on the merits is neutral; a remand after a point was decided is not)."""

from __future__ import annotations

import re

from .outcome import EXTENT_OF_REMAND, REMAND, OutcomeResult

_I = re.IGNORECASE
# what was set aside was not a decision on the merits
_PROCEDURAL = re.compile(
    # (roles28: a rejection is a dismissal - "the order passed by the High Court summarily rejecting the petition",
    # AILA C1019, the stance README's own example of a summary dismissal set aside for a hearing)
    r"\b(?:(?:dismiss|reject)\w*\s+(?:the\s+\w+\s+)?in limine|in limine\s+(?:dismiss|reject)\w*|"
    r"summar(?:y|ily)\s+(?:dismiss|reject)\w*|(?:dismiss|reject)\w*\s+(?:\w+\s+){0,3}summarily|order of dismissal of the (?:appeal|petition|revision)|"
    r"summary disposal|disposed of summarily|(?:by|in) (?:a )?(?:single|one)[- ]word|without (?:giving|affording|assigning|recording|stating) (?:any )?reasons|"
    r"without (?:hearing|notice to|issuing notice)|no opinion on (?:the )?merits|"
    r"not (?:expressed|expressing|express) any opinion on (?:the )?merits|"
    r"without (?:going into|entering into|examining|considering) the merits|"
    r"uninfluenced by (?:any|the) (?:of the )?observations?|"
    r"delay (?:is |stands |being )?condoned|condon\w+ (?:the )?delay)\b", _I)
# (where the matter goes back to - "for re-hearing on the merits" - says nothing of what was decided here)


def remand_only(text: str, result: OutcomeResult) -> bool:
    """The appeal was allowed only to send the matter back for a hearing (see the module docstring): the
    deciding sentence and what follows it (~600 characters) send it back, and those or the sentence before say
    that what was set aside was no decision on the merits."""
    if result.outcome != "allowed" or result.span is None:
        return False
    after = text[result.span.start : min(len(text), result.span.end + 600)]
    if result.rule == EXTENT_OF_REMAND:
        # roles27: "The appeals are allowed to the aforesaid extent" after the remand it refers to (AILA C439): the
        # remand and the reasons for it stand in the paragraphs before the order
        before = text[max(0, result.span.start - 1200) : result.span.start]
        return bool(_PROCEDURAL.search(before + after))
    before = text[max(0, result.span.start - 300) : result.span.start]
    return bool(REMAND.search(after)) and bool(_PROCEDURAL.search(before + after))


__all__ = ["remand_only"]
