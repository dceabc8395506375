"""Who or what a question asks for by the part it plays on the page, in words the page does not use: a podcast's
guest ("Who is the guest?" on "Why bridges sing — with Dr. Helen Marsh"), a thread's problem (its opening post, for
"What is the problem?")."""

from __future__ import annotations

import re

from ..inline import plain
from ..passages import Passage
from . import apps, threads
from .outline import Outline
from .phrases import Phrases, content_words
from .quoting import quote, quoted

# "Who is the guest?", "Who's today's guest?", "Who is on the episode?", "Who is interviewed?", "What is the guest's
# name?", "Qui est l'invité ?", "Wer ist der Gast?", "¿Quién es el invitado?", "Quem é o convidado?", "Chi è l'ospite?",
# "Wie is de gast?".
_GUEST_ASKED = re.compile(
    r"^\W*(?:who(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+|this\s+|today['’]s\s+|our\s+|their\s+)?(?:\w+\s+)?"
    r"guests?\b|who\s+(?:is|was|are|were)\s+(?:being\s+)?interviewed\b|who\s+(?:is|was|are|were)\s+on\s+(?:the|this)"
    r"\s+(?:episode|show|podcast|programme|program)\b|who\s+(?:joins|joined)\b|what(?:'s|’s|\s+is)\s+the\s+guest['’]s"
    r"\s+name\b|(?:the\s+)?guests?\W*$|qui\s+est\s+l['’]invit[ée]e?\b|wer\s+ist\s+(?:der|die)\s+gast\b"
    r"|qui[eé]n\s+es\s+(?:el|la)\s+invitad[oa]\b|quem\s+é\s+o\s+convidad[oa]\b|chi\s+è\s+l['’]ospite\b"
    r"|wie\s+is\s+de\s+gast\b)", re.I)
# A person's name, after their title if they give one: "Dr. Helen Marsh", "Jean-Luc Picard", "J. R. Okafor".
_TITLE = r"(?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Sir|Dame|Rev|Chef|Judge|Senator|Captain)\.?\s+)"
_CAPITALISED = r"[A-ZÀ-ÖØ-Þ][\w'’-]*\.?"
# What names a guest on a podcast's or a show's page: "Why bridges sing — with Dr. Helen Marsh", "Guest: Ana Ruiz",
# "featuring …", "joined by …", "today I'm talking to …", "My guest this week is …".
_GUEST_LINE = re.compile(
    r"(?:[—–|:·-]\s*(?i:with)|(?i:\bwith\s+(?:special\s+)?guests?)|(?i:\bfeat(?:uring|\.)|\bft\.)|(?i:\bguests?\s*[:—–-])"
    r"|(?i:\bjoined\s+by)|(?i:\binterview(?:ing|s|ed)?(?:\s+with)?)|(?i:\bin\s+conversation\s+with)"
    r"|(?i:\b(?:talk(?:s|ing)?|speak(?:s|ing)?|chat(?:s|ting)?|sit(?:s|ting)?\s+down)\s+(?:to|with))"
    r"|(?i:\b(?:my|our|today['’]s|this\s+week['’]s)\s+guests?\s+(?:today\s+|this\s+week\s+)?(?:is|are|was))"
    rf")\s+(?P<name>{_TITLE}?(?P<bare>{_CAPITALISED}(?:\s+{_CAPITALISED}){{1,3}}))")
# A heading of the markdown, with its block label if it has one.
_HEADING = re.compile(r"^#{1,6}\s+(?:\[¶(?P<label>\d+)\]\s*)?(?P<text>.+?)\s*$", re.M)
_CHROME_LINE = "\n[Page chrome: "
# What asks for a thread's problem ("What is the problem?", "What was the OP's issue?", "Quel est le problème ?"):
# one of these words, and no word besides the thread's.
_PROBLEM = frozenset("problem problems issue issues question bug error trouble problème problema probleem "
                     "problemen".split())
_THREAD = frozenset("op op's s original poster user asker here thread topic post asking asked asks having has had "
                    "exactly main actual real underlying initial first".split())
def guest(question: str, index: Outline, say: Phrases) -> str | None:
    """For "Who is the guest?", the line that names the page's guest (a heading first: a podcast's title, "Why bridges
    sing — with Dr. Helen Marsh"), with the first two sentences that name them besides ("Structural engineer Dr.
    Helen Marsh, who led …"). None when the question asks no such thing or no line names a guest."""
    if not _GUEST_ASKED.search(question):
        return None
    main = index.markdown.split(_CHROME_LINE, 1)[0]
    lines = [Passage(-1, "", plain(h["text"]), label=int(h["label"]) if h["label"] else None)
             for h in _HEADING.finditer(main)]
    lines += [p for p in index.passages[:15] if not (p.chrome or p.code or p.row)]
    found = next(((line, m) for line in lines if (m := _GUEST_LINE.search(line.text))), None)
    if found is None:
        return None
    line, named = found
    told = [p for p in index.passages if p is not line and not p.chrome and p.label is not None
            and named["bare"] in p.text][:2]
    return quote(say("says"), [line, *told], by_heading=True, say=say)


def problem(question: str, index: Outline, say: Phrases) -> str | None:
    """For "What is the problem?" on a thread, which no passage answers in those words, its opening post: a thread's
    first post asks. None elsewhere."""
    asked = {word.lower() for word in content_words(question)}
    if not asked & _PROBLEM or asked - _PROBLEM - _THREAD:
        return None
    thread = apps.posts(index)
    opening = thread[0][1] if thread else threads.opening_post(index)
    return quoted(opening[:6], say=say, named=index.named) if opening else None
