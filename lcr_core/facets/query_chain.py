"""Query facetization as one LangChain Runnable (``Segmented -> Facets``) in every mode.

- Offline (no LLM configured): the rule / trained path of ``QueryFacetizer`` wrapped in a ``RunnableLambda``
  (questions become *issues*, the rest *facts*; a long query goes through the document facetizer).
- With an LLM configured, a typed query (under ``long_query_words``) goes through a prompt that splits it at
  clause level into facts, issues and the legal question; every item must be a verbatim excerpt of the
  user's text, which we locate in the text (grounding: nothing the model writes is used, only spans of the
  query). Facts -> ``facts``; issues and the question -> ``issues``. Any failure (timeout, HTTP error,
  refusal, broken JSON, nothing locatable) falls back to the offline path for that query and the provenance
  says why, e.g. ``query@1 (llm fallback: timeout)``. A long query (a pasted judgment) uses the document
  facetizer, which is itself the LLM facetizer when ``LCR_FACETIZER=llm``.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from pydantic import BaseModel, ValidationError

from ..llm_reply import LLMFailure, chat_model, failure_reason, json_chain, json_payload
from ..schema import FACETS, Facets, Segmented
from ..text import Span
from .query import QueryFacetizer

log = logging.getLogger(__name__)
PROMPT_VERSION = "q1"

SYSTEM_PROMPT = """You split a lawyer's description of a case into its parts, at clause level.
- facts: what happened between the parties (events, acts, evidence, procedural history).
- issues: the legal points in dispute ("the defence of grave provocation", "limitation under Article 137").
- question: the legal question the user wants answered.
Copy every item word for word from the user's text (an exact excerpt: a sentence or a clause), never
paraphrase, never add words. Every part of the text belongs to at most one item.
Answer with JSON only, in exactly this shape:
{{"facts": ["..."], "issues": ["..."], "question": ["..."]}}"""

HUMAN_PROMPT = """The user's text:

{text}

Return the JSON."""


class QuerySplit(BaseModel):
    facts: list[str] = []
    issues: list[str] = []
    question: list[str] = []


def parse_split(content: str) -> QuerySplit:
    data = json_payload(content, openers="{")
    if isinstance(data, dict):
        data = {k: ([v] if isinstance(v, str) else v) for k, v in data.items() if k in ("facts", "issues", "question")}
    try:
        return QuerySplit.model_validate(data)
    except ValidationError as exc:
        raise LLMFailure("invalid json split") from exc


def locate(text: str, excerpt: str, taken: list[Span]) -> Span | None:
    """The span of ``excerpt`` in ``text`` (exact, else whitespace- and case-insensitive), not overlapping a
    span already taken; None when the model's excerpt is not in the text."""
    excerpt = excerpt.strip().strip("\"'")
    if len(excerpt) < 3:
        return None
    pattern = r"\s+".join(re.escape(w) for w in excerpt.split())
    for m in re.finditer(pattern, text, flags=re.IGNORECASE):
        span = Span(m.start(), m.end())
        if not any(span.start < t.end and t.start < span.end for t in taken):
            return span
    return None


def ground(doc: Segmented, split: QuerySplit, produced_by: str) -> Facets:
    spans: dict[str, list[Span]] = {f: [] for f in FACETS}
    taken: list[Span] = []
    for facet, items in (("issues", split.question), ("issues", split.issues), ("facts", split.facts)):
        for item in items:
            span = locate(doc.text, item, taken)
            if span is not None:
                taken.append(span)
                spans[facet].append(span)
    if not taken:
        raise LLMFailure("no excerpt found in the query")
    for f in spans:
        spans[f].sort(key=lambda s: s.start)
    return Facets(spans=spans, facetizer=produced_by)


class QueryFacetizerChain:
    """The engine's query facetizer: ``facetize(doc)`` invokes ``self.runnable`` (a LangChain Runnable)."""

    name = "query"

    def __init__(self, document_facetizer: Any, settings: Any = None, llm: Any = None,
                 long_query_words: int = 400, breaker: Any = None) -> None:
        from langchain_core.runnables import RunnableLambda

        self.offline = QueryFacetizer(document_facetizer, long_query_words)
        self.long_query_words = long_query_words
        self.settings = settings
        # an ``llm_breaker.LLMBreaker`` (the chat app's): while it says the endpoint is not answering, the offline
        # rule is used at once; a timeout here opens it, an answer closes it
        self.breaker = breaker
        use_llm = llm is not None or (settings is not None and settings.llm_enabled)
        self.model_name = (settings.llm_model if settings is not None else "") or "llm"
        self.version = f"{self.offline.version}" + (f"+llm:{self.model_name}@{PROMPT_VERSION}" if use_llm else "")
        if use_llm:
            chain = json_chain(SYSTEM_PROMPT, HUMAN_PROMPT, llm or chat_model(settings), False, parse_split)
            self.runnable = RunnableLambda(lambda doc: self._with_llm(doc, chain), name="query-facetizer-llm")
        else:
            self.runnable = RunnableLambda(self.offline.facetize, name="query-facetizer-offline")

    def _with_llm(self, doc: Segmented, chain) -> Facets:
        if len(doc.text.split()) >= self.long_query_words:
            return self.offline.facetize(doc)
        breaker = self.breaker
        if breaker is not None and (outage := breaker.down(self.settings)) is not None:
            facets = self.offline.facetize(doc)
            return Facets(spans=facets.spans, facetizer=f"{facets.facetizer} (llm skipped: {outage.reason})")
        try:
            split = chain.invoke({"text": doc.text})
        except Exception as exc:  # the call failed: this query from the offline rule
            reason = failure_reason(exc)
            if breaker is not None:
                breaker.failed(self.settings, reason)
            log.warning("LLM query facetization failed (%s); using the offline rule", reason)
            facets = self.offline.facetize(doc)
            return Facets(spans=facets.spans, facetizer=f"{facets.facetizer} (llm fallback: {reason})")
        if breaker is not None:
            breaker.answered(self.settings)
        try:
            return ground(doc, split, f"llm:{self.model_name}@{PROMPT_VERSION}")
        except Exception as exc:  # an unusable reply: this query from the offline rule
            reason = failure_reason(exc)
            log.warning("LLM query facetization failed (%s); using the offline rule", reason)
            facets = self.offline.facetize(doc)
            return Facets(spans=facets.spans, facetizer=f"{facets.facetizer} (llm fallback: {reason})")

    def facetize(self, doc: Segmented) -> Facets:
        return self.runnable.invoke(doc)
