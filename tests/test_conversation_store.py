"""ux33: the conversation files that let a page reload keep the conversation (lcr_ui.saved_conversations)."""

from __future__ import annotations

import json
import os
import threading

import pytest

from lcr_ui.controls import ControlState
from lcr_ui.conversation import Card, Conversation, FilterSpec, Quote, SearchSpec, StanceView, Turn
from lcr_ui.saved_conversations import (KEEP, ConversationMovedOn, ConversationStore, ConversationUnreadable,
                                        is_conversation_id, new_conversation_id)

KEY = "sk-live-0123456789abcdef"


def _card(rank: int, case_id: str) -> Card:
    stance = StanceView("appeal dismissed", "opposes", "supports", "the High Court's order stands",
                        user_role="accused", user="opposes", mapping="the accused was the appellant here",
                        deciding="The appeal is dismissed.", deciding_start=100, deciding_end=124)
    return Card(rank=rank, case_id=case_id, title=f"State v. Someone {rank}", court="Supreme Court of India",
                year=1990 + rank, score=0.9 - rank / 100, s_lex=0.4, s_sem=0.5, best_facet="facts",
                lex={"facts": 0.4}, sem={"facts": 0.5},
                quotes=(Quote("facts", "the cashier altered the <b>cash book</b>", "p1", "match", 10, 50),),
                rationale="Both turn on entrustment.", stance=stance, explained_by="offline rules")


def _conversation() -> Conversation:
    conv = Conversation()
    conv.add(Turn("user", "My client, a cashier, altered the cash book. I act for the accused."))
    spec = SearchSpec("a cashier altered the cash book", 5, FilterSpec(1980, 2000, ("Supreme Court of India",)))
    conv.add(Turn("assistant", "2 precedents, ranked by profile x from a pool of 40 in 0.3 s.", kind="results",
                  cards=[_card(1, "C1001"), _card(2, "C1002")], spec=spec, query_terms=["cashier", "cash"],
                  steps=[("ranking", 0.1)], pool_size=40, mode="offline mode", profile="x"))
    conv.set_side("accused", "I act for the accused")
    conv.remember(conv.turns[-1].cards)
    return conv


CONTROLS = ControlState(k=5, years=(1980, 2000), courts=("Supreme Court of India",))


@pytest.fixture
def store(tmp_path) -> ConversationStore:
    return ConversationStore(tmp_path / "conversations")


def test_ids_are_32_hex_digits_and_differ():
    ids = {new_conversation_id() for _ in range(200)}
    assert len(ids) == 200 and all(is_conversation_id(i) for i in ids)


@pytest.mark.parametrize("bad", ["../../etc/passwd", "a" * 2000, "0123456789abcdef0123456789abcdeg",
                                 "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcde",
                                 "0123456789abcdef0123456789abcdef\n", "", None, 12, "../" + "a" * 29,
                                 "0123456789abcdef0123456789abcdef.json", "/tmp/" + "a" * 32])
def test_a_tampered_id_is_refused_before_any_path_is_built(store, bad):
    assert not is_conversation_id(bad)
    with pytest.raises(ValueError):
        store.path(bad)
    with pytest.raises(ValueError):
        store.load(bad)
    with pytest.raises(ValueError):
        store.save(bad, _conversation(), CONTROLS)
    assert not store.folder.exists() or not any(store.folder.iterdir())


def test_a_conversation_round_trips_with_its_cards_side_and_controls(store):
    cid = new_conversation_id()
    conv = _conversation()
    assert store.save(cid, conv, CONTROLS) == 1
    saved = store.load(cid)
    assert saved is not None and saved.revision == 1
    assert saved.conversation == conv  # the turns, cards, badges, side and remembered stances, all of it
    assert saved.conversation.side == "accused" and saved.conversation.side_sentence == "I act for the accused"
    assert saved.conversation.last_results().cards[1].stance.user == "opposes"
    assert saved.controls == CONTROLS
    assert store.ids() == [cid]


def test_a_missing_file_is_none_not_an_error(store):
    assert store.load(new_conversation_id()) is None


