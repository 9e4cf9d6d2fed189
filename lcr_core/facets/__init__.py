"""Facetizers: split a judgment into facts / issues / decision / reasoning (see ``base`` for the interface)."""

from .base import Facetizer, facetize, facets_from_labels, provenance
from .heuristic import HeuristicFacetizer

__all__ = ["Facetizer", "HeuristicFacetizer", "facetize", "facets_from_labels", "provenance"]
