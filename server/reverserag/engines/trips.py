"""A travel search's own summary, for the offline engine: "Where am I flying from?", "When do I fly back?".

The walk reads a filled search form as one cited line of its fields ("Trip type: Return · From: London (all airports)
· To: Berlin BER · Departure: Sat, 13 Mar · Return: Sun, 21 Mar"): the words a visitor asks ("flying", "going",
"back") are none of the line's, so "Where am I flying from?" found nothing. The field asked answers, its label with
its value, cited as the line is.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage
from ..ranking import Index

# A search summary's field: its label, its value up to the next " · ".
_FIELD = re.compile(r"(?:^|·)\s*([A-Z][\w ]{0,20}?):\s*([^·]+?)\s*(?=·|$)")
# What each question asks, and the labels that answer it, the first found first.
_ASKED = (
    (re.compile(r"\b(?:fly(?:ing)?|leav(?:e|ing)|depart(?:ing)?|travel(?:l?ing)?|going)\s+(?:out\s+)?from\b"
                r"|\bwhere\s+(?:am\s+i|are\s+we|do\s+i|do\s+we)\s+(?:starting|departing|leaving)\b|\borigin\b", re.I),
     ("from", "origin", "leaving from", "flying from")),
    (re.compile(r"\bwhere\s+(?:am\s+i|are\s+we)\s+(?:flying|going|travel(?:l?ing)|headed|heading)(?:\s+to)?\s*\??$"
                r"|\b(?:flying|going|travel(?:l?ing)|headed|heading)\s+to\b|\bdestination\b", re.I),
     ("to", "destination", "going to", "flying to")),
    (re.compile(r"\b(?:fly(?:ing)?|com(?:e|ing)|go(?:ing)?|travel(?:l?ing)?)\s+(?:back|home)\b|\breturn(?:ing)?\b",
                re.I),
     ("return", "returning", "return date", "inbound")),
    (re.compile(r"\bwhen\s+(?:do|am|are|does)\s+(?:i|we|it)\s+(?:fly|flying|leave|leaving|depart|departing|go|going)"
                r"\b(?!.*\b(?:back|home)\b)|\bdeparture\s+date\b", re.I),
     ("departure", "depart", "outbound")),
    (re.compile(r"\bwhat\s+(?:are\s+the\s+)?dates?\b|\bwhich\s+dates?\b|\bwhen\s+(?:is|are)\s+the\s+(?:flights?|trip)\b",
                re.I),
     ("departure", "depart", "outbound", "return", "returning", "inbound")),
)
# The labels that make a line a trip's summary: where from and where to.
_FROM_TO = ({"from", "origin"}, {"to", "destination"})


def asked(question: str, index: Index) -> list[Passage]:
    """For a question about the trip searched for (where from, where to, when out or back, which dates), the summary
    line's field(s) that answer, each as the line cited; empty where the page has no such line or not that field."""
    wanted = next((labels for pattern, labels in _ASKED if pattern.search(question)), None)
    if wanted is None:
        return []
    for p in index.passages:
        if p.chrome or p.code or p.row:
            continue
        fields = [(m[1].strip().lower(), m) for m in _FIELD.finditer(p.text)]
        labels = {label for label, _ in fields}
        if len(fields) < 3 or not all(labels & names for names in _FROM_TO):
            continue
        said = [m for label, m in fields if label in wanted]
        return [replace(p, text=" · ".join(f"{m[1].strip()}: {m[2]}" for m in said))] if said else []
    return []
