"""UI helpers for the Streamlit app (``app.py`` and ``pages/``).

Streamlit-free and unit-testable: ``highlight`` (inert Markdown and query-term highlighting), ``followup``
(offline follow-up phrasings), ``controls`` (K / filters / weights and how follow-ups change them),
``conversation`` (turns, specs and cards as data, JSON round-trip), ``cards`` (cards from hits and
explanations), ``chat`` (one turn: search + explain, or act on a follow-up), ``llm_chat`` (the LangChain
follow-up chain), ``export`` (Markdown / CSV / JSON), ``corpus`` (demo ingest, uploads, browsing),
``settings`` (LLM endpoint settings), ``evaluation`` (running ``lcr eval``), ``saved_conversations`` (the
conversation files a page reload restores from: one JSON per conversation id, atomic, the 50 most recent kept).
Streamlit-only: ``resources`` (the engine, once per process) and ``views`` (rendering).
"""
