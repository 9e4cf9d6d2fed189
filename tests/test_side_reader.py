"""The user's-side reader generalises: the grammar of "whom I act for" (any of the ways a lawyer says it, lower
case, no punctuation, slips in the function words) and a role lexicon for the description of the client, resolved
in the area of the conversation's facts. Every phrasing here was written for this test, not copied from a label
file; a statement that names no party must still read no side."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side

CRIMINAL = ("The accused was convicted under section 302 IPC by the Sessions Judge on the evidence of the "
            "complainant; the High Court confirmed the conviction and the accused appealed.")
DOWRY = ("The wife died of burns within seven years of marriage; her father lodged an FIR alleging dowry demands "
         "and the husband and his parents were charged under section 304B IPC.")
SERVICE = ("The clerk was dismissed from service after a departmental enquiry; the Tribunal set the dismissal aside "
           "and the employer appealed.")
TAX = "The assessee company claimed a deduction; the Income Tax Officer disallowed it and the Tribunal allowed it."
LAND = "The State acquired the appellants' land under the Land Acquisition Act and the Collector fixed compensation."
TENANCY = "The landlord sued for eviction of the tenant under the Rent Act for bona fide personal need."
INSURANCE = "The insurance company repudiated the claim of the widow of the driver killed in the accident."


@pytest.mark.parametrize("statement, facts, role", [
    # the verb of acting for someone, in its forms
    ("we are appearing on behalf of the convict", CRIMINAL, "accused"),
    ("i advise the accused", CRIMINAL, "accused"),
    ("I am advising the management", SERVICE, "employer"),
    ("i am counsel to the workman", SERVICE, "employee"),
    ("we are on the side of the landlord", TENANCY, "landlord"),
    ("i am on the tenants side", TENANCY, "tenant"),
    ("the assessee is my client", TAX, "assessee"),
    ("the tax department is our client", TAX, "revenue"),
    ("our clients are the landowners whose land was taken", LAND, "citizen"),
    ("on behalf of the insurance company", INSURANCE, "insurer"),
    ("for the respondent-employer", SERVICE, "employer"),
    ("appearing for the appellant-tenant", TENANCY, "tenant"),
    ("i represent the dismissed clerk", SERVICE, "employee"),
    ("I act for the widow claiming compensation", INSURANCE, "claimant"),
    ("we act for the department", TAX, "revenue"),
    ("i represent the convict", CRIMINAL, "accused"),
    # lower case, no punctuation, slips in the function words
    ("i reprsent the employer", SERVICE, "employer"),
    ("i apear for the state", CRIMINAL, "prosecution"),
    ("we act fro the tenant", TENANCY, "tenant"),
    ("on behlf of the accused persons", CRIMINAL, "accused"),
    ("my cleint is the landlord", TENANCY, "landlord"),
    # descriptions resolved through the role lexicon
    ("I act for the brother of the murdered man", CRIMINAL, "prosecution"),
    ("we represent the dead girl's mother", DOWRY, "prosecution"),
    ("i act for the woman who lodged the fir", CRIMINAL, "prosecution"),
    ("i represent the man who made the complaint", CRIMINAL, "prosecution"),
    ("I am defending the in-laws", DOWRY, "accused"),
    ("we act for the husband", DOWRY, "accused"),
    ("I act for the people facing the charges", CRIMINAL, "accused"),
    ("we represent the men standing trial", CRIMINAL, "accused"),
    ("I appear for the police", CRIMINAL, "prosecution"),
    ("I represent the investigating agency", CRIMINAL, "prosecution"),
    ("we act for the Directorate of Enforcement", CRIMINAL, "prosecution"),
    ("I defend the doctor", CRIMINAL, "accused"),
    ("I act for the railway administration", SERVICE, "employer"),
    ("I act for the municipal council that terminated him", SERVICE, "employer"),
])
def test_the_grammar_of_acting_for_someone(statement, facts, role):
    got = stated_side(statement, facts)
    assert got is not None, statement
    assert got.role == role, (statement, got.role)


@pytest.mark.parametrize("statement, facts", [
    ("I am worried about the delay", CRIMINAL),
    ("i am a lawyer", SERVICE),
    ("we are lawyers in delhi", TAX),
    ("the accused was convicted", CRIMINAL),
    ("i think the husband is guilty", DOWRY),
    ("what did the court decide about the tenant", TENANCY),
    ("the employer dismissed the clerk for misconduct", SERVICE),
    ("i am looking for cases on dowry death", DOWRY),
    ("represent the facts in a table", CRIMINAL),
    ("i act quickly on these matters", SERVICE),
    ("my client is worried", CRIMINAL),
    ("I act for", CRIMINAL),
])
def test_a_statement_naming_no_party_reads_no_side(statement, facts):
    assert stated_side(statement, facts) is None


@pytest.mark.parametrize("statement, facts, role", [
    # more idioms of the Bar
    ("we are instructed by the landlord", TENANCY, "landlord"),
    ("i hold a brief for the state", CRIMINAL, "prosecution"),
    ("I am briefed by the insurance company", INSURANCE, "insurer"),
    ("i am arguing for the revenue", TAX, "revenue"),
    ("I am defence counsel", CRIMINAL, "accused"),
    ("we are the defence", CRIMINAL, "accused"),
    ("client: the tenant", TENANCY, "tenant"),
    ("I'm for the respondent State", CRIMINAL, "prosecution"),
    ("appearing for the petitioner State Government", SERVICE, "employer"),
    # the head of the description names the client; a relative clause or an opponent named with
    # against / from / by does not
    ("i act for the owner of the flat who wants the tenant out", TENANCY, "landlord"),
    ("I represent the widow who claims compensation from the insurer", INSURANCE, "claimant"),
    ("we represent the workman dismissed by the management", SERVICE, "employee"),
    ("I act for the tenant evicted by the landlord", TENANCY, "tenant"),
    ("for the owners of the land acquired by the government", LAND, "citizen"),
    ("I act for the employer against the union", SERVICE, "employer"),
    ("I appear for the State which acquired the land", LAND, "government"),
])
def test_more_idioms_and_the_head_of_the_description(statement, facts, role):
    got = stated_side(statement, facts)
    assert got is not None, statement
    assert got.role == role, (statement, got.role)


@pytest.mark.parametrize("statement, facts", [
    ("the landlord instructed the tenant to vacate", TENANCY),
    ("the defence evidence was weak", CRIMINAL),
    ("i read the brief for the hearing", CRIMINAL),
    ("i am arguing tomorrow", TAX),
])
def test_the_idioms_need_the_first_person_and_a_party(statement, facts):
    assert stated_side(statement, facts) is None


SUSPENDED_AND_PROSECUTED = ("The secretary of the co-operative society was suspended and a departmental enquiry was "
                            "held; he was also prosecuted under section 409 IPC for misappropriation, convicted by "
                            "the Magistrate and the conviction was challenged. The society dismissed him from service.")


@pytest.mark.parametrize("statement, role", [
    ("I represent the society that dismissed him", "employer"),
    ("for the co-operative society", "employer"),
    ("my client is the secretary under suspension", "employee"),
    ("I appear for the State", "prosecution"),
    ("I act for the police", "prosecution"),
])
def test_an_institution_in_a_criminal_matter_of_another_area_keeps_that_areas_role(statement, role):
    got = stated_side(statement, SUSPENDED_AND_PROSECUTED)
    assert got is not None and got.role == role, (statement, got)


@pytest.mark.parametrize("statement, facts, role", [
    ("our firm represents the employee", SERVICE, "employee"),
    ("Representing the workmen", SERVICE, "employee"),
    ("the client is the tenant", TENANCY, "tenant"),
    ("I am counsel on record for the insurance company", INSURANCE, "insurer"),
    ("my client, the landlord, wants possession back", TENANCY, "landlord"),
    ("my side is the revenue", TAX, "revenue"),
    ("we have instructions from the assessee", TAX, "assessee"),
    ("I represent the dead man's son", CRIMINAL, "prosecution"),
])
def test_still_more_ways_to_name_the_client(statement, facts, role):
    got = stated_side(statement, facts)
    assert got is not None, statement
    assert got.role == role, (statement, got.role)


CONVICT_APPEAL = ("The appellant was convicted under section 302 IPC by the Sessions Judge and sentenced to life "
                  "imprisonment; the High Court dismissed his appeal. The appellant says the eye-witnesses are "
                  "interested.")


@pytest.mark.parametrize("statement, role", [
    ("I act for the appellant", "accused"),
    ("for the respondent", "prosecution"),
])
def test_a_bare_place_takes_the_role_the_facts_give_that_place(statement, role):
    got = stated_side(statement, CONVICT_APPEAL)
    assert got is not None and got.role == role


def test_a_bare_place_stays_a_place_when_the_facts_do_not_say_who_holds_it():
    got = stated_side("I act for the appellant", "The appellant wants the remarks of the appellate judge expunged.")
    assert got is not None and got.role == "appellant"


@pytest.mark.parametrize("statement", [
    "I am defending my thesis on the dowry law",
    "we defend the view that the delay was fatal",
    "I am advising caution on the bail point",
])
def test_defending_a_thing_is_no_side(statement):
    assert stated_side(statement, DOWRY) is None


@pytest.mark.parametrize("statement, facts, role", [
    ("we act for the Union of India", TAX, "revenue"),          # the longest name wins over "union"
    ("I act for the workman's employer", SERVICE, "employer"),  # the possessor is not the client
    ("I act for the tenant's landlord", TENANCY, "landlord"),
    ("the insurance company has briefed us", INSURANCE, "insurer"),
    ("the State has engaged me", CRIMINAL, "prosecution"),
    ("The workmen's union has retained me", SERVICE, "employee"),
    ("I represent the prosecutrix", CRIMINAL, "prosecution"),
    ("i act for the land acquisition officer", LAND, "government"),
    ("my client's land was acquired", LAND, "citizen"),
    ("my clients were evicted", TENANCY, "tenant"),
    ("my client was assessed to tax", TAX, "assessee"),
])
def test_possessors_longest_names_and_what_happened_to_the_client(statement, facts, role):
    got = stated_side(statement, facts)
    assert got is not None, statement
    assert got.role == role, (statement, got.role)


def test_an_owner_outside_tenancy_and_land_is_not_read_as_a_landlord():
    got = stated_side("I act for the owner of the vehicle", INSURANCE)
    assert got is None or got.role != "landlord"


@pytest.mark.parametrize("statement, facts, role", [
    ("The landlord filed the eviction suit against the tenant. I am representing him.", TENANCY, "landlord"),
    ("The tenant was evicted by the landlord; we act for her", TENANCY, "tenant"),
    ("The workmen were retrenched. I act for them.", SERVICE, "employee"),
])
def test_a_pronoun_is_the_party_the_previous_sentence_is_about(statement, facts, role):
    got = stated_side(statement, facts)
    assert got is not None and got.role == role, (statement, got)


def test_a_pronoun_with_nobody_before_it_reads_no_side():
    assert stated_side("I act for him.", TENANCY) is None


@pytest.mark.parametrize("statement, facts, role", [
    ("I am acting for the person who was detained", LAND, "citizen"),
    ("I act for the girl's parents", DOWRY, "prosecution"),
    ("we represent the family of the bride", DOWRY, "prosecution"),
    ("I'm counsel for the decree-holder", "The plaintiff's suit for possession was decreed.", "plaintiff"),
    ("we act for the judgment-debtor", "The plaintiff's suit for possession was decreed.", "defendant"),
    ("I advise the taxman", TAX, "revenue"),
])
def test_the_lexicon_of_detention_dowry_decrees_and_tax(statement, facts, role):
    got = stated_side(statement, facts)
    assert got is not None and got.role == role, (statement, got)


def test_the_husband_of_the_deceased_is_the_accused_in_a_dowry_death():
    got = stated_side("I act for the husband of the deceased", DOWRY)
    assert got is not None and got.role == "accused"
