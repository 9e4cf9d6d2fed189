"""review27: false positives of round 27's story reader (side27) and roles rules (roles27).

side27 let the story of a written fact pattern say whose matter it is: its person against a body of the State that
acted on them (``_STATE_ACTOR``), told by any verb (``_STORY_PERSON_ACTS``). Realistic chat fact patterns show where
that reading went beyond its cases: a prosecution of the story's own person (the State there is the prosecution), a
private body's officer (a bank's recovery officer, a company's board) read as the State, a tenancy or a civil suit whose
facts mention an appellate authority or a municipal sanction, a client's words after a semicolon read as its head, an
opening told by "was" / "is" / "this" (a document, not a person). Each test below was wrong at 405f0f4.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lcr_core.explain.roles import _STATE_ACTOR, _STORY_PERSON_ACTS, _story_person, stated_side

_STANCE = Path(__file__).resolve().parents[1] / "datasets" / "stance"
_WRITTEN27 = {json.loads(line)["area"]: json.loads(line)["text"]
              for line in (_STANCE / "written_queries27.jsonl").open()}
_WRITTEN26 = {json.loads(line)["area"]: json.loads(line)["text"]
              for line in (_STANCE / "written_queries26.jsonl").open()}


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


NDPS = ("A shopkeeper was found with two kilograms of ganja in his shop. The police officer searched his shop and "
        "seized the packets. He was arrested and charged under the NDPS Act and the trial court convicted him.")


def test_the_state_prosecuting_the_storys_own_person_is_the_prosecution():
    # at 405f0f4 both read "government": the story's State actor made a prosecution a citizen's matter against the
    # State, though the story's person is the one charged
    assert role("I appear for the State", NDPS) == "prosecution"
    assert role("I act for the police officer who searched the shop", NDPS) == "prosecution"


def test_near_miss_the_forest_confiscation_keeps_its_government():
    forest = _WRITTEN26["forest"]
    assert role("I act for the State, respondent in the transporter's revision", forest) == "government"
    assert role("acting for the Range Forest Officer who seized the timber and the truck", forest) == "government"
    assert role("representing the owner of the truck caught with an expired transit pass", forest) == "citizen"


BANK = ("A farmer took a crop loan from a cooperative bank in 2015. The bank's recovery officer attached his land and "
        "auctioned it in 2019. He filed a suit challenging the auction.")
PRIVATE_BANK = ("A trader took a loan from a private bank. The bank officer refused to release the title deeds after "
                "repayment. He filed a suit for their return.")
COMPANY = ("A shareholder holds 10 per cent of the shares of a private company. The company's board allotted fresh "
           "shares to the managing director's family. He filed a petition for oppression and mismanagement.")
INSURER = ("A man bought a health policy from an insurance company. The company's claims officer repudiated his claim. "
           "He filed a consumer complaint.")


@pytest.mark.parametrize("statement, facts", [
    ("we represent the bank", BANK), ("for the bank", PRIVATE_BANK), ("I appear for the bank officer", PRIVATE_BANK),
    ("for the company", COMPANY), ("for the insurance company", INSURER)])
def test_a_private_bodys_officer_is_no_state(statement, facts):
    assert role(statement, facts) != "government"


@pytest.mark.parametrize("statement, facts", [
    ("I act for the farmer", BANK), ("I act for the trader", PRIVATE_BANK), ("I act for the shareholder", COMPANY),
    ("I act for the man who bought the policy", INSURER)])
def test_the_person_against_a_private_body_is_no_citizen(statement, facts):
    assert role(statement, facts) != "citizen"


def test_state_actor_pattern_skips_private_bodies_and_adjectives():
    assert not _STATE_ACTOR.search("A farmer took a loan. The bank's recovery officer attached his land.")
    assert not _STATE_ACTOR.search("A trader took a loan. The bank officer refused to release the deeds.")
    assert not _STATE_ACTOR.search("He taught there, the teachers of the Government Aided School being paid late.")
    assert not _STATE_ACTOR.search("A report was called for, the officer concerned being on leave.")
    # near misses: the State's own officials and bodies still act
    assert _STATE_ACTOR.search("The Range Forest Officer seized the timber and the truck.")
    assert _STATE_ACTOR.search("the Board's vigilance squad inspected the premises")
    assert _STATE_ACTOR.search("; the Authorised Officer later confiscated both")


TENANCY = ("A widow owns a shop in the market and let it to a trader in 1995 at a monthly rent of Rs 900. She sought "
           "his eviction for default. The Rent Controller ordered eviction and the Appellate Authority confirmed it. "
           "The tenant says he tendered the rent by money order.")
SUIT = ("A doctor paid an advance of Rs 10 lakh to a builder for a flat. The Municipal Corporation sanctioned a revised "
        "plan. She filed a suit for specific performance when he refused to execute the sale deed.")


def test_a_tenancy_whose_facts_name_an_appellate_authority_is_no_citizens_matter():
    assert role("I act for the widow", TENANCY) != "citizen"


def test_a_civil_suit_whose_facts_name_a_municipal_sanction_is_the_plaintiffs():
    assert role("I act for the doctor", SUIT) == "plaintiff"
    assert role("we represent the Municipal Corporation", SUIT) != "citizen"


def test_a_body_client_before_a_semicolon_is_no_story_person():
    # part 27 (development data since its frozen run): "the municipality; the setback ..." read as the trader
    municipal = _WRITTEN27["municipal"]
    assert role("i appear for the municipality; the setback projection cannot be compounded under the scheme",
                municipal) == "government"
    assert role("I act for the trader who added the second floor and asked to have it compounded.",
                municipal) == "citizen"


def test_authorities_in_the_plural_are_a_body():
    education = _WRITTEN27["education"]
    assert role("Appearing for the State government medical college authorities, respondents in the writ appeal.",
                education) == "government"
    assert role("I act for the MBBS student whose State-quota admission was cancelled after she had passed the first "
                "year.", education) == "citizen"


@pytest.mark.parametrize("opening", [
    "A gory episode is narrated in this case.", "An octogenarian old lady was the owner of a house.",
    "A judgment of the High Court dated 1 May is challenged.",
    "A few facts leading to this appeal are these."])
def test_story_person_told_by_a_verb_is_not_told_by_was_is_or_a_noun(opening):
    assert not _STORY_PERSON_ACTS.search(opening)


def test_near_miss_story_person_told_by_a_verb():
    assert _STORY_PERSON_ACTS.search("A man runs a small flour mill in a village.")
    assert _STORY_PERSON_ACTS.search("A retired teacher bought a flat in a co-operative housing society.")
    assert _STORY_PERSON_ACTS.search("A trader owns a corner plot on the main bazaar road of a town.")


@pytest.mark.parametrize("opening", [
    "A First Information Report was lodged against the appellant. He was arrested the next day.",
    "A Criminal Case under sections 420 and 468 was registered against him. He was a trader.",
    "A batch of writ petitions has been filed by the residents. They say he had no notice."])
def test_a_document_or_proceeding_the_opening_tells_of_is_no_story_person(opening):
    assert _story_person(opening) is None


TENANCY_SHORT = "The landlord sought eviction of the tenant for non-payment of rent. The Rent Controller ordered eviction."


@pytest.mark.parametrize("statement, side", [
    ("Ravi here: I act for the landlord", "landlord"), ("Good morning. Delhi here: I act for the tenant", "tenant")])
def test_a_speakers_own_name_with_here_is_no_client(statement, side):
    # at 405f0f4 side27's "<name> here:" label took "Ravi" as the client and hid the lead after it (None)
    assert role(statement, TENANCY_SHORT) == side


def test_near_miss_the_clients_name_with_here():
    from lcr_core.explain.roles import _here_label
    assert _here_label("State of Maharashtra here: we defend the organised crime law") is not None


ADMISSION = ("Rekha Sharma v State of Rajasthan and others\nSupreme Court of India\n\nCivil Appeal No. 10 of 2005\n"
             "1. Leave granted. The appellant was selected for admission to the MBBS course in the State quota in 2004. "
             "Her admission was cancelled by the Director of Medical Education on the ground that her domicile "
             "certificate was false. She filed a writ petition challenging the cancellation, which the learned Single "
             "Judge allowed. The Division Bench of the High Court allowed the State's writ appeal. Hence this appeal by "
             "the student. 2. We have heard learned counsel for the parties. The appeal is allowed.")


def test_a_selection_for_admission_is_no_service_act():
    # at 405f0f4 roles27's service act on a party read the student's appeal as employee / employer
    from lcr_core.explain.roles import precedent_parties
    assert precedent_parties(ADMISSION, "", ("citizen", "government")).pair == ("citizen", "government")


def test_near_miss_a_selection_for_a_post_is_a_service_act():
    from lcr_core.explain.roles import _SERVICE_ACT_ON_PARTY
    assert _SERVICE_ACT_ON_PARTY.search("The appellant was selected for appointment to the post.")
    assert _SERVICE_ACT_ON_PARTY.search("the respondent had been selected for promotion from the post of Head Constable")
    assert not _SERVICE_ACT_ON_PARTY.search("the appellant was appointed as the sole arbitrator")


@pytest.mark.parametrize("statement", [
    "I act for the secretary's relative who got the repairs contracts", "I act for the one who served her the notice of arrears",
    "I act for the retired teacher's opponent in the society", "we represent the outsiders to whom the flat was let"])
def test_the_private_dispute_reading_keeps_review26s_checks(statement):
    # at 405f0f4 side27's private-dispute branch read each of these as the member who raised the dispute (plaintiff):
    # it matched the story's person by shared words only, without review26's checks on another party of the facts
    assert role(statement, _WRITTEN26["cooperative"]) is None


def test_near_miss_the_member_and_the_society():
    cooperative = _WRITTEN26["cooperative"]
    assert role("I act for the retired teacher expelled from the housing society", cooperative) == "plaintiff"
    assert role("for the member who raised the dispute before the Co-operative Court and won there",
                cooperative) == "plaintiff"
    assert role("acting for the housing society whose general body resolved to expel her", cooperative) == "defendant"
    assert role("representing the expelled member whose share and occupancy right are to be transferred",
                cooperative) == "plaintiff"
