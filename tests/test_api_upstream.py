"""The session API through the upstream engine, against the fake OpenAI-compatible server."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from reverserag import context, streaming
from reverserag.engines import Finish
from reverserag.settings import Settings
from sse_client import events, text_of
from test_api import PAGE, create, error_of
from upstream_helpers import through


def upstream_app(app_server, fake_upstream, **changes) -> str:
    return app_server(Settings(upstream_url=fake_upstream.url, **changes))


def chat_requests(fake_upstream) -> list[dict]:
    return [r for r in fake_upstream.knobs.requests if "response_format" not in r]


def test_classification_comes_from_one_json_mode_call(app_server, fake_upstream):
    fake_upstream.knobs.classification = (
        'Sure! ```json\n{"type": "product", "topics": ["solar", "kettles"], "tone": "neutral"}\n```'
    )
    body = create(upstream_app(app_server, fake_upstream))
    assert body["classification"] == {"type": "product", "topics": ["solar", "kettles"],
                                      "tone": "neutral"}
    [call] = [r for r in fake_upstream.knobs.requests if "response_format" in r]
    assert call["response_format"] == {"type": "json_object"}
    assert "A solar kettle boils water" in json.dumps(call["messages"])
    assert body["model"] == "fake-model"


def test_junk_classification_means_null(app_server, fake_upstream):
    fake_upstream.knobs.classification = "I am not able to do that, sorry."
    assert create(upstream_app(app_server, fake_upstream))["classification"] is None


def test_slow_classification_is_time_boxed(app_server, fake_upstream):
    fake_upstream.knobs.classify_delay = 3
    base = upstream_app(app_server, fake_upstream, classify_timeout=0.3)
    started = time.monotonic()
    body = create(base)
    assert time.monotonic() - started < 2.5
    assert body["classification"] is None


def test_context_window_from_v1_models_or_settings_or_default(app_server, fake_upstream):
    fake_upstream.knobs.max_model_len = 32768
    assert create(upstream_app(app_server, fake_upstream))["budget"]["context_window"] == 32768
    base = upstream_app(app_server, fake_upstream, context_window=4096)
    assert create(base)["budget"]["context_window"] == 4096
    fake_upstream.knobs.models_status = 500
    base = upstream_app(app_server, fake_upstream)
    assert create(base)["budget"]["context_window"] == 8192
    # Ollama lists no window: its own API is asked, and its smallest default assumed until it says.
    fake_upstream.reset(max_model_len=None, ollama="0.12.6")
    assert create(upstream_app(app_server, fake_upstream))["budget"]["context_window"] == 4096
    fake_upstream.reset(max_model_len=None, ollama="0.12.6", ollama_num_ctx=12288)
    assert create(upstream_app(app_server, fake_upstream))["budget"]["context_window"] == 12288


def test_exact_messages_sent_upstream_on_greeting_and_third_turn(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base, {**PAGE, "selection": "The deluxe kettle costs $89"})["session_id"]
    fake_upstream.knobs.reply = "Welcome to the kettles."
    greeting = events(f"{base}/api/sessions/{sid}/greeting")
    assert text_of(greeting) == "Welcome to the kettles."
    [sent] = chat_requests(fake_upstream)
    system, request = sent["messages"]
    assert system["role"] == "system" and "<page_content>" in system["content"]
    assert "The deluxe kettle costs $89" in system["content"]
    assert request["role"] == "user" and "three short paragraphs" in request["content"]
    assert "focused on the selection" in request["content"]
    assert sent["max_tokens"] == create(base)["budget"]["reserved_for_response"]

    answers = ["First answer.", "Second answer.", "Third answer."]
    for n, answer in enumerate(answers):
        fake_upstream.knobs.reply = answer
        events(f"{base}/api/sessions/{sid}/messages", {"content": f"question {n + 1}"})
    third = chat_requests(fake_upstream)[-1]["messages"]
    first_question = third[3]["content"]
    assert first_question.endswith("\n\nquestion 1") and "> The deluxe kettle costs $89" in first_question
    assert third == [
        system, request, {"role": "assistant", "content": "Welcome to the kettles."},
        {"role": "user", "content": first_question},
        {"role": "assistant", "content": "First answer."},
        {"role": "user", "content": "question 2"},
        {"role": "assistant", "content": "Second answer."},
        {"role": "user", "content": "question 3"},
    ]
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[1] == {"role": "user", "content": "question 1"}  # what the visitor typed


def test_the_locked_message_is_byte_identical_across_ten_turns(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting")
    for n in range(10):
        events(f"{base}/api/sessions/{sid}/messages", {"content": f"turn {n}"})
    systems = {r["messages"][0]["content"] for r in chat_requests(fake_upstream)}
    assert len(chat_requests(fake_upstream)) == 11 and len(systems) == 1


def test_a_greeting_that_runs_on_is_stopped_at_a_sentence_end_and_so_is_the_model(app_server, fake_upstream):
    """Small models loop. The greeting asks for three short paragraphs (about 1,000 characters);
    past GREETING_MAX_CHARS it ends at the next sentence end, and the upstream request is cancelled."""
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    sentence = "Thank you so much for reading this amazing page with us today. "
    fake_upstream.knobs.reply = sentence * 300  # 3,600 words, one a millisecond at the most
    fake_upstream.knobs.delay = 0.001
    greeting = events(f"{base}/api/sessions/{sid}/greeting")
    text = text_of(greeting)
    assert greeting[-1] == ("done", {"finish_reason": "length", "usage": {}})
    assert context.GREETING_MAX_CHARS <= len(text) < context.GREETING_MAX_CHARS + len(sentence)
    assert text == (sentence * text.count("today.")).rstrip()  # whole sentences
    deadline = time.monotonic() + 2
    while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
        time.sleep(0.01)
    assert fake_upstream.knobs.cancelled, "the model was left writing"
    assert text_of(events(f"{base}/api/sessions/{sid}/greeting")) == text  # kept as shown

    # No sentence end at all: cut at the slack's end. A short greeting is never touched.
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply, fake_upstream.knobs.delay = "and " * 2000, 0
    text = text_of(events(f"{base}/api/sessions/{sid}/greeting"))
    limit = context.GREETING_MAX_CHARS + context.GREETING_SLACK_CHARS
    assert limit - len("and ") <= len(text) < limit
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = "Welcome. " * 250  # 2,250 characters: under the cap
    greeting = events(f"{base}/api/sessions/{sid}/greeting")
    assert text_of(greeting) == "Welcome. " * 250 and greeting[-1][1]["finish_reason"] == "stop"


@pytest.mark.parametrize(("tokens", "shown"), [
    (["Hello", " there", ". More", " text."], "Hello there."),  # a stop mid-token: cut after it
    (["你好", "。我们", "很好。"], "你好。"),  # CJK: no space after the stop
    (["ab", "「好。」他说"], "ab「好。」"),  # the closing quote goes with its sentence
    (["नमस्ते", "। आप"], "नमस्ते।"),  # Devanagari's danda
    (["ab", " 3.5", " litres", " and more"], "ab 3.5 litres"),  # no sentence end: cut at the slack's end
])
def test_a_capped_stream_ends_at_the_first_sentence_end_past_the_cap(tokens, shown):
    items, closed = through(lambda source: streaming.capped(source, chars=2, slack=12),
                            [*tokens, Finish("stop", {})])
    assert "".join(i for i in items if isinstance(i, str)) == shown
    assert items[-1] == Finish("length", {}) and closed == [True]  # the model is stopped there


def test_a_stream_under_its_cap_ends_as_the_model_ended_it():
    items, _ = through(lambda source: streaming.capped(source, chars=100, slack=10),
                       ["Short.", Finish("stop", {"completion_tokens": 2})])
    assert items == ["Short.", Finish("stop", {"completion_tokens": 2})]


def test_the_history_keeps_the_answer_without_the_models_reasoning(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = "<think>They want the price.</think>\n\nThe deluxe kettle costs $89."
    assert text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "Price?"})) == (
        "The deluxe kettle costs $89.")
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[-1] == {"role": "assistant", "content": "The deluxe kettle costs $89."}
    fake_upstream.knobs.reply = "<think>Hmm, and hmm, and"
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "And?"})
    assert items[-1] == ("error", {"code": "upstream_reasoning_only", "message": items[-1][1]["message"]})
    assert "reasoning" in items[-1][1]["message"]


def test_an_answer_without_a_word_is_an_error_not_an_empty_answer(app_server, fake_upstream):
    """A model that thinks unseen (OpenAI's o-series, GPT-5) can spend the whole answer's allowance
    before its first word; the visitor got an empty answer. Now an error they can retry, and the
    history keeps neither the question nor the nothing, so the retry asks as the first time did."""
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    reserve = httpx.get(f"{base}/api/sessions/{sid}").json()["budget"]["reserved_for_response"]
    fake_upstream.knobs.reasons_unseen = reserve  # all of it
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "Price?"})
    assert [kind for kind, _ in items] == ["error"]
    assert items[0][1]["code"] == "upstream_reasoning_only"
    assert f"all {reserve:,} of its answer's tokens" in items[0][1]["message"]
    fake_upstream.knobs.reasons_unseen = reserve - 5  # room left for five words of it
    assert text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "Price?"})) == (
        "The fake model read the…")
    fake_upstream.knobs.reasons_unseen, fake_upstream.knobs.reply = 0, " \n "
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "And?"})
    assert [kind for kind, _ in items] == ["error"] and items[0][1]["code"] == "upstream_empty"
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert [m["content"] for m in history if m["role"] == "assistant"][-1] == "The fake model read the…"
    assert [m.get("shown", m["content"]) for m in history if m["role"] == "user"][-1] == "Price?"


def test_reasoning_tokens_give_a_model_room_to_think_before_it_answers(app_server, fake_upstream):
    """A reasoning model thinks within max_tokens: with the budget's reserve alone (1,500 tokens here)
    one that thinks 1,600 never answered."""
    fake_upstream.knobs.reasons_unseen = 1600
    plain = upstream_app(app_server, fake_upstream)
    sid = create(plain)["session_id"]
    assert httpx.get(f"{plain}/api/sessions/{sid}").json()["budget"]["reserved_for_response"] == 1500
    assert events(f"{plain}/api/sessions/{sid}/messages", {"content": "Price?"})[0][1]["code"] == (
        "upstream_reasoning_only")

    roomy = upstream_app(app_server, fake_upstream, reasoning_tokens=4000)
    session = create(roomy)
    assert session["budget"]["reserved_for_response"] == 5500  # 1,500 to answer, 4,000 to think
    assert session["budget"]["context_window"] == 16384  # as before: the page has 4,000 fewer tokens
    answer = events(f"{roomy}/api/sessions/{session['session_id']}/messages", {"content": "Price?"})
    assert text_of(answer) == fake_upstream.knobs.reply
    asked = chat_requests(fake_upstream)[-1]
    assert asked["max_tokens"] == 5500
    classified = [r for r in fake_upstream.knobs.requests if "response_format" in r][-1]
    assert classified["max_tokens"] == 2048 + 4000


def test_an_upstream_that_is_down_gives_an_error_event(app_server):
    from fake_upstream import free_port

    base = app_server(Settings(upstream_url=f"http://127.0.0.1:{free_port()}/v1",
                               classify_timeout=1))
    body = create(base)  # the session is still made: classification and /v1/models are optional
    assert body["classification"] is None and body["budget"]["context_window"] == 8192
    items = events(f"{base}/api/sessions/{body['session_id']}/messages", {"content": "hi"})
    assert items[-1] == ("error", {"code": "upstream_unavailable", "message": (
        "The model server cannot be reached, or broke off the answer; the server's log says more.")})


def test_the_browser_is_told_what_failed_and_the_log_what_the_model_server_said(app_server, fake_upstream, caplog):
    """The model server's address (an internal host) and its words (a gateway's page, an API key's
    last characters) went to every visitor's browser in the error event."""
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.reset(fail_status=401, fail_body='{"error": {"message": "Incorrect API key provided: sk-...wxyz"}}')
    with caplog.at_level("WARNING", logger="reverserag.stream"):
        items = events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})
    assert items == [("error", {"code": "upstream_auth", "message": (
        "The model server refused this server's credentials; the server's log says more.")})]
    said = [r.getMessage() for r in caplog.records if r.name == "reverserag.stream"]
    assert said == ["answer failed: upstream_auth: The model server answered HTTP 401: Incorrect API key "
                    "provided: sk-...wxyz"]


