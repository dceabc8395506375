"""A section asked for by the number its heading gives (qa64 #10): "What modules are in year 1?" under "### Year 1"
quoted the fees table's "Placement year — Fee per year: £1,905" first (it holds "year" twice and "1"), then two of Year
1's three modules. What the heading's word and number name ("Year 1", "Week 3", "Part 2") is asked there.
"""

from __future__ import annotations

from ..passages import Passage
from ..ranking import Index
from ..words import terms


def first(sought: str, hits: list[tuple[float, Passage]], index: Index) -> list[tuple[float, Passage]]:
    """``hits`` with those of the section whose heading is a word and a number of the question's ("Year 1") first,
    where the question asks for both and one heading only says them."""
    asked = terms(sought)
    numbers = {t for t in asked if t.isdigit()}
    if not numbers or not hits:
        return hits
    headings = {p.heading for p in index.passages if p.heading and not p.chrome}
    named = [h for h in headings if len(terms(h)) == 2 and set(terms(h)) <= set(asked) and set(terms(h)) & numbers]
    if len(named) != 1:
        return hits
    under = [h for h in hits if h[1].heading == named[0]]
    return under + [h for h in hits if h[1].heading != named[0]] if under else hits
