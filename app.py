"""lcr chat: describe a fact pattern, get precedents that match it facet by facet."""

from __future__ import annotations

import streamlit as st

from lcr_core import Engine, QueryError, Settings

st.set_page_config(page_title="lcr - legal case retrieval", page_icon=":scales:", layout="wide")


@st.cache_resource(show_spinner="Loading the search engine...")
def get_engine() -> Engine:
    return Engine(Settings(), create=True)


engine = get_engine()
st.title("Legal case retrieval")
st.caption(f"{engine.store.count()} judgments indexed in {engine.store.path}")

if "messages" not in st.session_state:
    st.session_state.messages = []

for msg in st.session_state.messages:
    with st.chat_message(msg["role"]):
        st.text(msg["content"])

if prompt := st.chat_input("Describe the facts of your case, or paste a judgment"):
    st.session_state.messages.append({"role": "user", "content": prompt})
    with st.chat_message("user"):
        st.text(prompt)
    with st.chat_message("assistant"):
        try:
            result = engine.search(prompt)
        except QueryError as exc:
            st.warning(str(exc))
        else:
            lines = [f"#{h.rank} {h.metadata.get('title') or h.case_id} ({h.case_id}) score {h.score:.2f}"
                     for h in result.hits]
            answer = "\n".join(lines)
            st.text(answer)
            st.session_state.messages.append({"role": "assistant", "content": answer})
