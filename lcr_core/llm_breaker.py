"""A circuit breaker for an LLM endpoint that is not answering (Streamlit-free).

In the chat every answer gives the LLM a deadline; an endpoint that is down or far too slow cost that deadline on
every step (about 20 s each, 40 s for a free-form follow-up that was then searched). After the first timeout the
breaker is *open* for that endpoint: the callers that consult it (the app's query
facetizer, the chat's explanations and follow-up reader) use their offline rules at once and say so. It closes
when the endpoint answers again, when ``retry_after`` seconds have passed (the next call is a trial: one more
timeout opens it again) or when the session's LLM settings are applied or checked anew (``forget``).

Endpoints are told apart by model and a hash of the base URL (``llm_reply.cache_model_key``): the URL, which may
carry credentials, is never stored, and nothing here is logged.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .llm_reply import cache_model_key

RETRY_AFTER = 300.0  # seconds an endpoint that did not answer is left alone
# the failures that mean "not answering" in time (llm_reply.failure_reason, llm_chat's reasons): a refused
# connection, an HTTP error or a broken reply costs no waiting and says why on each answer, so it does not open
# the breaker (a host that drops packets times out, and does)
NOT_ANSWERING = ("timeout", "timed out", "did not answer")


def not_answering(reason: str) -> bool:
    reason = reason.lower()
    return any(word in reason for word in NOT_ANSWERING)


@dataclass(frozen=True)
class Outage:
    reason: str  # what happened, key-free ("timeout")
    since: float  # clock time it was opened
    retry_in: float  # seconds until the next call is tried again

    def status(self, model: str = "") -> str:
        """The line the chat and the sidebar show while the breaker is open."""
        who = f"The LLM ({model})" if model else "The LLM"
        minutes = max(1, round(self.retry_in / 60))
        return (f"{who} is not answering ({self.reason}), so the offline rules are used without waiting for it "
                f"(rationale, stance and follow-ups from the text itself). It is tried again in about {minutes} "
                f"min, or at once when you apply or check the LLM settings on the Settings page.")


class LLMBreaker:
    """Which LLM endpoints have just failed to answer; thread-safe (the explanations call from a pool)."""

    def __init__(self, retry_after: float = RETRY_AFTER, clock: Callable[[], float] = time.monotonic) -> None:
        self.retry_after = float(retry_after)
        self.clock = clock
        self._open: dict[str, tuple[str, float]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def key(settings: Any) -> str:
        return cache_model_key(settings)

    def down(self, settings: Any) -> Outage | None:
        """The outage of ``settings``' endpoint while the breaker is open for it, else None (call it)."""
        if settings is None or not getattr(settings, "llm_enabled", False):
            return None
        key = self.key(settings)
        with self._lock:
            got = self._open.get(key)
            if got is None:
                return None
            reason, since = got
            left = since + self.retry_after - self.clock()
            if left <= 0:  # time for a trial call
                del self._open[key]
                return None
            return Outage(reason, since, left)

    def failed(self, settings: Any, reason: str) -> bool:
        """Record a failed call; opens the breaker when the failure means the endpoint is not answering in time.
        Returns whether it is open now."""
        if settings is None or not not_answering(reason):
            return False
        with self._lock:
            self._open.setdefault(self.key(settings), (reason, self.clock()))
        return True

    def answered(self, settings: Any) -> None:
        """The endpoint answered: close the breaker for it."""
        self.forget(settings)

    def forget(self, settings: Any) -> None:
        if settings is None:
            return
        with self._lock:
            self._open.pop(self.key(settings), None)
