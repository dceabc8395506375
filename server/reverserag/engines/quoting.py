"""Quoting the page: how the offline engine's answers are written.

An answer quotes whole sentences with their labels, under the heading they sit under. A sentence
chosen brings what it needs to be read alone: what it introduces (a command, a list, a table's rows,
the answer under a FAQ's question), what it points back at, the rest of a quote it ends, who said it.
A paragraph's sentences run on in one quote, cited once. Every answer ends by saying plainly what
wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from itertools import takewhile

from ..passages import Passage
from ..ranking import Index
from ..words import is_attribution, is_headline_case, is_title, spacer, unclosed, word_count
from . import cells
from .papers import stated
from .phrases import ENGLISH, IN_ENGLISH, Phrases
from .threads import marked

SIGNATURE = ENGLISH["signature"]
# A sentence that opens by pointing back at what the sentence before it named: "Its newest coaches …",
# "If they arrive on time, …", "This is known as …".
ANAPHOR = re.compile(r"^[\"“‘(]?(?:(?:but|and|so|yet|if|when|because|although|still|then|since|as)\s+)?"
                     r"(?:it|its|it's|it’s|they|their|them|he|his|she|her|(?:this|these|those)(?!\s+(?:year|week|"
                     r"month|morning|afternoon|evening|summer|winter|spring|autumn|fall|season|time)s?\b))\b", re.I)


def runs_on(before: Passage, passage: Passage) -> bool:
    """Whether ``passage`` is the sentence after ``before`` in the same paragraph."""
    return passage.block != 0 and before.block == passage.block and before.index == passage.index - 1


def cited(passages: list[Passage]) -> str:
    """The sentences, each paragraph's cited once, after its last sentence here."""
    said = ""
    ran = ""  # the paragraph's sentences so far
    for i, p in enumerate(passages):
        ran += (spacer(ran, p.text) if ran else "") + p.text
        if not (i + 1 < len(passages) and runs_on(p, passages[i + 1])):
            said += (spacer(said, ran) if said else "") + closed(ran) + p.cite()
            ran = ""
    return said


def closed(said: str) -> str:
    """A quote that opens a quotation and leaves it open, as a quotation of more than words.sentences keeps whole is
    cut, closed: "“A. B. …”"; one that closes a quotation opened before it, opened: "“… C. D.”"."""
    said = _opened(said)
    mark = unclosed(said)
    if not mark:
        return said
    return f"{said}{mark}" if said.endswith("…") else f"{said}{spacer(said, '…')}…{mark}"


# A quotation's marks, opening and closing, that :func:`_opened` opens a quote with: not straight ones, which
# open as they close, nor German's „…“, whose closing mark is English's opening one.
_PAIRS = (("“", "”"), ("«", "»"), ("「", "」"), ("『", "』"))
# A "»" that closes a quotation ends a sentence ("… noms. »"); after a word it is a link's arrow ("Read more »", a
# menu's "Trips · »": a menu was quoted "«… Navigation: …").
_ENDS = (".", "!", "?", "…")


def _opened(said: str) -> str:
    """``said`` opened with the mark of a quotation it closes first, cut from the sentences that open it (a quotation
    of more than words.sentences keeps whole, its last sentence the answer): "“… The waiting list … names.”" was
    quoted "The waiting list … names.”", a closing mark with none before it."""
    for opening, closing in _PAIRS:
        first = said.find(closing)
        if closing == "»" and not said[:first].rstrip().endswith(_ENDS):
            continue
        if first >= 0 and opening not in said[:first] and said.count(closing) > said.count(opening):
            return said if said.startswith(opening) else f"{opening}…{spacer('…', said)}{said}"
    return said


