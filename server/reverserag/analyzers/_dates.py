"""Dates as pages write them: ISO 8601, "January 15, 2025", "15 Jan 2025", RFC 2822."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from email.utils import parsedate_to_datetime

MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
    "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
# Anchored on the capitalised month name (a fast literal prefix); a day written before the
# month ("15 January 2025") is picked up by looking back from the match.
WRITTEN_DATE = re.compile(
    _MONTH + r"\b\.?[ \t\xa0]+(?:(\d{1,2})(?:st|nd|rd|th)?,?[ \t\xa0]+)?((?:19|20)\d\d)\b"
)
_DAY_BEFORE = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?[ \t\xa0]+(?:of[ \t\xa0]+)?$")
ISO_DATE = re.compile(
    r"((?:19|20)\d\d)-(\d\d)-(\d\d)(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?"
)


def make_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def written_date(text: str, match: re.Match[str]) -> tuple[str, date | None] | None:
    """The surface form and value of a WRITTEN_DATE match (value None for "March 2024")."""
    month = MONTHS[match.group(0)[:3].lower()]
    year = int(match.group(2))
    if match.group(1):
        day = make_date(year, month, int(match.group(1)))
        return (match.group(0), day) if day else None
    before = _DAY_BEFORE.search(text, max(0, match.start() - 12), match.start())
    if before:
        day = make_date(year, month, int(before.group(1)))
        if day:
            return text[before.start():match.end()], day
    return match.group(0), None


def parse_date(value: object) -> datetime | None:
    """A timezone-aware datetime from a meta or JSON-LD value, or None if it holds no date."""
    if not isinstance(value, str):
        return None
    text = value.strip()[:100]
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text.replace("z", "Z"))
    except ValueError:
        moment = None
    if moment is None:
        moment = _loose(text)
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        moment.astimezone(UTC)  # a date at the edge of the calendar cannot be compared
    except OverflowError:
        return None
    return moment


def _loose(text: str) -> datetime | None:
    if "," in text or "GMT" in text:  # RFC 2822, as in HTTP headers: keeps the time of day
        try:
            return parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError, OverflowError):
            pass
    iso = ISO_DATE.search(text)
    if iso:
        day = make_date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
        return datetime(day.year, day.month, day.day) if day else None
    written = WRITTEN_DATE.search(text)
    if written:
        found = written_date(text, written)
        if found and found[1]:
            d = found[1]
            return datetime(d.year, d.month, d.day)
    return None
