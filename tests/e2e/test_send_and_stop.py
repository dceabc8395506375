"""Send, Stop and Escape in the chat, end to end: the stream stops, and the focus stays where the
visitor is, by keyboard or by mouse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat
from playwright.sync_api import expect


def test_stop_button_aborts_the_stream(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    fake_upstream.reset(reply=" ".join(f"word{i}" for i in range(400)), delay=0.03)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/article").open()
    message = chat.assistant.first
    expect(message).to_contain_text("word5")
    expect(chat.stop).to_be_visible()
    expect(chat.send).to_be_hidden()

    chat.stop.click()
    expect(message).to_contain_text("(stopped)")
    expect(chat.stop).to_be_hidden()
    expect(chat.send).to_be_visible()
    stopped = message.text_content()
    chat.page.wait_for_timeout(400)
    assert message.text_content() == stopped
    assert "word399" not in stopped
    # Closing the browser's stream makes the server cancel its upstream request.
    for _ in range(50):
        if fake_upstream.knobs.cancelled:
            break
        chat.page.wait_for_timeout(100)
    assert fake_upstream.knobs.cancelled, "the upstream request was not cancelled"


def test_send_and_stop_by_keyboard_leave_the_focus_in_the_chat(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """Send and Stop take each other's place: the one pressed was hidden under the focus, which
    fell to the page (found by an accessibility audit, WCAG 2.4.3)."""
    fake_upstream.reset(reply=" ".join(f"word{i}" for i in range(80)), delay=0.03)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.greeted(f"{url}/demo/article")
    chat.input.fill("A question")
    chat.input.press("Tab")
    expect(chat.send).to_be_focused()
    chat.page.keyboard.press("Enter")
    expect(chat.stop).to_be_visible()
    expect(chat.input).to_be_focused()
    chat.input.press("Tab")
    expect(chat.stop).to_be_focused()
    chat.page.keyboard.press("Enter")
    expect(chat.assistant.nth(1)).to_contain_text("(stopped)")
    expect(chat.input).to_be_focused()


def test_send_and_stop_by_mouse_leave_the_focus_in_the_question_box(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """A click on Send or Stop left the focus on the page's body (the button clicked was hidden under
    it): the follow-up question went to the page, whose "/" shortcut took it (a QA pass)."""
    fake_upstream.reset(reply=" ".join(f"word{i}" for i in range(80)), delay=0.03)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.greeted(f"{url}/demo/article")
    chat.input.fill("A question")
    chat.send.click()
    expect(chat.stop).to_be_visible()
    expect(chat.input).to_be_focused()
    chat.stop.click()
    expect(chat.assistant.nth(1)).to_contain_text("(stopped)")
    expect(chat.input).to_be_focused()
    chat.page.keyboard.type("And the price?")
    expect(chat.input).to_have_value("And the price?")

def test_escape_closes_the_panel_and_returns_focus(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/docs").open()
    expect(chat.launcher).to_have_attribute("aria-expanded", "true")
    chat.wait_for_answers(1)
    chat.input.press("Escape")
    expect(chat.panel).to_be_hidden()
    expect(chat.launcher).to_be_focused()
    expect(chat.launcher).to_have_attribute("aria-expanded", "false")
    chat.launcher.click()  # reopening keeps the conversation
    expect(chat.panel).to_be_visible()
    expect(chat.assistant).to_have_count(1)
    assert len(chat.sessions()) == 1
