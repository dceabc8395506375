"""Session stores, by URL scheme: ``memory`` (one process) and ``redis://`` (several replicas)."""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from ..errors import SettingsError
from .base import SessionStore

if TYPE_CHECKING:
    from ..settings import Settings

__all__ = ["SessionStore", "check_store", "open_store"]


def check_store(settings: Settings) -> None:
    """Fail at start, not on the first visitor, when the store cannot be used at all."""
    if settings.store != "memory" and importlib.util.find_spec("redis") is None:
        raise SettingsError(f"REVERSERAG_STORE has value '{settings.store}', but the redis package is "
                            "not installed: pip install 'reverserag[redis]'.")


def open_store(settings: Settings) -> SessionStore:
    if settings.store == "memory":
        from .memory import MemoryStore

        return MemoryStore(ttl=settings.session_ttl, max_sessions=settings.max_sessions,
                           max_bytes=settings.max_store_bytes)
    from .redis import RedisStore

    return RedisStore(settings.store, ttl=settings.session_ttl)
