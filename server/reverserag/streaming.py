"""Turn an engine's stream into the contract's SSE events: ``token``, ``done`` and ``error``.

Once the response has started, every failure becomes an ``error`` event: the browser always
learns why a stream ended, and the connection is never just dropped. A stream holds its
session's lock (one stream per session, across replicas) until it is over and its text is kept.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from typing import Any

from sse_starlette import EventSourceResponse
from starlette.background import BackgroundTask
from starlette.requests import Request
from starlette.responses import Response

from . import addresses, citations, context, sentences
from .drain import Drain
from .engines import Finish
from .engines.base import close, through
from .errors import Conflict, RateLimited, ReverseRagError, Unavailable
from .metrics import Metrics
from .session import Session
from .stores.base import StreamLock

log = logging.getLogger("reverserag.stream")

#: Called once the answer is over: (text, finish_reason). Also called with the partial text when
#: the browser goes away, so what the visitor saw is what the history keeps.
OnComplete = Callable[[str, str], Awaitable[None]]
#: Charges streamed tokens to a budget; raises :class:`RateLimited` once it is spent.
Charge = Callable[[int], Awaitable[None]]
CHARGE_EVERY = 32
#: Items the reader may get ahead of the browser before the upstream is made to wait.
READ_AHEAD = 256
SHUTDOWN_MESSAGE = "The server is restarting and could not finish this answer; ask again."


# One encoder, made once: json.dumps with any non-default option builds a new one per call.
_to_json = json.JSONEncoder(ensure_ascii=False).encode


def encode(name: str, payload: dict[str, Any]) -> bytes:
    """One SSE event, ready for the wire (JSON never holds a raw line break)."""
    return b"event: %s\r\ndata: %s\r\n\r\n" % (name.encode(), _to_json(payload).encode())


def encode_token(text: str) -> bytes:
    """``encode("token", {"text": text})``, on the hot path: a fifteenth of the time."""
    return b'event: token\r\ndata: {"text": %s}\r\n\r\n' % encode_basestring(text).encode()


class _Failed:
    def __init__(self, error: Exception):
        self.error = error


_END = object()
# asyncio holds tasks weakly: a reader whose stream is gone must live on until its cancellation
# has closed the upstream request, or it is collected half-way and the upstream never hears.
_READERS: set[asyncio.Task[None]] = set()


async def _read_ahead(source: AsyncIterator[str | Finish], queue: asyncio.Queue[Any]) -> None:
    """Pull the engine's items into ``queue`` as fast as they come: when the browser's side is the
    slower one, what piles up goes out in one write instead of one write per token."""
    try:
        async for item in source:
            await queue.put(item)
    except Exception as exc:  # handed to the writer, which turns it into an event
        await queue.put(_Failed(exc))
    else:
        await queue.put(_END)
    finally:
        # Cancelled while waiting for room (the browser lagging, or gone): the cancel did not pass
        # through the source, so it is closed here, or the upstream request runs on until collected.
        await close(source)


async def capped(source: AsyncIterator[str | Finish], chars: int, slack: int) -> AsyncIterator[str | Finish]:
    """``source``, ended with a ``length`` finish once its text passes ``chars`` characters: at the
    first sentence end after that, or at ``chars + slack`` if none comes. The model stops there
    too: ``source`` is closed, which cancels its upstream request."""
    sent = 0
    try:
        async for item in source:
            if isinstance(item, Finish):
                yield item
                return
            if sent >= chars:
                end = sentences.END.search(item)
                if end or sent + len(item) >= chars + slack:
                    if end:
                        yield item[:end.end()]
                    yield Finish("length", {})
                    return
            sent += len(item)
            yield item
    finally:
        await close(source)


def _stop(reader: asyncio.Task[None]) -> None:
    # Once: a second cancel would land in the reader's cleanup (httpcore shields it from anyio's
    # cancel scopes, not from Task.cancel) and leave the upstream connection open.
    if not reader.done() and not reader.cancelling():
        reader.cancel()


class Stream:
    """One answer on its way to the browser."""

    def __init__(self, source: AsyncIterator[str | Finish], on_complete: OnComplete, *,
                 metrics: Metrics, drain: Drain, lock: StreamLock, charge: Charge | None = None,
                 on_finish: Callable[[], None] | None = None, from_model: bool = True):
        self.source = source
        #: False for what the model does not write (a greeting replayed from the history, the finish
        #: of a site without one): not counted with the model's streams, tokens and first tokens.
        self.from_model = from_model
        self.on_complete = on_complete
        self.metrics = metrics
        self.drain = drain
        self.lock = lock
        self.charge = charge
        self.on_finish = on_finish
        self.pending: asyncio.Future[None] | None = None
        self.finished = False

    async def events(self) -> AsyncIterator[bytes]:
        # The lock is released before the last event goes out: a browser that asks again the
        # moment it reads ``done`` must find the session free, on this replica or another.
        parts: list[str] = []
        started = time.perf_counter()
        done = False
        tokens = charged = 0
        task = self.drain.enter()
        metrics = self.metrics
        model = self.from_model
        metrics.streams_active += 1
        metrics.streams_total += model
        queue: asyncio.Queue[Any] = asyncio.Queue(READ_AHEAD)
        reader = asyncio.ensure_future(_read_ahead(self.source, queue))
        _READERS.add(reader)
        reader.add_done_callback(_READERS.discard)
        try:
            while True:
                items = [await queue.get()]
                # One turn of the loop lets the reader take in whatever else has arrived: a burst
                # then goes out in one write, at the cost of microseconds for a lone token.
                await asyncio.sleep(0)
                while not queue.empty():
                    items.append(queue.get_nowait())
                if self.lock.lost:
                    raise self.lock.lost
                out: list[bytes] = []
                for item in items:
                    if isinstance(item, _Failed):
                        if out:
                            yield b"".join(out)
                        raise item.error
                    if item is _END:
                        item = Finish("stop", {})
                    if isinstance(item, Finish):
                        if out:
                            yield b"".join(out)
                        done = True
                        if self.charge and tokens > charged:
                            with contextlib.suppress(RateLimited):  # the answer is whole: let it end
                                await self.charge(tokens - charged)
                        await self.on_complete("".join(parts), item.finish_reason)
                        await self.finish()
                        yield encode("done", {"finish_reason": item.finish_reason, "usage": item.usage})
                        return
                    if not parts and model:
                        metrics.first_token(time.perf_counter() - started)
                    parts.append(item)
                    tokens += 1
                    metrics.tokens_streamed += model
                    out.append(encode_token(item))
                    if self.charge and tokens - charged >= CHARGE_EVERY:
                        # Within a burst too: a fast model's 256 tokens read ahead are not one charge.
                        yield b"".join(out)
                        out = []
                        charged, spent = tokens, tokens - charged
                        await self.charge(spent)
                if out:
                    yield b"".join(out)
        except ReverseRagError as exc:
            metrics.errors[exc.code] += 1
            # The access line says 200, the visitor sees a short text: the operator's account is here.
            log.warning("answer failed: %s: %s", exc.code, exc.message)
            if parts and not done:  # (done: keeping the whole answer is what failed)
                done = True
                with contextlib.suppress(ReverseRagError):  # the error to report is the first one
                    await self.on_complete("".join(parts), "error")
            await self.finish()
            yield encode("error", {"code": exc.code, "message": exc.public})
        except asyncio.CancelledError:
            _stop(reader)  # now, so the upstream request is cancelled with the stream
            if self.drain.was_cut(task) and task is not None:
                task.uncancel()  # see drain.py: this cancel was ours, to end the stream with a reason
                metrics.errors["server_shutting_down"] += 1
                if parts and not done:
                    await self.on_complete("".join(parts), "shutdown")
                await self.finish()
                yield encode("error", {"code": "server_shutting_down", "message": SHUTDOWN_MESSAGE})
                return
            # The browser went away: keep what it was shown, then let the cancel reach the upstream.
            if parts and not done:
                self.pending = asyncio.ensure_future(self.on_complete("".join(parts), "cancelled"))
                await asyncio.shield(self.pending)
            raise
        except Exception:
            log.exception("stream failed")
            metrics.errors["internal_error"] += 1
            await self.finish()
            yield encode("error", {"code": "internal_error",
                                   "message": "The server failed while answering; try again."})
        finally:
            _stop(reader)
            metrics.streams_active -= 1
            self.drain.leave(task)
            await self.finish()

    async def finish(self) -> None:
        """Release the session once what was shown is kept. Runs from the generator's end and
        again as the response's background task (which runs even when the generator never
        started); only the first call that gets through counts."""
        if self.pending is not None and not self.pending.done():
            with contextlib.suppress(Exception):
                await self.pending
        await self.lock.release()
        if not self.finished:
            self.finished = True
            if self.on_finish is not None:
                self.on_finish()


async def respond(request: Request, session: Session, source: AsyncIterator[str | Finish],
                  keep: OnComplete, charge: Charge | None = None, *, from_model: bool = True) -> Response:
    """The SSE response for one answer, or a 409/503 when it cannot start; ``from_model``: False for
    one the model does not write, which the metrics leave out of the model's streams."""
    state = request.app.state
    drain: Drain = state.drain
    if drain.draining:
        raise drain.refusal()
    if state.streams_open >= state.settings.max_streams:
        raise Unavailable(f"The server is streaming its cap of {state.settings.max_streams:,} answers "
                          "(max_streams); ask again in a moment.", retry_after=1, code="server_busy")
    lock = await state.store.lock(session.id)
    if lock is None:
        # The widget shows this as it is: after a reload there is no Stop for the answer still running.
        raise Conflict("An answer is still streaming for this session, perhaps one asked before the page "
                       "was reloaded; ask again in a moment.",
                       code="stream_in_progress")
    state.streams_open += 1

    def closed() -> None:
        state.streams_open -= 1

    # Every answer's citations are checked against the labels the model was given (citations.py):
    # those of the page as locked, not the instruction's example beside it.
    page_text = context.read_locked(session.system_message).page_text
    source = citations.filtered(source, citations.labels_in(page_text))
    # ... and the site's links, which the model read from the root, written out in full (addresses.py).
    origin = addresses.origin_of(session.url)
    if origin:
        source = through(source, addresses.Rooted(origin))
    stream = Stream(source, keep, metrics=state.metrics, drain=drain, lock=lock, charge=charge,
                    on_finish=closed, from_model=from_model)
    return EventSourceResponse(
        stream.events(), ping=state.settings.ping_interval,
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        background=BackgroundTask(stream.finish),
        # Longer than ours, so sse-starlette never cancels before the stream says why (drain.py).
        shutdown_grace_period=drain.grace + 2,
    )
