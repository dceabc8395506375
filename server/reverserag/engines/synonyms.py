"""A question's word in the page's own word, for the offline engine: "direct" where the page says "Non-stop",
"shipping" where it says "Delivery", "wheel" where it lists a ".whl" (qa60 #3, #8, #14).

The search matches words: "Which flights are direct?" found no card ("1 hr 55 min · Non-stop") and quoted the price
insights' sentence; "How much is shipping?" found nothing, the order summary saying "Delivery : Free". The question's
word is read as the page's only where the page holds that word and not the question's.
"""

from __future__ import annotations

import re

from ..ranking import Index

# A question's word, and the page's word for it (outside the chrome), written as the page writes it.
_SAME = (
    (re.compile(r"\b(?:direct|non-?stop)\b", re.I), re.compile(r"\bnon-?stop\b", re.I)),
    (re.compile(r"\b(?:shipping|postage)\b", re.I), re.compile(r"\bdelivery\b", re.I)),
    (re.compile(r"\bwheels?(?:\s+files?)?\b", re.I), re.compile(r"(?<=\.)whl\b", re.I)),
    # "When is the application deadline?" where a course's page says "Apply by 28 January 2026" (qa64 #5).
    (re.compile(r"\b(?:(?:application|applying|entry|booking|registration)\s+)?(?:deadline|closing date)\b", re.I),
     re.compile(r"\b(?:apply|register|book|enrol|enroll|submit)\s+by\b|\bapplications?\s+close\b", re.I)),
    # "What grades do I need?" where a course's entry requirements say "AAB including Maths" (qa64 #4).
    (re.compile(r"\bgrades?\b", re.I), re.compile(r"(?<![\w*])(?:A\*|[A-E]){3}(?=\s+(?:including|in|at|or|with)\b)")),
    # "When can my child go back to school?" where the page says how long to "stay away from school" (qa63 #12).
    (re.compile(r"\b(?:go(?:ing)? back|return(?:ing)?) to\b", re.I),
     re.compile(r"\bstay (?:away from|off)\b(?= (?:school|nursery|work)\b)", re.I)),
    # "What's the newest version?" where a package's page badges its release "2.32.3 latest", which "What is the
    # latest version?" finds (the install paragraph, under "… Supported Versions", was quoted).
    # "Which version is the newest?" too (off87).
    (re.compile(r"\b(?:newest|most recent|current)(?= (?:stable )?(?:version|release)\b)"
                r"|(?:(?<=\bversion is )|(?<=\brelease is )|(?<=\bversion is the )|(?<=\brelease is the ))"
                r"(?:newest|most recent|current)\b", re.I),
     re.compile(r"(?<=\d )latest\b", re.I)),
)


def reworded(question: str, index: Index) -> str:
    """``question`` with each of its words the page writes otherwise written as the page writes it."""
    for asked, said in _SAME:
        found = asked.search(question)
        # a word of the page's, not part of one ("current" is not "currently")
        if not found or any(re.search(rf"(?<!\w){re.escape(found[0])}(?!\w)", p.text, re.I) for p in index.passages):
            continue
        written = next((m[0] for m in map(said.search, (p.text for p in index.passages if not p.chrome)) if m), None)
        if written:
            question = asked.sub(written.lower(), question)
    return question
