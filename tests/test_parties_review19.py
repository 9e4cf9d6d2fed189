"""Review of the twentieth parties pass: compensation directed to a place reads that place as the owner (citizen)
only when the place is not itself the State ("paid to the respondent State of Punjab" names the government).
Sentences written for these tests, not copied from any data set."""

import pytest

from lcr_core.explain.roles import precedent_parties

CIT = ("citizen", "government")
_LAND = ("Land Acquisition Act, 1894, ss. 4, 6 and 23: notification; the Collector; the State Government; the land "
         "acquisition officer; compensation and solatium; the acquisition of land.\n")


def appellant(sentence: str) -> str | None:
    p = precedent_parties(_LAND + sentence + "\n", "", CIT)
    return p.appellant if p.pair == CIT else None


@pytest.mark.parametrize("sentence", [
    "The High Court directed that compensation be paid to the respondent State of Punjab for the loss of its trees.",
    "The High Court directed that compensation be paid to the respondent-State for the loss of its trees.",
    "Compensation was payable to the respondent Union of India for the breach of the contract.",
])
def test_compensation_paid_to_a_place_that_is_the_state_does_not_make_it_the_citizen(sentence):
    assert appellant(sentence) != "government"


def test_compensation_paid_to_the_private_place_still_reads_it_as_the_owner():
    assert appellant("The Collector awarded compensation to the respondents for their land.") == "government"
