"""A stock quote's header (Yahoo's, Google Finance's): the price with its change on one cited line ("189.84 +2.31
(+1.23%)") over the line that says when ("At close: March 11 at 4:00:00 PM EST"), and the after-hours one under it
(qa61). "What is the price?" found a news headline that holds "stock"; "How much did it change today?" nothing; "What
was the after-hours price?" an ad. Each answers with the quote's row and its line, or with nothing."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

_NUMBER = r"\d[\d,]*(?:\.\d+)?"
# A quote's row: the price, then its change, signed (an arrow before it, the share after it): "189.84 +2.31 (+1.23%)",
# "190.12 ▲ +0.28 (+0.15%)", "$138.94 Down by 0.44% -0.61 Today".
_ROW = re.compile(rf"^[$€£¥]?\s?{_NUMBER}\s+(?:[▲▼↑↓]\s*)?(?:[+\-−]{_NUMBER}\s*\(?[+\-−]?{_NUMBER}\s?%\)?"
                  rf"|[+\-−]?{_NUMBER}\s?%\s*\(?[+\-−]{_NUMBER}\)?|(?:up|down)\s+by\s+{_NUMBER}\s?%.*)$", re.I)
# The line under a row that says which session it is: "At close: …", "After hours: …", "Pre-market: …".
_SESSION = re.compile(r"^(?P<session>at\s+close|as\s+of|closed|real[\s-]?time|after[\s-]hours|post[\s-]market"
                      r"|pre[\s-]market|overnight|extended\s+hours)\b", re.I)
_LATE = re.compile(r"after[\s-]?hours|post[\s-]?market|overnight|extended[\s-]?hours", re.I)
_EARLY = re.compile(r"pre[\s-]?market|before\s+the\s+(?:bell|open)", re.I)
# What asks for a quote's price or its change: "What is the price?", "How much is the stock?", "What is it trading at?",
# "How much did it change today?", "Is the stock up or down?", "Did it go up?".
_ASKED = re.compile(r"\bprice\b|\bquote\b|\btrading\s+at\b|\bhow\s+much\s+is\b|\bworth\b|\bchange[ds]?\b"
                    r"|\bup\b|\bdown\b|\b(?:rise|rose|risen|fall|fell|fallen|gain(?:ed)?|lose|lost|drop(?:ped)?"
                    r"|move[ds]?)\b", re.I)
# ... and the words such a question may say besides the company's name.
_WORDS = frozenset(terms("price prices quote trading trade traded stock stocks share shares current currently now "
                         "today latest last much change changed changes up down rise rose risen fall fell fallen gain "
                         "gained lose lost drop dropped move moved moves go went did worth is it this the what how "
                         "after hours hour post market pre premarket afterhours extended close closing closed day "
                         "session"))


def asked(question: str, index: Index) -> list[Passage]:
    """The quote's row that answers ``question`` with the line that says its session under it: the after-hours
    (or pre-market) one when asked for, else the first; empty when the page shows no quote or the question names
    something else ("What is the price target?")."""
    if not _ASKED.search(question):
        return []
    rows = [(p, after) for p in index.passages if not p.chrome and _ROW.match(p.text)
            and (after := index.passages[p.index + 1:p.index + 2]) and _SESSION.match(after[0].text)]
    if not rows:
        return []
    named = frozenset(terms(rows[0][0].heading)) | frozenset(terms(index.passages[0].heading))
    if set(terms(question)) - _WORDS - named:
        return []
    late = _LATE.search(question) or _EARLY.search(question)
    wanted = _LATE if _LATE.search(question) else _EARLY
    chosen = next(((p, after) for p, after in rows if (wanted.search(after[0].text) is not None) == bool(late)), None)
    return [chosen[0], *chosen[1]] if chosen else []
