"""Which version a page documents, for the offline engine: "Which version is this?" on a docs page.

A docs page says its version in a badge by its title ("Version: 3.4.0") or in its navbar's version menu ("v3.4.0"):
a line of no sentence, which the search ranked below a tip that mentions a version ("Since version 3.2 you can also
set every option through environment variables."). The badge answers, else the navbar's line that holds one.
"What is the latest version?" on a releases page is the release badged "Latest" (qa60 #14), with its version; "When
was v3.2.0 released?" its date line, not its notes (qa60 #13).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from .outline import Outline
from .releases import VERSION

# A question for the page's version and nothing more: "Which version is this?", "What version are these docs for?".
_ASKED = re.compile(r"\bversions?\b", re.I)
_ALSO = frozenset(terms("which what version versions this these that is are for of page docs doc documentation "
                        "documented manual guide reference site current here it describe describes cover covers "
                        "about shown showing"))
# A version as a badge or a menu gives it: "Version: 3.4.0", "v3.4.0", "Release 2.1", "3.4.0 (latest)".
_NUMBER = r"v?\d+(?:\.\d+)+(?:[-+.]?\w+)*"
_BADGE = re.compile(rf"(?:(?:version|release|ver\.?)\s*:?\s*)?{_NUMBER}(?:\s*\((?:latest|current|stable)\))?", re.I)
# How near the top of the page a badge is: it sits by the title.
_TOP = 12


def badge(question: str, index: Index, implied: frozenset[str] = frozenset()) -> list[Passage]:
    """For a question that asks which version the page is of and nothing more (its title's words ``implied`` may name
    the product), the page's version badge near its top, else a line of its chrome with a link that gives a version
    (the navbar's "v3.4.0"); empty otherwise."""
    if not _ASKED.search(question) or set(terms(question)) - _ALSO - implied:
        return []
    top = [p for p in index.passages[:_TOP] if not p.chrome and not p.code and _BADGE.fullmatch(p.text.strip())]
    if top:
        return top[:1]
    return [p for p in index.passages if p.chrome and any(_BADGE.fullmatch(said.strip()) for said, _ in p.links)][:1]


# A question for the newest release ("What is the latest version?", "Which release is current?"), and the badge a
# releases page gives it: "Latest" by its title.
_LATEST_ASKED = re.compile(r"\b(?:latest|newest|most\s+recent|current)\s+(?:stable\s+)?(?:version|release)\b"
                           r"|\b(?:version|release)\s+is\s+(?:the\s+)?(?:latest|newest|current)\b", re.I)
_LATEST = re.compile(r"(?:latest|latest\s+release|current)", re.I)
_TITLE = re.compile(rf"(?<![\w.]){_NUMBER}")


def latest(question: str, index: Index) -> list[Passage]:
    """For "What is the latest version?", the release badged "Latest": the line before the badge that names a version
    ("[image: Tag] v3.2.0"), else the badge with the version its heading names ("## v3.2.0" over "Latest"), which on
    the page stand together. Empty where no badge is."""
    if not _LATEST_ASKED.search(question):
        return []
    for p in index.passages:
        if p.chrome or not _LATEST.fullmatch(p.text.strip()):
            continue
        before = [q for q in index.passages[max(0, p.index - 3):p.index] if q.heading == p.heading and not q.chrome]
        named = [q for q in before if _TITLE.search(q.text)]
        if named:
            return [named[-1], p]
        if _TITLE.search(p.heading):
            return [replace(p, text=f"{p.heading} {p.text}")]
    return []


# "When was v3.2.0 released?", and the date a releases page gives a release: a line of its own before its title
# ("2 weeks ago (2027-03-02 14:21 UTC)", "Jan 19"), where GitHub's side column puts it, so under the release above.
_RELEASED_ASKED = re.compile(r"\bwhen\s+(?:was|were|did|is)\b.*\b(?:released?|published|out|shipped|tagged)\b"
                             r"|\brelease\s+date\b", re.I)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE = re.compile(rf"^(?:\d+\s+(?:second|minute|hour|day|week|month|year)s?\s+ago|(?:last|this)\s+(?:week|month|year)"
                   rf"|yesterday|today|{_MONTH}\s+\d{{1,2}}(?:,?\s+\d{{4}})?|\d{{1,2}}\s+{_MONTH}(?:\s+\d{{4}})?"
                   rf"|\d{{4}}-\d\d-\d\d)\b", re.I)
# How far before a release's first line its date may be: its author, its tag, its commit between.
_BEFORE = 5


def released(question: str, index: Index) -> list[Passage]:
    """For "When was v3.2.0 released?" on a releases page, the date line among the release's first lines, else the
    one before its title (its first line in the release, back over its tag, author and commit, to a line that names
    another version); empty where the question names no release or none has such a line."""
    if not _RELEASED_ASKED.search(question) or not isinstance(index, Outline):
        return []
    where = index.release(question)
    first = next((p for p in index.passages if not p.chrome and where(p) == 0), None) if where else None
    if first is None or where is None:
        return []
    title = index.named(first).split(" › ")[0]
    # A release box that holds its side column (GitHub's section, labelled by its title) is read with the date
    # after the title (the walk's sideColumn): one of the release's first lines.
    for p in index.passages[first.index:first.index + _BEFORE]:
        if p.chrome or p.item or where(p) != 0:
            break
        if _DATE.match(p.text.strip()) and len(p.text.split()) <= 8:
            return [replace(p, text=f"{title}: {p.text}")]
    asked = set(VERSION.findall(question))
    for p in reversed(index.passages[max(0, first.index - _BEFORE):first.index]):
        if p.chrome or p.item or any(not any(v.startswith(a) for a in asked) for v in VERSION.findall(p.text)):
            return []
        if _DATE.match(p.text.strip()) and len(p.text.split()) <= 8:
            # Said with the release's title: the line sits in the section of the release above it, and where the
            # widget left it unlabelled, it carries the label of that release's last block, which is no citation of it.
            carried = p.index > 0 and index.passages[p.index - 1].label == p.label
            return [replace(p, text=f"{title}: {p.text}", label=None if carried else p.label)]
    return []


# "What bugs were fixed in 3.2.0?": the part of a release's notes asked for, by its heading ("🐛 Bug fixes"), whole;
# the search quoted one fix and the release's asset files, whose names hold its version.
_PARTS = (
    (re.compile(r"\b(?:bugs?|fix|fixe[sd]|bugfix(?:es)?)\b", re.I), re.compile(r"\b(?:bug|fix)", re.I)),
    (re.compile(r"\b(?:features?|new)\b", re.I), re.compile(r"\b(?:features?|added|what'?s\s+new)\b", re.I)),
    (re.compile(r"\bbreaking\b", re.I), re.compile(r"\bbreaking\b", re.I)),
)


def notes(question: str, index: Index) -> list[Passage]:
    """For a question that names a release and a part of its notes ("bugs", "features", "breaking"), the listed
    items of that part's section in that release; empty where the release has no section headed for it."""
    heading = next((said for asked, said in _PARTS if asked.search(question)), None)
    if heading is None or not isinstance(index, Outline):
        return []
    where = index.release(question)
    if where is None:
        return []
    return [p for p in index.passages if not p.chrome and where(p) == 0 and heading.search(p.heading)
            and p.item and p.label is not None]


def naming(question: str) -> Callable[[Passage], bool] | None:
    """For a question that names a version ("How do I merge two dicts in Python 3.9?"), whether a passage names it:
    "In Python 3.9.0 or greater" and "3.9+" do, "In Python 3.5 or greater" does not (qa62 #5: the Python 2 item, whose
    code holds "merge_two_dicts", was quoted). None for a question that names none."""
    asked = [version.split(".") for version in VERSION.findall(question)]
    if not asked:
        return None
    return lambda p: any(version.split(".")[:len(a)] == a for version in VERSION.findall(p.text) for a in asked)
