"""A label on a line of its own over its value: a grid's cells read as lines.

An auction's item details lay "Postage:" and "£7.95 Royal Mail Tracked 48" side by side in a grid, as eBay's
"ux-labels-values" does, and "Brand" beside "Nikon" under "Item specifics"; a page read before its walk joins them
gives each a line (qa66 #1). "What does postage cost?" quoted the item's price, which is a price ("Postage:" is none
and "£7.95 …" holds no word of the question), and "What brand is it?" the label "Brand" alone. A label asked about
brings the line under it, its value: a label that ends in a colon ("Postage:"), or a line that holds nothing but
what is asked ("Brand", for "What brand is it?"), not a question ("Are you sure?" over a dialog's "Delete Cancel");
and a label whose value is a price is priced.
"""

from __future__ import annotations

from ..passages import Passage
from ..ranking import Index
from ..words import is_title, terms, word_count
from .questions import PRICED

_LABEL_WORDS = 4  # a label's length at most ("Serial number", "Estimated delivery date:")
_VALUE_WORDS = 12  # a value's ("£7.95 Royal Mail Tracked 48", "No returns accepted")


def value(p: Passage, index: Index, sought: str = "") -> Passage | None:
    """The line under ``p`` when ``p`` is a label on a line of its own, ending in a colon or holding nothing but the
    words of ``sought``, and that line is a short value in its section; else None."""
    text = p.text.rstrip()
    asked = set(terms(sought))
    own = set(terms(text))
    if (p.item or p.row or p.code or p.furniture or p.caption or word_count(text) > _LABEL_WORDS or not own
            or text.endswith(("?", "!", ".")) or not (text.endswith(":") or (asked and own <= asked))):
        return None
    after = index.passages[p.index + 1:p.index + 2]
    if not after or after[0].heading != p.heading or after[0].chrome != p.chrome:
        return None
    if not text.endswith(":") and _lines_before(p, index) % 2:
        return None  # values before their labels ("3.2%" over "Churn rate"): the line after is the next pair's value
    line = after[0]
    if (line.item or line.row or line.code or line.furniture or line.text.rstrip().endswith(":")
            or word_count(line.text) > _VALUE_WORDS):  # a short sentence too: "£7.95 Royal Mail Tracked 48."
        return None
    return line


def _lines_before(p: Passage, index: Index) -> int:
    """How many short lines of its own section come right before ``p``: the pairs' lines before it."""
    count = 0
    for q in reversed(index.passages[:p.index]):
        if (q.heading != p.heading or q.chrome != p.chrome or q.item or q.row or q.code
                or word_count(q.text) > _VALUE_WORDS or not is_title(q.text)):
            break
        count += 1
    return count


def valued(chosen: list[Passage], sought: str, index: Index) -> list[Passage]:
    """``chosen`` with the value under each label among them, in page order."""
    found = {p.index: p for p in chosen}
    for p in chosen:
        line = value(p, index, sought)
        if line is not None:
            found.setdefault(line.index, line)
    return [found[i] for i in sorted(found)]


def priced(p: Passage, index: Index) -> bool:
    """Whether ``p`` is a label ending in a colon whose value is a price ("Postage:" over "£7.95 …")."""
    line = value(p, index)
    return line is not None and PRICED.search(line.text) is not None
