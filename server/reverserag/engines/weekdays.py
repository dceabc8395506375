"""A question that names a day of the week, on a page of opening hours.

"Are you open on Monday?" quoted every row of the hours but "Monday — Closed" (qa59 #4): the two-word row made no
sentence, so the rows with times answered first, and a visitor read the answer as open. "What time do you close on
Saturday?" holds "close", which "Monday — Closed" holds too. A line that opens with a day or a run of days
("Tuesday – Thursday — 12:00 – 22:00", "Sat & Sun: 10–16") answers for the days it covers, and no other does.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_DAY = r"(?:mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?"
# A day asked for: its full name, or a short one followed by no letter ("Sat", not "sat down").
_ASKED = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.I)
_RUN = re.compile(rf"({_DAY})(?:\s*(?:[-–—]|to|through|thru|until)\s*({_DAY}))?(?![a-z])", re.I)
# A feast named by its weekday ("Is it open on Easter Sunday?"): its notice answers, not the day's row.
FEAST = re.compile(r"\b(?:easter|palm|whit|holy|good|maundy|ash|shrove|black|cyber|super)\s+(?:monday|tuesday"
                    r"|wednesday|thursday|friday|saturday|sunday)\b", re.I)
HOURS_ASKED = re.compile(r"\b(?:open|opens|opening|close|closes|closing|closed|hours)\b", re.I)
# What gives a day's hours: a time, or that it is closed.
_HOURS = re.compile(r"\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s*[-–—]|\bclosed\b", re.I)
_MOST = 3
# The days a line opens with, before what it says of them: "Mon–Fri, Sun: …", "Friday – Saturday — 12:00 – 23:00".
_LEAD = re.compile(rf"^\s*{_DAY}(?![a-z])(?:\s*(?:[-–—,&/]|and|to|through|thru|until)\s*{_DAY}(?![a-z]))*", re.I)


def _index(day: str) -> int:
    return _NAMES.index(day[:3].lower())


def covered(text: str) -> set[int] | None:
    """The days (0 for Monday) a line that opens with days covers; None for a line that does not open with one."""
    lead = _LEAD.match(text)
    if not lead:
        return None
    days: set[int] = set()
    for run in _RUN.finditer(lead.group()):
        first = _index(run[1])
        last = _index(run[2]) if run[2] else first
        days.update((first + n) % 7 for n in range((last - first) % 7 + 1))
    return days


def named(text: str) -> set[int]:
    """The days of the week ``text`` names in full ("Friday", "on Fridays")."""
    return {_index(m[1]) for m in _ASKED.finditer(text)}


def for_day(question: str, hits: list[tuple[float, Passage]]) -> list[tuple[float, Passage]]:
    """``hits`` without the lines for other days than the one ``question`` names, where a line covers that day."""
    asked = named(question)
    if len(asked) != 1:
        return hits
    day = asked.pop()
    spans = [(score, p, covered(p.text)) for score, p in hits]
    if not any(days and day in days for _, _, days in spans):
        return hits
    return [(score, p) for score, p, days in spans if days is None or day in days]


def asked(question: str, index: Index) -> list[Passage]:
    """For a question about opening or closing on the one weekday it names, the lines that give that day's hours (the
    rows of each hours table that cover it); empty otherwise. "When does the shop close on Sunday?" holds "shop",
    which "Sunday — 11:30 – 17:30" does not, and "Easter Sunday closed." answered (qa61 #11)."""
    asked = named(question)
    if len(asked) != 1 or FEAST.search(question) or not HOURS_ASKED.search(question):
        return []
    day = asked.pop()
    return [p for p in index.passages if not p.chrome and day in (covered(p.text) or ())
            and _HOURS.search(p.text)][:_MOST]
