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


def test_unknown_fields_are_skipped_and_the_last_event_needs_no_blank_line():
    assert batches(b"id: 7\nretry: 100\ndata: x\n\n", b"data: tail") == [[Event("x")], [Event("tail")]]


def test_llama_cpps_error_line_is_an_error_event():
    """llama.cpp's server ends a failed stream with ``error: {json}``, a field of its own."""
    assert batches(b'data: {"a": 1}\n\nerror: {"code": 500, "message": "too long"}\n\n') == [
        [Event('{"a": 1}'), Event('{"code": 500, "message": "too long"}', "error")]]
