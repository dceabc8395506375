"""A pull request's page: who approved it, who opened it (qa64 #6), which issue it fixes (#14).

GitHub says both in lines of its own: "carol approved these changes yesterday" and "alice wants to merge 3 commits
into main from fix/cache". "Who approved the PR?" quoted the description ("This PR clears by prefix …" holds "PR") and
the sidebar's uncited icon; "Who opened this pull request?" the "Merge pull request" button, which holds its words.
"Which issue does it fix?" quoted the header again (its branch "fix/cache"), not the description's "Fixes #4790".
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index

_APPROVED_ASKED = re.compile(r"\W*who\b.*\bapprov", re.I)
_OPENED_ASKED = re.compile(r"\W*who\b.*\b(?:open(?:ed|s)?|creat(?:ed|es)|submit(?:ted|s)?|rais(?:ed|es)|made|wrote|"
                           r"authored|started|proposed)\b", re.I)
# A review's line: "carol approved these changes yesterday"; a pull request's header: "alice wants to merge 3 commits
# into main from fix/cache", an issue's or a merge request's "alice opened this issue".
_APPROVAL = re.compile(r"^(?:\S+\s+){1,3}approved these changes\b", re.I)
# "Which issue does it fix?", "What bug does this close?": an issue asked for by what closes it.
# "What does it fix?" (off87: the header's branch "fix/cache" was quoted): what the page's change fixes, no word for it.
_FIXES_ASKED = re.compile(r"\W*(?:which|what)\b.*(?:\b(?:issues?|bugs?|tickets?)\b.*\b(?:fix|clos|resolv)"
                          r"|\b(?:fix|clos|resolv)\w*\b.*\b(?:issues?|bugs?|tickets?)\b)"
                          r"|^\W*what\s+(?:does|did|will)\s+(?:it|this(?:\s+(?:pr|pull\s+request|merge\s+request|mr|change|"
                          r"patch|commit))?)\s+(?:fix|close|resolve)\W*$", re.I)
# GitHub's and GitLab's closing keywords before an issue's number: "Fixes #4790", "Closes acme/widgetlib#12".
_FIXES = re.compile(r"\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?)\s*:?\s+(?:[\w.-]+/[\w.-]+)?#\d+\b", re.I)
_OPENER = re.compile(r"\bwants to merge \d+ commits?\b|\bopened this (?:pull request|issue|merge request)\b", re.I)


def asked(question: str, index: Index) -> list[Passage]:
    """The review lines that approve it, for "Who approved the PR?"; the header that says who wants to merge it, for
    "Who opened this pull request?"; the line that says what it fixes ("Fixes #4790"), for "Which issue does it fix?".
    The cited lines where there are any (the sidebar's icon says it again, uncited)."""
    wanted = (_APPROVAL if _APPROVED_ASKED.match(question) else _OPENER if _OPENED_ASKED.match(question)
              else _FIXES if _FIXES_ASKED.match(question) else None)
    if wanted is None:
        return []
    found = [p for p in index.passages if not (p.chrome or p.code) and wanted.search(p.text)]
    return ([p for p in found if p.label is not None] or found)[:3]
