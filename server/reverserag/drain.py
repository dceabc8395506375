"""Graceful shutdown: on SIGTERM the server stops accepting, running streams may finish within
the grace period, and those still running then end with an ``error`` event.

Intentional divergence from sse-starlette's own shutdown (``shutdown_grace_period``): when its
grace runs out it cancels the response's task group, and a cancelled scope cannot send anything
more, so the browser would see the connection drop with no reason. Here the stream's own task is
cancelled instead — only it, and only once — and :func:`~.streaming.sse_events` takes that back
(``Task.uncancel``), saves what the visitor was shown, and ends with an ``error`` event. The
response is given a longer grace than ours so that sse-starlette never cuts first.
"""

from __future__ import annotations

import asyncio
import logging

log = logging.getLogger("reverserag.drain")
CUT = "reverserag: shutdown grace period over"


class Drain:
    def __init__(self, grace: float):
        self.grace = grace
        self.draining = False
        self.loop: asyncio.AbstractEventLoop | None = None
        self._streams: set[asyncio.Task[object]] = set()
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
        if self._streams:
            log.warning("grace period over: ending the streams still running",
                        extra={"streams": len(self._streams)})
        for task in list(self._streams):
            self._cut.add(task)
            task.cancel(CUT)

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
