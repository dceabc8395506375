"""Who wrote the page and when: as its classification says, with the byline that names it; when the
classification does not say, the page's own byline or dateline, if it has one."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..ranking import Index
from ..words import is_attribution, is_byline
from .phrases import Phrases
from .questions import AUTHOR, DATE
from .quoting import quote

# A publication date as the classification gives it: "2015-09-17", "2015-09-17T08:00:00Z".
_ISO_DAY = re.compile(r"(?P<year>\d{4})-\d\d-(?P<day>\d\d)")
# A line that names who wrote the page: "By Marta Lindqvist", "Posted by …", "Par …", "Door …".
_SIGNED = re.compile(r"\b(?:by|par|por|von|di|door)\s+\w", re.I)


def byline(question: str, index: Index, about: Mapping[str, str], say: Phrases) -> str | None:
    """Who wrote the page, or when it was published, as its classification says, with the byline; when
    the classification does not say, the page's own byline or dateline, if it has one."""
    asks_author, asks_date = bool(AUTHOR.search(question)), bool(DATE.search(question))
    author = about.get("author") if asks_author else None
    date = about.get("publishDate") if asks_date else None
    if author and date:
        intro = say("author_and_date", author=author, date=date)
    elif author or date:
        intro = say("author", author=author) if author else say("date", date=date or "")
    elif asks_author or asks_date:
        intro = say("byline")
    else:
        return None
    mark = author.split()[-1].lower() if author else None
    day = _ISO_DAY.match(date) if date else None

    def names_it(line: str) -> bool:  # the author's name, else the date given (a date), else a "by …" or "— …"
        if mark:
            return mark in line.lower()
        if day:
            return day["year"] in line and re.search(rf"\b0?{int(day['day'])}\b", line) is not None
        return any(c.isdigit() for c in line) if asks_date else bool(_SIGNED.search(line)) or is_attribution(line)

    lines = [p for p in index.passages[:12]
             if not (p.chrome or p.row or p.card) and is_byline(p.text) and names_it(p.text)]
    if not (author or date) and not lines:
        unsaid = "no_author_or_date" if asks_author and asks_date else "no_author" if asks_author else "no_date"
        return say.signed(say(unsaid))
    return quote(intro, lines[:1], say=say)


