"""What app pages, forums and service pages show, for the offline engine: a dashboard's label and the value on the
line under it ("Churn rate" over "3.2%")."""

from __future__ import annotations

from ..passages import Passage
from ..ranking import Index
from ..words import is_title, word_count


def _value(p: Passage) -> bool:
    """A value on a line of its own: a number, an amount or a share, alone or with a word or two ("3.2%",
    "$455,210", "1,284", "12 days")."""
    return (not (p.item or p.row or p.code or p.chrome or p.furniture or p.caption) and word_count(p.text) <= 3
            and any(c.isdigit() for c in p.text) and is_title(p.text))


def value_of(p: Passage, index: Index) -> Passage | None:
    """The value ``p`` names, when ``p`` is a label (a short line that makes no sentence, not a value itself) and
    the line after it, in its section, is a value: a KPI card's "Churn rate" over "3.2%". None otherwise."""
    after = index.passages[p.index + 1:p.index + 2]
    if (not after or after[0].heading != p.heading or p.item or p.row or p.code or p.furniture or p.caption
            or p.chrome != after[0].chrome or word_count(p.text) > 6 or not is_title(p.text) or _value(p)):
        return None
    return after[0] if _value(after[0]) else None


def valued(chosen: list[Passage], index: Index, more: int = 8) -> list[Passage]:
    """``chosen`` with the value each label among them names, and the line under the value when it says more of
    it in figures ("0.4 pts vs last month" under "3.2%") and names no value of its own; in page order."""
    found = {p.index: p for p in chosen}
    for p in chosen:
        value = value_of(p, index)
        if value is None:
            continue
        found.setdefault(value.index, value)
        after = index.passages[value.index + 1:value.index + 2]
        if (after and after[0].heading == value.heading and after[0].chrome == value.chrome
                and not (after[0].item or after[0].row or after[0].code or after[0].furniture)
                and any(c.isdigit() for c in after[0].text) and word_count(after[0].text) <= more
                and is_title(after[0].text) and value_of(after[0], index) is None):
            found.setdefault(after[0].index, after[0])
    return [found[i] for i in sorted(found)]

