"""The log reads in the order the server has the conversation, even when the visitor is quicker
than the page: a question sent while the page is still read comes after the greeting."""

from __future__ import annotations

from harness import Site
from playwright.sync_api import expect
from routed_api import RoutedAPI, Widget

# A departures board that keeps changing for 1.3 s: reading it waits for the page to settle.
BUSY_PAGE = ("<main><h1>Departures</h1><p id='board'>Loading the board.</p></main><script>"
             "let n = 0; const t = setInterval(() => { board.textContent = 'Update ' + (++n);"
             " if (n > 12) clearInterval(t); }, 100);</script>")
LOG = ("() => [...document.querySelector('reverserag-widget').shadowRoot.querySelectorAll('.msg')]"
       ".map((m) => m.classList[1] + ': ' + m.textContent)")


def test_a_question_sent_while_the_page_is_read_comes_after_the_greeting(site: Site) -> None:
    widget = Widget(site.page)
    api = RoutedAPI(site.page, greeting="Hello! Ask me about the board.")
    site.goto(site.html("/busy", BUSY_PAGE))
    widget.launcher.click()
    widget.ask("When is the next train?")
    widget.ask("And the one after?")
    # Both sent before the session was made:
    expect(site.page.locator("reverserag-widget .status")).to_have_text("Reading the page\u2026")
    widget.wait_for_answers(3)
    order = ["assistant: Hello! Ask me about the board.", "user: When is the next train?",
             "user: And the one after?", "assistant: Answer 1.", "assistant: Answer 2."]
    assert site.page.evaluate(LOG) == order
    assert [body["content"] for body in api.messages()] == ["When is the next train?", "And the one after?"]
    site.page.reload()  # kept in that order too
    site.page.evaluate("() => ReverseRAG.open()")
    expect(widget.assistant).to_have_count(3)
    assert site.page.evaluate(LOG) == order


def test_a_question_the_site_asks_before_any_session_comes_after_the_greeting(site: Site) -> None:
    """A site's own "Ask the assistant" button calling ReverseRAG.ask() on a fresh page: the
    question showed first, the greeting under it (a QA pass)."""
    widget = Widget(site.page)
    api = RoutedAPI(site.page, greeting="Hello! Ask me about the board.")
    site.goto(site.html("/board", "<main><h1>Departures</h1><p>The night train leaves at nine.</p></main>"))
    site.page.evaluate("() => ReverseRAG.ask('When is the next train?')")
    widget.wait_for_answers(2)
    assert site.page.evaluate(LOG) == ["assistant: Hello! Ask me about the board.",
                                       "user: When is the next train?", "assistant: Answer 1."]
    assert [body["content"] for body in api.messages()] == ["When is the next train?"]
