from __future__ import annotations

import asyncio

from reverserag.engines.sse import Event, parse_events


async def _lines(items):
    for item in items:
        yield item


def parse(lines):
    async def go():
        return [e async for e in parse_events(_lines(lines))]

    return asyncio.run(go())


def test_data_lines_make_events():
    assert parse(["data: {\"a\": 1}", "", "data: [DONE]", ""]) == [
        Event('{"a": 1}'), Event("[DONE]"),
    ]


def test_multi_line_data_joins_with_newlines_and_comments_are_skipped():
    assert parse([": keep-alive", "data: one", "data: two", "", ""]) == [Event("one\ntwo")]


def test_event_names_crlf_and_no_space_after_colon():
    assert parse(["event: error\r\n", "data:{}\r\n", "\r\n"]) == [Event("{}", "error")]


def test_last_event_without_a_blank_line_is_kept():
    assert parse(["data: tail"]) == [Event("tail")]


def test_unknown_fields_are_ignored():
    assert parse(["id: 7", "retry: 100", "data: x", ""]) == [Event("x")]
