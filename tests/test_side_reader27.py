"""side27: the story of a written fact pattern read for the user's side, and a few criminal descriptions.

Part 26's written patterns (development data since its frozen run) opened areas no earlier pattern used: electricity
supply, forest confiscation and a co-operative society's expulsion of a member. Their statements name the client by
the pattern's story ("the consumer who says the seal was damaged by rats", "the truck owner", "the Authorised Officer
who confiscated the truck", "the housing society whose general body resolved to expel her"). The area words misled
the reading ("premises" made a tenancy, "forest offence" a prosecution, "writ petition" a matter against the State);
the story says whose matter it is: its person against a body of the State that acted on them (citizen <->
government), or its person's dispute against a body of no State (plaintiff <-> defendant). The near misses pin what
must not fire: a person the story charges, a tenancy with its rent, a court, a client's words the story does not
tell of its person, a narrative's "counsel", a victim's side, a verdict said of another, a service matter.
"""

from __future__ import annotations

import json
from pathlib import Path

from lcr_core.explain.roles import context_areas, stated_side

_WRITTEN = {json.loads(line)["area"]: json.loads(line)["text"]
            for line in (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries26.jsonl").open()}
ELECTRICITY, FOREST, COOPERATIVE, LAND = (_WRITTEN[a] for a in ("electricity", "forest", "cooperative", "land"))

# AILA_Q9's facts (AILA 2019, CC BY 4.0), the opening of the murder of P2
MURDER = ("The offence for which the accused persons were charged is the murder of P2, son of the complainant P1 "
          "(appellant) on 13th June, 1982. As per the case of the prosecution, the complainant along with his son P2 "
          "(deceased) was getting his maize field weeded through the help of a few labourers on the morning of 13th "
          "June, 1982. His real brother P3 came on the spot and forbade the complainant from doing so. On this P3, who "
          "was accompanied by his son accused P4 and P5 abused the labourers and drove them away from the field. "
          "Accused P3 gave a pharsa blow on the head of P2. The High Court acquitted P3 and P4 and the complainant "
          "appealed.")


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


def test_premises_alone_names_no_tenancy():
    assert ("tenant", "landlord") not in context_areas(ELECTRICITY)
    assert context_areas(ELECTRICITY)[0] == ("citizen", "government")


def test_near_miss_a_tenancy_keeps_its_area():
    facts = ("Eviction of a shop tenant. The shop premises have been let since 1998 at a monthly rent of Rs 900; the "
             "landlord says the tenant has sublet them.")
    assert context_areas(facts)[0] == ("tenant", "landlord")


def test_the_consumer_told_by_the_story():
    assert role("we represent the consumer who says the seal was damaged by rats", ELECTRICITY) == "citizen"
    assert role("acting for the mill owner who went to the High Court instead of depositing half and appealing",
                ELECTRICITY) == "citizen"
    assert role("my client runs the 20 HP flour mill and never had a personal hearing", ELECTRICITY) == "citizen"
    assert role("I appear for the Board's assessing officer who confirmed the Rs 7.8 lakh assessment",
                ELECTRICITY) == "government"


def test_the_owner_against_the_states_confiscation():
    assert role("for the truck owner who hired out the vehicle on a written contract", FOREST) == "citizen"
    assert role("My client owns the lorry seized at the forest check post; his revision is pending", FOREST) == "citizen"
    assert role("we appear for the revision petitioner, the vehicle owner whose appeal the District Judge dismissed",
                FOREST) == "citizen"


def test_the_official_who_acted_for_the_state():
    assert role("I'm the counsel for the Authorised Officer who confiscated the truck under the Forest Act",
                FOREST) == "government"
    assert role("acting for the Range Forest Officer who seized the timber and the truck", FOREST) == "government"
    assert role("I act for the State, respondent in the transporter's revision", FOREST) == "government"
    assert role("State's counsel: we defend the confiscation ordered before the prosecution ended", FOREST) == "government"


def test_near_miss_a_person_the_story_charges():
    facts = ("Seizure of a vehicle. A trader drove his van to the market in 2021. The Excise Inspector seized the van "
             "with forty cartons of liquor, and he was arrested and charged under the Excise Act. His bail application "
             "is pending.")
    assert role("for the trader whose van was seized", facts) != "citizen"


def test_the_member_and_the_society_in_a_cooperative_dispute():
    assert role("I act for the retired teacher expelled from the housing society", COOPERATIVE) == "plaintiff"
    assert role("for the member who raised the dispute before the Co-operative Court and won there",
                COOPERATIVE) == "plaintiff"
    assert role("acting for the housing society whose general body resolved to expel her", COOPERATIVE) == "defendant"
    assert role("I'm counsel for the managing committee; our appeal succeeded before the Co-operative Appellate Court",
                COOPERATIVE) == "defendant"


def test_near_miss_a_court_is_no_defendant_nor_a_stranger_a_plaintiff():
    assert role("we act for the Co-operative Appellate Court", COOPERATIVE) != "defendant"
    assert role("I act for the buyer of a car from a dealer", COOPERATIVE) is None


def test_defence_for_and_a_counsel_label():
    assert role("defence for P4, the proclaimed offender said to have fired the desi katta at the constable",
                MURDER) == "accused"
    assert role("State's counsel: we defend the acquittal's reversal", MURDER) == "prosecution"


def test_near_miss_a_narratives_counsel_is_no_label():
    assert role("The State's counsel argued the point at length before the Bench", MURDER) is None


def test_wants_the_case_quashed():
    facts = ("Food adulteration. The Food Inspector took a sample of supari from a trader's shop; the Public Analyst "
             "found saccharin in it and a complaint was filed under the Prevention of Food Adulteration Act.")
    assert role("We represent the trader whose supari sample showed saccharin and who wants the food adulteration case "
                "quashed", facts) == "accused"
    assert role("for the complainant who wants the acquittal set aside", MURDER) == "prosecution"


def test_a_verdict_said_of_the_client():
    assert role("acting for P3, the complainant's brother, and his son, acquitted by the High Court of the 1982 murder",
                MURDER) == "accused"
    assert role("for the public servant who appealed after the High Court dismissed his appeal but modified the "
                "sentence", MURDER) == "accused"


def test_near_miss_a_verdict_said_of_another():
    assert role("for the complainant, whose attackers were acquitted by the High Court", MURDER) != "accused"


def test_near_miss_a_convicted_officer_in_a_service_matter():
    facts = ("Service law, dismissal on conviction. A clerk of a nationalised bank was convicted of criminal breach of "
             "trust; the bank dismissed him from service under its service rules without a departmental inquiry, "
             "and the disciplinary authority refused reinstatement. His writ petition challenges the dismissal.")
    assert role("We act for the officer who was convicted of criminal breach of trust and then lost his bank job.",
                facts) == "employee"


def test_an_apposition_after_the_places_proceeding():
    assert role("My client is the appellant in the intra-court appeal, a poor farmer who never sought a reference",
                LAND) == "citizen"


def test_near_miss_the_places_proceeding_alone():
    assert role("My client is the appellant in the intra-court appeal", LAND) in (None, "appellant")


LICENCE = next(json.loads(line)["text"] for line in
               (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries25.jsonl").open()
               if json.loads(line)["area"] == "licence")


def test_the_official_the_story_tells_acting_in_a_matter_against_the_state():
    assert role("We represent the District Supply Officer who cancelled the licence.", LICENCE) == "government"
    assert role("we appear for the licensee who was refused cross-examination of the inspector", LICENCE) == "citizen"


def test_near_miss_an_official_the_story_never_tells_acting():
    assert role("We represent the Block Development Officer of the next district.", LICENCE) != "citizen"


def test_a_name_labelled_here():
    assert role("State of Maharashtra here: we defend the organised crime law and the prosecutions under it.",
                MURDER) == "prosecution"
    assert role("Counsel here: I act for P4, the accused", MURDER) == "accused"


def test_near_miss_a_tenancy_or_tax_story_keeps_its_roles():
    tenancy = ("Standard rent. A widow has been the tenant of a two-room ground floor portion since 1996 at a monthly "
               "rent of Rs 1,200. In 2021 she filed a petition before the Rent Controller for fixation of standard rent; "
               "the landlord says the rent was agreed.")
    assert role("I act for the widow who filed the petition for standard rent", tenancy) not in ("plaintiff", "citizen")
    assert role("I act for the widow, the tenant since 1996", tenancy) == "tenant"
    tax = ("Sales tax assessment. A trader sells edible oils in a district town under the State VAT Act. The "
           "Commercial Tax Officer assessed him to tax of Rs 14 lakh for 2018-19 on the ground that his sales were "
           "inter-State sales. He has appealed to the Tribunal.")
    assert role("we represent the Commercial Tax Officer who assessed the trader", tax) != "government"
    assert role("for the trader assessed to Rs 14 lakh", tax) != "citizen"


def test_near_miss_a_victims_story_is_no_citizens():
    facts = ("Abduction. A girl of fifteen was abducted from her village in 2019 and kept in a room in the town for two "
             "weeks. She was found by her uncle and her statement was recorded by the magistrate. The Investigating "
             "Officer filed a charge sheet against two men. The trial court convicted them and the High Court "
             "acquitted them; the State has appealed.")
    assert role("for the girl's family, who want the acquittal reversed", facts) != "citizen"
    assert role("we act for the girl who was kept in a room in the town for two weeks", facts) != "citizen"
