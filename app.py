"""lcr chat: describe a fact pattern, get precedent cards with evidence, rationale and stance.

Run with ``streamlit run app.py`` (``make app``). The engine loads once per server process
(``lcr_ui.resources``); each browser session has its own conversation in session state, kept on disk under a
random id in the URL (``?c=<id>``, ``lcr_ui.saved_conversations``) so that a reload of the page brings it back.
"""

from __future__ import annotations

import time

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from lcr_core import FACETS, Engine
from lcr_core.config import ConfigError, load_settings
from lcr_ui import chat, views
from lcr_ui.controls import ControlState, apply_refine, outside_corpus, to_filters, weight_spec
from lcr_ui.conversation import Conversation, Turn
from lcr_ui.corpus import courts_and_years, ingest_demo
from lcr_ui.followup import MAX_K, Intent, Refine, parse_followup
from lcr_ui.highlight import clip, escape_markdown
from lcr_ui.resources import current_engine, session_llm
from lcr_ui.saved_conversations import (KEEP, ConversationMovedOn, ConversationStore, ConversationUnreadable,
                                        is_conversation_id, new_conversation_id)
from lcr_ui.settings import shown_url
from lcr_ui.side import NOT_STATED, SIDE_OPTIONS, side_of_option

st.set_page_config(page_title="lcr · legal case retrieval", page_icon=":material/balance:", layout="wide")

# Session-state keys. Control values live under "ctl_*" (plain keys survive visits to other pages); the
# widgets use "w_*" keys seeded from them.
CONV, PENDING, CHAT = "conv", "pending", "chat_msg"
# PENDING holds the messages waiting for an answer, oldest first, each a [message, intent, asked, tries] list (asked:
# its user turn is in the conversation; tries: runs in which answering it failed - a run restarted by Streamlit is
# no try). A message sent while the last one is still being answered restarts the script run; the unanswered one
# stays at the head and is answered first (it was dropped: its bubble stayed alone and "why is #2 relevant?" said
# there were no results yet).
# The conversation kept on disk: its id (also in the URL as URL_ID), the revision this session saved or read last,
# what it saved last (nothing is written when nothing changed), the judgments its cards name that the store no
# longer holds (with the store generation that was asked), and the one-line notice of a link not restored.
CONV_ID, CONV_REVISION, CONV_SAVED, CONV_GONE, CONV_NOTICE = (
    "conv_id", "conv_revision", "conv_saved", "conv_gone", "conv_notice")
URL_ID = "c"
CONV_SAVE_FAILED = "conv_save_failed"  # said once per session: this conversation cannot be written to disk
EXAMPLE = ("My client was convicted of criminal breach of trust as a government cashier for altering the cash "
           "book. The High Court upheld the conviction. What must the prosecution prove?")


def conversation() -> Conversation:
    if CONV not in st.session_state:
        st.session_state[CONV] = Conversation()
    return st.session_state[CONV]


def conversation_store(engine: Engine) -> ConversationStore:
    """The conversation files of this store: ``conversations/`` in the store folder (the cards name its
    judgments), never in the package."""
    return ConversationStore(engine.store.path / "conversations", keep=KEEP)


def conversations_kept() -> bool:
    """``LCR_KEEP_CONVERSATIONS`` (read every run, like the store it names): an operator who must not hold users'
    facts on disk turns it off, and then no conversation is written or read."""
    try:
        return load_settings().keep_conversations
    except ConfigError:  # current_engine has already said what is wrong with the configuration
        return True


