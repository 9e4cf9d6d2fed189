"""Faults a new user met (newuser20): the chat's follow-ups about results, ingest of clashing file names, DOCX
tables with merged cells."""

import io
from pathlib import Path
import json
import time

import docx
import pytest

from lcr_core.engine import Engine
from lcr_core.sources import RawCase, load_bytes
from lcr_ui import chat
from lcr_ui.conversation import Conversation, Turn
from lcr_ui.followup import Compare, Exclude, Export, Holding, MoreLike, Refine, Why, card_numbers, parse_followup

from conftest import make_settings

from test_ui_research_session import DOWRY, ask  # the same fact pattern and chat turn as the research session


@pytest.fixture(scope="module")
def session(demo_engine):
    conv = Conversation()
    first = ask(demo_engine, conv, DOWRY)[0]
    assert len(first.cards) == 5
    return conv, first


# ---- 1. "compare #5 and the last one" when #5 is the last one ----------------------------------------------------

@pytest.mark.parametrize("message", ["compare #5 and the last one", "compare the last one and #5"])
def test_compare_a_card_with_itself_says_so_instead_of_showing_it_twice(demo_engine, session, message):
    """With five cards, 'the last one' is #5: the answer set the same card side by side with itself."""
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, message)
    assert len(out) == 1 and conv.last_results() is first
    ids = [c.case_id for c in out[0].cards]
    assert len(ids) == len(set(ids)), ids
    assert out[0].kind == "notice" and "#5" in out[0].text and "same" in out[0].text


def test_compare_three_naming_one_twice_compares_the_two_distinct(demo_engine, session):
    conv, first = session
    out = ask(demo_engine, Conversation(list(conv.turns)), "compare #2, #5 and the last one")
    assert out[0].kind == "answer" and [c.rank for c in out[0].cards] == [2, 5]


def test_exclude_a_card_named_twice_labels_it_once(demo_engine, session):
    conv, first = session
    out = ask(demo_engine, Conversation(list(conv.turns)), "exclude #5 and the last one")
    last = first.cards[-1].case_id
    assert out[0].kind == "results" and out[0].spec.filters.exclude_ids == (last,)
    assert out[0].spec.label == f"excluding {last}"


# ---- 2. "no. 123" of a case number is not result #123 ---------------------------------------------------------------

@pytest.mark.parametrize("message", [
    "why was Criminal Appeal No. 123 dismissed?",
    "what did the court hold in Criminal Appeal No. 12 of 1999?",
    "tell me about FIR no. 45",
    "explain Writ Petition No. 7/2001",
    "what was decided in Sessions Case No. 3",
    "exclude Civil Appeal No. 4",
    "cases like Crl. A. no. 2",
])
def test_a_case_number_is_not_a_result_number(message):
    assert card_numbers(message) == [], card_numbers(message)
    assert not isinstance(parse_followup(message), Why | Holding | MoreLike | Exclude | Compare), parse_followup(message)


@pytest.mark.parametrize("message, expected", [
    ("similar to no. 4", MoreLike(4)),
    ("why is no. 2 relevant?", Why(2)),
    ("explain number 3", Why(3)),
    ("exclude no. 4 and no. 6", Exclude((4, 6))),
    ("compare no. 1 and no. 3", Compare((1, 3))),
    ("why is case no. 2 relevant?", Why(2)),
    ("what did result no. 2 hold?", Holding(2)),
])
def test_no_n_still_names_a_result_in_a_question_about_the_results(message, expected):
    assert parse_followup(message) == expected


def test_a_question_about_a_case_number_is_not_answered_with_there_is_no_result(demo_engine, session):
    """'why was Criminal Appeal No. 123 dismissed?' answered 'There is no #123 in the last results (1–5)'."""
    conv, _ = session
    out = ask(demo_engine, Conversation(list(conv.turns)), "why was Criminal Appeal No. 123 dismissed?")
    assert "#123" not in out[0].text


# ---- 3. a clashing file that changed since it was stored under its stem -----------------------------------------

@pytest.fixture
def small_engine(tmp_path, cache_dir, demo_engine):  # demo_engine: the cache is seeded with demo vectors
    return Engine(make_settings(tmp_path / "store", cache_dir))


