"""The widget experience (issue 6): what a visitor sees and does, in real Chromium.

Rendering, safety, conversation controls, persistence, theming and isolation, accessibility,
mobile, and the JS API. Tests that need an exact answer or failure use :class:`RoutedAPI` (the
contract answered inside the page); the others run against a real ``reverserag serve``.
Screenshots of the open widget go to ``test-artifacts/`` for a person to look at.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from harness import ORIGIN, Site
from playwright.sync_api import Browser, BrowserContext, Page, expect
from routed_api import Reply, RoutedAPI, Widget, error, run_axe, screenshot

ANSWER_TIMEOUT = 20_000
SECURE = "http://localhost"  # the demo site again, as a secure context (the clipboard API needs one)

MARKDOWN = """### Getting there

The **night train** leaves at *21:40* and `arrives` at __07:15__, ~~never~~ on time; snake_case_names stay.

1. Book early
2. Bring *earplugs*
   - and a **sleep mask**
   - and water

3. Sleep

- one
- two

> Quoted from the timetable.

| Route | Seat | Couchette |
|:------|:----:|----------:|
| Vienna – Hamburg | €39 | €79 |
| Zürich – Berlin | €49 | €89 |

```python
print("hello <b>")
```

See [the operator](https://example.org/nightjet?x=1&y=2), <mailto:help@example.org> or https://example.com/path.

---
Done."""

XSS = [
    '<script>window.__pwned = "script"</script>',
    "<img src=x onerror=\"window.__pwned = 'img'\">",
    "<svg onload=\"window.__pwned = 'svg'\"></svg>",
    "<iframe src=\"javascript:parent.__pwned='iframe'\"></iframe>",
    "<a href=\"javascript:window.__pwned='a'\">html link</a>",
    "[md link](javascript:window.__pwned='md')",
    "[spaced](  JaVaScRiPt:window.__pwned='spaced')",
    "[tabbed](java\tscript:window.__pwned='tab')",
    "[newline](java\nscript:window.__pwned='newline')",
    "[entity](&#106;avascript:window.__pwned='entity')",
    "[data](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0nZGF0YSc8L3NjcmlwdD4=)",
    "[vb](vbscript:msgbox(1))",
    "![image](javascript:window.__pwned='image')",
    "![tracker](https://tracker.example/pixel.gif)",
    "<javascript:window.__pwned='autolink'>",
    "[nested [x](javascript:window.__pwned='nested')](https://ok.example/)",
    '[title trick](https://ok.example/ "onmouseover=window.__pwned=1")',
    "**<b onmouseover=\"window.__pwned='bold'\">bold</b>**",
    '`<script>window.__pwned="code"</script>`',
    '```html\n<script>window.__pwned="fence"</script>\n```',
    '| <img src=x onerror=window.__pwned="cell"> | x |\n|---|---|\n| <script>window.__pwned=1</script> | y |',
]

ALLOWED_TAGS = {"p", "strong", "em", "del", "code", "pre", "a", "span", "br", "ul", "ol", "li", "blockquote",
                "table", "thead", "tbody", "tr", "th", "td", "div", "button", "svg", "path", "hr",
                "h3", "h4", "h5", "h6"}


@pytest.fixture
def widget(page: Page) -> Widget:
    return Widget(page)


def _open_with(site: Site, widget: Widget, api_greeting: str = "Hello!", path: str = "/demo/article",
               **api: Any) -> RoutedAPI:
    routed = RoutedAPI(site.page, greeting=api_greeting, **api)
    site.goto(path)
    widget.launcher.click()
    expect(widget.panel).to_be_visible()
    return routed


def _fake(server_factory: Callable[..., str], fake_upstream: Any, **knobs: Any) -> str:
    fake_upstream.reset(**knobs)
    return server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)


# --- safe rendering -------------------------------------------------------------------------------


def test_markdown_is_rendered_as_nodes(site: Site, widget: Widget) -> None:
    _open_with(site, widget, MARKDOWN)
    md = widget.wait_for_answers(1).locator(".md")
    expect(md.get_by_role("heading", name="Getting there")).to_be_visible()
    expect(md.locator("strong").first).to_have_text("night train")
    expect(md.locator("em").first).to_have_text("21:40")
    expect(md.locator("p code")).to_have_text("arrives")
    expect(md.locator("strong").nth(1)).to_have_text("07:15")
    expect(md.locator("del")).to_have_text("never")
    expect(md.locator("p").first).to_contain_text("snake_case_names stay")
    lists = md.locator(":scope > ol")
    expect(lists).to_have_count(2)
    expect(lists.first.locator(":scope > li")).to_have_count(2)
    expect(lists.first.locator("li ul > li")).to_have_text(["and a sleep mask", "and water"])
    expect(lists.nth(1)).to_have_attribute("start", "3")
    expect(md.locator(":scope > ul > li")).to_have_text(["one", "two"])
    expect(md.locator("blockquote")).to_have_text("Quoted from the timetable.")
    expect(md.locator("th")).to_have_text(["Route", "Seat", "Couchette"])
    expect(md.locator("tbody tr")).to_have_count(2)
    expect(md.locator("tbody tr").first.locator("td").nth(1)).to_have_class("center")
    expect(md.locator("tbody tr").first.locator("td").nth(2)).to_have_class("right")
    expect(md.locator("pre code")).to_have_text('print("hello <b>")')
    expect(md.locator(".code-bar")).to_have_attribute("data-lang", "python")
    expect(md.get_by_role("button", name="Copy code")).to_be_visible()
    links = md.locator("a")
    expect(links).to_have_count(3)
    assert [links.nth(i).get_attribute("href") for i in range(3)] == [
        "https://example.org/nightjet?x=1&y=2", "mailto:help@example.org", "https://example.com/path"]
    for i in range(3):
        expect(links.nth(i)).to_have_attribute("rel", "noopener noreferrer")
        expect(links.nth(i)).to_have_attribute("target", "_blank")
    expect(md.locator("hr")).to_have_count(1)
    expect(md.locator("p").last).to_have_text("Done.")


def _assert_inert(page: Page) -> None:
    found = page.evaluate("""() => {
        const root = document.querySelector('reverserag-widget').shadowRoot;
        const out = { tags: new Set(), attrs: [], hrefs: [], svgOutsideButtons: 0 };
        for (const el of root.querySelectorAll('.msg *')) {
            out.tags.add(el.localName);
            for (const attr of el.attributes) {
                if (/^on|^style$|^srcdoc$|^formaction$/i.test(attr.name)) {
                    out.attrs.push(el.localName + ' ' + attr.name);
                }
            }
            if (el.localName === 'a') out.hrefs.push([el.getAttribute('href'), el.rel, el.target]);
            if (el.localName === 'svg' && !el.closest('button')) out.svgOutsideButtons++;
        }
        out.tags = [...out.tags];
        return out;
    }""")
    assert set(found["tags"]) <= ALLOWED_TAGS, set(found["tags"]) - ALLOWED_TAGS
    assert found["attrs"] == []
    assert found["svgOutsideButtons"] == 0
    for href, rel, target in found["hrefs"]:
        assert href.split(":")[0] in ("http", "https", "mailto"), href
        assert rel == "noopener noreferrer" and target == "_blank"


def test_xss_payloads_in_answers_never_execute(site: Site, widget: Widget) -> None:
    dialogs: list[str] = []
    site.page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    answer = "\n\n".join(XSS)
    _open_with(site, widget, answer, replies=[Reply(answer)])
    message = widget.wait_for_answers(1)
    expect(message).to_contain_text('<script>window.__pwned = "script"</script>')
    expect(message).to_contain_text("<img src=x onerror=\"window.__pwned = 'img'\">")
    expect(message.locator("pre code")).to_have_text('<script>window.__pwned="fence"</script>')
    # Rejected link targets leave their label as text; http(s) ones stay links, and images never load.
    expect(message.locator("span", has_text="md link")).to_have_count(1)
    hrefs = [message.locator("a").nth(i).get_attribute("href") for i in range(message.locator("a").count())]
    assert hrefs == ["http://demo.test/demo/&#106;avascript:window.__pwned='entity'",
                     "https://tracker.example/pixel.gif", "https://ok.example/", "https://ok.example/"]
    _assert_inert(site.page)
    # The visitor's own words are text too.
    widget.ask(XSS[1] + " " + XSS[5])
    expect(widget.user).to_have_text(XSS[1] + " " + XSS[5])
    widget.wait_for_answers(2)
    # Move the mouse over every message, in case something listens for it.
    for i in range(widget.assistant.count()):
        widget.assistant.nth(i).hover()
    site.page.wait_for_timeout(300)
    assert site.page.evaluate("() => window.__pwned") is None
    assert dialogs == []
    _assert_inert(site.page)


def test_streaming_re_renders_only_the_unfinished_tail(
    server_factory: Callable[..., str], fake_upstream: Any, widget: Widget
) -> None:
    paragraphs = [f"Paragraph {i} has **bold** words, `code` and a [link](https://example.org/{i})."
                  for i in range(300)]
    url = _fake(server_factory, fake_upstream, reply="\n\n".join(paragraphs), delay=0.002, chunk_size=2)
    page = widget.page
    page.goto(f"{url}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1, timeout=60_000)  # the greeting, ended by its cap after a few paragraphs
    page.evaluate("""() => {
        window.__removed = [];
        const log = document.querySelector('reverserag-widget').shadowRoot;
        new MutationObserver((records) => {
            let gone = 0;
            for (const r of records) for (const n of r.removedNodes) if (n.localName === 'p') gone++;
            window.__removed.push(gone);
            // Once a second paragraph exists the first is finished: it must never be rendered again.
            const answer = log.querySelectorAll('.msg.assistant')[1];
            if (!window.__first && answer && answer.querySelectorAll('.md p').length > 1) {
                window.__first = answer.querySelector('.md p');
            }
        }).observe(log, { childList: true, subtree: true });
    }""")
    widget.ask("Tell me everything.")
    message = widget.wait_for_answers(2, timeout=60_000)
    expect(message.locator(".md > p")).to_have_count(300)
    removed = page.evaluate("() => window.__removed")
    assert len(removed) > 20, "the answer did not stream in steps"
    # Each paint replaces the unfinished tail alone (one paragraph), never the whole answer.
    assert max(removed) <= 2, max(removed)
    assert sum(removed) < len(removed) * 2
    assert page.evaluate("""() => window.__first === document.querySelector('reverserag-widget')
        .shadowRoot.querySelectorAll('.msg.assistant')[1].querySelector('.md p')""")


# --- conversation ---------------------------------------------------------------------------------


def test_typing_indicator_shows_until_the_first_token(
    server_factory: Callable[..., str], fake_upstream: Any, widget: Widget
) -> None:
    url = _fake(server_factory, fake_upstream, reply="Here is the answer.", first_byte_delay=1.5)
    widget.page.goto(f"{url}/demo/article")
    widget.launcher.click()
    typing = widget.page.locator("reverserag-widget .msg.assistant .typing")
    expect(typing).to_be_visible(timeout=ANSWER_TIMEOUT)
    expect(widget.stop).to_be_visible()
    expect(widget.wait_for_answers(1)).to_have_text("Here is the answer.")
    expect(typing).to_have_count(0)


def test_retry_asks_the_last_question_again(site: Site, widget: Widget) -> None:
    failure = Reply(error=error("upstream_unavailable", "Cannot reach the model server."))
    api = _open_with(site, widget, replies=[failure, Reply("It leaves at 21:40.")])
    widget.wait_for_answers(1)
    widget.ask("When does it leave?")
    expect(widget.errors).to_contain_text("not answering right now")
    retry = widget.errors.get_by_role("button", name="Retry")
    expect(widget.send).to_be_enabled()
    retry.click()
    expect(widget.wait_for_answers(2)).to_have_text("It leaves at 21:40.")
    expect(widget.errors).to_have_count(0)
    expect(widget.user).to_have_count(1)  # the question is asked again, not shown twice
    assert [m["content"] for m in api.messages()] == ["When does it leave?", "When does it leave?"]


def test_retry_replaces_the_answer_that_was_cut_off(site: Site, widget: Widget) -> None:
    """A greeting cut off and retried showed twice, half and whole (a pass on slow networks). What
    was shown stays until Retry is pressed; then the answer asked again takes its place."""
    def cut(text: str) -> Reply:
        return Reply(text, error=error("upstream_cut", "The model server stopped mid-answer."))

    api = _open_with(site, widget, greetings=[cut("Hello! This page is ab")],
                     replies=[cut("It leaves"), Reply("It leaves at 21:40.")])
    expect(widget.errors).to_have_count(1)
    expect(widget.assistant).to_have_text(["Hello! This page is ab"])
    widget.errors.get_by_role("button", name="Retry").click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello!")
    expect(widget.assistant).to_have_count(1)
    widget.ask("When does it leave?")
    expect(widget.errors).to_have_count(1)
    expect(widget.assistant).to_have_text(["Hello!", "It leaves"])
    widget.errors.get_by_role("button", name="Retry").click()
    expect(widget.wait_for_answers(2)).to_have_text("It leaves at 21:40.")
    expect(widget.assistant).to_have_text(["Hello!", "It leaves at 21:40."])
    assert len(api.messages()) == 2
    site.page.reload()  # what is kept for the next page holds the same
    widget.launcher.click()
    expect(widget.assistant).to_have_text(["Hello!", "It leaves at 21:40."])


def test_retry_from_the_keyboard_leaves_the_focus_in_the_chat(site: Site, widget: Widget) -> None:
    """Retry goes with its message: the focus it held fell to the page (an accessibility audit)."""
    failure = Reply(error=error("upstream_unavailable", "Cannot reach the model server."))
    _open_with(site, widget, replies=[failure, Reply("It leaves at 21:40.")])
    widget.wait_for_answers(1)
    widget.ask("When does it leave?")
    retry = widget.errors.get_by_role("button", name="Retry")
    expect(retry).to_be_visible()
    widget.input.focus()
    site.page.keyboard.press("Shift+Tab")
    expect(retry).to_be_focused()
    site.page.keyboard.press("Enter")
    expect(widget.wait_for_answers(2)).to_have_text("It leaves at 21:40.")
    expect(widget.input).to_be_focused()


def test_the_question_box_stands_out_from_the_panel(site: Site, widget: Widget) -> None:
    """Its border is what shows a sighted visitor where to type: at 1.5:1 it did not (WCAG 1.4.11 asks 3:1)."""
    for theme in ("light", "dark"):
        site.page.emulate_media(color_scheme=theme)
        _open_with(site, widget)
        colours = widget.shadow_eval("""(root) => [root.querySelector('.input'), root.querySelector('.panel')]
            .map((el, i) => getComputedStyle(el)[i ? 'backgroundColor' : 'borderTopColor'])""")
        border, background = ([int(n) for n in re.findall(r"\d+", c)[:3]] for c in colours)
        assert _contrast(border, background) >= 3, (theme, colours)


def _contrast(a: list[int], b: list[int]) -> float:
    def luminance(rgb: list[int]) -> float:
        c = [v / 255 for v in rgb]
        c = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_copy_buttons_put_the_answer_and_the_code_on_the_clipboard(
    site: Site, widget: Widget, context: BrowserContext
) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=SECURE)
    _open_with(site, widget, MARKDOWN, path=SECURE + "/demo/article")
    message = widget.wait_for_answers(1)
    message.get_by_role("button", name="Copy answer").click()
    expect(message.get_by_role("button", name="Copied")).to_be_visible()
    assert site.page.evaluate("() => navigator.clipboard.readText()") == MARKDOWN
    expect(site.page.get_by_role("status")).to_have_text("Copied to the clipboard.")
    message.get_by_role("button", name="Copy code").click()
    site.page.wait_for_function("async () => (await navigator.clipboard.readText()).startsWith('print(')")
    assert site.page.evaluate("() => navigator.clipboard.readText()") == 'print("hello <b>")'


def test_copy_works_where_the_clipboard_api_does_not(site: Site, widget: Widget, context: BrowserContext) -> None:
    """Over plain http a page has no ``navigator.clipboard``: the answer is copied through a hidden
    text box instead, which is then taken away, and the focus stays on the button."""
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=SECURE)
    _open_with(site, widget, MARKDOWN)
    assert site.page.evaluate("() => navigator.clipboard") is None
    message = widget.wait_for_answers(1)
    message.get_by_role("button", name="Copy answer").click()
    expect(message.get_by_role("button", name="Copied")).to_be_focused()
    expect(site.page.get_by_role("status")).to_have_text("Copied to the clipboard.")
    assert site.page.evaluate("() => document.querySelector('reverserag-widget').shadowRoot"
                              ".querySelectorAll('textarea').length") == 1  # the question box alone
    reader = context.new_page()  # the clipboard is the browser's: read it from a secure page
    reader.route("**/*", lambda route: route.fulfill(body="<p>Reader</p>", content_type="text/html"))
    reader.goto(SECURE + "/reader")
    reader.bring_to_front()
    assert reader.evaluate("() => navigator.clipboard.readText()") == MARKDOWN


def test_new_chat_starts_a_fresh_session(offline_server: str, widget: Widget) -> None:
    widget.record_events()
    widget.page.goto(f"{offline_server}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    [first] = [s["session_id"] for s in widget.events("session")]

    widget.new_chat.click()
    expect(widget.user).to_have_count(0)
    greeting = widget.wait_for_answers(1)
    expect(widget.assistant).to_have_count(1)
    expect(greeting).to_contain_text("night train")
    sessions = [s["session_id"] for s in widget.events("session")]
    assert len(sessions) == 2 and sessions[1] != first
    assert widget.events("reset") == [None]
    expect(widget.input).to_be_focused()
    for _ in range(50):  # the old session is deleted on the server
        if httpx.get(f"{offline_server}/api/sessions/{first}").status_code == 404:
            break
        widget.page.wait_for_timeout(100)
    assert httpx.get(f"{offline_server}/api/sessions/{first}").status_code == 404


def test_auto_scroll_stops_when_the_visitor_scrolls_up(
    server_factory: Callable[..., str], fake_upstream: Any, widget: Widget
) -> None:
    reply = "\n\n".join(f"Line {i} of a long answer that keeps on coming." for i in range(120))
    url = _fake(server_factory, fake_upstream, reply=reply, delay=0.008)
    page = widget.page
    page.goto(f"{url}/demo/article")
    widget.launcher.click()
    geometry = ("(root) => { const l = root.querySelector('.log'); "
                "return [l.scrollTop, l.scrollHeight - l.clientHeight]; }")
    page.wait_for_function(f"() => ({geometry})(document.querySelector('reverserag-widget').shadowRoot)[1] > 400")
    top, bottom = widget.shadow_eval(geometry)
    assert bottom - top < 60  # following the answer so far
    widget.log.hover()
    page.mouse.wheel(0, -3000)
    page.wait_for_function(f"() => ({geometry})(document.querySelector('reverserag-widget').shadowRoot)[0] < 50")
    expect(widget.jump).to_be_visible()
    page.wait_for_timeout(500)
    top, bottom = widget.shadow_eval(geometry)
    assert top < 50 and bottom > 500, (top, bottom)  # the text grew, the visitor stayed where they were
    widget.jump.click()
    widget.wait_for_answers(1, timeout=60_000)
    top, bottom = widget.shadow_eval(geometry)
    assert bottom - top < 5
    expect(widget.jump).to_be_hidden()


ERROR_CASES = [
    # (where it fails, the reply, what the visitor reads, a Retry button?)
    ("message", Reply(error=error("upstream_unavailable")), "not answering right now", True),
    ("message", Reply(error=error("upstream_timeout")), "took too long", True),
    ("message", Reply(error=error("upstream_rate_limited")), "too many requests right now", True),
    ("message", Reply(status=429, error=error("rate_limited"), headers={"Retry-After": "12"}),
     "Please try again in 12 seconds.", True),
    ("message", Reply(status=429, error=error("rate_limited"), headers={"Retry-After": "300"}),
     "Please try again in 5 minutes.", True),
    ("message", Reply(status=503, error=error("server_busy"), headers={"Retry-After": "2"}),
     "busy or restarting. Please try again in 2 seconds.", True),
    ("message", Reply(status=503, error=error("server_busy"), headers={"Retry-After": "1"}),
     "busy or restarting. Please try again in a moment.", True),  # not "in 1 seconds"
    ("message", Reply(error=error("server_shutting_down")), "busy or restarting", True),
    ("message", Reply(abort=True), "Could not reach the chat server", True),
    ("message", Reply(error=error("unheard_of", "")), "The answer failed.", True),  # no words of its own
    ("message", Reply(status=409, error=error("turn_limit")), "reached its length limit", False),
    ("message", Reply(status=413, error=error("message_too_long", "content has 9,000 characters; the cap is 8,000.")),
     "the cap is 8,000", False),
    ("session", Reply(status=403, error=error("origin_not_allowed")), "not allowed to use its chat server", False),
    ("session", Reply(status=502, error=error("upstream_unavailable")), "not answering right now", True),
]


@pytest.mark.parametrize(("where", "reply", "shown", "retry"), ERROR_CASES,
                         ids=[f"{c[0]}-{(c[1].error or {}).get('code', 'network')}" for c in ERROR_CASES])
def test_every_error_has_a_clear_message(
    site: Site, widget: Widget, where: str, reply: Reply, shown: str, retry: bool
) -> None:
    widget.record_events()
    if where == "session":
        _open_with(site, widget, create=[reply])
    else:
        _open_with(site, widget, replies=[reply])
        widget.wait_for_answers(1)
        widget.ask("A question")
    expect(widget.errors).to_contain_text(shown)
    expect(widget.errors).to_have_attribute("role", "alert")
    code = (reply.error or {}).get("code", "network_error")
    assert widget.events("error")[-1]["code"] == code
    button = widget.errors.get_by_role("button", name="Retry")
    if not retry:
        expect(button).to_have_count(0)
    elif "Retry-After" in reply.headers:
        wait = int(reply.headers["Retry-After"])
        if wait > 1:  # a 1-second wait may be over by now
            expect(button).to_be_disabled()
        if wait < 5:
            expect(button).to_be_enabled(timeout=4000)
    else:
        expect(button).to_be_enabled()
    if code == "turn_limit":
        expect(widget.errors.get_by_role("button", name="New chat")).to_be_visible()
    expect(widget.send).to_be_enabled()


def test_a_question_waits_for_a_stopped_answer_to_wind_down(site: Site, widget: Widget) -> None:
    """Asked right after Stop, a question can meet the server still closing the stopped stream
    (409 stream_in_progress): it is asked again shortly, and the visitor sees only the answer."""
    busy = Reply(status=409, error=error("stream_in_progress", "An answer is still streaming."))
    api = _open_with(site, widget, replies=[busy, busy, Reply("Answered after the wait.")])
    widget.wait_for_answers(1)
    widget.ask("Still there?")
    expect(widget.wait_for_answers(2)).to_have_text("Answered after the wait.")
    expect(widget.errors).to_have_count(0)
    assert [p for m, p, _ in api.requests if m == "POST"].count("/api/sessions/s1/messages") == 3


def test_expired_session_is_replaced_without_an_error(site: Site, widget: Widget) -> None:
    expired = Reply(status=410, error=error("session_expired", "This session is older than its lifetime cap."))
    api = _open_with(site, widget, replies=[expired, Reply("Fresh answer.")])
    widget.wait_for_answers(1)
    widget.ask("Still there?")
    expect(widget.wait_for_answers(2)).to_have_text("Fresh answer.")
    expect(widget.errors).to_have_count(0)
    expect(widget.notices).to_contain_text("expired")
    assert api.sessions == ["s1", "s2"]
    assert [m["content"] for m in api.messages()] == ["Still there?", "Still there?"]


def test_upstream_down_is_explained(server_factory: Callable[..., str], widget: Widget) -> None:
    from fake_upstream import free_port

    url = server_factory(REVERSERAG_UPSTREAM_URL=f"http://127.0.0.1:{free_port()}/v1",
                         REVERSERAG_CLASSIFY_TIMEOUT="1")
    widget.page.goto(f"{url}/demo/article")
    widget.launcher.click()
    expect(widget.errors).to_contain_text("not answering right now", timeout=ANSWER_TIMEOUT)
    expect(widget.errors.get_by_role("button", name="Retry")).to_be_enabled()


def test_server_rate_limit_shows_when_to_try_again(server_factory: Callable[..., str], widget: Widget) -> None:
    # Two a minute: the greeting the engine writes is one (it counts as a message), the first question the other.
    url = server_factory(REVERSERAG_IP_MESSAGES_PER_MINUTE="2", REVERSERAG_OFFLINE_WORD_DELAY="0")
    widget.page.goto(f"{url}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    widget.ask("And a couchette?")
    expect(widget.errors).to_contain_text("Too many requests in a short time. Please try again in")
    expect(widget.errors).to_contain_text("seconds")
    expect(widget.errors.get_by_role("button", name="Retry")).to_be_disabled()


def test_an_origin_the_server_does_not_allow_is_told_so(
    server_factory: Callable[..., str], widget: Widget, tmp_path: Path
) -> None:
    """A real server whose one site allows https://docs.example.com only, and a page on the server's
    own origin with that site's key: the server's 403 origin_not_allowed reaches the visitor."""
    sites = tmp_path / "sites.toml"
    sites.write_text('[[sites]]\nkey = "docs"\norigins = ["https://docs.example.com"]\n', encoding="utf-8")
    url = server_factory(REVERSERAG_SITES=str(sites))
    page = widget.page
    html = (f"<!doctype html><html lang='en'><title>Elsewhere</title><main><h1>Elsewhere</h1><p>Hi.</p></main>"
            f"<script src='{url}/reverserag.js' data-site-key='docs' defer></script></html>")
    page.route(f"{url}/elsewhere", lambda route: route.fulfill(content_type="text/html", body=html))
    widget.record_events()
    page.goto(f"{url}/elsewhere")
    widget.launcher.click()
    expect(widget.errors).to_contain_text("not allowed to use its chat server")
    expect(widget.errors.get_by_role("button", name="Retry")).to_have_count(0)
    assert widget.events("error")[-1]["code"] == "origin_not_allowed"


@pytest.mark.parametrize("server_up", [True, False])
def test_a_refusal_the_browser_hides_is_told_from_a_network_failure(
    site: Site, widget: Widget, server_up: bool
) -> None:
    """A cross-origin 403 without CORS headers (an origin the server refuses) reaches the widget as a
    bare network failure. If the server's /healthz still answers (fetched without CORS), the server
    is up: the visitor and the site owner are told it did not accept the page, not to check Wi-Fi."""
    widget.record_events()
    if server_up:
        site.add("/healthz", '{"status": "ok"}', content_type="application/json")
    else:
        site.page.route("**/healthz", lambda route: route.abort("connectionrefused"))
    _open_with(site, widget, create=[Reply(abort=True)])
    if server_up:
        expect(widget.errors).to_contain_text("reachable but did not accept this page")
        assert widget.events("error")[-1]["code"] == "request_blocked"
    else:
        expect(widget.errors).to_contain_text("Could not reach the chat server")
        assert widget.events("error")[-1]["code"] == "network_error"
    expect(widget.errors.get_by_role("button", name="Retry")).to_be_enabled()


# --- persistence ----------------------------------------------------------------------------------


def _requests(page: Page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda r: seen.append(f"{r.method} {r.url.split('://', 1)[1].split('/', 1)[1]}")
            if "/api/" in r.url else None)
    return seen


def test_conversation_survives_a_reload(offline_server: str, widget: Widget) -> None:
    page = widget.page
    widget.record_events()
    page.goto(f"{offline_server}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    [session] = [s["session_id"] for s in widget.events("session")]
    shown = widget.log.inner_text()

    seen = _requests(page)
    page.reload()
    expect(widget.panel).to_be_visible()  # it was open
    expect(widget.assistant).to_have_count(2)
    assert widget.log.inner_text() == shown
    expect(widget.input).not_to_be_focused()  # a reload does not steal focus from the page
    for _ in range(50):
        if f"GET api/sessions/{session}" in seen:
            break
        page.wait_for_timeout(100)
    assert f"GET api/sessions/{session}" in seen  # checked against the server
    assert "POST api/sessions" not in seen  # and resumed, not recreated
    widget.ask("How many passengers does Nightjet carry?")
    expect(widget.wait_for_answers(3)).to_contain_text("1.5 million")
    history = httpx.get(f"{offline_server}/api/sessions/{session}").json()["history"]
    assert [m["content"] for m in history if m["role"] == "user"] == [
        "How much is a mini cabin between Vienna and Hamburg?", "How many passengers does Nightjet carry?"]


def test_conversation_survives_navigation_within_the_site(offline_server: str, widget: Widget) -> None:
    page = widget.page
    page.goto(f"{offline_server}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    widget.close.click()

    page.get_by_role("link", name="Docs").click()  # another page: its own conversation
    page.wait_for_url("**/demo/docs")
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_contain_text("Tidepool")
    expect(widget.user).to_have_count(0)

    page.goto(f"{offline_server}/demo/article")  # a fresh load, not the back-forward cache
    expect(widget.panel).to_be_hidden()  # it was closed there
    widget.launcher.click()
    expect(widget.user).to_have_text(["How much is a mini cabin between Vienna and Hamburg?"])
    expect(widget.assistant).to_have_count(2)


def test_expired_session_is_recreated_after_a_reload_keeping_the_log(offline_server: str, widget: Widget) -> None:
    page = widget.page
    widget.record_events()
    page.goto(f"{offline_server}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    [first] = [s["session_id"] for s in widget.events("session")]
    shown = widget.log.inner_text()
    assert httpx.delete(f"{offline_server}/api/sessions/{first}").status_code == 204

    page.reload()
    page.wait_for_function("() => window.__events.some(([name]) => name === 'session')", timeout=ANSWER_TIMEOUT)
    [second] = [s["session_id"] for s in widget.events("session")]
    assert second != first
    assert widget.log.inner_text() == shown  # no greeting, no notice: the visitor sees the same
    expect(widget.errors).to_have_count(0)
    widget.ask("How many passengers does Nightjet carry?")
    expect(widget.wait_for_answers(3)).to_contain_text("1.5 million")


# --- theming and isolation ------------------------------------------------------------------------

GEOMETRY = """(root) => {
    const view = document.documentElement;  // the viewport less any scrollbars
    const box = (el) => { const r = el.getBoundingClientRect();
        return [view.clientWidth - r.right, view.clientHeight - r.bottom, r.width, r.height].map(Math.round); };
    const css = (el, ...names) => names.map((n) => getComputedStyle(el).getPropertyValue(n));
    const q = (s) => root.querySelector(s);
    return {
        launcher: box(q('.launcher')),
        launcherCss: css(q('.launcher'), 'background-color', 'border-radius', 'opacity'),
        panel: box(q('.panel')),
        panelCss: css(q('.panel'), 'background-color', 'border-radius', 'font-size', 'font-family'),
        header: box(q('.header')), headerCss: css(q('.header'), 'background-color', 'color'),
        title: css(q('.title'), 'font-size', 'font-weight', 'text-transform', 'letter-spacing'),
        input: box(q('.input')), inputCss: css(q('.input'), 'font-size', 'border-top-width', 'background-color'),
        send: box(q('.send')),
        message: css(q('.msg.assistant'), 'background-color', 'color', 'font-size', 'line-height'),
        host: css(root.host, 'position', 'z-index', 'opacity', 'visibility', 'display', 'filter', 'transform'),
    };
}"""


def _geometry(site: Site, widget: Widget, path: str) -> dict[str, Any]:
    RoutedAPI(site.page, greeting="Hello from the widget.")
    site.goto(path)
    widget.launcher.click()
    widget.wait_for_answers(1)
    site.page.mouse.move(5, 5)
    site.page.wait_for_timeout(300)  # the launcher's hover transition
    result: dict[str, Any] = widget.shadow_eval(GEOMETRY)
    return result


def test_hostile_page_css_leaves_the_widget_unharmed(site: Site, widget: Widget) -> None:
    plain = _geometry(site, widget, site.html("/plain", "<main><h1>Plain</h1><p>A plain page.</p></main>"))
    hostile = _geometry(site, widget, "/demo/hostile")
    screenshot(site.page, "hostile")
    assert hostile == plain
    assert plain["launcher"] == [20, 20, 56, 56]
    assert plain["launcherCss"] == ["rgb(37, 99, 235)", "50%", "1"]
    assert plain["panel"] == [20, 20 + 56 + 16, 400, 600]
    assert plain["host"][:5] == ["fixed", "2147483000", "1", "visible", "flex"]
    assert plain["inputCss"][0] == "14px"
    site.page.get_by_role("button", name="A page button").click()  # the page still works
    widget.ask("Does it still work?")
    expect(widget.wait_for_answers(2)).to_have_text("Answer 1.")


def test_styles_come_from_a_constructed_stylesheet(site: Site, widget: Widget) -> None:
    site.goto("/demo/article")
    sheets = widget.shadow_eval("(root) => [root.adoptedStyleSheets.length, root.querySelectorAll('style').length]")
    assert sheets == [1, 0]


def test_data_attributes_theme_and_configure_the_widget(site: Site, widget: Widget) -> None:
    page = site.page
    api = RoutedAPI(page)
    tag = (f'<script src="{ORIGIN}/reverserag.js" data-title="Ask the timetable" data-accent="#fde047" '
           f'data-position="bottom-left" data-theme="dark" data-greeting="off" data-open="true" defer></script>')
    site.goto(site.html("/themed", "<main><p>Themed.</p><button>Page button</button></main>", script=tag))
    panel = page.get_by_role("dialog", name="Ask the timetable")
    expect(panel).to_be_visible()  # data-open
    expect(widget.input).not_to_be_focused()  # opening on load does not steal focus
    expect(page.get_by_role("status")).to_have_text("Model: routed")  # the session is up
    assert not [r for r in api.requests if r[1].endswith("/greeting")]  # data-greeting="off"
    expect(widget.log).to_have_attribute("data-empty", "Ask anything about this page.")
    expect(widget.launcher).to_have_css("background-color", "rgb(253, 224, 71)")
    # Dark text on a light accent (computed with CSS relative colours where the browser has them).
    assert widget.launcher.evaluate("(el) => getComputedStyle(el).color") in ("rgb(0, 0, 0)", "oklch(0 0 0)")
    expect(panel).to_have_css("background-color", "rgb(17, 24, 39)")  # data-theme="dark"
    assert widget.launcher.bounding_box()["x"] == 20  # type: ignore[index]
    widget.ask("Hi")
    expect(widget.wait_for_answers(1)).to_have_text("Answer 1.")


def test_css_custom_properties_theme_the_widget(site: Site, widget: Widget) -> None:
    style = ("<style>reverserag-widget { --rr-accent: #0f766e; --rr-radius: 4px; --rr-font: Georgia, serif; "
             "--rr-offset-x: 40px; } * { --bg: red; --a: red; }</style>")
    RoutedAPI(site.page)
    site.goto(site.html("/custom", "<main><p>Custom.</p></main>", head=style))
    expect(widget.launcher).to_have_css("background-color", "rgb(15, 118, 110)")
    widget.launcher.click()
    expect(widget.panel).to_have_css("border-radius", "4px")
    expect(widget.panel).to_have_css("font-family", "Georgia, serif")
    expect(widget.panel).to_have_css("background-color", "rgb(255, 255, 255)")  # `* { --bg }` cannot reach in
    site.page.mouse.move(5, 5)
    site.page.wait_for_timeout(300)  # the launcher's hover transition
    assert widget.launcher.bounding_box()["x"] == 1280 - 40 - 56  # type: ignore[index]


@pytest.mark.parametrize(("scheme", "theme", "background"), [
    ("dark", "auto", "rgb(17, 24, 39)"), ("light", "auto", "rgb(255, 255, 255)"),
    ("dark", "light", "rgb(255, 255, 255)"), ("light", "dark", "rgb(17, 24, 39)"),
])
def test_theme_follows_the_colour_scheme_when_auto(
    site: Site, widget: Widget, scheme: str, theme: str, background: str
) -> None:
    site.page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    RoutedAPI(site.page)
    tag = f'<script src="{ORIGIN}/reverserag.js" data-theme="{theme}" defer></script>'
    site.goto(site.html("/scheme", "<main><p>Scheme.</p></main>", script=tag))
    widget.launcher.click()
    expect(widget.panel).to_have_css("background-color", background)


# --- accessibility --------------------------------------------------------------------------------


def _converse(site: Site, widget: Widget) -> None:
    failure = Reply(error=error("upstream_unavailable"))
    _open_with(site, widget, "Hello! I read **this page**. Ask me anything.", replies=[Reply(MARKDOWN), failure])
    widget.wait_for_answers(1)
    widget.ask("How do I get there?")
    widget.wait_for_answers(2)
    widget.ask("And back?")
    expect(widget.errors).to_have_count(1)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violations(site: Site, widget: Widget, scheme: str) -> None:
    site.page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    _converse(site, widget)
    violations = run_axe(site.page)
    serious = [v for v in violations if v["impact"] in ("serious", "critical")]
    assert serious == [], json.dumps(serious, indent=1)
    widget.close.click()
    violations = run_axe(site.page)
    assert [v for v in violations if v["impact"] in ("serious", "critical")] == []


def test_the_whole_conversation_works_from_the_keyboard(
    site: Site, widget: Widget, context: BrowserContext
) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=SECURE)
    page = site.page
    RoutedAPI(page, greeting="Hello!", replies=[Reply(MARKDOWN)])
    site.goto(SECURE + "/demo/article")
    page.keyboard.press("Shift+Tab")  # from the top of the page backwards: the launcher is last
    expect(widget.launcher).to_be_focused()
    expect(widget.launcher).to_have_css("outline-style", "solid")  # a visible focus ring
    expect(widget.launcher).to_have_css("outline-width", "2px")
    page.keyboard.press("Enter")
    expect(widget.panel).to_be_visible()
    expect(widget.input).to_be_focused()
    widget.wait_for_answers(1)
    page.keyboard.type("How do I get there?")
    page.keyboard.press("Enter")
    widget.wait_for_answers(2)
    focus_name = """(root) => { const el = root.activeElement;
        return el ? (el.getAttribute('aria-label') || el.getAttribute('title') || el.localName) : null; }"""
    ring = "(root) => getComputedStyle(root.activeElement).outlineOffset"
    names, rings = [], {}
    for _ in range(30):  # backwards from the input, through the conversation, to the header
        page.keyboard.press("Shift+Tab")
        names.append(widget.shadow_eval(focus_name))
        rings[names[-1]] = widget.shadow_eval(ring)
        if names[-1] == "Answer language":
            break
    assert names == [  # the page order, backwards: answer tools and links, the table, the log, the header
        "Read aloud", "Copy answer", "a", "a", "a", "pre", "Copy code", "Table", "Read aloud", "Copy answer",
        "Conversation", "Close chat", "New chat", "Answer language"], json.dumps(names)
    # Boxes that scroll draw their focus ring inside: outside, the box around them cut it off.
    assert [rings[name] for name in ("pre", "Table", "Conversation", "Copy code")] == ["-2px", "-2px", "-2px", "2px"]
    for _ in range(len(names) - 2):  # forwards again to the answer's copy button
        page.keyboard.press("Tab")
    assert widget.shadow_eval(focus_name) == "Copy answer"
    page.keyboard.press("Enter")
    page.wait_for_function("async () => (await navigator.clipboard.readText()).startsWith('### Getting')")
    page.keyboard.press("Escape")
    expect(widget.panel).to_be_hidden()
    expect(widget.launcher).to_be_focused()


def test_answers_are_announced_once_not_token_by_token(
    server_factory: Callable[..., str], fake_upstream: Any, widget: Widget
) -> None:
    reply = " ".join(f"word{i}" for i in range(60))
    url = _fake(server_factory, fake_upstream, reply=reply, delay=0.03)
    widget.page.goto(f"{url}/demo/article")
    widget.launcher.click()
    expect(widget.log).to_have_attribute("aria-live", "polite")
    expect(widget.log).to_have_attribute("aria-relevant", "additions")
    message = widget.assistant.first
    expect(message).to_contain_text("word3")
    # Streaming: busy and out of the accessibility tree, so each token is not read out.
    expect(message).to_have_attribute("aria-busy", "true")
    expect(message).to_have_attribute("aria-hidden", "true")
    assert "word3" not in widget.log.aria_snapshot()
    widget.wait_for_answers(1)
    expect(message).not_to_have_attribute("aria-hidden", "true")
    assert "word59" in widget.log.aria_snapshot()


# WCAG 1.4.12's text spacing, as the W3C's bookmarklet sets it, adopted into the shadow root.
TEXT_SPACING = """(root) => { const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: .12em !important; '
        + 'word-spacing: .16em !important; } p { margin-bottom: 2em !important; }');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]; }"""

# What is cut off or overlaps: a control or the title whose text does not fit its box, one that
# is not all inside the viewport, or two that cover each other (those scrolled out of the log aside).
CUT_OFF = """(root) => {
    const log = root.querySelector('.log').getBoundingClientRect();
    const name = (el) => el.getAttribute('aria-label') || el.className || el.localName;
    const shown = [...root.querySelectorAll('.title, button, select, .input')].filter((el) => {
        if (!el.getClientRects().length) return false;
        const r = el.getBoundingClientRect();
        return !el.closest('.log') || (r.top >= log.top && r.bottom <= log.bottom);
    });
    const found = [];
    for (const el of shown) {
        const r = el.getBoundingClientRect();
        const tall = el.localName !== 'textarea' && el.scrollHeight > el.clientHeight + 1;  // a textarea scrolls
        if (el.scrollWidth > el.clientWidth + 1 || tall) found.push('cut: ' + name(el));
        if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
            found.push('outside: ' + name(el));
        }
        for (const other of shown) {
            const o = other.getBoundingClientRect();
            const apart = r.right <= o.left + 1 || o.right <= r.left + 1
                || r.bottom <= o.top + 1 || o.bottom <= r.top + 1;
            if (el !== other && !el.contains(other) && !other.contains(el) && !apart) {
                found.push('overlaps: ' + name(el) + ' / ' + name(other));
            }
        }
    }
    return found;
}"""


def _each_screenful(widget: Widget) -> Iterator[int]:
    """Scrolls the log from its top to its end a screenful at a time, yielding the scroll position."""
    height = widget.log.evaluate("(log) => log.clientHeight")
    top = 0
    while True:
        widget.log.evaluate("(log, top) => { log.scrollTop = top; }", top)
        yield top
        if widget.log.evaluate("(log) => log.scrollTop + log.clientHeight >= log.scrollHeight - 1"):
            return
        top += height


def test_at_400_percent_zoom_nothing_is_cut_off_and_the_chat_scrolls_one_way(site: Site, widget: Widget) -> None:
    """WCAG 1.4.10 (reflow): 1280 × 1024 at 400 % is 320 × 256 CSS px. The panel's title lost its
    end to the buttons beside it ("Ask about…"), with no way to read the rest (an accessibility audit)."""
    site.page.set_viewport_size({"width": 320, "height": 256})
    _converse(site, widget)
    assert widget.log.evaluate("(log) => log.scrollWidth <= log.clientWidth")  # tables and code scroll on their own
    for top in _each_screenful(widget):
        assert widget.shadow_eval(CUT_OFF) == [], top


@pytest.mark.parametrize("size", [(1280, 800), (320, 256)], ids=["desktop", "zoomed"])
def test_text_spacing_cuts_nothing_off(site: Site, widget: Widget, size: tuple[int, int]) -> None:
    """WCAG 1.4.12: with the text spacing a reader may set (wider letters, words and lines), the
    title, set on one line with an ellipsis, lost its end even at full width: "Ask about this p…"."""
    site.page.set_viewport_size({"width": size[0], "height": size[1]})
    _converse(site, widget)
    widget.shadow_eval(TEXT_SPACING)
    for top in _each_screenful(widget):
        assert widget.shadow_eval(CUT_OFF) == [], top
    screenshot(site.page, f"text-spacing-{size[0]}")


def test_escape_on_the_page_uncovers_what_has_the_focus(site: Site, widget: Widget) -> None:
    """WCAG 2.4.11: beside the page the open panel covers a corner of it, and Tab goes on to the
    page's controls beneath it (the sidebar's newsletter form), unseen. Escape closed the chat
    only with the focus in it: on the page it did nothing (an accessibility audit)."""
    page = site.page
    _open_with(site, widget)
    widget.wait_for_answers(1)
    email = page.get_by_role("textbox", name="Email address")
    email.focus()
    panel, box = widget.panel.bounding_box(), email.bounding_box()
    assert panel and box and panel["x"] <= box["x"] and box["x"] + box["width"] <= panel["x"] + panel["width"]
    assert panel["y"] <= box["y"] and box["y"] + box["height"] <= panel["y"] + panel["height"]  # hidden
    page.keyboard.press("Escape")
    expect(widget.panel).to_be_hidden()
    expect(email).to_be_focused()  # the focus stays where the visitor was
    widget.launcher.click()
    widget.input.press("Escape")  # from the chat, as before: closed, and the focus on the launcher
    expect(widget.panel).to_be_hidden()
    expect(widget.launcher).to_be_focused()


def test_escape_that_closes_the_pages_own_dialog_or_menu_leaves_the_chat_open(site: Site, widget: Widget) -> None:
    """Escape from the page closed the chat even when it was closing the page's own dialog or menu
    (a lightbox opened beside the chat, a menu whose button says it is expanded): two closed at one
    key. From the page elsewhere, and from the chat, Escape still closes the chat."""
    page = site.page
    RoutedAPI(page)
    site.goto(site.html("/dialogs", """<main><h1>Photos</h1><p>The harbour at dawn, from the pier.</p>
      <button id="menu" aria-expanded="false" aria-controls="items">Sort</button>
      <ul id="items" role="menu" hidden><li role="menuitem" tabindex="-1">By date</li></ul>
      <dialog id="photo"><p>The harbour, full size.</p><button>Close</button></dialog>
      <input aria-label="Search"></main>
      <script>
        const menu = document.getElementById('menu'), items = document.getElementById('items');
        const expand = (open) => { menu.setAttribute('aria-expanded', open); items.hidden = !open; };
        menu.onclick = () => { expand(true); items.firstElementChild.focus(); };
        items.onkeydown = (e) => { if (e.key === 'Escape') { expand(false); menu.focus(); } };
      </script>"""))
    widget.launcher.click()
    widget.wait_for_answers(1)
    page.evaluate("document.getElementById('photo').showModal()")
    page.keyboard.press("Escape")
    expect(page.locator("#photo")).to_be_hidden()
    expect(widget.panel).to_be_visible()
    page.locator("#menu").click()
    expect(page.get_by_role("menuitem")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.get_by_role("menu")).to_be_hidden()
    expect(widget.panel).to_be_visible()
    page.get_by_role("textbox", name="Search").focus()
    page.keyboard.press("Escape")  # nothing of the page's to close: the chat closes
    expect(widget.panel).to_be_hidden()


def test_the_launchers_focus_ring_shows_on_a_light_or_a_dark_page(site: Site, widget: Widget) -> None:
    """WCAG 1.4.11: the launcher's ring is drawn on the page, which the widget's theme does not
    follow: in dark mode on a white page it was pale blue on white (1.8:1, 3:1 asked), and in light
    mode on a black page dark blue on black (2.4:1). A halo of the panel's colour now sits under it."""
    page = site.page
    RoutedAPI(page)
    for scheme, background in (("dark", "#fff"), ("light", "#000")):
        page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
        site.goto(site.html(f"/{scheme}", f"<body style='background: {background}'><main><p>A page.</p></main>"))
        page.keyboard.press("Shift+Tab")  # from the top of the page backwards: the launcher is last
        expect(widget.launcher).to_be_focused()
        page.wait_for_timeout(300)  # the hover transition, if any
        box = widget.launcher.bounding_box()
        assert box
        y = round(box["y"] + box["height"] / 2)
        row = page.screenshot(clip={"x": box["x"] - 12, "y": y, "width": 12, "height": 1})
        pixels = page.evaluate("""async (png) => {
            const image = new Image();
            image.src = 'data:image/png;base64,' + png;
            await image.decode();
            const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: 1 });
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const data = context.getImageData(0, 0, image.width, 1).data;
            return [...Array(image.width).keys()].map((i) => [...data.slice(i * 4, i * 4 + 3)]);
        }""", base64.b64encode(row).decode())
        colour = widget.launcher.evaluate("(el) => getComputedStyle(el).outlineColor")
        ring = [int(n) for n in re.findall(r"\d+", colour)[:3]]
        drawn = [i for i, pixel in enumerate(pixels) if _contrast(pixel, ring) < 1.1]
        assert drawn, (scheme, pixels)
        outside = pixels[min(drawn) - 1]  # the page's side of the ring
        assert _contrast(outside, ring) >= 3, (scheme, ring, pixels)


