"""Heavy resources, loaded once per server process and shared by every browser session (Streamlit)."""

from __future__ import annotations

import threading
from pathlib import Path

import streamlit as st

from lcr_core import Engine, Settings
from lcr_core.config import ConfigError, load_settings
from lcr_core.store import StoreError

from .chat import bound_query_llm
from .highlight import escape_markdown


@st.cache_resource(show_spinner="Loading the search engine (once per server)…")
def get_engine(store: str, cache_dir: str) -> Engine:
    """One engine per (store, cache) for the whole process: encoder, Chroma store and index load once."""
    engine = Engine(Settings(store=Path(store), cache_dir=Path(cache_dir)), create=True)
    bound_query_llm(engine)  # a slow LLM facetizing the query must not hold the chat past its deadline
    if engine.store.count():
        engine.index  # load (or build) the derived index now
    threading.Thread(target=_warm_up, args=(engine,), name="lcr-warm-up", daemon=True).start()
    return engine


def _warm_up(engine: Engine) -> None:
    """Load the encoder and the index while the user types the first message."""
    try:
        engine.warm_up()
    except Exception:  # a failed warm-up only means the first query is slower
        pass


def current_engine() -> Engine:
    """The engine of the store the configuration points at (``LCR_STORE`` / ``lcr.toml`` / default).

    A configuration that cannot be read, or a store that cannot be opened (a file where the folder should be,
    a damaged Chroma database, another model's store), stops the page with one line saying why and what to
    change, as ``lcr info`` does, instead of a traceback; nothing is cached, so the page works once it is fixed."""
    try:
        s = load_settings()
    except ConfigError as exc:
        st.error(escape_markdown(f"The configuration cannot be used: {exc}. Fix it and restart the app."),
                 icon=":material/error:")
        st.stop()
    try:
        return get_engine(str(s.store), str(s.cache_dir))
    except (StoreError, OSError) as exc:
        st.error(escape_markdown(f"The store at {s.store} cannot be opened ({exc}). Point LCR_STORE (or store in "
                                 "lcr.toml) at another folder and restart the app, or move this one aside to "
                                 f"start afresh; `lcr info --store {s.store}` gives the same diagnosis."),
                 icon=":material/error:")
        st.stop()


LLM_SETTINGS = "llm_settings"


def session_llm(engine: Engine) -> Settings:
    """The LLM settings of this browser session: what its Settings page chose, else the operator's (the
    engine's). Only this session's queries go where these point."""
    chosen = st.session_state.get(LLM_SETTINGS)
    return chosen if isinstance(chosen, Settings) else engine.settings
