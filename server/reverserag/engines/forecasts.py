"""A weather page at a glance, for the offline engine: the forecast for a day.

A forecast's day is its table's row ("Fri 12 — …") or a heading ("### Tue 16") over its picture and figures
("[image: Light shower (day)] 12° 5°"), which "What is the weather on Tuesday?" holds no word of: the table's rows of
other days were quoted, or nothing.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from . import weekdays
from .lines import shown
from .outline import Outline

# The weather asked of a day ("What is the weather on Tuesday?", "What is the low on Wednesday?").
_WEATHER_ASKED = re.compile(r"\b(?:weather|forecast|temperatures?|high|low|rain\w*|showers?|sun|sunny|cloud\w*|wind\w*"
                            r"|snow\w*|cold|warm|hot|wet|dry)\b", re.I)
_MOST = 6


def of_day(question: str, index: Index) -> list[Passage]:
    """The weather on the day a question names: the table's row that opens with it ("Fri 12 — …"), else the lines
    under the heading that names it short ("### Tue 16")."""
    days = weekdays.named(question)
    if not _WEATHER_ASKED.search(question) or len(days) != 1:
        return []
    day = days.pop()
    rows = [p for p in index.passages if p.row and not p.chrome and day in (weekdays.covered(p.text) or ())]
    if rows:
        return rows[:1]
    chains = index.chains if isinstance(index, Outline) else [(p.heading,) for p in index.passages]
    return [p for p in shown(index) if p.heading and day in (weekdays.covered(p.heading) or ())
            and chains[p.index][-1:] == (p.heading,)][:_MOST]
