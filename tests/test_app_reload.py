"""ux33: a page reload keeps the conversation. Through Streamlit's AppTest: a reload is a new session opened on the
same URL (``?c=<id>``); the browser test (test_browser_reload.py) does the same with a real F5."""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest
from test_app_chat import APP, TIMEOUT, demo_env, markdown, new_app, say  # noqa: F401

from lcr_ui.conversation import Card, Conversation, SearchSpec, Turn
from lcr_ui.saved_conversations import ConversationStore, is_conversation_id, new_conversation_id

CASHIER = ("My client, a government cashier, was convicted of criminal breach of trust for altering the cash "
           "book. The High Court upheld the conviction.")
TENANT = "The tenant has not paid rent for three years and sublet the premises. Can he be evicted?"
CARD_HEAD = re.compile(r"^\*\*#(\d+) · ")


def reopen(cid) -> AppTest:
    """A reload: a new browser session on the URL the page had."""
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    if cid is not None:
        at.query_params["c"] = cid
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def store_of(demo_env) -> ConversationStore:  # noqa: F811
    return ConversationStore(demo_env.settings.store / "conversations")


def conversation_text(at: AppTest) -> list[str]:
    """What the main area says, message by message: markdown, captions and badges of every chat message."""
    out = []
    for m in at.main.chat_message:
        out.append(m.name)
        out += [x.value for x in m.markdown] + [x.value for x in m.caption]
    return out


def test_a_reload_brings_back_the_messages_cards_badges_side_and_k(demo_env):  # noqa: F811
    at = new_app()
    assert "c" not in at.query_params  # nothing to keep yet: no id, no file
    say(at, CASHIER)
    at.sidebar.selectbox(key="w_side").set_value("accused").run()
    say(at, "show 7")
    cid = at.query_params.get("c")
    assert is_conversation_id(cid)
    assert store_of(demo_env).path(cid).exists()
    before = conversation_text(at)
    assert sum(bool(CARD_HEAD.match(v)) for v in before) >= 7 + 10
    assert any("for the accused:" in v for v in before)

    again = reopen(cid)
    assert conversation_text(again) == before  # the same messages, cards, badges and quotes, in order
    assert again.sidebar.selectbox(key="w_side").value == "accused"
    assert again.sidebar.slider(key="w_k").value == 7
    assert again.query_params.get("c") == cid
    assert not any("new conversation was started" in i.value for i in again.main.info)
    say(again, "why is #2 relevant?")  # a follow-up refers to the restored cards
    last = again.main.chat_message[-1]
    assert last.name == "assistant" and any("#2" in m.value and "matched best" in m.value for m in last.markdown)
    assert again.query_params.get("c") == cid
    third = reopen(cid)
    assert len(third.main.chat_message) == len(again.main.chat_message)


@pytest.mark.parametrize("bad", ["../../etc/passwd", "a" * 2000, "not-hex-" + "z" * 24,
                                 "0123456789ABCDEF0123456789ABCDEF"])
def test_a_tampered_id_in_the_url_is_refused_and_a_fresh_conversation_started(demo_env, bad):  # noqa: F811
    at = reopen(bad)
    notes = [i.value for i in at.main.info]
    assert any("not a conversation link" in n and "new conversation" in n for n in notes), notes
    assert at.query_params.get("c") != bad
    assert not at.main.chat_message
    say(at, TENANT)
    cid = at.query_params.get("c")
    assert is_conversation_id(cid) and cid != bad


def test_a_damaged_file_starts_a_fresh_conversation_with_one_line(demo_env):  # noqa: F811
    store = store_of(demo_env)
    cid = new_conversation_id()
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path(cid).write_text('{"format": 1, "revision": 3, "conversation": {"turns": [{"role": "us')
    at = reopen(cid)
    notes = [i.value for i in at.main.info]
    assert any("could not be read" in n and "new conversation" in n for n in notes), notes
    assert all("\n" not in n for n in notes)
    assert not at.main.chat_message
    say(at, TENANT)
    assert at.query_params.get("c") not in (None, cid)  # the damaged file is not written over by a new one


def test_a_link_to_a_conversation_no_longer_kept_says_so(demo_env):  # noqa: F811
    at = reopen(new_conversation_id())
    notes = [i.value for i in at.main.info]
    assert any("no longer kept" in n for n in notes), notes
    assert "c" not in at.query_params


def test_a_judgment_deleted_since_shows_a_line_not_a_crash(demo_env):  # noqa: F811
    at = new_app()
    say(at, TENANT)
    conv: Conversation = at.session_state["conv"]
    results = conv.last_results()
    gone = Card(**{**results.cards[1].__dict__, "case_id": "C_deleted_since", "title": "A judgment deleted since"})
    conv.turns[-1].cards[1] = gone
    cid = new_conversation_id()
    store_of(demo_env).save(cid, conv, None)
    again = reopen(cid)
    captions = [c.value for c in again.main.caption]
    assert sum("no longer in the store" in c for c in captions) == 1, captions
    say(again, "more like #2")  # the engine has no text for it: a clear answer, not a traceback
    assert any("no longer in the store" in v for v in markdown(again))


def test_two_sessions_get_two_conversations(demo_env):  # noqa: F811
    one, two = new_app(), new_app()
    say(one, CASHIER)
    say(two, TENANT)
    a, b = one.query_params.get("c"), two.query_params.get("c")
    assert a != b and is_conversation_id(a) and is_conversation_id(b)
    assert reopen(a).main.chat_message[0].text[0].value.startswith("My client, a government cashier")
    assert reopen(b).main.chat_message[0].text[0].value.startswith("The tenant has not paid")


