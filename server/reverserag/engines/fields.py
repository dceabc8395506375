"""An API entry's fields, for the offline engine: "What does high_tides return?".

Sphinx's autodoc (and pdoc, Javadoc, rustdoc in their ways) writes each function, class or method as its signature
on a line of its own ("tidepool.high_tides(station: str, days: int = 1) → list[…]") over its docstring, where a
field names what follows it: "Parameters:", "Returns:", "Raises:". Those words are what the question asks, and the
answer is the value under them, which holds none of them: the summary sentence ("Return the predicted high tides
for a station.") was quoted for "What does high_tides return?". A question that asks what an entry returns, raises
or takes is answered with that field's value, under the entry the question names (or the page's only one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..passages import FIELD, SIGNATURE, Passage
from ..words import terms
from .outline import Outline

# What each kind of question asks for, and the fields that answer it, the first found first; "What errors does it
# return?" asks what it raises.
_ASKED = (
    (re.compile(r"\b(?:raises?|raised|throws?|thrown|exceptions?|errors?)\b", re.I),
     ("raises", "throws", "exceptions")),
    (re.compile(r"\b(?:returns?|returned|return\s+value|yields?|yielded|give\s+back|output)\b", re.I),
     ("returns", "return", "yields", "yield", "return type", "yield type")),
    (re.compile(r"\b(?:parameters?|params?|arguments?|args|kwargs|take|takes|accept|accepts)\b", re.I),
     ("parameters", "params", "arguments", "args", "keyword arguments", "other parameters")),
)
# What a question about an entry says besides its name.
_ASKING = frozenset(terms("what which does do did will can could it this that function method class constructor entry "
                          "api call calls return returns returned value raise raises raised throw throws thrown "
                          "exception exceptions error errors parameter parameters param params argument arguments "
                          "args kwargs take takes accept accepts give back output yield yields type kind"))
# A docstring's note after its fields ("Note Heights are in metres."), which ends the field before it.
_ADMONITION = re.compile(r"(?:Note|Notes|Warning|Tip|Important|See also|Caution|Danger|Attention|Hint|Todo"
                         r"|Deprecated|Example|Examples)\b")


@dataclass(frozen=True)
class _Entry:
    signature: Passage
    name: str  # the dotted name: "tidepool.high_tides"
    body: list[Passage]  # what is under the signature, to the next one


def _entries(index: Outline) -> list[_Entry]:
    """The page's entries: each signature, with the passages of its docstring (its list items and definitions under
    the same heading, to the next signature)."""
    entries: list[_Entry] = []
    for p in index.passages:
        if p.code or p.chrome or p.row:
            continue
        signed = SIGNATURE.fullmatch(p.text.strip())
        if signed:
            entries.append(_Entry(p, signed["name"] or signed["bare"], []))
        elif entries and entries[-1].signature.heading == p.heading and (p.item or p.definition):
            entries[-1].body.append(p)
        elif entries:
            entries.append(_Entry(p, "", []))  # the entry ends here: a placeholder no question names
    return [e for e in entries if e.name]


def _field(entry: _Entry, names: tuple[str, ...]) -> list[Passage]:
    """The field of ``entry`` that ``names`` lists first of those it has, its name and its value (each passage to the
    next field or a note); empty when it has none."""
    fields = {n: p for n, p in enumerate(entry.body) if FIELD.fullmatch(p.text.strip())}
    for wanted in names:
        at = next((n for n, p in fields.items() if p.text.strip().rstrip(":").strip().lower() == wanted), None)
        if at is None:
            continue
        value: list[Passage] = []
        for n in range(at + 1, len(entry.body)):
            p = entry.body[n]
            if n in fields or _ADMONITION.match(p.text):
                break
            value.append(p)
        if not value:
            continue
        name = entry.body[at]
        if len(value) == 1:  # "Returns: A list of (time, height_m) pairs …", on one line
            return [replace(value[0], text=f"{name.text.strip()} {value[0].text}")]
        return [name, *value]
    return []


def _named(question: str, entries: list[_Entry]) -> list[_Entry]:
    """The entries ``question`` names, by their name or its last part ("high_tides", "Station.constituents"), the
    longest name said first; the page's only entry if it names none and there is one."""
    asked = question.lower()

    def said(entry: _Entry) -> int:
        parts = entry.name.lower().split(".")
        for n in range(len(parts)):  # "tidepool.high_tides", then "high_tides"
            name = ".".join(parts[n:])
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", asked):
                return len(name)
        return 0

    scored = [(said(e), e) for e in entries]
    longest = max(n for n, _ in scored)
    if longest:
        return [e for n, e in scored if n == longest]
    # "What does it return?" names nothing; "What does tidal_range return?" names what the page does not hold.
    unnamed = not set(terms(question)) - _ASKING
    return entries if len(entries) == 1 and unnamed else []


def asked(question: str, index: Outline) -> list[Passage]:
    """For "What does X return?", "What does X raise?", "What parameters does X take?" on a page of API entries: the
    signature of the entry named, with the field that answers (its name and its value). Empty otherwise."""
    kinds = [names for pattern, names in _ASKED if pattern.search(question)]
    if not kinds:
        return []
    entries = _entries(index)
    if not entries:
        return []
    for entry in _named(question, entries):
        for names in kinds:
            value = _field(entry, names)
            if value:
                return [entry.signature, *value]
    return []
