"""A rating the page's text gives, for a question that asks for the rating and nothing more.

"4.6 out of 5 · Based on 128 reviews", "Rated 4.6/5", "★★★★☆ 4.6 (128 reviews)" or the widget's
"[image: 4.6 out of 5.0 stars]" (stars drawn by CSS, named by their ``aria-label``) hold no word of
"What is the rating?", so the ranking found none of them. A shop's page states two kinds: the product's
own rating, an average over its reviews, which says how many it averages; and each review's stars, which
stand alone. The product's is what is asked.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import others
from .phrases import content_words

# What asks for a rating: one of these, and nothing but ``_ALSO`` (and the page's or the product's name) beside
# it; "note" only in a question in French or German ("Quelle est la note ?"): it is an English word too.
_ASKED = frozenset(terms("rating rated rate stars star score average Bewertung bewertet Sterne étoiles évaluation "
                         "estrellas valoración puntuación calificación nota valutazione stelle beoordeling sterren "
                         "avaliação estrelas"))
_NOTE = {"fr": frozenset(terms("note")), "de": frozenset(terms("Note"))}
_ALSO = frozenset(terms("overall customers customer users reviewers reviews review give given gets get product item "
                        "Bewertungen valoraciones viele"))

_WORD = re.compile(r"[^\W\d_]+")
_NUMBER = r"(?<![\d.,/])\d{1,3}(?:[.,]\d{1,2})?"
# A rating stated: "4.6 out of 5", "4.6/5" (not a date's "3/5/2026"), "4,6 von 5 Sternen", "★★★★☆",
# "Rated 4.6", "Rating: 4.6", "4.6 stars".
_RATED = re.compile(rf"{_NUMBER}\s*(?:out\s+of|/)\s*(?:5|10|100)(?:[.,]0+)?(?![\d/]|[.,]\d)"
                    rf"|{_NUMBER}\s*(?:sur|von|de|su|van|op)\s*(?:5|10)(?:[.,]0+)?\s*"
                    r"(?:étoiles|Sternen|estrellas|stelle|sterren|estrelas)"
                    r"|[★☆]{5}"
                    rf"|\b(?:rated|rating)\s*:?\s*{_NUMBER}\b"
                    rf"|{_NUMBER}\s*stars?\b"
                    rf"|{_NUMBER}\s*★(?!★)", re.I)  # an app store's "4.6★" (off87)
# How many reviews a rating averages: "Based on 128 reviews", "(128 reviews)", "12K reviews", "128 customer ratings",
# "(128)", or WooCommerce's "Rated 4.60 out of 5 based on" (its count on a line of its own below).
_COUNTED = re.compile(r"\b\d[\d,.]*[KMk]?\s+(?:\w+\s+)?(?:reviews?|ratings?|votes?|avis|Bewertungen|Rezensionen|reseñas"
                      r"|valoraciones|opiniones|recensioni|beoordelingen|avaliações)\b|\bbased\s+on\b|\(\d[\d,.]*\)",
                      re.I)
_BROKEN = re.compile(r"\bbased\s+on$", re.I)


def stated(sought: str, index: Index, implied: frozenset[str], language: str | None = None
           ) -> tuple[list[Passage], bool]:
    """For a question that asks for the rating and nothing more (``sought``, beside ``implied``: the page's
    name; ``language``: the one it is asked in, if told), the passage of the page (not of its chrome) that
    states one, and whether it is the product's: the first that says how many reviews or ratings it averages,
    else the first (a page gives its product's rating above the reviews). Empty when the question asks anything
    else or the text states none."""
    # In any language the engine speaks: "Wie ist die Bewertung?", "¿Cuál es la valoración?".
    asked = set(terms(" ".join(content_words(sought)))) - implied
    rating = _ASKED | _NOTE.get(language or "", frozenset())
    if not asked & rating or asked - rating - _ALSO:
        return [], False
    # The page's own item's: not a card's under "Similar apps" (off87: "What is SkyCast Weather rated?" on its listing
    # quoted Puddle's "Rated 4.2 stars", its own "4.6★" read as no rating).
    rated = [p for p in index.passages if not p.chrome and _RATED.search(p.text) and not others.among_others(p, index)]
    counted = [p for p in rated if _COUNTED.search(p.text)]
    if counted:
        return _whole(counted[0], index), True
    # "[image: 4.6 out of 5.0 stars]" on a line of its own, over "Based on 128 reviews".
    for p in rated:
        after = index.passages[p.index + 1:p.index + 2]
        if after and after[0].heading == p.heading and _COUNTED.search(after[0].text):
            return [p, after[0]], True
    return rated[:1], False


def _whole(p: Passage, index: Index) -> list[Passage]:
    """``p`` and, when it breaks off at "based on", the lines of its section that end it: WooCommerce's "128" and
    "customer ratings" under "Rated 4.60 out of 5 based on"."""
    if not _BROKEN.search(p.text):
        return [p]
    after = [q for q in index.passages[p.index + 1:p.index + 3] if q.heading == p.heading and not q.chrome]
    ending = next((n for n, q in enumerate(after) if any(c.isalpha() for c in q.text)), len(after) - 1)
    return [p, *after[:ending + 1]]


# A rating's value and what it is out of: "2 out of 5", "4.6/5", "8/10"; or stars drawn as glyphs, "★★☆☆☆".
_VALUE = re.compile(rf"(?P<value>{_NUMBER})\s*(?:out\s+of|/)\s*(?P<of>5|10|100)(?:[.,]0+)?(?![\d/]|[.,]\d)"
                    r"|(?P<stars>[★☆]{5})", re.I)


def score(text: str) -> float | None:
    """The first rating ``text`` states, as a share of the most it could be (0.4 for "2 out of 5 stars" or
    "★★☆☆☆"); None when it states none this way."""
    found = _VALUE.search(text)
    if not found:
        return None
    if found["stars"]:
        return found["stars"].count("★") / 5
    return min(float(found["value"].replace(",", ".")) / float(found["of"]), 1.0)


def alone(text: str) -> bool:
    """Whether ``text`` states a rating and next to nothing else: a review's "[image: 2 out of 5 stars]" line."""
    return _VALUE.search(text) is not None and len(_WORD.findall(_VALUE.sub(" ", text))) <= 2


# A question that asks for a rating by its own word, beside others ("What is the seller's rating?"): "rating" and
# "rate" share a stem, so the ranking found a finance line's "Fixed interest rate 5.09%" as well (qa63 #19).
_RATING_ASKED = re.compile(r"\b(?:ratings?|rated|stars)\b", re.I)


def asked_of(question: str) -> bool:
    """Whether ``question`` asks for a rating by name (not a rate)."""
    return _RATING_ASKED.search(question) is not None


def states(p: Passage) -> bool:
    """Whether ``p`` states a rating: "4.7 out of 5", "★★★★☆", "Rated 4.7"."""
    return _RATED.search(p.text) is not None
