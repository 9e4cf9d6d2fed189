"""The facetizer interface: label each sentence of a judgment, then build facet spans from the labels.

Every facetizer (heuristic, trained, LLM) only decides a label per sentence; turning labels into spans,
merging neighbours and recording provenance happens here, once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from ..schema import FACETS, LABELS, OTHER, Facets, Segmented
from ..text import Span


@runtime_checkable
class Facetizer(Protocol):
    """Anything with a name, a version and a per-sentence labeller."""

    name: str
    version: str

    def label_sentences(self, doc: Segmented) -> list[str]:
        """One label from ``LABELS`` per sentence of ``doc``."""
        ...


def provenance(facetizer: Facetizer) -> str:
    return f"{facetizer.name}@{facetizer.version}"


def facets_from_labels(doc: Segmented, labels: Sequence[str], produced_by: str) -> Facets:
    """Merge consecutive same-label sentences of one paragraph into spans; ``other`` is dropped."""
    if len(labels) != len(doc.sentences):
        raise ValueError(f"{len(labels)} labels for {len(doc.sentences)} sentences")
    spans: dict[str, list[Span]] = {f: [] for f in FACETS}
    for sent, label in zip(doc.sentences, labels):
        if label not in LABELS:
            raise ValueError(f"unknown facet label {label!r}")
        if label == OTHER:
            continue
        bucket = spans[label]
        if bucket and _same_paragraph_gap(doc.text, bucket[-1].end, sent.start):
            bucket[-1] = Span(bucket[-1].start, sent.end)
        else:
            bucket.append(sent)
    return Facets(spans=spans, facetizer=produced_by)


def _same_paragraph_gap(text: str, end: int, start: int) -> bool:
    gap = text[end:start]
    return "\n" not in gap and not gap.strip()


def facetize(facetizer: Facetizer, doc: Segmented) -> Facets:
    """Run a facetizer over a segmented document; a facetizer with its own ``facetize`` (one that records a
    per-document fallback in its provenance, like the LLM chain) is trusted to build the Facets itself."""
    own = getattr(facetizer, "facetize", None)
    if callable(own):
        return own(doc)
    return facets_from_labels(doc, facetizer.label_sentences(doc), provenance(facetizer))
