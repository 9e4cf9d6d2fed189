"""How one text becomes an analysed document: normalise, segment, encode units once, facetize, pool vectors.

Ingest and search both go through here, so a query is read exactly the way a judgment is.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np

from .encoder import EMBEDDING_DIM, Encoder
from .facets.base import Facetizer, facetize
from .schema import FACETS, Facets, Segmented
from .text import Span, normalize
from .units import segment, wordpiece_counter


@dataclass(slots=True)
class Analysed:
    """A segmented, encoded and facetized text with its whole-document and facet vectors."""

    doc: Segmented
    facets: Facets
    doc_vector: np.ndarray
    facet_vectors: dict[str, np.ndarray]

    @property
    def text(self) -> str:
        return self.doc.text

    def facet_text(self, facet: str) -> str:
        return self.facets.text(facet, self.doc.text)


def content_hash(normalised_text: str) -> str:
    return hashlib.sha256(normalised_text.encode("utf-8")).hexdigest()


class Pipeline:
    """Holds the encoder and facetizer; ``analyse_many`` batches encoding across documents."""

    def __init__(self, encoder: Encoder, facetizer: Facetizer) -> None:
        self.encoder = encoder
        self.facetizer = facetizer
        self.count_tokens = wordpiece_counter(encoder.tokenizer_json)

    def segment(self, text: str, already_normalised: bool = False) -> Segmented:
        return segment(text if already_normalised else normalize(text), self.count_tokens)

    def analyse_many(self, docs: list[Segmented], facetizer: Facetizer | None = None) -> list[Analysed]:
        """Encode the units of all ``docs`` in one batch, then facetize and pool each."""
        texts = [t for d in docs for t in d.unit_texts()]
        vectors = self.encoder.encode(texts)
        out: list[Analysed] = []
        offset = 0
        for d in docs:
            d.unit_vectors = vectors[offset : offset + len(d.units)]
            offset += len(d.units)
            out.append(self.finish(d, facetizer))
        return out

    def finish(self, doc: Segmented, facetizer: Facetizer | None = None) -> Analysed:
        """Facetize an encoded document and pool its unit vectors into doc and facet vectors."""
        facets = facetize(facetizer or self.facetizer, doc)
        assert doc.unit_vectors is not None
        return Analysed(
            doc=doc,
            facets=facets,
            doc_vector=pooled_vector(doc.units, doc.unit_vectors, [Span(0, len(doc.text))]),
            facet_vectors=facet_vectors(doc, facets),
        )


def facet_vectors(doc: Segmented, facets: Facets) -> dict[str, np.ndarray]:
    """Each non-empty facet's vector: units weighted by how many of their characters fall in the facet."""
    assert doc.unit_vectors is not None
    out: dict[str, np.ndarray] = {}
    for f in FACETS:
        spans = facets.spans.get(f, [])
        if spans:
            vec = pooled_vector(doc.units, doc.unit_vectors, spans)
            if vec is not None:
                out[f] = vec
    return out


def pooled_vector(units: list[Span], vectors: np.ndarray, spans: list[Span]) -> np.ndarray | None:
    """Normalised mean of unit vectors weighted by their character overlap with ``spans``; None if no overlap."""
    if not units or not spans:
        return None
    u = np.asarray([[s.start, s.end] for s in units], dtype=np.int64)
    s = np.asarray([[x.start, x.end] for x in spans], dtype=np.int64)
    overlap = np.minimum(u[:, None, 1], s[None, :, 1]) - np.maximum(u[:, None, 0], s[None, :, 0])
    weights = np.clip(overlap, 0, None).sum(axis=1).astype(np.float64)
    if weights.sum() <= 0:
        return None
    vec = (weights[:, None] * vectors).sum(axis=0)
    norm = np.linalg.norm(vec)
    return (vec / norm).astype(np.float32) if norm > 0 else None


def zero_vector() -> np.ndarray:
    return np.zeros(EMBEDDING_DIM, dtype=np.float32)
