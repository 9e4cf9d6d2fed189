"""An appeal allowed only to send the matter back for a hearing is neutral for both sides; a remand after a
point was decided is not (the stance follows the point). Short real-shaped closings written for this test."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.remand import remand_only
from lcr_core.explain.roles import PartyRoles
from lcr_core.explain.stance import user_stance

FILLER = "The learned counsel for the parties took us through the record at some length. " * 30


@pytest.mark.parametrize("closing, only", [
    ("In the present case the High Court dismissed the appeal by a single word.\nIn the result the appeal is "
     "allowed. The order of dismissal of the appeal is set aside. The matter is sent back to the High Court for "
     "fresh consideration on hearing the parties.", True),
    ("The appeal is allowed and the order dismissing in limine the appeal of the appellants is set aside and the "
     "case is sent back to the High Court for hearing their appeal on the merits.", True),
    ("The delay is condoned. The appeal is allowed and the matter is remitted to the High Court; we express no "
     "opinion on the merits.", True),
    # a point decided, then sent back for the rest: not neutral
    ("We hold that the plea of autrefois acquit fails. The appeal is allowed, the acquittal is set aside and the "
     "case is remanded to the trial court to be proceeded with in accordance with law.", False),
    # no remand at all
    ("The High Court dismissed the appeal summarily. In the result the appeal is allowed and the conviction is "
     "set aside.", False),
])
def test_remand_only(closing, only):
    text = f"{FILLER}\n{closing}\n"
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == "allowed"
    assert remand_only(text, res) is only


def test_a_remand_only_allowed_appeal_is_neutral_for_both_sides():
    parties = PartyRoles(("accused", "prosecution"), "accused", "")
    for role in ("accused", "prosecution"):
        label, mapping, reason = user_stance("allowed", role, parties, "appeal", "explicit: allowed", remand=True)
        assert label == "neutral" and "send the matter back" in reason and "back for a hearing" in mapping
    assert user_stance("allowed", "accused", parties, "appeal", "explicit: allowed")[0] == "supports"


def test_sent_back_for_a_hearing_on_the_merits_after_a_point_was_decided_is_not_remand_only():
    text = (f"{FILLER}\nThe result is that the appeals succeed, the order of the High Court acquitting the respondent "
            "is set aside and the appeals are remanded to the High Court for re-hearing on the merits.\n")
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == "allowed" and not remand_only(text, res)
