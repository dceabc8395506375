"""What is new in an app or a package: "What's new in the latest version?" and "What changed in the latest update?" are
answered by the section its heading names so ("## What's new", "Changelog", "Release notes"), not a passage that holds
"version" or nothing (qa63 #6: a Play listing's "What's new" list was never found, the question's words being
"new", "latest" and "version", none of its items')."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

# "What's new?", "What is new in the latest version?", "What changed in the last update?", "What are the latest
# changes?", "Any release notes?"; not a release the question names ("What changed in 3.2?", index.release's).
_ASKED = re.compile(r"^\W*(?:what(?:'s|’s|\s+is|\s+has)?\s+(?:new|changed)"
                    r"|what\s+are\s+the\s+(?:latest\s+|recent\s+|new\s+)?changes|(?:any|show\s+me)?\s*(?:the\s+)?(?:release\s+notes|change\s*log))\b(?!.*\d)"
                    r"(?:\s+(?:in|with|since|for|about|on)\b[^?]*)?\W*$", re.I)
# The question may name only what is new ("in the latest version", "in this update", "in the app").
_ONLY = re.compile(r"\b(?:in|with|since|for|about|on)\s+(?:the|this|its|it|a)?\s*"
                   r"(?:(?:latest|last|newest|recent|current|new)\s+)?(?:version|update|release|app|build)?\W*$|^[^?]*?(?:new|changed|changes|notes|log)\W*$",
                   re.I)
_HEADING = re.compile(r"^(?:what['’]s\s+new|what\s+is\s+new|new\s+in\b|change\s*log|release\s+notes|recent\s+changes"
                      r"|latest\s+changes)", re.I)
_MOST = 8


def asked(question: str, index: Index) -> list[Passage]:
    """The main content's first section under a heading that names what is new, at most eight of its lines, for a
    question that asks what is new and nothing more; empty otherwise."""
    if not _ASKED.match(question) or not _ONLY.search(question):
        return []
    heading = next((p.heading for p in index.passages if not p.chrome and _HEADING.match(p.heading)), None)
    if heading is None:
        return []
    return [p for p in index.passages if p.heading == heading and not (p.chrome or p.furniture)][:_MOST]
