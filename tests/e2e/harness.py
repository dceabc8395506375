"""The demo site served to Chromium from this checkout, without a server (see ``conftest.py``)."""

from __future__ import annotations

import contextlib
import http.server
import json
import mimetypes
import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

from jinja2 import Environment, FileSystemLoader, select_autoescape
from playwright.sync_api import Page, Route
from remote import Response
from starlette.datastructures import URL

from reverserag.web import CHAT_FILE, VAULT_FILE, Widget

ROOT = Path(__file__).resolve().parents[2]
WIDGET = ROOT / "widget" / "reverserag.js"
TEMPLATES = ROOT / "templates"
# How long a browser test waits for an answer (milliseconds): a real server, on a slow machine too.
ANSWER_TIMEOUT = 20_000
ORIGIN = "http://demo.test"

_LABEL = re.compile(r"\[¶\d+\](?: |\n(?=[`~|T]))")


def unlabelled(markdown: str) -> str:
    """Markdown without the widget's citation labels ("[¶12] "), as the page itself reads."""
    return _LABEL.sub("", markdown)


HANG = object()  # Site._answer: this request gets no answer until the test ends
_JOB = re.compile(r"^/demo/gitlab/([\w.-]+)/([\w.-]+)/-/jobs/(\d+)(/raw)?$")
_shipped: tuple[tuple[int, ...], Widget] | None = None


def shipped(vault: bool = False, chat: bool = False) -> bytes:
    """``WIDGET`` (or, with ``chat``, the chat's file it fetches; with ``vault``, the vault's) as
    ``reverserag serve`` ships it — minified by the server's own loader — so the browser tests
    exercise the served artifact; made again whenever one of the files changes."""
    global _shipped
    stats = [path.stat() for path in (WIDGET, WIDGET.with_name(CHAT_FILE), WIDGET.with_name(VAULT_FILE))]
    key = tuple(n for stat in stats for n in (stat.st_mtime_ns, stat.st_size))
    if _shipped is None or _shipped[0] != key:
        _shipped = (key, Widget.load(WIDGET))
    made = _shipped[1]
    assert made.chat is not None and made.vault is not None
    return (made.vault if vault else made.chat if chat else made).identity.body