def quoted(chosen: list[Passage], *, goes_on: bool = False, say: Phrases = IN_ENGLISH,
           named: Callable[[Passage], str] | None = None) -> str:
    """An answer quoting ``chosen``, saying which section each run of passages comes from (as ``named``
    names it, else by its heading); ``goes_on``: it carries on from what was quoted before."""
    says = "goes_on" if goes_on else "says"
    name = named or _heading
    headings = {name(p) for p in chosen}
    if len(headings) > 1:  # each run of passages says where it comes from
        return quote(say(says), chosen, by_heading=True, say=say, named=name)
    heading = headings.pop()
    return quote(say(f"under_{says}", heading=say.quote(heading)) if heading else say(says), chosen, say=say)


def _heading(passage: Passage) -> str:
    return passage.heading


def with_what_they_introduce(chosen: list[Passage], index: Index, rows: int = 12, items: int = 8) -> list[Passage]:
    """In page order, each sentence that ends in a colon followed by the passage it introduces (or
    the list), and a table's caption by the table's first ``rows`` rows; a passage right after such a
    sentence comes with it.

    "Install the package from PyPI:" says nothing without the command under it, and a code block
    ranks lower the longer it is, so it would often be left out; the command alone does not say
    what it installs."""
    found = {p.index: p for p in chosen}
    for p in chosen:
        before = index.passages[p.index - 1] if p.index else None
        if (before and before.heading == p.heading and before.text.rstrip().endswith(":")
                and word_count(before.text) >= 3):  # a sentence, not a label ("Notes:")
            found.setdefault(before.index, before)
        for f in _quoted_from(p, index.passages[max(0, p.index - 3):p.index]):
            found.setdefault(f.index, f)
        for f in _named_before(p, index.passages[max(0, p.index - 2):p.index]):
            found.setdefault(f.index, f)
        # What a pointer names ("Our main result is Theorem 1."), the post a badge marks ("Solution").
        for f in attributed(p, index) + stated(p, index) + marked(p, index):
            found.setdefault(f.index, f)
        for f in _brought(p, index.passages[p.index + 1:p.index + 1 + rows], items):
            found.setdefault(f.index, f)
    # What was brought may end in a colon in turn (a glossary's term brings its definition, "… To run one:"):
    # it brings its list, or the answer would hang there. Not a sentence brought for introducing a passage
    # chosen ("… some example questions:" before the one asked): what follows it is quoted already.
    for p in [found[i] for i in sorted(found) if found[i] not in chosen]:
        if p.text.rstrip().endswith(":") and p.index + 1 not in found:
            for f in _brought(p, index.passages[p.index + 1:p.index + 1 + rows], items):
                found.setdefault(f.index, f)
    out = [found[i] for i in sorted(found)]
    return [p if k and runs_on(out[k - 1], p) else _within_quotation(p, index) for k, p in enumerate(out)]


_OPENS = {"”": "“", "»": "«", "«": "»", "」": "「", "』": "『", "“": "„", '"': '"'}


def _within_quotation(p: Passage, index: Index) -> Passage:
    """``p`` opened ("“… Coach 11 is painted white.") when it is a sentence from inside a quotation of its paragraph
    that words.sentences cut (longer than it keeps whole), opened before it and closed at or after it: without the
    mark, the operator's words read as the page's own."""
    if not p.block:
        return p
    block = [f for f in index.passages if f.block == p.block]
    mark = unclosed(" ".join(f.text for f in block if f.index < p.index))
    if not mark or p.text.startswith(_OPENS[mark]) or not any(mark in f.text for f in block if f.index >= p.index):
        return p
    return replace(p, text=f"{_OPENS[mark]}…{spacer('…', p.text)}{p.text}")


def _named_before(p: Passage, before: list[Passage]) -> list[Passage]:
    """For a sentence that opens by pointing back ("Its newest coaches …", "If they arrive on time, …"),
    the sentences of its paragraph before it back to one that does not: they name what it points at."""
    brought: list[Passage] = []
    while ANAPHOR.match(p.text) and before and runs_on(before[-1], p):
        p = before.pop()
        brought.insert(0, p)
    return brought


