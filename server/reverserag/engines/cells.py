"""A table row's controls, left out of its quote: a row is quoted for its facts, not for the state of the form it holds.

A hotel's table of rooms ends each row with a select of how many to book and the button that books them; the widget
writes the select's value under its column ("Select rooms: 0") and the button's cell with no name ("I'll reserve - It
only takes 2 minutes - Confirmation is immediate"), and "How much is the double room?" quoted both (qa62 #23). The
row's last cells that are nothing but that are cut from the quote; a cell before a fact, or a fact that says the
words ("Reserve price: £200"), stays.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage

# A count chosen in a select: "Select rooms: 0", "Choose quantity: 1", "Qty: 2".
_STATE = re.compile(r"(?:(?:select|choose|pick)\b[^:;]{0,30}|quantity|qty|rooms)\s*:\s*\d{1,2}", re.I)
# A button's words in a cell with no name, maybe over the list under it: "I'll reserve - It only takes 2 minutes",
# "Book now", "Add to basket".
_BUTTON = re.compile(r"(?:i['’]ll\s+|i\s+will\s+)?(?:reserve|book|buy|order|select|choose"
                     r"|add\s+to\s+(?:cart|bag|basket)|check\s+availability|see\s+availability|show\s+prices)(?:\s+(?:now|it|this|rooms?))?"
                     r"(?:\s+-\s.*)?", re.I)


def shown(passage: Passage) -> Passage:
    """``passage``, a table's row, without the control cells it ends with; as it is where it holds none, or nothing
    else after its name."""
    name, dash, cells = passage.text.partition(" — ")
    if not passage.row or not dash:
        return passage
    kept = cells.split("; ")
    while len(kept) > 1 and (_STATE.fullmatch(kept[-1]) or _BUTTON.fullmatch(kept[-1])):
        kept.pop()
    return replace(passage, text=f"{name} — {'; '.join(kept)}") if len(kept) < cells.count("; ") + 1 else passage
