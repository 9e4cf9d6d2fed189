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


def verdict_words(label: str | None, who: str) -> str:
    """A stance label said of a party, to follow "it": "supports the employee", "is neutral for the employee"."""
    return f"{label} the {who}" if label in ("supports", "opposes") else f"is neutral for the {who}"


# trial30: a first-instance judgment's verdict, said of the party who answered the case (roles.FIRST_INSTANCE bases)
_FIRST_INSTANCE_WORDS = {
    "trial": {"allowed": "the accused was convicted", "dismissed": "the accused was acquitted",
              "partly": "the accused was convicted only in part (some accused or charges, or a lesser offence)",
              "other": "no verdict was given (an interim order)"},
    "suit": {"allowed": "the suit was decreed", "dismissed": "the suit was dismissed",
             "partly": "the suit was decreed only in part", "other": "no decree was passed (an interim order)"},
}
_BRINGER = {"trial": "prosecution", "suit": "plaintiff"}


def outcome_words(outcome: str, matter: str = "appeal") -> str:
    if matter in _FIRST_INSTANCE_WORDS:
        said = _FIRST_INSTANCE_WORDS[matter].get(outcome, "the verdict could not be read from the judgment")
        won = {"allowed": "won", "dismissed": "lost"}.get(outcome)
        return f"{said}, so the {_BRINGER[matter]}, which brought the case, {won}" if won else said
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
    if getattr(precedent, "basis", "") == "trial":  # a trial: the prosecution brought it (roles.TRIAL)
        matter = "trial"
    said = outcome_words(outcome, matter)
    if outcome not in ("allowed", "dismissed"):
        return "neutral", f"Neutral: {said}."
    appellant_won = outcome == "allowed"
    q_side, p_side = query.petitioner_side, precedent.appellant_side
    there = (f"there the {p_side} side brought the case (a trial)" if matter == "trial" else
             f"there the challenger was the {p_side} side")
    if q_side is not None and p_side is not None:
        aligned = q_side == p_side
        how = (f"{there}, as your petitioner is" if aligned else f"{there}, but your petitioner is the {q_side} side")
    else:
        aligned = True
        how = ("your petitioner is taken to be the challenging party" if p_side is None else
               f"{there}; your petitioner's side is not stated, so it is "
               f"taken to be the challenging party")
    petitioner_won = appellant_won == aligned
    label: StanceLabel = "supports" if petitioner_won else "opposes"
    verb = "Supports" if petitioner_won else "Opposes"
    return label, f"{verb} the petitioner: {said}; {how}."


def make_stance_parts(result: OutcomeResult, query: QueryRoles, precedent: PrecedentRoles,
                      evidence: Passage | None) -> tuple[StanceLabel, StanceLabel, str]:
    kind = result.rule.split(":", 1)[0]  # a first-instance verdict is said as one (outcome.first_instance_outcome)
    label, reason = petitioner_stance(result.outcome, query, precedent,
                                      kind if kind in _FIRST_INSTANCE_WORDS else
                                      matter_word(evidence.text if evidence is not None else ""))
    if evidence is None and label != "neutral":  # no quotable sentence: no confident label
        return "neutral", "neutral", "Neutral: the deciding sentence could not be quoted."
    if not result.confident and label != "neutral":
        reason += f" (weaker evidence: {result.rule})"
    return label, mirror(label), reason


__all__ = ["MIRROR", "make_stance_parts", "matter_word", "mirror", "outcome_words", "petitioner_stance"]


# ---- the user's side (canonical roles) --------------------------------------------------------------------

def _place(matter: str) -> str:
    return "petitioner" if "petition" in matter or matter == "application" else "appellant"


_EMPLOYMENT = ("employee", "employer")


# the words of a neutral reason given because the precedent has no party where the user's client stands (a tax
# case for an accused); the chat's summary counts such cards by them
NO_PARTY_IN_POSITION = "no party here stood in"


def employment_dispute(dispute: str) -> bool | None:
    """Whether the user's own dispute (their statement and fact pattern) speaks of employment at all (a service
    word in its opening, ``roles.area_scores``: "the employer here", "dismissal from service"); None when no words
    were given. Deliberately not "clearly about" (``roles.context_areas``): service judgments speak of the
    Government more often than of employment, and a client read as the State there is the employer."""
    from .roles import area_scores

    if not (dispute or "").strip():
        return None
    return area_scores(dispute).get(_EMPLOYMENT, 0) > 0