def test_upstream_garbage_and_http_errors_give_error_events(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.knobs.malformed = True
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})
    assert items[-1] == ("error", {"code": "upstream_bad_response", "message": items[-1][1]["message"]})
    fake_upstream.reset(fail_status=429)
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})
    assert items == [("error", {"code": "upstream_rate_limited", "message": (
        "The model server is getting too many requests; the server's log says more.")})]
    assert httpx.get(f"{base}/healthz").status_code == 200


def test_a_failure_mid_stream_keeps_what_was_shown(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = "one two three four"
    fake_upstream.knobs.fail_after = 2
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "count"})
    assert text_of(items) == "one two " and items[-1][0] == "error"
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history == [{"role": "user", "content": "count"},
                       {"role": "assistant", "content": "one two "}]


def test_a_greeting_that_failed_midway_is_redone_and_the_failure_logged(app_server, fake_upstream, caplog):
    """A half greeting was kept: asked again (the widget's Retry), it came back as if whole."""
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply="Hello there, the page is about kettles.", fail_after=2)
    with caplog.at_level("WARNING", logger="reverserag.stream"):
        items = events(f"{base}/api/sessions/{sid}/greeting")
    assert text_of(items) == "Hello there, " and items[-1][0] == "error"
    assert "answer failed: upstream_error: The model server failed mid-answer: fake failure mid-stream" in caplog.text
    fake_upstream.reset(reply="Hello there, the page is about kettles.")
    items = events(f"{base}/api/sessions/{sid}/greeting")
    assert text_of(items) == "Hello there, the page is about kettles." and items[-1][0] == "done"
    assert [m["content"] for m in httpx.get(f"{base}/api/sessions/{sid}").json()["history"]] == [
        "Hello there, the page is about kettles."]


