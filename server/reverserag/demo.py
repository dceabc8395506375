"""The demo's news article (``templates/article.html``) as a page payload: a real page of ordinary
length, for what needs one without a browser (``reverserag check`` times a greeting on it)."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from .resources import templates_dir

_BLOCKS = {"p", "li", "tr", "figcaption", "h1", "h2", "h3", "h4", "caption"}


class _Text(HTMLParser):
    """A demo page's text as the widget gives it, near enough for a token count: a block a paragraph,
    a heading marked as in markdown."""

    def __init__(self) -> None:
        super().__init__()
        self.blocks: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.skip += 1
        elif tag in _BLOCKS:
            self.blocks.append("#" * int(tag[1]) + " " if tag[0] == "h" and tag[1:].isdigit() else "")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip and self.blocks:
            self.blocks[-1] += data


def article(url: str = "http://127.0.0.1:8000/article") -> dict[str, Any]:
    """templates/article.html (729 cl100k tokens of text) as a payload, at ``url``."""
    source = (templates_dir() / "article.html").read_text(encoding="utf-8")
    parser = _Text()
    parser.feed(source.split("{% block body %}")[1])
    content = "\n\n".join(" ".join(block.split()) for block in parser.blocks if block.strip(" #\n"))
    return {"url": url, "title": "The night train is back — and this time it pays",
            "lang": "en", "content": content, "main": content}
