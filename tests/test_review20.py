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


# ---- outcome20's new order forms on ordinary sentences -----------------------------------------------------------

def _fired(sentence: str) -> set[str]:
    from lcr_core.explain.outcome import read_cues

    cues = read_cues(sentence)
    return {f for f in ("allow", "dismiss", "partly") if getattr(cues, f)}


@pytest.mark.parametrize("sentence", [
    "The landlord had no option but to accept the petition of the tenant for time.",  # a party's plight
    "They are accepted as genuine documents.",  # evidence, not the matters
    "The reasons on which this court dismissed the petition earlier are not relevant here.",  # another order
    "In other respects the argument fails.",  # an argument, not the appeal
    "We allow the appellant to argue the point but only to the extent it was raised below.",  # a permission
])
def test_the_new_order_forms_do_not_fire_on_ordinary_sentences(sentence):
    assert _fired(sentence) == set()


@pytest.mark.parametrize("sentence, fired", [
    ("We have no option but to allow this petition.", {"allow"}),
    ("There is no alternative but to dismiss the appeal.", {"dismiss"}),
    ("This leaves us with no option but to dismiss the appeal.", {"dismiss"}),
    ("They are allowed as prayed for.", {"allow"}),
    ("They are accordingly allowed.", {"allow"}),
    ("These were the reasons upon which we quashed the order of detention.", {"allow"}),
    ("In other respects this appeal fails.", {"dismiss", "partly"}),
    ("For all other aspects it stands dismissed.", {"dismiss", "partly"}),
    ("The appeal in other respects fails and is dismissed.", {"dismiss", "partly"}),
])
def test_the_new_order_forms_still_read_the_courts_own_order(sentence, fired):
    assert _fired(sentence) == fired


# ---- the app's queue: a run restarted by Streamlit is not a failed try ------------------------------------------

def test_a_message_whose_runs_are_restarted_three_times_is_still_answered(demo_engine, tmp_path, monkeypatch):
    """Three follow-ups sent during one slow search restart its run three times; the search was then given up
    ("could not be answered (it was interrupted three times)") though nothing had failed. Here the answer
    restarts the run three times (st.rerun, as a newer message does) before it completes."""
    import streamlit as st
    from streamlit.testing.v1 import AppTest

    from conftest import ROOT
    from lcr_ui import chat
    from lcr_ui.conversation import Conversation, Turn

    monkeypatch.setenv("LCR_STORE", str(demo_engine.settings.store))
    monkeypatch.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
        monkeypatch.delenv(var, raising=False)
    restarts = []
    real = chat.respond

    def restarted(*args, **kwargs):
        if len(restarts) < 3:
            restarts.append(1)
            st.rerun()
        return real(*args, **kwargs)

    monkeypatch.setattr(chat, "respond", restarted)
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=300)
    at.run()
    message = "A young wife died of poisoning at her matrimonial home two years after marriage."
    at.session_state["conv"] = Conversation([])
    at.session_state["pending"] = [[message, None, False, 0]]
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(restarts) == 3
    conv = at.session_state["conv"]
    assert [(t.role, t.kind) for t in conv.turns] == [("user", "message"), ("assistant", "results")]
    assert "pending" not in at.session_state


# ---- a long message that is mostly blank is no pasted judgment ----------------------------------------------------

def test_a_long_mostly_blank_message_does_not_name_a_card_as_the_pasted_judgment():
    """The 1,500-character bar was on the raw message: 2,000 spaces of indentation around "dowry death" made the
    probe "dowry death", and every card holding those words was called "the judgment you pasted"."""
    from types import SimpleNamespace

    from lcr_ui.chat import _pasted_itself

    stored = {"c1": ("The appellant was convicted of dowry death under section 304B.", {})}
    engine = SimpleNamespace(store=SimpleNamespace(get=stored.get))
    cards = [SimpleNamespace(rank=1, case_id="c1")]
    assert _pasted_itself(engine, " " * 1000 + "dowry death" + "\n" * 1000, cards) == []
    judgment = " ".join(f"word{i}" for i in range(400))  # a real paste still is
    stored["c2"] = (f"HEADNOTE {judgment} END", {})
    assert len(_pasted_itself(engine, judgment, [SimpleNamespace(rank=1, case_id="c2")])) == 1


def test_a_long_account_quoting_a_provision_does_not_name_each_judgment_quoting_it_as_the_paste():
    from types import SimpleNamespace

    from lcr_ui.chat import _pasted_itself

    quote = " ".join(f"provision{i}" for i in range(40))  # ~420 characters, in the middle of the account
    account = " ".join(f"fact{i}" for i in range(120)) + f" {quote} " + " ".join(f"more{i}" for i in range(120))
    engine = SimpleNamespace(store=SimpleNamespace(get={"c1": (f"The section reads: {quote}. We hold ...", {})}.get))
    assert len(account) > 1500
    assert _pasted_itself(engine, account, [SimpleNamespace(rank=1, case_id="c1")]) == []


# ---- the next number of a case-number list is no result number ---------------------------------------------------

@pytest.mark.parametrize("message", [
    "exclude Civil Appeal No. 4 and No. 5",  # excluded result #5
    "why was appeal no. 12 and no. 13 dismissed",  # explained result #13
    "what did the court hold in Criminal Appeal No. 2 and No. 3?",
    "what was held in FIR no. 45 and case no. 2",
    "exclude Civil Appeal No. 4, No. 5",
])
def test_the_second_number_of_a_case_number_list_is_not_a_result(message):
    from lcr_ui.followup import card_numbers

    assert card_numbers(message) == [] and parse_followup(message) is None, parse_followup(message)


@pytest.mark.parametrize("message, ranks", [
    ("compare no. 1 and no. 3", (1, 3)),
    ("exclude no. 4 and no. 6", (4, 6)),
    ("drop no. 2, no. 3", (2, 3)),
    ("compare #1 and no. 3", (1, 3)),
])
def test_a_list_of_result_numbers_still_names_results(message, ranks):
    assert parse_followup(message).ranks == ranks
