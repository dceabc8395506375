"""A release as a changelog's heading names it: its version ("3.2", "v2.10.1", a pre-release's "3.3.0rc1"), its day
("2026-10-14"), its title over its notes ("v3.2.0 – Priorities" over "Bug fixes"), and its version written one way, to
tell which release a question names (outline.py)."""

from __future__ import annotations

import re

# A version ("3.2", "3.2.0", "v2.10.1", a pre-release's "3.3.0rc1", "2.0.0-beta.2", "1.4a1", "3.1.dev3", "3.0-alpha")
# or a day ("2026-10-14"): what a release's heading names.
_PRE = r"(?:[-.]?(?:alpha|beta|preview|pre|rc|dev)(?:[.-]?\d+)?|[ab]\d+)(?![a-z])"
VERSION = re.compile(rf"(?<![\w.])v?(\d+(?:\.\d+)+(?i:{_PRE})?)(?![\w.]*\d)")
_PRE_PARTS = re.compile(rf"^(\d+(?:\.\d+)+)((?i:{_PRE}))?$")
# A pre-release's kind as it is written otherwise: "3.0.0-beta.2" is "3.0.0b2", "1.0-preview" "1.0rc".
_PRE_KINDS = {"alpha": "a", "beta": "b", "preview": "rc", "pre": "rc"}
DAY = re.compile(r"\b\d{4}-\d\d-\d\d\b")
# A release's title: its version, after a word (its project's) or "Release", before its name or date or nothing:
# "v3.2.0 – Priorities", "fastqueue 3.2.0", "3.2.0 (2026-10-14)"; not "Almost 1.8 million potholes filled".
RELEASE_TITLE = re.compile(r"^(?:[^\s\d]\S*\s+)?v?\d+(?:\.\d+)+[\w.-]*(?:\s*[-–—:(·|]|$)", re.I)
# What a release's notes are headed by, under its title (a few words): "✨ Features", "🐛 Bug fixes", "New
# Contributors".
NOTES = re.compile(r"\b(?:features?|(?:bug\s*)?fix(?:es|ed)?|breaking|changes?|changed|added|removed|deprecat\w*|"
                    r"security|improvements?|enhancements?|contributors?|assets|highlights|notes|what's\s+new)\b", re.I)


def parts(version: str) -> tuple[list[str], str]:
    """A version's numbers and its pre-release, written one way: "3.3.0-RC.1" is (["3", "3", "0"], "rc1")."""
    found = _PRE_PARTS.match(version)
    if not found:
        return version.split("."), ""
    pre = re.sub(r"[-.]", "", (found[2] or "").lower())
    kind = re.match(r"[a-z]+", pre)
    return found[1].split("."), (_PRE_KINDS.get(kind[0], kind[0]) + pre[kind.end():] if kind else pre)
