"""What a job posting asks of an applicant, asked for in other words than its heading's.

"What are the requirements?" found nothing on a posting whose list is under "What we're looking for" (qa59 #14):
no word of the question is on the page. A question for the requirements (qualifications, the skills needed) is
answered with the items under a heading that says what the job asks for, in the words postings use. "What are you
looking for?" asks the page, not the assistant, where a heading says what "we're looking for".
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_ASKED = re.compile(r"\b(?:requirements?|qualifications?|prerequisites?|must[\s-]haves?|(?:skills|experience)\s+"
                    r"(?:are\s+|is\s+|do\s+(?:i|you)\s+)?(?:needed|required|need)|what\s+(?:are\s+)?(?:you|they)\s+"
                    r"(?:are\s+)?look(?:ing)?\s+for|what\s+do\s+(?:i|you)\s+need\s+to\s+(?:have|know|apply))\b", re.I)
_HEADING = re.compile(r"\b(?:(?:what\s+)?(?:we(?:'re|’re|\s+are)|you(?:'re|’re|\s+are)?)\s+look(?:ing)?\s+for"
                      r"|requirements?|qualifications?|what\s+you(?:'ll|’ll|\s+will)?\s+(?:need|bring)|about\s+you"
                      r"|who\s+you\s+are|you\s+(?:have|bring|might\s+be)|must[\s-]haves?|skills(?:\s+and\s+experience)?"
                      r"|experience\s+(?:we\s+need|required))\b", re.I)
_MOST = 10
_YOU_LOOK = re.compile(r"\b(?:what|who)\s+are\s+you\s+look(?:ing)?\s+for\b", re.I)
_WE_LOOK = re.compile(r"\b(?:we(?:'re|’re|\s+are)|you(?:'re|’re|\s+are))\s+look(?:ing)?\s+for\b", re.I)


def of_the_page(question: str, index: Index) -> bool:
    """Whether ``question`` asks what "you" are looking for of a page whose heading says what it is looking for."""
    return bool(_YOU_LOOK.search(question)) and any(_WE_LOOK.search(p.heading) for p in index.passages)


def asked(question: str, index: Index) -> list[Passage]:
    """The items under the heading that says what the job asks for, for ``question`` asking its requirements."""
    if not _ASKED.search(question):
        return []
    under = [p for p in index.passages if not (p.chrome or p.furniture) and _HEADING.search(p.heading)]
    items = [p for p in under if p.item]
    return (items or under)[:_MOST]
