"""Party roles that carry across cases: whom the user acts for, and which of those roles each precedent's
appellant held.

The canonical vocabulary is shared with the annotators of ``datasets/stance/`` - use exactly these names::

    accused <-> prosecution      employee <-> employer       assessee <-> revenue     tenant <-> landlord
    claimant <-> insurer         citizen <-> government      plaintiff <-> defendant
    appellant <-> respondent     (the fallback: a party known only by its place in the appeal)

Two readers, both offline and deterministic, both keeping the sentence they relied on:

- :func:`stated_side` - the side the user *says* they act for ("I act for the employee", "for the accused",
  "we represent the landlord", "my client was convicted"). Nothing stated gives ``None``: a side is never guessed.
- :func:`precedent_parties` - the area of law a judgment belongs to (by its vocabulary) and which role of that
  area's pair brought the matter (compound labels such as "appellant-tenant" / "respondent-workman", appositions
  such as "the appellant, an employee of ...", and the cause title's authority party, e.g. "... v. Commissioner
  of Income Tax"). Nothing clear gives ``appellant=None``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import sentences
from .outcome import flatten
from .parties import precedent_roles, query_roles

_I = re.IGNORECASE

PAIRS: tuple[tuple[str, str], ...] = (
    ("accused", "prosecution"), ("employee", "employer"), ("assessee", "revenue"), ("tenant", "landlord"),
    ("claimant", "insurer"), ("citizen", "government"), ("plaintiff", "defendant"), ("appellant", "respondent"),
)
OPPOSITE: dict[str, str] = {**{a: b for a, b in PAIRS}, **{b: a for a, b in PAIRS}}
ROLES: tuple[str, ...] = tuple(r for pair in PAIRS for r in pair)
FALLBACK = ("appellant", "respondent")


def opposite(role: str) -> str:
    return OPPOSITE[role]


def pair_of(role: str) -> tuple[str, str]:
    return next(p for p in PAIRS if role in p)


# words naming each role in a description or a judgment (singular/plural; "state" is decided by context)
_WORDS: dict[str, str] = {
    "accused": r"accused|convicts?|under-?trials?|the person charged|bail applicants?",
    "prosecution": r"prosecution|prosecutors?|public prosecutor|complainants?|informants?|first informant|"
                   r"de facto complainant|victims?|victim's family|cbi|central bureau of investigation",
    "employee": r"employees?|workm[ae]n|workers?|government servants?|civil servants?|public servants?|"
                r"delinquent (?:officer|employee)s?|trade unions?|(?:the )?union",
    "employer": r"employers?|management|managements",
    "assessee": r"assessees?|tax-?payers?|tax payers?",
    "revenue": r"revenue|income[- ]tax department|tax department|the department|tax authorit(?:y|ies)|"
               r"assessing officer|commissioner of income[- ]tax|income[- ]tax officer",
    "tenant": r"tenants?|lessees?|sub-?tenants?",
    "landlord": r"landlords?|landlady|landladies|lessors?|owners? of the premises",
    "claimant": r"claimants?|insured|policy-?holders?|the insured",
    "insurer": r"insurers?|insurance compan(?:y|ies)|insurance co",
    "citizen": r"citizens?|detenus?|writ petitioners?|individuals?",
    "government": r"government|union of india|union|authorit(?:y|ies)|municipality|municipal corporation|"
                  r"the corporation|the board|the collector",
    "plaintiff": r"plaintiffs?",
    "defendant": r"defendants?",
    "appellant": r"appellants?|petitioners?|applicants?|revisionists?",
    "respondent": r"respondents?|opposite part(?:y|ies)",
}
_ROLE_WORD = "|".join(f"(?:{w})" for w in _WORDS.values()) + r"|state"
_WORD_RE = {role: re.compile(rf"^(?:the\s+)?(?:{w})$", _I) for role, w in _WORDS.items()}
CRIMINAL_QUERY = re.compile(r"\b(?:accused|convict|convicted|conviction|acquitt|prosecution|fir\b|charge-?sheet|"
                       r"i\.?p\.?c\b|penal code|murder|bail|offence|criminal)", _I)


def role_of_word(word: str, criminal: bool = False) -> str | None:
    """The canonical role a party word names ("workmen" -> employee, "the State" -> prosecution in a criminal
    matter, else government)."""
    w = " ".join(word.lower().split())
    if re.fullmatch(r"(?:the\s+)?state(?: government)?", w):
        return "prosecution" if criminal else "government"
    if w in ROLES:
        return w
    for role, pat in _WORD_RE.items():
        if pat.match(w):
            return role
    return None


# ---- the user's side -----------------------------------------------------------------------------------------

_ART = r"(?:the\s+|an?\s+|one of the\s+|this\s+|that\s+)?(?:[a-z'-]+\s+){0,2}?"
_STATEMENTS = tuple(re.compile(p, _I) for p in (
    # "I act for the employee", "we are appearing on behalf of the landlord"
    rf"\b(?:i|we|i'm|we're)\s+(?:am\s+|are\s+)?(?:now\s+|also\s+)?(?:act|acting|appear|appearing|am acting|"
    rf"are acting)\s+(?:for|on behalf of)\s+{_ART}(?P<w>{_ROLE_WORD})\b",
    # "we represent the landlord", "I am representing the accused"
    rf"\b(?:i|we)\s+(?:am\s+|are\s+)?(?:now\s+)?represent(?:s|ing)?\s+{_ART}(?P<w>{_ROLE_WORD})\b",
    # "my client is the tenant", "our clients are the workmen"
    rf"\b(?:my|our)\s+clients?\s+(?:is|are|was|were)\s+{_ART}(?P<w>{_ROLE_WORD})\b",
    # "counsel for the assessee", "I am the insurer's lawyer"
    rf"\b(?:counsel|lawyer|advocate|attorney|solicitor)s?\s+(?:for|of)\s+{_ART}(?P<w>{_ROLE_WORD})\b",
    rf"\b(?:i|we)\s+(?:am|are)\s+(?:the\s+)?(?P<w>{_ROLE_WORD})(?:'s|s')\s+(?:counsel|lawyer|advocate|attorney)\b",
    # a bare chat message: "for the accused", "acting for the employer", "side: tenant", "I am the tenant"
    rf"^\s*(?:(?:i\s+am|i'm|we\s+are|we're)\s+)?(?:now\s+)?(?:acting\s+|appearing\s+)?(?:for|on behalf of)\s+"
    rf"{_ART}(?P<w>{_ROLE_WORD})\s*[.!]?\s*$",
    rf"^\s*(?:my\s+)?(?:side|client|party)\s*[:=-]\s*(?:the\s+)?(?P<w>{_ROLE_WORD})\s*\.?\s*$",
    rf"^\s*(?:i|we)\s+(?:am|are)\s+(?:the\s+|an?\s+)(?P<w>{_ROLE_WORD})\s*[.!]?\s*$",
))


@dataclass(frozen=True, slots=True)
class SideStatement:
    """The side the user acts for, in the canonical vocabulary, and the words that said so."""

    role: str
    sentence: str


def stated_side(text: str, context: str = "") -> SideStatement | None:
    """The side a user's message or description states, or None when it states none. ``context`` (e.g. the
    conversation's fact pattern) only decides what "the State" means (prosecution in a criminal matter)."""
    text = text or ""
    criminal = bool(CRIMINAL_QUERY.search(text[:20000]) or CRIMINAL_QUERY.search((context or "")[:20000]))
    for raw in sentences(text[:20000]) or [text]:
        flat = flatten(raw)
        for pat in _STATEMENTS:
            m = pat.search(flat)
            if m:
                role = role_of_word(m.group("w"), criminal)
                if role is not None:
                    return SideStatement(role, raw.strip()[:300])
    # a criminal-law description that says what happened to the client ("my client was convicted")
    q = query_roles(text)
    if q.user_side is not None:
        return SideStatement(q.user_side, q.sentence[:300])
    if q.user_role == "petitioner" and _USER_IS_PARTY.search(text):
        return SideStatement("appellant", q.sentence[:300])
    if q.user_role == "respondent" and _USER_IS_PARTY.search(text):
        return SideStatement("respondent", q.sentence[:300])
    return None


