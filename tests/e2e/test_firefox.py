"""The widget in Firefox beside Chromium: the same page reads the same, and a visitor can chat.

Firefox is Debian's ``firefox-esr``, driven over WebDriver BiDi (``firefox.py``). The extraction
rules of ``test_extraction.py`` and the pinned corpus pages of ``test_corpus.py`` run in both
browsers too; this file holds what needs both at once, and the chat itself.
"""

from __future__ import annotations

from typing import Any

import pytest
from harness import FirefoxSite, Site
from playwright.sync_api import Page

ANSWERS = """(count) => {
    const root = document.querySelector('reverserag-widget').shadowRoot;
    return root.querySelectorAll('.msg.assistant').length >= count
        && !root.querySelector('.msg[aria-busy="true"]');
}"""
WIDGET = "document.querySelector('reverserag-widget').shadowRoot"

# What may differ between two extractions of one page: how long they took and waited.
TIMINGS = ("extraction_ms", "settle")


@pytest.mark.parametrize("path", [
    "/demo/article", "/demo/docs", "/demo/hidden", "/demo/hostile", "/demo/shadow", "/demo/spa",
    "/demo/strict-csp", "/demo/late", "/demo/gitlab/tidepool/harbour/-/jobs/4242",
])
def test_a_demo_page_reads_the_same_in_firefox_as_in_chromium(
    page: Page, firefox_browser: tuple[Any, Any], path: str
) -> None:
    browser, proxy = firefox_browser
    chromium = Site(page)
    chromium.goto(path)
    expected = chromium.extract(labels=True)
    tab = browser.new_page()
    try:
        firefox = FirefoxSite(tab, proxy=proxy)  # type: ignore[arg-type]
        firefox.goto(path)
        found = firefox.extract(labels=True)
        assert not tab.errors, f"uncaught errors in Firefox: {tab.errors}"
    finally:
        proxy.site = None
        tab.close()
    for field in TIMINGS:
        expected.pop(field), found.pop(field)
    assert found["content"] == expected["content"]
    assert found == expected


def test_a_visitor_chats_in_firefox(firefox_browser: tuple[Any, Any], offline_server: str) -> None:
    """Clicks and key presses are real input events; the answer streams from a real server."""
    browser, _ = firefox_browser
    tab = browser.new_page()
    try:
        tab.goto(f"{offline_server}/demo/article")
        tab.wait_for_function("() => document.querySelector('reverserag-widget')")
        tab.click(f"{WIDGET}.querySelector('.launcher')")
        tab.wait_for_function(ANSWERS, 1, timeout=20_000)
        greeting = tab.evaluate(f"() => {WIDGET}.querySelector('.msg.assistant').textContent")
        assert "night train" in greeting and "offline engine" in greeting
        assert tab.evaluate(f"() => {WIDGET}.activeElement.getAttribute('aria-label')") == "Your question"

        question = "How much is a mini cabin between Vienna and Hamburg?"
        tab.type(question + "\n")
        tab.wait_for_function(ANSWERS, 2, timeout=20_000)
        assert tab.evaluate(f"() => {WIDGET}.querySelector('.msg.user').textContent") == question
        answer = tab.evaluate(f"() => [...{WIDGET}.querySelectorAll('.msg.assistant')][1].textContent")
        assert "priced from €79 between Vienna and Hamburg" in answer
        assert not tab.errors, f"uncaught errors in Firefox: {tab.errors}"
    finally:
        tab.close()
