"""The user's side and the precedent's parties in the canonical vocabulary, the stance for the user's side, and
the guards around it: a forged or quoted disposal line cannot flip the outcome, an LLM cannot set a badge, a
rationale never contradicts the badge or names a side the user did not state."""

from __future__ import annotations

import json

import pytest

from lcr_core.explain.llm import merge_reply, parse_reply, rationale_conflict
from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.rationale import offline_rationale
from lcr_core.explain.roles import OPPOSITE, PAIRS, ROLES, PartyRoles, precedent_parties, stated_side
from lcr_core.explain.stance import user_stance
from lcr_core.explain.types import Explanation, Passage, Stance


def test_vocabulary_is_the_annotators_one():
    assert PAIRS == (("accused", "prosecution"), ("employee", "employer"), ("assessee", "revenue"),
                     ("tenant", "landlord"), ("claimant", "insurer"), ("citizen", "government"),
                     ("plaintiff", "defendant"), ("appellant", "respondent"))
    assert all(OPPOSITE[OPPOSITE[r]] == r for r in ROLES)


@pytest.mark.parametrize("message, role", [
    ("I act for the employee", "employee"),
    ("for the accused", "accused"),
    ("we represent the landlord", "landlord"),
    ("We act for the dismissed workmen.", "employee"),
    ("I appear on behalf of the insurance company.", "insurer"),
    ("My client is the assessee; the Revenue reopened the assessment.", "assessee"),
    ("I act for the State. The accused was acquitted of murder by the High Court.", "prosecution"),
    ("I act for the State in a land acquisition writ.", "government"),
    ("My client was convicted of murder on circumstantial evidence.", "accused"),
    ("Side: tenant", "tenant"),
    ("counsel for the plaintiff here", "plaintiff"),
    ("my client is the appellant", "appellant"),
    # other ways a lawyer says it
    ("I defend the accused.", "accused"),
    ("I am defending the husband accused of cruelty.", "accused"),
    ("I am the public prosecutor.", "prosecution"),
    ("I am the special public prosecutor in this case.", "prosecution"),
    ("We are prosecuting the husband and his mother.", "prosecution"),
    ("We are for the landlord.", "landlord"),
    ("I am the tenant's lawyer.", "tenant"),
    ("I'm the accused's advocate.", "accused"),
])
def test_stated_side(message, role):
    got = stated_side(message)
    assert got is not None and got.role == role
    assert got.sentence  # the words that said it are kept for the card


@pytest.mark.parametrize("message", [
    "An employee was dismissed without being given the inquiry report.",
    "The landlord seeks eviction of the tenant for non-payment of rent.",
    "show 20",
    "I am worried about the delay in the trial.",
    "I am a lawyer.",
    "Prosecuting agencies delayed the trial for six years.",
    "The accused prosecuted the complainant's brother in a cross case.",
    "",
])
def test_no_side_is_ever_guessed(message):
    assert stated_side(message) is None


SERVICE = ("Union of India v. R. K. Sharma\nSupreme Court of India\n1. The respondent-employee was dismissed from "
           "service after a departmental enquiry. The disciplinary authority did not furnish the enquiry report.\n"
           "2. The Tribunal set aside the dismissal and the High Court upheld it.\n"
           "3. In the result, the appeal is dismissed.\n")
TENANT = ("A v. B\n1. The appellant-tenant challenges the eviction decree under the Rent Control Act. The "
          "landlord sought eviction for bona fide need of the premises.\n2. In the result, the appeal is allowed.\n")


def test_precedent_parties_by_area():
    p = precedent_parties(SERVICE)
    assert p.pair == ("employee", "employer") and p.appellant == "employer" and p.respondent == "employee"
    t = precedent_parties(TENANT)
    assert t.pair == ("tenant", "landlord") and t.appellant == "tenant"


def test_stance_follows_the_users_side_not_the_appellant():
    """The employees won as respondents: supports the employee, opposes the employer, whoever appealed."""
    parties = precedent_parties(SERVICE)
    res = detect_outcome(SERVICE)
    assert res.outcome == "dismissed"
    label, mapping, reason = user_stance(res.outcome, "employee", parties)
    assert label == "supports"
    assert mapping.startswith("the employee was the respondent here") and "dismissed" in mapping
    assert user_stance(res.outcome, "employer", parties)[0] == "opposes"
    label, mapping, _ = user_stance("allowed", "tenant", precedent_parties(TENANT))
    assert (label, mapping) == ("supports", "the tenant was the appellant here; the appeal was allowed")
    assert user_stance("allowed", "landlord", precedent_parties(TENANT))[0] == "opposes"


def test_no_side_gives_no_label_and_other_areas_are_neutral():
    assert user_stance("allowed", None, precedent_parties(TENANT))[0] is None
    label, mapping, _ = user_stance("allowed", "assessee", precedent_parties(TENANT))
    assert label == "neutral" and "not assessee and revenue" in mapping
    assert user_stance("allowed", "tenant", PartyRoles(("tenant", "landlord"), None))[0] == "neutral"
    for outcome in ("partly", "other", "unknown"):
        assert user_stance(outcome, "tenant", precedent_parties(TENANT))[0] == "neutral"


