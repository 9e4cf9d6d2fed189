"""Outcome (roles24): a change a court below made, held wrong here, is no partial outcome; an order made "which we
hereby do".

- "we are of the view that the High Court is not justified in reducing the sentence to the period already undergone"
  (AILA 2019 C896, State of M.P. v Najab Khan, CC BY 4.0: the State's appeal, the trial court's sentence restored) and
  "Having held so, the High Court ought not to have altered the conviction as recorded by the trial Court" (AILA
  C1192) were read as ``partly`` (a sentence cut, a conviction altered): the change is the one undone here, so the
  appeal against it is allowed. A change this court makes itself stays partial.
- "The natural corollary of above would be to dismiss Civil Appeal No.6901 of 2009 which we hereby do" (AILA C482)
  is the court's own order, not a hypothetical one: with the State's appeal allowed, the batch is ``partly`` and both
  results favour the State.
Near misses are written for these tests.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import REFUSED_CHANGE, detect_outcome, read_cues
from lcr_core.explain.partial import partial_gain
from lcr_core.explain.roles import PartyRoles


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


NOT_JUSTIFIED = ("16. Though it is stated that both the parties have amicably settled, in view of the fact that the "
                 "offence charged u/s. 326 is non compoundable and also in the light of serious nature of the injuries "
                 "and no challenge as to conviction, we are of the view that the High Court is not justified in "
                 "reducing the sentence to the period already undergone.")  # AILA C896
RESTORED = ("17. Accordingly, we set aside the order of the High Court and restore the sentence imposed on the "
            "respondents herein. Consequently, the appeal filed by the State is allowed and the respondents-accused "
            "(A-1 to A-3) are directed to surrender within a period of four weeks from today.")  # AILA C896
OUGHT_NOT = ("Having held so, the High Court ought not to have altered the conviction as recorded by the trial "
             "Court.")  # AILA C1192


@pytest.mark.parametrize("sentence", [NOT_JUSTIFIED, OUGHT_NOT,
                                      "The High Court erred in reducing the sentence to the period already undergone.",
                                      "The appellate court was wrong in converting the conviction to one under s. 304."])
def test_a_change_below_held_wrong_is_no_change(sentence):
    assert REFUSED_CHANGE.search(sentence)
    cues = read_cues(sentence)
    assert not cues.reduced and not cues.altered


def test_state_appeal_restoring_the_sentence_is_allowed():
    res = detect_outcome(_judgment(NOT_JUSTIFIED, RESTORED))
    assert res.outcome == "allowed"


def test_accused_appeal_against_an_alteration_below_is_allowed():
    res = detect_outcome(_judgment(OUGHT_NOT, "Accordingly, the appeal is allowed. The order of the trial Court vis-a-vis "
                                   "the present appellant is restored."))
    assert res.outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    # near misses: a change this court makes, or a failure to change held wrong (this court then makes the change)
    "The High Court erred in not reducing the sentence; we reduce it to the period already undergone.",
    "We are of the view that the sentence is reduced to the period already undergone.",
    "The High Court was not justified in interfering with the conviction; the sentence is reduced to five years.",
])
def test_a_change_made_here_stays_a_change(sentence):
    assert read_cues(sentence).reduced


def test_partial_gain_ignores_a_change_below_held_wrong():
    # a partial allowance whose closing order also holds a reduction below wrong: the appellant gained, not "mixed"
    text = _judgment("We are of the view that the High Court is not justified in reducing the sentence to the period "
                     "already undergone.", "The appeal is partly allowed to the extent indicated above.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    parties = PartyRoles(("accused", "prosecution"), "prosecution", "", "explicit")
    assert partial_gain(text, res, parties, criminal=True).who == "appellant"


# ---- "which we hereby do" ---------------------------------------------------------------------------------------

HEREBY_DO = "The natural corollary of above would be to dismiss Civil Appeal No.6901 of 2009 which we hereby do."  # C482
STATE_ALLOWED = ("Consequently, we allow the appeal filed by the State, namely, Civil Appeal No.6900 of 2009 and set "
                 "aside the order of the High Court dated 1st March, 2007 passed in Writ Petition No.196 of 2006.")


def test_which_we_hereby_do_is_the_courts_order():
    cues = read_cues(HEREBY_DO)
    assert cues.dismiss and not cues.hypothetical
    assert read_cues("The proper course would be to allow the appeal, which we do.").allow


def test_a_batch_with_the_order_made_which_we_hereby_do():
    text = _judgment(STATE_ALLOWED + " " + HEREBY_DO,
                     "The appeals as also all the pending applications are disposed of in the above terms.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    parties = PartyRoles(("citizen", "government"), "government", "", "title")
    assert partial_gain(text, res, parties).who == "government"


@pytest.mark.parametrize("sentence", [
    # near misses: a course the court does not take, or one open to someone else
    "It would be open to the trial court to dismiss the suit, which we do not decide.",
    "The only course would be to dismiss the appeal.",
])
def test_a_course_not_taken_is_hypothetical_or_no_order(sentence):
    cues = read_cues(sentence)
    assert cues.hypothetical or not cues.dismiss


# ---- cross appeals disposed of in one sentence, each clause naming its side ------------------------------------

SPLIT = ("18. For the foregoing reasons, the appeal preferred by the State is allowed and that of the workman is "
         "dismissed.")  # AILA C1293 (State of Punjab v Jagir Singh, cross appeals)
SPLIT_IRLED = ("In the result, the award of the tribunal is affirmed in the light of and subject to the above "
               "modifications; and consequently the appeal by the management is dismissed and by the workmen allowed "
               "only with respect to the grant of wages in the manner indicated above.")  # IRLeD 2017 (cross appeals)
CROSS = PartyRoles(("employee", "employer"), None, "", "cross appeals")


def test_that_of_names_the_second_appeal():
    cues = read_cues(SPLIT)
    assert cues.allow and cues.dismiss and cues.partly


def test_cross_appeals_decided_for_one_side_in_one_sentence():
    text = _judgment(SPLIT, "No costs.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    assert partial_gain(text, res, CROSS).who == "employer"
    text = _judgment(SPLIT_IRLED, "C. A. 425 of 1962 dismissed.", "C. A. 426 of 1962 allowed in part.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    assert partial_gain(text, res, CROSS).who == "employee"


@pytest.mark.parametrize("sentence", [
    # near misses: each side won its own appeal (mixed), or the clauses name persons, not roles
    "For these reasons the appeal preferred by the State is allowed and that of the workman is also allowed in part, "
    "while the cross objection of the management is dismissed.",
    "The appeal of Ram Singh is allowed and that of Shyam Lal is dismissed.",
])
def test_split_dispositions_that_name_no_single_winner(sentence):
    text = _judgment(sentence, "No costs.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    assert partial_gain(text, res, CROSS).who is None


def test_that_of_without_a_disposition_before_it_is_no_order():
    # near miss: "that of" with no appeal disposed of before it
    assert not read_cues("The claim is similar to that of the workman is dismissed from service.").dismiss
