"""How much a page says, and which of its passages say something of substance: not a menu, a caption, a hatnote, a
sponsor's line or a byline."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import word_count


def prose_words(index: Index) -> int:
    """How many words the page says outside its code."""
    return sum(word_count(p.text) for p in index.passages if not p.code)


def scraps(index: Index) -> bool:
    """Whether the page's words are scraps ("Loading…", "abc", "def"): no line of its prose holds four."""
    return all(p.code or word_count(p.text) < 4 for p in index.passages)


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


def aside(passage: Passage) -> bool:
    """A hatnote, a "read also" or follow-me line, a sponsor's line, a post's reactions, a stepper's button or a
    pay-later offer: a short line about where to read on, who paid, who reacted, or a control or a promo's."""
    return word_count(passage.text) <= 20 and bool(_ASIDE.search(passage.text))


def substantive(passage: Passage) -> bool:
    """What answers first: the main content's sentences, list items, rows and lines. The chrome
    (navigation, footer), menus, captions, hatnotes, bylines and fragments of a word or two ("Share",
    "More" under a headline that matches) answer only when nothing else does."""
    p = passage
    return word_count(p.text) >= 3 and not (p.chrome or p.furniture or p.caption or aside(p) or p.byline())
