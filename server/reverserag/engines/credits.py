"""A film's or a show's credits, for the offline engine: "Who directed it?" on a page that lists "Director" over
"Christopher Nolan" (qa62 #9).

IMDb draws its credits as rows of a role and its names, which the widget reads as a list item per role with the names
nested under it. The search found no word of "Who directed it?" ("directed" is not "Director"), quoted "Director"
alone for "Who is the director?" (the names are items of their own), and "Who wrote it?" asked for the page's byline.
A question that asks who did one of a credit's jobs, on a page that gives that credit, is answered by the credit: its
role and the names under it, or its line ("Director: Christopher Nolan", "Director Christopher Nolan").
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import is_title, word_count

# What a question asks who did, and the roles that credit it, as credits name them.
_ROLES = (
    (r"direct(?:ed|s|or|ors)?", r"directors?|directed\s+by"),
    (r"wr(?:ote|ites?|itten|iters?)|screenplay|script",
     r"writers?|written\s+by|screenplay(?:\s+by)?|writing\s+credits"),
    (r"star(?:s|red|ring)?|acts?|acted|actors?|cast|plays?\s+in", r"stars?|starring|cast"),
    (r"produc(?:ed|es|ers?)", r"producers?|produced\s+by"),
    (r"creat(?:ed|es|ors?)", r"creators?|created\s+by"),
    (r"compos(?:ed|es|ers?)|music", r"composers?|music(?:\s+by)?|original\s+music"),
)
_ASKED = [(re.compile(rf"\bwho\b.*\b(?:{asked})\b|\b(?:{asked})\b.*\bwho\b", re.I),
           re.compile(rf"^\W*(?:{role})\b(?:\s*[:—–-]\s*|\s+(?=(?-i:[A-Z])))?(?P<names>.*)$", re.I))
          for asked, role in _ROLES]
_ANY_ROLE = re.compile(rf"^\W*(?:{'|'.join(role for _, role in _ROLES)})\W*$", re.I)
_NAMES = 6


def asked(question: str, index: Index) -> list[Passage]:
    """The credit of the job ``question`` asks who did: its role and the names listed under it, or its line that
    names them; empty when the page gives no such credit (in its main content)."""
    role = next((role for who, role in _ASKED if who.search(question)), None)
    if role is None:
        return []
    for p in index.passages:
        found = role.match(p.text)
        if p.chrome or p.row or not found or not is_title(p.text):
            continue
        if found["names"]:
            return [p]
        names = []
        for q in index.passages[p.index + 1:p.index + 1 + _NAMES]:
            if (q.heading != p.heading or q.chrome or q.item != p.item or _ANY_ROLE.match(q.text)
                    or word_count(q.text) > 4 or not is_title(q.text)):
                break
            names.append(q)
        if names:
            return [p, *names]
    return []
