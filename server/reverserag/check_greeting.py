"""``reverserag check``'s greeting: how long a visitor waits for the first words, on a prompt of a
real page's size.

Check's short answer proves that the model answers, but its prompt is a few tokens, and a model on
a CPU spends most of a visitor's wait reading the prompt: SmolLM2-135M on llama-cpp-python gave that
answer's first words in 0.12 to 2 s and a greeting's in 39 to 75 s. So the greeting is asked on the
demo article, locked as sessions lock a page, and timed to its first words.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import analyzers, demo, tokens
from .api import lock_session
from .classify_offline import offline
from .engines import Engine, Finish, ModelInfo
from .engines.base import close
from .errors import UpstreamError
from .page import parse_page
from .settings import Settings

if TYPE_CHECKING:
    from .check import Report

#: A greeting whose first words take longer is a warning: about 10 s is the limit for keeping a
#: person's attention on a dialogue (Nielsen, Usability Engineering, 1993, after Miller, 1968).
SLOW = 10.0
#: Check waits for those words as long as a session waits on a model server that sends nothing,
#: REVERSERAG_UPSTREAM_READ_TIMEOUT (it waited a fixed 90 s, past the 60 s default), and this
#: much more, so that on such a server the engine's own timeout decides, as it does for a visitor.
#: A server that pings while it reads (llama-cpp-python) keeps a session waiting longer: check
#: reports the greeting as not begun by then, and leaves it.
GRACE = 1.0


@dataclass
class Timed:
    """A stream read with a clock: when its first words came, when it ended, what it said."""

    started: float = field(default_factory=time.perf_counter)
    first: float | None = None
    took: float = 0.0
    text: str = ""
    finish: Finish = field(default_factory=Finish)


async def timed(source: AsyncIterator[str | Finish], into: Timed, *, first_words_only: bool = False) -> Timed:
    """``source`` read into ``into`` (the caller's, so what came is there if a timeout cuts it)."""
    try:
        async for item in source:
            if isinstance(item, Finish):
                into.finish = item
            elif item:
                into.text += item
                if into.first is None:
                    into.first = time.perf_counter() - into.started
                    if first_words_only:
                        break
    finally:
        await close(source)  # left early: the model server stops writing
        into.took = time.perf_counter() - into.started
    return into


async def greeting(engine: Engine, settings: Settings, info: ModelInfo, ratio: float, report: Report,
                   indent: str) -> None:
    """The demo article's greeting, asked as a session asks it, timed to its first words; ``ratio`` is
    the model's tokens per cl100k token, to say the prompt's size in the model's own."""
    # A fresh address each run: the prompt then shares nothing past its first lines with one asked
    # before, so a server's prompt cache (vLLM's, llama.cpp's slots) cannot make a second run look fast.
    url = f"https://example.com/article?check={secrets.token_hex(4)}"
    page = parse_page(demo.article(url), max_content_chars=settings.max_page_chars)
    # The model's classification of a page has these fields too: the prompt is as long, near enough.
    classification = offline(page) if settings.classify_timeout > 0 else None
    session = lock_session(page, settings, analyzers.run(page, settings.analyzers), classification, info)
    messages = [*session.messages(), {"role": "user", "content": session.greeting_request}]
    size = f"about {round(tokens.count_messages(messages) * ratio):,} tokens"
    on = f"on the demo article's prompt ({size}, as a session locks it)"
    got = Timed()
    wait = settings.upstream_read_timeout
    try:
        async with asyncio.timeout(wait + GRACE):
            await timed(engine.stream(messages, task="greeting", max_tokens=session.budget["reserved_for_response"]),
                        got, first_words_only=True)
    except TimeoutError:
        report.warn("greeting", f"no first words in {wait:g} s (REVERSERAG_UPSTREAM_READ_TIMEOUT) {on}: visitors "
                    f"wait longer than that for a greeting to begin. {_helps(settings, session.budget)}",
                    indent=indent)
        return
    except UpstreamError as exc:  # the short answer came: a page's prompt is what failed, as it would for visitors
        report.fail("greeting", f"a greeting {on}: {exc.message} ({exc.code})", indent=indent)
        return
    assert got.first is not None  # a stream that ends without a word raises (replies.marked_when_cut)
    said = f"first words after {got.first:.2f} s {on}"
    if got.first > SLOW:
        report.warn("greeting", f"{said}: a visitor waits this long for a greeting to begin on a page of this "
                    f"size, longer on a longer one, and after {SLOW:g} s their attention is elsewhere. "
                    f"{_helps(settings, session.budget)}", indent=indent)
    else:
        report.ok("greeting", said, indent=indent)


def _helps(settings: Settings, budget: dict[str, object]) -> str:
    whole = " (this page fits it whole)" if not budget.get("truncated") else ""
    classify = ("; and REVERSERAG_CLASSIFY_TIMEOUT=0, since a page's first greeting waits for its "
                "classification besides" if settings.classify_timeout > 0 else "")
    return ("What helps: a faster model or a GPU; a smaller REVERSERAG_CONTEXT_WINDOW, which gives a long page "
            f"fewer tokens to read{whole}{classify}")
