"""Any OpenAI-compatible ``/v1/chat/completions`` server: vLLM, Ollama, llama.cpp, OpenAI."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import re
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import httpx

from .. import __version__
from ..errors import UpstreamError
from ..page import Page
from ..session import Message
from ..settings import shown_address
from . import replies, windows
from .base import Finish, ModelInfo
from .classifier import Classified, Classifier
from .thinking import without_thinking
from .wire import (
    ConnectFailed,
    ConnectTimeout,
    Disconnected,
    Pool,
    ReadTimeout,
    WireError,
    without_credentials,
)

if TYPE_CHECKING:
    from ..metrics import Metrics
    from ..settings import Settings

log = logging.getLogger("reverserag.upstream")

# Retried once, before any byte of an answer: the upstream's gateway or server failing outright.
_RETRY_STATUSES = frozenset({500, 502, 503, 504})
# Parameters a server may refuse with a 400 that names them, and what to send instead (None: nothing).
_ADAPTABLE: dict[str, str | None] = {"max_tokens": "max_completion_tokens", "temperature": None,
                                     "stream_options": None}
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
        # A gateway's basic auth in the address (http://user:password@host/v1) is taken out of it and
        # sent with every request: left in, httpx sent it to /v1/models alone, and it was printed.
        # A key set as well wins: a request carries one Authorization, and the key was set for it.
        self.base, basic = without_credentials(settings.upstream_url.rstrip("/"))
        self.shown = shown_address(settings.upstream_url.rstrip("/"))  # for messages and the log
        self.auth = ({"Authorization": f"Bearer {settings.upstream_key}"} if settings.upstream_key
                     else {"Authorization": basic} if basic else {})
        self.settings = settings
        self.client = client
        self.headers = {"Accept": "text/event-stream", **self.auth}
        self.post_headers = {**self.headers, "Content-Type": "application/json",
                             "User-Agent": f"reverserag/{__version__}"}
        # For discovery's requests only; answers stream over ``self.wire``, with the read timeout.
        self.discovery_timeout = httpx.Timeout(
            min(settings.upstream_read_timeout, DISCOVERY_SECONDS), connect=settings.upstream_connect_timeout
        )
        self._model: ModelInfo | None = None
        self._model_lock = asyncio.Lock()
        self._unknown_until = 0.0
        # What is sent until a model is found: what was listed, if nothing that can chat (``_discover``).
        self._meanwhile = ModelInfo(settings.model or "default")
        self._recheck_at = float("inf")  # when to ask again for a window that was a guess
        self._refused: dict[str, str | None] = {}  # parameters this server refused: their new name, or None
        #: Requests to the model server under way (streams and classifications): a classification
        #: that began behind one may have waited its turn on a server of one slot (classifier.py).
        self.in_flight = 0
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
                return self._model or self._meanwhile
            try:
                async with asyncio.timeout(DISCOVERY_SECONDS):
                    info = await self._discover(fallback)
            except (httpx.HTTPError, ValueError, AttributeError, TimeoutError) as exc:
                # Not cached for good: the server may come up later; sessions go on with defaults.
                log.warning("could not read %s/models: %s", self.shown,
                            f"no answer within {DISCOVERY_SECONDS:g} s" if isinstance(exc, TimeoutError)
                            else exc.__class__.__name__)
                self._unknown_until = time.monotonic() + MODELS_RETRY_AFTER
                self._meanwhile = fallback
                return fallback
            if info is not None:
                self._model = info
                return info
            self._unknown_until = time.monotonic() + MODELS_RETRY_AFTER
            return self._meanwhile

    async def _discover(self, fallback: ModelInfo) -> ModelInfo | None:
        """The model ``/v1/models`` lists (the one set, else the first that can chat), with its window;
        None when none is set and nothing listed can chat (then ``_meanwhile`` is what to send)."""
        response = await self.client.get(f"{self.base}/models", headers=self.headers,
                                         timeout=self.discovery_timeout)
        response.raise_for_status()
        entries = [e for e in _listed(response) if isinstance(e, dict)]
        chosen = next((e for e in entries if e.get("id") == self.settings.model), None)
        if chosen is None and not self.settings.model:
            chosen = next((e for e in entries if _chats(e)), None)
            if chosen is None:
                # Nothing that can chat: Ollama before its first pull lists nothing, a server may list an
                # embedding model alone. Not kept: asked again after MODELS_RETRY_AFTER, as a listing that
                # failed is, so the model pulled later is found without a restart. Meanwhile the first
                # listed is sent all the same (``_NOT_CHAT`` goes by names, which may mislead, and the
                # server's refusal names it), else "default", as when the listing fails.
                skipped = [str(e.get("id")) for e in entries]
                found = windows.listed(entries[0]) if entries else None
                self._meanwhile = ModelInfo(skipped[0] if skipped else fallback.name,
                                            found.size if found else None, found.source if found else "")
                log.warning("%s/models lists no model that can chat%s, and REVERSERAG_MODEL is not set: sending "
                            "%s meanwhile, and asking again after %g s", self.shown,
                            f" ({', '.join(skipped[:5])}{', …' if len(skipped) > 5 else ''} cannot)" if skipped
                            else "", self._meanwhile.name, MODELS_RETRY_AFTER)
                return None
        info = fallback
        if chosen is not None:
            found, name = windows.listed(chosen), str(chosen.get("id") or info.name)
            info = ModelInfo(name, found.size, found.source) if found else ModelInfo(name)
        if not self.settings.context_window:  # else the listing's is not used
            info = _floored(info)
        if info.context_window is None and not self.settings.context_window:
            said = info.window_ignored
            info = await self._window(info, chosen or {})
            info = replace(info, window_ignored=info.window_ignored or said)
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
        return _floored(ModelInfo(info.name, found.size, found.source, found.guess))

    async def list_models(self) -> list[str]:
        """Every model id ``/v1/models`` lists, in its order, but those that cannot chat (``models.py`` caches it)."""
        return (await self.listing())[0]

    async def listing(self) -> tuple[list[str], list[str]]:
        """The model ids ``/v1/models`` lists, in its order: those that can chat, and those that cannot."""
        try:
            response = await self.client.get(
                f"{self.base}/models", headers=self.headers, timeout=self.discovery_timeout
            )
            response.raise_for_status()
            entries = _listed(response)
        except httpx.TransportError as exc:
            raise self._transport_error(exc) from None
        except httpx.HTTPStatusError as exc:
            raise UpstreamError(f"{self.shown}/models answered HTTP {exc.response.status_code}: it does not "
                                "list its models.", code="upstream_no_models") from None
        except (httpx.HTTPError, ValueError, AttributeError) as exc:
            raise UpstreamError(f"{self.shown}/models did not answer with a list of models "
                                f"({exc.__class__.__name__}).", code="upstream_no_models") from None
        ids = [(e.get("id"), _chats(e)) for e in entries if isinstance(e, dict)]
        named = [(i, chats) for i, chats in ids if isinstance(i, str) and i]
        return (list(dict.fromkeys(i for i, chats in named if chats)),
                list(dict.fromkeys(i for i, chats in named if not chats)))

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
        return replies.marked_when_cut(without_thinking(self._stream(body)))

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
        self.in_flight += 1
        try:
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
                        error = await replies.status_error(response)
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
                            for item in replies.whole(raw):
                                yield item
                            return
                        # An event stream labelled JSON (a proxy's slip): read as what it is.
                        async for item in replies.events(replies.once(raw)):
                            yield item
                        return
                    if kind == "text/html":  # a gateway's or a login page
                        raise UpstreamError(
                            "The model server answered a web page, not an event stream: "
                            f"{replies.said((await response.read(2000)).decode('utf-8', 'replace'))}",
                            code="upstream_bad_response")
                    async for item in replies.events(response.chunks(), self.settings.upstream_read_timeout):
                        said = True
                        yield item
                except WireError as exc:
                    raise self._transport_error(exc, mid_answer=said) from None
                finally:
                    await response.aclose()
                return
        finally:
            self.in_flight -= 1

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
                f"The model server at {self.shown} broke off the answer ({exc.__class__.__name__}).",
                code="upstream_unavailable",
            )
        if isinstance(exc, httpx.TimeoutException | ConnectTimeout | ReadTimeout):
            why = (f"it sent only keep-alive comments for {self.settings.upstream_read_timeout:g} s mid-answer"
                   if isinstance(exc, replies.Stalled) else exc.__class__.__name__)
            return UpstreamError(
                f"The model server at {self.shown} did not answer in time ({why}).",
                code="upstream_timeout", status=504,
            )
        return UpstreamError(  # with the system's reason: "Connection refused", "Too many open files"
            f"Cannot reach the model server at {self.shown} ({str(exc) or exc.__class__.__name__}).",
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

    async def classified(self, page: Page, *, timeout: float) -> Classified:
        """The same, with how the call ended (``reverserag check`` says it)."""
        return await self._classifier.classified(page, timeout=timeout)


def _floored(info: ModelInfo) -> ModelInfo:
    """``info`` without a window under ``windows.SMALLEST``, which a server may say (vLLM's
    ``--max-model-len 100``, a listing's typo): used, it left no room for any message (413 "room for
    0"), where the setting refuses it. What comes next stands instead: another source, else the default."""
    if info.context_window is None or info.context_window >= windows.SMALLEST:
        return info
    said = f"{info.context_window:,} tokens ({info.window_source})"
    log.warning("the model server says a context window of %s, under the %d a page needs: ignored (set "
                "REVERSERAG_CONTEXT_WINDOW to say it)", said, windows.SMALLEST)
    return ModelInfo(info.name, window_ignored=said)


def _listed(response: httpx.Response) -> list[Any]:
    """The entries of a ``/v1/models`` answer. Ollama with no model pulled lists ``"data": null``."""
    listing = response.json()
    entries = listing.get("data", False) if isinstance(listing, dict) else False
    if entries is None:
        return []
    if not isinstance(entries, list):
        raise ValueError("no data list")
    return entries
