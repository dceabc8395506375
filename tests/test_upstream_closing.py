"""Each step of an answer closes the stream under it when its reader leaves, so a visitor who goes
away stops the model's request."""

from __future__ import annotations

import asyncio

import pytest

from reverserag import addresses, citations, streaming
from reverserag.engines import base, replies
from reverserag.engines.thinking import without_thinking


def _endless(closed: list[bool]):
    """A stream of words without end that notes in ``closed`` when it is closed."""
    async def source():
        try:
            while True:
                yield "word "
        finally:
            closed.append(True)

    return source()


def _left_early(wrap) -> list[bool]:
    """Whether ``wrap`` closes the stream under it when its reader takes one item and leaves."""
    closed: list[bool] = []

    async def go():
        inner = _endless(closed)  # held, as the chain holds it: the garbage collector does not close it
        outer = wrap(inner)
        await outer.__anext__()
        await outer.aclose()
        return list(closed)  # before asyncio.run's end closes whatever is left

    return asyncio.run(go())


@pytest.mark.parametrize("wrap", [
    lambda s: citations.filtered(s, [1]), lambda s: base.through(s, addresses.Rooted("https://x.test")),
    without_thinking, replies.marked_when_cut, lambda s: streaming.capped(s, 1000, 10),
], ids=["citations", "addresses", "thinking", "marked_when_cut", "capped"])
def test_every_step_of_an_answer_closes_the_stream_under_it_when_left(wrap):
    """A step that left its source to the garbage collector kept the model's request running
    (and its connection, and its slot on the model server) until a collection came round."""
    assert _left_early(wrap) == [True]


def test_the_read_ahead_closes_its_source_when_cancelled_while_the_browser_lags():
    """Cancelled while waiting for the browser to take what it read (its queue full), the reader
    left the upstream request open: it was not inside the source when the cancel came."""
    closed: list[bool] = []

    async def go():
        queue: asyncio.Queue = asyncio.Queue(4)
        inner = _endless(closed)
        reader = asyncio.ensure_future(streaming._read_ahead(inner, queue))
        while not queue.full():
            await asyncio.sleep(0)
        await asyncio.sleep(0.01)
        reader.cancel()
        with pytest.raises(asyncio.CancelledError):
            await reader
        return list(closed)

    assert asyncio.run(go()) == [True]
