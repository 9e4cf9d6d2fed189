"""side22: a person of the written fact pattern's own story. The facts say who brought the petition and who answers
it; a statement naming one of them by the facts' own words takes that person's side (the bringer the plaintiff, the
answerer the defendant), as does a place the story fills ("the petitioner", "the respondents", "the appellant" when
the facts say whose appeal it is). A company-law petition for oppression and mismanagement is such a proceeding.
Also: a participle of asking after the head ("the deputy superintendent seeking notional promotion") and a business
unit named by its kind ("the export-oriented unit"). Statements and facts are the part-21 development triples'
(``datasets/stance/triples_heldout21.jsonl``, ``written_queries21.jsonl``); the near misses must not fire."""

import json
from pathlib import Path

import pytest

from lcr_core.explain.roles import context_areas, stated_side

_WRITTEN = {json.loads(line)["id"]: json.loads(line)["text"] for line in
            (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries21.jsonl").read_text().splitlines()
            if line.strip()}
COMPANY = _WRITTEN["written21-company"]
PROMOTION = _WRITTEN["written21-promotion"]
CUSTOMS = _WRITTEN["written21-customs"]
# near miss: the same brothers, but the facts never say who brought the proceeding
NO_FILER = ("Company law, oppression and mismanagement. Two brothers founded a private limited company and each held "
            "50 per cent of the shares. The younger brother, as managing director, allotted fresh shares to his wife. "
            "The company and the managing director say the allotment was needed for working capital.")


def test_a_company_law_oppression_petition_is_a_suits_matter():
    assert context_areas(COMPANY)[0] == ("plaintiff", "defendant")
    # a director removed at a meeting, without an oppression petition or a company-law forum, stays a service word
    assert context_areas("The managing director removed him as a director and terminated his employment.")[:1] != [
        ("plaintiff", "defendant")]


@pytest.mark.parametrize("statement, role", [
    ("I represent the elder brother whose holding was cut to 26 per cent.", "plaintiff"),
    ("for the petitioner who filed under sections 241 and 242 and lost before the NCLT", "plaintiff"),
    ("counsel for the elder brother challenging the sale of the factory land", "plaintiff"),
    ("We act for the appellant before the NCLAT, the founder removed as a director.", "plaintiff"),
    ("Counsel for the younger brother, the managing director who called the board meeting.", "defendant"),
    ("I act for the respondents who say the allotment was needed for working capital.", "defendant"),
    ("i represent the auto parts company that allotted shares to the md's wife and son", "defendant"),
])
def test_a_person_of_the_story_takes_the_side_the_story_gives_them(statement, role):
    got = stated_side(statement, COMPANY)
    assert got is not None and got.role == role, got


@pytest.mark.parametrize("statement, context", [
    # the facts name no one who brought a petition: the brother is nobody's side
    ("I represent the elder brother whose holding was cut to 26 per cent.", NO_FILER),
    # a person the story names but gives no side (the younger brother alone is neither the petitioner nor an answerer)
    ("I act for the younger brother", COMPANY),
    # both sides named at once: no side
    ("I act for the elder brother and the company", COMPANY),
])
def test_no_story_side_where_the_story_does_not_give_one(statement, context):
    got = stated_side(statement, context)
    assert got is None or got.role not in ("plaintiff", "defendant"), got


def test_a_participle_of_asking_ends_the_head():
    got = stated_side("my client is the deputy superintendent seeking notional promotion from his junior's date",
                      PROMOTION)
    assert got is not None and got.role == "employee", got
    # an adjective before the noun is no participle: "the contesting respondents" stay a place
    got = stated_side("I act for the contesting respondents", PROMOTION)
    assert got is None or got.role == "respondent", got


def test_a_business_unit_named_by_its_kind_is_the_taxpayer():
    got = stated_side("counsel for the export-oriented unit whose exemption was withdrawn", CUSTOMS)
    assert got is not None and got.role == "assessee", got
    assert stated_side("I act for the unit", CUSTOMS) is None  # a bare unit may be the State's own


def test_a_client_named_by_what_the_story_says_they_allege():
    got = stated_side("My client is the 50 per cent shareholder alleging oppression and mismanagement.", COMPANY)
    assert got is not None and got.role == "plaintiff", got
    # a shorter head than the story's words ("the director" of two directors) and a want the story never states
    got = stated_side("I act for the director who wants a winding up", COMPANY)
    assert got is None or got.role not in ("plaintiff", "defendant"), got


# the facts of AILA_Q9's query (AILA 2019, CC BY 4.0): the complainant P1 brought the special leave petition
ACQUITTAL = ("The complainant P1 filed a Special Leave Petition in this court seeking leave to appeal against the "
             "judgment dated 6th April, 1993 of the High Court. The incident for which these accused were charged is "
             "the murder of P2, son of the complainant P1 (appellant) on 13th June, 1982.")


@pytest.mark.parametrize("statement, role", [
    ("We act for P1, the father who brought the special leave petition against the acquittal.", "prosecution"),
    ("counsel for the complainant who appeals against the acquittal of his son's killers", "prosecution"),
    ("I am for the State that appealed against the CJM's acquittal in the adulteration case.", "prosecution"),
    # near miss: the appeal against the acquittal is the opponent's, the client answers it
    ("I defend the men acquitted, respondents to the State's appeal against the acquittal", "accused"),
    ("I act for the accused who filed an appeal against the conviction", "accused"),
])
def test_a_proceeding_the_client_brought_against_an_acquittal(statement, role):
    got = stated_side(statement, ACQUITTAL)
    assert got is not None and got.role == role, got


def test_bringing_a_proceeding_is_no_act_charged():
    # part 17's statement on the same facts: the petition's bringer is not "the man who did it" (no side rather than
    # the accused); a thing brought still is
    got = stated_side("we represent P1, the father who brought the special leave petition", ACQUITTAL)
    assert got is None or got.role != "accused", got
    got = stated_side("I act for the man who brought the knife", ACQUITTAL)
    assert got is not None and got.role == "accused", got


_WRITTEN20 = {json.loads(line)["id"]: json.loads(line)["text"] for line in
              (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries20.jsonl").read_text().splitlines()
              if line.strip()}


@pytest.mark.parametrize("statement, context, role", [
    # "The purchaser sent a legal notice ... and filed a suit": the bringer of a coordinated verb phrase
    ("We are for the appellant in the second appeal, the purchaser whose decree was reversed by the first appellate "
     "court.", _WRITTEN20["written20-contract"], "plaintiff"),
    # "In 2018 the wife ... filed a petition for divorce": the husband's own petition for restitution answers it
    ("for the husband who petitioned for restitution of conjugal rights", _WRITTEN20["written20-matrimonial"],
     "defendant"),
])
def test_the_first_proceeding_names_the_parties(statement, context, role):
    got = stated_side(statement, context)
    assert got is not None and got.role == role, got


def test_a_new_subject_before_the_filing_is_not_the_bringer():
    from lcr_core.explain.roles import _story_parties

    # the owner stopped responding, the purchaser filed: the owner brought nothing
    assert _story_parties("Suit for specific performance. The owner stopped responding and the purchaser filed a suit "
                          "for specific performance in 2016.") is None


def test_serving_a_sentence_is_the_accused():
    # part 21's statement (AILA_Q8's dowry-death facts); years of service are no sentence
    facts = ("This appeal, by special leave, has been preferred against the judgment of the High Court, by which the "
             "appeal preferred by the appellants was dismissed and their conviction and sentence of 7 years RI imposed "
             "thereunder was affirmed.")
    got = stated_side("We are for the husband and mother-in-law serving seven years for the young wife's death.", facts)
    assert got is not None and got.role == "accused", got
    got = stated_side("I act for the officer serving seven years in the department", facts)
    assert got is None or got.role != "accused", got


def test_a_court_speaking_or_a_reply_filed_answers_nothing():
    from lcr_core.explain.roles import _story_parties

    story = _story_parties("Suit for possession. The purchaser filed a suit for possession. The appellant filed a reply "
                           "in the suit. The High Court said the suit was barred.")
    assert story is not None and story[1] == [], story