def test_a_changed_file_that_now_clashes_updates_its_stored_id_not_a_second_copy(small_engine, tmp_path, demo_cases):
    """`lcr ingest f1` stored f1/a.txt as 'a'; after f1/a.txt was edited, `lcr ingest f1 f2` (f2 has an a.txt too)
    stored the new text as 'a.txt~...' beside the stale 'a': the old version stayed searchable as if current."""
    first, second = tmp_path / "f1", tmp_path / "f2"
    first.mkdir()
    second.mkdir()
    (first / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (second / "a.txt").write_text(demo_cases[1]["text"], encoding="utf-8")
    assert small_engine.ingest([first]).added == ["a"]
    (first / "a.txt").write_text(demo_cases[2]["text"], encoding="utf-8")
    report = small_engine.ingest([first, second])
    assert report.updated == ["a"], report
    assert len(report.added) == 1 and report.added[0] != "a"
    assert small_engine.store.count() == 2
    stored = small_engine.store.get("a")[0]
    assert " ".join(demo_cases[2]["text"].split())[:200] in " ".join(stored.split())
    renamed = [w for w in report.warnings if "stored under the id" in w]
    assert len(renamed) == 1 and renamed[0].startswith(str(second / "a.txt")), renamed


def test_another_folders_file_never_takes_over_a_stem_stored_from_elsewhere(small_engine, tmp_path, demo_cases):
    """The stored 'a' came from f1/a.txt: f2/a.txt (other text) must not overwrite it, even when f1 is not given."""
    first, second, third = tmp_path / "f1", tmp_path / "f2", tmp_path / "f3"
    for d in (first, second, third):
        d.mkdir()
    (first / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (second / "a.txt").write_text(demo_cases[1]["text"], encoding="utf-8")
    (third / "a.txt").write_text(demo_cases[3]["text"], encoding="utf-8")
    assert small_engine.ingest([first]).added == ["a"]
    report = small_engine.ingest([second, third])
    assert report.updated == [] and len(report.added) == 2 and "a" not in report.added
    assert " ".join(demo_cases[0]["text"].split())[:200] in " ".join(small_engine.store.get("a")[0].split())


# ---- 4. DOCX tables with merged cells are read in linear time --------------------------------------------------------

def _merged_table_docx(rows: int, cols: int = 4) -> bytes:
    """A table whose first column is one cell merged down every row, and each row's other cells merged across."""
    from docx.oxml.ns import qn
    from docx.oxml import OxmlElement

    document = docx.Document()
    document.add_paragraph("IN THE HIGH COURT")
    table = document.add_table(rows=rows, cols=cols)
    tbl = table._tbl
    for i, tr in enumerate(tbl.tr_lst):
        tcs = tr.tc_lst
        first = tcs[0]
        pr = first.get_or_add_tcPr()
        vmerge = OxmlElement("w:vMerge")
        if i == 0:
            vmerge.set(qn("w:val"), "restart")
            first.p_lst[0].append(_run("Cause title"))
        pr.append(vmerge)
        # the other cells: one cell spanning cols-1 grid columns
        for tc in tcs[2:]:
            tr.remove(tc)
        span = OxmlElement("w:gridSpan")
        span.set(qn("w:val"), str(cols - 1))
        tcs[1].get_or_add_tcPr().append(span)
        tcs[1].p_lst[0].append(_run(f"Row {i} text"))
    document.add_paragraph("The appeal is allowed.")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _run(text):
    from docx.oxml import OxmlElement

    r = OxmlElement("w:r")
    t = OxmlElement("w:t")
    t.text = text
    r.append(t)
    return r


def test_a_docx_table_with_merged_cells_reads_each_cell_once_in_order():
    (case,) = load_bytes(_merged_table_docx(3), "m.docx", case_id="m")
    assert isinstance(case, RawCase)
    lines = [line for line in case.text.splitlines() if line.strip()]
    assert lines == ["IN THE HIGH COURT", "Cause title", "Row 0 text", "Row 1 text", "Row 2 text",
                     "The appeal is allowed."]


def test_a_docx_table_with_many_merged_cells_reads_in_linear_time():
    """A cell merged down N rows was read through python-docx's row.cells, which walks back up to the merge's
    first row (finding each row above by a scan of the table) for every row, and checked each cell against a
    list of every cell seen: 1,200 rows took tens of seconds. Doubling the rows should about double the time."""
    small, large = _merged_table_docx(300), _merged_table_docx(1200)

    def cpu(data):
        t0 = time.process_time()
        (case,) = load_bytes(data, "m.docx", case_id="m")
        assert isinstance(case, RawCase)
        return time.process_time() - t0, case

    t_small, _ = cpu(small)
    t_large, case = cpu(large)
    assert "Row 1199 text" in case.text and case.text.count("Cause title") == 1
    assert t_large < 3.0, t_large
    assert t_large < 8 * max(t_small, 0.05), (t_small, t_large)  # 4x the rows: linear ~4x, quadratic ~16x


# ---- found using the app: "export these", "only Supreme Court after 1990", a court the corpus does not hold --------

@pytest.mark.parametrize("message", ["export these", "Export the results as CSV", "download them",
                                     "please save these results as a memo", "can you export this to word?"])
def test_export_requests_are_understood(message):
    assert parse_followup(message) == Export()


@pytest.mark.parametrize("message", ["Export of goods was banned by the state and the firm's licence cancelled",
                                     "save the child", "The exporter saved the invoices"])
def test_export_words_in_a_fact_pattern_are_not_a_request(message):
    assert parse_followup(message) is None


def test_export_these_offers_the_last_results_export_and_searches_nothing(demo_engine, session):
    """'export these' was searched as a fact pattern: five unrelated cases replaced the results to export."""
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, "export these")
    assert len(out) == 1 and out[0].kind == "export" and conv.last_results() is first
    assert out[0].cards == first.cards and out[0].spec == first.spec and out[0].profile == first.profile
    assert "Markdown" in out[0].text and "CSV" in out[0].text and "Nothing was searched" in out[0].text
    nothing = ask(demo_engine, Conversation(), "export these")
    assert nothing[0].kind == "notice" and "no results" in nothing[0].text


def test_an_export_turn_survives_a_saved_conversation(demo_engine, session):
    conv, first = session
    conv = Conversation(list(conv.turns))
    ask(demo_engine, conv, "export these")
    again = Conversation.from_json(json.loads(json.dumps(conv.to_json())))
    assert again.turns[-1].kind == "export" and again.last_results().spec == first.spec


COURTS = ["Supreme Court of India", "High Court of Andhra Pradesh"]


@pytest.mark.parametrize("message, expected", [
    ("only Supreme Court after 1990", Refine(year_min=1991, courts=("Supreme Court of India",))),
    ("only High Court in the 1990s", Refine(year_min=1990, year_max=1999, courts=("High Court of Andhra Pradesh",))),
    ("supreme court since 2000", Refine(year_min=2000, courts=("Supreme Court of India",))),
])
def test_a_court_followed_by_years_filters_both(message, expected):
    """'only Supreme Court after 1990' filtered the years only: the court was dropped in silence."""
    assert parse_followup(message, COURTS) == expected


@pytest.mark.parametrize("message", ["only High Court after 1990", "only high court cases"])
def test_a_court_the_corpus_does_not_hold_says_no_case_matches(demo_engine, session, message):
    """Of a Supreme Court corpus, 'only High Court after 1990' applied the years and showed Supreme Court cases."""
    intent = parse_followup(message, ["Supreme Court of India"])
    assert intent is not None and intent.unknown_court == "high court"
    conv, first = session
    conv = Conversation(list(conv.turns))
    conv.add(Turn("user", message))
    out = chat.respond(demo_engine, conv, message, intent, chat.Controls(k=5, year_bounds=(1953, 2018)))
    assert out[0].kind == "notice" and "high court" in out[0].text and "unchanged" in out[0].text
    assert conv.last_results() is first


def test_a_short_fact_pattern_naming_a_court_is_still_searched():
    assert parse_followup("the district court cases were transferred", ["Supreme Court of India"]) is None


def test_export_these_in_the_app_shows_the_export_menu_not_the_cards_again(demo_engine, tmp_path_factory):
    from streamlit.testing.v1 import AppTest

    from conftest import ROOT

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path_factory.mktemp("cfg") / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
            mp.delenv(var, raising=False)
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=300)
        at.run()
        at.chat_input[0].set_value(DOWRY).run()
        at.chat_input[0].set_value("export these").run()
        assert not at.exception, [e.value for e in at.exception]
        last = [m for m in at.main.chat_message if m.name == "assistant"][-1]
        assert "Export the last results" in last.markdown[0].value
        assert not [m for m in last.markdown if m.value.startswith("**#")]  # no cards drawn again
        labels = [b.proto.label for b in last.get("download_button")]
        assert labels == ["Markdown (for a memo)", "CSV", "JSON"], labels
        assert len(at.session_state["conv"].last_results().cards) == 10


