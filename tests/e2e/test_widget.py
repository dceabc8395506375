"""The widget as a guest on someone else's page: CSP, accessibility, safety, its public API."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import ORIGIN, ScriptedAPI, Site
from playwright.sync_api import Page, expect

STRICT_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'"
)


def _sse(*events: tuple[str, dict[str, object]]) -> bytes:
    return "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events).encode()


def test_widget_runs_under_a_strict_csp(site: Site, console: list[str]) -> None:
    site.page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    site.goto(site.html("/csp", "<main><h1>Strict</h1><p>A page with a strict policy.</p></main>",
                        headers={"Content-Security-Policy": STRICT_CSP}))
    launcher = site.page.get_by_role("button", name="Open chat about this page")
    expect(launcher).to_have_css("background-color", "rgb(37, 99, 235)")  # its stylesheet applied
    launcher.click()
    # No API is served here: the failure is shown in the chat, warned about, never thrown.
    expect(site.page.locator("reverserag-widget .msg.error")).to_be_visible()
    assert site.extract(settle=False)["content"].startswith("# Strict")
    assert site.page.evaluate("() => window.__violations") == []
    assert any(line.startswith("warning: [reverserag]") for line in console)


def test_widget_is_reachable_by_assistive_technology(site: Site) -> None:
    site.goto("/demo/docs")
    page = site.page
    launcher = page.get_by_role("button", name="Open chat about this page")
    expect(launcher).to_have_attribute("aria-expanded", "false")
    page.keyboard.press("Tab")  # the launcher is focusable from the page
    page.evaluate("() => ReverseRAG.open()")
    dialog = page.get_by_role("dialog", name="Ask about this page")
    expect(dialog).to_be_visible()
    expect(page.get_by_role("log", name="Conversation")).to_have_attribute("aria-live", "polite")
    expect(page.get_by_role("textbox", name="Your question")).to_be_focused()
    expect(page.get_by_role("button", name="Close chat")).to_be_visible()
    # The panel's header is no landmark: a second banner beside the page's (axe, landmark-no-duplicate-banner).
    expect(page.locator("reverserag-widget").get_by_role("banner")).to_have_count(0)
    page.get_by_role("button", name="Close chat").click()
    expect(dialog).to_be_hidden()
    expect(launcher).to_be_focused()


def test_model_text_is_rendered_as_text_never_as_html(page: Page) -> None:
    hostile = ('<img src=x onerror="window.__pwned=1"> **bold** and [a link](https://example.org/x) '
               'and [bad](javascript:window.__pwned=2) and ![a quoted image]() and [no address]( )'
               '\n\n```html\n<script>window.__pwned=3</script>\n```')
    greeting = _sse(("token", {"text": hostile}), ("done", {"finish_reason": "stop", "usage": {}}))
    with ScriptedAPI(greeting) as api:
        page.goto(api.url)
        page.get_by_role("button", name="Open chat about this page").click()
        message = page.locator("reverserag-widget .msg.assistant")
        expect(message).to_contain_text('<img src=x onerror="window.__pwned=1">')
        expect(message.locator("strong")).to_have_text("bold")
        expect(message.locator("a")).to_have_count(1)
        expect(message.locator("a")).to_have_attribute("href", "https://example.org/x")
        # The page's images reach the model as ![alt]() (no address): quoted, they are their words.
        expect(message).to_contain_text("and a quoted image and no address")
        expect(message.locator("pre code")).to_have_text("<script>window.__pwned=3</script>")
        assert message.locator("img, script").count() == 0
        assert page.evaluate("() => window.__pwned") is None


def test_public_api_and_events(site: Site) -> None:
    page = site.page
    page.add_init_script("""
        window.__events = [];
        for (const name of ['ready', 'open', 'close', 'error', 'message']) {
            document.addEventListener('reverserag:' + name, (e) => window.__events.push(name));
        }
    """)
    site.goto("/demo/article")
    api = page.evaluate("() => Object.keys(window.ReverseRAG).sort()")
    assert api == ["ask", "close", "destroy", "extract", "off", "on", "open", "refresh", "translate",
                   "version"]
    assert page.evaluate("() => window.ReverseRAG.version") == "0.1.0"
    # on() returns an unsubscribe function; a cancelled open event keeps the panel shut.
    page.evaluate("""() => { window.__stop = ReverseRAG.on('open', (e) => e.preventDefault()); }""")
    page.evaluate("() => ReverseRAG.open()")
    expect(page.get_by_role("dialog")).to_be_hidden()
    page.evaluate("() => { ReverseRAG.ask('Asked from the page'); }")  # asked, but the panel stays shut
    expect(page.get_by_role("dialog")).to_be_hidden()
    page.evaluate("() => { window.__stop(); ReverseRAG.open(); }")
    expect(page.get_by_role("dialog")).to_be_visible()
    page.evaluate("() => ReverseRAG.close()")
    expect(page.get_by_role("dialog")).to_be_hidden()
    page.wait_for_function("() => window.__events.includes('error')")
    events = page.evaluate("() => window.__events")
    assert events[0] == "ready"
    assert events.count("open") == 3 and "close" in events  # open() and ask() refused, then open()
    assert "error" in events  # no API on this test site: reported as an event, not thrown


def test_the_tag_builds_nothing_while_the_page_loads(site: Site) -> None:
    """While the page loads, the tag's script reads its settings and makes `window.ReverseRAG`, no
    more: the launcher (the custom element, its shadow root and style sheet, and the page's
    `currentCSSZoom`, whose reading makes the browser compute the page's styles then and there) is
    made at the idle moment its element is appended. What `reverserag:ready` sees is that: the API,
    no element. The launcher then comes, styled, and opens the chat."""
    site.page.add_init_script("""
        window.__made = { zoom: 0, shadows: 0 };
        const zoom = Object.getOwnPropertyDescriptor(Element.prototype, 'currentCSSZoom');
        Object.defineProperty(Element.prototype, 'currentCSSZoom', {
            configurable: true, get() { window.__made.zoom++; return zoom.get.call(this); } });
        const attach = Element.prototype.attachShadow;
        Element.prototype.attachShadow = function () { window.__made.shadows++; return attach.apply(this, arguments); };
        document.addEventListener('reverserag:ready', () => {
            window.__atReady = { ...window.__made, api: typeof window.ReverseRAG,
                                 defined: !!customElements.get('reverserag-widget') };
        });
    """)
    page = site.goto(site.html("/loading", "<main><h1>Loading</h1><p>A page as it loads.</p></main>"))
    assert page.evaluate("() => window.__atReady") == {"zoom": 0, "shadows": 0, "api": "object", "defined": False}
    assert page.evaluate("() => window.__made") == {"zoom": 1, "shadows": 1}  # made once, at idle
    launcher = page.get_by_role("button", name="Open chat about this page")
    expect(launcher).to_have_css("background-color", "rgb(37, 99, 235)")
    launcher.click()
    expect(page.get_by_role("dialog")).to_be_visible()


def test_destroy_removes_the_widget_and_a_reload_brings_it_back(site: Site) -> None:
    site.goto("/demo/article")
    page = site.page
    page.evaluate("() => ReverseRAG.destroy()")
    left = page.evaluate("() => [document.querySelectorAll('reverserag-widget').length, typeof ReverseRAG]")
    assert left == [0, "undefined"]
    page.add_script_tag(url=f"{ORIGIN}/reverserag.js")
    page.wait_for_function("() => window.ReverseRAG && document.querySelector('reverserag-widget')")
    assert page.evaluate("() => document.querySelectorAll('reverserag-widget').length") == 1


def test_config_comes_from_the_script_tag(site: Site) -> None:
    tag = (f'<script src="{ORIGIN}/reverserag.js" data-title="Ask the docs" '
           f'data-launcher-label="Chat with the docs" data-position="bottom-left" '
           f'data-accent="rebeccapurple" data-settle-max-ms="oops" defer></script>')
    site.goto(site.html("/configured", "<main><p>Configured.</p></main>", script=tag))
    page = site.page
    launcher = page.get_by_role("button", name="Chat with the docs")
    expect(launcher).to_have_css("background-color", "rgb(102, 51, 153)")
    expect(page.locator("reverserag-widget")).to_have_attribute("data-position", "bottom-left")
    page.evaluate("() => ReverseRAG.open()")
    expect(page.get_by_role("dialog", name="Ask the docs")).to_be_visible()


def test_minified_style_sheets_read_the_same_in_the_browser(page: Page) -> None:
    """The server minifies the widget's `/* css */` style sheets; Chromium must read the same rules."""
    from reverserag import web

    if web._tdewolff is None:
        pytest.skip("minify-go has no wheel for this platform: the sheets are served as written")
    folder = Path(__file__).resolve().parents[2] / "widget"
    # The launcher's, the panel's, the vault's.
    sheets = [sheet for name in ("reverserag.js", web.CHAT_FILE, web.VAULT_FILE)
              for sheet in web._CSS_LITERAL.findall((folder / name).read_text(encoding="utf-8"))]
    assert len(sheets) == 3
    # Chromium keeps the spacing of var() and env() arguments as written, so spaces next to
    # punctuation are not compared; and the minifier writes `background: none` (or transparent) as
    # `background: 0 0`, which resets every background longhand the same way (0 0 = 0% 0%).
    rules = """(text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return Array.from(sheet.cssRules, (rule) => rule.cssText
            .replace(/background: (none|transparent);/g, 'background: 0px 0px;')
            .replace(/\\s*([,():])\\s*/g, '$1'));
    }"""
    for sheet in sheets:
        as_written = page.evaluate(rules, sheet)
        assert len(as_written) > 5
        assert page.evaluate(rules, web._minify_css(sheet)) == as_written


def test_config_comes_from_a_module_script_tag_too(site: Site) -> None:
    """A module script has no ``document.currentScript``: the widget finds its own tag by its
    address and reads its settings there, and asks the server it came from (another origin here)."""
    tag = f'<script type="module" src="{ORIGIN}/reverserag.js?v=2" data-title="Ask the module"></script>'
    site.html("/module", "<main><p>Loaded as a module.</p></main>", script=tag)
    site.goto("http://localhost/module")
    site.page.evaluate("() => ReverseRAG.open()")
    expect(site.page.get_by_role("dialog", name="Ask the module")).to_be_visible()
    for _ in range(50):  # the greeting's session, asked of the script's origin, not the page's
        if f"{ORIGIN}/api/sessions" in site.requests:
            break
        site.page.wait_for_timeout(100)
    assert f"{ORIGIN}/api/sessions" in site.requests
    assert not [r for r in site.requests if r.startswith("http://localhost/api/")]
