"""The page's classification asked of the upstream: once for all a page's sessions, again when it
failed, and kept whole where the timeout cut it."""

from __future__ import annotations

import asyncio

import httpx

from reverserag.engines.upstream import UpstreamEngine
from reverserag.settings import Settings


def classifications(fake_upstream) -> int:
    return sum("response_format" in r for r in fake_upstream.knobs.requests)


def test_a_pages_classification_is_asked_once_for_all_its_sessions(fake_upstream):
    """Every visitor of a page waited for the same classification call (up to the timeout on a slow
    model), and the model server made it again each time."""
    from reverserag.page import parse_page

    page = lambda text: parse_page({"url": "https://example.com/a", "content": text}, max_content_chars=10_000)  # noqa: E731
    fake_upstream.knobs.classify_delay = 0.3

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            together = await asyncio.gather(*(engine.classify(page("A page."), timeout=5) for _ in range(5)))
            after = await engine.classify(page("A page."), timeout=5)
            asked = classifications(fake_upstream)
            other = await engine.classify(page("Another page."), timeout=5)
            # A session whose visitor leaves does not take the call from those still waiting.
            left = asyncio.ensure_future(engine.classify(page("A third page."), timeout=5))
            stays = asyncio.ensure_future(engine.classify(page("A third page."), timeout=5))
            await asyncio.sleep(0.05)
            left.cancel()
            return together, after, asked, other, await stays

    together, after, asked, other, stays = asyncio.run(go())
    expected = {"type": "article", "topics": ["testing"], "tone": "neutral"}
    assert together == [expected] * 5 and after == expected and other == expected and stays == expected
    assert asked == 1 and classifications(fake_upstream) == 3
    together[0]["type"] = "changed by a caller"
    assert together[1]["type"] == "article"  # each session its own copy


def test_a_classification_the_server_failed_to_give_is_asked_again(fake_upstream):
    from reverserag.page import parse_page

    page = parse_page({"url": "https://example.com/a", "content": "A page."}, max_content_chars=10_000)
    fake_upstream.knobs.fail_status = 401

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            first = await engine.classify(page, timeout=5)
            fake_upstream.knobs.fail_status = None
            return first, await engine.classify(page, timeout=5), await engine.classify(page, timeout=5)

    first, second, third = asyncio.run(go())
    assert first is None and second == third == {"type": "article", "topics": ["testing"], "tone": "neutral"}
    assert len(fake_upstream.knobs.requests) == 2  # the refused one, then one that is kept


def test_a_classification_cut_at_the_timeout_keeps_the_fields_written_whole(fake_upstream):
    """Small models loop inside the object (SmolLM2-135M: a list it never closes); what they wrote
    before the loop is read when the time is up, and the reply is capped in tokens too."""
    from reverserag.engines.classifier import CLASSIFY_TOKENS
    from reverserag.page import parse_page

    fake_upstream.knobs.classification = ('{"type": "article", "author": "Jane Doe", "audience": ["Children", '
                                          '"Finance, ' + "Health, Sports, " * 200)
    fake_upstream.knobs.stall_after = 30  # words: into the loop, then silent past the timeout
    page = parse_page({"url": "https://example.com/a", "content": "A page by Jane Doe."}, max_content_chars=10_000)

    async def go():
        async with httpx.AsyncClient() as client:
            return await UpstreamEngine(Settings(upstream_url=fake_upstream.url), client).classify(page, timeout=0.5)

    assert asyncio.run(go()) == {"type": "article", "author": "Jane Doe"}
    [asked] = [r for r in fake_upstream.knobs.requests if "response_format" in r]
    assert asked["max_tokens"] == CLASSIFY_TOKENS
