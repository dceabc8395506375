"""The built-in offline engine: deterministic and extractive, with no model at all.

It reads only the locked system message (the same context a model would get), answers from the page's text
(answers.py) in the visitor's language where it can, streams word by word, like a model, and says plainly what it is.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

from starlette.concurrency import run_in_threadpool

from .. import languages, tokens
from ..context import read_locked, selection_in, without_selection
from ..page import Page
from ..session import Message
from ..words import UNSPACED
from . import outline, products, reference
from .answers import answer
from .base import Finish, ModelInfo
from .greetings import greeting
from .papers import classified as papers_classified
from .phrases import asked_in, phrases
from .required import answered as form_required

if TYPE_CHECKING:
    from ..settings import Settings

MODEL_NAME = "reverserag-offline"
# What streams as one token: a word with the space after it, or one character of a script written
# without spaces (a Chinese answer came as a whole sentence at a time).
_WORDS = re.compile(rf"[{UNSPACED}]\s*|[^\s{UNSPACED}]+\s*")
# How many answers back a follow-up looks for what was quoted already.
_RECALLED = 10


class OfflineEngine:
    name = "offline"

    def __init__(self, settings: Settings):
        self.delay = settings.offline_word_delay

    async def model(self) -> ModelInfo:
        return ModelInfo(MODEL_NAME, None)

    # The engine's reading is CPU work on the whole page (up to 140 ms for a greeting on a 100 KB
    # page): it runs in a worker thread, so the event loop goes on serving every other stream.
    async def classify(self, page: Page, *, timeout: float) -> dict[str, Any] | None:
        from .. import classify_offline

        return papers_classified(await run_in_threadpool(classify_offline.offline, page), page)

    async def stream(
        self, messages: Sequence[Message], *, task: str = "chat", max_tokens: int | None = None,
        model: str | None = None,
    ) -> AsyncIterator[str | Finish]:
        text = await run_in_threadpool(_compose, messages, task)
        sent = 0
        for match in _WORDS.finditer(text):
            if max_tokens and sent >= max_tokens:
                yield Finish("length", await run_in_threadpool(_usage, messages, text[: match.start()]))
                return
            yield match.group()
            sent += 1
            await asyncio.sleep(self.delay)
        yield Finish("stop", await run_in_threadpool(_usage, messages, text))


def _compose(messages: Sequence[Message], task: str) -> str:
    """The whole answer (or greeting) to ``messages``, read from the page in their system message."""
    system = messages[0]["content"] if messages and messages[0]["role"] == "system" else ""
    locked = read_locked(system)
    index = outline.Outline(locked.page_text)
    turn = next((m["content"] for m in reversed(messages) if m["role"] == "user"), "")
    # The engine quotes; it cannot translate. Its own words are in the language picked, else the one
    # the visitor asks in, else the page's.
    page_language = locked.classification.get("contentLanguage")
    asked = None if task == "greeting" else _asked_in(messages, page_language)
    say = phrases(languages.picked(turn), asked, page_language)
    turn = languages.without_instruction(turn)
    if task == "greeting":
        text = greeting(locked.title, index, selection_in(turn), say, url=locked.url)
    else:
        # The first question may carry the visitor's selection before it (in the server's English,
        # which is not the question). What the answers before it said (the greeting too) tells a
        # follow-up where to go on from.
        said = [reference.unshown(m["content"]) for m in messages[1:] if m["role"] == "assistant"][-_RECALLED:]
        text = form_required(without_selection(turn), locked.intelligence, say) or answer(
            without_selection(turn), index, locked.classification, locked.title, said, say,
            selection=selection_in(turn), url=locked.url, data=products.facts(locked.intelligence))
    return reference.shown(text)


def _asked_in(messages: Sequence[Message], page_language: str | None) -> str | None:
    """The language the visitor writes in, from their newest turn that says it plainly ("Et le
    retour ?" says nothing, so the question before it tells). Turns before the first answer are not
    read, but for the newest: the first may be the server's own request for the greeting. A language
    the page is in too gives way to the page's code, which may name a script ("zh-Hant")."""
    answered = next((n for n, m in enumerate(messages) if m["role"] == "assistant"), len(messages))
    users = [n for n, m in enumerate(messages) if m["role"] == "user"]
    for n in reversed(users):
        if n < answered and n != users[-1]:
            break
        found = asked_in(without_selection(languages.without_instruction(messages[n]["content"])))
        if found:
            same = page_language and page_language.split("-")[0].lower() == found
            return page_language if same else found
    return None


def _usage(messages: Sequence[Message], text: str) -> dict[str, int]:
    prompt = sum(tokens.count(m["content"]) for m in messages)
    completion = tokens.count(text)
    return {"prompt_tokens": prompt, "completion_tokens": completion,
            "total_tokens": prompt + completion}
