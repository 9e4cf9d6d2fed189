"""Pytest fixtures for anything that talks to an LLM: a scripted OpenAI-compatible server and Settings for it.

Import them into a test module (``from llm_fixtures import openai_server, llm_settings``) or, once, in
``tests/conftest.py``: ``from llm_fixtures import *  # noqa: F401,F403`` (tests/ is on sys.path under pytest's
default rootdir-less import mode; with a ``tests/__init__.py`` use ``from tests.llm_fixtures import ...``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

try:
    from openai_server import OpenAIServer, Reply
except ImportError:  # tests/ imported as a package
    from tests.openai_server import OpenAIServer, Reply

__all__ = ["OpenAIServer", "Reply", "llm_settings", "openai_server"]


@pytest.fixture
def openai_server() -> Iterator[OpenAIServer]:
    """A started server on 127.0.0.1 (random port); stopped after the test."""
    with OpenAIServer() as srv:
        yield srv


@pytest.fixture
def llm_settings(openai_server: OpenAIServer, tmp_path, monkeypatch):
    """Settings pointing at ``openai_server`` with a 1 s timeout, no retries and a fresh cache dir."""
    from lcr_core.config import Settings

    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "LCR_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    return Settings(
        llm_base_url=openai_server.base_url,
        llm_model="test-model",
        llm_api_key="sk-test-secret-key",
        llm_timeout=1.0,
        llm_max_retries=0,
        llm_context_tokens=8000,
        cache_dir=tmp_path / "cache",
        store=tmp_path / "store",
    )