def test_reduced_motion_turns_animation_off(site: Site, widget: Widget) -> None:
    site.page.emulate_media(reduced_motion="reduce")
    RoutedAPI(site.page)
    site.goto("/demo/article")
    widget.launcher.click()
    expect(widget.panel).to_have_css("animation-name", "none")
    expect(widget.launcher).to_have_css("transition-duration", "0s")


def test_a_short_window_gets_the_panel_full_screen(site: Site, widget: Widget) -> None:
    """A phone on its side, or a short window (an accessibility audit): the panel kept its corner,
    a box 180 px tall where the header and the question box left the conversation about a line."""
    site.page.set_viewport_size({"width": 1280, "height": 300})
    _open_with(site, widget)
    widget.wait_for_answers(1)
    panel = widget.panel.bounding_box()
    assert panel and (panel["x"], panel["y"], panel["width"], panel["height"]) == (0, 0, 1280, 300)
    log = widget.log.bounding_box()
    assert log and log["height"] > 150, log


def test_in_high_contrast_every_button_and_message_has_an_edge(site: Site, widget: Widget) -> None:
    """Forced colours (Windows' high contrast) draw no backgrounds: the launcher was a bare icon,
    a source's number plain text beside the answer, and nothing told one message from the next."""
    RoutedAPI(site.page, greeting="It leaves at 21:40 [\u00b61].")
    site.goto("/demo/article")
    edges = """() => [...document.querySelector('reverserag-widget').shadowRoot.querySelectorAll('button, .msg')]
        .filter((el) => el.getClientRects().length)
        .map((el) => [el.className || el.getAttribute('aria-label'), getComputedStyle(el).borderTopWidth])"""
    launcher = site.page.evaluate(edges)
    assert launcher == [["launcher", "0px"]]  # in the widget's own colours its background is its edge
    site.page.emulate_media(forced_colors="active")
    widget.launcher.click()
    widget.wait_for_answers(1)
    drawn = site.page.evaluate(edges)
    assert {"launcher", "cite", "source", "msg assistant", "send"} <= {name for name, _ in drawn}
    assert [name for name, width in drawn if width == "0px"] == []
    screenshot(site.page, "high-contrast")


