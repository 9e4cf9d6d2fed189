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


# ---- seventeenth pass (partial16): the court says each side won, a remand that decided nothing, a lesser
# conviction the Court records itself --------------------------------------------------------------------------

LAND_OPENING = ("1968 SCR 690\nThe State of Gujarat appealed against the judgment of the High Court on the compensation "
                "payable to the taluqdars under the Abolition Act.\n")
SERVICE_OPENING = ("2008 SCR 410\nThe appellant, a retired Engineer-in-Chief, filed a writ petition for interest on his "
                   "delayed retiral dues; the High Court summarily dismissed it.\n")


@pytest.mark.parametrize("closing", [
    "Subject to these modifications, the appeals are dismissed and the decision of the High Court in other respects "
    "is confirmed. As success is divided, there will be no order as to costs.",
    "The appeal is allowed in part and the award is modified as stated above. Both parties have partly succeeded and "
    "will bear their own costs.",
])
def test_the_court_saying_success_is_divided_is_mixed(closing: str) -> None:
    g = _gain(LAND_OPENING + closing + "\n", False)
    assert g.who is None and "divided" in g.why, g


def test_a_partial_allowance_that_only_remits_undecided_is_mixed() -> None:
    text = SERVICE_OPENING + (
        "For the foregoing reasons, the appeal is partly allowed. The order passed by the High Court is set aside and "
        "the matter is remitted to the High Court for fresh disposal in accordance with law.\n"
        "We may clarify that we may not be understood to have expressed any opinion on the merits of the matter.\n")
    g = _gain(text, False)
    assert g.who is None and "merits" in g.why, g


def test_a_remand_after_deciding_the_point_still_goes_to_the_appellant() -> None:
    # a remand only to work out the relief once the point was decided: the appellant gained (no "merits" words)
    text = SERVICE_OPENING + ("The appeal is allowed in part. The appellant is entitled to interest on the delayed "
                              "dues and the matter is remitted to the High Court only to compute the amount.\n")
    assert _gain(text, False).who == "appellant"


def test_a_lesser_conviction_the_court_records_itself_is_mixed() -> None:
    text = OPENING + ("19. In the peculiar facts of the case, the proper conviction would be under Section 304 Part I "
                      "IPC. Custodial sentence of 10 years would meet the ends of justice.\n"
                      "20. The appeal is allowed to the aforesaid extent.\n")
    assert _gain(text, True).who is None


def test_a_civil_partial_allowance_is_untouched_by_the_conviction_rule() -> None:
    # the conviction rule reads criminal matters only: the same wording in a civil judgment changes nothing
    text = TAX_OPENING + ("The proper conviction would be under the special Act, as the revenue said. In the "
                          "result the appeal is allowed in part and the penalty is set aside.\n")
    assert _gain(text, False).who == "appellant"


def _batch_gain(text: str, deciding: str, criminal: bool):
    """The gain of a closing order the outcome reader took for a mixed batch (its orders may lie far apart)."""
    from lcr_core.explain.outcome import OutcomeResult
    from lcr_core.text import Span

    start = text.index(deciding)
    res = OutcomeResult("partly", Span(start, start + len(deciding)), "partial: some matters allowed, others dismissed",
                        "tail", True)
    return partial_gain(text, res, precedent_parties(text), criminal=criminal)


def test_a_batch_read_whose_closing_order_goes_one_way_and_names_no_party_reads_that_order() -> None:
    deciding = "Having found no substance in the pleas raised by the appellants, we hereby dismiss the appeal."
    g = _batch_gain(OPENING + deciding + "\n", deciding, True)
    assert g.who == "respondent", g


def test_a_batch_whose_unnamed_results_go_both_ways_stays_mixed() -> None:
    deciding = "Civil Appeal No. 837 of 1984 is allowed and the judgment of the High Court is set aside."
    text = TAX_OPENING + "In the result, Civil Appeal Nos. 4291 and 4292 of 1984 are dismissed.\n" + deciding + "\n"
    g = _batch_gain(text, deciding, False)
    assert g.who is None and "both ways" in g.why, g


def test_averments_accepted_in_the_reasoning_are_no_allowance_of_the_batch() -> None:
    deciding = "The petition is dismissed."
    text = (LAND_OPENING + "Having regard to the entire history of the case, it is difficult to resist the conclusion "
            "that the averments in the writ petition alleging mala fides must be accepted.\n" + deciding + "\n")
    assert _batch_gain(text, deciding, False).who == "respondent"
