"""The store interface every backend implements."""

from __future__ import annotations

from typing import Protocol

from ..errors import ReverseRagError
from ..session import Message, Session

#: Both stores keep what is this many characters or longer zlib-compressed: zlib gains little on less.
PACK_FROM = 512


class StreamLock(Protocol):
    #: Set when the lock was lost to another stream while held: the stream it guards must end.
    lost: ReverseRagError | None

    async def release(self) -> None:
        """Give the session's stream slot back; safe to call twice."""


class SessionStore(Protocol):
    name: str

    async def create(self, session: Session) -> None:
        """Store a new session."""

    async def get(self, session_id: str) -> Session:
        """Return the session and refresh its TTL, or raise ``SessionNotFound``."""

    async def append(self, session_id: str, *messages: Message) -> None:
        """Append messages to the history atomically, or raise ``SessionNotFound``."""

    async def delete(self, session_id: str) -> bool:
        """Forget the session; True if it existed."""

    async def lock(self, session_id: str) -> StreamLock | None:
        """Take the session's one stream slot, or None while a stream holds it — in any process
        that shares this store."""

    async def count(self) -> int:
        """How many live sessions there are."""

    async def close(self) -> None:
        """Release connections."""
