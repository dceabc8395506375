"""What a tier gives for the amount its heading names (qa65 #2): "What do I get for £25?" quoted the Early bird's
"Mar 2027" alone, "What do I get if I pledge £25?" every tier's first line ("pledge" is each heading's word). The
section under the one heading that names the amount asked ("### Pledge £25 or more" over "#### Early bird") answers,
whole: what the tier is, how many are left, when it ships.
"""

from __future__ import annotations

import re

from ..passages import Passage
from .outline import Outline

_AMOUNT = re.compile(r"[£$€¥]\s?(\d[\d,]*(?:\.\d\d)?)(?!\d)")
_GET_ASKED = re.compile(r"\bwhat\b.*\b(?:get|receive|included?|includes|comes?\s+with|reward|perks?|tier)\b"
                        r"|\bwhat\s+(?:is|are)\s+(?:the\s+)?(?:reward|perks?|tier)", re.I)
_MOST = 8


def asked(question: str, index: Outline) -> list[Passage]:
    """The lines of the one section whose heading (or a heading it sits under) names the amount ``question`` asks what
    one gets for; empty where it asks no such thing, or no heading, or more than one, names it."""
    amount = _AMOUNT.search(question)
    if not amount or not _GET_ASKED.search(question):
        return []
    named = re.compile(rf"[£$€¥]\s?{re.escape(amount[1])}(?![\d,.]\d)")
    headings = {h for chain in index.chains for h in chain if named.search(h)}
    if len(headings) != 1:
        return []
    heading = headings.pop()
    return [p for p in index.passages if heading in index.chains[p.index] and not p.code][:_MOST]
