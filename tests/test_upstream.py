"""The upstream engine against the fake OpenAI-compatible server on loopback."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from reverserag import addresses, citations, streaming
from reverserag.engines import base, replies, upstream
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


def model_info(url: str, times: int = 1, wait: float = 0.0, **settings):
    """What the engine says of its model, asked ``times`` times, ``wait`` seconds apart."""
    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=url, **settings), client)
            found = []
            for i in range(times):
                if i:
                    await asyncio.sleep(wait)
                found.append(await engine.model())
            return found

    return asyncio.run(go())


@pytest.mark.parametrize(("knobs", "window"), [
    ({"ollama_num_ctx": 16384, "ollama_loaded": 4096}, 16384),  # the Modelfile's num_ctx is what /v1 gets
    ({"ollama_loaded": 32768}, 32768),  # loaded (Ollama 0.15.5+ on a 24 GiB GPU): what it runs with
    ({}, 4096),  # not loaded yet: the smallest default there is
    ({"ollama": "0.6.6"}, 2048),  # before 0.6.7 every default was 2,048
])
def test_ollama_is_asked_for_the_window_its_v1_models_does_not_give(fake_upstream, knobs, window):
    """Ollama lists no window in /v1/models, and past its window it drops the start of the prompt
    (the locked system message) without a word; the 8,192 assumed for an unknown server was too
    many for the 4,096 most Ollama servers give."""
    fake_upstream.reset(max_model_len=None, **{"ollama": "0.12.6", **knobs})
    [info] = model_info(fake_upstream.url)
    assert (info.name, info.context_window) == ("fake-model", window)
    assert fake_upstream.knobs.ollama_requests[:2] == ["/api/version", "/api/show"]


def test_ollama_is_asked_again_once_the_model_is_loaded(fake_upstream, monkeypatch):
    """Before the model is loaded Ollama cannot say, and on a large GPU the guess is far too small.
    It is asked again beside the requests, which get the guess meanwhile and never wait for it."""
    monkeypatch.setattr("reverserag.engines.upstream.WINDOW_RECHECK_AFTER", 0.2)
    fake_upstream.reset(max_model_len=None, ollama="0.15.5")

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            first, soon = await engine.model(), await engine.model()
            asked = len(fake_upstream.knobs.ollama_requests)
            fake_upstream.knobs.ollama_loaded = 32768  # the first answer loaded it, with the GPU's default
            unchanged = await engine.model()  # not asked again before its time
            await asyncio.sleep(0.3)
            due = await engine.model()  # the guess still, at once; the question goes out beside
            for _ in range(100):
                if engine._rechecking is None:
                    break
                await asyncio.sleep(0.01)
            later, settled = await engine.model(), await engine.model()
            return [i.context_window for i in (first, soon, unchanged, due, later, settled)], asked

    windows, asked = asyncio.run(go())
    assert windows == [4096, 4096, 4096, 4096, 32768, 32768]
    assert asked == 3  # version, show, ps: once, however often the model was asked for meanwhile
    assert len(fake_upstream.knobs.ollama_requests) == 6  # once more, and then no more: it is known


def test_ollama_lists_a_loaded_model_with_its_tag(fake_upstream):
    """``--model llama3.1`` is ``llama3.1:latest`` in /api/ps: the same model, loaded."""
    fake_upstream.reset(max_model_len=None, ollama="0.12.6", models=["llama3.1:latest"],
                        ollama_ps=[{"name": "llama3.1:latest", "model": "llama3.1:latest", "context_length": 32768}])
    [info] = model_info(fake_upstream.url, model="llama3.1")
    assert (info.name, info.context_window) == ("llama3.1", 32768)


@pytest.mark.parametrize(("knobs", "window"), [
    ({"ollama_show_status": 404}, None),  # a /api/version alone is not Ollama: nothing capped
    ({"ollama_ps": 5}, 4096),  # a broken /api/ps: the smallest default, not a failed session
    ({"ollama_ps": [{"name": "fake-model", "model": "fake-model"}]}, 4096),  # an Ollama too old to say
])
def test_what_ollama_cannot_say_leaves_the_smallest_default_or_nothing(fake_upstream, knobs, window):
    fake_upstream.reset(max_model_len=None, ollama="0.9.0", **knobs)
    [info] = model_info(fake_upstream.url)
    assert info.context_window == window


@pytest.mark.parametrize(("knobs", "window"), [
    ({"n_ctx_train": 131072, "props_n_ctx": 8192}, 8192),  # llama-server -c 8192: what /props says
    ({"n_ctx_train": 131072}, 4096),  # no /props: llama-server's default -c
    ({"n_ctx_train": 2048}, 2048),  # never more than the model was trained with
])
def test_llama_server_is_asked_for_the_window_it_runs_with_not_the_trained_one(fake_upstream, knobs, window):
    """llama-server lists meta.n_ctx_train (131,072 for Llama 3.1), which was read as the window
    although the server runs with 4,096 unless told otherwise."""
    fake_upstream.reset(max_model_len=None, **knobs)
    [info] = model_info(fake_upstream.url)
    assert info.context_window == window


@pytest.mark.parametrize(("knobs", "window"), [
    ({"lm_studio": ("v0",), "lm_studio_loaded": 8192}, 8192),  # 0.3.6+, loaded: loaded_context_length
    ({"lm_studio": ("v0",)}, 4096),  # not loaded yet (just in time): what LM Studio loads with unless told
    ({"lm_studio": ("v0",), "lm_studio_max": 2048}, 2048),  # never more than the model takes
    ({"lm_studio": ("v1",), "lm_studio_loaded": 16384}, 16384),  # 0.4+: the loaded instance's config
    ({"lm_studio": ("v1",)}, 4096),
    ({"lm_studio": ("v0", "v1"), "lm_studio_loaded": 32768}, 32768),
])
def test_lm_studio_is_asked_for_the_window_its_v1_models_does_not_give(fake_upstream, knobs, window):
    """LM Studio lists no window in /v1/models and loads a model with 4,096 tokens unless told
    otherwise; the 8,192 assumed for an unknown server overflowed it."""
    fake_upstream.reset(max_model_len=None, **knobs)
    [info] = model_info(fake_upstream.url)
    assert (info.name, info.context_window) == ("fake-model", window)
    assert fake_upstream.knobs.lm_studio_requests[0] == "/api/v0/models"


def test_koboldcpp_says_the_window_it_was_started_with(fake_upstream):
    fake_upstream.reset(max_model_len=None, koboldcpp=12288)  # koboldcpp --contextsize 12288
    [info] = model_info(fake_upstream.url)
    assert (info.context_window, info.window_source) == (12288, "KoboldCpp's /api/extra/true_max_context_length")


def test_lm_studio_is_asked_again_once_the_model_is_loaded(fake_upstream, monkeypatch):
    monkeypatch.setattr("reverserag.engines.upstream.WINDOW_RECHECK_AFTER", 0.2)
    fake_upstream.reset(max_model_len=None, lm_studio=("v0", "v1"))

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            first = await engine.model()
            fake_upstream.knobs.lm_studio_loaded = 16384  # the first answer loaded it, as set in LM Studio
            await asyncio.sleep(0.3)
            due = await engine.model()
            while engine._rechecking is not None:
                await asyncio.sleep(0.01)
            return [i.context_window for i in (first, due, await engine.model())]

    assert asyncio.run(go()) == [4096, 4096, 16384]


def test_lm_studios_own_listing_as_the_upstream_gives_the_loaded_window_not_the_most(fake_upstream):
    """LM Studio's /api/v0 speaks OpenAI's protocol too, and its listing gives max_context_length,
    the most a model takes, which it is not loaded with; and its first model may embed, not chat."""
    root = fake_upstream.url.removesuffix("/v1")
    fake_upstream.reset(max_model_len=None, lm_studio=("v0",))
    [info] = model_info(f"{root}/api/v0")
    assert (info.name, info.context_window) == ("fake-model", 4096)
    fake_upstream.reset(max_model_len=None, lm_studio=("v0",), lm_studio_loaded=8192)
    [info] = model_info(f"{root}/api/v0")
    assert (info.name, info.context_window) == ("fake-model", 8192)
    assert fake_upstream.knobs.lm_studio_requests == ["/api/v0/models"]  # the listing said it all


def test_with_no_model_set_the_first_that_can_chat_is_used(fake_upstream):
    fake_upstream.reset(models=["text-embedding-nomic-embed-text-v1.5", "fake-model", "other-model"])
    [info] = model_info(fake_upstream.url)
    assert info.name == "fake-model"
    fake_upstream.reset(models=["nomic-embed-text:latest"])  # nothing else: what there is
    [info] = model_info(fake_upstream.url)
    assert info.name == "nomic-embed-text:latest"
    # OpenAI's listing, in the order it gave one day: speech, images, moderation, then a chat model.
    fake_upstream.reset(models=[*OPENAI_NOT_CHAT, "gpt-4.1-mini", "gpt-4o"])
    [info] = model_info(fake_upstream.url)
    assert info.name == "gpt-4.1-mini"


OPENAI_NOT_CHAT = ["whisper-1", "tts-1-hd", "gpt-4o-mini-tts", "dall-e-3", "gpt-image-1", "sora-2",
                   "omni-moderation-latest", "gpt-4o-transcribe", "gpt-realtime", "davinci-002",
                   "text-embedding-3-small"]


@pytest.mark.parametrize("model", [
    *OPENAI_NOT_CHAT, "playai-tts-arabic", "mistral-moderation-latest", "mistral-embed", "bge-reranker-v2-m3",
    "Qwen/Qwen3-Reranker-0.6B", "nomic-embed-text:latest", "text-embedding-nomic-embed-text-v1.5",
    "whisper-large-v3-turbo", "gpt-4o-realtime-preview", "babbage-002",
])
def test_models_that_cannot_chat_are_known_by_their_names(model):
    from reverserag.engines.upstream import _chats

    assert not _chats({"id": model})


@pytest.mark.parametrize("model", [
    "gpt-4o", "gpt-5-mini", "o3", "gpt-4o-audio-preview", "gpt-4o-search-preview", "llama3.2:3b",
    "qwen2.5-coder:7b", "Qwen/Qwen3-8B", "deepseek-ocr", "allenai/olmOCR-7B-0825", "smollm2", "mistral-small-latest",
    "meta-llama/llama-guard-4-12b", "gemma-3-27b-it", "sorathread-7b", "attsu-13b",
])
def test_chat_models_are_not_taken_for_others(model):
    from reverserag.engines.upstream import _chats

    assert _chats({"id": model}) and not _chats({"id": model, "type": "embeddings"})


def test_a_server_that_is_not_ollama_or_a_window_set_is_not_capped(fake_upstream):
    fake_upstream.reset(max_model_len=None)  # e.g. llama-cpp-python, which lists no window: not Ollama
    [info] = model_info(fake_upstream.url)
    assert info.context_window is None and fake_upstream.knobs.ollama_requests == ["/api/version"]
    assert fake_upstream.knobs.lm_studio_requests == ["/api/v0/models", "/api/v1/models"]  # nor LM Studio
    fake_upstream.reset(max_model_len=None, ollama="0.12.6")
    [info] = model_info(fake_upstream.url, context_window=65536)  # the operator said it: believed
    assert fake_upstream.knobs.ollama_requests == []
    fake_upstream.reset(max_model_len=8192, ollama="0.12.6")  # a listing that says it: believed
    [info] = model_info(fake_upstream.url)
    assert info.context_window == 8192 and fake_upstream.knobs.ollama_requests == []


def test_parameters_a_server_refuses_are_renamed_or_left_out_and_remembered(fake_upstream):
    """OpenAI's GPT-5 and o-series models refuse max_tokens ("Use 'max_completion_tokens' instead") and
    any temperature but 1: every greeting and answer failed on them, and every classification."""
    from reverserag.page import parse_page

    fake_upstream.reset(refuses=("max_tokens", "temperature"))
    page = parse_page({"url": "https://example.com/a", "content": "A page."}, max_content_chars=10_000)

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            first = [item async for item in engine.stream(MESSAGES, max_tokens=100)]
            classified = await engine.classify(page, timeout=5)
            second = [item async for item in engine.stream(MESSAGES, max_tokens=50)]
            return first, classified, second

    first, classified, second = asyncio.run(go())
    assert "".join(i for i in first + second if isinstance(i, str)).count("The fake model read the page") == 2
    assert classified == {"type": "article", "topics": ["testing"], "tone": "neutral"}
    sent = fake_upstream.knobs.requests
    assert [("max_tokens" in r, r.get("max_completion_tokens"), "temperature" in r) for r in sent] == [
        (True, None, False), (False, 100, False),  # refused, then sent as max_completion_tokens
        (False, 2048, True), (False, 2048, False),  # the classification: temperature refused, then left out
        (False, 50, False),  # and both remembered: right the first time
    ]


def test_a_value_out_of_range_is_not_taken_for_a_refused_parameter(fake_upstream):
    fake_upstream.knobs.fail_status = 400
    fake_upstream.knobs.fail_body = json.dumps({"error": {
        "message": "max_tokens is too large: 200000. This model supports at most 16384 completion tokens.",
        "param": "max_tokens", "code": "invalid_value"}})
    with pytest.raises(UpstreamError):
        collect(fake_upstream.url)
    assert len(fake_upstream.knobs.requests) == 1 and "max_tokens" in fake_upstream.knobs.requests[0]


def classifications(fake_upstream) -> int:
    return sum("response_format" in r for r in fake_upstream.knobs.requests)


def test_a_pages_classification_is_asked_once_for_all_its_sessions(fake_upstream):
    """Every visitor of a page waited for the same classification call (up to the timeout on a slow
    model), and the model server made it again each time."""
    from reverserag.page import parse_page

    page = lambda text: parse_page({"url": "https://example.com/a", "content": text}, max_content_chars=10_000)  # noqa: E731
    fake_upstream.knobs.classify_delay = 0.3

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            together = await asyncio.gather(*(engine.classify(page("A page."), timeout=5) for _ in range(5)))
            after = await engine.classify(page("A page."), timeout=5)
            asked = classifications(fake_upstream)
            other = await engine.classify(page("Another page."), timeout=5)
            # A session whose visitor leaves does not take the call from those still waiting.
            left = asyncio.ensure_future(engine.classify(page("A third page."), timeout=5))
            stays = asyncio.ensure_future(engine.classify(page("A third page."), timeout=5))
            await asyncio.sleep(0.05)
            left.cancel()
            return together, after, asked, other, await stays

    together, after, asked, other, stays = asyncio.run(go())
    expected = {"type": "article", "topics": ["testing"], "tone": "neutral"}
    assert together == [expected] * 5 and after == expected and other == expected and stays == expected
    assert asked == 1 and classifications(fake_upstream) == 3
    together[0]["type"] = "changed by a caller"
    assert together[1]["type"] == "article"  # each session its own copy


def test_a_classification_the_server_failed_to_give_is_asked_again(fake_upstream):
    from reverserag.page import parse_page

    page = parse_page({"url": "https://example.com/a", "content": "A page."}, max_content_chars=10_000)
    fake_upstream.knobs.fail_status = 401

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            first = await engine.classify(page, timeout=5)
            fake_upstream.knobs.fail_status = None
            return first, await engine.classify(page, timeout=5), await engine.classify(page, timeout=5)

    first, second, third = asyncio.run(go())
    assert first is None and second == third == {"type": "article", "topics": ["testing"], "tone": "neutral"}
    assert len(fake_upstream.knobs.requests) == 2  # the refused one, then one that is kept


def test_a_classification_cut_at_the_timeout_keeps_the_fields_written_whole(fake_upstream):
    """Small models loop inside the object (SmolLM2-135M: a list it never closes); what they wrote
    before the loop is read when the time is up, and the reply is capped in tokens too."""
    from reverserag.engines.classifier import CLASSIFY_TOKENS
    from reverserag.page import parse_page

    fake_upstream.knobs.classification = ('{"type": "article", "author": "Jane Doe", "audience": ["Children", '
                                          '"Finance, ' + "Health, Sports, " * 200)
    fake_upstream.knobs.stall_after = 30  # words: into the loop, then silent past the timeout
    page = parse_page({"url": "https://example.com/a", "content": "A page by Jane Doe."}, max_content_chars=10_000)

    async def go():
        async with httpx.AsyncClient() as client:
            return await UpstreamEngine(Settings(upstream_url=fake_upstream.url), client).classify(page, timeout=0.5)

    assert asyncio.run(go()) == {"type": "article", "author": "Jane Doe"}
    [asked] = [r for r in fake_upstream.knobs.requests if "response_format" in r]
    assert asked["max_tokens"] == CLASSIFY_TOKENS


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


# What the upstream protocol QA found (2026-12-01): servers that speak it a little differently.

def test_ollama_with_no_model_lists_null_and_sessions_go_on(fake_upstream):
    """Ollama with no model pulled lists ``"data": null``: every session failed with a 500."""
    fake_upstream.knobs.models_body = {"object": "list", "data": None}
    assert model_info(fake_upstream.url, model="m")[0].name == "m"

    async def go():
        async with httpx.AsyncClient() as client:
            return await UpstreamEngine(Settings(upstream_url=fake_upstream.url), client).list_models()

    assert asyncio.run(go()) == []


def test_a_model_list_that_hangs_holds_no_session_for_the_read_timeout(fake_upstream, monkeypatch):

    monkeypatch.setattr(upstream, "DISCOVERY_SECONDS", 0.3)
    fake_upstream.knobs.models_delay = 5
    found = asyncio.run(asyncio.wait_for(asyncio.to_thread(model_info, fake_upstream.url, model="m"), 3))
    assert found[0].name == "m" and found[0].context_window is None


def test_with_the_model_and_its_window_set_the_list_is_not_asked(fake_upstream):
    fake_upstream.knobs.models_delay = 5
    assert model_info(fake_upstream.url, model="m", context_window=8192)[0].name == "m"
    assert fake_upstream.knobs.models_requests == 0


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


def test_a_whole_reply_to_a_request_for_a_stream_is_the_answer(fake_upstream):
    fake_upstream.reset(reply="Alpha beta.", plain="json")
    items = collect(fake_upstream.url)
    assert items == ["Alpha beta.", Finish("stop", {"prompt_tokens": 10, "completion_tokens": 2,
                                                   "total_tokens": 12})]


def test_a_stream_labelled_json_is_read_as_a_stream(fake_upstream):
    fake_upstream.reset(reply="Alpha beta.", plain="mislabelled")
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)) == "Alpha beta."


@pytest.mark.parametrize(("plain", "code", "said"), [
    ("error", "upstream_error", "answered with an error: Model fake-model is loading"),
    ("html", "upstream_bad_response", "answered a web page, not an event stream: Sign in - Gateway"),
])
def test_a_reply_that_is_not_a_stream_says_what_it_was(fake_upstream, plain, code, said):
    fake_upstream.reset(plain=plain)
    with pytest.raises(UpstreamError) as info:
        collect(fake_upstream.url)
    assert info.value.code == code and said in info.value.message


def test_only_the_first_choice_is_read(fake_upstream):
    fake_upstream.reset(reply="one two three", choices=2)
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)) == "one two three"


def test_an_empty_event_mid_stream_is_skipped(fake_upstream):
    fake_upstream.reset(reply="one two three", blank_after=1)
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)) == "one two three"


def test_a_stream_held_open_after_its_finish_ends_at_the_finish(fake_upstream, monkeypatch):

    monkeypatch.setattr(replies, "AFTER_FINISH_SECONDS", 0.2)
    fake_upstream.reset(reply="one two", hold_after_finish=True)
    items = collect(fake_upstream.url, upstream_read_timeout=30)
    assert items == ["one ", "two", Finish("stop", {"prompt_tokens": 10, "completion_tokens": 2,
                                                     "total_tokens": 12})]


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


def test_azures_words_for_a_refused_parameter_are_understood(fake_upstream):
    fake_upstream.reset(refuses=("stream_options",), refuses_as="azure")
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)).startswith("The fake model")
    assert ["stream_options" in r for r in fake_upstream.knobs.requests] == [True, False]


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


def _endless(closed: list[bool]):
    """A stream of words without end that notes in ``closed`` when it is closed."""
    async def source():
        try:
            while True:
                yield "word "
        finally:
            closed.append(True)

    return source()


def _left_early(wrap) -> list[bool]:
    """Whether ``wrap`` closes the stream under it when its reader takes one item and leaves."""
    closed: list[bool] = []

    async def go():
        inner = _endless(closed)  # held, as the chain holds it: the garbage collector does not close it
        outer = wrap(inner)
        await outer.__anext__()
        await outer.aclose()
        return list(closed)  # before asyncio.run's end closes whatever is left

    return asyncio.run(go())


@pytest.mark.parametrize("wrap", [
    lambda s: citations.filtered(s, [1]), lambda s: base.through(s, addresses.Rooted("https://x.test")),
    without_thinking, replies.marked_when_cut, lambda s: streaming.capped(s, 1000, 10),
], ids=["citations", "addresses", "thinking", "marked_when_cut", "capped"])
def test_every_step_of_an_answer_closes_the_stream_under_it_when_left(wrap):
    """A step that left its source to the garbage collector kept the model's request running
    (and its connection, and its slot on the model server) until a collection came round."""
    assert _left_early(wrap) == [True]


def test_the_read_ahead_closes_its_source_when_cancelled_while_the_browser_lags():
    """Cancelled while waiting for the browser to take what it read (its queue full), the reader
    left the upstream request open: it was not inside the source when the cancel came."""
    closed: list[bool] = []

    async def go():
        queue: asyncio.Queue = asyncio.Queue(4)
        inner = _endless(closed)
        reader = asyncio.ensure_future(streaming._read_ahead(inner, queue))
        while not queue.full():
            await asyncio.sleep(0)
        await asyncio.sleep(0.01)
        reader.cancel()
        with pytest.raises(asyncio.CancelledError):
            await reader
        return list(closed)

    assert asyncio.run(go()) == [True]
