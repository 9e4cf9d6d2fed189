"""Follow-up messages the chat understands without an LLM.

``parse_followup`` recognises a small set of phrasings and returns an intent; anything else returns None
(the app then asks the LLM chain, when one is configured, or searches the message as a new fact pattern).
Long messages (a pasted fact pattern or judgment) are never read as follow-ups.

Recognised (case-insensitive, examples):
- K: "show 20", "top 5", "give me 15 cases", "20 results", "show more" (K + 10); "top 100" shows MAX_K and says
  so; "show -5", "show 0", "show 100000" change nothing (the answer names the range 1-MAX_K)
- years: "only cases after 1990" (1991-), "since 1990" / "from 1990" / "1990 onwards" (1990-),
  "before 1990" (-1989), "until 1990" / "up to 1990" (-1990), "between 1980 and 1990", "from 1980 to 1990",
  "1980-1990", "in the 1990s", "in 1995", "any year" (clears the years)
- courts: any court name present in the corpus ("only Supreme Court of India cases"), "any court"; a kind of
  court with a place ("only Delhi High Court cases", "Mumbai High Court": High Court of Bombay); a place no stored
  court holds ("only Madras High Court cases") changes nothing, and the answer names the stored courts of the kind
- "clear filters" / "reset filters" / "no filters"
- "more like #3", "similar to #3", "cases like the second one"
- "why is #2 relevant?", "explain #2", "tell me about #2"
- "which of these oppose the petitioner?", "which support the respondent", "which are neutral", "which of these
  go against my client?", "which support the landlord" (my client, us, these and a named role: the user's side)
- "exclude #4", "drop #4 and #6", "remove the first one"
- "show me the holding of #2", "what did #2 hold?", "what was decided in #3" (the card's own quotes, verbatim)
- "compare #1 and #4", "#2 vs #3", "how does #1 differ from #3?" (two or more cards side by side)
- "export these", "download the results as CSV", "save them" (the last results' export menu; nothing searched)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from lcr_core.explain.roles import FALLBACK, ROLES

MAX_FOLLOWUP_CHARS = 240
MAX_K = 50
YEAR_LO, YEAR_HI = 1800, 2100

# "client": the user's side when one is stated (the badges' reading), else the petitioner as the cards read it
Side = Literal["petitioner", "respondent", "client"]
Label = Literal["supports", "neutral", "opposes"]


@dataclass(frozen=True)
class Refine:
    """Change K and/or the filters, then re-run the current search. ``None`` = unchanged."""

    k: int | None = None
    k_delta: int = 0
    year_min: int | None = None
    year_max: int | None = None
    clear_years: bool = False
    courts: tuple[str, ...] | None = None
    clear_filters: bool = False
    # a court named that no court of the corpus matches ("only High Court cases" of a Supreme Court corpus): the
    # answer says so and changes nothing (it was dropped in silence, the other filters applied as if it were met)
    unknown_court: str | None = None
    k_asked: int | None = field(default=None, compare=False)  # "show 100" asked for 100; K is capped at MAX_K
    # "show -5", "show 0", "show 100000": no K to show. The answer names the range and changes nothing (they were
    # searched as fact patterns, and the results replaced)
    bad_k: int | None = None
    # the stored courts of the kind an unknown court named ("Madras High Court": the stored High Courts)
    stored_like: tuple[str, ...] = field(default=(), compare=False)

    def describe(self) -> str:
        parts = []
        if self.clear_filters:
            parts.append("filters cleared")
        if self.k is not None:
            capped = self.k_asked is not None and self.k_asked != self.k
            limit = (f"at most {self.k} are shown" if capped and self.k_asked > self.k else f"at least {self.k} is shown")
            parts.append(f"K = {self.k}" + (f" (you asked for {self.k_asked}; {limit})" if capped else ""))
        if self.k_delta:
            parts.append(f"{self.k_delta} more")
        if self.clear_years:
            parts.append("any year")
        if self.year_min is not None or self.year_max is not None:
            lo = self.year_min if self.year_min is not None else "…"
            hi = self.year_max if self.year_max is not None else "…"
            parts.append(f"years {lo}–{hi}")
        if self.courts is not None:
            parts.append("courts: " + (", ".join(self.courts) if self.courts else "any"))
        return ", ".join(parts)


@dataclass(frozen=True)
class MoreLike:
    rank: int


@dataclass(frozen=True)
class Why:
    rank: int


@dataclass(frozen=True)
class StanceFilter:
    side: Side
    label: Label
    role: str | None = None  # a party named by its role ("the landlord"): answered only when it is the user's side


@dataclass(frozen=True)
class Exclude:
    ranks: tuple[int, ...]


@dataclass(frozen=True)
class Holding:
    """Quote a card's holding and deciding sentence (what the court decided), not search."""

    rank: int


