"""A test-side SSE reader: POST, then the events as (name, decoded data) pairs."""

from __future__ import annotations

import json
from typing import Any

import httpx


def events(url: str, body: Any = None, timeout: float = 30, **kwargs: Any) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    with httpx.stream("POST", url, json=body if body is not None else {}, timeout=timeout,
                      **kwargs) as response:
        assert response.status_code == 200, response.read()
        assert response.headers["content-type"].startswith("text/event-stream")
        name, data = "message", []
        for line in response.iter_lines():
            if not line:
                if data:
                    out.append((name, json.loads("\n".join(data))))
                name, data = "message", []
            elif line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].lstrip(" "))
    return out


def text_of(items: list[tuple[str, Any]]) -> str:
    return "".join(d["text"] for name, d in items if name == "token")
