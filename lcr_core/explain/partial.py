"""Who gained from a judgment that succeeded "only in part": the appellant, the respondent, or both (mixed).

A ``partly`` outcome (``outcome.py``) is not neutral by itself. The stance labels (``datasets/stance/README.md``)
follow one principle, and so does this reader: **neutral only when each side won something material on the
contested points**; otherwise the stance follows the side that gained. Read from the closing order:

- **a dismissal with modifications** ("the appeal is dismissed with the said modifications", a conviction altered
  to a lesser offence with the sentences maintained, back wages trimmed while reinstatement stays): the
  appellant lost the core of its case - the respondent gained.
- **a partial allowance** ("allowed to the extent indicated", "partly allowed", "allowed in part"): the appellant
  gained - unless the closing order also decides a contested point against it ("the unabsorbed loss, however,
  cannot be carried forward", "but the conviction under s. 324 is maintained", "in all other respects the
  appeal fails"). Points the court says are not before it ("we are not concerned with ...") do not count.
- **a sentence cut while the conviction stands** (or a death sentence commuted): each side won something - mixed.
- **a batch with opposite dispositions** ("the appeal preferred by the State fails and is dismissed"; "the appeal
  preferred by the respondent is allowed"): each disposition names whose appeal it was; when every result
  favours the same party, that party gained, else mixed.
- **mixed by person** (some appellants succeed, others fail) and a bare editorial "partly allowed": mixed, since
  the user's client could be any of them.

Everything here reads the court's own closing sentences; nothing is guessed when they say nothing clear
(``None`` = mixed or unclear, which the badge shows as neutral).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import Span, sentence_spans
from .outcome import ALLOW, ALTERED, DISMISS, NARRATIVE, REDUCED, REFUSED_CHANGE, REMAND, OutcomeResult, flatten

_I = re.IGNORECASE

# a contested point decided against the appellant next to its partial success
CONTRARY = re.compile(
    r"\b(?:however|but)\b[^.;]{0,200}?\b(?:cannot|can ?not|could not|not entitled|was right|were right|rightly|"
    r"(?:is|are|stands?|be)\s+(?:hereby\s+)?(?:rejected|maintained|upheld|confirmed|affirmed|sustained|dismissed)|"
    r"fails?|must fail)\b"
    r"|\b(?:in all other respects|in other respects|rest of the (?:appeal|petition|claim)|remaining (?:claims?|"
    r"grounds?|points?|questions?))\b[^.;]{0,80}\b(?:fails?|dismissed|rejected|undisturbed|maintained|upheld|"
    r"confirmed|stands?)\b"
    # "the appeal in so far as it concerns the interest is dismissed", "to that extent the appeal is dismissed"
    r"|\b(?:appeals?|petitions?)\s+in so far as\b[^.;]{0,160}\b(?:is|are|stands?)\s+(?:hereby\s+)?(?:dismissed|"
    r"rejected)\b"
    r"|\bto that extent\b[^.;]{0,60}\b(?:dismissed|fails?|rejected)\b"
    r"|\b(?:dismissed|fails?|rejected)\b[^.;]{0,30}\bto that extent\b"
    # the court keeps part of the decision below: "We confirm the judgment of the High Court in so far as it rejects
    # the challenge by the Appellant to the finding of misconduct" (roles22: a dismissal cut to compulsory retirement)
    r"|\b(?:we|this court)\s+(?:\w+\s+)?(?:confirm|uphold|affirm|sustain)\s+(?:the\s+)?(?:impugned\s+)?(?:[\w-]+\s+)?"
    r"(?:judgment|order|decision|findings?)\b[^.;]{0,80}?\b(?:in so far as|insofar as|to the extent)\b",
    _I)
# a criminal appellant's partial success beside a conviction the Court keeps or records anew
CONVICTION_KEPT = re.compile(
    r"\bwe\W+(?:(?:therefore|accordingly|hence|thus)\W+)?convict\b"
    r"|\bconvictions?\b[^.;]{0,160}\b(?:is|are|stands?|shall stand)\s+(?:hereby\s+|accordingly\s+)?(?:maintained|"
    r"upheld|confirmed|affirmed|sustained)\b"
    r"|\bwhile\s+(?:maintaining|upholding|confirming)\s+(?:the\s+)?convictions?\b", _I)
# one sentence disposing of different parties' appeals opposite ways ("the appeal of A is dismissed whereas the
# appeal of B is allowed"): the user's client could be either, so mixed
SPLIT_BY_PERSON = re.compile(
    r"\b(?:dismissed|fails?|rejected)\b[^.;]{0,100}\b(?:while|whereas|but)\b[^.;]{0,100}\b(?:allowed|succeeds?)\b"
    r"|\b(?:allowed|succeeds?)\b[^.;]{0,100}\b(?:while|whereas|but)\b[^.;]{0,100}\b(?:dismissed|fails?|rejected)\b",
    _I)
# roles29: one appeal allowed as against some persons "and" dismissed as against the others ("the appeals are allowed
# to the extent indicated above as against Hanumant Singh, ... accused and dismissed as against the remaining
# accused", State of U.P. v Mukunde Singh, AILA C1535; "the appeal filed by the State is allowed so far as respondents
# 2 to 10 are concerned and dismissed so far as respondent no.11 Toran Singh is concerned", C2842): each verb scoped
# to persons, so "and" joins two results, not an order and its consequence
SPLIT_BY_PERSON_SCOPED = re.compile(
    r"\ballowed\b[^.;]{0,60}?\b(?:as against|qua|in respect of|so far as)\b[^.;]{0,250}?\band\s+(?:is\s+|are\s+)?"
    r"dismissed\s+(?:as against|qua|in respect of|so far as)\b"
    r"|\bdismissed\b[^.;]{0,60}?\b(?:as against|qua|in respect of|so far as)\b[^.;]{0,250}?\band\s+(?:is\s+|are\s+)?"
    r"allowed\s+(?:as against|qua|in respect of|so far as)\b", _I)
# the court itself says each side won something ("As success is divided, there will be no order as to costs")
SUCCESS_DIVIDED = re.compile(
    r"\bsuccess\s+(?:is|was|has been|being)\s+(?:\w+\s+)?(?:divided|shared)\b"
    r"|\bdivided success\b"
    r"|\b(?:both|the) parties\s+(?:have\s+)?(?:partly|partially)\s+succeeded\b"
    r"|\beach (?:party|side)\s+(?:has\s+)?(?:partly|partially\s+)?succeeded\b", _I)
# a partial allowance that only sends the matter back undecided ("remitted to the High Court for fresh disposal
# ... we have not expressed any opinion on the merits"): nothing was won on the contested point
NO_MERITS_DECIDED = re.compile(
    r"\bopinion on (?:the )?merits\b|\bwithout (?:going into|entering into|examining|considering) the merits\b"
    r"|\bopen (?:to|for) (?:both )?(?:the )?parties\b[^.;]{0,60}\b(?:merits|contentions)\b", _I)
# the Court records the lesser conviction itself ("the proper conviction would be under Section 304 Part I"): the
# accused keeps a conviction beside the partial success - each side won something
CONVICTION_RECORDED = re.compile(
    r"\b(?:proper|appropriate|correct|right)\s+conviction\s+(?:would|should|shall|will|must)\s+be\s+(?:one\s+)?"
    r"(?:under|for)\b", _I)
# a finding in the reasoning, not a disposition: "the averments in the writ petition alleging mala fides must be
# accepted" (the word "accepted" near "petition" reads as an allowance otherwise)
ARGUMENT_ACCEPTED = re.compile(
    r"\b(?:averments?|allegations?|submissions?|contentions?|pleas?|arguments?|version|explanation)\b[^.;]{0,80}?"
    r"\b(?:must|should|has to|have to|cannot|can|could|would)\s+(?:not\s+)?be\s+accepted\b", _I)
# a shorter sentence put in place of the one imposed
SENTENCE_SUBSTITUTED = re.compile(
    r"\bsentences?\b[^.;]{0,120}\b(?:is|are|be|shall be)\s+substituted\s+for\b"
    r"|\bsubstitut(?:e|ed|ing)\b[^.;]{0,60}\bsentences?\b[^.;]{0,60}\bfor\b"
    r"|\bmodification of the sentences?\b", _I)
# a conviction for murder altered to one for hurt (ss. 323-326, 335 IPC): the homicide charge is gone - a material
# gain for the accused, unlike murder -> culpable homicide (s. 304) with a sentence cut, which stays mixed
MURDER_TO_HURT = re.compile(
    r"\b302\b[^.;]{0,80}\b(?:altered|converted|modified|substituted|alter|convert)\b[^.;]{0,60}?"
    r"(?:\b(?:s|ss|section|sections|u/s)\s*)?\b(?:32[3-6]|335)\b(?![^.;]{0,40}\b30[24]\b)", _I)
# roles28: the same said as what the accused "can only be convicted" of, the murder conviction told earlier ("he can
# only be convicted u/s. 324 of IPC and ... we feel that the ends of justice would be met by altering the sentence to
# the period already undergone", AILA C2109, after the Sessions Court's conviction under ss. 302 and 324)
_HURT_SECTION = r"(?:(?:s|ss|sec|secs|section|sections|u/s)\b\.?\s*)?(?:32[3-6]|335)\b"
ONLY_HURT = re.compile(
    rf"\bonly\s+be\s+(?:convicted|held\s+guilty|punished)\s+(?:under|for|u/s\b\.?)\s*{_HURT_SECTION}"
    rf"|\b(?:convicted|guilty)\s+only\s+(?:under|for|of|u/s\b\.?)\s*{_HURT_SECTION}", _I)
_HOMICIDE = re.compile(r"\b30[24]\b", _I)
MURDER_CONVICTION = re.compile(r"\bconvict\w*\b[^.;]{0,120}?\b302\b", _I)
NOT_BEFORE_US = re.compile(r"\b(?:not concerned|not in issue|not before us|not challenged|no appeal against|"
                           r"not the subject)\b", _I)
SENTENCE_KEPT = re.compile(r"\b(?:maintain|maintained|maintaining|confirm|confirmed|uphold|upheld)\b[^.;]{0,30}\b"
                           r"sentences?\b|\bsentences?\b[^.;]{0,60}\b(?:maintained|confirmed|upheld|shall stand|"
                           r"remain|unaltered|unchanged)\b|\bsame sentences?\b"
                           r"|\b(?:does|do|did|would|need)\s+not\s+(?:\w+\s+){0,2}?(?:any\s+)?(?:change|alteration|"
                           r"modification|interference)\s+(?:in|of|with)\s+(?:the\s+)?(?:order of\s+)?sentences?\b"
                           r"|\bno\s+(?:change|alteration|modification)\s+(?:in|of)\s+(?:the\s+)?sentences?\b", _I)
# roles28: the fine and the imprisonment in default of paying it are not the sentence a conviction altered keeps ("He
# is sentenced to undergo rigorous imprisonment for a period of 10 (ten) years. The fine and default sentence awarded
# by the Trial Court are maintained.", AILA C541: life for murder became ten years for s.304 Part II)
_DEFAULT_SENTENCE = re.compile(r"\b(?:the\s+)?(?:fine\s+and\s+(?:the\s+)?)?default\s+sentences?\b"
                               r"|\bsentences?\s+in\s+default(?:\s+of\s+(?:payment\s+of\s+)?(?:the\s+)?fine)?\b", _I)
# "Criminal Appeal No. 222 of 1959 preferred by the State", "the appeal of the accused", "the State's appeal"
_WHOSE = re.compile(
    r"\b(?:appeals?|petitions?)\b[^.;]{0,60}?\b(?:preferred|filed|brought)\s+by\s+(?:the\s+)?(?P<a>[a-z-]+)"
    r"|\b(?:appeals?|petitions?)\s+of\s+(?:the\s+)?(?P<b>[a-z-]+)"
    r"|\b(?:the\s+)?(?P<c>[a-z-]+)'s\s+(?:appeals?|petitions?)\b",
    _I)


@dataclass(frozen=True, slots=True)
class Gain:
    """Who gained from a partial outcome: a canonical role or a place ('appellant' / 'respondent'), or None
    (mixed / unclear); and the reason in a few words."""

    who: str | None
    why: str


def closing_sentences(text: str, span: Span, before: int = 1500, after: int = 900) -> list[str]:
    """The flattened sentences around the deciding sentence (the closing order)."""
    a, b = max(0, span.start - before), min(len(text), span.end + after)
    out: list[str] = []
    pos = a
    for line in text[a:b].split("\n"):
        if line.strip():
            lead = len(line) - len(line.lstrip())
            para = Span(pos + lead, pos + len(line.rstrip()))
            out += [flatten(text[s.start : s.end]) for s in sentence_spans(text, para)]
        pos += len(line) + 1
    return out


def partial_gain(text: str, res: OutcomeResult, parties=None, criminal: bool = False) -> Gain:
    """Who gained from a ``partly`` outcome (see the module docstring). ``parties`` (a ``PartyRoles``) turns the
    places a batch's dispositions name ("preferred by the respondent") into roles."""
    from .roles import role_of_word

    if res.outcome != "partly" or res.span is None:
        return Gain(None, "not a partial outcome")
    rule = res.rule
    if rule.startswith("editorial") or "some appellants" in rule or "for some" in rule:
        return Gain(None, "mixed: the result differs between parties or was not stated")
    zone = [s for s in closing_sentences(text, res.span) if not NOT_BEFORE_US.search(s)]
    deciding = flatten(text[res.span.start : res.span.end])
    split = _split_dispositions(zone, criminal, role_of_word, parties)
    if split is not None:
        return split
    if _each_sides_appeal_failed(zone, criminal, role_of_word, parties):
        return Gain(None, "mixed: each side's own appeal failed")
    decided = _each_sides_appeal_decided(zone, text, criminal, role_of_word, parties)
    if decided is not None:
        return decided
    if "some matters" in rule:
        winners: set[str] = set()
        directions: set[bool] = set()
        for s in zone:
            allow, dismiss = bool(ALLOW.search(s)), bool(DISMISS.search(s))
            if allow == dismiss or NARRATIVE.search(s) and not re.search(r"\b(?:preferred|filed) by\b", s, _I):
                continue
            if allow and ARGUMENT_ACCEPTED.search(s):
                continue
            directions.add(allow)
            m = _WHOSE.search(s)
            word = next((g for g in (m.group("a"), m.group("b"), m.group("c")) if g), None) if m else None
            role = _party_word(word, criminal, role_of_word)
            if role is None:
                continue
            winners.add(role if allow else f"not {role}")
        named = {_normal(w, None) for w in winners} - {"appellant", "respondent"}
        # the results naming a party by its role decide: in a batch of cross appeals "the respondent" names a
        # party by its place in one of the appeals only; places count when no result names a role
        sides = named or {_normal(w, parties) for w in winners}
        if len(sides) == 1:
            return Gain(next(iter(sides)), "every result of the batch favours the same party")
        if winners or len(directions) != 1:
            return Gain(None, "mixed: the batch's results favour different parties" if winners else
                        "mixed: the batch's results go both ways and name no party")
        # the closing order disposes of everything one way and names no party: no batch is visible here, so the
        # closing order is read like any other partial outcome below
    if any(SUCCESS_DIVIDED.search(s) for s in zone):
        return Gain(None, "mixed: the court says success is divided")
    after = text[res.span.start : min(len(text), res.span.end + 600)]
    if REMAND.search(after) and any(NO_MERITS_DECIDED.search(s) for s in zone):
        return Gain(None, "mixed: the matter was sent back with nothing decided on the merits")
    if criminal and any(MURDER_TO_HURT.search(s) and not NARRATIVE.search(s) for s in zone):
        return Gain("accused", "the murder conviction was replaced by one for hurt, not homicide")
    if criminal and any(ONLY_HURT.search(s) and not NARRATIVE.search(s) and not _HOMICIDE.search(s) for s in zone) \
            and MURDER_CONVICTION.search(flatten(text[: max(0, res.span.start - 1500)])):
        return Gain("accused", "the murder conviction was replaced by one for hurt, not homicide")
    if any(SPLIT_BY_PERSON.search(s) and not NARRATIVE.search(s) for s in zone):
        return Gain(None, "mixed: some appeals were allowed, others dismissed")
    if any(SPLIT_BY_PERSON_SCOPED.search(s) and not NARRATIVE.search(s) for s in zone):
        return Gain(None, "mixed: the appeal was allowed against some persons and dismissed against others")
    # (a change refused, or a court below's change held wrong - "the High Court is not justified in reducing the
    # sentence" - is no change made here: outcome.REFUSED_CHANGE, as the outcome's own cues read it; roles24)
    reduced = any((REDUCED.search(s) or (criminal and SENTENCE_SUBSTITUTED.search(s))) and not NARRATIVE.search(s)
                  and not REFUSED_CHANGE.search(s) for s in zone)
    if reduced:
        return Gain(None, "mixed: the conviction stands but the sentence was cut")
    dismiss_form = bool(DISMISS.search(deciding)) and not ALLOW.search(deciding)
    if dismiss_form:
        return Gain("respondent", "the appeal was dismissed, only modified")
    if rule == "partial: conviction altered" or any(ALTERED.search(s) for s in zone
                                                    if not NARRATIVE.search(s) and not REFUSED_CHANGE.search(s)):
        if any(SENTENCE_KEPT.search(_DEFAULT_SENTENCE.sub(" ", s)) for s in zone):
            return Gain("respondent", "the conviction was altered but the sentences were maintained")
        return Gain(None, "mixed: the conviction was altered to a lesser offence")
    if ALLOW.search(deciding) or re.search(r"\b(?:allowed|allow|succeeds?|accepted)\b", deciding, _I):
        if any(CONTRARY.search(s) for s in zone):
            return Gain(None, "mixed: a contested point was decided against the appellant")
        if criminal and any((CONVICTION_KEPT.search(s) or CONVICTION_RECORDED.search(s)) and not NARRATIVE.search(s)
                            for s in zone):
            return Gain(None, "mixed: a conviction was kept or recorded anew beside the partial success")
        return Gain("appellant", "the appeal succeeded on the points before the court")
    return Gain(None, "mixed or unclear")


