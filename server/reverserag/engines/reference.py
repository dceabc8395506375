"""Reference pages, for the offline engine: an encyclopedia article's figures.

"How many people live in Veldmark?" asks the population an infobox gives.
"""

from __future__ import annotations

import re

from ..words import terms
from .outline import Outline

# --- "How many people live in Veldmark?" ------------------------------------------------------------------------

# What asks a place's population in other words; read as "population" on a page that gives one (an infobox's
# "Population (January 2024) — Total: 87,412").
_PEOPLE = re.compile(r"\bhow\s+many\s+(?:people|persons|inhabitants|residents)(?:\s+(?:live|lives|living|reside)"
                     r"|\s+(?:are\s+there|does\s+\w+\s+have))?\b", re.I)
_POPULATION = terms("population")[0]


def reworded(question: str, index: Outline) -> str:
    """``question`` with what asks how many people live somewhere as "What is the population", when the page
    gives a population: "How many people live in Veldmark?" found nothing, the infobox saying "Population"."""
    if _POPULATION in index.idf and _PEOPLE.search(question):
        return _PEOPLE.sub("What is the population", question)
    return question
