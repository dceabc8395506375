"""A small Server-Sent Events parser for the upstream's ``text/event-stream``."""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    data: str
    event: str = "message"


async def parse_events(lines: AsyncIterable[str]) -> AsyncIterator[Event]:
    """Yield one :class:`Event` per blank-line-terminated block, per the WHATWG rules we need:
    ``data:`` lines join with newlines, ``:`` lines are comments, a missing final blank line still
    ends the last event."""
    data: list[str] = []
    event = "message"
    async for raw in lines:
        line = raw.rstrip("\r\n")
        if not line:
            if data:
                yield Event("\n".join(data), event)
            data, event = [], "message"
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "data":
            data.append(value)
        elif name == "event":
            event = value or "message"
    if data:
        yield Event("\n".join(data), event)
