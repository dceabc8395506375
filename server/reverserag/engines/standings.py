"""A league table's columns by their letters, for the offline engine: "How many games have Arsenal won?".

A standings table heads its columns with a letter ("P", "W", "D", "L"), which the widget writes in each row as the
cell's label ("2 — Team: Arsenal; P: 14; W: 9; D: 4; …"): "won" is no word of the row, so the question found nothing.
A question that asks how many a team won (drew, lost, played) is the row that names the team, with the column's cell.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# What a question asks, and the letters that head the column of it.
_COLUMNS = (
    (re.compile(r"\b(?:won|wins?|winning|victories)\b", re.I), ("W", "Won", "Wins")),
    (re.compile(r"\b(?:drawn?|drew|draws|tied|ties)\b", re.I), ("D", "Drawn", "Draws", "T", "Ties")),
    (re.compile(r"\b(?:lost|loss|losses|defeats?|beaten)\b", re.I), ("L", "Lost", "Losses")),
    (re.compile(r"\b(?:played|games|matches)\b(?!.*\b(?:won|wins?|drawn?|drew|draws|lost|losses)\b)", re.I),
     ("P", "Pld", "GP", "MP", "Played")),
)
_HOW_MANY = re.compile(r"\bhow\s+many\b", re.I)
# A cell: its label, a note in brackets after it ("GD (Goal difference)"), its value.
_CELL = re.compile(r"^([^:()]+?)(?:\s*\([^)]*\))?:\s*(.+)$")
_ASKING = frozenset(terms("how many games matches have has did do won win wins winning victories drawn drew draws "
                          "tied ties lost loss losses defeats beaten played the this season so far they it team"))


def asked(question: str, index: Index) -> list[Passage]:
    """For "How many games have Arsenal won?", the table's row that names the team, said as its first cells and the
    column asked; empty where no row names it or no column is headed for it."""
    if not _HOW_MANY.search(question):
        return []
    labels = next((names for pattern, names in _COLUMNS if pattern.search(question)), None)
    named = set(terms(question)) - _ASKING
    if labels is None or not named:
        return []
    for p in index.passages:
        if not p.row or p.chrome:
            continue
        cells = p.text.split("; ")
        column = next((c for c in cells if (m := _CELL.match(c.split(" — ", 1)[-1])) and m[1].strip() in labels), None)
        if column and named <= set(terms(p.text)):
            return [replace(p, text=f"{cells[0]}; {column}")]
    return []
