"""Where the place a page is about is: "Where are you?", "What is your address?", "Where is the seller?" (qa63 #19: a
car's seller card's "Unit 4, Kennet Way, Reading, RG1 3AB · 2.4 miles away" was never quoted).

A restaurant's address is a block under "Find us" ("14 Wapping Wharf / Bristol BS1 4RH / 0117 …") that holds no word
of either question, so the first was answered with the page's summary and the second not at all (qa59 #11). A block
that reads as an address (a postcode, a number and a street) answers, the main content's before the chrome's (a
footer's); else the section under a heading that says where ("Find us", "Location", "Getting here").
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_ASKED = re.compile(
    r"\bwhere(?:'s|’s|\s+(?:are|is))\s+(?:you|it|they|your\s+\w+|the\s+(?:restaurant|shop|store|office|hotel|venue"
    r"|caf[eé]|bar|pub|clinic|museum|gallery|studio|gym|school|salon|bakery|practice|surgery|branch|seller|dealer"
    r"|dealership|garage|showroom|car|vehicle|item|property|house|flat|apartment|host|agent|agency))"
    r"(?:\s+(?:located|based))?\s*\??$|\b(?:seller|dealer|dealership)['’]?s?\s+(?:location|address)\b"
    r"|\bwhere\s+can\s+i\s+find\s+(?:you|it|the\s+\w+)\b|\bhow\s+(?:do|can)\s+i\s+(?:find|get\s+to|reach)\s+(?:you|it)\b"
    r"|\b(?:your|the|their)\s+(?:postal\s+|street\s+)?address\b|^\s*address\s*\??$|\bdirections\b", re.I)
# An address that is no place: an e-mail's, a website's, a computer's.
_NO_PLACE = re.compile(r"\b(?:e-?mail|ip|web|mac|wallet|billing)\s+address\b", re.I)
_WHERE = re.compile(r"^(?:find\s+us|where\s+to\s+find\s+us|where\s+we\s+are|locations?|address|our\s+address|"
                    r"getting\s+here|how\s+to\s+(?:find|reach)\s+us|visit\s+us|directions)\b", re.I)
# A UK or Canadian postcode, a US state and ZIP, a number and a street.
ADDRESS = re.compile(
    r"\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"
    r"|\b\d+[A-Za-z]?\s+(?:[A-Z][\w'’-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Dr"
    r"|Way|Place|Pl|Square|Sq|Wharf|Quay|Row|Terrace|Crescent|Court|Ct|Close|Parade|Hill|Highway|Hwy)\b\.?")


def asked(question: str, index: Index) -> list[Passage]:
    """The page's address, or what it says under "Find us", for ``question`` asking where the place is."""
    if not _ASKED.search(question) or _NO_PLACE.search(question):
        return []
    shown = [p for p in index.passages if not (p.code or p.furniture or p.caption)]
    addresses = sorted((p for p in shown if ADDRESS.search(p.text)), key=lambda p: p.chrome)
    if addresses:
        return addresses[:1]
    return [p for p in shown if not p.chrome and _WHERE.match(p.heading)][:3]
