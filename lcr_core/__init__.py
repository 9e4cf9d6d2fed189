"""lcr: legal case retrieval by facts, issues, reasoning and decision (section-aware hybrid retrieval)."""

__version__ = "0.1.0"

# The public names load on first use (PEP 562), so `import lcr_core` (and the `lcr` command's start-up) does not
# pull in numpy, scipy and the engine until something needs them.
_LAZY = {"Settings": "config", "Weights": "config", "Engine": "engine", "Filters": "engine",
         "QueryError": "engine", "SearchResult": "engine", "FACETS": "schema", "Facets": "schema", "Hit": "schema"}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["FACETS", "Engine", "Facets", "Filters", "Hit", "QueryError", "SearchResult", "Settings", "Weights",
           "__version__"]
