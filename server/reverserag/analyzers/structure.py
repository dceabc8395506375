"""Structure: the heading outline — how many headings per level, and the top ones."""

from __future__ import annotations

from ..page import Heading, Page
from ._context import page_text
from ._finding import Finding, clean, count, listing

NAME = "structure"
TOP_SHOWN = 6
TITLE_CHARS = 60


def _headings(page: Page) -> list[Heading]:
    if page.headings:
        return [h for h in page.headings if h.text.strip()]
    # An older widget may send no headings list; the markdown still has them.
    return [
        Heading(level=b.level, text=b.text)
        for b in page_text(page).blocks
        if b.kind == "heading" and b.text
    ]


def analyze(page: Page) -> Finding | None:
    headings = _headings(page)
    if not headings:
        return None
    per_level = [0] * 7
    for h in headings:
        per_level[min(max(h.level, 1), 6)] += 1
    levels = ", ".join(f"h{lvl} {n:,}" for lvl, n in enumerate(per_level) if n)
    parts = [f"{count(len(headings), 'heading')} ({levels})"]
    if not per_level[1]:
        parts.append("no h1")
    elif per_level[1] > 1:
        parts.append(f"{per_level[1]} h1s")
    top_levels = [lvl for lvl, n in enumerate(per_level) if n][:2]
    top = [clean(h.text, TITLE_CHARS) for h in headings if h.level in top_levels]
    parts.append("top: " + listing(top, TOP_SHOWN, sep="; "))
    return Finding("Structure", tuple(parts))
