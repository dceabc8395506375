from __future__ import annotations

import asyncio
import base64
import dataclasses
import os
import tracemalloc

import pytest

from reverserag.errors import SessionNotFound
from reverserag.session import Session, new_session_id
from reverserag.stores.memory import MemoryStore


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make(session_id: str | None = None) -> Session:
    return Session(
        id=session_id or new_session_id(), url="https://example.org/", title="T",
        system_message="locked", intelligence="", classification=None, budget={}, model="m",
        context_window=8192, system_tokens=10, greeting_request="greet",
    )


def run(coro):
    return asyncio.run(coro)


def test_session_ids_are_128_bit_random():
    ids = {new_session_id() for _ in range(1000)}
    assert len(ids) == 1000
    assert all(len(i) == 32 and int(i, 16) >= 0 for i in ids)


def test_create_get_append_delete():
    store = MemoryStore(ttl=60, max_sessions=10)

    async def go():
        s = make()
        await store.create(s)
        await store.append(s.id, {"role": "user", "content": "hi"},
                           {"role": "assistant", "content": "hello"})
        got = await store.get(s.id)
        assert [m["content"] for m in got.history] == ["hi", "hello"]
        got.history.append({"role": "user", "content": "not stored"})
        assert len((await store.get(s.id)).history) == 2
        assert await store.delete(s.id) is True
        assert await store.delete(s.id) is False
        with pytest.raises(SessionNotFound):
            await store.get(s.id)

    run(go())


def test_sessions_expire_after_the_ttl_of_disuse():
    clock = Clock()
    store = MemoryStore(ttl=60, max_sessions=10, clock=clock)

    async def go():
        a, b = make(), make()
        await store.create(a)
        await store.create(b)
        clock.now += 50
        await store.get(a.id)  # use refreshes a's TTL
        clock.now += 20
        assert (await store.get(a.id)).id == a.id
        with pytest.raises(SessionNotFound):
            await store.get(b.id)
        assert await store.count() == 1

    run(go())


def test_the_bound_drops_the_least_recently_used():
    clock = Clock()
    store = MemoryStore(ttl=600, max_sessions=3, clock=clock)

    async def go():
        sessions = [make() for _ in range(4)]
        for s in sessions[:3]:
            clock.now += 1
            await store.create(s)
        clock.now += 1
        await store.get(sessions[0].id)
        await store.create(sessions[3])
        assert await store.count() == 3
        with pytest.raises(SessionNotFound):
            await store.get(sessions[1].id)
        await store.get(sessions[0].id)

    run(go())


def test_a_session_whose_answer_is_streaming_is_not_dropped_to_make_room():
    """The bound dropped a session whose answer was running (it counted as used when the answer began):
    the visitor read the whole answer, then got session_not_found, and it was not kept (QA 42, F3)."""
    clock = Clock()
    store = MemoryStore(ttl=600, max_sessions=3, clock=clock)

    async def go():
        streaming, *others = [make() for _ in range(5)]
        await store.create(streaming)
        lock = await store.lock(streaming.id)
        for s in others:  # visitors arrive while it streams
            clock.now += 1
            await store.create(s)
        assert await store.count() == 3 and store.evicted == 2
        await store.append(streaming.id, {"role": "assistant", "content": "the whole answer"})
        clock.now += 500
        await lock.release()  # its TTL runs from here
        clock.now += 500
        assert (await store.get(streaming.id)).history[-1]["content"] == "the whole answer"
        with pytest.raises(SessionNotFound):  # those idle the longest went instead
            await store.get(others[0].id)

    run(go())


def test_unknown_id_names_the_problem():
    store = MemoryStore(ttl=60, max_sessions=10)
    with pytest.raises(SessionNotFound, match="No session with id 'nope'"):
        run(store.get("nope"))


def big(n: int) -> str:
    """``n`` characters zlib cannot shrink much: a page or an answer at its worst for the store."""
    return base64.b64encode(os.urandom(n * 3 // 4)).decode()


def test_the_byte_bound_drops_the_least_recently_used():
    store = MemoryStore(ttl=600, max_sessions=10_000, max_bytes=1_000_000)

    async def go():
        sessions = [dataclasses.replace(make(), system_message=big(200_000)) for _ in range(8)]
        for s in sessions:
            await store.create(s)
            assert store.bytes <= store.max_bytes
        # Each holds about 150 KB packed (the base64 alphabet's six bits a byte): six fit.
        assert await store.count() == 6
        assert store.evicted == 2
        with pytest.raises(SessionNotFound):
            await store.get(sessions[1].id)
        assert (await store.get(sessions[-1].id)).system_message == sessions[-1].system_message

    run(go())


def test_a_growing_conversation_makes_room_but_never_drops_itself():
    store = MemoryStore(ttl=600, max_sessions=10_000, max_bytes=300_000)

    async def go():
        first, second = make(), make()
        await store.create(first)
        await store.create(second)
        for _ in range(20):  # 20 answers of 20 KB: 400 KB, over the bound on their own
            await store.append(second.id, {"role": "assistant", "content": big(20_000)})
        with pytest.raises(SessionNotFound):
            await store.get(first.id)
        assert len((await store.get(second.id)).history) == 20
        assert await store.count() == 1

    run(go())


def test_bytes_are_given_back_when_sessions_go():
    clock = Clock()
    store = MemoryStore(ttl=60, max_sessions=10, clock=clock)

    async def go():
        deleted, expired = make(), make()
        for s in (deleted, expired):
            await store.create(s)
            await store.append(s.id, {"role": "user", "content": big(5_000)})
        assert store.bytes > 2 * 3_500  # the two messages, packed
        await store.delete(deleted.id)
        clock.now += 61
        assert (await store.count(), store.bytes) == (0, 0)

    run(go())


def test_the_bytes_counted_are_the_bytes_held():
    """The bound is worth what the count is: tracemalloc sees what the store really holds."""
    store = MemoryStore(ttl=600, max_sessions=10_000)

    async def go():
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        for i in range(200):
            s = dataclasses.replace(make(), system_message=big(20_000), intelligence="facts " * 200)
            await store.create(s)
            await store.append(s.id, {"role": "user", "content": f"question {i}"},
                               {"role": "assistant", "content": big(2_000)})
        held = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
        assert 0.75 < store.bytes / held < 1.25, (store.bytes, held)

    run(go())
