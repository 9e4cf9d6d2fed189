"""side23: the written fact pattern's story, second look (part 22). The bringer of the first proceeding may be a
pronoun ("She filed a petition under section 59"), read as the nearest noun of its gender before it; a party may be
named by the facts' apposition for it ("The landlord, a retired bank employee, filed ..."); a party who appeals the
first order at a clause's start answers the proceeding unless it brought it; and in a matter against the State the
story's bringer, no body of the State, is the citizen. Statements and facts are the part-22 development triples'
(``datasets/stance/triples_heldout22.jsonl``, ``written_queries22.jsonl``); the near misses must not fire."""

import json
from pathlib import Path

import pytest

from lcr_core.explain.roles import _matter_side, _story_party_side, stated_side

_WRITTEN = {json.loads(line)["id"]: json.loads(line)["text"] for line in
            (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries22.jsonl").read_text().splitlines()
            if line.strip()}
COMPANY = _WRITTEN["written22-company"]
TENANCY = _WRITTEN["written22-tenancy"]
LAND = _WRITTEN["written22-land"]
# near misses: the pronoun's gender has no noun before it; the bringer is "they"
NO_SHE = ("Company law. A private limited company running three hotels was set up by four friends. One of them died "
          "in 2019. She filed a petition under section 59 of the Companies Act before the NCLT; the company says the "
          "article binds her.")
THEY = ("Company law. The founder's widow and sons were refused registration of the shares. They filed a petition "
        "under section 59 of the Companies Act before the NCLT; the company says the article binds them.")
# the apposition names another party than the client's description
NO_ALIAS = ("Eviction under the Rent Control Act. The landlord, a retired schoolteacher, filed an eviction petition on "
            "the ground of arrears. The tenant says he deposited all arrears in court.")
# the State brought the proceeding: its answerer is not read as the citizen by the story
STATE_FILED = ("Land acquisition. In 2016 the State filed a writ petition against the order of the Reference Court "
               "enhancing the farmers' compensation. A single judge dismissed the writ petition.")


@pytest.mark.parametrize("statement, context, role", [
    ("I act for the widow whose 18 per cent shareholding the board refused to register.", COMPANY, "plaintiff"),
    ("my client is the widow who won rectification of the register before the NCLT", COMPANY, "plaintiff"),
    ("Counsel for the respondent widow in the company's NCLAT appeal.", COMPANY, "plaintiff"),
    ("i appear for the private company that relied on its pre-emption article and its auditor's valuation", COMPANY,
     "defendant"),
    ("For the three surviving founders who control the board and refused the transmission.", COMPANY, "defendant"),
    ("we act for the retired bank employee who wants his flat back", TENANCY, "landlord"),
    ("I appear for the farmers who say they never left the 40 acres.", LAND, "citizen"),
    ("counsel for the respondent farmers in the State's writ appeal", LAND, "citizen"),
])
def test_a_party_of_the_story_named_by_pronoun_apposition_or_appeal(statement, context, role):
    got = stated_side(statement, context)
    assert got is not None and got.role == role, got


@pytest.mark.parametrize("statement, context", [
    ("I act for the widow whose shareholding the board refused to register.", NO_SHE),  # no female noun before "She"
    ("I act for the widow whose shareholding the board refused to register.", THEY),  # "they": no antecedent read
    ("we act for the retired bank employee who wants his flat back", NO_ALIAS),  # the landlord is a schoolteacher
])
def test_no_story_side_without_an_antecedent_or_alias(statement, context):
    got = stated_side(statement, context)
    assert got is None or got.role not in ("plaintiff", "landlord"), got


def test_the_state_as_bringer_makes_no_citizen_by_the_story():
    areas = [("citizen", "government")]
    assert _story_party_side("the farmers who say they never left the 40 acres", areas, LAND) == "citizen"
    assert _story_party_side("the farmers who say they never left the 40 acres", areas, STATE_FILED) is None


PROMOTION = _WRITTEN["written22-promotion"]
# near miss: the same title, but the facts introduce no one by it in a sentence about their service
NOT_SERVICE_STORY = ("Service law, sealed cover and notional promotion. A Deputy Conservator of Forests was a witness "
                     "to the plantation scheme audit. The Departmental Promotion Committee kept an officer's "
                     "recommendation in a sealed cover and two juniors were promoted; the Tribunal directed notional "
                     "promotion with seniority.")


@pytest.mark.parametrize("statement", [
    "I act for the Deputy Conservator of Forests whose recommendation was kept in a sealed cover in March 2019.",
    "representing the petitioner Deputy Conservator in the High Court",
])
def test_the_person_a_service_story_is_about_is_the_employee(statement):
    got = stated_side(statement, PROMOTION)
    assert got is not None and got.role == "employee", got


def test_a_title_the_service_story_is_not_about_is_no_employee():
    got = stated_side("I act for the Deputy Conservator of Forests.", NOT_SERVICE_STORY)
    assert got is None or got.role != "employee", got


def test_a_client_named_by_what_the_facts_say_a_party_did():
    got = stated_side("my client has taught school students in two rooms of the rented flat since 2015", TENANCY)
    assert got is not None and got.role == "tenant", got


def test_what_was_done_to_the_clients_thing_names_no_doer():
    # "the land acquired in 2007 for an industrial estate" shares three words with the State's notification: the
    # acquisition is not what the client did
    got = stated_side("my clients still cultivate the land acquired in 2007 for an industrial estate", LAND)
    assert got is None or got.role != "government", got
    # a description sharing too few words with any party's clause reads no party
    got = stated_side("my client has run a school since 2015", TENANCY)
    assert got is None or got.role != "tenant", got


_WRITTEN19 = {json.loads(line)["id"]: json.loads(line)["text"] for line in
              (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries19.jsonl").read_text().splitlines()
              if line.strip()}


@pytest.mark.parametrize("statement, role", [
    ("I act for the shopkeeper who has rented the ground floor shop since 1989", "tenant"),  # part 19's triple
    # near misses: renting it out, or to someone, since a date is the landlord's doing
    ("I act for the owner who has rented the shop to the tenant since 1989", "landlord"),
    ("I act for the owner who has rented out the shop since 1989", "landlord"),
])
def test_renting_a_place_since_a_date_is_holding_it(statement, role):
    shop = next(t for t in _WRITTEN19.values() if "shop on the ground floor" in t)
    got = stated_side(statement, shop)
    assert got is not None and got.role == role, got


CRIMINAL = ("The accused was tried for selling adulterated supari. The Chief Judicial Magistrate acquitted him; on the "
            "State's appeal the High Court convicted him. He has filed an appeal by special leave.")


@pytest.mark.parametrize("statement, role", [
    # part 22's triple: a place described by a clause without its pronoun, whose subject is a court
    ("i represent the appellant the High Court convicted after the CJM had acquitted him of selling adulterated supari",
     "accused"),
    ("i represent the appellant whom the High Court convicted", "accused"),
])
def test_a_place_the_court_convicted_is_the_accused(statement, role):
    got = stated_side(statement, CRIMINAL)
    assert got is not None and got.role == role, got


def test_a_bare_place_stays_a_place():
    got = stated_side("i represent the appellant in the High Court", CRIMINAL)  # near miss: no clause describes it
    assert got is not None and got.role == "appellant", got


REGISTER = ("Company law, transmission of shares. The company refused to register the transmission of the deceased "
            "shareholder's shares to his heirs, relying on its articles. The heirs filed a suit and a petition for "
            "rectification of the register of members.")


@pytest.mark.parametrize("statement, role", [
    ("I act for the DR Group, who want the shares transmitted to them.", "plaintiff"),  # part 16's triples
    ("for Jai Mahal Hotels, refusing the transfer", "defendant"),
    ("I represent the appellant, Shanta's daughter, who asked to rectify the register of Sakal Papers", "plaintiff"),
])
def test_a_company_register_dispute_gives_the_sides(statement, role):
    got = stated_side(statement, REGISTER)
    assert got is not None and got.role == role, got


@pytest.mark.parametrize("statement", [
    "the executors who transferred the shares",  # near miss: transferring them is neither side's word
    "the heir who wants the shares transmitted and the company refusing the transfer",  # both sides named
])
def test_no_register_side_where_the_words_do_not_give_one(statement):
    assert _matter_side(statement, [("plaintiff", "defendant")], REGISTER) is None
