"""Outcome (roles25): a disposal the court criticises is a court below's; a change recorded as a plea and then
refused is no partial outcome; "we agree with the conclusion of the High Court" at the end of a text with no formal
order upholds the judgment under appeal.

- "The only inescapable conclusion is that such a serious appeal has been disposed of in a laconic manner without
  application of mind." (AILA 2019 C1087, Babboo v State of M.P., CC BY 4.0) was read as this court's "disposed of"
  (outcome ``other``); the High Court's summary dismissal is meant, and the judgment ends "Appeal allowed.".
- "As the scope of the appeals has been limited to the period of sentence only, and the appellant has been in custody
  for nearly 8 months ..., it should be restricted to the period already undergone." then "We see no reason to accept
  the prayer for reducing the period of sentence imposed. The appeals are accordingly dismissed." (AILA C2847, Abdul
  Rahim v State of A.P.) was read ``partly``: the first sentence is counsel's plea, which the court refused.
- "We, therefore, agree with the conclusion of the High Court, though not for the same reasons." (AILA C349, Pandit
  Jhandu Lal v State of Punjab), where the text stops, was read as no cue; the High Court's judgment stands.
Near misses are written for these tests.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


LACONIC = ("The only inescapable conclusion is that such a serious appeal has been disposed of in a laconic manner "
           "without application of mind.")  # AILA C1087
SPEAKING = ("It is undoubtedly open to the High Court to dismiss such an appeal in limine but as is expected by this "
            "Court it must be by a speaking order.")  # AILA C1087


@pytest.mark.parametrize("sentence", [
    LACONIC,
    "The next sentence is with reference to the evidence of Lachhman which evidence is disposed of by a cryptic "
    "observation that he supports Phoola Bai.",  # AILA C1087
    "The revision was disposed of by the Sessions Judge without assigning any reasons.",
])
def test_a_criticised_disposal_is_no_order_here(sentence):
    assert not read_cues(sentence).disposed


@pytest.mark.parametrize("sentence", ["The appeal is disposed of in the above terms.",
                                      "The connected appeals are disposed of in a similar manner.",
                                      "The appeal is accordingly disposed of."])
def test_own_disposal_still_read(sentence):  # near misses
    assert read_cues(sentence).disposed


def test_criticised_disposal_then_appeal_allowed_line():
    res = detect_outcome(_judgment(LACONIC, SPEAKING, "Appeal allowed."))
    assert res.outcome == "allowed"


PLEA = ("As the scope of the appeals has been limited to the period of sentence only, and the appellant has been in "
        "custody for nearly 8 months and has earned some remission also, it should be restricted to the period "
        "already undergone.")  # AILA C2847
REFUSED = "We see no reason to accept the prayer for reducing the period of sentence imposed."  # AILA C2847
DISMISSED = "The appeals are accordingly dismissed."


def test_a_change_pleaded_then_refused_is_no_partial_outcome():
    res = detect_outcome(_judgment("Learned counsel for the appellant submitted that the occurrence took place long "
                                   "back.", PLEA, REFUSED, DISMISSED))
    assert res.outcome == "dismissed"


def test_a_change_made_after_a_refusal_stays_partial():
    # near miss: the refusal comes first (the fine), the court then cuts the imprisonment itself
    res = detect_outcome(_judgment("We see no reason to reduce the fine imposed.",
                                   "However, the sentence of imprisonment is reduced to the period already undergone.",
                                   "The appeal is dismissed subject to the above modification."))
    assert res.outcome == "partly"


AGREE = "We, therefore, agree with the conclusion of the High Court, though not for the same reasons."  # AILA C349


def test_agreeing_with_the_high_court_upholds_it():
    assert read_cues(AGREE).no_merit
    res = detect_outcome(_judgment("It was not, therefore, necessary to go through the procedure prescribed by Part "
                                   "VII.", AGREE))
    assert res.outcome == "dismissed"


@pytest.mark.parametrize("sentence", ["We do not agree with the conclusion of the High Court.",
                                      "We agree with the High Court only to the extent that the notice was bad.",
                                      "We agree with the learned counsel that the High Court erred in law."])
def test_agreement_near_misses(sentence):
    assert not read_cues(sentence).no_merit
