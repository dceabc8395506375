"""When to do something, on a page of advice: "When should I see a GP?" is answered by the list under a heading that
says when ("Ask for an urgent GP appointment or get help from NHS 111 if:", NHS's care cards), not by a sentence that
holds "see a GP" and says the opposite ("It usually gets better … without needing to see a GP.", qa63 #11)."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# "When should I see a GP?", "When do I need to call 999?", "Do I need to see a doctor?", "Should I go to A&E?".
_ASKED = re.compile(r"^\W*(?:when\s+(?:should|do|must|shall|would|will|can)\s+(?:i|we|you|my|they|he|she)\b"
                    r"|(?:do|should|must|shall)\s+(?:i|we|you|they|he|she)\s+(?:need\s+to\s+|have\s+to\s+)?"
                    r"(?:see|call|go|get|contact|ring|phone|visit|ask|speak)\b)", re.I)
# A heading that says when: what to do, then "if:" ("Call 999 if:", "See a GP if your child:").
_WHEN = re.compile(r"\b(?:if|when)\b[^.?!]{0,30}:?\s*$", re.I)
# Words a question asks with, and what each is asked as: a doctor is the page's GP.
_ASKING = frozenset(terms("when should need see call go get contact ring phone visit ask speak urgent urgently"))
_SAME = {term: "gp" for term in terms("doctor doctors physician gp")}
_MOST = 8


def _asked(text: str) -> set[str]:
    return {_SAME.get(t, t) for t in terms(text)} - _ASKING


def asked(question: str, index: Index) -> list[Passage]:
    """The items under each heading of the main content that says when and names what the question asks to do (its
    words but the asking ones), at most eight of each, in page order; empty otherwise."""
    if not _ASKED.match(question):
        return []
    wanted = _asked(question)
    if not wanted:
        return []
    headings = {p.heading for p in index.passages
                if p.heading and not p.chrome and _WHEN.search(p.heading) and wanted <= _asked(p.heading)}
    chosen: list[Passage] = []
    for heading in headings:
        chosen += _list([p for p in index.passages if p.heading == heading and not (p.chrome or p.furniture)])[:_MOST]
    return sorted(chosen, key=lambda p: p.index)


def _list(under: list[Passage]) -> list[Passage]:
    """The lines under a heading to its list's end: the next block after it (a table's caption, "Table: How often side
    effects happen", where no heading of its own opens it) is not what the heading's "if:" brings (qa66 #16)."""
    out: list[Passage] = []
    for p in under:
        if out and out[-1].item and not p.item:
            break
        out.append(p)
    return out
