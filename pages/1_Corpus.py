"""Corpus: upload judgments (txt, PDF, DOCX, JSONL), ingest with a progress bar, browse, view facets, delete
(after a confirmation). The judgment count is re-read after every change."""

from __future__ import annotations

import streamlit as st

from lcr_core import FACETS
from lcr_core.ingest import same_text_note
from lcr_ui.corpus import (PREVIEW_CHARS, UPLOAD_TYPES, case_to_show, ingest_demo, large_upload_notes, list_cases,
                           own_cases, preview, read_uploads, skip_notes)
from lcr_ui.highlight import escape_markdown
from lcr_ui.resources import current_engine

st.set_page_config(page_title="lcr · corpus", page_icon=":material/folder_open:", layout="wide")
engine = current_engine()
st.title("Corpus")
count_line = st.empty()


def show_count() -> int:
    """(Re)write the judgment count at the top of the page; called again after every ingest."""
    n = engine.store.count()
    count_line.caption(escape_markdown(f"{n:,} judgments in {engine.store.path}"))
    return n


count = show_count()
notice = st.session_state.pop("corpus_notice", None)  # what the last action did, shown after its rerun
if notice:
    st.success(escape_markdown(notice), icon=":material/check_circle:")


def ingest_with_progress(cases: list, what: str):
    bar = st.progress(0.0, text=f"Ingesting {what}…")

    def progress(done: int, total: int | None, current: str) -> None:
        if total:
            bar.progress(min(done / total, 1.0), text=f"{done} of {total}")

    try:
        report = engine.ingest_cases(cases, progress=progress)
    except Exception as exc:  # committed batches stay; nothing indexed before is touched
        bar.empty()
        st.error(f"Ingest stopped ({type(exc).__name__}: {escape_markdown(str(exc))}). Every judgment committed before the failure is "
                 f"kept; the store now has {engine.store.count():,} judgments. Upload again to resume.")
        return None
    bar.progress(1.0, text=report.summary())
    return report


with st.expander("Add judgments", expanded=count == 0, icon=":material/upload_file:"):
    files = st.file_uploader("Judgments (.txt in any encoding, .pdf with a text layer, .docx, or .jsonl with one "
                             "{\"id\", \"text\"} object per line)", type=UPLOAD_TYPES,
                             accept_multiple_files=True, key="uploads")
    replace = st.checkbox("Replace cases that already exist with the same id (the file name)", key="replace")
    if st.button("Ingest the uploaded files", type="primary", disabled=not files):
        existing = set(engine.index.ids) if count else set()
        batch = read_uploads([(f.name, f.getvalue()) for f in files], existing, replace)
        for note in skip_notes(batch.skipped):
            st.warning(escape_markdown(note), icon=":material/warning:")
        if batch.cases:
            for note in large_upload_notes(batch.cases)[:5]:
                st.info(escape_markdown(note), icon=":material/hourglass_top:")
            report = ingest_with_progress(list(batch.cases), f"{len(batch.cases)} file(s)")
            if report is not None:
                st.success(f"{report.summary()}. The store has {show_count():,} judgments.")
                for note in skip_notes(report.skipped):
                    st.warning(escape_markdown(note), icon=":material/warning:")
                for w in report.warnings[:20]:  # stored, but repaired on the way in: the user should know
                    st.info(escape_markdown(f"Stored with a repair - {w}"), icon=":material/build:")
                if len(report.warnings) > 20:
                    st.info(f"... and {len(report.warnings) - 20} more repaired records.", icon=":material/build:")
                for case_id, other in report.same_text[:20]:  # stored twice under two names
                    st.info(escape_markdown(same_text_note(case_id, other)), icon=":material/content_copy:")
                if len(report.same_text) > 20:
                    st.info(f"... and {len(report.same_text) - 20} more judgments stored under a second name.",
                            icon=":material/content_copy:")
        elif not batch.skipped:
            st.info("Nothing to ingest.")
    # the user's own judgments: the demo's 250 would be searched with them, and only deleting 250 cases one by
    # one undoes it, so the button asks first (it added them at one click)
    own = own_cases(engine.index.ids) if engine.store.count() else 0
    sure = True
    if own:
        sure = st.checkbox(f"Yes, add the 250 demo judgments to the {own:,} judgment{'s' if own != 1 else ''} of "
                           "your own in this store (they are searched together, and come out only by deleting "
                           "them one by one; a separate store, `LCR_STORE`, keeps them apart)", key="demo_sure")
    if st.button("Index the shipped demo corpus (250 AILA 2019 judgments)", disabled=not sure) and sure:
        bar = st.progress(0.0, text="Indexing the demo corpus…")

        def demo_progress(done: int, total: int | None, what: str) -> None:
            if total:
                bar.progress(min(done / total, 1.0), text=f"{done} of {total}")

        try:
            st.success(ingest_demo(engine, demo_progress).summary())
            show_count()
        except Exception as exc:
            st.error(f"Indexing stopped ({escape_markdown(str(exc))}); everything committed so far is kept. Press again to resume.")

