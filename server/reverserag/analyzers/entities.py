"""Entities: prices, versions, dates, emails, phones and percentages — deduplicated, capped.

Found in the title and the prose of the main content (code is left out: a number in a code
sample is rarely a fact about the page), plus the page's ``mailto:`` and ``tel:`` links, which
is where contact details usually live.
"""

from __future__ import annotations

import re

from ..page import Page
from ._context import page_text
from ._dates import MONTHS, WRITTEN_DATE, make_date, written_date
from ._entity_patterns import (
    EMAIL_DOMAIN,
    EMAIL_LOCAL,
    NOT_EMAIL_TLDS,
    NUMERIC,
    PHONE_WORD,
    SYMBOLIC,
)
from ._finding import Finding, clean, listing

NAME = "entities"
KINDS = ("prices", "versions", "dates", "emails", "phones", "percentages")
SHOWN = 5
MAX_PER_KIND = 1_000  # distinct values kept per kind; only SHOWN are rendered
_SPACE = re.compile(r"[\s\u00a0\u202f]+")
_NON_DIGIT = re.compile(r"\D")


class _Found:
    """Distinct values per kind, each with where it first appeared."""

    def __init__(self) -> None:
        self.kinds: dict[str, dict[str, tuple[int, str]]] = {k: {} for k in KINDS}

    def add(self, kind: str, at: int, shown: str, key: str | None = None) -> None:
        seen = self.kinds[kind]
        shown = _SPACE.sub(" ", shown.strip())
        key = key or shown
        # The two scans run one after the other: keep a value's earliest sighting.
        if key in seen:
            if at < seen[key][0]:
                seen[key] = (at, shown)
        elif len(seen) < MAX_PER_KIND:
            seen[key] = (at, shown)

    def in_order(self) -> dict[str, list[str]]:
        return {kind: [shown for _, shown in sorted(values.values())]
                for kind, values in self.kinds.items()}


def _numeric(text: str, found: _Found) -> list[tuple[int, str]]:
    """Adds what ``NUMERIC`` finds; returns the local numbers that read as phones, for :func:`find`
    to add once the other phones are known (555-0142 in "+1 555-0142" is that phone's end)."""
    local: list[tuple[int, str]] = []
    for m in NUMERIC.finditer(text):
        kind, value = m.lastgroup, m.group(0)
        if kind == "iso":
            if make_date(int(value[:4]), int(value[5:7]), int(value[8:10])):
                found.add("dates", m.start(), value)
        elif kind == "eudate":
            day, month, year = (int(p) for p in value.split("."))
            if make_date(year, month, day):
                found.add("dates", m.start(), value)
        elif kind == "semver":
            found.add("versions", m.start(), value)
        elif kind == "pct":
            found.add("percentages", m.start(), value)
        elif kind == "price_after":
            found.add("prices", m.start(), value)
        elif kind == "local":
            line = text[max(0, m.start() - 48):m.start()].rpartition("\n")[2]
            if value[4] == "0" or PHONE_WORD.search(line):
                local.append((m.start(), value))
        else:
            found.add("phones", m.start(), value, _NON_DIGIT.sub("", value))
    return local


def _symbolic(text: str, found: _Found) -> None:
    for m in SYMBOLIC.finditer(text):
        kind, value = m.lastgroup, m.group(0)
        if kind in ("price", "code"):
            found.add("prices", m.start(), value)
        elif kind == "vversion":
            found.add("versions", m.start(), value)
        elif kind == "intl" or kind == "paren":
            digits = _NON_DIGIT.sub("", value)
            if 7 <= len(digits) <= 15:
                found.add("phones", m.start(), value, digits)
        elif kind == "month" and value[:3].lower() in MONTHS:
            written = WRITTEN_DATE.match(text, m.start())
            date = written and written_date(text, written)
            if date:
                found.add("dates", m.start(), date[0])


def _emails(text: str, found: _Found) -> None:
    for m in EMAIL_DOMAIN.finditer(text):
        local = EMAIL_LOCAL.search(text, max(0, m.start() - 64), m.start())
        if not local or local.group(0).strip(".") != local.group(0):
            continue
        domain = m.group(0)[1:]
        if domain.rpartition(".")[2].lower() in NOT_EMAIL_TLDS:
            continue
        address = local.group(0) + "@" + domain
        found.add("emails", m.start(), address, address.lower())


def _links(page: Page, found: _Found, after: int) -> None:
    for at, link in enumerate(page.links, start=after):
        href = link.href
        if href[:7].lower() == "mailto:":
            address = href[7:].partition("?")[0].strip()
            if "@" in address:
                found.add("emails", at, address, address.lower())
        elif href[:4].lower() == "tel:":
            number = href[4:].strip()
            digits = _NON_DIGIT.sub("", number)
            if 7 <= len(digits) <= 15:
                found.add("phones", at, number, digits)


def find(page: Page) -> dict[str, list[str]]:
    """Every entity found, by kind, in order of first appearance."""
    text = page.title + "\n" + page_text(page).prose
    found = _Found()
    local = _numeric(text, found)
    _symbolic(text, found)
    for at, number in local:
        digits = _NON_DIGIT.sub("", number)
        if not any(known.endswith(digits) for known in found.kinds["phones"]):
            found.add("phones", at, number, digits)
    if "@" in text:
        _emails(text, found)
    _links(page, found, len(text))
    return found.in_order()


def analyze(page: Page) -> Finding | None:
    parts = [
        f"{kind}: {listing([clean(v, 40) for v in values[:SHOWN]], SHOWN, total=len(values))}"
        for kind, values in find(page).items()
        if values
    ]
    return Finding("Entities", tuple(parts)) if parts else None
