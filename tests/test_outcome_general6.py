"""Outcome cues the fourth held-out set showed missing (issue 9, helper stance6; sentences written for this test
before the change, none copied from a label file): an appeal allowed "to this extent" with the matter named in
between ("we allow the appeal to that extent", "the petition is accepted to this limited extent only") is a
partial success; a plain order stays what it says."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome

OPENING = "1975 SCR 100\nThe appellant challenged the order of the High Court.\n\n"


@pytest.mark.parametrize("closing, outcome", [
    ("We therefore allow the appeal to that extent and set aside the finding on limitation.", "partly"),
    ("In the result we allow these appeals to this limited extent only, namely the interest is reduced to 6 per "
     "cent.", "partly"),
    ("The writ petition is accepted to such limited extent and the rest of the prayers are rejected.", "partly"),
    ("We allow the appeal, set aside the judgment of the High Court and restore the decree.", "allowed"),
    ("The appeal has no merit and is dismissed.", "dismissed"),
])
def test_allowed_to_an_extent_is_partial(closing: str, outcome: str) -> None:
    assert detect_outcome(OPENING + closing + "\n").outcome == outcome


@pytest.mark.parametrize("closing", [
    # a numbered matter disposed of one way, "the other / remaining appeals" the other way
    "In the result, Criminal Appeal No. 41 of 1979 is dismissed. The remaining appeals are allowed and the "
    "convictions of those appellants are set aside.",
    "Civil Appeal No. 7 of 1990 is allowed. The other appeals fail and are dismissed.",
    # the conviction of some set aside, the appeals of "the remaining appellants" dismissed
    "We set aside the conviction of A-3 and A-5 and acquit them. The appeals of the remaining appellants are "
    "dismissed.",
    "The conviction and sentence of appellant No. 2 are set aside. But the appeal of the other appellants shall "
    "stand dismissed.",
])
def test_a_batch_disposed_of_both_ways_is_partial(closing: str) -> None:
    assert detect_outcome(OPENING + closing + "\n").outcome == "partly"


@pytest.mark.parametrize("closing, outcome", [
    ("The appeal is allowed. The other connected applications are dismissed as infructuous.", "allowed"),
    ("We find no merit in the appeals of the remaining appellants either. All the appeals are dismissed.",
     "dismissed"),
])
def test_one_result_for_all_is_not_partial(closing: str, outcome: str) -> None:
    assert detect_outcome(OPENING + closing + "\n").outcome == outcome


def test_a_rest_of_batch_allowed_beside_one_dismissed_as_infructuous_is_allowed() -> None:
    closing = ("Civil Appeal No. 12 of 1985 has become infructuous and is dismissed as such. The remaining appeals "
               "are allowed and the orders of the High Court are set aside.")
    assert detect_outcome(OPENING + closing + "\n").outcome == "allowed"


def test_the_rest_of_a_batch_allowed_with_the_writs_below_dismissed_is_still_a_mixed_batch() -> None:
    closing = ("Civil Appeal No. 3 of 1971 is dismissed. The remaining appeals are allowed and the writ petitions "
               "filed by the respondents are dismissed.")
    assert detect_outcome(OPENING + closing + "\n").outcome == "partly"
