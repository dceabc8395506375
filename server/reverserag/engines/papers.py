"""A scholarly paper's page, read as a reader reads one: who wrote it, as the citation metadata names them (one
``citation_author`` tag a name, "Okafor, Adaeze": what Google Scholar, arXiv and every journal write), when the
classification names no one; and the statement a sentence points to ("Our main result is Theorem 1."), quoted
after it from where the page states it ("Theorem 1 (Linear convergence)." over the theorem)."""

from __future__ import annotations

import re
from itertools import takewhile
from typing import Any

from ..analyzers._authors import authors, tagged
from ..classify import validate
from ..page import Page
from ..passages import Passage
from ..ranking import Index

# A sentence that sends the reader to a numbered statement, naming it last: "Our main result is Theorem 1.", "This is
# proved in Lemma 3.2.", "See Proposition 4".
_POINTER = re.compile(r"\b(?P<name>(?:Theorem|Lemma|Proposition|Corollary|Definition|Conjecture|Claim|Assumption"
                      r"|Algorithm|Main\s+Theorem)\s+(?:\d+(?:\.\d+)*|[A-Z]))\W*$")


def classified(found: dict[str, Any] | None, page: Page) -> dict[str, Any] | None:
    """``found``, a classification, with the authors the citation metadata names when it names no author, or names
    one tag's content as it stands ("Okafor, Adaeze, Lindqvist, Jonas", two authors)."""
    tags = tagged(page.meta)
    said = (found or {}).get("author")
    if not tags or (said and said not in tags):
        return found
    names = authors(tags[0], page.content)
    return validate({**(found or {}), "author": ", ".join(names)}) if names else found


def stated(p: Passage, index: Index, most: int = 3) -> list[Passage]:
    """The statement ``p`` points to, naming it last ("Our main result is Theorem 1."), when the page states it
    elsewhere: the sentences under a heading that opens with its name ("Theorem 1 (Linear convergence)."), else
    those of the paragraph that opens with it ("Theorem 1. Gradient descent …"), ``most`` of them. Empty otherwise."""
    pointed = _POINTER.search(p.text)
    return _statement(pointed["name"], p, index)[:most] if pointed else []


def _statement(name: str, pointer: Passage, index: Index) -> list[Passage]:
    opens = re.compile(rf"{re.escape(name)}(?![\d.]\d|\w)")
    kept = [q for q in index.passages if not (q.chrome or q.furniture)]
    at = next((n for n, q in enumerate(kept) if q.heading != pointer.heading and opens.match(q.heading)), None)
    if at is not None:
        heading = kept[at].heading
        return list(takewhile(lambda q: q.heading == heading, kept[at:]))
    at = next((n for n, q in enumerate(kept) if q.label not in (None, pointer.label) and opens.match(q.text)), None)
    if at is None:
        return []
    label = kept[at].label
    return list(takewhile(lambda q: q.label == label, kept[at:]))
