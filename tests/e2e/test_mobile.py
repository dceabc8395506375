"""The widget on a phone, in real Chromium (issue 6): a full-screen panel that keeps the focus, demo
pages that fit the screen, and screenshots of the open widget in ``test-artifacts/`` for a person to look at."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from experience_helpers import MARKDOWN, _converse, _open_with
from harness import Site
from playwright.sync_api import Browser, Page, expect
from routed_api import Reply, RoutedAPI, Widget, screenshot


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


AT_THE_END = ("() => { const log = document.querySelector('reverserag-widget').shadowRoot.querySelector('.log');"
              " return log.scrollHeight - log.scrollTop - log.clientHeight < 2; }")


@pytest.mark.parametrize(("size", "smaller"), [
    ({"width": 1280, "height": 900}, {"width": 1280, "height": 500}),  # a shorter window
    ({"width": 390, "height": 844}, {"width": 844, "height": 390}),  # a phone turned
    ({"width": 390, "height": 844}, {"width": 390, "height": 500}),  # a keyboard that resizes the page
], ids=["window", "phone-turned", "keyboard"])
def test_a_log_made_shorter_still_shows_the_end_of_the_answer(site: Site, widget: Widget, size: dict[str, int],
                                                              smaller: dict[str, int]) -> None:
    """A phone turned, a keyboard that resizes the page, or a shorter window: the log at its end
    kept its top where it was (or the browser's scroll anchoring moved it up), and the end of the
    answer went under the question box, with no button to reach it (a QA pass)."""
    site.page.set_viewport_size(size)
    _open_with(site, widget, replies=[Reply(MARKDOWN)])
    widget.ask("How do I get there?")
    widget.wait_for_answers(2)
    site.page.wait_for_function(AT_THE_END)
    site.page.set_viewport_size(smaller)
    site.page.wait_for_timeout(200)  # a frame or two for the log to follow
    assert site.page.evaluate(AT_THE_END)
    # Scrolled up by the visitor, a shorter log leaves it there, and the jump button leads to the end.
    widget.shadow_eval("(root) => { root.querySelector('.log').scrollTop = 0; }")
    # Its scroll event comes with the next frame: the window is resized once the widget has seen it.
    site.page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    site.page.set_viewport_size({"width": smaller["width"], "height": smaller["height"] - 40})
    expect(widget.panel.locator(".jump")).to_be_visible()
    assert widget.shadow_eval("(root) => root.querySelector('.log').scrollTop") == 0
