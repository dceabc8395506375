"""WebKit, Safari's engine, as Debian ships it: WebKitGTK's MiniBrowser, driven over WebDriver.

Playwright drives WebKit only through its own build, which ``playwright install`` would download
(not possible offline). Debian's ``webkit2gtk-driver`` is WebKitGTK's WebDriver server (the W3C
HTTP protocol); it starts the MiniBrowser, which needs a display, so the server runs under
``xvfb-run``. One browser for the whole run, a new window per test. Every request but loopback
goes to ``remote.Proxy``, which answers from the current test's site.

WebDriver (classic) has no stream of page errors, so each page counts its own from the moment it
has loaded: ``error`` and ``unhandledrejection`` events, which is when the widget reads the page.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from typing import Any

import httpx
from remote import Proxy, RemotePage

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # WebDriver's key for an element reference
ERRORS = """() => {
  window.__reverseragErrors = window.__reverseragErrors || [];
  addEventListener('error', (e) => __reverseragErrors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => __reverseragErrors.push(String(e.reason)));
}"""


def available() -> bool:
    """Whether WebKitGTK's WebDriver, its MiniBrowser and Xvfb are on this machine."""
    return bool(shutil.which("WebKitWebDriver") and shutil.which("xvfb-run") and os.path.exists(MINIBROWSER))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class WebKit:
    """One WebKitWebDriver (under Xvfb), one MiniBrowser session."""

    # A MiniBrowser that never answers the new-session command was seen once, in a full CI run:
    # every WebKit test then failed on the one session fixture. A start gets this long, and a start
    # that fails leaves no process behind and gives way to a fresh driver, three times at most.
    SESSION_TIMEOUT = 60
    STARTS = 3

    def __init__(self, proxy: Proxy) -> None:
        self.proxy = proxy
        for start in range(self.STARTS):
            try:
                self._start()
                return
            except (httpx.HTTPError, RuntimeError):
                self.close()
                if start == self.STARTS - 1:
                    raise

    def _start(self) -> None:
        self.session = None
        port = _free_port()
        self.process = subprocess.Popen(
            ["xvfb-run", "-a", "WebKitWebDriver", f"--port={port}"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        self.http = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120)
        deadline = time.monotonic() + 30
        while True:
            try:
                if self.http.get("/status").json()["value"]["ready"]:
                    break
            except (httpx.HTTPError, ValueError, KeyError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("WebKitWebDriver did not start within 30 s")
            time.sleep(0.1)
        address = f"127.0.0.1:{self.proxy.port}"
        capabilities = {
            "webkitgtk:browserOptions": {"binary": MINIBROWSER, "args": ["--automation"]},
            "proxy": {"proxyType": "manual", "httpProxy": address, "sslProxy": address, "noProxy": ["127.0.0.1"]},
        }
        found = self.command("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}},
                             timeout=self.SESSION_TIMEOUT)
        self.session = f"/session/{found['sessionId']}"
        self.first = self.command("GET", f"{self.session}/window")

    def command(self, method: str, path: str, body: dict[str, Any] | None = None,
                timeout: float | None = None) -> Any:
        response = self.http.request(method, path, json=body,
                                     timeout=self.http.timeout if timeout is None else timeout)
        value = response.json()["value"]
        if response.status_code >= 400:
            raise RuntimeError(f"WebDriver {path}: {value.get('error')}: {value.get('message')}")
        return value

    def new_page(self, width: int = 1280, height: int = 720) -> WebKitPage:
        """A new window (sessionStorage is its own; nothing else of the last test's page is left)."""
        handle = self.command("POST", f"{self.session}/window/new", {"type": "window"})["handle"]
        self.command("POST", f"{self.session}/window", {"handle": handle})
        self.command("POST", f"{self.session}/window/rect", {"width": width, "height": height})
        return WebKitPage(self, handle)

    def close(self) -> None:
        try:
            if self.session:
                self.command("DELETE", self.session)
        except (httpx.HTTPError, RuntimeError):
            pass
        self.http.close()
        # xvfb-run, Xvfb, the driver, the browser and its processes are one process group.
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.process.pid, sig)
            except ProcessLookupError:
                break
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass


class WebKitPage(RemotePage):
    """A WebKit window."""

    def __init__(self, browser: WebKit, handle: str) -> None:
        self.browser = browser
        self.proxy = browser.proxy
        self.handle = handle

    @property
    def errors(self) -> list[str]:
        """Uncaught errors in the page since it loaded."""
        return self.evaluate("() => window.__reverseragErrors || []")

    def goto(self, url: str, **_: Any) -> None:
        """Loads ``url`` and waits for its load event (Playwright's options are accepted, unused)."""
        self.browser.command("POST", f"{self.browser.session}/url", {"url": url})
        self.evaluate(ERRORS)

    def _call(self, declaration: str, arg: str) -> str | None:
        script = ("const done = arguments[arguments.length - 1];"
                  f"({declaration})(arguments[0]).then((v) => done({{v: v === undefined ? null : v}}),"
                  " (e) => done({e: String(e && e.stack || e)}));")
        found = self.browser.command("POST", f"{self.browser.session}/execute/async",
                                     {"script": script, "args": [arg]})
        if "e" in found:
            raise RuntimeError(f"page.evaluate: {found['e']}")
        return found["v"]

    def _element(self, expression: str) -> str:
        found = self.browser.command("POST", f"{self.browser.session}/execute/sync",
                                     {"script": f"return ({expression});", "args": []})
        if not isinstance(found, dict) or ELEMENT not in found:
            raise RuntimeError(f"{expression} is not an element")
        return found[ELEMENT]

    def click(self, element: str) -> None:
        """A real click (WebDriver's element click) on the element ``element`` evaluates to."""
        self.browser.command("POST", f"{self.browser.session}/element/{self._element(element)}/click", {})

    def type(self, text: str) -> None:
        """Real key presses (WebDriver's element send keys) into what has the focus, shadow roots
        included; a newline is Enter."""
        focused = self._element("(() => { let a = document.activeElement; while (a && a.shadowRoot"
                                " && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; return a; })()")
        self.browser.command("POST", f"{self.browser.session}/element/{focused}/value",
                             {"text": text.replace("\n", "\ue007")})

    def close(self) -> None:
        self.browser.command("DELETE", f"{self.browser.session}/window")
        self.browser.command("POST", f"{self.browser.session}/window", {"handle": self.browser.first})
