"""Safety of a direction (stance10): supports / opposes only on evidence that holds up.

A supports <-> opposes error tells a lawyer that a precedent helps when it hurts; a neutral badge with the reason
shown costs a click. Every sentence here was written for these tests (none is a labelled statement or judgment).
Each pins one general mechanism:

- precedent roles: in an appeal (the judgment names its appellants), what is said of "the petitioners" is the
  writ below, whose petitioners may be either party here: it does not place the appeal's parties;
- cross appeals (both sides appealed) have no single appellant: no roles, so no direction;
- compensation *paid by* a party makes it the payer (the acquiring State), not the landowner who is paid;
- the user's side: a role named after "not" / "rather than" is the other party; an explicit "the <role> side"
  is the side; a statement naming the client's role and its opposite, with neither marked as the opponent, is not
  read as a direction (neutral, with the reason);
- a description that names a role kind and a procedural place for the client ("the dismissed officer, the
  appellant") is read as the role kind (the place is the user's own case's, not the precedent's).
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import precedent_parties, stated_side
from lcr_core.explain.stance import user_stance

SERVICE = ("The bank dismissed its clerk after a departmental inquiry; the inquiry report was never supplied to "
           "him. The employee challenges the dismissal before the High Court.")
TENANCY = "The landlord sued for eviction of the tenant on the ground of arrears of rent under the Rent Act."
LAND = ("The State acquired agricultural land for a housing colony under the Land Acquisition Act; the owners "
        "sought enhanced compensation by a reference under section 18.")

# ---- precedent roles ---------------------------------------------------------------------------------------

WRIT_BELOW = (
    "Civil Appeal No. 411 of 1991\n"
    "This appeal by special leave is directed against the judgment of the High Court in a writ petition. "
    "The petitioners were appointed as daily-rated workers in the Irrigation Department in 1985 and prayed for "
    "regularisation of their services as employees. The petitioners were working for more than five years. The High Court "
    "allowed the writ petition. Learned counsel for the appellants submitted that no sanctioned posts existed. "
    "Learned counsel for the respondents supported the judgment. We have heard the appellants at length.\n"
    "For these reasons the appeal is allowed.")

WRIT_OWN = (
    "Writ Petition No. 77 of 1990\n"
    "The petitioners were appointed as daily-rated workers in the Irrigation Department in 1985 and pray for "
    "regularisation of their services as employees. The petitioners were working for more than five years. "
    "Learned counsel for the respondents submitted that no sanctioned posts existed.\n"
    "The writ petition is allowed.")


def test_the_writ_petitioners_below_do_not_place_an_appeals_parties():
    parties = precedent_parties(WRIT_BELOW, "", ("employee", "employer"))
    assert parties.appellant is None


def test_a_writ_petitions_own_petitioners_still_place_its_parties():
    parties = precedent_parties(WRIT_OWN, "", ("employee", "employer"))
    assert parties.appellant == "employee"
    assert parties.basis == "narrative"


def test_an_explicit_role_phrase_is_marked_explicit():
    text = ("Civil Appeal No. 5 of 1989\nThe appellant-employer challenges the award of the Labour Court. "
            "The respondent workman was dismissed. The appellant-employer says the inquiry was fair.\n"
            "The appeal is dismissed.")
    parties = precedent_parties(text, "", ("employee", "employer"))
    assert (parties.appellant, parties.basis) == ("employer", "explicit")


CROSS = ("Civil Appeals Nos. 10 and 11 of 1992\n"
         "Aggrieved by the award, both the management and the workmen have filed these appeals. "
         "The appellant-workmen were retrenched in 1984. The appellant-management contends that the retrenchment "
         "was lawful.\nThe appeal of the management is dismissed and the appeal of the workmen is allowed.")


def test_cross_appeals_give_no_single_appellant():
    parties = precedent_parties(CROSS, "", ("employee", "employer"))
    assert parties.appellant is None
    assert parties.basis == "cross appeals"


def test_cross_appeals_are_neutral_with_the_reason_shown():
    parties = precedent_parties(CROSS, "", ("employee", "employer"))
    label, mapping, reason = user_stance("allowed", "employee", parties)
    assert label == "neutral"
    assert "both sides appealed" in reason


PAYER = ("Civil Appeal No. 3 of 1996\nThe land of the respondents was acquired for the Development Authority "
         "under the Land Acquisition Act. "
         "In furtherance of the award, the appellants have paid the compensation together with solatium and "
         "interest. The respondents sought a correction of the decree.\nThe appeal is allowed.")
PAID = ("Civil Appeal No. 4 of 1996\nThe land was acquired for a township under the Land Acquisition Act. The appellants were paid compensation "
        "at Rs. 20 per square yard and sought a reference.\nThe appeal is allowed.")


def test_a_party_that_paid_compensation_is_the_payer_not_the_landowner():
    assert precedent_parties(PAYER, "", ("citizen", "government")).appellant == "government"


def test_a_party_paid_compensation_is_the_landowner():
    assert precedent_parties(PAID, "", ("citizen", "government")).appellant == "citizen"


# ---- the user's side ---------------------------------------------------------------------------------------

def side(statement: str, context: str):
    return stated_side(statement, context)


@pytest.mark.parametrize("statement,context,expected", [
    ("For the house owners (the landlords), not the tenants.", TENANCY, "landlord"),
    ("We act for the tenants rather than the landlord", TENANCY, "tenant"),
    ("I am for the management and not the workmen", SERVICE, "employer"),
])
def test_a_role_named_after_not_is_the_other_party(statement, context, expected):
    got = side(statement, context)
    assert got is not None and got.role == expected and not got.how


@pytest.mark.parametrize("statement,context,expected", [
    ("We're briefed by the Union - the employer side", SERVICE, "employer"),
    ("our brief is from the union, i.e. the employer side in this dispute", SERVICE, "employer"),
    ("I am with the society that let the shop, the landlord side", TENANCY, "landlord"),
])
def test_an_explicit_role_side_is_the_side(statement, context, expected):
    got = side(statement, context)
    assert got is not None and got.role == expected


@pytest.mark.parametrize("statement,context", [
    ("I act for the workmen and the employer of the canteen", SERVICE),
    ("we represent the landlord and the tenant jointly", TENANCY),
])
def test_a_statement_naming_both_sides_gives_no_direction(statement, context):
    got = side(statement, context)
    assert got is None or got.how  # no side, or a side shown as not certain
    if got is not None:
        label, _, reason = user_stance("allowed", got.role, precedent_parties(CROSS, "", ("employee", "employer")),
                                       tentative=got.how)
        assert label == "neutral"


@pytest.mark.parametrize("statement,context", [
    ("I act for the workmen against the employer", SERVICE),
    ("we represent the tenant sued by the landlord", TENANCY),
    ("acting for the employee, opposing the management", SERVICE),
])
def test_an_opponent_named_as_such_keeps_the_side_certain(statement, context):
    got = side(statement, context)
    assert got is not None and not got.how


@pytest.mark.parametrize("statement,context,expected", [
    ("acting for the dismissed clerk, the appellant", SERVICE, "employee"),
    ("I represent the evicted tenant, the respondent before the High Court", TENANCY, "tenant"),
])
def test_a_role_kind_beats_a_place_for_the_same_client(statement, context, expected):
    got = side(statement, context)
    assert got is not None and got.role == expected


def test_a_place_alone_is_still_a_place():
    got = side("I act for the appellant", "")
    assert got is not None and got.role == "appellant"


def test_an_unsure_side_gives_a_neutral_badge_with_its_reason():
    parties = precedent_parties(("Civil Appeal No. 5 of 1989\nThe appellant-employer challenges the award. "
                                 "The appellant-employer says the inquiry was fair.\nThe appeal is dismissed."),
                                "", ("employee", "employer"))
    label, mapping, reason = user_stance("dismissed", "employee", parties,
                                         tentative="your statement names both the employee and the employer")
    assert label == "neutral"
    assert "names both" in reason and "employee was the respondent" in mapping


CRIME = ("The accused stabbed the informant's brother at the bus stand; the Sessions Judge convicted the accused "
         "under Section 302 IPC and the High Court upheld the conviction.")


@pytest.mark.parametrize("statement,context,expected", [
    ("The informant's side: we appear for Ramesh, whose brother was stabbed", CRIME, "prosecution"),
    ("we're on the tenant's side in this", TENANCY, "tenant"),
])
def test_a_roles_side_in_the_possessive_is_the_side(statement, context, expected):
    got = side(statement, context)
    assert got is not None and got.role == expected


@pytest.mark.parametrize("statement,context", [
    ("I am worried that the landlord side will win", TENANCY),
])
def test_a_side_that_does_something_is_not_the_client(statement, context):
    got = side(statement, context)
    assert got is None or got.role != "landlord"


def test_the_cached_roles_keep_what_they_rest_on():
    from lcr_core.explain.precomputed import _dump_parties, _load_parties

    parties = precedent_parties(CROSS, "", ("employee", "employer"))
    again = _load_parties(_dump_parties(parties))
    assert again == parties and again.basis == "cross appeals"
