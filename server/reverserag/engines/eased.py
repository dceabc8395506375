"""What eases a thing is not the thing: "What are the symptoms?" on a health page quoted the chickenpox symptoms, then
"But there are things you can do to help ease the symptoms." from the section on looking after yourself (qa63 #24)."""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms

# A sentence that names a thing as what is eased: "help ease the symptoms", "to relieve the pain".
_EASES = re.compile(r"\b(?:ease|eases|relieve|relieves|soothe|soothes|treat|treats)\s+"
                    r"(?:the\s+|your\s+|these\s+|their\s+|its\s+)?(?P<thing>\w+)", re.I)
# A question that asks what eases it: "How can I ease the itching?", "What helps?", "How is it treated?".
_ASKS_EASING = re.compile(r"\b(?:eas\w*|reliev\w*|sooth\w*|treat\w*|manag\w*|reduc\w*|help\w*|stop\w*|do|cure\w*|"
                          r"remed\w*|medicines?)\b", re.I)


def unasked(question: str, chosen: list[Passage]) -> list[Passage]:
    """``chosen`` without the sentences that name what is asked about as what they ease, for a question that does not
    ask what eases it, where any is left."""
    asked = set(terms(question))
    if _ASKS_EASING.search(question) or not asked:
        return chosen

    def eases(p: Passage) -> bool:
        return any(asked & set(terms(m["thing"])) for m in _EASES.finditer(p.text))

    return [p for p in chosen if not eases(p)] or chosen
