"""The least one may enter: "Enter £317.00 or more" under an auction's bid box, "Minimum order £20", "at least 8
characters".

"What is the minimum bid I can place?" quoted the "Place bid" button, which holds "bid" and "place" and no amount
(qa66 #9). A question that asks for a minimum is answered by the lines of the main content that state one: an amount
"or more" ("or above", "or higher"), or after "minimum", "min." or "at least"; those that hold a word of the question
first.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

_ASKED = re.compile(r"\bminimum\b|\bmin\b|\bat\s+least\b", re.I)
_AMOUNT = r"[£$€¥₹]?\s?\d[\d,.]*\s?(?:[£$€¥₹%]|[^\W\d_]{1,12})?"
# A minimum stated: "£317.00 or more", "Minimum order: £20", "min. 8 characters", "at least 2 nights".
_STATED = re.compile(rf"{_AMOUNT}\s+or\s+(?:more|above|higher|over)\b|\bminimum\b[^.\d]{{0,30}}\d|\bmin\.?\s*:?\s*\d"
                     rf"|\bat\s+least\s+{_AMOUNT}", re.I)
_MINIMUM_WORDS = frozenset(terms("minimum min least can could may"))
_MOST = 2


def asked(question: str, index: Index) -> list[Passage]:
    """The lines of the main content that state the minimum ``question`` asks for, those holding more of its other
    words first; else none."""
    if not _ASKED.search(question):
        return []
    stated = [p for p in index.passages if not (p.chrome or p.furniture or p.code) and _STATED.search(p.text)]
    wanted = set(terms(question)) - _MINIMUM_WORDS
    ranked = sorted(stated, key=lambda p: -len(wanted & set(terms(p.text))))
    return ranked[:_MOST]
