"""An answer stopped inside a markdown link, in Chromium: the visitor reads the link's text, not
its markdown."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat
from harness import ANSWER_TIMEOUT
from playwright.sync_api import expect


def test_a_greeting_stopped_inside_a_link_shows_the_links_text(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """Stopped after `[the night train guide](https://example.com/trains/`, the greeting showed
    that raw markdown, brackets, parenthesis and half an address (linked, as a bare URL); so did
    every answer while its link streamed."""
    # The upstream sends a word at a time (the address's space only splits it there), then stalls.
    fake_upstream.reset(reply="Read [the night train guide](https://example.com/trains/ night.html) before you go.",
                        stall_after=5)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url, REVERSERAG_CLASSIFY_TIMEOUT=0)
    chat.visit(f"{url}/demo/article").open()
    message = chat.assistant.first
    expect(message).to_contain_text("guide", timeout=ANSWER_TIMEOUT)  # the word the address begins after
    chat.stop.click()
    expect(message).to_contain_text("(stopped)")
    expect(message.locator(".md > p").first).to_have_text("Read the night train guide")
    # The answer ended well formed is untouched: a link whose address is whole stays a link.
    fake_upstream.reset(reply="Read [the night train guide](https://example.com/trains) before you go.")
    chat.ask("Where do I read more?")
    answer = chat.assistant.nth(1)
    expect(answer.get_by_role("link", name="the night train guide")).to_have_attribute(
        "href", "https://example.com/trains")
