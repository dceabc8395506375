"""The widget in Firefox and WebKit beside Chromium: a page reads the same, and a visitor can chat.

Firefox is Debian's ``firefox-esr`` over WebDriver BiDi (``firefox.py``); WebKit, Safari's engine,
is WebKitGTK's MiniBrowser over WebDriver (``webkit.py``). The extraction rules (the files marked
``engines``: ``test_payload.py``, ``test_visibility.py``, ``test_frames.py`` and the rest) and the
pinned corpus pages of ``test_corpus.py`` run in all three too; this file holds what needs two
browsers at once, and the chat itself.
"""

from __future__ import annotations

import pytest
from harness import Site, remote_site
from playwright.sync_api import Page

ANSWERS = """(count) => {
    const root = document.querySelector('reverserag-widget').shadowRoot;
    return root.querySelectorAll('.msg.assistant').length >= count
        && !root.querySelector('.msg[aria-busy="true"]');
}"""
WIDGET = "document.querySelector('reverserag-widget').shadowRoot"

# What may differ between two extractions of one page: how long they took and waited.
TIMINGS = ("extraction_ms", "settle")


ENGINES = ["firefox", "webkit"]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("path", [
    "/demo/article", "/demo/docs", "/demo/hidden", "/demo/hostile", "/demo/shadow", "/demo/spa",
    "/demo/strict-csp", "/demo/late", "/demo/gitlab/tidepool/harbour/-/jobs/4242",
])
def test_a_demo_page_reads_the_same_as_in_chromium(
    page: Page, request: pytest.FixtureRequest, engine: str, path: str
) -> None:
    chromium = Site(page)
    chromium.goto(path)
    expected = chromium.extract(labels=True)
    with remote_site(*request.getfixturevalue(f"{engine}_browser"), engine) as other:
        other.goto(path)
        found = other.extract(labels=True)
    for field in TIMINGS:
        expected.pop(field), found.pop(field)
    assert found["content"] == expected["content"]
    assert found == expected


@pytest.mark.parametrize("engine", ENGINES)
def test_a_visitor_chats(request: pytest.FixtureRequest, engine: str, offline_server: str) -> None:
    """Clicks and key presses are real input events; the answer streams from a real server."""
    browser, _ = request.getfixturevalue(f"{engine}_browser")
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
        assert not tab.errors, f"uncaught errors in {engine}: {tab.errors}"
    finally:
        tab.close()


# The widget's fetch, watched: which address, which Content-Encoding, how many bytes went up.
WATCH_FETCH = """() => {
    window.__sent = [];
    const fetch = window.fetch;
    window.fetch = function (url, init) {
        const body = init && init.body;
        window.__sent.push([String(url), (init && init.headers && init.headers['Content-Encoding']) || null,
            body instanceof Blob ? body.size : (body || '').length]);
        return fetch.apply(this, arguments);
    };
}"""
# About 36,000 characters of timetable notes, and one sentence to ask about.
LENGTHEN = """() => {
    const article = document.querySelector('article');
    const p = document.createElement('p');
    p.textContent = 'The dining car serves goulash until midnight.';
    article.append(p);
    for (let i = 1; i <= 400; i++) {
        const p = document.createElement('p');
        p.textContent = `Timetable note ${i}: the sleeper from platform ${i % 17} runs on weekdays.`;
        article.append(p);
    }
}"""


@pytest.mark.parametrize("engine", ["chromium", *ENGINES])
def test_a_large_page_goes_up_gzipped_and_is_read_whole(request: pytest.FixtureRequest, engine: str,
                                                        offline_server: str) -> None:
    """A page whose payload passes 30,000 characters is sent gzipped (CompressionStream, in every
    engine the widget supports): what a phone's uplink carries shrinks to a fraction."""
    tab = request.getfixturevalue("page") if engine == "chromium" else \
        request.getfixturevalue(f"{engine}_browser")[0].new_page()
    try:
        tab.goto(f"{offline_server}/demo/article")
        tab.wait_for_function("() => document.querySelector('reverserag-widget')")
        tab.evaluate(WATCH_FETCH)
        tab.evaluate(LENGTHEN)
        size = tab.evaluate("async () => JSON.stringify(await ReverseRAG.extract({settle: false})).length")
        assert size > 30_000
        if engine == "chromium":  # Playwright's own page: its selectors pierce the shadow root
            tab.locator("reverserag-widget .launcher").click()
            tab.wait_for_function(ANSWERS, arg=1, timeout=20_000)
            tab.keyboard.type("Until when does the dining car serve goulash?\n")
            tab.wait_for_function(ANSWERS, arg=2, timeout=20_000)
        else:
            tab.click(f"{WIDGET}.querySelector('.launcher')")
            tab.wait_for_function(ANSWERS, 1, timeout=20_000)
            tab.type("Until when does the dining car serve goulash?\n")
            tab.wait_for_function(ANSWERS, 2, timeout=20_000)
        answer = tab.evaluate(f"() => [...{WIDGET}.querySelectorAll('.msg.assistant')][1].textContent")
        assert "The dining car serves goulash until midnight." in answer
        sent = tab.evaluate("() => window.__sent")
        sessions = [s for s in sent if s[0].endswith("/api/sessions")]
        assert len(sessions) == 1 and sessions[0][1] == "gzip"
        assert sessions[0][2] < size / 4, (sessions, size)
        # A question is small: it goes as it is, readable in the browser's tools.
        assert [s[1] for s in sent if s[0].endswith("/messages")] == [None]
    finally:
        if engine != "chromium":
            tab.close()
