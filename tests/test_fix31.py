"""A charge-sheet in a departmental inquiry is the employer's against its employee, not a prosecution (fix31).
"the charge-sheet against my client", "the charges against my client", "my client was charge-sheeted" were read
as the accused whatever the facts, since the rule that reads them (``parties._USER_ACCUSED``) never sees the
fact pattern. Read with the conversation's facts as context, a departmental (disciplinary) inquiry makes the
client the employee; criminal facts (an FIR, the police, the IPC, a trial) and no facts at all keep the accused."""

from __future__ import annotations

import pytest

from lcr_core.explain.parties import query_roles
from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message

SERVICE = ("The petitioner was a clerk in a nationalised bank. He was charge-sheeted in a departmental inquiry for "
           "unauthorised absence; the inquiry officer found the charges proved and the disciplinary authority "
           "dismissed him from service.")
CRIMINAL = ("The police registered an FIR under section 420 IPC against the petitioner for cheating. The charge-sheet "
            "was filed and the trial court framed charges; the trial is pending before the magistrate.")
# a departmental inquiry beside a prosecution: the charges may be either, so the criminal reading stays
BOTH = ("The petitioner, a clerk in a bank, was arrested after an FIR under section 409 IPC, and the bank held a "
        "departmental inquiry and dismissed him from service.")
STATEMENTS = ("the charge-sheet against my client", "the charges against my client", "my client was charge-sheeted",
              "the charge-sheet filed against my client", "my client was charged with misconduct")


@pytest.mark.parametrize("message", STATEMENTS)
def test_a_departmental_charge_sheet_reads_the_employee(message):
    got = side_in_message(message, SERVICE)
    assert got is not None and got.role == "employee"
    assert stated_side(message, SERVICE).role == "employee"


@pytest.mark.parametrize("context", (CRIMINAL, BOTH), ids=("criminal", "departmental and criminal"))
@pytest.mark.parametrize("message", STATEMENTS)
def test_criminal_facts_keep_the_accused(message, context):
    got = side_in_message(message, context)
    assert got is not None and got.role == "accused"


@pytest.mark.parametrize("message", STATEMENTS[:4])
def test_no_facts_keep_todays_reading(message):
    got = side_in_message(message)
    assert got is not None and got.role == "accused"
    assert query_roles(message).user_side == "accused"  # the context-free rule itself is unchanged


@pytest.mark.parametrize("message", ("my client was charge-sheeted in a departmental inquiry",
                                     "my client was charged with misconduct"))
def test_the_inquiry_named_in_the_message_itself(message):
    got = side_in_message(message)
    assert got is not None and got.role == "employee"
    assert query_roles(message).user_side == "accused"  # the context-free rule itself is unchanged


@pytest.mark.parametrize("message", ("the FIR against my client", "my client was arrested",
                                     "my client was convicted", "the prosecution case against my client"))
def test_a_criminal_proceeding_in_a_service_matter_still_reads_the_accused(message):
    # only a charge or a charge-sheet may be departmental: an FIR, an arrest, a conviction are a prosecution's
    got = side_in_message(message, SERVICE)
    assert got is not None and got.role == "accused"


def test_the_service_fact_pattern_told_in_the_first_person():
    facts = ("My client was a clerk in a nationalised bank. He was charge-sheeted in a departmental inquiry for "
             "unauthorised absence and the disciplinary authority dismissed him from service.")
    got = side_in_message(facts)
    assert got is not None and got.role == "employee"
