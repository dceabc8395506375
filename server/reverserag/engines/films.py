"""A film's genres and its age certificate, for the offline engine: "What genre is it?" and "What is it rated?" on a
page that shows them as links with no word of the question (qa62 #11).

IMDb shows its genres as chips ("Action", "Sci-Fi", "Thriller", each a link to a search by genre) and its certificate
as a link in the line of year and runtime ("PG-13"): "What genre is it?" found nothing, and "What is it rated?" quoted
the 8.8/10 of the users' rating. The chips are found by where they link (a search "?genres=", a "/genre/" page), the
certificate by what it says (alone, or one of the parts of the line of year and runtime, as the widget reads it now);
"How many votes?" by the count after the users' rating ("IMDb RATING: 8.8/10 2.5M"), where no line says "votes".
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_GENRE_ASKED = re.compile(r"\bgenres?\b|\bwhat\s+(?:kind|type|sort)\s+of\s+(?:film|movie|show|series)\b", re.I)
_GENRE_LINK = re.compile(r"[?&]genres?=|/genres?/", re.I)
_CERTIFICATE_ASKED = re.compile(r"\bwhat\s+is\s+(?:it|this|the\s+(?:film|movie|show))\s+rated\b|\bage\s+rating\b"
                                r"|\b(?:certificate|certification|parental\s+guid\w*|mpaa|age\s+limit)\b"
                                r"|\bsuitable\s+for\s+(?:kids|children)\b", re.I)
# What a certificate says, as the US's, the UK's and TV's write them; alone, or a part of the line of year and runtime
# ("2010 · PG-13 · 2h 28m", as the widget reads IMDb's list).
_CERTIFICATE = re.compile(r"^(?:G|PG|PG-13|R|NC-17|NR|Unrated|Not\s+Rated|TV-(?:Y7?|G|PG|14|MA)|U|12A|18)$")
_PARTS = re.compile(r"\s*·\s*")
# "How many votes?", "How many ratings does it have?", "How many people rated it?": IMDb's count after its rating
# ("IMDb RATING: 8.8/10 2.5M"), which says no "votes".
_VOTES_ASKED = re.compile(r"\bhow\s+many\s+(?:votes|ratings|user\s+ratings|people\s+(?:have\s+)?(?:rated|voted))\b",
                          re.I)
_RATED_COUNT = re.compile(r"\b\d{1,2}(?:\.\d)?\s*/\s*10\s+\d[\d.,]*[KMB]?$")
_SAID_VOTES = re.compile(r"\b(?:votes|ratings)\b", re.I)


def asked(question: str, index: Index) -> list[Passage]:
    """The page's genres, its certificate or its rating's votes, if the question asks for them and the main content
    shows them."""
    if _GENRE_ASKED.search(question):
        return [p for p in index.passages if not p.chrome and len(p.links) >= 1
                and all(_GENRE_LINK.search(href) for _, href in p.links)][:1]
    if _CERTIFICATE_ASKED.search(question):
        return [p for p in index.passages if not p.chrome
                and any(_CERTIFICATE.match(part) for part in _PARTS.split(p.text.strip()))][:1]
    if _VOTES_ASKED.search(question) and not any(_SAID_VOTES.search(p.text) for p in index.passages if not p.chrome):
        return [p for p in index.passages if not p.chrome and _RATED_COUNT.search(p.text)][:1]
    return []
