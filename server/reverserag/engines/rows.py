"""A table's rows a question names, for the offline engine: "How much memory does SRA use compared to dense
attention?" on a paper whose Table 1 has a row for each method.

A table's row is a sentence of its own that opens with the row's name ("SRA (ours) — PG-19: 11.6; …; Memory (GB):
37.8"), and the search ranks the rows apart: the Dense row was quoted, and SRA's, which the question asks about
first, was not (on a shorter page, neither was). A question that names two rows or more of a table compares them:
each row it names is quoted, under the table's caption (what its numbers are of). A question for an amount that a
row holds every word of, with a cell for what it asks ("Pts (Points): 27" for "How many points do Chelsea have?"),
is answered by that row alone: the match report's line that names Chelsea was quoted before it.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from .questions import AMOUNT

# A row's name: its first cell, before the dash the widget writes after it; a note in brackets ("(ours)") is no name.
_NAMED = re.compile(r"^(.+?) — ")
_ASIDE = re.compile(r"\([^)]*\)")
# A table's caption, as a paper and the widget write one: "Table 1: Perplexity …", "Table: Fares".
_CAPTION = re.compile(r"^(?:Table|Tab\.)\s*[\dIVX]*[.:]", re.I)


def compared(question: str, chosen: list[Passage], index: Index) -> list[Passage]:
    """``chosen``, with the rows of a table the question names two or more of (by every word of their names, two names
    or more) and the caption above the table; in page order."""
    asked = set(terms(question))
    found = {p.index: p for p in chosen}
    tables: dict[int, list[Passage]] = {}
    for p in index.passages:
        if p.row and p.label is not None and not p.chrome:
            tables.setdefault(p.label, []).append(p)
    for table in tables.values():
        names = {p.index: _name(p, asked) for p in table}
        rows = [p for p in table if names[p.index] and names[p.index] <= asked]
        if len({names[p.index] for p in rows}) < 2:  # an infobox's rows under a section's name ("Population") are one
            continue
        before = index.passages[table[0].index - 1] if table[0].index else None
        if before and not before.row and before.heading == table[0].heading and _CAPTION.match(before.text):
            found.setdefault(before.index, before)
        for p in rows:
            found.setdefault(p.index, p)
    return [found[i] for i in sorted(found)]


def valued(question: str, chosen: list[Passage]) -> list[Passage]:
    """The rows of ``chosen`` that hold every word of ``question`` asking for an amount, one of them in a cell's label;
    else ``chosen``."""
    if not AMOUNT.search(question):
        return chosen
    asked = set(terms(question))
    rows = [p for p in chosen if p.row and asked <= set(terms(p.text))
            and any(asked & set(terms(cell.split(":")[0])) for cell in p.text.split("; ") if ":" in cell)]
    return rows or chosen


def _name(row: Passage, asked: set[str]) -> frozenset[str]:
    """The words of the row's name; none for a name that holds the start of no word asked ("memo" of "memori", the
    stem of "Memory"), whose words are not looked up: a table may have 20,000 rows."""
    name = _NAMED.match(row.text)
    if not name or not any(word[:4] in name[1].lower() for word in asked):
        return frozenset()
    return frozenset(terms(_ASIDE.sub(" ", name[1])))
