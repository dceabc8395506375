"""Freshness: published and modified dates, their age in days, and a stale/evergreen hint.

"Now" comes from the run (``run(..., now=...)``), so the same page always renders the same.
"""

from __future__ import annotations

import re
from datetime import datetime

from ..page import Page
from ._context import now, page_text
from ._dates import ISO_DATE, WRITTEN_DATE, parse_date
from ._finding import Finding
from ._jsonld import nodes, top_level

NAME = "freshness"
FRESH_DAYS = 30
RECENT_DAYS = 365
STALE_DAYS = 730
BYLINE_CHARS = 3_000

_PUBLISHED_META = (
    "article:published_time", "og:published_time", "datepublished", "date", "dc.date",
    "dc.date.issued", "dcterms.created", "dcterms.issued", "pubdate", "publish_date",
    "sailthru.date", "parsely-pub-date",
)
_MODIFIED_META = (
    "article:modified_time", "og:updated_time", "datemodified", "dcterms.modified",
    "last-modified", "revised",
)
_EVERGREEN_TYPES = frozenset((
    "TechArticle", "APIReference", "HowTo", "FAQPage", "WebSite", "SoftwareApplication",
    "Course", "Recipe", "DefinedTerm", "Book",
))
_EVERGREEN_PATH = re.compile(r"/(?:docs?|documentation|reference|manual|guide|guides|wiki|"
                             r"handbook|api|learn|tutorials?|faq|help)(?:/|$)", re.IGNORECASE)
_BYLINE = re.compile(
    r"\b(published|posted|updated|last updated|last modified|modified|date)\b:?[ \t\u00a0]*"
    r"(?:on[ \t\u00a0]+)?", re.IGNORECASE,
)


def _from_meta(meta: dict[str, str], keys: tuple[str, ...]) -> datetime | None:
    for key in keys:
        moment = parse_date(meta.get(key))
        if moment:
            return moment
    return None


def _from_json_ld(page: Page, key: str) -> datetime | None:
    for node in nodes(page.json_ld):
        moment = parse_date(node.get(key))
        if moment:
            return moment
    return None


def _from_byline(page: Page) -> tuple[datetime | None, datetime | None]:
    """'Published on March 3, 2024' / 'Updated: 2024-05-01' near the top of the text."""
    head = page_text(page).prose[:BYLINE_CHARS]
    published = modified = None
    for m in _BYLINE.finditer(head):
        rest = head[m.end():m.end() + 40]
        date = ISO_DATE.match(rest) or WRITTEN_DATE.match(rest)
        moment = parse_date(date.group(0)) if date else None
        if moment is None:
            continue
        if m.group(1).lower() in ("updated", "last updated", "last modified", "modified"):
            modified = modified or moment
        else:
            published = published or moment
    return published, modified


def _evergreen(page: Page) -> bool:
    kinds: set[str] = set()
    for node in top_level(page.json_ld):
        kind = node.get("@type")
        kinds.update(k for k in (kind if isinstance(kind, list) else [kind]) if isinstance(k, str))
    return bool(kinds & _EVERGREEN_TYPES) or bool(_EVERGREEN_PATH.search(page.url[:2_000]))


def _age(moment: datetime, today: datetime) -> str:
    days = (today.date() - moment.astimezone(today.tzinfo).date()).days
    if days < 0:
        return f"{-days:,} days in the future"
    return "today" if days == 0 else f"{days:,} day{'s' if days != 1 else ''} ago"


def analyze(page: Page) -> Finding | None:
    meta = {key.lower(): value for key, value in page.meta.items()}
    published = _from_meta(meta, _PUBLISHED_META) or _from_json_ld(page, "datePublished")
    modified = _from_meta(meta, _MODIFIED_META) or _from_json_ld(page, "dateModified")
    if published is None or modified is None:
        by_pub, by_mod = _from_byline(page)
        published, modified = published or by_pub, modified or by_mod
    if published is None and modified is None:
        return None
    today = now()
    parts = []
    if published:
        parts.append(f"published {published.date().isoformat()} ({_age(published, today)})")
    if modified and (not published or modified.date() != published.date()):
        parts.append(f"modified {modified.date().isoformat()} ({_age(modified, today)})")
    latest = max(d for d in (published, modified) if d is not None)
    days = (today.date() - latest.astimezone(today.tzinfo).date()).days
    if days < 0:
        hint = "date in the future: treat with care"
    elif days <= FRESH_DAYS:
        hint = "fresh"
    elif days <= RECENT_DAYS:
        hint = "recent"
    elif _evergreen(page):
        hint = "older but reference-style: likely evergreen"
    elif days <= STALE_DAYS:
        hint = "over a year old: check for newer information"
    else:
        hint = f"possibly stale ({days // 365} years old)"
    parts.append(hint)
    return Finding("Freshness", tuple(parts))
