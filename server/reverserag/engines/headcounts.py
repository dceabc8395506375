"""A count a section's heading gives (qa65 #10, #16): "## 1,024 Comments", a board's "## To do (4)", its "In progress
(2) · max 3".

"How many comments are there?" quoted the first comment, not its section's heading "1,024 Comments"; "How many cards are
in to do?" the "Add a card" buttons ("to do" is two stopwords), "What is the WIP limit?" nothing. A heading is no
passage, so none answered: it is quoted on its own.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_HOW_MANY = re.compile(r"\bhow\s+many\b", re.I)
_NUMBER = r"\d[\d,.]*\s?[KMk]?"
# "1,024 Comments", "12 Reviews": a count and what it counts.
_COUNTED = re.compile(rf"(?P<count>{_NUMBER})\s+(?P<noun>[^\W\d_]+(?:\s+[^\W\d_]+)?)")
# "To do (4)", "In progress (2) · max 3": a list's name and how many it holds, and its limit.
_NAMED = re.compile(rf"(?P<name>.*?\S)\s*\((?P<count>{_NUMBER})\)(?P<rest>.*)")
_LIMIT = re.compile(r"\b(?:max(?:imum)?|limit|wip(?:\s+limit)?)\b\.?\s*:?\s*\d+", re.I)
_WIP_ASKED = re.compile(r"\b(?:wip|work[\s-]in[\s-]progress)\s+limits?\b", re.I)
_LIMIT_ASKED = re.compile(r"\b(?:limit|maximum|max)\b", re.I)


def asked(question: str, index: Index) -> list[Passage]:
    """The headings that give the count (or limit) ``question`` asks, each quoted as a line of its own; empty where it
    asks none or no heading gives it."""
    # the main content's first; a count in the chrome ("## 1,024 Comments" under a video) where it gives none
    headings = list(dict.fromkeys(p.heading for p in sorted(index.passages, key=lambda p: p.chrome) if p.heading))
    if _LIMIT_ASKED.search(question):
        limited = [h for h in headings if _LIMIT.search(h)]
        named = [h for h in limited if _names(question, h)]  # "… for in progress?"; else a board's one limit
        return _lines(named or (limited[:1] if _WIP_ASKED.search(question) else []))
    if not _HOW_MANY.search(question):
        return []
    named = [h for h in headings if (m := _NAMED.fullmatch(h)) and _names(question, m["name"])]
    if named:
        return _lines(named[:1])
    asked = question.casefold()
    return _lines([h for h in headings if (m := _COUNTED.fullmatch(h))
                   and re.search(rf"\b{re.escape(m['noun'].casefold().rstrip('s'))}", asked)][:1])


def _names(question: str, name: str) -> bool:
    """Whether ``question`` names the list ``name`` (its words before a count: "To do" of "To do (4)")."""
    name = _NAMED.sub(r"\g<name>", name).strip()
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", question, re.I) is not None


def _lines(headings: list[str]) -> list[Passage]:
    return [Passage(-1, "", heading) for heading in headings]
