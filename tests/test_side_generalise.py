"""The side reader on phrasings of a kind the earlier rules had not met (written for this test before the rules
were changed; none is copied from a label file): a bare "<role> side" / "<role> here", a client named and then
pointed back to ("..., they are my clients"), a criminal-law client described by what they did or by what was
done to their kin, a name with the conviction it carries, tax payers and tax authorities described by the tax
they paid or administer, an employee described through a clause without "who", an authority by the service act
it did, and a civil party by the suit it brought. A statement that names no party still reads no side."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side

CRIMINAL = ("The accused was convicted under section 420 IPC by the Magistrate on the complaint of the buyer; the "
            "Sessions Court confirmed the conviction and the accused filed a revision.")
MURDER = ("The deceased was attacked with an axe near the canal; the accused were convicted under section 302 IPC "
          "and the High Court acquitted two of them.")
SERVICE = ("The lineman was dismissed from service by the Electricity Board after a departmental enquiry; the "
           "Tribunal set the dismissal aside and the employer appealed.")
WRIT = ("The petitioner, a senior engineer, challenged under Article 226 the order of the Government recalling "
        "him from deputation before the end of his term.")
TAX = ("The assessee paid excise duty on the goods at the enhanced value; the Assistant Collector of Central Excise "
       "rejected its refund claim and the Tribunal allowed it.")
CIVIL = ("The plaintiff filed a suit for declaration of title and recovery of possession of the house; the "
         "defendants pleaded adverse possession and the trial court dismissed the suit.")
TENANCY = "The landlord sued for eviction of the tenant under the Rent Act for bona fide personal need."
CONSUMER = ("The complainant filed a consumer complaint against the builder for deficiency in service; the "
            "District Forum decreed the suit-like claim and awarded damages to the plaintiff buyer.")
LAND = "The State acquired the villagers' land under the Land Acquisition Act and the Collector fixed compensation."


@pytest.mark.parametrize("statement, facts, role", [
    # a bare "<role> side" / "<role> here"
    ("defence side in this cheating case", CRIMINAL, "accused"),
    ("prosecution here", CRIMINAL, "prosecution"),
    ("the public prosecutor here.", MURDER, "prosecution"),
    ("landlord side", TENANCY, "landlord"),
    ("revenue side, the excise collector", TAX, "revenue"),
    ("government side - the acquiring officer", LAND, "government"),
    # a client named, then pointed back to
    ("the tenants on the ground floor - they are my clients", TENANCY, "tenant"),
    ("the two convicted brothers, they're our clients", MURDER, "accused"),
    ("the Collector who made the award: he is my client", LAND, "government"),
    # a criminal-law client by what they did (the act in question) or by what was done to their kin
    ("my client is the chemist who sold the drugs", CRIMINAL, "accused"),
    ("we act for the lorry driver who caused the collision", CRIMINAL, "accused"),
    ("the trader who issued the cheques is my client", CRIMINAL, "accused"),
    ("I act for the son of the farmer who was stabbed", MURDER, "prosecution"),
    ("we represent the family of Mohan, the man who was shot near the canal", MURDER, "prosecution"),
    ("acting for the bereaved mother", MURDER, "prosecution"),
    ("for the father who wants the acquittal overturned", MURDER, "prosecution"),
    ("my client is Ramesh, whose conviction the High Court upheld", MURDER, "accused"),
    ("I represent the woman who was assaulted", CRIMINAL, "prosecution"),
    # tax: the payer by the tax it paid, the authority by the tax it administers
    ("we act for the cement company that paid the excise duty under protest", TAX, "assessee"),
    ("my client is the trader taxed on his purchases", TAX, "assessee"),
    ("counsel for customs", TAX, "revenue"),
    ("for the Commissioner of Customs", TAX, "revenue"),
    ("I'm with the GST department", TAX, "revenue"),
    # service: a clause without "who", an authority by the service act it did, a service event in a writ
    ("my client is the lineman the electricity board sacked", SERVICE, "employee"),
    ("for the municipality, which transferred the engineer", SERVICE, "employer"),
    ("I act for the engineer whose deputation was cut short", WRIT, "employee"),
    ("we represent the Government, which recalled him from deputation", WRIT, "employer"),
    # civil: the suit decides, not a word for the property's owner
    ("I act for the owner who sued for possession", CIVIL, "plaintiff"),
    ("we are defendants 2 and 3, the legatees under the will", CIVIL, "defendant"),
    # a second batch of probes, written before the rules that read them: a client "is who I represent", numbered
    # accused, "my brief:", what the client did, tenancy and land by what happened
    ("Accused no. 4 is who I represent", MURDER, "accused"),
    ("appearing for A-2 and A-3", MURDER, "accused"),
    ("my brief: the convicted husband", CRIMINAL, "accused"),
    ("my client let out the premises", TENANCY, "landlord"),
    ("for the occupant facing eviction", TENANCY, "tenant"),
    ("I act for the farmers whose land was taken", LAND, "citizen"),
    ("my client filed the suit for title", CIVIL, "plaintiff"),
    # a consumer complaint's "opposite parties" are the ones complained against
    ("for the builder and its director, the opposite parties", CONSUMER, "defendant"),
])
def test_new_phrasings_read_the_side(statement: str, facts: str, role: str) -> None:
    got = stated_side(statement, facts)
    assert got is not None and got.role == role, (statement, got)


@pytest.mark.parametrize("statement, facts", [
    ("the chemist sold the drugs without a licence", CRIMINAL),
    ("the revenue side argued limitation", TAX),
    ("defence arguments were weak", CRIMINAL),
    ("the landlord side of the building faces the road", TENANCY),
    ("who won the appeal here", MURDER),
    ("the deputation was cut short", WRIT),
    ("my client has a hearing tomorrow", CIVIL),
    ("my client wants to know the limitation period", TENANCY),
])
def test_no_side_is_still_no_side(statement: str, facts: str) -> None:
    assert stated_side(statement, facts) is None
