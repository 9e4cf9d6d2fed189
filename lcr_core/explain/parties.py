"""Party roles: who the user's petitioner is (when the description says so) and who appealed in a precedent.

Only two criminal-law sides are told apart, because that is where the mapping from a precedent's outcome to the
user's side can flip: the **accused** side (accused, convict, applicant for bail/quashing) and the
**prosecution** side (State, complainant, informant, victim's family). Everything else is left as unknown and the
stance falls back on the plain reading "the party challenging a decision, like the appellant here".
Every decision keeps the sentence it came from, so the UI can show it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from ..text import paragraph_spans, sentence_spans, sentences
from .outcome import flatten

Side = Literal["accused", "prosecution"]
Role = Literal["petitioner", "respondent"]

_I = re.IGNORECASE
_USER = r"(?:my client|our client|my clients|our clients|i|we|the client)"
_PETITIONER_WORDS = r"(?:petitioners?|appellants?|applicants?|revisionists?|writ petitioners?)"
_ACCUSED_WORDS = r"(?:accused|convicts?|defendants?|the person charged|under-?trial)"
_PROSECUTION_WORDS = r"(?:complainants?|informants?|first informant|de facto complainant|victims?|prosecution|"\
                     r"public prosecutor|the state|state government)"

# "my client is the appellant", "we represent the respondent", "I am the accused"
_USER_IS = re.compile(
    rf"\b{_USER}\b[^.;]{{0,40}}?\b(?:am|is|are|was|were|represent|represents|representing|act for|acting for|"
    rf"appear for|appearing for|stand for)\b\s+(?:now\s+|also\s+)?(?:the\s+|an?\s+|one of the\s+)?"
    rf"(?P<role>petitioners?|appellants?|applicants?|respondents?|accused|convicts?|defendants?|complainants?|"
    rf"informants?|first informant|victims?|prosecution|state)\b",
    _I,
)
# "my client was convicted / charged / arrested", "I was prosecuted", "the FIR against my client". A bare
# "against my client" names no side (sidefix30): "which of these go against my client?", "the case against us" are
# said by a tenant's or an employee's lawyer too; only a criminal proceeding against the client, or the client's
# own acquittal or conviction appealed against, makes the client the accused
_CRIMINAL_PROCEEDING = (r"(?:fir|f\.i\.r\.?|first information report|charges?|charge-?sheets?|challans?|prosecution|"
                        r"criminal\s+(?:case|complaint|proceedings?|trial|charges?))")
_USER_ACCUSED = re.compile(
    rf"\b{_USER}\b[^.;]{{0,30}}?\b(?:was|were|has been|have been|is|are|stands?|got|had been)\s+(?:\w+\s+)?"
    rf"(?:convicted|charged|arrested|prosecuted|charge-?sheeted|accused|detained|booked|sentenced|tried|"
    rf"summoned as an accused|named in the fir)\b"
    rf"|\b(?:charge-?sheeted|arrested|convicted|prosecuted)\s+(?:my client|our client|me|us)\b"
    rf"|\b{_CRIMINAL_PROCEEDING}(?:\s+[\w-]+){{0,3}}?\s+against\s+(?:my client|our client|me|us)\b"
    rf"|\bagainst\s+(?:my client|our client)['\u2019]s\s+(?:acquittal|conviction|sentence|discharge|bail)\b",
    _I,
)
# "my client's son was killed", "my client lodged the FIR", "I am the victim's father"
_USER_PROSECUTION = re.compile(
    rf"\b(?:my client's|our client's|my|our)\s+(?:son|daughter|husband|wife|father|mother|brother|sister|"
    rf"relative|child)\b[^.;]{{0,40}}\b(?:was|were|has been|had been)\s+(?:\w+\s+)?(?:killed|murdered|raped|"
    rf"assaulted|attacked|injured|kidnapped|abducted|cheated|defrauded|harassed)\b"
    rf"|\b{_USER}\b[^.;]{{0,30}}\b(?:lodged|filed|registered|made)\s+(?:the|a|an)\s+(?:fir|complaint|"
    rf"first information report)\b",
    _I,
)
_USER_RESPONDENT = re.compile(
    rf"\b{_USER}\b[^.;]{{0,40}}\b(?:oppose|opposing|defend|defending|resist|resisting)\b", _I)
_USER_CHALLENGES = re.compile(
    rf"\b{_USER}\b[^.;]{{0,40}}\b(?:want|wants|seek|seeks|seeking|challenge|challenges|challenging|appeal|"
    rf"appealed|appealing|filed an appeal|file an appeal|filed a (?:writ|petition)|move|moved|approach|"
    rf"approached|pray|prays)\b",
    _I,
)
# third person: "the accused has appealed", "the State appeals against the acquittal"
_PETITIONER_SIDE_3P = re.compile(
    rf"\b(?P<who>{_ACCUSED_WORDS}|{_PROSECUTION_WORDS})\b[^.;]{{0,30}}\b(?:has|have|now)?\s*(?:appealed|appeals|"
    rf"filed (?:an|the|a) (?:appeal|petition|revision|writ)|challenges|challenged|seeks|sought|moved|approached)\b"
    rf"|\b(?:the )?(?P<who2>{_PETITIONER_WORDS})\s+(?:is|are|was|were)\s+(?:the\s+)?(?P<side2>{_ACCUSED_WORDS}|"
    rf"{_PROSECUTION_WORDS})\b",
    _I,
)


_LEAD_PRONOUN = re.compile(r"^\s*(?:he|she|they)\s+", _I)
_MENTIONS_USER = re.compile(r"\b(?:my|our) clients?\b", _I)


@dataclass(frozen=True, slots=True)
class QueryRoles:
    """What the user's description says about the parties; ``None`` = not stated."""

    user_role: Role | None
    user_side: Side | None
    petitioner_side: Side | None
    sentence: str  # the description's sentence that decided it ("" when nothing was stated)

    @property
    def known(self) -> bool:
        return self.petitioner_side is not None or self.user_role is not None


