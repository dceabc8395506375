"""The upstream engine run for the tests: a stream collected from the fake OpenAI-compatible server,
and a stream passed through one step of an answer."""

from __future__ import annotations

import asyncio

import httpx

from reverserag.engines.upstream import UpstreamEngine
from reverserag.settings import Settings

MESSAGES = [{"role": "system", "content": "locked"}, {"role": "user", "content": "hi"}]


def collect(url: str, messages=MESSAGES, **settings):
    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=url, **settings), client)
            items = []
            async for item in engine.stream(messages, max_tokens=100):
                items.append(item)
            return items

    return asyncio.run(go())


def through(wrap, items):
    """What ``wrap`` makes of a stream of ``items``, and whether it closed that stream (a list with
    True once it did)."""
    closed = []

    async def source():
        try:
            for item in items:
                yield item
        finally:
            closed.append(True)

    async def go():
        return [item async for item in wrap(source())]

    return asyncio.run(go()), closed
