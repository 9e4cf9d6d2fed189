"""LLM endpoint settings from the Settings page (Streamlit-free).

The Settings page changes the LLM of one browser session only (kept in its session state); the engine's
settings, which every session shares, are the operator's and are never changed from the UI. The server's API
key goes only to the endpoint the operator configured (``same_endpoint``): a session that points at another
host sends the key it typed, or none.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlparse

from pydantic import SecretStr

from lcr_core import Settings
from lcr_core.urls import shown_url, url_problem  # the pages import shown_url from here


def same_endpoint(a: str, b: str) -> bool:
    """Whether two base URLs name the same endpoint (case of scheme/host and a trailing slash ignored)."""
    def norm(url: str) -> tuple[str, str, str]:
        p = urlparse(url.strip())
        return p.scheme.lower(), p.netloc.lower(), p.path.rstrip("/")
    return bool(a.strip()) and norm(a) == norm(b)


def backend_line(s: Settings, store: Path) -> str:
    """Where searches run (LCR_BACKEND) and where the store of record lives, as a page may show it: URLs masked
    by ``shown_url``, since an operator's Milvus or Chroma URL may carry a password."""
    if s.backend == "milvus":
        uri = s.milvus_uri or str(store / "milvus.db")
        where = f"Milvus Lite file {uri}" if "://" not in uri else f"Milvus at {shown_url(uri)}"
        line = f"milvus: {where}, collection {s.milvus_collection}"
    else:
        line = f"embedded: the local index in {store / 'index'}"
    if s.chroma_url:
        line += f"; store of record on the Chroma server {shown_url(s.chroma_url)}"
    return line


def llm_settings(current: Settings, base_url: str, model: str, api_key: str | None, timeout: float,
                 operator: Settings | None = None, deadline: float | None = None) -> Settings:
    """A copy of ``current`` (this session's LLM settings) with a new endpoint. ValueError on a URL that is not
    http(s) or a non-positive timeout / deadline.

    ``base_url`` equal to :func:`shown_url` of the current URL (the field left as shown) keeps the current URL.
    ``api_key=None`` (the key field left empty) keeps the current key only while the endpoint stays the same:
    a key is never carried over to another host. ``operator`` is the server's own configuration: its key is
    sent to the endpoint the operator configured and nowhere else, whatever the session typed."""
    url = base_url.strip()
    if url and url != current.llm_base_url.strip() and url == shown_url(current.llm_base_url):
        url = current.llm_base_url.strip()  # the masked URL the page showed, sent back unedited
    problem = url_problem(url)
    if problem:  # the URL is quoted masked: it may be the operator's, carrying the server's key
        raise ValueError(f"{problem}, not {shown_url(url)!r}")
    if timeout <= 0:
        raise ValueError("the timeout must be positive")
    if deadline is not None and deadline <= 0:
        raise ValueError("the answer deadline must be positive")
    update = {"llm_base_url": url, "llm_model": model.strip(), "llm_timeout": float(timeout)}
    if deadline is not None:
        update["llm_deadline"] = float(deadline)
    if api_key is not None:
        update["llm_api_key"] = SecretStr(api_key.strip())
    elif not same_endpoint(url, current.llm_base_url):
        update["llm_api_key"] = SecretStr("")
    chosen = current.model_copy(update=update)
    server_key = operator.llm_api_key.get_secret_value() if operator is not None else ""
    if (api_key is None and server_key and chosen.llm_api_key.get_secret_value() == server_key
            and not same_endpoint(url, operator.llm_base_url)):
        chosen = chosen.model_copy(update={"llm_api_key": SecretStr("")})
    return chosen


def key_withheld(chosen: Settings, operator: Settings, typed_key: str) -> bool:
    """True when the server has a key but the session's endpoint is another host and no key was typed: the
    page says that no key will be sent there."""
    return (bool(operator.llm_api_key.get_secret_value()) and not typed_key.strip() and chosen.llm_enabled
            and not same_endpoint(chosen.llm_base_url, operator.llm_base_url))


def toml_snippet(settings: Settings) -> str:
    """The LLM and path settings as lcr.toml lines (never the API key, nor credentials in the URL). JSON string
    quoting is valid TOML."""
    url = shown_url(settings.llm_base_url)
    masked = (["# the URL's credentials are masked: put the full URL in LCR_LLM_BASE_URL"]
              if url != settings.llm_base_url.strip() else [])
    lines = [
        f"store = {json.dumps(str(settings.store))}",
        f"cache_dir = {json.dumps(str(settings.cache_dir))}",
        *masked,
        f"llm_base_url = {json.dumps(url)}",
        f"llm_model = {json.dumps(settings.llm_model)}",
        f"llm_timeout = {float(settings.llm_timeout)}",
    ]
    return "\n".join(lines) + "\n"
