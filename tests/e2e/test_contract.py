"""The widget's side of the session contract, against a real ``reverserag serve``: what it tells the
visitor about the token budget, and the site key it sends.

The pages come from a loopback origin of their own (``harness.PageServer``, which a server in demo
mode accepts) and load the widget from the real server, so the widget talks to the server
cross-origin exactly as it does on a customer's site.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import PageServer
from playwright.sync_api import Page, Request, expect

ANSWER_TIMEOUT = 20_000

WORDS = ("harbour pilot tide berth anchor ferry crane ledger customs quay dredging beacon channel "
         "buoy tug manifest draught mooring swell breakwater").split()


def long_article(paragraphs: int) -> str:
    """Paragraphs of varied sentences: about 9,000 tokens at 120 paragraphs."""
    out = []
    for p in range(paragraphs):
        words = " ".join(WORDS[(p * 7 + i * 3) % len(WORDS)] for i in range(40))
        out.append(f"<h2>Section {p + 1}</h2><p>Paragraph {p + 1} records that {words}, "
                   f"as the harbour office noted in report {1000 + p}.</p>")
    return "".join(out)


@pytest.fixture
def pages() -> Iterator[PageServer]:
    with PageServer() as served:
        yield served


def serve(pages: PageServer, path: str, body: str, server: str, attributes: str = "") -> str:
    """Serves a page at ``path`` whose widget comes from ``server``; returns its URL."""
    return pages.add(path, f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Harbour log</title>"
                           f"</head><body><main><h1>Harbour log</h1>{body}</main>"
                           f"<script src='{server}/reverserag.js' {attributes} defer></script></body></html>")


def visit(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("() => document.querySelector('reverserag-widget')")
    page.evaluate("""() => {
        window.__budgets = [];
        document.addEventListener('reverserag:session', (e) => window.__budgets.push(e.detail.budget));
    }""")


def open_chat(page: Page) -> None:
    page.get_by_role("button", name="Open chat about this page").click()
    expect(page.get_by_role("dialog", name="Ask about this page")).to_be_visible()


def notices(page: Page) -> Any:
    return page.locator("reverserag-widget .msg.notice")


def greeted(page: Page) -> None:
    page.wait_for_function(
        """() => {
            const root = document.querySelector('reverserag-widget').shadowRoot;
            return root.querySelector('.msg.assistant') && !root.querySelector('.msg[aria-busy="true"]');
        }""", timeout=ANSWER_TIMEOUT)


def test_truncated_page_tells_the_visitor_how_much_the_assistant_read(
    server_factory: Callable[..., str], page: Page, pages: PageServer
) -> None:
    """Issue 4: when ``budget.truncated`` is true the chat says so, with the share and the counts."""
    server = server_factory(REVERSERAG_CONTEXT_WINDOW="2048", REVERSERAG_OFFLINE_WORD_DELAY="0")

    visit(page, serve(pages, "/short", "<p>The harbour opens at six.</p>", server))
    open_chat(page)
    greeted(page)
    [budget] = page.evaluate("() => window.__budgets")
    assert budget["truncated"] is False
    expect(notices(page)).to_have_count(0)

    visit(page, serve(pages, "/long", long_article(120), server))
    open_chat(page)
    expect(notices(page)).to_have_count(1, timeout=ANSWER_TIMEOUT)
    [budget] = page.evaluate("() => window.__budgets")
    assert budget["truncated"] is True
    kept, total = budget["included_page_tokens"], budget["page_tokens"]
    assert 0 < kept < total
    share = kept * 100 // total
    expected = f"This page is long: the assistant read the first {share}% ({kept:,} of {total:,} tokens); "
    assert budget["notice"].startswith(expected)  # worded by the server (tests/test_budget.py)
    expect(notices(page)).to_have_text(budget["notice"])
    assert re.search(r"read the first \d{1,2}% \(\d[\d,]* of \d{1,3}(,\d{3})+ tokens\); \w", budget["notice"])


def _sites_file(folder: Path, key: str, origin: str) -> Path:
    path = folder / "sites.toml"
    path.write_text(f'[[sites]]\nkey = "{key}"\norigins = ["{origin}"]\n', encoding="utf-8")
    return path


def test_site_key_is_sent_on_every_api_call(
    server_factory: Callable[..., str], page: Page, pages: PageServer, tmp_path: Path
) -> None:
    """``data-site-key`` goes out as ``X-Reverserag-Key`` on each call; a server with a sites file
    answers only with it (the keyless page below is refused, so the header is what counts)."""
    server = server_factory(REVERSERAG_SITES=str(_sites_file(tmp_path, "harbour-docs", pages.origin)),
                            REVERSERAG_OFFLINE_WORD_DELAY="0")
    calls: list[tuple[str, str, str | None]] = []

    def record(request: Request) -> None:
        if request.url.startswith(server + "/api/"):
            path = request.url.removeprefix(server)
            calls.append((request.method, re.sub(r"/api/sessions/[^/]+", "/api/sessions/ID", path),
                          request.headers.get("x-reverserag-key")))

    page.on("request", record)

    visit(page, serve(pages, "/keyless", "<p>The harbour opens at six.</p>", server))
    open_chat(page)
    errors = page.locator("reverserag-widget .msg.error")
    expect(errors).to_contain_text("X-Reverserag-Key", timeout=ANSWER_TIMEOUT)
    assert calls and all(key is None for _, _, key in calls), calls

    calls.clear()
    visit(page, serve(pages, "/keyed", "<p>The harbour opens at six and closes at ten.</p>", server,
                      'data-site-key="harbour-docs"'))
    open_chat(page)
    greeted(page)
    page.evaluate("() => ReverseRAG.ask('When does the harbour close?')")
    page.wait_for_function(
        """() => document.querySelector('reverserag-widget').shadowRoot
            .querySelectorAll('.msg.assistant:not([aria-busy="true"])').length >= 2""",
        timeout=ANSWER_TIMEOUT)
    page.evaluate("() => ReverseRAG.refresh()")  # drops the session (DELETE) and makes a new one
    expect(errors).to_have_count(0)

    kinds = {(method, path) for method, path, _ in calls}
    assert {("POST", "/api/sessions"), ("POST", "/api/sessions/ID/greeting"),
            ("POST", "/api/sessions/ID/messages"), ("DELETE", "/api/sessions/ID")} <= kinds, kinds
    assert all(key == "harbour-docs" for _, _, key in calls), json.dumps(calls, indent=1)
