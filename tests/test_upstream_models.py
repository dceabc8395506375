"""The upstream's model and its context window, as the engine finds them: from /v1/models, or asked
of Ollama, llama-server, LM Studio and KoboldCpp, and never a model that cannot chat."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from reverserag.engines import upstream
from reverserag.engines.upstream import UpstreamEngine
from reverserag.settings import Settings


def _model(url):
    """The model and window an engine on ``url`` finds."""
    async def go():
        async with httpx.AsyncClient() as client:
            return await UpstreamEngine(Settings(upstream_url=url), client).model()

    return asyncio.run(go())


def test_model_info_reads_the_context_window_from_v1_models(fake_upstream):
    fake_upstream.knobs.max_model_len = 32768

    info = _model(fake_upstream.url)
    assert (info.name, info.context_window) == ("fake-model", 32768)


def test_model_info_without_v1_models_falls_back(fake_upstream):
    fake_upstream.knobs.models_status = 404

    info = _model(fake_upstream.url)
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


@pytest.mark.parametrize(("listing", "meanwhile"), [
    ([], "default"),  # Ollama before its first pull
    (["nomic-embed-text:latest"], "nomic-embed-text:latest"),  # an embedding model alone: sent, not kept
])
def test_a_listing_with_no_chat_model_is_asked_again_not_kept(fake_upstream, monkeypatch, caplog, listing,
                                                              meanwhile):
    """With no REVERSERAG_MODEL, a /v1/models with no model that can chat was kept for the life of the
    process: "default" or the embedding model was sent until a restart, with nothing logged."""
    monkeypatch.setattr(upstream, "MODELS_RETRY_AFTER", 0.3)
    fake_upstream.reset(models=listing)

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            found = [(await engine.model()).name, (await engine.model()).name]  # the second within the pause
            asked = fake_upstream.knobs.models_requests
            fake_upstream.knobs.models = ["nomic-embed-text:latest", "qwen2.5:7b"]  # a chat model is pulled
            await asyncio.sleep(0.4)
            found += [(await engine.model()).name, (await engine.model()).name]
            return found, asked, fake_upstream.knobs.models_requests

    found, asked, then = asyncio.run(go())
    assert found == [meanwhile, meanwhile, "qwen2.5:7b", "qwen2.5:7b"]
    assert (asked, then) == (1, 2)  # not asked again within the pause, nor once a chat model is found
    assert "lists no model that can chat" in caplog.text and "asking again after 0.3 s" in caplog.text


def test_a_window_said_under_512_is_ignored_and_one_in_a_string_is_read(fake_upstream):
    """A window the server said under 512 tokens (``max_model_len: 100``) was used as is, though the
    setting refuses one: every message was refused (413, "room for 0"). One written as a string
    (``"32768"``) was not read at all."""
    fake_upstream.reset(max_model_len=100)
    [info] = model_info(fake_upstream.url)
    assert (info.context_window, info.window_ignored) == (None, "100 tokens (/v1/models (max_model_len))")
    fake_upstream.reset(max_model_len=100, koboldcpp=8192)  # what the server says elsewhere stands instead
    [info] = model_info(fake_upstream.url)
    assert (info.context_window, info.window_ignored) == (8192, "100 tokens (/v1/models (max_model_len))")
    fake_upstream.reset(max_model_len=None, koboldcpp=256)
    [info] = model_info(fake_upstream.url)
    assert info.context_window is None and info.window_ignored.startswith("256 tokens (KoboldCpp's")
    fake_upstream.reset(models_body={"data": [{"id": "fake-model", "max_model_len": "32768"}]})
    [info] = model_info(fake_upstream.url)
    assert (info.context_window, info.window_ignored) == (32768, "")


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
