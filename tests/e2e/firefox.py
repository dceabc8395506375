"""Stock Firefox, driven over WebDriver BiDi, so the widget is tested in a second engine.

Playwright drives Firefox only through its own patched build, which ``playwright install`` would
download (not possible offline), and its BiDi mode asks for commands Firefox ESR does not have.
Firefox itself speaks WebDriver BiDi (the W3C protocol) on a WebSocket when started with
``--remote-debugging-port``, so this module talks to Debian's ``firefox-esr`` directly: a tab per
test in a user context of its own (cookies and storage are not shared), ``evaluate`` with
Playwright's meaning, and the page's uncaught errors collected from ``log.entryAdded``.

Every request the browser makes goes to ``Proxy``, a loopback HTTP proxy that answers from the
current test's ``Site`` (``http://demo.test`` and ``http://localhost``, as Playwright's routing
does for Chromium) and drops everything else; ``127.0.0.1`` is reached directly, so a real
``reverserag serve`` on loopback is a real cross-origin server. Nothing leaves the machine.
"""

from __future__ import annotations

import contextlib
import http.server
import itertools
import json
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from websockets.sync.client import ClientConnection, connect

BINARIES = ("firefox-esr", "firefox")


def binary() -> str | None:
    """The Firefox on this machine, or None."""
    for name in BINARIES:
        found = shutil.which(name)
        if found:
            return found
    return None


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