# roles24: one sentence disposing of each side's appeal ("the appeal preferred by the State is allowed and that of the
# workman is dismissed", AILA C1293; "the appeal by the management is dismissed and by the workmen allowed only with
# respect to the grant of wages", IRLeD prior_case_1628): cross appeals, each clause naming its party by a role word
# review24: not what counsel asked for ("Learned counsel submitted that the Appeal filed by the State ... be dismissed
# and the Appeal filed by the accused requires to be allowed", AILA C2229) nor the order under appeal ("whereby the
# High Court allowed appeal of one of the four accused persons and dismissed appeal of the other three", C2384)
_NOT_THIS_ORDER = re.compile(r"\b(?:submit(?:s|ted)|argued?|contend(?:s|ed)|urged?|pray(?:s|ed)|whereby|wherein)\b", _I)
_SPLIT_CLAUSE = re.compile(r"\b(?:and|while|whereas|but)\b|;", _I)
_CLAUSE_ALLOW = re.compile(r"\b(?:allowed|accepted|succeeds?)\b", _I)
_CLAUSE_DISMISS = re.compile(r"\b(?:dismissed|rejected|fails?)\b", _I)
_CLAUSE_PARTY = re.compile(r"\b(?:appeals?|petitions?|that|those)\s+(?:\w+\s+){0,2}?(?:preferred\s+by|filed\s+by|by|of)\s+"
                           r"(?:the\s+)?(?P<a>[a-z-]+)|^\W*(?:\w+\s+)?by\s+(?:the\s+)?(?P<b>[a-z-]+)"
                           r"|\b(?:the\s+)?(?P<c>[a-z-]+)['\u2019]s\s+(?:appeals?|petitions?)\b", _I)