_USER_IS_PARTY = re.compile(r"\b(?:my|our)\s+clients?\s+(?:is|are|was|were)\s+(?:the\s+)?(?:petitioner|appellant|"
                            r"applicant|respondent)s?\b", _I)


# ---- a precedent's parties ------------------------------------------------------------------------------------

_AREA_CUES: dict[tuple[str, str], re.Pattern[str]] = {
    ("employee", "employer"): re.compile(
        r"\b(?:workm[ae]n|employees?|employer|industrial disputes?|labour court|industrial tribunal|"
        r"termination of (?:his |her |their )?services?|dismissal from service|dismissed from service|removal from "
        r"service|departmental (?:enquiry|inquiry|proceedings)|disciplinary (?:authority|proceedings|action)|"
        r"seniority|promotion|pay scales?|retrenchment|reinstatement|service rules|compulsory retirement|"
        r"pension)\b", _I),
    ("assessee", "revenue"): re.compile(
        r"\b(?:assessee|income[- ]tax|assessment years?|sales tax|excise duty|customs duty|tax officer|"
        r"commissioner of (?:income|sales|wealth|gift)|tribunal \(income|taxable|assessable|deduction under)\b", _I),
    ("tenant", "landlord"): re.compile(
        r"\b(?:tenants?|landlords?|tenancy|eviction|rent control|rent act|lessee|lessor|premises|arrears of rent)\b",
        _I),
    ("claimant", "insurer"): re.compile(
        r"\b(?:insurers?|insurance|insured|policy of insurance|claimants?|motor accidents? claims?|"
        r"motor vehicles act)\b", _I),
    ("plaintiff", "defendant"): re.compile(r"\b(?:plaintiffs?|defendants?|suit|decree)\b", _I),
    ("citizen", "government"): re.compile(
        r"\b(?:fundamental rights?|article (?:14|19|21|32|226)|writ petition|notification|detenu|detention|"
        r"land acquisition|government|union of india|constitutional validity|ultra vires)\b", _I),
}
# the authority role of a pair, and what names it in a cause title
_AUTHORITY_TITLE: dict[str, re.Pattern[str]] = {
    "revenue": re.compile(r"\b(?:commissioner of (?:income|sales|wealth|gift|agricultural|central excise|customs|"
                          r"commercial)|c\.?\s?i\.?\s?t\b|income[- ]tax officer|tax officer|assessing officer|"
                          r"collector of (?:central excise|customs)|excise|sales tax)", _I),
    "insurer": re.compile(r"\b(?:insurance|assurance)\b", _I),
    "government": re.compile(r"\b(?:state of|union of india|government|municipal|corporation of|collector|"
                             r"commissioner|secretary|district magistrate|authority|board|nagar nigam)\b", _I),
    "employer": re.compile(r"\b(?:state of|union of india|government|municipal|corporation|company|co\.|ltd|"
                           r"limited|bank|board|mills|management)\b", _I),
    "prosecution": re.compile(r"\b(?:state of|state\b|union of india|c\.?b\.?i\b|public prosecutor|"
                              r"directorate of enforcement|customs|emperor|crown|the king)", _I),
}
_PLACE = r"(?P<place>appellants?|petitioners?|respondents?|applicants?)"


