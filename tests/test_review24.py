"""review24: false positives of the side24 / roles24 rules found on real text.

- Cross appeals disposed of in one sentence whose clauses name their parties by place ("the appeals filed by the
  appellant society are hereby allowed and the appeals filed by the respondents herein are hereby dismissed", AILA
  2019 C1657, Kaushik Cooperative Building Society v N. Parvathamma, CC BY 4.0): both clauses favour the appellant,
  yet ``partial._split_dispositions`` (roles24) read "mixed" because it set places aside and then saw one appeal
  allowed and another dismissed. Before roles24 this precedent read "appellant".
"""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.partial import partial_gain
from lcr_core.explain.roles import PartyRoles

UNKNOWN = PartyRoles(("plaintiff", "defendant"), None, "", "")


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


PLACES = ("21. Hence, the appeals filed by the appellant society are hereby allowed and the appeals filed by the "
          "respondents herein are hereby dismissed.")  # AILA C1657


def test_cross_appeals_named_by_place_decided_for_one_side():
    text = _judgment(PLACES, "There shall be no order as to costs.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    assert partial_gain(text, res, UNKNOWN).who == "appellant"


@pytest.mark.parametrize("sentence", [
    # near misses: each place won its own appeal, or persons told apart by name
    "The appeals filed by the appellants are allowed in part and the appeals filed by the respondents are also "
    "allowed, while the cross objections are dismissed.",
    "The appeal of Ram Singh is allowed and that of Shyam Lal is dismissed.",
])
def test_split_by_place_or_name_without_one_winner_stays_mixed(sentence):
    text = _judgment(sentence, "No costs.")
    res = detect_outcome(text)
    if res.outcome == "partly":
        assert partial_gain(text, res, UNKNOWN).who is None
