"""A small Server-Sent Events parser for the upstream's ``text/event-stream``."""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    data: str
    event: str = "message"


async def event_batches(chunks: AsyncIterable[bytes]) -> AsyncIterator[list[Event]]:
    """The events of an SSE body, parsed from raw bytes as the WHATWG rules say (``data:`` lines
    join with newlines, ``:`` lines are comments, unknown fields are skipped, a missing final blank
    line still ends the last event), and yielded per network read: everything that arrived together
    comes out together, so a relay can send it on in one write."""
    buffer = b""
    data: list[str] = []
    event = "message"
    async for chunk in chunks:
        buffer += chunk
        if not data and buffer.endswith(b"\n\n") and b"\r" not in buffer:
            # The usual shape, one "data: {json}" line per event: no line-by-line walk.
            blocks = buffer[:-2].split(b"\n\n")
            if all(block.startswith(b"data: ") and b"\n" not in block for block in blocks):
                buffer = b""
                yield [Event(block[6:].decode("utf-8", "replace")) for block in blocks]
                continue
        if b"\r" in buffer:
            # A CR at the very end may be the first half of a CRLF: keep it for the next read.
            held = buffer[-1:] if buffer.endswith(b"\r") else b""
            buffer = buffer[: len(buffer) - len(held)].replace(b"\r\n", b"\n").replace(b"\r", b"\n")
            buffer += held
        lines = buffer.split(b"\n")
        buffer = lines.pop()
        batch: list[Event] = []
        for line in lines:
            if not line:
                if data:
                    batch.append(Event("\n".join(data), event))
                data, event = [], "message"
            elif line[0] != 0x3A:  # ":" starts a comment
                name, _, value = line.partition(b":")
                if value[:1] == b" ":
                    value = value[1:]
                if name in (b"data", b"error"):
                    data.append(value.decode("utf-8", "replace"))
                    if name == b"error":  # llama.cpp's server fails a stream with an "error: {json}" line
                        event = "error"
                elif name == b"event":
                    event = value.decode("utf-8", "replace") or "message"
        if batch:
            yield batch
    tail = buffer.rstrip(b"\r")
    if tail.startswith(b"data:"):
        value = tail[5:]
        data.append((value[1:] if value[:1] == b" " else value).decode("utf-8", "replace"))
    if data:
        yield [Event("\n".join(data), event)]
