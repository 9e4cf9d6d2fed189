"""side30: the user's side where part 29's statements used a lawyer's everyday words for a party.

Part 29 (development data since its frozen run) read no side for seven plain statements and one wrong: the revenue
named as a practitioner names it before the Tribunal ("Income tax department here (respondent before the Tribunal)",
"the departmental representative"), the assessee as the one whose deposits or books the assessment touched, "the
defence side" in a contracted first person, a party with its role in brackets ("(defendant; trial court held it a
mortgage)"), a story that opens with a dated event ("After her death in 2017 the buyer, as plaintiff, sued her son"),
and a body of farmers whose protest the State refused. The near misses pin what must not fire: a department store, a
service matter's departmental representative or inquiry, a civil "defence" (the defendant, never the accused), a place
in brackets, an authority whose own permission was refused.
"""

from __future__ import annotations

import json
from pathlib import Path

from lcr_core.explain.roles import _object_role, stated_side

_DIR = Path(__file__).resolve().parents[1] / "datasets/stance"
_WRITTEN = {json.loads(line)["id"]: json.loads(line)["text"] for line in (_DIR / "written_queries29.jsonl").open()}
TAX, PROPERTY, PROTEST = (_WRITTEN[f"written29-{a}"] for a in ("tax", "property", "constitutional"))
CASHIER = ("The appellant, a cashier-cum-accountant in the District Veterinary Office, was convicted of criminal breach "
           "of trust and of forging the cash book; the High Court dismissed his appeal. Hence this appeal by the accused.")
LOAN = ("The plaintiff sued the defendant for recovery of Rs 5 lakh lent on a promissory note. The defendant pleaded "
        "that the note was forged. The trial court decreed the suit and the defendant appealed.")
SERVICE = ("A clerk of the State electricity board was dismissed after a departmental inquiry found he had taken a bribe. "
           "He filed a writ petition saying the inquiry officer was biased and the departmental representative was "
           "allowed to lead fresh evidence.")


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


# ---- the revenue by a practitioner's words ----------------------------------------------------------------------

def test_departmental_representative():
    assert role("i'm the departmental representative defending the addition of Rs 2.3 crore", TAX) == "revenue"
    assert role("I'm the DR in this appeal", TAX) == "revenue"


def test_departmental_representative_near_misses():
    assert role("I'm the departmental representative", SERVICE) != "revenue"  # a service inquiry's, not the revenue's
    assert role("we act for the clerk dismissed after the departmental inquiry", SERVICE) == "employee"
    assert role("Dr Sharma is my client", TAX) is None  # a doctor, not the DR
    assert role("I act for the department store's owner", TAX) != "revenue"


def test_here_label_with_an_aside():
    assert role("Income tax department here (respondent before the Tribunal), defending the CIT(A)'s order",
                TAX) == "revenue"


# ---- the assessee as the one the assessment touched ----------------------------------------------------------------

def test_whose_deposits_or_books():
    assert role("i represent the jeweller, the proprietor whose post-demonetisation deposits were added under s.69A",
                TAX) == "assessee"
    assert role("I'm counsel for the proprietor of the jewellery shop, whose books were never rejected",
                TAX) == "assessee"


def test_whose_deposits_near_misses():
    # an authority's own act is not an assessment of it
    assert role("I act for the Assessing Officer whose additions were deleted", TAX) == "revenue"
    assert _object_role("the department whose returns were delayed", ("assessee", "revenue")) == "revenue"
    # outside a tax matter the words place nobody as an assessee
    assert _object_role("the publisher whose books were forfeited", ("citizen", "government")) != "assessee"


# ---- "the defence side" -------------------------------------------------------------------------------------------

def test_defence_side_contracted():
    assert role("I'm on the defence side for the veterinary office cashier-cum-accountant", CASHIER) == "accused"


def test_defence_side_civil_is_the_defendant():
    assert role("we're on the defence side", LOAN) == "defendant"  # a civil defence: never the accused
    assert role("I'm on the defence side for the borrower", LOAN) == "defendant"


# ---- a role in brackets; a story that opens with a dated event ----------------------------------------------------

def test_role_in_brackets():
    assert role("we're for the widow's son in occupation of the house (defendant; trial court held it a mortgage)",
                PROPERTY) == "defendant"
    assert _object_role("the son (defendant no. 2)", ("plaintiff", "defendant")) == "defendant"
    # the aside alone, without the story
    assert _object_role("the widow's son in occupation of the house (defendant; trial court held it a mortgage)",
                        ("plaintiff", "defendant")) == "defendant"


def test_role_in_brackets_near_misses():
    assert _object_role("the Bank (respondent)", ("plaintiff", "defendant")) == "respondent"  # a place stays a place
    assert _object_role("the tenant (plaintiff)", ("tenant", "landlord")) == "tenant"  # the head names it first
    assert _object_role("the accused (respondents in the complainant's appeal)",
                        ("accused", "prosecution")) == "accused"


def test_story_dated_event_lead():
    # "After her death in 2017 the buyer, as plaintiff, sued her son, the defendant in occupation"
    assert role("I'm for the respondent in the first appeal, the widow's son who has always lived in the house",
                PROPERTY) == "defendant"
    assert role("we act for the buyer, the moneylender", PROPERTY) == "plaintiff"


# ---- a body of farmers whose protest the State refused ------------------------------------------------------------

def test_refused_by_the_state():
    assert role("Counsel for the farmers' body whose protest was refused on unspecified intelligence inputs",
                PROTEST) == "citizen"
    assert _object_role("the farmers' body", ("citizen", "government")) == "citizen"
    assert _object_role("the trust whose application for permission was rejected", ("citizen", "government")) == "citizen"


def test_refused_by_the_state_near_misses():
    assert role("for the municipality whose permission was refused", PROTEST) == "government"
    assert role("I act for the District Magistrate whose order was challenged", PROTEST) == "government"
    assert _object_role("the farmers' land acquisition officer", ("citizen", "government")) == "government"
