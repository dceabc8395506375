"""What is sold out, in whichever words the page says it (qa65 #3): "Which rewards are sold out?" found nothing where a
campaign's greyed tier said "All gone!", and "Which rewards are all gone?" nothing where it said "Sold out". The
question's words are read as the page's: each line that says one of them, with the line before it in its section (what
it is: the tier's "One Lumen Mini lamp in oak, 30% off retail."). Where the page says what the question does, the search
finds it (which.py tells its items apart).
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from .lines import near, shown

_GONE = (r"sold[\s-]+out|all\s+gone|none\s+left|no\s+longer\s+available|(?:currently\s+)?unavailable|out\s+of\s+stock"
         r"|fully\s+(?:booked|subscribed)|no\s+(?:longer\s+)?(?:places|spaces|seats|tickets)\s+left")
_ASKED = re.compile(rf"\b(?:{_GONE})\b", re.I)
# A line that says it: a badge ("All gone!", "Sold out"), or a short line that opens or ends with it.
_SAYS = re.compile(rf"(?:\W*(?:{_GONE})\b.{{0,40}}|.{{0,40}}\b(?:{_GONE}))\W*", re.I)
_MOST = 6


def asked(question: str, index: Index) -> list[Passage]:
    """The lines that say what ``question`` asks is gone, each after the line before it in its section; empty where
    it asks no such thing, or the page says it in the question's own words."""
    found = _ASKED.search(question)
    if not found:
        return []
    lines = shown(index)
    said = re.compile(rf"\b{re.escape(found[0])}\b", re.I)
    if any(said.search(p.text) for p in lines):
        return []
    chosen: list[Passage] = []
    for p in (p for p in lines if _SAYS.fullmatch(p.text)):
        before = near(index, p, -1)
        chosen += [q for q in (before, p) if q and q not in chosen and not (q is before and _SAYS.fullmatch(q.text))]
    return chosen[:_MOST * 2]
