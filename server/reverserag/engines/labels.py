"""Which block label a passage may be cited with: its own block's, never the block's before it.

The widget labels each block of 24 characters or more (``[¶N]``); a longer block it left unlabelled is read as
going on with the labelled one before it (a paragraph broken with ``<br><br>``), and its passages carry that label.
That holds for prose that goes on as prose, not for a block of another kind: a `<details>` summary written as a
title (``**Info: Using with TypeScript**``) after a warning's paragraph, or a live blog's entries, list items holding
a heading, after the standfirst (qa57 #7). Cited with the label before them, the source shown under the answer was
another passage. Such a block is quoted uncited, or, a title over a labelled block, with the label of the block it
heads. A block the widget wrote in the labelled one (indented under it: a card's last link, "Get directions", under
its table of hours) is that block's, whatever its kind.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage
from ..words import is_title


def owned(passages: list[Passage]) -> list[Passage]:
    """``passages`` with the labels they only carried over from an earlier block of another kind taken off."""
    first: dict[int, Passage] = {}  # the first passage of each label: its own block's
    out: list[Passage] = []
    for p in passages:
        if p.label is None or p.code or p.row or not p.block:
            out.append(p)
            continue
        own = first.setdefault(p.label, p)
        if not p.guessed or p.block == own.block or own.code or own.row or not own.block or _goes_on(own, p, passages):
            out.append(p)
            continue
        out.append(replace(p, label=_headed(p, passages)))
    return out


# A sentence that runs into the block after it: it ends in a colon, or in no stop at all.
_RUNS_INTO = re.compile(r"(?::|[^.!?…。！？\"'”’»)\]\s])[\s]*$")


def _goes_on(own: Passage, p: Passage, passages: list[Passage]) -> bool:
    """Whether ``p``, of a later block than ``own`` under the same label, goes on with it: prose after prose, an
    item after an item (an API entry's fields), a card's line after its headline, anything after a title that heads
    it (a task list's items under the labelled "### Tasks"); not a title of a paragraph of its own."""
    if own.card or p.card:
        return own.card and p.card and own.headline == p.headline
    before = passages[p.index - 1] if p.index else None
    if before is not None and before.label == own.label and _RUNS_INTO.search(before.text):
        return True  # "…, that is, it satisfies" or "See the following example:" over a formula
    if is_title(own.text) and all(q.block != own.block for q in passages[own.index + 1:own.index + 2]):
        return True
    if own.item != p.item or own.heading != p.heading:
        return False
    if p.item:  # a block of the same item or definition (an API entry's fields, its method's signature)
        return True
    alone = all(q.block != p.block for q in passages[max(0, p.index - 1):p.index + 2] if q is not p)
    return not (alone and is_title(p.text))


def _headed(p: Passage, passages: list[Passage]) -> int | None:
    """The label of the block a title heads (the passage after it opens a labelled block), else None."""
    after = passages[p.index + 1] if p.index + 1 < len(passages) else None
    if (after is None or after.label is None or after.label == p.label or not is_title(p.text)
            or p.item or p.card or any(q.label == after.label for q in passages[:after.index])):
        return None
    return after.label
