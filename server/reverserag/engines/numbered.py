"""A part of the page asked for by its number, for the offline engine: "What does clause 4.2 say?", "What is the
answer to question 2?", "What is step 3?" (QA55 #7). The number is the one the page's markdown carries: an ordered
list's, inside the lists around it ("4." then, indented under it, "2."), a heading's that opens with one ("## 4.
Cancellation", "### 4.2 Refunds", "## Article 5"), or a line's that does ("4.2 Cancellation takes effect …"). Its
words ("clause", "question") are no words of the part, so the search found nothing ("I could not find that") or
the quiz's intro sentence.
"""

from __future__ import annotations

import re
from collections.abc import Set
from dataclasses import dataclass

from ..passages import Passage
from ..words import terms
from . import outline

# What a question calls a numbered part, in English and the languages whose words for a cost and a summary the
# engine knows; the number after it ("4", "4.2", "4.2.1").
_KINDS = (r"clauses?|sections?|articles?|questions?|steps?|items?|rules?|points?|paragraphs?|parts?|chapters?"
          r"|exercises?|tasks?|lessons?|§|étapes?|paragraphes?|abschnitte?|artikel|fragen?|schritte?|ziffer|aufgaben?"
          r"|cláusulas?|secci[oó]n|art[ií]culos?|preguntas?|pasos?|apartados?|se[cç][aã]o|perguntas?|passos?"
          r"|clausol[ae]|sezion[ei]|articol[oi]|domand[ae]|passi|passo|vra(?:ag|gen)|stappen|stap|artikelen|clausules?"
          r"|onderdeel|questão")
_ASKED = re.compile(rf"(?:\b(?P<kind>{_KINDS})|(?P<sign>§))\s*(?:n[o°º]\.?\s*|#\s*)?"
                    r"(?P<number>\d{1,3}(?:\.\d{1,3})*)(?![\d.]*\d)", re.I)
# What calls a part a question, and the headings over questions that may not end in "?" ("3 + 4 = ___").
_QUESTION = re.compile(r"questions?|fragen?|preguntas?|perguntas?|domand[ae]|vra(?:ag|gen)|questão", re.I)
_QUIZ = frozenset(terms("question questions quiz quizzes test exam exercise exercises faq frage fragen quizfragen "
                        "pregunta preguntas pergunta perguntas domanda domande vraag vragen"))
# What asks for what follows the part besides the part: a quiz question's answer, a task's solution.
_ANSWER = re.compile(r"\b(?:answers?|solutions?|correct|réponses?|antwort(?:en)?|respuestas?|respostas?|rispost[ae]"
                     r"|antwoord(?:en)?|lösung(?:en)?|soluci[oó]n|solu[cç][aã]o|soluzion[ei]|oplossing)\b", re.I)
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_CHROME = re.compile(r"^\[Page chrome: [^\]]*\]\s*$")
_LABEL = re.compile(r"\[¶\d{1,6}\]\s?")
# An item of an ordered list ("4. ", indented under another's), a heading that opens with a number, a kind's word
# and a number ("## Article 5", "### 4.2 Refunds", "## Step 3:"), and a line that opens with a number of two parts
# or more ("4.2 Cancellation …", not "2026 was …").
_ITEM = re.compile(r"^(?P<indent>\s*)(?P<number>\d{1,3})[.)]\s+(?P<text>.*)$")
_HEADING = re.compile(rf"^(?P<level>#{{1,6}})\s+(?:\[¶\d{{1,6}}\]\s?)?(?:(?:{_KINDS})\s*)?"
                      r"(?P<number>\d{1,3}(?:\.\d{1,3})*)(?![\d,])[.):]?\s+(?P<text>\S.*)$", re.I)
_LINE = re.compile(r"^(?:\[¶\d{1,6}\]\s?)?(?P<number>\d{1,3}(?:\.\d{1,3})+)\.?\s+(?P<text>\S.*)$")
_WORD = re.compile(r"\w+")
# How many of the part's passages an answer quotes, at most.
_MOST = 8


@dataclass(frozen=True)
class Numbered:
    """A numbered part of the page: its number ("4", "2" under it: (4, 2)), the markdown's lines it holds (its own:
    its item's lines and what is indented under them, a heading's section), and the lines up to the next part of its
    rank or a heading (what follows a quiz's question: its choices, its answer)."""
    number: tuple[int, ...]
    start: int
    end: int
    after: int


