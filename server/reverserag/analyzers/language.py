"""Language: what the page declares (html lang, Content-Language, og:locale) vs what it reads as."""

from __future__ import annotations

import re

from ..page import Page
from ._context import page_text
from ._finding import Finding, clean
from ._langdetect import NAMES

NAME = "language"
_DECLARED = (
    ("html", None),
    ("content-language", "content-language"),
    ("og:locale", "og:locale"),
    ("meta language", "language"),
    ("dc.language", "dc.language"),
)
_PRIMARY = re.compile(r"[A-Za-z]{2,3}(?=$|[-_])")


def primary(tag: str) -> str | None:
    """``"en-US"`` → ``"en"``; None for something that is not a language tag."""
    match = _PRIMARY.match(tag.strip())
    return match.group(0).lower() if match else None


def declared(page: Page) -> list[tuple[str, str]]:
    """``(source, tag)`` for every declaration the page makes."""
    out = []
    for source, key in _DECLARED:
        value = page.lang if key is None else page.meta.get(key)
        if value and value.strip():
            out.append((source, value.strip().split(",")[0].strip()))
    return out


def analyze(page: Page) -> Finding | None:
    claims = declared(page)
    detection = page_text(page).language
    if not claims and detection.code is None:
        return None
    parts = []
    if claims:
        parts.append("declared " + ", ".join(f"{clean(t, 20)} ({s})" for s, t in claims))
    else:
        parts.append("not declared")
    if detection.code is not None:
        parts.append(f"detected {detection.name} ({detection.confidence} confidence)")
        codes = {primary(t) for _, t in claims} - {None}
        if codes and detection.confidence == "high":
            if detection.code in codes:
                parts.append("consistent")
            else:
                named = ", ".join(sorted(NAMES.get(c, c) for c in codes if c))
                reads = detection.name
                parts.append(f"mismatch: declared {clean(named, 60)}, text reads as {reads}")
    else:
        parts.append("detected: unsure")
    if page.source == "translated":
        origin = page.translated_from
        parts.append(f"translated page (from {clean(origin, 60)})" if origin else "translated page")
    return Finding("Language", tuple(parts))
