"""Session stores, by URL scheme: ``memory`` (one process) and ``redis://`` (several replicas)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import SessionStore

if TYPE_CHECKING:
    from ..settings import Settings

__all__ = ["SessionStore", "open_store"]


def open_store(settings: Settings) -> SessionStore:
    if settings.store == "memory":
        from .memory import MemoryStore

        return MemoryStore(ttl=settings.session_ttl, max_sessions=settings.max_sessions)
    from .redis import RedisStore

    return RedisStore(settings.store, ttl=settings.session_ttl)
