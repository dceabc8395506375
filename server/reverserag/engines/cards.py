"""A flashcard by its place, for the offline engine: "What does card 3 say?" on a page of flashcards (QA55 #7).

A card's two faces are two blocks of the page, its front then its back, in a section named for cards ("##
Flashcards"); nothing numbers them, so "card 3" is the third front: the third block that asks (ends in "?"), or,
where no front asks ("Closure", then what a closure is), the first block of the third pair. Its words ("card") are
no words of the card, so the search quoted the section's "Click a card to flip it." or the lesson's intro.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms
from . import outline

# What a question calls a card, in the languages the engine speaks, with its number or its place ("the first card").
_CARD = (r"(?:flash\s?)?cards?|karteikarten?|lernkarten?|karten?|fiches?|tarjetas?|cart(?:ão|ões)|schede|carte"
         r"|kaart(?:en|je)?|flitskaart(?:en)?")
_PLACES = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ASKED = re.compile(rf"\b(?:{_CARD})\s*(?:n[o°º]\.?\s*|#\s*)?(?P<number>\d{{1,2}})\b"
                    rf"|\b(?P<place>{'|'.join(_PLACES)})\s+(?:{_CARD})\b", re.I)
# The headings of a section of cards.
_CARDS = frozenset(terms("card cards flashcard flashcards karteikarte karteikarten lernkarte lernkarten karten "
                         "fiche fiches tarjeta tarjetas cartão cartões scheda schede kaart kaarten flitskaarten"))
# How many of a card's passages an answer quotes, at most.
_MOST = 6


def asked(question: str, index: outline.Outline) -> list[Passage]:
    """The front and back of the card ``question`` asks for by its place ("card 3", "the first flashcard") in the
    page's first section of cards; empty when it asks for none, the page has no such section, or fewer cards."""
    found = _ASKED.search(question)
    if not found:
        return []
    wanted = int(found["number"]) if found["number"] else _PLACES.index(found["place"].lower()) + 1
    heading = next((p.heading for p in index.passages if p.heading and not p.chrome
                    and _CARDS & set(terms(p.heading))), None)
    if heading is None or wanted < 1:
        return []
    blocks: list[list[Passage]] = []  # the section's blocks, each its passages
    for p in index.passages:
        if p.heading != heading or p.chrome:
            continue
        if blocks and p.block and p.block == blocks[-1][-1].block:
            blocks[-1].append(p)
        else:
            blocks.append([p])
    fronts = [n for n, block in enumerate(blocks) if block[-1].text.rstrip().endswith(("?", "？"))]
    if not fronts:  # fronts that do not ask: the blocks two by two, an odd one first (the section's intro) left out
        fronts = list(range(len(blocks) % 2, len(blocks), 2))
    if wanted > len(fronts):
        return []
    # A front the page broke into pieces too short to cite ("What does" / "break" / "do?", a flex box's words read
    # one by one) starts at the first of them, after the back of the card before.
    starts = []
    for n, front in enumerate(fronts):
        while front > (fronts[n - 1] + 1 if n else 0) and blocks[front - 1][0].label is None:
            front -= 1
        starts.append(front)
    start = starts[wanted - 1]
    end = starts[wanted] if wanted < len(starts) else fronts[wanted - 1] + 2
    return [p for block in blocks[start:end] for p in block][:_MOST]
