"""Outcome cues (outcome19): what a "disposed of" order gave the appellant, read from the relief set out above it.

- the court's own order setting aside or quashing the order challenged, a paragraph or so before "the appeal is
  disposed of accordingly", is the relief asked (`allowed`), unless the court also upheld something, sent the case
  back, or set aside only an argued-for order ("the impugned judgment is liable to be set aside" in the grounds);
- "... are set aside by allowing this appeal" is the court's own allowance (not "was set aside by allowing the
  appeal", the court below's);
- "in view of the fact that he has been in jail ..., we order him to be released on bail": the story is the reason
  of the court's own act, which stays an order;
- "original records be sent back to the Sessions Court" returns the papers; it sends no case back (a remand still
  does: "the records be remitted to the trial court for fresh decision", "the case along with the records is
  remitted").

Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


_DIRECTIONS = [
    "The trial shall be conducted from day to day.",
    "The witnesses already examined need not be recalled.",
    "The prosecution may examine the remaining witnesses.",
    "Thereafter the accused shall have full opportunity to cross-examine them.",
    "The trial court shall take up the matter within two months.",
    "The parties shall appear before it on the first of March.",
]


# ---- the court's own set aside, a paragraph above "disposed of accordingly" ---------------------------------

def test_set_aside_a_paragraph_before_disposed_of_is_allowed():
    res = detect_outcome(_judgment(
        "For all these reasons, we set aside the order of the Special Court discharging the respondent and the "
        "order of the High Court confirming it.",
        "We direct the Special Judge to proceed against the respondent as one of the accused.",
        *_DIRECTIONS,
        "The appeal is disposed of accordingly."))
    assert res.outcome == "allowed"


def test_quashed_in_the_result_a_paragraph_before_disposed_of_is_allowed():
    res = detect_outcome(_judgment(
        "In the result, the order of detention is quashed.",
        *_DIRECTIONS,
        "The writ petition is disposed of in these terms."))
    assert res.outcome == "allowed"


@pytest.mark.parametrize("before", [
    # the grounds of appeal set out, then the court declines to interfere
    ["The impugned judgment is liable to be set aside.", *_DIRECTIONS,
     "In that view of the matter, we are not inclined to interfere with the impugned order."],
    # the court upholds the order below in part before setting another aside
    ["We uphold the rejection of the application of the first respondent.",
     "For these reasons, we set aside the order of the High Court.", *_DIRECTIONS],
    # set aside and the case sent back for a fresh decision
    ["We set aside the order of the High Court.", *_DIRECTIONS,
     "The matter is remitted to the High Court for fresh decision."],
    # the court below's act
    ["The High Court set aside the order of the trial court.", *_DIRECTIONS],
])
def test_set_aside_with_an_upholding_a_remand_or_a_court_belows_act_is_no_win(before):
    res = detect_outcome(_judgment(*before, "The appeal is disposed of accordingly."))
    assert res.outcome != "allowed"


# ---- "set aside by allowing this appeal" --------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "The decision rendered by the designated court therefore cannot be sustained and the same therefore are set "
    "aside by allowing this appeal.",
    "We set aside the judgment of the High Court by allowing this appeal.",
])
def test_set_aside_by_allowing_this_appeal_is_the_courts_allowance(sentence):
    assert read_cues(sentence).allow


@pytest.mark.parametrize("sentence", [
    "The decree of the trial court was set aside by allowing the appeal of the defendant.",   # the court below's
    "The first appellate court set aside the decree by allowing the appeal.",
])
def test_set_aside_by_allowing_told_of_a_court_below_is_no_allowance(sentence):
    c = read_cues(sentence)
    assert not c.allow or c.narrative


# ---- a reason clause told before the court's own act ----------------------------------------------------------

def test_a_release_ordered_for_a_reason_told_in_the_past_is_allowed():
    res = detect_outcome(_judgment(
        "In view of the fact that he has been in jail for a long period now and there is no necessity for keeping "
        "him as an under-trial prisoner any more, we order him to be released on bail on his executing a bond.",
        "He shall surrender his passport.",
        "The appeal is disposed of accordingly."))
    assert res.outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    "He had been released on bail by the High Court.",
    "The High Court had set aside the order of the Magistrate.",
    "Since the High Court has set aside the order of the trial court, the respondent was released.",
])
def test_a_past_act_of_a_court_below_stays_narrative(sentence):
    c = read_cues(sentence)
    assert not c.set_aside or c.narrative


# ---- records returned are no remand ---------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Original records be sent back to the Sessions Court immediately.",
    "Let the records be sent back to the trial court forthwith.",
    "The lower court records shall be returned to the High Court.",
])
def test_records_sent_back_are_no_remand(sentence):
    assert not read_cues(sentence).remand


@pytest.mark.parametrize("sentence", [
    "The records be remitted to the trial court for fresh decision.",
    "The case along with the records is remitted to the High Court.",
    "The matter is sent back to the Tribunal.",
])
def test_a_case_sent_back_is_still_a_remand(sentence):
    assert read_cues(sentence).remand


def test_set_aside_then_records_sent_back_then_disposed_of_is_allowed():
    res = detect_outcome(_judgment(
        "We set aside the order passed by the High Court and direct the Sessions Judge to proceed with the case "
        "on the basis of the charges framed by him.",
        "Appeal is disposed of accordingly.",
        "Original records be sent back to the Sessions Court immediately."))
    assert res.outcome == "allowed"


# ---- one numbered appeal decided, another only "disposed of" --------------------------------------------------

def test_one_numbered_appeal_allowed_another_only_disposed_of_is_partly():
    res = detect_outcome(_judgment(
        "In the result, we allow Criminal Appeal No. 233 of 1996 filed by A-2 and set aside the conviction and "
        "sentence passed on him.",
        "Criminal Appeal No. 2102 of 1996 is disposed of and the appellant A-1 will continue in jail to serve out "
        "the sentence imposed on him."))
    assert res.outcome == "partly"


def test_the_banks_numbered_appeal_disposed_of_and_the_employees_allowed_is_partly():
    res = detect_outcome(_judgment(
        "In the result, Civil Appeal No. 4481 of 2007 filed by the Bank is disposed of on the above terms.",
        "Civil Appeal No. 4483 of 2007 and Civil Appeal No. 4482 of 2007 filed by the employees are allowed."))
    assert res.outcome == "partly"


@pytest.mark.parametrize("disposal", [
    "Civil Appeal No. 6 of 2001 is disposed of in the same terms.",
    "Civil Appeal No. 6 of 2001 is disposed of in terms of the judgment above.",
    "Civil Appeal No. 6 of 2001 is disposed of as infructuous.",
    "Transfer Petition No. 6 of 2001 stands disposed of.",                    # another kind of matter
    "All pending applications are disposed of.",
    "Civil Appeal No. 5 of 2001 is disposed of accordingly.",                 # the same appeal
])
def test_a_matter_disposed_of_alike_or_of_another_kind_keeps_the_order(disposal):
    res = detect_outcome(_judgment("For these reasons, Civil Appeal No. 5 of 2001 is allowed.", disposal))
    assert res.outcome == "allowed"


# ---- an application for suspension of sentence decided is not the matter ----------------------------------------

@pytest.mark.parametrize("sentence", [
    "The appeal is pending but their application for suspension of sentence has been dismissed.",
    "The application for suspension of the sentence is rejected.",
    "The application for stay has been dismissed.",
])
def test_an_application_for_suspension_or_stay_decided_is_no_dismissal_of_the_matter(sentence):
    assert not read_cues(sentence).dismiss


@pytest.mark.parametrize("sentence", [
    "The appeal has been dismissed.",                       # no interlocutory prayer named
    "The criminal appeal against the order refusing suspension of sentence is dismissed.",
])
def test_the_matter_itself_dismissed_stays_a_dismissal(sentence):
    assert read_cues(sentence).dismiss


# ---- second pass (part 19, not a fresh measure) -------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Thus, while rejecting this appeal, we acquit the respondent of the charge under Section 306 IPC.",
    "We, while dismissing the appeal, make it clear that the respondent may approach the Tribunal.",
])
def test_while_rejecting_this_appeal_is_the_courts_dismissal(sentence):
    c = read_cues(sentence)
    assert c.dismiss and not c.allow and not c.narrative


def test_while_dismissing_told_of_the_high_court_is_no_dismissal_here():
    c = read_cues("The High Court, while dismissing the appeal, observed that the sentence was lenient.")
    assert not c.dismiss or c.narrative


@pytest.mark.parametrize("sentence", [
    "In the absence of any special and adequate reason, we are unable to reduce the sentence from the minimum "
    "prescribed by the statute.",
    "We are not in a position to alter the conviction.",
])
def test_unable_to_reduce_is_a_change_refused(sentence):
    c = read_cues(sentence)
    assert not c.reduced and not c.altered


def test_a_reduction_made_for_a_reason_is_still_a_reduction():
    c = read_cues("As the appellant was unable to pay the fine, we reduce the sentence to the period already undergone.")
    assert c.reduced
