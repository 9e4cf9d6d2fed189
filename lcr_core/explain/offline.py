"""The offline explanation of one hit: evidence passages, outcome, party stance and a grounded rationale.

Deterministic, no model call, no encoding: a few numpy products over stored unit vectors and regular expressions
over a few dozen sentences per case. It never raises: a case that cannot be explained gets an explanation
that says so (neutral stance, no passages) and ``produced_by`` records why.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from ..schema import FACETS, Hit
from ..text import Span
from .evidence import CaseData, facet_of, idf_table, query_facet, select_evidence, shared_phrases, to_passages
from .holding import select_holding
from .outcome import OutcomeResult
from .partial import partial_gain
from .parties import PrecedentRoles, QueryRoles, query_roles
from .precomputed import OutcomeStore, case_key, compute
from .remand import remand_only
from .rationale import aligned_facets, offline_rationale
from .roles import CRIMINAL_QUERY, PartyRoles, SideStatement, pair_of, precedent_parties
from .user_side import side_in_message
from .stance import employment_dispute, make_stance_parts, matter_word, user_stance
from .types import Explanation, Passage, Stance

log = logging.getLogger(__name__)

OFFLINE_VERSION = "2"
OFFLINE = f"offline@{OFFLINE_VERSION}"
MAX_OUTCOME_CHARS = 600


@dataclass
class Context:
    """Per search result, computed once for all its hits."""

    result: object  # engine.SearchResult
    index: object  # index.SearchIndex
    analyzer: object  # lexical.Analyzer
    roles: QueryRoles  # the petitioner / respondent reading (used only when no side is stated)
    side: SideStatement | None = None  # whom the user acts for; None = not stated (never guessed)
    employment: bool | None = None  # the user's description speaks of employment (stance.employment_dispute)


NO_ROLES = QueryRoles(None, None, None, "")


def as_side(side: str | SideStatement | None, query_text: str, encoder=None) -> SideStatement | None:
    """The user's side: the one the app remembers (a canonical role), else (None) one the description states in
    the user's own words (``user_side``: by the rules, and for a typed fact pattern also by meaning with
    ``encoder``); "" = no side, and none is read from the description (the app has already read it)."""
    if isinstance(side, SideStatement):
        return side
    if side == "":
        return None
    if side:
        from .roles import ROLES

        if side not in ROLES:
            raise ValueError(f"unknown side {side!r}: use one of {', '.join(ROLES)}")
        return SideStatement(side, "chosen for this conversation")
    return side_in_message(query_text, encoder=encoder)


def make_context(engine, result, side: str | SideStatement | None = None) -> Context:
    text = result.query.analysed.text
    # the petitioner / respondent sides of criminal law are read only from a criminal-law description: a
    # service-law query must never be told "your petitioner is the prosecution side"
    roles = query_roles(text) if CRIMINAL_QUERY.search(text[:20000]) else NO_ROLES
    return Context(result=result, index=engine.index, analyzer=engine.analyzer, roles=roles,
                   side=as_side(side, text, getattr(engine, "encoder", None)), employment=employment_dispute(text))


def resolve_outcomes(cases: Sequence[CaseData], store: OutcomeStore | None,
                     side: SideStatement | None = None) -> None:
    """Fill each case's memo with what does not depend on the query - its outcome and appellant side, and its
    parties read for the user's area - from the outcome store when known, else computed now and stored (one
    read and one write for all the cases). Never raises; a case left without them is computed in ``_explain``."""
    prefer = pair_of(side.role) if side is not None else None
    pkey, tag = ("parties", prefer), "/".join(prefer) if prefer else ""
    todo = [c for c in cases if "outcome" not in c.memo or pkey not in c.memo]
    if not todo:
        return
    try:
        keys = {c.case_id: case_key(c.text, c.facets.spans.get("decision", []), c.content_hash) for c in todo}
        known = store.get_many(list(keys.values())) if store is not None else {}
        known_parties = store.get_parties_many(list(keys.values()), tag) if store is not None else {}
        new, new_parties = {}, {}
        for c in todo:
            k, title = keys[c.case_id], c.title if c.title != c.case_id else ""
            got = known.get(k)
            if got is None:
                got = new[k] = compute(c.text, c.facets.spans.get("decision", []), title)
            c.memo["outcome"], c.memo["roles"] = got
            parties = known_parties.get(k)
            if parties is None:  # a fresh outcome's criminal reading (with its basis) is not read twice
                crim = (got[1].appellant_side, got[1].sentence, got[1].basis) if k in new else None
                parties = new_parties[k] = precedent_parties(c.text, title, prefer, criminal=crim)
            c.memo[pkey] = parties
        if store is not None:
            store.put_many(new, parties=new_parties, prefer=tag)
    except Exception as exc:  # the cache is an optimisation only
        log.warning("outcome cache unavailable: %s", exc)


def outcome_passage(text: str, res: OutcomeResult, case: CaseData, passages: list[Passage]) -> Passage | None:
    """The deciding sentence as a passage (reusing an evidence passage's id when it is the same text)."""
    if res.span is None:
        return None
    span = res.span
    if len(span) > MAX_OUTCOME_CHARS:  # keep the end: the operative words close the sentence
        cut = text.find(" ", span.end - MAX_OUTCOME_CHARS)
        span = Span(cut + 1 if 0 <= cut < span.end else span.end - MAX_OUTCOME_CHARS, span.end)
    for p in passages:
        if p.start <= span.start and span.end <= p.end:
            return p
    return Passage(id=f"p{len(passages) + 1}", facet=facet_of(case.facets, span), start=span.start, end=span.end,
                   text=text[span.start : span.end], kind="outcome")


def offline_explanation(ctx: Context, hit: Hit, case: CaseData | None) -> Explanation:
    """Explain one hit; never raises."""
    if case is None:
        return _empty(hit, "the case is no longer in the store", "case missing")
    try:
        return _explain(ctx, hit, case)
    except Exception as exc:  # a pathological case must never break the result list
        log.warning("offline explanation of %s failed: %s", hit.case_id, exc, exc_info=True)
        return _empty(hit, "this case could not be explained", f"error: {type(exc).__name__}")


def _explain(ctx: Context, hit: Hit, case: CaseData) -> Explanation:
    q = ctx.result.query
    facet = hit.best_facet if hit.best_facet in FACETS else FACETS[0]
    qf = query_facet(q, facet)
    idf = idf_table(ctx.index.bm25_facets[facet])
    picks = select_evidence(case, facet, qf, ctx.analyzer, idf)
    text = case.text
    passages = to_passages(picks, text)
    idf_whole = idf_table(ctx.index.bm25_whole)
    n_docs = int(ctx.index.bm25_whole.n_docs)
    terms = {p.id: shared_phrases(text, Span(p.start, p.end), qf.tokens, ctx.analyzer, idf_whole, n_docs=n_docs)
             for p in passages}
    if "outcome" not in case.memo:  # query-independent: normally filled by resolve_outcomes
        case.memo["outcome"], case.memo["roles"] = compute(text, case.facets.spans.get("decision", []),
                                                           case.title if case.title != case.case_id else "")
    res: OutcomeResult = case.memo["outcome"]
    prec: PrecedentRoles = case.memo["roles"]
    holding = _holding_passage(ctx, case, passages, res)
    if holding is not None:
        passages.append(holding)
    ev = outcome_passage(text, res, case, passages)
    pet, resp, reason = make_stance_parts(res, ctx.roles, prec, ev)
    parties = _parties(case, ctx.side)
    matter = matter_word(ev.text if ev is not None else "")
    user_role = ctx.side.role if ctx.side else None
    gain = partial_gain(text, res, parties, criminal=parties.pair == ("accused", "prosecution")) \
        if res.outcome == "partly" and user_role is not None else None
    user_label, mapping, user_reason = user_stance(res.outcome if ev is not None else "unknown", user_role, parties,
                                                   matter, res.rule, gain=gain,
                                                   remand=user_role is not None and remand_only(text, res),
                                                   tentative=ctx.side.how if ctx.side else "",
                                                   employment=ctx.employment)
    if user_label is not None and ev is None and res.outcome in ("allowed", "dismissed"):
        user_reason = f"Neutral for the {user_role}: the deciding sentence could not be quoted."
    if user_label is not None and user_label != "neutral" and not res.confident:
        user_reason += f" (weaker evidence: {res.rule})"
    also = aligned_facets(hit, list(q.facet_mask), facet)
    rationale, cited = offline_rationale(facet, qf.facet, passages, terms, also, res.outcome, res.rule, ev,
                                         holding=holding, user_role=user_role, user_label=user_label,
                                         mapping=mapping)
    stance = Stance(outcome=res.outcome, petitioner=pet, respondent=resp,
                    reason=user_reason if user_label is not None else reason, evidence=ev, user_role=user_role,
                    user=user_label, mapping=mapping, precedent_roles=parties.to_json())
    extra = {
        "query_facet": qf.facet,
        "also_aligned": also,
        "shared_terms": terms,
        "outcome_rule": res.rule,
        "outcome_source": res.source,
        "query_roles": {"user_role": ctx.roles.user_role, "user_side": ctx.roles.user_side,
                        "petitioner_side": ctx.roles.petitioner_side, "sentence": ctx.roles.sentence},
        "precedent_appellant": {"side": prec.appellant_side, "sentence": prec.sentence[:300]},
        "user_side": {"role": user_role, "sentence": ctx.side.sentence if ctx.side else "",
                      "how": (ctx.side.how or "side read by the rules") if ctx.side else ""},
        "petitioner_reason": reason,
    }
    return Explanation(case_id=hit.case_id, facet=facet, passages=passages, rationale=rationale, cited=cited,
                       stance=stance, produced_by=OFFLINE, extra=extra)


def _parties(case: CaseData, side: SideStatement | None) -> PartyRoles:
    """The precedent's parties read for the user's area (memoised per case and area)."""
    prefer = pair_of(side.role) if side is not None else None
    key = ("parties", prefer)
    if key not in case.memo:
        case.memo[key] = precedent_parties(case.text, case.title if case.title != case.case_id else "", prefer)
    return case.memo[key]


def _holding_passage(ctx: Context, case: CaseData, passages: list[Passage], res: OutcomeResult) -> Passage | None:
    """The holding on the matched point, from the reasoning / decision (see holding.py); never the deciding
    sentence itself (that one is shown as the outcome)."""
    q = ctx.result.query
    tokens = list(getattr(q, "tokens_whole", []) or [])
    if not tokens:
        return None
    avoid = [Span(p.start, p.end) for p in passages] + ([res.span] if res.span is not None else [])
    idf = idf_table(ctx.index.bm25_whole)
    span = select_holding(case, tokens, ctx.analyzer, idf, avoid=avoid)
    if span is None:
        return None
    return Passage(id=f"p{len(passages) + 1}", facet=facet_of(case.facets, span), start=span.start, end=span.end,
                   text=case.text[span.start : span.end], kind="holding")


def _empty(hit: Hit, what: str, why: str) -> Explanation:
    stance = Stance(outcome="unknown", petitioner="neutral", respondent="neutral",
                    reason=f"Neutral: {what}.", evidence=None)
    return Explanation(case_id=hit.case_id, facet=hit.best_facet, passages=[], rationale=f"No explanation: {what}.",
                       cited=[], stance=stance, produced_by=f"{OFFLINE} ({why})")


__all__ = ["Context", "OFFLINE", "OFFLINE_VERSION", "make_context", "offline_explanation", "outcome_passage",
           "resolve_outcomes"]
