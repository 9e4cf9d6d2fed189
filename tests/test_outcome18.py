"""Outcome cues (outcome18): how courts word a changed conviction, an inclination that is the order, and a
"disposed of" order that grants the release asked for.

- a conviction changed in noun form ("the facts require alteration of the conviction from s.302 to s.304 Part I"),
  by "modifying the conviction", or by finding the appellants "not guilty of" one offence "but guilty of" another,
  is the court's own change (not when it is refused or only asked for, nor "alteration of conviction notwithstanding"
  with no direction told); "ten years would meet the ends of justice" is no condition;
- "we are inclined to allow this appeal and set aside ..." is the court's order (not "not inclined", nor "would be
  inclined");
- an appeal "disposed of" after the court orders the appellant released on bail, or released forthwith, got what
  it asked; a release told of the past, refused, asked, or "may be released" (a possibility), is no relief.

Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


# ---- a conviction changed, in the court's other words ----------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Thus, the facts and circumstances of the case require alteration of conviction of the appellant from Section "
    "302 IPC to Section 304 Part-I IPC and a sentence of eight years would meet the ends of justice.",
    "The case calls for an alteration of the conviction to one under Section 326 IPC.",
    "The appeal is disposed of accordingly by setting aside the order of the High Court and modifying the "
    "conviction and sentence as stated above.",
    "Under these circumstances, the appellants Ram and Shyam are found not guilty of the offence punishable under "
    "Sections 302/149 IPC but they are found guilty of the offence punishable under Section 326 read with Section "
    "34 IPC.",
    "We hold the second appellant not guilty of murder but guilty of culpable homicide not amounting to murder.",
])
def test_a_conviction_changed_in_other_words_is_altered(sentence):
    cues = read_cues(sentence)
    assert cues.altered and not cues.narrative


@pytest.mark.parametrize("sentence", [
    "We find no ground for alteration of the conviction recorded by the courts below.",        # refused
    "Learned counsel for the appellant sought alteration of the conviction to one under Section 304.",  # asked
    "The appellants are found not guilty of all the charges and are acquitted.",                # no other offence
    "The accused was found not guilty by the trial court, but the High Court found him guilty of murder.",  # below
    "Since the sentence has been maintained, alteration of conviction notwithstanding, no change need be made.",
])
def test_a_change_refused_asked_or_an_acquittal_is_no_alteration(sentence):
    assert not read_cues(sentence).altered


@pytest.mark.parametrize("sentence", [
    "The period already undergone by the appellant would be sufficient to meet the ends of justice.",
    "We reduce the sentence to seven years, which would meet the ends of justice.",
])
def test_the_sentencing_formula_is_no_condition(sentence):
    cues = read_cues(sentence)
    assert cues.reduced and not cues.hypothetical


def test_a_possible_reduction_with_would_stays_hypothetical():
    cues = read_cues("Such an accused deserves some respite, may be by reducing the period of punishment, and such "
                     "an incentive would bring more of them to confess.")
    assert cues.hypothetical


def test_disposed_of_after_an_alteration_in_noun_form_is_partly():
    res = detect_outcome(_judgment(
        "Thus, the facts and circumstances of the case require alteration of conviction of the appellant from "
        "Section 302 IPC to Section 304 Part-I IPC and ends of justice would be met by awarding ten years rigorous "
        "imprisonment to the appellant.",
        "Ordered accordingly.",
        "The appeal is disposed of."))
    assert res.outcome == "partly"


# ---- "we are inclined to allow" is the order -------------------------------------------------------------

@pytest.mark.parametrize("sentence,kind", [
    ("In the circumstances, we are inclined to allow this appeal and set aside the order of the High Court.",
     "allow"),
    ("16. We are, therefore, inclined to allow this appeal and set aside the judgment of the High Court.", "allow"),
    ("For these reasons we are inclined to dismiss the appeal.", "dismiss"),
])
def test_we_are_inclined_to_allow_is_the_order(sentence, kind):
    cues = read_cues(sentence)
    assert getattr(cues, kind) and not cues.hypothetical


@pytest.mark.parametrize("sentence", [
    "We are not inclined to allow this appeal on that ground.",
    "We would have been inclined to allow the appeal had the plea been raised below.",
    "We are hardly inclined to allow the appeal on such a plea.",
    "We are not inclined to dismiss the appeal at the threshold.",
])
def test_an_inclination_refused_or_conditional_is_no_order(sentence):
    cues = read_cues(sentence)
    assert not ((cues.allow or cues.dismiss) and not cues.hypothetical)


def test_inclined_to_allow_then_ordered_accordingly_is_allowed():
    res = detect_outcome(_judgment(
        "In the circumstances, we are inclined to allow this appeal and set aside the order of the High Court and "
        "leave it to the Criminal Court to proceed with the case.",
        "We make it clear that we have not expressed any opinion on the merits of the case.",
        "Ordered accordingly."))
    assert res.outcome == "allowed"


# ---- a release on bail ordered, then "disposed of" -------------------------------------------------------

@pytest.mark.parametrize("closing", [
    ("Having regard to the facts, we are of the view that during the pendency of the trial the appellant should be "
     "released on bail on furnishing security to the satisfaction of the trial court.",
     "The appellant shall cooperate with the trial.",
     "With the above observations and directions, the appeal is disposed of."),
    ("In view of the long period in custody, the appellant shall be enlarged on bail on such terms as the trial "
     "court may fix.", "The appeal is disposed of accordingly."),
    ("We direct the jail authorities to release him forthwith on the Registrar General intimating them.",
     "The writ petition is disposed of accordingly."),
])
def test_disposed_of_after_ordering_release_on_bail_is_allowed(closing):
    assert detect_outcome(_judgment(*closing)).outcome == "allowed"


@pytest.mark.parametrize("closing", [
    ("The appellant was released on bail by the High Court during the pendency of the appeal.",
     "The appeal is disposed of."),
    ("The appellant shall not be released on bail till the trial is over.", "The appeal is disposed of."),
    ("It was argued that the appellant should be released on bail.", "The appeal is disposed of."),
    ("When produced before the Magistrate, the detenus may be released on bail on executing a bond.",
     "The petition is disposed of."),
    ("We have not expressed any opinion on the entitlement of the appellant to be released on bail.",
     "The appeal is disposed of."),
])
def test_a_release_told_refused_or_asked_is_no_relief(closing):
    assert detect_outcome(_judgment(*closing)).outcome != "allowed"


# ---- a batch of appellants or cross-appeals decided both ways --------------------------------------------

@pytest.mark.parametrize("sentence", [
    "But the appeals regarding the remaining appellants would stand dismissed.",
    "The appeal of the first appellant would accordingly stand allowed.",
])
def test_would_stand_dismissed_is_an_order(sentence):
    cues = read_cues(sentence)
    assert (cues.allow or cues.dismiss) and not cues.hypothetical


@pytest.mark.parametrize("sentence", [
    "If the plea were right, the appeal would stand dismissed.",
    "The appeal would be dismissed on that view.",
])
def test_a_conditional_would_stays_hypothetical(sentence):
    assert read_cues(sentence).hypothetical


def test_some_appellants_acquitted_the_rest_would_stand_dismissed_is_partly():
    res = detect_outcome(_judgment(
        "In the result, we set aside the conviction and sentence of A-7 Ram and A-12 Shyam and they are acquitted.",
        "But appeals regarding the remaining appellants would stand dismissed."))
    assert res.outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "But we find him guilty of the offence under Section 498-A of the IPC and convict him thereunder.",
    "However, we hold the appellant guilty of the offence under Section 324 IPC.",
])
def test_but_we_find_him_guilty_of_another_offence_is_altered(sentence):
    assert read_cues(sentence).altered


@pytest.mark.parametrize("sentence", [
    "We find him guilty of the offence under Section 302 IPC.",                # no contrast: the conviction itself
    "But the High Court found him guilty of the offence under Section 302.",   # the court below
])
def test_a_finding_of_guilt_without_contrast_is_no_alteration(sentence):
    assert not read_cues(sentence).altered


def test_murder_conviction_set_aside_but_found_guilty_of_cruelty_then_disposed_of_is_partly():
    res = detect_outcome(_judgment(
        "We therefore set aside the conviction and sentence passed on the appellant under Section 302 of IPC.",
        "But we find him guilty of the offence under Section 498-A of the IPC and convict him thereunder and "
        "sentence him to three years.",
        "The appeal is accordingly disposed of."))
    assert res.outcome == "partly"


def test_the_accuseds_appeal_allowed_and_the_state_appeal_dismissed_is_partly():
    res = detect_outcome(_judgment(
        "In the result, the conviction of the appellant under Section 498-A IPC is set aside and the appeal of "
        "E. Naidu is allowed and he is acquitted.",
        "The State appeal is dismissed."))
    assert res.outcome == "partly"


def test_one_partys_appeal_allowed_and_its_consequence_below_is_allowed():
    res = detect_outcome(_judgment(
        "The State's appeal is allowed and the order of acquittal is set aside.",
        "The appeal of the State is accordingly allowed."))
    assert res.outcome == "allowed"


def test_appeals_of_some_would_stand_allowed_and_of_others_would_stand_dismissed_is_partly():
    res = detect_outcome(_judgment(
        "Thus, the appeals filed by the two appellants Seeta and Shanta would stand allowed but the appeals filed "
        "by the appellant Niranjan and his wife Anuradha, would stand dismissed."))
    assert res.outcome == "partly"


# ---- the court's formulas are no conditions ---------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "In our view it will be sufficient if the sentence of Appellant No. 1 is reduced to that already undergone.",
    "The ends of justice would be met if the sentence is reduced to five years.",
])
def test_it_will_be_sufficient_if_the_sentence_is_reduced_is_the_courts_change(sentence):
    cues = read_cues(sentence)
    assert cues.reduced and not cues.hypothetical


def test_set_at_liberty_unless_required_in_another_case_is_no_condition():
    cues = read_cues("In the result, we acquit A4 Nirmala and direct her to be set at liberty forthwith unless she is "
                     "required in any other case.")
    assert cues.set_aside and not cues.hypothetical


@pytest.mark.parametrize("sentence", [
    "If the sentence is reduced, the appellant may apply for remission.",        # a real condition
    "The appellant shall be set at liberty unless the State files an appeal in a month.",  # a condition
])
def test_a_real_if_or_unless_stays_hypothetical(sentence):
    assert read_cues(sentence).hypothetical


def test_set_aside_the_conviction_and_convict_him_u_s_another_section_is_altered():
    assert read_cues("For the foregoing discussion we set aside the conviction of the appellant u/s. 302 IPC and "
                     "convict him u/s. 326 IPC.").altered


def test_some_acquitted_others_convictions_confirmed_then_disposed_of_is_partly():
    res = detect_outcome(_judgment(
        "In the result, we acquit A4 Nirmala and direct her to be set at liberty forthwith unless she is required "
        "in any other case.",
        "We confirm the conviction under Section 201 IPC in respect of A2 Mahendra and impose a sentence of seven "
        "years on him.",
        "These appeals are disposed of in the above terms."))
    assert res.outcome == "partly"


def test_one_appellant_acquitted_then_disposed_of_stays_a_win():
    res = detect_outcome(_judgment(
        "In the result, we acquit the appellant and direct him to be set at liberty forthwith unless he is "
        "required in any other case.",
        "The appeal is disposed of in the above terms."))
    assert res.outcome == "allowed"


def test_we_order_him_to_be_released_on_bail_then_disposed_of_is_allowed():
    res = detect_outcome(_judgment(
        "In view of the long period in jail, we order him to be released on bail on his executing a bond with two "
        "sureties to the satisfaction of the trial Court.",
        "The appeal is disposed of accordingly."))
    assert res.outcome == "allowed"


# ---- a change that is no change ---------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "19. Accordingly the conviction of the appellants is altered to one u/s. 302 read with s. 34 IPC instead of one "
    "u/s. 302 IPC and the sentence of life imprisonment is maintained.",
    "For the foregoing reasons the conviction of the accused appellants under Section 302 IPC is altered to one "
    "under Section 302/149 IPC and except for this variation the appeals are dismissed.",
    "Accordingly we set aside the conviction of the appellants under Sections 302/149 IPC and instead convict them "
    "under Sections 302/34 IPC and confirm the sentence of imprisonment for life.",
])
def test_the_same_offence_relabelled_with_common_intention_is_no_partial_order(sentence):
    res = detect_outcome(_judgment(sentence, "Subject to the above, the appeals are dismissed."))
    assert res.outcome == "dismissed"


def test_a_relabel_beside_a_second_conviction_set_aside_stays_partly():
    res = detect_outcome(_judgment(
        "The result is, the conviction of the appellants is accordingly altered into one under section 302, read "
        "with section 34 of the Indian Penal Code.",
        "The conviction and sentence for the offence under section 147 is, however, set aside and they are ordered "
        "to be acquitted in respect of that offence."))
    assert res.outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "The conviction of the appellants under Section 302/34 IPC is altered to one under Section 304 Part I read "
    "with Section 34 IPC.",
    "We alter the conviction from Section 302/149 IPC to Section 326/149 IPC.",
])
def test_a_lesser_offence_with_common_intention_is_still_an_alteration(sentence):
    res = detect_outcome(_judgment(sentence, "Subject to the above, the appeals are dismissed."))
    assert res.outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "4. Lastly, a plea was made before us that the sentence of the appellant should be reduced to the period "
    "already undergone.",
    "A request was also made on behalf of the accused that the sentence be reduced.",
])
def test_a_plea_made_before_us_for_a_reduction_is_no_reduction(sentence):
    assert not read_cues(sentence).reduced


def test_a_plea_made_and_granted_in_the_same_sentence_is_a_reduction():
    cues = read_cues("A plea was made that the sentence be reduced and we reduce it to the period already undergone.")
    assert cues.reduced


def test_a_change_that_may_have_been_made_is_a_possibility():
    cues = read_cues("In an appropriate case the conviction may probably have been altered to one of abetment of an "
                     "offence u/s. 409 of the Indian Penal Code.")
    assert not cues.altered or cues.hypothetical


# ---- second pass (part 18 read): a sentence replaced while the conviction stands; bail granted ----------

def test_convictions_confirmed_but_sentence_set_aside_and_instead_a_term_is_partly():
    res = detect_outcome(_judgment(
        "Accordingly the convictions are confirmed but the sentence of imprisonment for life under section 304B IPC "
        "of each of the accused appellants is set aside and instead each of them is sentenced to undergo seven "
        "years' rigorous imprisonment.",
        "The appeal is disposed of accordingly."))
    assert res.outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "The conviction and sentence are set aside and the appellant is acquitted.",             # a full acquittal
    "The High Court confirmed the conviction but set aside the sentence of death and instead sentenced him to life.",
])
def test_a_full_acquittal_or_the_court_belows_change_is_no_sentence_cut(sentence):
    assert not (read_cues(sentence).reduced and not read_cues(sentence).narrative)


def test_we_have_granted_bail_to_the_appellant_then_disposed_of_is_allowed():
    res = detect_outcome(_judgment(
        "So far as the instant appeal is concerned, by our order dated May 12, 2005 we have granted bail to the "
        "appellant who had remained in custody for about six years.",
        "This appeal stands disposed of in the above terms."))
    assert res.outcome == "allowed"


def test_bail_granted_by_the_high_court_to_a_co_accused_is_no_relief():
    res = detect_outcome(_judgment(
        "We notice that the co-accused had been released on bail by the High Court.",
        "This appeal stands disposed of in the above terms."))
    assert res.outcome != "allowed"
