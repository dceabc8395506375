"""Any OpenAI-compatible ``/v1/chat/completions`` server: vLLM, Ollama, llama.cpp, OpenAI."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

import httpx

from ..errors import UpstreamError
from ..page import Page
from ..session import Message
from .base import Finish, ModelInfo
from .sse import parse_events

if TYPE_CHECKING:
    from ..settings import Settings

log = logging.getLogger("reverserag.upstream")

# Keys under which servers report a model's context window in /v1/models.
_WINDOW_KEYS = ("max_model_len", "context_length", "context_window", "n_ctx", "max_context_length")

_STATUS_CODES = {
    400: "upstream_bad_request",
    401: "upstream_auth",
    403: "upstream_auth",
    404: "upstream_not_found",
    413: "upstream_too_large",
    429: "upstream_rate_limited",
}


def _window_of(entry: dict[str, Any]) -> int | None:
    for source in (entry, entry.get("meta") or {}):
        for key in (*_WINDOW_KEYS, "n_ctx_train"):
            value = source.get(key) if isinstance(source, dict) else None
            if isinstance(value, int) and not isinstance(value, bool) and value > 0:
                return value
    return None


class UpstreamEngine:
    name = "upstream"

    def __init__(self, settings: Settings, client: httpx.AsyncClient):
        assert settings.upstream_url
        self.base = settings.upstream_url.rstrip("/")
        self.settings = settings
        self.client = client
        self.headers = {"Accept": "text/event-stream"}
        if settings.upstream_key:
            self.headers["Authorization"] = f"Bearer {settings.upstream_key}"
        self.timeout = httpx.Timeout(
            settings.upstream_read_timeout, connect=settings.upstream_connect_timeout
        )
        self._model: ModelInfo | None = None

    async def model(self) -> ModelInfo:
        if self._model is not None:
            return self._model
        info = ModelInfo(self.settings.model or "default", None)
        try:
            response = await self.client.get(
                f"{self.base}/models", headers=self.headers, timeout=self.timeout
            )
            response.raise_for_status()
            entries = [e for e in response.json().get("data", []) if isinstance(e, dict)]
            chosen = next((e for e in entries if e.get("id") == self.settings.model), None)
            if chosen is None and entries and not self.settings.model:
                chosen = entries[0]
            if chosen is not None:
                info = ModelInfo(str(chosen.get("id") or info.name), _window_of(chosen))
            self._model = info
        except (httpx.HTTPError, ValueError, AttributeError) as exc:
            # Not cached: the server may come up later; this session goes on with defaults.
            log.warning("could not read %s/models: %s", self.base, exc.__class__.__name__)
        return info

    async def stream(
        self, messages: Sequence[Message], *, task: str = "chat", max_tokens: int | None = None
    ) -> AsyncIterator[str | Finish]:
        body: dict[str, Any] = {
            "model": (await self.model()).name,
            "messages": list(messages),
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if max_tokens:
            body["max_tokens"] = max_tokens
        async for item in self._stream(body):
            yield item

    async def _stream(self, body: dict[str, Any]) -> AsyncIterator[str | Finish]:
        finish_reason, usage = "stop", {}
        try:
            async with self.client.stream(
                "POST", f"{self.base}/chat/completions", json=body, headers=self.headers,
                timeout=self.timeout,
            ) as response:
                if response.status_code >= 400:
                    raise await _status_error(response)
                async for event in parse_events(response.aiter_lines()):
                    if event.data.strip() == "[DONE]":
                        break
                    chunk = _decode(event.data)
                    if isinstance(chunk.get("usage"), dict):
                        usage = {k: v for k, v in chunk["usage"].items() if isinstance(v, int)}
                    for choice in chunk.get("choices") or []:
                        if not isinstance(choice, dict):
                            continue
                        delta = choice.get("delta") or {}
                        text = delta.get("content") if isinstance(delta, dict) else None
                        if isinstance(text, str) and text:
                            yield text
                        if choice.get("finish_reason"):
                            finish_reason = str(choice["finish_reason"])
        except httpx.TimeoutException as exc:
            raise UpstreamError(
                f"The model server at {self.base} did not answer in time ({exc.__class__.__name__}).",
                code="upstream_timeout", status=504,
            ) from None
        except httpx.HTTPError as exc:
            raise UpstreamError(
                f"Cannot reach the model server at {self.base} ({exc.__class__.__name__}).",
                code="upstream_unavailable",
            ) from None
        yield Finish(finish_reason, usage)

    async def complete(self, messages: Sequence[Message], **extra: Any) -> str:
        body = {"model": (await self.model()).name, "messages": list(messages), "stream": True,
                **extra}
        parts = [item async for item in self._stream(body) if isinstance(item, str)]
        return "".join(parts)

    async def classify(self, page: Page, *, timeout: float) -> dict[str, Any] | None:
        from .. import classify

        messages = classify.classification_messages(page)

        async def ask() -> str:
            try:
                return await self.complete(
                    messages, response_format={"type": "json_object"}, temperature=0
                )
            except UpstreamError as exc:
                if exc.code != "upstream_bad_request":
                    raise
                return await self.complete(messages, temperature=0)  # no JSON mode there

        try:
            text = await asyncio.wait_for(ask(), timeout)
        except (TimeoutError, UpstreamError) as exc:
            log.warning("classification skipped: %s", exc.__class__.__name__)
            return None
        return classify.parse(text)


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
        error = chunk["error"]
        message = error.get("message") if isinstance(error, dict) else str(error)
        raise UpstreamError(f"The model server failed mid-answer: {str(message)[:300]}")
    return chunk


async def _status_error(response: httpx.Response) -> UpstreamError:
    raw = (await response.aread())[:2000].decode("utf-8", "replace")
    message = raw
    try:
        error = json.loads(raw).get("error")
        message = error.get("message", raw) if isinstance(error, dict) else str(error or raw)
    except (ValueError, AttributeError):
        pass
    code = _STATUS_CODES.get(response.status_code, "upstream_error")
    return UpstreamError(
        f"The model server answered HTTP {response.status_code}: {message.strip()[:300]}",
        code=code, status=502,
    )
