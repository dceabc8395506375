"""How the upstream engine fails, against the fake OpenAI-compatible server on loopback: HTTP errors,
errors mid-stream after the text so far, cut and stalled streams, and a server that is down."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from reverserag.engines.upstream import UpstreamEngine
from reverserag.errors import UpstreamError
from reverserag.settings import Settings
from upstream_helpers import MESSAGES, collect


@pytest.mark.parametrize(("status", "code"), [
    (500, "upstream_error"), (429, "upstream_rate_limited"), (401, "upstream_auth"),
    (404, "upstream_not_found"),
])
def test_http_errors_become_upstream_errors_with_the_servers_message(fake_upstream, status, code):
    fake_upstream.knobs.fail_status = status
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.code == code
    assert f"HTTP {status}" in info.value.message and "model is overloaded" in info.value.message


def test_an_error_chunk_mid_stream_raises_after_the_text_so_far(fake_upstream):
    fake_upstream.knobs.reply = "one two three four"
    fake_upstream.knobs.fail_after = 2

    async def go():
        got = []
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            with pytest.raises(UpstreamError, match="fake failure mid-stream"):
                async for item in engine.stream(MESSAGES):
                    got.append(item)
        return got

    assert asyncio.run(go()) == ["one ", "two "]


def test_a_malformed_chunk_is_a_clear_error(fake_upstream):
    fake_upstream.knobs.malformed = True
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.code == "upstream_bad_response"
    assert "not JSON" in info.value.message


def test_a_dropped_connection_is_a_clear_error(fake_upstream):
    fake_upstream.knobs.drop_after = 1
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.code == "upstream_unavailable"


@pytest.mark.parametrize("after", [0, 2])
def test_a_stream_that_ends_with_no_finish_reason_was_cut(fake_upstream, after):
    """llama-cpp-python ends an answer another request interrupts with [DONE] and no finish reason:
    it was taken for finished ("stop"), mid-sentence, and before its first word for a model that
    wrote nothing."""
    fake_upstream.knobs.reply = "one two three four five"
    fake_upstream.knobs.interrupt_after = after
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.code == "upstream_cut" and "--interrupt_requests False" in info.value.message


def test_the_words_of_a_cut_stream_are_kept_and_it_ends_in_an_error(app_server, fake_upstream):
    from sse_client import events, text_of
    from test_api import create

    base = app_server(Settings(upstream_url=fake_upstream.url, offline_word_delay=0))
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = "one two three four five"
    fake_upstream.knobs.interrupt_after = 2
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "count"})
    assert text_of(items) == "one two " and items[-1][0] == "error" and items[-1][1]["code"] == "upstream_cut"
    assert httpx.get(f"{base}/api/sessions/{sid}").json()["history"][-1]["content"] == "one two "


def test_an_upstream_that_is_down_is_a_clear_error():
    from fake_upstream import free_port

    with pytest.raises(UpstreamError) as info:
        collect(f"http://127.0.0.1:{free_port()}/v1")
    assert info.value.code == "upstream_unavailable"
    assert "Cannot reach the model server" in info.value.message


def test_a_stalled_upstream_is_cut_after_the_read_timeout(fake_upstream):
    fake_upstream.knobs.first_byte_delay = 2
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url, upstream_read_timeout=0.3)
    assert info.value.code == "upstream_timeout"


@pytest.mark.parametrize("error_as", ["chunk", "field", "event"])
def test_an_error_the_stream_says_in_any_form_ends_it_after_the_text_so_far(fake_upstream, error_as):
    """llama.cpp fails a stream with an ``error:`` line, some gateways with ``event: error``: both
    were dropped, and the half answer ended as if finished."""
    fake_upstream.reset(reply="one two three four", fail_after=2, error_as=error_as)
    got: list = []

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            with pytest.raises(UpstreamError, match="failed mid-answer: fake failure mid-stream$"):
                async for item in engine.stream(MESSAGES):
                    got.append(item)

    asyncio.run(go())
    assert got == ["one ", "two "]


def test_a_connection_broken_mid_answer_says_so(fake_upstream):
    fake_upstream.reset(reply="one two three", drop_after=2)
    got: list = []

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            async for item in engine.stream(MESSAGES):
                got.append(item)

    with pytest.raises(UpstreamError, match="broke off the answer") as info:
        asyncio.run(go())
    assert got == ["one ", "two "] and info.value.code == "upstream_unavailable"


@pytest.mark.parametrize(("body", "said"), [
    ('{"object": "error", "message": "This model\'s maximum context length is 4096", "code": 400}',
     "HTTP 502: This model's maximum context length is 4096"),  # vLLM's shape
    ("<html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>",
     "HTTP 502: 502 Bad Gateway"),  # nginx's page
    ("", "HTTP 502: no message"),
])
def test_a_status_errors_body_is_said_in_a_line(fake_upstream, body, said):
    fake_upstream.reset(fail_status=502, fail_body=body)
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.message == f"The model server answered {said}"


def test_an_upstreams_wait_on_a_429_is_passed_on(fake_upstream):
    fake_upstream.reset(fail_status=429, fail_headers={"Retry-After": "20"})
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.message.endswith("model is overloaded (it asks to wait 20 s)")