def test_a_browser_that_disconnects_cancels_the_upstream_request(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = " ".join(f"w{i}" for i in range(200))
    fake_upstream.knobs.delay = 0.05
    with httpx.stream("POST", f"{base}/api/sessions/{sid}/messages",
                      json={"content": "go"}, timeout=10) as response:
        for line in response.iter_lines():
            if line.startswith("data:"):
                break
        left = time.monotonic()
    deadline = left + 2
    while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
        time.sleep(0.01)
    assert fake_upstream.knobs.cancelled, "the upstream never saw the cancel"
    assert fake_upstream.knobs.cancelled[0] - left < 0.2  # issue 7: within 200 ms
    # The session is free again, and it kept the partial answer the visitor saw.
    time.sleep(0.2)
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[0]["content"] == "go" and history[1]["content"].startswith("w0")


def test_a_greeting_the_visitor_stopped_stays_in_the_history_as_they_saw_it(app_server, fake_upstream):
    """A greeting cut by Stop or a reload was shown in the chat but dropped from the history, and
    never asked for again: the model's next answer lacked what the visitor had read."""
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply=" ".join(f"w{i}" for i in range(200)), delay=0.05)
    seen = ""
    with httpx.stream("POST", f"{base}/api/sessions/{sid}/greeting", timeout=10) as response:
        for line in response.iter_lines():
            if line.startswith("data:") and "text" in line:
                seen += json.loads(line[5:])["text"]
                if seen.count("w") >= 3:
                    break
    deadline = time.monotonic() + 3
    while not (history := httpx.get(f"{base}/api/sessions/{sid}").json()["history"]) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [m["content"] for m in history] == [history[0]["content"]] and history[0]["content"].startswith(seen)
    # Asked again (a second tab), it is replayed as it was kept, not written anew.
    fake_upstream.reset(reply="A whole new greeting.")
    assert text_of(events(f"{base}/api/sessions/{sid}/greeting")) == history[0]["content"]


