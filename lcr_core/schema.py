"""The engine's data types: a segmented judgment, its facets, and a scored hit."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .text import Span

# The four facets, in the order METHOD.md fixes for weights, tables and storage.
FACETS: tuple[str, ...] = ("facts", "issues", "decision", "reasoning")
OTHER = "other"
LABELS: tuple[str, ...] = (*FACETS, OTHER)


@dataclass(slots=True)
class Segmented:
    """A normalised text cut into paragraphs, sentences and encoding units (with their vectors, if known)."""

    text: str
    paragraphs: list[Span]
    sentences: list[Span]
    units: list[Span]
    unit_vectors: np.ndarray | None = None

    def sentence_texts(self) -> list[str]:
        return [self.text[s.start : s.end] for s in self.sentences]

    def unit_texts(self) -> list[str]:
        return [self.text[u.start : u.end] for u in self.units]


@dataclass(slots=True)
class Facets:
    """Each facet as spans of the original (normalised) text, plus which facetizer produced them."""

    spans: dict[str, list[Span]]
    facetizer: str

    def text(self, facet: str, source: str, sep: str = "\n") -> str:
        return sep.join(source[s.start : s.end] for s in self.spans.get(facet, []))

    def is_empty(self, facet: str) -> bool:
        return not any(len(s) for s in self.spans.get(facet, []))

    def to_json(self) -> dict[str, Any]:
        return {
            "facetizer": self.facetizer,
            "spans": {f: [[s.start, s.end] for s in self.spans.get(f, [])] for f in FACETS},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Facets:
        spans = {f: [Span(int(a), int(b)) for a, b in data.get("spans", {}).get(f, [])] for f in FACETS}
        return cls(spans=spans, facetizer=str(data.get("facetizer", "unknown")))


@dataclass(slots=True)
class Hit:
    """One ranked case with the full score breakdown of both stages."""

    case_id: str
    rank: int
    score: float
    s_lex: float
    s_sem: float
    lex: dict[str, float]
    sem: dict[str, float]
    best_facet: str
    bm25_rank: int | None
    dense_rank: int | None
    rrf: float
    metadata: dict[str, Any] = field(default_factory=dict)
    contributions: dict[str, float] = field(default_factory=dict)  # feature -> additive share of the score

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.case_id,
            "rank": self.rank,
            "score": self.score,
            "s_lex": self.s_lex,
            "s_sem": self.s_sem,
            "best_facet": self.best_facet,
            "facet_lex": self.lex,
            "facet_sem": self.sem,
            "bm25_rank": self.bm25_rank,
            "dense_rank": self.dense_rank,
            "rrf": self.rrf,
            **({"contributions": self.contributions} if self.contributions else {}),
            **{k: v for k, v in self.metadata.items() if k not in {"id", "rank", "score"}},
        }


@dataclass
class CaseView:
    """A stored case as the UI and CLI show it."""

    case_id: str
    text: str
    facets: Facets
    metadata: dict[str, Any]

    def facet_text(self, facet: str) -> str:
        return self.facets.text(facet, self.text)

    @property
    def title(self) -> str:
        return str(self.metadata.get("title") or self.case_id)
