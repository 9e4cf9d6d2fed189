"""User sides read (sides19) from what happened to the client, and by the area of the facts.

Every sentence and fact pattern here was written for these tests (none is a labelled statement or fact pattern).
Each pins one general mechanism of ``roles.stated_side``:

- in a claim for compensation (the facts' leading area, or a tribunal claim behind a prosecution), the kin of the
  one killed or hurt and the hurt person are the claimant, the vehicle's owner or driver stands with the insurer;
  both said of one head (an injured driver) reads no side;
- in a prosecution that is no service matter, a person named by their job is the one charged, unless the
  description makes them the one wronged, a witness or an officer who acted against another;
- in a prosecution, a party by their part in its facts: one who says they were ill-treated, whose things were taken
  or whose kin was killed is the prosecution's side; one whose sample failed, whose prosecution is in issue, who
  faces the case or is said to have done the act is the accused;
- a place followed by a prepositional phrase ("respondents in the State's appeal") is no apposition, and in a land
  acquisition one whose land or compensation is in issue is the citizen.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message

ACCIDENT = ("A lorry driven rashly hit a motorcycle on the highway and the rider died on the spot. His widow and minor "
            "children filed a claim petition before the Motor Accidents Claims Tribunal under the Motor Vehicles Act "
            "for compensation; the insurance company says the lorry's driver held no valid licence.")
# the same accident counted as a prosecution first (rash driving, section 304A), with the tribunal claim beside it
ACCIDENT_AND_TRIAL = ("The driver was prosecuted under section 304A IPC for causing death by rash driving and the "
                      "criminal trial ended in his conviction; the accused appealed. The deceased's family also "
                      "filed a claim petition before the claims tribunal and the insurance company resisted it.")
ACQUISITION = ("The Government acquired the villagers' farmland under the Land Acquisition Act for an industrial "
               "estate. The Collector's award was enhanced on a reference under section 18 and the State appealed "
               "against the enhancement.")
FORGERY = ("The appellant, an accounts clerk of a municipal office, was tried for forging entries in the cash book "
           "and misappropriating public money under sections 409, 467 and 477A IPC; the trial court convicted him "
           "and the High Court upheld the conviction.")
CRUELTY = ("The wife lodged a complaint that her husband and his parents ill-treated her and would not return her "
           "stridhan; they were charged under sections 498A and 406 IPC and the magistrate convicted them.")
ADULTERATION = ("The food inspector drew a sample of chilli powder from a grocery; the public analyst reported it "
                "adulterated and the grocer was prosecuted under the Prevention of Food Adulteration Act.")
MURDER = ("The accused attacked the deceased with an axe over a boundary dispute; the trial court convicted him of "
          "murder under section 302 IPC on the evidence of the eyewitnesses.")
RENT = ("The landlord filed an eviction petition against the tenant of a shop under the Rent Control Act on the "
        "ground of bona fide need; the tenant says the need is not genuine.")
SERVICE = ("The co-operative bank suspended its cashier and dismissed him from service after a departmental inquiry "
           "into missing cash; the Labour Court ordered reinstatement and the employer appeals.")


@pytest.mark.parametrize("statement,role", [
    ("I act for the widow of the motorcyclist killed on the highway", "claimant"),
    ("we represent the children of the deceased", "claimant"),
    ("I appear for the legal heirs of the dead rider", "claimant"),
    ("for the dependants of the man who died in the crash", "claimant"),
    ("we act for the victim's family", "claimant"),
    ("I act for the injured pillion rider", "claimant"),
    ("for the boy who was knocked down by the lorry", "claimant"),
    ("I act for the woman whose husband was killed by the lorry", "claimant"),
    ("I represent the widow", "claimant"),
    ("i act for the dead rider's widow and kids who got 9 lakh from the tribunal", "claimant"),
    ("For the rider's family: his widow, the three minors and his father.", "claimant"),
    ("we represent the owner of the offending lorry", "insurer"),
    ("I act for the lorry's driver", "insurer"),
    ("for the owner and driver of the lorry", "insurer"),
    ("I act for the insurance company", "insurer"),  # kept: its words name it
    ("we represent the claimants", "claimant"),  # kept
])
def test_in_a_compensation_claim_what_happened_names_the_side(statement: str, role: str) -> None:
    got = stated_side(statement, ACCIDENT)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement", ["I act for the driver who was injured", "I act for the owner's son"])
def test_in_a_compensation_claim_a_head_of_both_sides_reads_no_side(statement: str) -> None:
    assert stated_side(statement, ACCIDENT) is None


def test_a_tribunal_claim_beside_a_prosecution_is_still_a_claim() -> None:
    got = stated_side("we act for the widow of the man run over", ACCIDENT_AND_TRIAL)
    assert got is not None and got.role == "claimant"
    # the driver is the accused in the trial and with the insurer in the claim: no side
    assert stated_side("I act for the driver of the lorry", ACCIDENT_AND_TRIAL) is None


@pytest.mark.parametrize("statement,role", [
    ("I act for the family of the man who was killed", "prosecution"),  # no claim in the facts: a prosecution
    ("I act for the driver", "accused"),
])
def test_outside_a_compensation_claim_the_reading_is_the_prosecutions(statement: str, role: str) -> None:
    got = stated_side(statement, MURDER.replace("attacked the deceased with an axe", "ran over the deceased with "
                                                "his truck"))
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,role", [
    ("I act for the appellant public servant in the cash book case", "accused"),
    ("we represent the government servant in the forgery trial", "accused"),
    ("I act for the accounts clerk", "accused"),
    ("I act for the clerk convicted of forgery", "accused"),  # kept
    ("I act for the clerk who was assaulted", "prosecution"),
    ("I act for the treasury officer who lodged the FIR", "prosecution"),
    ("I act for the State", "prosecution"),  # kept
])
def test_in_a_prosecution_a_person_by_their_job_is_the_one_charged(statement: str, role: str) -> None:
    got = stated_side(statement, FORGERY)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement", ["I act for the constable who witnessed the forgery",
                                       "I act for the officer who sanctioned the prosecution"])
def test_a_witness_or_an_officer_who_acted_is_not_read_as_charged(statement: str) -> None:
    got = stated_side(statement, FORGERY)
    assert got is None or got.role != "accused"


def test_in_a_service_matter_a_job_stays_the_employee() -> None:
    got = stated_side("I act for the suspended cashier", SERVICE)
    assert got is not None and got.role == "employee"


@pytest.mark.parametrize("statement,context,role", [
    ("I act for the wife who says she was ill-treated and her stridhan withheld", CRUELTY, "prosecution"),
    ("I represent the woman who says her in-laws harassed her", CRUELTY, "prosecution"),
    ("for the wife whose jewellery was kept back by her in-laws", CRUELTY, "prosecution"),
    ("I act for the husband who says he was falsely implicated", CRUELTY, "accused"),
    ("I act for the husband who says his wife harassed him", CRUELTY, "accused"),
    ("for the man whose brother was murdered", MURDER, "prosecution"),
    ("for PW3, the mother of the man who died in the attack", MURDER, "prosecution"),
    ("I act for the grocer whose sample failed the test", ADULTERATION, "accused"),
    ("I represent the shopkeeper whose chilli powder was found adulterated", ADULTERATION, "accused"),
    ("I appear for the petitioner facing the adulteration case", ADULTERATION, "accused"),
    ("we act for the appellant, the grocer whose prosecution the High Court would not quash", ADULTERATION, "accused"),
    ("for appellant no. 2, the neighbour said to have struck the first blow", MURDER, "accused"),
    ("I act for the food inspector who took the sample", ADULTERATION, "prosecution"),
    ("I act for the State, whose prosecution of the grocer failed", ADULTERATION, "prosecution"),
])
def test_in_a_prosecution_a_party_by_their_part_in_the_facts(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


def test_a_witness_said_to_have_seen_is_not_the_accused() -> None:
    got = stated_side("for the neighbour said to have seen the attack", MURDER)
    assert got is None or got.role != "accused"


@pytest.mark.parametrize("statement,role", [
    ("I act for the landowners, respondents in the State's appeal", "citizen"),
    ("we represent the villagers whose farmland went to the industrial estate", "citizen"),
    ("for the villagers whose compensation is in dispute", "citizen"),
    ("my clients are the villagers who say 40,000 a bigha is far too low", "citizen"),
    ("for the farmers seeking enhanced compensation", "citizen"),
    ("I act for the State", "government"),  # kept
    ("I act for the development corporation whose estate needed the land", "government"),
])
def test_in_a_land_acquisition_the_land_names_the_citizen(statement: str, role: str) -> None:
    got = stated_side(statement, ACQUISITION)
    assert got is not None and got.role == role


def test_a_pasted_narrative_of_an_accident_gives_no_side() -> None:
    # (a long narrative is read by the rules only where it speaks in the first person: its widow is no client)
    narrative = ("The deceased was riding his motorcycle when the lorry hit him. The widow of the deceased and his "
                 "children filed the claim petition. The tribunal awarded compensation and the insurance company "
                 "appealed. The learned counsel for the insurer argued that the driver had no licence. ") * 5
    assert side_in_message(narrative, ACCIDENT) is None


@pytest.mark.parametrize("statement,role", [
    ("I act for the trader who rented out the shop", "landlord"),
    ("I act for the widow who leased the godown to the firm", "landlord"),
    ("I act for the grocer who rented the shop from the widow", "tenant"),
    ("I act for the grocer who has rented the shop since 1990", None),  # rented: either side, so no side by it
    # "to" + a verb is the purpose of renting, not the one it was rented to (review19b): no landlord by it
    ("I act for the man who rented the shop to run his tea stall", None),
    ("I act for the family who rented the flat to live in", None),
    ("I act for the trader who rented the shop to Mohan in 1990", "landlord"),
    ("I act for the widow who leased the godown to him", "landlord"),
])
def test_rented_alone_names_no_side(statement: str, role: str | None) -> None:
    got = stated_side(statement, RENT)
    if role is None:
        assert got is None or got.role != "landlord"
    else:
        assert got is not None and got.role == role


@pytest.mark.parametrize("statement", [
    # review19b: with no facts yet (the area unknown) a description common to every area names no prosecution side:
    # "said to have", goods found sub-standard or seized, pay withheld, harassment at work
    "I act for the buyer who is said to have refused delivery",
    "I act for the supplier whose goods were found sub-standard",
    "I act for the importer whose consignment was seized by customs",
    "I act for the clerk whose salary was withheld",
    "I act for the officer who says she was harassed by her superiors",
])
def test_a_description_common_to_every_area_names_no_criminal_side_without_facts(statement: str) -> None:
    got = stated_side(statement)
    assert got is None or got.role not in ("accused", "prosecution")


@pytest.mark.parametrize("statement,role", [
    ("I act for the buyer who is said to have refused delivery", "accused"),  # the same words in a prosecution
    ("I act for the man whose prosecution was sanctioned", "accused"),  # a prosecution names its own area
    ("I act for the importer whose consignment was seized by customs", "accused"),
])
def test_the_same_descriptions_still_read_in_a_prosecution(statement: str, role: str) -> None:
    context = MURDER if "prosecution was" not in statement else ""
    got = stated_side(statement, context)
    assert got is not None and got.role == role


CHEATING = ("The accused obtained a loan from the bank on forged title deeds; the bank manager lodged an FIR and the "
            "accused was convicted of cheating under section 420 IPC.")


@pytest.mark.parametrize("statement,role", [
    # review19b: the facts say this job-holder made the complaint, so the job names no accused
    ("I represent the bank manager", None),
    ("I act for the manager", None),
    # a job the facts do not put on the complaint's side still reads the accused
    ("I represent the clerk", "accused"),
])
def test_a_job_the_facts_name_as_the_complainant_is_not_the_accused(statement: str, role: str | None) -> None:
    got = stated_side(statement, CHEATING)
    if role is None:
        assert got is None or got.role != "accused"
    else:
        assert got is not None and got.role == role
