"""A scripted reverserag API routed inside one Playwright page, and the widget's controls by role.

The conversation tests run against a real ``reverserag serve``. Some behaviours need an exact
answer or an exact failure instead — a markdown sample, an XSS payload, each error code with its
status and headers — so :class:`RoutedAPI` answers ``/api/…`` inside the test's page the way the
contract (DESIGN.md) says: JSON errors ``{"error": {"code", "message"}}`` and ``token`` /
``done`` / ``error`` SSE events.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Route, expect

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
AXE = Path(__file__).parent / "node_modules" / "axe-core" / "axe.min.js"

_SESSION = re.compile(r"/api/sessions/(s\d+)(?:/(greeting|messages))?$")


def sse(text: str = "", error: dict[str, str] | None = None, finish: str = "stop") -> bytes:
    """An answer as the server streams it: one ``token`` event per word, then ``done`` or ``error``."""
    events = [("token", {"text": piece}) for piece in re.findall(r"\S+\s*|\s+", text)]
    events.append(("error", error) if error else ("done", {"finish_reason": finish, "usage": {}}))
    return "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events).encode()


@dataclass
class Reply:
    """One scripted answer: streamed ``text``; or an HTTP ``status`` with an ``error`` body; or,
    with status 200 and ``error``, a stream that ends in an ``error`` event; or ``abort``."""

    text: str = ""
    status: int = 200
    error: dict[str, str] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    abort: bool = False


def error(code: str, message: str = "The server says no.") -> dict[str, str]:
    return {"code": code, "message": message}


class RoutedAPI:
    """``/api/sessions…`` answered inside ``page``: sessions ``s1``, ``s2``… and scripted replies.

    ``greeting`` streams on every new session, after the scripted ``greetings`` in order;
    ``replies`` answer messages in order (then "Answer N."); ``create`` replies answer session
    creations in order (then 201). Every request is kept in ``requests`` as (method, path, JSON
    body or None).
    """

    def __init__(self, page: Page, greeting: str = "Hello! Ask me about this page.",
                 replies: list[Reply] | None = None, create: list[Reply] | None = None,
                 greetings: list[Reply] | None = None):
        self.greeting = greeting
        self.greetings = list(greetings or [])
        self.replies = list(replies or [])
        self.create = list(create or [])
        self.sessions: list[str] = []
        self.live: set[str] = set()
        self.requests: list[tuple[str, str, Any]] = []
        self.answered = 0
        page.route("**/api/**", self._handle)  # routes added later win over the site's catch-all

    def messages(self) -> list[dict[str, Any]]:
        """The bodies of every POST …/messages, in order."""
        return [body for method, path, body in self.requests
                if method == "POST" and path.endswith("/messages")]

    def _handle(self, route: Route) -> None:
        request = route.request
        path = re.sub(r"^https?://[^/]+", "", request.url).split("?")[0]
        try:
            body = request.post_data_json if request.post_data else None
        except (ValueError, json.JSONDecodeError):
            body = None
        self.requests.append((request.method, path, body))
        if path == "/api/sessions" and request.method == "POST":
            if self.create:
                return self._reply(route, self.create.pop(0))
            session = f"s{len(self.sessions) + 1}"
            self.sessions.append(session)
            self.live.add(session)
            return self._json(route, 201, {
                "session_id": session, "intelligence": "", "classification": None, "model": "routed",
                "budget": {"context_window": 8192, "reserved_for_response": 1024, "page_tokens": 100,
                           "included_page_tokens": 100, "truncated": False},
            })
        found = _SESSION.search(path)
        if not found:
            return self._json(route, 404, {"error": error("not_found", "Nothing here.")})
        session, what = found.groups()
        if session not in self.live:
            return self._json(route, 404, {"error": error("session_not_found", "No such session.")})
        if what is None and request.method == "DELETE":
            self.live.discard(session)
            return route.fulfill(status=204, body=b"")
        if what is None:
            return self._json(route, 200, {"session_id": session, "history": []})
        if what == "greeting":
            return self._reply(route, self.greetings.pop(0) if self.greetings else Reply(self.greeting))
        self.answered += 1
        reply = self.replies.pop(0) if self.replies else Reply(f"Answer {self.answered}.")
        return self._reply(route, reply)

    def _reply(self, route: Route, reply: Reply) -> None:
        if reply.abort:
            route.abort("connectionreset")
        elif reply.status >= 400:
            self._json(route, reply.status, {"error": reply.error or error("http_error")}, reply.headers)
        else:
            route.fulfill(status=200, body=sse(reply.text, reply.error),
                          headers={"Content-Type": "text/event-stream; charset=utf-8", **reply.headers})

    @staticmethod
    def _json(route: Route, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        route.fulfill(status=status, body=json.dumps(body),
                      headers={"Content-Type": "application/json", **(headers or {})})


class Widget:
    """The widget as a visitor meets it: by role and accessible name, through the shadow root."""

    def __init__(self, page: Page):
        self.page = page
        self.launcher = page.get_by_role("button", name="Open chat about this page")
        self.panel = page.get_by_role("dialog")
        self.log = page.get_by_role("log")
        self.input = page.get_by_role("textbox", name="Your question")
        self.send = page.get_by_role("button", name="Send", exact=True)
        self.stop = page.get_by_role("button", name="Stop the answer")
        self.new_chat = page.get_by_role("button", name="New chat")
        self.close = page.get_by_role("button", name="Close chat")
        self.language = page.get_by_role("combobox", name="Answer language")
        self.jump = page.get_by_role("button", name="Scroll to the latest message")
        self.assistant = page.locator("reverserag-widget .msg.assistant")
        self.user = page.locator("reverserag-widget .msg.user")
        self.errors = page.locator("reverserag-widget .msg.error")
        self.notices = page.locator("reverserag-widget .msg.notice")

    def record_events(self) -> None:
        """Keeps every ``reverserag:*`` event in ``window.__events`` as [name, detail] (add before load)."""
        self.page.add_init_script("""
            window.__events = [];
            for (const name of ['ready', 'open', 'close', 'message', 'error', 'session', 'beforeSend', 'reset']) {
                document.addEventListener('reverserag:' + name,
                    (e) => window.__events.push([name, JSON.parse(JSON.stringify(e.detail))]));
            }
        """)

    def events(self, name: str | None = None) -> list[Any]:
        found = self.page.evaluate("() => window.__events")
        return [detail for kind, detail in found if kind == name] if name else found

    def wait_for_answers(self, count: int, timeout: float = 20_000) -> Any:
        """Waits until ``count`` assistant messages exist and none is still streaming."""
        self.page.wait_for_function(
            """(count) => {
                const root = document.querySelector('reverserag-widget')?.shadowRoot;  // none yet after a reload
                return !!root && root.querySelectorAll('.msg.assistant').length >= count
                    && !root.querySelector('.msg[aria-busy="true"]');
            }""", arg=count, timeout=timeout)
        return self.assistant.nth(count - 1)

    def ask(self, question: str) -> None:
        self.input.fill(question)
        self.input.press("Enter")

    def ask_after_following(self, link: str, heading: str, question: str) -> None:
        """Opens the chat for its greeting and closes it, follows ``link`` (a single-page app's
        route to ``heading``), then opens the chat again, asks ``question`` and waits for the answer."""
        self.launcher.click()
        self.wait_for_answers(1)
        self.page.keyboard.press("Escape")
        self.page.get_by_role("link", name=link).click()
        expect(self.page.get_by_role("heading", name=heading)).to_be_visible()
        self.launcher.click()
        self.ask(question)
        self.wait_for_answers(2)

    def shadow_eval(self, script: str, arg: Any = None) -> Any:
        """Evaluates ``script`` (a function of the shadow root and ``arg``) in the page."""
        return self.page.evaluate(
            f"([arg]) => ({script})(document.querySelector('reverserag-widget').shadowRoot, arg)", [arg])


def run_axe(page: Page) -> list[dict[str, Any]]:
    """axe-core on the widget (host and shadow tree), once its animations have ended; the
    violations, each with its nodes."""
    if not AXE.is_file():
        raise AssertionError(f"{AXE} is missing: run `npm ci --prefix tests/e2e` (scripts/test does)")
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    result: dict[str, Any] = page.evaluate("""async () => {
        // A panel still fading in has its colours part-way: wait for what ends (not the typing dots).
        const root = document.querySelector('reverserag-widget')?.shadowRoot;
        const running = [...document.getAnimations(), ...(root ? root.getAnimations() : [])];
        await Promise.all(running.filter((a) => a.effect.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => null)));
        const result = await axe.run({ include: [['reverserag-widget']] }, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
            resultTypes: ['violations'],
        });
        return { violations: result.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
        })) };
    }""")
    violations: list[dict[str, Any]] = result["violations"]
    return violations


def screenshot(page: Page, name: str) -> Path:
    """Saves a screenshot of the viewport to ``test-artifacts/<name>.png`` (git-ignored)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path
