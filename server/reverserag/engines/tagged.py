"""The items that carry a label (qa65 #9): "Which cards are labelled bug?" found nothing on a board whose cards read
"bug frontend Login button does nothing on Safari Dec 12" (the question's other words, "cards" and "labelled", are none
of the card's). A card's labels are chips beside its linked title, so the label asked is a word of an item outside its
links ("Fix the login bug" is a title that names a bug, not a label).
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

_ASKED = re.compile(r"\b(?:labell?ed|tagged|marked)\s+(?:as\s+|with\s+(?:the\s+|a\s+)?)?[\"“‘']?(?P<tag>[\w-]+)"
                    r"|\b(?:have|has|with|carry|carries|got)\s+(?:the\s+|a\s+)?[\"“‘']?(?P<named>[\w-]+)[\"”’']?\s+"
                    r"(?:label|tag)s?\b", re.I)
_MOST = 8


def asked(question: str, index: Index) -> list[Passage]:
    """The list items that carry the label ``question`` names, outside their links; empty where it names none."""
    found = _ASKED.search(question)
    named = found and (found["tag"] or found["named"])
    if not named or not terms(named):  # "What is marked on the map?" names no label
        return []
    tag = re.compile(rf"(?<![\w-]){re.escape(named)}(?![\w-])", re.I)
    chosen = []
    for p in index.passages:
        if not p.item or p.chrome or p.code:
            continue
        text = p.text
        for said, _ in p.links:
            text = text.replace(said, " ")
        if tag.search(text):
            chosen.append(p)
    return chosen[:_MOST]
