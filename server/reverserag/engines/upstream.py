"""Any OpenAI-compatible ``/v1/chat/completions`` server: vLLM, Ollama, llama.cpp, OpenAI."""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import logging
import random
import re
import time
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

import httpx

from .. import __version__, sentences
from ..errors import UpstreamError
from ..page import Page
from ..session import Message
from . import windows
from .base import Finish, ModelInfo, close
from .classifier import Classifier
from .sse import event_batches
from .thinking import without_thinking
from .wire import (
    ConnectFailed,
    ConnectTimeout,
    Disconnected,
    Pool,
    ReadTimeout,
    Response,
    WireError,
)

if TYPE_CHECKING:
    from ..metrics import Metrics
    from ..settings import Settings

log = logging.getLogger("reverserag.upstream")

_STATUS_CODES = {
    400: "upstream_bad_request",
    401: "upstream_auth",
    403: "upstream_auth",
    404: "upstream_not_found",
    413: "upstream_too_large",
    429: "upstream_rate_limited",
}


# Retried once, before any byte of an answer: the upstream's gateway or server failing outright.
_RETRY_STATUSES = frozenset({500, 502, 503, 504})
# Parameters a server may refuse with a 400 that names them, and what to send instead (None: nothing).
_ADAPTABLE: dict[str, str | None] = {"max_tokens": "max_completion_tokens", "temperature": None,
                                     "stream_options": None}
# OpenAI's words, then Azure OpenAI's ("Unrecognized request argument supplied: stream_options") and
# OpenAI's for a name it does not know ("Unknown parameter: 'stream_options'.").
_REFUSED = re.compile(r"(?:Unsupported (?:parameter|value)|Unknown parameter): '(\w+)'"
                      r"|Unrecognized request arguments? supplied: (\w+)")
# Failures that leave no answer behind: refused or reset connections, a server that closed a pooled
# connection before answering. Not a read timeout: the upstream may be working, and a retry would
# double the wait.
_RETRYABLE = (ConnectFailed, ConnectTimeout, Disconnected)
RETRY_PAUSE = (0.05, 0.25)
#: Seconds before ``/v1/models`` is asked again after it failed.
MODELS_RETRY_AFTER = 10.0
#: The most seconds finding the model and its window may take (``/v1/models`` and the servers' own
#: APIs, all told): sessions wait on it, so a server that hangs there must not hold them for the
#: read timeout, which is sized for answers.
DISCOVERY_SECONDS = 10.0
#: Seconds until Ollama or LM Studio is asked again for a window it could not tell before the model was loaded.
WINDOW_RECHECK_AFTER = 30.0


_to_json = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
#: The most of a reply sent whole (JSON) that is read.
WHOLE_REPLY_BYTES = 1 << 20
#: Seconds to wait, once an answer's finish reason has come, for the usage and ``[DONE]``.
AFTER_FINISH_SECONDS = 2.0
#: How long to wait for the end of the body after ``[DONE]``: reading it returns the connection
#: to the pool (closing a half-read response would close the connection, and the next request
#: would pay for a new one).
DRAIN_SECONDS = 0.25


async def _marked_when_cut(source: AsyncIterator[str | Finish]) -> AsyncIterator[str | Finish]:
    """``source`` with "…" after its text when the model ran out of tokens mid-sentence
    (``finish_reason: "length"``), so the visitor sees that the answer was cut, not finished; and an
    error, not an empty answer, when it ended without a word (space before the first is held)."""
    last = held = ""
    try:
        async for item in source:
            if isinstance(item, Finish):
                if not last:
                    raise _wordless(item)
                if item.finish_reason == "length" and not sentences.ends(last):
                    yield "\u2026"
            elif item.strip():
                item, last, held = held + item, item, ""
            elif not last:
                held += item
                continue
            yield item
    finally:
        await close(source)


