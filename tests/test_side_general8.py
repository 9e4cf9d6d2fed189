"""The user's side from statements the side rules missed on general grounds (written for this test, none a
labelled phrasing): a side stated after a dash, and the body that framed the rules or scheme in issue."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side

TENANCY = "The landlord sought eviction of the tenant under the Rent Act for arrears of rent."
WRIT = "A writ petition under Article 226 challenges the bye-laws as ultra vires and violative of Article 14."


@pytest.mark.parametrize("statement, context, role", [
    ("the family has tilled these fields since 1960 - we are the tenant side", TENANCY, "tenant"),
    ("long story short \u2013 we act for the landlord", TENANCY, "landlord"),
    ("We are the Municipal Board that framed the parking bye-laws.", WRIT, "government"),
    ("we appear for the university which framed the admission rules", WRIT, "government"),
])
def test_side_read_from_general_shapes(statement, context, role):
    got = stated_side(statement, context)
    assert got is not None and got.role == role, got


@pytest.mark.parametrize("statement, context", [
    # a dash that separates a question from facts states no side
    ("what is the limitation period - the tenant did not pay rent", TENANCY),
])
def test_no_side_without_a_statement(statement, context):
    assert stated_side(statement, context) is None


SERVICE = "The bank dismissed its branch officer from service after a departmental inquiry; he appealed."
LEVY = "A writ petition under Article 226 challenges the State's levy of an import fee on liquor as ultra vires."


@pytest.mark.parametrize("statement, context, role", [
    # a possessive after the head names another party's thing, not the client
    ("appearing for the bank in the clerk's appeal", SERVICE, "employer"),
    ("we act for the distillers challenging the State's import fee", LEVY, "assessee"),
    # the head itself in the possessive still names the client's side
    ("we are the employer's counsel", SERVICE, "employer"),
])
def test_a_possessive_after_the_head_is_another_party(statement, context, role):
    got = stated_side(statement, context)
    assert got is not None and got.role == role, got


@pytest.mark.parametrize("statement", [
    "My client challenged the regulation allowing the State Government to appoint its own officer as chairman.",
    "we act for the traders who questioned the scheme under which the municipality fixes stall rents",
])
def test_whoever_challenges_a_rule_or_scheme_is_the_citizen(statement):
    got = stated_side(statement, WRIT)
    assert got is not None and got.role == "citizen", got
