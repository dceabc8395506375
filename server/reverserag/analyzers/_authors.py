"""A paper's authors as its citation metadata names them: one ``citation_author`` tag a name, "Okafor, Adaeze" (what
Google Scholar, arXiv and every journal write), or all in one, or Dublin Core's ``dc.creator``; read as names are read
("Adaeze Okafor"). The offline engine names them, and the structured-data analyzer reports them."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

# The meta tags that name a paper's authors: Highwire Press's (Google Scholar's), one a name or all in one ("Okafor,
# Adaeze; Lindqvist, Jonas"), and Dublin Core's.
AUTHOR_KEYS = ("citation_author", "citation_authors", "dc.creator", "dcterms.creator")


def tagged(meta: Mapping[str, str]) -> list[str]:
    """The values of the author tags ``meta`` holds (lower-cased names, as the widget gives them), in order."""
    return [meta[key].strip() for key in AUTHOR_KEYS if meta.get(key, "").strip()]


def authors(value: str, text: str) -> list[str]:
    """The names a tag's ``value`` gives, each as a name is read ("Adaeze Okafor"): a tag may hold "Last, First", and
    the widget joins a repeated tag's values with ", ", so "Okafor, Adaeze, Lindqvist, Jonas" is two names. Read so
    when the page's ``text`` names more of them that way, or as many and a part is one word (no name alone)."""
    if ";" in value:
        return [_turned(part) for part in value.split(";") if part.strip()]
    parts = [part.strip() for part in value.split(",") if part.strip()]
    pairs = ([f"{first} {last}" for last, first in zip(parts[::2], parts[1::2], strict=True)]
             if len(parts) % 2 == 0 else [])
    page = _folded(text)
    found = sum(len(part.split()) > 1 and _folded(part) in page for part in parts)
    paired = sum(_folded(name) in page for name in pairs)
    if pairs and (paired > found or (paired == found and any(len(part.split()) == 1 for part in parts))):
        return pairs
    return parts


def _turned(name: str) -> str:
    """"Okafor, Adaeze" as it is read: "Adaeze Okafor"."""
    last, comma, first = name.strip().partition(",")
    return f"{first.strip()} {last.strip()}" if comma and first.strip() else last.strip()


def _folded(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())
