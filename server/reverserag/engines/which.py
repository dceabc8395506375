"""Which of a list's items are what is asked (qa64 #7): "Which tickets are sold out?" quoted every tier of the
"Tickets" list, the two that say "Sold out" among them; "Which checks failed?" every check under "Some checks were not
successful", the two "Failing after …" among them. The section's heading names what is asked, so its whole list
answered; the items that hold the words the heading does not, and the others do not, are the ones asked about. And "How
many tickets can I buy?" is the section's line that gives a number ("Max 6 tickets per order"), not its list.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms

_WHICH = re.compile(r"\W*which\b", re.I)
_HOW_MANY = re.compile(r"\bhow\s+many\b", re.I)


def those(question: str, sought: str, chosen: list[Passage]) -> list[Passage]:
    """Of the list's items ``chosen`` for a "Which …?" question, those that hold what of ``sought`` some of them hold
    and others do not (beyond their heading's words); all of them where no word tells them apart."""
    # Each its own item (a sentence of an item is no item: "What about …?" cut one in two).
    if (not _WHICH.match(question) or len(chosen) < 2 or not all(p.item or p.row for p in chosen)
            or len({p.label for p in chosen}) < len(chosen)):
        return chosen
    held = [set(terms(p.text)) for p in chosen]
    asked = set(terms(sought)) - {t for p in chosen for t in terms(p.heading)}
    telling = {t for t in asked if any(t in h for h in held) and not all(t in h for h in held)}
    return [p for p, h in zip(chosen, held, strict=True) if telling <= h] or chosen


def counted(question: str, best: Passage) -> bool:
    """Whether ``best`` is the line that gives the number a "How many …?" question asks for ("Max 6 tickets per order",
    under "Tickets"), which answers rather than its section's list (the tiers were quoted)."""
    return (_HOW_MANY.search(question) is not None and best.alone()
            and any(c.isdigit() for c in best.text) and not best.text.rstrip().endswith(":"))
