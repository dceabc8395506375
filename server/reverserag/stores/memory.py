"""In-process session store with a TTL and two bounds: the number of sessions and their bytes.

An idle session is its system message, the page itself, and its conversation: both are kept
zlib-compressed (a page to a third of its size or less, and a page with one character past
Latin-1 would otherwise take two bytes a character; each message of 512 characters or more on its
own, answers to about 40%) and inflated per request, which costs tens of microseconds.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time
import zlib
from collections import OrderedDict
from collections.abc import Callable

from ..errors import ReverseRagError, SessionNotFound
from ..session import Message, Session
from .base import PACK_FROM

_Packed = Message | bytes


def _pack(message: Message) -> _Packed:
    if len(message.get("content", "")) < PACK_FROM:
        return dict(message)
    return zlib.compress(json.dumps(message, ensure_ascii=False).encode("utf-8"))


def _unpack(item: _Packed) -> Message:
    return dict(item) if isinstance(item, dict) else json.loads(zlib.decompress(item))


def _size(item: _Packed | Session) -> int:
    """Bytes an item holds in memory, counted as Python counts them (headers included)."""
    if isinstance(item, Session):
        return sys.getsizeof(json.dumps(item.to_json(), ensure_ascii=False))
    if isinstance(item, bytes):
        return sys.getsizeof(item)
    return sys.getsizeof(item) + sum(sys.getsizeof(k) + sys.getsizeof(v) for k, v in item.items())


class MemoryStore:
    """Least-recently-used first out: when full, in sessions or in bytes, the session idle the
    longest is dropped. The session being used is never dropped to make room for itself, nor one
    whose answer is streaming, by the bounds or by the TTL: the visitor would read the answer whole,
    then be told the session is gone, and the answer would not be kept."""

    name = "memory"

    def __init__(self, *, ttl: float, max_sessions: int, max_bytes: int = sys.maxsize,
                 clock: Callable[[], float] = time.time):
        self.ttl = ttl
        self.max_sessions = max_sessions
        self.max_bytes = max_bytes
        self.clock = clock
        # Each session without its system message and history, which are kept packed beside it.
        self._sessions: OrderedDict[str, tuple[Session, bytes, list[_Packed]]] = OrderedDict()
        self._sizes: dict[str, int] = {}
        self.bytes = 0  # what all the sessions hold, by _size
        self.evicted = 0  # sessions dropped, before their time, to make room
        self._streaming: set[str] = set()

    def _drop(self, session_id: str) -> bool:
        if self._sessions.pop(session_id, None) is None:
            return False
        self.bytes -= self._sizes.pop(session_id)
        return True

    def _grew(self, session_id: str, size: int) -> None:
        """Count what ``session_id`` took on, then make room."""
        self._sizes[session_id] = self._sizes.get(session_id, 0) + size
        self.bytes += size
        while len(self._sessions) > self.max_sessions or self.bytes > self.max_bytes:
            oldest = self._oldest_idle(session_id)
            if oldest is None:  # all in use: over the bound until an answer ends
                break
            self._drop(oldest)
            self.evicted += 1

    def _expire(self) -> None:
        cutoff = self.clock() - self.ttl
        while self._sessions:
            oldest = self._oldest_idle()
            if oldest is None or self._sessions[oldest][0].last_used > cutoff:
                break
            self._drop(oldest)

    def _oldest_idle(self, using: str | None = None) -> str | None:
        """The session used the longest ago, but for ``using`` and those whose answer is streaming:
        they are in use, so they count as used now (each once: O(1) a call, amortised)."""
        for _ in range(len(self._sessions)):
            oldest_id, (oldest, _, _) = next(iter(self._sessions.items()))
            if oldest_id != using and oldest_id not in self._streaming:
                return oldest_id
            self._touch(oldest_id)
        return None

    def _touch(self, session_id: str) -> None:
        stored = self._sessions.get(session_id)
        if stored is not None:
            stored[0].last_used = self.clock()
            self._sessions.move_to_end(session_id)

    def _live(self, session_id: str) -> tuple[Session, bytes, list[_Packed]]:
        self._expire()
        stored = self._sessions.get(session_id)
        if stored is None:
            raise SessionNotFound(f"No session with id {session_id[:64]!r}; it may have expired.")
        self._touch(session_id)
        return stored

    async def create(self, session: Session) -> None:
        self._expire()
        packed = zlib.compress(session.system_message.encode("utf-8"))
        kept = dataclasses.replace(session, system_message="", history=[], last_used=self.clock())
        history = [_pack(m) for m in session.history]
        self._drop(session.id)
        self._sessions[session.id] = (kept, packed, history)
        self._grew(session.id, _size(kept) + _size(packed) + sum(map(_size, history)))

    async def get(self, session_id: str) -> Session:
        # A copy, so a caller's changes reach the store only through append(), as with Redis.
        session, packed, history = self._live(session_id)
        return dataclasses.replace(session, history=[_unpack(m) for m in history],
                                   system_message=zlib.decompress(packed).decode("utf-8"))

    async def append(self, session_id: str, *messages: Message) -> None:
        packed = [_pack(m) for m in messages]
        self._live(session_id)[2].extend(packed)
        self._grew(session_id, sum(map(_size, packed)))

    async def delete(self, session_id: str) -> bool:
        return self._drop(session_id)

    async def lock(self, session_id: str) -> _Lock | None:
        if session_id in self._streaming:
            return None
        self._streaming.add(session_id)
        return _Lock(self, session_id)

    async def count(self) -> int:
        self._expire()
        return len(self._sessions)

    async def close(self) -> None:
        self._sessions.clear()
        self._sizes.clear()
        self.bytes = 0


class _Lock:
    lost: ReverseRagError | None = None  # one process: nothing else can take it

    def __init__(self, store: MemoryStore, session_id: str):
        self.store = store
        self.session_id = session_id
        self.released = False

    async def release(self) -> None:
        if not self.released:  # a second release must not free a later stream's hold
            self.released = True
            self.store._streaming.discard(self.session_id)
            self.store._touch(self.session_id)  # its TTL runs from the answer's end, not its start
