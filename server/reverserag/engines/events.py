"""An event's page (a concert's tickets): the line under its name that says when it is, and where (qa64 #8).

A ticket page says when in a line of its own ("Sat 14 Mar 2026 · 19:30 · Doors 18:00") and where in the next (the
venue's address); its first sentence of prose may sit in a section far below (an Accessibility panel's "Wheelchair
spaces are available …"), which the greeting opened with. And "When is the concert?" found nothing: the page never says
"concert".
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import word_count
from .apps import DAY_DATE

_DATE = re.compile(DAY_DATE, re.I)
# An event's date names its day ("Sat 14 Mar", "Saturday, March 14"); a story's dateline seldom does, and gives a time
# zone where it does ("Thursday 16 April 2015 20.02 BST"), or its author's link, or a bar before its comments' count.
_WEEKDAY = re.compile(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\b\.?", re.I)
_ZONE = re.compile(r"\b(?:UTC|GMT|BST|CES?T|EES?T|[ECMP][SD]T|IST|JST|AE[SD]T)\b|\||来源")
# A time of day: "19:30", "7.30pm", "8 pm".
_CLOCK = re.compile(r"(?<![\d:.])(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d:])|\b\d{1,2}(?:[:.]\d\d)?\s?[ap]\.?m\b", re.I)
# A story's dateline, which gives a date and a time too: "Published 14 March 2024, 10:32 GMT", "By Ana · 3 May, 9:00".
_DATELINE = re.compile(r"\b(?:by|published|updated|posted|modified|edited|last|written)\b", re.I)
# "When is it?", "What time does the show start?", "What date is the gig?".
_ASKED = re.compile(r"\W*(?:when\b|(?:at\s+)?what\s+(?:time|date|day)\b)", re.I)


def _event_line(p: Passage) -> bool:
    """A short line of its own that gives a day, a date and a time of day: not a list's item, a row, a dateline or
    the chrome."""
    return (p.alone() and not (p.caption or p.card or p.links) and word_count(p.text) <= 12
            and not _DATELINE.search(p.text) and not _ZONE.search(p.text) and _WEEKDAY.search(p.text) is not None
            and _DATE.search(p.text) is not None and _CLOCK.search(p.text) is not None)


def dated(index: Index) -> list[Passage]:
    """The page's event line, the first passage of its opening section that gives a date and a time, and the line
    under it where that says where (a short line of the same section: the venue); none elsewhere."""
    opening = [p for p in index.passages[:8] if not p.chrome]
    line = next((p for p in opening if _event_line(p)), None)
    if line is None:
        return []
    after = index.passages[line.index + 1:line.index + 2]
    where = [p for p in after if p.heading == line.heading and p.alone()
             and word_count(p.text) <= 20 and not p.text.rstrip().endswith((".", ":", "?", "!"))]
    return [line, *where]


def opening(index: Index, lead: list[Passage]) -> list[Passage]:
    """What the page opens with: its event line first where the lead's prose is in a later section (a panel far
    below), else the lead."""
    if not lead:
        return lead
    event = dated(index)
    if not event or event[0].index > lead[0].index or event[0].heading == lead[0].heading:
        return lead
    return event


def asked(question: str, index: Index) -> list[Passage]:
    """For "When is the concert?" on a page that names no concert: its event line."""
    return dated(index)[:1] if _ASKED.match(question) else []
