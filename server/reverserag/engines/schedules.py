"""A conference's schedule at a glance, for the offline engine: when and where a session is, what is in a room, what
is on a day.

A schedule gives each session its time and room on a line under its heading ("09:00 · Auditorium, Room B"), which holds
no "when" or "keynote"; a day is the selected tab ("Thu 11 Mar (selected)") or a heading that names it short.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import weekdays
from .lines import shown
from .outline import Outline

_SLOT_ASKED = re.compile(r"^\s*(?:when\b|(?:at\s+)?what\s+time\b|which\s+(?:room|hall|stage|track|day)\b"
                         r"|in\s+which\s+room\b|where\s+(?:is|are)\b)", re.I)
# A session's time, and where it is, at the start of a line ("09:00 · Auditorium, Room B", "13:30–14:00 · Room C").
_SLOT = re.compile(r"\d{1,2}[:.h]\d{2}(?:\s?[–-]\s?\d{1,2}[:.h]\d{2})?\s*·")
_SLOT_WORDS = frozenset(terms("time room hall stage track day start starts begin begins end ends finish held happen "
                              "take place location session scheduled schedule"))
_ROOM_ASKED = re.compile(r"\b(?:what|which)\s+(?:talks?|sessions?|events?|workshops?)\b|\bwhat(?:'s|’s|\s+is)\s+on\b",
                         re.I)
_TIME = re.compile(r"(\d{1,2})[:.h](\d{2})")
# "after lunch", "before the keynote": the slot the question's words name, as a bound on the time.
_BOUND = re.compile(r"\b(after|before)\s+(.+?)\s*\??$", re.I)
_MOST = 6
# A day's sessions: a conference day holds a dozen.
_DAY_MOST = 12
_TABS = re.compile(r"^Tabs:\s*(.+)$")


def slot(question: str, index: Index) -> list[Passage]:
    """When and where a session is, as the time line under its heading (or the line that names it) says."""
    if not _SLOT_ASKED.search(question):
        return []
    slots = [p for p in shown(index) if _SLOT.match(p.text)]
    wanted = set(terms(question)) - _SLOT_WORDS
    if len(slots) < 2 or not wanted:
        return []
    found: list[Passage] = []
    for p in slots:
        under = wanted <= set(terms(p.heading)) and not any(q.heading == p.heading for q in found)
        if under or wanted <= set(terms(p.text)):
            found.append(p)
    return found[:3]


def _minutes(p: Passage) -> int:
    time = _TIME.match(p.text)
    return int(time.group(1)) * 60 + int(time.group(2)) if time else 0


def room(question: str, index: Index) -> list[Passage]:
    """The sessions in the room a question names ("What talks are in Room B after lunch?"), as the time lines that
    list it, after (or before) the slot its last words name."""
    if not _ROOM_ASKED.search(question):
        return []
    slots = [p for p in shown(index) if _SLOT.match(p.text)]
    rooms = {room.strip() for p in slots for room in p.text.split("·", 1)[1].split(":")[0].split(",")}
    named = [room for room in rooms if room and re.search(rf"(?<!\w){re.escape(room)}(?!\w)", question, re.I)]
    if len(slots) < 2 or not named:
        return []
    room = max(named, key=len)
    there = [p for p in slots if room in (r.strip() for r in p.text.split("·", 1)[1].split(":")[0].split(","))]
    bound = _BOUND.search(question)
    if bound:
        words = set(terms(bound.group(2)))
        edge = next((p for p in slots if words and (words <= set(terms(p.text)) or words <= set(terms(p.heading)))),
                    None)
        if edge:
            after = bound.group(1).lower() == "after"
            there = [p for p in there if (_minutes(p) > _minutes(edge)) == after and _minutes(p) != _minutes(edge)]
    return there[:_MOST]


def of_day(question: str, index: Index) -> list[Passage]:
    """What is on the day a question names in full ("What is on Thursday?"), where the selected tab or a heading
    names it short ("Thu 11 Mar"): the tab line and the time lines after it, or the lines under the heading."""
    days = weekdays.named(question)
    if not _ROOM_ASKED.search(question) or len(days) != 1:
        return []
    day = days.pop()
    for p in index.passages:
        tabs = _TABS.match(p.text)
        chosen = next((name for name in tabs[1].split(" · ") if name.endswith(" (selected)")), "") if tabs else ""
        if day in (weekdays.covered(chosen) or ()):
            slots = [q for q in shown(index)[p.index:] if q.index > p.index and _SLOT.match(q.text)]
            return [p, *slots[:_DAY_MOST]] if slots else []
    if any(day in (weekdays.covered(p.text) or ()) for p in shown(index)):
        return []  # a line opens with the day (opening hours): ranked with the rest
    chains = index.chains if isinstance(index, Outline) else [(p.heading,) for p in index.passages]
    under = [p for p in shown(index) if any(day in (weekdays.covered(h) or ()) for h in chains[p.index])]
    return ([p for p in under if _SLOT.match(p.text)] or under)[:_DAY_MOST]
