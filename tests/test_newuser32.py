"""What the last new-user pass (ux31) left (ux32): each test failed on the code before its fix."""

from __future__ import annotations

import pytest

from lcr_ui import chat
from lcr_ui.conversation import Conversation, Turn
from lcr_ui.followup import MAX_K, Refine, parse_followup

FACTS = "A bank clerk was dismissed after a departmental enquiry without a copy of the enquiry report."


def _say(engine, conv: Conversation, text: str, courts=(), years=(1953, 2018)) -> list[Turn]:
    conv.add(Turn("user", text))
    turns = chat.respond(engine, conv, text, parse_followup(text, courts), chat.Controls(k=5, year_bounds=years))
    for t in turns:
        conv.add(t)
    return turns


# ---- 1. "show N" with N out of range ---------------------------------------------------------------------------
@pytest.mark.parametrize("message, asked", [("show -5", -5), ("show 0", 0), ("show 100000", 100000),
                                            ("top -3", -3), ("show me -3 cases", -3), ("0 results", 0)])
def test_a_k_out_of_range_is_a_refinement_that_names_the_range(message, asked):
    """'show -5' and 'show 100000' were searched as fact patterns (five unrelated cases replaced the results);
    'show me -3 cases' showed 3."""
    intent = parse_followup(message)
    assert isinstance(intent, Refine) and intent.bad_k == asked and intent.k is None


@pytest.mark.parametrize("message, k", [("show 20", 20), ("top 100", MAX_K), ("show 5 cases", 5), ("top 1", 1)])
def test_a_k_in_range_or_a_three_digit_ask_is_applied_as_before(message, k):
    intent = parse_followup(message)
    assert isinstance(intent, Refine) and intent.k == k and intent.bad_k is None


@pytest.mark.parametrize("message", ["show 1980-1990", "show 1995 onwards"])
def test_a_year_after_show_is_still_a_year(message):
    intent = parse_followup(message)
    assert isinstance(intent, Refine) and intent.bad_k is None and intent.k is None and intent.year_min


@pytest.mark.parametrize("message", ["show -5", "show 0", "show 100000"])
def test_show_n_out_of_range_answers_with_the_range_and_keeps_the_results(demo_engine, message):
    conv = Conversation()
    first = _say(demo_engine, conv, FACTS)[0]
    assert first.kind == "results" and first.cards
    out = _say(demo_engine, conv, message)
    assert len(out) == 1 and out[0].kind == "notice", out[0].text
    assert f"between 1 and {MAX_K}" in out[0].text and "unchanged" in out[0].text
    assert conv.last_results() is first


def test_show_n_out_of_range_leaves_the_controls_as_they_were():
    from lcr_ui.controls import ControlState, apply_refine, outside_corpus

    intent = parse_followup("show -5")
    assert outside_corpus(intent, (1953, 2018))  # app.submit applies a refinement only when this is None
    assert apply_refine(ControlState(k=7, years=None), intent, None).k == 7


# ---- 2. a High Court named by a place no stored court holds ----------------------------------------------------
COURTS = ("Gauhati High Court", "High Court of Bombay", "High Court of Delhi", "High Court of Kerala",
          "Supreme Court of India")


@pytest.mark.parametrize("message", ["only Madras High Court cases", "only Chennai High Court cases after 2000",
                                     "show Allahabad high court cases", "only Bombey High Court cases"])
def test_a_high_court_by_a_place_no_stored_court_holds_says_so(message):
    """Of a store without a Madras court, 'only Madras High Court cases' applied every High Court."""
    intent = parse_followup(message, COURTS)
    assert isinstance(intent, Refine) and intent.courts is None and intent.unknown_court
    assert "high court" in intent.unknown_court
    assert intent.stored_like == COURTS[:4]


@pytest.mark.parametrize("message, expected", [
    ("only High Court cases", COURTS[:4]),
    ("only recent High Court cases", COURTS[:4]),
    ("only the latest High Court cases", COURTS[:4]),
    ("only Delhi High Court cases", ("High Court of Delhi",)),
    ("only Gauhati High Court cases", ("Gauhati High Court",)),
])
def test_high_court_without_a_place_or_with_an_adjective_still_filters(message, expected):
    intent = parse_followup(message, COURTS)
    assert isinstance(intent, Refine) and intent.courts == expected and not intent.unknown_court


