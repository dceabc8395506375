"""Theming and isolation, in real Chromium (issue 6): the widget themed by data attributes, CSS custom
properties and the colour scheme, and left unharmed by the host page's CSS."""

from __future__ import annotations

from typing import Any

import pytest
from harness import ORIGIN, Site
from playwright.sync_api import expect
from routed_api import RoutedAPI, Widget, screenshot

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


def test_a_sites_own_dark_mode_reaches_the_widget_as_the_readme_says(site: Site, widget: Widget) -> None:
    """A docs theme's dark mode (MkDocs Material, Furo) marks <body>, and the widget's element is a
    child of <html>: `[data-md-color-scheme=slate] reverserag-widget` never matched, and the panel
    stayed white on a dark site (a QA pass). The README's two ways: `:has()`, or the element's
    `data-theme` set by the theme's toggle."""
    style = "<style>:root:has(body[data-md-color-scheme=slate]) reverserag-widget { --rr-bg: #1e2129; }</style>"
    RoutedAPI(site.page)
    site.goto(site.html("/docs", "<main><p>Docs.</p></main>", head=style))
    widget.launcher.click()
    expect(widget.panel).to_have_css("background-color", "rgb(255, 255, 255)")
    site.page.evaluate("document.body.dataset.mdColorScheme = 'slate'")
    expect(widget.panel).to_have_css("background-color", "rgb(30, 33, 41)")
    site.page.evaluate("""document.body.dataset.mdColorScheme = 'default';
        document.querySelector('reverserag-widget').dataset.theme = 'dark'""")
    expect(widget.panel).to_have_css("background-color", "rgb(17, 24, 39)")
    expect(widget.panel).to_have_css("color", "rgb(243, 244, 246)")



@pytest.mark.parametrize(("rule", "switch"), [
    ("html.dark reverserag-widget", "document.documentElement.classList.add('dark')"),  # VitePress
    ("[data-theme=dark] reverserag-widget", "document.documentElement.dataset.theme = 'dark'"),  # Starlight, Docusaurus
])
def test_a_theme_that_marks_html_reaches_the_widget_with_the_readmes_plain_rule(
        site: Site, widget: Widget, rule: str, switch: str) -> None:
    RoutedAPI(site.page)
    site.goto(site.html("/docs", "<main><p>Docs.</p></main>", head=f"<style>{rule} {{ --rr-bg: #1b1b1f; }}</style>"))
    widget.launcher.click()
    expect(widget.panel).to_have_css("background-color", "rgb(255, 255, 255)")
    site.page.evaluate(switch)
    expect(widget.panel).to_have_css("background-color", "rgb(27, 27, 31)")

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
