"""Outcome cues (outcome20): orders the detector found no cue in, each a form that recurs in the development parts.

- the reasons, given now, for an order made earlier ("These were the reasons upon which we quashed the order of
  detention", "These are my reasons in support of the unanimous order ... dismissing the suits", "we have allowed
  this appeal by our short order dated ..."): the court's own order, told in the past tense;
- "we have no alternative but to dismiss the petition": the court's order, its reluctance aside;
- "They are, therefore dismissed.": the matters just named, as a sentence's whole subject (not "They will be allowed
  to enter the village", a permission);
- "... must be upheld and the appeals dismissed on the ground that ...": the order's second clause with its verb left
  out;
- a paragraph number glued to the next sentence ("... State of A. P.8 15.For the above reasons, the appeals ... are
  dismissed"): the order is its own sentence, not the end of the court below's story before it;
- a text that ends with a concurring judge's agreement and no order of its own ("I agree with the conclusion of my
  learned Brother that the petition be dismissed", "I would, therefore, agree in dismissing the petition").

Real sentences: AILA 2019 (CC BY 4.0) quoted in full; IRLeD 2017 only as short quotes. The near misses are written
for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


# ---- the reasons for an order made earlier ------------------------------------------------------------------

@pytest.mark.parametrize("sentence, outcome", [
    ("These were the reasons upon which we quashed the order of detention.", "allowed"),  # IRLeD prior_case_0696
    # IRLeD current_case_0089 (short quote)
    ("It was for these reasons that we have allowed this appeal by our short order dated 28th of July, 1998.",
     "allowed"),
    # IRLeD prior_case_1475 (short quote)
    ("These are my reasons in-support of the unanimous order passed by this Court on April 29, 1977 dismissing the "
     "suits and writ petitions.", "dismissed"),
])
def test_reasons_for_an_earlier_order_are_the_order(sentence, outcome):
    res = detect_outcome(_judgment("The detaining authority did not apply its mind to the material.", sentence))
    assert res.outcome == outcome


@pytest.mark.parametrize("sentence", [
    # a rule of natural justice, no order (AILA C301)
    "One of the salutary requirements of natural justice is spelling out reasons for the order made; in other "
    "words, a speaking out.",
    # an earlier court's order told as history, not this court's reasons for its own
    "The reasons upon which the High Court quashed the order of detention are not clear.",
    "This Court had dismissed the appeal by its order dated 3rd March 1980 and the review was then filed.",
])
def test_reasons_near_misses_are_no_order(sentence):
    c = read_cues(sentence)
    assert not c.allow and not c.dismiss


# ---- "no alternative but to", "They are dismissed", the elliptic second clause ------------------------------

def test_no_alternative_but_to_dismiss_is_a_dismissal():
    # AILA C120
    s = ("16. When the matter was first argued we had decided not to make any order about costs but now that the "
         "petitioner has persisted in reopening the case and calling the learned Attorney-General here for a second "
         "time, we have no alternative but to dismiss the petition with costs.")
    assert read_cues(s).dismiss
    assert detect_outcome(_judgment("No fundamental right has been infringed.", s)).outcome == "dismissed"


def test_no_alternative_but_to_accept_an_argument_is_no_order():
    c = read_cues("We have no alternative but to accept the submission of the learned counsel on this point.")
    assert not c.allow and not c.dismiss


def test_they_are_therefore_dismissed():
    # IRLeD prior_case_0323 (short quote)
    res = detect_outcome(_judgment("The appeals have no force as the view taken in the impugned judgments is in "
                                   "accord with the earlier decision.", "They are, therefore dismissed."))
    assert res.outcome == "dismissed"
    assert read_cues("They are accordingly allowed.").allow  # AILA C2231 (its opening words)


@pytest.mark.parametrize("sentence", [
    "They will be allowed to enter the village on that day only after reporting to the police.",  # a permission
    "They were dismissed from service by the order of the General Manager.",  # a story (and from service)
    "They are dismissed from service with effect from the date of the order.",
])
def test_they_near_misses(sentence):
    c = read_cues(sentence)
    assert not c.allow and not c.dismiss


def test_elliptic_second_clause_of_the_order():
    # IRLeD prior_case_0441 (short quote)
    s = ("In the result, the preliminary objection raised by the respondents in the appeals before us must be "
         "upheld and the appeals dismissed on the ground that they are incompetent under Article 136.")
    assert read_cues(s).dismiss
    assert detect_outcome(_judgment(s)).outcome == "dismissed"


@pytest.mark.parametrize("sentence", [
    # a story: no modal order in the first clause
    "The objection was upheld by the Tribunal and the appeals dismissed on the ground of limitation.",
    # a permission, not the order
    "The order must be set aside and the petitioners allowed to sit for the examination.",
])
def test_elliptic_near_misses(sentence):
    c = read_cues(sentence)
    assert not c.dismiss
    assert not (c.allow and "allowed to" in sentence and not c.set_aside)


# ---- a paragraph number glued to the order -------------------------------------------------------------------

def test_glued_paragraph_number_starts_the_order():
    # IRLeD prior_case_0759 (short quote)
    res = detect_outcome(_judgment(
        "It is also brought to our notice that the Andhra Pradesh High Court has taken the same view in Rajeswari "
        "Stone Polisherv v. State of A. P.8 15.For the above reasons, the appeals (all of them preferred by the "
        "States) are dismissed.",
        "There shall be no order as to costs."))
    assert res.outcome == "dismissed"
    assert res.rule == "explicit: dismissed"


def test_a_number_with_a_space_after_its_dot_is_not_split():
    # "section 15. The" is an ordinary sentence end already; "No. 15.The" inside a story stays one narrative sentence
    res = detect_outcome(_judgment(
        "The High Court had dismissed the appeals in Writ Appeal No. 15 of 1990 and the appellants came here.",
        "We heard the matter at length."))
    assert res.outcome == "unknown"


# ---- a concurring judge's agreement when the text has no order of its own ------------------------------------

@pytest.mark.parametrize("sentence", [
    # AILA C312
    "13. In my considered opinion therefore, the blanket bar of the application in the form of PIL is obviated. "
    "Subject to aforesaid, I agree with the conclusion of my learned Brother that the petition be dismissed.",
    # AILA C2174
    "I would, therefore, agree in dismissing the petition.",
])
def test_concurring_agreement_gives_the_order(sentence):
    res = detect_outcome(_judgment("The Regulation is not discriminatory on the face of it.", sentence))
    assert res.outcome == "dismissed"
    assert res.rule.startswith("one judge")


def test_concurring_agreement_never_overrides_the_courts_order():
    res = detect_outcome(_judgment("In the result, the appeal is allowed.",
                                   "I agree with my learned Brother that the petition be dismissed."))
    assert res.outcome == "allowed"


def test_agreement_with_an_argument_is_no_order():
    res = detect_outcome(_judgment("I agree with the learned counsel that the question is one of some difficulty.",
                                   "The matter will be listed after the vacation."))
    assert not res.rule.startswith("one judge")
    assert res.outcome != "dismissed"


def test_one_judges_present_tense_order_when_the_text_has_no_other():
    # AILA C1830 (the text is one judge's opinion)
    res = detect_outcome(_judgment(
        "In these circumstances, we allow Vithoba to intervene in the Civil Appeal.",
        "The second proviso is unreasonable and void.",
        "In this view, I dismiss the Civil Appeal and allow the Writ Petition.",
        "The parties will bear their respective costs in the Civil Appeal."))
    assert res.outcome == "dismissed"


def test_a_dissents_i_would_allow_is_no_order():
    res = detect_outcome(_judgment("For these reasons, I would allow the appeal and set aside the conviction."))
    assert not res.rule.startswith("one judge")


# ---- a permission to a named person is no allowance ----------------------------------------------------------

def test_allowing_a_named_person_to_intervene_is_no_order():
    # AILA C1830
    assert not read_cues("In these circumstances, we allow Vithoba to intervene in the Civil Appeal.").allow


@pytest.mark.parametrize("sentence", [
    "We allow Civil Appeal No. 5 of 1990.",
    "We, therefore, allow this appeal to the extent indicated.",
    "We accordingly allow both appeals to this extent.",
    "We allow the appeal.",
])
def test_allowing_a_matter_still_allows(sentence):
    assert read_cues(sentence).allow


# ---- a petition only a court below tries, dismissed ----------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Consequently eviction Petition stands dismissed.",  # IRLeD prior_case_1098 (tenant's appeal allowed)
    "The election petition is dismissed.",  # IRLeD prior_case_1652 (returned candidate's appeal allowed)
])
def test_an_election_or_eviction_petition_dismissed_is_the_appellants_win(sentence):
    res = detect_outcome(_judgment("The finding of the High Court cannot be sustained.", sentence))
    assert res.outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    "The petition is dismissed.",
    "The election appeal is dismissed.",  # the matter before this court
    "The special leave petition against the order in the eviction case is dismissed.",
])
def test_other_dismissals_stay_dismissals(sentence):
    res = detect_outcome(_judgment("The finding of the High Court is correct.", sentence))
    assert res.outcome == "dismissed"


# ---- a manner adverb between "we" and the order ---------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    # AILA C489
    "19. Accordingly we would compositely allow both the appeals, set aside the respective judgments and orders of "
    "the High Court holding that the order of compulsory retirement of the appellant under Rule 5.32 was void and "
    "inoperative.",
    "We accodingly allow this appeal, uphold the provisions contained in sub-sections (3) and (4).",  # IRLeD, a misprint
    "We merely allow the appeal, quash the order of compulsory retirement and leave the law to take its course.",
])
def test_a_manner_adverb_keeps_the_order(sentence):
    c = read_cues(sentence)
    assert c.allow and not c.hypothetical


@pytest.mark.parametrize("sentence", [
    "We would ordinarily allow the appeal but the respondent has died.",
    "We hardly dismiss such petitions without notice.",
])
def test_a_habit_or_rarity_adverb_is_no_order(sentence):
    c = read_cues(sentence)
    assert not ((c.allow or c.dismiss) and not c.hypothetical)


# ---- partial cues that are no partial order ------------------------------------------------------------------

def test_a_liberty_with_or_without_modifications_is_no_partial_order():
    # AILA C1922
    s = ("35. As the scheme was withdrawn by GM dated 27.4.2002 to give effect to the impugned decision of the High "
         "Court, the state government is at liberty to revive the scheme with or without modifications.")
    assert not read_cues(s).partly
    assert read_cues("Subject to the said modifications, the award of the tribunal is confirmed and the appeal is "
                     "dismissed.").partly  # AILA C102: a modification the court makes


@pytest.mark.parametrize("sentence", [
    # AILA C2695
    "In a brief order, the High Court partly allowed the appeal, but there is no reasoning or basis as to what "
    "weighed with the High Court in confirming the order of acquittal recorded in favour of the appellants-accused "
    "for certain offences.",
    # AILA C404
    "6. While ordering notice in the special leave petition on 30.4.1996 this Court dismissed the SLP so far as A-4 "
    "was concerned and in respect of others only notice was issued and ultimately leave was granted.",
])
def test_a_partial_order_told_of_another_court_or_time_is_narrative(sentence):
    c = read_cues(sentence)
    assert c.partly and c.narrative


def test_the_courts_own_partial_order_is_not_narrative():
    c = read_cues("We dismiss the SLP so far as A-4 is concerned and allow it for the others.")
    assert c.partly and not c.narrative
    c = read_cues("The appeal is partly allowed.")
    assert c.partly and not c.narrative


def test_a_change_said_not_to_be_made_is_no_alteration():
    # AILA C344
    s = ("Ordinarily the court granting anticipatory bail should not substitute itself for the original court "
         "which is expected to deal with the offence.")
    assert not read_cues(s).altered
    assert read_cues("We substitute the conviction under Section 302 by one under Section 304 Part I.").altered


# ---- the order's own exception makes it partial ----------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Excepting this modification, the appeal is dismissed.",  # AILA C858
    # IRLeD prior_case_1518, prior_case_1097, prior_case_1281, prior_case_1556 (short quotes)
    "As the appeal fails except for the slight modification indicated above, the appellant will pay the costs.",
    "The appeal, except to the extent aforesaid, fails and is dismissed.",
    "In other respects this appeal fails and the same is dismissed with costs.",
    "Except for these modifications, the decree stands and the rest of the appeal is dismissed.",
    # AILA C2074
    "16. The appeal is allowed only in respect of sentence imposed relating to Section 307 IPC, and for all other "
    "aspects it stands dismissed.",
    # AILA C84
    "41. We, accordingly, allow Civil Appeal arising out of S.L.P (C) No. 18202 of 1993 partly and dismiss Civil "
    "Appeals arising out of S.L.P. (C) Nos. 13362-63 of 1993.",
    # AILA C1486 (its opening)
    "27. In the result, we allow this appeal, set aside the order passed by the High Court and allow writ petition "
    "No.2289 of 2011 filed by the appellant but only to the extent that the blacklisting shall stand affirmed.",
])
def test_the_orders_own_exception_is_partial(sentence):
    assert read_cues(sentence).partly


@pytest.mark.parametrize("sentence", [
    # AILA C2806: a judgment affirmed save as another decision says, no exception to this order
    "The judgment of the High Court is affirmed except to the extent indicated in the judgment of this Court in "
    "Siddhanti's case.",
    "She also pointed out that except for the above mentioned period, she was not paid any amount.",  # AILA C1675
    "The appeal is dismissed.",
    "We allow the appeal and set aside the order of the High Court partly quoted above.",
])
def test_exception_near_misses_are_not_partial(sentence):
    assert not read_cues(sentence).partly