def asked(question: str, index: outline.Outline) -> list[Passage]:
    """The passages of the part ``question`` asks for by its number ("clause 4.2", "question 2", "§ 3"), in page order;
    with what follows it when the question asks for an answer ("What is the answer to question 2?"). Empty when it
    names none, or the page numbers no part so (it then searches as for any question)."""
    found = _ASKED.search(question)
    if not found:
        return []
    wanted = tuple(int(n) for n in found["number"].split("."))
    lines = index.markdown.splitlines()
    parts = [p for p in numbered(lines) if p.number == wanted]
    if not parts:
        return []
    kind = set(terms(found["kind"] or ""))
    if _QUESTION.fullmatch(found["kind"] or ""):
        # A question is one: a clause 2 or a list's second item is no "question 2" (on a terms page, "What is the
        # answer to question 2?" quoted clause 2).
        parts = [part for part in parts if "?" in lines[part.start] or "？" in lines[part.start]
                 or _named(part, _QUIZ, lines)]
    # Of two parts with the number (a clause 2 and a note 2), the one under a heading that names the kind ("##
    # Quiz questions"), else the first.
    at = placed(lines, index.passages)
    answer = _ANSWER.search(question) is not None
    for part in sorted(parts, key=lambda part: not _named(part, kind, lines)):
        end = part.after if answer else part.end
        held = [p for p in index.passages if p.index in at and part.start <= at[p.index] < end and not p.chrome]
        if held:
            return held[:_MOST]
    return []


def _named(part: Numbered, kind: Set[str], lines: list[str]) -> bool:
    """Whether the part's own heading ("### Step 2: Fix") or the heading over it ("## Questions" over question 2)
    names ``kind``."""
    for line in reversed(lines[:part.start + 1]):
        heading = re.match(r"^#{1,6}\s+(.*)$", line.strip())
        if heading and not line.startswith((" ", "\t")):
            return bool(kind & set(terms(heading[1])))
    return False


def numbered(lines: list[str]) -> list[Numbered]:
    """The numbered parts of the page's markdown ``lines`` (its main content, before its chrome), in page order."""
    found: list[tuple[tuple[int, ...], int, str, int]] = []  # number, line, what numbers it, its indent or level
    open_items: list[tuple[int, tuple[int, ...]]] = []  # the items open around a line: (indent, number)
    in_fence = False
    last = len(lines)
    for n, line in enumerate(lines):
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence or not line.strip():
            continue
        if _CHROME.match(line):
            last = n
            break
        heading = _HEADING.match(line)
        item = _ITEM.match(line)
        if heading:
            found.append((_number(heading["number"]), n, "heading", len(heading["level"])))
        elif item:
            indent = len(item["indent"])
            while open_items and open_items[-1][0] >= indent:
                open_items.pop()
            number = (*(open_items[-1][1] if open_items else ()), int(item["number"]))
            open_items.append((indent, number))
            found.append((number, n, "item", indent))
        elif not line[:1].isspace():
            open_items.clear()  # a paragraph or a heading of its own ends the lists open
            dotted = _LINE.match(line)
            if dotted and not line.startswith("#"):
                found.append((_number(dotted["number"]), n, "line", 0))
    return [Numbered(number, start, *_ends(lines[:last], start, how, rank)) for number, start, how, rank in found]


def _number(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def _ends(lines: list[str], start: int, how: str, rank: int) -> tuple[int, int]:
    """Where the part that opens at ``start`` ends, and where what follows it does: a heading's section at the next
    heading of its level or higher; an item's lines at the first line not indented under it, what follows it at the
    next item of its list or of a list around it, or a heading; a numbered line's paragraph at a blank line, what
    follows it at the next numbered line or a heading."""
    own = None
    for n in range(start + 1, len(lines)):
        line = lines[n]
        if not line.strip():
            if how == "line" and own is None:
                own = n
            continue
        heading = re.match(r"(#{1,6})\s", line)
        if heading:
            if how != "heading" or len(heading[1]) <= rank:
                return (own if own is not None else n), n
            continue
        if how == "item":
            item = _ITEM.match(line)
            indent = len(line) - len(line.lstrip())
            if own is None and indent <= rank:
                own = n
            if item and indent <= rank:
                return (own if own is not None else n), n
        elif how == "line" and _LINE.match(line):
            return (own if own is not None else n), n
    return (own if own is not None else len(lines)), len(lines)


def placed(lines: list[str], passages: list[Passage]) -> dict[int, int]:
    """For each passage found in the markdown ``lines``, the line it starts on: its words looked for in the lines'
    words, in page order, each after the one before (a table's rows, which the passages write as sentences, are not
    found, and nothing else is looked for after them)."""
    words: list[str] = []
    line_of: list[int] = []
    for n, line in enumerate(lines):
        for word in _WORD.findall(_LABEL.sub(" ", line).lower()):
            words.append(word)
            line_of.append(n)
    text = " " + " ".join(words) + " "
    # Where each word starts in ``text``, to tell the line of a match.
    starts = []
    at = 1
    for word in words:
        starts.append(at)
        at += len(word) + 1
    found: dict[int, int] = {}
    cursor = 0
    for p in passages:
        key = " ".join(_WORD.findall(p.text.lower()))
        if not key or p.row:
            continue
        pos = text.find(" " + key + " ", cursor)
        if pos < 0:
            continue
        first = _word_at(starts, pos + 1)
        found[p.index] = line_of[first]
        cursor = pos + 1
    return found


def _word_at(starts: list[int], pos: int) -> int:
    """The index of the word that starts at ``pos`` in the words' text."""
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= pos:
            lo = mid
        else:
            hi = mid - 1
    return lo
