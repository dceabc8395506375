"""The Redis store against a real ``redis-server``, and the memory store beside it: sessions kept,
appended to, expired, compressed and counted the same way. Its locks and rate buckets are in
test_redis_locks.py, what it does when Redis fails in test_redis_failures.py."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Callable

import httpx
import pytest

from redis_helpers import run
from reverserag.errors import SessionNotFound
from reverserag.settings import Settings
from reverserag.stores import open_store
from reverserag.stores import redis as redis_store
from reverserag.stores.base import SessionStore
from sse_client import events, text_of
from test_api import create
from test_store import make


@pytest.fixture(params=["memory", "redis"])
def opener(request, redis_url) -> Callable[..., SessionStore]:
    """``opener(ttl=…)`` opens a store of each kind (call it inside the event loop)."""
    url = "memory" if request.param == "memory" else redis_url
    return lambda ttl=60: open_store(Settings(store=url, session_ttl=ttl))


def test_both_stores_keep_sessions_the_same_way(opener):
    async def go():
        store = opener()
        s = make()
        s.site = "docs-key"
        await store.create(s)
        long = "An answer long enough to be kept compressed by the memory store, ☃ and all. " * 10
        await store.append(s.id, {"role": "user", "content": "hi ☃"},
                           {"role": "assistant", "content": "hello", "kind": "greeting"})
        await store.append(s.id, {"role": "user", "content": long, "shown": "long"},
                           {"role": "assistant", "content": long})
        got = await store.get(s.id)
        assert got.site == "docs-key" and got.system_message == "locked"
        assert got.history == [{"role": "user", "content": "hi ☃"},
                               {"role": "assistant", "content": "hello", "kind": "greeting"},
                               {"role": "user", "content": long, "shown": "long"},
                               {"role": "assistant", "content": long}]
        assert got.greeted and got.turns() == 2
        got.history.clear()  # a copy: the store changes only through append()
        assert len((await store.get(s.id)).history) == 4
        assert await store.count() == 1
        assert await store.delete(s.id) is True and await store.delete(s.id) is False
        with pytest.raises(SessionNotFound):
            await store.get(s.id)
        with pytest.raises(SessionNotFound):
            await store.append(s.id, {"role": "user", "content": "late"})
        assert await store.count() == 0
        await store.close()

    run(go())


def test_a_session_whose_answer_is_streaming_outlives_its_ttl(opener):
    """An answer longer than the session TTL let the session expire under it: the visitor read the
    whole answer, then got session_not_found, and it was not kept (QA 42, F3)."""
    async def go():
        store = opener(ttl=1)
        s = make()
        await store.create(s)
        lock = await store.lock(s.id)
        await asyncio.sleep(2.5)  # past the TTL, and one renewal of a Redis lock
        await store.append(s.id, {"role": "assistant", "content": "the whole answer"})
        await lock.release()
        assert (await store.get(s.id)).history[-1]["content"] == "the whole answer"
        await store.close()

    run(go())


def test_a_session_counts_as_live_for_as_long_as_its_answer_streams(opener):
    """On Redis, the live set kept the score of the session's last use before its answer, and was
    pruned of it a TTL later while the answer still streamed: /healthz and /metrics undercounted."""
    async def go():
        store = opener(ttl=1)
        s = make()
        await store.create(s)
        lock = await store.lock(s.id)
        for _ in range(12):  # 3 s: thrice the TTL, and a renewal of a Redis lock
            assert await store.count() == 1
            await asyncio.sleep(0.25)
        await lock.release()
        assert await store.count() == 1  # its TTL runs from the answer's end
        await asyncio.sleep(1.2)
        assert await store.count() == 0
        await store.close()

    run(go())


def test_concurrent_appends_are_never_lost(opener):
    async def go():
        store = opener()
        s = make()
        await store.create(s)

        async def turn(n: int) -> None:
            await store.append(s.id, {"role": "user", "content": f"q{n}"},
                               {"role": "assistant", "content": f"a{n}"})

        await asyncio.gather(*(turn(n) for n in range(50)))
        history = (await store.get(s.id)).history
        assert len(history) == 100
        for question, answer in zip(history[::2], history[1::2], strict=True):
            assert answer["content"] == "a" + question["content"][1:]  # each pair stays together
        await store.close()

    run(go())


def test_one_stream_lock_per_session_shared_by_every_store_instance(opener):
    async def go():
        a, b = opener(), opener()
        s = make()
        await a.create(s)
        lock = await a.lock(s.id)
        assert lock is not None
        assert await a.lock(s.id) is None
        if a.name == "redis":
            assert await b.lock(s.id) is None  # another process sees it too
        await lock.release()
        await lock.release()  # twice is harmless
        again = await (b if a.name == "redis" else a).lock(s.id)
        assert again is not None
        await lock.release()  # a stale release must not free the new holder
        assert await a.lock(s.id) is None
        await again.release()
        await a.close()
        await b.close()

    run(go())


def test_redis_keys_expire_with_the_ttl_and_use_refreshes_it(redis_url):
    async def go():
        store = open_store(Settings(store=redis_url, session_ttl=1))
        s = make()
        await store.create(s)
        await store.append(s.id, {"role": "user", "content": "hi"})
        keys = [store._key(s.id, "session"), store._key(s.id, "history")]
        assert all([0 < await store.redis.pttl(k) <= 1000 for k in keys])
        await asyncio.sleep(0.6)
        await store.get(s.id)
        assert all([await store.redis.pttl(k) > 700 for k in keys])
        await asyncio.sleep(1.2)
        with pytest.raises(SessionNotFound):
            await store.get(s.id)
        assert await store.redis.exists(*keys) == 0 and await store.count() == 0
        await store.close()

    run(go())


def test_the_live_set_is_pruned_as_sessions_are_made(redis_url):
    """It has no TTL, and was pruned only when /healthz or /metrics counted: a deployment that calls
    neither kept an entry for every session ever made."""
    async def go():
        store = open_store(Settings(store=redis_url, session_ttl=1))
        for _ in range(5):
            await store.create(make())
        await asyncio.sleep(1.1)
        await store.create(make())
        assert await store.redis.zcard(store._live) == 1
        await store.close()

    run(go())


def test_redis_keeps_a_session_and_its_long_messages_compressed_and_reads_what_it_kept_before(redis_url):
    """The session's JSON (the page, locked in) and every answer were kept as written: three times
    what the memory store takes for the same conversation."""
    words = "kettle solar mirror water boil sun stand deluxe basic winter dry weekly".split()
    page = " ".join(words[(i * 7) % len(words)] + str(i % 97) for i in range(6000))

    async def go():
        store = open_store(Settings(store=redis_url))
        s = dataclasses.replace(make(), system_message=page)
        answer = {"role": "assistant", "content": page[:4000]}
        await store.create(s)
        await store.append(s.id, {"role": "user", "content": "hi"}, answer)
        kept = await store.redis.get(store._key(s.id, "session"))
        assert kept.startswith("z") and len(kept) < 0.5 * len(page)
        assert [len(m) < 2500 for m in await store.redis.lrange(store._key(s.id, "history"), 0, -1)] == [True, True]
        got = await store.get(s.id)
        assert got.system_message == page and got.history == [{"role": "user", "content": "hi"}, answer]
        # A session stored before compression (plain JSON) still reads.
        old = make()
        data = old.to_json()
        del data["history"]
        await store.redis.set(store._key(old.id, "session"), json.dumps(data), px=60_000)
        await store.redis.rpush(store._key(old.id, "history"), json.dumps({"role": "user", "content": "x" * 600}))
        assert (await store.get(old.id)).history == [{"role": "user", "content": "x" * 600}]
        await store.close()

    run(go())


def test_a_session_with_a_field_this_version_does_not_know_is_read(app_server, redis_url):
    """A Redis session holding a field a newer replica wrote (a rolling upgrade) was a 500 on every
    call for it: ``Session(**data)`` raised TypeError (QA 42, F9)."""
    import redis

    base = app_server(store=redis_url)
    sid = create(base)["session_id"]
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    key = f"reverserag:{{{sid}}}:session"
    data = redis_store._unpack(client.get(key))
    client.set(key, json.dumps({**data, "a_field_of_the_next_version": [1, 2]}), px=60_000)
    client.close()
    response = httpx.get(f"{base}/api/sessions/{sid}")
    assert response.status_code == 200 and response.json()["session_id"] == sid
    answer = events(f"{base}/api/sessions/{sid}/messages", {"content": "What does the deluxe kettle cost?"})
    assert answer[-1][0] == "done" and text_of(answer)


def test_a_burst_beyond_the_pool_waits_for_a_connection_instead_of_failing(redis_url):
    """redis-py's own pool refused its 101st connection at once: 300 answers asked together got 175 to
    200 "503 store_unavailable" while Redis was well."""
    async def go():
        store = open_store(Settings(store=redis_url))
        s = make()
        await store.create(s)
        got = await asyncio.gather(*(store.get(s.id) for _ in range(redis_store.POOL + 200)),
                                   return_exceptions=True)
        assert [g for g in got if isinstance(g, BaseException)] == []
        await store.close()

    run(go())


def test_the_api_runs_on_redis(app_server, redis_url):
    base = app_server(store=redis_url)
    assert httpx.get(f"{base}/healthz").json()["store"] == "redis"
    sid = create(base)["session_id"]
    greeting = text_of(events(f"{base}/api/sessions/{sid}/greeting"))
    answer = text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "deluxe price?"}))
    assert "$89" in answer
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert [m["content"] for m in history] == [greeting, "deluxe price?", answer]
    assert "reverserag_sessions 1\n" in httpx.get(f"{base}/metrics").text
    assert "reverserag_store_up 1\n" in httpx.get(f"{base}/metrics").text
    assert httpx.delete(f"{base}/api/sessions/{sid}").status_code == 204
    assert httpx.get(f"{base}/api/sessions/{sid}").status_code == 404