# --- mobile and screenshots -----------------------------------------------------------------------


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    """An iPhone-sized touch page (390×844, 3×, mobile, touch); uncaught page errors fail the test."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3,
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert not errors, errors


def test_a_full_screen_panel_keeps_the_keyboards_focus(site: Site, widget: Widget) -> None:
    """At 640 px or less (a phone, or a page zoomed in) the panel covers the page: Tab went on to
    the page's links beneath it, where a keyboard user could not see the focus (an accessibility audit)."""
    site.page.set_viewport_size({"width": 400, "height": 700})
    _open_with(site, widget)
    widget.wait_for_answers(1)
    widget.input.focus()
    outside = []
    for key in ["Tab"] * 12 + ["Shift+Tab"] * 12:
        site.page.keyboard.press(key)
        outside.append(site.page.evaluate("() => document.activeElement?.localName"))
    assert set(outside) == {"reverserag-widget"}, outside
    site.page.set_viewport_size({"width": 1000, "height": 700})  # beside the page, it lets the focus go
    widget.input.focus()
    for _ in range(12):
        site.page.keyboard.press("Tab")
    assert site.page.evaluate("() => document.activeElement?.localName") != "reverserag-widget"


def test_mobile_panel_is_full_screen_without_the_keyboard(phone: Page) -> None:
    site = Site(phone)
    widget = Widget(phone)
    RoutedAPI(phone, greeting="Hello! I read **this page**.", replies=[Reply(MARKDOWN)])
    site.goto("/demo/article")
    assert phone.evaluate("() => matchMedia('(pointer: coarse)').matches")
    widget.launcher.tap()
    expect(widget.panel).to_be_visible()
    assert widget.panel.bounding_box() == {"x": 0, "y": 0, "width": 390, "height": 844}
    expect(widget.input).not_to_be_focused()  # no keyboard thrown over the page
    assert widget.shadow_eval("(root) => root.activeElement && root.activeElement.getAttribute('role')") == "dialog"
    expect(widget.launcher).to_be_hidden()  # the panel covers it; Close chat closes
    widget.wait_for_answers(1)
    widget.input.tap()
    phone.keyboard.type("How do I get there?")
    widget.send.tap()
    widget.wait_for_answers(2)
    small = widget.shadow_eval("""(root) => [...root.querySelectorAll('button, select, textarea')]
        .filter((el) => el.offsetParent && !el.closest('.md p'))
        .map((el) => [el.getAttribute('aria-label') || el.textContent, el.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44).map(([name, r]) => [name, r.width, r.height])""")
    assert small == []
    expect(widget.input).to_have_css("font-size", "16px")  # iOS does not zoom into the box
    screenshot(phone, "mobile")
    widget.close.tap()
    expect(widget.panel).to_be_hidden()
    expect(widget.launcher).to_be_visible()


