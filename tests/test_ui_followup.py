"""Follow-up phrasings the chat understands offline, and fact patterns it must not misread as follow-ups."""

import pytest

from lcr_ui.followup import Exclude, MoreLike, Refine, StanceFilter, Why, parse_followup

COURTS = ["Supreme Court of India", "High Court of Andhra Pradesh"]


@pytest.mark.parametrize("message, expected", [
    ("only cases after 1990", Refine(year_min=1991)),
    ("since 1985", Refine(year_min=1985)),
    ("show me cases from 2001 onwards", Refine(year_min=2001)),
    ("before 1990", Refine(year_max=1989)),
    ("up to 1990", Refine(year_max=1990)),
    ("between 1990 and 1980", Refine(year_min=1980, year_max=1990)),
    ("from 1980 to 1990", Refine(year_min=1980, year_max=1990)),
    ("in the 1990s", Refine(year_min=1990, year_max=1999)),
    ("cases decided in 1995", Refine(year_min=1995, year_max=1995)),
    ("any year", Refine(clear_years=True)),
    ("show 20", Refine(k=20)),
    ("Top 5", Refine(k=5)),
    ("show me 5 precedents", Refine(k=5)),
    ("show more", Refine(k_delta=10)),
    ("show 20 cases after 1990", Refine(k=20, year_min=1991)),
    ("clear filters", Refine(clear_filters=True)),
    ("only supreme court cases", Refine(courts=("Supreme Court of India",))),
    ("now only Supreme Court of India judgments from 1990 onwards",
     Refine(year_min=1990, courts=("Supreme Court of India",))),
    ("any court", Refine(courts=())),
    ("more like #3", MoreLike(3)),
    ("similar to no. 4", MoreLike(4)),
    ("more like the second one", MoreLike(2)),
    ("why is #2 relevant?", Why(2)),
    ("Explain #7", Why(7)),
    ("tell me about the first one", Why(1)),
    ("which of these oppose the petitioner?", StanceFilter("petitioner", "opposes")),
    ("which ones support the respondent", StanceFilter("respondent", "supports")),
    ("which are neutral", StanceFilter("client", "neutral")),
    ("which of these favour my client?", StanceFilter("client", "supports")),
    ("which of these support the landlord", StanceFilter("client", "supports", "landlord")),
    ("exclude #4 and #6", Exclude((4, 6))),
    ("drop the last one", Exclude((-1,))),
])
def test_recognised_phrasings(message, expected):
    assert parse_followup(message, COURTS) == expected


@pytest.mark.parametrize("message", [
    "A man was killed in 1995 by his neighbour over a land dispute",
    "which cases support the view that a demand for money for household expenses is a dowry demand",
    "The accused was convicted of murder on the testimony of a related witness",
    "what about 2018",
    "",
    "   ",
    "after 1990 " * 40,  # long text is never a follow-up
])
def test_fact_patterns_and_noise_are_not_follow_ups(message):
    assert parse_followup(message, COURTS) is None


def test_a_year_is_never_read_as_k():
    assert parse_followup("show 1995", COURTS) != Refine(k=1995)
    assert parse_followup("show 500", COURTS) == Refine(k=50)  # capped
