"""Streamlit rendering of turns and cards. Case, user and model text is always escaped (``highlight``) or shown
with ``st.text``; nothing here uses ``unsafe_allow_html``."""

from __future__ import annotations

from collections.abc import Collection

import streamlit as st

from lcr_core import FACETS, Engine

from . import export
from .conversation import Card, Turn
from .highlight import clip, escape_markdown, highlight_markdown

STANCE_COLORS = {"supports": "green", "neutral": "gray", "opposes": "red"}
STANCE_ICONS = {"supports": ":material/thumb_up:", "neutral": ":material/remove:", "opposes": ":material/thumb_down:"}
USER_PREVIEW_CHARS = 3000


def user_message(text: str) -> None:
    with st.chat_message("user"):
        st.text(text[:USER_PREVIEW_CHARS])
        if len(text) > USER_PREVIEW_CHARS:
            st.caption(f"({len(text):,} characters; the first {USER_PREVIEW_CHARS:,} are shown)")


def steps_box(turn: Turn) -> None:
    total = sum(s for _, s in turn.steps)
    with st.status(f"Searched in {total:.1f} s", state="complete", expanded=False):
        for label, seconds in turn.steps:
            st.write(f"{label}: {seconds:.2f} s")


def assistant_turn(turn: Turn, engine: Engine, key: str, gone: Collection[str] = ()) -> None:
    """One assistant turn from the history, in its own chat message. ``gone``: judgments its cards name that the
    store no longer holds (a conversation restored after they were deleted)."""
    with st.chat_message("assistant"):
        if turn.steps:
            steps_box(turn)
        assistant_body(turn, engine, key, gone)


def assistant_body(turn: Turn, engine: Engine, key: str, gone: Collection[str] = ()) -> None:
    """Summary, notices, the query's facets, the cards and the export menu of one assistant turn."""
    if turn.kind == "error":
        st.error(escape_markdown(turn.text), icon=":material/error:")
        return
    st.markdown(escape_markdown(turn.text))
    if turn.kind == "export":  # "export these": the last results' menu again, not their cards
        if turn.cards:
            export_menu(turn, key)
        return
    for note in turn.notices:
        st.warning(escape_markdown(note), icon=":material/info:")
    if turn.query_facets:
        with st.expander("How we read your facts", icon=":material/psychology:"):
            for facet, text in turn.query_facets.items():
                st.markdown(f"**{facet}**")
                st.text(clip(text, 4000))
    for card in turn.cards:
        card_view(card, turn.query_terms, engine, f"{key}-{card.rank}", card.case_id in gone)
    if turn.kind == "results" and turn.cards:
        export_menu(turn, key)


def card_view(card: Card, terms: list[str], engine: Engine, key: str, gone: bool = False) -> None:
    """One result card, from what the conversation kept (``gone``: its judgment is no longer in the store)."""
    with st.container(border=True, key=f"card-{key}"):
        head, score = st.columns([0.78, 0.22])
        head.markdown(f"**#{card.rank} · {escape_markdown(card.title)}**")
        where = " · ".join(str(x) for x in (card.case_id, card.court, card.year) if x)
        head.caption(escape_markdown(where))
        if gone:
            head.caption(":orange[:material/delete: This judgment is no longer in the store (deleted after this "
                         "conversation was saved): the card shows what was saved then.]")
        score.markdown(f"**score {card.score:.2f}**")
        score.caption(f"lexical {card.s_lex:+.2f} · semantic {card.s_sem:+.2f} · best: {card.best_facet}")
        stance_badges(card)
        stance_lines(card)
        if card.rationale:
            st.markdown(escape_markdown(card.rationale))
        for q in card.quotes:
            st.caption(escape_markdown(quote_caption(q)))
            st.markdown("> " + highlight_markdown(q.text, terms, engine.analyzer))
        case_expander(card, terms, engine, key)


QUOTE_KINDS = {"match": "matched your facts", "holding": "holding on the point", "outcome": "deciding sentence"}


def quote_caption(q) -> str:
    where = f" · characters {q.start:,}–{q.end:,}" if q.start >= 0 else ""
    kind = QUOTE_KINDS.get(q.kind, q.kind)
    return (f"[{q.ref}] " if q.ref else "") + f"{kind} · from the {q.facet}{where}"


def stance_lines(card: Card) -> None:
    """The role mapping and the deciding sentence under the badges (plain text, escaped)."""
    s = card.stance
    if s is None:
        return
    if s.user_role:
        line = f"For the {s.user_role}: {s.user} — {s.mapping}." if s.mapping else f"For the {s.user_role}: {s.user}."
        st.caption(escape_markdown(line + (" (as shown earlier in this conversation)" if s.remembered else "")))
    else:
        st.caption("No side stated: say whom you act for (e.g. “I act for the employee”) or pick it in the sidebar. "
                   "Until then the badges read the precedent for a petitioner / respondent.")
    if s.disagreement:
        st.caption(escape_markdown(s.disagreement))


def stance_badges(card: Card) -> None:
    with st.container(horizontal=True, gap="small"):
        if card.stance is None:
            st.badge("stance not available", color="gray", icon=":material/help:")
            return
        if card.stance.user_role:
            label = card.stance.user or "neutral"
            st.badge(f"for the {card.stance.user_role}: {label}", color=STANCE_COLORS.get(label, "gray"),
                     icon=STANCE_ICONS.get(label),
                     help=escape_markdown(card.stance.reason) if card.stance.reason else None)
            st.badge(f"outcome: {card.stance.outcome}", color="blue")
            if card.stance.disagreement:
                st.badge("LLM disagrees", color="orange", icon=":material/warning:")
            return
        for side in ("petitioner", "respondent"):
            label = getattr(card.stance, side)
            st.badge(f"{side}: {label}", color=STANCE_COLORS.get(label, "gray"), icon=STANCE_ICONS.get(label),
                     help=escape_markdown(card.stance.reason) if card.stance.reason else None)
        st.badge(f"outcome: {card.stance.outcome}", color="blue")


def case_expander(card: Card, terms: list[str], engine: Engine, key: str) -> None:
    """The case's four facets and full text, rendered only while the expander is open."""
    exp = st.expander("The case: four facets and full text", key=f"case-{key}", on_change="rerun",
                      icon=":material/menu_book:")
    if not exp.open:
        return
    with exp:
        case = engine.case(card.case_id)
        if case is None:
            st.info("This case is no longer in the store.")
            return
        tabs = st.tabs([*(f.capitalize() for f in FACETS), "Full text"])
        for tab, facet in zip(tabs, FACETS):
            with tab:
                body = case.facet_text(facet)
                if body.strip():
                    st.markdown(highlight_markdown(body, terms, engine.analyzer))
                else:
                    st.caption("(empty)")
        with tabs[-1]:
            st.text(case.text)


def export_menu(turn: Turn, key: str) -> None:
    with st.popover("Export results", icon=":material/download:"):
        st.download_button("Markdown (for a memo)", export.to_markdown(turn.cards, turn.spec, turn.profile, turn.query_type), file_name="precedents.md",
                           mime="text/markdown", key=f"md-{key}", on_click="ignore")
        st.download_button("CSV", export.csv_download(turn.cards), file_name="precedents.csv", mime="text/csv",
                           key=f"csv-{key}", on_click="ignore")
        st.download_button("JSON", export.to_json(turn.cards, turn.spec, turn.profile, turn.query_type), file_name="precedents.json",
                           mime="application/json", key=f"json-{key}", on_click="ignore")