@dataclass(frozen=True)
class Compare:
    ranks: tuple[int, ...]


@dataclass(frozen=True)
class Export:
    """Offer the last results' export (Markdown, CSV, JSON) again; "export these" was searched as a fact pattern."""


Intent = Refine | MoreLike | Why | StanceFilter | Exclude | Holding | Compare | Export

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "top": 1, "last": -1}
_REF = (r"(?:#\s*(\d{1,3})|\b(?:no\.?|number|result|case|card)\s*#?\s*(\d{1,3})\b"
        r"|\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|last)\b(?:\s+(?:one|case|result))?)")
_YEAR = r"(1[89]\d\d|20\d\d)"


# Words that may stand just before "no. 4" / "number 4" / "case 4" naming a result ("similar to no. 4", "why is
# case no. 2 relevant", "compare no. 1 and no. 3"). Any other word there makes it a case's own number ("Criminal
# Appeal No. 123", "FIR no. 45", "Sessions Case No. 3"), never result #123; so does "of 1999" or "/2001" after it.
_REF_LEADS = frozenset("""
    about and or vs versus v to like of in on with from between than explain exclude drop remove hide skip ignore
    without compare contrast is was are were did does do hold held decide decided show me tell quote read summarise
    summarize see why what which how holding ruling ratio verdict result results card cards the also
    but then now please
""".split())
_CASE_NUMBER_TAIL = re.compile(r"\s*(?:of\b|/|-)\s*\d")


# between a case's own number and the next "no. N" of the same list ("Civil Appeal No. 4 and No. 5")
_LIST_JOIN = re.compile(r"\s*(?:,\s*)?(?:(?:and|or|&)\s+)?(?:case\s+)?")


def _refs(text: str) -> list[int]:
    out = []
    case_number_end = -1  # where the last case number ("Appeal No. 4") ended
    for m in re.finditer(_REF, text):
        num = m.group(1) or m.group(2)
        if m.group(2) and ((case_number_end >= 0 and _LIST_JOIN.fullmatch(text, case_number_end, m.start()))
                           or not _names_a_result(text, m)):
            case_number_end = m.end()  # "and No. 5" after "Appeal No. 4" is the next case number, not result #5
            continue
        out.append(int(num) if num else _ORDINALS[m.group(3)])
    return out


def _names_a_result(text: str, m: re.Match) -> bool:
    """Whether "no. 4" / "number 4" / "case 4" (``m``) names a result rather than a case by its own number;
    "result 4" and "card 4" always name a result."""
    said = m.group(0)
    if said.startswith(("result", "card")):
        return True
    if _CASE_NUMBER_TAIL.match(text, m.end()):  # "No. 12 of 1999", "No. 7/2001"
        return False
    before = re.findall(r"[\w.]+|[^\w\s]", text[max(0, m.start() - 40) : m.start()])  # the last words only
    if before and before[-1] in ("result", "card"):  # "result no. 2"
        return True
    if not said.startswith("case") and before and before[-1] == "case":  # "case no. 2": look before "case"
        before.pop()
    return not before or not re.match(r"\w", before[-1]) or before[-1].rstrip(".") in _REF_LEADS


def parse_followup(message: str, courts: Sequence[str] = ()) -> Intent | None:
    """The intent of a short follow-up message, or None when it is not a recognised phrasing."""
    text = " ".join((message or "").split()).lower()
    if not text or len(text) > MAX_FOLLOWUP_CHARS:
        return None
    for parse in (_export, _compare, _holding, _why, _more_like, _stance, _exclude):
        intent = parse(text)
        if intent is not None:
            return intent
    return _refine(text, courts)


