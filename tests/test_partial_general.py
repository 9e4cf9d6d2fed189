"""Who gained from a "partly" outcome, on closing orders of kinds the earlier rules had not met (each passage
written for this test, none copied from a label file): a part of the appeal dismissed "in so far as" / "to that
extent", appeals of different accused disposed of opposite ways in one sentence, the Court convicting anew or
maintaining a conviction next to a partial allowance, a sentence substituted for a longer one, and an altered
conviction whose sentence needs no change."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.partial import partial_gain
from lcr_core.explain.roles import precedent_parties

OPENING = ("1984 SCR 77\nCriminal Appeal No 41 of 1982. The appellants were convicted by the Sessions Judge under "
           "section 302 read with section 149 of the Indian Penal Code and the High Court confirmed the conviction.\n")
TAX_OPENING = ("1979 SCR 310\nThe appellant, a dealer, was assessed to sales tax and penalty and interest were "
               "levied on it by the Sales Tax Officer.\n")


def _gain(text: str, criminal: bool):
    res = detect_outcome(text)
    assert res.outcome == "partly", res
    return partial_gain(text, res, precedent_parties(text), criminal=criminal)


@pytest.mark.parametrize("closing, criminal", [
    # a part of the appeal dismissed next to the part allowed
    ("In the result, we allow the appeal in part and quash the penalty. The appeal in so far as it questions the "
     "interest levied on the dealer is dismissed.", False),
    ("We accordingly allow this appeal partly and restore the conviction of the first respondent. The acquittal of "
     "the second respondent is confirmed and to that extent the appeal is dismissed.", True),
    # appeals of different accused disposed of opposite ways
    ("The appeal is allowed in part. The appeal of the accused Ramu is dismissed whereas the appeal of Shamu and "
     "Bholu is allowed and they are acquitted.", True),
    # the Court convicts anew, or keeps a conviction, beside the partial allowance
    ("We, accordingly, convict the second appellant under Section 325 IPC and sentence him to rigorous imprisonment "
     "for two years. The convictions of the appellants under Section 323 IPC are maintained. The appeal is partly "
     "allowed.", True),
    # a shorter sentence substituted for the one imposed, the appeal otherwise dismissed
    ("A sentence of six months' rigorous imprisonment is substituted for that of eighteen months imposed on the "
     "first appellant. Subject to this modification of the sentence, the appeal is dismissed.", True),
])
def test_each_side_won_something_is_mixed(closing: str, criminal: bool) -> None:
    text = (OPENING if criminal else TAX_OPENING) + closing + "\n"
    g = _gain(text, criminal)
    assert g.who is None, g


def test_an_altered_conviction_needing_no_change_of_sentence_is_the_respondents() -> None:
    text = OPENING + ("The conviction of the appellants is accordingly altered to one under section 302 read with "
                      "section 34 of the Indian Penal Code. This alteration of the conviction does not call for any "
                      "change in the sentence.\n")
    g = _gain(text, True)
    assert g.who == "respondent", g


def test_a_partial_allowance_with_nothing_against_the_appellant_is_still_the_appellants() -> None:
    text = TAX_OPENING + "In the result the appeal is allowed in part and the penalty is set aside.\n"
    assert _gain(text, False).who == "appellant"