def test_an_unreadable_upload_does_not_take_the_id_of_a_good_file_with_the_same_name():
    """Uploading judgment.docx (broken) with judgment.txt: the broken file claimed the id 'judgment', so the good
    text was skipped as 'another uploaded file also maps to id judgment' and nothing was stored."""
    from lcr_ui.corpus import read_uploads

    text = b"The appellant was convicted of theft. The appeal is allowed and the conviction set aside."
    batch = read_uploads([("judgment.docx", b"PK\x03\x04 not a zip"), ("judgment.txt", text),
                          ("other.pdf", b"%PDF-1.4 broken"), ("other.docx", b"PK\x03\x04 also broken")], set(), False)
    assert [c.case_id for c in batch.cases] == ["judgment"]
    reasons = {s.source: s.reason for s in batch.skipped}
    assert "DOCX" in reasons["judgment.docx"] and "PDF" in reasons["other.pdf"] and "DOCX" in reasons["other.docx"]
    assert not any("maps to id" in r for r in reasons.values()), reasons
    both = read_uploads([("a.txt", text), ("a.md", text + b" Costs.")], set(), False)  # two good files: still one
    assert [c.case_id for c in both.cases] == ["a"] and "maps to id a" in both.skipped[0].reason


def test_alpha_and_beta_both_zero_are_refused_not_a_list_of_zero_scores():
    """Both channel sliders at 0 scored every case 0.00 and still showed '10 precedents, ranked ...' in an
    arbitrary order; the panel now says why and keeps the default weights (as it does for all-zero facets)."""
    from lcr_core.config import Weights
    from lcr_ui.controls import weight_spec

    d = Weights()
    with pytest.raises(ValueError, match="alpha and beta"):
        weight_spec(0.0, 0.0, d.w_lex, d.w_sem, d)
    assert weight_spec(0.0, 1.0, d.w_lex, d.w_sem, d).alpha == 0.0  # one channel alone is a choice


