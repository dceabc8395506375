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


def test_after_a_call_with_nothing_written_in_time_no_page_is_classified_for_a_while(fake_upstream, monkeypatch):
    """A model too slow to write a character by the timeout (a CPU model) made every new page's first
    visitor wait the timeout, and llama-cpp-python then read the prompt given up on before the
    greeting's: 30-90 s before its first word. A call that wrote something is no such sign."""
    from reverserag.engines import classifier
    from reverserag.page import parse_page

    monkeypatch.setattr(classifier, "PAUSED_FOR", 1.0, raising=False)  # 300 s in use
    page = lambda text: parse_page({"url": "https://example.com/a", "content": text}, max_content_chars=10_000)  # noqa: E731
    fake_upstream.knobs.classification = '{"type": "article", "author": "Jane Doe", "audience": ["Children", "X'
    fake_upstream.knobs.stall_after = 8  # a field, then silent past the timeout

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            slow_but_writing = await engine.classify(page("One page."), timeout=0.5)
            fake_upstream.reset(classify_delay=2)
            silent = await engine.classify(page("Another page."), timeout=0.5)
            fake_upstream.reset()
            paused = await engine.classified(page("A third page."), timeout=0.5)
            asked = classifications(fake_upstream)
            await asyncio.sleep(1.1)
            return slow_but_writing, silent, paused, asked, await engine.classify(page("A third page."), timeout=5)

    slow_but_writing, silent, paused, asked, later = asyncio.run(go())
    assert slow_but_writing == {"type": "article"}  # a field written whole in time: no pause
    assert silent is None and paused == (None, "paused", "") and asked == 0  # the third page was not asked
    assert later == {"type": "article", "topics": ["testing"], "tone": "neutral"}  # not kept as unclassified


def test_a_silent_call_that_began_behind_another_request_does_not_pause_classification(fake_upstream, monkeypatch):
    """Found with two visitors on llama-cpp-python (a server of one slot): a page's classification
    asked while another visitor's answer streamed wrote nothing by the timeout only because it waited
    its turn, and no page was classified for five minutes after; the next page, the slot idle, was
    passed over ("paused")."""
    from reverserag.engines import classifier
    from reverserag.engines.base import close
    from reverserag.page import parse_page

    monkeypatch.setattr(classifier, "PAUSED_FOR", 60.0, raising=False)
    page = lambda text: parse_page({"url": "https://example.com/a", "content": text}, max_content_chars=10_000)  # noqa: E731

    async def go():
        async with httpx.AsyncClient() as client:
            engine = UpstreamEngine(Settings(upstream_url=fake_upstream.url), client)
            fake_upstream.reset(reply="one two three", stall_after=1, classify_delay=2)
            answer = engine.stream([{"role": "user", "content": "hi"}])
            first = await anext(answer)  # an answer under way
            behind = await engine.classified(page("A page."), timeout=0.5)
            await close(answer)
            fake_upstream.reset()
            return first, behind, await engine.classified(page("Another page."), timeout=5)

    first, behind, later = asyncio.run(go())
    assert first == "one "
    assert behind.found is None and behind.outcome == "timeout"
    assert later.outcome == "complete" and later.found is not None
