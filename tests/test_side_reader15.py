"""User sides read (stance15) from what the query itself says about the client.

Every sentence here was written for these tests (none is a labelled statement or fact pattern). Each pins one
general mechanism of ``roles.stated_side``:

- a client named by a name ("I represent Varma Steels", "for Major Dhillon") that the fact pattern gives one role:
  a place there ("Varma Steels Ltd. ...Appellant", "which is the respondent No. 1", "the petitioner M/s. ...") is
  read as the query's party in that place; a name given no role, two roles, or a role a description beside it
  contradicts, reads nothing; a batch's cause title gives no place;
- a capitalised common noun ("the Railways", "the Officer") is no name: the fact pattern writes it in lower case;
- a suit "brought" by the client is the plaintiff's, whatever the other areas of the query;
- the name and the description disagree: no side.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side

# a landlord's appeal: the query's appellant is the landlord
TENANCY = ("Kamala Devi ...Appellant Versus Varma Steels Pvt. Ltd. ...Respondent\n"
           "The appellant is the landlord of a godown in Kanpur let out to the respondent company on a monthly rent. "
           "She filed a suit for eviction of the tenant on the ground of arrears of rent and subletting. The trial "
           "court decreed the suit; the High Court set the decree aside in second appeal.")
# the same dispute told without a cause title: the place is stated in the text
TENANCY_TOLD = ("The landlady sued the tenant for eviction from a godown in Kanpur on the ground of arrears of rent. "
                "M/s. Varma Steels Pvt. Ltd., which is the respondent No. 1, was inducted as a tenant in 1990. "
                "The trial court decreed the suit for eviction and the tenant's appeal failed; the landlady is the "
                "appellant before us against the High Court's reversal.")
# a prosecution: the accused is the appellant
CRIMINAL = ("The appellant-Major Harjit Dhillon was convicted by the Sessions Court under section 302 IPC for the "
            "murder of a shopkeeper; the High Court confirmed the conviction and the sentence of life imprisonment. "
            "The prosecution relied on the evidence of two eye-witnesses.")
# a name with two places (appellant here, respondent below)
TWO_PLACES = ("The appellant-Major Harjit Dhillon was convicted under section 302 IPC; the High Court confirmed the "
              "conviction. Major Harjit Dhillon is the second respondent in the State's appeal against the acquittal "
              "of his co-accused.")
# a batch: the Union stands on both sides, so no place in the title is the party's place in the query
BATCH = ("Union of India & Ors. ...Appellants Versus Major Harjit Dhillon ...Respondent And CIVIL APPEAL NO. 12 OF "
         "2013 Suresh Rana ...Appellant Versus Union of India ...Respondents\n"
         "The appellant-Union challenges the Tribunal's order setting aside the court martial's sentence under "
         "section 302 IPC; the prosecution's case rested on one eye-witness.")


@pytest.mark.parametrize("statement,context,role", [
    ("I represent Varma Steels", TENANCY, "tenant"),
    ("Varma Steels is our client", TENANCY, "tenant"),
    ("we act for Kamala Devi", TENANCY, "landlord"),
    ("I'm advising Varma Steels on the appeal", TENANCY, "tenant"),
    ("for varma steels", TENANCY, "tenant"),  # typed in lower case: still the name the facts give
    ("we appear for Varma Steels", TENANCY_TOLD, "tenant"),
    ("acting for Major Dhillon", CRIMINAL, "accused"),
    ("Harjit Dhillon is who I represent", CRIMINAL, "accused"),
])
def test_a_client_named_takes_the_role_the_query_gives_the_name(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,context", [
    ("I represent Sharma Traders", TENANCY),        # a name the facts do not mention
    ("acting for Major Dhillon", TWO_PLACES),       # two places: appellant here, respondent below
    ("acting for Major Dhillon", BATCH),            # a batch's cause title: no place
    ("We represent Suresh Rana", BATCH),
    ("I represent Varma Steels", ""),               # no fact pattern
    # a description beside the name that names another role: the evidence conflicts
    ("I represent Varma Steels, the landlord", TENANCY),
    ("acting for Major Dhillon, the complainant", CRIMINAL),
])
def test_a_name_without_one_role_reads_no_side(statement: str, context: str) -> None:
    assert stated_side(statement, context) is None


@pytest.mark.parametrize("statement,context", [
    # capitalised common nouns the facts write in lower case: no name, so no place read from the title
    ("we act for the Respondent Company", TENANCY),
    ("I represent the Godown owner's Tenant", TENANCY),
])
def test_a_capitalised_common_noun_is_no_name(statement: str, context: str) -> None:
    from lcr_core.explain.roles import _name_core

    assert _name_core(statement.split(" for ")[-1].split(" represent ")[-1], context) is None


def test_a_name_written_in_lower_case_in_the_facts_is_no_name() -> None:
    from lcr_core.explain.roles import _name_core

    facts = TENANCY + " The steels were stored in the godown."
    assert _name_core("Varma Steels", facts) == "Varma Steels"  # "Varma" is never written in lower case
    assert _name_core("Steels", facts) is None                  # "steels" is


SUIT = ("Noor Ahmed ...Petitioner Versus Jaipal Singh ...Respondent\n"
        "The respondent brought a suit for a permanent injunction restraining the petitioner, his neighbour, from "
        "raising a wall on the common passage; the trial court decreed the suit and the first appeal was dismissed. "
        "A criminal complaint of trespass by the respondent against the petitioner is also pending.")


@pytest.mark.parametrize("statement,role", [
    ("acting on behalf of the neighbour who brought the injunction suit", "plaintiff"),
    ("for the man who filed the suit for injunction", "plaintiff"),
    ("acting for Jaipal Singh, who brought the injunction suit", "plaintiff"),
    ("we represent Noor Ahmed", "defendant"),
])
def test_a_suit_brought_by_the_client_is_the_plaintiffs(statement: str, role: str) -> None:
    got = stated_side(statement, SUIT)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement", [
    # the name's place and the description give opposite sides: no side
    "acting for Noor Ahmed, who brought the injunction suit",
    "we represent Jaipal Singh, the defendant",
])
def test_a_name_and_a_description_of_opposite_sides_read_nothing(statement: str) -> None:
    assert stated_side(statement, SUIT) is None


SERVICE = ("The respondent bank dismissed the appellant, a clerk, after a departmental inquiry into a cash shortage. "
           "The Labour Court ordered his reinstatement; the High Court set that aside on the bank's writ petition.")
ACQUIRED = ("The State acquired agricultural land of the landholders for an industrial estate; before the notification "
            "some landholders had sold parts of it to the respondents. The appellants challenge the award.")
LEASE = ("The tenant took a shop on lease from the original owner, who later sold the building. The new owners sued "
         "the tenant for eviction on the ground of bona fide need.")


@pytest.mark.parametrize("statement,context,role", [
    # active voice: the one who employed / dismissed is the employer, whatever the procedural word before it
    ("counsel for the respondent, the bank that employed him", SERVICE, "employer"),
    ("I act for the bank that appointed her", SERVICE, "employer"),
    ("counsel for the appellant, the clerk the bank dismissed", SERVICE, "employee"),
    ("for the clerk whom the bank employed", SERVICE, "employee"),
    # the client bought the land: its owner, so the citizen in an acquisition, the landlord in a tenancy
    ("we act for the respondents who bought the land from the landholder", ACQUIRED, "citizen"),
    ("for the subsequent purchasers of the acquired plots", ACQUIRED, "citizen"),
    ("we're for the purchasers who bought the building from the original owner", LEASE, "landlord"),
])
def test_a_description_outranks_the_procedural_word(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,context", [
    # passive or another's act: not the client's purchase, not the client's employment of someone
    ("we act for the respondents whose land the landholder sold", ACQUIRED),
    ("for the appellants who were employed by the bank", SERVICE),
])
def test_not_the_clients_own_act_is_not_read_as_it(statement: str, context: str) -> None:
    got = stated_side(statement, context)
    assert got is None or got.role not in ("landlord", "employer")
