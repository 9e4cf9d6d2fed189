"""The LLM facetizer: a LangChain chain (ChatPromptTemplate -> ChatOpenAI -> validated JSON) over numbered
paragraphs, grounded in the judgment's own text, with the trained default as a per-document fallback.

- Grounding: paragraphs are numbered 1..N; the model only returns ``{"labels": [{"paragraph": n, "facet": f}]}``;
  every sentence of paragraph n gets facet f. Model-written text is never used.
- Structured output that works with any OpenAI-compatible server: the reply is plain text, parsed by us (code
  fences and surrounding prose tolerated) and validated with a Pydantic schema; ``json_mode=True`` additionally
  asks the server for ``response_format={"type": "json_object"}`` (only if the server supports it).
- Long judgments go in windows of consecutive paragraphs sized to ``Settings.llm_context_tokens``.
- Cache: sqlite ``<cache_dir>/llm_facets.sqlite``, one row per window, keyed by (model, prompt version,
  sha256 of the window's paragraph texts); only successful, fully valid replies are stored.
- Failure (timeout, refusal, HTTP error, connection error, unparseable / truncated JSON, paragraph numbers out
  of range, unknown facet) in any window -> the whole document is labelled by the fallback facetizer and the
  provenance says so, e.g. ``trained@3f2a9c1b0d4e (llm fallback: timeout)``. A valid reply that leaves some
  paragraphs unlabelled is kept and those paragraphs are filled from the fallback:
  ``llm:MODEL@v1 (+trained@3f2a9c1b0d4e for 2/40 paragraphs)``.
- The API key is passed to the client only; it is never logged, cached or put in provenance.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel, Field, ValidationError

from ..llm_reply import LLMFailure, cache_model_key, chat_model, failure_reason, json_chain, json_payload
from ..schema import FACETS, OTHER, Facets, Segmented
from ..sqlite_file import SQLiteFile
from .base import facets_from_labels, provenance

log = logging.getLogger(__name__)

PROMPT_VERSION = "v1"
LLM_FACETS = ("facts", "issues", "arguments", "reasoning", "decision", "other")

SYSTEM_PROMPT = """You label the paragraphs of a court judgment with their rhetorical role.
Roles:
- facts: what happened between the parties, the evidence, and the procedural history (lower courts' rulings).
- issues: the legal questions the court has to answer ("the question for consideration is whether ...").
- arguments: what the parties or their counsel submitted or contended.
- reasoning: the court's own analysis: statutes, precedents and how the law applies to the facts.
- decision: the outcome and the orders (appeal allowed / dismissed, conviction set aside, remand, costs).
- other: headers, titles, party names, counsel and bench lists, dates, signatures.
Answer with JSON only, no prose, in exactly this shape:
{{"labels": [{{"paragraph": 1, "facet": "facts"}}, {{"paragraph": 2, "facet": "issues"}}]}}
Give one entry for every paragraph number shown, and use only those numbers."""

HUMAN_PROMPT = """Paragraphs {first} to {last} of {total} of the judgment:

{paragraphs}

Return the JSON labels for paragraphs {first} to {last}."""

# rough size of what surrounds the paragraphs in a request, and of one label in the reply, in tokens
_OVERHEAD_TOKENS = 450
_REPLY_TOKENS_PER_PARAGRAPH = 14
_CHARS_PER_TOKEN = 4.0


class ParagraphLabel(BaseModel):
    paragraph: int = Field(ge=1)
    facet: Literal["facts", "issues", "arguments", "reasoning", "decision", "other"]


class LabelReply(BaseModel):
    labels: list[ParagraphLabel]


def parse_reply(content: str) -> LabelReply:
    """Parse and validate a reply; tolerant of code fences, prose around the JSON and a bare mapping."""
    data = json_payload(content, openers="{[")
    if isinstance(data, list):
        data = {"labels": data}
    if isinstance(data, dict) and "labels" not in data and data and all(str(k).isdigit() for k in data):
        data = {"labels": [{"paragraph": int(k), "facet": v} for k, v in data.items()]}
    if isinstance(data, dict) and isinstance(data.get("labels"), list):
        for item in data["labels"]:
            if isinstance(item, dict) and isinstance(item.get("facet"), str):
                item["facet"] = item["facet"].strip().lower()
    try:
        return LabelReply.model_validate(data)
    except ValidationError as exc:
        raise LLMFailure("invalid json labels") from exc


class LLMCache(SQLiteFile):
    """sqlite: (model, prompt version, text hash) -> validated labels of one window, as JSON."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, "CREATE TABLE IF NOT EXISTS llm_facets (model TEXT, prompt TEXT, text_hash TEXT, "
                               "labels TEXT, PRIMARY KEY (model, prompt, text_hash))")

    def get(self, model: str, prompt: str, text_hash: str) -> dict[int, str] | None:
        row = self._conn().execute("SELECT labels FROM llm_facets WHERE model=? AND prompt=? AND text_hash=?",
                                   (model, prompt, text_hash)).fetchone()
        if row is None:
            return None
        return {int(k): v for k, v in json.loads(row[0]).items()}

    def put(self, model: str, prompt: str, text_hash: str, labels: dict[int, str]) -> None:
        with self._conn() as conn:
            conn.execute("INSERT OR REPLACE INTO llm_facets VALUES (?, ?, ?, ?)",
                         (model, prompt, text_hash, json.dumps({str(k): v for k, v in sorted(labels.items())})))


def paragraph_windows(paragraphs: list[str], context_tokens: int) -> list[tuple[int, int, list[str]]]:
    """Consecutive paragraphs packed into windows that fit the context; an over-long paragraph is cut short
    in the prompt (it is still labelled as a whole). Returns (first index, last index, prompt texts)."""
    budget = max(int(context_tokens) - _OVERHEAD_TOKENS, 200)
    windows: list[tuple[int, int, list[str]]] = []
    cur: list[str] = []
    cur_start, used = 0, 0
    for i, para in enumerate(paragraphs):
        max_chars = int((budget - _REPLY_TOKENS_PER_PARAGRAPH - 8) * _CHARS_PER_TOKEN)
        body = para if len(para) <= max_chars else para[:max_chars] + " [...]"
        cost = int(len(body) / _CHARS_PER_TOKEN) + 8 + _REPLY_TOKENS_PER_PARAGRAPH
        if cur and used + cost > budget:
            windows.append((cur_start, cur_start + len(cur) - 1, cur))
            cur, cur_start, used = [], i, 0
        cur.append(body)
        used += cost
    if cur:
        windows.append((cur_start, cur_start + len(cur) - 1, cur))
    return windows


class LLMFacetizer:
    """Paragraph labels from an OpenAI-compatible chat model, grounded and cached; see the module docstring.

    ``facetize(doc) -> Facets`` carries per-document provenance; ``label_sentences(doc)`` gives the labels only
    (Facetizer protocol) and ``label_with_provenance(doc)`` both.
    """

    name = "llm"

    def __init__(self, settings=None, fallback=None, arguments_as: str = "reasoning", json_mode: bool = False,
                 cache: LLMCache | None = None, llm=None) -> None:
        from ..config import Settings

        self.settings = settings or Settings()
        if arguments_as not in ("reasoning", "other", "facts"):
            raise ValueError(f"arguments_as must be reasoning, other or facts, not {arguments_as!r}")
        self.arguments_as = arguments_as
        self.model_name = self.settings.llm_model or "unset"
        self.cache_model = cache_model_key(self.settings)  # replies are cached per model name and endpoint
        self.version = f"{PROMPT_VERSION}" + ("" if arguments_as == "reasoning" else f"+args:{arguments_as}")
        if fallback is None:
            from .heuristic import HeuristicFacetizer
            from .trained import load_default

            fallback = load_default(arguments_as) or HeuristicFacetizer()
        self.fallback = fallback
        self.cache = cache if cache is not None else LLMCache(Path(self.settings.cache_dir) / "llm_facets.sqlite")
        self.json_mode = json_mode
        self._llm = llm
        self._chain = None

    # -- the chain ---------------------------------------------------------------------------------------

    @property
    def chain(self):
        """ChatPromptTemplate | ChatOpenAI | parse-and-validate (raises LLMFailure)."""
        if self._chain is None:
            llm = self._llm or chat_model(self.settings)
            self._chain = json_chain(SYSTEM_PROMPT, HUMAN_PROMPT, llm, self.json_mode, parse_reply)
        return self._chain

    @property
    def produced_by(self) -> str:
        return f"llm:{self.model_name}@{self.version}"

    # -- labelling -----------------------------------------------------------------------------------------

    def label_paragraphs(self, doc: Segmented) -> dict[int, str]:
        """LLM facet per paragraph index (0-based) of ``doc``; raises LLMFailure (or a client error)."""
        texts = [doc.text[p.start : p.end] for p in doc.paragraphs]
        total = len(texts)
        out: dict[int, str] = {}
        for first, last, bodies in paragraph_windows(texts, self.settings.llm_context_tokens):
            text_hash = hashlib.sha256(
                json.dumps([first, total, texts[first : last + 1]], ensure_ascii=False).encode("utf-8")
            ).hexdigest()
            cached = self.cache.get(self.cache_model, PROMPT_VERSION, text_hash)
            if cached is None:
                numbered = "\n\n".join(f"[{first + 1 + k}] {body}" for k, body in enumerate(bodies))
                reply: LabelReply = self.chain.invoke(
                    {"first": first + 1, "last": last + 1, "total": total, "paragraphs": numbered})
                got: dict[int, str] = {}
                for item in reply.labels:
                    if not first + 1 <= item.paragraph <= last + 1:
                        raise LLMFailure(f"paragraph {item.paragraph} out of range {first + 1}-{last + 1}")
                    got.setdefault(item.paragraph - 1, item.facet)
                if not got:
                    raise LLMFailure("no labels")
                self.cache.put(self.cache_model, PROMPT_VERSION, text_hash, got)
                cached = got
            out.update(cached)
        return out

    def label_with_provenance(self, doc: Segmented) -> tuple[list[str], str]:
        n = len(doc.sentences)
        if n == 0:
            return [], self.produced_by
        try:
            para_labels = self.label_paragraphs(doc)
        except Exception as exc:  # any failure: the whole document from the fallback
            reason = failure_reason(exc)
            log.warning("LLM facetizer failed (%s); using %s for this document", reason, provenance(self.fallback))
            return self.fallback.label_sentences(doc), f"{provenance(self.fallback)} (llm fallback: {reason})"
        para_of = _sentence_paragraphs(doc)
        labels: list[str | None] = []
        for i in range(n):
            lab = para_labels.get(int(para_of[i]))
            if lab == "arguments":
                lab = self.arguments_as
            labels.append(lab)
        missing = sorted({int(para_of[i]) for i in range(n) if labels[i] is None})
        if not missing:
            return [str(lab) for lab in labels], self.produced_by
        filler = self.fallback.label_sentences(doc)
        filled = [lab if lab is not None else filler[i] for i, lab in enumerate(labels)]
        n_para = len({int(p) for p in para_of})
        return filled, f"{self.produced_by} (+{provenance(self.fallback)} for {len(missing)}/{n_para} paragraphs)"

    def label_sentences(self, doc: Segmented) -> list[str]:
        return self.label_with_provenance(doc)[0]

    def facetize(self, doc: Segmented) -> Facets:
        labels, produced_by = self.label_with_provenance(doc)
        return facets_from_labels(doc, labels, produced_by)


def _sentence_paragraphs(doc: Segmented) -> np.ndarray:
    from .trained import _sentence_paragraphs as f

    return f(doc)


__all__ = ["LLMFacetizer", "LLMCache", "LLMFailure", "LabelReply", "PROMPT_VERSION", "parse_reply"]

# the facet names the model may return must cover the product's facets
assert set(FACETS) | {OTHER} <= set(LLM_FACETS)
