"""A new user's first hour (ux31): a paralegal indexing a folder of their own judgments, a researcher chatting,
and someone demoing with an LLM endpoint that is down. Each test is a fault found on the way."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import SecretStr

ROOT = Path(__file__).resolve().parents[1]
APP = str(ROOT / "app.py")
SECRET = "sk-ux31-operator-secret-7731"


# ---- the LLM base URL: its key is never shown, a URL that cannot be used is one line, not a traceback ----------
def every_text(at) -> str:
    """Everything an AppTest run put on the page (markdown, captions, alerts, widget values) as one string."""
    out = []

    def walk(node):
        out.append(str(getattr(node, "proto", "") or ""))
        children = getattr(node, "children", None)
        for child in (children.values() if isinstance(children, dict) else []):
            walk(child)
    walk(at._tree)
    return "".join(out).replace("\\", "")  # the Markdown escapes the app adds (and the proto text's) removed


@pytest.fixture
def served_engine(demo_engine, tmp_path, monkeypatch):
    """The app's shared engine over the demo store, the operator's settings restored afterwards."""
    from lcr_ui.resources import get_engine

    monkeypatch.setenv("LCR_STORE", str(demo_engine.settings.store))
    monkeypatch.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
        monkeypatch.delenv(var, raising=False)
    served = get_engine(str(demo_engine.settings.store), str(demo_engine.settings.cache_dir))
    original = served.settings
    try:
        yield served
    finally:
        served.settings = original


def test_a_mistyped_operator_url_never_shows_its_key_on_the_settings_page(served_engine):
    """The operator's LLM_BASE_URL without its scheme ('127.0.0.1:8599/v1?api_key=sk-...', an easy slip) put
    "the base URL must start with http:// ..., not '127.0.0.1:8599/v1?api_key=sk-...'" on the Settings page of
    every session: the URL field shows it masked, Apply-as-shown maps it back to the real URL, and the error
    quoted the real one."""
    from streamlit.testing.v1 import AppTest

    served_engine.settings = served_engine.settings.model_copy(update={
        "llm_base_url": f"127.0.0.1:8599/v1?api_key={SECRET}", "llm_model": "gpt-demo",
        "llm_api_key": SecretStr(SECRET)})
    at = AppTest.from_file(APP, default_timeout=300)
    at.switch_page("pages/3_Settings.py")
    at.run()
    assert not at.exception
    text = every_text(at)
    assert SECRET not in text
    assert any("must start with http" in e.value for e in at.error), [e.value for e in at.error]


def test_a_typed_url_that_cannot_be_used_is_refused_without_echoing_its_key():
    from lcr_core.config import Settings
    from lcr_ui.settings import llm_settings

    current = Settings(llm_base_url="", llm_model="")
    for url in (f"ftp://gateway/v1?key={SECRET}", f"gateway:8000/v1?key={SECRET}",
                f"http://127.0.0.1:notaport/v1?key={SECRET}", f"http://127.0.0.1:99999/v1?key={SECRET}"):
        with pytest.raises(ValueError) as err:
            llm_settings(current, url, "m", None, 10.0)
        assert SECRET not in str(err.value), url
        assert "base URL" in str(err.value)


def test_check_connection_with_a_url_httpx_refuses_is_a_message_not_a_traceback():
    """'Check connection' with http://127.0.0.1:notaport/v1 put httpx's InvalidURL traceback on the Settings
    page: the client was built outside the try."""
    from lcr_core.config import Settings
    from lcr_ui.llm_chat import check_connection

    s = Settings(llm_base_url="", llm_model="m").model_copy(
        update={"llm_base_url": f"http://127.0.0.1:notaport/v1?key={SECRET}"})
    ok, message = check_connection(s)
    assert not ok and SECRET not in message


@pytest.mark.parametrize("url", [f"http://127.0.0.1:notaport/v1?key={SECRET}", f"127.0.0.1:8599/v1?key={SECRET}",
                                 f"http://127.0.0.1:8599/v1 ?key={SECRET}"])
def test_an_llm_base_url_that_cannot_be_used_is_one_line_naming_the_setting(url, tmp_path, monkeypatch):
    """LCR_LLM_BASE_URL=http://127.0.0.1:notaport/v1: `lcr search` died with a 60-line httpx traceback; the
    README says a setting that cannot be used stops lcr with one line that names it (and key values are never
    repeated)."""
    from lcr_core.config import ConfigError, load_settings

    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    monkeypatch.setenv("LCR_LLM_BASE_URL", url)
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert "llm_base_url" in str(err.value) and SECRET not in str(err.value)
    assert "\n" not in str(err.value)


def test_lcr_search_with_a_bad_port_in_the_llm_url_says_one_line(demo_engine, tmp_path):
    env = {**os.environ, "LCR_STORE": str(demo_engine.settings.store),
           "LCR_CACHE_DIR": str(demo_engine.settings.cache_dir), "LCR_CONFIG": str(tmp_path / "none.toml"),
           "LCR_LLM_BASE_URL": f"http://127.0.0.1:notaport/v1?key={SECRET}", "LCR_LLM_MODEL": "m",
           "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "lcr_core.cli", "search", "a bank clerk dismissed", "--k", "1"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode != 0
    assert "Traceback" not in out.stderr and SECRET not in out.stderr + out.stdout
    assert "llm_base_url" in out.stderr, out.stderr[-2000:]


def test_good_llm_urls_still_load(tmp_path, monkeypatch):
    from lcr_core.config import load_settings

    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    for url in ("", "http://127.0.0.1:11434/v1", "https://api.openai.com/v1", "https://u:p@gw.example/v1?k=1",
                "http://[::1]:8000/v1", "  http://localhost:8000/v1  "):
        monkeypatch.setenv("LCR_LLM_BASE_URL", url)
        assert load_settings().llm_base_url.strip() == url.strip()


# ---- a folder of the user's own judgments -----------------------------------------------------------------------
def test_files_of_a_kind_lcr_does_not_read_are_named_not_passed_over(tmp_path):
    """`lcr ingest judgments/` with a .html and an old .doc beside the .txt files said '7 added, 2 skipped' and
    named only the empty and the binary .txt: the .html and .doc were passed over in silence, so the paralegal
    took them for indexed. Hidden files and folders stay out of it."""
    from lcr_core.sources import RawCase, Skipped, count_sources, iter_sources

    folder = tmp_path / "judgments"
    (folder / "old").mkdir(parents=True)
    (folder / "a.txt").write_text("The appeal is dismissed. " * 20, encoding="utf-8")
    (folder / "web_copy.html").write_text("<html><body>The appeal is allowed.</body></html>", encoding="utf-8")
    (folder / "old" / "ruling.doc").write_bytes(b"\xd0\xcf\x11\xe0" + b"\0" * 100)
    (folder / ".DS_Store").write_bytes(b"\0\1")
    (folder / ".git").mkdir()
    (folder / ".git" / "config").write_text("[core]\n")
    items = list(iter_sources([folder]))
    assert [i.case_id for i in items if isinstance(i, RawCase)] == ["a"]
    skipped = {Path(i.source).name: i.reason for i in items if isinstance(i, Skipped)}
    assert set(skipped) == {"web_copy.html", "ruling.doc"}
    assert all("not a kind of file lcr reads" in r for r in skipped.values())
    assert count_sources([folder]) == len(items)  # the progress bar's total counts every line it will report


def test_a_follow_up_to_an_endpoint_the_client_refuses_is_a_followup_error():
    """A session endpoint that slipped past the Settings page (an old session state) made the follow-up reader
    raise httpx's InvalidURL out of build_chain: the chat said 'Something went wrong (InvalidURL: ...)'."""
    from lcr_core.config import Settings
    from lcr_ui.llm_chat import FollowupError, decide

    s = Settings(llm_base_url="", llm_model="m").model_copy(
        update={"llm_base_url": f"http://127.0.0.1:notaport/v1?key={SECRET}"})
    with pytest.raises(FollowupError) as err:
        decide(s, "what did the court hold?", "a bank clerk dismissed", [])
    assert SECRET not in str(err.value)


