"""What a model server sends back for a chat completion, read: its event stream (the words of the
first choice, then a :class:`Finish`), a reply sent whole as JSON, and what an error says, in a line
a visitor can read."""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import re
from collections.abc import AsyncIterator
from typing import Any

from .. import sentences
from ..errors import UpstreamError
from .base import Finish, close
from .sse import event_batches
from .wire import ReadTimeout, Response, WireError

_STATUS_CODES = {
    400: "upstream_bad_request",
    401: "upstream_auth",
    403: "upstream_auth",
    404: "upstream_not_found",
    413: "upstream_too_large",
    429: "upstream_rate_limited",
}

# OpenAI's words, then Azure OpenAI's ("Unrecognized request argument supplied: stream_options") and
# OpenAI's for a name it does not know ("Unknown parameter: 'stream_options'.").
_REFUSED = re.compile(r"(?:Unsupported (?:parameter|value)|Unknown parameter): '(\w+)'"
                      r"|Unrecognized request arguments? supplied: (\w+)")

#: Seconds to wait, once an answer's finish reason has come, for the usage and ``[DONE]``.
AFTER_FINISH_SECONDS = 2.0
#: How long to wait for the end of the body after ``[DONE]``: reading it returns the connection
#: to the pool (closing a half-read response would close the connection, and the next request
#: would pay for a new one).
DRAIN_SECONDS = 0.25


async def marked_when_cut(source: AsyncIterator[str | Finish]) -> AsyncIterator[str | Finish]:
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


async def once(raw: bytes) -> AsyncIterator[bytes]:
    yield raw


class Stalled(ReadTimeout):
    """The answer began, then no event came within the read timeout, only comments (pings)."""


async def events(chunks: AsyncIterator[bytes], stall: float | None = None) -> AsyncIterator[str | Finish]:
    """The answer in an event stream, the choice of index 0 only, then its :class:`Finish`. Once
    the finish reason has come, what may follow (the usage, ``[DONE]``) is waited for a moment, not
    the read timeout: a server that holds the stream open after the answer does not hold the visitor.
    A stream that ends with no finish reason was cut, whatever else it says (llama-cpp-python ends an
    answer so, ``[DONE]`` and all, when another request comes in): its words are kept, as a failure.

    Once the first word has come, ``stall`` seconds without an event raise :class:`Stalled`: the read
    timeout counts any byte, and llama-cpp-python pings every 15 s while a request is open, so one that
    hung mid-answer held the visitor for ever. Before the first word pings keep it waiting: a server of
    one slot pings while the request waits its turn, for minutes."""
    finish_reason: str | None = None
    usage: dict[str, int] = {}
    batches = event_batches(chunks)
    ended = begun = False
    while True:
        limit = AFTER_FINISH_SECONDS if ended else stall if begun else None
        try:
            async with asyncio.timeout(limit):
                batch = await anext(batches)
        except StopAsyncIteration:
            break
        except TimeoutError:
            if ended:
                break
            if not begun:
                raise
            raise Stalled(f"no event within {stall:g} s mid-answer, only comments") from None
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
                        begun = True
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
                            "reason: it stopped or broke off, or, on llama-cpp-python, another request interrupted it "
                            "(unless it runs with --interrupt_requests False).", code="upstream_cut")
    yield Finish(finish_reason, usage)


def whole(raw: bytes) -> list[str | Finish]:
    """A reply sent whole, as JSON, to a request for a stream: the completion (a server that
    ignores ``stream``), else the error it says, as the stream would have given them."""
    reply = _parsed(raw.decode("utf-8", "replace"))
    if not isinstance(reply, dict):
        raise UpstreamError(f"The model server answered JSON that is not an object, not an event stream: "
                            f"{raw[:120]!r}.", code="upstream_bad_response")
    if reply.get("error") or reply.get("object") == "error":
        raise UpstreamError(f"The model server answered with an error: {said(reply)}")
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


def said(error: Any) -> str:
    """What an error says, in a line: the message of OpenAI's ``{"error": {"message"}}``, of vLLM's
    ``{"object": "error", "message"}`` or of ``{"error": "…"}``; a web page's title, else its text."""
    if isinstance(error, str):
        page = _TITLE.search(error)
        text = page[1] if page else _TAG.sub(" ", error)
        return " ".join(html.unescape(text).split())[:300] or "no message"
    if isinstance(error, dict):
        inner = error.get("error")
        if isinstance(inner, dict | str) and inner:
            return said(inner)
        if isinstance(error.get("message"), str):
            return said(error["message"])
    return said(json.dumps(error, ensure_ascii=False))


_TITLE = re.compile(r"<title[^>]*>([^<]*)", re.IGNORECASE)
_TAG = re.compile(r"<[a-zA-Z/!][^>]*>")


def _failed_mid_answer(error: Any) -> UpstreamError:
    return UpstreamError(f"The model server failed mid-answer: {said(error)}")


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


async def status_error(response: Response) -> UpstreamError:
    try:
        raw = (await response.read(2000)).decode("utf-8", "replace")
    except WireError:
        raw = ""
    message = said(_parsed(raw))  # an empty body: "no message"
    wait = response.headers.get("retry-after", "").strip()
    if response.status == 429 and wait.isdigit():
        message += f" (it asks to wait {int(wait):,} s)"
    code = _STATUS_CODES.get(response.status, "upstream_error")
    failed = UpstreamError(f"The model server answered HTTP {response.status}: {message}", code=code, status=502)
    # Only a parameter refused as such, never one whose value was merely out of range ("max_tokens is too large").
    named = _REFUSED.search(message)
    failed.param = named and (named[1] or named[2])
    return failed