def restore_conversation(engine: Engine) -> None:
    """Once per browser session, before the sidebar's widgets: the conversation the URL names (a reload of the
    page), with its side and the K, years and courts set in it. A link that is not lcr's, a file that cannot be
    read or one no longer kept starts a new conversation with a one-line notice. The same link open in two tabs:
    the tab that opened it last keeps it; the other goes on under a new id at its next change (no cross-talk)."""
    ss = st.session_state
    if CONV in ss:
        return
    ss[CONV] = Conversation()
    cid = st.query_params.get(URL_ID)
    if cid is None:
        return
    del st.query_params[URL_ID]  # set again once there is something to keep
    if not conversations_kept():
        ss[CONV_NOTICE] = ("This server keeps no conversations (LCR_KEEP_CONVERSATIONS is off), so the link cannot "
                           "bring one back: a new conversation was started.")
        return
    if not is_conversation_id(cid):
        ss[CONV_NOTICE] = ("This is not a conversation link lcr made (its id is not 32 hex digits), so it was "
                           "ignored: a new conversation was started.")
        return
    try:
        saved = conversation_store(engine).load(cid)
    except ConversationUnreadable as exc:
        ss[CONV_NOTICE] = f"The conversation in this link could not be read ({exc}): a new conversation was started."
        return
    if saved is None:
        ss[CONV_NOTICE] = (f"The conversation in this link is no longer kept (only the {KEEP} most recent are): "
                           "a new conversation was started.")
        return
    ss[CONV], ss[CONV_ID], ss[CONV_REVISION] = saved.conversation, cid, saved.revision
    st.query_params[URL_ID] = cid
    ss.pop(CONV_GONE, None)  # asked of the store before its cards are drawn
    if saved.controls is not None:
        years, courts = bounds_and_courts(engine)
        c = saved.controls
        span = None
        if years is not None and c.years is not None:
            lo, hi = max(years[0], min(c.years)), min(years[1], max(c.years))
            span = (lo, hi) if lo <= hi else years
        store_controls(ControlState(k=max(1, min(MAX_K, c.k)), years=span,
                                    courts=tuple(x for x in c.courts if x in courts)))
    # CONV_SAVED is left unset, so the end of this run saves it as the next revision: the link belongs to the page
    # that opened it last. A page reloaded while an answer ran has an old session that may still save that answer;
    # it then finds the file moved on and goes on under a new id instead of overwriting the reloaded page's.


def judgments_gone(engine: Engine, conv: Conversation) -> frozenset[str]:
    """The judgments the conversation's cards name that the store no longer holds: deleted since a restored
    conversation was saved, or on the Corpus page meanwhile. Asked again only when the store has changed (its
    generation moves on every write); none when the store cannot say (the cards are drawn from what was saved
    either way, and the case expander says when a case is gone)."""
    ss = st.session_state
    try:
        generation = engine.store.generation
    except Exception:
        generation = None
    seen = ss.get(CONV_GONE)
    if generation is not None and seen is not None and seen[0] == generation:
        return seen[1]
    ids = sorted({c.case_id for t in conv.turns for c in t.cards})
    try:
        gone = frozenset(set(ids) - engine.store.stored(ids)) if ids else frozenset()
    except Exception:
        gone = frozenset()
    ss[CONV_GONE] = (generation, gone)
    return gone


def _kept_state(conv: Conversation, controls: ControlState) -> dict:
    return {"conversation": conv.to_json(), "controls": controls}


