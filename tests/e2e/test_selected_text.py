"""Text the visitor selected on the page, end to end: sent with the question while it is selected,
without what is hidden, and not once clicked away."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat
from harness import select_paragraph
from playwright.sync_api import expect


def test_hidden_text_in_a_selection_never_reaches_the_model(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """The browser's selection keeps text the walk leaves out as hidden: selecting the whole page
    sent every hidden instruction as the visitor's own selection (a QA pass). The server keeps of a
    selection only what the page shows (selections.py)."""
    fake_upstream.reset(reply="You can anchor east of the marina.")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/hidden")
    chat.page.evaluate("getSelection().selectAllChildren(document.body)")
    assert "PWNED" in chat.page.evaluate("getSelection().toString()")
    chat.open().wait_for_answers(1)
    chat.ask("Where can I anchor?")
    chat.wait_for_answers(2)
    sent = json.dumps(fake_upstream.knobs.requests)
    assert "Anse du Moulin Blanc" in sent and "VHF channel 9" in sent
    assert "PWNED" not in sent


def test_text_selected_before_opening_is_sent(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/article")
    chat.page.evaluate("""() => document.addEventListener('reverserag:session', (e) => {
        window.__selection = e.detail.payload.selection;
    })""")
    select_paragraph(chat.page, "Track access")
    chat.open()  # a real click, which collapses the page's selection as it lands
    chat.wait_for_answers(1)
    selection = chat.page.evaluate("() => window.__selection")
    assert selection.startswith("Track access charges are the first obstacle.")


def test_a_selection_the_visitor_clicked_away_is_not_sent(offline_server: str, chat: Chat) -> None:
    """Text selected, the chat's box clicked (which collapses the page's selection, so the widget
    keeps it), then a click on the page: the question still went out "about" the old selection."""
    chat.greeted(f"{offline_server}/demo/article")
    sent: list[str] = []
    chat.page.on("request", lambda r: sent.append(r.post_data or "") if r.url.endswith("/messages") else None)
    select_paragraph(chat.page, "Track access")
    chat.input.click()
    chat.page.locator("article h1").click()  # the visitor moves on
    assert chat.page.evaluate("() => getSelection().toString()") == ""
    chat.ask("Who runs the trains?")
    chat.wait_for_answers(2)
    assert sent and "Track access" not in sent[-1]
    # Selected, then the box clicked and the question asked: it goes with the question.
    select_paragraph(chat.page, "Track access")
    chat.input.click()
    chat.ask("What does this mean?")
    chat.wait_for_answers(3)
    assert "Track access" in sent[-1]


def test_a_long_question_about_a_long_selection_is_answered(offline_server: str, chat: Chat) -> None:
    """The selection goes before the question, up to 4,000 characters, and the box takes 8,000: the
    two together were over the server's cap on a message, and the question failed with a 413 (a QA
    pass). Then the question goes alone."""
    chat.greeted(f"{offline_server}/demo/article")
    sent: list[str] = []
    chat.page.on("request", lambda r: sent.append(r.post_data or "") if r.url.endswith("/messages") else None)
    chat.page.evaluate("getSelection().selectAllChildren(document.querySelector('article'))")
    chat.input.click()  # the page's selection is kept for the question
    question = ("How much is a mini cabin between Vienna and Hamburg? " * 150)[:7_900]
    chat.input.fill(question)
    chat.input.press("Enter")
    expect(chat.wait_for_answers(2)).to_contain_text("mini cabin")
    expect(chat.errors).to_have_count(0)
    assert len(sent) == 2 and "Selected text on the page" in sent[0] and "Selected text" not in sent[1]
