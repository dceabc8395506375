"""When a work came out, as its page's header gives it: a date on a line of its own (qa67 #6).

An album's, a film's, a book's, a game's page gives its release date as a line of nothing but the date near the top
("October 17, 2025" under the title and the artist), with the region that names it ("Release information") often
unread. "When was this album released?" holds no word of that line, so it quoted "Album". A question that asks when
the page's work was released, published or came out, which the page's words do not answer, is answered by the first
such date line of the page's opening, if it has one.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import word_count
from .apps import DAY_DATE

_ASKED = re.compile(r"^\W*when\s+(?:was|were|is|did|does)\b.*\b(?:released?|published|issued|launched|premiered?"
                    r"|dropped|(?:come|came)\s+out|out)\b", re.I)
# A full date: a month and a day with a year, or an ISO date.
_DATE = re.compile(rf"(?:{DAY_DATE})(?:,?\s+(?:19|20)\d\d\b)?", re.I)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
# The words a date line may hold besides the date: its label ("Released", "Release date:").
_LABEL_WORDS = 3
_OPENING = 12


def asked(question: str, index: Index) -> list[Passage]:
    """For "When was this album released?", the first line of the page's opening that is a full date and at most a
    label; empty otherwise."""
    if not _ASKED.match(question):
        return []
    opening = [p for p in index.passages if not (p.chrome or p.row or p.item or p.code)][:_OPENING]
    for p in opening:
        m = _DATE.search(p.text)
        if m and _YEAR.search(m[0]) and word_count(p.text.replace(m[0], " ")) <= _LABEL_WORDS:
            return [p]
    return []
