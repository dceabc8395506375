"""Graceful shutdown: on SIGTERM the server stops accepting, running streams may finish within
the grace period, and those still running then end with an ``error`` event.

Intentional divergence from sse-starlette's own shutdown (``shutdown_grace_period``): when its
grace runs out it cancels the response's task group, and a cancelled scope cannot send anything
more, so the browser would see the connection drop with no reason. Here the stream's own task is
cancelled instead — only it, and only once — and :func:`~.streaming.sse_events` takes that back
(``Task.uncancel``), saves what the visitor was shown, and ends with an ``error`` event. The
response is given a longer grace than ours so that sse-starlette never cuts first.

A session being made (its page's classification may wait on the model for many seconds) is cut at
the same moment, and answers a JSON 503: left to uvicorn, which cancels what is left once its own
timeout is over, it was a plain-text 500 and a traceback in the log.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator

from .errors import Unavailable

log = logging.getLogger("reverserag.drain")
CUT = "reverserag: shutdown grace period over"


class Drain:
    def __init__(self, grace: float):
        self.grace = grace
        self.draining = False
        self.loop: asyncio.AbstractEventLoop | None = None
        self._streams: set[asyncio.Task[object]] = set()
        self._builds: set[asyncio.Task[object]] = set()
        self._cut: set[asyncio.Task[object]] = set()

    def start(self) -> None:
        """Called at startup, in the server's event loop."""
        self.loop = asyncio.get_running_loop()

    def begin_threadsafe(self) -> None:
        """From a signal handler or another thread."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.begin)

    def begin(self) -> None:
        if self.draining:
            return
        self.draining = True
        log.info("shutting down: streams may finish within the grace period",
                 extra={"streams": len(self._streams), "grace_s": self.grace})
        asyncio.get_running_loop().call_later(self.grace, self._cut_all)

    def _cut_all(self) -> None:
        if self._streams or self._builds:
            log.warning("grace period over: ending the streams and session builds still running",
                        extra={"streams": len(self._streams), "builds": len(self._builds)})
        for task in [*self._streams, *self._builds]:
            self._cut.add(task)
            task.cancel(CUT)

    @staticmethod
    def refusal() -> Unavailable:
        return Unavailable("The server is shutting down; ask again in a moment.", retry_after=1,
                           code="shutting_down")

    @contextlib.contextmanager
    def bounded(self) -> Iterator[None]:
        """Work a request waits for (a session being made), refused once draining and cut when
        the grace runs out, each a 503 with ``Retry-After``."""
        if self.draining:
            raise self.refusal()
        task = asyncio.current_task()
        if task is not None:
            self._builds.add(task)
        try:
            yield
        except asyncio.CancelledError:
            if task is None or task not in self._cut:
                raise  # the client went away, or the server is past its own timeout
            task.uncancel()  # ours, to answer with a reason
            raise self.refusal() from None
        finally:
            if task is not None:
                self._builds.discard(task)
                self._cut.discard(task)

    def enter(self) -> asyncio.Task[object] | None:
        task = asyncio.current_task()
        if task is not None:
            self._streams.add(task)
        return task

    def leave(self, task: asyncio.Task[object] | None) -> None:
        if task is not None:
            self._streams.discard(task)
            self._cut.discard(task)

    def was_cut(self, task: asyncio.Task[object] | None) -> bool:
        return task is not None and task in self._cut
