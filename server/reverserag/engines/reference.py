"""Reference pages, for the offline engine: an encyclopedia article's figures and formulas.

"How many people live in Veldmark?" asks the population an infobox gives. An article's formula holds no word of
"What is the formula?": it is found by what it is, TeX between ``\\(`` and ``\\)`` as the widget writes it
(formulas.py), and an answer writes its backslashes so that the chat's markdown shows them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..passages import Passage
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


# --- formulas ---------------------------------------------------------------------------------------------------

_FORMULA_ASKED = re.compile(r"\b(?:formulas?|formulae|equations?)\b", re.I)
_TEX = re.compile(r"\\\(.+?\\\)")
# What else a question for a formula may say that asks nothing of it.
_ASKING = frozenset(terms("what which show give page here there used use say says mean means written"))


def _formulas(question: str, index: Outline) -> list[Passage]:
    """For "What is the formula?", the passages of the main content that hold a formula (up to four); for "What is
    the population density formula?", those that hold half of what else is asked. Empty when none does."""
    if not _FORMULA_ASKED.search(question):
        return []
    found = [p for p in index.passages if not p.chrome and _TEX.search(p.text)]
    rest = set(terms(_FORMULA_ASKED.sub(" ", question))) - _ASKING
    if rest and found:
        held = {p.index: len(rest & (index.texts[p.index].keys() | set(terms(p.heading)))) for p in found}
        most = max(held.values())
        found = [p for p in found if held[p.index] == most] if most * 2 >= len(rest) else []
    return found[:4]


# A backslash the widget's markdown reads as an escape ("\(" shows "("), inside a formula: doubled in an answer, so
# the formula shows as the page wrote it.
_ESCAPED = re.compile(r"\\(?=[\\`*_{}\[\]()#+\-.!|~<>])")


def shown(text: str) -> str:
    """An answer with each formula's backslashes written so that markdown shows them: ``\\(r \\approx 0.012\\)``
    showed as "(r \\approx 0.012)". Not in code."""
    return _in_prose(text, lambda m: _ESCAPED.sub(r"\\\\", m.group()))


def unshown(text: str) -> str:
    """An answer as :func:`shown` wrote it, its formulas as the page wrote them."""
    return _in_prose(text, lambda m: m.group().replace("\\\\", "\\"))


_SHOWN_TEX = re.compile(r"\\\\?\(.+?\\\\?\)")
_CODE = re.compile(r"```.*?```|`[^`\n]+`", re.S)


def _in_prose(text: str, change: Callable[[re.Match[str]], str]) -> str:
    """``text`` with ``change`` made to each formula outside code."""
    if "\\(" not in text:
        return text
    out, at = [], 0
    for code in _CODE.finditer(text):
        out.append(_SHOWN_TEX.sub(change, text[at:code.start()]) + code.group())
        at = code.end()
    out.append(_SHOWN_TEX.sub(change, text[at:]))
    return "".join(out)


def asked(question: str, index: Outline) -> list[Passage]:
    """What a reference page answers ``question`` with, by what is asked for: its formulas. Empty otherwise."""
    return _formulas(question, index)
