"""ux29: what the newuser28 pass left in the chat app and the CLI."""

from __future__ import annotations

import json
import time

import pytest
from llm_fixtures import OpenAIServer, Reply

from lcr_ui import chat
from lcr_ui.conversation import Conversation, Turn
from lcr_ui.followup import parse_followup

DOWRY = ("A young wife died of poisoning at her matrimonial home two years after marriage. Her father says the "
         "husband and mother-in-law harassed her and demanded money for household expenses.")
CASHIER = "A government cashier altered the cash book and was convicted of criminal breach of trust."


@pytest.fixture
def dead_llm_engine(demo_engine, tmp_path, monkeypatch):
    """The app's engine (``get_engine``) with an operator LLM that accepts requests and never answers in time,
    and a 2 s answer deadline; yields (engine, server)."""
    from lcr_ui.resources import get_engine

    with OpenAIServer() as srv:
        srv.default = Reply("{}", delay=30.0)
        monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
        monkeypatch.setenv("LCR_LLM_BASE_URL", srv.base_url)
        monkeypatch.setenv("LCR_LLM_MODEL", "dead-model")
        monkeypatch.setenv("LCR_LLM_DEADLINE", "2")
        monkeypatch.delenv("LCR_LLM_TIMEOUT", raising=False)
        engine = get_engine(str(demo_engine.settings.store), str(tmp_path / "cache"))
        engine.warm_up()
        yield engine, srv


def _step(engine, conv, message, k=5):
    conv.add(Turn("user", message))
    t0 = time.perf_counter()
    turns = chat.respond(engine, conv, message, parse_followup(message), chat.Controls(k=k), llm=engine.settings)
    for t in turns:
        conv.add(t)
    return turns[0], time.perf_counter() - t0


def test_a_dead_llm_costs_its_deadline_once_per_conversation(dead_llm_engine):
    """With an endpoint that never answered, every chat step waited for it: the search its deadline, a free-form
    follow-up (or a second fact pattern) twice as long (the follow-up reader's deadline, then the query
    facetizer's). After the first timeout the chat stops waiting on it and says so."""
    engine, srv = dead_llm_engine
    first, took = _step(engine, Conversation(), DOWRY)
    assert first.kind == "results" and took < 2.0 + 3.0, took
    assert any("did not answer in time (2 s)" in n for n in first.notices), first.notices
    assert any("is not answering" in n and "offline rules" in n for n in first.notices), first.notices

    conv = Conversation()
    conv.add(Turn("user", DOWRY))
    conv.add(first)
    asked = len(srv.chat_requests)
    for message in ("which of these turned on the evidence of the neighbours?", CASHIER):
        turn, took = _step(engine, conv, message)
        assert turn.kind == "results" and len(turn.cards) == 5, turn.text
        assert took < 1.5, f"{message!r} took {took:.1f} s with the LLM known to be down"
        assert any("is not answering" in n for n in turn.notices), turn.notices
        assert not any("did not answer in time" in n for n in turn.notices), turn.notices
    assert len(srv.chat_requests) == asked, "the dead endpoint was asked again"


def test_a_dead_llm_is_tried_again_after_a_while_or_when_the_settings_change(dead_llm_engine):
    engine, srv = dead_llm_engine
    conv = Conversation()
    _step(engine, conv, DOWRY)
    breaker = engine.llm_breaker
    assert breaker.down(engine.settings) is not None
    now = time.monotonic()
    breaker.clock = lambda: now + breaker.retry_after + 1  # the wait is over: the next step tries the LLM again
    asked = len(srv.chat_requests)
    turn, took = _step(engine, conv, CASHIER)
    assert len(srv.chat_requests) > asked and took >= 1.5, took
    assert breaker.down(engine.settings) is not None  # it did not answer this time either
    breaker.forget(engine.settings)  # what the Settings page does on Apply / Check connection
    assert breaker.down(engine.settings) is None


