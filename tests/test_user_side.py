"""A side is read only from the user's own words: a pasted judgment's "counsel for the Revenue" is the court's
narrative, not the user's client (the issue: never guess a side)."""

from __future__ import annotations

import gzip
import json

import pytest

from lcr_core.demo import DEMO_CASES
from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message, speaks_for_self
from lcr_core.query_types import detect
from lcr_ui import chat
from lcr_ui.conversation import Conversation, Turn


@pytest.fixture(scope="module")
def pasted() -> list[str]:
    """Demo judgments that read as a pasted judgment and in which the statement rules alone find a "side"."""
    out = []
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        for line in fh:
            text = json.loads(line)["text"]
            if detect(text).kind == "judgment" and stated_side(text) is not None:
                out.append(text)
            if len(out) == 12:
                break
    assert len(out) == 12  # the statement rules do read "sides" in pasted judgments: the case this module guards
    return out


def test_a_pasted_judgment_states_no_side(pasted):
    assert [side_in_message(t) for t in pasted] == [None] * len(pasted)


def test_a_first_person_preface_before_a_pasted_judgment_is_read(pasted):
    got = side_in_message("I act for the assessee.\n" + pasted[0])
    assert got is not None and got.role == "assessee" and got.sentence == "I act for the assessee."


def test_a_third_person_preface_is_part_of_the_judgment(pasted):
    assert side_in_message("For the Revenue\n" + pasted[0]) is None


def test_a_short_statement_is_read_whole_as_before():
    for text, role in [("for the employer", "employer"), ("I act for the accused", "accused"),
                       ("we are for the landlord", "landlord")]:
        got = side_in_message(text)
        assert got is not None and got.role == role


FACTS = ("The employer dismissed the workman without supplying the inquiry report to him. He challenged the "
         "dismissal before the Labour Court, which upheld it, and the High Court dismissed his writ petition. ") * 6
NARRATIVE = ("The marriage took place three years before the death. For about six months the wife was treated well "
             "but thereafter the accused started asking her to bring money from her parents. ") * 6


def test_a_long_description_gives_a_side_only_from_a_first_person_sentence():
    assert detect(FACTS).kind == detect(NARRATIVE).kind == "fact_description"
    assert side_in_message(FACTS + " I act for the workman.").role == "employee"
    assert stated_side(NARRATIVE) is not None  # the statement rules read the narrative's "for ... the accused"
    assert side_in_message(NARRATIVE) is None


def test_first_person_words():
    assert speaks_for_self("My client was the main prosecution witness")
    assert speaks_for_self("i am for state bank of india")
    assert speaks_for_self("Acting for the tenant, we say the notice was bad")
    assert not speaks_for_self("The appellant before us was examined as a witness")
    assert not speaks_for_self("Learned counsel for the Revenue submits that the order is bad")


def test_the_chat_does_not_take_a_side_from_a_pasted_judgment(pasted):
    conv = Conversation()
    conv.add(Turn("user", pasted[1]))
    changed, notice = chat.note_side(conv, pasted[1])
    assert (changed, notice, conv.side) == (False, None, None)
    changed, notice = chat.note_side(conv, "I act for the accused")
    assert changed and conv.side == "accused" and "accused" in notice


def test_a_participle_leads_the_sentence_or_is_not_the_user():
    """"Acting for ..." is the user's lead; "counsel appearing for the appellants" is a judgment's narrative."""
    assert speaks_for_self("Appearing for the landlord, the notice to quit was bad")
    assert speaks_for_self("  Representing the accused: was the confession voluntary?")
    assert not speaks_for_self("Mr. S.S. Shamshery, learned counsel appearing for the appellant, adopted the arguments")
    assert not speaks_for_self("The advocate representing the respondents did not appear")


def test_roman_numerals_and_abbreviations_are_not_the_pronoun():
    for sentence in ["The accused was convicted under Section 302 I.P.C. by the trial court",
                     "The accused was convicted under Section 302 I. P. C. by the trial court",
                     "The respondent filed I.A. No. 5 of 2010 under Order I Rule 10 CPC",
                     "The land is an item of Schedule I and Part I of the Act governs the tenant",
                     "clause (I) of the lease binds the tenant"]:
        assert not speaks_for_self(sentence), sentence
    assert speaks_for_self("Then I filed the suit for the tenant")
    assert speaks_for_self("I, the owner, want the tenant evicted")


COURT = ("The High Court allowed the writ petition filed by the workman against the order of dismissal passed by the "
         "employer after a departmental inquiry in which no report was supplied. ") * 5


def test_the_courts_we_in_a_copied_passage_is_not_the_user():
    """A user pasting a passage of a judgment (a fact description by length): the court's "we" with "learned
    counsel for the appellant" is its narrative, as a whole pasted judgment's counsel is."""
    for said in ["We have heard learned counsel for the appellant and perused the record.",
                 "We find force in the submission of the learned senior counsel for the employer.",
                 "Mr. A, learned counsel appearing for the appellants, submitted that the order was bad."]:
        text = COURT + said
        assert detect(text).kind == "fact_description"
        assert stated_side(text) is not None, said  # the rules alone read a side here
        assert side_in_message(text) is None, said
    assert side_in_message(COURT + "We act for the employer.").role == "employer"
