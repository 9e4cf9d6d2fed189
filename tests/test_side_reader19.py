"""User sides read (sides18) from the kind of the head in a service matter, the role beside a place, and a
corrected statement.

Every sentence and fact pattern here was written for these tests (none is a labelled statement or fact pattern).
Each pins one general mechanism of ``roles.stated_side``:

- in a service matter (employment leads the facts, or follows only a prosecution in them), a head that is an
  organisation reads the employer and a person named by a job the employee, whatever the modifier says ("accused
  of", "charged with", "dismissed by"); the State, which both employs and prosecutes, reads no side when the facts
  are clearly both; outside service matters nothing changes (a bank as a lender, an officer accused);
- a procedural place followed by a role in apposition takes the role ("respondent 2, the wife"), and a job keeps
  its role beside a place ("the officer, the appellant");
- a statement the same message corrects reads the correction ("used to act for X but now for Y", "not X but Y").
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import _service_head, stated_side
from lcr_core.explain.user_side import side_in_message

# a service matter with a prosecution in it, the criminal words the more numerous
MIXED = ("The appellant, a cashier of a co-operative bank, was also the treasurer of the employees' credit society. "
         "A criminal complaint alleged criminal breach of trust and misappropriation of the society's funds; the "
         "magistrate framed charges and the criminal trial ended in his conviction, later set aside in a criminal "
         "revision. Meanwhile the bank suspended him pending the criminal case and, after a departmental inquiry, "
         "dismissed him from service without a hearing.")
SERVICE = ("The municipal corporation terminated the services of its driver for unauthorised absence without a "
           "departmental inquiry; the Labour Court ordered reinstatement with back wages and the employer appeals.")
CRIMINAL = ("The accused police constable was convicted under section 302 IPC for a custodial death; the High Court "
            "confirmed the conviction and sentence on the evidence of the prosecution witnesses.")
LOAN = ("The bank sued the borrower for recovery of the loan with interest; the trial court decreed the suit and the "
        "defendant says the claim is time-barred.")
TENANCY = ("The landlord filed a suit for eviction of the tenant from a shop on the ground of arrears of rent; the "
           "tenant claims protection under the Rent Act.")
DOWRY = ("The husband and his mother were charged under section 498A IPC for cruelty and dowry demands; the wife "
         "lodged the complaint and the trial court convicted them.")


@pytest.mark.parametrize("statement,context,role", [
    ("I act for the bank which suspended the cashier pending his trial", MIXED, "employer"),
    ("On behalf of the Bank, which suspended the appellant", MIXED, "employer"),
    ("for the Bank, respondent in the appeal by its former cashier", MIXED, "employer"),
    ("we act for the cashier accused of misappropriating the society funds", MIXED, "employee"),
    ("for the clerk charged with criminal breach of trust by the society", MIXED, "employee"),
    ("my client is the officer found negligent in the inquiry report", MIXED, "employee"),
    ("for the treasurer of the credit society, a clerk the bank disciplined", MIXED, "employee"),
    ("acting for the appellant, the bank employee", MIXED, "employee"),
    ("my client is the appellant the bank clerk charged over the society funds", MIXED, "employee"),
    ("for respondent no. 1 the bank", MIXED, "employer"),
    ("acting on behalf of the cashier, the appellant", MIXED, "employee"),
    ("We are State Bank of Mysore", SERVICE, "employer"),
    ("I'm for the driver the corporation dismissed", SERVICE, "employee"),
    ("for the corporation that dismissed the driver", SERVICE, "employer"),
    ("I act for the transport corporation's dismissed driver", SERVICE, "employee"),
    ("we appear for the State", SERVICE, "employer"),
])
def test_in_a_service_matter_the_heads_kind_names_the_side(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


# a dismissal and a criminal breach of trust, spoken of about equally
BOTH = ("The clerk was dismissed from service after a departmental inquiry into the missing cash; he was also "
        "prosecuted for criminal breach of trust and acquitted.")


def test_the_state_in_a_matter_of_both_service_and_prosecution_reads_no_side() -> None:
    assert stated_side("we appear for the State", BOTH) is None
    got = stated_side("we appear for the State", MIXED)  # a prosecution first and foremost: the prosecution, as before
    assert got is not None and got.role == "prosecution"


@pytest.mark.parametrize("statement,context,role", [
    ("I act for the constable accused of the custodial death", CRIMINAL, "accused"),
    ("for the State", CRIMINAL, "prosecution"),
    ("we represent the bank that sued for its loan", LOAN, "plaintiff"),
    ("I act for the tenant", TENANCY, "tenant"),
    ("we act for the husband", DOWRY, "accused"),
])
def test_outside_a_service_matter_the_reading_is_kept(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement", ["I'm for the cashier", "I act for the cashier"])
def test_a_job_without_facts_is_the_employee_by_the_rules(statement: str) -> None:
    got = side_in_message(statement)
    assert got is not None and got.role == "employee" and not got.how  # by the rules, not by meaning


@pytest.mark.parametrize("phrase,kind", [
    ("the co-op bank's former secretary", "job"),
    ("State Bank of India", "org"),
    ("the Union of India", "state"),
    ("the union", None),  # a trade union is no employer
    ("the appellant", None),
    ("the chief promoter of the society, an officer of the bank", "job"),
    ("the assessing officer", None),  # an authority in its own area
])
def test_the_kind_of_a_head(phrase: str, kind: str | None) -> None:
    assert _service_head(phrase) == kind


@pytest.mark.parametrize("statement,context,role", [
    ("we are for respondent 2, the wife", DOWRY, "prosecution"),
    ("i represent respondent no 2 the wife who complained of the dowry demands", DOWRY, "prosecution"),
    ("we act for the wife accused of abetting the cruelty", DOWRY, "accused"),
])
def test_a_place_takes_the_role_in_apposition(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,role", [
    ("I used to act for the landlord but now I act for the tenant", "tenant"),
    ("we previously appeared for the tenant, now for the landlord", "landlord"),
    ("we act not for the landlord but for the tenant", "tenant"),
    ("for the landlord, not the tenant", "landlord"),
    ("I act for the landlord. The tenant used to pay rent but now refuses.", "landlord"),  # a fact, no correction
])
def test_a_corrected_statement_reads_the_correction(statement: str, role: str) -> None:
    got = side_in_message(statement, TENANCY)
    assert got is not None and got.role == role and not got.how


def test_a_reduced_relative_after_a_place_is_no_apposition() -> None:
    # "the appellant (whom) the bank dismissed": the bank is what dismissed the client, not the client
    got = stated_side("I act for the appellant the bank dismissed", SERVICE.replace("corporation", "bank"))
    assert got is None or got.role != "employer"
