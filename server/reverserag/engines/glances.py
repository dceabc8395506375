"""Facts a page shows at a glance, in short lines that hold no word of the question asking for them (qa59, off63).

A match's score and clock ("2–1" over "67'") hold no "score" and no "minute"; its goals are marked by a picture
("[image: Goal]"), not by "scored". A job posting's location is a chip under its title ("Remote — United States"),
and "Where is the job located?" quoted the navigation. A schedule gives each session its time and room on a line
under its heading ("09:00 · Auditorium, Room B"), which holds no "when" or "keynote". A review's stars are a picture
of no sentence ("[image: 3 stars]"); a stat's two figures ("Shots: 14 – 7") say whose they are only on the teams'
line above them ("Arsenal – Chelsea"). A forecast's day is its table's row ("Fri 12 — …") or a heading ("### Tue 16")
over its picture and figures ("[image: Light shower (day)] 12° 5°"), which "What is the weather on Tuesday?" holds no
word of: the table's rows of other days were quoted, or nothing. A league table's "W" column, a release's date and its
bug fixes (standings.py, versions.py) likewise. Each rule answers with those lines, or with nothing when the page has
none.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import standings, versions, weekdays
from .outline import Outline

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
_LOCATED_ASKED = re.compile(
    r"\bwhere\s+is\s+(?:the\s+|this\s+)?(?:job|role|position|post|vacancy|opening)\b"
    r"|\b(?:job|role|position)(?:'s|’s)?\s+location\b|\bcan\s+i\s+work\s+(?:remotely|from\s+home)\b"
    r"|\bis\s+(?:it|this|the\s+(?:job|role|position))\s+(?:remote|hybrid|on[\s-]?site|in[\s-]office)\b"
    r"|\bwhere\s+(?:would|will)\s+i\s+(?:be\s+)?(?:work|based)\b", re.I)
# What a posting's chip says of where the work is: remote, hybrid, on site, or a city and a state ("Denver, CO").
_PLACE_CHIP = re.compile(r"(?i:\b(?:remote|hybrid|on[\s-]?site|in[\s-]office)\b)"
                         r"|\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)*,\s[A-Z]{2}\b")
_CHIP_WORDS = 12
_SLOT_ASKED = re.compile(r"^\s*(?:when\b|(?:at\s+)?what\s+time\b|which\s+(?:room|hall|stage|track|day)\b"
                         r"|in\s+which\s+room\b|where\s+(?:is|are)\b)", re.I)
# A session's time, and where it is, at the start of a line ("09:00 · Auditorium, Room B", "13:30–14:00 · Room C").
_SLOT = re.compile(r"\d{1,2}[:.h]\d{2}(?:\s?[–-]\s?\d{1,2}[:.h]\d{2})?\s*·")
_SLOT_WORDS = frozenset(terms("time room hall stage track day start starts begin begins end ends finish held happen "
                              "take place location session scheduled schedule"))
_ROOM_ASKED = re.compile(r"\b(?:what|which)\s+(?:talks?|sessions?|events?|workshops?)\b|\bwhat(?:'s|’s|\s+is)\s+on\b",
                         re.I)
_TIME = re.compile(r"(\d{1,2})[:.h](\d{2})")
# "after lunch", "before the keynote": the slot the question's words name, as a bound on the time.
_BOUND = re.compile(r"\b(after|before)\s+(.+?)\s*\??$", re.I)
_STARS_ASKED = re.compile(r"\bhow\s+many\s+stars\b|\bstars?\b.*\b(?:give|gave|rate|rated|leave|left)\b"
                          r"|\b(?:rating|rate|rated)\b", re.I)
_STARRED = re.compile(r"\[image: [^\]]*\b\d(?:[.,]\d)?\s*(?:out\s+of\s+\d+\s*)?stars?\b[^\]]*\]", re.I)
_STAR_WORDS = frozenset(terms("stars star rating rate rated give gave leave left review reviewer"))
# The teams' line over a stat ("Arsenal – Chelsea"), and a stat's line ("Shots: 14 – 7").
_SIDES = re.compile(r"([^\d:·]+?)\s+[–—-]\s+([^\d:·]+)")
_STAT = re.compile(r"([^:]+):\s*(\S+)\s+[–—-]\s+(\S+)")
# A file field as a form shows it: its buttons ("Attach Dropbox", "Upload", "Choose file"), under its label.
_UPLOAD_ASKED = re.compile(r"\b(?:upload|attach)\b", re.I)
_FILE_BUTTONS = re.compile(r"(?:attach|upload|choose\s+(?:a\s+)?files?|browse|select\s+(?:a\s+)?files?)\b", re.I)
# ... under a label that is a required field's ("Resume/CV*") or names a file.
_FILE_LABEL = re.compile(r"\*$|\b(?:resume|résumé|cv|files?|documents?|photos?|attachments?|cover\s+letter"
                         r"|portfolio)\b", re.I)
_FILE_WORDS = re.compile(r"\bfiles?\b|\.(?:pdf|docx?)\b|\b(?:pdf|docx?|png|jpe?g)\b", re.I)
_MOST = 6
# A day's sessions: a conference day holds a dozen.
_DAY_MOST = 12
_TABS = re.compile(r"^Tabs:\s*(.+)$")
# The weather asked of a day ("What is the weather on Tuesday?", "What is the low on Wednesday?").
_WEATHER_ASKED = re.compile(r"\b(?:weather|forecast|temperatures?|high|low|rain\w*|showers?|sun|sunny|cloud\w*|wind\w*"
                            r"|snow\w*|cold|warm|hot|wet|dry)\b", re.I)


def asked(question: str, index: Index) -> list[Passage]:
    """The lines that answer ``question`` by one of the rules above; empty when none applies."""
    rules: tuple[Callable[[str, Index], list[Passage]], ...] = (_score, _scorers, _located, _slot, _room, _day,
                                                                   _forecast, _stars, _stat, _upload, standings.asked,
                                                                   versions.released, versions.notes)
    return next((found for rule in rules if (found := rule(question, index))), [])


def _shown(index: Index) -> list[Passage]:
    return [p for p in index.passages if not (p.chrome or p.furniture or p.code or p.row)]


def _near(index: Index, p: Passage, step: int) -> Passage | None:
    at = p.index + step
    q = index.passages[at] if 0 <= at < len(index.passages) else None
    return q if q and q.heading == p.heading and q.chrome == p.chrome else None


def _named(p: Passage | None) -> bool:
    """A team's name beside its score: a short line of words and no figure ("ARS (Arsenal)")."""
    return p is not None and len(p.text.split()) <= 5 and not any(c.isdigit() for c in p.text)


