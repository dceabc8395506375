"""Session stores, by URL scheme: ``memory`` (one process) and ``redis://`` (several replicas)."""

from __future__ import annotations

import importlib.util
import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..errors import SettingsError
from .base import SessionStore

if TYPE_CHECKING:
    from ..settings import Settings

__all__ = ["SessionStore", "check_store", "open_store"]


def check_store(settings: Settings) -> None:
    """Fail at start, not on the first visitor, when the store cannot be used at all."""
    if settings.store == "memory":
        return
    from ..settings import shown_address

    shown = shown_address(settings.store)
    cut = _cut_password(settings.store)
    if cut:
        raise SettingsError(f"REVERSERAG_STORE has value '{shown}'. Its password holds {cut} not "
                            "percent-encoded: Redis's client would end the password there and misread the "
                            "rest of the address. Percent-encode it: '#' as %23, '@' as %40, '/' as %2F, '?' as %3F.")
    if importlib.util.find_spec("redis") is None:
        raise SettingsError(f"REVERSERAG_STORE has value '{shown}', but the redis package is "
                            "not installed: pip install '.[redis]' in a checkout of reverserag (the "
                            "redis extra).")
    from redis.asyncio.connection import Connection
    from redis.connection import parse_url

    try:  # a port out of range, an option's bad value, an option there is not (nothing connects yet)
        options = parse_url(settings.store)
        for pools_own in ("max_connections", "timeout", "queue_class", "maint_notifications_config"):
            options.pop(pools_own, None)  # the pool's, not a connection's
        options.pop("connection_class", Connection)(**options)
    except (ValueError, TypeError) as exc:
        unknown = re.search(r"unexpected keyword argument '(\w+)'", str(exc))
        said = f"The address has an option Redis does not know: {unknown[1]}." if unknown else str(exc)
        raise SettingsError(f"REVERSERAG_STORE has value '{shown}'. {said}") from None
    database = urlsplit(settings.store).path.strip("/")
    if database and not database.isdigit():  # redis-py would use database 0 without a word
        raise SettingsError(f"REVERSERAG_STORE has value '{shown}'. The database must be a number, as in "
                            "redis://host:6379/0.")


_STARTS = {"path": "/", "query": "?", "fragment": "#"}


def _cut_password(url: str) -> str | None:
    """The bare characters that cut a password short, in words (``"'#'"``), or None.

    A parser ends the address's user and password at the first ``/``, ``?`` or ``#``, so in
    ``redis://:pa#ss@host`` it reads the password ``pa`` and never sees ``host`` (and with an ``@``
    before the ``#``, reads part of the password as the host). An ``@`` past that point gives it away: a
    Redis address has none in its database number, nor in a fragment, and in its query only within a
    value (``?password=p@ss``), unless what a parser takes for the host is none (``:pa``)."""
    parts = urlsplit(url)
    try:
        parts.port  # noqa: B018 (it raises on a port that is no number: the start of a password)
        plausible = bool(parts.hostname)
    except ValueError:
        plausible = False
    for part, start in _STARTS.items():
        text = getattr(parts, part)
        before, at, _ = text.partition("@")
        if not at:
            continue
        if part == "query" and plausible and "=" in before.rpartition("&")[2]:
            continue
        chars = [start] + (["@"] if "@" in parts.netloc else [])
        return " and ".join(f"'{c}'" for c in chars)
    return None


def open_store(settings: Settings) -> SessionStore:
    if settings.store == "memory":
        from .memory import MemoryStore

        return MemoryStore(ttl=settings.session_ttl, max_sessions=settings.max_sessions,
                           max_bytes=settings.max_store_bytes)
    from .redis import RedisStore

    return RedisStore(settings.store, ttl=settings.session_ttl)
