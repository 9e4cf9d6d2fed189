"""Outcome cues on closing orders the rules had not met (sentences written for this test, none copied from a label
file): "to this extent ... allowed" at the head of the order, and "substantially allowed", alone or beside another
matter dismissed, are partial successes; a plain order stays what it says."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome

OPENING = "1971 SCR 500\nThe appellant challenged the order of the Tribunal.\n\n"


@pytest.mark.parametrize("closing, outcome", [
    ("To that extent the revision is allowed, but otherwise the order of the Tribunal stands.", "partly"),
    ("The finding on the second issue is set aside and to this extent the appeal is accepted.", "partly"),
    ("Writ Petition No. 12 of 1980 is substantially allowed and Writ Petition No. 13 of 1980 is dismissed.",
     "partly"),
    ("For these reasons the appeal is substantially allowed.", "partly"),
    # "disposed of" after the Court set aside the direction appealed against, or modified the order below
    ("We are of the view that the directions given by the Tribunal must be set aside. The appeal is disposed of "
     "accordingly.", "allowed"),
    ("We accordingly modify the award of the Labour Court to this extent. The appeals are disposed of as above.",
     "partly"),
    ("For these reasons the appeal is allowed with costs.", "allowed"),
    ("For these reasons the appeal fails and is dismissed.", "dismissed"),
])
def test_partial_orders_are_read_as_partial(closing: str, outcome: str) -> None:
    assert detect_outcome(OPENING + closing + "\n").outcome == outcome
