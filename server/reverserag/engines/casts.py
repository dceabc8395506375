"""A film's or a show's cast, for the offline engine: "Who plays Cobb?" and "Who does Tom Hardy play?" on a page that
lists its cast as "Leonardo DiCaprio as Cobb" (qa62 #10).

The widget reads IMDb's cast items as one line each, the actor as their character. The search for "Who plays Cobb?"
weighed "plays" and "Cobb" alike, and on the full page quoted a review ("… I never cared about Cobb's team."): the
character asked for is in one line of the cast, and that line answers.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms, word_count

# "Who plays Cobb?", "Who played Mal?", "Who voices Woody?", "Who is Eames played by?".
_ROLE_ASKED = re.compile(r"\bwho\s+(?:plays|played|portrays|portrayed|voices|voiced|is\s+playing)\s+(?P<role>.+?)\W*$"
                         r"|\bwho\s+(?:is|was)\s+(?P<by>.+?)\s+(?:played|portrayed|voiced)\s+by\b", re.I)
# "Who does Tom Hardy play?", "What role does Tom Hardy play?", "Which character did Elliot Page play?".
_ACTOR_ASKED = re.compile(r"\b(?:who|what|which)\s+(?:role\s+|character\s+|part\s+)?(?:does|did|do)\s+(?P<actor>.+?)\s+"
                          r"(?:play|portray|voice)\b", re.I)
# A cast line: the actor as the character ("Leonardo DiCaprio as Cobb", "Tom Hardy as Eames / Mr. Charles").
_CAST = re.compile(r"^(?P<actor>[^·|:]{2,60}?)\s+as\s+(?P<role>[^·|:]{1,80})$")
_CAST_WORDS = 16


def asked(question: str, index: Index) -> list[Passage]:
    """The cast line of the character, or of the actor, ``question`` asks about; empty when no line of the page's
    main content casts them."""
    role, actor = _ROLE_ASKED.search(question), _ACTOR_ASKED.search(question)
    if role:
        side, name = "role", role["role"] or role["by"]
    elif actor:
        side, name = "actor", actor["actor"]
    else:
        return []
    asked_words = set(terms(name))
    if not asked_words:
        return []  # "Who plays in it?": the credits' question (credits.py)
    found = []
    for p in index.passages:
        cast = _CAST.match(p.text) if not p.chrome and word_count(p.text) <= _CAST_WORDS else None
        if cast and asked_words <= set(terms(cast[side])):
            found.append(p)
    return found[:3]