@dataclass
class Site:
    """The demo site on ``http://demo.test`` (and ``http://localhost``), served from this checkout."""

    page: Page
    extra: dict[str, Response] = field(default_factory=dict)
    requests: list[str] = field(default_factory=list)
    hung_paths: set[str] = field(default_factory=set)
    hung: list[Route] = field(default_factory=list)
    engine: str = "chromium"  # or "firefox", "webkit" (RemoteSite)

    def __post_init__(self) -> None:
        self.env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape())
        self._attach()

    def _attach(self) -> None:
        self.page.route("**/*", self._serve)

    def add(self, path: str, body: str | bytes, content_type: str = "text/html; charset=utf-8",
            status: int = 200, headers: dict[str, str] | None = None) -> str:
        """Serves ``body`` at ``path``; returns the absolute URL."""
        self.extra[path] = Response(body, content_type, status, dict(headers or {}))
        return ORIGIN + path

    def html(self, path: str, body: str, *, head: str = "", script: str | None = None,
             headers: dict[str, str] | None = None) -> str:
        """A page with the widget tag (``script`` overrides it) around ``body``."""
        tag = f'<script src="{ORIGIN}/reverserag.js" defer></script>' if script is None else script
        doc = (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Test page</title>"
               f"{head}</head><body>{body}{tag}</body></html>")
        return self.add(path, doc, headers=headers)

    def render(self, template: str, url: str, **context: Any) -> str:
        return self.env.get_template(template).render(
            request=_Request(URL(url)), widget_url=f"{URL(url).replace(path='/reverserag.js', query='')}",
            **context,
        )

    def goto(self, path: str) -> Page:
        """Loads a page and waits until the widget has initialised."""
        self.page.goto(path if path.startswith("http") else ORIGIN + path)
        self.page.wait_for_function("() => window.ReverseRAG && document.querySelector('reverserag-widget')")
        return self.page

    def extract(self, *, labels: bool = False, **options: Any) -> dict[str, Any]:
        """The payload ``extract()`` resolves to; its citation labels removed unless ``labels``."""
        payload = self.page.evaluate("options => window.ReverseRAG.extract(options)", options)
        assert payload is not None, "ReverseRAG.extract() resolved to null (see the console)"
        if not labels:
            payload["content"] = unlabelled(payload["content"])
            payload["main"] = unlabelled(payload["main"]) if payload["main"] else payload["main"]
        return payload

    def click(self, selector: str) -> None:
        """A real click in the middle of the element ``selector`` finds, in any engine."""
        self.page.click(selector if self.engine == "chromium" else f"document.querySelector({json.dumps(selector)})")

    def hang(self, path: str) -> None:
        """Requests for ``path`` never get an answer (until the test ends)."""
        self.hung_paths.add(path)

    def _serve(self, route: Route) -> None:
        found = self._answer(route.request.url)
        if found is None:
            route.abort()
        elif found is HANG:
            self.hung.append(route)
        else:
            route.fulfill(status=found.status, content_type=found.content_type, body=found.body,
                          headers=found.headers or None)

    def _answer(self, address: str) -> Response | object | None:
        """The answer to a request: a response, ``HANG``, or None for one to drop (another host)."""
        url = URL(address)
        if url.hostname not in ("demo.test", "localhost"):
            return None
        self.requests.append(address)
        if url.path in self.hung_paths:
            return HANG
        found = self._find(url)
        return found if found is not None else Response(f"not found: {url.path}", "text/plain", 404)

    def _find(self, url: URL) -> Response | None:
        path = url.path
        if path in self.extra:
            return self.extra[path]
        if path in ("/reverserag.js", f"/{CHAT_FILE}", f"/{VAULT_FILE}"):
            return Response(shipped(vault=path == f"/{VAULT_FILE}", chat=path == f"/{CHAT_FILE}"),
                            "text/javascript; charset=utf-8")
        if path.startswith("/demo-assets/"):
            asset = (TEMPLATES / "assets" / path.removeprefix("/demo-assets/")).resolve()
            if asset.parent != (TEMPLATES / "assets").resolve() or not asset.is_file():
                return None
            kind = mimetypes.guess_type(asset.name)[0] or "application/octet-stream"
            return Response(asset.read_bytes(), kind)
        job = _JOB.match(path)
        if job:
            if job.group(4):
                return Response((TEMPLATES / "assets" / "job.log").read_bytes(), "text/plain; charset=utf-8")
            return Response(self.render("_gitlab-job.html", str(url), job_id=job.group(3),
                                        project=f"{job.group(1)}/{job.group(2)}"))
        if path == "/":
            return Response(self.render("index.html", str(url), pages=[]))
        slug = path.removeprefix("/demo/")
        if path.startswith("/demo/") and re.fullmatch(r"[a-z0-9][a-z0-9-]*", slug):
            if (TEMPLATES / f"{slug}.html").is_file():
                return Response(self.render(f"{slug}.html", str(url)))
        return None


@dataclass
class RemoteSite(Site):
    """The same site in Firefox or WebKit (``remote.py``): its proxy answers from here, not a route."""

    proxy: Any = None

    def _attach(self) -> None:
        self.proxy.site = self

    def respond(self, address: str, release: threading.Event) -> Response | None:
        found = self._answer(address)
        if found is HANG:
            release.wait(timeout=120)  # until the test ends; then the request is dropped
            return None
        return found  # type: ignore[return-value]


@contextlib.contextmanager
def remote_site(browser: Any, proxy: Any, engine: str) -> Iterator[RemoteSite]:
    """The site in a new tab of ``browser`` (Firefox or WebKit), served by ``proxy``; afterwards the
    tab is closed and the proxy let go. Uncaught errors in the page fail the test."""
    tab = browser.new_page()
    proxy.release.clear()
    try:
        yield RemoteSite(tab, engine=engine, proxy=proxy)
        errors = list(tab.errors)
    finally:
        proxy.release.set()  # hung requests may go
        proxy.site = None
        tab.close()
    assert not errors, f"uncaught errors in the page ({engine}): {errors}"


@dataclass
class _Request:
    """What the templates read from Starlette's request."""

    url: URL


