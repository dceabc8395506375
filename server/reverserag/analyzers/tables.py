"""Tables: how many, their sizes (rows × columns) and captions."""

from __future__ import annotations

from ..page import Page
from ._finding import Finding, clean, count, listing

NAME = "tables"
SHOWN = 4
CAPTION_CHARS = 50


def analyze(page: Page) -> Finding | None:
    tables = [t for t in page.tables if t.rows > 0 or t.cols > 0]
    if not tables:
        return None
    described = []
    for table in tables[:SHOWN]:
        size = f"{table.rows:,}×{table.cols:,}"
        caption = clean(table.caption or "", CAPTION_CHARS)
        described.append(f"{size} “{caption}”" if caption else size)
    parts = [count(len(tables), "table"), listing(described, SHOWN, total=len(tables))]
    captioned = sum(1 for t in tables if (t.caption or "").strip())
    if captioned < len(tables):
        parts.append(f"{len(tables) - captioned:,} without caption")
    return Finding("Tables", tuple(parts))