# "#2", "result 2", "card 2": a result of the list wherever it is said (not "case 2" or "the second case", which a
# fact pattern says of its own cases)
_CARD_NUM = re.compile(r"#\s*\d{1,3}\b|\b(?:result|card)\s+#?\d{1,3}\b", re.IGNORECASE)
# "the second one / result": a result too, but only in a question or request ("the first one was quashed" narrates)
_CARD_ORDINAL = re.compile(r"\bthe\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|last)\s+"
                           r"(?:one|result|card|precedent)\b", re.IGNORECASE)


def card_numbers(message: str) -> list[int]:
    """The result numbers a message names, in order ("#2", "the second one"; -1 = the last result)."""
    return _refs(" ".join((message or "").split()).lower())


def refers_to_a_card(message: str) -> bool:
    """A short message that names a result of the list ("#2", "the second one"): about the shown cards, never
    a new fact pattern."""
    text = " ".join((message or "").split())
    return len(text) <= MAX_FOLLOWUP_CHARS and (_CARD_NUM.search(text) is not None or (
        _CARD_ORDINAL.search(text) is not None and _asks(text.lower())))


# A request or question's opening ("compare ...", "what did ...", "holding in ..."): a fact pattern narrates instead
_ASKS = re.compile(r"^(?:(?:please|now|ok|okay|and|so|then)\s+)*(?:what|which|how|why|who|where|show|give|tell|quote|"
                   r"read|compare|contrast|summari[sz]e|holding|ratio|verdict|ruling|did|does|do|was|were|is|are|can|"
                   r"could|would)\b")
MAX_ASK_WORDS = 14


def _result_refs(text: str) -> list[int]:
    """The result numbers of a message about the results: any when it names one by number ("#2", "result 2");
    "the second one" / "the second case" / "the first" count only in a short question or request, since
    "held", "decided", "versus" and "the first accused" are a fact pattern's words too."""
    return _refs(text) if _CARD_NUM.search(text) or _asks(text) else []


def _asks(text: str) -> bool:
    """A short question or request (lower-cased text), as a message about the results is."""
    return len(text.split()) <= MAX_ASK_WORDS and (text.endswith("?") or _ASKS.match(text) is not None)


# the whole message is the request ("export of goods was banned ..." is a fact pattern)
_EXPORT = re.compile(r"^(?:(?:please|now|ok|okay|and|then)\s+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?"
                     r"(?:export|download|save)(?:\s+(?:all\s+)?(?:of\s+)?(?:these|them|this|it|that|the|those|my|"
                     r"results?|cases|precedents|list|cards|answers?|search))*(?:\s+(?:as|to|in|into)\s+(?:an?\s+)?"
                     r"(?:markdown|md|csv|json|memo|file|excel|spreadsheet|word|pdf|text)(?:\s+file)?)?"
                     r"(?:\s+please)?\s*[.!?]*$")


def _export(text: str) -> Export | None:
    return Export() if _EXPORT.match(text) else None


def _compare(text: str) -> Compare | None:
    if re.search(r"\b(compare|comparison|compared|differ|differs|difference|differences|versus|vs\.?|contrast)\b",
                 text):
        named = _result_refs(text)
        refs = list(dict.fromkeys(named))
        if len(refs) >= 2:
            return Compare(tuple(refs))
        if len(named) >= 2:  # "compare #1 and #1": one card named twice, which the chat says
            return Compare(tuple(named))
    return None


def _holding(text: str) -> Holding | None:
    if re.search(r"\b(holding|held|hold|holds|ratio|decided|decide|ruling|ruled|rule|verdict|operative)\b", text):
        refs = _result_refs(text)
        if len(refs) == 1:
            return Holding(refs[0])
    return None


def _why(text: str) -> Why | None:
    if re.search(r"\b(why|explain|tell me (more )?about|what about|how is)\b", text):
        refs = _refs(text)
        if len(refs) == 1:
            return Why(refs[0])
    return None


def _more_like(text: str) -> MoreLike | None:
    if re.search(r"\b(more|cases?|others?|results?|anything)\s+(like|similar to)\b|\bsimilar\s+(to|cases to)\b", text):
        refs = _refs(text)
        if len(refs) == 1:
            return MoreLike(refs[0])
        if re.search(r"\blike (this|that)( one)?\b", text):
            return MoreLike(1)
    return None


