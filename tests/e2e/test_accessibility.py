"""The widget's accessibility, in real Chromium (issue 6): axe, the keyboard, announcements, zoom and
text spacing, Escape, focus rings, reduced motion, short windows and forced colours."""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from experience_helpers import MARKDOWN, SECURE, _contrast, _converse, _fake, _open_with
from harness import Site
from playwright.sync_api import BrowserContext, expect
from routed_api import Reply, RoutedAPI, Widget, run_axe, screenshot


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
