"""The chat's controls (K, year range, courts, weights) as plain values, and how follow-ups change them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from lcr_core import FACETS, Weights

from .conversation import FilterSpec, WeightSpec
from .followup import MAX_K, Refine

Years = tuple[int, int]
MAX_NAMED_COURTS = 10  # the stored courts a no-match answer names


@dataclass(frozen=True)
class ControlState:
    k: int
    years: Years | None  # the selected range (None when no case in the corpus has a year)
    courts: tuple[str, ...] = ()


def _clamp(y: int, bounds: Years) -> int:
    return max(bounds[0], min(bounds[1], y))


def apply_refine(state: ControlState, intent: Refine, bounds: Years | None) -> ControlState:
    """The controls after a recognised refinement ("show 20", "only cases after 1990", "clear filters")."""
    k, years, courts = state.k, state.years, state.courts
    if intent.clear_filters:
        years, courts = bounds, ()
    if intent.k is not None:
        k = intent.k
    if intent.k_delta:
        k = k + intent.k_delta
    if bounds is not None:
        if intent.clear_years:
            years = bounds
        if intent.year_min is not None or intent.year_max is not None:
            lo = intent.year_min if intent.year_min is not None else bounds[0]
            hi = intent.year_max if intent.year_max is not None else bounds[1]
            years = (_clamp(lo, bounds), _clamp(hi, bounds))
    if intent.courts is not None:
        courts = tuple(intent.courts)
    return replace(state, k=max(1, min(MAX_K, k)), years=years, courts=courts)


def outside_corpus(intent: Refine, bounds: Years | None) -> str | None:
    """Why a year refinement cannot match anything ("only cases after 2030" on a corpus ending in 2018), or None.
    Such a refinement leaves the controls as they are; clamping it would show cases outside what was asked.
    So does a court the corpus does not hold ("only High Court cases" of a Supreme Court corpus, "only Madras
    High Court cases" of one without it: its stored courts of that kind are named, at most MAX_NAMED_COURTS), and
    a K out of range ("show -5", "show 0", "show 100000": the allowed range is named)."""
    if intent.bad_k is not None:
        return (f"K must be between 1 and {MAX_K}: \u201c{intent.bad_k}\u201d is not a number of results to show "
                f"(say \u201cshow 20\u201d, or \u201ctop {MAX_K}\u201d for the most). K, the filters and the results "
                "are unchanged.")
    if intent.unknown_court:
        like = ""
        if intent.stored_like:  # "Madras High Court" of a store whose High Courts are elsewhere: name them
            shown = intent.stored_like[:MAX_NAMED_COURTS]
            more = len(intent.stored_like) - len(shown)
            like = (" The stored courts of that kind are " + "; ".join(shown)
                    + (f" (and {more} more, on the Corpus page)" if more else "") + ".")
        else:
            like = " The Corpus page lists what is stored."
        return (f"No case matches: no court of the corpus is a \u201c{intent.unknown_court}\u201d.{like} "
                "The filters are unchanged.")
    if intent.year_min is not None and intent.year_max is not None and intent.year_min > intent.year_max:
        return (f"No case matches: no year is both {intent.year_min} or later and {intent.year_max} or earlier. "
                "The filters are unchanged.")
    if bounds is None or (intent.year_min is None and intent.year_max is None):
        return None
    if ((intent.year_min is not None and intent.year_min > bounds[1])
            or (intent.year_max is not None and intent.year_max < bounds[0])):
        asked = (f"{intent.year_min}–{intent.year_max}" if intent.year_min is not None and intent.year_max is not None
                 else f"{intent.year_min} or later" if intent.year_min is not None else f"{intent.year_max} or earlier")
        return (f"No case matches: you asked for judgments from {asked}, and the corpus has judgments from "
                f"{bounds[0]} to {bounds[1]} only. The filters are unchanged.")
    return None


def to_filters(state: ControlState, bounds: Years | None) -> FilterSpec:
    """Year limits only where the range is narrower than the corpus's."""
    lo = hi = None
    if state.years is not None and bounds is not None:
        lo = state.years[0] if state.years[0] > bounds[0] else None
        hi = state.years[1] if state.years[1] < bounds[1] else None
    return FilterSpec(year_min=lo, year_max=hi, courts=tuple(state.courts))


def simplex(values: Sequence[float]) -> tuple[float, ...]:
    """Non-negative weights scaled to sum to 1; ValueError when they are all zero."""
    vals = [max(0.0, float(v)) for v in values]
    total = sum(vals)
    if total <= 0:
        raise ValueError("at least one section weight must be above zero")
    return tuple(v / total for v in vals)


def weight_spec(alpha: float, beta: float, lex: Sequence[float], sem: Sequence[float], default: Weights
                ) -> WeightSpec | None:
    """The sidebar's weights, or None when they equal the default (the engine then uses its own). ValueError
    when they cannot rank: all facet weights of a channel 0, or both channels (alpha and beta) 0."""
    if alpha <= 0 and beta <= 0:
        raise ValueError("alpha and beta are both 0, so every case would score 0 and the order would mean nothing")
    w_lex, w_sem = simplex(lex), simplex(sem)
    same = (abs(alpha - default.alpha) < 1e-9 and abs(beta - default.beta) < 1e-9
            and all(abs(a - b) < 1e-3 for a, b in zip(w_lex, default.w_lex))
            and all(abs(a - b) < 1e-3 for a, b in zip(w_sem, default.w_sem)))
    if same:
        return None
    return WeightSpec(float(alpha), float(beta), w_lex, w_sem, "custom (sidebar)")


__all__ = ["FACETS", "ControlState", "apply_refine", "outside_corpus", "simplex", "to_filters", "weight_spec"]
