"""The chat, end to end: a real ``reverserag serve`` subprocess, Chromium, and the demo pages.

One test per thing a visitor sees. The offline engine needs no model; the fake upstream is a real
OpenAI-compatible server on loopback (``tests/fake_upstream.py``) that records what it was sent.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from harness import ScriptedAPI, select_paragraph
from playwright.sync_api import Locator, Page, expect

ANSWER_TIMEOUT = 20_000


class Chat:
    """The widget as a visitor meets it: by role and accessible name, through the shadow root."""

    def __init__(self, page: Page):
        self.page = page
        self.launcher = page.get_by_role("button", name="Open chat about this page")
        self.panel = page.get_by_role("dialog", name="Ask about this page")
        self.log = page.get_by_role("log")
        self.input = page.get_by_role("textbox", name="Your question")
        self.send = page.get_by_role("button", name="Send")
        self.stop = page.get_by_role("button", name="Stop the answer")
        self.assistant = page.locator("reverserag-widget .msg.assistant")
        self.errors = page.locator("reverserag-widget .msg.error")
        self.notices = page.locator("reverserag-widget .msg.notice")

    def visit(self, url: str) -> Chat:
        self.page.goto(url)
        self.page.wait_for_function("() => document.querySelector('reverserag-widget')")
        self.page.evaluate("""() => {
            window.__sessions = [];
            window.__errors = [];
            document.addEventListener('reverserag:session', (e) => window.__sessions.push(e.detail.session_id));
            document.addEventListener('reverserag:error', (e) => window.__errors.push(e.detail));
        }""")
        return self

    def open(self) -> Chat:
        self.launcher.click()
        expect(self.panel).to_be_visible()
        return self

    def greeted(self, url: str) -> Locator:
        """Visits ``url``, opens the chat and waits for the greeting, which it returns."""
        self.visit(url).open()
        return self.wait_for_answers(1)

    def wait_for_answers(self, count: int) -> Locator:
        """Waits until ``count`` assistant messages exist and none is still streaming."""
        self.page.wait_for_function(
            """(count) => {
                const root = document.querySelector('reverserag-widget').shadowRoot;
                return root.querySelectorAll('.msg.assistant').length >= count
                    && !root.querySelector('.msg[aria-busy="true"]');
            }""", arg=count, timeout=ANSWER_TIMEOUT)
        return self.assistant.nth(count - 1)

    def ask(self, question: str) -> None:
        self.input.fill(question)
        self.input.press("Enter")

    def sessions(self) -> list[str]:
        return self.page.evaluate("() => window.__sessions")


@pytest.fixture
def chat(page: Page) -> Chat:
    return Chat(page)


def _chat_requests(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The upstream requests that were conversation turns (not the classification call)."""
    return [r for r in requests if r.get("stream") and "response_format" not in r
            and not r["messages"][0]["content"].startswith("You classify")]


