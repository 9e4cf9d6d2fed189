"""Evaluate: run ``lcr eval`` on a dataset folder and show the tables and charts it writes."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from lcr_ui.evaluation import (
    SYSTEMS,
    EvalRun,
    dataset_folders,
    dataset_splits,
    default_datasets_dir,
    has_short_queries,
    run_eval,
)
from lcr_ui.highlight import escape_markdown
from lcr_ui.resources import current_engine

st.set_page_config(page_title="lcr · evaluate", page_icon=":material/analytics:", layout="wide")
engine = current_engine()
st.title("Evaluate")
st.caption("Runs `lcr eval --dataset DIR --split SPLIT --json` on a folder with corpus.jsonl[.gz], "
           "queries_<split>.jsonl[.gz] and qrels_<split>.txt, then shows the tables and charts it writes. The "
           "dataset's corpus is indexed in its own evaluation store; the chat's corpus is not touched.")

root = default_datasets_dir()
known = dataset_folders(root)  # only folders with a corpus, queries and qrels
choice = st.selectbox("Dataset folder", [str(p) for p in known] + ["(another folder)"], key="ev_choice")
folder = st.text_input("Folder", key="ev_folder") if choice == "(another folder)" else choice
splits = dataset_splits(Path(folder)) if folder else []
split = st.selectbox("Split", splits or ["val"], key="ev_split")
kinds = ["full", "short"] if folder and has_short_queries(Path(folder), split) else ["full"]
queries = st.radio("Queries", kinds, horizontal=True, key="ev_queries",
                   help="short: the chat-style versions of the queries, where the dataset has them")
systems = st.multiselect("Systems (empty = all)", SYSTEMS, key="ev_systems")
limit = st.number_input("Only the first N queries (0 = all)", 0, 100_000, 0, key="ev_limit")
timeout = st.number_input("Stop after (minutes)", 1, 600, 60, key="ev_timeout")

if st.button("Run the evaluation", type="primary", disabled=not folder):
    out = Path(engine.settings.cache_dir) / "eval-ui" / f"{Path(folder).name}-{split}-{queries}"
    with st.status("Evaluating… (indexing a large corpus the first time can take a long while)", expanded=True) as status:
        progress_line = st.empty()
        progress_line.caption("starting `lcr eval`…")
        run = run_eval(Path(folder), split, engine.settings, out, queries=queries, systems=systems or None,
                       limit=int(limit) or None, timeout_s=int(timeout) * 60,
                       on_progress=lambda text: progress_line.text(text))
        status.update(label=run.headline(), state="complete" if run.ok else "error", expanded=not run.ok)
    st.session_state["ev_run"] = run

run: EvalRun | None = st.session_state.get("ev_run")
if run is not None:
    if not run.ok:
        st.error(escape_markdown(run.error or "the evaluation failed"))
        if run.stderr:
            with st.expander("Details"):
                st.text(run.stderr[-5000:])
    for md in run.markdown_files:
        st.subheader(md.name)
        st.markdown(md.read_text(encoding="utf-8"))
    for png in run.images:
        st.image(str(png), caption=png.name)
    if run.data is not None:
        with st.expander("JSON output"):
            st.json(run.data)