def _side_of(word: str) -> Side | None:
    w = word.lower()
    if re.fullmatch(_ACCUSED_WORDS, w, _I):
        return "accused"
    if re.fullmatch(_PROSECUTION_WORDS, w, _I) or w == "state":
        return "prosecution"
    return None


def _other(side: Side | None) -> Side | None:
    return None if side is None else ("prosecution" if side == "accused" else "accused")


def query_roles(text: str) -> QueryRoles:
    """Roles stated in a user's description; an unstated role stays ``None`` (never guessed)."""
    user_role: Role | None = None
    user_side: Side | None = None
    petitioner_side: Side | None = None
    why = ""
    prev_user = False
    for raw in sentences(text or ""):
        sent = flatten(raw)
        if prev_user:  # "My client is the appellant. He was convicted ...": the pronoun is the client
            sent = _LEAD_PRONOUN.sub("my client ", sent, count=1)
        prev_user = bool(_MENTIONS_USER.search(sent))
        m = _USER_IS.search(sent)
        if m:
            role = m.group("role").lower()
            if re.fullmatch(_PETITIONER_WORDS, role, _I) and user_role is None:
                user_role, why = "petitioner", why or raw
            elif role.startswith("respondent") and user_role is None:
                user_role, why = "respondent", why or raw
            elif user_side is None and _side_of(role):
                user_side, why = _side_of(role), why or raw
        if user_side is None and _USER_ACCUSED.search(sent):
            user_side, why = "accused", why or raw
        if user_side is None and _USER_PROSECUTION.search(sent):
            user_side, why = "prosecution", why or raw
        if user_role is None and _USER_RESPONDENT.search(sent):
            user_role, why = "respondent", why or raw
        if user_role is None and _USER_CHALLENGES.search(sent):
            user_role, why = "petitioner", why or raw
        m3 = _PETITIONER_SIDE_3P.search(sent)
        if petitioner_side is None and m3:
            who = m3.group("who") or m3.group("side2") or ""
            petitioner_side = _side_of(who)
            if petitioner_side:
                why = why or raw
    if user_side is not None:
        # the user's own side decides; a user who states no role is taken to be the one seeking relief
        petitioner_side = _other(user_side) if user_role == "respondent" else user_side
    return QueryRoles(user_role, user_side, petitioner_side, why.strip())


# ---- precedents ----------------------------------------------------------------------------------------------

