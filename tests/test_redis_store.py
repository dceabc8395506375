"""The Redis store and rate limiter against a real ``redis-server``, and the memory store beside it."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
import yaml

from fake_upstream import free_port
from reverserag.errors import SessionNotFound, Unavailable
from reverserag.settings import Settings
from reverserag.stores import open_store
from reverserag.stores import redis as redis_store
from reverserag.stores.base import SessionStore
from reverserag.stores.redis import RedisLimiter
from sse_client import events, text_of
from test_api import create
from test_store import big, make

ROOT = Path(__file__).resolve().parents[1]


def run(coro):
    return asyncio.run(coro)


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


def test_an_unreachable_redis_is_503_store_unavailable_and_logged_once_a_while(caplog, monkeypatch):
    from reverserag.stores import redis as redis_store

    monkeypatch.setattr(redis_store, "_warned_at", -redis_store.WARN_EVERY)

    async def go():
        store = open_store(Settings(store=f"redis://127.0.0.1:{free_port()}/0"))
        for _ in range(3):
            with pytest.raises(Unavailable) as info:
                await store.get("0" * 32)
        assert info.value.status == 503 and info.value.code == "store_unavailable"
        assert info.value.headers()["Retry-After"] == "2"
        await store.close()

    with caplog.at_level("WARNING", logger="reverserag.store"):
        run(go())
    said = [r.getMessage() for r in caplog.records if r.name == "reverserag.store"]
    assert len(said) == 1 and said[0].startswith("the session store (Redis) cannot be reached: ConnectionError")


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


def test_the_api_says_503_when_redis_is_down(app_server):
    base = app_server(store=f"redis://127.0.0.1:{free_port()}/0")
    response = httpx.post(f"{base}/api/sessions", json={"url": "https://example.org/", "content": "x"})
    assert response.status_code == 503 and response.json()["error"]["code"] == "store_unavailable"
    assert httpx.get(f"{base}/healthz").status_code == 503
    # The counters are what an operator looks at during the outage: they answered 503 too.
    metrics = httpx.get(f"{base}/metrics")
    assert metrics.status_code == 200, metrics.text
    assert "reverserag_store_up 0" in metrics.text and "reverserag_sessions " not in metrics.text
    assert 'reverserag_refused_total{code="store_unavailable"} 2' in metrics.text  # the POST, /healthz


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


def test_a_full_redis_as_compose_runs_it_drops_idle_sessions_not_running_streams_locks(redis_url):
    """docker-compose.yml's Redis evicted the keys nearest their expiry first: running streams' locks
    (a 6 s lease), so a second stream got in on the same session, and the rate buckets."""
    command = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]["redis"]["command"]
    policy = command[command.index("--maxmemory-policy") + 1]

    async def go():
        store = open_store(Settings(store=redis_url))
        info = await store.redis.info("memory")
        await store.redis.config_set("maxmemory-policy", policy)
        await store.redis.config_set("maxmemory", info["used_memory"] + 1536 * 1024)
        try:
            idle = [make() for _ in range(60)]
            for s in idle:  # 1.2 MB
                await store.create(dataclasses.replace(s, system_message=big(20_000)))
            await asyncio.sleep(1.1)  # Redis tells use apart to the second
            active = [make() for _ in range(10)]
            locks = []
            for s in active:
                await store.create(s)
                locks.append(await store.lock(s.id))
            for _ in range(40):  # 0.8 MB more: half a megabyte over
                await store.create(dataclasses.replace(make(), system_message=big(20_000)))
            assert (await store.redis.info("stats"))["evicted_keys"] >= 20
            assert [await store.lock(s.id) for s in active] == [None] * 10  # all held: no second stream
            assert [(await store.get(s.id)).id for s in active] == [s.id for s in active]
            gone = 0
            for s in idle:
                try:
                    await store.get(s.id)
                except SessionNotFound:
                    gone += 1
            assert gone >= 20
            for lock in locks:
                await lock.release()
        finally:
            await store.redis.config_set("maxmemory", 0)
            await store.redis.config_set("maxmemory-policy", "noeviction")
            await store.close()

    run(go())


def test_a_server_whose_redis_refuses_it_says_so_at_start(app_server, redis_url, caplog, monkeypatch):
    """It started in silence and answered 503 "cannot be reached" to every visitor: a wrong password or
    database looked like an outage that would pass."""
    monkeypatch.setattr(redis_store, "_warned_at", -redis_store.WARN_EVERY)
    with caplog.at_level("WARNING", logger="reverserag.store"):
        base = app_server(store=redis_url.rsplit("/", 1)[0] + "/99")
        said = [r.getMessage() for r in caplog.records if r.name == "reverserag.store"]
    assert said == ["the session store (Redis) refused this server: ResponseError: DB index is out of range"]
    response = httpx.post(f"{base}/api/sessions", json={"url": "https://example.org/", "content": "x"})
    assert response.status_code == 503
    assert response.json()["error"]["message"] == "The session store (Redis) refused this server: ResponseError."


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


def test_a_full_redis_is_called_full_not_a_refusal(redis_url, monkeypatch):
    """Every error Redis answered with was worded "refused this server", as a wrong password is."""
    monkeypatch.setattr(redis_store, "_warned_at", -redis_store.WARN_EVERY)

    async def go():
        store = open_store(Settings(store=redis_url))
        await store.redis.config_set("maxmemory", 1)  # anything is over it
        try:
            with pytest.raises(Unavailable) as info:
                await store.create(make())
        finally:
            await store.redis.config_set("maxmemory", 0)
            await store.close()
        assert info.value.message == ("The session store (Redis) is full (maxmemory, with a policy that evicts "
                                      "nothing): OutOfMemoryError.")

    run(go())