COURTS = ("Gauhati High Court", "High Court of Bombay", "High Court of Delhi", "High Court of Kerala",
          "Supreme Court of India")


@pytest.mark.parametrize("message, expected", [
    ("only Delhi High Court cases", ("High Court of Delhi",)),
    ("only Bombay High Court cases after 2000", ("High Court of Bombay",)),
    ("show Kerala high court cases", ("High Court of Kerala",)),
    ("only High Court cases", COURTS[:4]),
    ("only the High Court cases", COURTS[:4]),
    ("only Supreme Court cases", ("Supreme Court of India",)),
])
def test_a_high_court_named_by_its_place_filters_that_court(message, expected):
    """Of a store holding four High Courts (named 'High Court of Delhi' etc.), 'only Delhi High Court cases'
    applied all four: 'Delhi' was dropped and the answer listed every High Court."""
    from lcr_ui.followup import Refine, parse_followup

    intent = parse_followup(message, COURTS)
    assert isinstance(intent, Refine) and intent.courts == expected


# ---- demoing with an endpoint that is down ---------------------------------------------------------------------
def test_the_sidebar_says_the_llm_is_not_answering_with_the_answer_that_found_it(demo_engine, tmp_path_factory):
    """The first answer said "The LLM (dead-model) is not answering (timeout) ..." while the sidebar beside it
    still said "LLM mode - dead-model at ... (not checked yet)": the sidebar was drawn before the answer, so it
    caught up only one message later."""
    from llm_fixtures import app_on_a_dead_llm
    from test_app_chat import say

    with app_on_a_dead_llm(demo_engine, tmp_path_factory.mktemp("cfg"), "dead-model-31") as (at, _):
        assert not any("LLM not answering" in m.value for m in at.sidebar.markdown)
        say(at, "A bank clerk was dismissed after a departmental enquiry without a copy of the enquiry report.")
        notes = " ".join([w.value for w in at.main.warning] + [i.value for i in at.main.info]).replace("\\", "")
        assert "is not answering" in notes, notes
        sidebar = [m.value for m in at.sidebar.markdown]
        assert any("LLM not answering" in m for m in sidebar), sidebar
        assert not any("not checked yet" in c.value for c in at.sidebar.caption)