def test_one_stream_per_session(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = " ".join(f"w{i}" for i in range(40))
    fake_upstream.knobs.delay = 0.05
    with httpx.stream("POST", f"{base}/api/sessions/{sid}/messages",
                      json={"content": "go"}, timeout=10) as response:
        lines = response.iter_lines()
        first_line = next(lines)
        second = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "again"})
        rest = [] if second.status_code == 409 else list(lines)
        assert second.status_code == 409, (first_line, rest[:12], time.monotonic())
        assert second.json()["error"]["code"] == "stream_in_progress"
        # shown as it is: after a reload the visitor has no Stop for the answer still running
        assert "ask again in a moment" in second.json()["error"]["message"]


def test_a_question_that_cannot_fit_beside_the_page_is_refused_up_front(app_server, fake_upstream):
    """Under the 8,000-character cap, a question could still overflow a small window: llama-cpp-python
    refused every try ("Requested tokens exceed context window") and the visitor read "not answering
    right now, try again"."""
    base = upstream_app(app_server, fake_upstream, context_window=1024, ip_messages_per_minute=1)
    sid = create(base)["session_id"]
    asked = len(chat_requests(fake_upstream))
    long = " ".join(f"kettle{i}" for i in range(700))  # 7,000 characters, about 1,900 tokens
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": long})
    assert response.status_code == 413
    error = error_of(response)
    assert error["code"] == "message_too_long" and "model's window of 1,024 tokens has room for" in error["message"]
    assert len(chat_requests(fake_upstream)) == asked  # nothing went to the model
    # and the visitor's one message a minute is still there for a question that fits
    assert text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "The price?"}))


