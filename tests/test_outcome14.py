"""Outcome cues (outcome14): batch orders, partial orders, and a change asked for that is no change made.

- "cannot be sustained" is the court's holding, not a condition on the order that follows it;
- bail bonds discharged after an acquittal are no dismissal of anything;
- "the appeals are allowed except with respect to three workers" is a partial order;
- one sentence that dismisses some numbered petitions and grants others is a batch with mixed results even when a
  later sentence allows the appeals that followed;
- a reduction or commutation a party's counsel asks for ("Mr. X argued that the sentence should be commuted",
  "counsel made an attempt to persuade the Court to reduce the sentence") or one that "may be reduced" is no
  change the court made; nor is one a court below made after another act ("the High Court upheld the conviction
  and reduced the sentence").

Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


# ---- "cannot be sustained" is a holding ---------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "The conviction of the first appellant cannot be sustained and we accordingly set it aside and Criminal Appeal "
    "No. 12 of 1990 is accordingly allowed.",
    "The order of the Tribunal could not be sustained in law and the appeal is therefore allowed.",
])
def test_cannot_be_sustained_is_a_holding_not_a_condition(sentence):
    cues = read_cues(sentence)
    assert cues.allow and not cues.hypothetical


@pytest.mark.parametrize("sentence", [
    "If the finding cannot be sustained, the appeal is allowed.",     # a real condition
    "The appeal cannot be allowed on this ground alone.",             # not a "sustained" holding
    "Whether the conviction can be sustained, the appeal is to be allowed.",
])
def test_a_real_condition_stays_hypothetical(sentence):
    assert read_cues(sentence).hypothetical


def test_a_batch_one_appeal_allowed_after_cannot_be_sustained_and_another_dismissed_is_partly():
    res = detect_outcome(_judgment(
        "The conviction of Ram under Section 409 IPC cannot be sustained and we, accordingly, set aside the "
        "conviction and acquit him and Criminal Appeal No. 990 of 1995 is accordingly allowed and his bail bonds "
        "stand discharged.",
        "We do not find any justification in interfering with the conviction of Shyam and consequently, Criminal "
        "Appeal No. 991 of 1995 stands dismissed."))
    assert res.outcome == "partly"


# ---- bail bonds discharged ----------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "The appeal is allowed and his bail bonds stand discharged.",
    "The appeal is accordingly allowed; the appellant is on bail and his bail bonds and sureties are discharged.",
])
def test_bail_bonds_discharged_are_no_dismissal(sentence):
    cues = read_cues(sentence)
    assert cues.allow and not cues.dismiss


@pytest.mark.parametrize("sentence", [
    "The rule is discharged.",
    "The petition is dismissed and the rule is discharged.",
])
def test_a_rule_discharged_stays_a_dismissal(sentence):
    assert read_cues(sentence).dismiss


# ---- "allowed except with respect to" -------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "For the above reasons, the appeals are allowed except with respect to three workers concerned in the second "
    "writ appeal.",
    "The writ petitions are dismissed except in respect of the petitioners who were appointed before 1990.",
    "We allow the appeal except as regards the claim for interest.",
])
def test_an_order_with_an_exception_is_partly(sentence):
    assert read_cues(sentence).partly
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "The appeal is allowed except as to costs.",                       # costs only: not the merits
    "The appeal is dismissed, except that there will be no order as to costs.",
    "No appeal is allowed except with the leave of the High Court.",   # the statute's rule, not an order
    "The appeals are allowed. Nothing except the question of limitation was argued.",
])
def test_an_exception_for_costs_or_a_rule_is_no_partial_order(sentence):
    assert not read_cues(sentence).partly


# ---- one sentence of a batch disposing of numbered matters both ways -----------------------------------------

def test_numbered_petitions_dismissed_and_granted_then_appeals_allowed_is_partly():
    res = detect_outcome(_judgment(
        "The result is, Special Leave Petition Nos. 9257 and 9259 of 1980 are dismissed and Special Leave "
        "Petition Nos. 9234 to 9248 of 1980 are granted and the appeals allowed.",
        "Civil Appeal Nos. 2602 to 2604 of 1980 are allowed."))
    assert res.outcome == "partly"


def test_one_petition_allowed_and_the_suit_below_dismissed_stays_allowed():
    res = detect_outcome(_judgment(
        "Civil Appeal No. 12 of 1980 is allowed and the suit of the respondent is dismissed.",
        "Civil Appeal No. 12 of 1980 is allowed with costs."))
    assert res.outcome == "allowed"


# ---- a change asked for, or made below, is no change made here -----------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Mr. Umrigar finally argued that as a good deal of time had elapsed, the capital sentence should be commuted "
    "to one for transportation for life.",
    "Learned counsel for the appellant, however, made an attempt to persuade the Court to reduce the sentence of "
    "imprisonment awarded by the Courts below.",
    "It was lastly prayed on behalf of the appellant that the sentence be reduced to the period already undergone.",
    "The appellant has prayed that the sentence be reduced to the period already undergone.",
    "The accused, who is now 70 years old, pleaded that his sentence of imprisonment be reduced.",
    "We were told by counsel for the petitioner that the Ruler has always exercised this right in favour of "
    "commuting the death sentence to a sentence for life.",
    "Taking all these factors into consideration, his sentence may be reduced to the period already undergone.",
])
def test_a_reduction_asked_for_is_no_reduction(sentence):
    cues = read_cues(sentence)
    assert not (cues.reduced or cues.altered) or cues.hypothetical or cues.narrative
    res = detect_outcome(_judgment(sentence, "We find no merit in the appeal and it is dismissed."))
    assert res.outcome == "dismissed"


@pytest.mark.parametrize("sentence", [
    "In the present case the High Court already considered the facts and circumstances of the case and reduced the "
    "sentence from life imprisonment to 10 years.",
    "The High Court upheld the conviction but reduced the sentence to five years.",
    "This circumstance appears to have led the High Court to reduce the offence from that u/s. 307 to one u/s. 325 "
    "and the sentence from 5 years to 3 years.",
])
def test_a_reduction_the_court_below_made_is_its_story(sentence):
    assert read_cues(sentence).narrative
    res = detect_outcome(_judgment(sentence, "We find no merit in the appeal and it is dismissed."))
    assert res.outcome == "dismissed"


@pytest.mark.parametrize("sentence", [
    "Learned counsel prayed that the sentence be reduced and, having regard to his age, we reduce the sentence to "
    "the period already undergone.",
    "The sentence of imprisonment is reduced to the period already undergone.",
    "We accordingly commute the death sentence to imprisonment for life.",
    "The order of the High Court dated 5.1.1990 is modified and the sentence is reduced to three years.",
    "While maintaining the conviction, the sentence is reduced to the period already undergone.",
])
def test_a_reduction_this_court_makes_stays_partly(sentence):
    cues = read_cues(sentence)
    assert cues.reduced and not cues.hypothetical and not cues.narrative
    res = detect_outcome(_judgment(sentence, "The appeal is dismissed subject to the above modification."))
    assert res.outcome == "partly"


# ---- a batch decided matter by matter: "this appeal also fails" ------------------------------------------------

def _batch(first: str, last: str) -> str:
    middle = " ".join(f"The facts of the second group of appeals are set out in paragraph {i} of the award."
                      for i in range(1, 16))
    return _judgment("We have heard the first group of appeals.", first, "CIVIL APPEAL NOS. 789-90 OF 1987:",
                     middle, last)


def test_this_appeal_also_fails_after_another_was_allowed_is_partly():
    res = detect_outcome(_batch("For the above reasons, the appeals of the management are allowed.",
                                "For the above reasons, this appeal also fails and is accordingly dismissed."))
    assert res.outcome == "partly"


@pytest.mark.parametrize("first, last, expected", [
    # the earlier matter went the same way: "also" agrees with it
    ("For the above reasons, the first appeal is dismissed.", "This appeal also fails and is dismissed.",
     "dismissed"),
    # no "also": the closing order alone decides, as before
    ("For the above reasons, the first appeal is allowed.", "This appeal fails and is dismissed.", "dismissed"),
    # the earlier order is a court below's story, not an order of this court
    ("The High Court had allowed the appeal of the workmen.", "This appeal also fails and is dismissed.",
     "dismissed"),
])
def test_also_without_an_earlier_contrary_order_changes_nothing(first, last, expected):
    assert detect_outcome(_batch(first, last)).outcome == expected


# ---- "to the extent already indicated" (second pass) ----------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "For the reasons given above, we allow these seven appeals to the extent already indicated, namely, the "
    "reference is not now pending.",
    "The appeals are allowed to the extent hereinbefore stated.",
])
def test_allowed_to_the_extent_already_indicated_is_partly(sentence):
    assert read_cues(sentence).partly


def test_the_extent_of_a_claim_already_indicated_is_no_partial_order():
    assert not read_cues("The appeal is allowed; the extent of the land has already been indicated in the "
                         "schedule.").partly
