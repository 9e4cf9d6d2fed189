"""Facetizing a user's query: a typed fact pattern is read differently from a pasted judgment.

A short fact pattern has no decision or reasoning to find and no document structure for position cues, so
its questions become *issues* and everything else *facts*; a long query (a pasted judgment) goes through the
document facetizer like any judgment in the corpus.
"""

from __future__ import annotations

import re

from ..schema import Facets, Segmented
from .base import Facetizer, facetize, facets_from_labels

_QUESTION_START = re.compile(
    r"^\s*(whether|is|are|was|were|can|could|does|do|did|should|would|will|may|must|has|have|had|what|which|"
    r"how|when|who)\b",
    re.IGNORECASE,
)


def is_question(sentence: str) -> bool:
    s = sentence.strip()
    return s.endswith("?") or bool(re.match(r"^\s*whether\b", s, re.IGNORECASE)) or (
        bool(_QUESTION_START.match(s)) and s.endswith("?")
    )


class QueryFacetizer:
    """Short queries by the question rule, long ones by the document facetizer."""

    name = "query"
    version = "1"

    def __init__(self, document_facetizer: Facetizer, long_query_words: int = 400) -> None:
        self.document_facetizer = document_facetizer
        self.long_query_words = long_query_words

    def facetize(self, doc: Segmented) -> Facets:
        if len(doc.text.split()) >= self.long_query_words:
            return facetize(self.document_facetizer, doc)
        labels = ["issues" if is_question(s) else "facts" for s in doc.sentence_texts()]
        return facets_from_labels(doc, labels, f"{self.name}@{self.version}")
