"""What the conversation tests share: the widget as a visitor meets it, and the upstream requests
that were turns of the conversation."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page, expect

ANSWER_TIMEOUT = 20_000


class Chat:
    """The widget as a visitor meets it: by role and accessible name, through the shadow root."""

    def __init__(self, page: Page):
        self.page = page
        self.launcher = page.get_by_role("button", name="Open chat about this page")
        self.panel = page.get_by_role("dialog", name="Ask about this page")
        self.log = page.get_by_role("log")
        self.input = page.get_by_role("textbox", name="Your question")
        self.send = page.get_by_role("button", name="Send")
        self.stop = page.get_by_role("button", name="Stop the answer")
        self.assistant = page.locator("reverserag-widget .msg.assistant")
        self.errors = page.locator("reverserag-widget .msg.error")
        self.notices = page.locator("reverserag-widget .msg.notice")

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

    def wait_for_answers(self, count: int) -> Locator:
        """Waits until ``count`` assistant messages exist and none is still streaming."""
        self.page.wait_for_function(
            """(count) => {
                const root = document.querySelector('reverserag-widget').shadowRoot;
                return root.querySelectorAll('.msg.assistant').length >= count
                    && !root.querySelector('.msg[aria-busy="true"]');
            }""", arg=count, timeout=ANSWER_TIMEOUT)
        return self.assistant.nth(count - 1)

    def ask(self, question: str) -> None:
        self.input.fill(question)
        self.input.press("Enter")

    def sessions(self) -> list[str]:
        return self.page.evaluate("() => window.__sessions")


def _chat_requests(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The upstream requests that were conversation turns (not the classification call)."""
    return [r for r in requests if r.get("stream") and "response_format" not in r
            and not r["messages"][0]["content"].startswith("You classify")]
