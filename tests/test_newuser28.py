"""newuser28: what a new user met in the chat app and at ingest."""

from __future__ import annotations

import json
import time

import pytest
from llm_fixtures import OpenAIServer, Reply

from lcr_ui import chat
from lcr_ui.conversation import SearchSpec

DOWRY = ("A young wife died of poisoning at her matrimonial home two years after marriage. Her father says the "
         "husband and mother-in-law harassed her and demanded money for household expenses.")


@pytest.fixture
def slow_operator_engine(demo_engine, tmp_path, monkeypatch):
    """The app's engine (``get_engine``) as the operator configures it: an LLM that never answers in time, the
    default request timeout (60 s) and a short answer deadline."""
    from lcr_ui.resources import get_engine

    with OpenAIServer() as srv:
        srv.default = Reply("{}", delay=12.0)  # far beyond the deadline
        monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
        monkeypatch.setenv("LCR_LLM_BASE_URL", srv.base_url)
        monkeypatch.setenv("LCR_LLM_MODEL", "slow-model")
        monkeypatch.setenv("LCR_LLM_DEADLINE", "2")
        monkeypatch.delenv("LCR_LLM_TIMEOUT", raising=False)
        engine = get_engine(str(demo_engine.settings.store), str(tmp_path / "cache"))
        engine.warm_up()  # the encoder loaded: only the LLM's time is measured below
        yield engine


def test_a_slow_operator_llm_keeps_the_answer_within_its_deadline(slow_operator_engine):
    """With an operator LLM that answered slowly, every chat search waited the full request timeout (60 s) in
    'facetizing the query' before the 20 s explanation deadline even started: 'Done in 60.2 s' under a notice
    that 'The LLM did not answer in time (20 s)'. The deadline is per answer in total."""
    engine = slow_operator_engine
    assert engine.settings.llm_timeout == 60.0 and engine.settings.llm_deadline == 2.0
    t0 = time.perf_counter()
    turn = chat.run_search(engine, SearchSpec(DOWRY, k=3), llm=engine.settings)
    took = time.perf_counter() - t0
    assert turn.kind == "results" and len(turn.cards) == 3
    assert any("did not answer in time (2 s)" in n for n in turn.notices), turn.notices
    assert took < 2.0 + 3.0, f"the answer took {took:.1f} s for a 2 s deadline"


@pytest.mark.parametrize("text, codec", [
    ("Le tribunal a jugé que l'employé était congédié à tort. Décision confirmée.", "cp1252"),
    ("Le tribunal a jugé que l'employé était congédié à tort. Décision confirmée. " * 20, "cp1252"),
    ("Суд постановил, что ответчик нарушил договор. Апелляция отклонена.", "cp1251"),
    ("Το δικαστήριο αποφάσισε ότι ο εναγόμενος παραβίασε τη σύμβαση.", "cp1253"),
])
def test_a_legacy_encoded_text_is_read_in_its_windows_code_page(text, codec):
    """A French judgment saved as Windows-1252 (a tenth of its bytes accented) was read as mac_latin2 and stored
    as 'Le tribunal a jugť que l'employť ťtait congťdiť ŗ tort'; the detector's first guess among equally
    plausible single-byte code pages was a Mac one."""
    from lcr_core.sources import decode_text_as

    got, encoding = decode_text_as(text.encode(codec))
    assert got == text, (encoding, got[:60])
    assert not encoding.startswith("mac"), encoding


def _ask(engine, conv, message, controls, intent=None):
    from lcr_ui.conversation import Turn

    conv.add(Turn("user", message))
    turns = chat.respond(engine, conv, message, intent, controls)
    for t in turns:
        conv.add(t)
    return turns[0]


@pytest.mark.parametrize("k, filters, then_k", [
    (50, None, 50),  # at most 50 are shown: "show more" cannot add any
    (10, "1959", 20),  # five cases before 1960 match: all are shown already
])
def test_show_more_says_how_many_it_added(demo_engine, k, filters, then_k):
    """'show more' after 50 results answered '50 precedents — 10 more', and after the five cases a filter left,
    '5 precedents — 10 more': the status line claimed ten more results that were not there."""
    from lcr_ui.conversation import Conversation, FilterSpec
    from lcr_ui.followup import parse_followup

    spec = FilterSpec(year_max=int(filters)) if filters else FilterSpec()
    conv = Conversation()
    first = _ask(demo_engine, conv, DOWRY, chat.Controls(k=k, filters=spec))
    intent = parse_followup("show more")
    more = _ask(demo_engine, conv, "show more", chat.Controls(k=then_k, filters=spec), intent)
    added = len(more.cards) - len(first.cards)
    assert added == 0, (len(first.cards), len(more.cards))
    assert "10 more" not in more.text, more.text
    assert "no more" in more.text, more.text


def test_show_more_counts_what_it_added(demo_engine):
    from lcr_ui.conversation import Conversation
    from lcr_ui.followup import parse_followup

    conv = Conversation()
    _ask(demo_engine, conv, DOWRY, chat.Controls(k=45))
    more = _ask(demo_engine, conv, "show more", chat.Controls(k=50), parse_followup("show more"))
    assert len(more.cards) == 50 and "— 5 more" in more.text, more.text


