"""LLM endpoint settings from the Settings page (Streamlit-free)."""

from __future__ import annotations

import json
from urllib.parse import urlparse

from pydantic import SecretStr

from lcr_core import Settings


def llm_settings(current: Settings, base_url: str, model: str, api_key: str | None, timeout: float) -> Settings:
    """A copy of ``current`` with a new endpoint; ``api_key=None`` keeps the current key. ValueError on a URL
    that is not http(s)."""
    url = base_url.strip()
    if url:
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError(f"the base URL must start with http:// or https:// and name a host, not {url!r}")
    if timeout <= 0:
        raise ValueError("the timeout must be positive")
    update = {"llm_base_url": url, "llm_model": model.strip(), "llm_timeout": float(timeout)}
    if api_key is not None:
        update["llm_api_key"] = SecretStr(api_key.strip())
    return current.model_copy(update=update)


def toml_snippet(settings: Settings) -> str:
    """The LLM and path settings as lcr.toml lines (never the API key). JSON string quoting is valid TOML."""
    lines = [
        f"store = {json.dumps(str(settings.store))}",
        f"cache_dir = {json.dumps(str(settings.cache_dir))}",
        f"llm_base_url = {json.dumps(settings.llm_base_url)}",
        f"llm_model = {json.dumps(settings.llm_model)}",
        f"llm_timeout = {float(settings.llm_timeout)}",
    ]
    return "\n".join(lines) + "\n"