def _wordless(finish: Finish) -> UpstreamError:
    """What to say of an answer that ended before its first word."""
    if finish.finish_reason == "length":
        # OpenAI's o-series and GPT-5 think unseen, within max_completion_tokens, and send nothing of it.
        spent = finish.usage.get("completion_tokens") if finish.usage else None
        return UpstreamError(
            f"The model spent all {f'{spent:,} ' if isinstance(spent, int) else ''}of its answer's tokens "
            "before writing a word: a model that reasons unseen thinks within them. Ask again; if it keeps "
            "happening, give it room to think (REVERSERAG_REASONING_TOKENS).",
            code="upstream_reasoning_only",
        )
    return UpstreamError(f"The model ended its answer without writing a word (finish_reason "
                         f"{finish.finish_reason!r}). Ask again.", code="upstream_empty")


async def _drain(rest: AsyncIterator[object]) -> None:
    with contextlib.suppress(TimeoutError, WireError):
        async with asyncio.timeout(DRAIN_SECONDS):
            async for _ in rest:
                pass


#: Models that ``/v1/chat/completions`` does not serve, by the words in their ids: embedding and
#: reranking models (LM Studio, Ollama, llama.cpp and vLLM list them beside chat models), and the
#: speech, image, video and moderation models OpenAI, Groq and Mistral list (``whisper-1``,
#: ``gpt-4o-mini-tts``, ``dall-e-3``, ``gpt-image-1``, ``sora-2``, ``omni-moderation-latest``,
#: ``gpt-4o-transcribe``, ``gpt-realtime``, the completion-only ``davinci-002``). OCR models are
#: not among them: most (``deepseek-ocr``, ``olmocr``) are vision models that chat.
_NOT_CHAT = re.compile(r"embed|rerank|whisper|(?:^|[-_/:.])tts(?:$|[-_:.])|dall-e|gpt-image|(?:^|[-_/])sora(?:$|[-_])"
                       r"|moderation|transcribe|realtime|^(?:davinci|babbage)-002$", re.IGNORECASE)


def _chats(entry: dict[str, Any]) -> bool:
    """Whether a ``/v1/models`` entry can chat, as far as its listing says: not by its ``type``
    (LM Studio's own listing says ``embeddings``) nor its id (``_NOT_CHAT``)."""
    return not str(entry.get("type", "")).startswith("embedding") and not _NOT_CHAT.search(str(entry.get("id", "")))


