"""Builders for analyzer tests: pages go through ``parse_page`` like a real payload."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from reverserag.page import Page, parse_page

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
MAX_CONTENT = 10_000_000


def make_page(**fields: Any) -> Page:
    body: dict[str, Any] = {"url": "https://www.example.com/guide"}
    body.update(fields)
    return parse_page(body, max_content_chars=MAX_CONTENT)