def _quoted_from(p: Passage, before: list[Passage]) -> list[Passage]:
    """When ``p`` closes a quote it does not open, the sentences of its paragraph ``before`` it, back to
    the one that opens the quote: "Every border is a new negotiation. We spend more on paperwork."."""
    if not _closes_quote(p.text):
        return []
    run: list[Passage] = []
    for f in reversed(before):
        if not f.block or f.block != p.block:
            break
        run.insert(0, f)
        if _opens_quote(f.text):
            return run
    return []


# How many sentences back an attribution brings the quotation it sits under (a sentence each).
_QUOTED_BACK = 4
_CLOSING = ("”", "」", "』", "»", "«", "“", '"')


def attributed(p: Passage, index: Index) -> list[Passage]:
    """For an attribution ("――西陣の町家に住む佐藤さん", "— Priya Raman, CTO"), the quotation right above it, whole:
    the line that says who said it is no answer to "What did Sato say?" without what was said."""
    if p.row or not p.index or not is_attribution(p.text):
        return []
    before = index.passages[max(0, p.index - _QUOTED_BACK):p.index]
    last = before[-1]
    if last.heading != p.heading or last.row or last.code or not last.text.rstrip().endswith(_CLOSING):
        return []
    return [f for f in before if f.block and f.block == last.block] or [last]


# Whether a sentence closes a quote it does not open, or opens one it does not close (straight
# quotes: an odd count, and where the sentence starts).
def _closes_quote(text: str) -> bool:
    return text.count("”") > text.count("“") or (text.count('"') % 2 == 1 and not text.startswith('"'))


def _opens_quote(text: str) -> bool:
    return text.count("“") > text.count("”") or (text.count('"') % 2 == 1 and text.startswith('"'))


def _brought(p: Passage, after: list[Passage], items: int) -> list[Passage]:
    """What ``p`` introduces among the passages ``after`` it: a caption its table's rows; a sentence
    ending in a colon, or a line that asks a question, the passage after it, and the rest of the list
    when that is a list item; a question its answer, and a term of a definition list its definition, up
    to three sentences of it; a quote's last sentence the attribution under it."""
    if p.text.startswith("Table: ") and not p.row:
        return list(takewhile(lambda f: f.row and f.label == p.label and f.heading == p.heading, after))
    if after and after[0].heading == p.heading and is_attribution(after[0].text):
        return after[:1]  # a quote comes with who said it
    if after and defines(p, after[0]):
        return _sentences_of(after, 3)  # a term of a definition list, its definition
    if after and leads_into(p, after[0]):
        return after[:1]  # "… and the yearly mean is" its formula, set as a block of its own
    # A FAQ's question (a <summary>, a bold line) is no answer: the block under it is.
    # So is a "How to do the glass test" over its steps (a closed <details>' summary, qa63 #15); not a story's title
    # ("How to Program Your Mind to …", a card's headline).
    how_to = _HOW_TO.match(p.text) is not None and p.label is not None and not is_headline_case(p.text)
    asks = bool(after) and (_asks(p.text) or how_to) and _answers(p, after[0])
    if not after or not (asks or p.text.rstrip().endswith(":")) or after[0].heading != p.heading:
        return []
    if asks and (p.item or not after[0].item):
        return _sentences_of(after, 3)
    if not after[0].item:
        # "The rash goes through 3 stages:" over figures: a picture's alt with the caption under it, which it describes.
        shown = after[0].media[:1] == ("image",) and len(after) > 1 and not after[1].media
        return after[:1] + _sentences_of(after[1:], 3) if shown and after[1].heading == p.heading else after[:1]
    return after[:1] + list(takewhile(lambda f: f.item and f.heading == p.heading, after[1:items]))


# A formula and nothing else, as the widget writes one set apart (a display formula): "\(\bar{c} = …\)".
_FORMULA_ALONE = re.compile(r"\\\((?:(?!\\\)).)+\\\)|\\\[(?:(?!\\\]).)+\\\]", re.S)
# How a sentence ends: one that ends so does not run on into what follows.
_ENDED = re.compile(r"[.!?…;。！？][\"'”’»)\]]*$")


