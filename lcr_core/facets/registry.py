"""Which facetizer the engine uses (``Settings.facetizer``), and one call that facetizes with any of them.

- ``auto``      -> the trained default if its model file loads, else the heuristic baseline;
- ``trained``   -> the trained default (an error if the model file is missing or unreadable);
- ``heuristic`` -> the heuristic baseline;
- ``llm``       -> :class:`LLMFacetizer` with the trained default (or, failing that, the heuristic) as its
  per-document fallback. Without ``llm_base_url`` / ``llm_model`` configured it is still returned, and every
  document then falls back (its provenance says so).

Use :func:`run_facetizer` rather than ``base.facetize``: a facetizer with its own ``facetize(doc)`` (the LLM
one, whose provenance is per document) is called directly.
"""

from __future__ import annotations

from typing import Any

from ..schema import Facets, Segmented
from .base import facetize
from .heuristic import HeuristicFacetizer


def get_facetizer(settings=None, arguments_as: str | None = None) -> Any:
    """The facetizer the settings name; ``arguments_as`` overrides ``settings.facet_arguments_as``."""
    from ..config import Settings
    from .trained import TrainedFacetizer, load_default

    s = settings or Settings()
    arguments_as = arguments_as or s.facet_arguments_as
    choice = s.facetizer
    if choice == "heuristic":
        return HeuristicFacetizer()
    if choice == "trained":
        return TrainedFacetizer(arguments_as=arguments_as)
    default = load_default(arguments_as) or HeuristicFacetizer()
    if choice == "llm":
        from .llm import LLMFacetizer

        return LLMFacetizer(s, fallback=default, arguments_as=arguments_as)
    if choice == "auto":
        return default
    raise ValueError(f"unknown facetizer setting {choice!r}")


def run_facetizer(facetizer: Any, doc: Segmented) -> Facets:
    """Facets of ``doc``: the facetizer's own ``facetize`` when it has one, else labels -> spans."""
    own = getattr(facetizer, "facetize", None)
    if callable(own):
        return own(doc)
    return facetize(facetizer, doc)


__all__ = ["get_facetizer", "run_facetizer"]
