"""The model's classification of a page: once for all the page's sessions, and safe to cut short.

Visitors of the same page, with the same model, get the same classification (it is asked at
temperature 0), so it is kept by page and model for :data:`CLASSIFIED_FOR` seconds, and the sessions
made while it is asked wait for that one call; a visitor who leaves does not cancel it for the
others. One the model could not give is asked again after :data:`UNCLASSIFIED_FOR` seconds; one the
server failed to give is not kept. A call is cut at the timeout or :data:`CLASSIFY_TOKENS`, and the
fields written whole by then are kept (``classify.parse``): a small model that loops inside the
object (a list it never closes) gives its first fields rather than nothing.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
import logging
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .. import classify
from ..errors import UpstreamError
from ..page import Page
from ..session import Message
from .base import ModelInfo

if TYPE_CHECKING:
    from ..metrics import Metrics

log = logging.getLogger("reverserag.upstream")

#: The most tokens a classification may take: a backstop for a model that loops, rarely reached
#: within the timeout. Real classifications take 150-400 tokens, every field filled to its cap about
#: 1,200, and a reasoning model thinks within the same allowance.
CLASSIFY_TOKENS = 2048
#: Seconds a page's classification is reused by later sessions of the same page; one the model could
#: not give (nothing usable by the timeout) is asked again sooner; the most pages kept.
CLASSIFIED_FOR = 3600.0
UNCLASSIFIED_FOR = 300.0
CLASSIFIED_KEPT = 1024
#: Seconds no page is classified after a call cut at the timeout with not a character written: the
#: model cannot even read a page's start in time (a CPU model), and llama-cpp-python goes on reading
#: a prompt given up on before it serves the next request, so every new page's first visitor waited
#: the timeout and then that reading too, 30-90 s before the greeting's first word on a 2-core machine.
#: A call that began while other requests of this server's were under way is no such sign: on a
#: server of one slot (llama-cpp-python) it waited behind them, writing nothing.
PAUSED_FOR = 300.0

Found = dict[str, Any] | None


class Classified(NamedTuple):
    """A classification, how its call ended (complete, cut, timeout, unusable, error; reused for one
    kept from an earlier call, paused for one not asked after a silent timeout), and for an error
    what the server said: ``reverserag check`` words its line by it, since "nothing usable" may be a
    slow model, a failing server or a model that writes no JSON."""

    found: Found
    outcome: str
    error: str = ""


class Asker(Protocol):
    """What a classifier needs of its engine."""

    in_flight: int

    async def model(self) -> ModelInfo: ...

    async def complete(self, messages: list[Message], parts: list[str] | None = None, **extra: Any) -> str: ...


class Classifier:
    """One engine's classifications: those kept, by page and model, and those being asked."""

    def __init__(self, engine: Asker, metrics: Metrics | None = None, reasoning: int = 0):
        self.engine = engine
        self.metrics = metrics
        self.most = CLASSIFY_TOKENS + reasoning  # tokens a call may take, thinking included
        self._kept: OrderedDict[bytes, tuple[float, Found]] = OrderedDict()  # until when, what
        self._asking: dict[bytes, asyncio.Future[Classified]] = {}
        self._paused_until = 0.0  # after a call in which the model wrote nothing in time (PAUSED_FOR)

    async def classify(self, page: Page, *, timeout: float) -> Found:
        return (await self.classified(page, timeout=timeout)).found

    async def classified(self, page: Page, *, timeout: float) -> Classified:
        messages = classify.classification_messages(page)
        said = json.dumps([(await self.engine.model()).name, messages], ensure_ascii=False)
        key = hashlib.sha256(said.encode()).digest()
        kept = self._kept.get(key)
        if kept is not None and kept[0] > time.monotonic():
            self._kept.move_to_end(key)
            self._count("reused")
            return Classified(classify.checked(copy.deepcopy(kept[1]), page), "reused")
        asking = self._asking.get(key)
        if asking is None and self._paused_until > time.monotonic():
            self._count("paused")  # not kept: the page is asked once the pause is over
            return Classified(None, "paused")
        if asking is None:
            asking = self._asking[key] = asyncio.ensure_future(self._ask(messages, timeout))
            asking.add_done_callback(lambda done: self._keep(key, done))
        # A session whose visitor left does not cancel the call the others wait for.
        asked = await asyncio.shield(asking)
        return asked._replace(found=classify.checked(copy.deepcopy(asked.found), page))

    def _keep(self, key: bytes, done: asyncio.Future[Classified]) -> None:
        self._asking.pop(key, None)
        if done.cancelled() or done.exception() is not None:
            return
        found, outcome, _ = done.result()
        if outcome == "error":
            return
        self._kept[key] = (time.monotonic() + (CLASSIFIED_FOR if found else UNCLASSIFIED_FOR), found)
        self._kept.move_to_end(key)
        while len(self._kept) > CLASSIFIED_KEPT:
            self._kept.popitem(last=False)

    async def _ask(self, messages: list[Message], timeout: float) -> Classified:
        """One classification call, and how it ended: complete, cut, timeout, unusable or error."""
        parts: list[str] = []

        async def ask() -> None:
            try:
                await self.engine.complete(messages, parts, response_format={"type": "json_object"}, temperature=0,
                                           max_tokens=self.most)
            except UpstreamError as exc:
                if exc.code != "upstream_bad_request":
                    raise
                parts.clear()
                await self.engine.complete(messages, parts, temperature=0, max_tokens=self.most)  # no JSON mode

        outcome, error = "complete", ""
        behind = self.engine.in_flight  # requests of ours the model server had already, before this one
        try:
            await asyncio.wait_for(ask(), timeout)
        except TimeoutError:
            written = sum(map(len, parts))
            log.warning("classification cut at %g s: reading the %d characters written by then", timeout, written)
            outcome = "cut"
            if not written and behind:
                log.warning("the model wrote nothing in %g s, but it had %d other request%s of this server's "
                            "before it (on a server of one slot, it waited its turn): not paused", timeout,
                            behind, "s" * (behind != 1))
            elif not written:
                self._paused_until = time.monotonic() + PAUSED_FOR
                log.warning("the model wrote nothing in %g s: no page is classified for the next %g s, so that "
                            "visitors do not wait for it (REVERSERAG_CLASSIFY_TIMEOUT=0 asks for none)",
                            timeout, PAUSED_FOR)
        except UpstreamError as exc:
            log.warning("classification skipped: %s: %s", exc.code, exc.message)
            parts, outcome, error = [], "error", f"{exc.message} ({exc.code})"
        found = classify.parse("".join(parts)) if parts else None
        if found is None and outcome != "error":
            outcome = "timeout" if outcome == "cut" else "unusable"
        self._count(outcome)
        return Classified(found, outcome, error)

    def _count(self, outcome: str) -> None:
        if self.metrics is not None:
            self.metrics.classifications[outcome] += 1