def leads_into(p: Passage, f: Passage) -> bool:
    """Whether ``p`` is a sentence that runs on into ``f``, the passage after it, a formula set apart: "The yearly
    mean is" over "\\(\\bar{c} = \\frac{1}{n}\\sum c_i\\)" says nothing without it."""
    return (f.index == p.index + 1 and f.heading == p.heading and f.chrome == p.chrome and not p.code
            and word_count(p.text) >= 4 and not _ENDED.search(p.text.rstrip())
            and _FORMULA_ALONE.fullmatch(f.text.strip()) is not None)


def defines(term: Passage, f: Passage) -> bool:
    """Whether ``f``, the passage after ``term``, opens what it means (": …" under a term of a definition
    list: a glossary's <dt> and <dd>)."""
    return f.definition and not (term.item or term.chrome) and f.heading == term.heading


# A line that names how to do something, and nothing else: no sentence, no label.
_HOW_TO = re.compile(r"how to\b[^.!?:;]*$", re.I)


def _asks(text: str) -> bool:
    return text.endswith(("?", "？"))


def _answers(question: Passage, f: Passage) -> bool:
    """Whether ``f``, the passage after a line that asks, reads as its answer: no other question, and the
    page's own sentence, list or code, no link, caption, byline or a button's words ("Are you sure? Delete
    Cancel"); in a list of questions (an item), only the rest of the item answers, not the block after it."""
    if _asks(f.text) or f.furniture or f.caption or f.byline() or f.chrome != question.chrome:
        return False
    if question.item:
        return runs_on(question, f)
    return f.code or f.item or not is_title(f.text)


def _sentences_of(after: list[Passage], limit: int) -> list[Passage]:
    """The first passage ``after`` and the sentences of its paragraph that follow it, ``limit`` in all."""
    run = after[:1]
    for f in after[1:limit]:
        if not runs_on(run[-1], f):
            break
        run.append(f)
    return run


def quote(intro: str, passages: list[Passage], *, by_heading: bool = False, say: Phrases = IN_ENGLISH,
          named: Callable[[Passage], str] = _heading) -> str:
    parts = [intro, ""]
    heading: str | None = None
    before: Passage | None = None
    for passage in passages:
        if by_heading and named(passage) != heading:
            heading = named(passage)
            where = say("around") if passage.chrome else say("at_top")
            parts += [say("under", heading=say.quote(heading)) if heading else where, ""]
            before = None
        if passage.code:
            shown = before.label if before else None  # a label just shown is not shown again
            cite = passage.cite() if passage.label is not None and passage.label != shown else ""
            if cite and before and not before.code and before.index == passage.index - 1:
                parts[-2] += cite  # the sentence that introduces the code cites it, not a label alone
                cite = ""
            parts.append(passage.text + ("\n\n" + cite.strip() if cite else ""))
        elif before and runs_on(before, passage):  # the next sentence of a paragraph runs on in its quote, cited once
            ran = parts[-2].removesuffix(before.cite())
            parts[-2] = ran + spacer(ran, passage.text) + passage.linked() + passage.cite()
            before = passage
            continue
        else:
            # A table's rows, and its caption, cited once, though apart in it (two rows a question compares).
            if before and passage.row and before.label == passage.label:
                parts[-2] = parts[-2].removesuffix(before.cite())
            parts.append(f"> {cells.shown(passage).linked()}{passage.cite()}")
        parts.append("")
        before = passage
    parts.append(say("signature"))
    return "\n".join(_closed_line(part) if part.startswith("> ") else part for part in parts)


def _closed_line(line: str) -> str:
    """A quote's line (``> … [¶4]``) with a quotation it leaves open closed (:func:`closed`)."""
    body, cite = _CITE_AT_END.split(line, maxsplit=1)[0], _CITE_AT_END.search(line)
    return "> " + closed(body.removeprefix("> ")) + (cite.group() if cite else "")


_CITE_AT_END = re.compile(r" \[¶\d+\]$")
