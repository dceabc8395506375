"""What a page's JSON-LD says about a shop, a restaurant or a branch: its name, phone, hours and address.

A branch's page often shows its phone only as a "Call" button (a tel: link, "+442072840011") and only today's hours
("Open now · Closes 19:00"); its schema.org ``LocalBusiness`` (a ``Store``, a ``Restaurant``, any type) gives the
number as written ("+44 20 7284 0011") and each day's hours in ``openingHoursSpecification`` or ``openingHours``
("Mo-Th 09:00-19:00"). A page of several branches gives each its own parts, by name. Every value is checked for its
type: a page may send anything.
"""

from __future__ import annotations

import re
from typing import Any

from ._finding import clean
from ._jsonld import nodes, text_of
from ._offers import kinds

_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_SHORT = {day[:2].lower(): n for n, day in enumerate(_DAYS)}
# What is no business, though it may give a phone or an address.
_NOT = frozenset({"person", "contactpoint", "postaladdress", "website", "webpage", "openinghoursspecification"})
# "Mo-Th 09:00-19:00", "Mo,We,Fr 10:00-16:00", "Su 11:30-17:30": openingHours as schema.org writes it.
_DAY = r"(?:Mo|Tu|We|Th|Fr|Sa|Su)"
_HOURS = re.compile(rf"({_DAY}(?:\s*[-,]\s*{_DAY})*)\s+(\d{{1,2}}:\d{{2}})\s*-\s*(\d{{1,2}}:\d{{2}})")
_RANGE = re.compile(rf"({_DAY})(?:\s*-\s*({_DAY}))?")
# How many businesses are read: a long line is cut at its end anyway.
_MOST = 4


def parts(json_ld: tuple[Any, ...]) -> list[str]:
    """``key=value`` parts for each business the JSON-LD describes that gives a phone or its hours: its name, phone,
    hours and address; empty when there is none."""
    found: list[str] = []
    named: set[str] = set()
    for node in nodes(json_ld):
        name = text_of(node.get("name"))
        if not name or name in named or kinds(node) & _NOT or len(named) >= _MOST:
            continue
        phone, hours = text_of(node.get("telephone")), _hours(node)
        phone = phone if phone and sum(c.isdigit() for c in phone) >= 5 else None
        if not (phone or hours):
            continue
        named.add(name)
        found += [f"{shown}={clean(value, 120)}" for shown, value in (
            ("business", name), ("telephone", phone), ("hours", hours), ("address", _address(node.get("address"))))
            if value]
    return found


def _address(value: Any) -> str | None:
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dict):
        said = [text_of(value.get(k)) for k in ("streetAddress", "addressLocality", "postalCode", "addressCountry")]
        return ", ".join(dict.fromkeys(s for s in said if s)) or None
    return text_of(value)


def _hours(node: dict[str, Any]) -> str | None:
    """The week's hours, days of the same hours together: "Monday–Thursday 09:00–19:00; Sunday 11:30–17:30"."""
    times: dict[str, set[int]] = {}
    specified = node.get("openingHoursSpecification")
    for spec in (specified if isinstance(specified, list) else [specified])[:28]:
        if not isinstance(spec, dict) or spec.get("validFrom") or spec.get("validThrough"):  # a holiday's
            continue
        opens, closes = text_of(spec.get("opens")), text_of(spec.get("closes"))
        named = spec.get("dayOfWeek")
        days = {d for d in map(_day, (named if isinstance(named, list) else [named])[:7]) if d is not None}
        if opens and closes and days:
            shown = "closed" if opens[:5] == closes[:5] == "00:00" else f"{opens[:5]}–{closes[:5]}"
            times.setdefault(shown, set()).update(days)
    written = node.get("openingHours")
    for line in (written if isinstance(written, list) else [written])[:14]:
        for run, opens, closes in _HOURS.findall(line) if isinstance(line, str) else ():
            times.setdefault(f"{opens}–{closes}", set()).update(_covered(run))
    week = sorted(times.items(), key=lambda t: min(t[1], default=7))
    return "; ".join(f"{_runs(days)} {shown}" for shown, days in week if days) or None


def _day(value: Any) -> int | None:
    """A dayOfWeek ("Sunday", "https://schema.org/Sunday") as its number, Monday 0."""
    word = text_of(value)
    word = word.rstrip("/").rpartition("/")[2].lower() if word else ""
    return next((n for n, day in enumerate(_DAYS) if word == day.lower()), None)


def _covered(run: str) -> set[int]:
    days: set[int] = set()
    for first, last in _RANGE.findall(run):
        start, end = _SHORT[first.lower()], _SHORT[(last or first).lower()]
        days.update((start + n) % 7 for n in range((end - start) % 7 + 1))
    return days


def _runs(days: set[int]) -> str:
    """Days as runs: {0, 1, 2, 3, 6} → "Monday–Thursday, Sunday"."""
    runs: list[list[int]] = []
    for day in sorted(days):
        if runs and runs[-1][-1] == day - 1:
            runs[-1].append(day)
        else:
            runs.append([day])
    return ", ".join(_DAYS[r[0]] if len(r) == 1 else f"{_DAYS[r[0]]}–{_DAYS[r[-1]]}" for r in runs)
