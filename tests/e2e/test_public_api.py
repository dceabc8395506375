"""What a site can do with the widget, in real Chromium (issue 6): its lifecycle events, rewriting or
cancelling a question before it is sent, and the script tag's options for persistence, SPAs and settling."""

from __future__ import annotations

import pytest
from experience_helpers import _open_with
from harness import ORIGIN, Site
from playwright.sync_api import expect
from routed_api import Reply, RoutedAPI, Widget, error


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


def test_open_while_a_modal_dialog_of_the_page_is_open_is_refused_with_the_reason(site: Site, widget: Widget) -> None:
    """`ReverseRAG.open()` with the page's modal `<dialog>` open drew the panel half under the dialog's
    backdrop, inert, so nobody could use it (qa54 #16). It is refused now, with an `error` event that
    says why; once the dialog is closed it opens."""
    widget.record_events()
    RoutedAPI(site.page, greeting="Hello!")
    site.goto(site.html("/modal", """<main><h1>Members</h1><p>Archive the project to hide it from its 12 members.</p>
      <button id="ask">Archive</button></main>
      <dialog id="dlg"><p>Archive “Orbit”? You can restore it for 30 days.</p><input aria-label="Reason"></dialog>"""))
    site.page.evaluate("dlg.showModal(); ReverseRAG.open()")
    site.page.wait_for_function("() => window.__events.some(([name]) => name === 'error')")
    assert widget.events("error") == [{"code": "page_modal", "context": "open",
                                       "message": "the page has a modal dialog open"}]
    expect(site.page.locator("reverserag-widget .panel")).to_be_hidden()
    assert "open" not in [name for name, _ in widget.events()]
    assert site.page.evaluate("document.activeElement.localName") == "input"  # the dialog keeps the focus
    site.page.keyboard.press("Escape")
    site.page.evaluate("ReverseRAG.open()")
    expect(widget.panel).to_be_visible()
    widget.wait_for_answers(1)


def test_ask_while_a_modal_dialog_of_the_page_is_open_is_refused_with_the_reason(site: Site, widget: Widget) -> None:
    """`ReverseRAG.ask()` with the page's modal `<dialog>` open still drew the panel behind it, inert,
    and put the question in it (stop 54 refused `open()` alone). It is refused the same way now."""
    widget.record_events()
    api = RoutedAPI(site.page, greeting="Hello!")
    site.goto(site.html("/modal", """<main><h1>Members</h1><p>Archive the project to hide it.</p></main>
      <dialog id="dlg"><p>Archive “Orbit”?</p><input aria-label="Reason"></dialog>"""))
    assert site.page.evaluate("dlg.showModal(); ReverseRAG.ask('What does archiving do?')") is None
    assert widget.events("error") == [{"code": "page_modal", "context": "ask",
                                       "message": "the page has a modal dialog open"}]
    expect(site.page.locator("reverserag-widget .panel")).to_be_hidden()
    assert "open" not in [name for name, _ in widget.events()] and api.messages() == []
    site.page.keyboard.press("Escape")
    site.page.evaluate("ReverseRAG.ask('What does archiving do?')")
    expect(widget.user).to_have_text(["What does archiving do?"])


# A web component whose modal <dialog> is in its open shadow root: `document.querySelector(':modal')`
# does not see into it, nor can the top layer be listed.
SHADOW_MODAL = """<main><h1>Members</h1><p>Archive the project to hide it.</p></main>
  <confirm-box></confirm-box>
  <script>customElements.define('confirm-box', class extends HTMLElement {
    connectedCallback() {
      this.attachShadow({mode: 'open'}).innerHTML = '<dialog><p>Archive?</p><button>Archive</button></dialog>';
    }
    show() { this.shadowRoot.querySelector('dialog').showModal(); }
  });</script>"""


@pytest.mark.parametrize("call", ["open()", "ask('What does archiving do?')"])
def test_a_modal_dialog_in_a_web_components_shadow_root_is_seen(site: Site, widget: Widget, call: str) -> None:
    widget.record_events()
    RoutedAPI(site.page, greeting="Hello!")
    site.goto(site.html("/shadow-modal", SHADOW_MODAL))
    site.page.evaluate(f"document.querySelector('confirm-box').show(); ReverseRAG.{call}")
    site.page.wait_for_function("() => window.__events.some(([name]) => name === 'error')")
    assert [e["code"] for e in widget.events("error")] == ["page_modal"]
    expect(site.page.locator("reverserag-widget .panel")).to_be_hidden()
    site.page.keyboard.press("Escape")
    site.page.evaluate(f"ReverseRAG.{call}")
    expect(widget.panel).to_be_visible()


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
