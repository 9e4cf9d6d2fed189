"""The chat as data: search specs, result cards and turns; plain dataclasses with a JSON round-trip.

Nothing here holds engine objects, so a conversation can be kept in session state, exported or saved.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

TurnKind = Literal["message", "results", "answer", "notice", "error", "export"]  # export: the menu of its cards only
Role = Literal["user", "assistant"]


@dataclass(frozen=True)
class FilterSpec:
    year_min: int | None = None
    year_max: int | None = None
    courts: tuple[str, ...] = ()
    exclude_ids: tuple[str, ...] = ()

    def describe(self) -> str:
        parts = []
        if self.year_min and self.year_max:
            parts.append(f"{self.year_min}–{self.year_max}")
        elif self.year_min:
            parts.append(f"{self.year_min} onwards")
        elif self.year_max:
            parts.append(f"up to {self.year_max}")
        if self.courts:
            parts.append(", ".join(self.courts))
        if self.exclude_ids:
            parts.append("excluding " + ", ".join(self.exclude_ids))
        return "; ".join(parts) or "none"


@dataclass(frozen=True)
class WeightSpec:
    alpha: float
    beta: float
    w_lex: tuple[float, ...]
    w_sem: tuple[float, ...]
    source: str


@dataclass(frozen=True)
class SearchSpec:
    """Everything needed to re-run a search: the fact pattern, K, filters, weights."""

    query: str
    k: int
    filters: FilterSpec = FilterSpec()
    weights: WeightSpec | None = None
    label: str = ""  # how the search came about, e.g. "more like #3 (C1234)"


@dataclass(frozen=True)
class Quote:
    facet: str
    text: str
    ref: str = ""  # the passage id the rationale cites, e.g. "p1"
    kind: str = "match"  # "match" (closest to the user's facts), "holding" or "outcome" (the deciding sentence)
    start: int = -1  # offsets into the stored case text (text == case_text[start:end] before clipping)
    end: int = -1


@dataclass(frozen=True)
class StanceView:
    outcome: str
    petitioner: str
    respondent: str
    reason: str
    user_role: str | None = None  # whom the user acts for (None = not stated)
    user: str | None = None  # supports / neutral / opposes for that side
    mapping: str = ""  # "the employee was the appellant here; the appeal was allowed"
    deciding: str = ""  # the sentence the outcome rests on, verbatim
    deciding_start: int = -1
    deciding_end: int = -1
    appellant_role: str | None = None
    respondent_role: str | None = None
    disagreement: str = ""  # an LLM reading that differed from the rules (the badge keeps the rules')
    remembered: bool = False  # shown as earlier in this conversation (same side), not re-derived


@dataclass(frozen=True)
class Card:
    """One precedent as shown and exported."""

    rank: int
    case_id: str
    title: str
    court: str | None
    year: int | None
    score: float
    s_lex: float
    s_sem: float
    best_facet: str
    lex: dict[str, float]
    sem: dict[str, float]
    quotes: tuple[Quote, ...]
    rationale: str = ""
    stance: StanceView | None = None
    explained_by: str = ""


@dataclass
class Turn:
    role: Role
    text: str
    kind: TurnKind = "message"
    cards: list[Card] = field(default_factory=list)
    spec: SearchSpec | None = None
    query_terms: list[str] = field(default_factory=list)
    query_facets: dict[str, str] = field(default_factory=dict)
    steps: list[tuple[str, float]] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    pool_size: int = 0
    mode: str = ""
    profile: str = ""  # the ranking profile that ranked the results (SearchResult.profile), for the summary and exports
    query_type: str = ""  # what the query was read as (SearchResult.query_type)


@dataclass
class Conversation:
    """The turns, whom the user acts for, and the stance each case was shown with for that side (so a case
    keeps its badge within the conversation unless the side changes)."""

    turns: list[Turn] = field(default_factory=list)
    side: str | None = None  # canonical role (lcr_core.explain.roles.ROLES); None = not stated
    side_sentence: str = ""  # the words that stated it ("I act for the employee", "sidebar")
    # why the side is not certain ("side read by meaning: ..."; SideStatement.how), "" when stated plainly: the
    # badges give no direction for an uncertain side until the user confirms it
    side_how: str = ""
    stances: dict[str, StanceView] = field(default_factory=dict)  # "side|case_id" -> the stance shown

    def set_side(self, role: str | None, sentence: str = "", how: str = "") -> bool:
        """Remember the user's side; True when it changed (the remembered stances of the old side stay keyed
        by it, so switching back restores them)."""
        changed = role != self.side
        self.side, self.side_sentence, self.side_how = role, sentence if role else "", how if role else ""
        return changed

    def _side_key(self) -> str:
        """The side the stances shown are remembered under: an uncertain side's (no direction) apart from the
        same side confirmed."""
        return (self.side or "-") + ("?" if self.side_how else "")

    def remember(self, cards: list[Card]) -> list[Card]:
        """Cards with the stance this conversation already showed for the same case and side; new ones are
        remembered."""
        from dataclasses import replace

        out = []
        for c in cards:
            if c.stance is None:
                out.append(c)
                continue
            key = f"{self._side_key()}|{c.case_id}"
            seen = self.stances.get(key)
            if seen is None:
                self.stances[key] = c.stance
                out.append(c)
            elif seen.user == c.stance.user and seen.petitioner == c.stance.petitioner:
                out.append(c)
            else:  # a different reading of the same case (e.g. an LLM's) never flips the badge shown before
                out.append(replace(c, stance=replace(seen, remembered=True)))
        return out

    def add(self, turn: Turn) -> Turn:
        self.turns.append(turn)
        return turn

    def last_results(self) -> Turn | None:
        """The latest turn that ran a search (the one follow-ups refer to)."""
        for turn in reversed(self.turns):
            if turn.kind == "results" and turn.spec is not None:
                return turn
        return None

    def to_json(self) -> dict[str, Any]:
        return {"turns": [asdict(t) for t in self.turns], "side": self.side, "side_sentence": self.side_sentence,
                "side_how": self.side_how, "stances": {k: asdict(v) for k, v in self.stances.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Conversation:
        return cls([_turn(t) for t in data.get("turns", [])], side=data.get("side"),
                   side_sentence=str(data.get("side_sentence") or ""),
                   side_how=str(data.get("side_how") or ""),
                   stances={k: StanceView(**v) for k, v in (data.get("stances") or {}).items()})


def _turn(d: dict[str, Any]) -> Turn:
    spec = d.get("spec")
    return Turn(
        role=d["role"], text=d["text"], kind=d.get("kind", "message"),
        cards=[_card(c) for c in d.get("cards", [])],
        spec=_spec(spec) if spec else None,
        query_terms=list(d.get("query_terms", [])), query_facets=dict(d.get("query_facets", {})),
        steps=[(str(a), float(b)) for a, b in d.get("steps", [])], notices=list(d.get("notices", [])),
        pool_size=int(d.get("pool_size", 0)), mode=str(d.get("mode", "")),
        profile=str(d.get("profile", "")), query_type=str(d.get("query_type", "")),
    )


def _spec(d: dict[str, Any]) -> SearchSpec:
    f = d.get("filters") or {}
    w = d.get("weights")
    return SearchSpec(
        query=d["query"], k=int(d["k"]), label=d.get("label", ""),
        filters=FilterSpec(f.get("year_min"), f.get("year_max"), tuple(f.get("courts", ())),
                           tuple(f.get("exclude_ids", ()))),
        weights=WeightSpec(w["alpha"], w["beta"], tuple(w["w_lex"]), tuple(w["w_sem"]), w["source"]) if w else None,
    )


def _card(d: dict[str, Any]) -> Card:
    st = d.get("stance")
    return Card(
        **{k: d[k] for k in ("rank", "case_id", "title", "court", "year", "score", "s_lex", "s_sem", "best_facet",
                             "lex", "sem")},
        quotes=tuple(Quote(q["facet"], q["text"], q.get("ref", ""), q.get("kind", "match"), q.get("start", -1),
                           q.get("end", -1)) for q in d.get("quotes", [])),
        rationale=d.get("rationale", ""), stance=StanceView(**st) if st else None,
        explained_by=d.get("explained_by", ""),
    )
