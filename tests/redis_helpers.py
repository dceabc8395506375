"""Shared by the tests of the Redis store (test_redis_store.py, test_redis_locks.py,
test_redis_failures.py): a test's coroutine, run to its end in an event loop of its own."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coro)
