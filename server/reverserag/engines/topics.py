"""What a page covers: its sections' headings, but its furniture ("Contents", "See also") and those that repeat its
title; its headline without the site's name; and what to say when it does not say what is asked."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TypeVar

from ..context import MEANINGFUL_WORDS
from ..passages import Passage
from ..ranking import Index
from ..words import terms, word_count
from .outline import Outline
from .phrases import Phrases
from .substance import aside, prose_words, scraps

K = TypeVar("K")

# Headings that name a page's furniture, not what it is about: "Contents", "Share this story".
_FURNITURE = re.compile(
    r"(?:(?:table of )?contents|on this page|in this article|navigation|menu|see also|references|(?:foot)?notes"
    r"|veja também|véase también|voir aussi|siehe auch|vedi anche|zie ook"
    r"|external links|further reading|related(?: \w+)?|share\b.*|more on this \w+|(?:leave a |reader )?comments?"
    r"|read (?:more|next)|what to read next|recommended(?: for you)?|(?:other )?people are reading"
    r"|most (?:popular|read)|you (?:may|might) also like|more stories|like this"
    r"|(?:recevoir la |sign up for (?:our |the )?)?newsletter"
    r"|(?:artículos )?relacionad[oa]s|compartilhe|coment[aá]rios|commentaires|目次|目录|inhalt|sommaire|índice"
    r"|reacties|inhoud(?:sopgave)?)[\s:]*",
    re.I)
# The share of what a page says that the sections named as its topics must hold.
_SHARE_SAID = 0.3


def topics(index: Index, limit: int = 4, title: str = "") -> list[str]:
    """The page's section headings, but those that repeat its title ("Docs" in "Docs · Site"), the
    page's furniture ("Contents", "See also"), a sentence set as a heading (a standfirst) and a section
    that says nothing but links; none when the sections named hold little of what the page says. Where
    sections hold sections of their own, the outer ones, when there are two: a changelog covers its
    releases, not the "Added", "Fixed" and "Breaking" each of them has."""

    judged: dict[str, bool] = {}

    def topical(heading: str) -> bool:
        if heading not in judged:
            # A section under the page's H1 that is a middle part of the title is a part of the page ("## Tickets"
            # under "# The Lanterns", titled "… | Tickets | …"), not its headline or its site's name again.
            inside = (isinstance(index, Outline) and bool(index.around) and heading not in index.around
                      and set(terms(heading)) in [set(terms(part)) for part in _TITLE_JOIN.split(title)[1:-1]])
            judged[heading] = bool(heading) and not (_repeats_title(heading, title) and not inside) and not (
                _FURNITURE.fullmatch(heading.strip()) or (heading.endswith((".", "!")) and word_count(heading) > 8)
                or word_count(heading) > 20)
        return judged[heading]

    if isinstance(index, Outline):
        chains = index.chains
        outer = _sections_named(index, lambda p: next((h for h in chains[p.index] if topical(h)), ""))
        if len(outer) >= 2:
            return outer[:limit]
    return _sections_named(index, lambda p: p.heading if topical(p.heading) else "")[:limit]


def _sections_named(index: Index, named: Callable[[Passage], str]) -> list[str]:
    """The headings ``named`` gives the passages, in page order, of sections that say something; none
    when they hold little of what the page says."""
    seen: list[str] = []
    # the words each section says (its sentences and code)
    said = word_totals((p for p in index.passages if (p.told() and not aside(p)) or p.code), named)
    for passage in index.passages:
        heading = named(passage)
        if heading and not passage.chrome and heading not in seen and said.get(heading, 0) > 0:
            seen.append(heading)
    # Sections that say little of what the page says are not what it covers: an article under no
    # heading of its own, then a newsletter's plans and a sign-up form under theirs.
    if sum(said[h] for h in seen) < _SHARE_SAID * sum(said.values()):
        return []
    return seen


def _repeats_title(heading: str, title: str) -> bool:
    """Whether a heading says what the title says: a part of it ("Docs" in "Docs · Site"), or only its
    words ("A page with hostile global CSS" under "Hostile global CSS · Demo"), but one of the topics it
    lists ("Fares" under "Tidewater Ferries — Timetable and fares", a fares page that covers fares)."""
    words = set(terms(heading))
    if not (heading in title or (words and words <= set(terms(title)))):
        return False
    parts = _TITLE_JOIN.split(title)
    if any(words == set(terms(part)) for part in parts):  # the headline, or the site's name, again
        return True
    listed = [_LISTED.split(part) for part in parts]
    return not any(words and words <= set(terms(item)) for items in listed if len(items) > 1 for item in items)


# What joins the topics a title lists: "Timetable and fares", "Pricing, plans & billing", "Fahrplan und Preise".
_LISTED = re.compile(r"\s*[,&+]\s*|\s+(?:and|et|und|y|e|en)\s+", re.I)


def word_totals(passages: Iterable[Passage], key: Callable[[Passage], K]) -> dict[K, int]:
    """How many words the passages hold, added up by ``key`` (a section's heading, a paragraph)."""
    totals: dict[K, int] = {}
    for p in passages:
        totals[key(p)] = totals.get(key(p), 0) + word_count(p.text)
    return totals



# Where a page's title joins its headline to the site's name, a section or a date: spaced dashes,
# bars, dots, slashes and guillemets ("Obama admits … - BBC News", "How to Build a Terrarium | eHow").
_TITLE_JOIN = re.compile(r"\s+(?:[|·•/»\-–—]|::)\s+|\s*｜\s*")


def headline(title: str, index: Index) -> str:
    """The page's title without the site's name or the section it adds: the part before a join
    that one of the page's headings says (up to the last join that does), else the part before the
    first join when it is four words or more, else the whole title ("Google - Site Reliability
    Engineering" stays whole: "Google" alone says less)."""
    joins = list(_TITLE_JOIN.finditer(title))
    if not joins:
        return title
    said = {" ".join(p.heading.split()).casefold() for p in index.passages if p.heading}
    for join in reversed(joins):
        if " ".join(title[:join.start()].split()).casefold() in said:
            return title[:join.start()]
    first = title[:joins[0].start()]
    return first if word_count(first) >= 4 else title


def not_found(index: Outline, title: str, say: Phrases) -> str:
    """That the page does not say it, with what it covers; on a page of under twenty words and no line of four, that it
    has almost none (a board's two cards, a slide's sentence, are text: qa65 #9)."""
    if prose_words(index) < MEANINGFUL_WORDS and scraps(index):
        return say.signed(say("no_text"))
    found = topics(index, title=title)
    hint = " " + say("covers", topics=say.join(found)) if found else ""
    return say.signed(f"{say('not_found')}{hint} {say('ask_else')}")
