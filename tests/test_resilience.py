"""When the upstream fails: one retry before the first byte only, read timeouts, keep-alive pings."""

from __future__ import annotations

import re
import time

import httpx

from fake_upstream import free_port
from reverserag.settings import Settings
from sse_client import events, text_of
from test_api import create
from test_api_upstream import chat_requests


def upstream_app(app_server, fake_upstream, **changes) -> str:
    return app_server(Settings(upstream_url=fake_upstream.url, **changes))


def test_a_cut_answer_asked_again_is_not_sent_to_the_model_beside_the_new_one(app_server, fake_upstream):
    """The bug (found by trying llama-cpp-python with two visitors): an answer cut by the model server
    was kept as the visitor saw it, and the widget's Retry asks the same question again as a new turn,
    so the model got the question, its cut answer and the question again, and copied the cut answer
    back word for word, ending where it had been cut, as a complete answer."""
    base = upstream_app(app_server, fake_upstream, upstream_read_timeout=0.5)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply="one two three four", stall_after=2)
    assert events(f"{base}/api/sessions/{sid}/messages", {"content": "go"})[-1][0] == "error"
    fake_upstream.reset(reply="The whole answer.")
    assert text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "go"})) == "The whole answer."
    assert [m["content"] for m in chat_requests(fake_upstream)[-1]["messages"][1:]] == ["go"]
    events(f"{base}/api/sessions/{sid}/messages", {"content": "and then?"})
    assert [m["content"] for m in chat_requests(fake_upstream)[-1]["messages"][1:]] == [
        "go", "The whole answer.", "and then?"]
    # What the visitor saw is still kept, and another question after a cut answer has it.
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert [m["content"] for m in history[:2]] == ["go", "one two "]
    fake_upstream.reset(reply="one two three four", stall_after=2)
    events(f"{base}/api/sessions/{sid}/messages", {"content": "why?"})
    fake_upstream.reset(reply="Because.")
    events(f"{base}/api/sessions/{sid}/messages", {"content": "something else"})
    assert [m["content"] for m in chat_requests(fake_upstream)[-1]["messages"][-3:]] == [
        "why?", "one two ", "something else"]


def test_a_failure_before_the_first_byte_is_retried_once(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.reset(fail_status=503, fail_count=1, reply="Second time lucky.")
    started = time.monotonic()
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})
    assert text_of(items) == "Second time lucky." and items[-1][0] == "done"
    assert len(chat_requests(fake_upstream)) == 2
    assert 0.05 <= time.monotonic() - started < 5  # the pause is jittered, and short
    assert "reverserag_upstream_retries_total 1" in httpx.get(f"{base}/metrics").text


def test_only_once(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.reset(fail_status=502, fail_count=5)
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})
    assert items == [("error", {"code": "upstream_error",
                                "message": "The model server failed; the server's log says more."})]
    assert len(chat_requests(fake_upstream)) == 2
    assert 'reverserag_upstream_errors_total{code="upstream_error"} 1' in httpx.get(f"{base}/metrics").text


def test_refusals_that_a_retry_cannot_fix_are_not_retried(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    for status in (400, 401, 429):
        fake_upstream.reset(fail_status=status)
        assert events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})[-1][0] == "error"
        assert len(chat_requests(fake_upstream)) == 1, status


def test_never_after_the_first_byte(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    for knob in ({"fail_after": 2}, {"drop_after": 2}):
        fake_upstream.reset(reply="one two three four", **knob)
        items = events(f"{base}/api/sessions/{sid}/messages", {"content": "count"})
        assert text_of(items) == "one two " and items[-1][0] == "error", knob
        assert len(chat_requests(fake_upstream)) == 1, knob


def test_an_upstream_that_refuses_connections_is_tried_twice_then_reported(app_server):
    base = app_server(Settings(upstream_url=f"http://127.0.0.1:{free_port()}/v1", classify_timeout=1))
    sid = create(base)["session_id"]
    before = httpx.get(f"{base}/metrics").text
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "hi"})
    assert items[-1][1]["code"] == "upstream_unavailable"
    after = httpx.get(f"{base}/metrics").text

    def retries(text: str) -> int:
        return int(re.search(r"^reverserag_upstream_retries_total (\d+)$", text, re.MULTILINE).group(1))

    assert retries(after) == retries(before) + 1