@pytest.mark.parametrize("message, expected, unknown", [
    ("only Punjab and Haryana High Court cases", ("High Court of Punjab and Haryana",), None),
    ("only Andhra Pradesh High Court cases", ("High Court of Andhra Pradesh",), None),
    ("only Jammu and Kashmir High Court cases", None, "jammu and kashmir high court"),
    ("only Madhya Pradesh High Court cases after 2000", None, "madhya pradesh high court"),
])
def test_a_high_court_named_by_a_place_of_several_words(message, expected, unknown):
    """'only Punjab and Haryana High Court cases' was searched as a fact pattern when no stored court held it (its
    place words were left over), and only 'haryana' was read as the place."""
    courts = COURTS + ("High Court of Punjab and Haryana", "High Court of Andhra Pradesh")
    intent = parse_followup(message, courts)
    assert isinstance(intent, Refine)
    assert intent.courts == expected and intent.unknown_court == unknown


def test_a_narrated_high_court_is_still_searched():
    assert parse_followup("the high court in 2010 dismissed the appeal of the tenant who had paid", COURTS) is None


def test_the_no_match_answer_names_the_stored_high_courts_and_keeps_the_filters(demo_engine):
    from lcr_ui.controls import outside_corpus

    many = tuple(f"High Court of Place{i:02d}" for i in range(14)) + ("Supreme Court of India",)
    intent = parse_followup("only Madras High Court cases", many)
    why = outside_corpus(intent, (1953, 2018))
    assert why and "madras high court" in why.lower() and "unchanged" in why
    assert "High Court of Place00" in why and "High Court of Place09" in why and "Place10" not in why
    assert "4 more" in why and "Supreme Court of India" not in why
    conv = Conversation()
    first = _say(demo_engine, conv, FACTS)[0]
    out = _say(demo_engine, conv, "only Madras High Court cases", courts=many)
    assert out[0].kind == "notice" and "High Court of Place03" in out[0].text
    assert conv.last_results() is first


# ---- 3. an upload of a kind lcr does not read --------------------------------------------------------------------
def test_an_upload_of_a_kind_lcr_does_not_read_is_refused_and_the_others_kept():
    """An .html or .doc sent past the browser's type filter was stored as text, tags and all ('<html><body>...')."""
    import json

    from lcr_core.sources import UNREAD_KIND
    from lcr_ui.corpus import read_uploads

    text = "The appeal is dismissed. " * 20
    files = [("a.txt", text.encode()), ("web_copy.html", b"<html><body>The appeal is allowed.</body></html>"),
             ("ruling.doc", b"\xd0\xcf\x11\xe0" + b"\0" * 100), ("notes", text.encode()),
             ("more.jsonl", json.dumps({"id": "j1", "text": text}).encode() + b"\n"),
             ("web_copy.txt", text.encode())]  # the refused .html claims no id: its readable namesake is stored
    batch = read_uploads(files, set(), False)
    assert sorted(c.case_id for c in batch.cases) == ["a", "j1", "web_copy"]
    skipped = {s.source: s.reason for s in batch.skipped}
    assert set(skipped) == {"web_copy.html", "ruling.doc", "notes"}
    assert all(r == UNREAD_KIND and "not a kind of file lcr reads" in r for r in skipped.values())
    assert not any("<html>" in c.text for c in batch.cases)


# ---- 4. the Corpus page's case text ----------------------------------------------------------------------------
@pytest.fixture
def corpus_page(demo_engine, tmp_path):
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY"):
            mp.delenv(var, raising=False)
        at = AppTest.from_file(str(Path(__file__).resolve().parents[1] / "pages" / "1_Corpus.py"), default_timeout=300)
        at.run()
        assert not at.exception
        yield at


def test_a_long_judgment_is_previewed_with_a_control_to_show_it_all(corpus_page, demo_engine):
    """Choosing a long judgment sent its full text and every facet on every load of the Corpus page (a 2 MB
    judgment: ~4 MB each rerun); the demo's C1149 is 235,000 characters."""
    from lcr_ui.corpus import PREVIEW_CHARS

    at = corpus_page
    case = demo_engine.case("C1149")
    at.selectbox(key="case_pick").set_value("C1149").run()
    assert not at.exception
    sent = sum(len(t.value) for t in at.main.text)
    assert sent <= 6 * PREVIEW_CHARS < len(case.text), sent
    full = at.main.text[-1].value
    assert case.text.startswith(full) and len(full) <= PREVIEW_CHARS
    rest = len(case.text) - len(full)
    assert any(f"{rest:,} more characters" in c.value for c in at.main.caption), [c.value for c in at.main.caption]
    at.toggle(key="whole_text").set_value(True).run()
    assert at.main.text[-1].value == case.text
    assert not any("more characters" in c.value for c in at.main.caption)


def test_a_short_judgment_is_shown_whole_without_the_control(corpus_page, demo_engine):
    at = corpus_page
    at.selectbox(key="case_pick").set_value("C949").run()
    assert at.main.text[-1].value == demo_engine.case("C949").text
    assert not at.toggle


