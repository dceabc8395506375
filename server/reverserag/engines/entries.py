"""A dictionary entry's parts, for the offline engine: its senses, and where the word comes from (qa62 #19).

"What does serendipity mean?" on Merriam-Webster's entry, whose examples are blocks of their own, quoted sense 1a, its
example and the etymology: each example, cited on its own, outranked senses 1b and 2. The entry's numbered senses
("1 a : …", "b : …", "2 informal, chiefly British : …") answer, each of them. "Where does the word come from?" holds
no word of the "Etymology" section ("come", "word"), and the "Did you know?" box's first sentence ("Serendipity is not
an old word.") was quoted: a question for a word's origin is answered by the section headed for it, whole. "How do
you pronounce it?" is answered by the line that writes the word's sounds (IPA's "ˌser-ən-ˈdi-pə-tē"), whose label, a
screen reader's "Pronunciation", the visitor does not see (qa62 #8: the senses were quoted).
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from .substance import substantive

_ORIGIN_ASKED = re.compile(r"\b(?:etymology|etymologies|derivation|word\s+history)\b"
                           r"|\borigins?\s+of\s+(?:the\s+)?(?:word|term|name)\b"
                           r"|\bwhere\s+(?:does|did)\s+(?:the|this|that)\s+(?:word|term|name)\s+come\s+from\b"
                           r"|\bwhat\s+is\s+(?:the|its)\s+origin\b|\bwhat\s+is\s+the\s+origin\s+of\b", re.I)
_ORIGIN = re.compile(r"^(?:etymology|origin(?:\s+and\s+etymology)?|word\s+(?:history|origin)|derivation)\b", re.I)
_MOST = 4


def origin(question: str, index: Index) -> list[Passage]:
    """The section that gives a word's origin, if the question asks for it and the main content has one."""
    if not _ORIGIN_ASKED.search(question):
        return []
    return [p for p in index.passages if substantive(p) and _ORIGIN.match(p.heading)][:_MOST]


_MEANING_ASKED = re.compile(r"^\W*what\s+(?:does|do)\s+(?:the\s+word\s+)?(?P<word>.+?)\s+mean\b"
                            r"|\b(?:meanings?|definitions?|senses?)\s+of\s+(?:the\s+word\s+)?(?P<of>[^?]+)"
                            r"|^\W*define\s+(?P<define>[^?]+)", re.I)
# A sense as a dictionary numbers it: "1 a : …", "b : …", "2 informal, chiefly British : …" (its labels before the
# colon, a few words).
_SENSE = re.compile(r"^(?:\d{1,2}(?:\s+[a-z])?|[a-z])\s+(?:[^:]{1,40}\s)?:\s+\S")
_SENSES = 8


def senses(question: str, index: Index, implied: frozenset[str]) -> list[Passage]:
    """The numbered senses of the word the question asks the meaning of, where the page is that word's entry (its
    title names the word, or the senses' heading does) and numbers two senses or more; empty otherwise."""
    asked = _MEANING_ASKED.search(question)
    if not asked:
        return []
    word = set(terms(asked["word"] or asked["of"] or asked["define"]))
    found = [p for p in index.passages if not (p.chrome or p.code or p.row) and _SENSE.match(p.text)]
    if len(found) < 2 or not word or not word <= implied | set(terms(found[0].heading)):
        return []
    return found[:_SENSES]


_SOUND_ASKED = re.compile(r"\b(?:pronounc(?:e|ed|es|ing)|pronunciations?)\b", re.I)
# The marks of a word's sounds as dictionaries write them: IPA's stresses and vowels, M-W's schwa.
_SOUNDS = re.compile(r"[ˈˌəɪʊʃʒθðŋɔæɑɛʌː]")


def pronounced(question: str, index: Index) -> list[Passage]:
    """The first short line of the main content that writes a word's sounds, if the question asks how it is said."""
    if not _SOUND_ASKED.search(question):
        return []
    return [p for p in index.passages if not (p.chrome or p.code) and len(p.text) <= 120 and _SOUNDS.search(p.text)][:1]
