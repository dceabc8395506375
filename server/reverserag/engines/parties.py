"""A question about a party of some size: "Can I book for 8 people?", "Can I bring a group of 10?".

"8" met the desserts' "£8" and "people" the booking form's "2 people" (qa59 #18); the line that answers, "For 7 or
more, please call us", holds neither. A line that sets a limit on how many ("7 or more", "tables of six or more",
"more than 10", "up to 12 guests") answers when the size asked for is within it.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_NUMBERS = {word: n for n, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty".split())}
_N = r"(\d{1,3}|" + "|".join(_NUMBERS) + r")"
_ASKED = re.compile(rf"\b(?:for|of|with|are|be)\s+{_N}\s+(?:people|persons|guests|diners|adults|of\s+us)\b"
                    rf"|\b(?:group|party|table|booking)\s+(?:of|for)\s+{_N}\b|\bwe\s+are\s+{_N}\b", re.I)
# A limit and how it applies: at least (n or more, over n, more than n, n+) or at most (up to n, n or fewer).
_AT_LEAST = re.compile(rf"\b{_N}\s+or\s+more\b|\b(?:more\s+than|over)\s+{_N}\b|\b{_N}\+", re.I)
_AT_MOST = re.compile(rf"\b(?:up\s+to|maximum\s+of|max\.?|at\s+most)\s+{_N}\b|\b{_N}\s+or\s+(?:fewer|less)\b", re.I)
# What says the limit is on a party, in the line or its heading ("Bake for up to 10 minutes" is none).
_PARTY = re.compile(r"\b(?:people|persons|guests|diners|adults|groups?|party|parties|tables?|book(?:ing)?s?"
                    r"|reservations?)\b", re.I)
_MOST = 3


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _NUMBERS[text.lower()]


def _size(match: re.Match[str]) -> int:
    return _number(next(g for g in match.groups() if g))


def asked(question: str, index: Index) -> list[Passage]:
    """The lines whose limit on a party's size holds for the size ``question`` asks about; empty when it asks none."""
    party = _ASKED.search(question)
    if not party:
        return []
    size = _size(party)
    found = []
    for p in index.passages:
        if p.chrome or p.furniture or p.code or not _PARTY.search(f"{p.heading} {p.text}"):
            continue
        least = list(_AT_LEAST.finditer(p.text))
        most = list(_AT_MOST.finditer(p.text))
        # "more than 10" and "over 10" are 11 and up; "7 or more" and "10+" 7 and 10 and up.
        strict = [m for m in least if re.match(r"(?:more|over)", m.group(), re.I)]
        if any(size >= _size(m) + (m in strict) for m in least) or any(size <= _size(m) for m in most):
            found.append(p)
    return found[:_MOST]
