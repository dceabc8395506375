"""How much of a medicine to take: the dose a page's "Dosage" section gives.

"How much ibuprofen can I take?" quoted the over-65 warning, "Never take 2 doses at the same time" and the 10-days
rule, which hold "ibuprofen" and "take", not "The usual dose for adults is one or two 200mg tablets every 4 to 6
hours." under "### Dosage", nor the dose-by-age table under it (qa66 #3). On a medicine leaflet (NHS, a drug's
patient information) that is what is asked: "how much" (or "how many") with a verb of taking is answered by the
section whose heading names a dose, by its lines that give an amount (a sentence, a table's rows), in order.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# "How much ibuprofen can I take?", "How many tablets should I give?": a quantity, and a verb of taking it.
_ASKED = re.compile(r"\bhow\s+(?:much|many)\b(?=.*\b(?:take|taken|taking|have|give|use|swallow)\b)", re.I)
# A section about a dose: "Dosage", "How much to take", "Dose by age", "How much should I give?".
_HEADING = re.compile(r"\bdos(?:e|es|age|ing)\b|\bhow\s+much\b", re.I)
# An amount of a medicine: "200mg", "5 ml", "one or two … tablets", "2 puffs".
_AMOUNT = re.compile(r"\d\s?(?:mg|mcg|µg|g|ml|mL|micrograms?|milligrams?|millilit(?:re|er)s?)\b"
                     r"|\b(?:\d+|one|two|three|four|half|a)\b[\w\s-]{0,24}?\b(?:tablets?|capsules?|caplets?|sachets?"
                     r"|puffs?|drops?|spoonfuls?|teaspoons?|pessaries|suppositor(?:y|ies)|patch(?:es)?)\b", re.I)
# What the question asks beside the quantity: the words of taking, which a dose's line need not hold.
_TAKING = frozenset(terms("take taken taking have give use swallow much many can should could may"))
_MOST = 5


def asked(question: str, index: Index, implied: frozenset[str] = frozenset()) -> list[Passage]:
    """The lines of the first section headed for a dose that give an amount, where ``question`` asks how much to take
    of what the page (``implied``, its title) or that section is about; else none."""
    if not _ASKED.search(question):
        return []
    shown = [p for p in index.passages if not (p.chrome or p.furniture)]
    for heading in dict.fromkeys(p.heading for p in shown if _HEADING.search(p.heading)):
        lines = [p for p in shown if p.heading == heading and _AMOUNT.search(p.text)]
        about = implied | frozenset(terms(heading)) | {t for p in lines for t in terms(p.text)}
        if lines and set(terms(question)) - _TAKING <= about:
            return lines[:_MOST]
    return []
