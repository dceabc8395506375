"""The engine interface: ``stream(messages)`` yields text deltas, then one :class:`Finish`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..page import Page
from ..session import Message


@dataclass(frozen=True)
class Finish:
    """The last item of every stream: why it ended and what it cost."""

    finish_reason: str = "stop"
    usage: dict[str, int] = field(default_factory=dict)


async def close(source: AsyncIterator[str | Finish]) -> None:
    """Close a stream a reader leaves early (an async generator's ``aclose()``): an upstream
    request under it is cancelled now, not when the generator is collected."""
    aclose = getattr(source, "aclose", None)
    if aclose is not None:
        await aclose()


class Step(Protocol):
    """A rewriting of streamed text that may hold some back until more comes (``through``)."""

    def feed(self, piece: str) -> str: ...

    def flush(self) -> str: ...


async def through(source: AsyncIterator[str | Finish], step: Step) -> AsyncIterator[str | Finish]:
    """``source``'s text rewritten by ``step``; what it holds goes out before the end, or an error."""
    try:
        async for item in source:
            if isinstance(item, Finish):
                tail = step.flush()
                if tail:
                    yield tail
                yield item
                continue
            text = step.feed(item)
            if text:
                yield text
    except Exception:
        tail = step.flush()  # held text goes out before the error, as it would have
        if tail:
            yield tail
        raise
    else:
        tail = step.flush()
        if tail:
            yield tail
    finally:
        await close(source)  # left early (the browser went): the upstream request ends now


@dataclass(frozen=True)
class ModelInfo:
    name: str
    context_window: int | None = None
    window_source: str = ""  # where the window came from, in words (``reverserag check``)
    window_guess: bool = False  # a default assumed until the model is loaded, to be asked for again
    window_ignored: str = ""  # a window the server said that is too small to use, in words (``reverserag check``)


class Engine(Protocol):
    name: str

    async def model(self) -> ModelInfo:
        """The model this engine talks to, and its context window when it is known."""

    def stream(
        self, messages: Sequence[Message], *, task: str = "chat", max_tokens: int | None = None,
        model: str | None = None,
    ) -> AsyncIterator[str | Finish]:
        """Stream the reply to ``messages``. ``task`` is ``chat`` or ``greeting``; ``model``, when
        given, replaces the engine's own model for this reply (``models.py`` checked it)."""

    async def classify(self, page: Page, *, timeout: float) -> dict[str, Any] | None:
        """Classify the page, or return None on timeout, error or junk."""


@runtime_checkable
class ModelLister(Protocol):
    """An engine that can say which models its server offers (the offline engine cannot: it is
    its one model)."""

    async def list_models(self) -> list[str]:
        """Every model id the server lists, in its order; raises ``UpstreamError`` when it cannot."""
