"""What changed for a thing a section of the page is headed by, for the offline engine: "What changed for Ahri?" on
patch notes with a "### Ahri" section (qa67 #10).

Patch notes, release notes and changelogs give each champion, item, component or package a section of its own, its
changes in short lines ("Base health: 590 ⇒ 610") that never name it again. "What changed for Ahri?" ranked the lines
that do name "Ahri" (the designer's note, a bug fix under "Bugfixes") and left her changes out. A question that asks
what changed for (to, with, about) something a heading names, and nothing else, is answered by that section, whole, in
page order: its own lines and its subsections'.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms
from .outline import Outline

_ASKED = re.compile(r"^\W*(?:what(?:'s|’s|\s+has|\s+have|\s+is|\s+was)?\s+(?:changed|new|different)"
                    r"|what\s+(?:are|were)\s+the\s+(?:\w+\s+)?(?:changes|updates|buffs|nerfs)"
                    r"|how\s+(?:was|were|is|has|have|did)\s+(?:\w+\s+){0,2}?(?:changed?|updated?))"
                    r"\s+(?:for|to|with|about|on|in)\s+(?P<name>[^?]+?)\W*$", re.I)
# Markdown's link around a heading's name ("[Ahri](…/champions/ahri)").
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MOST = 10


def asked(question: str, index: Outline) -> list[Passage]:
    """For "What changed for Ahri?", the passages of the section headed "Ahri" and of the sections under it, in page
    order, the first ``_MOST``; empty where the question asks no change of a thing a single heading names."""
    m = _ASKED.match(question)
    if not m:
        return []
    name = set(terms(m["name"])) - {"the", "a", "an"}
    if not name:
        return []
    headings = {h for p in index.passages if not p.chrome for h in index.chains[p.index]}
    headed = {h for h in headings if h and set(terms(_LINK.sub(r"\1", h))) == name}
    if len(headed) != 1:
        return []
    heading = headed.pop()
    held = [p for p in index.passages if not p.chrome and heading in index.chains[p.index] and _says(p)]
    return held[:_MOST]


def _says(p: Passage) -> bool:
    """Whether ``p`` says something: a word or a figure, not an arrow or a bullet alone."""
    return any(c.isalnum() for c in p.text)
