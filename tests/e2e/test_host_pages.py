"""Host pages that get in the widget's way, end to end: a strict CSP, a patched ``Object.prototype``,
the page's own shortcuts, a body replaced or transformed, and the script loaded with SRI."""

from __future__ import annotations

import httpx
import pytest
from conversation_helpers import Chat
from playwright.sync_api import Page, Route, expect


def test_strict_csp_demo_page_works_with_no_violation(page: Page, offline_server: str) -> None:
    """The demo page served with `default-src 'self'`: greeting and answer, and the browser logs
    no Content-Security-Policy violation (issue 6)."""
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    response = page.goto(f"{offline_server}/demo/strict-csp")
    policy = response.headers["content-security-policy"] if response else ""
    assert "default-src 'self'" in policy and "require-trusted-types-for 'script'; trusted-types 'none'" in policy
    chat = Chat(page)
    page.wait_for_function("() => document.querySelector('reverserag-widget')")
    chat.open()
    chat.wait_for_answers(1)
    chat.ask("What does the policy forbid?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("onclick")
    assert page.evaluate("() => window.__violations") == []
    assert violations == []


# Host pages that got in the widget's way (exploratory QA, 2026-12-01).

def test_a_page_that_adds_to_object_prototype_still_gets_answers(offline_server: str, chat: Chat) -> None:
    """Every answer was an empty bubble: the renderer read attributes with for…in."""
    chat.page.add_init_script("Object.prototype.qaAdded = 'x';")
    chat.visit(f"{offline_server}/demo/article").open()
    expect(chat.wait_for_answers(1)).to_contain_text("night train")
    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    expect(chat.wait_for_answers(2)).to_contain_text("priced from €79 between Vienna and Hamburg")
    assert chat.page.locator("reverserag-widget").evaluate(
        "(host) => host.shadowRoot.querySelectorAll('[qaAdded], [qaadded]').length") == 0


def test_keys_typed_in_the_chat_are_not_the_pages_shortcuts(offline_server: str, chat: Chat) -> None:
    """A page's type-to-search took every key typed in the chat: out of the shadow root a key
    seems to come from the widget's element, not a text field. Shortcut libraries listen on any of
    the three key events (Mousetrap on keypress for single keys)."""
    chat.page.add_init_script("""
        window.__taken = 0;
        for (const type of ['keydown', 'keypress', 'keyup']) document.addEventListener(type, (e) => {
            if (e.key.length === 1 && !e.target.closest('input, textarea')) { e.preventDefault(); window.__taken++; }
        });
    """)
    chat.greeted(f"{offline_server}/demo/article")
    chat.input.press_sequentially("/price of a cabin?")
    expect(chat.input).to_have_value("/price of a cabin?")
    assert chat.page.evaluate("() => window.__taken") == 0
    chat.page.keyboard.press("Escape")  # still the widget's
    expect(chat.panel).to_be_hidden()
    expect(chat.launcher).to_be_focused()
    # On the launcher, which takes no text, a key is the page's ("/" to search was dead until the
    # visitor clicked the page: a QA pass on MkDocs Material and Furo sites).
    chat.page.keyboard.press("/")
    assert chat.page.evaluate("() => window.__taken") == 2  # keydown and keyup (no keypress after preventDefault)
    chat.page.locator("h1").first.click()  # focus back on the page: its own keys stay its own
    chat.page.keyboard.press("x")
    assert chat.page.evaluate("() => window.__taken") == 4


def test_the_widget_stays_when_the_page_replaces_its_body(offline_server: str, chat: Chat) -> None:
    """Turbo Drive, and SPAs that set document.body, replace <body>: the widget went with it."""
    chat.greeted(f"{offline_server}/demo/article")
    chat.page.evaluate("""() => {
        const body = document.createElement('body');
        body.innerHTML = '<main><h1>Another page</h1><p>The ferry to Gotland leaves at nine.</p></main>';
        document.body.replaceWith(body);
    }""")
    expect(chat.panel).to_be_visible()
    chat.page.keyboard.press("Escape")
    expect(chat.launcher).to_be_visible()
    chat.launcher.click()
    expect(chat.panel).to_be_visible()


def test_a_transformed_body_does_not_carry_the_launcher_off_the_screen(offline_server: str, chat: Chat) -> None:
    """A transform, filter or will-change on <body> makes it the fixed launcher's containing block:
    on a long page the launcher sat at the end of the document."""
    chat.page.add_init_script("""
        document.addEventListener('DOMContentLoaded', () => {
            document.body.style.transform = 'translateZ(0)';
            document.body.style.minHeight = '5000px';
        });
    """)
    chat.visit(f"{offline_server}/demo/article")
    box = chat.launcher.bounding_box()
    viewport = chat.page.viewport_size
    assert box is not None and viewport is not None
    assert 0 <= box["y"] and box["y"] + box["height"] <= viewport["height"], box


@pytest.mark.parametrize("zoom", ["1.25", "0.8"])
def test_a_zoomed_page_does_not_push_the_panel_off_the_screen(offline_server: str, chat: Chat, zoom: str) -> None:
    """`zoom` on <html> scales the widget with it: at 1.25 the panel, as tall as the window less
    its margin, grew past the window's top, and its header, with Close, was out of reach (a QA
    pass). The widget is drawn at its own size whatever the page's zoom."""
    def zoomed(route: Route) -> None:
        page = route.fetch()
        style = f"<style>html {{ zoom: {zoom} }}</style>"
        route.fulfill(response=page, body=page.text().replace("</head>", style + "</head>"))

    chat.page.route(f"{offline_server}/demo/article", zoomed)
    chat.page.set_viewport_size({"width": 1000, "height": 600})
    chat.greeted(f"{offline_server}/demo/article")
    header = chat.panel.locator(".header").bounding_box()
    panel = chat.panel.bounding_box()
    assert header is not None and panel is not None
    assert header["y"] >= 0 and panel["y"] + panel["height"] <= 600, (header, panel)
    assert panel["width"] == pytest.approx(400, abs=1)  # its own size, not the page's zoom of it
    chat.page.get_by_role("button", name="Close").click()
    expect(chat.panel).to_be_hidden()


def test_the_chat_is_not_printed_with_the_page(offline_server: str, chat: Chat) -> None:
    """Printed with the chat open, the panel covered a third of every page, and no rule of the
    page's could hide it: the widget's own rules win (a QA pass)."""
    chat.greeted(f"{offline_server}/demo/article")
    host = chat.page.locator("reverserag-widget")
    expect(host).to_have_css("display", "flex")
    chat.page.emulate_media(media="print")
    expect(host).to_have_css("display", "none")
    chat.page.emulate_media(media="screen")
    expect(chat.panel).to_be_visible()  # and on screen again, as it was


def test_the_script_loads_with_subresource_integrity_from_another_origin(offline_server: str, page: Page) -> None:
    """``<script crossorigin integrity=…>`` fetches with CORS: the script had no
    Access-Control-Allow-Origin, so the browser refused it and there was no widget."""
    import base64
    import hashlib
    import http.server
    import threading

    body = httpx.get(f"{offline_server}/reverserag.js").content
    digest = base64.b64encode(hashlib.sha384(body).digest()).decode()
    html = (f'<!doctype html><title>SRI</title><p>A page elsewhere.</p><script src="{offline_server}/reverserag.js" '
            f'crossorigin="anonymous" integrity="sha384-{digest}" defer></script>').encode()

    class Host(http.server.BaseHTTPRequestHandler):  # another origin, on loopback as the server is
        def do_GET(self) -> None:  # noqa: N802
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(html)

        def log_message(self, *args: object) -> None:
            pass

    host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Host)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{host.server_port}/")
        page.wait_for_function("() => document.querySelector('reverserag-widget') && window.ReverseRAG",
                               timeout=10_000)
    finally:
        host.shutdown()
        host.server_close()
