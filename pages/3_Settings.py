"""Settings: the LLM endpoint (with a connection check), the model, and where things are stored."""

from __future__ import annotations

import streamlit as st

from lcr_core.config import PACKAGED_WEIGHTS
from lcr_ui.highlight import escape_markdown
from lcr_ui.llm_chat import check_connection
from lcr_ui.resources import current_engine
from lcr_ui.settings import llm_settings, toml_snippet

st.set_page_config(page_title="lcr · settings", page_icon=":material/settings:", layout="wide")
engine = current_engine()
s = engine.settings
st.title("Settings")

st.subheader("LLM endpoint")
st.caption("Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp). Leave the URL or the model empty "
           "for offline mode. Changes apply to this app server until it restarts; the API key is never shown, "
           "written to disk or logged.")
with st.form("llm"):
    url = st.text_input("Base URL", s.llm_base_url, placeholder="http://127.0.0.1:11434/v1", key="llm_url")
    model = st.text_input("Model", s.llm_model, placeholder="llama3.1:8b", key="llm_model")
    key = st.text_input("API key", "", type="password",
                        placeholder="(unchanged)" if s.llm_api_key.get_secret_value() else "(none)", key="llm_key")
    timeout = st.number_input("Timeout (seconds)", 1.0, 600.0, float(s.llm_timeout), 1.0, key="llm_timeout")
    c1, c2 = st.columns(2)
    check = c1.form_submit_button("Check connection", icon=":material/network_check:")
    apply = c2.form_submit_button("Apply", type="primary")

try:
    candidate = llm_settings(s, url, model, key or None, timeout)
except ValueError as exc:
    st.error(escape_markdown(str(exc)))
    candidate = None
if candidate is not None and check:
    with st.spinner("Asking the model for a short reply…"):
        ok, message = check_connection(candidate)
    st.session_state["llm_check"] = (ok, message)
    (st.success if ok else st.error)(("Connected: " if ok else "Not reachable: ") + escape_markdown(message))
if candidate is not None and apply:
    engine.settings = candidate
    st.session_state.pop("llm_check", None)
    st.success("Applied: " + ("LLM mode with " + escape_markdown(candidate.llm_model) if candidate.llm_enabled
                              else "offline mode") + ".")

st.subheader("Paths")
st.caption("Set these with environment variables (LCR_STORE, LCR_CACHE_DIR, LCR_WEIGHTS_FILE) or in lcr.toml, "
           "then restart the app.")
weights = engine.settings.weights()
st.table({"what": ["store", "cache", "encoder model", "weights", "facetizer"],
          "value": [str(engine.store.path), str(s.cache_dir), engine.encoder.id,
                    f"{weights.source} ({s.weights_file or (PACKAGED_WEIGHTS if PACKAGED_WEIGHTS.exists() else 'paper defaults')})",
                    engine.info()["facetizer"]]})
st.markdown("To keep these settings, put this in `lcr.toml` (the key belongs in `LCR_LLM_API_KEY`):")
st.code(toml_snippet(engine.settings), language="toml")
