"""A page's own count in its header (off87): "How many backers are there?" on a crowdfunding campaign quoted a reward
tier's line ("412 backers", "at the early backers' price"), where the stats under the title said the project's "1,204"
over "backers", or "£48,210 pledged · 1,204 backers · 12 days to go" on one line. What the question counts, as the
lines under the page's title (before its first section) give it, is the page's total; a section's is a part of it."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import ratings
from .outline import Outline

_HOW_MANY = re.compile(r"\bhow\s+many\s+(?P<noun>[^\W\d_]{3,})\b", re.I)
_NUMBER = r"\d[\d,.]*\s?[KMk]?"
_ALONE = re.compile(rf"{_NUMBER}")
# What a question for the page's total may say beside its noun: "How many backers does the project have in total?";
# "How many backers does the early bird have?" asks a tier's.
_ALSO = frozenset(terms("how many total altogether overall so far yet now project campaign page fund fundraiser"))


def asked(question: str, index: Index) -> list[Passage]:
    """For "How many backers are there?", the header's line that gives that count ("1,204 backers"), or its number
    alone over the noun's line ("1,204" over "backers"); empty where the header gives none."""
    found = _HOW_MANY.search(question)
    if not found or not isinstance(index, Outline) or not index.around:
        return []
    if set(terms(question)) - set(terms(found["noun"])) - _ALSO:
        return []
    stem = re.escape(found["noun"].casefold().rstrip("s"))
    counted = re.compile(rf"(?<![\w.,]){_NUMBER}\s+{stem}s?\b", re.I)
    named = re.compile(rf"{stem}s?", re.I)
    header = [p for p in index.passages if not (p.chrome or p.code or p.row or p.item)
              and (not p.heading or p.heading in index.around)]
    for n, p in enumerate(header):
        after = header[n + 1] if n + 1 < len(header) else None
        # not a rating's "4.6 out of 5.0 stars", for "How many stars does it have?" (ratings.py)
        if counted.search(p.text) and len(p.text.split()) <= 16 and not ratings.states(p):
            return [p]
        if _ALONE.fullmatch(p.text.strip()) and after and named.fullmatch(after.text.strip()):
            return [p, after]
    return []