def shadow(page: Page, selector: str) -> Any:
    """A locator inside the widget's open shadow root (Playwright's CSS pierces open roots)."""
    return page.locator(f"reverserag-widget {selector}")


class _LoopbackServer:
    """A threaded HTTP server on a free loopback port, used as a context manager."""

    def _serve(self, handler: type[http.server.BaseHTTPRequestHandler]) -> None:
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> Self:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if hasattr(self, "hung"):
            self.hung.set()  # a hanging answer lets go, or shutdown waits for it
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


class ScriptedAPI(_LoopbackServer):
    """A byte-scripted stand-in for the reverserag API, for the widget's SSE reader alone.

    The real server frames its streams one way; browsers and proxies split them anywhere. This
    serves a page, the widget, and a greeting whose bytes arrive one at a time, with every line
    ending SSE allows, a byte-order mark, multi-line data, comments and multi-byte characters —
    so the parser's edge cases are exercised on purpose. Everything else runs against a real
    ``reverserag serve``.

    ``then`` is how a greeting with no ``done`` ends: ``"close"`` (the connection closes),
    ``"broken"`` (a chunked body closed before its last chunk: the browser's read fails, as when a
    connection breaks), ``"hang"`` (it stays open and silent, as a link that died without closing).
    """

    def __init__(self, greeting: bytes, then: str = "close"):
        api = self
        self.greeting = greeting
        self.hung = threading.Event()
        self.requests: list[tuple[str, str]] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _send(self, status: int, kind: str, body: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                api.requests.append(("GET", self.path))
                path = self.path.partition("?")[0]  # the chat's address carries its hash: ?v=…
                if path in ("/reverserag.js", f"/{CHAT_FILE}"):
                    self._send(200, "text/javascript", shipped(chat=path != "/reverserag.js"))
                else:
                    page = ("<!doctype html><html lang='en'><title>Scripted</title><main><h1>Scripted"
                            "</h1><p>A page for the stream test.</p></main>"
                            "<script src='/reverserag.js' defer></script></html>")
                    self._send(200, "text/html; charset=utf-8", page.encode())

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                api.requests.append(("POST", self.path))
                if self.path == "/api/sessions":
                    body = (b'{"session_id": "s1", "intelligence": "", "classification": null, '
                            b'"model": "scripted", "budget": {"context_window": 8192, '
                            b'"reserved_for_response": 1024, "page_tokens": 10, '
                            b'"included_page_tokens": 10, "truncated": false}}')
                    self._send(201, "application/json", body)
                    return
                if then == "broken":
                    self.protocol_version = "HTTP/1.1"
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream; charset=utf-8")
                    self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(api.greeting), api.greeting))
                    self.wfile.flush()
                    time.sleep(0.3)
                    self.close_connection = True  # and no last chunk
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream; charset=utf-8")
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                for i in range(len(api.greeting)):
                    self.wfile.write(api.greeting[i:i + 1])
                    self.wfile.flush()
                    time.sleep(0.002)
                if then == "hang":
                    api.hung.wait(60)  # until the test ends

        self._serve(Handler)

    @property
    def url(self) -> str:
        return self.origin


class PageServer(_LoopbackServer):
    """Serves test pages from a real loopback origin (``http://127.0.0.1:<port>``).

    A page that Playwright fulfils has no address, and Chromium's local-network checks then refuse
    its requests to a server on loopback; pages that load the widget from a real ``reverserag
    serve`` come from here instead, so the widget calls the API cross-origin as on a customer's site.
    """

    def __init__(self) -> None:
        pages: dict[str, bytes] = {}
        self.pages = pages

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                body = pages.get(self.path.split("?")[0])
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body or b"")))
                self.end_headers()
                self.wfile.write(body or b"")

        self._serve(Handler)

    def add(self, path: str, html: str) -> str:
        """Serves ``html`` at ``path``; returns the absolute URL."""
        self.pages[path] = html.encode()
        return self.origin + path


def select_paragraph(page: Page, text: str) -> None:
    """Selects the whole article paragraph that holds ``text``, as a visitor's drag over it would."""
    page.evaluate("""(text) => getSelection().selectAllChildren(
        [...document.querySelectorAll('article p')].find((el) => el.textContent.includes(text)))""", text)
