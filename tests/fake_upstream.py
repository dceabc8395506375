"""A fake OpenAI-compatible model server: a real HTTP server on loopback that streams real SSE.

The one stand-in the project allows. Knobs (attributes of :class:`Knobs`) set what it does:
the reply, delays, failures before the first byte and mid-stream, malformed chunks, the models
it lists and the context window it reports. It records every request body and every cancelled stream.

Run it alone with ``python tests/fake_upstream.py --port 9000`` (for the bench or a manual try).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import socket
import subprocess
import threading
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import uvicorn
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

MODEL = "fake-model"


@dataclass
class Knobs:
    reply: str = "The fake model read the page and answers from it."
    classification: str = json.dumps({"type": "article", "topics": ["testing"], "tone": "neutral"})
    chunk_size: int = 1  # words per chunk
    delay: float = 0.0  # seconds between chunks
    first_byte_delay: float = 0.0
    read_per_1k: float = 0.0  # and this long besides for each 1,000 tokens of prompt, as a CPU reads one
    prompt_limit: int | None = None  # a prompt of more tokens is refused (400), as a smaller window refuses it
    fail_status: int | None = None  # answer this HTTP status instead of a stream
    fail_body: str = '{"error": {"message": "model is overloaded", "type": "server_error"}}'
    fail_headers: dict[str, str] = field(default_factory=dict)  # with fail_status: its headers (Retry-After)
    fail_count: int | None = None  # with fail_status: fail only this many requests, then stream
    fail_after: int | None = None  # send this many chunks, then an error chunk
    # How fail_after says it: "chunk" ({"error": …} as data, as vLLM and OpenAI do), "field"
    # (llama.cpp's "error: {…}" line) or "event" ("event: error" and its data, as some gateways do)
    error_as: str = "chunk"
    # A streamed request answered otherwise: "json" (the whole completion, `stream` ignored), "error"
    # (a 200 with a JSON error), "html" (a web page) or "mislabelled" (the stream, called JSON)
    plain: str | None = None
    choices: int = 1  # choices each answer streams (n > 1), interleaved: the others in capitals
    hold_after_finish: bool = False  # after the finish and usage, neither [DONE] nor the end
    # After this many chunks, [DONE] with no finish reason, as llama-cpp-python ends an answer that
    # another request interrupts
    interrupt_after: int | None = None
    tokens_per_cl100k: float | None = None  # /extras/tokenize counts this many tokens per cl100k token
    tokenize_body: Any = None  # or answers this JSON instead
    blank_after: int | None = None  # after this many chunks, an empty "data:" event
    drop_after: int | None = None  # send this many chunks, then close the connection
    stall_after: int | None = None  # send this many chunks, then go silent (until cancelled)
    # While it waits (first_byte_delay, the prompt's reading, stall_after), a ": ping - <time>" comment
    # every so many seconds, as llama-cpp-python (sse-starlette) sends one every 15 s a request is open
    ping_every: float | None = None
    malformed: bool = False  # send a chunk that is not JSON
    max_tokens: bool = False  # honour the request's max_tokens (a chunk a token): cut there, "length"
    classify_delay: float = 0.0
    models_status: int = 200
    models_body: Any = None  # what /v1/models answers instead, as given (Ollama with no model: {"data": None})
    models_delay: float = 0.0  # seconds before /v1/models answers
    models: list[str] = field(default_factory=lambda: [MODEL])  # the ids /v1/models lists
    max_model_len: int | None = 16384
    requests: list[dict[str, Any]] = field(default_factory=list)
    cancelled: list[float] = field(default_factory=list)  # monotonic times of client disconnects
    failed: int = 0  # requests answered with fail_status so far
    models_requests: int = 0  # GET /v1/models served so far
    # llama-server's: its listing's meta.n_ctx_train, and the n_ctx /props gives (None: a 404)
    n_ctx_train: int | None = None
    props_n_ctx: int | None = None
    # Ollama's own API beside /v1, with this version (None: not Ollama, so /api/* is a 404):
    ollama: str | None = None
    ollama_num_ctx: int | None = None  # the num_ctx /api/show lists in the model's parameters
    ollama_loaded: int | None = None  # the context_length /api/ps gives the model (None: not loaded)
    ollama_requests: list[str] = field(default_factory=list)  # the /api/* paths asked, in order
    ollama_show_status: int = 200  # what /api/show answers (a server that only looks like Ollama: 404)
    ollama_ps: Any = None  # what /api/ps lists instead, as given (a broken answer)
    # LM Studio's own API beside /v1: which of /api/v0 and /api/v1 it answers (none: not LM Studio),
    # the most the model takes, and the window it is loaded with (None: not loaded)
    lm_studio: tuple[str, ...] = ()
    lm_studio_max: int = 32768
    lm_studio_loaded: int | None = None
    lm_studio_requests: list[str] = field(default_factory=list)  # the /api/v*/ paths asked, in order
    # Parameters refused as OpenAI's GPT-5 and o-series models refuse them (a 400 naming each):
    # "max_tokens" (use max_completion_tokens), "temperature" (any value but 1), "stream_options".
    refuses: tuple[str, ...] = ()
    refuses_as: str = "openai"  # or "azure": Azure OpenAI's words ("Unrecognized request argument supplied: …")
    # Tokens an answer spends thinking unseen before its first word, within its max_completion_tokens
    # or max_tokens, as OpenAI's o-series and GPT-5 do: nothing of it is sent, but the usage counts it.
    reasons_unseen: int = 0
    koboldcpp: int | None = None  # KoboldCpp's /api/extra/true_max_context_length (None: not KoboldCpp)
    loads_with: int | None = None  # a chat request loads the model (Ollama's and LM Studio's) with this window
    active: int = 0  # streams open now
    # A gateway's auth in front of the server: a request to it without this Authorization is a 401
    authorization: str | None = None
    authorizations: list[tuple[str, str | None]] = field(default_factory=list)  # (path, Authorization) asked


def _chunk(delta: dict[str, Any], finish: str | None = None, index: int = 0, **extra: Any) -> str:
    body = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": int(time.time()),
            "model": MODEL, "choices": [{"index": index, "delta": delta, "finish_reason": finish}],
            **extra}
    return f"data: {json.dumps(body)}\n\n"


class _Gate:
    """What a gateway in front of a model server checks: the Authorization of every request but the knobs'."""

    def __init__(self, app: Any, knobs: Knobs):
        self.app, self.knobs = app, knobs

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and not scope["path"].startswith("/_"):
            said = dict(scope["headers"]).get(b"authorization")
            said = said.decode("latin-1") if said is not None else None
            self.knobs.authorizations.append((scope["path"], said))
            if self.knobs.authorization is not None and said != self.knobs.authorization:
                await JSONResponse({"error": {"message": "401 Authorization Required"}}, status_code=401)(
                    scope, receive, send)
                return
        await self.app(scope, receive, send)


