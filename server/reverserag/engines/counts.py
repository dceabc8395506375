"""How many of a thing there are, where the page writes a number beside the thing's name.

"How many bids are there?" quoted two rows of the bid history, and "How many bedrooms does it have?" the Rooms
table's "Bedroom 2" and "Bedroom 3" rows (qa66 #9), which hold the word asked and a number that counts nothing. The
page said "23 bids" and "Bids: 23", "3 bedroom semi-detached house" and "Bedrooms: ×3": a count is a number before the
noun asked (an adjective between: "3 double bedrooms"), or after it as its label ("Bids: 23"). A question that asks how
many of one noun (and nothing else the line does not name) is answered by the lines of the main content that count it
so, in page order; a table's row is no such line (its number is a column's value, asked by its row), nor a link's ("See
all 23 bids") beside one, nor another thing's, in an item that opens with its link, nor a picture's ("[image: 3
stars]", a rating).
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# "How many bids …?", "How many bedrooms …?": the noun asked about, the word after "how many".
_ASKED = re.compile(r"\bhow\s+many\s+(?P<noun>[^\W\d_][\w-]*)", re.I)
# A line's words, its numbers ("23", "1,284", "×3") and its colons.
_TOKEN = re.compile(r"[×x]?\d[\d,.]*(?![\w])|[^\W\d_][\w'’-]*|:")
_NUMBER = re.compile(r"[×x]?\d[\d,.]*")
_MOST = 3
# A picture's text: "[image: 3 stars]" is a rating drawn, which ratings.py reads, not a count written.
_PICTURE = re.compile(r"\[image:[^\]]*\]")


def asked(question: str, index: Index) -> list[Passage]:
    """The lines of the main content that count the noun ``question`` asks how many of; else none."""
    match = _ASKED.search(question)
    noun = terms(match["noun"]) if match else []
    if len(noun) != 1:
        return []
    # "How many shots did Chelsea have?" asks of one side: a line that counts shots and names no side is not it
    others = set(terms(question)) - set(noun)
    lines = [p for p in index.passages if not (p.chrome or p.row or p.code or p.caption or _other(p))
             and others <= set(terms(p.text)) and _counts(_PICTURE.sub(" ", p.text), noun[0])]
    # a link's line ("See all 23 bids") where another says it too
    return ([p for p in lines if not p.furniture] or lines)[:_MOST]


def _other(p: Passage) -> bool:
    """Whether ``p`` is an item that opens with a link: another thing's card ("Similar items": "[Nikon F3HP](/i/2)
    £289.00 5 bids"), whose count is not the page's."""
    return p.item and bool(p.links) and p.text.startswith(p.links[0][0])


def _counts(text: str, noun: str) -> bool:
    """Whether ``text`` writes a number before ``noun`` (a word between at most) or after it and a colon."""
    tokens = _TOKEN.findall(text)
    for i, token in enumerate(tokens):
        if _NUMBER.fullmatch(token) or token == ":" or terms(token) != [noun]:
            continue
        before = [t for t in tokens[max(0, i - 2):i]]
        if (before and _NUMBER.fullmatch(before[-1])) or (len(before) == 2 and _NUMBER.fullmatch(before[0])
                                                          and before[1] != ":"):
            return True
        if tokens[i + 1:i + 2] == [":"] and _NUMBER.fullmatch("".join(tokens[i + 2:i + 3])):
            return True
    return False