@pytest.mark.parametrize("content", [b"", b"{\"format\": 1, \"revision\": 2, \"conversa", b"\xff\xfe garbage",
                                     b"[1, 2, 3]", b"{\"conversation\": \"no\"}",
                                     b"{\"conversation\": {\"turns\": [{\"text\": \"no role\"}]}}",
                                     b"{\"conversation\": {\"turns\": \"abc\"}}",
                                     b"{\"format\": 99, \"conversation\": {}}",
                                     b"{\"conversation\": {\"stances\": {\"x\": {\"nope\": 1}}}}"])
def test_a_damaged_file_is_unreadable_with_a_reason_never_a_traceback(store, content):
    cid = new_conversation_id()
    store.folder.mkdir(parents=True)
    store.path(cid).write_bytes(content)
    with pytest.raises(ConversationUnreadable) as got:
        store.load(cid)
    assert str(got.value) and "\n" not in str(got.value)


def test_a_damaged_file_can_be_overwritten_by_a_new_save(store):
    cid = new_conversation_id()
    store.folder.mkdir(parents=True)
    store.path(cid).write_text("{garbage")
    store.save(cid, _conversation(), CONTROLS)
    assert store.load(cid).conversation == _conversation()


def test_an_unknown_side_in_the_file_reads_as_not_stated(store):
    cid = new_conversation_id()
    conv = _conversation()
    conv.side = "emperor"
    store.save(cid, conv, CONTROLS)
    assert store.load(cid).conversation.side is None


def test_writes_are_atomic_no_temporary_file_is_left_and_a_failed_write_keeps_the_old_file(store, monkeypatch):
    cid = new_conversation_id()
    store.save(cid, _conversation(), CONTROLS)
    assert sorted(p.name for p in store.folder.iterdir()) == [f"{cid}.json"]
    before = store.path(cid).read_bytes()

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    bigger = _conversation()
    bigger.add(Turn("user", "show 20"))
    with pytest.raises(OSError):
        store.save(cid, bigger, CONTROLS, revision=1)
    assert store.path(cid).read_bytes() == before
    assert sorted(p.name for p in store.folder.iterdir()) == [f"{cid}.json"]


def test_the_api_key_is_never_written(store):
    cid = new_conversation_id()
    conv = _conversation()
    conv.add(Turn("assistant", f"Something went wrong (AuthenticationError: bad key {KEY} for https://x/v1)",
                  kind="error"))
    store.save(cid, conv, CONTROLS, secrets_to_drop=[KEY, "", None])
    text = store.path(cid).read_text()
    assert KEY not in text and "[secret removed]" in text


def test_a_second_page_on_the_same_conversation_cannot_overwrite_the_first(store):
    """Two tabs with the same link: the second save from an out-of-date revision is refused, so the caller keeps
    its turns under a new id (no cross-talk, nothing lost)."""
    cid = new_conversation_id()
    assert store.save(cid, _conversation(), CONTROLS) == 1
    tab_a, tab_b = store.load(cid), store.load(cid)
    tab_a.conversation.add(Turn("user", "show 20"))
    assert store.save(cid, tab_a.conversation, CONTROLS, revision=tab_a.revision) == 2
    tab_b.conversation.add(Turn("user", "only cases after 1990"))
    with pytest.raises(ConversationMovedOn):
        store.save(cid, tab_b.conversation, CONTROLS, revision=tab_b.revision)
    assert store.load(cid).conversation.turns[-1].text == "show 20"
    with pytest.raises(ConversationMovedOn):  # a new conversation never takes over an existing file
        store.save(cid, Conversation(), None, revision=0)