# The hostile page is left out: its own style sheet makes every element huge, on purpose.
PHONE_PAGES = ["/", "/demo/article", "/demo/docs", "/demo/hidden", "/demo/late", "/demo/restless",
               "/demo/shadow", "/demo/spa", "/demo/strict-csp"]


def test_the_demo_pages_fit_a_phone_and_the_launcher_is_on_the_screen(phone: Page) -> None:
    """At 360 px the docs page was 681 px wide, its text one word a line, and the launcher, fixed to a
    layout viewport wider than the screen, was off it."""
    phone.set_viewport_size({"width": 360, "height": 740})
    site = Site(phone)
    widget = Widget(phone)
    for path in PHONE_PAGES:
        site.goto(path)
        assert phone.evaluate("() => document.documentElement.scrollWidth") == 360, path
        box = widget.launcher.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 360 and box["y"] + box["height"] <= 740, path


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_the_open_widget(site: Site, widget: Widget, scheme: str) -> None:
    site.page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    _converse(site, widget)
    widget.log.evaluate("(log) => { log.scrollTop = 0; }")
    path = screenshot(site.page, f"desktop-{scheme}")
    assert path.stat().st_size > 10_000


# --- JS API and events ----------------------------------------------------------------------------


def test_lifecycle_events(site: Site, widget: Widget) -> None:
    widget.record_events()
    _open_with(site, widget, replies=[Reply(error=error("upstream_unavailable"))])
    widget.wait_for_answers(1)
    widget.ask("Question?")
    expect(widget.errors).to_have_count(1)
    widget.close.click()
    names = [name for name, _ in widget.events()]
    assert names[0] == "ready"
    for name in ("open", "session", "message", "beforeSend", "error", "close"):
        assert name in names, (name, names)
    messages = widget.events("message")
    assert messages[0] == {"role": "assistant", "kind": "greeting", "text": "Hello!", "stopped": False}
    assert messages[1] == {"role": "user", "text": "Question?"}
    assert widget.events("error")[-1]["code"] == "upstream_unavailable"


