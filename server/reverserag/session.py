"""A chat session: the locked system message, the page facts, and the conversation so far."""

from __future__ import annotations

import re
import secrets
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

Message = dict[str, str]


_PATH = re.compile(r"^(?:[/~]|\.{1,2}[/\\]|[A-Za-z]:[/\\])")
_MODEL_FILE = re.compile(r"\.(?:gguf|ggml|bin|safetensors)$", re.I)


def shown_model(name: str) -> str:
    """A model's name as the browser gets it. A server that names a model by its file
    (llama-cpp-python started without ``--model_alias``) gives a path, which says where the server
    keeps its files and filled two lines of the chat's status: its file's name stands instead."""
    if not _PATH.match(name):
        return name  # "gpt-4o-mini", "qwen2.5:7b", "Qwen/Qwen2.5-7B-Instruct"
    return (_choices(name) or [name])[0]


def shown_names(names: Iterable[str]) -> dict[str, str]:
    """Each of ``names`` as the browser gets it, no two alike, whatever their order: ``shown_model``'s,
    but files of the same name (``/m/7B/ggml-model-q4_0.gguf``, ``/m/13B/ggml-model-q4_0.gguf``) are
    shown with as many of their folders as tell them apart (``7B/ggml-model-q4_0``), then with
    their extensions; a name that is no path is shown as it is, and no path is shown by it. Files
    nothing tells apart (``/a/x.gguf``, ``/a/x.gguf/``) are numbered, in the order of their paths."""
    unique = list(dict.fromkeys(names))
    shown = {n: n for n in unique if not _PATH.match(n)}
    choices = {n: _choices(n) or [n] for n in unique if _PATH.match(n)}
    at = dict.fromkeys(choices, 0)
    while True:
        current = {n: choices[n][at[n]] for n in choices}
        holders = Counter(current.values())
        growing = [n for n in choices if (holders[current[n]] > 1 or current[n] in shown)
                   and at[n] + 1 < len(choices[n])]
        if not growing:
            break
        for n in growing:
            at[n] += 1
    for n in sorted(choices):
        name, number = current[n], 1
        while name in shown.values():
            number += 1
            name = f"{current[n]} ({number})"
        shown[n] = name
    return {n: shown[n] for n in unique}


def _choices(path: str) -> list[str]:
    """The names a path may be shown by, shortest first: its file's name without the extension,
    then with one folder more, …; then the same with the extension."""
    parts = [p for p in re.split(r"[/\\]", path) if p not in ("", ".")]
    tails = ["/".join(parts[-k:]) for k in range(1, len(parts) + 1)]
    stem = parts and _MODEL_FILE.sub("", parts[-1])
    stems = ["/".join([*parts[-k:-1], stem]) for k in range(1, len(parts) + 1)] if stem else []
    return list(dict.fromkeys(stems + tails))


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

    def messages(self, *asking: Message) -> list[Message]:
        """What goes to the model: the locked system message, the history, then ``asking`` (a
        question not kept yet). An answer that failed is kept as the visitor saw it, but once the same
        question is asked again (the widget's Retry, which shows the new answer in its place) the
        failed turn is left out: kept, the model copied it back word for word, cut where it was."""
        turns = [*self.history, *asking]
        return [
            {"role": "system", "content": self.system_message},
            *({"role": m["role"], "content": m["content"]} for i, m in enumerate(turns) if not _retried(turns, i)),
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
            "model": shown_model(self.model),
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


def _retried(turns: list[Message], i: int) -> bool:
    """Whether ``turns[i]`` is the question or the answer of a failed turn asked again right after."""
    start = i if turns[i]["role"] == "user" else i - 1
    if start < 0 or start + 2 >= len(turns):
        return False
    question, answer, again = turns[start:start + 3]
    return ("ended" in answer and _question(question) is not None
            and _question(question) == _question(again))


def _question(message: Message) -> str | None:
    """What the visitor asked, when ``message`` is a question of theirs (not a greeting's request)."""
    if message["role"] != "user" or "kind" in message:
        return None
    return message.get("shown", message["content"])
