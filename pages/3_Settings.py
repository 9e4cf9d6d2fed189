"""Settings: this session's LLM endpoint (with a connection check), the model, and where things are stored.

The endpoint chosen here is kept in the session state: it never changes what other sessions use, and the
server's API key is never sent to a host the operator did not configure (``lcr_ui.settings``)."""

from __future__ import annotations

import streamlit as st

from lcr_core.config import PACKAGED_WEIGHTS
from lcr_ui.highlight import escape_markdown
from lcr_ui.llm_chat import check_connection
from lcr_ui.resources import LLM_SETTINGS, current_engine, session_llm
from lcr_ui.settings import backend_line, key_withheld, llm_settings, shown_url, toml_snippet

st.set_page_config(page_title="lcr · settings", page_icon=":material/settings:", layout="wide")
engine = current_engine()
s = engine.settings
st.title("Settings")

st.subheader("LLM endpoint")
operator = engine.settings  # the server's configuration, shared by every session: never changed from here
s = session_llm(engine)
st.caption("Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp). Leave the URL or the model empty "
           "for offline mode. Changes apply to this browser session only (other users keep the server's "
           "configuration) until you close the tab; the API key is never shown, written to disk or logged.")
if operator.llm_enabled:
    st.caption(escape_markdown(f"The server is configured with {operator.llm_model} at "
                               f"{shown_url(operator.llm_base_url)}. "
                               "Its API key is only ever sent to that endpoint: another endpoint needs your own "
                               "key."))
with st.form("llm"):
    url = st.text_input("Base URL", shown_url(s.llm_base_url), placeholder="http://127.0.0.1:11434/v1", key="llm_url")
    model = st.text_input("Model", s.llm_model, placeholder="llama3.1:8b", key="llm_model")
    key = st.text_input("API key", "", type="password",
                        placeholder="(unchanged)" if s.llm_api_key.get_secret_value() else "(none)", key="llm_key")
    timeout = st.number_input("Timeout per request (seconds)", 1.0, 600.0, float(s.llm_timeout), 1.0,
                              key="llm_timeout")
    deadline = st.number_input("Answer deadline (seconds)", 1.0, 600.0, float(s.llm_deadline), 1.0,
                               key="llm_deadline",
                               help="How long a chat answer waits for the LLM in total; cards it has not "
                                    "explained by then keep their offline explanation.")
    c1, c2, c3 = st.columns(3)
    check = c1.form_submit_button("Check connection", icon=":material/network_check:")
    apply = c2.form_submit_button("Apply", type="primary")
    reset = c3.form_submit_button("Use the server's configuration")

try:
    candidate = llm_settings(s, url, model, key or None, timeout, operator=operator, deadline=deadline)
except ValueError as exc:
    st.error(escape_markdown(str(exc)))
    candidate = None
if candidate is not None and (check or apply) and key_withheld(candidate, operator, key):
    st.warning(escape_markdown(f"No API key will be sent to {shown_url(candidate.llm_base_url)}: the server's key "
                               "is only used with the endpoint the operator configured. Enter your own key for this "
                               "endpoint if it needs one."), icon=":material/key_off:")
if candidate is not None and check:
    with st.spinner("Asking the model for a short reply…"):
        ok, message = check_connection(candidate)
    st.session_state["llm_check"] = (ok, message)
    if ok:  # it answers: the chat waits for it again
        engine.llm_breaker.answered(candidate)
    (st.success if ok else st.error)(("Connected: " if ok else "Check failed: ") + escape_markdown(message))
if candidate is not None and apply:
    st.session_state[LLM_SETTINGS] = candidate
    st.session_state.pop("llm_check", None)
    engine.llm_breaker.forget(candidate)  # applied anew: the next answer tries it, even if it was not answering
    st.success("Applied to this session: " + ("LLM mode with " + escape_markdown(candidate.llm_model)
                                              if candidate.llm_enabled else "offline mode") + ".")
if reset:
    st.session_state.pop(LLM_SETTINGS, None)
    st.session_state.pop("llm_check", None)
    engine.llm_breaker.forget(operator)
    st.success("This session uses the server's configuration again: " + (
        "LLM mode with " + escape_markdown(operator.llm_model) if operator.llm_enabled else "offline mode") + ".")

st.subheader("Paths")
st.caption("Set these with environment variables (LCR_STORE, LCR_CACHE_DIR, LCR_WEIGHTS_FILE, LCR_BACKEND) or in lcr.toml, "
           "then restart the app.")
weights = engine.settings.weights()
st.table({"what": ["store", "search backend", "cache", "encoder model", "weights", "facetizer"],
          "value": [str(engine.store.path), backend_line(engine.settings, engine.store.path), str(s.cache_dir),
                    engine.encoder.id,
                    f"{weights.source} ({s.weights_file or (PACKAGED_WEIGHTS if PACKAGED_WEIGHTS.exists() else 'paper defaults')})",
                    engine.info()["facetizer"]]})
st.markdown("To keep these settings, put this in `lcr.toml` (the key belongs in `LCR_LLM_API_KEY`):")
st.code(toml_snippet(session_llm(engine)), language="toml")
