"""The engine interface: ``stream(messages)`` yields text deltas, then one :class:`Finish`."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..page import Page
from ..session import Message


@dataclass(frozen=True)
class Finish:
    """The last item of every stream: why it ended and what it cost."""

    finish_reason: str = "stop"
    usage: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class ModelInfo:
    name: str
    context_window: int | None = None


class Engine(Protocol):
    name: str

    async def model(self) -> ModelInfo:
        """The model this engine talks to, and its context window when it is known."""

    def stream(
        self, messages: Sequence[Message], *, task: str = "chat", max_tokens: int | None = None
    ) -> AsyncIterator[str | Finish]:
        """Stream the reply to ``messages``. ``task`` is ``chat`` or ``greeting``."""

    async def classify(self, page: Page, *, timeout: float) -> dict[str, Any] | None:
        """Classify the page, or return None on timeout, error or junk."""
