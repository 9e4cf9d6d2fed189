"""User sides read (stance16) from the head of the client's description, not from the nouns that modify it.

Every sentence here was written for these tests (none is a labelled statement or fact pattern). Each pins one
general mechanism of ``roles.stated_side``:

- the head names the client: party words inside a relative clause, a prepositional phrase, a participle's object
  or a claim reported after the head ("the lecturers who objected to the management's choice", "the bank in the
  dismissal of its officer", "and say the appellants were never tenants") are not read as the client;
- a body named before a person in service ("the co-operative bank's former secretary", "the transport corporation
  conductor") only qualifies the person;
- a head that names no role is read by the relation its modifier states, active or passive ("the cashier the bank
  dismissed" / "the bank that dismissed the cashier"; "who worked for the bank"; "- we say the Act is void");
- a head and a modifier's relation that point to opposite sides read no side (the rules give none);
- a prepositional phrase states no relation of the head ("the State against the convicted husband"), a claim to be
  someone names the head again ("who say they were tenants"), and a rule that already weighs head and relation
  (a body that is no State body challenging the State's act) keeps its reading.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import _split_head, stated_side

SERVICE = ("The bank dismissed its branch manager after a departmental inquiry into irregular loans; the officer "
           "challenged the dismissal before the High Court, which directed his reinstatement with back wages. The "
           "management appeals against the order of reinstatement of the employee.")
TAX = ("The Commercial Tax Officer reassessed the dealer's turnover for 2009-10 and levied tax and penalty on the "
       "assessee; the Tribunal upheld the assessment and the revenue supports it.")
VALIDITY = ("The petitioners challenge the validity of the 2003 amendment to the State Universities Act as ultra "
            "vires the Constitution; the State Government defends the amendment and the notification issued under "
            "it.")
CRIMINAL = ("The accused was convicted under section 302 IPC for the murder of his wife; the High Court confirmed "
            "the conviction. The prosecution relied on a dying declaration recorded by the police.")
TENANCY = ("The landlord filed a suit for eviction of the tenant from a shop on the ground of arrears of rent; the "
           "tenant claims protection under the Rent Act and denies the landlord's title.")


@pytest.mark.parametrize("statement,context,role", [
    ("I act for the lecturers who objected to the management's choice of principal", SERVICE, "employee"),
    ("we represent the bank in the dismissal of its officer", SERVICE, "employer"),
    ("advising the mill on the clerk's reinstatement", SERVICE, "employer"),
    ("for the dealer who got the Commercial Tax Officer's penalty order", TAX, "assessee"),
    ("I appear for the landlord and say the appellants were never tenants", TENANCY, "landlord"),
    ("counsel for the workmen in their dispute with the management", SERVICE, "employee"),
    ("we act for the accused in the police firing case", CRIMINAL, "accused"),
])
def test_the_head_names_the_client_not_the_nouns_that_modify_it(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,context,role", [
    ("I act for the co-operative bank's former secretary", SERVICE, "employee"),
    ("I represent the transport corporation conductor", SERVICE, "employee"),
    ("I act for the land acquisition officer", "The land was acquired for a housing scheme.", "government"),
])
def test_a_body_before_a_person_in_service_only_qualifies_the_person(statement: str, context: str,
                                                                      role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,context,role", [
    ("I act for the cashier the bank dismissed", SERVICE, "employee"),      # passive: the head was dismissed
    ("I act for the bank that dismissed the cashier", SERVICE, "employer"),  # active: the head dismissed
    ("my client is the chief promoter of the society and worked for the bank", SERVICE, "employee"),
    ("my client is the Vidyapeeth - we say the amendment is unconstitutional", VALIDITY, "citizen"),
])
def test_a_head_without_a_role_is_read_by_its_modifiers_relation(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,context", [
    # (side20: a bar council is no State body, so it is now read as the challenger it says it is - see
    # test_side_reader_side20; a council of the State keeps the head-against-modifier conflict)
    ("Municipal Council of Kochi is my client - we say the amendment is ultra vires", VALIDITY),
    ("we act for the Board, which says the amendment is unconstitutional", VALIDITY),
])
def test_a_head_and_a_modifier_of_opposite_sides_read_no_side(statement: str, context: str) -> None:
    assert stated_side(statement, context) is None


@pytest.mark.parametrize("statement,context,role", [
    ("appearing for the State against the convicted husband", CRIMINAL, "prosecution"),
    ("for the State, which prosecuted the husband", CRIMINAL, "prosecution"),  # active voice: the prosecutor
    ("for the husband, who was prosecuted by the State", CRIMINAL, "accused"),  # passive: the one prosecuted
    ("We act for the food inspector who launched the prosecution.", CRIMINAL, "prosecution"),
    ("for the cultivators who say they were tenants before 1950", TENANCY, "tenant"),
    ("counsel for the cultivators who say their predecessors were protected tenants", TENANCY, "tenant"),
    ("we represent the university challenging the State's amending Act", VALIDITY, "citizen"),
    ("we defend the Council's law", VALIDITY, "government"),
    ("Bank's counsel here.", SERVICE, "employer"),
    ("Our client owns the shop and is the landlord.", TENANCY, "landlord"),  # a coordinated copula: the head again
    ("we act for the occupiers who claim to be protected tenants", TENANCY, "tenant"),
    ("Our side is the State, prosecuting the husband and his mother for dowry", CRIMINAL, "prosecution"),
    ("I act for the father of the murdered woman, the complainant who brought the appeal", CRIMINAL, "prosecution"),
])
def test_what_is_no_modifier_of_another_party_keeps_its_reading(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("phrase,head,modifier", [
    ("the lecturers who objected to the management's pick", "the lecturers", "who objected to the management's pick"),
    ("the bank in the dismissal of its officer", "the bank", "in the dismissal of its officer"),
    ("the hospital opposing the contractor's claim", "the hospital", "opposing the contractor's claim"),
    ("the landlord and say the appellants were never tenants", "the landlord",
     "who say the appellants were never tenants"),
    ("Bar Council - we say the amendment is void", "Bar Council", "which say the amendment is void"),
    ("the cashier the bank dismissed", "the cashier", "the bank dismissed"),
    ("the landlord, which is the respondent", "the landlord, which is the respondent", ""),  # a copula: the head
    ("the Union of India", "the Union of India", ""),
    ("the housing board, for which the plots were acquired", "the housing board", "for which the plots were acquired"),
    ("the MLA whose election was set aside - he is the appellant", "the MLA, the appellant",
     "whose election was set aside"),
])
def test_the_head_and_its_modifier_are_split_where_the_modifier_starts(phrase: str, head: str, modifier: str) -> None:
    assert _split_head(phrase) == (head, modifier)
