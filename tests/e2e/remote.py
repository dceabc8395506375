"""Browsers Playwright cannot drive: the proxy that serves them a test's site, and their pages.

Firefox (``firefox.py``) and WebKit (``webkit.py``) send every request here: the current site
answers for its own hosts (``harness.Site`` for ``http://demo.test`` and ``http://localhost``, as
Playwright's routing does for Chromium, or a Playwright-style route handler), and everything else
gets a failed load. ``127.0.0.1`` bypasses the proxy, so a real ``reverserag serve`` on loopback is
a real cross-origin server. Nothing leaves the machine.

``RemotePage`` is the part of Playwright's ``Page`` the tests use, built on one primitive each
driver gives: calling a function in the page.
"""

from __future__ import annotations

import http.server
import json
import threading
import time
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any


@dataclass
class Response:
    """What a test site answers to a request (``harness.Site``, and the proxy that serves it to Firefox)."""

    body: str | bytes
    content_type: str = "text/html; charset=utf-8"
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)


class _Route:
    """The part of Playwright's ``Route`` that a route handler uses."""

    def __init__(self, url: str) -> None:
        self.request = SimpleNamespace(url=url)
        self.answer: Response | None = None

    def fulfill(self, status: int = 200, content_type: str = "text/plain", body: str | bytes = b"",
                headers: dict[str, str] | None = None) -> None:
        self.answer = Response(body, content_type, status, dict(headers or {}))

    def abort(self) -> None:
        self.answer = None


class _Routed:
    """A Playwright route handler as the proxy's site: ``page.route("**/*", handler)``."""

    def __init__(self, handler: Any) -> None:
        self.handler = handler

    def respond(self, address: str, release: threading.Event) -> Response | None:
        route = _Route(address)
        self.handler(route)
        return route.answer


class Proxy:
    """A loopback HTTP proxy that serves the current test's site and drops every other request."""

    def __init__(self) -> None:
        self.site: Any = None  # a harness.Site: its find(url), requests and hung paths
        self.release = threading.Event()  # set when a test ends: hung requests may go
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _answer(self) -> None:
                site = proxy.site
                found = site.respond(self.path, proxy.release) if site is not None else None
                if found is None:  # as Playwright's route.abort(): a failed load, nothing in it
                    self.send_response(502)
                    self.send_header("Content-Length", "0")
                    self.send_header("Cache-Control", "no-store")
                    self.end_headers()
                    return
                body = found.body.encode() if isinstance(found.body, str) else found.body
                self.send_response(found.status)
                self.send_header("Content-Type", found.content_type)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")  # one profile serves every test
                for name, value in found.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)

            do_GET = do_HEAD = _answer

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                self._answer()

            def do_CONNECT(self) -> None:  # https: nothing is served over TLS here
                self.send_response(502)
                self.send_header("Content-Length", "0")
                self.end_headers()
                self.close_connection = True

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def port(self) -> int:
        return self.server.server_address[1]

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


class RemotePage:
    """The part of Playwright's ``Page`` the tests use, over a driver's ``_call`` (which calls an
    async function declaration in the page with one string argument and returns the string it
    resolves to, or None) and ``proxy``."""

    proxy: Proxy

    def _call(self, declaration: str, arg: str) -> str | None:
        raise NotImplementedError

    def route(self, pattern: str, handler: Any) -> None:
        """Playwright's ``page.route("**/*", handler)``: the handler answers every request."""
        assert pattern == "**/*", "only every request can be routed"
        self.proxy.site = _Routed(handler)

    def evaluate(self, expression: str, arg: Any = None) -> Any:
        """Playwright's ``evaluate``: a function is called with ``arg``, anything else is evaluated.
        The value comes back through JSON, so a test gets what Playwright would give it."""
        declaration = ("async function (arg) {\n"
                       f"  const value = ({expression.strip()});\n"
                       "  const result = typeof value === 'function' ? await value(JSON.parse(arg)) : await value;\n"
                       "  return result === undefined ? undefined : JSON.stringify(result);\n}")
        value = self._call(declaration, json.dumps(arg))
        return None if value is None else json.loads(value)

    def wait_for_function(self, expression: str, arg: Any = None, timeout: float = 30_000) -> None:
        """Waits until the expression (or the function's value) is truthy, as JavaScript judges."""
        truthy = (f"async (arg) => {{ const f = ({expression.strip()}); "
                  "return !!(typeof f === 'function' ? await f(arg) : f); }")
        deadline = time.monotonic() + timeout / 1000
        while True:
            if self.evaluate(truthy, arg):
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"wait_for_function: still falsy after {timeout:.0f} ms: {expression}")
            time.sleep(0.05)

    def wait_for_timeout(self, timeout: float) -> None:
        time.sleep(timeout / 1000)

    def add_script_tag(self, *, url: str | None = None, content: str | None = None) -> None:
        """As Playwright's: a ``<script>`` in the head, run (and, from a URL, loaded) before it returns."""
        self.evaluate("""([url, content]) => new Promise((resolve, reject) => {
          const script = document.createElement('script');
          if (url) {
            script.src = url;
            script.onload = resolve;
            script.onerror = () => reject(new Error('could not load ' + url));
          } else {
            script.text = content;
          }
          document.head.appendChild(script);
          if (!url) resolve();
        })""", [url, content])