def _compound_patterns(pair: tuple[str, str]) -> list[tuple[re.Pattern[str], str]]:
    out = []
    for role in pair:
        w = _WORDS[role] if role not in ("accused", "prosecution") else _WORDS[role]
        out.append((re.compile(rf"\b{_PLACE}\s*(?:[-\u2013/]|\(|,\s*(?:the|an?)\s+)\s*(?:[a-z]+\s+)?(?:{w})\b", _I),
                    role))
        out.append((re.compile(rf"\b(?:{w})\s*[-\u2013/(]\s*{_PLACE}\b", _I), role))
        out.append((re.compile(rf"\bthe\s+{_PLACE}\b[^.;]{{0,40}}?\b(?:was|were|is|are|had been|has been|being)\s+"
                               rf"(?:a|an|the|one of the)\s+(?:[a-z-]+\s+){{0,2}}?(?:{w})\b", _I), role))
    return out


_COMPOUNDS = {pair: _compound_patterns(pair) for pair in PAIRS if pair != FALLBACK}


@dataclass(frozen=True, slots=True)
class PartyRoles:
    """A precedent's parties in the canonical vocabulary: its area's pair, who appealed, and why."""

    pair: tuple[str, str] | None  # e.g. ("employee", "employer"); None when no area stood out
    appellant: str | None  # the role the appellant / petitioner held; None when not clear
    sentence: str = ""  # what decided it (a sentence of the judgment or its cause title)

    @property
    def respondent(self) -> str | None:
        return opposite(self.appellant) if self.appellant else None

    def to_json(self) -> dict:
        return {"appellant": self.appellant, "respondent": self.respondent,
                "area": "/".join(self.pair) if self.pair else None, "sentence": self.sentence[:300]}


