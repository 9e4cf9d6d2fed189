"""Party stance: what a precedent's outcome means for the petitioner and the respondent of the user's case.

The rule (offline default):

1. Only a clear win for one side gives a label: ``allowed`` (the party who brought the matter won) or
   ``dismissed`` (it lost). ``partly``, ``other`` (remand, disposed of, interim) and ``unknown`` give
   **neutral** for both sides - never a confident label without evidence.
2. The user's petitioner is matched with the precedent's appellant - both are the party challenging a decision
   - unless both descriptions state a criminal-law side (accused / prosecution) and the sides differ: then the
   petitioner is matched with the precedent's respondent (an accused user reading a State appeal that was
   allowed learns that the accused lost).
3. petitioner: supports if its counterpart won, opposes if it lost; the respondent always gets the mirror.

The reason names the outcome, the deciding sentence's role, and the assumption made when roles were not stated.
"""

from __future__ import annotations

import re

from .outcome import OutcomeResult
from .parties import PrecedentRoles, QueryRoles
from .types import Passage, StanceLabel

MIRROR: dict[StanceLabel, StanceLabel] = {"supports": "opposes", "opposes": "supports", "neutral": "neutral"}

_MATTER = re.compile(r"\b(appeal|petition|application|revision|review|reference|suit|slp)s?\b", re.IGNORECASE)


def matter_word(sentence: str) -> str:
    """What was decided, as the deciding sentence calls it ("appeal", "petition", ...); "appeal" by default."""
    m = _MATTER.search(sentence or "")
    word = m.group(1).lower() if m else "appeal"
    return "special leave petition" if word == "slp" else word


def outcome_words(outcome: str, matter: str = "appeal") -> str:
    return {
        "allowed": f"the {matter} was allowed, so the party challenging the decision below won",
        "dismissed": f"the {matter} was dismissed, so the party challenging the decision below lost",
        "partly": f"the {matter} succeeded only in part",
        "other": "the court declared no winner (remand, directions or an interim order)",
    }.get(outcome, "the outcome could not be read from the judgment")


def mirror(label: StanceLabel) -> StanceLabel:
    return MIRROR[label]


def petitioner_stance(outcome: str, query: QueryRoles, precedent: PrecedentRoles,
                      matter: str = "appeal") -> tuple[StanceLabel, str]:
    """The petitioner's label and a one-line reason (the respondent's label is its mirror)."""
    said = outcome_words(outcome, matter)
    if outcome not in ("allowed", "dismissed"):
        return "neutral", f"Neutral: {said}."
    appellant_won = outcome == "allowed"
    q_side, p_side = query.petitioner_side, precedent.appellant_side
    if q_side is not None and p_side is not None:
        aligned = q_side == p_side
        how = (f"there the challenger was the {p_side} side, as your petitioner is" if aligned else
               f"there the challenger was the {p_side} side, but your petitioner is the {q_side} side")
    else:
        aligned = True
        how = ("your petitioner is taken to be the challenging party" if p_side is None else
               f"there the challenger was the {p_side} side; your petitioner's side is not stated, so it is "
               f"taken to be the challenging party")
    petitioner_won = appellant_won == aligned
    label: StanceLabel = "supports" if petitioner_won else "opposes"
    verb = "Supports" if petitioner_won else "Opposes"
    return label, f"{verb} the petitioner: {said}; {how}."


def make_stance_parts(result: OutcomeResult, query: QueryRoles, precedent: PrecedentRoles,
                      evidence: Passage | None) -> tuple[StanceLabel, StanceLabel, str]:
    label, reason = petitioner_stance(result.outcome, query, precedent,
                                      matter_word(evidence.text if evidence is not None else ""))
    if evidence is None and label != "neutral":  # no quotable sentence: no confident label
        return "neutral", "neutral", "Neutral: the deciding sentence could not be quoted."
    if not result.confident and label != "neutral":
        reason += f" (weaker evidence: {result.rule})"
    return label, mirror(label), reason


__all__ = ["MIRROR", "make_stance_parts", "matter_word", "mirror", "outcome_words", "petitioner_stance"]