def test_a_classify_timeout_of_0_asks_the_model_for_no_classification(app_server, fake_upstream, caplog):
    """With SmolLM2 on a CPU the first visitor of a page waited 8 to 10 s for a classification that
    gave one to four fields: an operator may rather have none, without a warning for each session
    that a classification was cut."""
    base = upstream_app(app_server, fake_upstream, classify_timeout=0)
    with caplog.at_level("WARNING"):
        assert create(base)["classification"] is None
    assert [r for r in fake_upstream.knobs.requests if "response_format" in r] == []
    assert not [r for r in caplog.records if "classification" in r.getMessage()]
    assert "reverserag_classifications_total{" not in httpx.get(f"{base}/metrics").text


def test_a_long_selection_is_cut_to_fit_the_first_question_and_the_advice_on_length_holds(app_server, fake_upstream):
    """With a 2,000-character selection quoted into the first question, a small window refused even
    a 6-character question, for good (a visitor cannot change the selection); and the characters the
    refusal said would fit did not."""
    import re

    base = upstream_app(app_server, fake_upstream, context_window=1024, ip_messages_per_minute=0)
    page = {**PAGE, "content": PAGE["content"] + "\n\n" + "The kettle's mirror folds flat for travel. " * 300,
            "selection": "The kettle's mirror folds flat for travel. " * 48}  # on the page: kept whole
    sid = create(base, page)["session_id"]
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "Price?"})
    assert items[-1][0] == "done"
    sent = chat_requests(fake_upstream)[-1]["messages"][-1]["content"]
    assert "folds flat" in sent and sent.endswith("Price?") and len(sent) < len(page["selection"])
    sid = create(base, {k: v for k, v in page.items() if k != "selection"})["session_id"]
    response = httpx.post(f"{base}/api/sessions/{sid}/messages",
                          json={"content": " ".join(f"kettle{i}" for i in range(400))})
    assert response.status_code == 413
    fit = int(re.search(r"about ([\d,]+) characters", error_of(response)["message"])[1].replace(",", ""))
    question = " ".join(f"kettle{i}" for i in range(400))[:fit]
    assert events(f"{base}/api/sessions/{sid}/messages", {"content": question})[-1][0] == "done"