def test_a_quick_http_error_does_not_open_the_breaker():
    """An endpoint that answers at once with an error, or refuses the connection, costs no waiting: its calls go
    on (and each answer says why they fail)."""
    from lcr_core.config import Settings
    from lcr_core.llm_breaker import LLMBreaker

    s = Settings(llm_base_url="http://127.0.0.1:9/v1", llm_model="m")
    breaker = LLMBreaker(retry_after=60, clock=lambda: 100.0)
    for quick in ("http 500", "connection error", "cannot connect to the LLM endpoint", "reply not JSON"):
        assert not breaker.failed(s, quick) and breaker.down(s) is None
    assert breaker.failed(s, "timeout")
    outage = breaker.down(s)
    assert outage is not None and outage.retry_in == 60 and "offline rules" in outage.status("m")
    other = s.model_copy(update={"llm_model": "other"})  # another endpoint / model is not affected
    assert breaker.down(other) is None
    assert breaker.down(s.model_copy(update={"llm_base_url": ""})) is None  # offline: nothing to skip


def test_the_app_says_the_llm_is_not_answering_and_stops_waiting(demo_engine, tmp_path_factory):
    """Through the app: a session whose endpoint timed out once sees "LLM not answering" in the sidebar, and its
    next follow-up is answered without waiting; applying the settings again tries the LLM again."""
    from llm_fixtures import app_on_a_dead_llm
    from test_app_chat import say

    with app_on_a_dead_llm(demo_engine, tmp_path_factory.mktemp("cfg"), "dead-model") as (at, srv):
        say(at, DOWRY)
        asked = len(srv.chat_requests)
        t0 = time.perf_counter()
        say(at, "which of these turned on the evidence of the neighbours?")
        assert time.perf_counter() - t0 < 5.0
        assert len(srv.chat_requests) == asked
        assert any("LLM not answering" in m.value for m in at.sidebar.markdown), [m.value for m in at.sidebar.markdown]
        notes = " ".join(w.value for w in at.main.warning).replace("\\", "")
        assert "is not answering (timeout)" in notes, notes
        at.switch_page("pages/3_Settings.py").run()
        at.button[1].click().run()  # apply again: the LLM is tried on the next answer
        at.switch_page("app.py").run()
        assert not any("LLM not answering" in m.value for m in at.sidebar.markdown)


MURDER = "Accused convicted of murder on circumstantial evidence; last seen together theory."


def _all(engine, conv, message, controls, intent):
    conv.add(Turn("user", message))
    turns = chat.respond(engine, conv, message, intent, controls)
    for t in turns:
        conv.add(t)
    return turns


@pytest.mark.parametrize("message, kind", [
    ("why is #2 relevant? I act for the accused", "Why"),
    ("I act for the accused. Why is #2 relevant?", "Why"),
    ("compare #1 and #3, I act for the accused", "Compare"),
    ("show me the holding of #2; we represent the accused", "Holding"),
    ("which of these oppose my client? I act for the accused", "StanceFilter"),
])
def test_a_side_stated_with_a_question_about_the_cards_is_taken(demo_engine, message, kind):
    """'why is #2 relevant? I act for the employer' answered for no side and dropped the side in silence (only a
    filter or a message with no set phrasing was read for one): the side is taken, the results are re-read for it
    (their badges follow, as after a filter) and the question is answered from them."""
    conv = Conversation()
    controls = chat.Controls(k=5)
    _all(demo_engine, conv, MURDER, controls, None)
    intent = parse_followup(message)
    assert type(intent).__name__ == kind
    turns = _all(demo_engine, conv, message, controls, intent)
    assert conv.side == "accused"
    reread, answer = turns
    assert reread.kind == "results" and "for the accused" in reread.text, reread.text
    assert any("you act for the accused" in n for n in reread.notices), reread.notices
    assert all(c.stance is None or c.stance.user_role == "accused" for c in reread.cards)
    assert answer.kind == "answer" and (answer.cards or kind == "StanceFilter"), answer.text
    assert all(c.stance is None or c.stance.user_role == "accused" for c in answer.cards), answer.text
    if kind == "Why":  # said once: "it opposes the accused" came in the rationale and twice more after it
        card = answer.cards[0]
        verdict = f"{card.stance.user} the accused" if card.stance.user != "neutral" else "neutral for the accused"
        assert verdict in answer.text and f"It {verdict}" not in answer.text.replace("It is neutral", "It neutral"), \
            answer.text
    if kind == "StanceFilter":
        assert "the accused" in answer.text and "not for the accused" not in answer.text, answer.text
    # the same side said again changes nothing: one answer, no re-reading
    again = _all(demo_engine, conv, message, controls, intent)
    assert len(again) == 1 and again[0].kind == "answer", [t.text for t in again]


