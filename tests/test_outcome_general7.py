"""Outcome cues that must not fire (stance7): a change the court refuses, and the law's generic "subject to any
modification", are not partial outcomes. Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


@pytest.mark.parametrize("sentence", [
    "We see no ground to alter the conviction of the appellants from Section 302 to Section 304 Part II IPC.",
    "We are not persuaded that the conviction should be converted into one under Section 326 IPC.",
    "The plea that the sentence be reduced to the period already undergone is rejected, as it must be.",
    "We are unable to accept the submission that the offence should be altered to one under Section 323.",
    ("For these reasons we do not accept the argument advanced for the second and third appellants that this is "
     "a case in which the Court should use its discretion to convert the offence into one under Section 304."),
])
def test_a_refused_change_is_not_a_change(sentence):
    cues = read_cues(sentence)
    assert not cues.altered and not cues.reduced


@pytest.mark.parametrize("sentence", [
    "The conviction of the appellant is altered from Section 302 to Section 304 Part II IPC.",
    "We reduce the sentence to the period already undergone.",
    "Rejecting the State's plea for enhancement, we alter the conviction to one under Section 304 Part I IPC.",
])
def test_an_ordered_change_still_reads(sentence):
    cues = read_cues(sentence)
    assert cues.altered or cues.reduced


def test_the_laws_generic_modification_is_not_a_partial_order():
    assert not read_cues("Payment under section 31 discharges the State, subject to any modification by the "
                         "Court on a reference, and the appeal is dismissed.").partly
    assert read_cues("The appeal is dismissed subject to the modification indicated above.").partly


def test_a_refused_alteration_leaves_the_dismissal():
    text = ("Judgment\n\nThe appellants were convicted under Section 302 IPC.\n\n"
            "We find no reason to alter the conviction of the appellants to one under Section 304 Part II IPC, "
            "the injuries being deliberate.\n\nHaving found no merit in the pleas, we dismiss the appeal.\n")
    assert detect_outcome(text).outcome == "dismissed"


@pytest.mark.parametrize("sentence", [
    "In this appeal by the State, the High Court had altered the conviction of the respondent to one under Section 324 IPC.",
    "In this appeal by the State the Sessions Court altered the conviction of the respondent to Section 323 IPC.",
    "The High Court reduced the sentence of the respondents to the period already undergone.",
])
def test_a_change_made_below_is_narrative(sentence):
    assert read_cues(sentence).narrative


def test_a_state_appeal_against_a_change_below_that_fails_is_dismissed():
    text = ("Judgment\n\nIn this appeal by the State the High Court altered the conviction of the respondent from "
            "Section 302 IPC to Section 323 IPC.\n\nWe have heard counsel and read the evidence.\n\n"
            "There is no merit in the appeal which is accordingly dismissed.\n")
    assert detect_outcome(text).outcome == "dismissed"


def test_a_partial_order_is_judged_by_what_comes_before_it():
    """A narrative clause after the order ("It is declared that the plaintiff was ...") is what the order does; a
    change made below ("The High Court, however, reduced ...") stays narrative."""
    mine = read_cues("The result is that the appeal is allowed partially and the decree is modified; it is declared "
                     "that the plaintiff was in possession on the date of the suit.")
    assert mine.partly and not mine.narrative
    below = read_cues("The Sessions Judge, however, reduced the sentence and subject to that modification dismissed "
                      "the appeal.")
    assert below.narrative
