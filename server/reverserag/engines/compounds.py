"""A word made with a particle, for the offline engine: "What time is check-in?" asks about check-in, not check-out.

The search drops "in" and "out" as stopwords, so "Check-in" and "Check-out" are the same word to it, and a hotel's
house rules answered check-in with "Check-out · Until 11:00". A question that names such a compound (with its hyphen:
"check-in", "sign-up", "drop-off") leaves out the passages that name the same word with another particle only.
"""

from __future__ import annotations

import re

from ..passages import Passage

_PARTICLES = "in|out|up|off|on|down|over|away"
_ASKED = re.compile(rf"\b([^\W\d_]{{3,}})-({_PARTICLES})\b", re.I)


def asked(question: str, hits: list[tuple[float, Passage]]) -> list[tuple[float, Passage]]:
    """``hits`` without those that name a compound the question names with another particle, and not with its own;
    all of them if that leaves none."""
    found = _ASKED.search(question)
    if not found:
        return hits
    word, particle = re.escape(found.group(1)), found.group(2).lower()
    named = re.compile(rf"\b{word}[-\s]?({_PARTICLES})\b", re.I)

    def other(p: Passage) -> bool:
        said = {m.group(1).lower() for m in named.finditer(p.text)}
        return bool(said) and particle not in said

    kept = [hit for hit in hits if not other(hit[1])]
    return kept or hits
