"""The page at a glance, for the offline engine: its sections and the sections they sit in, what it is
about (its sections' headings), how it opens, what stands out in it, its headline without the site's
name, and which of its passages say something of substance (not a menu, a caption, a hatnote or a
byline)."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from functools import cached_property
from typing import TypeVar

from ..fences import split_fences
from ..inline import plain
from ..passages import Passage, split_passages
from ..ranking import Index
from ..words import is_title, terms, word_count
from . import controls, disclaimers, events, openings
from .labels import owned
from .quoting import ANAPHOR, runs_on

K = TypeVar("K")

# How passages.split_passages reads the markdown's lines: a heading, a fence (indented or not), a quote's
# marks before either, the line that opens the page's chrome, and what a heading's text ends with (a
# permalink's mark) or opens with (a label).
_HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_QUOTE_MARKS = re.compile(r"^\s*(?:>\s?)+")
_CHROME = re.compile(r"^\[Page chrome: [^\]]*\]\s*$")
_HEADING_TAIL = re.compile(r"[\s\u200b]*(?:[#¶§\u200b]|\[edit\])[\s\u200b]*$")
_HEADING_LABEL = re.compile(r"\[¶\d{1,6}\]\s?")
# A version ("3.2", "3.2.0", "v2.10.1", a pre-release's "3.3.0rc1", "2.0.0-beta.2", "1.4a1", "3.1.dev3", "3.0-alpha")
# or a day ("2026-10-14"): what a release's heading names.
_PRE = r"(?:[-.]?(?:alpha|beta|preview|pre|rc|dev)(?:[.-]?\d+)?|[ab]\d+)(?![a-z])"
VERSION = re.compile(rf"(?<![\w.])v?(\d+(?:\.\d+)+(?i:{_PRE})?)(?![\w.]*\d)")
_PRE_PARTS = re.compile(rf"^(\d+(?:\.\d+)+)((?i:{_PRE}))?$")
# A pre-release's kind as it is written otherwise: "3.0.0-beta.2" is "3.0.0b2", "1.0-preview" "1.0rc".
_PRE_KINDS = {"alpha": "a", "beta": "b", "preview": "rc", "pre": "rc"}
_DAY = re.compile(r"\b\d{4}-\d\d-\d\d\b")
# A release's title: its version, after a word (its project's) or "Release", before its name or date or nothing:
# "v3.2.0 – Priorities", "fastqueue 3.2.0", "3.2.0 (2026-10-14)"; not "Almost 1.8 million potholes filled".
_RELEASE_TITLE = re.compile(r"^(?:[^\s\d]\S*\s+)?v?\d+(?:\.\d+)+[\w.-]*(?:\s*[-–—:(·|]|$)", re.I)
# What a release's notes are headed by, under its title (a few words): "✨ Features", "🐛 Bug fixes", "New
# Contributors".
_NOTES = re.compile(r"\b(?:features?|(?:bug\s*)?fix(?:es|ed)?|breaking|changes?|changed|added|removed|deprecat\w*|"
                    r"security|improvements?|enhancements?|contributors?|assets|highlights|notes|what's\s+new)\b", re.I)
# A picture the widget names by its alt text: "[image: Rated 3 out of 5]".
_PICTURE = re.compile(r"\[image: [^\]]*\]")
# A code span on one line, outside fenced code: what the page names in code ("`base`", "`outDir`").
_CODE_SPAN = re.compile(r"`([^`\n]+)`")


class Outline(Index):
    """The page's passages, searchable, with the sections each sits in: a passage under "### Added" that
    is under "## 3.2.0 — 2026-10-14" is in the release, though its heading names only "Added". The
    section around the whole page (its title, an H1 every passage is under) is none of them."""

    def __init__(self, markdown: str):
        passages = owned(split_passages(markdown))
        super().__init__(passages)
        #: The page's markdown, for the numbers its lists and headings give (numbered.py).
        self.markdown = markdown
        #: What the page names: a word in code on its own ("`base`") or a heading's one word ("## base"); an
        #: option's, a function's or a field's name more often than not.
        self.names = frozenset(
            named[0] for named in (*(terms(span) for span in _CODE_SPAN.findall(split_fences(markdown)[1])),
                                   *(terms(heading) for heading in {p.heading for p in passages}))
            if len(named) == 1)
        #: For each passage, the headings of the sections it sits in, outermost first, its own not among them.
        self.parents: list[tuple[str, ...]] = [()] * len(passages)
        #: For each passage, the headings of its own section and of those it sits in, outermost first.
        self.chains: list[tuple[str, ...]] = [(p.heading,) if p.heading else () for p in passages]
        #: The headings of the sections around the whole page (its H1), which no chain names.
        self.around: frozenset[str] = frozenset()
        self._chunks = _chunks(markdown)
        placed = self._placed = _placed(self._chunks, passages)
        if placed is None:  # read otherwise than split_passages reads it: no sections
            return
        main = [set(placed[p.index]) for p in passages if p.heading and not p.chrome]
        around = set.intersection(*main) if main else set()
        self.around = frozenset(name for _, name in around)
        self._terms: dict[str, frozenset[str]] = {}
        for p in passages:
            named = [name for section, name in placed[p.index] if (section, name) not in around]
            if named and named[-1] == p.heading:
                self.parents[p.index] = tuple(named[:-1])
                self.chains[p.index] = tuple(named)
                for heading in named:
                    if heading not in self._terms:
                        self._terms[heading] = frozenset(terms(heading))

    def section_terms(self, passage: Passage) -> frozenset[str]:
        """The terms of the headings of the sections ``passage`` sits in, beyond its own, and of the release it
        follows at the same level ("v3.2.0" for its "Bug fixes")."""
        around = frozenset().union(*(self._terms[heading] for heading in self.parents[passage.index]))
        released = self._released[passage.index]
        return around | frozenset(terms(released)) if released else around

    def coverage(self, query: str, passage: Passage, implied: frozenset[str] = frozenset()) -> float:
        """:meth:`Index.coverage`, with the headings of the sections the passage sits in as well as its own
        ("3.2" for an item under "### Added" under "## 3.2.0 — 2026-10-14")."""
        return super().coverage(query, passage, implied | self.section_terms(passage))

    def rank(self, query: str, limit: int = 40) -> list[tuple[float, Passage]]:
        """The best passages for ``query``: :meth:`Index.search`'s ranking, where a term that only the heading
        of a section a passage sits in holds counts half its weight, as one its own heading holds does."""
        hits = self.search(query, limit=len(self.passages))
        wanted = set(terms(query))
        scores = {p.index: score for score, p in hits}
        around = [wanted & self.section_terms(p) for p in self.passages]
        # A term no passage holds but a section's heading ("## Install" over "### Linux", "### Windows") is as
        # rare as the passages in the sections it names are few.
        n = len(self.passages)
        held = Counter(t for terms_around in around for t in terms_around)
        idf = {t: self.idf.get(t) or math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in held.items()}
        for p in self.passages:
            extra = sum(idf[t] / 2 for t in sorted(around[p.index])
                        if t not in self.texts[p.index] and t not in self.headings[p.index])
            if extra:
                scores[p.index] = scores.get(p.index, 0.0) + extra
        ranked = sorted(((score, self.passages[i]) for i, score in scores.items()),
                        key=lambda pair: (-pair[0], pair[1].index))
        return ranked[:limit]

    def release(self, question: str) -> Callable[[Passage], int] | None:
        """For a question that names a version, where a passage sits: 0 in the section whose heading names it
        ("3.2" names "3.2.0 — 2026-10-14", not "3.1.2"), 2 in one whose heading names another version, 1
        elsewhere; None when no heading names it."""
        asked = [_parts(version) for version in VERSION.findall(question)]
        if not asked:
            return None

        def names(heading: str) -> bool:
            # "3.2" names "3.2.0" and "3.2.1rc1"; "3.3.0" not "3.3.0rc1", which is not that release yet.
            return any(numbers[:len(a)] == a and (pre == a_pre if a_pre or len(a) >= len(numbers) else True)
                       for numbers, pre in map(_parts, VERSION.findall(heading)) for a, a_pre in asked)

        chains, flat = self.chains, self._released
        if not any(names(h) for chain in chains for h in chain) and not any(names(h) for h in set(flat) if h):
            return None
        return lambda p: (0 if any(names(h) for h in chains[p.index]) or names(flat[p.index])
                          else 2 if any(VERSION.search(h) for h in chains[p.index]) or flat[p.index] else 1)

    @cached_property
    def _released(self) -> list[str]:
        """For each passage, the heading of the release it follows at the same level, where the page gives a
        release's title and its notes' "Features" and "Bug fixes" the same rank (GitHub's h2s): the sections up to
        the next version's heading, or up to a section above them or one that names no part of release notes, are
        that release's. Empty elsewhere."""
        owner: dict[int, str] = {}
        current: tuple[int, str] | None = None
        for n, (level, heading, _) in enumerate(self._chunks):
            if level > 0 and _RELEASE_TITLE.match(heading):
                current = (level, heading)
            elif current and (level > current[0] or (level == current[0] and _NOTES.search(heading)
                                                     and len(heading.split()) <= 4)):
                owner[n] = current[1]
            else:
                current = None
        return [owner.get(self._placed[p.index][-1][0], "") if self._placed and self._placed[p.index] else ""
                for p in self.passages]

    def named(self, passage: Passage) -> str:
        """How an answer names the section ``passage`` comes from: its heading, and the section it sits in
        when that names a release (a version, a day) or when the heading names another section too ("Added"
        under each release): "3.0.0 — 2026-05-20 › Breaking" says when "max_retries was renamed"."""
        around = self.parents[passage.index] or tuple(filter(None, [self._released[passage.index]]))
        if around and (VERSION.search(around[-1]) or _DAY.search(around[-1])
                       or len(self._sections[passage.heading]) > 1):
            return f"{around[-1]} › {passage.heading}"
        return passage.heading

    @cached_property
    def _sections(self) -> dict[str, set[tuple[str, ...]]]:
        """For each heading, the sections around the sections it names."""
        sections: dict[str, set[tuple[str, ...]]] = {}
        for p in self.passages:
            sections.setdefault(p.heading, set()).add(self.parents[p.index])
        return sections


def _parts(version: str) -> tuple[list[str], str]:
    """A version's numbers and its pre-release, written one way: "3.3.0-RC.1" is (["3", "3", "0"], "rc1")."""
    found = _PRE_PARTS.match(version)
    if not found:
        return version.split("."), ""
    pre = re.sub(r"[-.]", "", (found[2] or "").lower())
    kind = re.match(r"[a-z]+", pre)
    return found[1].split("."), (_PRE_KINDS.get(kind[0], kind[0]) + pre[kind.end():] if kind else pre)


def _placed(chunks: list[tuple[int, str, str]], passages: list[Passage]) -> list[tuple[tuple[int, str], ...]] | None:
    """For each passage, the sections open where it is, as (the chunk of their heading, the heading); None
    when a heading of the passages is not found in order. A passage is in the next chunk its heading names;
    where two sections have the same heading ("### Fixed" under two releases), the passages of those
    chunks are counted, to tell where one ends."""
    open_at: list[tuple[tuple[int, str], ...]] = []
    stack: list[tuple[int, int, str]] = []  # (level, chunk, heading) of the sections open
    for number, (level, heading, _) in enumerate(chunks):
        if level < 0:  # the page's chrome: no section of the content goes on in it
            stack = []
        elif level:
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, number, heading))
        open_at.append(tuple((chunk, name) for _, chunk, name in stack))
    named = Counter(heading for level, heading, _ in chunks if level > 0)
    placed: list[tuple[tuple[int, str], ...]] = [()] * len(passages)
    counts: dict[int, int] = {}

    def counted(chunk: int) -> int:  # how many passages a chunk holds
        if chunk not in counts:
            counts[chunk] = len(split_passages(chunks[chunk][2]))
        return counts[chunk]

    at, left = 0, 0  # the chunk the last passage was placed in; passages left in it, if counted
    for p in passages:
        if not p.heading:  # before the first heading, or in the chrome: in no section
            continue
        repeated = named[p.heading] > 1
        around = [name for _, name in open_at[at][:-1]]
        if chunks[at][1] != p.heading and p.heading in around and not repeated:  # back in a section around it
            placed[p.index] = open_at[at][:around.index(p.heading) + 1]
            continue
        if chunks[at][1] != p.heading or (repeated and left <= 0):
            found = next((c for c in range(at + 1, len(chunks)) if chunks[c][0] > 0 and chunks[c][1] == p.heading
                          and (not repeated or counted(c))), None)
            if found is None:
                return None
            at = found
            left = counted(at) if repeated else 0
        left -= 1
        placed[p.index] = open_at[at]
    return placed


