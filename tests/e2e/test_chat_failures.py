"""The chat when something fails, end to end: an expired session made anew with its thread, server
and upstream errors, a connection that breaks, and an answer that falls silent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
from conversation_helpers import Chat, _chat_requests
from harness import ANSWER_TIMEOUT, ScriptedAPI
from playwright.sync_api import expect


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
    """A question pasted over the server's cap was cut at 8,000 characters by the box without a word
    (a QA pass), whatever the site's `max_message_chars`. The box takes it whole, the server's
    words say what is wrong, and the question is back in the box to be shortened."""
    chat.greeted(f"{offline_server}/demo/article")
    question = "Is this long? " + "x" * 8986
    chat.input.fill(question)
    chat.input.press("Enter")
    expect(chat.errors).to_have_text(
        "This message has 9,000 characters; this chat takes at most 8,000 (max_message_chars). Shorten it.")
    errors = chat.page.evaluate("() => window.__errors")
    assert errors and errors[-1]["code"] == "message_too_long"
    expect(chat.send).to_be_enabled()
    expect(chat.input).to_have_value(question)


def test_upstream_failure_mid_answer_is_shown(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    fake_upstream.reset(reply="one two three four five six seven eight", fail_after=3)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/article").open()
    expect(chat.errors).to_have_count(1, timeout=ANSWER_TIMEOUT)
    expect(chat.assistant.first).to_contain_text("one two three")
    expect(chat.send).to_be_enabled()


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


def test_an_answer_the_model_server_ended_unfinished_is_a_cut_answer(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    """Found with two visitors on llama-cpp-python, which ends a running answer when another request
    comes in, with no finish reason (`upstream_cut`): the visitor read "The AI model behind this chat
    is not answering right now", though it was answering, someone else."""
    fake_upstream.reset(reply="one two three four five six seven eight", interrupt_after=3)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/article").open()
    expect(chat.errors).to_have_text("The answer was cut off before it finished.Retry", timeout=ANSWER_TIMEOUT)
    expect(chat.assistant.first).to_contain_text("one two three")
    assert [e["code"] for e in chat.page.evaluate("() => window.__errors")] == ["upstream_cut"]