def area_scores(text: str) -> dict[tuple[str, str], int]:
    head = (text or "")[:8000]
    return {pair: len(pat.findall(head)) for pair, pat in _AREA_CUES.items()}


def precedent_parties(text: str, title: str = "", prefer: tuple[str, str] | None = None) -> PartyRoles:
    """The precedent's area pair and its appellant's role. ``prefer``: the user's pair, read first when the
    judgment speaks of it (an employee's lawyer reading a writ by employees against the State wants the
    employee / employer reading, not citizen / government)."""
    text = text or ""
    head = text[:8000]
    crim = precedent_roles(text, title)
    if crim.appellant_side is not None and prefer in (None, ("accused", "prosecution")):
        return PartyRoles(("accused", "prosecution"), crim.appellant_side, crim.sentence)
    scores = area_scores(head)
    order = sorted((p for p in scores if scores[p] > 0), key=lambda p: -scores[p])
    if prefer in scores and scores[prefer] > 0:
        order = [prefer] + [p for p in order if p != prefer]
    for pair in order[:3]:
        found = _appellant_role(head, title, pair)
        if found is not None:
            return PartyRoles(pair, *found)
    if crim.appellant_side is not None:
        return PartyRoles(("accused", "prosecution"), crim.appellant_side, crim.sentence)
    return PartyRoles(order[0] if order else None, None, "")


def _appellant_role(head: str, title: str, pair: tuple[str, str]) -> tuple[str, str] | None:
    votes: dict[str, int] = {}
    first: dict[str, str] = {}
    for pat, role in _COMPOUNDS[pair]:
        for m in pat.finditer(head):
            place = m.group("place").lower()
            as_appellant = role if not place.startswith("respondent") else opposite(role)
            votes[as_appellant] = votes.get(as_appellant, 0) + 1
            if as_appellant not in first or m.start() < first[as_appellant][0]:
                a = head.rfind("\n", 0, m.start()) + 1
                first[as_appellant] = (m.start(), head[max(a, m.start() - 120) : m.end() + 60].strip())
    if votes:
        best = max(votes, key=lambda r: (votes[r], -first[r][0]))
        if votes[best] > sum(votes.values()) - votes[best]:
            return best, first[best][1]
    title_line = title or head.split("\n", 1)[0]
    parts = re.split(r"\s+(?:v|vs|versus)\.?\s+", title_line, maxsplit=1, flags=_I)
    if len(parts) == 2 and len(title_line) < 300:
        left, right = parts
        for role in pair:
            pat = _AUTHORITY_TITLE.get(role)
            if pat is None:
                continue
            lm, rm = bool(pat.search(left)), bool(pat.search(right))
            if lm and not rm:
                return role, title_line
            if rm and not lm:
                return opposite(role), title_line
    return None


__all__ = ["CRIMINAL_QUERY", "FALLBACK", "OPPOSITE", "PAIRS", "PartyRoles", "ROLES", "SideStatement", "area_scores", "opposite",
           "pair_of", "precedent_parties", "role_of_word", "stated_side"]
