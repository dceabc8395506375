"""What replicas share through a real ``redis-server`` besides sessions: the lock that lets one answer
stream per session (leased, renewed, lost), and the rate limiter's buckets."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from redis_helpers import run
from reverserag.settings import Settings
from reverserag.stores import open_store
from reverserag.stores import redis as redis_store
from reverserag.stores.redis import RedisLimiter
from sse_client import text_of
from test_api import create
from test_store import make


@pytest.fixture
def locked(redis_url, monkeypatch):
    """``await locked()`` → a Redis store, a session in it and that session's lock, on a 600 ms lease
    renewed every 100 ms (a 300 ms lease lapsed once with the machine loaded by other tests)."""
    monkeypatch.setattr(redis_store, "LOCK_LEASE_MS", 600)
    monkeypatch.setattr(redis_store, "_RENEW_EVERY", 0.1)

    async def make_locked():
        store = open_store(Settings(store=redis_url))
        s = make()
        await store.create(s)
        return store, s, await store.lock(s.id)

    return make_locked


def test_a_redis_lock_is_renewed_while_held_and_lapses_when_its_holder_dies(locked):
    async def go():
        store, s, held = await locked()
        await asyncio.sleep(1.5)  # well past the lease: renewed
        assert await store.lock(s.id) is None
        held._renewer.cancel()  # the holder dies without releasing
        await asyncio.sleep(0.9)
        assert await store.lock(s.id) is not None
        await store.close()

    run(go())


def test_a_redis_lock_that_lapsed_is_taken_again_if_free_and_given_up_if_not(locked, caplog):
    """A Redis pause past the lease freed a running stream's lock without a word, and the stream went
    on beside a second one that took it: two answers to one session at once."""
    async def go():
        store, s, held = await locked()
        key = store._key(s.id, "lock")
        await store.redis.delete(key)  # as a pause past the lease, or a restart, leaves it
        await asyncio.sleep(0.3)
        assert await store.redis.get(key) == held.token and held.lost is None
        await store.redis.set(key, "another stream's", px=5000)  # and now one that took it meanwhile
        await asyncio.sleep(0.3)
        assert held.lost is not None and held.lost.code == "stream_in_progress"
        await held.release()
        assert await store.redis.get(key) == "another stream's"  # not ours to free
        await store.close()

    with caplog.at_level("WARNING", logger="reverserag.store"):
        run(go())
    said = [r.getMessage() for r in caplog.records if r.name == "reverserag.store"]
    assert [m.split(" lapsed")[1] for m in said] == [" (Redis paused, restarted or full) and was taken again",
                                                      " and another stream took it: this stream ends"]


def test_a_stream_whose_lock_another_took_ends_with_an_error_and_keeps_what_was_shown(
        app_server, redis_url, fake_upstream, monkeypatch):
    monkeypatch.setattr(redis_store, "_RENEW_EVERY", 0.1)
    base = app_server(store=redis_url, upstream_url=fake_upstream.url)
    sid = create(base)["session_id"]
    fake_upstream.knobs.reply = " ".join(f"w{i}" for i in range(60))
    fake_upstream.knobs.delay = 0.05
    import redis as sync_redis

    client = sync_redis.Redis.from_url(redis_url, decode_responses=True)
    url = f"{base}/api/sessions/{sid}/messages"
    got: list[tuple[str, dict]] = []
    with httpx.stream("POST", url, json={"content": "q"}, timeout=30) as response:
        name = "message"
        for line in response.iter_lines():
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                got.append((name, json.loads(line[5:])))
                if len(got) == 3:  # three words in: another stream takes the session
                    client.set(f"reverserag:{{{sid}}}:lock", "another stream's", px=5000)
    client.close()
    assert got[-1][0] == "error" and got[-1][1]["code"] == "stream_in_progress", got[-1]
    shown = text_of(got)
    assert 3 <= len(shown.split()) < 60
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert history[-1]["content"] == shown


def test_a_session_deleted_under_its_stream_does_not_get_its_lock_back(locked, caplog):
    """The lock went with the session, and the renewer took it again, logging a Redis fault."""
    async def go():
        store, s, held = await locked()
        assert await store.delete(s.id)
        await asyncio.sleep(0.3)
        assert await store.redis.exists(store._key(s.id, "lock")) == 0
        await held.release()
        await store.close()

    with caplog.at_level("WARNING", logger="reverserag.store"):
        run(go())
    assert [r.getMessage() for r in caplog.records if r.name == "reverserag.store"] == []


def test_redis_rate_buckets_are_shared_between_limiters(redis_url):
    async def go():
        a, b = open_store(Settings(store=redis_url)), open_store(Settings(store=redis_url))
        first, second = RedisLimiter(a.redis), RedisLimiter(b.redis)
        assert [await first.take("x", 3), await second.take("x", 3), await first.take("x", 3)] == [0, 0, 0]
        wait = await second.take("x", 3)
        assert 19 < wait <= 20  # three a minute: one every 20 s
        assert await first.take("t", 60, 70, debt=True) == pytest.approx(10, abs=0.1)
        await a.close()
        await b.close()

    run(go())


def test_a_redis_bucket_keeps_its_debt_until_it_is_repaid(redis_url):
    """The bucket's key expired after 61 s whatever it held, so a budget overspent by a minute's worth
    was forgiven after one minute of quiet, where the memory limiter makes it wait two."""

    async def go():
        a = open_store(Settings(store=redis_url))
        limiter = RedisLimiter(a.redis)
        assert await limiter.take("t", 60, 200, debt=True) == pytest.approx(140, abs=0.5)
        # Full again in 200 s (140 to repay the debt, 60 to refill): until then it must be there.
        assert 199_000 < await a.redis.pttl(limiter.prefix + "t") <= 201_000
        await limiter.take("u", 60)
        assert 1_000 < await a.redis.pttl(limiter.prefix + "u") <= 2_000  # one token short: 1 s to refill
        await a.close()

    run(go())
