"""The Redis store when Redis fails: unreachable, refusing this server, full (and evicting as
docker-compose.yml runs it): what the API answers and what the log says."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import httpx
import pytest
import yaml

from fake_upstream import free_port
from redis_helpers import run
from reverserag.errors import SessionNotFound, Unavailable
from reverserag.settings import Settings
from reverserag.stores import open_store
from reverserag.stores import redis as redis_store
from test_store import big, make

ROOT = Path(__file__).resolve().parents[1]


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
