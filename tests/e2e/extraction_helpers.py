"""What the extraction tests share: a payload's content as the server reads it."""

from __future__ import annotations

from reverserag.page import parse_page


def as_served(payload: dict) -> str:
    """The payload's content as the server reads it (formulas written as TeX, code languages named)."""
    return parse_page(payload, max_content_chars=2_000_000).content