def save_conversation(engine: Engine) -> None:
    """Keep the conversation on disk once it has something (a message or a side), under the id in the URL.
    Nothing is written when nothing changed. If another tab with the same link saved it meanwhile, this tab's
    turns go on under a new id; a folder that cannot be written costs only the reload, once said."""
    ss = st.session_state
    conv = conversation()
    if (not conv.turns and conv.side is None) or not conversations_kept():
        return
    state = _kept_state(conv, control_state(engine))
    cid = ss.get(CONV_ID)
    if cid is None or state != ss.get(CONV_SAVED):
        store = conversation_store(engine)
        s = session_llm(engine)
        keys = [engine.settings.llm_api_key.get_secret_value(), s.llm_api_key.get_secret_value()]
        new = cid is None
        cid = cid or new_conversation_id()
        try:
            try:
                revision = store.save(cid, conv, state["controls"], ss.get(CONV_REVISION, 0) if not new else 0, keys)
            except ConversationMovedOn:
                cid = new_conversation_id()
                revision = store.save(cid, conv, state["controls"], 0, keys)
                st.toast("This conversation was also changed in another tab with the same link, so this tab's "
                         "goes on as a new conversation with a link of its own; the other tab keeps its link.",
                         icon=":material/call_split:")
        except OSError as exc:
            if not ss.get(CONV_SAVE_FAILED):
                ss[CONV_SAVE_FAILED] = True
                st.toast(escape_markdown(f"This conversation cannot be kept on disk ({exc.strerror or exc}): a "
                                         "reload of the page would lose it."), icon=":material/warning:")
            return
        ss[CONV_ID], ss[CONV_REVISION], ss[CONV_SAVED] = cid, revision, state
        ss.pop(CONV_SAVE_FAILED, None)
    if st.query_params.get(URL_ID) != cid:
        st.query_params[URL_ID] = cid


def start_new_conversation() -> None:
    """The "New conversation" button: an empty conversation, given a new id once it has something to keep (the
    old one stays on disk under its own link)."""
    ss = st.session_state
    ss[CONV] = Conversation()
    for key in (CONV_ID, CONV_REVISION, CONV_SAVED, CONV_GONE, CONV_NOTICE):
        ss.pop(key, None)
    if URL_ID in st.query_params:
        del st.query_params[URL_ID]


def bounds_and_courts(engine: Engine) -> tuple[tuple[int, int] | None, list[str]]:
    courts, years = courts_and_years(engine)
    return years, courts


def control_state(engine: Engine) -> ControlState:
    years, _ = bounds_and_courts(engine)
    ss = st.session_state
    return ControlState(k=int(ss.get("ctl_k", engine.settings.k)), years=ss.get("ctl_years", years),
                        courts=tuple(ss.get("ctl_courts", ())))


def store_controls(state: ControlState) -> None:
    """Write controls to both the persistent and the widget keys (only from callbacks / before widgets)."""
    ss = st.session_state
    ss["ctl_k"] = ss["w_k"] = state.k
    ss["ctl_courts"] = ss["w_courts"] = list(state.courts)
    if state.years is not None:
        ss["ctl_years"] = ss["w_years"] = tuple(state.years)


MAX_TRIES = 3


def queue(message: str, intent: Intent | None) -> None:
    """Add a message to those waiting for an answer (see PENDING)."""
    st.session_state.setdefault(PENDING, []).append([message, intent, False, 0])


def submit(message: str) -> None:
    """Queue a message for this run; a recognised refinement updates the controls first."""
    engine = current_engine()
    years, courts = bounds_and_courts(engine)
    intent = parse_followup(message, courts)
    if isinstance(intent, Refine) and not outside_corpus(intent, years):  # an impossible range changes nothing
        store_controls(apply_refine(control_state(engine), intent, years))
    queue(message, intent)


def on_chat_submit() -> None:
    message = st.session_state.get(CHAT)
    if message is not None:
        submit(str(message))


def on_suggestion(key: str) -> None:
    choice = st.session_state.get(key)
    if choice:
        submit(choice)
    st.session_state[key] = None


def on_rerun_last() -> None:
    queue("(re-run the last search with the sidebar settings)", Refine())


