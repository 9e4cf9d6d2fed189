"""Sessions of one app server are independent: an LLM endpoint chosen on one session's Settings page never
changes what another session uses and never receives the server's API key; the LLM gets a total deadline per
answer; two sessions working at the same time each see only their own chat, settings and results."""

from __future__ import annotations

import base64
import threading
import time
from pathlib import Path

import pytest
from pydantic import SecretStr
from conftest import shown
from llm_fixtures import OpenAIServer, Reply
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[1]
APP = str(ROOT / "app.py")
TIMEOUT = 300
SERVER_KEY = "sk-operator-secret-0042"
DOWRY = ("A young wife died of poisoning at her matrimonial home two years after marriage. Her father says the "
         "husband and mother-in-law harassed her and demanded money for household expenses.")
CRUELTY = ("The accused husband poured kerosene on his wife and set her on fire; her dying declaration named "
           "him. He says the declaration was recorded without a doctor's certificate of fitness.")


@pytest.fixture(scope="module")
def env(demo_engine, tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path_factory.mktemp("cfg") / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
            mp.delenv(var, raising=False)
        yield demo_engine


@pytest.fixture
def operator_llm(env):
    """The served engine configured by the operator with an LLM at a local server and a secret key."""
    from lcr_ui.resources import get_engine

    served = get_engine(str(env.settings.store), str(env.settings.cache_dir))
    original = served.settings
    with OpenAIServer() as srv:
        srv.default = Reply("no", status=500)  # explanations fall back at once; the requests are what count
        served.settings = original.model_copy(update={
            "llm_base_url": srv.base_url, "llm_model": "operator-model", "llm_api_key": SecretStr(SERVER_KEY),
            "llm_timeout": 5.0, "llm_max_retries": 0})
        try:
            yield served, srv
        finally:
            served.settings = original


def run(at: AppTest) -> AppTest:
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def say(at: AppTest, text: str) -> AppTest:
    at.chat_input[0].set_value(text).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def bearer(request) -> str:
    return request["headers"].get("authorization", "")


def set_endpoint(at: AppTest, url: str, model: str, key: str = "", deadline: float | None = None) -> AppTest:
    at.switch_page("pages/3_Settings.py")
    run(at)
    at.text_input(key="llm_url").set_value(url)
    at.text_input(key="llm_model").set_value(model)
    at.text_input(key="llm_key").set_value(key)
    if deadline is not None:
        at.number_input(key="llm_deadline").set_value(deadline)
    at.button[1].click()  # Apply
    return run(at)


def test_a_sessions_endpoint_never_reaches_other_sessions_nor_gets_the_servers_key(operator_llm):
    served, operator = operator_llm
    with OpenAIServer() as elsewhere:
        elsewhere.default = Reply("no", status=500)
        a = run(AppTest.from_file(APP, default_timeout=TIMEOUT))
        set_endpoint(a, elsewhere.base_url, "their-model")  # the key field left empty
        assert any("No API key will be sent" in shown(w) for w in a.warning)
        assert any("Applied to this session" in shown(s) for s in a.success)
        assert served.settings.llm_base_url == operator.base_url  # the shared engine is untouched
        a.switch_page("app.py")
        run(a)
        say(a, DOWRY)
        assert elsewhere.chat_requests, "session A's own endpoint was not used"
        assert all(SERVER_KEY not in bearer(r) for r in elsewhere.requests)
        assert all(r["body"]["model"] == "their-model" for r in elsewhere.chat_requests)

        seen_elsewhere = len(elsewhere.requests)
        operator.clear()
        b = run(AppTest.from_file(APP, default_timeout=TIMEOUT))
        assert any("LLM mode (operator-model)" in c.value for c in b.main.caption)
        say(b, DOWRY)
        assert len(elsewhere.requests) == seen_elsewhere  # none of B's queries went to A's host
        assert operator.chat_requests and all(bearer(r) == f"Bearer {SERVER_KEY}" for r in operator.chat_requests)
        # a key typed by the session goes with it; the server's key still never does
        set_endpoint(a, elsewhere.base_url, "their-model", key="sk-user-own")
        a.switch_page("app.py")
        run(a)
        say(a, CRUELTY)
        assert bearer(elsewhere.chat_requests[-1]) == "Bearer sk-user-own"
        assert all(SERVER_KEY not in bearer(r) for r in elsewhere.requests)


def test_a_hanging_llm_gets_a_deadline_and_the_offline_cards_are_shown(operator_llm):
    served, operator = operator_llm
    operator.default = Reply("{}", delay=60.0)  # hangs far beyond the deadline
    served.settings = served.settings.model_copy(update={"llm_timeout": 60.0, "llm_deadline": 3.0})
    at = run(AppTest.from_file(APP, default_timeout=TIMEOUT))
    t0 = time.perf_counter()
    say(at, DOWRY)
    took = time.perf_counter() - t0
    assert took < 20, f"the answer took {took:.1f} s"
    notes = [shown(w) for w in at.main.warning]
    assert any("The LLM did not answer in time (3 s)" in n for n in notes), notes
    msg = [m for m in at.main.chat_message if m.name == "assistant"][-1]
    cards = [m.value for m in msg.markdown if m.value.startswith("**#")]
    assert len(cards) == served.settings.k  # every card, with its offline explanation
    assert operator.chat_requests  # the LLM was asked


@pytest.fixture
def one_script_cache(monkeypatch):
    """Compile the page scripts one at a time, as one server's shared ScriptCache does under its lock.

    Each AppTest run builds its own ScriptCache, so two of them would parse app.py at the same moment, which
    CPython 3.11.7's ast module does not survive ("AST constructor recursion depth mismatch", gh-106905); a
    real server never does that, and the test is about the sessions, not about two compilers."""
    from streamlit.runtime.scriptrunner.script_cache import ScriptCache

    compiling = threading.Lock()
    original = ScriptCache.get_bytecode

    def get_bytecode(self, script_path: str):
        with compiling:
            return original(self, script_path)

    monkeypatch.setattr(ScriptCache, "get_bytecode", get_bytecode)


def test_two_sessions_searching_at_once_see_only_their_own_chat_settings_and_results(env, one_script_cache):
    a = run(AppTest.from_file(APP, default_timeout=TIMEOUT))
    b = run(AppTest.from_file(APP, default_timeout=TIMEOUT))
    a.sidebar.slider(key="w_k").set_value(4)
    b.sidebar.slider(key="w_k").set_value(7)
    run(a), run(b)
    a.chat_input[0].set_value(DOWRY)
    b.chat_input[0].set_value(CRUELTY)
    errors: list[BaseException] = []

    def go(at: AppTest) -> None:
        try:
            at.run()
        except BaseException as exc:  # reported below, in the test's thread
            errors.append(exc)

    threads = [threading.Thread(target=go, args=(at,)) for at in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT)
    assert not errors and not a.exception and not b.exception
    for at, query, k in ((a, DOWRY, 4), (b, CRUELTY, 7)):
        conv = at.session_state["conv"]
        assert [t.role for t in conv.turns] == ["user", "assistant"]
        assert conv.turns[0].text == query and conv.turns[1].spec.query == query
        assert len(conv.turns[1].cards) == k and at.sidebar.slider(key="w_k").value == k
        users = [m for m in at.main.chat_message if m.name == "user"]
        assert len(users) == 1 and users[0].text[0].value == query
    ids_a = [c.case_id for c in a.session_state["conv"].turns[1].cards]
    ids_b = [c.case_id for c in b.session_state["conv"].turns[1].cards]
    assert ids_a != ids_b[: len(ids_a)]  # each got the answer to its own question


def every_text(node) -> str:
    """Everything the page sent to the browser: each element's protobuf, input defaults and tables included, with
    backslashes removed, so a secret the page escaped as Markdown ("gw\\-pass") is still found."""
    return _raw_text(node).replace("\\", "")


def _raw_text(node) -> str:
    children = getattr(node, "children", None)
    own = str(getattr(node, "proto", "") or "")
    return own + "".join(_raw_text(c) for c in (children.values() if isinstance(children, dict) else []))


def test_credentials_in_the_operators_url_never_reach_a_sessions_screen(operator_llm):
    """An operator may configure a gateway as https://user:password@host/v1; every session sees the Settings
    page and the chat sidebar, so the password must be masked there, and an Apply that leaves the URL field
    as shown must keep the real endpoint (and so the server's key) rather than the masked text."""
    served, operator = operator_llm
    secret = "gw-pass-0042"
    url = operator.base_url.replace("http://", f"http://gw-user:{secret}@")
    served.settings = served.settings.model_copy(update={"llm_base_url": url})
    at = run(AppTest.from_file(APP, default_timeout=TIMEOUT))
    assert secret not in every_text(at._tree) and "127.0.0.1" in every_text(at._tree)  # the chat's sidebar
    at.switch_page("pages/3_Settings.py")
    run(at)
    assert secret not in every_text(at._tree) and "127.0.0.1" in every_text(at._tree)
    at.text_input(key="llm_model").set_value("operator-model-2")  # the URL field left as shown
    at.button[1].click()  # Apply
    run(at)
    assert secret not in every_text(at._tree)
    assert not any("No API key will be sent" in shown(w) for w in at.warning)
    at.switch_page("app.py")
    run(at)
    assert secret not in every_text(at._tree)
    say(at, DOWRY)
    assert operator.chat_requests and all(r["body"]["model"] == "operator-model-2" for r in operator.chat_requests)
    # the URL's own credentials were sent (httpx makes them Basic auth), not the masked text the page showed
    basic = "Basic " + base64.b64encode(f"gw-user:{secret}".encode()).decode()
    assert all(bearer(r) == basic for r in operator.chat_requests)
