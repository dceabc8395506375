"""A line that says back the question's own words and nothing else, for the offline engine: no answer (qa67 #6, #11).

A media page's kind over its title ("Album" over "# Northern Lights"), a tag ("**[image: Nerf] Nerf**" over a
champion's changes) is a line of one or two words. "When was this album released?" quoted "Album", and "Was Darius
nerfed?" "Nerf Nerf": they hold the question's words, so they ranked first, and say nothing the question did not.
A hit whose words are all the question's (or the page title's) gives way to the other hits; where every hit is such a
line, it stays (it is where the page names what is asked), except for a "when" question, which the engine then answers
as one the page does not hold the words of.

A picture's words with no figure in them ("[image: Northern Lights album cover]") are no answer to "when" either: the
album's cover was quoted for when it was released, once "Album" gave way.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms, word_count
from . import apps, leads
from .quoting import with_what_they_introduce

# A picture's label as the widget writes it inline ("[image: Nerf]"): the same words again.
_IMAGE = re.compile(r"\[image:\s*([^\]]*)\]")
_WORDS = 3
_WHEN = re.compile(r"\W*when\b", re.I)


def unsaid(question: str, hits: list[tuple[float, Passage]], index: Index,
           implied: frozenset[str]) -> list[tuple[float, Passage]]:
    """``hits`` without the lines of at most a few words that hold nothing but words of ``question`` or of
    ``implied`` (the title's), in their order; a label over its value ("Region" over "Europe") or over the rest of its
    block is kept, for what is under it, and a line that asks, introduces or marks ("Why am I not on the
    leaderboard?", a "Solution" badge), for what it brings."""
    asked = set(terms(question)) | implied
    when = _WHEN.match(question) is not None
    kept = [h for h in hits if not ((_echoes(h[1], asked) and not _valued(h[1], index) and not _brings(h[1], index))
                                     or (when and _undated_picture(h[1])))]
    # Where nothing else holds the question's words, the line that names what is asked is where the page speaks of
    # it ("Tom Okafor" over his review, for "What did Tom Okafor say?"); no figure in it answers "when", though.
    return kept if kept or when else hits


def _brings(p: Passage, index: Index) -> bool:
    """Whether a chosen ``p`` comes with more as an answer: a badge with the post it marks ("Solution"), a name with
    the paragraph it names ("Check-in" over "From 15:00 …"), a post's header with its post, what it introduces."""
    return (len(leads.followed([p], index)) > 1 or len(apps.posted(apps.valued([p], index), index)) > 1
            or len(with_what_they_introduce([p], index)) > 1)


def _undated_picture(p: Passage) -> bool:
    picture = p.caption or bool(p.media) or _IMAGE.fullmatch(p.text.strip()) is not None
    return picture and not any(c.isdigit() for c in p.text)


def _echoes(p: Passage, asked: set[str]) -> bool:
    if p.row or p.code or any(c.isdigit() for c in p.text) or p.text.rstrip()[-1:] in "?:":
        return False
    shown = _IMAGE.sub(r"\1", p.text)
    said = terms(shown)
    return bool(said) and word_count(shown) <= _WORDS and set(said) <= asked


def _valued(p: Passage, index: Index) -> bool:
    """Whether the line after ``p`` in its section is a value of a few words, no sentence ("Europe", "7"), or goes on
    in ``p``'s block, or in the block the widget labelled (a kicker over its headline: "Ensayo invitado" over the
    story's link, both [¶5]), or defines it (a glossary's term over its definition)."""
    after = index.passages[p.index + 1:p.index + 2]
    if not after or after[0].heading != p.heading or after[0].chrome != p.chrome:
        return False
    return ((word_count(after[0].text) <= _WORDS and after[0].text.rstrip()[-1:] not in ".!?")
            or bool(p.block and after[0].block == p.block) or (p.label is not None and after[0].label == p.label)
            or after[0].definition)
