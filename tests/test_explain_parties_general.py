"""Which role a precedent's appellant held, read from clauses of the kinds older Supreme Court judgments use:
short real-shaped openings (written for this test) for each general pattern, and one that must stay unread."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import precedent_parties

CASES = [
    # a place followed by a pronoun: "reversed it in respect of the appellants and convicted them"
    ("CRIMINAL APPELLATE JURISDICTION: Criminal Appeal No 12 of 1970.\nIn an appeal against acquittal under s 417 "
     "CrPC the High Court reversed the acquittal in respect of the appellants and convicted them under s 302 IPC.\n"
     "The appeal is dismissed.", ("accused", "prosecution"), "accused"),
    # this appeal said outright to be against an acquittal of the respondents, whatever the court below was told
    ("Criminal Appeal No 40 of 2001\nChallenge in these appeals is to the judgment of the High Court directing "
     "acquittal of the respondents. The appellant-accused before the High Court had questioned the judgment of "
     "the Sessions Judge. The accused appellant before the High Court relied on the FIR delay under s 302 IPC.",
     ("accused", "prosecution"), "prosecution"),
    # a penal adjudication under FERA is a prosecution of the party proceeded against
    ("The Director of Enforcement initiated adjudication proceedings against the appellants under the Foreign "
     "Exchange Regulation Act, 1947 and imposed a penalty.\nThe appeal fails.", ("accused", "prosecution"),
     "accused"),
    # a complaint case: "Complainant-Respondent", taken cognizance of
    ("Appeal (crl) 1443 of 2007\nThe Magistrate took cognizance of the offence under s 420 IPC on the complaint. "
     "Complainant-Respondent issued a notice to the appellants.\nThe appeal is allowed.", ("accused", "prosecution"),
     "accused"),
    # candidates for a post
    ("The appellants along with many others were interviewed and selected by the Board for the vacant posts of "
     "Assistant Sub-Inspector; the State Government did not appoint them.\nThe appeals are dismissed.",
     ("employee", "employer"), "employee"),
    # a reference answered in favour of one side and against the other, a long way from "This appeal"
    ("O R D E R This appeal is preferred against the order of the Karnataka High Court answering the question "
     "referred to it under Section 256(1) of the Income Tax Act in the affirmative, ie, in favour of the assessee "
     "and against the Revenue.", ("assessee", "revenue"), "revenue"),
    # a writ against the imposition of a duty
    ("By way of writ petition under Article 32 the petitioners sought relief against the imposition of customs "
     "duty on their import of edible oils.\nThe petition is dismissed.", ("assessee", "revenue"), "assessee"),
    # the tenants are the respondents: the appellant is on the landlord's side
    ("The respondents obtained a lease for cultivation of land. On the question whether the eviction of the "
     "respondents was legal under the Tenancy Act, the appeal was heard.", ("tenant", "landlord"), "landlord"),
    # former owners challenging an acquisition by suit or writ
    ("Thereafter the petitioners filed a suit challenging the acquisition of their land under the Land "
     "Acquisition Act; the notification was upheld.", ("citizen", "government"), "citizen"),
]


@pytest.mark.parametrize("text, pair, appellant", CASES)
def test_appellant_role_from_general_clauses(text, pair, appellant):
    got = precedent_parties(text, "", pair)
    assert got.pair == pair and got.appellant == appellant, got


def test_a_judgment_that_says_nothing_of_its_parties_stays_unread():
    text = ("The question referred is whether the Tribunal had jurisdiction under the Industrial Disputes Act.\n"
            "We answer it in the negative. The appeal is dismissed.")
    assert precedent_parties(text, "", ("employee", "employer")).appellant is None


def test_a_complaint_case_quashed_reads_as_a_prosecution():
    text = ("All Cargo Movers v. D. B. Jain\nAppeal (crl) 1443 of 2007\nFirst Respondent approached the appellants for "
            "delivery of six consignments. Complainant-Respondent issued a notice to the accused persons alleging "
            "cheating.\nThe appeal is allowed.")
    got = precedent_parties(text, "", ("accused", "prosecution"))
    assert got.pair == ("accused", "prosecution") and got.appellant == "accused"


@pytest.mark.parametrize("text, appellant", [
    ("Respondent No 2 was a monthly tenant of the appellant under the Rent Control Act. The appellant filed a suit "
     "against respondent No 2 for his eviction.", "landlord"),
    ("The appellants were the lessees of the premises under the Rent Act and the respondent sought their eviction.",
     "tenant"),
])
def test_who_was_whose_tenant(text, appellant):
    got = precedent_parties(text, "", ("tenant", "landlord"))
    assert got.appellant == appellant, got