def test_fallback_roles_read_the_appeal_directly():
    none = PartyRoles(None, None)
    assert user_stance("allowed", "appellant", none)[0] == "supports"
    assert user_stance("allowed", "respondent", none)[0] == "opposes"
    assert user_stance("dismissed", "respondent", none)[0] == "supports"


# ---- forged and quoted disposal lines (issue 12) ---------------------------------------------------------------

ORDER = ("Ram v. State of Punjab\n1. The appellant was convicted under section 302 IPC.\n2. We have heard counsel "
         "at length. The evidence of the eyewitnesses is consistent and the conviction is proper.\n"
         "3. In the result, we find no merit in the appeal and the appeal is dismissed.\n")


@pytest.mark.parametrize("forged", [
    ORDER.replace("2. We have", "Appeal allowed.\n2. We have"),  # a bare line planted inside the text
    ORDER + "The appeal is allowed.\n",  # a contradicting sentence after the operative order
    ORDER + "Appeal allowed.\n",  # a trailing editorial line
    ORDER.replace("2. We have", "2. The High Court recorded: \u201cThe appeal is allowed.\u201d We have"),
])
def test_a_forged_or_quoted_disposal_does_not_flip_the_outcome(forged):
    assert detect_outcome(ORDER).outcome == "dismissed"
    assert detect_outcome(forged).outcome == "dismissed"


# ---- rationale and LLM checks --------------------------------------------------------------------------------

EV = Passage("p3", "decision", 10, 40, "In the result, the appeal is dismissed.", kind="outcome")
HOLD = Passage("p2", "reasoning", 50, 90, "We hold that the inquiry report must be furnished.", kind="holding")
MATCH = Passage("p1", "facts", 100, 160, "The respondent was dismissed without the inquiry report.")


def test_offline_rationale_is_worded_from_the_badge_and_cites_what_the_card_shows():
    text, cited = offline_rationale("facts", "facts", [MATCH, HOLD], {"p1": ["inquiry report"]}, [], "dismissed",
                                    "explicit: dismissed", EV, holding=HOLD, user_role="employee",
                                    user_label="supports", mapping="the employee was the respondent here; x")
    assert "it supports the employee (the employee was the respondent here)" in text and "[p3]" in text and "[p2]" in text
    assert " it is supports" not in text
    assert cited == ["p1", "p2", "p3"]
    assert "prosecution" not in text and "petitioner" not in text
    none, _ = offline_rationale("facts", "facts", [MATCH], {}, [], "dismissed", "explicit: dismissed", EV)
    assert "employee" not in none and "supports" not in none


def _offline(user_role="employee", user="supports", petitioner="opposes") -> Explanation:
    stance = Stance("dismissed", petitioner, {"supports": "opposes", "opposes": "supports"}.get(petitioner, "neutral"),
                    "reason", EV, user_role=user_role, user=user, mapping="the employee was the respondent here",
                    precedent_roles={"appellant": "employer", "respondent": "employee"})
    return Explanation("C1", "facts", [MATCH, HOLD], "offline rationale [p1].", ["p1"], stance, "offline@2")


def _reply(stance: str, rationale: str = "Both turn on the missing inquiry report [p1].") -> object:
    mirror = {"supports": "opposes", "opposes": "supports", "neutral": "neutral"}[stance]
    return parse_reply(json.dumps({"rationale": rationale, "passage_ids": ["p1"],
                                   "petitioner": {"stance": stance, "reason": "r"},
                                   "respondent": {"stance": mirror, "reason": "r"},
                                   "user_side": {"stance": stance, "reason": "r"}}))


def test_an_llm_that_says_supports_everywhere_cannot_set_the_badge():
    off = _offline(user="opposes", petitioner="supports")
    got = merge_reply(off, _reply("supports"), "llm:m@v2")
    assert got.stance.user == "opposes" and got.stance.outcome == "dismissed"
    assert "employee supports (rules: opposes)" in got.stance.disagreement
    assert "In the result, the appeal is dismissed." in got.stance.disagreement
    agree = merge_reply(_offline(), _reply("opposes"), "llm:m@v2")
    assert "employee opposes (rules: supports)" in agree.stance.disagreement and agree.stance.user == "supports"
    same = merge_reply(_offline(user="supports", petitioner="supports"), _reply("supports"), "llm:m@v2")
    assert same.stance.disagreement == "" and same.produced_by == "llm:m@v2"
    assert same.rationale.startswith("Both turn on")


def test_a_rationale_that_contradicts_the_badge_or_invents_a_side_is_not_shown():
    off = _offline(user="opposes", petitioner="opposes")
    got = merge_reply(off, _reply("opposes", "This precedent supports your client [p1]."), "llm:m@v2")
    assert got.rationale == off.rationale and "llm fallback: rationale says supports" in got.produced_by
    bad = merge_reply(off, _reply("opposes", "Your petitioner is the prosecution side here [p1]."), "llm:m@v2")
    assert bad.rationale == off.rationale and "side not stated" in bad.produced_by
    st = _offline(user_role=None, user=None).stance
    assert rationale_conflict("Your client, the employee, was dismissed.", st) is not None
    assert rationale_conflict("The employee lost the appeal [p1].", st) is None
