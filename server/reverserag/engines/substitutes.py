"""What to use instead, for the offline engine: "What can I use instead of butter?" on a recipe.

A recipe's substitution note ("Substitutions: Coconut oil works well in this recipe; swap it one for one.") may not
name what it replaces, and the search quoted the lines that hold "butter" (the intro's "melted butter", the
ingredient's "½ cup unsalted butter"), which say nothing of what to use instead. The page's notes that say what to
swap answer: those that name what is asked about first.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# A question for a substitute: "What can I use instead of butter?", "Can I substitute the eggs?", "What can replace
# milk?", "Is there an alternative to sugar?", "Can I swap the flour?".
_ASKED = re.compile(r"\binstead\b|\bsubstitut\w*|\breplac\w*|\bswap\w*|\balternatives?\b|\bin\s+place\s+of\b", re.I)
# A note that says what to swap ("… in place of the butter"), and one labelled so ("Substitutions:", "Swaps:"): a
# line that says "replaced" tells what was done, not what to use.
_NOTE = re.compile(r"\binstead\b|\bsubstitut\w*|\bswap\w*|\balternatives?\b|\bin\s+place\s+of\b", re.I)
_LABELLED = re.compile(r"(?:substitut\w*|swaps?|subs|alternatives?|variations?)\s*:", re.I)
# The question's words besides what it asks a substitute for.
_ASKING = frozenset(terms("what which can could use used using instead substitute substitutes substitution "
                          "substitutions replace replaced replacement swap swapped alternative alternatives place "
                          "good best recipe there"))
# How many notes an answer quotes, at most.
_MOST = 2


def asked(question: str, index: Index) -> list[Passage]:
    """For a question that asks what to use instead of something, the page's notes that say what to swap (not the
    chrome's, nor a line that asks): those that name what is asked about, else those labelled as substitutions, if
    there are no more than two; empty when the question asks something else or the page has no such note."""
    if not _ASKED.search(question):
        return []
    notes = [p for p in index.passages if not (p.chrome or p.code or p.furniture) and _NOTE.search(p.text)
             and not p.text.rstrip().endswith(("?", "？"))]
    wanted = set(terms(question)) - _ASKING
    naming = [p for p in notes if wanted & set(terms(p.text))]
    labelled = [p for p in notes if _LABELLED.match(p.text)]
    return (naming or (labelled if len(labelled) <= _MOST else []))[:_MOST]