def test_before_send_can_rewrite_or_cancel_a_question(site: Site, widget: Widget) -> None:
    page = site.page
    api = _open_with(site, widget)
    widget.wait_for_answers(1)
    page.evaluate("""() => ReverseRAG.on('beforeSend', (e) => {
        if (e.detail.text.includes('secret')) e.preventDefault();
        else e.detail.text = e.detail.text + ' (asked on the article page)';
    })""")
    widget.ask("Where does it go?")
    expect(widget.user).to_have_text(["Where does it go? (asked on the article page)"])
    widget.wait_for_answers(2)
    assert [m["content"] for m in api.messages()] == ["Where does it go? (asked on the article page)"]

    widget.ask("my secret password")
    expect(widget.input).to_have_value("my secret password")  # kept for the visitor to change
    assert page.evaluate("() => ReverseRAG.ask('another secret')") is None
    page.wait_for_timeout(200)
    expect(widget.user).to_have_count(1)
    assert len(api.messages()) == 1


# --- voice and language ---------------------------------------------------------------------------


def test_read_aloud_speaks_the_answer_as_plain_text(site: Site, widget: Widget) -> None:
    site.page.add_init_script("""
        window.__spoken = [];
        SpeechSynthesis.prototype.speak = function (u) { window.__spoken.push([u.text, u.lang]); };
        SpeechSynthesis.prototype.cancel = function () { window.__spoken.push(['(cancel)', '']); };
    """)
    _open_with(site, widget, "Hello! The **night train** leaves at [21:40](https://example.org/t).\n\n"
               "```\ncode that is not read\n```\n\nGood night.")
    speak = widget.wait_for_answers(1).get_by_role("button", name="Read aloud")
    speak.click()
    expect(speak).to_have_attribute("aria-pressed", "true")
    spoken = site.page.evaluate("() => window.__spoken")
    assert spoken[-1] == ["Hello! The night train leaves at 21:40. Good night.", "en"]
    speak.click()  # pressing again stops it
    expect(speak).to_have_attribute("aria-pressed", "false")
    assert site.page.evaluate("() => window.__spoken")[-1] == ["(cancel)", ""]