def test_store_given_before_the_command_is_used(demo_engine, cache_dir, tmp_path, monkeypatch):
    """The README says every command takes --store; `lcr --store DIR info` (the option before the command, as
    many tools take it) failed with "No such option: --store"."""
    from typer.testing import CliRunner

    from lcr_core.cli import app

    monkeypatch.delenv("LCR_STORE", raising=False)
    env = {"LCR_CACHE_DIR": str(cache_dir), "LCR_CONFIG": str(tmp_path / "none.toml")}
    store = str(demo_engine.settings.store)
    out = CliRunner().invoke(app, ["--store", store, "info", "--json"], env=env)
    assert out.exit_code == 0, out.output
    assert json.loads(out.stdout)["store"] == store
    missing = CliRunner().invoke(app, ["--store", str(tmp_path / "nowhere"), "show", "C1"], env=env)
    assert missing.exit_code == 2 and "no lcr store at" in missing.output, missing.output
    # the command's own --store still wins
    both = CliRunner().invoke(app, ["--store", str(tmp_path / "nowhere"), "info", "--json", "--store", store], env=env)
    assert both.exit_code == 0 and json.loads(both.stdout)["store"] == store, both.output


def test_a_very_large_upload_is_announced_before_its_long_encoding():
    """A 5 MB .txt upload sat at 'Ingesting 1 file(s)…' with the bar at 0 for minutes (about 5,400 passages
    to encode on a CPU, as many as the whole demo corpus): nothing said the page was still working."""
    from lcr_ui.corpus import large_upload_notes, read_uploads

    big = (b"The appellant was dismissed from service without an enquiry. " * 90000)[:5_000_000]
    batch = read_uploads([("big.txt", big), ("small.txt", b"The appeal is dismissed. " * 40)], set(), False)
    notes = large_upload_notes(batch.cases)
    assert len(notes) == 1 and notes[0].startswith("big.txt") and "5.0 MB" in notes[0], notes
    assert "minutes" in notes[0]


def test_a_misspelt_setting_in_lcr_toml_is_named(tmp_path, monkeypatch):
    """`llm_base_ulr = ...` (or an [llm] table) in lcr.toml was dropped in silence: `lcr info` said 'llm: off'
    and the app ran offline, with nothing saying the file had a setting lcr does not know."""
    from lcr_core.config import ConfigError, load_settings

    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_STORE"):
        monkeypatch.delenv(var, raising=False)
    cfg = tmp_path / "lcr.toml"
    monkeypatch.setenv("LCR_CONFIG", str(cfg))
    cfg.write_text('llm_base_ulr = "http://127.0.0.1:11434/v1"\nllm_model = "llama3.1:8b"\n', encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert "llm_base_ulr" in str(err.value) and "llm_base_url" in str(err.value) and str(cfg) in str(err.value)
    cfg.write_text('[llm]\nbase_url = "http://127.0.0.1:11434/v1"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="llm"):
        load_settings()
    cfg.write_text('llm_base_url = "http://127.0.0.1:11434/v1"\nllm_model = "m"\nk = 7\n', encoding="utf-8")
    s = load_settings()
    assert s.llm_enabled and s.k == 7


def test_a_one_sentence_judgment_is_not_reported_as_lost_parts(tmp_path, cache_dir):
    """A one-sentence upload (a headnote, a case note) has passages but no facet the facetizer could fill; every
    search afterwards warned that '1 of N judgments have no facet or passage vectors (the store's parts file was
    damaged or lost)' and sent the user to `lcr refacetize`, which changes nothing."""
    from lcr_core.config import Settings
    from lcr_core.engine import Engine
    from lcr_core.sources import RawCase

    engine = Engine(Settings(store=tmp_path / "store", cache_dir=cache_dir), create=True)
    engine.ingest_cases([
        RawCase("note", "Dowry death of a young wife; the husband convicted.", "note.txt", {}, []),
        RawCase("full", "The appellant was convicted under Section 302 IPC. The High Court confirmed the conviction. "
                        "We find no merit in this appeal. The appeal is dismissed.", "full.txt", {}, []),
    ])
    assert engine.index.size == 2
    result = engine.search("dowry death of a wife", k=2)
    assert not any("parts file" in w for w in result.warnings), result.warnings
    assert engine.index.cases_without_vectors == 0


def test_a_side_stated_with_a_filter_is_kept(demo_engine):
    """'only Supreme Court after 1990, I act for the accused' applied the filters and dropped the side in
    silence: the badges stayed the petitioner's, with nothing saying the side was not taken."""
    from lcr_ui.conversation import Conversation, FilterSpec
    from lcr_ui.followup import parse_followup

    conv = Conversation()
    _ask(demo_engine, conv, "Accused convicted of murder on circumstantial evidence; last seen together theory.",
         chat.Controls(k=5))
    message = "only Supreme Court after 1990, I act for the accused"
    intent = parse_followup(message, ["Supreme Court of India"])
    assert type(intent).__name__ == "Refine"
    court = FilterSpec(year_min=1991, courts=("Supreme Court of India",))  # what the app's controls now say
    turn = _ask(demo_engine, conv, message, chat.Controls(k=5, filters=court), intent)
    assert conv.side == "accused"
    assert turn.kind == "results" and "for the accused" in turn.text, turn.text
    assert turn.spec.filters.year_min == 1991 and "1991 onwards" in turn.text, turn.text  # the filters apply too
    assert any("you act for the accused" in n for n in turn.notices), turn.notices
    # a refinement that states no side leaves it alone
    again = _ask(demo_engine, conv, "show 3", chat.Controls(k=3, filters=court), parse_followup("show 3"))
    assert conv.side == "accused" and "for the accused" in again.text
