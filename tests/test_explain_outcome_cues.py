"""General outcome cues for older Supreme Court orders, each on short real-shaped text written for this test:
a condition after the order does not make the order hypothetical, a stray full stop inside the order does not
hide it, and an order stated before a concurring opinion is found when the closing paragraphs state none."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues

FILLER = ("The learned counsel for the parties took us through the record of the proceedings at some length. " * 40)


@pytest.mark.parametrize("sentence, allow, hypothetical", [
    ("For these reasons we allow the appeal and direct that the petitioner be considered whether he is fit for "
     "promotion.", True, False),
    ("We dismiss the appeal, leaving it open to the appellant to apply if so advised.", False, False),
    ("If the appeal is allowed, the decree would be set aside.", True, True),
    ("The question is whether the appeal would be allowed on that ground.", True, True),
])
def test_a_condition_after_the_order_is_not_a_hypothetical_order(sentence, allow, hypothetical):
    c = read_cues(sentence)
    assert c.allow == allow and c.hypothetical == hypothetical


@pytest.mark.parametrize("closing, outcome", [
    ("The appeal is, therefore. dismissed without any order as to costs.", "dismissed"),
    ("The writ petition. is, accordingly, dismissed with costs.", "dismissed"),
    ("The appeal is accordingly. allowed and the order of the High Court is set aside.", "allowed"),
])
def test_a_stray_full_stop_inside_the_order_does_not_hide_it(closing, outcome):
    text = f"{FILLER}\n{closing} The decree will not be executed for four months.\n"
    assert detect_outcome(text, [], source="tail").outcome == outcome


def test_an_order_before_a_long_concurring_opinion_is_found():
    text = (f"{FILLER}\n32. In the result the appeals preferred by the Union of India are allowed and the judgment "
            f"of the High Court under appeal is set aside.\n" + "\n".join([FILLER[:400]] * 50)
            + "\nI agree that we should give full effect to the language of the section.\n")
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == "allowed" and "In the result" in res.sentence(text)


def test_a_text_with_no_order_anywhere_stays_unknown():
    text = f"{FILLER}\nIn the result, the learned counsel were heard at length on the second question.\n"
    assert detect_outcome(text, [], source="tail").outcome == "unknown"


@pytest.mark.parametrize("headnote, outcome", [
    ("Allowing the Appeal, ^\nHELD : A person who is not a candidate may not be joined as a respondent.", "allowed"),
    ("Dismissing the appeals to this Court, HELD: The High Court had full power to review the evidence.",
     "dismissed"),
    ("Dismissing the writ petitions, the Court HELD: the levy is valid.", "dismissed"),
])
def test_the_headnote_disposal_is_the_last_resort(headnote, outcome):
    text = f"Civil Appeal No. 12 of 1970\n{headnote}\n{FILLER}\nThe learned counsel were heard at length.\n"
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == outcome and not res.confident


def test_the_headnote_gives_way_to_the_courts_own_order():
    text = (f"Civil Appeal No. 12 of 1970\nAllowing the appeal, HELD: the suit was maintainable.\n{FILLER}\n"
            "In the result, the appeal is dismissed with costs.\n")
    assert detect_outcome(text, [], source="tail").outcome == "dismissed"


def test_a_headnote_allowing_in_part_is_partly():
    text = f"Civil Appeal No. 1 of 1971\nAllowing in part the appeal, HELD: the award is modified.\n{FILLER}\n"
    assert detect_outcome(text, [], source="tail").outcome == "partly"


def test_the_headnote_outweighs_an_implicit_reading():
    text = ("Indian Penal Code--Section 302--Common intention.\nThe High Court set aside the acquittal of the appellant "
            "and convicted him.\nDismissing the appeal, this Court,\nHELD: The powers of the appellate Court are "
            f"wide.\n{FILLER}\nThe impugned order of acquittal is set aside.\n")
    body_only = text.replace("Dismissing the appeal, this Court,\nHELD:", "")
    assert detect_outcome(body_only, [], source="tail").outcome == "allowed"  # the implicit reading alone
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == "dismissed" and res.rule.startswith("headnote")


@pytest.mark.parametrize("sentence", [
    "The appeal is accordingly allowed to the extent and in the manner indicated above.",
    "The declaration in the decree is set aside and this appeal allowed, to that extent.",
])
def test_allowed_to_an_extent_is_partly(sentence):
    assert read_cues(sentence).partly