_STATE_PARTY = re.compile(
    r"^\s*(?:the\s+)?(?:state\b|union of india|central bureau of investigation|c\.?b\.?i\b|public prosecutor|"
    r"directorate of enforcement|enforcement directorate|narcotics control bureau|customs|collector of customs|"
    r"assistant collector|superintendent of police|inspector of police|the king|emperor|crown|delhi "
    r"administration|government of)",
    _I,
)
_CRIMINAL = re.compile(
    r"\b(?:criminal appeal|crl\.?\s*a|cr\.?\s*a\.?|criminal|accused|conviction|convicted|acquittal|acquitted|"
    r"i\.?\s?p\.?\s?c\b|penal code|sessions (?:judge|court)|prosecution)\b",
    _I,
)
_APPELLANT_ACCUSED = re.compile(
    r"\b(?:appellants?|petitioners?)\s*[-–(]?\s*(?:accused|convicts?)\b|\baccused[-\s]+appellants?\b"
    r"|\b(?:appellants?|petitioners?)\b[^.;]{0,40}\b(?:was|were|has been|have been|stand|stands|stood)\s+"
    r"(?:\w+\s+)?(?:convicted|charged|tried|sentenced)\b",
    _I,
)
_APPELLANT_PROSECUTION = re.compile(
    r"\b(?:appellants?|petitioners?)\b[^.;]{0,60}\b(?:is|was|being)\s+(?:the\s+)?(?:first informant|informant|"
    r"complainant|de facto complainant|father of the deceased|widow of the deceased|brother of the deceased|"
    r"son of the deceased)\b"
    r"|\b(?:state|complainant|informant)\b[^.;]{0,40}\b(?:has|have)\s+(?:preferred|filed)\s+(?:this|the present|"
    r"these)\s+appeals?\b"
    r"|\bappeals?\s+(?:by|of|filed by|preferred by)\s+the\s+(?:state|complainant|informant|prosecution)\b"
    r"[^.;]{0,60}\bacquittal\b"
    r"|\b(?:respondents?|accused)\s*[-–(]?\s*(?:accused|respondents?)\b[^.;]{0,60}\bacquitt",
    _I,
)


@dataclass(frozen=True, slots=True)
class PrecedentRoles:
    appellant_side: Side | None
    sentence: str  # what decided it: the title or a sentence of the judgment
    # the kind of evidence (roles.BASES) when just read by roles.criminal_reading; not cached, so not compared
    basis: str = field(default="", compare=False)


def precedent_roles(text: str, title: str = "") -> PrecedentRoles:
    """Which criminal-law side brought the matter before the court, when the judgment makes it clear."""
    head = (text or "")[:6000]
    if not _CRIMINAL.search(head):
        return PrecedentRoles(None, "")
    first_line = title or head.split("\n", 1)[0]
    parts = re.split(r"\s+(?:v|vs|versus)\.?\s+", first_line, maxsplit=1, flags=_I)
    found = _first_sentence(head, ((_APPELLANT_PROSECUTION, "prosecution"), (_APPELLANT_ACCUSED, "accused")))
    if found is not None:
        return PrecedentRoles(found[1], found[0])
    if len(parts) == 2 and len(first_line) < 300:
        left, right = parts
        if _STATE_PARTY.search(left) and not _STATE_PARTY.search(right):
            return PrecedentRoles("prosecution", first_line)
        if _STATE_PARTY.search(right) and not _STATE_PARTY.search(left):
            return PrecedentRoles("accused", first_line)
    return PrecedentRoles(None, "")


def _first_sentence(text: str, patterns) -> tuple[str, Side] | None:
    """The first sentence (in text order) matching one of the patterns, with that pattern's side; paragraphs
    are screened first so only matching ones are split into sentences."""
    for para in paragraph_spans(text):
        flat = flatten(text[para.start : para.end])
        hits = [side for pat, side in patterns if pat.search(flat)]
        if not hits:
            continue
        for sent in sentence_spans(text, para):
            raw = text[sent.start : sent.end]
            fs = flatten(raw)
            for pat, side in patterns:
                if pat.search(fs):
                    return raw, side
        return text[para.start : para.end][:400], hits[0]
    return None


__all__ = ["PrecedentRoles", "QueryRoles", "Role", "Side", "precedent_roles", "query_roles"]