def _score(question: str, index: Index) -> list[Passage]:
    """The score, with the teams on either side and the clock under it: "What is the score?", "What minute is it?"."""
    minute = _MINUTE_ASKED.search(question) is not None
    if not (minute or _SCORE_ASKED.search(question)):
        return []
    for p in _shown(index):
        board = _BOARD.fullmatch(p.text.strip())
        if board and (board["clock"] or not minute):
            return [p]
        if not _SCORE.fullmatch(p.text.strip()):
            continue
        clock = _near(index, p, 1)
        clock = clock if clock and _CLOCK.fullmatch(clock.text.strip()) else None
        if minute and not clock:
            continue
        before, after = _near(index, p, -1), _near(index, clock or p, 1)
        return [q for q in (before if _named(before) else None, p, clock, after if _named(after) else None) if q]
    return []


def _scorers(question: str, index: Index) -> list[Passage]:
    """The goals a match's timeline marks, for whoever scored ("Who scored for Arsenal?": Arsenal's)."""
    if not _SCORERS_ASKED.search(question):
        return []
    shown = _shown(index)
    goals = [p for p in shown if _PICTURED_GOAL.search(p.text)]
    if not goals:  # a live text's "Goal!", with the rest of its entry ("Arsenal 2, Chelsea 1. Kai Havertz …")
        goals = [q for p in shown if _LED_GOAL.match(p.text) and p.block for q in shown if q.block == p.block]
    whose = set(terms(question)) - _SCORING
    theirs = [p for p in goals if whose <= set(terms(p.text))] if whose else []
    return (theirs or goals)[:_MOST]


def _located(question: str, index: Index) -> list[Passage]:
    """Where a job is, as the chips under the posting's title say it ("Remote — United States")."""
    if not _LOCATED_ASKED.search(question) or not index.passages:
        return []
    first = index.passages[0].heading
    top = [p for p in index.passages if p.heading == first and not p.chrome]
    top = [p for n, p in enumerate(top) if p.index == n]  # the title's own lines, before any other section
    return [p for p in top if len(p.text.split()) <= _CHIP_WORDS and _PLACE_CHIP.search(p.text)][:_MOST]


def _slot(question: str, index: Index) -> list[Passage]:
    """When and where a session is, as the time line under its heading (or the line that names it) says."""
    if not _SLOT_ASKED.search(question):
        return []
    slots = [p for p in _shown(index) if _SLOT.match(p.text)]
    wanted = set(terms(question)) - _SLOT_WORDS
    if len(slots) < 2 or not wanted:
        return []
    found: list[Passage] = []
    for p in slots:
        under = wanted <= set(terms(p.heading)) and not any(q.heading == p.heading for q in found)
        if under or wanted <= set(terms(p.text)):
            found.append(p)
    return found[:3]


def _minutes(p: Passage) -> int:
    time = _TIME.match(p.text)
    return int(time.group(1)) * 60 + int(time.group(2)) if time else 0