# ---- sidebar ---------------------------------------------------------------------------------------------
def sidebar(engine: Engine) -> tuple[chat.Controls, DeltaGenerator, DeltaGenerator]:
    """The sidebar's controls, and the slots where "I act for" and the LLM's status are drawn once this run's
    message has been answered (a side stated in the chat then shows with the answer that noted it, and an LLM
    that just timed out shows as not answering, not as "not checked yet", one message later)."""
    ss = st.session_state
    years, courts = bounds_and_courts(engine)
    state = control_state(engine)
    with st.sidebar:
        st.subheader("Corpus")
        st.markdown(f"**{engine.store.count():,}** judgments")
        st.caption(escape_markdown(str(engine.store.path)))
        st.page_link("pages/1_Corpus.py", label="Manage the corpus", icon=":material/folder_open:")

        st.subheader("Search")
        ss.setdefault("w_k", state.k)
        k = st.slider("Results (K)", 1, MAX_K, key="w_k")
        year_range = None
        if years is not None and years[0] < years[1]:
            ss.setdefault("w_years", tuple(state.years or years))
            year_range = st.slider("Years", years[0], years[1], key="w_years")
        if len(courts) > 1:
            ss.setdefault("w_courts", [c for c in state.courts if c in courts])
            picked = st.multiselect("Courts", courts, key="w_courts", placeholder="any court")
        else:
            picked = list(state.courts)
        current = ControlState(k=int(k), years=tuple(year_range) if year_range else years, courts=tuple(picked))
        ss["ctl_k"], ss["ctl_courts"] = current.k, list(current.courts)
        if current.years is not None:
            ss["ctl_years"] = current.years
        side_slot = st.container()
        weights = weights_panel(engine)
        last = conversation().last_results()
        if last is not None:
            st.button("Re-run the last search with these settings", on_click=on_rerun_last, icon=":material/refresh:",
                      use_container_width=True)

        st.subheader("Follow-ups")
        llm_slot = st.container()
        st.button("New conversation", icon=":material/add_comment:", use_container_width=True,
                  on_click=start_new_conversation,
                  help=("Start an empty conversation with a link of its own. Each conversation is kept on this "
                        "server (in the store folder's conversations/), so reloading the page brings it back with "
                        f"its results, side and filters; the {KEEP} most recent are kept and older ones deleted."
                        if conversations_kept() else
                        "Start an empty conversation. This server keeps no conversations on disk "
                        "(LCR_KEEP_CONVERSATIONS is off), so a reload of the page starts afresh."))
    return (chat.Controls(k=current.k, filters=to_filters(current, years), weights=weights, year_bounds=years),
            side_slot, llm_slot)


def on_side_change() -> None:
    """The sidebar's "I act for" choice becomes the conversation's side; the last results are re-read for it."""
    conv = conversation()
    role = side_of_option(st.session_state.get("w_side"))
    if conv.set_side(role, "chosen in the sidebar" if role else "") and conv.last_results() is not None:
        queue(f"(re-read the last results for {chat.side_label(role)})", Refine())


def side_control() -> None:
    st.session_state["w_side"] = conversation().side or NOT_STATED  # a side stated in the chat shows here too
    st.selectbox("I act for", SIDE_OPTIONS, key="w_side", on_change=on_side_change,
                 help="Whom you act for. Badges say whether each precedent's outcome favoured the party in your "
                      "client's position. You can also say it in the chat: “I act for the employee”.")


def weights_panel(engine: Engine):
    default = engine.settings.weights()
    ss = st.session_state

    def reset() -> None:
        for key in [k for k in ss if str(k).startswith(("w_alpha", "w_beta", "w_lex_", "w_sem_"))]:
            del ss[key]

    with st.expander("Advanced: weights", icon=":material/tune:"):
        st.caption(f"Default: {default.source}. Section weights are rescaled to sum to 1.")
        alpha = st.slider("alpha (lexical)", 0.0, 2.0, float(default.alpha), 0.05, key="w_alpha")
        beta = st.slider("beta (semantic)", 0.0, 2.0, float(default.beta), 0.05, key="w_beta")
        cols = st.columns(2)
        lex = [cols[0].slider(f"lexical · {f}", 0.0, 1.0, float(w), 0.01, key=f"w_lex_{f}")
               for f, w in zip(FACETS, default.w_lex)]
        sem = [cols[1].slider(f"semantic · {f}", 0.0, 1.0, float(w), 0.01, key=f"w_sem_{f}")
               for f, w in zip(FACETS, default.w_sem)]
        st.button("Reset to default", on_click=reset)
        try:
            spec = weight_spec(alpha, beta, lex, sem, default)
        except ValueError as exc:
            st.error(f"{exc}; using the default weights.")
            return None
        if spec is not None:
            st.caption("Custom weights are in use.")
        return spec


