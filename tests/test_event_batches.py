"""The upstream SSE parser that keeps network reads together (``engines.sse.event_batches``)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from reverserag.engines.sse import Event, event_batches


def batches(*chunks: bytes) -> list[list[Event]]:
    async def source() -> AsyncIterator[bytes]:
        for chunk in chunks:
            yield chunk

    async def collect() -> list[list[Event]]:
        return [batch async for batch in event_batches(source())]

    return asyncio.run(collect())


def test_events_that_arrive_together_come_out_together():
    assert batches(b"data: a\n\ndata: b\n\n", b"data: c\n\n") == [
        [Event("a"), Event("b")], [Event("c")]]


def test_line_ends_comments_names_and_multiline_data():
    assert batches(b": ping\r\nevent: x\r\ndata: 1\r\ndata:2\r\n\r\n", b"data: 3\r\rdata: 4\n") == [
        [Event("1\n2", "x")], [Event("3")], [Event("4")]]


def test_a_crlf_split_across_reads_is_one_line_end():
    assert batches(b"data: a\r", b"\ndata: b\r", b"\n\r", b"\n") == [[Event("a\nb")]]


def test_a_character_split_across_reads_is_whole():
    text = "naïve ☃".encode()
    assert batches(b"data: " + text[:3], text[3:8], text[8:] + b"\n\n") == [[Event("naïve ☃")]]


def test_an_event_cut_by_the_end_of_the_stream_still_counts():
    assert batches(b"data: [DO", b"NE]") == [[Event("[DONE]")]]
    assert batches(b"data: x\n") == [[Event("x")]]