def _stance(text: str) -> StanceFilter | None:
    if not re.search(r"\b(which|what|show|list|only)\b", text):
        return None
    if re.search(r"\boppos|\bagainst\b|\bhurt|\bharm|\bunfavou?rable\b|\bgo against\b", text):
        label: Label = "opposes"
    elif re.search(r"\bsupport|\bfavou?r|\bhelp|\bback(s|ing)?\b", text):
        label = "supports"
    elif re.search(r"\bneutral\b", text):
        label = "neutral"
    else:
        return None
    named = _ROLE_NAMED.search(text)
    role = named.group(1) if named else None
    if re.search(r"\brespondents?\b|\bthe state\b", text):
        side: Side = "respondent"
    elif re.search(r"\b(petitioner|appellant|applicant)s?\b", text):
        side = "petitioner"
    else:  # me, us, my client, these, a named role: the user's side as the cards read it
        side = "client"
    if not (role or re.search(r"\b(petitioner|appellant|applicant|respondent|the state|me|us|my client|"
                              r"our (side|client)|these|them|ones|above|listed|of the results|of the cases)\b|"
                              r"\bneutral\b", text)) or len(text.split()) > 14:
        return None
    return StanceFilter(side, label, role if side == "client" else None)


# a canonical role named in a stance question ("which support the landlord"); appellant / respondent are places
_ROLE_NAMED = re.compile(r"\b(" + "|".join(r for r in ROLES if r not in FALLBACK) + r")s?\b")


def _exclude(text: str) -> Exclude | None:
    if re.match(r"^(please )?(exclude|drop|remove|hide|skip|ignore|without)\b", text):
        refs = _refs(text)
        if refs:
            return Exclude(tuple(dict.fromkeys(refs)))
    return None


# Words a refinement may carry besides what the rules consume ("now show me only the cases ...").
_FILLER = frozenset("""
    a all and any are as at be can cases case court courts decided decisions do ever filter filters for from give
    hits i in instead into it just judgments keep later let limit list make me more most my narrow now of on only
    onwards ones or please precedents rather restrict results same search see show than that the them then these
    those to too up want were what which with would you yes ok okay also but
""".split())
# Words before "High Court" that describe the cases, not a place ("only recent High Court cases")
_NOT_PLACES = frozenset("""
    recent latest newest new newer old older oldest earlier earliest last past current reported unreported
    important key major leading landmark notable famous relevant similar related other such few some several many
    good best top first previous prior indian appellate constitutional criminal civil matching respective
""".split())
# A High Court's city and its name in court titles, both ways ("Mumbai High Court": "High Court of Bombay")
_PLACE_ALIASES: dict[str, tuple[str, ...]] = {}
for _a, _b in (("mumbai", "bombay"), ("chennai", "madras"), ("kolkata", "calcutta"), ("guwahati", "gauhati"),
               ("bengaluru", "karnataka"), ("bangalore", "karnataka"), ("odisha", "orissa"), ("cuttack", "orissa"),
               ("ernakulam", "kerala"), ("kochi", "kerala"), ("chandigarh", "punjab"), ("haryana", "punjab"),
               ("jabalpur", "madhya"), ("hyderabad", "telangana"), ("hyderabad", "andhra"), ("prayagraj", "allahabad"),
               ("lucknow", "allahabad"), ("nainital", "uttarakhand"), ("ranchi", "jharkhand"),
               ("bilaspur", "chhattisgarh"),
               ("shimla", "himachal"), ("jodhpur", "rajasthan"), ("jaipur", "rajasthan"), ("ahmedabad", "gujarat"),
               ("srinagar", "kashmir"), ("jammu", "kashmir"), ("patna", "bihar")):
    _PLACE_ALIASES[_a] = (*_PLACE_ALIASES.get(_a, ()), _b)
    _PLACE_ALIASES[_b] = (*_PLACE_ALIASES.get(_b, ()), _a)
_CLEAR = r"\b(clear|reset|remove|drop)\s+(all\s+)?(the\s+)?filters?\b|\bno filters?\b"