class UpstreamEngine:
    name = "upstream"

    def __init__(self, settings: Settings, client: httpx.AsyncClient, metrics: Metrics | None = None,
                 wire: Pool | None = None):
        assert settings.upstream_url
        self.metrics = metrics
        # The app passes its pool (kept-alive connections); alone, one connection per answer.
        self.wire = wire or Pool(connect_timeout=settings.upstream_connect_timeout,
                                 read_timeout=settings.upstream_read_timeout, keep_alive=False)
        self.base = settings.upstream_url.rstrip("/")
        self.settings = settings
        self.client = client
        self.headers = {"Accept": "text/event-stream"}
        if settings.upstream_key:
            self.headers["Authorization"] = f"Bearer {settings.upstream_key}"
        self.post_headers = {**self.headers, "Content-Type": "application/json",
                             "User-Agent": f"reverserag/{__version__}"}
        # For discovery's requests only; answers stream over ``self.wire``, with the read timeout.
        self.discovery_timeout = httpx.Timeout(
            min(settings.upstream_read_timeout, DISCOVERY_SECONDS), connect=settings.upstream_connect_timeout
        )
        self._model: ModelInfo | None = None
        self._model_lock = asyncio.Lock()
        self._unknown_until = 0.0
        self._recheck_at = float("inf")  # when to ask again for a window that was a guess
        self._refused: dict[str, str | None] = {}  # parameters this server refused: their new name, or None
        self._classifier = Classifier(self, metrics, settings.reasoning_tokens)
        self._rechecking: asyncio.Task[None] | None = None

    async def model(self) -> ModelInfo:
        if self._model is not None:
            if time.monotonic() >= self._recheck_at and self._rechecking is None:
                # A window that was a guess is asked for again beside the requests, never in their way.
                self._recheck_at = float("inf")
                self._rechecking = asyncio.create_task(self._recheck(self._model))
            return self._model
        fallback = ModelInfo(self.settings.model or "default", None)
        if self.settings.model and self.settings.context_window:
            return fallback  # both set: nothing to find out, and no request for sessions to wait on
        # One request, however many sessions start at once; after a failure, none for a while.
        async with self._model_lock:
            if self._model is not None or time.monotonic() < self._unknown_until:
                return self._model or fallback
            try:
                async with asyncio.timeout(DISCOVERY_SECONDS):
                    self._model = await self._discover(fallback)
                return self._model
            except (httpx.HTTPError, ValueError, AttributeError, TimeoutError) as exc:
                # Not cached for good: the server may come up later; sessions go on with defaults.
                log.warning("could not read %s/models: %s", self.base,
                            f"no answer within {DISCOVERY_SECONDS:g} s" if isinstance(exc, TimeoutError)
                            else exc.__class__.__name__)
                self._unknown_until = time.monotonic() + MODELS_RETRY_AFTER
                return fallback

    async def _discover(self, fallback: ModelInfo) -> ModelInfo:
        """The model ``/v1/models`` lists (the one set, else the first that can chat), with its window."""
        response = await self.client.get(f"{self.base}/models", headers=self.headers,
                                         timeout=self.discovery_timeout)
        response.raise_for_status()
        entries = [e for e in _listed(response) if isinstance(e, dict)]
        chosen = next((e for e in entries if e.get("id") == self.settings.model), None)
        if chosen is None and entries and not self.settings.model:
            chosen = next((e for e in entries if _chats(e)), entries[0])
        info = fallback
        if chosen is not None:
            found, name = windows.listed(chosen), str(chosen.get("id") or info.name)
            info = ModelInfo(name, found.size, found.source) if found else ModelInfo(name)
        if info.context_window is None and not self.settings.context_window:
            info = await self._window(info, chosen or {})
        return info

    async def _recheck(self, guessed: ModelInfo) -> None:
        try:
            found = await self._window(ModelInfo(guessed.name), {}, again=True)
            if found.context_window is not None:
                self._model = found
        except Exception:  # a task of its own: what it raises would reach no one
            log.exception("asking the upstream again for %s's context window failed", guessed.name)
        finally:
            self._rechecking = None

    async def _window(self, info: ModelInfo, entry: dict[str, Any], *, again: bool = False) -> ModelInfo:
        """``info`` with the window of a server whose ``/v1/models`` does not say it (engines/windows.py)."""
        trained = windows.trained(entry)
        found: windows.Window | None = None
        asked = (self.client, self.base)
        timeout = self.discovery_timeout
        if trained is not None:  # llama-server
            found = await windows.llama_cpp(*asked, trained, self.headers, timeout)
        if found is None:
            found = await windows.ollama(*asked, info.name, self.headers, timeout, again=again)
        if found is None:
            found = await windows.lm_studio(*asked, info.name, self.headers, timeout, again=again)
        if found is None:
            found = await windows.koboldcpp(*asked, self.headers, timeout)
        if found is None:
            return info
        if found.guess:  # a guess until the model is loaded: asked again then
            self._recheck_at = time.monotonic() + WINDOW_RECHECK_AFTER
        return ModelInfo(info.name, found.size, found.source, found.guess)

    async def list_models(self) -> list[str]:
        """Every model id ``/v1/models`` lists, in its order, but those that cannot chat (``models.py`` caches it)."""
        try:
            response = await self.client.get(
                f"{self.base}/models", headers=self.headers, timeout=self.discovery_timeout
            )
            response.raise_for_status()
            entries = _listed(response)
        except httpx.TransportError as exc:
            raise self._transport_error(exc) from None
        except httpx.HTTPStatusError as exc:
            raise UpstreamError(f"{self.base}/models answered HTTP {exc.response.status_code}: it does not "
                                "list its models.", code="upstream_no_models") from None
        except (httpx.HTTPError, ValueError, AttributeError) as exc:
            raise UpstreamError(f"{self.base}/models did not answer with a list of models "
                                f"({exc.__class__.__name__}).", code="upstream_no_models") from None
        ids = (e.get("id") for e in entries if isinstance(e, dict) and _chats(e))
        return list(dict.fromkeys(i for i in ids if isinstance(i, str) and i))

    def stream(
        self, messages: Sequence[Message], *, task: str = "chat", max_tokens: int | None = None,
        model: str | None = None,
    ) -> AsyncIterator[str | Finish]:
        body: dict[str, Any] = {
            "model": model,  # None: the engine's own, resolved when the stream starts
            "messages": list(messages),
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if max_tokens:
            body["max_tokens"] = max_tokens
        return _marked_when_cut(without_thinking(self._stream(body)))

    def _adapted(self, body: dict[str, Any]) -> dict[str, Any]:
        """``body`` as this server takes it: the parameters it refused renamed or left out."""
        out = dict(body)
        for name, instead in self._refused.items():
            if name in out:
                value = out.pop(name)
                if instead:
                    out[instead] = value
        return out

    def _learn(self, error: UpstreamError, body: dict[str, Any]) -> bool:
        """Whether a 400 refused a parameter this engine can do without (or send by another name),
        now remembered for every request after: OpenAI's GPT-5 and o-series models refuse
        ``max_tokens`` ("Use 'max_completion_tokens' instead") and any ``temperature`` but 1."""
        name = error.param
        if name is None or name not in _ADAPTABLE or name in self._refused or name not in self._adapted(body):
            return False
        self._refused[name] = _ADAPTABLE[name]
        log.warning("the model server refused %s: %s from now on", name,
                    f"sent as {_ADAPTABLE[name]}" if _ADAPTABLE[name] else "left out")
        return True

    async def _stream(self, body: dict[str, Any]) -> AsyncIterator[str | Finish]:
        if body.get("model") is None:
            body["model"] = (await self.model()).name
        url = f"{self.base}/chat/completions"
        attempt = 0
        while attempt < 2:
            attempt += 1
            payload = _to_json(self._adapted(body)).encode()
            try:
                response = await self.wire.post(url, payload, self.post_headers)
            except _RETRYABLE as exc:  # nothing came back, so asking again cannot repeat a word
                if attempt == 1:
                    await self._pause(exc.__class__.__name__)
                    continue
                raise self._transport_error(exc) from None
            except WireError as exc:
                raise self._transport_error(exc) from None
            said = False
            try:
                if response.status >= 400:
                    error = await _status_error(response)
                    if response.status == 400 and self._learn(error, body):
                        attempt -= 1  # not a retry: the same request, as this server takes it
                        continue
                    if attempt == 1 and response.status in _RETRY_STATUSES:
                        await self._pause(error.code)
                        continue
                    raise error
                # From here on the upstream has answered: never retried, whatever happens.
                kind = response.headers.get("content-type", "").partition(";")[0].strip().lower()
                if kind == "application/json":  # `stream` ignored, or an error in a 200
                    raw = await response.read(WHOLE_REPLY_BYTES)
                    if not raw.lstrip().startswith(b"data:"):
                        for item in _whole(raw):
                            yield item
                        return
                    # An event stream labelled JSON (a proxy's slip): read as what it is.
                    async for item in _events(_once(raw)):
                        yield item
                    return
                if kind == "text/html":  # a gateway's or a login page
                    raise UpstreamError(
                        "The model server answered a web page, not an event stream: "
                        f"{_said((await response.read(2000)).decode('utf-8', 'replace'))}",
                        code="upstream_bad_response")
                async for item in _events(response.chunks()):
                    said = True
                    yield item
            except WireError as exc:
                raise self._transport_error(exc, mid_answer=said) from None
            finally:
                await response.aclose()
            return

    async def _pause(self, why: str) -> None:
        """The one retry: after a jittered pause, so replicas that failed together do not retry
        together."""
        log.warning("upstream failed before answering; retrying once", extra={"reason": why})
        if self.metrics is not None:
            self.metrics.upstream_retries += 1
        await asyncio.sleep(random.uniform(*RETRY_PAUSE))

    def _transport_error(self, exc: Exception, *, mid_answer: bool = False) -> UpstreamError:
        if mid_answer and not isinstance(exc, ReadTimeout):
            return UpstreamError(
                f"The model server at {self.base} broke off the answer ({exc.__class__.__name__}).",
                code="upstream_unavailable",
            )
        if isinstance(exc, httpx.TimeoutException | ConnectTimeout | ReadTimeout):
            return UpstreamError(
                f"The model server at {self.base} did not answer in time ({exc.__class__.__name__}).",
                code="upstream_timeout", status=504,
            )
        return UpstreamError(  # with the system's reason: "Connection refused", "Too many open files"
            f"Cannot reach the model server at {self.base} ({str(exc) or exc.__class__.__name__}).",
            code="upstream_unavailable",
        )

    async def complete(self, messages: Sequence[Message], parts: list[str] | None = None, **extra: Any) -> str:
        """The whole reply to ``messages``; its pieces also go to ``parts`` as they come, for a caller
        that may stop waiting before the end."""
        body = {"model": (await self.model()).name, "messages": list(messages), "stream": True,
                **extra}
        parts = [] if parts is None else parts
        async for item in self._stream(body):
            if isinstance(item, str):
                parts.append(item)
        return "".join(parts)

    async def classify(self, page: Page, *, timeout: float) -> dict[str, Any] | None:
        """The model's classification of ``page``, once for all its sessions (``classifier.py``)."""
        return await self._classifier.classify(page, timeout=timeout)


def _listed(response: httpx.Response) -> list[Any]:
    """The entries of a ``/v1/models`` answer. Ollama with no model pulled lists ``"data": null``."""
    listing = response.json()
    entries = listing.get("data", False) if isinstance(listing, dict) else False
    if entries is None:
        return []
    if not isinstance(entries, list):
        raise ValueError("no data list")
    return entries


async def _once(raw: bytes) -> AsyncIterator[bytes]:
    yield raw


async def _events(chunks: AsyncIterator[bytes]) -> AsyncIterator[str | Finish]:
    """The answer in an event stream, the choice of index 0 only, then its :class:`Finish`. Once
    the finish reason has come, what may follow (the usage, ``[DONE]``) is waited for a moment, not
    the read timeout: a server that holds the stream open after the answer does not hold the visitor.
    A stream that ends with no finish reason was cut, whatever else it says (llama-cpp-python ends an
    answer so, ``[DONE]`` and all, when another request comes in): its words are kept, as a failure."""
    finish_reason: str | None = None
    usage: dict[str, int] = {}
    batches = event_batches(chunks)
    ended = False
    while True:
        try:
            if ended:
                async with asyncio.timeout(AFTER_FINISH_SECONDS):
                    batch = await anext(batches)
            else:
                batch = await anext(batches)
        except StopAsyncIteration:
            break
        except TimeoutError:
            if not ended:
                raise
            break
        texts: list[str] = []
        done = False
        try:
            for event in batch:
                if event.event == "error":  # `event: error` (gateways), or llama.cpp's `error:` line
                    raise _failed_mid_answer(_parsed(event.data))
                data = event.data.strip()
                if not data:  # an empty event says nothing
                    continue
                if data == "[DONE]":
                    done = True
                    break
                chunk = _decode(data)
                if isinstance(chunk.get("usage"), dict):
                    usage = {k: v for k, v in chunk["usage"].items() if isinstance(v, int)}
                for choice in chunk.get("choices") or []:
                    if not isinstance(choice, dict) or choice.get("index", 0) != 0:  # n > 1: the first only
                        continue
                    delta = choice.get("delta") or {}
                    text = delta.get("content") if isinstance(delta, dict) else None
                    if isinstance(text, str) and text:
                        texts.append(text)
                    if choice.get("finish_reason"):
                        finish_reason, ended = str(choice["finish_reason"]), True
        except UpstreamError:
            for text in texts:  # what came before the failure is still the visitor's
                yield text
            raise
        for text in texts:
            yield text
        if done:
            await _drain(batches)
            break
    if finish_reason is None:
        raise UpstreamError("The model server ended the answer before it was finished: its stream gave no finish "
                            "reason (llama-cpp-python does so when another request interrupts one: run it with "
                            "--interrupt_requests False).", code="upstream_cut")
    yield Finish(finish_reason, usage)


def _whole(raw: bytes) -> list[str | Finish]:
    """A reply sent whole, as JSON, to a request for a stream: the completion (a server that
    ignores ``stream``), else the error it says, as the stream would have given them."""
    reply = _parsed(raw.decode("utf-8", "replace"))
    if not isinstance(reply, dict):
        raise UpstreamError(f"The model server answered JSON that is not an object, not an event stream: "
                            f"{raw[:120]!r}.", code="upstream_bad_response")
    if reply.get("error") or reply.get("object") == "error":
        raise UpstreamError(f"The model server answered with an error: {_said(reply)}")
    choice = next((c for c in reply.get("choices") or [] if isinstance(c, dict) and c.get("index", 0) == 0), {})
    message = choice.get("message")
    text = message.get("content") if isinstance(message, dict) else None
    if not isinstance(text, str):
        raise UpstreamError("The model server answered JSON that is neither an event stream nor a completion: "
                            f"{raw[:120]!r}.", code="upstream_bad_response")
    usage = reply.get("usage")
    counts = {k: v for k, v in usage.items() if isinstance(v, int)} if isinstance(usage, dict) else {}
    finish = Finish(str(choice.get("finish_reason") or "stop"), counts)
    return [text, finish] if text else [finish]


def _parsed(text: str) -> Any:
    """``text`` as JSON, or as itself when it is not JSON."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def _said(error: Any) -> str:
    """What an error says, in a line: the message of OpenAI's ``{"error": {"message"}}``, of vLLM's
    ``{"object": "error", "message"}`` or of ``{"error": "…"}``; a web page's title, else its text."""
    if isinstance(error, str):
        page = _TITLE.search(error)
        text = page[1] if page else _TAG.sub(" ", error)
        return " ".join(html.unescape(text).split())[:300] or "no message"
    if isinstance(error, dict):
        inner = error.get("error")
        if isinstance(inner, dict | str) and inner:
            return _said(inner)
        if isinstance(error.get("message"), str):
            return _said(error["message"])
    return _said(json.dumps(error, ensure_ascii=False))


_TITLE = re.compile(r"<title[^>]*>([^<]*)", re.IGNORECASE)
_TAG = re.compile(r"<[a-zA-Z/!][^>]*>")


def _failed_mid_answer(error: Any) -> UpstreamError:
    return UpstreamError(f"The model server failed mid-answer: {_said(error)}")


def _decode(data: str) -> dict[str, Any]:
    try:
        chunk = json.loads(data)
    except ValueError:
        raise UpstreamError(
            f"The model server sent a chunk that is not JSON: {data[:120]!r}.",
            code="upstream_bad_response",
        ) from None
    if not isinstance(chunk, dict):
        raise UpstreamError(
            f"The model server sent a chunk that is not an object: {data[:120]!r}.",
            code="upstream_bad_response",
        )
    if chunk.get("error"):
        raise _failed_mid_answer(chunk)
    return chunk


async def _status_error(response: Response) -> UpstreamError:
    try:
        raw = (await response.read(2000)).decode("utf-8", "replace")
    except WireError:
        raw = ""
    message = _said(_parsed(raw))  # an empty body: "no message"
    wait = response.headers.get("retry-after", "").strip()
    if response.status == 429 and wait.isdigit():
        message += f" (it asks to wait {int(wait):,} s)"
    code = _STATUS_CODES.get(response.status, "upstream_error")
    failed = UpstreamError(f"The model server answered HTTP {response.status}: {message}", code=code, status=502)
    # Only a parameter refused as such, never one whose value was merely out of range ("max_tokens is too large").
    named = _REFUSED.search(message)
    failed.param = named and (named[1] or named[2])
    return failed
