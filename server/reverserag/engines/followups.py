"""Follow-ups ("Go on", "And then?"): what the page says after what the conversation's last answer quoted.

An answer is found again in the page by the sentences it quoted; the follow-up quotes what comes next,
in page order, nothing quoted already.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..citations import LABEL, labels_in
from ..inline import plain
from ..passages import Passage
from ..ranking import Index
from ..words import word_count
from .phrases import Phrases
from .quoting import quoted, with_what_they_introduce


def going_on(index: Index, said: Sequence[str], say: Phrases, limit: int = 3) -> str | None:
    """For a follow-up: the sentences after the first one the latest answer that quoted the page quoted, in
    page order, none that an answer has quoted already; None when no answer quoted the page (then the
    follow-up is answered as a question of its own)."""
    quotes = [quoted_in(text, index) for text in said]
    last = next((found for found in reversed(quotes) if found), None)
    if last is None:
        return None
    told = {p.index for found in quotes for p in found}
    start = last[0]
    after = [p for p in index.passages[start.index + 1:]
             if p.index not in told and p.told() and (start.chrome or not p.chrome)]
    if not after:
        return say.signed(say("all_said"))
    chosen = [p for p in with_what_they_introduce(after[:limit], index) if p.index not in told]
    return quoted(chosen, goes_on=True, say=say)


def quoted_in(said: str, index: Index) -> list[Passage]:
    """The passages an answer quoted: any sentence of three words or more it holds (the greeting quotes
    inline), and a shorter one that a quote line of it is, with the same label ("> Service status [¶18]")."""
    said = plain(said)  # a quote shows its links; the passages' text has none
    lines: dict[str, frozenset[int]] = {}
    for line in said.splitlines():
        if line.startswith("> "):
            lines[LABEL.sub("", line[2:]).strip()] = labels_in(line)
    return [p for p in index.passages
            if (word_count(p.text) >= 3 and p.text in said) or p.label in lines.get(p.text, ())]