def _refine(text: str, courts: Sequence[str]) -> Refine | None:
    """K / year / court refinements; only when the message is little more than the refinement, so a short
    fact pattern that mentions a year ("killed in 1995 by ...") is still searched as a fact pattern."""
    fields: dict = {}
    consumed: list[tuple[int, int]] = []
    m = re.search(_CLEAR, text)
    if m:
        fields["clear_filters"] = True
        consumed.append(m.span())
    asks = re.match(r"^(?:(?:now|ok|okay|and|then|please)\s+)*(?:only|just|show|restrict|limit|filter|give|list)\b", text)
    for part in (_k(text), _years(text), _courts(text, courts)):
        if part is not None:
            values, span = part
            fields.update(values)
            if "unknown_court" not in values or asks:
                # an unknown court's words stay unless the message asks for a filter: "the high court in 2010
                # dismissed ..." narrates; "only Punjab and Haryana High Court cases" asks, its place words consumed
                consumed.append(span)
    if not fields:
        return None
    if set(fields) - {"stored_like"} == {"unknown_court"} and not asks:
        return None  # "the district court cases were transferred" narrates: searched
    rest = list(text)
    for a, b in consumed:
        rest[a:b] = [" "] * (b - a)
    leftover = [w for w in re.findall(r"[a-z0-9']+", "".join(rest)) if w not in _FILLER]
    return Refine(**fields) if len(leftover) <= 2 else None


def _k(text: str) -> tuple[dict, tuple[int, int]] | None:
    m = (re.search(r"\b(?:show|give|list|get|display|return|see)\s+(?:me\s+)?(?:the\s+)?(?:top\s+|first\s+)?"
                   r"(-?\d+)\b(?!\s*(?:years?|s\b))", text)
         or re.search(r"^(?:only\s+)?(?:the\s+)?top\s+(-?\d+)\b", text)
         or re.search(r"(?<![\w-])(-?\d+)\s+(?:results|cases|hits|precedents|cards|judgments)\b", text))
    if m:
        k = int(m.group(1))
        if YEAR_LO <= k <= YEAR_HI:  # "show 1980-1990", "show 1995 onwards": a year, read by _years
            return None
        if k < 1 or k >= 1000:  # "show -5", "show 0", "show 100000": no K to show; the answer names the range
            return {"bad_k": k}, m.span()
        return {"k": min(k, MAX_K), "k_asked": k}, m.span()  # "top 100": as many as may be shown, and says so
    m = re.search(r"\b(show|give|see|load)\s+(me\s+)?more\b|\bmore results\b", text)
    if m:
        return {"k_delta": 10}, m.span()
    return None


def _years(text: str) -> tuple[dict, tuple[int, int]] | None:
    m = re.search(r"\b(any|all) years?\b|\bregardless of (the )?year\b", text)
    if m:
        return {"clear_years": True}, m.span()
    y = _YEAR
    rules: list[tuple[str, callable]] = [
        (rf"\bbetween\s+{y}\s+and\s+{y}\b", lambda a, b: (int(a), int(b))),
        (rf"\bfrom\s+{y}\s+(?:to|till|until|through)\s+{y}\b", lambda a, b: (int(a), int(b))),
        (rf"\b{y}\s*(?:-|–|to)\s*{y}\b", lambda a, b: (int(a), int(b))),
        (r"\b(?:in\s+the\s+)?(1[89]\d0|20\d0)'?s\b", lambda a: (int(a), int(a) + 9)),
        (rf"\b(?:after|later than|post[- ]?)\s*{y}\b", lambda a: (int(a) + 1, None)),
        (rf"\b(?:since|from|starting|onwards? from)\s+{y}\b|\b{y}\s+(?:onwards?|or later|and later|and after)\b",
         lambda a=None, b=None: (int(a or b), None)),
        (rf"\b(?:before|earlier than|prior to|pre[- ]?)\s*{y}\b", lambda a: (None, int(a) - 1)),
        (rf"\b(?:until|till|up to|upto|through|by)\s+{y}\b|\b{y}\s+(?:or earlier|and earlier|and before)\b",
         lambda a=None, b=None: (None, int(a or b))),
        (rf"\b(?:in|from|of|decided in)\s+{y}\b", lambda a: (int(a), int(a))),
    ]
    for pattern, make in rules:
        m = re.search(pattern, text)
        if m:
            lo, hi = make(*[g for g in m.groups()])
            if lo is not None and hi is not None and lo > hi:
                lo, hi = hi, lo
            span = m.span()
            if (lo is None) != (hi is None):  # "after 1990 and before 2000": the other bound was dropped
                rest = text[: span[0]] + " " * (span[1] - span[0]) + text[span[1]:]
                for other, make_other in rules[4:8]:  # the one-sided rules
                    o = re.search(other, rest)
                    if not o:
                        continue
                    lo2, hi2 = make_other(*[g for g in o.groups()])
                    if (lo is None) == (lo2 is None):  # the same side named twice: not a range
                        continue
                    lo, hi = (lo2, hi) if lo is None else (lo, hi2)  # kept as asked: "after 1990 and before
                    span = (min(span[0], o.start()), max(span[1], o.end()))  # 1980" matches no year
                    break
            return {"year_min": lo, "year_max": hi}, span
    return None


