"""A ranked table's first row and the visitor's own, for the offline engine: "Who is number one?", "What is my rank?"
(qa67 #12).

A leaderboard, a chart, a top-N list is a table whose rows open with their rank (1, 2, 3 …), which the widget writes
as each row's name ("1 — Player: Hal_Frost; RP: 31,208"). "Who is number one?" holds no word of the row, so it found
nothing. The page marks the visitor's own row with "You" beside their name ("Alex_M You"), which "What is my rank?"
does not say either: it quoted the rules ("Players are ranked by …"). "Number one", "first place", "the top" is the
row ranked 1; "my rank", "where am I" the one row marked "You".
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_TOP = re.compile(r"\bnumber\s+(?:one|1)\b|\bno\.?\s*1\b|#\s*1\b|\bfirst\s+place\b|\branked\s+(?:first|#?1)\b"
                  r"|\btop\s+(?:of\s+the\s+\w+|spot|player|team|ranked)\b|\bin\s+the\s+lead\b"
                  r"|^\s*who(?:'s|’s|\s+is|\s+was)\s+(?:first|top|on\s+top)\b", re.I)
# The visitor asking after themselves: their rank, place or score, where they are, what they have.
_MINE = re.compile(r"\bmy\s+(?:\w+\s+)?(?:rank(?:ing)?|position|place|placing|score|points|standing|stats|row|tier)\b"
                   r"|\bwhere\s+am\s+i\b|\bhow\s+many\s+\w+(?:\s+\w+)?\s+(?:do|did)\s+i\s+have\b"
                   r"|\bwhat(?:'s|’s|\s+is)\s+my\b", re.I)
# A row's rank, its first cell's number: "1", "2 [image: Up] 3", "1,842 ▲57"; the row's name ends at " — ".
_RANK = re.compile(r"^(\d{1,3}(?:,\d{3})*)(?!\d|[.,:/]\d)")
# The visitor's own row: "You" as a word of its own, or in brackets, beside their name.
_YOU = re.compile(r"(?<![\w'’])(?:You|\(you\))(?![\w'’])")
_RANKED_ROWS = 3


def asked(question: str, index: Index) -> list[Passage]:
    """The row ranked 1 of a ranked table for "Who is number one?", the row marked "You" for "What is my rank?";
    empty where the question asks neither or the page has no ranked table."""
    top, mine = _TOP.search(question), _MINE.search(question)
    if not (top or mine):
        return []
    for rows in _ranked_tables(index):
        if top:
            first = [p for p in rows if _rank(p) == 1]
            if len(first) == 1:
                return first
        if mine:
            yours = [p for p in rows if _YOU.search(p.text)]
            if len(yours) == 1:
                return yours
    return []


def _rank(row: Passage) -> int | None:
    m = _RANK.match(row.text)
    return int(m[1].replace(",", "")) if m else None


def _ranked_tables(index: Index) -> list[list[Passage]]:
    """The page's tables (their rows, by the block they come from) whose rows open with ranks that climb from 1."""
    tables: dict[int | None, list[Passage]] = {}
    for p in index.passages:
        if p.row and not p.chrome:
            tables.setdefault(p.label, []).append(p)
    ranked = []
    for rows in tables.values():
        ranks = [_rank(p) for p in rows]
        if len(rows) >= _RANKED_ROWS and ranks[:_RANKED_ROWS] == list(range(1, _RANKED_ROWS + 1)):
            ranked.append(rows)
    return ranked
