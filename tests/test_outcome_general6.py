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
