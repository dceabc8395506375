"""In-process session store with a TTL and a bound on the number of sessions."""

from __future__ import annotations

import dataclasses
import time
from collections import OrderedDict
from collections.abc import Callable

from ..errors import SessionNotFound
from ..session import Message, Session


class MemoryStore:
    """Least-recently-used first out: when full, the session idle the longest is dropped."""

    name = "memory"

    def __init__(self, *, ttl: float, max_sessions: int, clock: Callable[[], float] = time.time):
        self.ttl = ttl
        self.max_sessions = max_sessions
        self.clock = clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()

    def _expire(self) -> None:
        cutoff = self.clock() - self.ttl
        while self._sessions:
            oldest = next(iter(self._sessions.values()))
            if oldest.last_used > cutoff:
                break
            self._sessions.popitem(last=False)

    def _live(self, session_id: str) -> Session:
        self._expire()
        session = self._sessions.get(session_id)
        if session is None:
            raise SessionNotFound(f"No session with id {session_id[:64]!r}; it may have expired.")
        session.last_used = self.clock()
        self._sessions.move_to_end(session_id)
        return session

    async def create(self, session: Session) -> None:
        self._expire()
        session.last_used = self.clock()
        self._sessions[session.id] = session
        while len(self._sessions) > self.max_sessions:
            self._sessions.popitem(last=False)

    async def get(self, session_id: str) -> Session:
        # A copy, so a caller's changes reach the store only through append(), as with Redis.
        session = self._live(session_id)
        return dataclasses.replace(session, history=list(session.history))

    async def append(self, session_id: str, *messages: Message) -> None:
        self._live(session_id).history.extend(messages)

    async def delete(self, session_id: str) -> bool:
        return self._sessions.pop(session_id, None) is not None

    async def count(self) -> int:
        self._expire()
        return len(self._sessions)

    async def close(self) -> None:
        self._sessions.clear()
