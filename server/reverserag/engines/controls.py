"""A card's controls, for the offline engine: what stands out on a page of result cards is a card's facts, not the words
of its buttons.

The widget writes a card (a list item) a line a part: its picture, its times, its price, and its buttons ("Select",
"Flight details", or both on one line). A card's passage joins those lines, so the greeting's "What stands out" quoted
"… £58 return Select Flight details" (off67). The lines of the card that are nothing but a control's words are left out
of the quote; its facts stay as the page gives them.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..inline import plain
from ..passages import Passage

# A button's or a link's words on a card, alone on a line, maybe bold (an open <summary>): "Select", "Flight details",
# "Book now", "View deal", "Add to bag", the glyph of a closed details ("⌄").
_CONTROL = (r"(?:\*\*)?(?:select|choose|book(?:\s+now)?|buy(?:\s+now)?|reserve|view(?:\s+(?:deal|details|offer))?"
            r"|(?:(?:flight|trip|fare|more|full)\s+)?details|see\s+(?:details|more|deal)|add\s+to\s+(?:cart|bag|basket)"
            r"|compare|save(?:\s+for\s+later)?|share|remove|[⌄▾▸›»])(?:\*\*)?")
_CONTROLS = re.compile(rf"\s*{_CONTROL}(?:\s*[·|]?\s+{_CONTROL})*\s*", re.I)
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\[¶(\d+)\]")
_NESTED = re.compile(r"^\s+(?:[-*+]|\d+[.)])\s")


def without(passage: Passage, markdown: str) -> Passage:
    """``passage`` without the words of its card's controls, where it is a cited list item whose lines (in the page's
    ``markdown``) hold a line of them and a line of something else; as it is otherwise."""
    if not passage.item or passage.label is None or not markdown:
        return passage
    lines = markdown.splitlines()
    start = next((n for n, line in enumerate(lines) if (m := _ITEM.match(line)) and int(m[1]) == passage.label), None)
    if start is None:
        return passage
    own = [lines[start]]
    for line in lines[start + 1:]:
        if not line.startswith((" ", "\t")) or not line.strip() or _NESTED.match(line):
            break
        own.append(line)
    # Each line found in the passage's text in turn, from where the one before it ended: a control's words are cut
    # where its own line put them, not where a fact says them ("Select a seat from £5").
    text, at, cut = passage.text, 0, False
    for line in own[1:]:
        said = " ".join(plain(line).split())
        found = text.find(said, at) if said else -1
        if found < 0:
            continue
        if _CONTROLS.fullmatch(line):
            text, cut = text[:found].rstrip() + " " + text[found + len(said):].lstrip(), True
            at = found
        else:
            at = found + len(said)
    text = " ".join(text.split())
    return replace(passage, text=text) if cut and text else passage


# A button that adds one more of what the page lists, alone on a line: a board's "+ Add a card", "Add another list".
_ADD = re.compile(r"[+＋]?\s*(?:add|new|create)\s+(?:a|an|another|new)\s+\w+(?:\s+\w+)?", re.I)


def adds(passage: Passage) -> bool:
    """Whether ``passage`` is nothing but an add-button's words, unlabelled: no answer ("Which cards are overdue?" on a
    board quoted its three "Add a card" for the word "card", off86)."""
    return passage.label is None and _ADD.fullmatch(passage.text.strip()) is not None
