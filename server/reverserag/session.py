"""A chat session: the locked system message, the page facts, and the conversation so far."""

from __future__ import annotations

import secrets
import time
from dataclasses import asdict, dataclass, field
from typing import Any

Message = dict[str, str]


def new_session_id() -> str:
    """128 random bits, URL-safe."""
    return secrets.token_hex(16)


@dataclass
class Session:
    id: str
    url: str
    title: str
    system_message: str
    intelligence: str
    classification: dict[str, Any] | None
    budget: dict[str, Any]
    model: str
    context_window: int
    system_tokens: int
    greeting_request: str
    selection: str | None = None
    #: The key of the site that made it (None in demo mode); later calls must bring the same.
    site: str | None = None
    history: list[Message] = field(default_factory=list)
    created_at: float = field(default_factory=time.time)
    last_used: float = field(default_factory=time.time)

    def messages(self) -> list[Message]:
        """What goes to the model: the locked system message first, then the history."""
        return [
            {"role": "system", "content": self.system_message},
            *({"role": m["role"], "content": m["content"]} for m in self.history),
        ]

    @property
    def greeted(self) -> bool:
        return any(m.get("kind") == "greeting" for m in self.history)

    def turns(self) -> int:
        return sum(1 for m in self.history if m["role"] == "user" and m.get("kind") is None)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Session:
        # A field this version does not know is one a newer replica wrote, mid rolling upgrade: it
        # is passed over, not a TypeError (a 500 on every call). The store never rewrites a session's
        # JSON, so the replica that knows the field still finds it.
        known = cls.__dataclass_fields__
        return cls(**{name: value for name, value in data.items() if name in known})

    def public(self) -> dict[str, Any]:
        """What ``GET /api/sessions/{id}`` shows: never the system message itself."""
        return {
            "session_id": self.id,
            "url": self.url,
            "title": self.title,
            "model": self.model,
            "intelligence": self.intelligence,
            "classification": self.classification,
            "budget": self.budget,
            "created_at": self.created_at,
            "last_used": self.last_used,
            "history": [
                {"role": m["role"], "content": m.get("shown", m["content"])}
                for m in self.history
                if m.get("kind") != "greeting_request"
            ],
        }
