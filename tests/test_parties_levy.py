"""A precedent's parties in a levy dispute (issue 9, helper stance6): a market fee, a cess or an octroi is tax law
for the user's assessee / revenue roles, and the party that levies or collects it is the revenue, a mill or a
trader made to pay it the assessee, even when the judgment never says "assessee" (openings written for this test
before the change, none copied from a label file)."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import precedent_parties

CASES = [
    ("The respondent-Shree Cotton Mills buys raw cotton in the notified market area. The appellant-Agricultural "
     "Produce Market Committee demanded market fee on those purchases; the High Court allowed the writ petition of "
     "the Mills. The appeal is allowed.", "revenue"),
    ("The appellant, a sugar factory, was asked to pay cess on the cane it crushed. The respondent Municipal "
     "Board levied the octroi on the machinery brought in. The appeal is dismissed.", "assessee"),
    ("The appellant-Zila Parishad imposed a licence fee on the brick kilns; the respondent-traders challenged "
     "the levy before the High Court. The appeal is allowed.", "revenue"),
]


@pytest.mark.parametrize("text, appellant", CASES)
def test_the_levying_body_is_the_revenue(text: str, appellant: str) -> None:
    got = precedent_parties(text, "", ("assessee", "revenue"))
    assert got.pair == ("assessee", "revenue") and got.appellant == appellant, got.to_json()


def test_a_fee_for_a_licence_in_a_service_matter_stays_service() -> None:
    text = ("The appellant, a clerk of the Municipal Board, was dismissed from service after a departmental "
            "inquiry into the collection of licence fees. The appeal is allowed.")
    got = precedent_parties(text, "", ("employee", "employer"))
    assert got.pair == ("employee", "employer") and got.appellant == "employee", got.to_json()