@pytest.mark.parametrize("query", ["?", "!!!", "...", " — ", "??"])
def test_a_query_without_a_letter_or_digit_is_refused_with_a_reason(demo_engine, query):
    """'?' was searched 'by meaning only' and answered with confident precedents for a question mark."""
    from lcr_core import QueryError

    with pytest.raises(QueryError, match="no words"):
        demo_engine.search(query, k=3)
    assert demo_engine.search("302", k=3).hits  # a bare section number is still a search


def test_a_lone_question_mark_in_the_chat_keeps_the_results(demo_engine, session):
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, "?")
    assert out[0].kind == "error" and "no words" in out[0].text and conv.last_results() is first


def test_one_result_is_one_precedent_not_one_precedents(demo_engine, session):
    conv, first = session
    conv = Conversation(list(conv.turns))
    conv.add(Turn("user", "show 1"))
    out = chat.respond(demo_engine, conv, "show 1", parse_followup("show 1"), chat.Controls(k=1))
    assert out[0].text.startswith("1 precedent — K = 1"), out[0].text


def test_compare_a_card_with_itself_by_number_says_it_is_the_same(demo_engine, session):
    conv, first = session
    out = ask(demo_engine, Conversation(list(conv.turns)), "compare #1 and #1")
    assert out[0].kind == "notice" and "same result" in out[0].text and "#1" in out[0].text


def _app(demo_engine, mp, tmp):
    from streamlit.testing.v1 import AppTest

    from conftest import ROOT

    mp.setenv("LCR_STORE", str(demo_engine.settings.store))
    mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
    mp.setenv("LCR_CONFIG", str(tmp / "none.toml"))
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
        mp.delenv(var, raising=False)
    return AppTest.from_file(str(ROOT / "app.py"), default_timeout=300)


def test_waiting_messages_are_answered_in_order_and_an_asked_one_is_not_repeated(demo_engine, tmp_path):
    """What a run restarted by a newer message leaves: the fact pattern asked (its bubble drawn) but not answered,
    and the follow-up behind it. Both are answered, in order, and the fact pattern's bubble is not added twice."""
    with pytest.MonkeyPatch.context() as mp:
        at = _app(demo_engine, mp, tmp_path)
        at.run()
        at.session_state["conv"] = Conversation([Turn("user", DOWRY)])
        at.session_state["pending"] = [[DOWRY, None, True, 1], ["why is #2 relevant?", Why(2), False, 0]]
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        conv = at.session_state["conv"]
        assert [(t.role, t.kind) for t in conv.turns] == [("user", "message"), ("assistant", "results"),
                                                            ("user", "message"), ("assistant", "answer")]
        assert conv.turns[3].cards == [conv.turns[1].cards[1]]
        assert "pending" not in at.session_state


