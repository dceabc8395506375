"""When the page's thing came out, as a line labelled with it says: "When was it released?" on a film's page quoted the
byline-like first line ("2010 · PG-13 · 2h 28m"), where its Details said "Release date July 16, 2010 (United States)"
(note63). A line whose label names what is asked, with a year, answers before a dateline that only holds a date."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..passages import Passage
from ..ranking import Index
from ..words import word_count
from .questions import DATE

# What the question asks happened, and the labels that name it: "released", "come out" are a release ("Release date",
# "Released:", "Original release"); "published" a publication ("Published:", "First published", "Publication date").
_ASKED = (
    (re.compile(r"\b(?:released|come\s+out)\b", re.I), r"releas(?:e|ed)"),
    (re.compile(r"\bpublished\b|\bpublication\s+date\b|\bdate\s+of\s+publication\b", re.I),
     r"publish(?:ed)?|publication"),
)
_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")


def labelled(question: str, index: Index, about: Mapping[str, str]) -> list[Passage]:
    """For "When was it released/published?" where the page's classification gives no date, the first short line of
    the main content labelled with what is asked and holding a year ("Release date July 16, 2010 (United States)",
    "Released: May 29, 2025"); else empty, and the byline answers."""
    if about.get("publishDate") or not DATE.search(question):
        return []
    label = next((words for asked, words in _ASKED if asked.search(question)), None)
    if not label:
        return []
    starts = re.compile(rf"(?:(?:first|original|initial|date)\s+)?(?:{label})(?:\s+(?:date|on|in))?\s*:?\s+(?=\S)",
                        re.I)
    return [p for p in index.passages if not (p.chrome or p.code or p.furniture) and word_count(p.text) <= 16
            and starts.match(p.text) and _YEAR.search(p.text)][:1]
