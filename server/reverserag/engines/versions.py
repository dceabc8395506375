"""Which version a page documents, for the offline engine: "Which version is this?" on a docs page.

A docs page says its version in a badge by its title ("Version: 3.4.0") or in its navbar's version menu ("v3.4.0"):
a line of no sentence, which the search ranked below a tip that mentions a version ("Since version 3.2 you can also
set every option through environment variables."). The badge answers, else the navbar's line that holds one.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# A question for the page's version and nothing more: "Which version is this?", "What version are these docs for?".
_ASKED = re.compile(r"\bversions?\b", re.I)
_ALSO = frozenset(terms("which what version versions this these that is are for of page docs doc documentation "
                        "documented manual guide reference site current here it describe describes cover covers "
                        "about shown showing"))
# A version as a badge or a menu gives it: "Version: 3.4.0", "v3.4.0", "Release 2.1", "3.4.0 (latest)".
_NUMBER = r"v?\d+(?:\.\d+)+(?:[-+.]?\w+)*"
_BADGE = re.compile(rf"(?:(?:version|release|ver\.?)\s*:?\s*)?{_NUMBER}(?:\s*\((?:latest|current|stable)\))?", re.I)
# How near the top of the page a badge is: it sits by the title.
_TOP = 12


def badge(question: str, index: Index, implied: frozenset[str] = frozenset()) -> list[Passage]:
    """For a question that asks which version the page is of and nothing more (its title's words ``implied`` may name
    the product), the page's version badge near its top, else a line of its chrome with a link that gives a version
    (the navbar's "v3.4.0"); empty otherwise."""
    if not _ASKED.search(question) or set(terms(question)) - _ALSO - implied:
        return []
    top = [p for p in index.passages[:_TOP] if not p.chrome and not p.code and _BADGE.fullmatch(p.text.strip())]
    if top:
        return top[:1]
    return [p for p in index.passages if p.chrome and any(_BADGE.fullmatch(said.strip()) for said, _ in p.links)][:1]