def user_stance(outcome: str, user_role: str | None, parties, matter: str = "appeal", rule: str = "",
                gain=None, remand: bool = False, tentative: str = "",
                employment: bool | None = None) -> tuple[StanceLabel | None, str, str]:
    """(label for the user's side or None, the role mapping, a one-line reason).

    The label says whether the precedent's outcome favoured the party in the user's client's position: the
    user's role is looked up among the precedent's parties (same area pair), so an employee's lawyer reading
    an appeal the employees won sees "supports" whoever appealed. No stated side gives None (never guessed);
    unknown parties or parties of another area give neutral. A ``partly`` outcome follows ``gain`` (a
    ``partial.Gain``: the only side that gained materially, a place or a role) and is neutral when it is mixed
    (``gain.who`` None) or not given; ``other`` / ``unknown`` are neutral, and so is an ``allowed`` outcome with
    ``remand`` (the appeal allowed only to send the matter back for a hearing: ``remand.remand_only``).

    ``tentative``: why the side is not certain (``SideStatement.how``; "" when the side rules read it plainly): read
    only by meaning (``side_meaning``), or a statement that names both sides. Such a reading is right too rarely on
    fresh phrasing (fallback alone, parts it was not tuned on: 18 right / 3 wrong, 19 / 10, 19 / 15) for a
    directional badge: a wrong side is the opposite badge. The mapping is still shown, the label is neutral and
    the reason says why and asks the user to say whom they act for.

    ``employment``: :func:`employment_dispute` of the user's statement and fact pattern (read once per query). A
    ``government`` client stands where a service precedent's employer stood only when its own dispute is about
    employment (the State as employer); in a citizen / government dispute the labels say no party there is in its
    position (neutral). None = not known (mapped)."""
    label, mapping, reason = _user_stance(outcome, user_role, parties, matter, rule, gain, remand, employment)
    if tentative and label in ("supports", "opposes"):
        why = ("your side was read by meaning only" if tentative.startswith("side read by meaning")
               else f"your side is not certain ({tentative})")
        return "neutral", mapping, (f"Neutral for the {user_role}: {why}, so no "
                                    f"direction is given; say whom you act for "
                                    f"(e.g. \u201cI act for the {user_role}\u201d) to confirm it.")
    return label, mapping, reason


