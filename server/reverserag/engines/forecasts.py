"""A weather page at a glance, for the offline engine: the forecast for a day, and for an hour.

A forecast's day is its table's row ("Fri 12 — …") or a heading ("### Tue 16") over its picture and figures
("[image: Light shower (day)] 12° 5°"), which "What is the weather on Tuesday?" holds no word of: the table's rows of
other days were quoted, or nothing. Its first rows say "Today" and "Tomorrow", which name no weekday: the rows after
them ("Fri 12", "Sat 13"), or the line that says when the page was updated ("… on Thu 11 Mar 2027"), tell which.
An hour is the line of the hourly strip that opens with it ("15:00 · [image: Heavy rain] · 13° · 80%"), which "Will it
rain at 3pm?" holds no word of, written the other way (off67).
"""

from __future__ import annotations

import re
from itertools import pairwise

from ..passages import Passage
from ..ranking import Index
from . import weekdays
from .lines import shown
from .outline import Outline

# The weather asked of a day ("What is the weather on Tuesday?", "What is the low on Wednesday?").
_WEATHER_ASKED = re.compile(r"\b(?:weather|forecast|temperatures?|high|low|rain\w*|showers?|sun|sunny|cloud\w*|wind\w*"
                            r"|snow\w*|cold|warm|hot|wet|dry)\b", re.I)
_MOST = 6
# A row for the day the page is read on, or the next: "Today", "Tonight", "Tomorrow".
_RELATIVE = re.compile(r"(today|tonight|tomorrow)\b", re.I)
# The line that says when a forecast was made, with its day ("Updated: 13:00 (UTC) on Thu 11 Mar 2027").
_UPDATED = re.compile(r"\b(?:updated|issued|as\s+of|observed|last\s+update)\b", re.I)
# An hour asked for as a point ("at 3pm", "around 3:30 p.m.", "at 15:00", "at noon"), and an hour a line opens with
# before what it says of it ("15:00 · …", "3 PM · …", "13:30–14:00 · …"; a live blog's "14:05" on a line of its own
# over its entry is the search's): either with its minutes or with am or pm.
_CLOCK = r"(\d{1,2})(?:[:h.](\d{2}))?\s*(?:([ap])\.?m\b\.?)?"
_HOUR_ASKED = re.compile(rf"\b(?:at|around|about|for|by)\s+(?:(noon|midday|midnight)\b|{_CLOCK}(?![\d.:]))", re.I)
_HOUR_LINE = re.compile(rf"{_CLOCK}(?:\s*[–-]\s*{_CLOCK})?(?=\s*[·—]\s*\S)", re.I)
_WEEKDAY = re.compile(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:day|s|sday|nesday|rsday|r|rs|urday)?\b\.?")


def of_day(question: str, index: Index) -> list[Passage]:
    """The weather on the day a question names: the table's row that opens with it ("Fri 12 — …"), else the lines
    under the heading that names it short ("### Tue 16")."""
    days = weekdays.named(question)
    if not _WEATHER_ASKED.search(question) or len(days) != 1:
        return []
    day = days.pop()
    rows = [p for p in index.passages if p.row and not p.chrome]
    relative = _relative(rows, index)
    rows = [p for p in rows if day in (weekdays.covered(p.text) or ()) or relative.get(p.index) == day]
    if rows:
        return rows[:1]
    chains = index.chains if isinstance(index, Outline) else [(p.heading,) for p in index.passages]
    return [p for p in shown(index) if p.heading and day in (weekdays.covered(p.heading) or ())
            and chains[p.index][-1:] == (p.heading,)][:_MOST]


def _relative(rows: list[Passage], index: Index) -> dict[int, int]:
    """For the rows that say "Today", "Tonight" or "Tomorrow", the weekday (0 for Monday) each is: counted back from
    the first row after the first of them that opens with one day ("Fri 12") in the same table, else from the day of
    the line that says when the page was updated. Empty when neither tells."""
    said = {p.index: told[1].lower() for p in rows if (told := _RELATIVE.match(p.text))}
    if not said:
        return {}
    first = next(n for n, p in enumerate(rows) if p.index in said)
    today = None
    ahead = 0  # days on from the first's: a row is a day on, but "Tonight", the same day's
    for before, q in pairwise(rows[first:]):
        if q.index != before.index + 1:
            break  # another table
        ahead += said.get(q.index) != "tonight"
        days = weekdays.covered(q.text)
        if days and len(days) == 1:
            today = (days.pop() - ahead - (said[rows[first].index] == "tomorrow")) % 7
            break
    if today is None:
        updated = next((p for p in shown(index) if _UPDATED.search(p.text) and len(_WEEKDAY.findall(p.text)) == 1),
                       None)
        days = weekdays.covered(_WEEKDAY.findall(updated.text)[0]) if updated else None
        if not days:
            return {}
        today = days.pop()
    return {at: (today + (word == "tomorrow")) % 7 for at, word in said.items()}


def _minutes(hour: str, minutes: str | None, half: str | None) -> int | None:
    """Minutes after midnight of a time written "15:00", "3 PM" or "3:30pm"; None for a bare number ("3")."""
    if not (minutes or half) or int(hour) > (12 if half else 23) or int(minutes or 0) > 59:
        return None
    hours = int(hour) % 12 + (12 if half.lower() == "p" else 0) if half else int(hour)
    return hours * 60 + int(minutes or 0)


def at_hour(question: str, index: Index) -> list[Passage]:
    """For "Will it rain at 3pm?", the line of the page's hours (two lines or more that open with a time) for that
    time, however either writes it ("15:00", "3 PM"), or whose span holds it ("13:30–14:00"); empty otherwise."""
    asked = []
    for found in _HOUR_ASKED.finditer(question):
        named = (found[1] or "").lower()
        at = 0 if named == "midnight" else 720 if named else _minutes(found[2], found[3], found[4])
        if at is not None:
            asked.append(at)
    if not asked:
        return []
    hours = []
    for p in index.passages:
        line = _HOUR_LINE.match(p.text) if not (p.chrome or p.code) else None
        start = _minutes(line[1], line[2], line[3]) if line else None
        if line and start is not None:
            end = _minutes(line[4], line[5], line[6] or line[3]) if line[4] else None
            hours.append((start, end, p))
    if len(hours) < 2:
        return []
    return [p for start, end, p in hours if any(at == start or (end is not None and start <= at < end)
                                                 for at in asked)][:_MOST]
