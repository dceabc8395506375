"""A match's page at a glance, for the offline engine: its score, its scorers, a stat of one side.

A match's score and clock ("2–1" over "67'") hold no "score" and no "minute"; its goals are marked by a picture
("[image: Goal]"), not by "scored". A stat's two figures ("Shots: 14 – 7") say whose they are only on the teams' line
above them ("Arsenal – Chelsea"). A league table's "W" column is standings.py's.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from .lines import near, shown

_SCORE_ASKED = re.compile(r"\b(?:the\s+)?score(?:line)?\s*\??$|\bwhat(?:'s|’s|\s+is)\s+the\s+score\b"
                          r"|\bwho(?:'s|’s|\s+is)\s+winning\b", re.I)
_MINUTE_ASKED = re.compile(r"\b(?:what|which)\s+minute\b|\bmatch\s+clock\b|\bhow\s+long\s+(?:is|are)\s+left\b"
                           r"|\bhow\s+(?:long|many\s+minutes)\s+ha(?:s|ve)\s+(?:it|they|the\s+(?:match|game))\b", re.I)
# A score on a line of its own ("2–1", "2 - 1") and a match's clock ("67'", "90+3'").
_SCORE = re.compile(r"\d{1,3}\s?[–—-]\s?\d{1,3}")
_CLOCK = re.compile(r"\d{1,3}(?:\s?\+\s?\d{1,2})?\s?['’′]")
# The walk's scoreboard as one line: "ARS (Arsenal) 2–1 67' CHE (Chelsea)".
_BOARD = re.compile(rf"\D{{2,40}}?\s(?P<score>{_SCORE.pattern})(?:\s(?P<clock>{_CLOCK.pattern}))?\s\D{{2,40}}")
_SCORERS_ASKED = re.compile(r"\bwho\s+(?:scored|netted|got\s+the\s+goals?)\b|\b(?:goal\s*)?scorers?\b"
                            r"|\bwhat\s+(?:were|are)\s+the\s+goals\b", re.I)
# A goal as a match's timeline marks it: its picture ("[image: Goal]", "[image: Penalty goal]") or its lead ("Goal!").
_PICTURED_GOAL = re.compile(r"\[image: [^\]]*\bgoal\b[^\]]*\]", re.I)
_LED_GOAL = re.compile(r"goal[!.]", re.I)
_SCORING = frozenset(terms("who scored score scorer scorers goal goals netted got"))
# The teams' line over a stat ("Arsenal – Chelsea"), and a stat's line ("Shots: 14 – 7").
_SIDES = re.compile(r"([^\d:·]+?)\s+[–—-]\s+([^\d:·]+)")
_STAT = re.compile(r"([^:]+):\s*(\S+)\s+[–—-]\s+(\S+)")
_MOST = 6


def _named(p: Passage | None) -> bool:
    """A team's name beside its score: a short line of words and no figure ("ARS (Arsenal)")."""
    return p is not None and len(p.text.split()) <= 5 and not any(c.isdigit() for c in p.text)


def score(question: str, index: Index) -> list[Passage]:
    """The score, with the teams on either side and the clock under it: "What is the score?", "What minute is it?"."""
    minute = _MINUTE_ASKED.search(question) is not None
    if not (minute or _SCORE_ASKED.search(question)):
        return []
    for p in shown(index):
        board = _BOARD.fullmatch(p.text.strip())
        if board and (board["clock"] or not minute):
            return [p]
        if not _SCORE.fullmatch(p.text.strip()):
            continue
        clock = near(index, p, 1)
        clock = clock if clock and _CLOCK.fullmatch(clock.text.strip()) else None
        if minute and not clock:
            continue
        before, after = near(index, p, -1), near(index, clock or p, 1)
        return [q for q in (before if _named(before) else None, p, clock, after if _named(after) else None) if q]
    return []


def scorers(question: str, index: Index) -> list[Passage]:
    """The goals a match's timeline marks, for whoever scored ("Who scored for Arsenal?": Arsenal's)."""
    if not _SCORERS_ASKED.search(question):
        return []
    visible = shown(index)
    goals = [p for p in visible if _PICTURED_GOAL.search(p.text)]
    if not goals:  # a live text's "Goal!", with the rest of its entry ("Arsenal 2, Chelsea 1. Kai Havertz …")
        goals = [q for p in visible if _LED_GOAL.match(p.text) and p.block for q in visible if q.block == p.block]
    whose = set(terms(question)) - _SCORING
    theirs = [p for p in goals if whose <= set(terms(p.text))] if whose else []
    return (theirs or goals)[:_MOST]


def stat(question: str, index: Index) -> list[Passage]:
    """A stat asked of one side ("How many shots did Chelsea have?"): its line, after the teams' line that says
    which figure is whose."""
    asked = set(terms(question))
    for sides in shown(index):
        teams = _SIDES.fullmatch(sides.text.strip())
        if not teams or not asked & set(terms(sides.text)):
            continue
        stats = [p for p in index.passages[sides.index + 1:] if p.heading == sides.heading and not p.chrome]
        best = None
        for p in stats:
            stat = _STAT.fullmatch(p.text.strip())
            label = set(terms(stat.group(1))) if stat else set()
            if label and label <= asked and (best is None or len(label) > best[0]):
                best = (len(label), p)
        if best:
            return [sides, best[1]]
    return []
