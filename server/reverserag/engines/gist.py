"""The page's gist: how it opens (its first sentences of prose, not its byline, a caption or a hatnote) and what stands
out in it beyond them."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..passages import Passage
from ..ranking import Index
from ..words import is_title, word_count
from . import controls, disclaimers, events, openings
from .outline import Outline
from .quoting import ANAPHOR, runs_on
from .substance import aside
from .topics import word_totals

# A picture the widget names by its alt text: "[image: Rated 3 out of 5]".
_PICTURE = re.compile(r"\[image: [^\]]*\]")
# How many words the opening runs on to within its paragraph.
_LEAD_WORDS = 25


def lead(index: Index, limit: int = 2, title: str = "") -> list[Passage]:
    """The page's first sentences of prose: no byline, photo caption, hatnote or sponsor's line, and not
    the headline the title repeats, and sentences before short lines that are not (a subtitle)."""
    # A short sentence opens the page when its paragraph is long: "I don't use Facebook. I'm a geek. …"
    runs = word_totals((p for p in index.passages if p.block), lambda p: p.block)  # the words each paragraph holds
    # A picture's alt text is no sentence of the page's: a listing's cards opened with "[image: Rated 3 out of 5] (5)".
    told = [p for p in index.passages if p.told() and (word_count(p.text) >= 6 or runs.get(p.block, 0) >= 20)
            and not aside(p) and p.text not in title
            and (not _PICTURE.search(p.text) or word_count(_PICTURE.sub("", p.text)) >= 3)]
    said = _distinct(p for p in told if not _headline(p))  # a caption may repeat the story's sentence
    prose = [p for p in said if not p.item]  # list items before the first paragraph: cards, a share menu
    # A page that is all lists, tables or links (a price list, an index page) opens with what it has.
    found = (prose or said or told) or [p for p in index.passages if not (p.chrome or p.code or p.caption)
                                        and word_count(p.text) >= 3 and p.text not in title]
    # ``limit`` sentences, and up to two more of the same paragraph while they are short ("I don't use
    # Facebook. I'm a geek.").
    lead = found[:limit]
    for p in found[limit:limit + 2]:
        if sum(word_count(q.text) for q in lead) >= _LEAD_WORDS or not runs_on(lead[-1], p):
            break
        lead.append(p)
    lead = _answered(lead, index)
    lead = events.opening(index, lead)  # a ticket page's date and venue, before a panel's sentence far below
    return openings.opening(index, lead)  # a tracking page's status, a campaign's total



_ANSWER_WORDS = 20


def _answered(lead: list[Passage], index: Index) -> list[Passage]:
    """``lead``, with the sentence after its last when that asks a question its paragraph goes on to answer, however
    short, and not long (an opening is a few sentences): "Available balance includes your arranged overdraft?" quoted
    without "No — it does not." misled (qa66 #15)."""
    after = index.passages[lead[-1].index + 1:lead[-1].index + 2] if lead else []
    if (after and lead[-1].text.rstrip().endswith("?") and runs_on(lead[-1], after[0])
            and word_count(after[0].text) <= _ANSWER_WORDS):
        return [*lead, after[0]]
    return lead


def _distinct(passages: Iterable[Passage]) -> list[Passage]:
    """The passages in order, each text once."""
    kept: dict[str, Passage] = {}
    for p in passages:
        kept.setdefault(p.text, p)
    return list(kept.values())


def standouts(index: Index, said: list[Passage], limit: int) -> list[Passage]:
    """What stands out, beyond the passages ``said``: no hatnote, no sentence that introduces a block
    ("Install it with:" says little without it) or points back at one before it ("They might not be for
    every fan" says little alone), never the same sentence twice."""
    chosen = _distinct(p for p in index.central(8) if p not in said and not p.text.endswith(":") and not aside(p)
                       and not ANAPHOR.match(p.text) and not disclaimers.disclaims(p)
                       and not _conditional(p, index))[:limit]
    # A result card's facts, without its buttons' words ("Select", "Flight details").
    return [controls.without(p, index.markdown) for p in chosen] if isinstance(index, Outline) else chosen


# What a list of conditions follows: "Call 999 if:", "Ask for an urgent GP appointment … if:", "Do not … when:".
_CONDITIONS = re.compile(r"\b(?:if|when|unless)\b[^.!?]{0,40}:$", re.I)


def _conditional(p: Passage, index: Index) -> bool:
    """An item of a list of conditions, which alone reads as a statement (qa63 #14: a greeting said "your child has a
    rash that does not fade when you press a glass against it", the item of "Call 999 if:")."""
    if not p.item:
        return False
    before = next((b for b in reversed(index.passages[:p.index]) if not b.item or b.heading != p.heading), None)
    lead = before.text if before is not None and before.heading == p.heading else p.heading
    return _CONDITIONS.search(lead.rstrip()) is not None or _CONDITIONS.search(p.heading + ":") is not None


def _headline(passage: Passage) -> bool:
    """A short line that does not end like a sentence, outside a list: a subtitle, a gallery's title,
    a breadcrumb before the headline."""
    return not passage.item and is_title(passage.text)

