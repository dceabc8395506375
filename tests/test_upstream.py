"""The upstream engine against the fake OpenAI-compatible server on loopback."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from reverserag.engines.base import Finish
from reverserag.engines.thinking import without_thinking
from reverserag.engines.upstream import UpstreamEngine
from reverserag.errors import UpstreamError
from reverserag.settings import Settings

MESSAGES = [{"role": "system", "content": "locked"}, {"role": "user", "content": "hi"}]


def collect(url: str, messages=MESSAGES, **settings):
    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=url, **settings), client)
            items = []
            async for item in engine.stream(messages, max_tokens=100):
                items.append(item)
            return items

    return asyncio.run(go())


def through(wrap, items):
    """What ``wrap`` makes of a stream of ``items``, and whether it closed that stream (a list with
    True once it did)."""
    closed = []

    async def source():
        try:
            for item in items:
                yield item
        finally:
            closed.append(True)

    async def go():
        return [item async for item in wrap(source())]

    return asyncio.run(go()), closed


def test_streams_deltas_then_finish_with_usage(fake_upstream):
    fake_upstream.knobs.reply = "Alpha beta gamma."
    items = collect(fake_upstream.url)
    assert "".join(i for i in items if isinstance(i, str)) == "Alpha beta gamma."
    assert items[-1] == Finish("stop", {"prompt_tokens": 10, "completion_tokens": 3,
                                        "total_tokens": 13})
    sent = fake_upstream.knobs.requests[-1]
    assert sent["stream"] is True and sent["model"] == "fake-model"
    assert sent["messages"] == MESSAGES and sent["max_tokens"] == 100


def test_the_configured_model_is_sent(fake_upstream):
    collect(fake_upstream.url, model="other-model")
    assert fake_upstream.knobs.requests[-1]["model"] == "other-model"


def test_model_info_reads_the_context_window_from_v1_models(fake_upstream):
    fake_upstream.knobs.max_model_len = 32768

    async def go():
        async with httpx.AsyncClient() as client:
            return await UpstreamEngine(Settings(upstream_url=fake_upstream.url), client).model()

    info = asyncio.run(go())
    assert (info.name, info.context_window) == ("fake-model", 32768)


def test_model_info_without_v1_models_falls_back(fake_upstream):
    fake_upstream.knobs.models_status = 404

    async def go():
        async with httpx.AsyncClient() as client:
            return await UpstreamEngine(Settings(upstream_url=fake_upstream.url), client).model()

    info = asyncio.run(go())
    assert info.context_window is None and info.name == "default"


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


def test_a_reasoning_block_before_the_answer_never_reaches_the_visitor(fake_upstream):
    """A server without a reasoning parser (vLLM's default) sends a reasoning model's thinking in
    the answer, between <think> and </think>: the engine streams the answer alone."""
    fake_upstream.knobs.reply = "<think>The visitor asks about kettles. The page says $89.</think>\n\nIt costs $89."
    items = collect(fake_upstream.url)  # one word a chunk: the tags arrive split from the text
    assert "".join(i for i in items if isinstance(i, str)) == "It costs $89."
    assert items[-1].finish_reason == "stop"
    fake_upstream.knobs.reply = "<think>Still thinking when the tokens ran out"
    with pytest.raises(UpstreamError) as failed:
        collect(fake_upstream.url)
    assert failed.value.code == "upstream_reasoning_only"
    fake_upstream.knobs.reply = "Write <think> in a prompt and some models reason."
    items = collect(fake_upstream.url)  # a tag later on is the answer's text
    assert "".join(i for i in items if isinstance(i, str)) == "Write <think> in a prompt and some models reason."


@pytest.mark.parametrize(("tokens", "shown"), [
    (["<think>", "a", "</think>", "\n\n", "Answer."], "Answer."),
    (["  <thi", "nk>a</th", "ink>\n\nAn", "swer."], "Answer."),  # tags split across chunks
    (["<THINKING>a</thinking>Answer."], "Answer."),
    (["<", "b>bold</b>"], "<b>bold</b>"),  # another tag: sent as it came
    (["\n", "Plain."], "\nPlain."),
])
def test_the_reasoning_block_is_found_however_the_chunks_fall(tokens, shown):
    items, _ = through(without_thinking, [*tokens, Finish("stop", {})])
    assert "".join(i for i in items if isinstance(i, str)) == shown and items[-1] == Finish("stop", {})


def test_an_answer_cut_by_its_token_allowance_says_so(fake_upstream):
    """A model that runs out of tokens mid-sentence ends with "…", so the visitor sees the answer
    was cut, not finished; one cut at a sentence's end needs no mark."""
    fake_upstream.knobs.max_tokens = True
    fake_upstream.knobs.reply = " ".join(["The deluxe kettle folds flat and boils a litre"] * 20)
    items = collect(fake_upstream.url)  # max_tokens=100, a word a token
    text = "".join(i for i in items if isinstance(i, str))
    assert text.endswith("\u2026") and len(text[:-1].split()) == 100 and "\u2026" not in text[:-1]
    assert items[-1].finish_reason == "length"
    fake_upstream.knobs.reply = " ".join(["It folds quite flat."] * 50)  # 200 words: cut after the 25th
    items = collect(fake_upstream.url)
    assert "".join(i for i in items if isinstance(i, str)).endswith("folds quite flat.")
    assert items[-1].finish_reason == "length"
    fake_upstream.knobs.reply = "Short and finished"
    items = collect(fake_upstream.url)  # ended by the model: no mark, whatever its last word
    assert "".join(i for i in items if isinstance(i, str)) == "Short and finished"
