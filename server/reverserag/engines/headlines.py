"""The news a page lists: "What is the latest news?" is answered by the main content's section of news ("## Recent News:
AAPL", its headlines each with its source and time), not by the navigation's link "News", which holds the word and
scored higher for being short (qa61 #21)."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# "What is the latest news?", "What's the news?", "Any news?", "What are the top headlines?", "Recent news?".
_ASKED = re.compile(r"^\W*(?:(?:what(?:'s|’s|\s+is|\s+are)|any|show\s+me)\s+)?(?:the\s+)?(?:latest|recent|newest|top"
                    r"|current|today['’]s)?\s*(?:news|headlines|stories)(?:\s+(?:about|on|for)\s+(?:it|this|the\s+\w+))?"
                    r"\W*$", re.I)
_NEWS = frozenset(terms("news headlines latest stories"))
_MOST = 6


def asked(question: str, index: Index) -> list[Passage]:
    """The first lines of the main content's first list of headlines under a heading that names news, with their
    sources and times (a live blog's entries, which are no list, are sections.latest's). Empty when the question
    asks more than the news or the page's main content has no such list."""
    if not _ASKED.match(question):
        return []
    heading = next((p.heading for p in index.passages if not p.chrome and p.heading and (p.item or p.card)
                    and set(terms(p.heading)) & _NEWS), None)
    return [p for p in index.passages if p.heading == heading and not p.chrome][:_MOST] if heading else []