def test_a_stalled_upstream_is_cut_after_the_read_timeout(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream, upstream_read_timeout=0.5)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply="one two three four", stall_after=2)
    started = time.monotonic()
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "go"})
    elapsed = time.monotonic() - started
    assert text_of(items) == "one two "
    assert items[-1][0] == "error" and items[-1][1]["code"] == "upstream_timeout"
    assert 0.5 <= elapsed < 3
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[-1] == {"role": "assistant", "content": "one two "}
    deadline = time.monotonic() + 2
    while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
        time.sleep(0.02)
    assert fake_upstream.knobs.cancelled, "the stalled upstream request was never closed"


def test_a_model_server_that_hangs_mid_answer_but_pings_is_cut_after_the_read_timeout(app_server, fake_upstream):
    """llama-cpp-python sends a ": ping" comment every 15 s a request is open. Any byte reset the read
    timeout, so a model server that wrote some words and then hung, pinging on, kept the visitor
    waiting for ever. Once the answer has begun, comments are no answer: the read timeout without an
    event ends it as a stall does."""
    base = upstream_app(app_server, fake_upstream, upstream_read_timeout=0.5)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply="one two three four", stall_after=2, ping_every=0.1)
    started = time.monotonic()
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "go"}, timeout=5)
    elapsed = time.monotonic() - started
    assert text_of(items) == "one two "
    assert items[-1][0] == "error" and items[-1][1]["code"] == "upstream_timeout"
    assert 0.5 <= elapsed < 3
    assert httpx.get(f"{base}/api/sessions/{sid}").json()["history"][-1] == {"role": "assistant",
                                                                            "content": "one two "}
    deadline = time.monotonic() + 2
    while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
        time.sleep(0.02)
    assert fake_upstream.knobs.cancelled, "the hung upstream request was never closed"


def test_pings_before_the_first_word_keep_a_queued_request_waiting(app_server, fake_upstream):
    """A model server of one slot (llama-cpp-python) holds a request in its queue, pinging, until the
    one before it is answered, for minutes: that is no stall, and the answer that comes is whole."""
    base = upstream_app(app_server, fake_upstream, upstream_read_timeout=0.5)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply="Your turn came.", first_byte_delay=1.6, ping_every=0.1)
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "go"}, timeout=5)
    assert text_of(items) == "Your turn came." and items[-1][0] == "done"


def test_keep_alive_pings_flow_while_the_upstream_is_slow(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream, ping_interval=0.1)
    sid = create(base)["session_id"]
    fake_upstream.reset(reply="slow and steady", first_byte_delay=0.35, delay=0.3)
    with httpx.stream("POST", f"{base}/api/sessions/{sid}/messages", json={"content": "go"},
                      timeout=10) as response:
        lines = list(response.iter_lines())
    pings = [line for line in lines if line.startswith(":")]
    assert len(pings) >= 3, lines
    assert lines.index(pings[0]) < next(i for i, line in enumerate(lines) if line.startswith("event: token"))
    assert "event: done" in lines


def test_a_browser_that_leaves_before_the_first_token_cancels_the_upstream_too(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    fake_upstream.reset(first_byte_delay=5)
    with httpx.stream("POST", f"{base}/api/sessions/{sid}/messages", json={"content": "go"},
                      timeout=10) as response:
        assert response.status_code == 200
        deadline = time.monotonic() + 2
        while not fake_upstream.knobs.active and time.monotonic() < deadline:
            time.sleep(0.005)  # until the upstream is working on it
        left = time.monotonic()
    deadline = left + 2
    while not fake_upstream.knobs.cancelled and time.monotonic() < deadline:
        time.sleep(0.005)
    assert fake_upstream.knobs.cancelled, "the upstream never saw the cancel"
    assert fake_upstream.knobs.cancelled[0] - left < 0.2
    time.sleep(0.1)
    assert httpx.get(f"{base}/api/sessions/{sid}").json()["history"] == []  # nothing was shown
    fake_upstream.knobs.first_byte_delay = 0
    assert events(f"{base}/api/sessions/{sid}/messages", {"content": "again"})[-1][0] == "done"
