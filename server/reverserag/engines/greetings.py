"""The offline engine's greeting: what the page is, what stands out on it, and how I can help.

A page of code is greeted by its file's name (``code.greeting``); a page with no topics and nothing that stands out by
its shape (short, long, or lists and tables).
"""

from __future__ import annotations

from ..context import MEANINGFUL_WORDS
from ..passages import Passage
from ..ranking import Index
from . import branches, code, gist, substance, topics
from .phrases import IN_ENGLISH, Phrases
from .quoting import cited


def greeting(title: str, index: Index, selection: str | None = None, say: Phrases = IN_ENGLISH,
             url: str = "") -> str:
    """Three short paragraphs: what the page is, what stands out, how I can help. The page is named
    by its :func:`headline`; a page of code by the file name at the end of ``url``, if it has one."""
    prose = substance.prose_words(index)
    if code.is_code_page(index, prose, MEANINGFUL_WORDS):
        return code.greeting(code_name(url, title, index), index, selection, say)
    opening = _finder(index) or gist.lead(index, title=title)
    if prose < MEANINGFUL_WORDS and not opening:
        return say("empty", name=say.quote(topics.headline(title, index)) if title else say("this_page"))
    lead = cited(opening)
    opens = "_opens" if lead else ""
    if title:
        first = say(f"hello{opens}", title=say.quote(topics.headline(title, index)), lead=lead)
    else:
        first = say(f"hello_untitled{opens}", lead=lead)
    if selection:
        hits = index.search(selection, limit=1)
        where = say("selected_under", heading=say.quote(hits[0][1].heading)) if hits and hits[0][1].heading else ""
        first += "\n\n" + say("selected", selection=say.quote(" ".join(selection.split())[:300]), where=where)
    standout = gist.standouts(index, opening, 2)
    covered = topics.topics(index, title=title)
    second = ""
    if covered:
        second = say("covers", topics=say.join(covered)) + " "
    if standout:
        second += say("stands_out", passages=cited(standout))
    second = second.strip() or _shape(index, say)
    return f"{first}\n\n{second}\n\n{introduction(covered, say)}"


def code_name(url: str, title: str, index: Index) -> str:
    """What a page of code is called: the file its address ends in, else its title's headline."""
    return code.file_name(url) or (title and topics.headline(title, index))


def _finder(index: Index) -> list[Passage]:
    """A shop finder's branches (branches.py) by their names: its first card's holiday notice was its opening, and
    another card's address (qa61 #23)."""
    named = (next((p for p in lines if p.text == name), None) for name, lines in branches._branches(index).items())
    names = [p for p in named if p][:3]
    return names if len(names) > 1 else []


def _shape(index: Index, say: Phrases) -> str:
    """What a page with no topics and nothing that stands out is like: short, or made of lists and tables
    (wikipedia-4, 4,417 words in a table and lists of films, was called "a short page"), of what its main content
    holds: a departures board, its table and its journeys, was "a short page with a single section" for its navigation
    bar and footer (qa61 #23)."""
    listed = sum(1 for p in index.passages if p.row or p.item)
    if listed * 2 > sum(not p.chrome for p in index.passages):
        return say("lists")
    return say("short") if substance.prose_words(index) < 300 else say("long")


def introduction(topics: list[str], say: Phrases) -> str:
    """What I am and how I answer, and what to ask about first."""
    return say("introduction") + (say("try_asking", topics=say.join(topics[:2])) if topics else "")