def _split_dispositions(zone: list[str], criminal: bool, role_of_word, parties) -> Gain | None:
    """Who gained when one closing sentence allows one side's appeal and dismisses the other's, each named by a role
    word (not a place, which differs between cross appeals, nor a name): that side when every clause favours it, else
    mixed; None when no such sentence is there."""
    from .roles import OPPOSITE, in_area

    pair = getattr(parties, "pair", None)
    for s in zone:
        if (NARRATIVE.search(s) or _NOT_THIS_ORDER.search(s)
                or not (_CLAUSE_ALLOW.search(s) and _CLAUSE_DISMISS.search(s))):
            continue
        winners: list[str] = []
        kinds: set[bool] = set()
        whose: set[bool] = set()  # the dispositions of appeals told apart by whose they are (a role, a place, a name)
        placed: list[str] = []  # review24: the winners when a clause names its party by place (AILA C1657)
        pending = ""  # the verbless clauses before a verb: items of a list of names split at "and" (roles26)
        for clause in _SPLIT_CLAUSE.split(s):
            allow, dismiss = bool(_CLAUSE_ALLOW.search(clause)), bool(_CLAUSE_DISMISS.search(clause))
            if not (allow or dismiss):
                pending += " " + clause
                continue
            m = _CLAUSE_PARTY.search(clause)
            if m is None and pending:
                # "the appeals of Thakur Singh, Akhilesh Ojha and Keshav Singh are allowed": the
                # subject begins in the list's first item
                m = _CLAUSE_PARTY.search(pending)
            pending = ""
            if allow == dismiss or m is None:
                continue
            whose.add(allow)
            role = _party_word(next(g for g in m.groups() if g), criminal, role_of_word)
            if role in ("appellant", "respondent"):
                placed.append(role if allow else _OTHER_PLACE[role])
                continue
            if role is None:
                continue
            role = in_area(role, pair)
            if role not in OPPOSITE:
                continue
            kinds.add(allow)
            winners.append(role if allow else OPPOSITE[role])
        if len(winners) >= 2 and len(kinds) == 2:
            if len(set(winners)) == 1:
                return Gain(winners[0], "each side's appeal was decided for the same party")
            return Gain(None, "mixed: each side's appeal was decided for itself")
        if len(whose) == 2 and len(placed) >= 2 and len(set(placed)) == 1 and not winners:
            # review24: "the appeals filed by the appellant society are hereby allowed and the appeals filed by the
            # respondents herein are hereby dismissed" (AILA C1657): both places' appeals decided for one of them
            return Gain(placed[0], "each side's appeal was decided for the same party")
        if len(whose) == 2:
            # one party's appeal allowed and another's dismissed, told apart by names or places only: the user's
            # client could be either (SPLIT_BY_PERSON, written with "and")
            return Gain(None, "mixed: some appeals were allowed, others dismissed")
    return None


