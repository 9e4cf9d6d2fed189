"""A small, real OpenAI-compatible HTTP server for tests (stdlib only, 127.0.0.1, random port).

Serves ``POST /v1/chat/completions`` (plain and ``stream: true``) and ``GET /v1/models``. Each test scripts
what it answers and inspects what it received::

    with OpenAIServer() as srv:                      # or the ``openai_server`` fixture
        srv.reply('{"labels": []}')                  # queue one reply (content of the assistant message)
        srv.reply(status=500)                        # then an HTTP 500
        srv.reply("late", delay=3.0)                 # then a reply after 3 s (a client timeout)
        srv.default = Reply("...")                   # what to answer when the queue is empty
        srv.handler = lambda request: Reply(...)     # or decide from the request body
        ... base_url = srv.base_url  (".../v1")
        srv.requests[0]["body"]["messages"]          # every request received, in order (headers lower-cased)

A :class:`Reply` can also carry a raw ``body`` (bytes/str/dict sent as is), ``finish_reason``, ``refusal``,
``headers`` and ``usage``. Delays are cut short when the server stops, so a timed-out test never hangs.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted answer."""

    content: str | None = ""
    status: int = 200
    delay: float = 0.0
    body: bytes | str | dict | None = None  # sent verbatim instead of a chat completion
    finish_reason: str = "stop"
    refusal: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    usage: dict[str, int] | None = None


class OpenAIServer:
    """Start with ``start()`` (or ``with``); ``base_url`` ends in ``/v1`` as OpenAI clients expect."""

    def __init__(self, model: str = "test-model") -> None:
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self.queue: deque[Reply] = deque()
        self.default: Reply = Reply('{"error": "no scripted reply"}', status=500)
        self.handler: Callable[[dict[str, Any]], Reply | None] | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- scripting ---------------------------------------------------------------------------------------

    def reply(self, content: str | None = "", **kwargs: Any) -> OpenAIServer:
        """Queue one reply (FIFO); keyword arguments are :class:`Reply` fields."""
        self.queue.append(Reply(content, **kwargs))
        return self

    def clear(self) -> None:
        self.queue.clear()
        self.requests.clear()

    @property
    def chat_requests(self) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["path"].endswith("/chat/completions")]

    def _next(self, request: dict[str, Any]) -> Reply:
        if self.handler is not None:
            got = self.handler(request)
            if got is not None:
                return got
        with self._lock:
            return self.queue.popleft() if self.queue else self.default

    # -- life cycle ----------------------------------------------------------------------------------------

    @property
    def port(self) -> int:
        assert self._httpd is not None, "server not started"
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> OpenAIServer:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output quiet
                pass

            def _send(self, status: int, payload: bytes, ctype: str = "application/json",
                      headers: dict[str, str] | None = None) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", ctype)
                    self.send_header("Content-Length", str(len(payload)))
                    for k, v in (headers or {}).items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def do_GET(self) -> None:  # noqa: N802
                server.requests.append({"method": "GET", "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()},
                                        "body": None, "time": time.time()})
                if self.path.rstrip("/").endswith("/models"):
                    data = {"object": "list", "data": [{"id": server.model, "object": "model", "owned_by": "test"}]}
                    self._send(200, json.dumps(data).encode())
                else:
                    self._send(404, b'{"error": {"message": "not found"}}')

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    body = {"_raw": raw.decode("utf-8", "replace")}
                request = {"method": "POST", "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body,
                           "time": time.time()}
                server.requests.append(request)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, b'{"error": {"message": "not found"}}')
                    return
                rep = server._next(request)
                if rep.delay and server._stop.wait(rep.delay):
                    return
                if rep.body is not None:
                    payload = rep.body if isinstance(rep.body, bytes) else (
                        rep.body.encode() if isinstance(rep.body, str) else json.dumps(rep.body).encode())
                    self._send(rep.status, payload, headers=rep.headers)
                    return
                if rep.status >= 400:
                    err = {"error": {"message": rep.content or f"scripted HTTP {rep.status}", "type": "server_error",
                                     "code": rep.status}}
                    self._send(rep.status, json.dumps(err).encode(), headers=rep.headers)
                    return
                model = body.get("model", server.model)
                if body.get("stream"):
                    self._stream(rep, model)
                    return
                message: dict[str, Any] = {"role": "assistant", "content": rep.content}
                if rep.refusal is not None:
                    message["refusal"] = rep.refusal
                data = {
                    "id": f"chatcmpl-test-{len(server.requests)}",
                    "object": "chat.completion",
                    "created": 1_700_000_000,
                    "model": model,
                    "choices": [{"index": 0, "message": message, "finish_reason": rep.finish_reason}],
                    "usage": rep.usage or {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
                }
                self._send(200, json.dumps(data).encode(), headers=rep.headers)

            def _stream(self, rep: Reply, model: str) -> None:
                pieces = [rep.content[i : i + 16] for i in range(0, len(rep.content or ""), 16)] or [""]
                chunks = []
                for k, piece in enumerate(pieces):
                    delta: dict[str, Any] = {"content": piece}
                    if k == 0:
                        delta["role"] = "assistant"
                    chunks.append({"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 1_700_000_000,
                                   "model": model, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
                chunks.append({"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 1_700_000_000,
                               "model": model, "choices": [{"index": 0, "delta": {}, "finish_reason": rep.finish_reason}]})
                payload = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
                self._send(200, payload.encode(), ctype="text/event-stream", headers=rep.headers)

        self._stop.clear()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="openai-test-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None

    def __enter__(self) -> OpenAIServer:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