def _chunks(markdown: str) -> list[tuple[int, str, str]]:
    """The markdown cut before each heading outside code and before the chrome's mark: for each piece, the
    heading's level (0 for the text before the first heading, -1 for the chrome's mark), its text as a
    passage's heading says it, and the piece."""
    chunks: list[tuple[int, str, list[str]]] = [(0, "", [])]
    fenced = False
    for line in markdown.splitlines():
        bare = _QUOTE_MARKS.sub("", line, count=1)
        if _FENCE.match(bare):
            fenced = not fenced
        elif not fenced:
            heading = _HEADING.match(bare)
            if heading:
                named = _HEADING_TAIL.sub("", plain(_HEADING_LABEL.sub("", heading.group(2)))).strip()
                chunks.append((len(heading.group(1)), named, []))
            elif _CHROME.match(line):
                chunks.append((-1, "", []))
        chunks[-1][2].append(line)
    return [(level, heading, "\n".join(lines)) for level, heading, lines in chunks]


def prose_words(index: Index) -> int:
    """How many words the page says outside its code."""
    return sum(word_count(p.text) for p in index.passages if not p.code)


def scraps(index: Index) -> bool:
    """Whether the page's words are scraps ("Loading…", "abc", "def"): no line of its prose holds four."""
    return all(p.code or word_count(p.text) < 4 for p in index.passages)


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
# A hatnote, a "read also" pointer, a follow-me line or a sponsor's line: where to go instead or who
# paid, not what the page says.
_ASIDE = re.compile(r"^(?:See also|Main articles?|Further information|For other uses|Not to be confused with"
                    r"|This article is about|Read (?:more|also)|Lire aussi|Lesen Sie auch|Mehr zum Thema"
                    r"|Lea también|Leia também|Leggi anche|Lees (?:ook|meer)|Zie ook"
                    r"|Follow (?:him|her|them|us|me) on)\b|^For [^.]{1,80}?,? see\b"
                    r"|^More (?:\w+ ){0,2}(?:news|stories|coverage|videos)\s*:?$|^More (?:about|on|from) [^.!?]*$"
                    r"|\b(?:supported|sponsored|presented|paid for|brought to you) by\b"
                    # a post's reactions ("thumbs up, 42 people reacted"), a quantity stepper's buttons, a shop's
                    # pay-later offer
                    r"|\b\d[\d,]* (?:people|person) reacted\b|^(?:increase|decrease|reduce) (?:the )?quantity\b"
                    r"|^(?:or )?pay in \d+\b[^.]*\b(?:interest-free|klarna|clearpay|afterpay|affirm|paypal)\b"
                    r"|^\[[^\]]*\]$", re.I)  # an editor's aside in brackets: "[Get New York Today in your inbox.]"
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
    said = _word_totals((p for p in index.passages if (p.told() and not aside(p)) or p.code), named)
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


