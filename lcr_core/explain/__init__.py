"""Explanations of search results: evidence passages, a grounded rationale and the party stance.

Public API::

    explain_hit(engine, result, hit, llm=None, side=None) -> Explanation
    explain_hits(engine, result, k=None, llm=None, max_workers=4, side=None) -> list[Explanation]   # rank order
    iter_explanations(engine, result, k=None, llm=None, max_workers=4, side=None)      # for a UI: yields
        (position, Explanation) - every offline explanation first (fast), then LLM upgrades as they arrive
    precompute_outcomes(engine) -> int     # optional, after an ingest: outcome + appellant side of every case,
                                           # cached in <cache_dir>/explain_outcomes.sqlite

``llm``: None = use the LLM when one is configured (``Settings.llm_enabled``); True = try it (an unconfigured
LLM falls back with ``produced_by`` saying so); False = offline only. The offline path never raises for a
weird case; the LLM path falls back per hit to the offline explanation and records why in ``produced_by``.

``side``: whom the user acts for, a canonical role of ``roles.ROLES`` ("employee", "accused", "landlord", ...)
that the caller remembers for the conversation; None = the side the description itself states, if any; "" = no
side at all (the caller read the description already). The
stance's ``user`` label is for that side; without one it is None and the petitioner / respondent reading stays.
Search first, render the cards, then explain: explanations only ever cover the hits asked for.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed

from ..schema import Hit
from .evidence import CaseCache, load_cases
from .offline import OFFLINE, Context, make_context, offline_explanation, resolve_outcomes
from .precomputed import OutcomeStore, precompute
from .roles import ROLES, SideStatement, stated_side
from .types import Explanation, Outcome, Passage, Stance, StanceLabel

__all__ = ["OFFLINE", "ROLES", "Explanation", "Outcome", "Passage", "SideStatement", "Stance", "StanceLabel",
           "explain_hit", "explain_hits", "iter_explanations", "precompute_outcomes", "stated_side"]


def precompute_outcomes(engine, progress=None) -> int:
    """Detect the outcome and appellant side of every stored case now (e.g. right after an ingest), so no
    search pays for it; returns how many cases were computed (the rest were already cached)."""
    return precompute(engine, _state(engine)["outcomes"], progress=progress)


def _use_llm(engine, llm: bool | None) -> bool:
    return bool(engine.settings.llm_enabled) if llm is None else bool(llm)


_PER_ENGINE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_PER_ENGINE_LOCK = threading.Lock()


def _state(engine) -> dict:
    """Per-engine helpers kept across searches: the case cache and the LLM explainer."""
    with _PER_ENGINE_LOCK:
        st = _PER_ENGINE.get(engine)
        if st is None:
            from pathlib import Path

            st = {"cases": CaseCache(), "llm": None,
                  "outcomes": OutcomeStore(Path(engine.settings.cache_dir) / "explain_outcomes.sqlite")}
            _PER_ENGINE[engine] = st
        return st


def _explainer(engine):
    """One LLMExplainer per engine (its chain and HTTP client are reused across searches)."""
    from .llm import LLMExplainer

    st = _state(engine)
    with _PER_ENGINE_LOCK:
        if st["llm"] is None or st["llm"].settings is not engine.settings:
            st["llm"] = LLMExplainer(engine.settings)
        return st["llm"]


def _case_label(hit: Hit) -> str:
    title = str(hit.metadata.get("title") or "")
    year = hit.metadata.get("year")
    return f"{hit.case_id}" + (f" ({title}" + (f", {year}" if year else "") + ")" if title else "")


def _offline_all(engine, result, hits: list[Hit], side=None) -> tuple[Context, list[Explanation]]:
    ctx = make_context(engine, result, side)
    st = _state(engine)
    cases = load_cases(engine, [h.case_id for h in hits], cache=st["cases"],
                       generation=str(getattr(ctx.index, "generation", "")), index=ctx.index)
    resolve_outcomes(list(cases.values()), st["outcomes"], ctx.side)
    return ctx, [offline_explanation(ctx, h, cases.get(h.case_id)) for h in hits]


def explain_hit(engine, result, hit: Hit, llm: bool | None = None, side=None) -> Explanation:
    """The explanation of one hit of ``result`` (an ``engine.search`` result)."""
    _, (offline,) = _offline_all(engine, result, [hit], side)
    if not _use_llm(engine, llm):
        return offline
    return _explainer(engine).explain(result.query.analysed.text, _case_label(hit), offline)


def iter_explanations(engine, result, k: int | None = None, llm: bool | None = None,
                      max_workers: int = 4, side=None) -> Iterator[tuple[int, Explanation]]:
    """(position in ``result.hits``, explanation): all offline explanations in rank order first, then - when
    the LLM is used - each hit's LLM explanation (or its marked fallback) as soon as it arrives."""
    hits = list(result.hits[:k] if k else result.hits)
    _, offline = _offline_all(engine, result, hits, side)
    use_llm = _use_llm(engine, llm)
    for i, ex in enumerate(offline):
        yield i, ex
    if not use_llm or not hits:
        return
    explainer = _explainer(engine)
    description = result.query.analysed.text
    with ThreadPoolExecutor(max_workers=max(1, max_workers), thread_name_prefix="lcr-explain") as pool:
        futures = {pool.submit(explainer.explain, description, _case_label(h), off): i
                   for i, (h, off) in enumerate(zip(hits, offline))}
        for fut in as_completed(futures):
            yield futures[fut], fut.result()


def explain_hits(engine, result, k: int | None = None, llm: bool | None = None,
                 max_workers: int = 4, side=None) -> list[Explanation]:
    """Explanations of the top ``k`` hits (all hits when None), in rank order."""
    hits = list(result.hits[:k] if k else result.hits)
    out: list[Explanation | None] = [None] * len(hits)
    for i, ex in iter_explanations(engine, result, k=k, llm=llm, max_workers=max_workers, side=side):
        out[i] = ex
    return [e for e in out if e is not None]