def test_language_choice_is_sent_with_each_message_and_kept(site: Site, widget: Widget) -> None:
    api = _open_with(site, widget)
    widget.wait_for_answers(1)
    expect(widget.language).to_have_value("")
    expect(widget.language.locator("option[value=fr]")).to_have_text("Français")
    widget.ask("Bonjour?")
    widget.wait_for_answers(2)
    widget.language.select_option("fr")
    widget.ask("Combien?")
    widget.wait_for_answers(3)
    assert [m.get("language") for m in api.messages()] == [None, "fr"]
    site.page.reload()
    expect(widget.panel).to_be_visible()  # it was open
    expect(widget.language).to_have_value("fr")
    widget.ask("Encore?")
    widget.wait_for_answers(4)
    assert api.messages()[-1]["language"] == "fr"


def test_languages_attribute_sets_or_hides_the_picker(site: Site, widget: Widget) -> None:
    RoutedAPI(site.page)
    tag = f'<script src="{ORIGIN}/reverserag.js" data-languages="de, en" defer></script>'
    site.goto(site.html("/langs", "<main><p>Languages.</p></main>", script=tag))
    widget.launcher.click()
    expect(widget.language.locator("option")).to_have_text(["Auto", "Deutsch", "English"])
    tag = f'<script src="{ORIGIN}/reverserag.js" data-languages="off" defer></script>'
    site.goto(site.html("/nolangs", "<main><p>No languages.</p></main>", script=tag))
    widget.launcher.click()
    expect(widget.panel).to_be_visible()
    expect(widget.language).to_have_count(0)