def llm_status(engine: Engine) -> None:
    s = session_llm(engine)
    if not s.llm_enabled:
        st.markdown(":gray-badge[offline mode]")
        st.caption("Follow-ups work through the controls and phrasings such as “show 20”, “only cases after "
                   "1990”, “more like #3”, “why is #2 relevant?”, “show me the holding of #2”, “compare #1 and #4”, "
                   "“which of these oppose the petitioner?”. "
                   "Configure an LLM on the Settings page for free-form follow-ups.")
    elif (outage := chat.llm_outage(engine, s)) is not None:  # it did not answer a moment ago
        st.markdown(":orange-badge[LLM not answering]")
        st.caption(escape_markdown(f"{s.llm_model} at {shown_url(s.llm_base_url)}. {outage.status()}"))
    else:
        check = st.session_state.get("llm_check")
        badge = ":green-badge[LLM connected]" if check and check[0] else (
            ":red-badge[LLM check failed]" if check else ":blue-badge[LLM mode]")
        st.markdown(badge)
        st.caption(escape_markdown(f"{s.llm_model} at {shown_url(s.llm_base_url)}"
                                         + (f" — {check[1]}" if check else " (not checked yet)")))
    st.page_link("pages/3_Settings.py", label="LLM and paths", icon=":material/settings:")


# ---- main area --------------------------------------------------------------------------------------------
def empty_store(engine: Engine) -> None:
    st.info(f"The store at {engine.store.path} has no judgments yet. Index the demo corpus (250 AILA 2019 "
            "judgments, a few seconds with the shipped vectors), or upload your own on the Corpus page.",
            icon=":material/inventory_2:")
    if st.button("Index the demo corpus", type="primary", icon=":material/download:"):
        bar = st.progress(0.0, text="Indexing the demo corpus…")

        def progress(done: int, total: int | None, what: str) -> None:
            if total:
                bar.progress(min(done / total, 1.0), text=f"Indexed {done} of {total} judgments")

        try:
            report = ingest_demo(engine, progress)
        except Exception as exc:  # keep the app alive; whatever was committed stays
            st.error(f"Indexing stopped: {escape_markdown(str(exc))}. Everything indexed so far is kept; press the button to resume.")
            return
        bar.progress(1.0, text=report.summary())
        st.rerun()


def suggestions(turn: Turn, n: int) -> None:
    if not turn.cards:
        return
    top = turn.cards[0].rank
    opts = ["show 20", f"more like #{top}", f"why is #{top} relevant?", f"show me the holding of #{top}"]
    if any(c.stance for c in turn.cards):  # with a side stated, the badges (and the question) are the client's
        side = any(c.stance is not None and c.stance.user_role for c in turn.cards)
        opts.append("which of these oppose my client?" if side else "which of these oppose the petitioner?")
    years = sorted(c.year for c in turn.cards if c.year)
    if years:
        opts.append(f"only cases after {years[len(years) // 2]}")
    key = f"suggest-{n}"
    st.pills("Follow up", opts, key=key, on_change=on_suggestion, args=(key,), label_visibility="collapsed")


