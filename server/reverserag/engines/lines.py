"""A page's shown lines, for the rules that read what a page shows at a glance (glances.py): no chrome, no
furniture, no code, no table's row; and the line beside one in its section."""

from __future__ import annotations

from ..passages import Passage
from ..ranking import Index


def shown(index: Index) -> list[Passage]:
    return [p for p in index.passages if not (p.chrome or p.furniture or p.code or p.row)]


def near(index: Index, p: Passage, step: int) -> Passage | None:
    at = p.index + step
    q = index.passages[at] if 0 <= at < len(index.passages) else None
    return q if q and q.heading == p.heading and q.chrome == p.chrome else None