class Firefox:
    """One Firefox process and its BiDi session."""

    def __init__(self, executable: str, proxy: Proxy) -> None:
        self.proxy = proxy
        self.connection = contextlib.ExitStack()
        self.profile = tempfile.mkdtemp(prefix="reverserag-firefox-")
        prefs = {
            "network.proxy.type": 1,
            "network.proxy.http": "127.0.0.1",
            "network.proxy.http_port": proxy.port,
            "network.proxy.ssl": "127.0.0.1",
            "network.proxy.ssl_port": proxy.port,
            "network.proxy.allow_hijacking_localhost": True,  # http://localhost is the test site
            "network.proxy.no_proxies_on": "127.0.0.1",  # real servers on loopback
            "browser.cache.disk.enable": False,
            "browser.cache.memory.enable": False,
        }
        with open(os.path.join(self.profile, "user.js"), "w", encoding="utf-8") as f:
            for name, value in prefs.items():
                f.write(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n")
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-remote", "--remote-debugging-port=0", "--profile", self.profile],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
        lines: queue.Queue[str] = queue.Queue()
        self.drain = threading.Thread(target=self._drain, args=(lines,), daemon=True)
        self.drain.start()
        address = None
        deadline = time.monotonic() + 60
        while address is None:
            try:
                line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                self.close()
                raise RuntimeError("Firefox did not start WebDriver BiDi within 60 s") from None
            found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
            address = found.group(1) if found else None
        self.ws: ClientConnection = self.connection.enter_context(
            connect(address + "/session", max_size=None, open_timeout=30))
        self.ids = itertools.count(1)
        self.errors: dict[str, list[str]] = {}  # browsing context: its uncaught errors
        self.version = self.send("session.new", capabilities={})["capabilities"]["browserVersion"]
        self.send("session.subscribe", events=["log.entryAdded"])

    def _drain(self, lines: queue.Queue[str]) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            lines.put(line)

    def send(self, method: str, timeout: float = 60, **params: Any) -> dict[str, Any]:
        """Sends a command and returns its result; events that arrive meanwhile are recorded."""
        number = next(self.ids)
        self.ws.send(json.dumps({"id": number, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(self.ws.recv(timeout=max(0.01, deadline - time.monotonic())))
            if message.get("type") == "event":
                self._event(message)
            elif message.get("id") == number:
                if message.get("type") == "error":
                    raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]

    def _event(self, message: dict[str, Any]) -> None:
        entry = message.get("params") or {}
        if message.get("method") == "log.entryAdded" and entry.get("type") == "javascript":
            context = (entry.get("source") or {}).get("context")
            if context in self.errors and entry.get("level") == "error":
                self.errors[context].append(entry.get("text") or "")

    def new_page(self, width: int = 1280, height: int = 720) -> FirefoxPage:
        """A tab in a user context of its own, with Playwright's default viewport unless told."""
        user = self.send("browser.createUserContext")["userContext"]
        context = self.send("browsingContext.create", type="tab", userContext=user)["context"]
        self.send("browsingContext.setViewport", context=context, viewport={"width": width, "height": height})
        self.errors[context] = []
        return FirefoxPage(self, context, user)

    def close(self) -> None:
        try:
            self.connection.close()
        except Exception:  # already gone
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.drain.join(timeout=5)  # it ends at the pipe's end, which came with the process's
        if self.process.stderr is not None:
            self.process.stderr.close()
        shutil.rmtree(self.profile, ignore_errors=True)


class FirefoxPage:
    """A tab, with the part of Playwright's ``Page`` the tests use."""

    def __init__(self, browser: Firefox, context: str, user: str) -> None:
        self.browser = browser
        self.context = context
        self.user = user

    @property
    def errors(self) -> list[str]:
        """Uncaught errors in the page so far."""
        return self.browser.errors[self.context]

    def goto(self, url: str, **_: Any) -> None:
        """Loads ``url`` and waits for its load event (Playwright's options are accepted, unused)."""
        try:
            self.browser.send("browsingContext.navigate", context=self.context, url=url, wait="complete")
        except RuntimeError as error:
            # Firefox fails the command when a frame in the page is refused (COEP, say), though
            # the page itself loads: then wait for the load as a page script would see it.
            if "Address rejected" not in str(error):
                raise
            self.wait_for_function("() => document.readyState === 'complete' && location.href !== 'about:blank'")

    def route(self, pattern: str, handler: Any) -> None:
        """Playwright's ``page.route("**/*", handler)``: the handler answers every request."""
        assert pattern == "**/*", "only every request can be routed"
        self.browser.proxy.site = _Routed(handler)

    def evaluate(self, expression: str, arg: Any = None) -> Any:
        """Playwright's ``evaluate``: a function is called with ``arg``, anything else is evaluated.
        The value comes back through JSON, so a test gets what Playwright would give it."""
        declaration = ("async function (arg) {\n"
                       f"  const value = ({expression.strip()});\n"
                       "  const result = typeof value === 'function' ? await value(JSON.parse(arg)) : await value;\n"
                       "  return result === undefined ? undefined : JSON.stringify(result);\n}")
        found = self.browser.send(
            "script.callFunction", functionDeclaration=declaration, awaitPromise=True,
            target={"context": self.context}, arguments=[{"type": "string", "value": json.dumps(arg)}],
        )
        if found["type"] == "exception":
            details = found["exceptionDetails"]
            raise RuntimeError(f"page.evaluate: {details.get('text')}")
        value = found["result"]
        return json.loads(value["value"]) if value.get("type") == "string" else None

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

    def click(self, element: str) -> None:
        """A real mouse click (BiDi input actions) in the middle of the element ``element`` evaluates to."""
        found = self.browser.send(
            "script.callFunction", functionDeclaration=f"function () {{ return ({element}); }}",
            awaitPromise=False, target={"context": self.context}, resultOwnership="root",
        )
        node = found.get("result") or {}
        if node.get("type") != "node":
            raise RuntimeError(f"click: {element} is not an element")
        self.browser.send("input.performActions", context=self.context, actions=[{
            "type": "pointer", "id": "mouse", "actions": [
                {"type": "pointerMove", "x": 0, "y": 0,
                 "origin": {"type": "element", "element": {"sharedId": node["sharedId"]}}},
                {"type": "pointerDown", "button": 0},
                {"type": "pointerUp", "button": 0},
            ],
        }])

    def type(self, text: str) -> None:
        """Real key presses (BiDi input actions) into whatever has the focus; a newline is Enter."""
        keys = ["\ue007" if char == "\n" else char for char in text]
        actions = [{"type": kind, "value": key} for key in keys for kind in ("keyDown", "keyUp")]
        self.browser.send("input.performActions", context=self.context,
                          actions=[{"type": "key", "id": "keyboard", "actions": actions}])

    def close(self) -> None:
        try:
            self.browser.send("browsingContext.close", context=self.context)
            self.browser.send("browser.removeUserContext", userContext=self.user)
        finally:
            self.browser.errors.pop(self.context, None)
