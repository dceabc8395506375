"""In-process session store with a TTL and a bound on the number of sessions.

An idle session is its system message, the page itself, and its conversation: both are kept
zlib-compressed (a page to a third of its size or less, and a page with one character past
Latin-1 would otherwise take two bytes a character; each message of 512 characters or more on its
own, answers to about 40%) and inflated per request, which costs tens of microseconds.
"""

from __future__ import annotations

import dataclasses
import json
import time
import zlib
from collections import OrderedDict
from collections.abc import Callable

from ..errors import SessionNotFound
from ..session import Message, Session

#: Messages shorter than this many characters are kept as they are: zlib gains little on them.
PACK_FROM = 512
_Packed = Message | bytes


def _pack(message: Message) -> _Packed:
    if len(message.get("content", "")) < PACK_FROM:
        return dict(message)
    return zlib.compress(json.dumps(message, ensure_ascii=False).encode("utf-8"))


def _unpack(item: _Packed) -> Message:
    return dict(item) if isinstance(item, dict) else json.loads(zlib.decompress(item))


class MemoryStore:
    """Least-recently-used first out: when full, the session idle the longest is dropped."""

    name = "memory"

    def __init__(self, *, ttl: float, max_sessions: int, clock: Callable[[], float] = time.time):
        self.ttl = ttl
        self.max_sessions = max_sessions
        self.clock = clock
        # Each session without its system message and history, which are kept packed beside it.
        self._sessions: OrderedDict[str, tuple[Session, bytes, list[_Packed]]] = OrderedDict()
        self._streaming: set[str] = set()

    def _expire(self) -> None:
        cutoff = self.clock() - self.ttl
        while self._sessions:
            oldest = next(iter(self._sessions.values()))[0]
            if oldest.last_used > cutoff:
                break
            self._sessions.popitem(last=False)

    def _live(self, session_id: str) -> tuple[Session, bytes, list[_Packed]]:
        self._expire()
        stored = self._sessions.get(session_id)
        if stored is None:
            raise SessionNotFound(f"No session with id {session_id[:64]!r}; it may have expired.")
        stored[0].last_used = self.clock()
        self._sessions.move_to_end(session_id)
        return stored

    async def create(self, session: Session) -> None:
        self._expire()
        packed = zlib.compress(session.system_message.encode("utf-8"))
        kept = dataclasses.replace(session, system_message="", history=[], last_used=self.clock())
        self._sessions[session.id] = (kept, packed, [_pack(m) for m in session.history])
        while len(self._sessions) > self.max_sessions:
            self._sessions.popitem(last=False)

    async def get(self, session_id: str) -> Session:
        # A copy, so a caller's changes reach the store only through append(), as with Redis.
        session, packed, history = self._live(session_id)
        return dataclasses.replace(session, history=[_unpack(m) for m in history],
                                   system_message=zlib.decompress(packed).decode("utf-8"))

    async def append(self, session_id: str, *messages: Message) -> None:
        self._live(session_id)[2].extend(_pack(m) for m in messages)

    async def delete(self, session_id: str) -> bool:
        return self._sessions.pop(session_id, None) is not None

    async def lock(self, session_id: str) -> _Lock | None:
        if session_id in self._streaming:
            return None
        self._streaming.add(session_id)
        return _Lock(self._streaming, session_id)

    async def count(self) -> int:
        self._expire()
        return len(self._sessions)

    async def close(self) -> None:
        self._sessions.clear()


class _Lock:
    def __init__(self, held: set[str], session_id: str):
        self.held = held
        self.session_id = session_id
        self.released = False

    async def release(self) -> None:
        if not self.released:  # a second release must not free a later stream's hold
            self.released = True
            self.held.discard(self.session_id)
