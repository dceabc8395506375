"""A notebook's parts asked for by what they are, for the offline engine: a cell by its number, the error it
shows, what it printed, its one table.

A Jupyter page (nbconvert's export, JupyterLab's) writes each cell's prompt on a line of its own ("In [2]:"),
its code as a block, and what it printed or raised as a block after it. "What does cell 2 compute?" holds no
word of cell 2's code, nor "What error does the notebook show?" of its ``KeyError`` traceback, nor "What was
printed?" of the output. Each is found by what it is and quoted whole; a page without one is searched as for
any question. The same holds of a page's only table ("What is in the table?").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..passages import Passage
from ..words import terms
from . import outline

# A cell asked for by its number: "cell 2", "cell [2]", "In [2]" (not "in 3 stations"); "the second cell" is not read.
_CELL = re.compile(r"\bcell\s*(?:\[\s*)?(\d{1,4})\b(?![.,]\d)|\bin\s*\[\s*(\d{1,4})\s*\]", re.I)
# A cell's prompt, as nbconvert and JupyterLab write it on a line of its own: "In [2]:", "Out[2]:".
_PROMPT = re.compile(r"(In|Out)\s*\[\s*(\d{0,4})\s*\]\s*:?")
_ERROR = re.compile(r"\b(?:errors?|exceptions?|tracebacks?|fail(?:s|ed|ure|ing)?|crash(?:es|ed)?|went\s+wrong"
                    r"|raised?)\b", re.I)
# What a block of error output holds: Python's traceback, or a line that names the error ("KeyError: 'x'").
_TRACEBACK = re.compile(r"Traceback \(most recent call last\)|^\s*(?:\w+\.)*\w*(?:Error|Exception)\b:?", re.M)
_PRINTED = re.compile(r"\b(?:print(?:s|ed)?|outputs?|stdout|output?ted)\b", re.I)
_PRINT_CALL = re.compile(r"\b(?:print|console\.log|echo|puts|printf|println|display)\b")
_TABLE = re.compile(r"\b(?:the|this|that)\s+table\b", re.I)
# The words that only ask, or name the notebook ("What does the notebook show?"): what is asked besides is left.
_ASKING = frozenset(terms(
    "what which where show shows shown say says said see tell there any page notebook cell cells code does do did "
    "is are was were in the this that compute computes computed calculate calculates do does happen happens "
    "run runs ran result results give gives gave contain contains hold holds list anything something"))
_MOST = 3
# How much of a cell's output is quoted: its first rows of a table, its first blocks.
_ROWS = 8


def asked(question: str, index: outline.Outline, implied: frozenset[str] = frozenset()) -> list[Passage]:
    """The notebook's parts (or the page's table) ``question`` asks for; empty when it asks for none the page
    has. ``implied``: the title's terms, which every part is about."""
    for find in (_cell, _errors, _printed, _table):
        found = find(question, index, implied)
        if found:
            return found
    return []


def _rest(question: str, implied: frozenset[str], *asking: re.Pattern[str]) -> set[str]:
    for pattern in asking:
        question = pattern.sub(" ", question)
    return set(terms(question)) - _ASKING - implied


def _holding(rest: set[str], parts: Iterable[list[Passage]], index: outline.Outline) -> list[list[Passage]]:
    """The parts that hold half of ``rest`` or more (all of them when nothing else is asked)."""
    parts = list(parts)
    if not rest:
        return parts
    return [part for part in parts
            if len(rest & set().union(*(index.texts[p.index].keys() for p in part))) * 2 >= len(rest)]


# A notebook's parts are told by their prompts and blocks, wherever the widget put them: a short notebook's main
# content may be read as its traceback alone, and the cells after it as chrome.
def _prompt(p: Passage) -> re.Match[str] | None:
    return None if p.code else _PROMPT.fullmatch(p.text.strip())


def _cells(index: outline.Outline) -> dict[str, list[Passage]]:
    """Each cell by its number: its prompt, its code, and its output (an "Out[n]:" and what follows it) up to the
    next cell's prompt or a passage of prose."""
    cells: dict[str, list[Passage]] = {}
    current: list[Passage] | None = None
    for p in index.passages:
        prompt = _prompt(p)
        if prompt and prompt[1] == "In":
            current = cells.setdefault(prompt[2], [])
            current.append(p)
        elif current is not None and (prompt or p.code or p.row or p.media):
            current.append(p)
        else:
            current = None
    return cells


