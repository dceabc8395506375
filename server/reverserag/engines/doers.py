"""Who did what, as the page's field for the doer, for the offline engine: "Who is assigned?" where an issue's sidebar
says "Assignee: Priya Raman", "Who reported it?" where it says "Reporter: Tom Becker" (qa67 #8).

An issue tracker, a review tool, a support ticket names the people on it by fields of the doer's noun ("Assignee",
"Reporter", "Reviewer", "Owner", "Creator", "Editor"). "Who is assigned to this bug?" holds none of those words
("assigned" is not "assignee"), so it found nothing, or a linked issue's line ("this issue" named the "Linked issues").
A "who" question's verb, where the page has no word of it but a field named by the doer's noun made from it, is
answered by that field's line.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

_WHO = re.compile(r"^\s*who(?:'s|’s)?\b", re.I)
_WORD = re.compile(r"[^\W\d_]{4,}")
# The endings that make a doer's noun of a verb's stem as ``terms`` makes them: "assign" + "e" ("assignee"), "report"
# + "er", "edit" + "or", "own" + "er".
_DOER = ("e", "er", "or", "ee")
# A field's line: a label of a few words, a colon, its value ("Assignee: Priya Raman").
_FIELD = re.compile(r"^([^\W\d_][\w ]{0,30}?):\s+\S")


def asked(question: str, index: Index) -> list[Passage]:
    """For "Who is assigned to this bug?", the page's field lines whose label is the doer's noun of the question's verb
    ("Assignee: Priya Raman"); empty where the question asks no "who", or the page holds the verb, or no such field."""
    if not _WHO.match(question):
        return []
    nouns = set()
    for word in _WORD.findall(question):
        found = terms(word)
        if len(found) == 1 and found[0] not in index.idf:
            nouns |= {found[0] + end for end in _DOER if found[0] + end in index.idf}
    if not nouns:
        return []
    return [p for p in index.passages if not p.chrome and (m := _FIELD.match(p.text)) and nouns & set(terms(m[1]))]
