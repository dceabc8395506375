"""A model's reasoning, kept from the visitor.

Reasoning models (DeepSeek-R1, Qwen3, QwQ …) think before they answer. A server with a reasoning
parser sends that apart, as ``reasoning_content``, which the upstream engine never reads; one
without (vLLM's default, older Ollama and llama.cpp builds) sends it in the answer itself, between
``<think>`` and ``</think>``. Here that opening block is taken out as the answer streams, so the
visitor sees the answer alone, the history keeps it alone (reasoning is not sent back to the
model), and the greeting's cap counts what the visitor reads. Only a block that opens the answer
is taken out: a tag later on is text the answer may be about.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

from ..errors import UpstreamError
from .base import Finish, close

_OPEN = re.compile(r"\s*<(think|thinking)>", re.IGNORECASE)
_TAGS = ("<think>", "<thinking>")


def _may_open(text: str) -> bool:
    """Whether more text could still make ``text`` an opening tag (space, then part of one)."""
    head = text.lstrip().lower()
    return any(tag.startswith(head) for tag in _TAGS)


async def without_thinking(source: AsyncIterator[str | Finish]) -> AsyncIterator[str | Finish]:
    """``source`` less the reasoning block it opens with, if it opens with one."""
    held = ""  # text not yet sent: a tag's beginning, or the reasoning's tail (a closing tag's start)
    closing = ""  # the tag that ends the reasoning, while inside it
    answering = trim = False
    try:
        async for item in source:
            if isinstance(item, Finish):
                if closing:
                    raise UpstreamError(
                        "The model spent all of its answer's tokens reasoning and wrote no reply (its "
                        "reasoning is not shown). Ask again; if it keeps happening, give it room to think "
                        "(REVERSERAG_REASONING_TOKENS).",
                        code="upstream_reasoning_only",
                    )
                if held:
                    yield held
                yield item
                return
            if answering:
                if trim:  # the space after the closing tag is not the answer's
                    item = item.lstrip()
                    trim = not item
                if item:
                    yield item
                continue
            held += item
            if not closing:
                found = _OPEN.match(held)
                if found:
                    closing, held = f"</{found.group(1).lower()}>", held[found.end():]
                elif _may_open(held):
                    continue
                else:
                    answering = True
                    yield held
                    held = ""
                    continue
            end = held.lower().find(closing)
            if end < 0:
                held = held[-len(closing):]  # all but what may be the start of the closing tag
                continue
            rest = held[end + len(closing):].lstrip()
            answering, trim, held, closing = True, not rest, "", ""
            if rest:
                yield rest
        if held and not closing:
            yield held
    finally:
        await close(source)
