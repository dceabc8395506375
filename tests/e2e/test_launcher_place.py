"""Where the launcher sits: clear of a control the page pins in its corner (QA51 #13, QA53 #16), and
otherwise where it always sat, 20 px from the window's bottom right."""

from __future__ import annotations

from typing import Any

import pytest
from harness import Site
from playwright.sync_api import Browser, Page
from routed_api import RoutedAPI, Widget

TEXT = "<main><h1>Pinned</h1><p>A page with something of its own in the corner.</p></main>"

# The launcher's distance from the window's bottom and right, and whether the page's control (#ctl)
# is clear of it: the launcher wholly above it, and the control's centre the control's to click.
PLACE = """() => {
    const view = document.documentElement;
    const launcher = document.querySelector('reverserag-widget').shadowRoot.querySelector('.launcher');
    const box = launcher.getBoundingClientRect();
    const ctl = document.querySelector('#ctl')?.getBoundingClientRect();
    const hit = ctl && document.elementFromPoint(ctl.x + ctl.width / 2, ctl.y + ctl.height / 2);
    return {
        bottom: Math.round(view.clientHeight - box.bottom), right: Math.round(view.clientWidth - box.right),
        clear: ctl ? box.bottom <= ctl.top && !!hit.closest('#ctl') : null,
    };
}"""

PINNED = {
    # Redoc's floating menu button on a phone: a div, no role, a pointer for a cursor.
    "menu button": "<div id=ctl style='position:fixed;right:20px;bottom:44px;width:60px;height:60px;"
                   "border-radius:50%;background:#ddd;cursor:pointer'><svg width=15 height=15></svg></div>",
    "button": "<button id=ctl style='position:fixed;right:24px;bottom:24px;width:60px;height:60px'>Menu</button>",
    # An editor's toolbar fixed to the bottom, its Redo button at the right end.
    "toolbar": "<div id=ctl style='position:fixed;left:0;right:0;bottom:0;padding:8px;background:#eee'>"
               "<button>Undo</button><button style='float:right;height:40px'>Redo</button></div>",
    "sticky bar": "<div style='height:3000px'>Long</div><nav id=ctl style='position:sticky;bottom:0;"
                  "background:#eee'><a href='#next' style='display:block;text-align:right;padding:30px'>Next</a></nav>",
}

UNPINNED = {
    "nothing": "",
    "a link in the text": "<p><a href='#a' style='display:block;height:95vh'>A link as tall as the window</a></p>",
    "a fixed badge": "<div style='position:fixed;right:0;bottom:0;width:140px;height:140px'>Badge</div>",
    "a fixed sidebar": "<nav style='position:fixed;top:0;right:0;bottom:0;width:200px;background:#eee'>"
                       + "".join(f"<a href='#{n}' style='display:block;height:60px'>Part {n}</a>" for n in range(20))
                       + "</nav>",
}


def _place(site: Site, body: str, head: str = "") -> dict[str, Any]:
    site.goto(site.html("/pinned", TEXT + body, head=head))
    site.page.wait_for_timeout(300)  # drawn, and looked around, in one task: nothing more to wait for
    result: dict[str, Any] = site.page.evaluate(PLACE)
    return result


@pytest.mark.engines
@pytest.mark.parametrize("kind", list(PINNED))
def test_the_launcher_moves_clear_of_a_control_the_page_pins_in_its_corner(site: Site, kind: str) -> None:
    """QA51 #13, QA53 #16: the launcher sat on Redoc's menu button (the only way to its navigation
    on a phone) and on the Redo button of an editor's toolbar fixed to the bottom."""
    place = _place(site, PINNED[kind])
    assert place["clear"], place
    assert place["right"] == 20


@pytest.mark.engines
@pytest.mark.parametrize("kind", list(UNPINNED))
def test_the_launcher_stays_in_its_corner_over_what_is_not_a_pinned_control(site: Site, kind: str) -> None:
    place = _place(site, UNPINNED[kind])
    assert (place["bottom"], place["right"]) == (20, 20), place


def test_the_sites_own_offset_wins(site: Site) -> None:
    place = _place(site, PINNED["button"], head="<style>reverserag-widget { --rr-offset-y: 30px; }</style>")
    assert (place["bottom"], place["right"], place["clear"]) == (30, 20, False)


def test_a_control_the_page_draws_after_the_launcher_is_cleared_too(site: Site) -> None:
    """Redoc draws its menu button once it has fetched the API's description, after the launcher."""
    later = PINNED["button"].replace("<", "\\x3c").replace("'", '"')
    site.goto(site.html("/late", TEXT + f"<script>setTimeout(() => document.body.insertAdjacentHTML("
                                        f"'beforeend', '{later}'), 1500)</script>"))
    assert site.page.evaluate(PLACE)["bottom"] == 20
    site.page.wait_for_function(f"() => ({PLACE})().clear", timeout=5000)


@pytest.mark.engines
def test_the_launcher_moves_back_down_when_the_pages_control_is_gone(site: Site) -> None:
    """Stop 57: once lifted clear of a control the page pinned, the launcher never came down again,
    and sat 100 px up the window over nothing once the page took its control away."""
    assert _place(site, PINNED["button"])["clear"]
    site.page.evaluate("() => document.querySelector('#ctl').remove()")
    site.page.wait_for_function(f"() => ({PLACE})().bottom === 20", timeout=5000)


