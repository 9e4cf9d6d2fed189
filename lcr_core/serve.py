"""A warm engine for repeated ``lcr search`` calls: a small HTTP server on 127.0.0.1 that the CLI finds and reuses.

A fresh ``lcr search`` process pays for importing torch and loading the encoder (seconds); ``lcr serve`` pays it
once. The server writes ``serve.json`` (URL, pid and a random token; readable by its owner only) into the store
folder; ``ask`` reads it, sends the query with the token, and returns the answer - or None whenever there is no
server or it does not answer, so the caller searches in-process instead. This module imports only the standard
library, so the client side costs nothing at start-up.
"""

from __future__ import annotations

import contextlib
import hmac
import http.client
import json
import os
import secrets
import signal
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

SERVE_FILE = "serve.json"
MAX_REQUEST_BYTES = 8 * 1024 * 1024  # a pasted judgment; the engine itself keeps the first 200,000 characters
TOKEN_HEADER = "X-LCR-Token"


def serve_file(store: Path) -> Path:
    return Path(store) / SERVE_FILE


def ask(store: Path, request: dict, timeout: float = 120.0) -> dict | None:
    """The running server's answer to ``request``, or None when no server for ``store`` answers."""
    try:
        info = json.loads(serve_file(store).read_text(encoding="utf-8"))
        host, port, token = "127.0.0.1", int(info["port"]), str(info["token"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    body = json.dumps(request).encode("utf-8")
    conn = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        conn.request("POST", "/search", body=body, headers={"Content-Type": "application/json", TOKEN_HEADER: token})
        response = conn.getresponse()
        data = response.read()
        if response.status != 200:
            return None
        payload = json.loads(data.decode("utf-8"))
        return payload if isinstance(payload, dict) else None
    except (OSError, ValueError, http.client.HTTPException):
        return None
    finally:
        conn.close()


def serve_forever(engine, answer: Callable[[dict], dict], port: int = 0,
                  ready: Callable[[str], None] | None = None) -> None:
    """Answer search requests for ``engine``'s store until interrupted; the serve file is removed on exit."""
    token = secrets.token_hex(16)
    path = serve_file(engine.store.path)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            if self.path != "/search" or not hmac.compare_digest(self.headers.get(TOKEN_HEADER, ""), token):
                self._reply(403, {"error": "forbidden"})
                return
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_REQUEST_BYTES:
                self._reply(413, {"error": "request too large"})
                return
            try:
                request = json.loads(self.rfile.read(length).decode("utf-8"))
                self._reply(200, answer(request))
            except Exception as exc:  # noqa: BLE001 - one bad request must not stop the server
                self._reply(200, {"error": f"the server failed on this query ({type(exc).__name__}: {exc})"})

        def _reply(self, status: int, payload: dict) -> None:
            data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args) -> None:  # noqa: A002 - queries are not logged
            pass

    server = HTTPServer(("127.0.0.1", port), Handler)
    _write_private(path, {"port": server.server_address[1], "pid": os.getpid(), "token": token})
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        if ready:
            ready(f"http://127.0.0.1:{server.server_address[1]}")
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        server.server_close()
        with contextlib.suppress(OSError, ValueError):
            if json.loads(path.read_text(encoding="utf-8")).get("token") == token:
                path.unlink()


def _interrupt(*_) -> None:
    raise KeyboardInterrupt


def _write_private(path: Path, data: dict) -> None:
    """Write ``data`` as JSON readable by this user only, atomically (a reader never sees half a file)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    os.replace(tmp, path)
