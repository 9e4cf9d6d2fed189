"""Something said to go "against my client" names no side: the client may be a tenant, an employee, an assessee
(sidefix30). "which of these go against my client?" is a stance question about the results, and "the case against
my client" says only that the client is opposed; both read the accused before (a rule took any "against my
client" for a prosecution, and the meaning fallback, which cannot read the direction of "against", read "the case
against my client" as the accused in a criminal matter). A criminal proceeding named against the client (an FIR,
a charge-sheet, the prosecution case) or a side stated beside the question still reads its side."""

from __future__ import annotations

import pytest

from lcr_core.explain.parties import query_roles
from lcr_core.explain.user_side import side_in_message

TENANCY = ("The landlord let a shop to a trader in 1995 at a monthly rent of Rs 900. He sought eviction under the Rent "
           "Act for arrears of rent and bona fide personal need; the Rent Controller ordered eviction.")
CRIMINAL = ("The police registered an FIR under section 302 IPC after the deceased was found stabbed near the market. "
            "The trial court convicted on circumstantial evidence and the High Court upheld the conviction.")
CONTEXTS = {"no context": "", "tenancy": TENANCY, "criminal": CRIMINAL}
NO_SIDE = ("which of these go against my client?", "the case against my client", "Which of these cases go against us?",
           "is the case going against me?")


@pytest.mark.parametrize("context", CONTEXTS, ids=list(CONTEXTS))
@pytest.mark.parametrize("message", NO_SIDE)
def test_against_my_client_alone_names_no_side(message, context):
    assert side_in_message(message, CONTEXTS[context]) is None
    assert query_roles(message).user_side is None


def test_the_meaning_fallback_does_not_read_the_direction_of_against():
    # the one sued is not the plaintiff (the meaning fallback read "plaintiff": the words of a suit and a client)
    got = side_in_message("the suit filed against us")
    assert got is None or got.role != "plaintiff"


@pytest.mark.parametrize("context", CONTEXTS, ids=list(CONTEXTS))
@pytest.mark.parametrize("message", ("I act for the accused; which of these go against my client?",
                                     "the prosecution case against my client, the accused"))
def test_a_side_stated_beside_it_is_kept(message, context):
    got = side_in_message(message, CONTEXTS[context])
    assert got is not None and got.role == "accused"


@pytest.mark.parametrize("context", ("", CRIMINAL), ids=("no context", "criminal"))
@pytest.mark.parametrize("message", ("the FIR against my client", "the charge-sheet filed against my client",
                                     "the prosecution case against my client", "the charges framed against us",
                                     "the State appealed against my client's acquittal", "my client was convicted"))
def test_a_criminal_proceeding_against_the_client_still_reads_the_accused(message, context):
    assert query_roles(message).user_side == "accused"
    got = side_in_message(message, context)
    assert got is not None and got.role == "accused"


def test_i_act_for_the_tenant_and_ask_what_goes_against_us():
    got = side_in_message("I act for the tenant. Which of these go against my client?", TENANCY)
    assert got is not None and got.role == "tenant"