# A button pinned in the corner on narrow windows only (a phone's layout), shown or hidden by a resize.
NARROW = PINNED["button"].replace("<button", "<button class=narrow") + (
    "<style>.narrow { display: none } @media (max-width: 600px) { .narrow { display: block } }</style>")


def test_the_launcher_is_placed_again_when_the_window_is_resized(site: Site) -> None:
    """Stop 57: the launcher was placed in its first ten seconds only, so a window narrowed (or a
    phone turned) after them left it over the control a narrow layout pins in its corner, and one
    widened left it up in the air."""
    site.page.set_viewport_size({"width": 1000, "height": 700})
    site.page.clock.install()
    counted = "<script>window.resized = 0; addEventListener('resize', () => resized++)</script>"
    assert _place(site, NARROW + counted) == {"bottom": 20, "right": 20, "clear": False}
    site.page.clock.run_for(12_000)  # its first ten seconds, and their looks, are over
    place = []
    for n, width in enumerate([500, 1000]):
        site.page.set_viewport_size({"width": width, "height": 700})
        site.page.wait_for_function(f"() => resized > {n}")  # the event is told at the next frame
        site.page.clock.run_for(2_000)
        place.append(site.page.evaluate(PLACE))
    assert place[0]["clear"] and place[0]["right"] == 20, place
    assert (place[1]["bottom"], place[1]["right"]) == (20, 20), place


# A shop's buy bar, shown once the visitor has scrolled down (the README's `has-buy-bar`), with a
# button that closes it.
BUY_BAR = ("<div style='height:3000px'>Long</div><div id=ctl hidden style='position:fixed;left:0;right:0;"
           "bottom:0;padding:8px;background:#eee'><button style='float:right;height:40px'>Buy</button>"
           "<button id=shut>Close</button></div><script>addEventListener('scroll', () => (window.seen = scrollY, "
           "document.querySelector('#ctl')?.toggleAttribute('hidden', scrollY < 200)))</script>")


def test_a_bar_the_page_pins_after_the_first_ten_seconds_is_cleared_too(site: Site) -> None:
    """Stop 57: a bar that shows on scrolling after the launcher's first ten seconds was left under
    it, and once it was lifted clear of one it stayed up after the bar was gone (scrolled back, or
    closed)."""
    site.page.clock.install()
    assert _place(site, BUY_BAR)["bottom"] == 20
    site.page.clock.run_for(12_000)
    for y in [600, 0, 600, 0, 600]:
        # To y, and the last scroll event told there (the widget hears each that the page does).
        site.page.mouse.wheel(0, y - site.page.evaluate("scrollY"))
        site.page.wait_for_function(f"() => window.seen === {y}")
        site.page.clock.run_for(2_000)
        place = site.page.evaluate(PLACE)
        assert place["clear"] if y else place["bottom"] == 20, (y, place)
    site.page.evaluate("() => document.querySelector('#shut').onclick = () => document.querySelector('#ctl').remove()")
    site.page.click("#shut")
    site.page.clock.run_for(2_000)
    assert site.page.evaluate(PLACE)["bottom"] == 20


def test_an_open_panel_over_a_lifted_launcher_stays_in_the_window(site: Site, widget: Widget) -> None:
    RoutedAPI(site.page)
    site.page.set_viewport_size({"width": 1280, "height": 600})
    place = _place(site, PINNED["toolbar"])
    assert place["clear"] and place["bottom"] > 20, place
    widget.launcher.click()
    widget.wait_for_answers(1)
    box = widget.panel.bounding_box()
    assert box and box["y"] >= 0, box


@pytest.fixture
def phone(browser: Browser) -> Any:
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("kind", ["menu button", "toolbar"])
def test_on_a_phone_the_launcher_moves_clear_of_the_pages_corner_control(phone: Page, kind: str) -> None:
    site = Site(phone)
    place = _place(site, PINNED[kind], head="<meta name='viewport' content='width=device-width, initial-scale=1'>")
    assert place["clear"] and place["right"] == 20, place
    assert phone.evaluate("() => innerHeight - document.querySelector('#ctl').getBoundingClientRect().top") < 844 / 2


def test_a_page_that_breaks_what_the_launcher_asks_keeps_it(site: Site) -> None:
    """A page whose ``elementsFromPoint`` throws (a library's patch gone wrong): the launcher's first
    look under its corner threw out of the task that also set up the loop that puts the widget back
    when a framework removes it, so, removed, it never came back. It stays where it is, and comes back;
    the site fixture fails the test on any uncaught error in the page."""
    site.goto(site.html("/broken-hit-test", TEXT, head="<script>document.elementsFromPoint = () => {"
                                                       " throw new Error('patched'); };</script>"))
    site.page.wait_for_function("() => document.querySelector('reverserag-widget')?.isConnected")
    assert site.page.evaluate(PLACE)["bottom"] == 20
    site.page.evaluate("() => document.querySelector('reverserag-widget').remove()")  # as a framework may
    site.page.wait_for_function("() => document.querySelector('reverserag-widget')?.isConnected", timeout=5000)
    site.page.wait_for_timeout(1500)  # a look more, after it came back
    assert site.page.evaluate(PLACE)["bottom"] == 20