def handle_pending(engine: Engine, conv: Conversation, controls: chat.Controls) -> None:
    """Answer the waiting messages in order. A message leaves the queue only once its answer is in the
    conversation, so a run restarted by a newer message answers it first."""
    waiting = st.session_state.get(PENDING) or []
    while waiting:
        item = waiting[0]
        message, intent, asked, tries = item
        item[3] = tries + 1
        if tries >= MAX_TRIES or not message.strip():  # answered with an error, which leaves the queue at once
            text = (f"Your message \u201c{clip(' '.join(message.split()), 120)}\u201d could not be answered (it "
                    "failed three times); please send it again." if message.strip() else
                    "The message is empty: describe the facts of your case (what happened, who did what, what the "
                    "courts decided) or paste a judgment.")
            turn = conv.add(Turn("assistant", text, kind="error"))
            waiting.pop(0)
            views.assistant_turn(turn, engine, f"t{len(conv.turns)}")
            continue
        try:
            if not asked:
                conv.add(Turn("user", message[: engine.settings.max_query_chars]))
                item[2] = True
                views.user_message(message)
            box = st.chat_message("assistant")
            with box:
                turns = answer(engine, conv, message, intent, controls)
        except Exception:
            raise  # a crash counts as a try: a message that always fails is given up after MAX_TRIES runs
        except BaseException:
            # Streamlit stopped this run (a newer message restarts it): not a try, or three quick follow-ups during
            # one slow search gave the search up ("interrupted three times") though nothing failed
            item[3] = tries
            raise
        for turn in turns:  # no Streamlit call between these and the pop: a restart cannot split them
            conv.add(turn)
        waiting.pop(0)
        first = len(conv.turns) - len(turns) + 1
        with box:  # keyed by each turn's place in the conversation, as main() keys them (two turns with card #2,
            for n, turn in enumerate(turns, start=first):  # results re-read for a side and an answer, clashed)
                views.assistant_body(turn, engine, f"t{n}")
    st.session_state.pop(PENDING, None)


def answer(engine: Engine, conv: Conversation, message: str, intent: Intent | None,
           controls: chat.Controls) -> list[Turn]:
    """The assistant's turns for one message, with the steps shown as they run."""
    with st.status("Working…", expanded=True) as status:
        t0 = time.perf_counter()

        def on_step(label: str, seconds: float) -> None:
            status.write(f"{label}: {seconds:.2f} s")

        try:
            turns = chat.respond(engine, conv, message, intent, controls, on_step, llm=session_llm(engine))
        except Exception as exc:  # the app keeps running; the conversation keeps everything before
            status.update(label="Failed", state="error")
            return [Turn("assistant", f"Something went wrong ({type(exc).__name__}: {exc}). Your conversation "
                                      "and the corpus are unchanged; please try again.", kind="error")]
        status.update(label=f"Done in {time.perf_counter() - t0:.1f} s", state="complete", expanded=False)
    return turns


def main() -> None:
    engine = current_engine()
    st.title("Legal case retrieval")
    mode = chat.mode_label(session_llm(engine))
    st.caption(f"Describe a fact pattern or paste a judgment: precedents ranked facet by facet (facts, issues, "
               f"decision, reasoning), with the passages that matched and their stance. · **{mode}**")
    if engine.store.count() == 0:
        empty_store(engine)
        return
    restore_conversation(engine)
    controls, side_slot, llm_slot = sidebar(engine)
    conv = conversation()
    if (notice := st.session_state.pop(CONV_NOTICE, None)) is not None:
        st.info(escape_markdown(notice), icon=":material/history:")
    if not conv.turns and PENDING not in st.session_state:
        st.info("Try: " + EXAMPLE, icon=":material/lightbulb:")
    gone = judgments_gone(engine, conv)
    for n, turn in enumerate(conv.turns, start=1):
        if turn.role == "user":
            views.user_message(turn.text)
        else:
            views.assistant_turn(turn, engine, f"t{n}", gone=gone)
    if PENDING in st.session_state:
        handle_pending(engine, conv, controls)
    with side_slot:
        side_control()
    with llm_slot:
        llm_status(engine)
    last = conv.turns[-1] if conv.turns else None
    if last is not None and last.kind in ("results", "answer") and last.cards:
        suggestions(last, len(conv.turns))
    save_conversation(engine)
    st.chat_input("Describe the facts of your case, or paste a judgment", key=CHAT, on_submit=on_chat_submit)


main()