def test_a_message_interrupted_three_times_is_given_up_with_a_message(demo_engine, tmp_path):
    with pytest.MonkeyPatch.context() as mp:
        at = _app(demo_engine, mp, tmp_path)
        at.run()
        at.session_state["conv"] = Conversation([Turn("user", DOWRY)])
        at.session_state["pending"] = [[DOWRY, None, True, 3]]
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        last = at.session_state["conv"].turns[-1]
        assert last.kind == "error" and "could not be answered" in last.text and "send it again" in last.text


@pytest.mark.parametrize("message, says", [("top 100", "K = 50 (you asked for 100; at most 50 are shown)"),
                                           ("top 75", "K = 50 (you asked for 75; at most 50 are shown)"),
                                           ("show 20", "K = 20")])
def test_a_k_beyond_the_limits_says_what_was_shown(message, says):
    """'top 100' showed 50 and said 'K = 50', as if 50 had been asked for. ('show 0' showed 1 here; since ux32
    it answers with the range and changes nothing: tests/test_newuser32.py.)"""
    assert parse_followup(message).describe() == says


def test_a_pasted_stored_judgment_is_named_as_itself(demo_engine, demo_cases):
    """Pasting a judgment that is in the corpus gave it back as #1 with badges, as if it were another precedent."""
    case = next(c for c in demo_cases if len(c["text"]) > 20_000)
    conv = Conversation()
    out = ask(demo_engine, conv, case["text"][:12_000])
    mine = [c for c in out[0].cards if c.case_id == case["id"]]
    assert mine and any(f"({case['id']}) is the judgment you pasted" in n for n in out[0].notices), out[0].notices
    other = ask(demo_engine, Conversation(), DOWRY * 10)  # long, but nobody's judgment
    assert not any("you pasted" in n for n in other[0].notices)


def test_a_changed_clashing_file_is_recognised_from_another_working_folder(small_engine, tmp_path, demo_cases,
                                                                           monkeypatch):
    """The stored source is the path as given ('f1/a.txt', relative): run again from another folder with absolute
    paths, the edited file was not recognised and its old text stayed beside the new."""
    work = tmp_path / "work"
    (work / "f1").mkdir(parents=True)
    (work / "f2").mkdir()
    (work / "f1" / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (work / "f2" / "a.txt").write_text(demo_cases[1]["text"], encoding="utf-8")
    monkeypatch.chdir(work)
    assert small_engine.ingest([Path("f1")]).added == ["a"]
    (work / "f1" / "a.txt").write_text(demo_cases[2]["text"], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    report = small_engine.ingest([work / "f1", work / "f2"])
    assert report.updated == ["a"] and small_engine.store.count() == 2, report


def test_a_file_stored_from_inside_its_folder_is_recognised_and_its_namesake_is_not(small_engine, tmp_path,
                                                                                    demo_cases, monkeypatch):
    """'a' stored from 'a.txt' (run inside f1), then f1/a.txt edited and `lcr ingest f1 f2` run inside f2: the path
    as given ('a.txt') resolved from f2 named f2/a.txt, so f2's judgment overwrote f1's. The resolved path is
    stored now: f1/a.txt updates 'a', f2/a.txt is added under its own id."""
    (tmp_path / "f1").mkdir()
    (tmp_path / "f2").mkdir()
    (tmp_path / "f1" / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (tmp_path / "f2" / "a.txt").write_text(demo_cases[1]["text"], encoding="utf-8")
    monkeypatch.chdir(tmp_path / "f1")
    assert small_engine.ingest([Path("a.txt")]).added == ["a"]
    (tmp_path / "f1" / "a.txt").write_text(demo_cases[2]["text"], encoding="utf-8")
    monkeypatch.chdir(tmp_path / "f2")
    report = small_engine.ingest([tmp_path / "f1", tmp_path / "f2"])
    assert report.updated == ["a"] and len(report.added) == 1, report
    assert " ".join(demo_cases[2]["text"].split())[:200] in " ".join(small_engine.store.get("a")[0].split())


def test_a_source_stored_as_given_matches_only_with_its_folder(tmp_path):
    """Cases stored before the resolved path was kept carry only the path as given."""
    from lcr_core.ingest import _same_file

    f = tmp_path / "f1" / "a.txt"
    f.parent.mkdir()
    f.write_text("x")
    assert _same_file("f1/a.txt", str(f)) and _same_file("./f1/a.txt", str(f)) and _same_file(str(f), str(f))
    assert not _same_file("a.txt", str(f)) and not _same_file("f2/a.txt", str(f)) and not _same_file("", str(f))
