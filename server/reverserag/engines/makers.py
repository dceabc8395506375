"""Who made the page's video or project (off86): "Who made this video?" quoted the description, "Who made this?" on a
campaign its blurb ("made in Bristol"), where the line under the title named them: a channel's "Crumb & Co Baking
(Verified)" over "1.2M subscribers", a link to its "/@crumbandco"; a campaign's "by Northwind Studio · 3 created".
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_MADE_ASKED = re.compile(r"^\W*who\s+(?:made|makes|created|creates|uploaded|posted|published|is\s+behind|runs)\s+"
                         r"(?:this|it|the)\b(?:\s+(?:video|clip|channel|project|campaign|page))?\W*$"
                         r"|^\W*(?:whose|which)\s+channel\b|^\W*who(?:'s|’s|\s+is)\s+the\s+(?:creator|channel|maker)\b",
                         re.I)
_SUBSCRIBERS = re.compile(r"^\d[\d,.]*\s?[KMkm]?\s+subscribers?\b", re.I)
_CHANNEL = re.compile(r"(?:^|/)(?:@[\w.-]+|channel/[\w-]+|c/[\w.-]+|user/[\w.-]+)/?$")
_BY = re.compile(r"^by\s+\S", re.I)
_TOP = 8


def asked(question: str, index: Index) -> list[Passage]:
    """The line under the title that names who made the page's video or project; empty where not asked or none."""
    if not _MADE_ASKED.search(question):
        return []
    top = [p for p in index.passages[:_TOP] if not (p.chrome or p.card or p.code or p.row)]
    for n, p in enumerate(top):
        after = top[n + 1] if n + 1 < len(top) else None
        if _SUBSCRIBERS.match(p.text):
            continue
        if ((after and _SUBSCRIBERS.match(after.text)) or any(_CHANNEL.search(href) for _, href in p.links)
                or _BY.match(p.text)) and len(p.text.split()) <= 16:
            return [p]
    return []
