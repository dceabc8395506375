"""Keywords: the page's distinctive terms — frequent in its prose, not common English words,
and weighted up when the title or a heading uses them too."""

from __future__ import annotations

import re

from ..page import Page
from ..words import SEA
from ._context import page_text
from ._finding import Finding, clean
from ._stopwords import ENGLISH_COMMON, PROFILES

NAME = "keywords"
SHOWN = 8
MIN_COUNT = 2
MIN_LENGTH = 3
MAX_LENGTH = 30
CANDIDATES = 300  # only the most frequent terms can make the list; score just those
_STOP = ENGLISH_COMMON.union(*PROFILES.values())
_TERM = re.compile(r"[^\W\d_][\w.\-+#]*")
# A script that spaces no words: what the spaces hold is a phrase of it ("ภาษาไทยเป็นภาษาราชการ…"),
# never a keyword, and finding its words takes a dictionary this package does without.
_UNSPACED = re.compile(rf"[\u3040-\u9fff{SEA}]")
_HEADING_WEIGHT = 1.0
_TITLE_WEIGHT = 2.0


def _emphasised(page: Page) -> tuple[set[str], set[str]]:
    title = set(_TERM.findall(page.title.lower()[:1_000]))
    headings: set[str] = set()
    for heading in page.headings[:200]:
        headings.update(_TERM.findall(heading.text.lower()[:300]))
    return title, headings


def _is_term(word: str) -> bool:
    return (
        MIN_LENGTH <= len(word) <= MAX_LENGTH
        and word not in _STOP
        and "'" not in word and "’" not in word
        and not word[0].isdigit()
        and (word.isascii() or not _UNSPACED.search(word))
    )


def top_terms(page: Page) -> list[str]:
    counts = page_text(page).word_counts
    if not counts:
        return []
    title, headings = _emphasised(page)
    scored = []
    for word, n in counts.most_common(CANDIDATES):
        if len(word) > 4 and word.endswith("s") and word[:-1] in counts:
            continue  # "builds" is counted with "build"
        n += counts.get(word + "s", 0)
        weight = 1.0 + _TITLE_WEIGHT * (word in title) + _HEADING_WEIGHT * (word in headings)
        # A term must recur, unless the title or a heading vouches for it.
        if (n < MIN_COUNT and weight == 1.0) or not _is_term(word):
            continue
        scored.append((n * weight, word))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [word for _, word in scored[:SHOWN]]


def analyze(page: Page) -> Finding | None:
    terms = top_terms(page)
    if not terms:
        return None
    return Finding("Keywords", (", ".join(clean(t, MAX_LENGTH) for t in terms),))
