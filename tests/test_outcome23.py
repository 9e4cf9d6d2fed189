"""Outcome (roles23): a conviction altered *up* to a graver offence is no partial outcome.

The State's appeal for a murder conviction allowed ("We accordingly allow this appeal, substitute the conviction
under s. 302 ... in place of the conviction under s. 304 Part II and sentence Ram Prasad to imprisonment for life",
AILA 2019 C2053, CC BY 4.0) was read as ``partly`` ("conviction altered to a lesser offence"): the alteration is
what the appellant asked for, so the appeal is allowed. An alteration down to a lesser offence stays partial.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import _to_graver, detect_outcome


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


REAL = ("We accordingly allow this appeal, substitute the conviction under s. 302 of the Indian Penal Code in place "
        "of the conviction under s. 304 Part II and sentence Ram Prasad to imprisonment for life.")  # AILA C2053


def test_graver_substitution_is_allowed():
    assert _to_graver(REAL)
    assert detect_outcome(_judgment(REAL)).outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    "The conviction of the appellant is altered from Section 304 Part II I.P.C. to Section 302 IPC.",
    "We set aside the conviction under Section 304 Part II IPC and convict him under Section 302 IPC.",
    "The conviction under s. 324 is altered to one under s. 307.",
    "The conviction of the respondent under Section 304-B is converted to one under Section 302.",
])
def test_graver_forms(sentence):
    assert _to_graver(sentence)


@pytest.mark.parametrize("sentence", [
    # near misses: the other direction, a lesser offence (written for this test)
    "We accordingly allow this appeal in part, substitute the conviction under s. 304 Part II of the Indian Penal "
    "Code in place of the conviction under s. 302 and sentence him to seven years.",
    "We alter the conviction from s.302 to s.304 Part II and reduce the sentence to seven years.",
    "We set aside the conviction under Section 302 IPC and convict him under Section 304 Part I.",
    "The conviction under s.302 is altered to one under s.326.",
    # unranked offences: nothing said about gravity
    "The conviction under s. 420 is altered to one under s. 406.",
])
def test_lesser_or_unranked_is_not_graver(sentence):
    assert not _to_graver(sentence)


def test_lesser_substitution_stays_partial():
    near = ("We accordingly allow this appeal, substitute the conviction under s. 304 Part II of the Indian Penal "
            "Code in place of the conviction under s. 302 and sentence him to rigorous imprisonment for seven years.")
    assert detect_outcome(_judgment(near)).outcome == "partly"


# ---- the court's classification in place of the one below; a convict released on probation --------------------

def test_appropriate_conviction_instead_of_is_a_partial_outcome():
    real = ("20. Thus, considering the factual background and the legal position set out above, the inevitable "
            "conclusion is that the appropriate conviction of the appellants would be under S. 304 Part II IPC "
            "instead of S. 302 IPC. Hence, the sentence of imprisonment for 10 years would meet the ends of justice.")
    assert detect_outcome(_judgment(real, "21. The appeal is disposed of in the above said terms.")).outcome == "partly"


def test_probation_in_place_of_the_sentence_is_a_partial_outcome():
    real = ("For all these reasons we are of the view that it is expedient that the appellant be released on "
            "probation.")  # AILA C2452
    assert detect_outcome(_judgment("We, therefore, uphold the conviction.", real,
                                    "7. The appeal is disposed of in the above terms.")).outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "The appropriate conviction would be under Section 302 IPC.",  # no change named: nothing "instead of"
    "The appellant shall not be released on probation.",
    "Learned counsel prayed that the appellant be released on probation, but we find no merit in the plea.",
])
def test_near_misses_change_nothing(sentence):
    from lcr_core.explain.outcome import read_cues
    c = read_cues(sentence, gated=False)
    assert not c.altered and not c.reduced


# ---- "It would be therefore appropriate to set aside ... and remit": the court's order, not a condition ---------

def test_polite_remand_order_is_not_hypothetical():
    real = ("5. It would be therefore appropriate to set aside the impugned judgment and remit the matter to the "
            "High Court to consider the matter afresh. We order accordingly.")  # AILA C1609
    res = detect_outcome(_judgment(real, "Appeal allowed"))
    assert res.outcome == "other" and res.rule == "remand"


@pytest.mark.parametrize("sentence", [
    "If the notice was not served, it would be appropriate to remit the matter to the High Court.",
    "Learned counsel submitted that it would be appropriate to remit the matter to the High Court.",
])
def test_a_condition_or_a_plea_stays_hypothetical(sentence):
    from lcr_core.explain.outcome import read_cues
    assert read_cues(sentence, gated=False).hypothetical