# How many words the opening runs on to within its paragraph.
_LEAD_WORDS = 25


def lead(index: Index, limit: int = 2, title: str = "") -> list[Passage]:
    """The page's first sentences of prose: no byline, photo caption, hatnote or sponsor's line, and not
    the headline the title repeats, and sentences before short lines that are not (a subtitle)."""
    # A short sentence opens the page when its paragraph is long: "I don't use Facebook. I'm a geek. …"
    runs = _word_totals((p for p in index.passages if p.block), lambda p: p.block)  # the words each paragraph holds
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
    lead = events.opening(index, lead)  # a ticket page's date and venue, before a panel's sentence far below
    return openings.opening(index, lead)  # a tracking page's status, a campaign's total


def _word_totals(passages: Iterable[Passage], key: Callable[[Passage], K]) -> dict[K, int]:
    """How many words the passages hold, added up by ``key`` (a section's heading, a paragraph)."""
    totals: dict[K, int] = {}
    for p in passages:
        totals[key(p)] = totals.get(key(p), 0) + word_count(p.text)
    return totals


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


def aside(passage: Passage) -> bool:
    """A hatnote, a "read also" or follow-me line, a sponsor's line, a post's reactions, a stepper's button or a
    pay-later offer: a short line about where to read on, who paid, who reacted, or a control or a promo's."""
    return word_count(passage.text) <= 20 and bool(_ASIDE.search(passage.text))


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


def substantive(passage: Passage) -> bool:
    """What answers first: the main content's sentences, list items, rows and lines. The chrome
    (navigation, footer), menus, captions, hatnotes, bylines and fragments of a word or two ("Share",
    "More" under a headline that matches) answer only when nothing else does."""
    p = passage
    return word_count(p.text) >= 3 and not (p.chrome or p.furniture or p.caption or aside(p) or p.byline())
