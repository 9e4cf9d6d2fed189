"""URLs as a page or a report may show them: an operator's URL may carry a password or a key."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit


def shown_url(url: str) -> str:
    """A base URL as a page may show it: user info and query values masked (``https://***@gateway/v1?key=***``).

    Every session sees the server's URL (Settings page, chat sidebar, lcr.toml snippet); an operator's gateway
    URL may carry a password or a key, which must not reach them. A URL with neither is shown as typed. A query
    item without ``=`` (``?sk-...``) and a fragment may be the key itself: they are masked whole. Without a
    scheme (``admin:pw@host:8000``, a mistyped setting) everything before the last ``@`` is masked."""
    url = url.strip()
    if "://" not in url and "@" in url:
        return "***@" + url.rsplit("@", 1)[1]
    parts = urlsplit(url)
    if "@" not in parts.netloc and not parts.query and not parts.fragment:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    netloc = f"***@{host}" if "@" in parts.netloc else host
    query = "&".join(f"{item.split('=', 1)[0]}=***" if "=" in item else "***"
                     for item in parts.query.split("&") if item)
    return urlunsplit((parts.scheme, netloc, parts.path, query, "***" if parts.fragment else ""))


def url_problem(url: str) -> str | None:
    """Why an LLM base URL cannot be used, in words that never repeat the URL (it may carry a key); None when it
    can, or when it is empty (offline mode). The HTTP client would refuse a bad port or a control character only
    when the first request is built (a traceback), and a URL without ``http://`` only when it is sent."""
    url = url.strip()
    if not url:
        return None
    if any(ord(c) < 33 or ord(c) == 127 for c in url):
        return "the base URL has a space or a control character in it"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a port that is no number from 0 to 65535
    except ValueError:
        return "the base URL is not a valid URL (check its host and port: the port is a number up to 65535)"
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return "the base URL must start with http:// or https:// and name a host"
    return None
