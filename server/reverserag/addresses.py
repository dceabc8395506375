"""Addresses in the page text the model reads: as short as they can be and still lead somewhere.

The widget writes images and links as markdown with absolute addresses, as the issue asks:
``![Map of the harbour](https://cdn.example.com/wp-content/uploads/2024/05/harbour-map.png?w=1200)``,
``[Berths](https://harbour.example/visitors/berths)``. The page goes to the model again with every
question, in the system message, and addresses tokenize badly (hosts, paths, hashes, query
parameters). So in the text the model reads (``context.model_text``):

* An image keeps its alt text and loses its address, ``![Map of the harbour]()``; one without alt
  text is named by its file, ``![harbour-map.png]()``, and HTML pasted into alt text is read as
  its text. A visitor sees the picture and never its
  address; the model sees neither, and the address tells it nothing the alt text does not. It
  stays an image in markdown, so the offline engine reads captions and pictures as before, and an
  answer that repeats one shows its words (the widget makes no link of an empty address).
* A link to the page's own site is written from the root, ``[Berths](/visitors/berths)``. The system
  message gives the page's address, and the widget resolves the link against it, as the browser
  would have. Links elsewhere keep their whole address.

An image that is a link's text leaves the link its address (from the root if it is the site's), the
payload itself (``content``, ``links``, ``media.images``) keeps every address, and code is left as it is.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from .fences import in_prose
from .sites import normalise_origin

# A link's address as the widget writes it: no spaces, parentheses one deep, as in a Wikipedia
# file's name. Also what keeps every pattern that reads links linear: an address that scanned to the
# next ")" (or the line's end) made "[x](" repeated cost time in the square of its length.
ADDRESS = r"(?:[^()\s]|\([^()\s]*\))*"
# An image as the widget writes it: its alt text has no brackets.
IMAGE = re.compile(rf"!\[([^\[\]\n]*)\]\(({ADDRESS})\)")
# A link or an image, its text (group 1) without brackets; addressed as above.
LINK = re.compile(rf"!?\[([^\[\]\n]*)\]\({ADDRESS}\)")
# Where a link's address starts, and its origin: scheme and host (with any port), as the widget
# writes them (the browser's href: lowercase, the default port left out).
_LINK_ORIGIN = re.compile(r"\]\((https?://[^/\s()?#]+)(?=[/?#)])")


def name_images(markdown: str) -> str:
    """``markdown`` with each image outside code written without its address."""
    if "![" not in markdown:
        return markdown
    return in_prose(markdown, _named)


def root_links(markdown: str, url: str) -> str:
    """``markdown`` with each link, outside code, to the site of ``url`` written from the root."""
    origin = origin_of(url)
    if origin is None or "](" + origin not in markdown:
        return markdown

    def rooted(m: re.Match[str]) -> str:
        if m.group(1) != origin:
            return m.group(0)
        return "](" if m.string[m.end()] == "/" else "](/"  # https://site.example?q=1 is /?q=1

    return in_prose(markdown, lambda text: _LINK_ORIGIN.sub(rooted, text))


def file_name(address: str) -> str:
    """The last segment of an address's path (``harbour-map.png``), or ``""`` when it has none."""
    try:
        path = urlsplit(address).path
    except ValueError:  # an address urlsplit refuses (a broken IPv6 host) names no file either
        return ""
    return path.rpartition("/")[2]


def origin_of(url: str) -> str | None:
    """The origin of a page's address as the browser writes one (sites.normalise_origin), or None."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    return normalise_origin(f"{parts.scheme}://{parts.netloc}")


# Markup in alt text, where a site pasted a caption's HTML into the attribute (msn, toc-missing):
# ``<span style="font-size:13px;">Nintendo/Apple</span>``. Only the tags of inline text count, their
# attributes written as HTML writes them (name="value"), so that "if a<b and c>d" stays as written.
_TAG = re.compile(r"</?(?:a|abbr|b|cite|code|em|font|i|mark|p|q|small|span|strong|sub|sup|u|div)"
                  r"""(?:\s+[\w-]+=(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>]+))*\s*/?>""", re.I)
_BREAK = re.compile(r"<br\s*/?>", re.I)


def _alt(text: str) -> str:
    """Alt text as a visitor's screen reader should have read it: its tags out, a line break a space."""
    if "<" not in text:
        return text.strip()
    return " ".join(_TAG.sub("", _BREAK.sub(" ", text)).split())


def _named(text: str) -> str:
    return IMAGE.sub(lambda m: f"![{_alt(m.group(1)) or file_name(m.group(2))}]()", text)


class Rooted:
    """Writes the site's links in a streamed answer out in full again: ``[Berths](/visitors/berths)``
    becomes ``[Berths](https://harbour.example/visitors/berths)``. The model read them from the root
    (:func:`root_links`) and answers so; in the chat the widget resolves them against the page, but a
    copied answer, the history and the page's ``message`` events carry the text as it is. Code, fenced
    or in a span, is left as written. Text is let out as it comes, but for a ``]``, ``](`` or ``](/``
    at its end, held until what follows says whether a link from the root starts there (``//host``
    is another site's)."""

    def __init__(self, origin: str):
        self.origin = origin
        self.held = ""
        self.line = ""  # the start of the current line, while it may still be a fence
        self.fence = ""  # the fence the text is inside ("```", "~~~~"), or ""
        self.ticks = 0  # the backticks that opened the code span the text is inside, or 0
        self.run = 0  # backticks just seen, outside fences
        self.last = "\n"  # the character before

    def feed(self, piece: str) -> str:
        text, self.held = self.held + piece, ""
        out: list[str] = []
        i = 0
        while i < len(text):
            if text[i] == "]" and not (self.fence or self.ticks):
                after = text[i + 1:i + 4]
                if len(after) < 3 and "(/"[:len(after)] == after[:2]:  # maybe a link from the root: wait
                    self.held = text[i:]
                    break
                if after[:2] == "(/" and after[2] != "/":
                    out.append("](" + self.origin)
                    self._track("]")
                    self._track("(")
                    i += 2
                    continue
            self._track(text[i])
            out.append(text[i])
            i += 1
        return "".join(out)

    def flush(self) -> str:
        text, self.held = self.held, ""
        return text

    def _track(self, char: str) -> None:
        """Where ``char`` leaves the text: in a fence, in a code span, at the start of a line."""
        if self.last == "\n" or self.line:
            self.line += char
            if char == "\n" or not _FENCE_START.fullmatch(self.line):  # the line's start is decided
                fence = _FENCE.match(self.line)
                if fence and (not self.fence or (fence.group(1)[0] == self.fence[0]
                                                 and len(fence.group(1)) >= len(self.fence))):
                    self.fence = "" if self.fence else fence.group(1)
                    self.run = self.ticks = 0
                self.line = ""
        if char == "\n" and self.last == "\n":
            self.ticks = 0  # a blank line ends a span left open
        self.last = char
        if self.fence:
            return
        if char == "`":
            self.run += 1
        elif self.run:  # a run of backticks ended: it opens a span, or closes the one it matches
            self.ticks = self.run if not self.ticks else 0 if self.ticks == self.run else self.ticks
            self.run = 0


# The start of a line while it may still open or close a fence, and a line that does.
_FENCE_START = re.compile(r" {0,3}(?:`*|~*)")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
