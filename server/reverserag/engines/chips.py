"""A list of link chips under the heading a question names, for the offline engine: "What are the synonyms?" on a
dictionary's entry (qa62 #6).

Merriam-Webster lists a word's synonyms as chips, each a link to the thesaurus, under "## Synonyms"; above them, its
jump links ("Examples · Synonyms · Etymology") and, under them, "See all Synonyms & Antonyms in Thesaurus" say the
word too, and a chip says nothing but itself: "What are the synonyms?" quoted those two lines, and "What are the
synonyms of serendipity?" an example sentence. A question that asks for what a section's heading names, and nothing
else but what the page is about, is answered by that section's chips.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms, word_count

# What asks for a list: "What are the synonyms?", "Which tags …", "List the antonyms", "Show me the synonyms".
_LIST_ASKED = re.compile(r"^\W*(?:what\s+(?:are|were)|which|list|show|give|name)\b", re.I)
_CHIP_WORDS = 4


def asked(question: str, index: Index, implied: frozenset[str]) -> list[Passage]:
    """The chips (short list items of nothing but a link) of the sections whose headings ``question`` names, if it
    names nothing else but the page's subject (``implied``, and its first heading); empty otherwise."""
    listed = _LIST_ASKED.match(question)
    if not listed:
        return []
    asked_words = set(terms(question[listed.end():]))
    subject = set(implied) | set(terms(index.passages[0].heading if index.passages else ""))
    chosen: list[Passage] = []
    named: set[str] = set()
    for heading in dict.fromkeys(p.heading for p in index.passages if p.heading and not p.chrome):
        words = set(terms(heading))
        if not words or len(words) > 3 or not words <= asked_words:
            continue
        chips = [p for p in index.passages if p.heading == heading and _chip(p)]
        if len(chips) >= 2:
            chosen += chips
            named |= words
    return chosen if chosen and asked_words - named <= subject else []


def _chip(p: Passage) -> bool:
    return p.item and not p.chrome and len(p.links) == 1 and word_count(p.text) <= _CHIP_WORDS \
        and p.links[0][0].strip() == p.text.strip()
