"""A shop's (any business's) schema.org data, for the offline engine: its phone and a day's hours where the page's text
gives neither.

A branch's page showed its phone only as a "Call" button and only today's hours ("Open now · Closes 19:00"): "When does
it close on Sunday?" quoted today's line (qa61 #15). The structured data analyzer writes what the page's JSON-LD says of
each business (analyzers/_venues.py): its number as written and its week's hours. The page's text answers where it
shows a number or names the day asked; the data only where it does not, and says where it comes from, after the number
a "Call" button dials. A page of several businesses answers for the one the question names.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..passages import Passage
from ..ranking import phone_number
from ..words import terms
from . import branches, weekdays
from .branches import _PHONE_ASKED
from .outline import Outline
from .phrases import Phrases
from .quoting import quoted


def asked(question: str, data: Mapping[str, str], index: Outline, say: Phrases) -> str | None:
    """The data's phone, or its hours for the one weekday ``question`` names, of the business it names (or the page's
    one), where the page's text gives neither; None otherwise."""
    held = data.get("businesses")
    days = weekdays.named(question)
    day = days.pop() if len(days) == 1 and weekdays.HOURS_ASKED.search(question) else None
    phone = _PHONE_ASKED.search(question) is not None
    if not held or not (phone or day is not None) or weekdays.FEAST.search(question):
        return None
    business = _named(question, _businesses(held))
    lines = _text_of(question, index)
    if business is None or lines is None:
        return None
    if phone and business.get("telephone") and not any(phone_number(p.text) for p in lines):
        dialled = branches._dialled(index, lines)  # the "Call" button's number, then the data's as written
        said = quoted(dialled, say=say, named=index.named).removesuffix(say("signature")) if dialled else ""
        return said + _said(business, "telephone", business["telephone"], say)
    hours = business.get("hours")
    if day is None or not hours or any(day in weekdays.named(p.text) | (weekdays.covered(p.text) or set())
                                       for p in lines):
        return None
    rows = [row for row in hours.split("; ") if day in (weekdays.covered(row) or ())]
    return _said(business, "hours", "; ".join(rows) or hours, say)  # no row of the day: the week, which omits it


def _businesses(held: str) -> list[dict[str, str]]:
    """The businesses of the data's ``business=… | telephone=… | hours=…`` parts, in order."""
    found: list[dict[str, str]] = []
    for key, _, value in (part.partition("=") for part in held.split(" | ")):
        if key == "business":
            found.append({})
        if found:
            found[-1][key] = value
    return found


def _named(question: str, businesses: list[dict[str, str]]) -> dict[str, str] | None:
    """The page's one business, else the one whose name holds a word of ``question`` no other's holds."""
    if len(businesses) == 1:
        return businesses[0]
    names = [set(terms(b["business"])) for b in businesses]
    asked = set(terms(question))
    found = [b for b, words in zip(businesses, names, strict=True)
             if asked & words - set().union(*(other for other in names if other is not words))]
    return found[0] if len(found) == 1 else None


def _text_of(question: str, index: Outline) -> list[Passage] | None:
    """The page's lines that may answer instead: those of the branch the question names on a finder of several (None
    where it names none of them), else the page's own."""
    listed = branches._branches(index)
    if len(listed) > 1:
        return branches._named(question, listed) or None
    return [p for p in index.passages if not p.chrome]


def _said(business: dict[str, str], key: str, value: str, say: Phrases) -> str:
    return "\n\n".join((say("business_data"), f"- business: {business['business']}\n- {key}: {value}",
                        say("signature")))
