"""Links: internal vs external by registrable host, same-page anchors, top external sites."""

from __future__ import annotations

from collections import Counter

from ..page import Page
from ._finding import Finding, clean, count, listing
from ._hosts import registrable, split_url

NAME = "links"
TOP_SHOWN = 5
_WEB = ("http", "https")


def _without_fragment(url: str) -> str:
    return url.partition("#")[0]


def analyze(page: Page) -> Finding | None:
    if not page.links:
        return None
    here = _without_fragment(page.url)
    site = registrable(split_url(page.url)[1])
    internal = external = anchors = 0
    other: Counter[str] = Counter()
    domains: Counter[str] = Counter()
    for link in page.links:
        href = link.href.strip()
        if href.startswith("#") or ("#" in href and _without_fragment(href) == here):
            anchors += 1
            continue
        scheme, host = split_url(href)
        if not scheme:
            internal += 1  # relative: resolves against this page
        elif scheme in _WEB:
            domain = registrable(host)
            if domain == site:
                internal += 1
            else:
                external += 1
                domains[domain] += 1
        else:
            other[scheme] += 1
    parts = [f"{internal:,} internal, {external:,} external"]
    if anchors:
        parts[0] += f", {count(anchors, 'same-page anchor')}"
    if other:
        parts.append(", ".join(f"{n:,} {clean(s, 20)}:" for s, n in other.most_common(4)))
    if domains:
        top = [f"{clean(d, 60)} ({n:,})" for d, n in domains.most_common()]
        parts.append("top external: " + listing(top, TOP_SHOWN))
    return Finding("Links", tuple(parts))
