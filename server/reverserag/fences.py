"""Fenced code blocks in markdown: where they open and close, found with ``str.find``."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

# A code span on one line: a run of backticks, then the same run. Written to open with a literal
# backtick, which the regex engine finds by a fast scan: as "(`+)…" it tried every position, and
# that was half a millisecond a pass over a 100 KB page (two passes a session: images, links).
_CODE_SPAN = re.compile(r"`(`*)[^\n]*?`\1")


@dataclass(frozen=True, slots=True)
class Fence:
    info: str
    text: str


@dataclass(frozen=True, slots=True)
class Span:
    """One fence: ``markdown[line:after]`` is the whole block, opener line and closing line
    included; the info string is ``markdown[info:body - 1]``, the code ``markdown[body:close]``."""

    line: int
    info: int
    body: int
    close: int
    after: int


def spans(markdown: str) -> Iterator[Span]:
    """Every fence of ``markdown`` in order; an unclosed one runs to the end."""
    pos = 0
    for start in _marks(markdown):
        if start < pos:
            continue  # inside a fence already consumed
        line = markdown.rfind("\n", 0, start) + 1
        if markdown[line:start].strip(" "):
            continue  # ``` in the middle of a line is not a fence
        info_end = markdown.find("\n", start)
        if info_end < 0:
            return
        char = markdown[start]
        opener = markdown[start:info_end]
        width = len(opener) - len(opener.lstrip(char))
        close, after = _closing(markdown, info_end + 1, char * width)
        yield Span(line, start + width, info_end + 1, close, after)
        pos = after


def in_prose(markdown: str, rewrite: Callable[[str], str]) -> str:
    """``markdown`` with ``rewrite`` applied to its prose: code, fenced or in a span on one line,
    is left as it is."""
    out: list[str] = []
    pos = 0
    for fence in spans(markdown):
        out.append(_outside_code_spans(markdown[pos:fence.line], rewrite))
        out.append(markdown[fence.line:fence.after])
        pos = fence.after
    out.append(_outside_code_spans(markdown[pos:], rewrite))
    return "".join(out)


def _outside_code_spans(text: str, rewrite: Callable[[str], str]) -> str:
    out: list[str] = []
    pos = 0
    for span in _CODE_SPAN.finditer(text):
        out.append(rewrite(text[pos:span.start()]))
        out.append(span.group(0))
        pos = span.end()
    out.append(rewrite(text[pos:]))
    return "".join(out)


def split_fences(markdown: str) -> tuple[list[Fence], str]:
    """The fenced code blocks of ``markdown``, and the markdown without them."""
    fences: list[Fence] = []
    kept: list[str] = []
    pos = 0
    for s in spans(markdown):
        fences.append(Fence(markdown[s.info:s.body - 1].strip(), markdown[s.body:s.close]))
        kept.append(markdown[pos:s.line])
        pos = s.after
    kept.append(markdown[pos:])
    return fences, "\n\n".join(kept)


def _marks(markdown: str) -> list[int]:
    # str.find runs far faster than a regex scan over a long page.
    out = []
    for mark in ("```", "~~~"):
        at = markdown.find(mark)
        while at >= 0:
            out.append(at)
            at = markdown.find(mark, at + 3)
    return sorted(out)


def _closing(markdown: str, start: int, fence: str) -> tuple[int, int]:
    """Where the fence opened at ``start`` closes: (end of its body, end of the closing line)."""
    at = start
    while True:
        found = markdown.find(fence, at)
        if found < 0:
            return len(markdown), len(markdown)
        line_start = markdown.rfind("\n", 0, found) + 1
        line_end = markdown.find("\n", found)
        line_end = len(markdown) if line_end < 0 else line_end
        if line_start >= start and not markdown[line_start:line_end].strip(" " + fence[0]):
            return line_start, line_end
        at = found + len(fence)
