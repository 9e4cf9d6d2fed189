"""Outcome cues (stance9): the court's old order forms "we would, therefore, reject the petition" and
"it therefore fails and is dismissed", and a grant inside a clause of time ("before the licence application is
granted") that is the statute's sequence, not the court's order. Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


@pytest.mark.parametrize("sentence", [
    "We would, therefore, dismiss the writ petition with costs.",
    "We would accordingly reject this petition, but without costs.",
    "For these reasons we would dismiss the appeals.",
])
def test_the_courts_we_would_order_is_a_dismissal(sentence):
    cues = read_cues(sentence)
    assert cues.dismiss and not cues.hypothetical


@pytest.mark.parametrize("sentence", [
    "We would, in the circumstances, allow the appeal and set aside the order of the Board.",
    "We would therefore accept the petition.",
])
def test_the_courts_we_would_order_is_an_allowance(sentence):
    cues = read_cues(sentence)
    assert cues.allow and not cues.hypothetical


@pytest.mark.parametrize("sentence", [
    "We would have allowed the appeal had the respondent not conceded the point before the tribunal.",
    "If the notice had been served, we would dismiss the petition without more.",
    "I would dismiss the appeal with costs.",
])
def test_a_counterfactual_or_separate_would_stays_hypothetical(sentence):
    cues = read_cues(sentence)
    assert not (cues.allow or cues.dismiss) or cues.hypothetical or cues.separate


@pytest.mark.parametrize("sentence", [
    "It therefore fails and is dismissed with costs.",
    "The revision, in our view, plainly fails and is dismissed.",
    "It accordingly fails and must be dismissed.",
])
def test_fails_and_is_dismissed(sentence):
    assert read_cues(sentence).dismiss


def test_it_succeeds_and_is_allowed():
    assert read_cues("It accordingly succeeds and is allowed with costs throughout.").allow


@pytest.mark.parametrize("sentence", [
    "The scheme requires the mill to prove its capacity before its application for a quota is granted.",
    "No work may begin until the application for sanction is accepted by the authority.",
    "Once the petition for mutation is allowed by the Tahsildar, the entry is made in the register.",
])
def test_a_grant_inside_a_clause_of_time_is_no_order(sentence):
    cues = read_cues(sentence)
    assert not (cues.allow and not cues.hypothetical)


@pytest.mark.parametrize("sentence", [
    "The appeal before us is allowed.",
    "The petition before this Court is dismissed with costs.",
])
def test_before_us_is_still_an_order(sentence):
    cues = read_cues(sentence)
    assert (cues.allow or cues.dismiss) and not cues.hypothetical


def test_a_statutory_grant_in_the_reasons_does_not_outvote_the_closing_dismissal():
    text = ("The exporters challenge the registration scheme under Article 19. "
            "The trade had to be regulated, and so an exporter must show the prescribed capacity before his "
            "application for registration is granted. "
            "The restriction is reasonable and in the interest of the general public. "
            "The petition has no substance. It therefore fails and is dismissed with costs.")
    assert detect_outcome(text).outcome == "dismissed"


def test_we_would_reject_decides_a_closing_paragraph():
    text = ("The petitioners claim the property was wrongly declared evacuee property. "
            "The Custodian's order was made after notice and on evidence. "
            "We find nothing in the record to support the petitioners. "
            "We would, accordingly, reject the petition with costs.")
    assert detect_outcome(text).outcome == "dismissed"


def test_we_would_with_another_verb_stays_hypothetical():
    cues = read_cues("We would be inclined to allow the appeal but for the concession made below.")
    assert not cues.allow or cues.hypothetical



@pytest.mark.parametrize("sentence", [
    "In suits filed by a partner after dissolution no set-off can be allowed to the firm.",
    "In such petitions the prayer for interim custody may be rejected by the Family Court.",
])
def test_what_the_law_can_or_may_allow_is_no_order(sentence):
    cues = read_cues(sentence)
    assert not ((cues.allow or cues.dismiss) and not cues.hypothetical)


@pytest.mark.parametrize("sentence", [
    "Article 5 applies the Code to the Union territory with such exceptions and modifications as the "
    "Administrator may by order specify.",
    "The rules apply to the Board's employees subject to such modifications as the Government may notify.",
])
def test_a_statutes_such_modifications_as_is_not_partial(sentence):
    assert not read_cues(sentence).partly


def test_the_courts_own_modification_is_still_partial():
    assert read_cues("The appeal is allowed subject to the modifications indicated above.").partly
    assert read_cues("The appeal is dismissed with the modification that the fine is set aside.").partly


@pytest.mark.parametrize("sentence, kind", [
    ("K.R.M. Appeal allowed and matter remitted to the Tribunal.", "allow"),
    ("G.N. Appeals accepted.", "allow"),
    ("A.K.S. Petition dismissed with costs.", "dismiss"),
])
def test_the_reporters_initials_before_a_short_order(sentence, kind):
    assert getattr(read_cues(sentence), kind)


def test_an_editorial_allow_and_remand_is_allowed():
    text = ("The Tribunal held the appeal barred by limitation without going into the merits. "
            "We hold that the appeal before the Tribunal was within time. "
            "The Tribunal will now decide the appeal on the merits. "
            "K.R.M. Appeal allowed and matter remitted to the Tribunal.")
    assert detect_outcome(text).outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    "Writ allowed.",
    "A writ of mandamus will accordingly issue directing the Collector to refund the amount.",
    "Let a writ issue as prayed.",
])
def test_a_writ_that_issues_is_allowed(sentence):
    assert read_cues(sentence).allow


def test_the_petitioner_is_entitled_to_a_writ_is_reasoning_not_yet_an_order_form():
    assert not read_cues("The question is whether a writ can issue against a private body.").allow or \
        read_cues("The question is whether a writ can issue against a private body.").hypothetical


@pytest.mark.parametrize("sentence, kind", [
    ("These are our reasons for the dismissal of both the civil appeals.", "dismiss"),
    ("The above are the reasons for dismissing the writ petition.", "dismiss"),
    ("Those were our reasons for allowing the appeals by the short order of 3 March.", "allow"),
])
def test_reasons_for_an_earlier_short_order(sentence, kind):
    assert getattr(read_cues(sentence), kind)
