"""The court on a card is the court that delivered the judgment, not a court named as a party or below."""

from __future__ import annotations

import pytest

from lcr_core.metadata import extract_metadata


def test_a_supreme_court_case_with_a_high_court_party_is_a_supreme_court_case(demo_cases):
    case = next(c for c in demo_cases if c["id"] == "C1349")  # "... v Public Prosecutor, High Court of Andhra Pradesh"
    assert "High Court of Andhra Pradesh" in case["text"].split("\n")[0]
    assert extract_metadata(case["text"])["court"] == "Supreme Court of India"


def test_every_demo_judgment_is_from_the_supreme_court(demo_cases):
    courts = {c["id"]: extract_metadata(c["text"]).get("court") for c in demo_cases}
    assert {k: v for k, v in courts.items() if v != "Supreme Court of India"} == {}


@pytest.mark.parametrize("head, court", [
    ("REPORTABLE\nIN THE SUPREME COURT OF INDIA\nCIVIL APPELLATE JURISDICTION\nCIVIL APPEAL NO. 1 OF 2010\n"
     "Union of India v Ram\n1. The High Court of Delhi allowed the writ petition.", "Supreme Court of India"),
    ("Ram v Shyam\nCRIMINAL APPELLATE JURISDICTION\n1. The Bombay High Court convicted the appellant.",
     "Supreme Court of India"),
    ("Ram v Shyam\nJudgment by K. G. Balakrishnan, C.J.I.\nThe Madras High Court dismissed the petition.",
     "Supreme Court of India"),
    ("IN THE HIGH COURT OF KARNATAKA AT BANGALORE\nDATED THIS THE 1ST DAY OF MAY 2001\nRam v Shyam",
     "High Court of Karnataka"),
    ("Ram v State, High Court of Delhi\nBombay High Court\n12 May 2001", "Bombay High Court"),
    ("Ram v Shyam\n12 May 2001\nAppeal from the High Court of Delhi, which dismissed it.", "High Court of Delhi"),
])
def test_the_delivering_court_wins_over_courts_named_elsewhere(head, court):
    assert extract_metadata(head).get("court") == court


def test_no_court_named_gives_no_court():
    assert "court" not in extract_metadata("Ram v Shyam\n12 May 2001\nThe parties settled.")