def test_show_the_whole_text_is_off_again_for_the_next_case(corpus_page):
    at = corpus_page
    at.selectbox(key="case_pick").set_value("C1149").run()
    at.toggle(key="whole_text").set_value(True).run()
    at.selectbox(key="case_pick").set_value("C14").run()
    assert not at.toggle(key="whole_text").value
    assert sum(len(t.value) for t in at.main.text) <= 6 * 20_000


# ---- 5. the demo corpus into a user's own store ------------------------------------------------------------------
def _corpus_at(store, cache_dir, tmp_path):
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    mp = pytest.MonkeyPatch()
    mp.setenv("LCR_STORE", str(store))
    mp.setenv("LCR_CACHE_DIR", str(cache_dir))
    mp.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY"):
        mp.delenv(var, raising=False)
    at = AppTest.from_file(str(Path(__file__).resolve().parents[1] / "pages" / "1_Corpus.py"), default_timeout=300)
    return at, mp


DEMO_BUTTON = "Index the shipped demo corpus (250 AILA 2019 judgments)"


def test_the_demo_corpus_is_not_added_to_a_users_own_store_without_asking(demo_engine, demo_cases, tmp_path):
    """'Index the shipped demo corpus' added 250 judgments to a paralegal's own store of judgments at one click:
    their searches then mixed the demo's cases with theirs, and only deleting 250 cases one by one undid it."""
    from lcr_core.engine import Engine
    from lcr_core.sources import RawCase

    from conftest import make_settings

    own = Engine(make_settings(tmp_path / "own", demo_engine.settings.cache_dir))
    case = demo_cases[0]
    own.ingest_cases([RawCase("my_client_order", case["text"], "my_client_order.txt")])  # vectors cached: no encoding
    at, mp = _corpus_at(own.settings.store, demo_engine.settings.cache_dir, tmp_path)
    try:
        at.run()
        assert not at.exception
        button = next(b for b in at.button if b.label == DEMO_BUTTON)
        assert button.disabled
        sure = at.checkbox(key="demo_sure")
        assert "1 judgment" in sure.label and "250" in sure.label
        at.run()  # a browser cannot press a disabled button: nothing was added
        assert own.store.count() == 1
        sure.check().run()
        assert not next(b for b in at.button if b.label == DEMO_BUTTON).disabled
        assert "1 judgments in" in " ".join(c.value for c in at.caption)
    finally:
        mp.undo()


def test_the_demo_corpus_needs_no_confirmation_on_an_empty_or_demo_only_store(demo_engine, tmp_path):
    for store in (tmp_path / "empty", demo_engine.settings.store):
        at, mp = _corpus_at(store, demo_engine.settings.cache_dir, tmp_path)
        try:
            at.run()
            assert not at.exception
            assert not next(b for b in at.button if b.label == DEMO_BUTTON).disabled
            assert not [c for c in at.checkbox if c.key == "demo_sure"]
        finally:
            mp.undo()


@pytest.mark.parametrize("message, expected", [
    ("only Mumbai High Court cases", ("High Court of Bombay",)),
    ("only Guwahati High Court cases", ("Gauhati High Court",)),
])
def test_a_high_court_named_by_its_city_filters_that_court(message, expected):
    intent = parse_followup(message, COURTS)
    assert isinstance(intent, Refine) and intent.courts == expected


def test_show_minus_five_in_the_app_keeps_k_and_the_results(demo_engine, tmp_path):
    from pathlib import Path

    from streamlit.testing.v1 import AppTest
    from test_app_chat import say

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
            mp.delenv(var, raising=False)
        at = AppTest.from_file(str(Path(__file__).resolve().parents[1] / "app.py"), default_timeout=300)
        at.run()
        say(at, FACTS)
        conv = at.session_state["conv"]
        first, k = conv.last_results(), at.session_state["ctl_k"]
        say(at, "show -5")
        conv = at.session_state["conv"]
        assert conv.last_results() is not None and [c.case_id for c in conv.last_results().cards] == \
            [c.case_id for c in first.cards]
        assert conv.turns[-1].kind == "notice" and "between 1 and 50" in conv.turns[-1].text
        assert at.session_state["ctl_k"] == k


def test_a_high_court_of_a_place_no_stored_court_holds_names_the_stored_high_courts():
    from lcr_ui.controls import outside_corpus

    intent = parse_followup("only High Court of Madras cases", COURTS)
    assert isinstance(intent, Refine) and intent.unknown_court == "high court of madras"
    assert intent.stored_like == COURTS[:4] and "High Court of Kerala" in outside_corpus(intent, None)
    sc_only = parse_followup("only high court cases", ("Supreme Court of India",))
    assert sc_only.unknown_court == "high court" and sc_only.stored_like == ()
