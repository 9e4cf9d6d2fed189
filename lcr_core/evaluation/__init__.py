"""Evaluation on judged benchmarks and Stage-2 weight tuning (``lcr eval``, ``lcr tune``).

- ``datasets``: reading and validating a dataset folder (corpus, queries, qrels);
- ``metrics``: the paper's metrics (standard ones through ``ir_measures``) and pool recall;
- ``systems``: per-query shared precomputation and every compared system as a function of it;
- ``langchain_baseline``: LangChain's own hybrid (``EnsembleRetriever`` over BM25 + Chroma);
- ``significance``: paired randomization tests;
- ``tune``: the paper's weight search over precomputed features;
- ``report``: Markdown, CSV, TREC runs and a chart;
- ``cli``: the two commands.
"""
