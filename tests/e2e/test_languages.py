"""The widget in the visitor's language: ``reverserag.js?lang=…`` from a real ``reverserag serve``.

A visitor finds and works every control by its name in that language (what a screen reader
announces), and the widget's messages, template literals included, read in it."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conversation_helpers import Chat
from harness import ANSWER_TIMEOUT, PageServer
from playwright.sync_api import Page, expect

TEXT = Path(__file__).resolve().parents[2] / "widget" / "text"


def words(language: str) -> dict[str, str]:
    return json.loads((TEXT / f"{language}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", ["fr", "ja"])
def test_a_visitor_chats_in_the_language_the_script_asks_for(offline_server: str, page: Page,
                                                             language: str) -> None:
    say = words(language)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{offline_server}/demo/article?lang={language}")
    page.get_by_role("button", name=say["Open chat about this page"]).click()
    expect(page.get_by_role("dialog", name=say["Ask about this page"])).to_be_visible()
    question = page.get_by_role("textbox", name=say["Your question"])
    expect(question).to_have_attribute("placeholder", say["Ask a question about this page\u2026"])
    expect(page.get_by_role("combobox", name=say["Answer language"])).to_be_visible()
    expect(page.get_by_role("button", name=say["New chat"])).to_be_visible()
    Chat(page).wait_for_answers(1)
    question.fill("How much is a mini cabin between Vienna and Hamburg?")
    page.get_by_role("button", name=say["Send"]).click()
    Chat(page).wait_for_answers(2)
    expect(page.get_by_role("button", name=say["Copy answer"]).last).to_be_visible()
    # Not one English word of the widget's own is left on screen or in a name.
    shown = page.evaluate("""() => {
        const root = document.querySelector('reverserag-widget').shadowRoot;
        const named = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].map(
            (el) => [el.getAttribute('aria-label'), el.title, el.placeholder].join(' '));
        return [...root.querySelectorAll('button, h2, .status, option, .sources p')].map((el) => el.textContent)
            .concat(named).join('\\n');
    }""")
    for english in ("New chat", "Send", "Copy answer", "Ask about this page", "Your question", "Answer language"):
        assert english not in shown
    # Its element says its language, so a screen reader on this English page reads it as written
    # (WCAG 3.1.2, found by an accessibility audit).
    expect(page.locator("reverserag-widget")).to_have_attribute("lang", language)
    assert errors == []


def test_a_template_literal_in_another_language_fills_its_placeholder(offline_server: str, page: Page) -> None:
    """The single-page app's notice is a template literal (``The page changed to “${title}”``)."""
    say = words("fr")
    page.goto(f"{offline_server}/demo/spa?lang=fr")
    page.get_by_role("button", name=say["Open chat about this page"]).click()
    Chat(page).wait_for_answers(1)
    page.keyboard.press("Escape")
    page.get_by_role("link", name="Pricing").click()
    expect(page.get_by_role("heading", name="Pricing")).to_be_visible()
    page.get_by_role("button", name=say["Open chat about this page"]).click()
    page.get_by_role("textbox", name=say["Your question"]).fill("What does the Keeper plan cost?")
    page.get_by_role("textbox", name=say["Your question"]).press("Enter")
    notice = page.locator("reverserag-widget .msg.notice").last
    expected = say["The page changed to \u201c${title || location.href}\u201d. I have read it again; ask away."]
    before, _, after = expected.partition("${title || location.href}")
    expect(notice).to_contain_text(before, timeout=ANSWER_TIMEOUT)
    expect(notice).to_contain_text(after)
    expect(notice).not_to_contain_text("${")
    title = page.title()
    expect(notice).to_have_text(before + title + after)


@pytest.fixture
def pages() -> Iterator[PageServer]:
    with PageServer() as served:
        yield served


def test_the_servers_notice_of_a_long_page_comes_in_the_widgets_language(
    server_factory: Callable[..., str], page: Page, pages: PageServer
) -> None:
    """A widget served in German names its language to the server (a header, across origins here),
    and the server words the budget's notice in it; the model's note stays English."""
    server = server_factory(REVERSERAG_CONTEXT_WINDOW="2048", REVERSERAG_OFFLINE_WORD_DELAY="0")
    body = "".join(f"<h2>Abschnitt {p}</h2><p>Absatz {p} des Hafenbuchs verzeichnet die Gezeiten, die Liegeplätze "
                   f"und die Schiffe, die am Tag {p} einliefen, wie das Hafenamt notierte.</p>" for p in range(150))
    page.goto(pages.add("/long", f"<!doctype html><html lang='de'><head><meta charset='utf-8'><title>Hafenbuch"
                                 f"</title></head><body><main><h1>Hafenbuch</h1>{body}</main><script "
                                 f"src='{server}/reverserag.js?lang=de' defer></script></body></html>"))
    page.wait_for_function("() => document.querySelector('reverserag-widget')")
    page.evaluate("""() => {
        window.__budgets = [];
        document.addEventListener('reverserag:session', (e) => window.__budgets.push(e.detail.budget));
    }""")
    page.get_by_role("button", name=words("de")["Open chat about this page"]).click()
    notice = page.locator("reverserag-widget .msg.notice")
    expect(notice).to_have_count(1, timeout=ANSWER_TIMEOUT)
    [budget] = page.evaluate("() => window.__budgets")
    kept, total = budget["included_page_tokens"], budget["page_tokens"]
    share = kept * 100 // total
    assert budget["notice"].startswith(
        f"Diese Seite ist lang: Der Assistent hat die ersten {share}\u00a0% gelesen "
        f"({kept:,} von {total:,} Tokens)".replace(",", "."))
    expect(notice).to_have_text(budget["notice"])
    assert budget["note"].startswith("Page shortened to fit the model")