def test_a_side_stated_with_a_free_question_about_a_card_is_not_searched(demo_engine):
    """Offline, 'who was the judge in #2? I act for the accused' was searched as a new fact pattern once the side
    was taken (a question about a card is never a search): the results are re-read for the side and the answer
    says what can be asked."""
    conv = Conversation()
    controls = chat.Controls(k=5)
    _all(demo_engine, conv, MURDER, controls, None)
    message = "who was the judge in #2? I act for the accused"
    turns = _all(demo_engine, conv, message, controls, parse_followup(message))
    assert conv.side == "accused" and [t.kind for t in turns] == ["results", "notice"], [t.text for t in turns]
    assert turns[0].spec.query == MURDER and "Without an LLM I cannot answer" in turns[1].text


def test_a_side_stated_with_more_like_is_noted(demo_engine):
    conv = Conversation()
    controls = chat.Controls(k=5)
    _all(demo_engine, conv, MURDER, controls, None)
    message = "more like #2, I act for the accused"
    turns = _all(demo_engine, conv, message, controls, parse_followup(message))
    assert conv.side == "accused" and len(turns) == 1
    assert "for the accused" in turns[0].text and any("you act for the accused" in n for n in turns[0].notices)


def test_a_side_stated_with_a_question_before_any_search_is_noted(demo_engine):
    conv = Conversation()
    message = "why is #2 relevant? I act for the accused"
    turns = _all(demo_engine, conv, message, chat.Controls(k=5), parse_followup(message))
    assert conv.side == "accused"
    assert "no results" in turns[0].text and "you act for the accused" in turns[0].text, turns[0].text


def test_shell_json_is_one_json_object_per_line(demo_engine, demo_cases, cache_dir, tmp_path):
    """`lcr shell --json` printed each answer as an indented JSON list over many lines (and nothing for a query it
    could not search): not JSON Lines. Each answer is now one line, an object with the query's number, the query,
    its results (the rows `lcr search --json` prints, with the same fields) and warnings, or the error."""
    from typer.testing import CliRunner

    from lcr_core.cli import app

    env = {"LCR_CACHE_DIR": str(cache_dir), "LCR_CONFIG": str(tmp_path / "none.toml")}
    store = str(demo_engine.settings.store)
    queries = [" ".join(demo_cases[5]["text"][:800].split()), "???", MURDER + " \u2028 last seen"]
    out = CliRunner().invoke(app, ["shell", "--k", "2", "--json", "--store", store], env=env,
                             input="\n".join(queries) + "\n")
    assert out.exit_code == 0, out.output
    lines = out.stdout.splitlines()  # splitlines also splits at U+2028: none may be left raw
    answers = [json.loads(line) for line in lines]
    assert len(answers) == 3, lines
    assert [a["n"] for a in answers] == [1, 2, 3] and answers[1]["query"] == "???"
    assert answers[0]["results"][0]["id"] == demo_cases[5]["id"]
    assert "error" in answers[1] and answers[1]["results"] == [] and "no words" in answers[1]["error"]
    assert len(answers[2]["results"]) == 2
    alone = CliRunner().invoke(app, ["search", queries[0], "--k", "2", "--json", "--local", "--store", store],
                               env=env)
    rows = json.loads(alone.stdout)
    assert [sorted(r) for r in answers[0]["results"]] == [sorted(r) for r in rows]  # the same fields
    assert [r["id"] for r in answers[0]["results"]] == [r["id"] for r in rows]


PL = ("Sąd Najwyższy uznał, że pozwany naruszył umowę. Apelacja została oddalona, a koszty postępowania zasądzono "
      "od pozwanego na rzecz powoda. Pracownik został zwolniony bez wypowiedzenia z przyczyn leżących po jego "
      "stronie; sąd pierwszej instancji błędnie ocenił zeznania świadków. ")
TR = ("Yargıtay, davalının sözleşmeyi ihlal ettiğine karar verdi. İstinaf başvurusu reddedildi ve yargılama "
      "giderleri davalıya yükletildi. İşçi, işveren tarafından haklı bir neden olmaksızın işten çıkarıldığını ileri "
      "sürmüştür; mahkeme tanık beyanlarını değerlendirmiştir. ")


