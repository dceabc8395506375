"""What an answer takes from the section a passage is in, by where passages sit rather than how they score.

A list's items under a heading that names what is asked, a how-to's steps, the code example after the prose
chosen, the note under an admonition's title line, a live blog's newest entry under its time, and the passage a
visitor selected with the one after it.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import outline
from .controls import adds
from .substance import substantive

# An admonition's title line, as the widget writes it: its kind alone ("Tip", "WARNING") or with its own title
# ("Caution: Do not share a schema", "Warning: Changed in 2.0").
_ADMONITION = re.compile(r"(?:note|tip|info|important|warning|caution|danger|attention)(?::\s.+)?", re.I)


def admonished(chosen: list[Passage], index: Index) -> list[Passage]:
    """``chosen`` with the passage after an admonition's title line among them, in its section: the title says
    what kind of note it is, not what it says ("Are there any warnings?" quoted "Caution: Do not share a schema"
    alone, without "Two applications must not use the same tessera schema; …")."""
    brought = []
    for p in chosen:
        after = index.passages[p.index + 1:p.index + 2]
        if (_ADMONITION.fullmatch(p.text) and after and after[0].heading == p.heading and after[0].told()
                and not after[0].chrome and after[0] not in chosen):
            brought.append(after[0])
    return sorted([*chosen, *brought], key=lambda p: p.index) if brought else chosen


# A question that asks for code: "Is there a Python example?", "Show me a code sample", "Any snippet?".
_EXAMPLE = re.compile(r"\b(?:examples?|samples?|snippets?|code)\b", re.I)


def exemplified(question: str, chosen: list[Passage], index: Index, within: int = 4) -> list[Passage]:
    """``chosen`` and, for a question that asks for an example when none of it is code, the code block that
    follows the last passage chosen in the best one's section, within ``within`` passages ("Is there a Python
    example?" quoted "The Python package is installed with pip …" and not the Python block right below it,
    which holds no word of the question)."""
    if not chosen or not _EXAMPLE.search(question) or any(p.code for p in chosen):
        return chosen
    best = max((p for p in chosen if p.heading == chosen[0].heading), key=lambda p: p.index)
    for p in index.passages[best.index + 1:best.index + 1 + within]:
        if p.heading != best.heading or p.chrome:
            break
        if p.code:
            return [*chosen, p]
    return chosen


# What asks for a live blog's newest entry and nothing more: "What's the latest update?", "Any news?" is not.
_LATEST = frozenset(terms("latest newest recent last"))
# ... or its earliest: "What happened first?", the entry at the bottom of a newest-first feed.
_EARLIEST = frozenset(terms("first earliest oldest"))
_LATEST_ALSO = frozenset(terms("update updates news entry entries post posts happened happening"))
# An entry's time, on a line of its own above it: "7:05 a.m.", "14:20", "9.30pm GMT".
_CLOCK = re.compile(r"(?P<hour>\d{1,2})[:.](?P<minute>\d\d)\s*(?:(?P<half>[ap])\.?\s?m\.?)?(?:\s+[A-Z]{2,4})?", re.I)
# ... or how long ago it was, as a live blog writes it: "23 min ago", "1 hr 13 min ago", "2 hours ago", "Just now".
_AGO = re.compile(r"(?:(?P<hours>\d{1,2})\s*(?:h|hrs?|hours?)\s*)?"
                  r"(?:(?P<minutes>\d{1,2})\s*(?:m|mins?|minutes?)\s*)?ago|(?P<now>just\s+now)", re.I)


def _stamp(p: Passage) -> int | None:
    """The minute of the day an entry's time line gives, or minus how many minutes ago it says; None for a line
    that is no time."""
    text = p.text.strip()
    clock = _CLOCK.fullmatch(text)
    if clock:
        hour = int(clock["hour"]) % 12 + (12 if (clock["half"] or "").lower() == "p" else 0)
        return (hour if clock["half"] else int(clock["hour"])) * 60 + int(clock["minute"])
    ago = _AGO.fullmatch(text)
    if ago and (ago["now"] or ago["hours"] or ago["minutes"]):
        return -(int(ago["hours"] or 0) * 60 + int(ago["minutes"] or 0))
    return None


def latest(sought: str, index: Index, most: int = 3) -> list[Passage]:
    """For a question that asks for the latest update and nothing more, a live blog's newest entry: the passages
    under the page's (not its chrome's) latest time, each time on a line of its own ("7:05 a.m." over "The
    regional government has opened 12 shelters …", or "23 min ago"), with the time. The first entry when the times
    run newest first, the last when they run oldest first, else the latest time's; for one that asks what came
    first, the earliest entry the same way. Empty when the page gives fewer than two such times."""
    asked = set(terms(sought))
    first = bool(asked & _EARLIEST) and not asked & _LATEST
    if not asked & (_LATEST | _EARLIEST) or asked - _LATEST - _EARLIEST - _LATEST_ALSO:
        return []
    stamps = [(t, p) for p in index.passages if not p.chrome and (t := _stamp(p)) is not None]
    if any(t < 0 for t, _ in stamps) and any(t > 0 for t, _ in stamps):
        stamps = [(t, p) for t, p in stamps if t > 0]  # clock times where the page gives both: they are the entries'
    if len(stamps) < 2:
        return []
    times = [t for t, _ in stamps]
    if times == sorted(times, reverse=True):
        stamp = stamps[-1 if first else 0][1]
    elif times == sorted(times):
        stamp = stamps[0 if first else -1][1]
    else:
        stamp = (min if first else max)(stamps, key=lambda s: s[0])[1]
    entry: list[Passage] = []
    for p in index.passages[stamp.index + 1:]:
        if (p.chrome or p.heading != stamp.heading or p.headline != stamp.headline or _stamp(p) is not None
                or len(entry) == most):
            break
        entry.append(p)
    # An entry that is a card (a list item under its own headline, the time under it) is named by its headline, and
    # ends where the next card's begins: its headline was left out, the next one's quoted.
    named = [p for p in index.passages[max(0, stamp.index - 2):stamp.index]
             if stamp.headline and p.text == stamp.headline]
    return [*named[-1:], stamp, *entry] if entry else []


# What asks for a how-to's steps ("What are the steps?"), and the headings of the section that lists them: a recipe's
# "Method", "Instructions", "Directions" or "Preparation", a guide's "Procedure".
_STEP_WORDS = frozenset(terms("step steps instruction instructions direction directions method procedure"))
_STEP_HEADINGS = _STEP_WORDS | frozenset(terms("preparation prepare how make"))


def steps(sought: str, index: outline.Outline, url: str = "", items: int = 12) -> list[Passage]:
    """For a question that asks for the steps and nothing more ("What are the steps?", "What are the
    instructions?"), which no passage holds a word of, the items of the page's first section (not its chrome's)
    whose heading names them ("## Method" over a recipe's ordered list). Empty otherwise."""
    asked = set(terms(sought))
    if not asked or not asked <= _STEP_WORDS:
        return []
    for p in index.passages:
        if p.chrome or not p.item or not p.heading or not set(terms(p.heading)) <= _STEP_HEADINGS:
            continue
        listed = [q for q in _section(p, index) if q.item and not _in_page(q, url)]
        if len(listed) >= 2:
            return listed[:items]
    return []


def listed(best: Passage, question: str, index: outline.Outline, url: str = "", items: int = 8) -> list[Passage]:
    """When the best passage is in a section whose heading names half of what is asked or more, and the
    section is a list ("## Exceptions", "## Enabling HTTP/2 step by step"), the list's items: "What
    exceptions can be raised?" quoted one exception of four, "How do I enable HTTP/2?" steps 1 and 3 and
    not the step that says it. Items that only link to the page's own anchors (at ``url``) are none: a tab
    list (Starlight's "Python", "Node.js" to "#tab-panel-0", "#tab-panel-1") or a table of contents is a
    control, not what the section says. Empty otherwise."""
    wanted = set(terms(question))
    if best.chrome or not best.heading or not wanted or len(wanted & set(terms(best.heading))) * 2 < len(wanted):
        return []
    section = _section(best, index)
    listed = [p for p in section if p.item and not (_in_page(p, url) or adds(p))]  # nor "+ Add a card"
    prose = [p for p in section if not (p.item or p.code)]
    return listed[:items] if len(listed) >= 2 and len(prose) < len(listed) else []


def _section(p: Passage, index: outline.Outline) -> list[Passage]:
    """The passages of the section ``p`` is in (its heading, inside the same sections), not the chrome's."""
    return [q for q in index.passages if q.heading == p.heading and not q.chrome
            and index.parents[q.index] == index.parents[p.index]]


def _in_page(p: Passage, url: str) -> bool:
    """Whether ``p`` is nothing but links to anchors of the page at ``url`` ("#tab-panel-0", or the page's own
    address with one, from the root as the system message writes a link to the page's site)."""
    if not (p.furniture and p.links):
        return False
    page = urlsplit(url)
    for _, href in p.links:
        to = urlsplit(href)
        if not to.fragment:
            return False
        if href.startswith("#"):
            continue
        if (to.netloc and to.netloc != page.netloc) or to.path.rstrip("/") != page.path.rstrip("/"):
            return False
    return True


def selected(selection: str, index: Index) -> list[Passage]:
    """The passage the visitor selected (the best match of their selection) and the one after it in
    its section, which often says why or what follows from it; empty when nothing matches."""
    found = index.search(selection, limit=1)
    if not found:
        return []
    chosen = found[0][1]
    after = index.passages[index.passages.index(chosen) + 1:][:1]
    return [chosen, *(p for p in after if p.heading == chosen.heading and substantive(p))]
