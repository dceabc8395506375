"""A question about what a tab the visitor has not selected holds.

The widget reads only the selected tab's panel, and writes the tab list as "Tabs: npm (selected) · Yarn · pnpm".
"How do I install it with pnpm?" was answered with the npm command (qa57 #8): the visitor copying it runs the wrong
tool. A question that names a tab not selected, where nothing else the page shows names it, is told the page shows
that under a tab not selected, to select it and ask again. One that names the selected tab ("What A levels do I
need?" over "Tabs: A levels (selected) · IB · BTEC") is answered by its panel ("**AAB** including Maths."), not by the
tab list, which holds the words asked and says nothing (qa64 #4).
"""

from __future__ import annotations

import re
from itertools import takewhile

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import weekdays

_TABS = re.compile(r"^Tabs:\s*(.+)$")
_SELECTED = " (selected)"
_MOST = 4  # the lines of a panel quoted


def unselected(question: str, index: Index) -> str | None:
    """The name of a tab not selected that ``question`` names and no other line of the page does; else None."""
    asked = set(terms(question))
    for p in index.passages:
        tabs = _TABS.match(p.text)
        if not tabs:
            continue
        names = [name.strip() for name in tabs[1].split(" · ")]
        if any(asked & set(terms(name.removesuffix(_SELECTED))) for name in names if name.endswith(_SELECTED)):
            continue  # the question names the selected tab too: its panel is read
        for name in names:
            words = set(terms(_uncounted(name)))
            if name.endswith(_SELECTED) or not words:
                continue
            if words <= asked:
                if not any(words <= set(terms(shown)) for shown in _shown(index)):
                    return name
            elif _names(question, _uncounted(name)) and not any(_names(shown, _uncounted(name))
                                                                for shown in _shown(index)):
                return name
    return None


def _uncounted(name: str) -> str:
    """A tab's name without the count its badge shows: "Pending" of "Pending 3" or "Comments (12)" (a bank's pending
    payments: qa66 #9)."""
    return _BADGE.sub("", name) or name


_BADGE = re.compile(r"\s+\(?\d[\d,]*\)?$")


def _shown(index: Index) -> list[str]:
    """What the page shows besides its tab lists: its lines and the headings of its sections. A listing's "EPC" tab
    not selected is no reason to refuse "What is the EPC rating?" where a section the visitor sees further down is
    headed "Energy performance certificate (EPC)" (qa66 #2): its lines are ranked as any others."""
    lines = [p.text for p in index.passages if not _TABS.match(p.text)]
    return lines + list(dict.fromkeys(p.heading for p in index.passages if p.heading))


def panel(question: str, hits: list[tuple[float, Passage]], index: Index) -> list[Passage]:
    """Where the best of ``hits`` is a tab list whose selected tab ``question`` names, the lines after it under its
    heading (the selected tab's panel); else none."""
    best = hits[0][1] if hits else None
    tabs = _TABS.match(best.text) if best and not best.furniture else None
    chosen = next((name for name in tabs[1].split(" · ") if name.endswith(_SELECTED)), "") if tabs else ""
    words = set(terms(chosen.removesuffix(_SELECTED)))
    if not best or not words or not (words <= set(terms(question)) or _names(question, chosen.removesuffix(_SELECTED))):
        return []
    after = index.passages[best.index + 1:]
    shown = list(takewhile(lambda p: p.heading == best.heading and not p.chrome and not _TABS.match(p.text), after))
    return [p for p in shown if not p.furniture][:_MOST]


def _keys(text: str) -> set[str]:
    """The words of ``text`` run together and without a plural's "s": "Line-ups" and "line-up" are "lineup"."""
    return {re.sub(r"[^a-z0-9]", "", word).removesuffix("s") for word in _WORD.findall(text.lower())}


# "Who is in the line-up?" names the "Line-ups" tab (stemmed, "line-up" is "lin" and a stopword); "What is on
# Friday?" names the "Fri 12 Mar" tab (qa59 #8).
_WORD = re.compile(r"[^\W_]+(?:[-‐‑][^\W_]+)*")


def _names(text: str, tab: str) -> bool:
    """Whether ``text`` names the tab ``tab`` by its one word, or by a day of the week it opens with."""
    key = _keys(tab)
    if len(key) == 1 and key <= _keys(text):
        return True
    days = weekdays.covered(tab)
    return bool(days and days & weekdays.named(text))
