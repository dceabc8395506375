"""Which fields a page's form requires: "Which fields are required to apply?".

The page's text says only "* indicates a required field", which the question's words found (qa59 #14); which fields
the form marks required is in the payload's ``forms``, which the forms analyzer sums up in the session's computed
lines ("Forms: 1 form | contact (3 fields; required: First Name*, Email*)"). The engine reads that line, as
products.py reads the structured data's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .phrases import Phrases

_LINE = "Forms: "
_ASKED = re.compile(r"\b(?:which|what)\s+(?:fields|information|details)\s+(?:(?:are|is)\s+(?:required|mandatory|needed"
                    r"|compulsory)|do\s+i\s+(?:need\s+to|have\s+to|must)\s+fill)\b|\b(?:required|mandatory|compulsory)\s+fields\b"
                    r"|\bwhat\s+(?:do|must)\s+i\s+(?:need\s+to\s+)?(?:fill\s+(?:in|out)|provide|enter)\b", re.I)
_REQUIRED = "required: "
# The labels the line lists, and how many more it does not ("First Name*, Email* (+2 more)").
_MORE = re.compile(r" \(\+[\d,]+ more\)$")


def _required(line: str) -> list[str]:
    """The required fields of each form the line describes, as their labels (the label's star left out), up to the
    bracket that closes the form's description; "(+2 more)" as the line says it."""
    found: list[str] = []
    at = line.find(_REQUIRED)
    while at >= 0:
        start = end = at + len(_REQUIRED)
        depth = 0
        while end < len(line) and (line[end] != ")" or depth):
            depth += {"(": 1, ")": -1}.get(line[end], 0)
            end += 1
        listed = line[start:end]
        more = _MORE.search(listed)
        if more:
            listed = listed[:more.start()]
        labels = [label.strip().rstrip("*").strip() for label in listed.split(", ") if label.strip()]
        found.extend(labels[:-1] + [labels[-1] + more.group()] if labels and more else labels)
        at = line.find(_REQUIRED, end)
    return found


def answered(question: str, intelligence: Sequence[str], say: Phrases) -> str | None:
    """The fields the page's forms require, for ``question`` asking which; None when it asks something else or the
    page's forms require none."""
    if not _ASKED.search(question):
        return None
    line = next((line for line in intelligence if line.startswith(_LINE)), "")
    fields = _required(line)
    return say.signed(say("form_required", fields=", ".join(fields))) if fields else None
