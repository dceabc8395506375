"""A customer's site on a loopback origin, for the tests that load real libraries beside the widget
(``test_host_libraries.py``, ``test_spa_libraries.py``), and what those tests watch the page for."""

from __future__ import annotations

import http.server
import threading
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Locator, Page

NODE = Path(__file__).parent / "node_modules"


class HostSite:
    """Pages added by the test, by path (an unknown path that is no file is ``/``, as a single-page
    app's server answers), ``/lib/<path>`` from ``node_modules``, and what ``files`` maps a path to
    (scripts: a bundle, a library from the system)."""

    def __init__(self, files: dict[str, Path]) -> None:
        pages: dict[str, bytes] = {}
        self.pages = pages

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:  # noqa: N802
                path = self.path.split("?")[0]
                body, kind = pages.get(path), "text/html; charset=utf-8"
                source = files.get(path)
                if path.startswith("/lib/"):
                    source = (NODE / path.removeprefix("/lib/")).resolve()
                    source = source if NODE.resolve() in source.parents else None
                if body is None and source is not None:
                    body = source.read_bytes() if source.is_file() else None
                    kind = "text/javascript; charset=utf-8"
                elif body is None:
                    body = pages.get("/")
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body or b"")))
                self.end_headers()
                self.wfile.write(body or b"")

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"

    def add(self, path: str, html: str) -> str:
        self.pages[path] = html.encode()
        return self.origin + path

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


@dataclass
class Watch:
    """What the page threw, the promise rejections nobody handled, the widgets that started
    (``__ready``) and the navigations they saw (``__navigated``)."""

    page: Page
    errors: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.add_init_script("""
            window.__rejections = []; window.__ready = 0; window.__navigated = [];
            addEventListener('unhandledrejection',
                (e) => window.__rejections.push(String(e.reason && (e.reason.stack || e.reason))));
            document.addEventListener('reverserag:ready', () => window.__ready++);
            document.addEventListener('reverserag:navigate', (e) => window.__navigated.push(e.detail));
        """)

    def assert_clean(self) -> None:
        assert self.errors == [], f"uncaught errors in the page: {self.errors}"
        rejections = self.page.evaluate("() => window.__rejections")
        assert rejections == [], f"unhandled rejections: {rejections}"


def lib(path: str) -> str:
    """A script tag for a file of ``node_modules``."""
    return f"<script src='/lib/{path}'></script>"


def shadow(page: Page, selector: str) -> Locator:
    """Elements of the widget, through its open shadow root."""
    return page.locator(f"reverserag-widget {selector}")
