"""The widget in two files: ``reverserag.js``, which every page loads (the settings, the launcher,
the public API), and the chat's file, ``reverserag-chat.js``, fetched the first time it is needed."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from harness import Site, shipped
from playwright.sync_api import expect
from routed_api import RoutedAPI, Widget

from reverserag.web import CHAT_FILE, integrity

UNREACHABLE = "Could not reach the chat server. Check your connection and try again."


def _chat_fetches(site: Site) -> list[str]:
    return [address for address in site.requests if CHAT_FILE in address]


def _page(site: Site, path: str, attributes: str = "") -> str:
    return site.add(path, "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Moorings</title></head>"
                          "<body><main><h1>Moorings</h1><p>Berths are let by the season, from April to "
                          f"October.</p></main><script src='/reverserag.js' {attributes} defer></script></body></html>")


def test_a_page_only_visited_never_fetches_the_chat_and_pointing_at_the_launcher_does(
        site: Site, widget: Widget) -> None:
    """A visitor who never opens the chat costs the page ``reverserag.js`` alone; one who points at
    the launcher gets the chat's file fetched (not run: nothing is read or sent) before they click,
    and the click opens the chat on the file already here."""
    api = RoutedAPI(site.page, greeting="Hello there.")
    site.goto(_page(site, "/visited"))
    expect(widget.launcher).to_be_visible()  # drawn at the first idle moment after the script ran
    site.page.evaluate("() => new Promise((resolve) => requestIdleCallback(resolve))")
    assert [address for address in site.requests if address.endswith("/reverserag.js")]
    assert _chat_fetches(site) == []
    widget.launcher.hover()
    site.page.wait_for_function("() => performance.getEntriesByType('resource')"
                                ".some((entry) => entry.name.includes('reverserag-chat.js') && entry.responseEnd > 0)")
    # Named by its hash, so that no cache pairs reverserag.js with another version's chat.
    named = quote(integrity(shipped(chat=True))[7:15], safe="")
    assert _chat_fetches(site) == [f"http://demo.test/{CHAT_FILE}?v={named}"]
    expect(widget.panel).to_be_hidden()
    assert api.requests == []  # fetched, not run: the page was not read, no session was made
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
    assert len(_chat_fetches(site)) == 1


def test_a_chat_file_that_cannot_be_fetched_is_told_at_the_launcher_and_fetched_again_on_the_next_click(
        site: Site, widget: Widget) -> None:
    """The server down when the visitor first opens the chat: the launcher says so, the page hears of
    it by an error event, nothing throws; the next click, with the server back, opens the chat."""
    widget.record_events()
    RoutedAPI(site.page, greeting="Hello there.")
    site.add(f"/{CHAT_FILE}", "busy", "text/plain", status=503)
    site.goto(_page(site, "/down"))
    widget.launcher.click()
    note = site.page.locator("reverserag-widget").get_by_role("alert")
    expect(note).to_have_text(UNREACHABLE)
    expect(widget.panel).to_be_hidden()
    assert [(error["code"], error["context"]) for error in widget.events("error")] == [("chat_not_loaded", "open")]
    del site.extra[f"/{CHAT_FILE}"]
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
    expect(note).to_have_count(0)


@pytest.mark.parametrize("pinned", [False, True])
def test_a_chat_file_other_than_the_one_pinned_never_runs(site: Site, widget: Widget, pinned: bool) -> None:
    """A widget pinned by Subresource Integrity loads the chat pinned by the hash the server wrote
    into it: a changed chat file (a compromised or half-upgraded server) runs only where nothing
    pins the widget."""
    site.page.add_init_script("window.__ran = 0; document.addEventListener('reverserag-chat', () => window.__ran++);")
    RoutedAPI(site.page, greeting="Hello there.")
    site.add(f"/{CHAT_FILE}", shipped(chat=True) + b"\n// changed on the server\n", "text/javascript")
    pin = f"integrity='{integrity(shipped())}' crossorigin='anonymous'" if pinned else ""
    site.goto(_page(site, "/changed", pin))
    widget.launcher.click()
    if pinned:
        expect(site.page.locator("reverserag-widget").get_by_role("alert")).to_have_text(UNREACHABLE)
        assert site.page.evaluate("() => window.__ran") == 0
    else:
        expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
        assert site.page.evaluate("() => window.__ran") == 1


def test_the_pinned_chat_file_is_the_one_served(site: Site, widget: Widget) -> None:
    """The hash the server writes into ``reverserag.js`` is the served chat file's: pinned, it opens."""
    RoutedAPI(site.page, greeting="Hello there.")
    site.goto(_page(site, "/pinned", f"integrity='{integrity(shipped())}' crossorigin='anonymous'"))
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
    assert len(_chat_fetches(site)) == 1


@pytest.mark.parametrize("allowed", [True, False])
def test_a_pinned_widget_under_trusted_types_fetches_the_chat_by_the_policy_the_page_allows_it(
        site: Site, widget: Widget, allowed: bool) -> None:
    """A pinned widget sets its chat's address on a script element, which a page enforcing Trusted
    Types refuses unless a policy made it: the page names the widget's policy, ``reverserag``, in its
    CSP and the chat opens; a page that allows no policy gets the chat refused, and told."""
    RoutedAPI(site.page, greeting="Hello there.")
    policy = "reverserag" if allowed else "'none'"
    csp = f"require-trusted-types-for 'script'; trusted-types {policy}"
    site.add("/trusted", "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Moorings</title></head>"
                         "<body><main><h1>Moorings</h1><p>Berths are let by the season.</p></main>"
                         f"<script src='/reverserag.js' integrity='{integrity(shipped())}' crossorigin='anonymous' "
                         "defer></script></body></html>", headers={"Content-Security-Policy": csp})
    site.goto("/trusted")
    widget.launcher.click()
    if allowed:
        expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
    else:
        expect(site.page.locator("reverserag-widget").get_by_role("alert")).to_have_text(UNREACHABLE)


def test_the_launcher_is_busy_while_the_chat_file_is_on_its_way(site: Site, widget: Widget) -> None:
    """On a slow link the chat's file takes a while: the launcher says it is busy from the click
    until the chat is here, so the click does not look lost, and the chat opens when it comes."""
    RoutedAPI(site.page, greeting="Hello there.")
    site.hang(f"/{CHAT_FILE}")
    site.goto(_page(site, "/slow"))
    expect(widget.launcher).not_to_have_attribute("aria-busy", "true")
    widget.launcher.click()
    expect(widget.launcher).to_have_attribute("aria-busy", "true")
    held: list = []
    for _ in range(100):  # until the request is out, and held
        held = [route for route in site.hung if CHAT_FILE in route.request.url]
        if held:
            break
        site.page.wait_for_timeout(50)
    assert held
    site.hung_paths.clear()
    held[0].fulfill(status=200, content_type="text/javascript; charset=utf-8", body=shipped(chat=True))
    site.hung.remove(held[0])
    expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
    expect(widget.launcher).not_to_have_attribute("aria-busy", "true")
