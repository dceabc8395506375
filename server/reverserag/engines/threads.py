"""A thread's parts by the part they play: its opening post, which asks ("What is the problem?"), and the post a
badge says solved it ("Solution", which says nothing alone). For a thread whose posts' headers are headings ("##
mkowalski Feb 3"), which apps.py does not read as posts."""

from __future__ import annotations

import re
from itertools import takewhile

from ..passages import CONDENSED, Passage
from ..ranking import Index
from ..words import word_count
from .apps import posts

# When a post was written, as a header gives it: "Feb 3", "3 Feb", "2025-02-03", "3 days ago".
_DATED = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b"
                    r"|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{4}-\d\d-\d\d\b"
                    r"|\bago\b|\byesterday\b", re.I)
# A post's badge that it solved the thread: Discourse's "Solution", "Accepted answer", "Best answer", "Solved".
_BADGE = re.compile(r"^\W*(?:accepted\s+(?:answer|solution)|best\s+answer|solution|solved|resolved|answer\s+accepted"
                    r"|lösung|gelöst|solución|resuelto|solução|resolvido|soluzione|risolto|oplossing|opgelost|résolu"
                    r"|meilleure\s+réponse|réponse\s+acceptée|解决方案|已解决|解決済み|ベストアンサー)\W*$", re.I)


def opening_post(index: Index) -> list[Passage]:
    """The first post of a thread whose posts' headers are headings ("## mkowalski Feb 3"): short, dated, opening
    with a member's name, two members at least. Empty when the page is no such thread."""
    headers = list(dict.fromkeys(p.heading for p in index.passages if p.heading and not p.chrome
                                 and word_count(p.heading) <= 8 and _DATED.search(p.heading)
                                 and not any(c.isdigit() for c in p.heading.split()[0])))  # not a release's "3.2.0"
    if len({header.split()[0].casefold() for header in headers}) < 2:
        return []
    return [p for p in index.passages if p.heading == headers[0] and not _aside(p)]


def marked(p: Passage, index: Index, most: int = 8) -> list[Passage]:
    """For a badge that a post solved the thread ("Solution" at its end, "Accepted answer" at its start), what the
    post says: the sentences of its section before it, or after it. Empty for anything else."""
    if p.item or p.row or p.code or word_count(p.text) > 3 or not _BADGE.match(p.text) or posts(index):
        return []  # a thread apps.py reads as posts brings a badge's post itself (apps.posted)

    def _said(run: list[Passage]) -> list[Passage]:  # the section's passages on one side of the badge, nearest first
        return [q for q in takewhile(lambda q: q.heading == p.heading, run) if not _aside(q)]

    before, after = _said(index.passages[p.index - 1::-1] if p.index else []), _said(index.passages[p.index + 1:])
    if before and not after:
        return before[:most][::-1]
    return after[:most] if after and not before else []


def _aside(p: Passage) -> bool:
    """A line of the page's chrome, or a post's action bar ("Navigation: 2♡ Reply")."""
    return p.chrome or p.furniture or p.text.startswith(CONDENSED)
