"""Which of a list's items passed, or failed (qa64 #7): "Which checks passed?" quoted all four of a pull request's
checks, as none says "pass": a check whose line says "Successful", "passed" or "✓" is a pass, and one that says
"Failing" or "✗" is not. Where each item says one or the other, the question's verdict picks its items.
"""

from __future__ import annotations

import re

from ..passages import Passage

_WHICH = re.compile(r"\W*(?:which|what)\b", re.I)
# What asks for, or says, that something passed: "passed", "successful", "succeeded", "✓".
_PASS = re.compile(r"\b(?:pass(?:ed|es|ing)?|succe(?:ss(?:ful(?:ly)?)?|ed(?:ed|s)?))\b|[✓✔✅]", re.I)
# ... or that it failed: "Failing after 31s", "errored", "✗".
_FAIL = re.compile(r"\b(?:fail(?:ed|s|ing|ure)?|error(?:ed|s)?|broken)\b|[✗✘❌]", re.I)


def those(question: str, chosen: list[Passage]) -> list[Passage]:
    """Of the list's items ``chosen``, each of which says it passed or it failed (not both), those whose verdict is the
    one a "Which …?" ``question`` asks for; all of them where it asks for neither, or some item says neither."""
    passes, fails = _PASS.search(question) is not None, _FAIL.search(question) is not None
    if not _WHICH.match(question) or passes == fails or len(chosen) < 2 or not all(p.item or p.row for p in chosen):
        return chosen
    said = [(_PASS.search(p.text) is not None, _FAIL.search(p.text) is not None) for p in chosen]
    if any(ok == bad for ok, bad in said):
        return chosen
    kept = [p for p, (ok, _) in zip(chosen, said, strict=True) if ok == passes]
    return kept if 0 < len(kept) < len(chosen) else chosen
