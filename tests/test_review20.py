"""Review of the a91d872..main session (review20): each test failed before its fix."""

from __future__ import annotations

import pytest

from lcr_ui.followup import Refine, parse_followup

COURTS = ("Supreme Court of India",)


# ---- a court the corpus does not hold, in a short fact pattern ---------------------------------------------------

@pytest.mark.parametrize("message", [
    "the high court in 2010 dismissed the appeal",
    "the sessions court in 1999 convicted him",
])
def test_a_short_fact_pattern_naming_an_unknown_court_and_a_year_is_searched(message):
    """Consuming the unknown court's words left too few to tell a story from a refinement: the fact pattern was
    read as a filter and answered "No case matches" without a search (before newuser20 it was searched)."""
    assert parse_followup(message, COURTS) is None


@pytest.mark.parametrize("message, court, year_min", [
    ("only high court cases after 2010", "high court", 2011),
    ("high court cases after 2010", "high court", 2011),
    ("high court in 2010", "high court", 2010),
])
def test_an_unknown_court_with_years_is_still_a_refinement_that_says_so(message, court, year_min):
    got = parse_followup(message, COURTS)
    assert isinstance(got, Refine) and got.unknown_court == court and got.year_min == year_min