@pytest.mark.parametrize("text, codec, name", [
    (PL, "cp1250", "Windows-1250"),
    (PL * 30, "cp1250", "Windows-1250"),
    ("Sąd oddalił apelację pozwanego.", "cp1250", "Windows-1250"),
    (TR, "cp1254", "Windows-1254"),
    (TR * 30, "cp1254", "Windows-1254"),
    ("Yargıtay işçinin başvurusunu reddetti.", "cp1254", "Windows-1254"),
])
def test_polish_and_turkish_code_pages_are_told_apart(text, codec, name):
    """A Polish judgment saved as Windows-1250 was read as Windows-1252 ('S¹d Najwy¿szy uzna³'), a Turkish one in
    Windows-1254 as ISO-8859-16 ('Yargętay ... sözleţmeyi'): the page whose letters are one language's is used."""
    from lcr_core.sources import decode_text_as

    got, encoding = decode_text_as(text.encode(codec))
    assert got == text and encoding == name, (encoding, got[:60])


@pytest.mark.parametrize("text, codec", [
    ("Le tribunal a jugé que l'employé était congédié à tort. Décision confirmée. ", "cp1252"),
    ("Le tribunal a jugé que l'employé était congédié à tort. Décision confirmée. " * 20, "cp1252"),
    ("Das Gericht hat entschieden, dass der Beklagte den Vertrag verletzt hat. Die Berufung wurde zurückgewiesen.",
     "cp1252"),
    ("The court held that the dismissal was unfair; the café owner's appeal is dismissed with costs. " * 5, "cp1252"),
    ("El tribunal declaró que el demandado incumplió el contrato. La apelación fue desestimada. España. ", "cp1252"),
    ("O tribunal decidiu que o réu violou o contrato. A apelação não foi provida. ", "cp1252"),
    ("Nejvyšší soud rozhodl, že žalovaný porušil smlouvu. Odvolání bylo zamítnuto a náklady řízení nese žalovaný. ",
     "cp1250"),
    ("Суд постановил, что ответчик нарушил договор. Апелляция отклонена.", "cp1251"),
    ("Το δικαστήριο αποφάσισε ότι ο εναγόμενος παραβίασε τη σύμβαση.", "cp1253"),
    ("Section 302 IPC § 2 — the accused’s “confession” was excluded. " * 10, "cp1252"),
])
def test_other_code_pages_are_read_as_before(text, codec):
    from lcr_core.sources import decode_text_as

    got, encoding = decode_text_as(text.encode(codec))
    assert got == text, (encoding, got[:60])


def test_the_app_answers_a_question_with_a_side_in_two_turns(demo_engine, tmp_path_factory):
    """Through the app: the re-read results and the answer are drawn together in one reply; both showed card #2
    under one widget key and the page stopped with StreamlitDuplicateElementKey (no chat box after it)."""
    from streamlit.testing.v1 import AppTest
    from test_app_chat import APP, say

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path_factory.mktemp("cfg") / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
            mp.delenv(var, raising=False)
        at = AppTest.from_file(APP, default_timeout=300)
        at.run()
        say(at, MURDER)
        say(at, "why is #2 relevant? I act for the accused")  # say() fails on any exception of the run
        assert at.sidebar.selectbox(key="w_side").value == "accused"
        text = " ".join(m.value for m in at.main.markdown).replace("\\", "")
        assert "matched best on its" in text and "for the accused" in text
        assert at.chat_input, "the chat box is gone"


@pytest.mark.parametrize("message", ["which of these go against my client?", "compare #1 and #2 for the tenant",
                                     "why is #2 relevant to the accused?"])
def test_a_question_about_the_cards_alone_states_no_side(demo_engine, message):
    """Read whole, "which of these go against my client?" states the accused (user_side reads "against my
    client" as a criminal defence's words); only a clause beside the question can state a side."""
    conv = Conversation()
    _all(demo_engine, conv, "The tenant has not paid rent for three years and sublet the premises. Can he be "
                            "evicted?", chat.Controls(k=5), None)
    turns = _all(demo_engine, conv, message, chat.Controls(k=5), parse_followup(message))
    assert conv.side is None and len(turns) == 1, [t.text for t in turns]