# --- strict CSP -----------------------------------------------------------------------------------

STRICT_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'"
)


def test_a_whole_conversation_under_a_strict_csp(site: Site, widget: Widget, context: BrowserContext) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=SECURE)
    site.page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    RoutedAPI(site.page, greeting=MARKDOWN)
    site.html("/csp", "<main><h1>Strict</h1><p>A page with a strict policy.</p></main>",
              script='<script src="/reverserag.js" defer></script>', headers={"Content-Security-Policy": STRICT_CSP})
    site.goto(SECURE + "/csp")
    widget.launcher.click()
    message = widget.wait_for_answers(1)
    expect(message.locator("table")).to_be_visible()
    message.get_by_role("button", name="Copy code").click()
    site.page.wait_for_function("async () => (await navigator.clipboard.readText()).startsWith('print(')")
    widget.ask("More?")
    expect(widget.wait_for_answers(2)).to_have_text("Answer 1.")
    widget.new_chat.click()
    widget.wait_for_answers(1)
    site.page.reload()
    expect(widget.launcher).to_have_css("background-color", "rgb(37, 99, 235)")
    assert site.page.evaluate("() => window.__violations") == []


# --- options not covered above ------------------------------------------------------------------


@pytest.mark.parametrize("persist", [None, "false"])
def test_data_persist_false_keeps_nothing_across_a_reload(site: Site, widget: Widget, persist: str | None) -> None:
    api = RoutedAPI(site.page)
    attribute = f'data-persist="{persist}"' if persist else ""
    tag = f'<script src="{ORIGIN}/reverserag.js" {attribute} defer></script>'
    site.goto(site.html("/kept", "<main><p>The night train leaves at 21:40.</p></main>", script=tag))
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("When does it leave?")
    widget.wait_for_answers(2)
    stored = "() => Object.keys(sessionStorage).filter((k) => k.startsWith('reverserag'))"
    site.page.wait_for_timeout(300)  # writes are batched
    assert bool(site.page.evaluate(stored)) is (persist is None)
    site.page.reload()
    if persist is None:  # restored: open, as it was, with both answers
        expect(widget.assistant).to_have_count(2)
        return
    expect(widget.launcher).to_be_visible()
    expect(widget.panel).to_be_hidden()
    widget.launcher.click()
    widget.wait_for_answers(1)
    expect(widget.user).to_have_count(0)
    assert api.sessions == ["s1", "s2"] and site.page.evaluate(stored) == []


