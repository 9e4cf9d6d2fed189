"""More user sides read (stance11), never by a guess.

Every sentence here was written for these tests (none is a labelled statement or fact pattern). Each pins one
general mechanism of ``roles.stated_side``:

- a client described by the suit step they took or resist ("the one that filed for possession", "defending the
  suit", "wants the plaint rejected"): plaintiff / defendant in a civil suit;
- a client described as dismissed, sacked or removed from service ("the sacked officer", "the officer challenging
  his removal") is the employee, even when the fact pattern also reads as a criminal matter (the charge that led to
  the dismissal); an officer "accused" or "convicted" is not read that way.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side

SUIT = ("The trust sued the caretaker's son for recovery of possession of the hall, pleading title under a gift "
        "deed; the defendant pleaded adverse possession. The trial court decreed the suit.")
# a fact pattern that speaks of a prosecution first: the officer was charged, then dismissed after an inquiry
CHARGED_OFFICER = ("The officer was charged with criminal breach of trust and the police filed a charge sheet. "
                   "The bank held a departmental inquiry and dismissed him; he was acquitted by the criminal court.")


@pytest.mark.parametrize("statement,role", [
    ("My client is the trust, the one that filed for possession", "plaintiff"),
    ("we represent the trust which brought the suit", "plaintiff"),
    ("for the son, who is defending the trust's suit", "defendant"),
    ("acting for the caretaker's son -- he is contesting the suit", "defendant"),
    ("acting for the caretaker's son that wants the plaint thrown out", "defendant"),
    ("I am advising the son, who applied for rejection of the plaint", "defendant"),
])
def test_suit_step_names_the_suit_side(statement: str, role: str) -> None:
    got = stated_side(statement, SUIT)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement", [
    "acting on behalf of the sacked officer",
    "I'm counsel for the officer challenging his removal",
    "we're on the officer's side, he was dismissed after the bank's inquiry",
    "my client is the clerk who was dismissed from service",
])
def test_dismissed_client_is_the_employee(statement: str) -> None:
    got = stated_side(statement, CHARGED_OFFICER)
    assert got is not None and got.role == "employee"


@pytest.mark.parametrize("statement,role", [
    ("I act for the officer accused of the breach of trust, later dismissed", "accused"),
    ("we act for the bank that dismissed the officer", "employer"),
])
def test_dismissal_words_do_not_override_other_roles(statement: str, role: str) -> None:
    got = stated_side(statement, CHARGED_OFFICER)
    assert got is None or got.role == role


@pytest.mark.parametrize("statement", [
    "the suit was dismissed and I want cases on it",
    "acting for the trust's neighbour, who saw the hall",
])
def test_no_side_without_a_client_step(statement: str) -> None:
    got = stated_side(statement, SUIT)
    assert got is None or got.role not in ("plaintiff", "defendant")


# an arbitration under a works contract with a public body: the party asking for the reference brings the claim
WORKS = ("The Public Works Department awarded a road contract to a building firm. On completion the firm raised "
         "claims for extra work; the department refused them and the firm invoked the arbitration clause.")
ACQUISITION = ("The State acquired the owners' land for a canal; dissatisfied with the award of the Collector, the "
               "owners sought a reference under section 18 of the Land Acquisition Act for higher compensation.")


@pytest.mark.parametrize("statement,role", [
    ("we act for the firm that wants its claims referred to arbitration", "plaintiff"),
    ("representing the builder who applied to the High Court for an arbitrator", "plaintiff"),
    ("acting for the firm, the one that asked for the reference", "plaintiff"),
    ("we act for the builder, resisting the reference", "defendant"),
])
def test_arbitration_step_names_the_claim_side(statement: str, role: str) -> None:
    got = stated_side(statement, WORKS)
    assert got is not None and got.role == role


def test_a_body_named_by_its_role_keeps_it() -> None:
    """The arbitration step reads only a client whose words name no role: the State stays the government (its
    precedents are read in those roles)."""
    got = stated_side("counsel for the State, opposing the arbitration", WORKS)
    assert got is not None and got.role == "government"


def test_land_reference_is_not_an_arbitration() -> None:
    got = stated_side("acting for the owners who asked for the reference", ACQUISITION)
    assert got is None or got.role != "plaintiff"


@pytest.mark.parametrize("statement,not_role", [
    ("I act for the department against the firm that wants its claims referred to arbitration", "plaintiff"),
    ("we act for the firm versus the department, which is opposing the arbitration", "defendant"),
])
def test_an_opponents_arbitration_step_is_not_the_clients(statement: str, not_role: str) -> None:
    got = stated_side(statement, WORKS)
    assert got is None or got.role != not_role


PUBLIC = ("The Development Authority invited applications for shop sites under its allotment scheme and cancelled "
          "the draw; the Government later banned the sale of a pamphlet and framed rules for the tribunal. Writ "
          "petitions challenge the cancellation, the ban and the rules as arbitrary under Article 14.")
RENT = "The landlord filed an eviction petition under the Rent Control Act against the occupant for default in rent."


@pytest.mark.parametrize("statement", [
    "I act for the publishers who got the ban on the pamphlet quashed",
    "for the respondents who got rule 4(2)(b) of the tribunal rules struck down",
    "We're representing the applicants for shop sites in the scheme",
    "we represent the applicants who were refused sites",
])
def test_a_challenger_or_applicant_of_the_state_is_the_citizen(statement: str) -> None:
    got = stated_side(statement, PUBLIC)
    assert got is not None and got.role == "citizen"


@pytest.mark.parametrize("statement", [
    "we act for the authority that got the writ petitions dismissed",
    "counsel for the authority which rejected the applicants for sites",
])
def test_the_authority_is_not_read_as_the_citizen(statement: str) -> None:
    got = stated_side(statement, PUBLIC)
    assert got is None or got.role != "citizen"


def test_the_occupant_on_rent_is_the_tenant() -> None:
    got = stated_side("i'm for the person occupying the flat on rent", RENT)
    assert got is not None and got.role == "tenant"
    got = stated_side("we act for the society that sued for possession of the hall", SUIT)
    assert got is not None and got.role == "plaintiff"


MURDER = "The accused was arrested for murder; the trial court framed charges under section 302 IPC."


@pytest.mark.parametrize("statement", [
    "Ravi is my client; we want him discharged from the case.",
    "my client: we want her acquitted",
])
def test_a_client_the_user_wants_freed_is_the_accused(statement: str) -> None:
    got = stated_side(statement, MURDER)
    assert got is not None and got.role == "accused"


def test_discharged_from_service_is_not_read_as_accused() -> None:
    got = stated_side("we want him discharged from service", MURDER)
    assert got is None or got.role != "accused"
