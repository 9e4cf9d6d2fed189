"""review25: second look at side25's statement rules (a user's own words, as the chat reads them).

- side25's ``_GAP`` stopped the first-person lead at any "for" (so "We are for the State, defending ..." reads "the
  State"), which also dropped the aside "for my part": "I, for my part, act for the tenant" and "We for our part
  represent the landlord" were read as nothing (both read before side25).
- side25's "X -- I'm his counsel" (``_COUNSEL_AFTER``) took any words before a dash, comma or semicolon as the client,
  also a whole clause whose subject is another party: "The State prosecuted the man for murder; I'm his counsel" read
  the prosecution (the accused by meaning before side25), "The court dismissed the appeal, and I'm his counsel" the
  employee, "The landlord sued the tenant for eviction -- I'm his counsel" the landlord.
Sentences are written for these tests; the side25 test sentence must still read.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message


@pytest.mark.parametrize("statement, side", [
    ("I, for my part, act for the tenant.", "tenant"),
    ("We for our part represent the landlord.", "landlord"),
    ("I for one represent the accused.", "accused"),
    ("We are for the accused, appealing against the conviction.", "accused"),
])
def test_aside_for_my_part_keeps_the_lead(statement, side):
    got = stated_side(statement)
    assert got is not None and got.role == side


@pytest.mark.parametrize("statement", [
    "The court dismissed the appeal, and I'm his counsel.",
    "The landlord sued the tenant for eviction -- I'm his counsel.",
    "The State prosecuted the man for murder; I'm his counsel.",
])
def test_a_clause_before_im_his_counsel_names_no_client(statement):
    assert stated_side(statement) is None
    got = side_in_message(statement)
    assert got is None or got.role not in ("employee", "landlord", "prosecution")


@pytest.mark.parametrize("statement, side", [
    ("The man the State prosecuted for murder -- I'm his counsel.", "accused"),
    ("The tenant who was evicted last year -- I'm his counsel.", "tenant"),
    ("the promoted section officer who says he misrepresented nothing -- I'm his counsel.", "employee"),
])
def test_a_party_before_im_his_counsel_still_reads(statement, side):
    got = stated_side(statement)
    assert got is not None and got.role == side


# AILA 2019 C457 (CC BY 4.0): a petition said not to be in the public interest puts nothing in citizen / government law
HARDLY_PIL = ("Thus, it would be a reasonable conclusion to draw that the Writ Petition has been hardly filed in public "
              "interest but is a private interest litigation.")


def test_a_petition_denied_to_be_in_public_interest_is_no_public_interest_petition():
    from lcr_core.explain.roles import _PUBLIC_INTEREST_FILED
    assert _PUBLIC_INTEREST_FILED.search(HARDLY_PIL) is None
    assert _PUBLIC_INTEREST_FILED.search("The accused's earlier petition was not filed in public interest.") is None
    assert _PUBLIC_INTEREST_FILED.search("This petition, filed in public interest, raises questions") is not None
    facts = ("The State appealed against the acquittal of the accused for murder. The accused's earlier petition was "
             "not filed in public interest.")
    got = stated_side("I act for the State.", facts)
    assert got is not None and got.role == "prosecution"


def _lessee_rule():
    import re
    from lcr_core.explain import roles
    (pattern,) = [p for p, _ in roles._TWENTYFIRST[("tenant", "landlord")] if "demised" in p]
    return re.compile(pattern, re.IGNORECASE)


@pytest.mark.parametrize("sentence", [
    "Let the difference be paid to the appellant within three months.",  # AILA 2019 C37 (CC BY 4.0)
    "Let it be made absolutely clear at the outset that the only misconduct imputed to the appellant",  # C39
    "the shop was let out to one Hafiz Abdul Samad. The appellant purchased the building",  # C934
    "there is no evidence, let alone evidence that is reliable and cogent, to show that appellant",  # C1943
])
def test_roles25_lessee_rule_needs_a_lease_to_the_place(sentence):
    assert _lessee_rule().search(sentence) is None


@pytest.mark.parametrize("sentence", [
    "leased out ten plots of land to Sher Singh the original appellant",
    "the premises were let to the appellant on a monthly rent",  # C837
    "the shop was let out to S.K. Gupta the appellant",
])
def test_roles25_lessee_rule_still_reads_the_lessee(sentence):
    assert _lessee_rule().search(sentence) is not None


@pytest.mark.parametrize("statement, facts, side", [
    # side25's "wants ... quashed" read the State seeking to undo the order that quashed its notification as the
    # challenger (the prosecution came out; "government" before side25)
    ("I act for the State, which wants the High Court's judgment quashing the acquisition notification set aside.",
     "The High Court quashed the acquisition notification on the landowners' writ petition.", "government"),
    ("I act for the Development Authority, which seeks the High Court's order quashing the notification set aside.",
     "The High Court quashed the acquisition notification.", "government"),
    # side25's own reading stays
    ("I act for the landowners who want the notification quashed.", "The State acquired the land.", "citizen"),
])
def test_wanting_the_order_that_quashed_the_act_undone_defends_the_act(statement, facts, side):
    got = stated_side(statement, facts)
    assert got is not None and got.role == side


# side25 read a State named with a contract claim it resists as the defendant wherever "arbitrat" appeared; review24 had
# narrowed the same test (``_ARBITRATION_HELD``) to an arbitration the facts are about, not an arbitration clause
# cited against a writ: the two phrasings now agree (written for this test)
WRIT_NOT_ARBITRATION = ("The contractor filed a writ petition claiming payment of the interest withheld on his bills. "
                        "The Union of India says the works contract has an arbitration clause, so no writ lies.")


@pytest.mark.parametrize("statement", [
    "I act for the Union of India's side, the railway that resists the interest claim.",
    "I act for the Union of India, which resists the interest claim.",
])
def test_an_arbitration_clause_cited_against_a_writ_is_no_arbitration(statement):
    got = stated_side(statement, WRIT_NOT_ARBITRATION)
    assert got is not None and got.role == "government"


def test_side25_arbitration_reading_stays():
    facts = "The arbitrator awarded interest to the contractor; the railway challenged the award."
    got = stated_side("I act for the Union of India's side, the railway that resists the interest claim.", facts)
    assert got is not None and got.role == "defendant"
