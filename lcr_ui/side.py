"""The sidebar's "I act for" options: the canonical roles (lcr_core.explain.roles), grouped by area pair."""

from __future__ import annotations

from lcr_core.explain.roles import ROLES

NOT_STATED = "not stated"
SIDE_OPTIONS: tuple[str, ...] = (NOT_STATED, *ROLES)


def side_of_option(option: object) -> str | None:
    """The role an option names, or None for "not stated" (or anything unknown)."""
    return str(option) if option in ROLES else None


__all__ = ["NOT_STATED", "SIDE_OPTIONS", "side_of_option"]
