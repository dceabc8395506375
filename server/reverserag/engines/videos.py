"""A video's page (qa65 #5, #14): when it was uploaded, how long it is.

"When was it uploaded?" found nothing where the views line said "812,447 views 3 weeks ago (Nov 16, 2026)": the
question's word is none of the line's. "How long is the video?" quoted the description where the player said
"0:00 / 18:42": a player's time is the part played over the whole.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

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


def asked(question: str, index: Index) -> list[Passage]:
    """The line that says when the video was uploaded, or how long it is; empty where neither is asked or said."""
    lines = [p for p in index.passages if not (p.chrome or p.code)]
    if _UPLOADED_ASKED.search(question):
        dated = [p for p in lines if len(p.text.split()) <= _WORDS and _AGO.search(p.text)]
        return ([p for p in dated if _VIEWS.search(p.text)] or dated)[:1]
    if _LONG_ASKED.search(question):
        return [p for p in lines if _PLAYER.fullmatch(p.text.strip())][:1]
    return []