def _cell(question: str, index: outline.Outline, implied: frozenset[str]) -> list[Passage]:
    """For "What does cell 2 compute?" or "What is In [2]?", cell 2: its code and what it gave."""
    asked = _CELL.search(question)
    if not asked:
        return []
    number = int(asked[1] or asked[2])
    cell = _cells(index).get(str(number))
    if not cell:
        return []
    rows = [p for p in cell if p.row][_ROWS:]  # a long table's first rows
    cell = [p for p in cell if p not in rows]
    # "Why did cell 3 fail?": its traceback ("Cell In[3], line 1") where the page does not show it under the cell.
    if _ERROR.search(question) and not any(p.code and _TRACEBACK.search(_body(p.text)) for p in cell):
        raised = re.compile(rf"\bIn\s*\[\s*{number}\s*\]")
        cell += [p for p in index.passages if p.code and _TRACEBACK.search(_body(p.text)) and raised.search(p.text)
                 and p not in cell][:1]
    return cell


def _outputs(index: outline.Outline) -> list[tuple[Passage, Passage]]:
    """Each block of output with the code it comes from: a block of code right after another (a cell's output
    under its code), or right after an "Out[n]:" prompt."""
    found = []
    passages = index.passages
    for p in passages[1:]:
        before = passages[p.index - 1]
        if not p.code:
            continue
        prompt = _prompt(before)
        if before.code and before.heading == p.heading:
            found.append((before, p))
        elif prompt and prompt[1] == "Out":
            code = next((q for q in reversed(passages[:before.index]) if q.code), before)
            found.append((code, p))
    return found


def _errors(question: str, index: outline.Outline, implied: frozenset[str]) -> list[Passage]:
    """For "What error does the notebook show?", each block of output that is an error (a traceback, "KeyError:
    'phosphate'"), with the code that raised it."""
    if not _ERROR.search(question):
        return []
    shown = [[code, out] for code, out in _outputs(index) if _TRACEBACK.search(_body(out.text))]
    shown += [[p] for p in index.passages if p.code and "Traceback (most recent call last)" in p.text
              and not any(p in part for part in shown)]
    shown.sort(key=lambda part: part[-1].index)
    return [p for part in _holding(_rest(question, implied, _ERROR), shown, index)[:_MOST] for p in part]


def _printed(question: str, index: outline.Outline, implied: frozenset[str]) -> list[Passage]:
    """For "What was printed?" or "What is the output?", the blocks of output (what code that prints printed,
    first), each with its code: the code cell alone was quoted."""
    if not _PRINTED.search(question):
        return []
    outputs = [(code, out) for code, out in _outputs(index) if not _TRACEBACK.search(_body(out.text))]
    printing = [pair for pair in outputs if _PRINT_CALL.search(pair[0].text)]
    parts = [[code, out] for code, out in (printing or outputs)]
    return [p for part in _holding(_rest(question, implied, _PRINTED), parts, index)[:_MOST] for p in part]


def _table(question: str, index: outline.Outline, implied: frozenset[str]) -> list[Passage]:
    """For "What is in the table?", where nothing else is asked and the page has one table (in its main content,
    else at all), its caption and first rows."""
    if not _TABLE.search(question) or _rest(question, implied, _TABLE) - set(terms("table")):
        return []
    tables: list[list[Passage]] = []  # each run of rows
    for p in index.passages:
        if not p.row:
            continue
        if tables and tables[-1][-1].index == p.index - 1 and tables[-1][-1].label == p.label:
            tables[-1].append(p)
        else:
            tables.append([p])
    tables = [t for t in tables if not t[0].chrome] or tables  # the main content's, else the page's
    if len(tables) != 1:
        return []
    rows = tables[0]
    before = index.passages[rows[0].index - 1] if rows[0].index else None
    caption = [before] if before is not None and before.text.startswith("Table: ") else []
    # "Where are Arsenal in the table?" on a page titled "Arsenal v Chelsea": the rows that name Arsenal.
    named = set(terms(_TABLE.sub(" ", question))) - _ASKING
    held = [p for p in rows if named & set(terms(p.text))]
    return [*caption, *(held if 0 < len(held) < len(rows) else rows)[:_ROWS]]


def _body(text: str) -> str:
    """A code passage's text without its fence lines."""
    return text.strip().removeprefix("```").removesuffix("```")
