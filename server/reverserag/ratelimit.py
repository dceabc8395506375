"""Rate limits: token buckets per client address and per site, in memory or in Redis.

A bucket holds one minute's worth of its rate and refills continuously, so a limit of 30 per
minute allows a burst of 30, then one every two seconds. With the Redis store the buckets live
in Redis (``stores/redis.py``: the same arithmetic in a script), so every replica draws from the
same ones.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from .errors import RateLimited
from .proxies import rate_key

if TYPE_CHECKING:
    from starlette.requests import Request

    from .sites import Site

_WHAT = {"sessions": "new sessions", "messages": "messages", "tokens": "answer tokens"}


class Limiter(Protocol):
    async def take(self, bucket: str, per_minute: float, cost: float = 1.0, *,
                   debt: bool = False) -> float:
        """Take ``cost`` tokens. Returns 0 when allowed, else the seconds until it would be.

        With ``debt`` the cost is always taken (it was already spent, e.g. streamed tokens) and
        the bucket may go below zero; the answer is then the time until it is back at zero."""

    async def close(self) -> None:
        """Release connections."""


class MemoryLimiter:
    """Buckets in this process; the least recently used go first past ``max_buckets``."""

    def __init__(self, *, max_buckets: int = 100_000, clock: Callable[[], float] = time.monotonic):
        self.max_buckets = max_buckets
        self.clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    async def take(self, bucket: str, per_minute: float, cost: float = 1.0, *,
                   debt: bool = False) -> float:
        now = self.clock()
        rate = per_minute / 60.0
        tokens, stamp = self._buckets.pop(bucket, (per_minute, now))
        tokens = min(per_minute, tokens + (now - stamp) * rate)
        wait = 0.0
        if debt:
            tokens -= cost
            wait = -tokens / rate if tokens < 0 else 0.0
        elif tokens >= cost:
            tokens -= cost
        else:
            wait = (cost - tokens) / rate
        self._buckets[bucket] = (tokens, now)
        if len(self._buckets) > self.max_buckets:
            self._buckets.popitem(last=False)
        return wait

    async def close(self) -> None:
        self._buckets.clear()


async def admit(request: Request, action: str) -> None:
    """Charge one ``action`` (``sessions`` or ``messages``) to the client's and the site's buckets,
    or raise :class:`RateLimited` naming the limit that is spent."""
    site: Site = request.state.site
    ip = rate_key(request.state.client_ip, request.app.state.settings.ipv6_prefix)
    for scope, bucket in (("ip", f"{site.label}:ip:{ip}:{action}"), ("site", f"{site.label}:{action}")):
        await charge(request, f"{scope}_{action}_per_minute", bucket)


async def charge(request: Request, limit: str, bucket: str, cost: float = 1.0, *,
                 debt: bool = False) -> None:
    site: Site = request.state.site
    per_minute: float = getattr(site.settings, limit)
    if per_minute <= 0:
        return
    wait = await request.app.state.limiter.take(bucket, per_minute, cost, debt=debt)
    if wait > 0:
        request.app.state.metrics.rate_limited[limit] += 1
        raise RateLimited(message(limit, per_minute, wait), retry_after=wait)


def message(limit: str, per_minute: float, wait: float) -> str:
    scope, action = limit.split("_")[:2]
    who = "from your address" if scope == "ip" else "for this site"
    return (f"Too many {_WHAT[action]} {who}: the limit ({limit}) is {per_minute:,.0f} per minute. "
            f"Try again in {max(1, math.ceil(wait))} s.")  # as Retry-After says it
