"""The chat page through Streamlit's AppTest on the demo corpus: cards, follow-ups, bad input, LLM down."""

from __future__ import annotations

import re
import socket
from pathlib import Path

import pytest
from conftest import shown
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[1]
APP = str(ROOT / "app.py")
SETTINGS_PAGE = str(ROOT / "pages" / "3_Settings.py")
TIMEOUT = 300
DOWRY = ("A young wife died of poisoning at her matrimonial home two years after marriage. Her father says the "
         "husband and mother-in-law harassed her and demanded money for household expenses.")
CARD_HEAD = re.compile(r"^\*\*#(\d+) · ")


@pytest.fixture(scope="module")
def demo_env(demo_engine, tmp_path_factory):
    """The app opens the shared demo store (through LCR_STORE / LCR_CACHE_DIR), with no lcr.toml in play."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path_factory.mktemp("cfg") / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
            mp.delenv(var, raising=False)
        yield demo_engine


def new_app() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def say(at: AppTest, text: str) -> AppTest:
    at.chat_input[0].set_value(text).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def markdown(at: AppTest) -> list[str]:
    return [m.value for m in at.main.markdown]


def cards_of_last_answer(at: AppTest) -> list[dict]:
    """Per card of the last assistant message: rank, badges, quotes, caption (court/year)."""
    msg = [m for m in at.main.chat_message if m.name == "assistant"][-1]
    cards: list[dict] = []
    values = [m.value for m in msg.markdown]
    captions = [c.value for c in msg.caption]
    for v in values:
        m = CARD_HEAD.match(v)
        if m:
            cards.append({"rank": int(m.group(1)), "badges": [], "quotes": []})
        elif cards and "-badge[" in v:
            cards[-1]["badges"].append(v)
        elif cards and v.startswith("> "):
            cards[-1]["quotes"].append(v)
    years = [int(y) for c in captions for y in re.findall(r" · ((?:19|20)\d\d)$", c)]
    return cards, years, values


def test_a_chat_turn_gives_k_cards_with_stance_badges_and_quotes(demo_env):
    at = new_app()
    assert any("offline mode" in v for v in markdown(at) + [c.value for c in at.main.caption])
    say(at, DOWRY)
    cards, years, values = cards_of_last_answer(at)
    k = demo_env.settings.k
    assert [c["rank"] for c in cards] == list(range(1, k + 1))
    for c in cards:
        assert any(re.search(r"-badge\[.*petitioner: (supports|neutral|opposes)\]", b) for b in c["badges"])
        assert any(re.search(r"-badge\[.*respondent: (supports|neutral|opposes)\]", b) for b in c["badges"])
        assert c["quotes"] and any(":orange-background[" in q for q in c["quotes"])  # query terms highlighted
    assert any(v.startswith(f"{k} precedents") for v in values)
    labels = [s.label for s in at.main.status]
    assert any(lbl.startswith("Done in") for lbl in labels)
    steps = [m.value for s in at.main.status for m in s.markdown]
    assert any(s.startswith("facetizing the query:") for s in steps) and any(s.startswith("explaining") for s in steps)
    exports = at.main.get("download_button")  # the export menu: Markdown, CSV, JSON
    assert len(exports) == 3


def test_a_follow_up_filter_changes_the_results_and_the_sidebar(demo_env):
    at = new_app()
    say(at, DOWRY)
    _, years_before, _ = cards_of_last_answer(at)
    assert min(years_before) <= 2010
    say(at, "only cases after 2010")
    cards, years, values = cards_of_last_answer(at)
    assert cards and years and min(years) >= 2011
    assert any("2011 onwards" in v for v in values)
    assert at.sidebar.slider(key="w_years").value[0] == 2011
    say(at, "show 3")
    cards, years, _ = cards_of_last_answer(at)
    assert len(cards) == 3 and min(years) >= 2011  # the filter stays on
    assert at.sidebar.slider(key="w_k").value == 3
    say(at, "only cases after 2030")  # beyond the corpus: said so, and the controls stay as they were
    assert markdown(at)[-1].replace("\\", "").startswith("No case matches")
    assert at.sidebar.slider(key="w_years").value[0] == 2011
    # the whole conversation is still on screen: 3 user messages, 3 answers
    assert [m.name for m in at.main.chat_message] == ["user", "assistant"] * 4


def test_bad_input_gives_clear_messages_and_the_app_keeps_running(demo_env, demo_cases):
    at = new_app()
    say(at, "   ")
    assert any("empty" in shown(e) for e in at.main.error)
    big = (demo_cases[5]["text"] + "\n") * (2_000_000 // len(demo_cases[5]["text"]) + 1)
    say(at, big)
    assert any("only the first 200,000 were used" in shown(w) for w in at.main.warning)
    assert any(f"({len(big):,} characters" in c.value for c in at.main.caption)
    cards, _, _ = cards_of_last_answer(at)
    assert cards and cards[0]["rank"] == 1
    say(at, "why is #12 relevant?")  # only 10 results
    assert "There is no #12" in markdown(at)[-1].replace("\\", "")
    say(at, "why is #1 relevant?")
    assert "matched best on its" in " ".join(markdown(at)).replace("\\", "")


def test_llm_down_is_reported_and_search_still_works(demo_env):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens here once the socket is closed
    original = demo_env.settings
    at = new_app()
    at.switch_page("pages/3_Settings.py").run()  # the endpoint applies to this session only
    at.text_input[0].set_value(f"http://127.0.0.1:{port}/v1")
    at.text_input[1].set_value("some-model")
    at.text_input[2].set_value("sk-do-not-show-me")
    at.number_input[0].set_value(3.0)
    at.button[0].click().run()  # check connection
    assert any("Check failed: cannot connect" in shown(e) for e in at.error)
    at.button[1].click().run()  # apply
    assert any("LLM mode with some-model" in shown(s) for s in at.success)
    assert "sk-do-not-show-me" not in str(at._tree)
    at.switch_page("app.py").run()
    assert any("LLM mode (some-model)" in c.value for c in at.main.caption)
    say(at, DOWRY)
    say(at, "what about a case where the husband's mother was acquitted?")
    notes = [shown(w) for w in at.main.warning]
    assert any("The LLM could not be used (cannot connect to the LLM endpoint)" in n for n in notes)
    cards, _, _ = cards_of_last_answer(at)
    assert cards  # the message was searched offline instead
    assert all("sk-do-not-show-me" not in v for v in markdown(at))
    assert demo_env.settings is original and not original.llm_enabled  # no other session is affected
    assert any("offline mode" in c.value for c in new_app().main.caption)


def test_a_second_session_does_not_see_the_first_sessions_chat(demo_env):
    first = new_app()
    say(first, DOWRY)
    second = new_app()
    assert not second.main.chat_message and not second.session_state["conv"].turns
    say(second, "show 5")  # a follow-up with no results of its own
    assert [m.name for m in first.main.chat_message] == ["user", "assistant"]
    assert "it applies to your next search" in " ".join(markdown(second)).replace("\\", "")


def test_the_sidebar_side_follows_the_chat_in_the_same_answer(demo_env):
    """A side stated in the chat shows under "I act for" with the answer that noted it, not one message later,
    and the suggested stance question is about the client then."""
    at = new_app()
    say(at, "The tenant has not paid rent for three years and sublet the premises. Can he be evicted?")
    assert at.sidebar.selectbox(key="w_side").value == "not stated"
    say(at, "I act for the landlord")
    assert at.sidebar.selectbox(key="w_side").value == "landlord"
    pills = [o.content for o in at.main.get("button_group")[-1].proto.options]
    assert "which of these oppose my client?" in pills
    say(at, "Actually we represent the tenant")
    assert at.sidebar.selectbox(key="w_side").value == "tenant"


def test_the_holding_of_a_card_is_quoted_in_the_app_and_the_cards_stay(demo_env):
    """newuser19: 'show me the holding of #2' was searched as a fact pattern and replaced the cards."""
    at = new_app()
    say(at, DOWRY)
    _, _, values = cards_of_last_answer(at)
    assert any("ranked by profile fact\\_pattern" in v for v in values)  # the answer names its profile
    results = at.session_state["conv"].last_results()
    pills = [o.content for o in at.main.get("button_group")[-1].proto.options]
    assert "show me the holding of #1" in pills  # offered, so a demo finds it
    say(at, "show me the holding of #2")
    cards, _, values = cards_of_last_answer(at)
    assert [c["rank"] for c in cards] == [2] and values[0].startswith("\\#2 ")
    assert "Holding on the point" in values[0] or "Deciding sentence" in values[0]
    assert at.session_state["conv"].last_results() is results  # no new search
    say(at, "more like #1")  # still refers to the first answer's cards
    assert at.session_state["conv"].last_results().spec.label == f"more like #1 ({results.cards[0].case_id})"
