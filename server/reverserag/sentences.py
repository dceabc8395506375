"""Where a sentence ends: one rule for every place that cuts or stops at a sentence's end.

A sentence ends at its stop (Latin, Devanagari's danda, Arabic's question mark) and any closing
quote or bracket, before a space or the text's end; or at a CJK stop, after which CJK writes no
space, or Khmer's ("។", "៕"), Myanmar's ("။") or Thai's rare one ("๚", "๛"). Thai and Lao write
a space where a stop would be, and a space is no stop here: a cut there may be mid-sentence.
"""

from __future__ import annotations

import re

END = re.compile(
    r"[.!?\u2026\u0964\u061f]+[\"'\u201d\u2019)\]]*(?=\s|$)"
    r"|[\u3002\uff01\uff1f\u17d4\u17d5\u104b\u0e5a\u0e5b]+[\"'\u201d\u2019\u300d\u300f)\]]*"
)


def ends(text: str) -> bool:
    """Whether ``text`` ends a sentence (space and markdown emphasis after the stop aside)."""
    tail = text.rstrip().rstrip("*_`").rstrip()
    return any(found.end() == len(tail) for found in END.finditer(tail, max(0, len(tail) - 8)))
