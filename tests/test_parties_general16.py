"""Sixteenth pass: criminal appeals whose parties were read reversed, and readings that conflict.

- a numbered appeal said to be filed by the complainant / the State (the prosecution) or by the accused; not an
  appeal said to go to a court below;
- appeals from a judgment acquitting the accused are the prosecution's (not when that judgment also convicted);
- a complaint lodged against a person the judgment names as a respondent: that respondent is the accused;
- the accused who came to this Court; a State that did *not* appeal is no appellant;
- both sides' appeals here, or a reading said outright against the narrative votes: nobody is placed;
- a passage quoted after a colon speaks of the quoted court's places ("the accused-appellant" of the High Court).

Each with sentences that must *not* be read. Sentences written for these tests, not copied from any data set.
"""

from lcr_core.explain.roles import criminal_reading, precedent_parties

_CRIME = ("Indian Penal Code, 1860, s. 302: murder; the Code of Criminal Procedure, s. 378; the Sessions Judge "
          "recorded the evidence of the prosecution witnesses.\n")
EMP = ("employee", "employer")


def side(text: str) -> str | None:
    return criminal_reading(text)[0]


# ---- who brought this appeal, said of a numbered appeal ---------------------------------------------------------

def test_a_numbered_appeal_filed_by_the_complainant_or_the_state_is_the_prosecutions():
    text = (_CRIME + "In this Court Criminal Appeal No 410 of 1996 had been filed by the complainant while Criminal "
            "Appeal No 412 of 1996 was filed by the State challenging the order of acquittal.\n")
    assert side(text) == "prosecution"


def test_a_numbered_appeal_filed_by_the_accused_is_the_accuseds():
    text = _CRIME + "Criminal Appeal No 77 of 2001 was filed by the accused against his conviction.\n"
    assert side(text) == "accused"


def test_a_numbered_appeal_filed_in_the_high_court_says_nothing_of_this_appeal():
    text = _CRIME + "Criminal Appeal No 12 of 1990 was filed by the State in the High Court against the acquittal.\n"
    assert side(text) is None


def test_numbered_appeals_of_both_sides_place_nobody():
    text = (_CRIME + "Criminal Appeal No 5 of 1980 was filed by the accused. Criminal Appeal No 6 of 1980 was "
            "filed by the State against the acquittal of the others.\n")
    assert side(text) is None


# ---- appeals from an acquittal ------------------------------------------------------------------------------------

def test_appeals_from_a_judgment_acquitting_all_the_accused_are_the_prosecutions():
    text = (_CRIME + "These two appeals arise from the judgment of the High Court of Orissa acquitting all the "
            "accused persons. The Sessions Judge had sentenced them to life imprisonment.\n")
    assert side(text) == "prosecution"


def test_appeals_from_a_judgment_that_acquitted_and_convicted_are_not_read_so():
    text = (_CRIME + "These appeals arise from the judgment of the High Court acquitting the accused of the charge "
            "of murder and convicting them under section 304 Part II.\n")
    assert side(text) != "prosecution"


# ---- a complaint against a named respondent -----------------------------------------------------------------------

def test_a_complaint_against_a_person_named_as_respondent_makes_the_appellant_the_prosecution():
    text = (_CRIME + "The appellant is the uncle of the deceased. He lodged a complaint of the murder against Ramesh "
            "Chand Verma, who is respondent 2 herein. The High Court released him on bail.\n")
    assert side(text) == "prosecution"
    text = _CRIME + "A first information report was registered against Suresh Pal (respondent No 2) for murder.\n"
    assert side(text) == "prosecution"


def test_a_complaint_against_people_including_the_appellants_is_not_this_reading():
    # "against ten traders including the appellants": no name in apposition to a place, so not this pattern (the
    # place is the accused there, but the sentence alone is no criminal trial's party reading)
    text = ("Coal supply agreement; the Central Bureau of Investigation registered a case. The appellants were "
            "suppliers. A case was registered against ten traders including the appellants. The supplies were "
            "suspended.\n")
    assert side(text) is None


# ---- the accused came here; the State did not appeal --------------------------------------------------------------

def test_the_high_court_convicting_the_appellants_on_the_states_appeal_makes_them_the_accused():
    text = (_CRIME + "The appellants were acquitted by the trial court. On the State's appeal, the High Court "
            "reversed the acquittal and convicted the appellants. Hence this appeal by special leave.\n")
    assert side(text) == "accused"


def test_a_state_that_did_not_appeal_is_no_appellant():
    text = (_CRIME + "The trial court convicted the appellant under section 302 and acquitted his companions, and "
            "the State had not preferred any appeal against their acquittal.\n")
    assert side(text) == "accused"


def test_the_accused_said_to_have_come_here_against_the_courts_below_respondent_accused_places_nobody():
    # "the respondent-accused" is the respondent of the State's appeal in the High Court; the accused then came
    # here: two readings conflict, so nobody is placed (not the prosecution)
    text = (_CRIME + "The respondent-accused was acquitted by the Sessions Judge. The State preferred an appeal "
            "against the acquittal. The High Court allowed the appeal of the State and convicted the "
            "respondent-accused. Aggrieved, the accused has come to this Court in appeal.\n")
    assert side(text) is None


def test_the_accused_appealing_to_the_high_court_says_nothing_of_this_appeal():
    text = (_CRIME + "The respondent was convicted by the Sessions Judge. The accused had preferred an appeal "
            "before the High Court, which acquitted him.\n")
    assert side(text) == "prosecution"  # read from "the respondent was convicted", not from the appeal below


# ---- a passage quoted after a colon ---------------------------------------------------------------------------

def test_places_inside_a_quoted_passage_are_the_quoted_courts():
    text = (_CRIME + "The respondent was prosecuted for the murder of his wife. The respondent was arrested. The "
            "Sessions Judge found the respondent guilty. The circumstances found by the Sessions Judge are as "
            "under:\n\"(i) The accused-appellant and the deceased were alone in the room.\n(ii) The accused-"
            "appellant was seen running away.\n(iii) The accused-appellant had a motive.\n(iv) The accused-"
            "appellant hid the weapon.\"\nThe High Court acquitted him.\n")
    assert side(text) == "prosecution"


def test_a_quotation_without_a_colon_is_still_read():
    text = _CRIME + "The appellant was convicted by the Sessions Judge. He said \"I am innocent\" throughout.\n"
    assert side(text) == "accused"


def test_a_service_passage_quoted_after_a_colon_is_left_out_too():
    text = ("Service law: dismissal from service; the disciplinary authority; reinstatement; the employer.\n"
            "The services of the respondent were terminated by the appellant Corporation. The order of the "
            "Labour Court reads: \"the appellant-workman was employed as a clerk and the appellant-workman was "
            "dismissed.\" Allowing the appeal,\n")
    assert precedent_parties(text, "", EMP).appellant == "employer"


def test_a_state_that_did_not_appeal_is_not_the_subject_of_a_later_appeal_in_the_sentence():
    # second pass (written after old held-out 14's error list was opened): the run of words after "the State" may
    # not cross its own "not" to reach the accused's "have filed" (a lost full stop joins the two sentences)
    text = (_CRIME + "The High Court allowed the appeal of the respondent State and set aside the acquittal of the "
            "appellants. The State has not filed any appeal against acquittal of Babu Ram Lal and Mehar Singh "
            "have filed two separate appeals.\n")
    assert side(text) == "accused"
    text = _CRIME + "The State has since preferred this appeal against the acquittal of the respondent.\n"
    assert side(text) == "prosecution"  # a State that did appeal still does
