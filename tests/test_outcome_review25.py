"""review25: roles25's "we agree with the conclusion of the High Court" (``NO_MERIT``) also fired on a point of the
reasoning agreed ("We agree with the High Court that this dying declaration is not a genuine document ...", AILA
2019 C379, CC BY 4.0; "We agree with the High Court in its appreciation of the evidence of this witness ...", C407),
so a text ending there read "dismissed". The agreement with the High Court's conclusion, view, decision, judgment or
order still reads (C349, C2167, C1764, C1500, C2635)."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues

C379 = ("We agree with the High Court that this dying declaration is not a genuine document containing the statement "
        "made by Mukta and it cannot, therefore, be availed by the appellant for the purpose of throwing doubt on the "
        "veracity of the earlier dying declarations made by her.")
C407 = "We agree with the High Court in its appreciation of the evidence of this witness and the acceptance thereof."


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


@pytest.mark.parametrize("sentence", [C379, C407])
def test_a_point_agreed_with_the_high_court_is_no_outcome(sentence):
    assert not read_cues(sentence).no_merit
    assert detect_outcome(_judgment(sentence)).outcome != "dismissed"


@pytest.mark.parametrize("sentence", [
    "We, therefore, agree with the conclusion of the High Court, though not for the same reasons.",  # C349
    "In view of the above discussion and conclusion, we agree with the decision of the High Court, consequently, all "
    "the appeals are dismissed.",  # C2167
    "For these reasons, we fully agree with the order of the High Court acquitting respondents.",  # C1764
    "Under these circumstances, there is no merit in the appeal, on the other hand, we fully agree with the conclusion "
    "arrived at by the High Court.",  # C2635
    "We agree with the High Court's conclusion.",
    "We concur with the High Court.",
])
def test_the_conclusion_agreed_still_upholds(sentence):
    assert read_cues(sentence).no_merit


# roles25 dropped a change the court made when any refusal followed: a refusal to reduce the co-accused's sentence
# took away the appellant's alteration (written for this test)
def test_a_refusal_of_another_kind_of_change_keeps_the_change_made():
    text = _judgment("The conviction of the appellant under Section 302 IPC is altered to one under Section 304 Part I "
                     "IPC and he is sentenced to rigorous imprisonment for ten years.",
                     "The prayer of the co-accused for reducing the sentence cannot be accepted as he has not "
                     "surrendered, and there is no reason to reduce his sentence.",
                     "The appeal is disposed of accordingly.")
    assert detect_outcome(text).outcome == "partly"


def test_roles25_refused_plea_still_is_no_change():
    text = _judgment("As the scope of the appeals has been limited to the period of sentence only, and the appellant has "
                     "been in custody for nearly 8 months, it should be restricted to the period already undergone.",
                     "We see no reason to accept the prayer for reducing the period of sentence imposed.",
                     "The appeals are accordingly dismissed.")
    assert detect_outcome(text).outcome == "dismissed"