def build_app(knobs: Knobs) -> Starlette:
    async def models(request: Request) -> Response:
        knobs.models_requests += 1
        await asyncio.sleep(knobs.models_delay)
        if knobs.models_body is not None:
            return JSONResponse(knobs.models_body)
        if knobs.models_status != 200:
            return JSONResponse({"error": {"message": "no models here"}},
                                status_code=knobs.models_status)
        entries: list[dict[str, Any]] = []
        for name in knobs.models:
            entry: dict[str, Any] = {"id": name, "object": "model", "owned_by": "fake"}
            if knobs.max_model_len:
                entry["max_model_len"] = knobs.max_model_len
            if knobs.n_ctx_train:
                entry["meta"] = {"vocab_type": 2, "n_vocab": 49152, "n_ctx_train": knobs.n_ctx_train}
            entries.append(entry)
        return JSONResponse({"object": "list", "data": entries})

    async def props(request: Request) -> Response:
        if knobs.props_n_ctx is None:
            return JSONResponse({"error": "not found"}, status_code=404)
        return JSONResponse({"default_generation_settings": {"n_ctx": knobs.props_n_ctx}, "total_slots": 1})

    async def tokenize(request: Request) -> Response:
        """llama-cpp-python's /extras/tokenize: this many tokens per cl100k token, if set."""
        if knobs.tokenize_body is not None:
            return JSONResponse(knobs.tokenize_body)
        if knobs.tokens_per_cl100k is None:
            return JSONResponse({"detail": "Not Found"}, status_code=404)
        from reverserag.tokens import count

        text = (await request.json())["input"]
        return JSONResponse({"tokens": [0] * round(count(text) * knobs.tokens_per_cl100k)})

    async def ollama(request: Request) -> Response:
        knobs.ollama_requests.append(request.url.path)
        if knobs.ollama is None:
            return JSONResponse({"error": "not found"}, status_code=404)
        name = request.url.path.removeprefix("/api/")
        if name == "version":
            return JSONResponse({"version": knobs.ollama})
        if name == "show":
            asked = (await request.json()).get("model")
            if knobs.ollama_show_status != 200:
                return JSONResponse({"error": "not found"}, status_code=knobs.ollama_show_status)
            if asked.removesuffix(":latest") not in [m.removesuffix(":latest") for m in knobs.models]:
                return JSONResponse({"error": f"model '{asked}' not found"}, status_code=404)
            parameters = 'stop "<|im_end|>"\ntemperature 0.7'
            if knobs.ollama_num_ctx:
                parameters += f"\nnum_ctx {knobs.ollama_num_ctx}"
            return JSONResponse({"parameters": parameters, "model_info": {"qwen2.context_length": 32768}})
        if knobs.ollama_ps is not None:
            return JSONResponse({"models": knobs.ollama_ps})
        loaded = [{"name": knobs.models[0], "model": knobs.models[0], "context_length": knobs.ollama_loaded}]
        return JSONResponse({"models": loaded if knobs.ollama_loaded else []})

    async def lm_studio(request: Request) -> Response:
        knobs.lm_studio_requests.append(request.url.path)
        api = request.url.path.split("/")[2]
        if api not in knobs.lm_studio:
            return JSONResponse({"error": f"Unexpected endpoint or method. (GET {request.url.path})"}, status_code=404)
        loaded = knobs.lm_studio_loaded
        if api == "v0":
            entry: dict[str, Any] = {"id": knobs.models[0], "object": "model", "type": "llm", "arch": "qwen2",
                                     "compatibility_type": "gguf", "quantization": "Q4_K_M",
                                     "state": "loaded" if loaded else "not-loaded",
                                     "max_context_length": knobs.lm_studio_max}
            if loaded:
                entry["loaded_context_length"] = loaded
            embedding = {"id": "text-embedding-nomic-embed-text-v1.5", "object": "model", "type": "embeddings",
                         "state": "not-loaded", "max_context_length": 2048}
            return JSONResponse({"object": "list", "data": [embedding, entry]})
        instances = [{"id": knobs.models[0], "config": {"context_length": loaded, "flash_attention": True}}]
        return JSONResponse({"models": [
            {"type": "embedding", "key": "text-embedding-nomic-embed-text-v1.5", "loaded_instances": [],
             "max_context_length": 2048},
            {"type": "llm", "key": knobs.models[0], "display_name": "Fake",
             "loaded_instances": instances if loaded else [], "max_context_length": knobs.lm_studio_max,
             "format": "gguf"},
        ]})

    async def koboldcpp(request: Request) -> Response:
        if knobs.koboldcpp is None:
            return JSONResponse({"detail": "Not Found"}, status_code=404)
        return JSONResponse({"value": knobs.koboldcpp})

    async def completions(request: Request) -> Response:
        body = await request.json()
        knobs.requests.append(body)
        for name in knobs.refuses:
            if name in body and not (name == "temperature" and body[name] == 1):
                said = (f"Unsupported value: '{name}' does not support {body[name]} with this model. Only the "
                        "default (1) value is supported.") if name == "temperature" else (
                        f"Unsupported parameter: '{name}' is not supported with this model." +
                        (" Use 'max_completion_tokens' instead." if name == "max_tokens" else ""))
                if knobs.refuses_as == "azure":
                    said = f"Unrecognized request argument supplied: {name}"
                return JSONResponse({"error": {"message": said, "type": "invalid_request_error", "param": name,
                                               "code": "unsupported_parameter"}}, status_code=400)
        if knobs.loads_with:
            knobs.ollama_loaded = knobs.lm_studio_loaded = knobs.loads_with
        if knobs.prompt_limit and _prompt(body) > knobs.prompt_limit:  # vLLM's words
            said = (f"This model's maximum context length is {knobs.prompt_limit} tokens. However, your request "
                    f"has {_prompt(body)} input tokens. Please reduce the length of the input messages.")
            return JSONResponse({"error": {"message": said, "type": "BadRequestError"}}, status_code=400)
        if knobs.fail_status and (knobs.fail_count is None or knobs.failed < knobs.fail_count):
            knobs.failed += 1
            return Response(knobs.fail_body, status_code=knobs.fail_status, headers=knobs.fail_headers,
                            media_type="application/json")
        # Classification: JSON mode, or (on a retry without it) the classifier's own prompt.
        first = (body.get("messages") or [{}])[0].get("content", "")
        is_classification = "response_format" in body or first.startswith("You classify")
        text = knobs.classification if is_classification else knobs.reply
        if knobs.plain == "error":
            return JSONResponse({"error": {"message": "Model fake-model is loading", "type": "unavailable"}})
        if knobs.plain == "html":
            return Response("<html><head><title>Sign in - Gateway</title></head><body>Sign in</body></html>",
                            media_type="text/html")
        if not body.get("stream") or knobs.plain == "json":
            return JSONResponse({"id": "chatcmpl-fake", "object": "chat.completion", "model": MODEL,
                                 "choices": [{"index": 0, "finish_reason": "stop", "message": {
                                     "role": "assistant", "content": text}}],
                                 "usage": {"prompt_tokens": 10, "completion_tokens": len(text.split()),
                                           "total_tokens": 10 + len(text.split())}})
        return StreamingResponse(_stream(text, body, is_classification),
                                 media_type="application/json" if knobs.plain == "mislabelled" else "text/event-stream")

    async def set_knobs(request: Request) -> Response:
        """``POST /_knobs`` {name: value}: change knobs from another process (the bench)."""
        changes = await request.json()
        for name, value in changes.items():
            if name in Knobs.__dataclass_fields__ and not isinstance(getattr(knobs, name), list):
                setattr(knobs, name, value)
        if changes.get("reset_log"):
            knobs.requests.clear()
            knobs.cancelled.clear()
            knobs.authorizations.clear()
        return JSONResponse({"active": knobs.active, "requests": len(knobs.requests),
                             "cancelled": len(knobs.cancelled)})

    async def last_request(request: Request) -> Response:
        """``GET /_last``: the last completion request's body, to replay it directly (the bench)."""
        return JSONResponse(knobs.requests[-1] if knobs.requests else None)

    def _prompt(body: dict[str, Any]) -> int:
        from reverserag.tokens import count_messages

        return count_messages(body.get("messages") or [])

    def _reading(body: dict[str, Any]) -> float:
        return knobs.read_per_1k * _prompt(body) / 1000 if knobs.read_per_1k else 0.0

    async def _waiting(seconds: float) -> AsyncIterator[str]:
        """A wait of ``seconds``, with the pings ``ping_every`` asks for meanwhile."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            await asyncio.sleep(min(left, knobs.ping_every or left))
            if knobs.ping_every and end > time.monotonic():
                yield f": ping - {datetime.datetime.now()}\n\n"

    async def _stream(text: str, body: dict[str, Any], classify: bool) -> AsyncIterator[str]:
        knobs.active += 1
        try:
            async for ping in _waiting(_reading(body) + (knobs.classify_delay if classify else knobs.first_byte_delay)):
                yield ping
            yield _chunk({"role": "assistant", "content": ""})
            words = text.split(" ")
            pieces = [" ".join(words[i:i + knobs.chunk_size]) for i in
                      range(0, len(words), knobs.chunk_size)]
            finish = "stop"
            cap = body.get("max_completion_tokens") or body.get("max_tokens")
            thought = 0 if classify else knobs.reasons_unseen
            if cap and thought:
                thought = min(thought, cap)
                if len(pieces) > cap - thought:
                    pieces, finish = pieces[:cap - thought], "length"
            if knobs.max_tokens and body.get("max_tokens") and len(pieces) > body["max_tokens"]:
                pieces, finish = pieces[:body["max_tokens"]], "length"
            for n, piece in enumerate(pieces):
                if knobs.malformed and n == 1:
                    yield "data: {this is not json\n\n"
                if knobs.fail_after is not None and n == knobs.fail_after:
                    error = {"message": "fake failure mid-stream"}
                    yield {"chunk": f"data: {json.dumps({'error': error})}\n\n",
                           "field": f"error: {json.dumps({'code': 500, **error})}\n\n",
                           "event": f"event: error\ndata: {json.dumps(error)}\n\n"}[knobs.error_as]
                    return
                if knobs.blank_after is not None and n == knobs.blank_after:
                    yield "data:\n\n"
                if knobs.drop_after is not None and n == knobs.drop_after:
                    raise RuntimeError("fake upstream drops the connection")
                if knobs.stall_after is not None and n == knobs.stall_after:
                    async for ping in _waiting(3600):
                        yield ping
                if knobs.interrupt_after is not None and n == knobs.interrupt_after:
                    yield "data: [DONE]\n\n"
                    return
                yield _chunk({"content": piece + (" " if n < len(pieces) - 1 else "")})
                for other in range(1, knobs.choices):
                    yield _chunk({"content": piece.upper() + (" " if n < len(pieces) - 1 else "")}, index=other)
                if knobs.delay:
                    await asyncio.sleep(knobs.delay)
            yield _chunk({}, finish)
            if (body.get("stream_options") or {}).get("include_usage"):
                usage = {"prompt_tokens": 10, "completion_tokens": thought + len(pieces),
                         "total_tokens": 10 + thought + len(pieces)}
                yield f"data: {json.dumps({'id': 'x', 'choices': [], 'usage': usage})}\n\n"
            if knobs.hold_after_finish:
                await asyncio.sleep(3600)
            yield "data: [DONE]\n\n"
        except asyncio.CancelledError:
            knobs.cancelled.append(time.monotonic())
            raise
        finally:
            knobs.active -= 1

    return Starlette(routes=[
        Route("/v1/models", models, methods=["GET"]),
        Route("/v1/chat/completions", completions, methods=["POST"]),
        Route("/props", props, methods=["GET"]),
        Route("/extras/tokenize", tokenize, methods=["POST"]),
        Route("/api/version", ollama, methods=["GET"]),
        Route("/api/ps", ollama, methods=["GET"]),
        Route("/api/show", ollama, methods=["POST"]),
        Route("/api/v0/models", lm_studio, methods=["GET"]),
        Route("/api/extra/true_max_context_length", koboldcpp, methods=["GET"]),
        Route("/api/v1/models", lm_studio, methods=["GET"]),
        Route("/_knobs", set_knobs, methods=["POST"]),
        Route("/_last", last_request, methods=["GET"]),
    ], middleware=[Middleware(_Gate, knobs=knobs)])


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_healthy(url: str, process: subprocess.Popen[Any], timeout: float = 30) -> None:
    """Waits until the ``reverserag serve`` in ``process`` answers /healthz at ``url``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"reverserag serve exited with {process.returncode}")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"reverserag serve did not become healthy at {url}")


