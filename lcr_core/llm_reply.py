"""Reading an OpenAI-compatible chat reply, shared by the LLM facetizer and the LLM explainer.

Both ask for JSON, tolerate code fences and prose around it, treat a refusal or a reply cut at max tokens as a
failure, and record a short, key-free reason when they fall back to the offline path.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

T = TypeVar("T")
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


class LLMFailure(Exception):
    """Why an LLM reply could not be used; ``reason`` goes into the provenance string."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def json_payload(content: str, openers: str = "{") -> Any:
    """The first JSON value in ``content`` that starts with one of ``openers`` (fences and prose tolerated)."""
    text = (content or "").strip()
    if not text:
        raise LLMFailure("empty reply")
    m = _FENCE.search(text)
    if m:
        text = m.group(1).strip()
    start = min((i for i in (text.find(c) for c in openers) if i >= 0), default=-1)
    if start < 0:
        raise LLMFailure("no json in reply")
    try:
        data, _end = json.JSONDecoder().raw_decode(text[start:])
    except json.JSONDecodeError as exc:
        raise LLMFailure("broken json") from exc
    return data


def parse_message(message: Any, parse: Callable[[str], T]) -> T:
    """A chain's last step: refusal / content-filter / truncation checks, then ``parse`` the reply text."""
    extra = getattr(message, "additional_kwargs", {}) or {}
    meta = getattr(message, "response_metadata", {}) or {}
    if extra.get("refusal") or meta.get("finish_reason") == "content_filter":
        raise LLMFailure("refusal")
    content = message.content if hasattr(message, "content") else message
    if isinstance(content, list):
        content = "".join(b.get("text", "") if isinstance(b, dict) else str(b) for b in content)
    try:
        return parse(str(content))
    except LLMFailure as exc:
        if meta.get("finish_reason") == "length":
            raise LLMFailure("partial json (reply cut at max tokens)") from exc
        raise


def failure_reason(exc: BaseException) -> str:
    """A short, key-free description of a failure for provenance."""
    import openai

    if isinstance(exc, LLMFailure):
        return exc.reason
    if isinstance(exc, json.JSONDecodeError):  # the HTTP body itself (a web page at the base URL), not the content
        return "reply not JSON"
    if isinstance(exc, openai.APITimeoutError | TimeoutError):
        return "timeout"
    if isinstance(exc, openai.APIStatusError):
        return f"http {exc.status_code}"
    if isinstance(exc, openai.APIConnectionError):
        return "connection error"
    return f"error {type(exc).__name__}"


def cache_model_key(settings: Any) -> str:
    """The model a cached reply belongs to: its name and its endpoint, since two servers may serve different
    models under one name (a local proxy called "gpt-4o", the real one). The URL is hashed, never stored: it may
    carry credentials."""
    url = str(getattr(settings, "llm_base_url", "") or "").strip().rstrip("/")
    return f"{getattr(settings, 'llm_model', '') or 'unset'}#{hashlib.sha256(url.encode('utf-8')).hexdigest()[:16]}"


def chat_model(settings: Any, **overrides: Any):
    """``ChatOpenAI`` for the configured endpoint: temperature 0, the settings' timeout and retries."""
    from langchain_openai import ChatOpenAI

    params = {"model": settings.llm_model, "base_url": settings.llm_base_url or None,
              "api_key": settings.llm_api_key.get_secret_value() or "not-set", "temperature": 0,
              "timeout": settings.llm_timeout, "max_retries": settings.llm_max_retries}
    return ChatOpenAI(**{**params, **overrides})


def json_chain(system: str, human: str, llm: Any, json_mode: bool, parse: Callable[[str], T]):
    """prompt | model (JSON mode when the endpoint supports it) | checked parse (raises LLMFailure)."""
    from langchain_core.prompts import ChatPromptTemplate
    from langchain_core.runnables import RunnableLambda

    prompt = ChatPromptTemplate.from_messages([("system", system), ("human", human)])
    if json_mode:
        llm = llm.bind(response_format={"type": "json_object"})
    return prompt | llm | RunnableLambda(partial(parse_message, parse=parse))
