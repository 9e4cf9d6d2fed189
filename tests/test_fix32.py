"""The side that brought the charge is not the one charged (fix32). "I am for the side that charge-sheeted the
clerk" read the accused in a service matter, since a charge-sheet word anywhere in the phrase read the one charged;
"the side that framed the charges" read the accused in a prosecution, as a person described by an act. Active
voice, the head took the penal step: the employer in a departmental inquiry, the prosecution in a criminal case."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message

SERVICE = ("The petitioner was a clerk in a nationalised bank. He was charge-sheeted in a departmental inquiry for "
           "unauthorised absence; the inquiry officer found the charges proved and the disciplinary authority "
           "dismissed him from service.")
CRIMINAL = ("The police registered an FIR under section 420 IPC against the petitioner for cheating. The charge-sheet "
            "was filed and the trial court framed charges; the trial is pending before the magistrate.")
CHARGING = ("I am for the side that charge-sheeted the clerk", "I am for the side that charge-sheeted him",
            "I am for the side that framed the charges", "I act for the party that filed the charge-sheet",
            "I act for the side that charged him", "I represent the authority which issued the charge memo")
CHARGED = ("I act for the one who was charge-sheeted", "the charge-sheet against my client",
           "I act for the man against whom the charges were framed")


@pytest.mark.parametrize("message", CHARGING)
@pytest.mark.parametrize(("context", "role"), ((SERVICE, "employer"), (CRIMINAL, "prosecution")),
                         ids=("departmental", "criminal"))
def test_the_side_that_charged(message, context, role):
    assert stated_side(message, context).role == role
    assert side_in_message(message, context).role == role


@pytest.mark.parametrize("message", CHARGED)
@pytest.mark.parametrize(("context", "role"), ((SERVICE, "employee"), (CRIMINAL, "accused")),
                         ids=("departmental", "criminal"))
def test_the_side_charged_is_unchanged(message, context, role):
    assert stated_side(message, context).role == role


TENANCY = ("The landlord let a shop to the tenant in 1990. The tenant stopped paying rent in 2015 and the landlord "
           "filed a suit for eviction.")


@pytest.mark.parametrize(("message", "context", "role"), (
    ("we charge-sheeted the clerk", SERVICE, "employer"),
    ("we dismissed him after the inquiry", SERVICE, "employer"),
    ("we charge-sheeted him", CRIMINAL, "prosecution"),
    ("we registered the FIR", CRIMINAL, "prosecution"),
    ("we filed the suit for eviction", TENANCY, "plaintiff"),
))
def test_we_did_reads_the_side_that_did_it(message, context, role):
    # "we" in the past tense of an act: the lawyer speaks as the client's side, as "my client ..." does
    assert side_in_message(message, context).role == role


@pytest.mark.parametrize("message", ("we discussed the case yesterday", "we opposed the bail",
                                     "we challenged the conviction", "we needed cases on natural justice",
                                     "we filed an appeal", "we looked at the lease"))
@pytest.mark.parametrize("context", (SERVICE, CRIMINAL, TENANCY), ids=("service", "criminal", "tenancy"))
def test_we_with_no_act_that_names_a_side_reads_none_by_rule(message, context):
    # an act no rule ties to a side makes no one the accused ("we opposed the bail" is not the accused's act)
    got = stated_side(message, context)
    assert got is None or got.role != "accused"


MURDER = ("The police registered an FIR under section 302 IPC against the accused for the murder of his wife. The "
          "Sessions Court convicted him.")


@pytest.mark.parametrize(("message", "context", "role"), (
    ("my client opposed the bail", MURDER, "prosecution"),
    ("my client challenged the dismissal", SERVICE, "employee"),
    ("we challenged the dismissal", SERVICE, "employee"),
    ("my client stabbed the deceased", MURDER, "accused"),  # an act charged still reads the one charged
))
def test_a_step_in_the_case_is_not_an_act_charged(message, context, role):
    assert side_in_message(message, context).role == role


@pytest.mark.parametrize("message", ("my client examined the witnesses", "my client recorded the dying declaration"))
@pytest.mark.parametrize("context", (SERVICE, MURDER), ids=("service", "criminal"))
def test_a_step_either_side_takes_is_no_side(message, context):
    # the doer rule read these as the accused ("the person described by the act is the one charged")
    assert stated_side(message, context) is None


THEFT = ("The insured's truck was stolen. The insurance company repudiated the claim because the driver's licence "
         "was fake. The consumer forum allowed the claim.")
ACCIDENT = ("A bus owned by the respondent hit a scooter; the rider died. His widow claimed compensation before the "
            "Motor Accidents Claims Tribunal; the insurer said the driver had no valid licence.")


@pytest.mark.parametrize(("message", "context", "role"), (
    ("I represent the truck owner", THEFT, "claimant"),  # the insured's own loss: the owner claims
    ("I represent the bus owner", ACCIDENT, "insurer"),  # a third party's harm: the owner stands with the insurer
    ("I act for the widow", ACCIDENT, "claimant"),
    ("my client wants the tenant out", TENANCY, "landlord"),  # was read by meaning as the tenant
    ("my client seeks to evict the tenant", TENANCY, "landlord"),
    ("I act for the owner who wants the tenant evicted", TENANCY, "landlord"),
))
def test_the_claim_and_the_eviction_sides(message, context, role):
    assert side_in_message(message, context).role == role


DIVORCE = ("The wife filed a petition for divorce on the ground of cruelty. The husband denied the allegations; the "
           "Family Court granted divorce and the High Court reversed it.")
CHEQUE = ("The complainant lent Rs. 5 lakh to the accused, who issued a cheque that bounced. The complainant filed a "
          "complaint under section 138 of the Negotiable Instruments Act.")
TAX = ("The assessee, a textile trader, filed its return for 2012-13. The Assessing Officer added Rs. 40 lakh as "
       "unexplained cash credits under section 68 of the Income Tax Act; the Tribunal deleted the addition.")


@pytest.mark.parametrize(("message", "context", "role"), (
    ("my client opposes the divorce", DIVORCE, "defendant"),  # was read by meaning as the petitioner
    ("my client wants the divorce", DIVORCE, "plaintiff"),
    ("my client lent the money", CHEQUE, "prosecution"),  # was the accused, by the doer rule
    ("my client's cheque bounced", CHEQUE, "accused"),
    ("my client's claim was repudiated", THEFT, "claimant"),  # was read by meaning as the insurer
    ("we want the addition deleted", TAX, "assessee"),
    ("my client wants the addition upheld", TAX, "revenue"),
))
def test_what_the_client_did_or_wants(message, context, role):
    assert side_in_message(message, context).role == role


@pytest.mark.parametrize(("message", "context", "role"), (
    ("my client lost her husband in the accident", ACCIDENT, "claimant"),  # was read by meaning as the insurer
    ("my client lost her son in the attack", MURDER, "prosecution"),
))
def test_the_bereaved(message, context, role):
    assert side_in_message(message, context).role == role


def test_a_spouse_lost_in_a_prosecution_is_not_read_by_rule():
    # the husband who "lost his wife" may be the one charged with her death: no rule reads him
    assert stated_side("my client lost his wife", MURDER) is None


@pytest.mark.parametrize(("message", "role"), (
    ("Sorry, I meant the tenant, not the landlord.", "tenant"),  # read no side: the fallback saw both parties
    ("no, I meant the tenant", "tenant"),
    ("I meant the landlord's side", "landlord"),
))
def test_a_correction_that_names_a_party(message, role):
    got = stated_side(message, TENANCY)
    assert got is not None and got.role == role


@pytest.mark.parametrize("message", ("I meant the 2015 judgment", "Sorry, I meant the second case",
                                     "I meant the tenant's appeal was dismissed"))
def test_a_correction_about_something_else_names_no_side_by_rule(message):
    assert stated_side(message, TENANCY) is None
