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

import httpx
import pytest
from harness import ANSWER_TIMEOUT, PageServer
from playwright.sync_api import Page, Request, expect

from reverserag.web import INTERNAL_PROPERTIES, minify_js, property_names

# The chat's file: the one whose own properties the server shortens (reverserag.js has none of them).
SOURCE = (Path(__file__).resolve().parents[2] / "widget" / "reverserag-chat.js").read_bytes()


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


def answered(page: Page, question: str, count: int = 2) -> None:
    """Asks through the public API, after the greeting, and waits for the whole answer (the
    conversation's ``count``-th)."""
    page.evaluate("(question) => ReverseRAG.ask(question)", question)
    page.wait_for_function(
        """(count) => document.querySelector('reverserag-widget').shadowRoot
            .querySelectorAll('.msg.assistant:not([aria-busy="true"])').length >= count""",
        arg=count, timeout=ANSWER_TIMEOUT)


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
    answered(page, "When does the harbour close?")
    page.evaluate("() => ReverseRAG.refresh()")  # drops the session (DELETE) and makes a new one
    expect(errors).to_have_count(0)

    kinds = {(method, path) for method, path, _ in calls}
    assert {("POST", "/api/sessions"), ("POST", "/api/sessions/ID/greeting"),
            ("POST", "/api/sessions/ID/messages"), ("DELETE", "/api/sessions/ID")} <= kinds, kinds
    assert all(key == "harbour-docs" for _, _, key in calls), json.dumps(calls, indent=1)


def _keys(value: Any) -> set[str]:
    """Every object key in a JSON value, at any depth."""
    if isinstance(value, dict):
        return set(value).union(*map(_keys, value.values()))
    if isinstance(value, list):
        return set().union(*map(_keys, value))
    return set()


def _answers(server: str, calls: list[tuple[str, Any]]) -> list[Any]:
    """The server's answers to ``calls`` made again (in a session of their own): JSON bodies, and
    the JSON data of each event of a stream."""
    session = ""
    with httpx.Client(base_url=server, timeout=ANSWER_TIMEOUT / 1000) as client:
        answers: list[Any] = [client.get("/api/models").json()]  # the one call without a body
        for path, body in calls:
            response = client.post(re.sub(r"^/api/sessions/[^/]+", f"/api/sessions/{session}", path), json=body)
            if response.headers["content-type"].startswith("text/event-stream"):
                answers += [json.loads(line[5:]) for line in response.text.splitlines() if line.startswith("data:")]
            else:
                answers.append(response.json())
                session = answers[-1].get("session_id", session)
    return answers


EVENTS = ("ready", "open", "close", "session", "message", "cite", "reset", "navigate", "error", "destroy")


