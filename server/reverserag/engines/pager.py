"""The page after this one, and the one before, for the offline engine: "What is the next page?".

A documentation site's footer links its neighbours ("Previous Install", "Next Reference"), a blog its older and
newer posts, a tutorial its next lesson. The link is in the page's chrome, which a search quotes last, and holds
no word of the question but "next": the page's last section was quoted. It is found by what it says it is.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage
from . import outline

_NEXT = re.compile(r"\b(?:next|following)\s+(?:page|chapter|section|article|post|lesson|part|step|tutorial|guide"
                   r"|episode|topic|unit|module)s?\b|\bwhat(?:'s|’s|\s+is|\s+comes)\s+(?:after\s+this|next)\b"
                   r"|\bwhere\s+(?:do\s+i|should\s+i|to)\s+go\s+next\b|\bread\s+next\b|\bnewer\s+posts?\b", re.I)
_PREVIOUS = re.compile(r"\b(?:previous|preceding|prior|last)\s+(?:page|chapter|section|article|post|lesson|part|step"
                       r"|tutorial|guide|episode|topic|unit|module)s?\b|\bwhat\s+came\s+before\b|\bolder\s+posts?\b",
                       re.I)
# What asks for another page by name, not for more of this one: "What is the next page?", not "What comes next?"
# (after an answer, to go on).
_ANOTHER = re.compile(r"\b(?:next|following|previous|preceding|prior)\s+(?:page|chapter|article|post|lesson|tutorial"
                      r"|guide|episode)s?\b|\b(?:newer|older)\s+posts?\b", re.I)
# A link's text that says where it goes: "Next Reference", "Next: Reference »", "Next →", "Older posts".
_NEXT_LINK = re.compile(r"^\s*(?:next\b|newer\b|continue\b|→|»|›)|(?:→|»|›)\s*$", re.I)
_PREVIOUS_LINK = re.compile(r"^\s*(?:previous\b|prev\b|older\b|back\s+to\b|←|«|‹)|(?:←|«|‹)\s*$", re.I)


def asked(question: str, index: outline.Outline) -> list[Passage]:
    """For "What is the next page?" (or the previous one), the page's links that say they go there, the main
    content's before the chrome's, each as a line of its own. Empty when the page has none, or it is not asked."""
    wanted = _NEXT_LINK if _NEXT.search(question) else _PREVIOUS_LINK if _PREVIOUS.search(question) else None
    if wanted is None:
        return []
    found: list[Passage] = []
    seen: set[str] = set()
    for p in sorted(index.passages, key=lambda p: p.chrome):
        for said, href in p.links:
            if wanted.search(said) and href not in seen and not href.startswith("#"):
                seen.add(href)
                found.append(replace(p, text=said, links=((said, href),)))
    return found[:2]


def another(question: str, index: outline.Outline) -> bool:
    """Whether ``question`` asks for the next (or previous) page by name and the page links it: it is answered with
    the link, though it asks for what comes next, as a follow-up does."""
    return _ANOTHER.search(question) is not None and bool(asked(question, index))
