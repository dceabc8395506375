"""What the extraction tests share: a payload's content as the server reads it; a box read after one that shows."""

from __future__ import annotations

from harness import Site

from reverserag.page import parse_page


def as_served(payload: dict) -> str:
    """The payload's content as the server reads it (formulas written as TeX, code languages named)."""
    return parse_page(payload, max_content_chars=2_000_000).content


SHOWN = "The ferry to Texel leaves every hour from Den Helder."


def read_beside(site: Site, path: str, body: str) -> str:
    """The content of a page holding ``body`` after a heading and a paragraph that shows (``SHOWN``, checked read)."""
    site.goto(site.html(path, f"<main><h1>Ferry times</h1><p>{SHOWN}</p>{body}</main>"))
    content = site.extract(settle=False)["content"]
    assert SHOWN in content
    return content