def test_what_the_widget_sends_keeps_and_tells_is_spelled_in_full(
    server_factory: Callable[..., str], page: Page, pages: PageServer
) -> None:
    """The served widget has its own objects' properties shortened (``web.INTERNAL_PROPERTIES``);
    none of them may cross to the server, into sessionStorage or to the page. A chat is driven
    through every kind of call, and every key of every JSON body sent, value kept, event told and
    payload returned is gathered, with every attribute the widget set on its own elements: none is
    a shortened name (the names no property of the program has). And as the widget reads
    the server's answers by name, none of its own names may be a key of theirs."""
    server = server_factory(REVERSERAG_OFFLINE_WORD_DELAY="0")
    calls: list[tuple[str, Any]] = []
    page.on("request", lambda request: calls.append((request.url.removeprefix(server), request.post_data_json))
            if request.url.startswith(server + "/api/") and request.post_data else None)
    page.add_init_script(f"""window.__told = [];
        for (const name of {json.dumps(EVENTS)}) document.addEventListener('reverserag:' + name,
            (event) => window.__told.push([name, JSON.parse(JSON.stringify(event.detail ?? null))]));""")
    visit(page, serve(pages, "/harbour", "<p>The harbour opens at six and closes at ten, every day of the "
                      "year. Pilots meet every ship at the outer buoy and bring it in to its berth.</p>"
                      "<ol reversed><li>Pilot boats</li><li>Ferries</li></ol>", server))
    open_chat(page)
    greeted(page)
    answered(page, "When does the harbour close?")
    # The page's text changes under the conversation, the paragraph the answer cited too: it goes on in
    # a new session, and the earlier answers are kept marked as citing a page that is gone.
    page.evaluate("""() => document.querySelector('p').insertAdjacentText('beforeend', ' ' +
        'From May to September the harbour also opens on Sunday nights for the late ferry. '.repeat(3))""")
    answered(page, "Does it open on Sunday nights?", 3)
    returned = page.evaluate("() => ReverseRAG.extract()")
    kept = [json.loads(value) for value in page.evaluate("() => Object.values(sessionStorage)")]
    told = page.evaluate("() => window.__told")
    attributes = set(page.evaluate("""() => [...document.querySelector('reverserag-widget').shadowRoot
        .querySelectorAll('*')].flatMap((el) => el.getAttributeNames())"""))
    assert {"aria-label", "enterkeyhint", "placeholder"} <= attributes  # what h() set from its keys
    assert {"ready", "open", "session", "message"} <= {name for name, _ in told}
    keys = _keys([[body for _, body in calls], returned, kept, told]) | attributes
    assert {"payload", "content", "text", "messages", "budget", "fingerprint", "waited_ms",
            "marks", "lines", "stale"} <= keys, sorted(keys)
    short = set(property_names(minify_js(SOURCE, shorten=False).decode("utf-8")).values())
    assert keys.isdisjoint(short), sorted(keys & short)
    heard = _keys(_answers(server, calls))
    assert {"models", "session_id", "budget", "text", "usage"} <= heard, sorted(heard)
    assert heard.isdisjoint(INTERNAL_PROPERTIES), sorted(heard & set(INTERNAL_PROPERTIES))


def test_a_formula_sent_as_mathml_reaches_the_model_as_tex(
    server_factory: Callable[..., str], page: Page, pages: PageServer
) -> None:
    """A formula the page has only as MathML goes as its markup, between TeX's delimiters; the
    server writes it as TeX for the model (formulas.py), and the answer's list of sources shows the
    block's text without the markup."""
    server = server_factory(REVERSERAG_OFFLINE_WORD_DELAY="0")
    visit(page, serve(pages, "/quadratic", "<p>The harbour office keeps the tide tables.</p>"
                      "<p>The quadratic formula solves <math><mi>a</mi><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo>"
                      "<mi>b</mi><mi>x</mi><mo>+</mo><mi>c</mi><mo>=</mo><mn>0</mn></math> for any quadratic "
                      "equation with real coefficients.</p>", server))
    open_chat(page)
    greeted(page)
    answered(page, "What does the quadratic formula solve?")
    answer = page.locator("reverserag-widget .msg.assistant").nth(1)
    expect(answer.locator(".md")).to_contain_text("ax^{2}+bx+c=0")  # the offline engine quotes the page
    source = answer.locator(".source").filter(has_text="quadratic formula")
    expect(source).to_have_count(1)
    expect(source).to_contain_text("The quadratic formula solves")
    expect(source).not_to_contain_text("<m")


def test_a_server_under_a_path_is_reached_with_data_api(page: Page, pages: PageServer) -> None:
    """Behind a proxy that serves reverserag under ``/chat/``, the widget calls the script's origin
    unless ``data-api`` names the path: here the whole app is mounted at ``/chat`` (what such a proxy
    hands on), and every call of a chat goes through it."""
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from fake_upstream import ThreadedServer
    from reverserag.app import create_app
    from reverserag.settings import Settings

    inner = create_app(Settings(offline_word_delay=0))
    outer = Starlette(routes=[Mount("/chat", app=inner)],
                      lifespan=lambda app: inner.router.lifespan_context(inner))
    calls: list[str] = []
    with ThreadedServer(outer) as running:
        base = f"{running.url}/chat"
        page.on("request", lambda r: calls.append(r.url) if "/api/" in r.url else None)
        visit(page, serve(pages, "/prefixed", "<p>The harbour opens at six.</p>", base, f"data-api='{base}'"))
        open_chat(page)
        greeted(page)
        answered(page, "When does the harbour open?")
        assert calls and all(url.startswith(f"{base}/api/") for url in calls), calls
        assert any(url.endswith("/messages") for url in calls)