def _place_before(head: str) -> tuple[str, int] | None:
    """The place named right before a court's kind, and where it starts: the longest run of up to three words at the
    end of ``head`` ("delhi", "andhra pradesh", "punjab and haryana"), "and" only between two of them, none a filler
    or an adjective ("only recent High Court cases" names no place)."""
    words = list(re.finditer(r"[a-z]+", head))
    if not words or head[words[-1].end():].strip():
        return None
    for n in (3, 2, 1):
        run = words[-n:]
        if len(run) < n:
            continue
        inner = [w.group(0) for w in run]
        if (inner[0] == "and" or inner[-1] == "and" or any(w != "and" and (w in _FILLER or w in _NOT_PLACES) for w in inner)
                or (n == 3 and inner[1] != "and") or (n == 2 and "and" in inner)):
            continue
        return " ".join(inner), run[0].start()
    return None


def _courts(text: str, courts: Sequence[str]) -> tuple[dict, tuple[int, int]] | None:
    m = re.search(r"\b(any|all) courts?\b", text)
    if m:
        return {"courts": ()}, m.span()
    for c in sorted({c for c in courts if c}, key=len, reverse=True):
        at = text.find(c.lower())
        if at >= 0:
            return {"courts": (c,)}, (at, at + len(c))
    # "only supreme court cases": a court named by a distinctive part of its name
    m = re.search(r"\b((?:supreme|high|district|sessions|family|consumer)\s+court(?:\s+of\s+[a-z ]+?)?)\b"
                  r"(?=\s+(?:cases|judgments|decisions|only|after|before|since|from|between|until|till|up to|in|"
                  r"decided|post|pre|prior|earlier|later|and)\b|$|[?.!,])", text)
    if m:
        part = m.group(1).strip()
        hits = tuple(sorted({c for c in courts if c and part in c.lower()}))
        # "only Delhi High Court cases" (the corpus says "High Court of Delhi"): the place named before the kind
        # picks among the kind's courts, where it was dropped and every High Court applied
        place = _place_before(text[: m.start()])
        if place is not None:
            name, start = place
            names = (name, *_PLACE_ALIASES.get(name, ()))  # "Mumbai": "High Court of Bombay"
            named = tuple(c for c in hits if any(re.search(rf"\b{re.escape(n)}\b", c.lower()) for n in names))
            if named:
                return {"courts": named}, (start, m.end())
            # "only Madras High Court cases" of a store without one: every High Court applied. A word before the
            # kind that is not a filler or a known adjective ("recent", "latest") is taken for a place (a
            # misspelt one too: "Bombey"), and the answer names the stored courts of the kind instead
            return {"unknown_court": f"{name} {part}", "stored_like": hits}, (start, m.end())
        if hits:
            return {"courts": hits}, m.span()
        if courts:  # the corpus's courts are known and none is this one ("high court of madras": its kind named)
            kind = re.match(r"[a-z]+ court", part).group(0)
            return {"unknown_court": part, "stored_like": tuple(sorted({c for c in courts if c and kind in c.lower()}))
                    }, m.span()
    return None