def test_the_csv_download_opens_in_excel_as_utf8(demo_engine):
    """precedents.csv had no byte-order mark: Excel, which the paralegal double-clicks it into, read it as
    Windows-1252 and showed every curly quote and dash of the holdings as 'â€œ' / 'â€”'."""
    import csv
    import io

    from lcr_ui import chat, views
    from lcr_ui.conversation import Conversation
    from lcr_ui.export import csv_download, to_csv

    conv = Conversation()
    turn = chat.respond(demo_engine, conv, "A bank clerk was dismissed without the enquiry report.", None,
                        chat.Controls(k=3))[0]
    data = csv_download(turn.cards)
    assert data.startswith("\ufeff".encode("utf-8"))
    assert data.decode("utf-8-sig") == to_csv(turn.cards)
    assert next(csv.reader(io.StringIO(data.decode("utf-8-sig"))))[0] == "rank"
    assert "export.csv_download(" in Path(views.__file__).read_text(encoding="utf-8")  # what the app offers


def test_lcr_search_does_not_write_the_score_as_an_equation(demo_engine, tmp_path):
    """`lcr search` printed 'score 2.712 = lexical -0.48 / semantic 0.99': no sum of those two gives 2.712 under
    the shipped profiles (their learned ranker adds other features). It now reads as the app's card does."""
    env = {**os.environ, "LCR_STORE": str(demo_engine.settings.store),
           "LCR_CACHE_DIR": str(demo_engine.settings.cache_dir), "LCR_CONFIG": str(tmp_path / "none.toml"),
           "PYTHONPATH": str(ROOT)}
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL"):
        env.pop(var, None)
    out = subprocess.run([sys.executable, "-m", "lcr_core.cli", "search", "--local",
                          "a bank clerk dismissed without the enquiry report", "--k", "2"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [ln for ln in out.stdout.splitlines() if ln.strip().startswith("score ")]
    assert len(lines) == 2 and all("=" not in ln and "(lexical " in ln for ln in lines), lines


# ---- a researcher chatting -------------------------------------------------------------------------------------
LANDLORD = ("I represent the landlord. The tenant has not paid rent for two years and sublet the premises "
            "without consent.")


@pytest.mark.parametrize("message", ["switch sides", "Let's swap sides.", "I now act for the other side",
                                     "what about the other side?", "we represent the opposite party now"])
def test_the_other_side_is_the_opposite_of_the_stated_one(demo_engine, message):
    """After 'I represent the landlord ...', 'switch sides' was searched as a fact pattern (five unrelated
    cases replaced the results) and 'I now act for the other side' answered 'I could not tell whom you act
    for'. Both now re-read the same results for the tenant."""
    from lcr_ui import chat
    from lcr_ui.conversation import Conversation, Turn
    from lcr_ui.followup import parse_followup

    conv = Conversation()
    for text in (LANDLORD, message):
        conv.add(Turn("user", text))
        turns = chat.respond(demo_engine, conv, text, parse_followup(text), chat.Controls(k=5))
        for t in turns:
            conv.add(t)
    first, again = [t for t in conv.turns if t.role == "assistant"]
    assert conv.side == "tenant"
    assert again.kind == "results" and [c.case_id for c in again.cards] == [c.case_id for c in first.cards]
    assert any("from the landlord to the tenant" in n for n in again.notices), again.notices


def test_other_side_words_in_a_fact_pattern_or_without_a_side_change_nothing(demo_engine):
    from lcr_ui import chat
    from lcr_ui.conversation import Conversation

    conv = Conversation()
    assert chat.other_side(conv, "switch sides") is None  # no side stated: there is no other one
    conv.set_side("landlord", "I represent the landlord")
    assert chat.other_side(conv, "The other side's lawyer argued that the sublease was oral") is None
    assert chat.other_side(conv, "switch sides").role == "tenant"


def test_a_case_chosen_in_the_box_is_not_snapped_back_to_the_clicked_row():
    """Corpus page: after a row of the Browse table was clicked (scanned_order), choosing smith_v_state in the
    Case box showed scanned_order again, and its 'Delete this case' offered to delete scanned_order: the row
    stays selected in the table, and it was taken as a new click on every rerun."""
    from lcr_ui.corpus import case_to_show

    ids = ["big_compilation", "scanned_order", "smith_v_state"]
    shown, row = case_to_show("scanned_order", None, "big_compilation", ids)  # the row clicked
    assert shown == "scanned_order"
    shown, row = case_to_show("scanned_order", row, "smith_v_state", ids)  # then another case chosen in the box
    assert shown == "smith_v_state"
    shown, row = case_to_show("big_compilation", row, shown, ids)  # another row clicked
    assert shown == "big_compilation"
    assert case_to_show(None, None, None, ids)[0] == "big_compilation"  # nothing chosen: the first
    assert case_to_show(None, None, "gone", ids)[0] == "big_compilation"  # a deleted case: the first


def test_a_folder_with_many_unread_files_names_twenty_then_counts_the_rest(tmp_path):
    """A judgments folder that also holds a program or a store (hundreds of .pyc / .sqlite3 files) gets at most
    20 'skipped' lines for them, then one that counts the rest."""
    from lcr_core.sources import Skipped, count_sources, iter_sources

    folder = tmp_path / "work"
    (folder / "cache").mkdir(parents=True)
    (folder / "a.txt").write_text("The appeal is dismissed. " * 20, encoding="utf-8")
    for i in range(45):
        (folder / "cache" / f"blob{i:02d}.bin").write_bytes(b"\0" * 10)
    (folder / "cache" / "index.sqlite3").write_bytes(b"\0" * 10)
    items = list(iter_sources([folder]))
    skipped = [i for i in items if isinstance(i, Skipped)]
    assert len(skipped) == 21 and "26 more files of kinds lcr does not read (.bin, .sqlite3)" in skipped[-1].reason
    assert count_sources([folder]) == len(items)


@pytest.mark.parametrize("message, years", [
    ("only cases after 1990 and before 2000", (1991, 1999)),
    ("cases before 2000 and after 1990", (1991, 1999)),
    ("only cases since 1995 until 2005", (1995, 2005)),
    ("only Supreme Court cases after 1990 but before 2000", (1991, 1999)),
    ("only cases between 2000 and 1990", (1990, 2000)),
    ("only cases after 1990", (1991, None)),
])
def test_both_bounds_of_a_year_range_said_apart_are_kept(message, years):
    """'only cases after 1990 and before 2000' filtered 1991 onwards: the first bound found was kept and
    'before 2000' dropped in silence (the answer said 'filters: 1991 onwards')."""
    from lcr_ui.followup import Refine, parse_followup

    intent = parse_followup(message, ["Supreme Court of India"])
    assert isinstance(intent, Refine) and (intent.year_min, intent.year_max) == years


def test_a_year_range_that_no_year_satisfies_says_no_case_matches(demo_engine):
    from lcr_ui import chat
    from lcr_ui.conversation import Conversation, Turn
    from lcr_ui.followup import parse_followup

    conv = Conversation()
    for text in ("A bank clerk was dismissed without a copy of the enquiry report.",
                 "only cases after 1990 and before 1980"):
        conv.add(Turn("user", text))
        turns = chat.respond(demo_engine, conv, text, parse_followup(text), chat.Controls(k=5, year_bounds=(1953, 2018)))
        for t in turns:
            conv.add(t)
    last = conv.turns[-1]
    assert "No case matches" in last.text and "1991 or later and 1979 or earlier" in last.text, last.text
