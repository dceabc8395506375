"""A question about what a tab the visitor has not selected holds.

The widget reads only the selected tab's panel, and writes the tab list as "Tabs: npm (selected) · Yarn · pnpm".
"How do I install it with pnpm?" was answered with the npm command (qa57 #8): the visitor copying it runs the wrong
tool. A question that names a tab not selected, where nothing else the page shows names it, is told the page shows
that under a tab not selected, to select it and ask again.
"""

from __future__ import annotations

import re

from ..ranking import Index
from ..words import terms
from . import weekdays

_TABS = re.compile(r"^Tabs:\s*(.+)$")
_SELECTED = " (selected)"


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
            words = set(terms(name))
            if name.endswith(_SELECTED) or not words:
                continue
            if words <= asked:
                if not any(words <= set(terms(q.text)) for q in index.passages if not _TABS.match(q.text)):
                    return name
            elif _names(question, name) and not any(_names(q.text, name) for q in index.passages
                                                    if not _TABS.match(q.text)):
                return name
    return None


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