_OTHER_PLACE = {"appellant": "respondent", "respondent": "appellant"}

# roles27: the owner of an appeal a sentence dismisses ("Criminal Appeal 369 of 1969 preferred by the original accused
# 1 is dismissed", AILA C2382), as the subject of the sentence: the first appeal it names with its party
_OWNED_APPEAL = re.compile(
    r"\b(?:appeals?|petitions?)\b[^.;]{0,60}?\b(?:preferred|filed|brought)\s+by\s+(?:the\s+)?(?:original\s+|said\s+)?"
    r"(?P<a>[a-z-]+)|\b(?:the\s+)?(?P<c>[a-z-]+)['\u2019]s\s+(?:own\s+)?(?:cross[- ])?(?:appeals?|petitions?)\b", _I)


_ITS_DISMISSAL = re.compile(r"^[^.;]{0,120}?\b(?:is|are|stands?|be)\s+(?:\w+\s+)?(?:dismissed|rejected)\b"
                           r"|^[^.;]{0,120}?\bfails?\b", _I)


def _each_sides_appeal_failed(zone: list[str], criminal: bool, role_of_word, parties) -> bool:
    """Cross appeals each dismissed: the closing order dismisses an appeal preferred by one side and, in the same or
    another sentence, one preferred by the other ("Criminal Appeal 59 of 1975 preferred by the State ... against
    original accused 2 and 3 is dismissed and it is partly allowed as far as accused 1 is concerned ... Criminal
    Appeal 369 of 1969 preferred by the original accused 1 is dismissed", AILA C2382): neither side's appeal won,
    whatever the small change made in one of them."""
    from .roles import OPPOSITE, in_area

    pair = getattr(parties, "pair", None)
    failed: set[str] = set()
    for s in zone:
        if NARRATIVE.search(s) or _NOT_THIS_ORDER.search(s) or not DISMISS.search(s):
            continue
        m = _OWNED_APPEAL.search(s)
        if m is None or not _ITS_DISMISSAL.search(s[m.end():]):
            continue
        role = _party_word(m.group("a") or m.group("c"), criminal, role_of_word)
        if role is None or role in ("appellant", "respondent"):
            continue
        role = in_area(role, pair)
        if role in OPPOSITE:
            failed.add(role)
    return any(OPPOSITE[r] in failed for r in failed)


