"""The page's own item, not the others it shows: "Is it manual or automatic?" on a car's listing is asked of the car,
not of the cards under "Similar cars" (qa63 #18: "Manual [¶11]", "Automatic [¶17]" were quoted with the car's "Gearbox
Manual"), unless it names one of them."""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms
from .outline import Outline

# A section of other items than the page's: "Similar cars", "You may also like", "Related products", "More from …".
# A question about the page's own item: "Is it manual?", "What is its mileage?", "Does this car have a warranty?".
_OURS = re.compile(r"\b(?:it|its|this)\b", re.I)
_OTHERS = re.compile(r"^(?:similar|related|other|recommended|sponsored|more\s+(?:from|like|by)"
                     r"|you\s+(?:may|might)\s+also|people\s+also|customers\s+(?:also|who)|frequently\s+bought)\b", re.I)


def ours(question: str, hits: list[tuple[float, Passage]], index: Outline) -> list[tuple[float, Passage]]:
    """``hits`` without those in a section of other items whose headings name none of the question's words, for a
    question about the page's own item ("it", "this"), where one left scores half the best's at least."""
    if not _OURS.search(question):
        return hits
    wanted = set(terms(question))

    def other(p: Passage) -> bool:
        chain = index.chains[p.index]
        return any(_OTHERS.match(h) for h in chain) and not wanted & {t for h in chain for t in terms(h)}

    kept = [hit for hit in hits if not other(hit[1])]
    best = max((score for score, _ in hits), default=0.0)
    return kept if len(kept) < len(hits) and any(score >= best / 2 for score, _ in kept) else hits
