"""A lead of a word or two that opens a block ("**Booking.** Declan Rice (Arsenal) is shown the yellow card …").

"Who got booked?" quoted "Booking." alone (qa59 #10): the lead is a sentence of its own, and the one that answers,
after it, holds no word of the question. A chosen lead brings the sentence after it in its block.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..passages import Passage
from ..ranking import Index
from ..words import word_count

_LEAD_WORDS = 2


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
    return out
