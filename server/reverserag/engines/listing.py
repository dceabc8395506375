"""A listing's products asked about by name: one the page does not list.

"How much is the Asics Glide 5?" on a listing of the Asics Glide 1 was answered with the Glide 1's price, the quote
only the price (qa57 #19): the visitor could not see it was another product. A question that names a model by its
words and a number (a shoe, a phone, a lens: "Asics Glide 5", "Brooks Tempo 2"), on a page of product cards that
name that brand or line, where no line of the page holds that name, is told it is not on this page.
"""

from __future__ import annotations

import re

from ..ranking import Index
from ..words import terms

# A model's name: capitalised words and a number after them ("Asics Glide 5", "Pixel 9", "Brooks Tempo 2").
_MODEL = re.compile(r"\b((?:[A-Z][\w'’-]*\s+){1,4})(\d+[A-Za-z]?)\b")


def unlisted(question: str, index: Index) -> str | None:
    """The model ``question`` names that the page's cards do not list, if it names one; else None."""
    headlines = {p.headline for p in index.passages if p.card and p.headline and not p.chrome}
    if len(headlines) < 2:
        return None
    named = _MODEL.search(question)
    if not named:
        return None
    words = named[1].split()
    # From the question's first capitalised word that a card's headline holds: "What" or "Is" is not the name.
    heads = [set(terms(h)) for h in headlines]
    start = next((n for n, w in enumerate(words) if any(set(terms(w)) & h for h in heads if terms(w))), None)
    if start is None:
        return None
    name = " ".join([*words[start:], named[2]])
    page = " ".join(" ".join(p.text.split()) for p in index.passages if not p.chrome).lower()
    return None if name.lower() in page else name
