"""A video's page (qa65 #5, #14): when it was uploaded, how long it is.

"When was it uploaded?" found nothing where the views line said "812,447 views 3 weeks ago (Nov 16, 2026)": the
question's word is none of the line's. "How long is the video?" quoted the description where the player said
"0:00 / 18:42": a player's time is the part played over the whole.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage
from ..ranking import Index
from .lines import shown

_UPLOADED_ASKED = re.compile(r"\bwhen\b.*\b(?:upload(?:ed)?|post(?:ed)?|publish(?:ed)?|premiered?|stream(?:ed)?"
                             r"|put\s+(?:up|online)|(?:go|went|gone)\s+live|shared)\b", re.I)
# A line that dates a video: "3 weeks ago", "Premiered Nov 16, 2026", "Streamed live on …", "Uploaded …".
_AGO = re.compile(r"\b\d+\s+(?:second|minute|hour|day|week|month|year)s?\s+ago\b"
                  r"|\b(?:premiered|streamed(?:\s+live)?|uploaded|published)\s+(?:on\s+)?\w+\s+\d", re.I)
_VIEWS = re.compile(r"\bviews?\b", re.I)
_LONG_ASKED = re.compile(r"\bhow\s+long\s+is\s+(?:the|this)\s+(?:video|clip|episode|talk|recording)\b"
                         r"|\b(?:length|duration|running\s+time|runtime)\s+of\s+(?:the|this)\s+(?:video|clip|episode)\b"
                         r"|\b(?:video|clip|episode)(?:'s|’s)?\s+(?:length|duration|running\s+time|runtime)\b", re.I)
# A player's time: played over the whole ("0:00 / 18:42").
_PLAYER = re.compile(r"\d{1,2}(?::\d\d){1,2}\s*/\s*\d{1,2}(?::\d\d){1,2}")
_WORDS = 16
# "How many likes does it have?" quoted the description over the player's "24K likes Share" (off86): a count of likes.
_LIKES_ASKED = re.compile(r"\bhow\s+many\s+likes\b|\b(?:number|count)\s+of\s+likes\b|\blike\s+count\b", re.I)
_LIKES = re.compile(r"^\d[\d,.]*\s?[KMkm]?\s+likes?\b", re.I)
# "What is at 2:15?" quoted the whole chapter list, where a line of it said "2:15 Setup" (off86): that line.
_AT_ASKED = re.compile(r"\b(?:at|from)\s+(?P<time>\d{1,2}(?::\d\d){1,2})\b(?!\s*/)")
_STAMP = r"\d{1,2}(?::\d\d){1,2}"


def asked(question: str, index: Index) -> list[Passage]:
    """The line that says when the video was uploaded, or how long it is; empty where neither is asked or said."""
    lines = shown(index)
    if _UPLOADED_ASKED.search(question):
        dated = [p for p in lines if len(p.text.split()) <= _WORDS and _AGO.search(p.text)]
        return ([p for p in dated if _VIEWS.search(p.text)] or dated)[:1]
    if _LIKES_ASKED.search(question):
        return [p for p in lines if len(p.text.split()) <= 4 and _LIKES.match(p.text)][:1]
    at = _AT_ASKED.search(question)
    if at:
        return _chapter(at["time"], lines)
    if _LONG_ASKED.search(question):
        return [p for p in lines if _PLAYER.fullmatch(p.text.strip())][:1]
    return []


def _chapter(time: str, lines: list[Passage]) -> list[Passage]:
    """The chapter at ``time`` of a list of them ("0:00 Intro 2:15 Setup 5:10 Day 1"): its time, as the page writes
    it, and title alone. "9:30" is the page's "09:30", and the other way round (off87)."""
    for p in lines:
        stamps = list(re.finditer(rf"(?<![\d:]){_STAMP}(?![\d:])", p.text))
        found = next((m for m in stamps if _clock(m[0]) == _clock(time)), None)
        if len(stamps) < 3 or found is None:
            continue
        end = next((m.start() for m in stamps if m.start() > found.start()), len(p.text))
        title = p.text[found.end():end].strip(" ·–-|")
        if title:
            stamp = found[0]
            return [replace(p, text=f"{stamp} {title}", links=tuple(link for link in p.links if link[0] == stamp))]
    return []


def _clock(stamp: str) -> tuple[int, ...]:
    """A time's numbers, an hour of none left out: "09:30", "9:30" and "0:09:30" are (9, 30)."""
    numbers = [int(n) for n in stamp.split(":")]
    while len(numbers) > 2 and not numbers[0]:
        numbers.pop(0)
    return tuple(numbers)
