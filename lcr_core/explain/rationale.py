"""The offline rationale: 1-3 sentences assembled from the evidence, nothing else.

- Sentence 1 - which facet matched (and which others align, from the Stage-2 breakdown) and the key legal terms
  the query shares with the quoted passages; every quoted term is copied from a cited passage.
- Sentence 2 - the holding on the matched point, when one was found (cited, never paraphrased).
- Sentence 3 - the precedent's outcome, citing the sentence that decided it, and - when the user stated a side -
  what it means for that side, worded from the same label and role mapping as the badge (so the two can never
  disagree, and no side the user did not state is ever named).
No fact is stated that is not in a cited passage or in the hit's own score breakdown.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..schema import FACETS, Hit
from .stance import matter_word, outcome_clause_short, verdict_words
from .types import Passage

_FACET_NAME = {"facts": "facts", "issues": "issues", "decision": "orders", "reasoning": "reasoning",
               "whole": "judgment"}
_QUERY_NAME = {"facts": "your facts", "issues": "your question", "decision": "your orders",
               "reasoning": "your reasoning", "whole": "your description"}
_DETAIL = {  # outcome rule -> the words shown after the outcome (rules not listed add nothing)
    "partial: conviction altered": "the conviction was altered",
    "partial: sentence reduced": "the sentence was reduced",
    "partial: some matters allowed, others dismissed": "some matters were allowed, others dismissed",
    "partial: some appellants succeed, others fail": "some appellants succeeded, others failed",
    "partial: set aside for some, upheld for others": "set aside for some, upheld for others",
    "remand without allow/dismiss": "the case was sent back",
    "remand": "the case was sent back",
    "interim / reference / transfer": "an interim order, a reference or a transfer",
    "disposed of without allow/dismiss": "disposed of with directions",
}


def outcome_clause(outcome: str, rule: str, matter: str) -> str | None:
    kind = rule.split(":", 1)[0]
    if kind in ("trial", "suit") and outcome in ("allowed", "dismissed", "partly", "other"):
        return outcome_clause_short(outcome, kind)  # a first-instance verdict (outcome.first_instance_outcome)
    base = {"allowed": f"the {matter} was allowed", "dismissed": f"the {matter} was dismissed",
            "partly": f"the {matter} succeeded only in part", "other": "no winner was declared"}.get(outcome)
    if base is None:
        return None
    detail = _DETAIL.get(rule)
    return f"{base} ({detail})" if detail else base


def aligned_facets(hit: Hit, query_mask: Sequence[bool], best: str, tolerance: float = 0.05) -> list[str]:
    """Other facets present on both sides whose similarity is about as high as the best facet's."""
    top = hit.sem.get(best, 0.0)
    out = []
    for j, f in enumerate(FACETS):
        if f == best or not query_mask[j]:
            continue
        sem = hit.sem.get(f, 0.0)
        if sem > 0 and sem >= top - tolerance and (hit.lex.get(f, 0.0) > 0 or sem >= top):
            out.append(f)
    return out


def _quote_list(terms: Sequence[str]) -> str:
    q = [f"\u201c{t}\u201d" for t in terms]
    if len(q) <= 1:
        return "".join(q)
    return ", ".join(q[:-1]) + " and " + q[-1]


def _cite(ids: Sequence[str]) -> str:
    return "[" + ", ".join(ids) + "]" if ids else ""


def offline_rationale(facet: str, query_facet: str, passages: Sequence[Passage],
                      terms_by_passage: dict[str, list[str]], also: Sequence[str], outcome: str,
                      outcome_rule: str, outcome_passage: Passage | None, holding: Passage | None = None,
                      user_role: str | None = None, user_label: str | None = None,
                      mapping: str = "") -> tuple[str, list[str]]:
    """(rationale, cited passage ids)."""
    passages = [p for p in passages if p is not holding]
    cited: list[str] = []
    where = f"its {_FACET_NAME.get(facet, facet)}"
    if also:
        where += " (its " + " and ".join(_FACET_NAME.get(f, f) for f in also) + " also align)"
    terms: list[str] = []
    term_ids: list[str] = []
    for p in passages:
        got = [t for t in terms_by_passage.get(p.id, []) if t.lower() not in (x.lower() for x in terms)]
        if got and len(terms) < 3:
            terms.extend(got[: 3 - len(terms)])
            term_ids.append(p.id)
    sentences: list[str] = []
    if passages and terms:
        cited.extend(term_ids)
        sentences.append(f"Matched mainly on {where}, which shares {_quote_list(terms)} with "
                         f"{_QUERY_NAME.get(query_facet, 'your description')} {_cite(term_ids)}.")
    elif passages:
        cited.append(passages[0].id)
        sentences.append(f"Matched mainly on {where}, the part closest in meaning to "
                         f"{_QUERY_NAME.get(query_facet, 'your description')} {_cite([passages[0].id])}.")
    else:
        sentences.append(f"Matched mainly on {where}; no passage of it could be quoted.")
    if holding is not None:
        sentences.append(f"The court's reasoning on the point is quoted as the holding {_cite([holding.id])}.")
        cited.append(holding.id)
    clause = outcome_clause(outcome, outcome_rule, matter_word(outcome_passage.text if outcome_passage else ""))
    side = ""
    if user_role is not None and user_label is not None:
        why = mapping.split(";")[0] if mapping else ""
        side = f"; it {verdict_words(user_label, user_role)}" + (f" ({why})" if why else "")
    if clause is not None and outcome_passage is not None:
        sentences.append(f"Outcome: {clause}{side} {_cite([outcome_passage.id])}.")
        if outcome_passage.id not in cited:
            cited.append(outcome_passage.id)
    else:
        sentences.append("Its outcome could not be read from the judgment's closing order"
                         + (f"; it {verdict_words('neutral', user_role)}" if user_role else "") + ".")
    return " ".join(sentences), cited


__all__ = ["aligned_facets", "offline_rationale", "outcome_clause"]
