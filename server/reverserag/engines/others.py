"""The page's own item, not the others it shows: "Is it manual or automatic?" on a car's listing is asked of the car,
not of the cards under "Similar cars" (qa63 #18: "Manual [¶11]", "Automatic [¶17]" were quoted with the car's "Gearbox
Manual"), unless it names one of them."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..passages import Passage
from ..ranking import Index
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
    kept = [hit for hit in hits if not _other(hit[1], question, index)]
    best = max((score for score, _ in hits), default=0.0)
    return kept if len(kept) < len(hits) and any(score >= best / 2 for score, _ in kept) else hits


def among_others(p: Passage, index: Index) -> bool:
    """Whether ``p`` is in a section of other items than the page's ("Similar apps", "You may also like")."""
    return isinstance(index, Outline) and any(_OTHERS.match(h) for h in index.chains[p.index])


# "How much is the car?" asks of the page's car; "How much are the similar cars?" of the others.
_THE = re.compile(r"\bthe\b", re.I)


def priced(question: str, found: list[tuple[float, Passage]], index: Outline, is_priced: Callable[[Passage], bool]
           ) -> list[tuple[float, Passage]] | None:
    """For a price asked of the page's own item ("How much is the car?") where every price ``found`` is another
    item's (the cards under "Similar cars", whose heading names "car"), the page's first price that is not (its
    price column's "£14,995", qa63 #16), on a line of its own if one is; else None."""
    if not (_OURS.search(question) or _THE.search(question)) or not all(_other(p, question, index) for _, p in found):
        return None
    mine = [p for p in index.passages if not p.chrome and is_priced(p) and not _other(p, question, index)]
    # A price on a line of its own before a label's ("Annual tax" over "£190", in the specification above it).
    return [(1.0, next((p for p in mine if not p.definition), mine[0]))] if mine else None


def _other(p: Passage, question: str, index: Outline) -> bool:
    """Whether ``p`` is in a section of other items whose headings name none of ``question``'s words: the kind
    such a heading names ("cars" in "Similar cars") counts only with its own word ("similar") asked."""
    wanted = set(terms(question))
    chain = index.chains[p.index]
    if not any(_OTHERS.match(h) for h in chain):
        return False
    named = {t for h in chain if not _OTHERS.match(h) for t in terms(h)}
    named |= {t for h in chain if (m := _OTHERS.match(h)) and wanted & set(terms(m[0])) for t in terms(h)}
    return not wanted & named
