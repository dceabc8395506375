"""Turn an engine's stream into the contract's SSE events: ``token``, ``done`` and ``error``.

Once the response has started, every failure becomes an ``error`` event: the browser always
learns why a stream ended, and the connection is never just dropped.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from .engines import Finish
from .errors import ReverseRagError
from .metrics import Metrics

log = logging.getLogger("reverserag.stream")

#: Called once the answer is over: (text, finish_reason). Also called with the partial text when
#: the browser goes away, so what the visitor saw is what the history keeps.
OnComplete = Callable[[str, str], Awaitable[None]]


def event(name: str, payload: dict[str, Any]) -> dict[str, str]:
    return {"event": name, "data": json.dumps(payload, ensure_ascii=False)}


async def sse_events(
    source: AsyncIterator[str | Finish], on_complete: OnComplete, metrics: Metrics
) -> AsyncIterator[dict[str, str]]:
    parts: list[str] = []
    started = time.perf_counter()
    finished = False
    metrics.streams_active += 1
    metrics.streams_total += 1
    try:
        async for item in source:
            if isinstance(item, Finish):
                finished = True
                await on_complete("".join(parts), item.finish_reason)
                yield event("done", {"finish_reason": item.finish_reason, "usage": item.usage})
                break
            if not parts:
                metrics.first_token(time.perf_counter() - started)
            parts.append(item)
            metrics.tokens_streamed += 1
            yield event("token", {"text": item})
        else:
            finished = True
            await on_complete("".join(parts), "stop")
            yield event("done", {"finish_reason": "stop", "usage": {}})
    except ReverseRagError as exc:
        finished = True
        metrics.errors[exc.code] += 1
        if parts:
            await on_complete("".join(parts), "error")
        yield event("error", {"code": exc.code, "message": exc.message})
    except asyncio.CancelledError:
        # The browser went away: keep what it was shown, then let the cancel reach the upstream.
        if parts and not finished:
            finished = True
            await asyncio.shield(on_complete("".join(parts), "cancelled"))
        raise
    except Exception:
        log.exception("stream failed")
        metrics.errors["internal_error"] += 1
        finished = True
        yield event("error", {"code": "internal_error",
                              "message": "The server failed while answering; try again."})
    finally:
        metrics.streams_active -= 1
        if hasattr(source, "aclose"):
            await source.aclose()
