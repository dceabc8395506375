"""The chat's controls, in real Chromium (issue 6): the typing indicator, retry, copy, a new chat,
scrolling, the question box, reading an answer aloud and the language picker."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import httpx
from experience_helpers import MARKDOWN, SECURE, _asked_once, _contrast, _fake, _open_with
from harness import ANSWER_TIMEOUT, ORIGIN, Site
from playwright.sync_api import BrowserContext, expect
from routed_api import Reply, RoutedAPI, Widget, error


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


def test_the_enter_that_ends_an_input_methods_composition_does_not_send(site: Site, widget: Widget) -> None:
    """Japanese or Chinese typed in Safari: its input method ends the composition before the Enter
    that confirms it, so that key comes with isComposing false and keyCode 229; it sent the
    half-typed question (a QA pass, replayed in Safari's order)."""
    _open_with(site, widget, replies=[Reply("About three dollars.")])
    widget.wait_for_answers(1)
    widget.input.fill("ウィジェットの価格")
    widget.input.evaluate("""(box) => {
        box.dispatchEvent(new CompositionEvent('compositionend', {data: '価格', bubbles: true}));
        box.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', keyCode: 229, bubbles: true, composed: true}));
    }""")
    site.page.wait_for_timeout(300)
    expect(widget.input).to_have_value("ウィジェットの価格")  # still being written
    expect(widget.user).to_have_count(0)
    widget.input.press("Enter")  # the visitor's own Enter sends it
    expect(widget.wait_for_answers(2)).to_have_text("About three dollars.")
    expect(widget.user).to_have_text("ウィジェットの価格")


def test_the_question_box_stands_out_from_the_panel(site: Site, widget: Widget) -> None:
    """Its border is what shows a sighted visitor where to type: at 1.5:1 it did not (WCAG 1.4.11 asks 3:1)."""
    for theme in ("light", "dark"):
        site.page.emulate_media(color_scheme=theme)
        _open_with(site, widget)
        colours = widget.shadow_eval("""(root) => [root.querySelector('.input'), root.querySelector('.panel')]
            .map((el, i) => getComputedStyle(el)[i ? 'backgroundColor' : 'borderTopColor'])""")
        border, background = ([int(n) for n in re.findall(r"\d+", c)[:3]] for c in colours)
        assert _contrast(border, background) >= 3, (theme, colours)


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
    first, _ = _asked_once(offline_server, widget)

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


def test_read_aloud_lets_go_when_the_speech_ends(site: Site, widget: Widget) -> None:
    """When the browser has finished reading (or failed to), the button is no longer pressed, and
    pressing it again reads the answer again rather than being taken for a stop."""
    site.page.add_init_script("""
        window.__spoken = [];
        SpeechSynthesis.prototype.speak = function (u) {
            window.__spoken.push(u.text);
            setTimeout(() => u.onend(), 500);
        };
        SpeechSynthesis.prototype.cancel = function () {};
    """)
    _open_with(site, widget, "The night train leaves at nine.")
    speak = widget.wait_for_answers(1).get_by_role("button", name="Read aloud")
    speak.click()
    expect(speak).to_have_attribute("aria-pressed", "true")
    expect(speak).to_have_attribute("aria-pressed", "false")
    speak.click()
    expect(speak).to_have_attribute("aria-pressed", "true")
    assert site.page.evaluate("() => window.__spoken") == ["The night train leaves at nine."] * 2


def test_a_language_beyond_the_nine_is_named_in_its_own_words(site: Site, widget: Widget) -> None:
    """The picker names the nine languages the widget speaks from its own list, and any other a site
    offers as the browser names it in that language (Intl.DisplayNames), capitalised."""
    RoutedAPI(site.page)
    tag = f'<script src="{ORIGIN}/reverserag.js" data-languages="sv, pt-BR, en" defer></script>'
    site.goto(site.html("/more-langs", "<main><p>Languages.</p></main>", script=tag))
    widget.launcher.click()
    expect(widget.language.locator("option")).to_have_text(["Auto", "Svenska", "Português (Brasil)", "English"])
