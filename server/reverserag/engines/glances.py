"""Facts a page shows at a glance, in short lines that hold no word of the question asking for them (qa59, off63).

A job posting's location is a chip under its title ("Remote — United States"), and "Where is the job located?" quoted
the navigation. A review's stars are a picture of no sentence ("[image: 3 stars]"). A form's file field is its label
over its buttons ("Resume/CV*" over "Attach Dropbox"). A match's score, scorers and stats (matches.py) and its league
table (standings.py), a schedule's sessions (schedules.py), a forecast's day (forecasts.py), a release's date and its
bug fixes (versions.py) likewise. Each rule answers with those lines, or with nothing when the page has none; the
first that answers, in the order below, is the answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import forecasts, matches, schedules, standings, versions
from .lines import near, shown

_LOCATED_ASKED = re.compile(
    r"\bwhere\s+is\s+(?:the\s+|this\s+)?(?:job|role|position|post|vacancy|opening)\b"
    r"|\b(?:job|role|position)(?:'s|’s)?\s+location\b|\bcan\s+i\s+work\s+(?:remotely|from\s+home)\b"
    r"|\bis\s+(?:it|this|the\s+(?:job|role|position))\s+(?:remote|hybrid|on[\s-]?site|in[\s-]office)\b"
    r"|\bwhere\s+(?:would|will)\s+i\s+(?:be\s+)?(?:work|based)\b", re.I)
# What a posting's chip says of where the work is: remote, hybrid, on site, or a city and a state ("Denver, CO").
_PLACE_CHIP = re.compile(r"(?i:\b(?:remote|hybrid|on[\s-]?site|in[\s-]office)\b)"
                         r"|\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)*,\s[A-Z]{2}\b")
_CHIP_WORDS = 12
_STARS_ASKED = re.compile(r"\bhow\s+many\s+stars\b|\bstars?\b.*\b(?:give|gave|rate|rated|leave|left)\b"
                          r"|\b(?:rating|rate|rated)\b", re.I)
_STARRED = re.compile(r"\[image: [^\]]*\b\d(?:[.,]\d)?\s*(?:out\s+of\s+\d+\s*)?stars?\b[^\]]*\]", re.I)
_STAR_WORDS = frozenset(terms("stars star rating rate rated give gave leave left review reviewer"))
# A file field as a form shows it: its buttons ("Attach Dropbox", "Upload", "Choose file"), under its label.
_UPLOAD_ASKED = re.compile(r"\b(?:upload|attach)\b", re.I)
_FILE_BUTTONS = re.compile(r"(?:attach|upload|choose\s+(?:a\s+)?files?|browse|select\s+(?:a\s+)?files?)\b", re.I)
# ... under a label that is a required field's ("Resume/CV*") or names a file.
_FILE_LABEL = re.compile(r"\*$|\b(?:resume|résumé|cv|files?|documents?|photos?|attachments?|cover\s+letter"
                         r"|portfolio)\b", re.I)
_FILE_WORDS = re.compile(r"\bfiles?\b|\.(?:pdf|docx?)\b|\b(?:pdf|docx?|png|jpe?g)\b", re.I)
_MOST = 6


def asked(question: str, index: Index) -> list[Passage]:
    """The lines that answer ``question`` by the first of its rules that answers; empty when none applies."""
    rules: tuple[Callable[[str, Index], list[Passage]], ...] = (
        matches.score, matches.scorers, _located, schedules.slot, schedules.room, schedules.of_day, forecasts.of_day,
        forecasts.at_hour, _stars, matches.stat, _upload, standings.asked, versions.released, versions.notes)
    return next((found for rule in rules if (found := rule(question, index))), [])


def _located(question: str, index: Index) -> list[Passage]:
    """Where a job is, as the chips under the posting's title say it ("Remote — United States")."""
    if not _LOCATED_ASKED.search(question) or not index.passages:
        return []
    first = index.passages[0].heading
    top = [p for p in index.passages if p.heading == first and not p.chrome]
    top = [p for n, p in enumerate(top) if p.index == n]  # the title's own lines, before any other section
    return [p for p in top if len(p.text.split()) <= _CHIP_WORDS and _PLACE_CHIP.search(p.text)][:_MOST]


def _stars(question: str, index: Index) -> list[Passage]:
    """The stars a reviewer gave, as a picture under their name ("### Raj P." over "[image: 3 stars]")."""
    if not _STARS_ASKED.search(question):
        return []
    who = set(terms(question)) - _STAR_WORDS
    if not who:
        return []
    return [p for p in shown(index) if _STARRED.search(p.text)
            and (who <= set(terms(p.heading)) or who <= set(terms(p.text)))][:1]


def _upload(question: str, index: Index) -> list[Passage]:
    """What a form asks to have uploaded: the label over a file field's buttons, and what files it takes. A form is
    often in the page's chrome (a posting's "Apply for this job" below its text), so the chrome's is read too."""
    if not _UPLOAD_ASKED.search(question):
        return []
    for p in index.passages:
        if p.code or not _FILE_BUTTONS.match(p.text) or len(p.text.split()) > 5:
            continue
        label = near(index, p, -1) if p.index else None
        label = label if label and len(label.text.split()) <= 6 and _FILE_LABEL.search(label.text) else None
        after = [q for q in index.passages[p.index + 1:p.index + 3]
                 if q.chrome == p.chrome and _FILE_WORDS.search(q.text)]
        if label or after:
            return [q for q in (label, *after[:1]) if q]
    return []