# roles29: the court's own order on an appeal it names with its filer, the verb first ("We, therefore, allow Criminal
# Appeal No.109 of 1989 filed by Lakhiya Devi", "We dismiss Criminal Appeal No.407 of 1987 filed by the accused", Lakhiya
# Devi v Girja Yadav, AILA C1706) or last ("the appeal preferred by the State is dismissed"); the filer is a role word
# or a name the judgment gives a role (:func:`_role_of_name`)
_FILER = r"(?:the\s+)?(?:original\s+|said\s+)?(?P<w>(?-i:[A-Z][\w.-]*)(?:\s+(?-i:[A-Z][\w.-]*)){0,3}|[a-z-]+)"
_ORDER_ON_OWNED = re.compile(
    r"\b(?:we|court)\b[^.;]{0,40}?\b(?:(?P<a>allow|accept)|(?P<d>dismiss|reject))\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:appeals?|petitions?|revisions?)\b[^.;]{0,60}?\b(?:preferred|filed|brought)\s+by\s+" + _FILER
    + r"|\b(?:appeals?|petitions?|revisions?)\b[^.;]{0,60}?\b(?:preferred|filed|brought)\s+by\s+" + _FILER.replace("?P<w>", "?P<w2>")
    + r"[^.;]{0,80}?\b(?:is|are|stands?|be)\s+(?:hereby\s+|accordingly\s+|also\s+)?(?:(?P<a2>allowed|accepted)|"
      r"(?P<d2>dismissed|rejected))\b", _I)
