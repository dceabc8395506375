"""What a page opens with, where its first sentences are not it (qa65 #17): a tracking page's status and estimated
delivery (parcels.py), a crowdfunding campaign's total ("£48,210 pledged of £30,000 goal", too short a line to be
prose: the greeting said the blurb and the story's first sentence)."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from . import parcels
from .lines import shown

_FUNDED = re.compile(r"[£$€¥]\s?\d[\d,.]*\s*[KMk]?\s+(?:pledged|raised|funded)\b.{0,40}", re.I)


def opening(index: Index, lead: list[Passage]) -> list[Passage]:
    """``lead``, or what the page's kind opens with instead."""
    lead = parcels.opening(index, lead)
    funded = next((p for p in shown(index) if _FUNDED.fullmatch(p.text)), None)
    if not lead or funded is None or funded in lead:
        return lead
    return [lead[0], funded, *lead[1:2]]
