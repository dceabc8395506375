"""A calculator's results, "Monthly payment: £1,389.58" and "Total interest: £166,874" (qa64 #2): a short line of a
label and an amount answers what its label names. It read as a title, which gives way to a sentence that holds as much
of the question (the representative example's "… 60 monthly payments of £1,389.58 and 240 monthly payments of
£1,720.12" was quoted); and the table under it, whose rows each hold "Interest", came with it as the breakdown it is.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms, word_count

# A label, a colon and an amount, the whole value: "Total to repay: £416,874", "APRC: 5.1%", "Term: 25 years".
_STATED = re.compile(r"^[^:\d]{2,40}:\s*(?:[£$€¥]\s?)?\d[\d,.]*\s*(?:%|[A-Za-z]{1,8})?$")


def stated(p: Passage) -> bool:
    """Whether ``p`` is a line of a label and an amount, of a few words, outside a list, a table and the chrome."""
    return p.alone() and word_count(p.text) <= 8 and _STATED.match(p.text) is not None


def alone(sought: str, chosen: list[Passage]) -> list[Passage]:
    """A stated amount first without what is quoted after it, where its label says all that is ``sought`` ("Monthly
    payment", not the representative example's "monthly payments") or the rest are table rows (the yearly breakdown
    of "Total interest")."""
    if len(chosen) < 2 or not stated(chosen[0]):
        return chosen
    label = set(terms(chosen[0].text.split(":", 1)[0]))
    asked = set(terms(sought))
    return chosen[:1] if (asked and asked <= label) or all(p.row for p in chosen[1:]) else chosen
