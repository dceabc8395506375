"""Walking JSON-LD safely: bounded in depth and size whatever a page sends."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

MAX_DEPTH = 8
MAX_NODES = 2_000


def nodes(blocks: tuple[Any, ...]) -> list[dict[str, Any]]:
    """Every JSON-LD object (``@graph`` members and nested values too), breadth first."""
    out: list[dict[str, Any]] = []
    queue: list[tuple[Any, int]] = [(b, 0) for b in blocks[:MAX_NODES]]
    i = 0
    while i < len(queue) and len(out) < MAX_NODES:
        item, depth = queue[i]
        i += 1
        if depth > MAX_DEPTH:
            continue
        children: Iterable[Any]
        if isinstance(item, dict):
            out.append(item)
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        for child in children:
            if isinstance(child, dict | list) and len(queue) < MAX_NODES * 4:
                queue.append((child, depth + 1))
    return out


def top_level(blocks: tuple[Any, ...]) -> list[dict[str, Any]]:
    """The entities a page declares: top-level objects and ``@graph`` members, not nested values."""
    out: list[dict[str, Any]] = []
    for block in blocks[:MAX_NODES]:
        for item in block if isinstance(block, list) else [block]:
            if not isinstance(item, dict):
                continue
            graph = item.get("@graph")
            if isinstance(graph, list):
                out.extend(g for g in graph[:MAX_NODES] if isinstance(g, dict))
            if "@type" in item or not isinstance(graph, list):
                out.append(item)
    return out[:MAX_NODES]


def types(graph: list[dict[str, Any]]) -> list[str]:
    seen: dict[str, None] = {}
    for node in graph:
        kind = node.get("@type")
        for name in kind if isinstance(kind, list) else [kind]:
            if isinstance(name, str) and name.strip():
                seen.setdefault(name.strip().rpartition("/")[2], None)
    return list(seen)


def text_of(value: Any) -> str | None:
    """A display string for a JSON-LD value: a string, a ``{name}`` object, or a list's first."""
    for _ in range(4):
        if isinstance(value, list):
            value = value[0] if value else None
        elif isinstance(value, dict):
            value = value.get("name") or value.get("@value") or value.get("@id")
        else:
            break
    if isinstance(value, str) and value.strip():
        return value.strip()
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return None


def first_value(graph: list[dict[str, Any]], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        for node in graph:
            if key in node:
                value = text_of(node[key])
                if value:
                    return value
    return None