class ThreadedServer:
    """A uvicorn server in a background thread, for tests. It leaves the logging as it finds it (``log_config=None``,
    as ``reverserag serve`` does): uvicorn's own, applied as its config is made, put its handlers on the stderr of
    that moment and kept "uvicorn.access" from propagating, for every test after the one that built it."""

    def __init__(self, app: Any, port: int | None = None, **config: Any):
        self.port = port or free_port()
        config.setdefault("log_config", None)
        self.server = uvicorn.Server(uvicorn.Config(
            app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="on",
            proxy_headers=False,  # as `reverserag serve`: the app decides whom to believe
            **config,
        ))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> ThreadedServer:
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("server did not start")
            time.sleep(0.01)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


class FakeUpstream(ThreadedServer):
    def __init__(self, port: int | None = None):
        self.knobs = Knobs()
        super().__init__(build_app(self.knobs), port)

    @property
    def url(self) -> str:  # the OpenAI-style base, as a user would configure it
        return f"http://127.0.0.1:{self.port}/v1"

    def reset(self, **changes: Any) -> Knobs:
        fresh = Knobs(**changes)
        for name in fresh.__dataclass_fields__:
            if name != "active":  # streams of an earlier test may still be closing
                setattr(self.knobs, name, getattr(fresh, name))
        return self.knobs


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=9000)
    parser.add_argument("--delay", type=float, default=0.0)
    args = parser.parse_args()
    uvicorn.run(build_app(Knobs(delay=args.delay)), host="127.0.0.1", port=args.port,
                log_level="warning", backlog=4096)
