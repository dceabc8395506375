"""JSON nested deeper than is worth reading: a page's over-deep JSON-LD blocks are left out.

Python's JSON parser gives up (``RecursionError``) near 1,000 levels, and a page's JSON-LD is
the page author's to nest as deep as they like: one block 1,800 levels deep made the whole
session a 400. The analyzers read JSON-LD no deeper than 8 levels (``analyzers/_jsonld.py``), so
a block nested over ``MAX_JSON_LD_DEPTH`` is left out, and the page says how many were.
"""

from __future__ import annotations

import re
from typing import Any

MAX_JSON_LD_DEPTH = 64

# A string (skipped whole, whatever brackets it holds) or a bracket: all that nesting needs.
_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)
_COLON = re.compile(rb"\s*:")
_KEY = b'"json_ld"'


def depth(value: Any, limit: int = MAX_JSON_LD_DEPTH) -> int:
    """How many levels of lists and objects ``value`` nests, looked no further than ``limit + 1``."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if not isinstance(item, dict | list):
            continue
        deepest = max(deepest, level)
        if level > limit:
            return level
        stack.extend((child, level + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def cut_json_ld(body: bytes) -> tuple[bytes, int]:
    """``body`` (a page payload's JSON) with each block of its top-level ``json_ld`` list that nests
    over ``MAX_JSON_LD_DEPTH`` levels written as ``{}``, and how many were. Read in one pass over
    its strings and brackets; the rest is left as it was, for the parser to judge."""
    spans: list[tuple[int, int]] = []
    level, inside, armed, start, deepest = 0, 0, False, 0, 0
    for token in _TOKEN.finditer(body):
        text = token[0]
        if text[0] == ord('"'):
            armed = level == 1 and text == _KEY and _COLON.match(body, token.end()) is not None
            continue
        if text in (b"[", b"{"):
            level += 1
            if armed and text == b"[":
                inside = level
            elif inside and level == inside + 1:
                start, deepest = token.start(), level
            deepest = max(deepest, level)
        else:
            if inside and level == inside + 1 and deepest - inside > MAX_JSON_LD_DEPTH:
                spans.append((start, token.end()))
            if level == inside:
                inside = 0
            level -= 1
        armed = False
    out, at = [], 0
    for span_start, span_end in spans:
        out += [body[at:span_start], b"{}"]
        at = span_end
    out.append(body[at:])
    return b"".join(out), len(spans)
