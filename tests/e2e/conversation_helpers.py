"""What the conversation tests share: the widget as a visitor meets it, and the upstream requests
that were turns of the conversation."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page, expect
from routed_api import Widget


class Chat(Widget):
    """The widget as :class:`routed_api.Widget` has it, with the visit, greeting and sessions the
    conversation tests share."""

    def __init__(self, page: Page):
        super().__init__(page)
        self.panel = page.get_by_role("dialog", name="Ask about this page")

    def visit(self, url: str) -> Chat:
        self.page.goto(url)
        self.page.wait_for_function("() => document.querySelector('reverserag-widget')")
        self.page.evaluate("""() => {
            window.__sessions = [];
            window.__errors = [];
            document.addEventListener('reverserag:session', (e) => window.__sessions.push(e.detail.session_id));
            document.addEventListener('reverserag:error', (e) => window.__errors.push(e.detail));
        }""")
        return self

    def open(self) -> Chat:
        self.launcher.click()
        expect(self.panel).to_be_visible()
        return self

    def greeted(self, url: str) -> Locator:
        """Visits ``url``, opens the chat and waits for the greeting, which it returns."""
        self.visit(url).open()
        return self.wait_for_answers(1)

    def sessions(self) -> list[str]:
        return self.page.evaluate("() => window.__sessions")


def _chat_requests(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The upstream requests that were conversation turns (not the classification call)."""
    return [r for r in requests if r.get("stream") and "response_format" not in r
            and not r["messages"][0]["content"].startswith("You classify")]