def test_the_same_link_in_two_tabs_never_overwrites_the_other(demo_env):  # noqa: F811
    """The tab that opened a link last keeps it (a reload must: the old page's session may still be finishing an
    answer); the other tab's next change goes on under a new id, with a toast, and neither overwrites the other."""
    first = new_app()
    say(first, TENANT)
    cid = first.query_params.get("c")
    second = reopen(cid)  # the link opened in a second tab, or the first tab reloaded while its session lives on
    say(first, "show 3")  # the file moved on when the second tab opened it: the first goes on under its own id
    moved = first.query_params.get("c")
    assert is_conversation_id(moved) and moved != cid
    assert any("another tab" in t.value for t in first.toast)
    say(second, "show 4")
    assert second.query_params.get("c") == cid and not second.toast
    kept = store_of(demo_env).load(cid).conversation
    assert [t.text for t in kept.turns][2] == "show 4" and len(kept.turns) == 4
    assert store_of(demo_env).load(moved).conversation.turns[2].text == "show 3"
    say(first, "show 5")  # each goes on with its own link
    assert first.query_params.get("c") == moved and len(store_of(demo_env).load(cid).conversation.turns) == 4


def test_new_conversation_starts_a_fresh_id_and_says_how_many_are_kept(demo_env):  # noqa: F811
    at = new_app()
    say(at, TENANT)
    cid = at.query_params.get("c")
    button = at.sidebar.button[[b.label for b in at.sidebar.button].index("New conversation")]
    assert "50 most recent" in button.help
    button.click().run()
    assert not at.main.chat_message and "c" not in at.query_params
    assert at.sidebar.selectbox(key="w_side").value == "not stated"
    say(at, CASHIER)
    assert at.query_params.get("c") not in (None, cid)
    assert store_of(demo_env).load(cid).conversation.turns[0].text == TENANT  # the old one is kept


def test_the_api_key_never_reaches_the_file(demo_env):  # noqa: F811
    key = "sk-test-ux33-never-on-disk"
    from pydantic import SecretStr

    at = new_app()
    at.session_state["llm_settings"] = demo_env.settings.model_copy(update={"llm_api_key": SecretStr(key)})
    conv: Conversation = at.session_state["conv"]
    conv.add(Turn("user", TENANT))
    conv.add(Turn("assistant", f"Something went wrong (AuthenticationError: {key} is not valid)", kind="error"))
    at.run()
    cid = at.query_params.get("c")
    assert key not in store_of(demo_env).path(cid).read_text()


def test_the_engine_never_imports_the_conversation_files():
    import subprocess
    import sys

    code = "import lcr_core, lcr_core.engine, sys; print(any(m.startswith(('lcr_ui', 'streamlit')) for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"


def test_a_spec_survives_for_a_rerun_after_reload(demo_env):  # noqa: F811
    """The restored results keep their search spec, so "Re-run the last search" works after a reload."""
    at = new_app()
    say(at, TENANT)
    again = reopen(at.query_params.get("c"))
    last = again.session_state["conv"].last_results()
    assert isinstance(last.spec, SearchSpec) and last.spec.query
    labels = [b.label for b in again.sidebar.button]
    assert "Re-run the last search with these settings" in labels


def test_a_judgment_deleted_on_the_corpus_page_meanwhile_gets_the_line_too(demo_engine, tmp_path, monkeypatch):
    """The store is asked again when its generation moves on: a case deleted while the conversation is open (the
    Corpus page, another process) gets the line on its card at the next rerun. On a copy of the demo store."""
    import shutil

    from lcr_ui.resources import get_engine

    store = tmp_path / "store"
    shutil.copytree(demo_engine.settings.store, store, ignore=shutil.ignore_patterns("conversations"))
    monkeypatch.setenv("LCR_STORE", str(store))
    monkeypatch.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
        monkeypatch.delenv(var, raising=False)
    at = new_app()
    say(at, TENANT)
    assert not any("no longer in the store" in c.value for c in at.main.caption)
    top = at.session_state["conv"].last_results().cards[0].case_id
    get_engine(str(store), str(demo_engine.settings.cache_dir)).delete([top])
    at.run()
    assert not at.exception
    gone = [c.value for c in at.main.caption if "no longer in the store" in c.value]
    assert len(gone) == 1, gone


def test_an_operator_can_keep_no_conversation_on_disk(demo_env, monkeypatch):  # noqa: F811
    """The files hold the facts users type: with LCR_KEEP_CONVERSATIONS=false nothing is written, no link is made,
    and an old link is not read (it starts afresh, saying why)."""
    at = new_app()
    say(at, CASHIER)
    kept = at.query_params.get("c")
    assert is_conversation_id(kept) and store_of(demo_env).path(kept).exists()

    monkeypatch.setenv("LCR_KEEP_CONVERSATIONS", "false")
    before = set(store_of(demo_env).path(kept).parent.iterdir())
    at = new_app()
    say(at, TENANT)
    assert "c" not in at.query_params
    assert set(store_of(demo_env).path(kept).parent.iterdir()) == before
    again = reopen(kept)
    assert not any(CARD_HEAD.match(v) for v in conversation_text(again))
    assert any("keeps no conversations" in m.value for m in again.main.info)
