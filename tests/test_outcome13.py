"""Outcome cues (outcome13): how the older reports word orders, and what only looks like one.

- an appeal abbreviated before its number ("C.A. No. 5", "Crl. A. 9", "Cr. A. 7") is one spelling everywhere;

Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import _two_numbered_matters, detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


# ---- one spelling of an abbreviated, numbered appeal ----------------------------------------------------------

@pytest.mark.parametrize("first, second", [
    ("C.A. No. 5 of 1970", "C.A. No. 6 of 1970"),
    ("Crl. A. 9 of 1985", "Crl. A. 10 of 1985"),
    ("Cr. A. No. 7 of 1961", "Cr. A. No. 8 of 1961"),
])
def test_an_abbreviated_appeal_before_its_number_is_a_numbered_matter(first, second):
    sentence = f"{first} is dismissed and {second} is allowed."
    cues = read_cues(sentence)
    assert cues.allow and cues.dismiss and cues.partly  # each verb's clause names its own appeal
    assert _two_numbered_matters(sentence)
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "partly"


def test_the_same_numbered_appeal_twice_is_one_matter():
    assert not _two_numbered_matters("C.A. No. 5 of 1970 is allowed and C.A. No. 5 of 1970 stands disposed of.")


@pytest.mark.parametrize("sentence", [
    "The case was argued for the appellants in 1970.",  # "ca" in a word, no number after it
    "The appellants paid the cash of Rs. 500.",
])
def test_a_word_that_starts_like_the_abbreviation_names_no_matter(sentence):
    assert not _two_numbered_matters(sentence)
    cues = read_cues(sentence)
    assert not cues.allow and not cues.dismiss