def test_offline_engine_greets_and_answers_from_the_page(offline_server: str, chat: Chat) -> None:
    greeting = chat.greeted(f"{offline_server}/demo/article")
    expect(greeting).to_contain_text("night train")
    expect(greeting).to_contain_text("offline engine")
    expect(chat.input).to_be_focused()

    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    expect(chat.page.locator("reverserag-widget .msg.user")).to_have_text(
        "How much is a mini cabin between Vienna and Hamburg?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("priced from €79 between Vienna and Hamburg")
    assert len(chat.sessions()) == 1


def test_the_offline_engine_frames_its_quotes_in_the_language_picked(offline_server: str, chat: Chat) -> None:
    """The picker's language reached the offline engine, which answered in English all the same."""
    chat.visit(f"{offline_server}/demo/article").open()
    expect(chat.wait_for_answers(1)).to_contain_text("Hello! This is")  # the page is English
    chat.page.get_by_role("combobox", name="Answer language").select_option("fr")
    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("la page dit :")  # its own words in French …
    expect(answer).to_contain_text("priced from €79 between Vienna and Hamburg")  # … the page's as written
    expect(answer).to_contain_text("aucun modèle de langue n'est connecté")


def test_answer_streams_token_by_token(server_factory: Callable[..., str], chat: Chat) -> None:
    url = server_factory(REVERSERAG_OFFLINE_WORD_DELAY="0.02")
    chat.greeted(f"{url}/demo/article")
    chat.page.evaluate("""() => {
        window.__lengths = [];
        const log = document.querySelector('reverserag-widget').shadowRoot.querySelector('.log');
        new MutationObserver(() => {
            const all = log.querySelectorAll('.msg.assistant');
            window.__lengths.push(all.length > 1 ? all[all.length - 1].textContent.length : 0);
        }).observe(log, {subtree: true, childList: true, characterData: true});
    }""")
    chat.ask("Who founded European Sleeper?")
    chat.wait_for_answers(2)
    lengths = sorted(set(chat.page.evaluate("() => window.__lengths")))
    assert len(lengths) >= 5, f"the answer arrived in {len(lengths)} steps: {lengths}"


def test_upstream_model_gets_the_page_and_its_answer_streams_back(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    reply = "Per the fare table, a sleeper berth from Vienna to Hamburg costs €149."
    fake_upstream.reset(reply=reply, delay=0.005)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/article").open()
    expect(chat.wait_for_answers(1)).to_have_text(reply)

    chat.ask("What does a sleeper from Vienna to Hamburg cost?")
    expect(chat.wait_for_answers(2)).to_have_text(reply)

    turns = _chat_requests(fake_upstream.knobs.requests)
    assert len(turns) == 2  # the greeting and the question
    system = turns[-1]["messages"][0]
    assert system["role"] == "system"
    assert "Track access charges are the first obstacle." in system["content"]
    assert "| Vienna – Hamburg | €39 | €79 | €149 |" in system["content"]
    assert "What does a sleeper from Vienna to Hamburg cost?" in turns[-1]["messages"][-1]["content"]
    assert turns[0]["messages"][0] == system  # locked for the session's life


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


def test_expired_session_is_recreated_and_the_question_retried(
    offline_server: str, chat: Chat
) -> None:
    chat.greeted(f"{offline_server}/demo/article")
    [first] = chat.sessions()
    assert httpx.delete(f"{offline_server}/api/sessions/{first}").status_code == 204

    chat.ask("How many passengers does Nightjet carry?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("1.5 million")
    expect(chat.notices).to_contain_text("expired")
    assert len(chat.sessions()) == 2
    expect(chat.errors).to_have_count(0)


def test_a_recreated_session_keeps_the_thread_for_the_model(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """Regression: a session made anew after expiry used to reach the model without the earlier
    turns, so "and the sleeper?" lost what it referred to."""
    fake_upstream.reset(reply="A mini cabin from Vienna to Hamburg costs €79.")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.greeted(f"{url}/demo/article")
    chat.ask("How much is a mini cabin to Hamburg?")
    chat.wait_for_answers(2)
    [first] = chat.sessions()
    assert httpx.delete(f"{url}/api/sessions/{first}").status_code == 204

    fake_upstream.knobs.reply = "A sleeper costs €149."
    chat.ask("And the sleeper?")
    expect(chat.wait_for_answers(3)).to_have_text("A sleeper costs €149.")
    assert len(chat.sessions()) == 2
    last = _chat_requests(fake_upstream.knobs.requests)[-1]["messages"]
    assert [m["role"] for m in last] == ["system", "user", "assistant", "user"]
    assert last[1]["content"] == "How much is a mini cabin to Hamburg?"
    assert last[2]["content"] == "A mini cabin from Vienna to Hamburg costs €79."
    assert last[3]["content"] == "And the sleeper?"


def test_server_errors_are_shown_in_the_chat(offline_server: str, chat: Chat) -> None:
    chat.greeted(f"{offline_server}/demo/article")
    chat.page.evaluate("() => ReverseRAG.ask('x'.repeat(9000))")
    expect(chat.errors).to_contain_text("the cap is 8,000")
    errors = chat.page.evaluate("() => window.__errors")
    assert errors and errors[-1]["code"] == "message_too_long"
    expect(chat.send).to_be_enabled()


def test_upstream_failure_mid_answer_is_shown(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    fake_upstream.reset(reply="one two three four five six seven eight", fail_after=3)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/article").open()
    expect(chat.errors).to_have_count(1, timeout=ANSWER_TIMEOUT)
    expect(chat.assistant.first).to_contain_text("one two three")
    expect(chat.send).to_be_enabled()


def test_a_quoted_link_to_the_site_leads_to_the_site(offline_server: str, chat: Chat) -> None:
    """The model reads the site's own links from the root (addresses.py); the widget resolves the one
    an answer quotes against the page, as the browser did."""
    chat.greeted(f"{offline_server}/demo/docs")
    chat.ask("Where do I create an API token?")
    link = chat.wait_for_answers(2).get_by_role("link", name="Account → Tokens")
    expect(link).to_have_attribute("href", f"{offline_server}/account/tokens")


def test_late_content_reaches_the_answer(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/late").open()  # at once: the notes arrive a second later
    chat.wait_for_answers(1)
    chat.ask("How long can vessels be for berth planning?")
    expect(chat.wait_for_answers(2)).to_contain_text("up to 400 metres long")


def test_hidden_injection_never_reaches_the_model(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    fake_upstream.reset(reply="You can anchor east of the marina.")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.greeted(f"{url}/demo/hidden")
    chat.ask("Where can I anchor?")
    chat.wait_for_answers(2)
    sent = json.dumps(fake_upstream.knobs.requests)
    assert "Anse du Moulin Blanc" in sent
    assert "PWNED" not in sent


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


def test_spa_navigation_relocks_the_context(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/spa").open()
    expect(chat.wait_for_answers(1)).to_contain_text("Lighthouse Cloud")
    chat.page.keyboard.press("Escape")
    chat.page.get_by_role("link", name="Pricing").click()
    expect(chat.page.get_by_role("heading", name="Pricing")).to_be_visible()
    chat.launcher.click()
    chat.ask("What does the Keeper plan cost?")
    expect(chat.notices).to_contain_text("The page changed", timeout=ANSWER_TIMEOUT)
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("12 euros per lighthouse per month")
    assert len(chat.sessions()) == 2


def test_stream_split_anywhere_is_read_whole(chat: Chat) -> None:
    greeting = (
        "\ufeff: hello\r\n\r\n"
        "event: token\r\ndata: {\"text\": \"Hel\"}\r\n\r\n"
        "event: token\ndata: {\"text\":\ndata: \"lo, \"}\n\n"
        ": keep-alive ping\n\n"
        "event: token\rdata: {\"text\": \"wörld €5\"}\r\r"
        "event: done\r\ndata: {\"finish_reason\": \"stop\", \"usage\": {}}\r\n\r\n"
    ).encode()
    with ScriptedAPI(greeting) as api:
        chat.visit(api.url).open()
        expect(chat.wait_for_answers(1)).to_have_text("Hello, wörld €5")
        expect(chat.errors).to_have_count(0)
        assert ("POST", "/api/sessions/s1/greeting") in api.requests


CUT_GREETING = b"event: token\ndata: {\"text\": \"Hello, I read\"}\n\n"


def test_a_connection_that_breaks_mid_answer_is_a_cut_answer_in_the_widgets_words(chat: Chat) -> None:
    """A reset read showed the browser's own words ("network error", "Failed to fetch", never
    translated) and told the page `widget_error` (found by a pass on slow networks)."""
    with ScriptedAPI(CUT_GREETING, then="broken") as api:
        chat.visit(api.url).open()
        expect(chat.errors).to_contain_text("cut off before it finished")
        assert [e["code"] for e in chat.page.evaluate("() => window.__errors")] == ["stream_cut"]


def test_an_answer_that_falls_silent_is_ended_after_45_seconds(chat: Chat) -> None:
    """A link that died without closing left the answer streaming for ever, Stop the only way
    out; the server pings every 15 s, so 45 s of nothing means the link is gone."""
    with ScriptedAPI(CUT_GREETING, then="hang") as api:
        chat.page.clock.install()
        chat.visit(api.url).open()
        expect(chat.assistant.first).to_contain_text("Hello, I read")
        chat.page.clock.run_for(40_000)
        expect(chat.stop).to_be_visible()  # 40 s: still waiting
        chat.page.clock.run_for(6_000)
        expect(chat.errors).to_contain_text("cut off before it finished")
        expect(chat.stop).to_be_hidden()


def test_an_answer_ended_by_silence_throws_nothing_into_the_page(chat: Chat) -> None:
    """The 45 s of silence cancel the answer's stream; a page whose fetch wraps the body in a
    stream of its own (tracing, service-worker shims) may refuse that cancel, and the refusal went
    unhandled into the page, where its error monitoring reports it as the site's."""
    errors: list[str] = []
    chat.page.on("pageerror", lambda error: errors.append(str(error)))
    chat.page.add_init_script("""(() => {
      const browserFetch = window.fetch;
      window.fetch = async (...args) => {
        const res = await browserFetch(...args);
        if (!/event-stream/.test(res.headers.get('content-type'))) return res;
        const reader = res.body.getReader();
        return new Response(new ReadableStream({
          async pull(controller) {
            const { done, value } = await reader.read();
            done ? controller.close() : controller.enqueue(value);
          },
          cancel: () => Promise.reject(new Error('the wrapper refuses to cancel')),
        }), { status: res.status, headers: res.headers });
      };
    })()""")
    with ScriptedAPI(CUT_GREETING, then="hang") as api:
        chat.page.clock.install()
        chat.visit(api.url).open()
        expect(chat.assistant.first).to_contain_text("Hello, I read")
        chat.page.clock.run_for(46_000)
        expect(chat.errors).to_contain_text("cut off before it finished")
        chat.page.wait_for_timeout(300)  # an unhandled rejection is reported a task later
    assert errors == []


def test_gitlab_job_page_is_answered_from_its_raw_log(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/gitlab/acme/rocket/-/jobs/4242")
    chat.page.evaluate("""() => document.addEventListener('reverserag:session',
        (e) => { window.__payload = e.detail.payload; })""")
    chat.open()
    chat.wait_for_answers(1)
    payload = chat.page.evaluate("() => window.__payload")
    assert payload["source"] == "translated"
    assert payload["translated_from"] == f"{offline_server}/demo/gitlab/acme/rocket/-/jobs/4242"
    chat.ask("What error did the job fail with?")
    expect(chat.wait_for_answers(2)).to_contain_text("ERROR: Job failed: exit code 1")  # only in /raw


def test_a_gitlab_file_view_linked_to_lines_is_answered_from_its_raw_file(offline_server: str, chat: Chat) -> None:
    """The demo's file view (a shell, like GitLab's) is read through its raw file; the lines its
    address names are the visitor's selection; the offline engine greets with what the file is and
    answers with the code."""
    page_url = f"{offline_server}/demo/gitlab/acme/rocket/-/blob/main/launch.py"
    chat.visit(page_url + "#L22-25")
    chat.page.evaluate("""() => document.addEventListener('reverserag:session',
        (e) => { window.__payload = e.detail.payload; })""")
    chat.open()
    greeting = chat.wait_for_answers(1)
    payload = chat.page.evaluate("() => window.__payload")
    raw = f"{offline_server}/demo/gitlab/acme/rocket/-/raw/main/launch.py"
    assert (payload["source"], payload["url"]) == ("translated", raw)
    assert payload["translated_from"] == page_url + "#L22-25"
    assert payload["selection"].startswith("def check_wind(kmh):\n    # Gusts above the limit")
    assert payload["selection"].endswith('raise Scrubbed(f"wind at {kmh} km/h, the limit is {MAXIMUM_WIND_KMH} km/h")')
    expect(greeting).to_contain_text("“launch.py” is 46 lines of code in Python. It defines “Scrubbed”, “check_fuel”")
    expect(greeting).to_contain_text("You selected: “def check_wind(kmh): …”.")
    chat.ask("What does this do?")  # about the selection
    expect(chat.wait_for_answers(2)).to_contain_text("if kmh > MAXIMUM_WIND_KMH:")
    chat.ask("How does the countdown hold?")
    answer = chat.wait_for_answers(3)
    expect(answer).to_contain_text("while seconds > 0:")
    expect(answer).not_to_contain_text("check_wind")
    # Another line number clicked: only the address changes (GitLab updates its hash), and the
    # next question goes with those lines, as with text the visitor selected.
    sent: list[str] = []
    chat.page.on("request", lambda r: sent.append(r.post_data or "") if r.url.endswith("/messages") else None)
    chat.page.evaluate("() => { location.hash = '#L17-19'; }")
    chat.ask("What does this do?")
    answer = chat.wait_for_answers(4)
    expect(answer).to_contain_text("if grams < MINIMUM_FUEL_GRAMS:")
    expect(answer).not_to_contain_text("check_wind")
    assert json.loads(sent[-1])["content"] == (
        "Selected text on the page:\n> def check_fuel(grams):\n>     if grams < MINIMUM_FUEL_GRAMS:\n"
        '>         raise Scrubbed(f"low fuel: {grams} g, the minimum is {MINIMUM_FUEL_GRAMS} g")\n\n'
        "What does this do?")


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

def test_refresh_reads_the_page_again(offline_server: str, chat: Chat) -> None:
    chat.greeted(f"{offline_server}/demo/article")
    chat.page.evaluate("""() => {
        const p = document.createElement('p');
        p.textContent = 'Update: the Vienna–Paris line resumes daily service on 9 June.';
        document.querySelector('article').append(p);
    }""")
    new_id = chat.page.evaluate("() => ReverseRAG.refresh()")
    assert new_id and len(chat.sessions()) == 2 and new_id == chat.sessions()[-1]
    expect(chat.notices).to_contain_text("I read the page again.")
    chat.ask("When does the Vienna–Paris line resume daily service?")
    expect(chat.wait_for_answers(2)).to_contain_text("9 June")


def test_strict_csp_demo_page_works_with_no_violation(page: Page, offline_server: str) -> None:
    """The demo page served with `default-src 'self'`: greeting and answer, and the browser logs
    no Content-Security-Policy violation (issue 6)."""
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    response = page.goto(f"{offline_server}/demo/strict-csp")
    policy = response.headers["content-security-policy"] if response else ""
    assert "default-src 'self'" in policy and "require-trusted-types-for 'script'; trusted-types 'none'" in policy
    chat = Chat(page)
    page.wait_for_function("() => document.querySelector('reverserag-widget')")
    chat.open()
    chat.wait_for_answers(1)
    chat.ask("What does the policy forbid?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("onclick")
    assert page.evaluate("() => window.__violations") == []
    assert violations == []


# Host pages that got in the widget's way (exploratory QA, 2026-12-01).

def test_a_page_that_adds_to_object_prototype_still_gets_answers(offline_server: str, chat: Chat) -> None:
    """Every answer was an empty bubble: the renderer read attributes with for…in."""
    chat.page.add_init_script("Object.prototype.qaAdded = 'x';")
    chat.visit(f"{offline_server}/demo/article").open()
    expect(chat.wait_for_answers(1)).to_contain_text("night train")
    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    expect(chat.wait_for_answers(2)).to_contain_text("priced from €79 between Vienna and Hamburg")
    assert chat.page.locator("reverserag-widget").evaluate(
        "(host) => host.shadowRoot.querySelectorAll('[qaAdded], [qaadded]').length") == 0


def test_keys_typed_in_the_chat_are_not_the_pages_shortcuts(offline_server: str, chat: Chat) -> None:
    """A page's type-to-search took every key typed in the chat: out of the shadow root a key
    seems to come from the widget's element, not a text field."""
    chat.page.add_init_script("""
        window.__taken = 0;
        document.addEventListener('keydown', (e) => {
            if (e.key.length === 1 && !e.target.closest('input, textarea')) { e.preventDefault(); window.__taken++; }
        });
    """)
    chat.greeted(f"{offline_server}/demo/article")
    chat.input.press_sequentially("/price of a cabin?")
    expect(chat.input).to_have_value("/price of a cabin?")
    assert chat.page.evaluate("() => window.__taken") == 0
    chat.page.keyboard.press("Escape")  # still the widget's
    expect(chat.panel).to_be_hidden()
    chat.page.locator("h1").first.click()  # focus back on the page: its own keys stay its own
    chat.page.keyboard.press("x")
    assert chat.page.evaluate("() => window.__taken") == 1


def test_the_widget_stays_when_the_page_replaces_its_body(offline_server: str, chat: Chat) -> None:
    """Turbo Drive, and SPAs that set document.body, replace <body>: the widget went with it."""
    chat.greeted(f"{offline_server}/demo/article")
    chat.page.evaluate("""() => {
        const body = document.createElement('body');
        body.innerHTML = '<main><h1>Another page</h1><p>The ferry to Gotland leaves at nine.</p></main>';
        document.body.replaceWith(body);
    }""")
    expect(chat.panel).to_be_visible()
    chat.page.keyboard.press("Escape")
    expect(chat.launcher).to_be_visible()
    chat.launcher.click()
    expect(chat.panel).to_be_visible()


def test_a_transformed_body_does_not_carry_the_launcher_off_the_screen(offline_server: str, chat: Chat) -> None:
    """A transform, filter or will-change on <body> makes it the fixed launcher's containing block:
    on a long page the launcher sat at the end of the document."""
    chat.page.add_init_script("""
        document.addEventListener('DOMContentLoaded', () => {
            document.body.style.transform = 'translateZ(0)';
            document.body.style.minHeight = '5000px';
        });
    """)
    chat.visit(f"{offline_server}/demo/article")
    box = chat.launcher.bounding_box()
    viewport = chat.page.viewport_size
    assert box is not None and viewport is not None
    assert 0 <= box["y"] and box["y"] + box["height"] <= viewport["height"], box


def test_the_script_loads_with_subresource_integrity_from_another_origin(offline_server: str, page: Page) -> None:
    """``<script crossorigin integrity=…>`` fetches with CORS: the script had no
    Access-Control-Allow-Origin, so the browser refused it and there was no widget."""
    import base64
    import hashlib
    import http.server
    import threading

    body = httpx.get(f"{offline_server}/reverserag.js").content
    digest = base64.b64encode(hashlib.sha384(body).digest()).decode()
    html = (f'<!doctype html><title>SRI</title><p>A page elsewhere.</p><script src="{offline_server}/reverserag.js" '
            f'crossorigin="anonymous" integrity="sha384-{digest}" defer></script>').encode()

    class Host(http.server.BaseHTTPRequestHandler):  # another origin, on loopback as the server is
        def do_GET(self) -> None:  # noqa: N802
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(html)

        def log_message(self, *args: object) -> None:
            pass

    host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Host)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{host.server_port}/")
        page.wait_for_function("() => document.querySelector('reverserag-widget') && window.ReverseRAG",
                               timeout=10_000)
    finally:
        host.shutdown()
        host.server_close()



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
