"""Heavy resources, loaded once per server process and shared by every browser session (Streamlit)."""

from __future__ import annotations

import threading
from pathlib import Path

import streamlit as st

from lcr_core import Engine, Settings


@st.cache_resource(show_spinner="Loading the search engine (once per server)…")
def get_engine(store: str, cache_dir: str) -> Engine:
    """One engine per (store, cache) for the whole process: encoder, Chroma store and index load once."""
    engine = Engine(Settings(store=Path(store), cache_dir=Path(cache_dir)), create=True)
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
    """The engine of the store the configuration points at (``LCR_STORE`` / ``lcr.toml`` / default)."""
    s = Settings()
    return get_engine(str(s.store), str(s.cache_dir))


LLM_SETTINGS = "llm_settings"


def session_llm(engine: Engine) -> Settings:
    """The LLM settings of this browser session: what its Settings page chose, else the operator's (the
    engine's). Only this session's queries go where these point."""
    chosen = st.session_state.get(LLM_SETTINGS)
    return chosen if isinstance(chosen, Settings) else engine.settings
