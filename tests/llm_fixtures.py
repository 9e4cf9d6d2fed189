"""Pytest fixtures for anything that talks to an LLM: a scripted OpenAI-compatible server and Settings for it.

Import them into a test module (``from llm_fixtures import openai_server, llm_settings``) or, once, in
``tests/conftest.py``: ``from llm_fixtures import *  # noqa: F401,F403`` (tests/ is on sys.path under pytest's
default rootdir-less import mode; with a ``tests/__init__.py`` use ``from tests.llm_fixtures import ...``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

try:
    from openai_server import OpenAIServer, Reply
except ImportError:  # tests/ imported as a package
    from tests.openai_server import OpenAIServer, Reply

__all__ = ["OpenAIServer", "Reply", "app_on_a_dead_llm", "llm_settings", "openai_server"]


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


@contextmanager
def app_on_a_dead_llm(engine, config_dir: Path, model: str, deadline_s: float = 1.0):
    """The chat app (``AppTest``) over ``engine``'s store, its Settings page pointed at a local server whose every
    reply takes 30 s, the answer deadline set to ``deadline_s``: yields ``(at, server)`` on the chat page. For the
    tests of what a session sees while its endpoint is down (the circuit breaker, the sidebar's status)."""
    from streamlit.testing.v1 import AppTest

    app = str(Path(__file__).resolve().parents[1] / "app.py")
    with OpenAIServer() as srv, pytest.MonkeyPatch.context() as mp:
        srv.default = Reply("{}", delay=30.0)
        mp.setenv("LCR_STORE", str(engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(config_dir / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY", "LCR_K"):
            mp.delenv(var, raising=False)
        at = AppTest.from_file(app, default_timeout=300)
        at.run()
        at.switch_page("pages/3_Settings.py").run()
        at.text_input[0].set_value(srv.base_url)
        at.text_input[1].set_value(model)
        at.number_input[1].set_value(deadline_s)  # the answer deadline
        at.button[1].click().run()  # apply
        at.switch_page("app.py").run()
        yield at, srv
