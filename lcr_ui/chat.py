"""One chat turn, Streamlit-free: run a search and explain it, or act on a follow-up about the last results.

The app turns the user's message into an intent (``followup.parse_followup``), applies K/filter changes to
its controls, then calls :func:`respond`, which returns the assistant's turns. Progress is reported through
``on_step(label, seconds)`` so the app can show it in an ``st.status``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from lcr_core import FACETS, Engine, Filters, QueryError, Weights

from lcr_core.explain import explain_hits

from . import llm_chat
from .cards import build_cards, stance_counts
from .conversation import Card, Conversation, FilterSpec, SearchSpec, Turn, WeightSpec
from .followup import Exclude, Intent, MoreLike, Refine, StanceFilter, Why

StepFn = Callable[[str, float], None]
MORE_LIKE_CHARS = 6000


@dataclass(frozen=True)
class Controls:
    """What the sidebar says a new search should use."""

    k: int
    filters: FilterSpec = FilterSpec()
    weights: WeightSpec | None = None


def mode_label(engine: Engine) -> str:
    s = engine.settings
    if s.llm_enabled:
        return f"LLM mode ({s.llm_model})"
    return "offline mode"


def weights_of(spec: WeightSpec | None) -> Weights | None:
    if spec is None:
        return None
    return Weights(alpha=spec.alpha, beta=spec.beta, w_lex=tuple(spec.w_lex), w_sem=tuple(spec.w_sem),
                   source=spec.source)


def spec_of_weights(w: Weights) -> WeightSpec:
    return WeightSpec(w.alpha, w.beta, tuple(w.w_lex), tuple(w.w_sem), w.source)


def run_search(engine: Engine, spec: SearchSpec, on_step: StepFn | None = None) -> Turn:
    """Search, explain and build the cards; a QueryError becomes an error turn."""
    step = on_step or (lambda label, seconds: None)
    f = spec.filters
    filters = Filters(year_min=f.year_min, year_max=f.year_max, courts=tuple(f.courts),
                      exclude_ids=tuple(f.exclude_ids))
    try:
        result = engine.search(spec.query, k=spec.k, filters=filters, weights=weights_of(spec.weights))
    except QueryError as exc:
        return Turn("assistant", str(exc), kind="error")
    t = result.timings
    steps = [("facetizing the query", t.get("analyse", 0.0)),
             (f"candidate pool of {result.pool_size:,}", t.get("stage1", 0.0)),
             (f"ranking by profile {result.profile}", t.get("stage2", 0.0))]
    for label, seconds in steps:
        step(label, seconds)
    t0 = time.perf_counter()
    explanations = explain_hits(engine, result, k=len(result.hits))
    q = result.query.analysed
    terms = sorted(set(result.query.tokens_whole))
    cards = build_cards(engine, result.hits, explanations, terms)
    seconds = time.perf_counter() - t0
    label = f"explaining {len(cards)} cases"
    steps.append((label, seconds))
    step(label, seconds)
    notices = list(result.warnings)
    return Turn(
        "assistant", summary_line(cards, result.pool_size, spec, sum(s for _, s in steps)), kind="results",
        cards=cards, spec=spec, query_terms=terms,
        query_facets={f: q.facet_text(f) for f in FACETS if not q.facets.is_empty(f)},
        steps=steps, notices=notices, pool_size=result.pool_size, mode=mode_label(engine),
    )


def summary_line(cards: list[Card], pool: int, spec: SearchSpec, seconds: float) -> str:
    if not cards:
        return (f"No precedent matched (filters: {spec.filters.describe()}). Try clearing the filters or "
                "describing the facts differently.")
    head = f"{len(cards)} precedents" + (f" — {spec.label}" if spec.label else "")
    counts = stance_counts(cards)
    stance = ""
    if any(counts.values()):
        stance = (f"; for the petitioner: {counts['supports']} support, {counts['neutral']} neutral, "
                  f"{counts['opposes']} oppose")
    filters = "" if spec.filters.describe() == "none" else f"; filters: {spec.filters.describe()}"
    return f"{head}, ranked from a pool of {pool:,} in {seconds:.1f} s{stance}{filters}."


def new_spec(query: str, controls: Controls, label: str = "", exclude: tuple[str, ...] = ()) -> SearchSpec:
    filters = replace(controls.filters, exclude_ids=tuple(dict.fromkeys((*controls.filters.exclude_ids, *exclude))))
    return SearchSpec(query=query, k=controls.k, filters=filters, weights=controls.weights, label=label)


def respond(engine: Engine, conv: Conversation, message: str, intent: Intent | None, controls: Controls,
            on_step: StepFn | None = None) -> list[Turn]:
    """The assistant's turns for one user message (the user's turn is already in ``conv``)."""
    last = conv.last_results()
    if intent is None:
        if last is not None and engine.settings.llm_enabled:
            return _llm_followup(engine, message, last, controls, on_step)
        return [run_search(engine, new_spec(message, controls), on_step)]
    if last is None:
        if isinstance(intent, Refine):
            return [Turn("assistant", f"Noted ({intent.describe()}); it applies to your next search. Describe the "
                                      "facts of your case to start.", kind="notice")]
        return [Turn("assistant", "There are no results to refer to yet: describe the facts of your case first.",
                     kind="notice")]
    if isinstance(intent, Refine):
        spec = new_spec(last.spec.query, controls, label=intent.describe(), exclude=last.spec.filters.exclude_ids)
        return [run_search(engine, spec, on_step)]
    card = _card(last, intent.rank) if isinstance(intent, MoreLike | Why) else None
    if isinstance(intent, MoreLike | Why) and card is None:
        return [Turn("assistant", f"There is no #{intent.rank} in the last results (1–{len(last.cards)}).",
                     kind="notice")]
    if isinstance(intent, MoreLike):
        return [_more_like(engine, card, controls, on_step)]
    if isinstance(intent, Why):
        return [_why(card)]
    if isinstance(intent, StanceFilter):
        return [_stance_subset(last, intent)]
    if isinstance(intent, Exclude):
        ids = tuple(c.case_id for r in intent.ranks if (c := _card(last, r)) is not None)
        if not ids:
            return [Turn("assistant", "None of those numbers is in the last results.", kind="notice")]
        spec = replace(last.spec, filters=replace(last.spec.filters, exclude_ids=tuple(
            dict.fromkeys((*last.spec.filters.exclude_ids, *ids)))), label="excluding " + ", ".join(ids))
        return [run_search(engine, spec, on_step)]
    raise TypeError(f"unknown intent {intent!r}")


def _card(turn: Turn, rank: int) -> Card | None:
    if rank == -1 and turn.cards:
        return turn.cards[-1]
    return next((c for c in turn.cards if c.rank == rank), None)


def _more_like(engine: Engine, card: Card, controls: Controls, on_step: StepFn | None) -> Turn:
    case = engine.case(card.case_id)
    if case is None:
        return Turn("assistant", f"Case {card.case_id} is no longer in the store.", kind="notice")
    text = "\n".join(case.facet_text(f) for f in ("facts", "issues") if case.facet_text(f)) or case.text
    spec = new_spec(text[:MORE_LIKE_CHARS], controls, label=f"more like #{card.rank} ({card.case_id})",
                    exclude=(card.case_id,))
    return run_search(engine, spec, on_step)


def _why(card: Card) -> Turn:
    parts = [f"#{card.rank} {card.title} matched best on its {card.best_facet} (score {card.score:.2f}: "
             f"lexical {card.s_lex:+.2f}, semantic {card.s_sem:+.2f})."]
    if card.rationale:
        parts.append(card.rationale)
    if card.stance is not None:
        parts.append(f"Outcome: {card.stance.outcome}; for the petitioner it {card.stance.petitioner}, for the "
                     f"respondent it {card.stance.respondent}. {card.stance.reason}".strip())
    return Turn("assistant", " ".join(parts), kind="answer", cards=[card])


def _stance_subset(last: Turn, intent: StanceFilter) -> Turn:
    known = [c for c in last.cards if c.stance is not None]
    if not known:
        return Turn("assistant", "The stance of these cases is not available, so they cannot be filtered by stance.",
                    kind="notice")
    chosen = [c for c in known if getattr(c.stance, intent.side) == intent.label]
    verb = {"supports": "support", "opposes": "oppose", "neutral": "are neutral to"}[intent.label]
    if not chosen:
        return Turn("assistant", f"None of the {len(last.cards)} results {verb} the {intent.side}.", kind="answer")
    refs = ", ".join(f"#{c.rank}" for c in chosen)
    return Turn("assistant", f"{len(chosen)} of the {len(last.cards)} results {verb} the {intent.side}: {refs}.",
                kind="answer", cards=chosen)


def _llm_followup(engine: Engine, message: str, last: Turn, controls: Controls, on_step: StepFn | None) -> list[Turn]:
    step = on_step or (lambda label, seconds: None)
    t0 = time.perf_counter()
    try:
        decision = llm_chat.decide(engine.settings, message, last.spec.query, last.cards)
    except llm_chat.FollowupError as exc:
        step("reading the follow-up (LLM failed)", time.perf_counter() - t0)
        turn = run_search(engine, new_spec(message, controls), on_step)
        turn.notices.insert(0, f"The LLM could not be used ({exc.reason}); your message was searched as a new "
                               "fact pattern instead.")
        return [turn]
    step("reading the follow-up with the LLM", time.perf_counter() - t0)
    if decision.action == "search":
        turn = run_search(engine, new_spec(decision.text, controls, label="LLM-rewritten query",
                                           exclude=last.spec.filters.exclude_ids), on_step)
        turn.notices.insert(0, f"Searched for: {decision.text}")
        return [turn]
    cited = [c for c in last.cards if c.rank in decision.cited]
    turn = Turn("assistant", decision.text, kind="answer", cards=cited, mode=mode_label(engine))
    if decision.dropped:
        turn.notices.append("Removed citations of cards that do not exist: "
                            + ", ".join(f"#{n}" for n in decision.dropped))
    return [turn]
