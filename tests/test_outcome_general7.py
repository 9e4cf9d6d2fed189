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
