"""Stock Firefox, driven over WebDriver BiDi, so the widget is tested in a second engine.

Playwright drives Firefox only through its own patched build, which ``playwright install`` would
download (not possible offline), and its BiDi mode asks for commands Firefox ESR does not have.
Firefox itself speaks WebDriver BiDi (the W3C protocol) on a WebSocket when started with
``--remote-debugging-port``, so this module talks to Debian's ``firefox-esr`` directly: a tab per
test in a user context of its own (cookies and storage are not shared), ``evaluate`` with
Playwright's meaning, and the page's uncaught errors collected from ``log.entryAdded``.

Every request but loopback goes to ``remote.Proxy``, which answers from the current test's site.
"""

from __future__ import annotations

import contextlib
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
from typing import Any

from remote import Proxy, RemotePage
from websockets.sync.client import ClientConnection, connect

BINARIES = ("firefox-esr", "firefox")


def binary() -> str | None:
    """The Firefox on this machine, or None."""
    for name in BINARIES:
        found = shutil.which(name)
        if found:
            return found
    return None


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
        self.send("session.new", capabilities={})
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


class FirefoxPage(RemotePage):
    """A Firefox tab."""

    def __init__(self, browser: Firefox, context: str, user: str) -> None:
        self.browser = browser
        self.proxy = browser.proxy
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

    def _call(self, declaration: str, arg: str) -> str | None:
        found = self.browser.send(
            "script.callFunction", functionDeclaration=declaration, awaitPromise=True,
            target={"context": self.context}, arguments=[{"type": "string", "value": arg}],
        )
        if found["type"] == "exception":
            raise RuntimeError(f"page.evaluate: {found['exceptionDetails'].get('text')}")
        value = found["result"]
        return value["value"] if value.get("type") == "string" else None

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
