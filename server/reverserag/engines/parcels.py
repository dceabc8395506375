"""A parcel tracking page's answers (qa65 #6, #7, #13): when it will arrive, where it is now, who sent it.

"When will my parcel arrive?" quoted "04:55 · Arrived at delivery office" for its word "arrive", where the status banner
said "Estimated delivery: Today, 10:30–12:30"; "Where is my parcel now?" found nothing ("where" and "now" ask nothing);
"Who is it from?" quoted the page's opening ("from" is a stopword), not "From: Tidy Home Ltd"; "Has it been delivered?"
quoted "Delivering to: Postcode EC1A 1BB", not the status. A tracking page says its status as the heading of a banner
("## Out for delivery") over what it means ("Your item is with your local delivery office …"), and lists its events
newest first ("07:12 · Out for delivery · London Mount Pleasant DO").
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from .lines import shown

_ARRIVAL_ASKED = re.compile(
    r"\bwhen\b.*\b(?:will|should|is|does|do|am|are)\b.*\b(?:arrive|arriving|get\s+(?:here|it)|be\s+delivered|come|turn\s+up)\b"
    r"|\bwhat\s+time\b.*\b(?:arrive|arriving|be\s+delivered|delivery)\b|\b(?:eta|delivery\s+(?:date|time|window))\b",
    re.I)
# The line that gives it: "Estimated delivery: Today, 10:30–12:30", "Expected arrival: Fri 11 Dec", "ETA: …".
_ARRIVAL = re.compile(r"(?:(?:estimated|expected|scheduled|anticipated|planned)\s+(?:delivery|arrival)"
                      r"(?:\s+(?:date|time|window|slot))?|eta|arriving|due|delivery\s+(?:date|window|slot))\s*:", re.I)
_NOW_ASKED = re.compile(r"\bwhere\s+(?:is|are)\s+(?:it|they|(?:my|our)\s+\w+"
                        r"|(?:the|this)\s+(?:parcel|package|item|order|delivery|shipment|letter))\b(?!.*\b(?:from|going|sent)\b)"
                        r"|\b(?:what|where)(?:\s+is|'s|’s)\s+(?:the\s+|its\s+|my\s+\w+(?:'s|’s)?\s+)?status\b"
                        r"|\bha(?:s|ve)\s+(?:it|they|my\s+\w+|the\s+\w+)\s+(?:been\s+|already\s+been\s+)?"
                        r"(?:delivered|arrived|dispatched|shipped|sent)\b|\bis\s+it\s+(?:here|delivered)\b", re.I)
# A carrier's status, as a banner's heading says it.
_STATUS = re.compile(r"(?:out\s+for\s+delivery|in\s+transit|delivered|arrived\b.*|dispatched|shipped|on\s+its\s+way"
                     r"|collected|with\s+(?:the\s+)?(?:courier|driver)|awaiting\s+\w+|ready\s+(?:for|to)\s+\w+"
                     r"|delayed|attempted\s+delivery|held\s+at\s+.+|returned\s+to\s+sender)[.!]?", re.I)
# A tracking event: its time, what happened, where ("07:12 · Out for delivery · London Mount Pleasant DO").
_EVENT = re.compile(r"\d{1,2}[:.]\d\d(?:\s*[ap]\.?m\.?)?\s*[·•|–—-]\s*\S", re.I)
_SENDER_ASKED = re.compile(r"\bwho\b.*\b(?:from|sent|sender|shipped|posted)\b|\bwho(?:'s|’s|\s+is)\s+the\s+sender\b",
                           re.I)
_SENDER = re.compile(r"(?:from|sender|sent\s+by|shipped\s+by|posted\s+by|seller)\s*:\s*\S", re.I)


def asked(question: str, index: Index) -> list[Passage]:
    """The lines of a tracking page that answer ``question``; empty where it asks none of these, or the page is none."""
    lines = shown(index)
    if _ARRIVAL_ASKED.search(question):
        return [p for p in lines if _ARRIVAL.match(p.text)][:1]
    if _SENDER_ASKED.search(question):
        return [p for p in lines if _SENDER.match(p.text) and len(p.text.split()) <= 10][:1]
    if _NOW_ASKED.search(question):
        told, _ = _status(lines)
        newest = [p for p in lines if p.item and _EVENT.match(p.text)]
        return told[:1] + newest[:1] if told else []
    return []


def _status(lines: list[Passage]) -> tuple[list[Passage], list[Passage]]:
    """The status banner's lines (under a heading that says a carrier's status, "## Out for delivery"; no tracking
    event's item): what it says of the status, and the estimated delivery it gives. Read once, for the question and
    the opening alike."""
    banner = [p for p in lines if _STATUS.fullmatch(p.heading.strip()) and not p.item]
    return [p for p in banner if not _ARRIVAL.match(p.text)], [p for p in banner if _ARRIVAL.match(p.text)]


def opening(index: Index, lead: list[Passage]) -> list[Passage]:
    """What a tracking page opens with: its status banner's sentence and the estimated delivery (qa65 #17: it opened
    with the notifications' small print, "We'll text you when your item is delivered", and no time); else ``lead``."""
    told, due = _status(shown(index))
    return [told[0], due[0]] if told and due else lead
