"""Redis session store, for several replicas: a session made on one streams from any other.

Per session: its JSON (everything but the history) under ``…{id}:session``, the history as a
Redis list under ``…{id}:history`` (RPUSH appends, so two replicas never overwrite each other's
turns), each kept zlib-compressed when long, and the stream lock under ``…{id}:lock``. Every use
refreshes the TTL of both keys, and so does a running stream, as often as it renews its lock. A
sorted set of ids by last use makes counting cheap; a running stream keeps its session's score
ahead of the clock by a lease, as it renews its lock, so the session counts while it streams. The braces
are a hash tag: one session's keys share a cluster slot, so the scripts may touch them
together. The rate-limit buckets (:class:`RedisLimiter`) live here too.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import secrets
import time
import zlib
from collections.abc import Iterator
from typing import Any

from redis import asyncio as aioredis
from redis.exceptions import (
    AuthenticationError,
    AuthorizationError,
    NoPermissionError,
    OutOfMemoryError,
    ReadOnlyError,
    RedisError,
    ResponseError,
)

from ..errors import Conflict, ReverseRagError, SessionNotFound, Unavailable
from ..session import Message, Session
from .base import PACK_FROM

#: A stream holds its session's lock for this long unless it renews it; a replica that dies
#: mid-stream frees the session after at most this.
LOCK_LEASE_MS = 6_000
_RENEW_EVERY = LOCK_LEASE_MS / 3 / 1000

_APPEND = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RPUSH', KEYS[2], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return 1
"""
# The session and its history are kept as long as the lock (ARGV[3]: the TTL, or the lease if that
# is longer): an answer that ran past the TTL lost its session under it, and the visitor, having
# read it whole, was told the session was gone.
_LOCK = """
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return 1
"""
_RENEW = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return redis.call('PEXPIRE', KEYS[1], ARGV[2])
"""
# Taken again only while the session is there: a session deleted under its stream took its lock too.
_RETAKE = """
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


#: Connections to Redis each process may have, and the seconds a request may wait for one of them.
POOL = 256
POOL_WAIT = 5.0

log = logging.getLogger("reverserag.store")
#: Seconds between two log lines about an unreachable Redis, however many requests find it so.
WARN_EVERY = 10.0
_warned_at = -WARN_EVERY