# a name given its part in the story: "Lakhiya Devi, mother of deceased Chander and the informant in this case"
_NAME_ROLE = (r"\s*,\s*(?:who\s+(?:is|was)\s+|being\s+)?(?:the\s+)?[^.;,()]{{0,60}}?\b(?P<r>informant|complainant|accused|"
              r"(?:father|mother|widow|wife|husband|brother|sister|son|daughter)\s+of\s+(?:the\s+)?deceased|prosecutrix)\b")


def _role_of_name(name: str, text: str, role_of_word) -> str | None:
    """The criminal side the judgment's opening gives a named person in an apposition ("Lakhiya Devi, mother of
    deceased Chander and the informant"): None when it gives none, or gives both."""
    if len(name) < 4:
        return None
    pat = re.compile(re.escape(name) + _NAME_ROLE.format(), _I)
    found = set()
    for m in pat.finditer((text or "")[:8000]):
        r = m.group("r").lower()
        found.add("prosecution" if " of " in r or r == "prosecutrix" else role_of_word(r, criminal=True))
    found.discard(None)
    return next(iter(found)) if len(found) == 1 else None


def _each_sides_appeal_decided(zone: list[str], text: str, criminal: bool, role_of_word, parties) -> Gain | None:
    """Cross appeals decided one for each side's appeal, in different sentences of the closing order: the appeal of one
    side allowed and the other side's dismissed (or the reverse), each named with its filer ("We, therefore, allow
    Criminal Appeal No.109 of 1989 filed by Lakhiya Devi [the informant] ... We dismiss Criminal Appeal No.407 of 1987
    filed by the accused", AILA C1706): every result favours one side, whatever else the order changed (a sentence
    cut). None unless both sides' appeals are decided and all for the same side."""
    from .roles import OPPOSITE, in_area

    if not criminal:
        return None  # (names are given their roles only as a criminal story tells them)
    pair = getattr(parties, "pair", None)
    owners: set[str] = set()
    winners: set[str] = set()
    for s in zone:
        if _NOT_THIS_ORDER.search(s):
            continue
        for m in _ORDER_ON_OWNED.finditer(s):
            if NARRATIVE.search(s[: m.end()]):
                continue
            word = m.group("w") or m.group("w2")
            allowed = bool(m.group("a") or m.group("a2"))
            role = _party_word(word, criminal, role_of_word) if word[:1].islower() or " " not in word else None
            if role is None and word[:1].isupper():
                role = _role_of_name(word, text, role_of_word)
            if role is None or role in ("appellant", "respondent"):
                continue
            role = in_area(role, pair)
            if role not in OPPOSITE:
                continue
            owners.add(role)
            winners.add(role if allowed else OPPOSITE[role])
    if len(owners) == 2 and len(winners) == 1:
        return Gain(next(iter(winners)), "each side's appeal was decided for the same party")
    return None


def _party_word(word: str | None, criminal: bool, role_of_word) -> str | None:
    if not word:
        return None
    w = word.lower().rstrip("s")
    if w in ("appellant", "petitioner"):
        return "appellant"
    if w == "respondent":
        return "respondent"
    return role_of_word(word, criminal=criminal)


def _normal(winner: str, parties) -> str:
    """'not X' -> the other side of X's pair; a place -> the role the precedent's party there held, if known."""
    from .roles import OPPOSITE

    if winner.startswith("not "):
        winner = OPPOSITE[winner[4:]]
    if parties is not None and parties.appellant is not None and winner in ("appellant", "respondent"):
        return parties.appellant if winner == "appellant" else parties.respondent
    return winner


__all__ = ["CONTRARY", "CONVICTION_KEPT", "ARGUMENT_ACCEPTED", "CONVICTION_RECORDED", "NO_MERITS_DECIDED", "SUCCESS_DIVIDED", "SENTENCE_SUBSTITUTED", "SPLIT_BY_PERSON", "SPLIT_BY_PERSON_SCOPED", "Gain", "MURDER_TO_HURT", "closing_sentences", "partial_gain"]
