"""A dictionary's note on its own examples, which is no example: "Give me an example sentence" on Merriam-Webster's
entry quoted "These examples are programmatically compiled from various online sources …" and "Any opinions expressed
in the examples do not represent those of Merriam-Webster", and the greeting gave them as what stands out (qa62 #22).
Cambridge's ("These examples are from corpora and from sources on the web"), Collins' ("… automatically selected") and
others' notes say the same. The note answers only a question about it ("Where do the examples come from?").
"""

from __future__ import annotations

import re

from ..passages import Passage

_NOTE = re.compile(r"^(?:these|the|all|our)?\s*(?:usage\s+)?examples?\s+(?:(?:sentences?|above|below|on this page)\s+)?"
                   r"(?:are|have\s+been|were|is|has\s+been)\s+(?:\w+\s+){0,2}(?:compiled|selected|generated|gathered"
                   r"|collected|taken|drawn|chosen|sourced|from\s+(?:corpora|(?:various\s+)?(?:online\s+)?sources))\b"
                   r"|\b(?:opinions?|views?)\s+(?:expressed\s+)?in\s+(?:the|these)\s+examples?\s+(?:do|does)\s+not\s+"
                   r"(?:represent|reflect)\b", re.I)
# A question about the note: where the examples come from, who picked them, whose views they are.
_ABOUT = re.compile(r"\b(?:where|whence|sources?|come|comes|came|compiled|selected|chosen|picked|generated|opinions?"
                    r"|views?|represent|reflect|endorse[sd]?)\b", re.I)


def disclaims(passage: Passage) -> bool:
    """Whether ``passage`` is a page's note on where its examples come from, or whose opinions they are not."""
    return bool(_NOTE.search(passage.text))


def unasked(question: str, hits: list[tuple[float, Passage]]) -> list[tuple[float, Passage]]:
    """``hits`` without the page's note on its examples, unless ``question`` asks about it."""
    return hits if _ABOUT.search(question) else [hit for hit in hits if not disclaims(hit[1])]
