"""One chat turn, Streamlit-free: run a search and explain it, or act on a follow-up about the last results.

The app turns the user's message into an intent (``followup.parse_followup``), applies K/filter changes to
its controls, then calls :func:`respond`, which returns the assistant's turns. Progress is reported through
``on_step(label, seconds)`` so the app can show it in an ``st.status``.

``llm`` is the session's LLM settings (the Settings page changes them per browser session; the engine's own
settings are shared and stay the operator's). The LLM gets ``llm.llm_deadline`` seconds in total per answer:
cards it has not explained by then keep their offline explanation, and the answer says so.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass, replace

from lcr_core import FACETS, Engine, Filters, QueryError, Settings, Weights
from lcr_core.explain import explain_hits
from lcr_core.explain.roles import SideStatement
from lcr_core.explain.stance import NO_PARTY_IN_POSITION, verdict_words
from lcr_core.explain.user_side import only_states_side, side_in_message, tries_to_state_side
from lcr_core.explain.types import Explanation
from lcr_core.llm_breaker import LLMBreaker, Outage

from . import llm_chat
from .cards import build_cards, stance_counts
from .controls import outside_corpus
from .highlight import clip
from .conversation import Card, Conversation, FilterSpec, SearchSpec, Turn, WeightSpec
from .followup import (MAX_FOLLOWUP_CHARS, Compare, Exclude, Export, Holding, Intent, MoreLike, Refine, StanceFilter, Why,
                       card_numbers, parse_followup, refers_to_a_card)

OFFLINE_FREE_FORM = ("Searched as a new fact pattern: without an LLM, follow-ups are understood only in set phrasings "
                     "(“show 20”, “only cases after 1990”, “more like #3”, “why is #2 relevant?”, “show me the "
                     "holding of #2”, “compare #1 and #4”, “exclude #4”, “clear filters”). Configure an LLM on the "
                     "Settings page to ask free-form questions about the results.")
HOLDING_QUOTE_CHARS = 700
COMPARE_QUOTE_CHARS = 300

StepFn = Callable[[str, float], None]
# intents answered from the last results' cards as they are: a side stated with one re-reads them first
ABOUT_THE_CARDS = (Why, Holding, Compare, StanceFilter, Export)
MORE_LIKE_CHARS = 6000


@dataclass(frozen=True)
class Controls:
    """What the sidebar says a new search should use."""

    k: int
    filters: FilterSpec = FilterSpec()
    weights: WeightSpec | None = None
    year_bounds: tuple[int, int] | None = None  # the corpus's year range (None: unknown / no years)


def mode_label(llm: Settings) -> str:
    s = llm
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


def run_search(engine: Engine, spec: SearchSpec, on_step: StepFn | None = None, llm: Settings | None = None,
               side: str | SideStatement | None = None, spent: float = 0.0) -> Turn:
    """Search, explain for the user's ``side`` (None = not stated; a SideStatement carries why it is uncertain)
    with this session's ``llm`` settings and build the cards; a QueryError becomes an error turn. ``spent``:
    seconds this answer already waited for the LLM (a follow-up it read), taken off the explanations' deadline
    with the time the LLM took to facetize the query."""
    llm = llm or engine.settings
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
    explanations, late = explain_within_deadline(engine, result, llm, side=side or _NO_SIDE,
                                                 spent=spent + _query_llm_seconds(result))
    q = result.query.analysed
    terms = sorted(set(result.query.tokens_whole))
    cards = build_cards(engine, result.hits, explanations, terms)
    seconds = time.perf_counter() - t0
    label = f"explaining {len(cards)} cases"
    steps.append((label, seconds))
    step(label, seconds)
    notices = [*result.warnings, *late, *_pasted_itself(engine, spec.query, cards)]
    if (outage := llm_outage(engine, llm)) is not None:  # this answer found it down, or an earlier one did
        notices.append(outage.status(llm.llm_model))
    return Turn(
        "assistant", summary_line(cards, result.pool_size, spec, sum(s for _, s in steps), result.profile),
        kind="results",
        cards=cards, spec=spec, query_terms=terms,
        query_facets={f: q.facet_text(f) for f in FACETS if not q.facets.is_empty(f)},
        steps=steps, notices=notices, pool_size=result.pool_size, mode=mode_label(llm),
        profile=result.profile, query_type=result.query_type,
    )


PASTED_MIN_CHARS = 1500  # a message this long may be a judgment pasted whole
PASTED_PROBE_CHARS = 300


def _fold(text: str) -> str:
    from lcr_core.text import normalize

    return " ".join(normalize(text).split()).lower()


def _pasted_itself(engine: Engine, query: str, cards: list[Card], top: int = 3) -> list[str]:
    """A notice for each of the first cards that is the pasted judgment itself (its stored text holds three
    stretches of the message, a quarter, half and three quarters in): pasting a stored judgment gave it back as the
    best precedent, with badges, as if it were another case. One stretch from the middle also named every
    judgment that quotes a provision the user's own long account quotes there."""
    folded = _fold(query)
    if len(folded) < PASTED_MIN_CHARS:  # its words, not its blanks (indentation made "dowry death" the probe)
        return []
    probes = [folded[at: at + PASTED_PROBE_CHARS]
              for at in (len(folded) * q // 4 - PASTED_PROBE_CHARS // 2 for q in (1, 2, 3))]
    out = []
    for card in cards[:top]:
        got = engine.store.get(card.case_id)
        text = _fold(got[0]) if got is not None else ""
        if text and all(p in text for p in probes):
            out.append(f"#{card.rank} ({card.case_id}) is the judgment you pasted: its text holds your message, so "
                       "it is that case itself, not another precedent.")
    return out


class _MemoryCache:
    """The LLM explanation cache of a session that uses its own endpoint: in memory, so replies from a host the
    operator did not configure never reach the shared on-disk cache other sessions read."""

    def __init__(self) -> None:
        self._replies: dict[tuple[str, str, str], object] = {}

    def get(self, model: str, prompt: str, key: str):
        return self._replies.get((model, prompt, key))

    def put(self, model: str, prompt: str, key: str, reply) -> None:
        self._replies[(model, prompt, key)] = reply


def _case_label(hit) -> str:
    title = str(hit.metadata.get("title") or "")
    year = hit.metadata.get("year")
    return f"{hit.case_id}" + (f" ({title}" + (f", {year}" if year else "") + ")" if title else "")


def llm_outage(engine: Engine, llm: Settings) -> Outage | None:
    """Why the chat is not waiting for ``llm``'s endpoint now (it did not answer a moment ago), or None."""
    breaker = getattr(engine, "llm_breaker", None)
    return breaker.down(llm) if breaker is not None and llm.llm_enabled else None


def _breaker(engine: Engine) -> LLMBreaker:
    breaker = getattr(engine, "llm_breaker", None)
    return breaker if breaker is not None else LLMBreaker()  # an engine without one: nothing is remembered


def explain_within_deadline(engine: Engine, result, llm: Settings, max_workers: int = 4,
                            side: str | SideStatement | None = None, spent: float = 0.0
                            ) -> tuple[list[Explanation], list[str]]:
    """Offline explanations of every hit, upgraded by the LLM where it answers within ``llm.llm_deadline``
    seconds in total, less the ``spent`` seconds this answer already waited for it; (explanations in rank
    order, notices for the answer)."""
    from lcr_core.explain.llm import LLMExplainer

    from .settings import same_endpoint

    offline = explain_hits(engine, result, k=len(result.hits), llm=False, side=side)
    if not llm.llm_enabled or not offline:
        return offline, []
    deadline = float(llm.llm_deadline)
    left = max(0.0, deadline - max(0.0, spent))
    if left <= 0.0:  # the deadline went on the query or the follow-up: no request it could not wait for
        return offline, [f"The LLM did not answer in time ({deadline:g} s): {len(offline)} of {len(offline)} cards "
                         "show the offline explanation (rationale and stance found in the text itself)."]
    if llm_outage(engine, llm) is not None:  # it did not answer a moment ago: not waited for (run_search says so)
        return offline, []
    per_call = llm.model_copy(update={"llm_timeout": min(float(llm.llm_timeout), left)})
    own = same_endpoint(llm.llm_base_url, engine.settings.llm_base_url)
    explainer = LLMExplainer(per_call, cache=None if own else _MemoryCache())
    description = result.query.analysed.text
    pool = ThreadPoolExecutor(max_workers=max(1, max_workers), thread_name_prefix="lcr-explain")
    futures = {pool.submit(explainer.explain, description, _case_label(h), off): i
               for i, (h, off) in enumerate(zip(result.hits, offline))}
    done, pending = wait(futures, timeout=left)
    pool.shutdown(wait=False, cancel_futures=True)  # a hanging request ends at its (capped) timeout
    out = list(offline)
    for fut in done:
        out[futures[fut]] = fut.result()
    notices = []
    if pending:
        notices.append(f"The LLM did not answer in time ({deadline:g} s): {len(pending)} of {len(out)} cards show "
                       "the offline explanation (rationale and stance found in the text itself).")
    answered = {futures[f] for f in done}
    failed = [out[i] for i in sorted(answered) if "llm fallback" in out[i].produced_by]
    reason = failed[0].produced_by.split("llm fallback:", 1)[1].strip(" )") if failed else ""
    if failed:
        notices.append(f"The LLM could not explain {len(failed)} of {len(out)} cards ({reason}); they show the "
                       "offline explanation.")
    breaker = _breaker(engine)
    if len(failed) < len(answered):  # it explained some: it is answering
        breaker.answered(llm)
    elif pending:  # not one card in time
        breaker.failed(llm, "timeout")
    elif failed:
        breaker.failed(llm, reason)  # opens only on a failed connection or a timeout
    return out, notices


def _label_more(turn: Turn, added: int, k: int) -> None:
    """Relabel a "show more" answer with the results it added: "10 more" was said after the 50 shown at most,
    and after the five cases a filter left, when none was added."""
    from .followup import MAX_K

    if turn.kind != "results" or turn.spec is None:
        return
    if added > 0:
        label = f"{added} more"
    elif k >= MAX_K:
        label = f"no more: at most {MAX_K} are shown"
    else:
        label = "no more: every case that matches is shown"
    if label != turn.spec.label:
        turn.spec = replace(turn.spec, label=label)
        turn.text = summary_line(turn.cards, turn.pool_size, turn.spec, sum(s for _, s in turn.steps), turn.profile)


def _query_llm_seconds(result) -> float:
    """The seconds the search spent facetizing the query when the LLM did it (or was tried and failed)."""
    facetizer = str(getattr(result.query.analysed.facets, "facetizer", "") or "")
    return float(result.timings.get("analyse", 0.0)) if "llm" in facetizer else 0.0


def bound_query_llm(engine: Engine) -> None:
    """Cap the request of the engine's LLM query facetizer at the configured answer deadline (``llm_deadline``):
    in the chat it runs before the explanations, so at the request timeout (60 s by default) a slow endpoint
    held every search that long, past the deadline the answer promises. It also consults the engine's
    ``llm_breaker``: once the endpoint has not answered, searches stop waiting for it. ``lcr search`` and
    ``lcr eval`` keep the request timeout and always ask the LLM."""
    from lcr_core.facets.query_chain import QueryFacetizerChain

    s = engine.settings
    if s.llm_enabled:
        engine.query_facetizer = QueryFacetizerChain(
            engine.facetizer, s.model_copy(update={"llm_timeout": min(float(s.llm_timeout), float(s.llm_deadline))}),
            breaker=engine.llm_breaker)


def _precedents(n: int) -> str:
    """ "1 precedent", "5 precedents" (one result was called "1 precedents")."""
    return f"{n} precedent{'' if n == 1 else 's'}"


def summary_line(cards: list[Card], pool: int, spec: SearchSpec, seconds: float, profile: str = "") -> str:
    if not cards:
        return (f"No precedent matched (filters: {spec.filters.describe()}). Try clearing the filters or "
                "describing the facts differently.")
    head = _precedents(len(cards)) + (f" — {spec.label}" if spec.label else "")
    role = next((c.stance.user_role for c in cards if c.stance is not None and c.stance.user_role), None)
    counts = stance_counts(cards, "user" if role else "petitioner")
    stance = ""
    if any(counts.values()):
        who = f"the {role}" if role else "the petitioner (no side stated)"
        stance = (f"; for {who}: {counts['supports']} support, {counts['neutral']} neutral, "
                  f"{counts['opposes']} oppose")
        if role:
            stance += absent_role_note(cards, role)
    filters = "" if spec.filters.describe() == "none" else f"; filters: {spec.filters.describe()}"
    by = f" by {profile}" if profile.startswith("manual weights") else f" by profile {profile}" if profile else ""
    return f"{head}, ranked{by} from a pool of {pool:,} in {seconds:.1f} s{stance}{filters}."


def absent_role_note(cards: list[Card], role: str) -> str:
    """Say so when neutral badges come from precedents with no party in the client's position (an insurer's lawyer
    over a criminal corpus): "neutral" alone reads as "the outcome was mixed"."""
    absent = sum(1 for c in cards if c.stance is not None and c.stance.user == "neutral"
                 and NO_PARTY_IN_POSITION in c.stance.reason)
    if not absent:
        return ""
    if absent == len(cards):
        return f" (none of these precedents has a party in the {role}'s position)"
    return f" ({absent} neutral because the precedent has no party in the {role}'s position)"


def new_spec(query: str, controls: Controls, label: str = "", exclude: tuple[str, ...] = ()) -> SearchSpec:
    filters = replace(controls.filters, exclude_ids=tuple(dict.fromkeys((*controls.filters.exclude_ids, *exclude))))
    return SearchSpec(query=query, k=controls.k, filters=filters, weights=controls.weights, label=label)


# the app passes the side it remembers; "" asks the explainer not to read one from the description either
_NO_SIDE = ""


def side_label(role: str | None) -> str:
    return f"the {role}" if role else "no side stated"


# "switch sides", "I now act for the other side", "what about the other party?": the opposite of the side stated
_OTHER_SIDE = re.compile(
    r"^(?:(?:ok|okay|now|actually|and|then|so|please|no|but|wait)\s+)*"
    r"(?:(?:let'?s\s+|please\s+)?(?:switch|swap|change|flip|reverse)\s+(?:the\s+|our\s+|my\s+)?sides?"
    r"|(?:what\s+about\s+|how\s+about\s+)?(?:(?:i|we)(?:'m|\s+am|\s+are|'re)?\s+(?:now\s+)?"
    r"(?:act(?:ing)?|appear(?:ing)?|represent(?:ing)?|work(?:ing)?)?\s*)?(?:(?:for|on)\s+)?"
    r"the\s+(?:other|opposite)\s+(?:side|party))"
    r"(?:\s+(?:now|instead|please|then))*$")


def other_side(conv: Conversation, message: str) -> SideStatement | None:
    """The side opposite the conversation's, when the message asks for it and says nothing else; None otherwise
    (also when no side is stated yet: there is no "other" one)."""
    from lcr_core.explain.roles import OPPOSITE

    text = " ".join(re.sub(r"[^\w'\s]", " ", message.lower().replace("\u2019", "'")).split())
    if conv.side not in OPPOSITE or not _OTHER_SIDE.match(text):
        return None
    return SideStatement(OPPOSITE[conv.side], message.strip())


def side_said(conv: Conversation, message: str) -> SideStatement | None:
    """The side a message states, read with the last search's fact pattern as context (None: it states none)."""
    if (other := other_side(conv, message)) is not None:  # was searched as a fact pattern, or asked back
        return other
    last = conv.last_results()
    return side_in_message(message, context=last.spec.query if last is not None and last.spec else "")


_CLAUSES = re.compile(r"[?!.;,]+(?:\s+|$)|\s+[-\u2013\u2014]\s+")


def side_beside(conv: Conversation, message: str) -> SideStatement | None:
    """The side stated in a clause of ``message`` that is not itself a question or request about the results:
    "why is #2 relevant? I act for the employer" states the employer; "which of these go against my client?"
    states none (read whole, "against my client" is a criminal defence's words: the accused)."""
    for clause in _CLAUSES.split(message):
        if clause.strip() and parse_followup(clause) is None and not refers_to_a_card(clause):
            said = side_said(conv, clause)
            if said is not None:
                return said
    return None


def adopt_side(conv: Conversation, said: SideStatement) -> tuple[bool, str | None]:
    """(changed, notice): a stated side becomes the conversation's side. The same side said plainly confirms one
    read only by meaning; said again no more surely than before, it changes nothing."""
    if said.role == conv.side and (said.how or not conv.side_how):
        return False, None
    old = conv.side
    conv.set_side(said.role, said.sentence, said.how)
    if old == said.role:
        return True, (f"Confirmed: you act for the {said.role}. Badges now say whether each precedent favoured the "
                      f"{said.role}.")
    how = ""
    if said.how:
        how = (f" ({said.how}; tell me if that is wrong). Until you confirm it (\u201cI act for the {said.role}\u201d), "
               "the badges give no direction")
    if old is None:
        return True, (f"Noted: you act for the {said.role}{how}." if how else
                      f"Noted: you act for the {said.role}. Badges now say whether each precedent favoured the "
                      f"{said.role}.")
    return True, (f"Your side changed from the {old} to the {said.role}{how}." if how else
                  f"Your side changed from the {old} to the {said.role}; the badges follow the new side.")


def note_side(conv: Conversation, message: str) -> tuple[bool, str | None]:
    """(changed, notice): a side the message states becomes the conversation's side."""
    said = side_said(conv, message)
    return adopt_side(conv, said) if said is not None else (False, None)


def _explained_side(conv: Conversation) -> str | SideStatement | None:
    """The side the cards are explained for: an uncertain one with its reason, so its badges give no direction."""
    if conv.side and conv.side_how:
        return SideStatement(conv.side, conv.side_sentence, conv.side_how)
    return conv.side


def _no_side_read(message: str, last: Turn | None) -> Turn:
    """The answer to a side statement no side could be read from: ask, and keep the facts and results."""
    then = "The results above are unchanged." if last is not None else "Then describe the facts of your case."
    return Turn("assistant", f"I could not tell whom you act for from \u201c{' '.join(message.split())}\u201d. "
                             "Say it with the party's role (\u201cI act for the employee\u201d, \u201cfor the accused\u201d, "
                             "\u201cwe represent the landlord\u201d) or pick it under I act for in the sidebar. "
                             f"{then}", kind="notice")


def _search(engine: Engine, conv: Conversation, spec: SearchSpec, on_step: StepFn | None,
            llm: Settings | None = None, spent: float = 0.0) -> Turn:
    turn = run_search(engine, spec, on_step, llm, side=_explained_side(conv), spent=spent)
    turn.cards = conv.remember(turn.cards)
    return turn


def respond(engine: Engine, conv: Conversation, message: str, intent: Intent | None, controls: Controls,
            on_step: StepFn | None = None, llm: Settings | None = None) -> list[Turn]:
    """The assistant's turns for one user message (the user's turn is already in ``conv``). ``llm``: this
    session's LLM settings (default: the engine's)."""
    llm = llm or engine.settings
    last = conv.last_results()
    # any message can state the side too ("only Supreme Court after 1990, I act for the accused", "why is #2
    # relevant? I act for the employer": both were dropped); a question about the cards, beside the question
    about_cards = intent is not None and not isinstance(intent, Refine) or (intent is None and refers_to_a_card(message))
    said = side_beside(conv, message) if about_cards else side_said(conv, message)
    changed, notice = adopt_side(conv, said) if said is not None else (False, None)
    if changed and last is not None and (isinstance(intent, ABOUT_THE_CARDS) or (
            intent is None and refers_to_a_card(message) and not only_states_side(message, said))):
        # the question is about cards explained for the old side: re-read them for the new one (their badges
        # follow, as after a filter), then answer it from them
        reread = _search(engine, conv, replace(last.spec, label=f"for {side_label(conv.side)}"), on_step, llm)
        reread.notices.insert(0, notice)
        if reread.kind != "results" or not reread.cards:
            return [reread]
        return [reread, *_respond(engine, conv, message, intent, controls, on_step, llm, reread, said, False, None)]
    return _respond(engine, conv, message, intent, controls, on_step, llm, last, said, changed, notice)


def _respond(engine: Engine, conv: Conversation, message: str, intent: Intent | None, controls: Controls,
             on_step: StepFn | None, llm: Settings, last: Turn | None, said: SideStatement | None, changed: bool,
             notice: str | None) -> list[Turn]:
    """``respond`` once the message's side is taken (``said``, ``changed``, ``notice``), about ``last``."""
    if said is not None and intent is None and only_states_side(message, said):  # "I act for the employee": re-read
        if last is None:
            text = notice or f"You act for the {conv.side}, as noted."
            return [Turn("assistant", f"{text} Describe the facts of your case to start.", kind="notice")]
        if not changed:
            return [Turn("assistant", f"You act for the {conv.side}, as noted: the results above already follow it.",
                         kind="notice")]
        turn = _search(engine, conv, replace(last.spec, label=f"for {side_label(conv.side)}"), on_step, llm)
        turn.notices.insert(0, notice)
        return [turn]
    if said is None and intent is None and tries_to_state_side(message):
        return [_no_side_read(message, last)]
    if isinstance(intent, Compare) and last is not None and (missing := [r for r in intent.ranks
                                                                        if _card(last, r) is None]):
        return [Turn("assistant", f"There is no {', '.join(f'#{r}' for r in missing)} in the last results "
                                  f"(1–{len(last.cards)}); the results above are unchanged.", kind="notice")]
    if isinstance(intent, Compare) and last is not None and len(_compared(last, intent)) < 2:
        card = _compared(last, intent)[0]  # "compare #5 and the last one" of five cards
        return [Turn("assistant", f"Those are the same result (#{card.rank} {card.title}): name two different "
                                  f"results to compare (1–{len(last.cards)}); the results above are unchanged.",
                     kind="notice")]
    if intent is None or (isinstance(intent, Compare) and last is not None and llm.llm_enabled):
        if last is not None and llm.llm_enabled and not changed:
            return _llm_followup(engine, conv, message, last, controls, on_step, llm, intent)
        if last is not None and not changed and refers_to_a_card(message):  # about the cards: never a search
            return [_not_understood(message, last)]
        turn = _search(engine, conv, new_spec(message, controls), on_step, llm)
        if notice:
            turn.notices.insert(0, notice)
        elif last is not None and len(" ".join(message.split())) <= MAX_FOLLOWUP_CHARS:  # it read like a follow-up
            turn.notices.insert(0, OFFLINE_FREE_FORM)
        return [turn]
    if isinstance(intent, Refine) and (why_not := outside_corpus(intent, controls.year_bounds)):
        return [Turn("assistant", why_not + (f" {notice}" if notice else ""), kind="notice")]
    if last is None:
        if isinstance(intent, Refine):
            side = f" {notice}" if notice else ""
            return [Turn("assistant", f"Noted ({intent.describe()}); it applies to your next search.{side} Describe "
                                      "the facts of your case to start.", kind="notice")]
        side = f" {notice}" if notice else ""
        return [Turn("assistant", f"There are no results to refer to yet: describe the facts of your case first.{side}",
                     kind="notice")]
    if isinstance(intent, Refine):
        kept = () if intent.clear_filters else last.spec.filters.exclude_ids  # "clear filters" clears exclusions too
        spec = new_spec(last.spec.query, controls, label=intent.describe(), exclude=kept)
        turn = _search(engine, conv, spec, on_step, llm)
        if intent.k_delta and replace(intent, k_delta=0) == Refine():  # "show more": say what it really added
            _label_more(turn, len(turn.cards) - len(last.cards), controls.k)
        if notice:
            turn.notices.insert(0, notice)
        return [turn]
    if isinstance(intent, Export):
        return [_export(last)]
    if isinstance(intent, Compare):  # every card exists and two or more differ (checked above)
        return [_compare(_compared(last, intent))]
    card = _card(last, intent.rank) if isinstance(intent, MoreLike | Why | Holding) else None
    if isinstance(intent, MoreLike | Why | Holding) and card is None:
        return [Turn("assistant", f"There is no #{intent.rank} in the last results (1–{len(last.cards)}).",
                     kind="notice")]
    if isinstance(intent, MoreLike):
        turn = _more_like(engine, conv, card, controls, on_step, llm)
        if notice:
            turn.notices.insert(0, notice)
        return [turn]
    if isinstance(intent, Why):
        return [_why(card)]
    if isinstance(intent, Holding):
        return [_holding(card)]
    if isinstance(intent, StanceFilter):
        return [_stance_subset(last, intent)]
    if isinstance(intent, Exclude):
        ids = tuple(dict.fromkeys(c.case_id for r in intent.ranks if (c := _card(last, r)) is not None))
        if not ids:
            return [Turn("assistant", "None of those numbers is in the last results.", kind="notice")]
        spec = replace(last.spec, filters=replace(last.spec.filters, exclude_ids=tuple(
            dict.fromkeys((*last.spec.filters.exclude_ids, *ids)))), label="excluding " + ", ".join(ids))
        turn = _search(engine, conv, spec, on_step, llm)
        if notice:
            turn.notices.insert(0, notice)
        return [turn]
    raise TypeError(f"unknown intent {intent!r}")


def _card(turn: Turn, rank: int) -> Card | None:
    if rank == -1 and turn.cards:
        return turn.cards[-1]
    return next((c for c in turn.cards if c.rank == rank), None)


def _compared(turn: Turn, intent: Compare) -> list[Card]:
    """The cards a comparison names, each once: "the last one" is #5 of five cards, so "compare #5 and the last
    one" names one card (it was set side by side with itself)."""
    cards = {id(c): c for r in intent.ranks if (c := _card(turn, r)) is not None}
    return list(cards.values())


def _more_like(engine: Engine, conv: Conversation, card: Card, controls: Controls, on_step: StepFn | None,
               llm: Settings) -> Turn:
    case = engine.case(card.case_id)
    if case is None:
        return Turn("assistant", f"Case {card.case_id} is no longer in the store.", kind="notice")
    text = "\n".join(case.facet_text(f) for f in ("facts", "issues") if case.facet_text(f)) or case.text
    spec = new_spec(text[:MORE_LIKE_CHARS], controls, label=f"more like #{card.rank} ({card.case_id})",
                    exclude=(card.case_id,))
    return _search(engine, conv, spec, on_step, llm)


def _why(card: Card) -> Turn:
    parts = [f"#{card.rank} {card.title} matched best on its {card.best_facet} (score {card.score:.2f}: "
             f"lexical {card.s_lex:+.2f}, semantic {card.s_sem:+.2f})."]
    if card.rationale:
        parts.append(card.rationale)
    said = "Outcome:" in card.rationale  # the offline rationale already names the outcome: say it once
    if card.stance is not None and card.stance.user_role:
        mapping = f" ({card.stance.mapping})" if card.stance.mapping else ""
        head = "It" if said else f"Outcome: {card.stance.outcome}; it"
        verdict = verdict_words(card.stance.user, card.stance.user_role)
        if said and verdict in card.rationale:  # the rationale says it already (it was said three times): the why
            parts.append(card.stance.reason)
        else:
            parts.append(f"{head} {verdict}{mapping}. {card.stance.reason}".strip())
    elif card.stance is not None:
        head = "No side stated" if said else f"Outcome: {card.stance.outcome}; no side stated"
        parts.append(f"{head}, so it "
                     f"{verdict_words(card.stance.petitioner, 'petitioner')} and "
                     f"{verdict_words(card.stance.respondent, 'respondent')}. {card.stance.reason}".strip())
    return Turn("assistant", " ".join(parts), kind="answer", cards=[card])


def _not_understood(message: str, last: Turn) -> Turn:
    """The offline answer to a question about a card that no phrasing covers: say what can be asked, keep the
    results (searching "who was the judge in #2?" as a fact pattern replaced them with unrelated cases)."""
    n = str(next(iter(card_numbers(message)), 1)).replace("-1", str(len(last.cards)))
    other = "2" if n != "2" else "3"
    return Turn("assistant", f"Without an LLM I cannot answer \u201c{' '.join(message.split())}\u201d. About a result "
                             f"I can answer: \u201cwhy is #{n} relevant?\u201d, \u201cshow me the holding of #{n}\u201d, "
                             f"\u201cmore like #{n}\u201d, \u201ccompare #{n} and #{other}\u201d, \u201cexclude #{n}\u201d. "
                             "Configure an LLM on the Settings page for other questions. The results above "
                             f"({len(last.cards)} cards) are unchanged.", kind="notice")


def _where(card: Card) -> str:
    return ", ".join(str(x) for x in (card.court, card.year) if x)


def _holding(card: Card) -> Turn:
    """A card's holding and deciding sentence, verbatim as the card quotes them; what was found and what was not."""
    head = f"#{card.rank} {card.title}" + (f" ({_where(card)})" if _where(card) else "")
    s = card.stance
    parts = [head + (f": {s.outcome}." if s is not None and s.outcome else ".")]
    holdings = [q for q in card.quotes if q.kind == "holding"]
    for q in holdings:
        parts.append(f"Holding on the point (from its {q.facet}): \u201c{clip(q.text, HOLDING_QUOTE_CHARS)}\u201d")
    deciding = s.deciding if s is not None else ""
    if deciding:
        parts.append(f"Deciding sentence: \u201c{clip(deciding, HOLDING_QUOTE_CHARS)}\u201d")
    if not holdings and not deciding:
        parts.append("No holding or deciding sentence was found in its text; open \u201cThe case\u201d on its card "
                     "to read the decision facet.")
    elif not holdings:
        parts.append("No passage was found that states its holding on the point; the deciding sentence is "
                     "the court's order.")
    return Turn("assistant", " ".join(parts), kind="answer", cards=[card])


def _export(last: Turn) -> Turn:
    """The last results' export menu again (views draws it for an "export" turn), without their cards."""
    asked = clip(" ".join(last.spec.query.split()), 80) if last.spec is not None else ""
    what = _precedents(len(last.cards)) + (f" for \u201c{asked}\u201d" if asked else "")
    return Turn("assistant", f"Export the last results ({what}) below as Markdown (for a memo), CSV or JSON. Nothing "
                             "was searched; the results above are unchanged.", kind="export", cards=list(last.cards),
                spec=last.spec, profile=last.profile, query_type=last.query_type)


def _compare(cards: list[Card]) -> Turn:
    """Cards side by side from what they show (court, year, match, outcome, stance, holding). Offline this is
    not a reasoned comparison, and the answer says so."""
    lines = []
    for c in cards:
        s = c.stance
        line = f"#{c.rank} {c.title}" + (f" ({_where(c)})" if _where(c) else "")
        line += f": matched on its {c.best_facet} (score {c.score:.2f})"
        if s is not None:
            if s.user_role:
                line += f"; outcome {s.outcome}; for the {s.user_role}: {s.user}"
                line += f" ({s.mapping})" if s.mapping else ""
            else:
                line += f"; outcome {s.outcome}; petitioner {s.petitioner}, respondent {s.respondent}"
        holding = next((q for q in c.quotes if q.kind == "holding"), None)
        if holding is not None:
            line += f"; holding: \u201c{clip(holding.text, COMPARE_QUOTE_CHARS)}\u201d"
        lines.append(line if line.endswith((".", ".\u201d", "?\u201d", "!\u201d")) else line + ".")
    lines.append("Side by side from the cards only: a reasoned comparison of their facts and law needs an LLM "
                 "(Settings page).")
    return Turn("assistant", " ".join(lines), kind="answer", cards=list(cards))


def _stance_subset(last: Turn, intent: StanceFilter) -> Turn:
    """The cards of the last results whose badge says ``intent.label``: for the user's side when the question is
    about the client (my client, us, these, the side's role) and a side is stated, else for the place named."""
    known = [c for c in last.cards if c.stance is not None]
    if not known:
        return Turn("assistant", "The stance of these cases is not available, so they cannot be filtered by stance.",
                    kind="notice")
    role = next((c.stance.user_role for c in known if c.stance.user_role), None)
    if intent.side == "client" and intent.role and intent.role != role:
        read = f"for the {role}, whom you act for" if role else "for a petitioner / respondent (no side stated)"
        return Turn("assistant", f"The badges are read {read}, not for the {intent.role}. Say \u201cI act for the "
                                 f"{intent.role}\u201d to read them for the {intent.role}.", kind="notice")
    if intent.side == "client":
        attr, who = ("user", f"the {role}") if role else ("petitioner", "the petitioner (no side stated)")
    else:
        attr, who = intent.side, f"the {intent.side}"
    chosen = [c for c in known if getattr(c.stance, attr) == intent.label]
    verb = {"supports": "support", "opposes": "oppose", "neutral": "are neutral to"}[intent.label]
    if not chosen:
        return Turn("assistant", f"None of the {len(last.cards)} results {verb} {who}.", kind="answer")
    refs = ", ".join(f"#{c.rank}" for c in chosen)
    return Turn("assistant", f"{len(chosen)} of the {len(last.cards)} results {verb} {who}: {refs}.",
                kind="answer", cards=chosen)


def _llm_followup(engine: Engine, conv: Conversation, message: str, last: Turn, controls: Controls,
                  on_step: StepFn | None, llm: Settings, intent: Intent | None = None) -> list[Turn]:
    """The LLM chain's answer or rewritten search; when it fails, a question about the cards keeps them (the
    offline comparison, or what can be asked) and anything else is searched as a new fact pattern."""
    step = on_step or (lambda label, seconds: None)
    t0 = time.perf_counter()
    capped = llm.model_copy(update={"llm_timeout": min(float(llm.llm_timeout), float(llm.llm_deadline))})
    breaker = _breaker(engine)
    outage = llm_outage(engine, llm)
    try:
        if outage is not None:  # it did not answer a moment ago: not asked, not waited for
            raise llm_chat.FollowupError("it is not answering")
        decision = llm_chat.decide(capped, message, last.spec.query, last.cards)
    except llm_chat.FollowupError as exc:
        if outage is None:
            breaker.failed(llm, exc.reason)
        step("reading the follow-up (LLM not asked)" if outage else "reading the follow-up (LLM failed)",
             time.perf_counter() - t0)
        failed = f"The LLM could not be used ({exc.reason})"
        if isinstance(intent, Compare) or refers_to_a_card(message):
            if isinstance(intent, Compare):
                turn = _compare(_compared(last, intent))
                turn.notices.insert(0, f"{failed}; the cards are set side by side instead.")
            else:
                turn = _not_understood(message, last)
                turn.text = f"{failed}. {turn.text}"
            if (now := llm_outage(engine, llm)) is not None:
                turn.notices.append(now.status(llm.llm_model))
            return [turn]
        turn = _search(engine, conv, new_spec(message, controls), on_step, llm, spent=time.perf_counter() - t0)
        turn.notices.insert(0, f"The LLM could not be used ({exc.reason}); your message was searched as a new "
                               "fact pattern instead.")
        return [turn]
    breaker.answered(llm)
    step("reading the follow-up with the LLM", time.perf_counter() - t0)
    if decision.action == "search":
        turn = _search(engine, conv, new_spec(decision.text, controls, label="LLM-rewritten query",
                                              exclude=last.spec.filters.exclude_ids), on_step, llm,
                       spent=time.perf_counter() - t0)
        turn.notices.insert(0, f"Searched for: {decision.text}")
        return [turn]
    cited = [c for c in last.cards if c.rank in decision.cited]
    turn = Turn("assistant", decision.text, kind="answer", cards=cited, mode=mode_label(llm))
    if decision.dropped:
        turn.notices.append("Removed citations of cards that do not exist: "
                            + ", ".join(f"#{n}" for n in decision.dropped))
    return [turn]
