"""A lead of a word or two that opens a block ("**Booking.** Declan Rice (Arsenal) is shown the yellow card …").

"Who got booked?" quoted "Booking." alone (qa59 #10): the lead is a sentence of its own, and the one that answers,
after it, holds no word of the question. A chosen lead brings the sentence after it in its block.

So does a name over the paragraph it names, uncited, as a hotel's house rules draw "Check-in" beside "From 15:00 to
23:00 …" (qa62 #16): the name alone said nothing.

A bold line of its own over a list is that list's heading ("**Steps to reproduce**" over "1. Add any item …" in a bug
report): "How do I reproduce it?" quoted the line alone (qa67 #9). A chosen lead-in of a few words, no sentence, brings
the list's items after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import takewhile

from ..passages import Passage
from ..ranking import Index
from ..words import is_title, word_count

_LEAD_WORDS = 2
_LEAD_IN_WORDS = 5
_LISTED = 8


def followed(chosen: Sequence[Passage], index: Index) -> list[Passage]:
    """``chosen``, each lead of a block followed by the sentence after it."""
    out: list[Passage] = []
    for p in chosen:
        if p in out:
            continue
        out.append(p)
        after = index.passages[p.index + 1:p.index + 2]
        if (p.block and after and after[0].block == p.block and p.text[-1:] in ".!"
                and word_count(p.text) <= _LEAD_WORDS and after[0] not in chosen):
            out.append(after[0])
        elif after and named(p, index) and after[0] not in chosen:
            out.append(after[0])
        else:
            out.extend(f for f in _listed(p, index) if f not in chosen and f not in out)
    return out


def _listed(p: Passage, index: Index) -> list[Passage]:
    """The items of the list right after ``p`` in its section, when ``p`` is a line of a few words that makes no
    sentence (no stop, no colon: a bold lead-in, "Steps to reproduce") and no figure, up to ``_LISTED`` of them."""
    if (p.item or p.row or p.code or p.chrome or p.furniture or p.caption or p.text[-1:] in ".!?:;"
            or word_count(p.text) > _LEAD_IN_WORDS or any(c.isdigit() for c in p.text)):  # a price over its plan's list
        return []
    items = list(takewhile(lambda f: f.item and f.heading == p.heading and not f.chrome,
                           index.passages[p.index + 1:p.index + 1 + _LISTED]))
    return items


def named(p: Passage, index: Index) -> Passage | None:
    """The cited paragraph after ``p`` in its section, when ``p`` is an uncited name of a word or two over it."""
    after = index.passages[p.index + 1:p.index + 2]
    if (after and p.label is None and after[0].label is not None and after[0].heading == p.heading
            and not (p.item or p.row or p.code or p.chrome or p.furniture or p.caption or after[0].item
                     or after[0].row or after[0].code or after[0].chrome or after[0].furniture)
            and word_count(p.text) <= _LEAD_WORDS and is_title(p.text)):
        return after[0]
    return None
