"""A chat server that went away after the conversation began, in Chromium: the visitor is told the
server cannot be reached, and to check their connection only when the browser is offline."""

from __future__ import annotations

from typing import Any

from conversation_helpers import Chat
from playwright.sync_api import expect


def test_a_question_to_a_server_that_is_down_is_not_blamed_on_the_visitors_connection(
    server_factory: Any, chat: Chat
) -> None:
    """Every replica down after the greeting: a question's failure said "Check your connection",
    though the visitor was online; it went through no diagnosis, as a session's does."""
    url = server_factory(REVERSERAG_OFFLINE_WORD_DELAY="0")
    chat.greeted(f"{url}/demo/article")
    process = server_factory.process(url)
    process.terminate()
    process.wait(10)

    chat.ask("When does the night train leave?")
    expect(chat.errors).to_contain_text("The chat server cannot be reached.")
    expect(chat.errors).not_to_contain_text("connection")
    assert chat.page.evaluate("() => window.__errors.at(-1).code") == "server_unreachable"
    expect(chat.errors.get_by_role("button", name="Retry")).to_be_enabled()

    # Offline, the same failure is the visitor's network: that is what they are told.
    chat.page.context.set_offline(True)
    chat.errors.get_by_role("button", name="Retry").click()
    expect(chat.errors.last).to_contain_text("Check your connection")
    assert chat.page.evaluate("() => window.__errors.at(-1).code") == "network_error"