if engine.store.count() == 0:
    st.info("The store is empty.")
    st.stop()

st.subheader("Browse")
needle = st.text_input("Find by id or title", key="find", placeholder="e.g. C1234 or State of Haryana")
rows = list_cases(engine, needle)
st.caption(f"{len(rows)} shown" + (" (first 500)" if len(rows) == 500 else ""))
table = st.dataframe([{"id": r.case_id, "title": r.title, "court": r.court, "year": r.year} for r in rows],
                     hide_index=True, on_select="rerun", selection_mode="single-row", key="table", height=320)
picked = [rows[i].case_id for i in table.selection.rows] if rows and table.selection.rows else []
ids = [r.case_id for r in rows]
# a row clicked in the table shows that case; a case then chosen in the box below is not snapped back to the row
st.session_state["case_pick"], st.session_state["table_pick"] = case_to_show(
    picked[0] if picked else None, st.session_state.get("table_pick"), st.session_state.get("case_pick"), ids)
case_id = st.selectbox("Case", ids, key="case_pick") if ids else None

if case_id:
    case = engine.case(case_id)
    if case is None:
        st.warning("That case is no longer in the store.")
        st.stop()
    st.markdown(f"### {escape_markdown(case.title)}")
    meta = {k: v for k, v in case.metadata.items() if k not in ("facets", "content_hash")}
    st.caption(escape_markdown(" · ".join(f"{k}: {v}" for k, v in meta.items() if v not in (None, ""))[:600]))
    texts = [case.facet_text(f) for f in FACETS]
    whole = False
    if st.session_state.get("whole_text_of") != case_id:  # another case: its preview first (it may be 2 MB too)
        st.session_state["whole_text"], st.session_state["whole_text_of"] = False, case_id
    if max(len(case.text), *map(len, texts)) > PREVIEW_CHARS:  # the page sends every tab: a preview of each
        whole = st.toggle(f"Show the whole text ({len(case.text):,} characters; each tab shows its first "
                          f"{PREVIEW_CHARS:,} until this is on)", key="whole_text")
    tabs = st.tabs([*(f"{f.capitalize()} ({len(t.split())} words)" for f, t in zip(FACETS, texts)), "Full text"])
    for tab, text in zip(tabs, [*texts, case.text]):
        with tab:
            shown, rest = preview(text, None if whole else PREVIEW_CHARS)
            st.text(shown or "(empty)")  # plain text, never HTML or Markdown
            if rest:
                st.caption(f"… {rest:,} more characters not shown (of {len(text):,}): turn on “Show the whole "
                           "text” above to read them.")
    with st.popover("Delete this case", icon=":material/delete:"):
        st.markdown(f"Remove **{escape_markdown(case_id)}** ({escape_markdown(case.title)}) from the store? This "
                    "cannot be undone (ingest the file again to restore it).")
        sure = st.checkbox(f"Yes, delete {case_id}", key=f"sure_delete_{case_id}")
        if st.button("Delete", type="primary", key="confirm_delete", disabled=not sure) and sure:
            n = engine.delete([case_id])
            st.session_state.pop("case_pick", None)
            st.session_state["corpus_notice"] = (f"Deleted {case_id}." if n else f"{case_id} was already gone.") + (
                f" The store has {engine.store.count():,} judgments.")
            st.rerun()