def _pack(value: Any) -> str:
    """JSON, zlib-compressed when long (in base64, as the client reads text): a page's session to a
    third or so, a long answer to about half."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    if len(text) < PACK_FROM:
        return text
    return "z" + base64.b64encode(zlib.compress(text.encode("utf-8"))).decode("ascii")


def _unpack(raw: str) -> Any:
    """JSON never starts with "z": what was stored before packing reads as it was."""
    return json.loads(zlib.decompress(base64.b64decode(raw[1:])) if raw.startswith("z") else raw)


def _what_failed(exc: RedisError) -> str:
    """In words an operator acts on: reached but refused (a password, a database out of range) is no
    outage that will pass; full and read-only are Redis's state, not this server's settings."""
    if isinstance(exc, OutOfMemoryError):
        return "is full (maxmemory, with a policy that evicts nothing)"
    if isinstance(exc, ReadOnlyError):
        return "is a read-only replica"
    if isinstance(exc, (AuthenticationError, AuthorizationError, NoPermissionError)) or (
            isinstance(exc, ResponseError) and str(exc).startswith(("NOAUTH", "WRONGPASS", "NOPERM", "DB index"))):
        return "refused this server"
    if str(exc) == "No connection available.":
        return f"is busy: all {POOL} connections in use"
    if isinstance(exc, ResponseError):
        return "failed"
    return "cannot be reached"


@contextlib.contextmanager
def _reachable() -> Iterator[None]:
    try:
        yield
    except RedisError as exc:
        global _warned_at
        what = _what_failed(exc)
        if time.monotonic() - _warned_at >= WARN_EVERY:  # visitors get 503s; the operator reads why here
            _warned_at = time.monotonic()
            log.warning("the session store (Redis) %s: %s: %s", what, exc.__class__.__name__, exc)
        # The cause goes with it for `reverserag check`; the visitor's message names only its kind.
        raise Unavailable(f"The session store (Redis) {what}: {exc.__class__.__name__}.",
                          retry_after=2, code="store_unavailable") from exc


class RedisStore:
    name = "redis"

    def __init__(self, url: str, *, ttl: float, prefix: str = "reverserag:"):
        self.ttl = ttl
        self.ttl_ms = int(ttl * 1000)
        self.prefix = prefix
        # A pool that waits for a free connection: redis-py's own refused the 101st at once, so a
        # burst of answers got 503s while Redis was well. Connections are made as they are needed.
        pool = aioredis.BlockingConnectionPool.from_url(
            url, max_connections=POOL, timeout=POOL_WAIT, decode_responses=True, socket_connect_timeout=5,
            socket_timeout=5, health_check_interval=30)
        self.redis: Any = aioredis.Redis.from_pool(pool)
        self._append = self.redis.register_script(_APPEND)
        self._lock = self.redis.register_script(_LOCK)
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)
        self._retake = self.redis.register_script(_RETAKE)
        self._live = f"{prefix}live"

    def _key(self, session_id: str, part: str) -> str:
        return f"{self.prefix}{{{session_id}}}:{part}"

    async def create(self, session: Session) -> None:
        data = session.to_json()
        history = data.pop("history")
        pipe = self.redis.pipeline(transaction=True)
        pipe.set(self._key(session.id, "session"), _pack(data), px=self.ttl_ms)
        if history:
            pipe.rpush(self._key(session.id, "history"), *map(_pack, history))
            pipe.pexpire(self._key(session.id, "history"), self.ttl_ms)
        # The live set has no TTL of its own: pruned here, it holds only the sessions a TTL keeps.
        pipe.zadd(self._live, {session.id: time.time()}).zremrangebyscore(self._live, "-inf", time.time() - self.ttl)
        with _reachable():
            await pipe.execute()

    async def get(self, session_id: str) -> Session:
        now = time.time()
        s, h = self._key(session_id, "session"), self._key(session_id, "history")
        pipe = self.redis.pipeline(transaction=True)
        pipe.get(s).lrange(h, 0, -1).pexpire(s, self.ttl_ms).pexpire(h, self.ttl_ms)
        pipe.zadd(self._live, {session_id: now})
        with _reachable():
            raw, history, *_ = await pipe.execute()
        if raw is None:
            with _reachable():
                await self.redis.zrem(self._live, session_id)
            raise SessionNotFound(f"No session with id {session_id[:64]!r}; it may have expired.")
        data = _unpack(raw)
        data["history"] = [_unpack(m) for m in history]
        data["last_used"] = now
        return Session.from_json(data)

    async def append(self, session_id: str, *messages: Message) -> None:
        keys = [self._key(session_id, "session"), self._key(session_id, "history")]
        with _reachable():
            done = await self._append(keys=keys, args=[self.ttl_ms, *map(_pack, messages)])
        if not done:
            raise SessionNotFound(f"No session with id {session_id[:64]!r}; it may have expired.")

    async def delete(self, session_id: str) -> bool:
        pipe = self.redis.pipeline(transaction=True)
        pipe.delete(self._key(session_id, "session"), self._key(session_id, "history"),
                    self._key(session_id, "lock"))
        pipe.zrem(self._live, session_id)
        with _reachable():
            deleted, _ = await pipe.execute()
        return bool(deleted)

    async def lock(self, session_id: str) -> RedisLock | None:
        keys = [self._key(session_id, part) for part in ("lock", "session", "history")]
        token = secrets.token_hex(8)
        with _reachable():
            taken = await self._lock(keys=keys, args=[token, LOCK_LEASE_MS, self.held_ms])
        if not taken:
            return None
        lock = RedisLock(self, session_id, token, *keys)
        await lock.keep_live()
        return lock

    async def _used(self, session_id: str, until: float) -> None:
        """Its score in the live set, if it is there still (a session deleted is not put back). Not in
        the lock's scripts: the set is one key for every session, so in a cluster it is in another slot."""
        await self.redis.zadd(self._live, {session_id: until}, xx=True)

    @property
    def held_ms(self) -> int:
        """How long a session whose answer is streaming is kept from one renewal of its lock to the next."""
        return max(self.ttl_ms, LOCK_LEASE_MS)

    async def count(self) -> int:
        pipe = self.redis.pipeline(transaction=True)
        pipe.zremrangebyscore(self._live, "-inf", time.time() - self.ttl).zcard(self._live)
        with _reachable():
            _, live = await pipe.execute()
        return int(live)

    async def memory(self) -> tuple[int, str] | None:
        """Redis's ``maxmemory`` and ``maxmemory-policy``, from ``INFO memory`` (a managed Redis may
        refuse ``CONFIG``); None when it tells neither."""
        try:
            info = await self.redis.info("memory")
            return int(info["maxmemory"]), str(info["maxmemory_policy"])
        except (RedisError, KeyError, ValueError):
            return None

    def limiter(self) -> RedisLimiter:
        """Rate-limit buckets in the same Redis, shared by every replica."""
        return RedisLimiter(self.redis, f"{self.prefix}rate:")

    async def close(self) -> None:
        await self.redis.aclose()


