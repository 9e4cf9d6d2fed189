"""What an explanation of one result is: evidence passages, a rationale, and a party stance."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Outcome = Literal["allowed", "dismissed", "partly", "other", "unknown"]
StanceLabel = Literal["supports", "neutral", "opposes"]


@dataclass(slots=True)
class Passage:
    """A quoted span of a stored case: ``text == case_text[start:end]`` always holds."""

    id: str  # "p1", "p2", ... unique within one explanation
    facet: str
    start: int
    end: int
    text: str
    score: float = 0.0
    kind: str = "match"  # "match" (closest to the user's facts), "holding" (the ratio on the matched point) or
                         # "outcome" (the sentence that decided the outcome)


@dataclass(slots=True)
class Stance:
    """The precedent's outcome and what it means for each side of the user's case."""

    outcome: Outcome
    petitioner: StanceLabel
    respondent: StanceLabel
    reason: str
    evidence: Passage | None = None  # the sentence that decided the outcome
    # the user's side (canonical role, see roles.py); None = the user stated no side, and ``user`` is None too
    user_role: str | None = None
    user: StanceLabel | None = None  # the badge for the user's side: did the outcome favour that party?
    mapping: str = ""  # "the employee was the appellant here; the appeal was allowed"
    precedent_roles: dict[str, Any] = field(default_factory=dict)  # {"appellant", "respondent", "area", ...}
    disagreement: str = ""  # an LLM stance that contradicted the rules (shown, never silently applied)


@dataclass(slots=True)
class Explanation:
    case_id: str
    facet: str  # the facet that contributed most to the match
    passages: list[Passage]
    rationale: str  # 1-3 sentences, every claim traceable to a passage
    cited: list[str]  # passage ids the rationale relies on
    stance: Stance
    produced_by: str  # e.g. "offline@1", "llm:MODEL@v1", "offline@1 (llm fallback: timeout)"
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)