def _room(question: str, index: Index) -> list[Passage]:
    """The sessions in the room a question names ("What talks are in Room B after lunch?"), as the time lines that
    list it, after (or before) the slot its last words name."""
    if not _ROOM_ASKED.search(question):
        return []
    slots = [p for p in _shown(index) if _SLOT.match(p.text)]
    rooms = {room.strip() for p in slots for room in p.text.split("·", 1)[1].split(":")[0].split(",")}
    named = [room for room in rooms if room and re.search(rf"(?<!\w){re.escape(room)}(?!\w)", question, re.I)]
    if len(slots) < 2 or not named:
        return []
    room = max(named, key=len)
    there = [p for p in slots if room in (r.strip() for r in p.text.split("·", 1)[1].split(":")[0].split(","))]
    bound = _BOUND.search(question)
    if bound:
        words = set(terms(bound.group(2)))
        edge = next((p for p in slots if words and (words <= set(terms(p.text)) or words <= set(terms(p.heading)))),
                    None)
        if edge:
            after = bound.group(1).lower() == "after"
            there = [p for p in there if (_minutes(p) > _minutes(edge)) == after and _minutes(p) != _minutes(edge)]
    return there[:_MOST]


def _day(question: str, index: Index) -> list[Passage]:
    """What is on the day a question names in full ("What is on Thursday?"), where the selected tab or a heading
    names it short ("Thu 11 Mar"): the tab line and the time lines after it, or the lines under the heading."""
    days = weekdays.named(question)
    if not _ROOM_ASKED.search(question) or len(days) != 1:
        return []
    day = days.pop()
    for p in index.passages:
        tabs = _TABS.match(p.text)
        chosen = next((name for name in tabs[1].split(" · ") if name.endswith(" (selected)")), "") if tabs else ""
        if day in (weekdays.covered(chosen) or ()):
            slots = [q for q in _shown(index)[p.index:] if q.index > p.index and _SLOT.match(q.text)]
            return [p, *slots[:_DAY_MOST]] if slots else []
    if any(day in (weekdays.covered(p.text) or ()) for p in _shown(index)):
        return []  # a line opens with the day (opening hours): ranked with the rest
    chains = index.chains if isinstance(index, Outline) else [(p.heading,) for p in index.passages]
    under = [p for p in _shown(index) if any(day in (weekdays.covered(h) or ()) for h in chains[p.index])]
    return ([p for p in under if _SLOT.match(p.text)] or under)[:_DAY_MOST]


def _forecast(question: str, index: Index) -> list[Passage]:
    """The weather on the day a question names: the table's row that opens with it ("Fri 12 — …"), else the lines
    under the heading that names it short ("### Tue 16")."""
    days = weekdays.named(question)
    if not _WEATHER_ASKED.search(question) or len(days) != 1:
        return []
    day = days.pop()
    rows = [p for p in index.passages if p.row and not p.chrome and day in (weekdays.covered(p.text) or ())]
    if rows:
        return rows[:1]
    chains = index.chains if isinstance(index, Outline) else [(p.heading,) for p in index.passages]
    return [p for p in _shown(index) if p.heading and day in (weekdays.covered(p.heading) or ())
            and chains[p.index][-1:] == (p.heading,)][:_MOST]


def _stars(question: str, index: Index) -> list[Passage]:
    """The stars a reviewer gave, as a picture under their name ("### Raj P." over "[image: 3 stars]")."""
    if not _STARS_ASKED.search(question):
        return []
    who = set(terms(question)) - _STAR_WORDS
    if not who:
        return []
    return [p for p in _shown(index) if _STARRED.search(p.text)
            and (who <= set(terms(p.heading)) or who <= set(terms(p.text)))][:1]


def _stat(question: str, index: Index) -> list[Passage]:
    """A stat asked of one side ("How many shots did Chelsea have?"): its line, after the teams' line that says
    which figure is whose."""
    asked = set(terms(question))
    for sides in _shown(index):
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


def _upload(question: str, index: Index) -> list[Passage]:
    """What a form asks to have uploaded: the label over a file field's buttons, and what files it takes. A form is
    often in the page's chrome (a posting's "Apply for this job" below its text), so the chrome's is read too."""
    if not _UPLOAD_ASKED.search(question):
        return []
    for p in index.passages:
        if p.code or not _FILE_BUTTONS.match(p.text) or len(p.text.split()) > 5:
            continue
        label = _near(index, p, -1) if p.index else None
        label = label if label and len(label.text.split()) <= 6 and _FILE_LABEL.search(label.text) else None
        after = [q for q in index.passages[p.index + 1:p.index + 3]
                 if q.chrome == p.chrome and _FILE_WORDS.search(q.text)]
        if label or after:
            return [q for q in (label, *after[:1]) if q]
    return []
