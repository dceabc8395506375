"""The chat on a right-to-left page, end to end: each block reads in its own direction, Arabic and
Hebrew beside English and code."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat
from playwright.sync_api import expect


def test_a_source_reads_in_its_own_direction_on_a_right_to_left_page(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """The chat takes the page's direction, and a source under an answer took it too: on a
    right-to-left page an English source ended ".couchettes from 79 euros" (a QA pass). Its text
    reads in its own direction now, as the answer's blocks do; the list stays on the page's side."""
    fake_upstream.reset(reply="It is cheaper to book early [\u00b62].")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.page.add_init_script("addEventListener('DOMContentLoaded', () => (document.documentElement.dir = 'rtl'))")
    chat.greeted(f"{url}/demo/article")
    source = chat.assistant.first.locator(".source span").last
    expect(source).not_to_be_empty()
    assert source.evaluate("(el) => [el.matches(':dir(ltr)'), el.closest('li').matches(':dir(rtl)')]") == [True, True]
    # Its edge and its alignment on the page's side: they were on the left whatever the direction.
    edge = source.evaluate("""(el) => { const style = getComputedStyle(el.closest('.source'));
        return [style.borderRightWidth, style.borderLeftWidth, style.textAlign]; }""")
    assert edge == ["3px", "0px", "start"]

def test_arabic_and_hebrew_read_right_to_left_beside_english_and_code(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """Every block of the chat was left to right: an answer in Arabic ran from the left edge, its full
    stop on the wrong side, and so did a question typed in Hebrew. Each block now takes its own
    direction from its text (dir=auto); code stays left to right."""
    fake_upstream.reset(reply="القطار الليلي يغادر فيينا في الساعة العاشرة.\n\n"
                              "The night train leaves Vienna at ten.\n\n"
                              "- رحلة واحدة\n- One trip\n\n```\nx = 'مرحبا'\n```")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.greeted(f"{url}/demo/article")
    chat.input.fill("מתי יוצאת הרכבת?")
    assert chat.input.evaluate("(el) => el.matches(':dir(rtl)')")
    chat.input.press("Enter")
    answer = chat.wait_for_answers(2)
    directions = answer.evaluate("""(msg) => [...msg.querySelectorAll('.md > *')].map(
        (el) => [el.localName, el.matches(':dir(rtl)') ? 'rtl' : 'ltr'])""")
    assert directions == [["p", "rtl"], ["p", "ltr"], ["ul", "rtl"], ["div", "ltr"]]
    question = chat.page.locator("reverserag-widget .msg.user").last
    expect(question).to_have_text("מתי יוצאת הרכבת?")
    assert question.evaluate("(el) => el.matches(':dir(rtl)')")
    # A list reads one way, its first item's: an English item in an Arabic list keeps the list's side.
    items = answer.locator("li")
    assert items.evaluate_all("(els) => els.map((el) => el.matches(':dir(rtl)'))") == [True, True]
    # Its markers' room on its own side, as a quote's edge would be.
    padding = answer.locator("ul").evaluate("(ul) => [getComputedStyle(ul).paddingLeft, getComputedStyle(ul)"
                                            ".paddingRight]")
    assert padding[0] == "0px" and padding[1] != "0px"
