"""The page's outline, for the offline engine: its passages, searchable, with the sections each sits in and the release
it follows. What the page covers is topics.py's, how it opens and what stands out in it gist.py's, which passages say
something of substance substance.py's."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from functools import cached_property

from ..blocks import FENCE, HEADING, HEADING_TAIL, QUOTE_MARKS
from ..fences import split_fences
from ..inline import plain
from ..passages import Passage, split_passages
from ..ranking import Index
from ..words import terms
from .labels import owned
from .releases import DAY, NOTES, RELEASE_TITLE, VERSION, parts

# The line that opens the page's chrome, and the label a heading's text may open with, as passages.split_passages reads
# them (the heading, the fence and the quote's marks are blocks.py's).
_CHROME = re.compile(r"^\[Page chrome: [^\]]*\]\s*$")
_HEADING_LABEL = re.compile(r"\[¶\d{1,6}\]\s?")
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
        asked = [parts(version) for version in VERSION.findall(question)]
        if not asked:
            return None

        def names(heading: str) -> bool:
            # "3.2" names "3.2.0" and "3.2.1rc1"; "3.3.0" not "3.3.0rc1", which is not that release yet.
            return any(numbers[:len(a)] == a and (pre == a_pre if a_pre or len(a) >= len(numbers) else True)
                       for numbers, pre in map(parts, VERSION.findall(heading)) for a, a_pre in asked)

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
            if level > 0 and RELEASE_TITLE.match(heading):
                current = (level, heading)
            elif current and (level > current[0] or (level == current[0] and NOTES.search(heading)
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
        if around and (VERSION.search(around[-1]) or DAY.search(around[-1])
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
        bare = QUOTE_MARKS.sub("", line, count=1)
        if FENCE.match(bare):
            fenced = not fenced
        elif not fenced:
            heading = HEADING.match(bare)
            if heading:
                named = HEADING_TAIL.sub("", plain(_HEADING_LABEL.sub("", heading.group(2)))).strip()
                chunks.append((len(heading.group(1)), named, []))
            elif _CHROME.match(line):
                chunks.append((-1, "", []))
        chunks[-1][2].append(line)
    return [(level, heading, "\n".join(lines)) for level, heading, lines in chunks]