@pytest.mark.parametrize("spa", [None, "false"])
def test_data_spa_false_keeps_the_first_reading_after_pushstate(site: Site, widget: Widget, spa: str | None) -> None:
    api = RoutedAPI(site.page)
    attribute = f'data-spa="{spa}"' if spa else ""
    tag = f'<script src="{ORIGIN}/reverserag.js" {attribute} defer></script>'
    body = ("<main><h1>Timetable</h1><p>The night train leaves at 21:40 from platform 4.</p></main>"
            "<a id='go' href='/fares'>Fares</a><script>document.getElementById('go').onclick = (e) => {"
            "e.preventDefault(); history.pushState({}, '', '/fares');"
            "document.querySelector('main').innerHTML = '<h1>Fares</h1><p>A couchette costs 89 euros.</p>'; };"
            "</script>")
    site.page.add_init_script("""window.__navigated = [];
        document.addEventListener('reverserag:navigate', (e) => window.__navigated.push(e.detail));""")
    site.goto(site.html("/timetable", body, script=tag))
    widget.ask_after_following("Fares", "Fares", "What does a couchette cost?")
    navigated = site.page.evaluate("() => window.__navigated")
    if spa is None:
        expect(widget.notices).to_contain_text("The page changed")
        assert api.sessions == ["s1", "s2"]
        assert navigated == [{"from": f"{ORIGIN}/timetable", "to": f"{ORIGIN}/fares"}]
    else:
        expect(widget.notices).to_have_count(0)
        assert api.sessions == ["s1"] and navigated == []


def test_data_placeholder_and_settle_quiet_ms(site: Site, widget: Widget) -> None:
    RoutedAPI(site.page)
    waited = []
    for attributes in ("", 'data-settle-quiet-ms="50" data-placeholder="Ask the timetable\u2026"'):
        tag = f'<script src="{ORIGIN}/reverserag.js" {attributes} defer></script>'
        site.goto(site.html(f"/quiet{len(waited)}", "<main><p>A quiet page.</p></main>", script=tag))
        site.page.wait_for_function("() => window.ReverseRAG")
        waited.append(site.page.evaluate("async () => (await ReverseRAG.extract()).settle.waited_ms"))
    assert waited[0] >= 500 and waited[1] < 450, waited  # quiet for 500 ms by default, 50 ms when told
    widget.launcher.click()
    expect(widget.input).to_have_attribute("placeholder", "Ask the timetable\u2026")
