"""Outcome cues (outcome12): whose matter an order disposes of, and what is not an order at all.

- the proceeding below dismissed ("the writ petition filed by the respondents in the High Court is dismissed") is
  the appellant's win, not the appeal dismissed;
- "we accept the submission" / "we reject the apology" accept or reject an argument, not the matter;
- a matter dismissed as not pressed or withdrawn was not decided on its merits;
- one sentence that allows one party's appeal and dismisses another's (cross appeals, "as against the first
  respondent") is a mixed result;
- "the appeal fails in so far as it relates to ..." is scoped; "so far as the appellant is concerned" (the one
  appellant) is not;
- a conviction set aside and the accused convicted of a lesser offence instead, a death sentence converted to life,
  are partial; the court below's alteration set aside is not;
- a change the court declines ("no other circumstances to reduce it") is no partial order;
- "while accepting this appeal" is the court allowing it; "I, therefore, accept the appeal" is one judge's opinion.

Sentences written for these tests."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome, read_cues


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


# ---- the proceeding below dismissed -------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "The writ petition filed by the respondents in the High Court is dismissed.",
    "The petition filed by the respondent before the High Court shall stand dismissed.",
    "Consequently the writ petition filed in the High Court by the first respondent is dismissed with costs.",
    "The application filed by the respondent before the Tribunal is dismissed.",
])
def test_the_proceeding_below_dismissed_is_the_appellants_win(sentence):
    cues = read_cues(sentence)
    assert cues.allow and not cues.dismiss
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    "The writ petition is dismissed.",  # this court's own writ petition
    "The appeal is dismissed and the writ petition filed by the appellant in the High Court stands dismissed.",
    "The special leave petition filed by the respondent is dismissed.",  # the matter before this court
])
def test_the_matter_before_this_court_dismissed_stays_dismissed(sentence):
    cues = read_cues(sentence)
    assert cues.dismiss and not cues.allow


# ---- accepting or rejecting an argument ---------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "We accept the submission that the notice was served in time.",
    "We accept the position that the authority cannot delegate this power.",
    "Accordingly, we reject the apology tendered by the second respondent.",
    "We reject the contention of the State that the lease had expired.",
    "The argument has no substance and we reject it.",
    "Although we accept the plea of the Board on the first point, the order cannot stand.",
])
def test_accepting_or_rejecting_an_argument_is_no_order(sentence):
    cues = read_cues(sentence)
    assert not cues.allow and not cues.dismiss


@pytest.mark.parametrize("sentence, allow", [
    ("We accept the appeal and set aside the order of the Collector.", True),
    ("We reject the petition with costs.", False),
    ("We accept this petition.", True),
])
def test_accepting_or_rejecting_the_matter_is_still_the_order(sentence, allow):
    cues = read_cues(sentence)
    assert (cues.allow, cues.dismiss) == (allow, not allow)


# ---- not pressed / withdrawn ---------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Civil Miscellaneous Petition No. 41 of 1971 was not pressed and is dismissed.",
    "The connected application, having been withdrawn, is dismissed.",
])
def test_a_matter_not_pressed_is_not_dismissed_on_the_merits(sentence):
    assert not read_cues(sentence).dismiss


def test_not_pressed_side_matter_does_not_turn_a_remand_win_into_a_dismissal():
    text = _judgment("We therefore accept this appeal and set aside the order of the High Court refusing the "
                     "certificate.",
                     "The Miscellaneous Petition No. 7 of 1966 was not pressed and is dismissed.")
    assert detect_outcome(text).outcome == "allowed"


# ---- one party's appeal allowed, another's dismissed -------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "The result is that the appeal of the Board must succeed and is allowed and that of the contractor fails "
    "and is dismissed.",
    "The appeals of the direct recruits are allowed and the appeals filed by the promotees are dismissed.",
    "All the appeals of the assessee are allowed while the appeals of the revenue are dismissed.",
    "The appeal as against the first respondent is allowed and is dismissed as against the second respondent.",
    "The result is that Civil Appeal 105/60 fails and is dismissed, while Civil Appeal 106/60 succeeds and is allowed.",
])
def test_one_sentence_with_two_parties_appeals_is_partly(sentence):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "partly"


@pytest.mark.parametrize("sentence, outcome", [
    ("The appeal is allowed and the writ petition filed by the respondent is dismissed.", "allowed"),
    ("We allow the appeal, set aside the judgment and dismiss the suit.", "allowed"),
    ("The appeal is allowed and the connected appeal is dismissed as infructuous.", "allowed"),
    ("For these reasons we allow the appeals, set aside the judgment and direct that the writ petitions shall "
     "stand dismissed.", "allowed"),
    ("The appeal is allowed; the judgment is set aside and the writ petition, filed by respondent Nos. 1 to 4 in "
     "this appeal, stands dismissed.", "allowed"),
])
def test_an_appeal_allowed_with_its_consequence_below_stays_allowed(sentence, outcome):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == outcome


# ---- scoped to a part ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "We uphold the conviction of the first two accused and dismiss the appeal in so far as it relates to them.",
    "The result is that the appeal fails in so far as it attacks the declaration but succeeds against the rest "
    "of the order.",
])
def test_an_order_scoped_to_part_of_the_appeal_is_partly(sentence):
    assert read_cues(sentence).partly


def test_in_so_far_as_it_relates_to_the_appellants_is_the_whole_appeal():
    assert not read_cues("The appeal succeeds and is accepted, and the judgment, in so far as it relates to the "
                         "appellants, is reversed.").partly


def test_the_reports_abbreviated_matters_are_read():
    text = _judgment("The submission has no substance and we reject it.",
                     "In the result, C.A. 1727 of 1968 is dismissed and C.A. No. 1728 of 1968 is allowed.")
    assert detect_outcome(text).outcome == "partly"
    assert read_cues("Crl. A. No. 12 of 1990 is dismissed.").dismiss
    two = _judgment("In the result, C.A. No. 1174 of 1965 is allowed and the decree of the trial court restored.",
                    "C.A. No. 1935 of 1966 is dismissed.")
    assert detect_outcome(two).outcome == "partly"


def test_a_negated_dismissal_below_is_no_order():
    cues = read_cues("This does not mean that the writ petitions filed by the respondents in the High Court should "
                     "be dismissed.")
    assert not cues.allow


def test_so_far_as_the_one_appellant_is_concerned_is_the_whole_appeal():
    sentence = "Accordingly, we allow this appeal and quash the criminal proceeding so far as the appellant is concerned."
    assert not read_cues(sentence).partly
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "allowed"


def test_so_far_as_a_numbered_appellant_is_concerned_stays_partly():
    assert read_cues("The appeal is allowed in so far as appellant No. 2 is concerned.").partly


# ---- conviction altered, sentence converted --------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "We therefore set aside the conviction under Section 302 I.P.C. and convict the appellant under Section 326 "
    "and sentence him to four years.",
    "The conviction of the appellant under section 302 IPC is set aside and instead he is found guilty of the "
    "offence under section 304 Part II.",
])
def test_a_conviction_replaced_by_a_lesser_one_is_altered(sentence):
    assert read_cues(sentence).altered


def test_a_death_sentence_converted_to_life_is_reduced():
    sentence = ("Accordingly, we confirm the conviction of the appellants and convert the sentence of death imposed "
                "on them into one of imprisonment for life.")
    assert read_cues(sentence).reduced
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "partly"


@pytest.mark.parametrize("sentence", [
    "The order of the High Court converting the offence under Section 302 into one under Section 304 Part I is "
    "hereby set aside.",
    "The judgment of the High Court reducing the sentence to the period already undergone is set aside.",
])
def test_the_courts_below_change_set_aside_is_not_partial(sentence):
    cues = read_cues(sentence)
    assert not cues.altered and not cues.reduced and cues.set_aside


@pytest.mark.parametrize("sentence", [
    "We find no other circumstances to reduce it to the minimum sentence of seven years.",
    "Nor can the accused bargain that, as he pleads guilty, the sentence be reduced.",
])
def test_a_change_declined_is_not_partial(sentence):
    cues = read_cues(sentence)
    assert not cues.reduced and not cues.altered


# ---- while accepting; one judge's opinion ---------------------------------------------------------------

def test_while_accepting_this_appeal_the_court_allows_it():
    sentence = ("We, therefore, while accepting this appeal and setting aside the order of the High Court, remand "
                "the writ petition to the High Court for fresh disposal on the other points.")
    assert read_cues(sentence).allow
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "allowed"


def test_i_therefore_accept_the_appeal_is_a_separate_opinion():
    assert read_cues("I, therefore, accept the appeal, set aside the conviction and acquit the accused.").separate


# ---- one named appellant's appeal ---------------------------------------------------------------------------

@pytest.mark.parametrize("closing", [
    ("We therefore allow the appeal of Mohan Lal and set aside his conviction.",
     "The appeal of Suresh Kumar is dismissed."),
    ("The conviction of Ram Prakash under section 302 is set aside and he is acquitted.",
     "We dismiss the appeal of Bhola Nath and confirm his sentence."),
    ("We see no ground to interfere with the conviction of the first accused.", "His appeal is dismissed.",
     "The second accused is given the benefit of doubt.", "His appeal is allowed."),
])
def test_one_named_appellant_wins_another_loses_is_partly(closing):
    assert detect_outcome(_judgment("We have considered the evidence against each of them.", *closing)).outcome \
        == "partly"


@pytest.mark.parametrize("sentence, outcome", [
    ("The appeal of the State is allowed and the acquittal is set aside.", "allowed"),
    ("The appeal of Mohan Lal is dismissed.", "dismissed"),
    ("The appeal of the Union of India is accordingly dismissed.", "dismissed"),
])
def test_a_named_appellant_alone_keeps_the_order(sentence, outcome):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == outcome


# ---- small forms that are no partial order ---------------------------------------------------------------

def test_a_matter_not_pressed_across_a_line_break_is_not_dismissed():
    assert not read_cues("Civil Miscellaneous Petition No. 9 of 1970 was not press- ed and is dismissed.").dismiss


@pytest.mark.parametrize("sentence, outcome", [
    ("The appeal is allowed subject to the aforesaid observations.", "allowed"),
    ("The appeal fails and is dismissed with costs in favour of the first respondent.", "dismissed"),
])
def test_observations_and_costs_do_not_make_an_order_partial(sentence, outcome):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == outcome


def test_a_generic_with_appropriate_modifications_is_no_partial_order():
    assert not read_cues("Other States may adopt this scheme with appropriate modifications.").partly


def test_one_judges_scoped_agreement_is_not_the_courts_partial_order():
    text = _judgment("ORDER In view of the majority judgments the appeals are dismissed.",
                     "I am in agreement that the question was correctly answered and the appeals are to be dismissed "
                     "so far as that aspect is concerned.")
    assert detect_outcome(text).outcome == "dismissed"


# ---- cross appeals across sentences; a sentence limited to the period undergone ------------------------------

@pytest.mark.parametrize("closing", [
    ("In the result, the appeals by the employers are allowed and the award set aside.",
     "Appeal No. 4 of 1971 by the union will have to be dismissed in view of the above."),
    ("In the result, Criminal Appeal No, 61 of 1999 filed by the State is allowed.",
     "Criminal Appeal No. 62 of 1999 filed by the accused is dismissed."),
])
def test_cross_appeals_of_two_parties_with_opposite_results_are_partly(closing):
    assert detect_outcome(_judgment("We have considered both appeals.", *closing)).outcome == "partly"


def test_the_same_partys_appeals_and_the_petition_below_stay_allowed():
    text = _judgment("In the result, the appeals by the State are allowed.",
                     "The writ petition filed by the respondent in the High Court is dismissed.")
    assert detect_outcome(text).outcome == "allowed"


def test_a_sentence_limited_to_the_period_undergone_is_reduced():
    cues = read_cues("Accordingly, we confirm the conviction, however, limiting the sentence to that which is "
                     "undergone by the appellant.")
    assert cues.reduced


# ---- orders the rules used to miss (no cue) ---------------------------------------------------------------

def test_an_earlier_clause_about_the_courts_below_does_not_make_the_order_narrative():
    sentence = ("The conviction recorded by the courts below was therefore quite in order and this appeal must "
                "therefore stand dismissed.")
    cues = read_cues(sentence)
    assert cues.dismiss and not cues.narrative
    told = read_cues("The trial court had convicted him and the High Court has held that his appeal is to be dismissed.")
    assert told.dismiss and told.narrative


@pytest.mark.parametrize("sentence, outcome", [
    ("For the reasons stated above, we find no substance in the appeal and maintain the conviction and sentence.",
     "dismissed"),
    ("Accordingly, while finding the respondent guilty of committing contempt, we sentence him to simple "
     "imprisonment for one week.", "allowed"),
    ("In the result it is held that the second respondent is guilty of contempt of this Court.", "allowed"),
    ("These were the reasons which weighed with us in allowing the writ petitions.", "allowed"),
    ("The decision of the Tribunal must be upheld only to the extent that the penalty is quashed.", "partly"),
    ("The decree of the High Court would be modified to the extent that the plaintiff gets a final decree for the "
     "house.", "partly"),
])
def test_orders_in_other_words(sentence, outcome):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == outcome


def test_a_contemner_not_found_guilty_is_no_win():
    assert not read_cues("The respondent is not guilty of contempt and the notice is discharged.").set_aside


def test_the_matter_goes_back_to_the_officer_is_a_remand():
    assert read_cues("The matter must, however, go back to the Sales Tax Officer for a fresh assessment.").remand


# ---- numbered appeals across and inside sentences --------------------------------------------------------

def test_appeals_allowed_with_the_petitions_below_rejected_then_other_appeals_dismissed_is_partly():
    text = _judgment("We, therefore, allow Appeals Nos. 12 and 13, set aside the orders of the High Court in Writ "
                     "Petitions Nos. 7 and 8 of 1960 and order that these writ petitions be rejected.",
                     "Appeals Nos. 14 and 15 are dismissed.")
    assert detect_outcome(text).outcome == "partly"


def test_we_allow_one_numbered_appeal_and_dismiss_others_is_partly():
    sentence = ("We, therefore, allow Appeal No. 40 of 1990 filed by the accused and dismiss Appeals Nos. 41 and 42 "
                "of 1990 filed by the State.")
    assert read_cues(sentence).dismiss
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "partly"


def test_we_allow_the_appeals_and_the_petitions_below_are_rejected_is_allowed():
    text = _judgment("We, therefore, allow the appeals, set aside the orders of the High Court and order that the "
                     "writ petitions be rejected.")
    assert detect_outcome(text).outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    "There is no force in this appeal.",
    "We find no substance in the appeal and maintain the conviction.",
    "The matter must go back to the Assessing Officer.",
    "The appeal fails in so far as it relates to the second accused.",
    "The respondent is found guilty of contempt of this Court.",
    "These were the reasons which weighed with us in allowing the writ petitions.",
])
def test_the_substring_gates_keep_the_new_cues(sentence):
    assert read_cues(sentence) == read_cues(sentence, gated=False)
    assert read_cues(sentence).any


def test_we_dismiss_one_appeal_but_allow_another_is_partly():
    """The active "we dismiss" names its appeal after the verb (found on old held-out 10 after the check)."""
    sentence = ("In the result, we dismiss Criminal Appeal No. 31/88 filed by Ram and Shyam, but we allow Criminal "
                "Appeal No. 32/88 filed by Mohan.")
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "partly"


def test_a_run_on_order_rejecting_the_application_below_stays_allowed():
    sentence = ("We accordingly allow the appeal set aside the order of the Labour Court and reject the application "
                "made by the first respondent Since at the grant of special leave in this appeal it was made a "
                "condition, we direct that, though the appellant has succeeded, it will pay the costs of this appeal.")
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == "allowed"


@pytest.mark.parametrize("sentence", [
    # "the appeal" said to be dismissed and then allowed, neither told apart: a contradiction (here text appended
    # after the order), not one party's appeal allowed and another's dismissed
    "The appeal therefore fails and is dismissed; ignore what was said before, the appeal is allowed.",
    "The appeals are dismissed and the appeals are allowed.",
])
def test_the_same_appeal_allowed_and_dismissed_is_not_two_parties_appeals(sentence):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome != "partly"


@pytest.mark.parametrize("sentence", [
    "The appeal is" + " ," * 40 + " heard, as the rules allow.",  # a gate word: the gated path runs ALLOW too
    "We" + " ," * 40 + " x.",
    "The appeal is" + ", " * 40 + "therefore , , dismissed.",
])
def test_a_run_of_commas_is_read_in_linear_time(sentence):
    """A comma is one token between the verb and the order word: read both as an optional comma and as a token, a
    run of 40 commas had 2**40 ways to split (the call never returned); the cues are what they were."""
    cues = read_cues(sentence)
    assert cues == read_cues(sentence, gated=False)
    assert cues.dismiss == sentence.endswith("dismissed.")


# ---- found by the review of the merged rules ----------------------------------------------------------------------

@pytest.mark.parametrize("sentence, outcome", [
    # a motor-accident "claim petition" is the matter, not an argument the court rejects
    ("We dismiss the claim petition.", "dismissed"),
    ("We allow the claim petition and award the compensation claimed.", "allowed"),
    # a finding of contempt the court declines to make is no win for the petitioner
    ("We do not find the respondents guilty of contempt and the rule is discharged.", "dismissed"),
    # "insofar" written as one word, with "fails": the partial order must pass the cheap word gate too
    ("The appeal fails insofar as it relates to the sentence.", "partly"),
])
def test_review_findings(sentence, outcome):
    assert detect_outcome(_judgment("We have considered the matter.", sentence)).outcome == outcome
