"""What the upstream engine sends: the configured model, and the parameters a server refuses renamed
or left out, and remembered."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from reverserag.engines.upstream import UpstreamEngine
from reverserag.errors import UpstreamError
from reverserag.settings import Settings
from upstream_helpers import MESSAGES, collect


def test_the_configured_model_is_sent(fake_upstream):
    collect(fake_upstream.url, model="other-model")
    assert fake_upstream.knobs.requests[-1]["model"] == "other-model"


def test_parameters_a_server_refuses_are_renamed_or_left_out_and_remembered(fake_upstream):
    """OpenAI's GPT-5 and o-series models refuse max_tokens ("Use 'max_completion_tokens' instead") and
    any temperature but 1: every greeting and answer failed on them, and every classification."""
    from reverserag.page import parse_page

    fake_upstream.reset(refuses=("max_tokens", "temperature"))
    page = parse_page({"url": "https://example.com/a", "content": "A page."}, max_content_chars=10_000)

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            first = [item async for item in engine.stream(MESSAGES, max_tokens=100)]
            classified = await engine.classify(page, timeout=5)
            second = [item async for item in engine.stream(MESSAGES, max_tokens=50)]
            return first, classified, second

    first, classified, second = asyncio.run(go())
    assert "".join(i for i in first + second if isinstance(i, str)).count("The fake model read the page") == 2
    assert classified == {"type": "article", "topics": ["testing"], "tone": "neutral"}
    sent = fake_upstream.knobs.requests
    assert [("max_tokens" in r, r.get("max_completion_tokens"), "temperature" in r) for r in sent] == [
        (True, None, False), (False, 100, False),  # refused, then sent as max_completion_tokens
        (False, 2048, True), (False, 2048, False),  # the classification: temperature refused, then left out
        (False, 50, False),  # and both remembered: right the first time
    ]


def test_a_value_out_of_range_is_not_taken_for_a_refused_parameter(fake_upstream):
    fake_upstream.knobs.fail_status = 400
    fake_upstream.knobs.fail_body = json.dumps({"error": {
        "message": "max_tokens is too large: 200000. This model supports at most 16384 completion tokens.",
        "param": "max_tokens", "code": "invalid_value"}})
    with pytest.raises(UpstreamError):
        collect(fake_upstream.url)
    assert len(fake_upstream.knobs.requests) == 1 and "max_tokens" in fake_upstream.knobs.requests[0]


def test_azures_words_for_a_refused_parameter_are_understood(fake_upstream):
    fake_upstream.reset(refuses=("stream_options",), refuses_as="azure")
    assert "".join(i for i in collect(fake_upstream.url) if isinstance(i, str)).startswith("The fake model")
    assert ["stream_options" in r for r in fake_upstream.knobs.requests] == [True, False]
