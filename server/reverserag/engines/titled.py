"""A part of the page asked for by its name: "What is the governing law?" on a terms page whose clause is titled
"Governing law." quoted "These terms govern your use of the Streamly service." with it (note63): "govern" is a word of
the clause's name, not the clause. Where the page titles a part with the words asked, what holds only some of them is
no answer."""

from __future__ import annotations

from ..passages import Passage
from ..words import is_title, terms, word_count
from .outline import Outline

# A title of a part is short: "Governing law", "Cancellation and refunds".
_WORDS = 6


def named(sought: str, hits: list[tuple[float, Passage]], index: Outline) -> list[tuple[float, Passage]]:
    """``hits`` that hold every word of a name the page gives a part (a heading, or the title a clause opens with,
    "Governing law."), in their text or their headings, where the question (``sought``) asks
    that name's words, two at least, and one of them does; else ``hits``."""
    asked = set(terms(sought))
    if len(asked) < 2:
        return hits
    names = {frozenset(terms(p.heading)) for p in index.passages if not p.chrome and p.heading} | {
        frozenset(terms(p.text)) for p in index.passages if _titles(p, index)}
    wanted = [name for name in names if len(name) >= 2 and name <= asked]
    if not wanted:
        return hits

    def holds(p: Passage) -> bool:
        said = index.docs[p.index].keys() | frozenset(terms(p.heading)) | index.section_terms(p)
        return any(name <= said for name in wanted)

    return [hit for hit in hits if holds(hit[1])] or hits


def _titles(p: Passage, index: Outline) -> bool:
    """Whether ``p`` is the short title a clause opens with, the first sentence of its block ("Governing law. These
    terms are governed by …"); not a line of its own (a button's "Ask Question" is no part)."""
    if p.chrome or p.row or p.code or p.furniture or word_count(p.text) > _WORDS or not is_title(p.text.rstrip(".")):
        return False
    before, after = index.passages[p.index - 1:p.index], index.passages[p.index + 1:p.index + 2]
    return bool(after) and after[0].block == p.block > 0 and not (before and before[0].block == p.block)
