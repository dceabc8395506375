"""Structured data: OpenGraph, Twitter card, article meta, and JSON-LD types, author, dates, and what a
product (or event) the JSON-LD describes costs, which of its offers are in stock and how it is rated; else a job
posting's title, employer, pay, hours and place; else a recipe's or a how-to's times, yield and steps, or how
many questions a FAQ answers; else a shop's (any business's) name, phone, hours and address."""

from __future__ import annotations

from ..nesting import MAX_JSON_LD_DEPTH
from ..page import Page
from . import _authors, _howto, _offers, _postings, _venues
from ._finding import Finding, clean, listing
from ._jsonld import first_value, nodes, top_level, types

NAME = "structured_data"
VALUE_CHARS = 80
TYPES_SHOWN = 5

# (shown as, keys in order of preference)
_Keys = tuple[tuple[str, tuple[str, ...]], ...]
_META: _Keys = (
    ("og:type", ("og:type",)),
    ("site", ("og:site_name", "application-name")),
    ("twitter:card", ("twitter:card",)),
    ("author", ("author", "article:author", "twitter:creator")),
    ("section", ("article:section",)),
)
_LD: _Keys = (
    ("author", ("author", "creator")),
    ("publisher", ("publisher",)),
    ("published", ("datePublished", "dateCreated", "uploadDate")),
    ("modified", ("dateModified",)),
)
_META_DATES: _Keys = (
    ("published",
     ("article:published_time", "datepublished", "date", "dc.date", "dcterms.created")),
    ("modified", ("article:modified_time", "og:updated_time", "dcterms.modified", "last-modified")),
)


def _meta(meta: dict[str, str], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = meta.get(key)
        if value and value.strip():
            return value
    return None


def analyze(page: Page) -> Finding | None:
    found: dict[str, str] = {}
    meta = {key.lower(): value for key, value in page.meta.items()}
    tags = _authors.tagged(meta)
    for shown, keys in _META:
        value = _meta(meta, keys)
        if shown == "author" and tags and (not value or value in tags):  # a paper's citation_author tags, as names
            value = ", ".join(_authors.authors(tags[0], page.content)) or value
        if value:
            found[shown] = clean(value, VALUE_CHARS)
    graph = nodes(page.json_ld)
    ld_types = types(top_level(page.json_ld))
    for shown, keys in _LD:
        if shown not in found:
            value = first_value(graph, keys)
            if value:
                found[shown] = clean(value, VALUE_CHARS)
    for shown, keys in _META_DATES:
        if shown not in found:
            value = _meta(meta, keys)
            if value:
                found[shown] = clean(value, 40)
    og = sum(1 for k in page.meta if k.startswith("og:"))
    twitter = sum(1 for k in page.meta if k.startswith("twitter:"))
    # Right after the types: a long line is cut at its end, and these are what a visitor asks about.
    offered = (_offers.parts(page.json_ld) or _postings.parts(page.json_ld) or _howto.parts(page.json_ld)
               or _venues.parts(page.json_ld))
    if not found and not ld_types and not og and not twitter and not page.json_ld_cut and not offered:
        return None
    parts = [*offered, *(f"{k}={v}" for k, v in found.items())]
    if page.json_ld_cut:
        blocks = "1 JSON-LD block" if page.json_ld_cut == 1 else f"{page.json_ld_cut} JSON-LD blocks"
        parts.insert(0, f"{blocks} left out (nested over {MAX_JSON_LD_DEPTH} levels)")
    if ld_types:
        parts.insert(0, "JSON-LD: " + listing([clean(t, 40) for t in ld_types], TYPES_SHOWN))
    tags = [f"{n} {name}" for n, name in ((og, "og:"), (twitter, "twitter:")) if n]
    if tags:
        parts.append("meta: " + ", ".join(tags))
    return Finding("Structured Data", tuple(parts))