def test_concurrent_saves_of_one_revision_let_exactly_one_win(store):
    cid = new_conversation_id()
    store.save(cid, _conversation(), CONTROLS)
    results: list[str] = []

    def save(n: int) -> None:
        conv = _conversation()
        conv.add(Turn("user", f"tab {n}"))
        try:
            store.save(cid, conv, CONTROLS, revision=1)
            results.append("saved")
        except ConversationMovedOn:
            results.append("moved on")

    threads = [threading.Thread(target=save, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["moved on"] * 7 + ["saved"]


def test_a_file_deleted_by_pruning_is_written_again_by_its_page(store):
    cid = new_conversation_id()
    store.save(cid, _conversation(), CONTROLS)
    store.path(cid).unlink()
    assert store.save(cid, _conversation(), CONTROLS, revision=1) == 2


def test_only_the_most_recent_conversations_are_kept(tmp_path):
    store = ConversationStore(tmp_path / "c", keep=3)
    ids = [new_conversation_id() for _ in range(5)]
    for n, cid in enumerate(ids):
        store.save(cid, _conversation(), None)
        os.utime(store.path(cid), (1_000_000 + n, 1_000_000 + n))  # saved in this order
    store.prune()
    assert store.ids() == ids[:1:-1]  # the three saved last, newest first
    assert all(store.load(cid) is None for cid in ids[:2])
    os.utime(store.path(ids[2]), (2_000_000, 2_000_000))  # the oldest kept one is saved again: it stays
    store.save(new_conversation_id(), _conversation(), None)
    assert ids[2] in store.ids() and len(store.ids()) == 3


def test_pruning_never_deletes_the_conversation_just_saved_and_ignores_other_files(tmp_path):
    store = ConversationStore(tmp_path / "c", keep=2)
    for _ in range(2):
        cid = new_conversation_id()
        store.save(cid, _conversation(), None)
        os.utime(store.path(cid), (4_000_000_000, 4_000_000_000))  # clocks skewed: others look newer
    (store.folder / "notes.txt").write_text("mine")
    stale = store.folder / ".saving-dead.json"
    stale.write_text("{")
    os.utime(stale, (1, 1))
    mine = new_conversation_id()
    store.save(mine, _conversation(), None)  # saved now, yet ranked third by the skewed clocks
    assert store.path(mine).exists() and len(store.ids()) == 2
    assert (store.folder / "notes.txt").exists() and not stale.exists()

def test_the_default_keeps_fifty():
    assert KEEP == 50


def test_the_file_is_json_naming_judgment_ids_and_scores(store):
    cid = new_conversation_id()
    store.save(cid, _conversation(), CONTROLS)
    data = json.loads(store.path(cid).read_text())
    cards = data["conversation"]["turns"][1]["cards"]
    assert [(c["case_id"], c["score"]) for c in cards] == [("C1001", 0.89), ("C1002", 0.88)]
    assert data["controls"] == {"k": 5, "years": [1980, 2000], "courts": ["Supreme Court of India"]}


def test_an_entry_that_cannot_be_deleted_never_fails_a_save_that_was_written(tmp_path):
    """review33: a directory named like a conversation file (or a file pruning may not delete) made every save
    raise after its file was written, so the app took the save as failed, never recorded the id and wrote a new
    file on every run (the folder grew without bound and the reload lost the conversation)."""
    store = ConversationStore(tmp_path / "c", keep=2)
    store.folder.mkdir(parents=True)
    odd = store.folder / f"{new_conversation_id()}.json"
    odd.mkdir()
    os.utime(odd, (1, 1))  # the oldest entry: pruning's first candidate
    first, second = new_conversation_id(), new_conversation_id()
    assert store.save(first, _conversation(), None) == 1
    assert store.save(second, _conversation(), None) == 1
    assert store.load(second) is not None and odd.is_dir()
    assert odd.stem not in store.ids()  # not a conversation: it takes no place among the kept ones
    assert sorted(store.ids()) == sorted([first, second])


def test_the_files_and_the_folder_listing_their_ids_are_the_server_users_only(tmp_path):
    """review33: the files were 0600, but the folder was made 0755, so any local user could list the ids, and an
    id is the only key to a conversation through the app ("readable by the server's user only")."""
    old = os.umask(0o022)
    try:
        store = ConversationStore(tmp_path / "store" / "conversations")
        cid = new_conversation_id()
        store.save(cid, _conversation(), CONTROLS)
    finally:
        os.umask(old)
    assert store.path(cid).stat().st_mode & 0o077 == 0
    assert store.folder.stat().st_mode & 0o077 == 0


def _tampered(path_of_field: list, value) -> dict:
    data = json.loads(json.dumps({"format": 1, "revision": 1, "conversation": _conversation().to_json(),
                                  "controls": None}))
    node = data
    for step in path_of_field[:-1]:
        node = node[step]
    node[path_of_field[-1]] = value
    return data


@pytest.mark.parametrize("where, value", [
    (["conversation", "turns", 1, "cards", 0, "score"], "high"),  # card_view: f"{card.score:.2f}" raised
    (["conversation", "turns", 1, "cards", 0, "title"], 7),  # escape_markdown(7) raised
    (["conversation", "turns", 1, "cards", 0, "quotes", 0, "start"], "10"),
    (["conversation", "turns", 1, "cards", 0, "lex"], ["facts"]),
    (["conversation", "turns", 1, "cards", 0, "stance", "reason"], {"x": 1}),
    (["conversation", "turns", 0, "text"], None),
    (["conversation", "turns", 1, "notices"], [None]),
    (["conversation", "turns", 1, "query_terms"], [1, 2]),
    (["conversation", "turns", 1, "kind"], "poem"),
    (["conversation", "turns", 1, "spec", "filters", "year_min"], "1980"),
    (["conversation", "stances", "accused|C1001", "user"], 3),
])
def test_a_field_of_the_wrong_type_is_unreadable_not_a_crash_on_every_run(store, where, value):
    """review33: a well-formed file with a field of the wrong kind (tampered, or written by another lcr of the
    same format) loaded, and the page then raised while drawing it, on every run and every reload of the link."""
    cid = new_conversation_id()
    store.folder.mkdir(parents=True)
    store.path(cid).write_text(json.dumps(_tampered(where, value)))
    with pytest.raises(ConversationUnreadable) as got:
        store.load(cid)
    assert "\n" not in str(got.value)


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_file_that_is_no_regular_file_is_unreadable_at_once(store, kind):
    """review33: a FIFO named like a conversation file blocked the page's run for ever in read_text, and a link
    to /dev/zero (size 0 to stat) was read without end; only a regular file is read."""
    cid = new_conversation_id()
    store.folder.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(store.path(cid))
    else:
        store.path(cid).symlink_to("/dev/zero")
    got: list = []

    def load() -> None:
        try:
            store.load(cid)
            got.append("loaded")
        except ConversationUnreadable as exc:
            got.append(str(exc))

    t = threading.Thread(target=load, daemon=True)
    t.start()
    t.join(5)
    if t.is_alive() and kind == "fifo":
        with open(store.path(cid), "w"):  # let the blocked reader go before failing
            pass
    assert got and got[0] != "loaded", "the read did not return"


@pytest.mark.parametrize("key", ["null", "true", "false", "text", "role", "turns"])
def test_a_key_that_is_also_a_json_word_or_field_name_does_not_wreck_the_file(store, key):
    """review33: the key was blanked in the JSON text itself, so a placeholder key of a local LLM server such as
    "null" or "true", or one spelled like a field ("text"), broke the file's structure: it was saved, and the
    reload said it was damaged. Only the text inside strings is blanked."""
    cid = new_conversation_id()
    conv = _conversation()
    store.save(cid, conv, CONTROLS, secrets_to_drop=[key])
    saved = store.load(cid)
    assert saved is not None and saved.conversation == conv and saved.controls == CONTROLS


def test_a_card_with_metadata_as_an_upload_gave_it_still_restores(store):
    """The card's court and year are the store's metadata as given (a court as a number or a list in a user's
    JSONL, a year as text in a store written before years were validated): the type check must not call such a
    conversation unreadable, since it was drawn fine when first shown."""
    from dataclasses import replace

    cid = new_conversation_id()
    conv = _conversation()
    cards = conv.turns[1].cards
    conv.turns[1].cards = [replace(cards[0], court=5, year="12 May 2001"), replace(cards[1], court=["SC", "HC"],
                                                                                     year=2001.0)]
    store.save(cid, conv, CONTROLS)
    saved = store.load(cid)
    assert saved is not None and saved.conversation == conv