def _user_stance(outcome: str, user_role: str | None, parties, matter: str, rule: str, gain,
                 remand: bool, employment: bool | None = None) -> tuple[StanceLabel | None, str, str]:
    """:func:`user_stance` for a side taken as stated."""
    from .roles import FALLBACK, SAME_ROLE, opposite, pair_of

    if user_role is None:
        return None, "", "No side stated: say whom you act for (e.g. \u201cI act for the employee\u201d)."
    if user_role == "government" and getattr(parties, "pair", None) == _EMPLOYMENT:
        if employment is False:
            # the client is the State of a citizen / government dispute; the State here was an employer, a
            # role from another area: every such dev triple is labelled neutral (sixteenth pass)
            said = outcome_clause_short(outcome, matter)
            return "neutral", (f"the parties here were {parties.appellant or 'employee'} and "
                               f"{parties.respondent or 'employer'} (the State as employer), not citizen and "
                               f"government; {said}"), (
                "Neutral for the government: the State stood here as an employer, and your client's dispute is "
                f"not about employment, so {NO_PARTY_IN_POSITION} your client's position.")
        # the State or an authority in a service dispute stands there as the employer. Deliberately not
        # roles.in_area's whole table: a State user reading a criminal precedent is not its prosecution
        # (measured: that mapping turned a labelled neutral into "supports" on old held-out 5)
        user_role = "employer"
    first = getattr(parties, "basis", "") if getattr(parties, "basis", "") in _FIRST_INSTANCE_WORDS else ""
    kind = (rule or "").split(":", 1)[0]
    if first or kind in _FIRST_INSTANCE_WORDS:  # trial30: a trial or a suit, not an appeal: said as such
        matter = first or kind
    said = outcome_clause_short(outcome, matter)
    place = "the one who brought the case" if first else _place(matter)
    if parties is not None and parties.appellant is None and getattr(parties, "basis", "") == SAME_ROLE:
        return "neutral", f"both parties here were {parties.pair[0]}s (a contest between them); {said}", (
            f"Neutral for the {user_role}: both parties here stood in the same role (a contest between "
            f"{parties.pair[0]}s), so {NO_PARTY_IN_POSITION} your client's position against the other side.")
    who = getattr(gain, "who", None) if outcome == "partly" else None
    if (who is not None and who not in ("appellant", "respondent") and user_role not in FALLBACK
            and parties.appellant is None and who in pair_of(user_role)):
        # a batch whose every result names the party it favoured: no need to know who appealed
        user_won = who == user_role
        label_: StanceLabel = "supports" if user_won else "opposes"
        mapping = f"{gain.why}: the {who}; {said}"
        return label_, mapping, (f"{label_.capitalize()} the {user_role}: the party in your client's position "
                                 f"{'gained' if user_won else 'lost'} ({gain.why}).")
    if user_role in FALLBACK and first:
        appellant_is_user = user_role == "appellant"
        mapping = (f"your client is in the place of the {parties.appellant} here, the side that brought this {first}"
                   if appellant_is_user else f"your client is in the place of the {parties.respondent} here, the "
                   f"side that answered this {first}") + f"; {said}"
    elif user_role in FALLBACK:
        appellant_is_user = user_role == "appellant"
        mapping = (f"your client is in the {place}'s place" if appellant_is_user else
                   "your client is in the respondent's place") + f"; {said}"
    elif parties.appellant is None and getattr(parties, "basis", "") == "cross appeals":
        return "neutral", f"both sides appealed here (cross appeals); {said}", (
            f"Neutral for the {user_role}: both sides appealed here, so the roles are not certain and one outcome "
            f"cannot say whether the {user_role} won.")
    elif parties.appellant is None:
        return "neutral", f"who appealed here could not be matched to the {user_role}; {said}", (
            f"Neutral for the {user_role}: the precedent's parties could not be read as {user_role} / "
            f"{opposite(user_role)}.")
    elif user_role not in (parties.appellant, parties.respondent):
        return "neutral", (f"the parties here were {parties.appellant} ({place}) and {parties.respondent}, not "
                           f"{user_role} and {opposite(user_role)}; {said}"), (
            f"Neutral for the {user_role}: {NO_PARTY_IN_POSITION} the {user_role}'s position.")
    elif first:
        appellant_is_user = parties.appellant == user_role
        mapping = (f"a {first}, not an appeal: the {parties.appellant} brought the case here and the "
                   f"{parties.respondent} answered it; {said}")
    else:
        appellant_is_user = parties.appellant == user_role
        mapping = (f"the {user_role} was the {place} here" if appellant_is_user else
                   f"the {user_role} was the respondent here (the {parties.appellant} brought the {matter})"
                   ) + f"; {said}"
    if who is not None and who not in ("appellant", "respondent"):  # a role: where it stood here
        who = ("appellant" if who == parties.appellant else "respondent" if who == parties.respondent else None
               ) if parties.appellant is not None else None
    if outcome == "partly" and who is not None:
        user_won = (who == "appellant") == appellant_is_user
        part: StanceLabel = "supports" if user_won else "opposes"
        who_gained = "only the party in your client's position gained" if user_won else "only the other side gained"
        return part, f"{mapping} ({gain.why})", f"{part.capitalize()} the {user_role}: {who_gained} ({gain.why})."
    if outcome == "allowed" and remand:
        return "neutral", f"{mapping}, only to send the matter back for a hearing", (
            f"Neutral for the {user_role}: the {matter} was allowed only to send the matter back for a hearing; "
            f"nothing was decided on the merits.")
    if outcome not in ("allowed", "dismissed"):
        why = f"; {gain.why}" if outcome == "partly" and gain is not None else ""
        return "neutral", mapping, f"Neutral for the {user_role}: {outcome_words(outcome, matter)}{why}."
    user_won = (outcome == "allowed") == appellant_is_user
    label: StanceLabel = "supports" if user_won else "opposes"
    verb = "won" if user_won else "lost"
    return label, mapping, f"{label.capitalize()} the {user_role}: the party in your client's position {verb}."


def outcome_clause_short(outcome: str, matter: str = "appeal") -> str:
    if matter in _FIRST_INSTANCE_WORDS:
        return _FIRST_INSTANCE_WORDS[matter].get(outcome, "the verdict could not be read")
    return {"allowed": f"the {matter} was allowed", "dismissed": f"the {matter} was dismissed",
            "partly": f"the {matter} succeeded only in part",
            "other": "no winner was declared (remand, directions or an interim order)"}.get(
        outcome, "the outcome could not be read")


__all__ += ["outcome_clause_short", "user_stance"]