# KEYS[1] bucket; ARGV capacity, rate per ms, cost, debt (0/1). Redis' clock, not the replicas',
# so every replica refills the same bucket at the same pace. The bucket lives until it would be full
# again, when a missing one means the same: a debt is kept however long it takes to repay. Returns
# the wait in ms as a string: Redis would truncate a Lua number to an integer.
_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local cap, rate, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 'v', 't')
local v, ts = tonumber(b[1]), tonumber(b[2])
if v == nil then v, ts = cap, now end
v = math.min(cap, v + math.max(0, now - ts) * rate)
local wait = 0
if ARGV[4] == '1' then
  v = v - cost
  if v < 0 then wait = -v / rate end
elseif v >= cost then
  v = v - cost
else
  wait = (cost - v) / rate
end
redis.call('HSET', KEYS[1], 'v', tostring(v), 't', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((cap - v) / rate) + 1000)
return tostring(wait)
"""


class RedisLimiter:
    """Buckets in Redis, shared by every replica; one script call per take."""

    def __init__(self, client: Any, prefix: str = "reverserag:rate:"):
        self.prefix = prefix
        self._take = client.register_script(_TAKE)

    async def take(self, bucket: str, per_minute: float, cost: float = 1.0, *,
                   debt: bool = False) -> float:
        with _reachable():
            wait_ms = await self._take(keys=[self.prefix + bucket],
                                       args=[per_minute, per_minute / 60_000.0, cost, int(debt)])
        return float(wait_ms) / 1000.0

    async def close(self) -> None:
        return None


class RedisLock:
    """A leased ``SET NX PX`` lock, renewed while its stream runs."""

    def __init__(self, store: RedisStore, session_id: str, token: str, key: str, session_key: str,
                 history_key: str):
        self.store = store
        self.session_id = session_id
        self.key = key
        self.token = token
        self.session_key = session_key
        self.history_key = history_key
        self.released = False
        self.lost: ReverseRagError | None = None
        self._renewer = asyncio.get_running_loop().create_task(self._renew())

    async def keep_live(self) -> None:
        """Counted as used until the lease ends: the live set, pruned of what was used a TTL ago, lost
        a session whose answer ran longer than the TTL, while its keys were kept. Only a count: a
        Redis that fails it fails no stream."""
        with contextlib.suppress(RedisError):
            await self.store._used(self.session_id, time.time() + LOCK_LEASE_MS / 1000)

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(_RENEW_EVERY)
            try:
                if await self.store._renew(keys=[self.key, self.session_key, self.history_key],
                                           args=[self.token, LOCK_LEASE_MS, self.store.held_ms]):
                    await self.keep_live()
                    continue
                # Lapsed: Redis was paused past the lease, restarted, or full. Taken again if free.
                retaken = await self.store._retake(keys=[self.key, self.session_key],
                                                   args=[self.token, LOCK_LEASE_MS])
                if retaken == -1:
                    return  # the session was deleted: its stream ends as it will, with nothing to guard
                if retaken == 1:
                    await self.keep_live()
                    log.warning("the stream lock %s lapsed (Redis paused, restarted or full) and was taken "
                                "again", self.key)
                    continue
                log.warning("the stream lock %s lapsed and another stream took it: this stream ends", self.key)
                self.lost = Conflict("Another answer to this session started while this one ran (its lock in "
                                     "the session store lapsed), so this one ends here.", code="stream_in_progress")
                return
            except RedisError:
                continue  # the next try may reach it; the lease covers two misses

    async def release(self) -> None:
        if self.released:
            return
        self._renewer.cancel()
        with contextlib.suppress(RedisError):
            await self.store._release(keys=[self.key], args=[self.token])
            await self.store._used(self.session_id, time.time())  # its TTL runs from the answer's end
        # Only now: a release cancelled mid-way is tried again by the response's background task.
        self.released = True
