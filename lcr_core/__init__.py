"""lcr: legal case retrieval by facts, issues, reasoning and decision (section-aware hybrid retrieval)."""

__version__ = "0.1.0"

from .config import Settings, Weights  # noqa: E402
from .engine import Engine, Filters, QueryError, SearchResult  # noqa: E402
from .schema import FACETS, Facets, Hit  # noqa: E402

__all__ = ["FACETS", "Engine", "Facets", "Filters", "Hit", "QueryError", "SearchResult", "Settings", "Weights",
           "__version__"]
