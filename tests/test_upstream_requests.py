"""What the upstream engine sends: the configured model, and the parameters a server refuses renamed
or left out, and remembered."""

from __future__ import annotations

import asyncio
import base64
import json

import httpx
import pytest

from fake_upstream import free_port
from reverserag import cli
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


BOB = "Basic " + base64.b64encode(b"bob:hunter 2").decode()


def _with_bob(url: str) -> str:
    return url.replace("http://", "http://bob:hunter%202@")


def test_credentials_in_the_address_go_with_every_request(fake_upstream):
    """An upstream URL with ``user:pass@`` (a model server behind a gateway's basic auth): httpx sent
    them to /v1/models alone and the wire client to nothing, so every answer failed ``upstream_auth``."""
    fake_upstream.reset(authorization=BOB)
    assert "".join(i for i in collect(_with_bob(fake_upstream.url)) if isinstance(i, str)).startswith("The fake")
    assert fake_upstream.knobs.authorizations == [("/v1/models", BOB), ("/v1/chat/completions", BOB)]


def test_a_key_set_wins_over_credentials_in_the_address(fake_upstream):
    fake_upstream.reset(authorization="Bearer sk-set")
    collect(_with_bob(fake_upstream.url), upstream_key="sk-set")
    assert fake_upstream.knobs.authorizations == [("/v1/models", "Bearer sk-set"),
                                                  ("/v1/chat/completions", "Bearer sk-set")]


def test_the_password_in_the_address_is_never_printed(caplog, capsys, monkeypatch):
    """With ``--upstream http://bob:hunter2@…`` the password was printed in the start banner and in
    every upstream log line ("Cannot reach the model server at http://bob:hunter2@…")."""
    gone = f"http://bob:hunter2@127.0.0.1:{free_port()}/v1"
    with pytest.raises(UpstreamError) as info:
        collect(gone, model="m")
    assert "at http://bob:***@127.0.0.1:" in info.value.message and "hunter2" not in info.value.message
    assert "could not read http://bob:***@127.0.0.1:" in caplog.text and "hunter2" not in caplog.text
    monkeypatch.setattr(cli.Server, "run", lambda self: None)  # the banner, and no server
    assert cli.main(["serve", "--upstream", gone]) == 0
    printed = capsys.readouterr().out
    assert "engine: upstream http://bob:***@127.0.0.1:" in printed and "hunter2" not in printed, printed
    # Nothing asks the model server at start: the banner says so, and which command does (QA).
    assert "(not tried yet: reverserag check tries it)" in printed
