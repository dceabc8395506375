"""The chat on a right-to-left page, end to end: each block reads in its own direction, Arabic and
Hebrew beside English and code."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat
from harness import Site
from playwright.sync_api import expect
from routed_api import RoutedAPI, Widget


def test_a_source_reads_in_its_own_direction_on_a_right_to_left_page(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """A source under an answer took the page's direction: on a right-to-left page an English source
    ended ".couchettes from 79 euros" (a QA pass). Its text reads in its own direction now, as the
    answer's blocks do; the list is on the panel's side, which is its words' (English: left to right)."""
    fake_upstream.reset(reply="It is cheaper to book early [\u00b62].")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.page.add_init_script("addEventListener('DOMContentLoaded', () => (document.documentElement.dir = 'rtl'))")
    chat.greeted(f"{url}/demo/article")
    source = chat.assistant.first.locator(".source span").last
    expect(source).not_to_be_empty()
    assert source.evaluate("(el) => [el.dir, el.matches(':dir(ltr)'), el.closest('li').matches(':dir(ltr)')]") == [
        "auto", True, True]
    # Its edge and its alignment on the side its direction starts from.
    edge = source.evaluate("""(el) => { const style = getComputedStyle(el.closest('.source'));
        return [style.borderLeftWidth, style.borderRightWidth, style.textAlign]; }""")
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


TITLES = ["البنك المركزي يرفع سعر الفائدة إلى 5.25%", "ردود فعل الأسواق", "التعليقات (3)"]


def test_page_text_quoted_in_an_english_sentence_reads_whole(site: Site, widget: Widget) -> None:
    """On an Arabic page the engine's English frame was scrambled (qa54 #7): in "It covers “A”, “B” and
    “C (3)”." the titles swapped places and the quotes, commas and "(3)" landed on the wrong sides, as
    the Arabic runs and the punctuation between them made one right-to-left run. Each quoted text is a
    bidi isolate now, in an answer and in the widget's own notice."""
    RoutedAPI(site.page, greeting="It covers \u201c{}\u201d, \u201c{}\u201d and \u201c{}\u201d.".format(*TITLES))
    site.goto(site.html("/ar", "<main><h1>" + "</h1><p>نص.</p><h2>".join(TITLES) + "</h2><p>نص.</p></main>"))
    site.page.evaluate("document.documentElement.lang = 'ar'; document.documentElement.dir = 'rtl'")
    widget.launcher.click()
    said = widget.wait_for_answers(1).locator("p")
    expect(said).to_have_text("It covers \u201c{}\u201d, \u201c{}\u201d and \u201c{}\u201d.".format(*TITLES))
    # On screen in the English sentence's order, left to right, each title whole.
    lefts = said.evaluate("""(p, titles) => titles.map((title) => {
        const walk = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let node; (node = walk.nextNode()); ) {
            const at = node.data.indexOf(title);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + title.length);
            return range.getBoundingClientRect().left;
        }
    })""", TITLES)
    assert lefts == sorted(lefts)
    expect(said.locator("bdi")).to_have_text(TITLES)
    site.page.evaluate("""history.pushState({}, '', '/ar/markets'); document.title = 'ردود فعل الأسواق';
        document.querySelector('main').innerHTML =
            '<h1>ردود فعل الأسواق</h1><p>ارتفع المؤشر بنسبة 1.4% بعد الإعلان.</p>'""")
    widget.ask("ماذا حدث؟")
    widget.wait_for_answers(2)
    expect(widget.notices.last.locator("bdi")).to_have_text(["ردود فعل الأسواق"])


def test_the_panel_reads_left_to_right_on_a_right_to_left_page(site: Site, widget: Widget) -> None:
    """The panel took the page's dir="rtl" (qa54 #17): its English was mirrored, "Ask about this page"
    right-aligned, Close and New chat on the left, the send button left of the box, the visitor's
    questions on the left. It takes its own words' direction now; an answer in Arabic still reads
    right to left."""
    RoutedAPI(site.page, greeting="القطار الليلي يغادر فيينا في الساعة العاشرة.")
    site.goto(site.html("/ar", "<main><h1>القطار الليلي</h1><p>القطار الليلي يغادر فيينا في الساعة العاشرة.</p></main>",
                        head="<style>html { direction: rtl }</style>"))
    site.page.evaluate("document.documentElement.dir = 'rtl'")
    widget.launcher.click()
    answer = widget.wait_for_answers(1)
    assert widget.panel.evaluate("(el) => getComputedStyle(el).direction") == "ltr"
    assert answer.locator("p").evaluate("(el) => el.matches(':dir(rtl)')")
    widget.ask("When does it leave?")
    widget.wait_for_answers(2)
    box, send, close, title = (el.bounding_box() for el in (widget.input, widget.send, widget.close,
                                                           widget.panel.get_by_role("heading")))
    assert box and send and close and title
    assert send["x"] > box["x"] and close["x"] > title["x"]
    question, panel = widget.user.last.bounding_box(), widget.panel.bounding_box()
    assert question and panel and question["x"] + question["width"] > panel["x"] + panel["width"] / 2
