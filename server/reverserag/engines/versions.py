"""Which version a page documents, for the offline engine: "Which version is this?" on a docs page.

A docs page says its version in a badge by its title ("Version: 3.4.0") or in its navbar's version menu ("v3.4.0"):
a line of no sentence, which the search ranked below a tip that mentions a version ("Since version 3.2 you can also
set every option through environment variables."). The badge answers, else the navbar's line that holds one.
"What is the latest version?" on a releases page is the release badged "Latest" (qa60 #14), with its version.
"""

from __future__ import annotations

import re
from dataclasses import replace

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


# A question for the newest release ("What is the latest version?", "Which release is current?"), and the badge a
# releases page gives it: "Latest" by its title.
_LATEST_ASKED = re.compile(r"\b(?:latest|newest|most\s+recent|current)\s+(?:stable\s+)?(?:version|release)\b"
                           r"|\b(?:version|release)\s+is\s+(?:the\s+)?(?:latest|newest|current)\b", re.I)
_LATEST = re.compile(r"(?:latest|latest\s+release|current)", re.I)
_TITLE = re.compile(rf"(?<![\w.]){_NUMBER}")


def latest(question: str, index: Index) -> list[Passage]:
    """For "What is the latest version?", the release badged "Latest": the line before the badge that names a version
    ("[image: Tag] v3.2.0"), else the badge with the version its heading names ("## v3.2.0" over "Latest"), which on
    the page stand together. Empty where no badge is."""
    if not _LATEST_ASKED.search(question):
        return []
    for p in index.passages:
        if p.chrome or not _LATEST.fullmatch(p.text.strip()):
            continue
        before = [q for q in index.passages[max(0, p.index - 3):p.index] if q.heading == p.heading and not q.chrome]
        named = [q for q in before if _TITLE.search(q.text)]
        if named:
            return [named[-1], p]
        if _TITLE.search(p.heading):
            return [replace(p, text=f"{p.heading} {p.text}")]
    return []
