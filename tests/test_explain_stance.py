"""Party roles and the stance mapping: supports / neutral / opposes for the petitioner, the mirror for the
respondent, neutral whenever the outcome is mixed or unclear, and the role flip between accused and prosecution."""

from __future__ import annotations

import itertools

import pytest

from lcr_core.explain.outcome import OutcomeResult
from lcr_core.explain.parties import PrecedentRoles, QueryRoles, precedent_roles, query_roles
from lcr_core.explain.stance import MIRROR, make_stance_parts, matter_word, petitioner_stance
from lcr_core.explain.types import Passage
from lcr_core.text import Span

UNSTATED = QueryRoles(None, None, None, "")
EVIDENCE = Passage("p3", "decision", 0, 10, "The appeal is dismissed.")


def _result(outcome: str, confident: bool = True) -> OutcomeResult:
    return OutcomeResult(outcome, Span(0, 10) if outcome != "unknown" else None, f"explicit: {outcome}", "tail",
                         confident)


@pytest.mark.parametrize("outcome, petitioner", [
    ("allowed", "supports"), ("dismissed", "opposes"), ("partly", "neutral"), ("other", "neutral"),
    ("unknown", "neutral"),
])
def test_outcome_maps_to_petitioner_and_mirror_for_respondent(outcome, petitioner):
    pet, resp, reason = make_stance_parts(_result(outcome), UNSTATED, PrecedentRoles(None, ""),
                                          EVIDENCE if outcome != "unknown" else None)
    assert pet == petitioner
    assert resp == MIRROR[petitioner]
    assert reason.startswith({"supports": "Supports", "opposes": "Opposes", "neutral": "Neutral"}[petitioner])


def test_mirror_is_an_involution():
    for label in ("supports", "neutral", "opposes"):
        assert MIRROR[MIRROR[label]] == label
    assert MIRROR["supports"] == "opposes" and MIRROR["neutral"] == "neutral"


@pytest.mark.parametrize("q_side, p_side, outcome, expected", [
    # a precedent brought by the same side as the user's petitioner reads directly
    ("accused", "accused", "allowed", "supports"),
    ("accused", "accused", "dismissed", "opposes"),
    ("prosecution", "prosecution", "allowed", "supports"),
    # a State appeal that was allowed is a loss for an accused petitioner, and the other way round
    ("accused", "prosecution", "allowed", "opposes"),
    ("accused", "prosecution", "dismissed", "supports"),
    ("prosecution", "accused", "allowed", "opposes"),
    # one side unknown: the petitioner is read in the appellant's place
    (None, "prosecution", "allowed", "supports"),
    ("accused", None, "dismissed", "opposes"),
])
def test_role_alignment(q_side, p_side, outcome, expected):
    q = QueryRoles("petitioner", q_side, q_side, "")
    label, reason = petitioner_stance(outcome, q, PrecedentRoles(p_side, ""))
    assert label == expected
    if q_side and p_side and q_side != p_side:
        assert f"your petitioner is the {q_side} side" in reason


def test_no_confident_label_without_a_quotable_sentence():
    pet, resp, reason = make_stance_parts(_result("allowed"), UNSTATED, PrecedentRoles(None, ""), None)
    assert (pet, resp) == ("neutral", "neutral") and "could not be quoted" in reason


def test_weak_evidence_is_flagged_in_the_reason():
    _, _, reason = make_stance_parts(_result("dismissed", confident=False), UNSTATED, PrecedentRoles(None, ""),
                                     EVIDENCE)
    assert "weaker evidence" in reason


def test_every_combination_is_mirrored():
    for outcome, q, p in itertools.product(("allowed", "dismissed", "partly", "other", "unknown"),
                                           (None, "accused", "prosecution"), (None, "accused", "prosecution")):
        pet, resp, _ = make_stance_parts(_result(outcome), QueryRoles(None, q, q, ""), PrecedentRoles(p, ""), EVIDENCE)
        assert resp == MIRROR[pet]
        if outcome in ("partly", "other", "unknown"):
            assert pet == "neutral"


@pytest.mark.parametrize("text, user_role, user_side, petitioner_side", [
    ("My client is the respondent; the State has appealed against his acquittal.", "respondent", None, "prosecution"),
    ("I was convicted under Section 302 IPC and the High Court dismissed my appeal.", None, "accused", "accused"),
    ("We represent the complainant. The accused were acquitted by the Sessions Court.", None, "prosecution",
     "prosecution"),
    ("My client's son was killed in a land dispute; the High Court dismissed the State's appeal.", None,
     "prosecution", "prosecution"),
    ("The petitioner is the accused, who seeks quashing of the FIR.", None, None, "accused"),
    ("My client is the appellant. He was convicted of dowry death by the trial court.", "petitioner", "accused",
     "accused"),
    ("My client is the respondent. He was convicted of cheating and the complainant wants a higher sentence.",
     "respondent", "accused", "prosecution"),
    ("A trader was prosecuted for selling adulterated supari; the High Court reversed his acquittal.", None, None,
     None),
])
def test_query_roles(text, user_role, user_side, petitioner_side):
    roles = query_roles(text)
    assert (roles.user_role, roles.user_side, roles.petitioner_side) == (user_role, user_side, petitioner_side)
    if roles.known:
        assert roles.sentence and roles.sentence in text


def test_precedent_roles_on_real_judgments(demo_cases):
    by_id = {c["id"]: c["text"] for c in demo_cases}
    # "State of Uttar Pradesh v Mohammad Naim": the State appealed (against remarks in an acquittal case)
    assert precedent_roles(by_id["C22"]).appellant_side == "prosecution"
    # "Sehaj Ram v State of Haryana": the convicted accused appealed
    got = precedent_roles(by_id["C2411"])
    assert got.appellant_side == "accused" and got.sentence
    # a service matter (State Bank v an employee's widow) has no criminal-law sides
    assert precedent_roles(by_id["C994"]).appellant_side is None


def test_precedent_roles_from_the_body_beat_the_title():
    text = ("Umrao v State of Haryana and Others\nSupreme Court of India\nCriminal Appeal No. 1387 of 1999\n"
            "1. The appellant before us in Criminal Appeal No. 1387/99 is the first informant of FIR No. 386, in "
            "which the respondents were arrayed as accused for an offence under Section 302 IPC.")
    got = precedent_roles(text)
    assert got.appellant_side == "prosecution" and "first informant" in got.sentence


@pytest.mark.parametrize("sentence, word", [
    ("In the result, the petition must fail and is dismissed.", "petition"),
    ("The appeals are accordingly dismissed.", "appeal"),
    ("Order accordingly.", "appeal"),
])
def test_matter_word(sentence, word):
    assert matter_word(sentence) == word
