"""Reference pages, for the offline engine: an encyclopedia article's figures and formulas, an API reference's
operations.

"How many people live in Veldmark?" asks the population an infobox gives. An article's formula holds no word of
"What is the formula?": it is found by what it is, TeX between ``\\(`` and ``\\)`` as the widget writes it
(formulas.py), and an answer writes its backslashes so that the chat's markdown shows them. An API reference (Swagger
UI, Redoc) writes each operation as its method and its path, each on a line of its own ("POST" over "/loans"), with
its summary beside them or its section's heading over them ("## Lend a book to a member"): "Which endpoint creates a
loan?" names the operation whose words (its path's, its method's verbs, its summary's and description's) hold what
is asked, "What parameters does List books take?" its parameters, "What does the response look like?" its example,
and "How do I authenticate?" the sentences that name the API's key or token, in its chrome too (Swagger UI's
description is there)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..passages import Passage
from ..words import terms, word_count
from .outline import Outline
from .quoting import leads_into

# --- "How many people live in Veldmark?" ------------------------------------------------------------------------

# What asks a place's population in other words; read as "population" on a page that gives one (an infobox's
# "Population (January 2024) — Total: 87,412").
_PEOPLE = re.compile(r"\bhow\s+many\s+(?:people|persons|inhabitants|residents)(?:\s+(?:live|lives|living|reside)"
                     r"|\s+(?:are\s+there|does\s+\w+\s+have))?\b", re.I)
_POPULATION = terms("population")[0]


def reworded(question: str, index: Outline) -> str:
    """``question`` with what asks how many people live somewhere as "What is the population", when the page
    gives a population: "How many people live in Veldmark?" found nothing, the infobox saying "Population"."""
    if _POPULATION in index.idf and _PEOPLE.search(question):
        return _PEOPLE.sub("What is the population", question)
    return question


# --- formulas ---------------------------------------------------------------------------------------------------

_FORMULA_ASKED = re.compile(r"\b(?:formulas?|formulae|equations?)\b", re.I)
_TEX = re.compile(r"\\\(.+?\\\)")
# What else a question for a formula may say that asks nothing of it.
_ASKING = frozenset(terms("what which show give page here there used use say says mean means written"))


def _formulas(question: str, index: Outline) -> list[Passage]:
    """For "What is the formula?", the passages of the main content that hold a formula (up to four); for "What is
    the population density formula?", those that hold half of what else is asked. Empty when none does."""
    if not _FORMULA_ASKED.search(question):
        return []
    found = [p for p in index.passages if not p.chrome and _TEX.search(p.text)]
    rest = set(terms(_FORMULA_ASKED.sub(" ", question))) - _ASKING
    if rest and found:
        held = {p.index: len(rest & (index.texts[p.index].keys() | set(terms(p.heading)))) for p in found}
        most = max(held.values())
        found = [p for p in found if held[p.index] == most] if most * 2 >= len(rest) else []
    # A sentence that leads into a formula set apart ("… and the yearly mean is") comes with it: the question's words
    # are in the sentence, the formula holds none.
    brought = [[p, *[f for f in index.passages[p.index + 1:p.index + 2] if leads_into(p, f)]] for p in found[:4]]
    return list({p.index: p for run in brought for p in run}.values())


# A backslash the widget's markdown reads as an escape ("\(" shows "("), inside a formula: doubled in an answer, so
# the formula shows as the page wrote it.
_ESCAPED = re.compile(r"\\(?=[\\`*_{}\[\]()#+\-.!|~<>])")


def shown(text: str) -> str:
    """An answer with each formula's backslashes written so that markdown shows them: ``\\(r \\approx 0.012\\)``
    showed as "(r \\approx 0.012)". Not in code."""
    return _in_prose(text, lambda m: _ESCAPED.sub(r"\\\\", m.group()))


def unshown(text: str) -> str:
    """An answer as :func:`shown` wrote it, its formulas as the page wrote them."""
    return _in_prose(text, lambda m: m.group().replace("\\\\", "\\"))


_SHOWN_TEX = re.compile(r"\\\\?\(.+?\\\\?\)")
_CODE = re.compile(r"```.*?```|`[^`\n]+`", re.S)


def _in_prose(text: str, change: Callable[[re.Match[str]], str]) -> str:
    """``text`` with ``change`` made to each formula outside code."""
    if "\\(" not in text:
        return text
    out, at = [], 0
    for code in _CODE.finditer(text):
        out.append(_SHOWN_TEX.sub(change, text[at:code.start()]) + code.group())
        at = code.end()
    out.append(_SHOWN_TEX.sub(change, text[at:]))
    return "".join(out)


# --- an API reference's operations -------------------------------------------------------------------------------

_METHOD = re.compile(r"(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)", re.I)
_PATH = re.compile(r"/[\w{}.~:/-]*")
_METHOD_PATH = re.compile(rf"{_METHOD.pattern}\s+({_PATH.pattern})", re.I)
# What each method does, in the words a question asks it with ("Which endpoint creates a loan?").
_VERBS = {method: frozenset(terms(words)) for method, words in (
    ("GET", "get gets list lists fetch fetches read reads retrieve retrieves show shows find finds search"),
    ("POST", "create creates add adds new make makes post posts submit submits send sends"),
    ("PUT", "update updates replace replaces change changes set sets edit edits"),
    ("PATCH", "update updates change changes edit edits modify modifies"),
    ("DELETE", "delete deletes remove removes cancel cancels"),
)}
# A section of an operation that is not the operation: "Responses", "query Parameters", "Request samples".
_PART = re.compile(r"\b(?:responses?|parameters?|request|samples?|authorizations?|body|schemas?|examples?)\b", re.I)
# The words that ask for an operation, its parameters, its response, or how to authenticate.
_ENDPOINT_ASKED = re.compile(r"\b(?:endpoints?|routes?|operations?|api\s+calls?|(?:http\s+)?methods?|paths?|urls?)\b",
                             re.I)
_PARAMETERS_ASKED = re.compile(r"\b(?:parameters?|params?|arguments?|query\s+strings?)\b", re.I)
_RESPONSE_ASKED = re.compile(r"\bresponses?\b|\bwhat\b.*\b(?:returns?|returned)\b", re.I)
_AUTH_ASKED = re.compile(r"\b(?:authenticat\w*|auth|authori[sz]\w*|log\s*in|sign\s*in|api\s*keys?|tokens?"
                         r"|credentials?)\b", re.I)
_AUTH = re.compile(r"\bapi[\s_-]?keys?\b|\bx-api-key\b|\bbearer\b|\boauth\s?2?\b|\bauthorization\s+header\b"
                   r"|\baccess\s+tokens?\b|\bapi\s+tokens?\b", re.I)
# What a question about an operation says that names none.
_API_WORDS = frozenset(terms("which what endpoint endpoints route routes operation operations api call calls method "
                             "methods path paths url urls http parameter parameters param params argument arguments "
                             "query string strings take takes accept accepts need needs response responses return "
                             "returns returned look like example body json format give gives use"))
# A parameter's name on a line of its own, and what is its type or says it is required, not its name.
_NAME = re.compile(r"[\w.\[\]-]+")
_TYPES = frozenset("string integer number boolean array object required optional".split())
# Lines of a code sample's toolbar, not the sample.
_TOOLBAR = re.compile(r"(?:Content type|application/\w+|Copy|Expand all Collapse all|Tabs: .*)", re.I)


@dataclass(frozen=True)
class _Operation:
    method: str
    path: str
    at: int  # the method's passage
    title: str  # its summary, or the heading of its section
    heading: str  # that heading, if the operation has a section of its own
    words: frozenset[str]


def _operations(index: Outline) -> list[_Operation]:
    """The operations the page shows: a method and a path on lines of their own, one after the other, or on one."""
    passages = index.passages
    found: list[tuple[str, str, int, int]] = []  # method, path, the method's passage, the path's
    for p in passages:
        one = _METHOD_PATH.fullmatch(p.text.strip())
        if one:
            found.append((one[1].upper(), one[2], p.index, p.index))
        elif _METHOD.fullmatch(p.text.strip()) and p.index + 1 < len(passages):
            path = passages[p.index + 1].text.strip()
            if _PATH.fullmatch(path):
                found.append((p.text.strip().upper(), path, p.index, p.index + 1))
    headings = [_own_heading(index, at) for _, _, at, _ in found]
    operations = []
    for (method, path, at, end), heading in zip(found, headings, strict=True):
        if heading and headings.count(heading) == 1:
            title = heading
            said = [q for q in passages if q.heading == heading and q.told() and q.chrome == passages[at].chrome]
        else:
            heading = ""
            after = passages[end + 1:end + 2]
            title = after[0].text if after and not _METHOD.fullmatch(after[0].text.strip()) else ""
            said = after if title else []
        words = (_VERBS.get(method, frozenset()) | frozenset(terms(path.replace("{", " ").replace("}", " ")))
                 | frozenset(terms(title)) | frozenset(t for q in said for t in index.texts[q.index]))
        operations.append(_Operation(method, path, at, title, heading, words))
    return operations


def _own_heading(index: Outline, at: int) -> str:
    """The heading of the section an operation's method sits in that is not one of its parts ("List books", over
    "### Responses"); empty when there is none."""
    for heading in reversed(index.chains[at]):
        if not _PART.search(heading):
            return heading
    return ""


def _matched(question: str, operations: list[_Operation]) -> _Operation | None:
    """The operation ``question`` names: the one whose words hold the most of what it asks besides an operation,
    its title's first among equals ("List books" over "Get a book", both a GET of books), half of it at least."""
    named = [o for o in operations if word_count(o.title) >= 2 and o.title.lower() in question.lower()]
    if named:  # "What does Get a book return?": its title, not "List books", whose words hold "book" as well
        return max(named, key=lambda o: len(o.title))
    wanted = set(terms(question)) - _API_WORDS
    if not wanted:
        return None
    best = max(operations, key=lambda o: (len(wanted & o.words), len(wanted & set(terms(o.title))), -o.at))
    return best if len(wanted & best.words) * 2 >= len(wanted) else None


def _line(op: _Operation, index: Outline) -> Passage:
    """The operation as one line: "POST /loans — Lend a book to a member"."""
    p = index.passages[op.at]
    # Under the operation's own heading when a passage is ("Lend a book to a member"), not under its "Responses".
    p = next((q for q in index.passages if op.heading and q.heading == op.heading), p)
    text = f"{op.method} {op.path}" + (f" — {op.title}" if op.title else "")
    return replace(p, text=text, label=None, links=(), block=0, code=False, row=False, item=False, caption=False,
                   furniture=False, card=False, media=())


def _section(op: _Operation, index: Outline) -> list[Passage]:
    """The passages of an operation's own section, and of the sections in it."""
    if not op.heading:
        return []
    return [p for p in index.passages if op.heading in index.chains[p.index]]


def _described(op: _Operation, index: Outline) -> list[Passage]:
    """What the operation's section says of it first: its description's first sentences."""
    return [p for p in _section(op, index) if p.heading == op.heading and p.told() and word_count(p.text) >= 4][:2]


def _parameters(op: _Operation, index: Outline) -> list[Passage]:
    """The operation's parameters, one line each ("limit — integer [ 1 .. 100 ] Default: 20 How many books to
    return (1 to 100)", cited where its description is), as Redoc writes a parameter's name, type and description
    on lines of their own; a table's rows as they are."""
    listed = [p for p in _section(op, index) if _PARAMETERS_ASKED.search(p.heading)]
    if any(p.row for p in listed):
        return [p for p in listed if p.row]
    runs: list[list[Passage]] = []
    for p in listed:
        if not runs or (len(runs[-1]) > 1 and _NAME.fullmatch(p.text) and p.text not in _TYPES):
            runs.append([p])
        else:
            runs[-1].append(p)
    return [replace(run[0], text=f"{run[0].text} — {' '.join(q.text for q in run[1:])}", block=0,
                    label=next((q.label for q in run if q.label is not None), None))
            for run in runs if len(run) > 1]


def _response(op: _Operation | None, index: Outline) -> list[Passage]:
    """An operation's example response: a table's row under "Responses" that holds one, or the lines of a sample
    under "Response samples" from its first brace to its last, as one block of code."""
    where = _section(op, index) if op else [p for p in index.passages if not p.chrome]
    answering = [p for p in where if re.search(r"\bresponses?\b", p.heading, re.I)]
    rows = [p for p in answering if p.row and "{" in p.text]
    if rows:
        return rows[:1]
    code = [p for p in answering if p.code]
    if code:
        return code[:1]
    sample = [p for p in answering if not _TOOLBAR.fullmatch(p.text.strip())]
    start = next((n for n, p in enumerate(sample) if p.text.strip() in ("{", "[")), None)
    if start is None:
        return []
    lines = []
    for p in sample[start:]:
        lines.append(("  " if p.item else "") + p.text.strip())
        if p.text.strip() in ("}", "]") and not p.item:
            break
    first = sample[start]
    return [replace(first, text="```json\n" + "\n".join(lines) + "\n```", code=True, label=None, block=0)]


def _authentication(index: Outline) -> list[Passage]:
    """The sentences that say how to authenticate (an API key, a header, a bearer token), the main content's first."""
    found = [p for p in index.passages if _AUTH.search(p.text) and word_count(p.text) >= 5 and not p.code]
    found.sort(key=lambda p: p.chrome)  # stable: in page order, the main content's before the chrome's
    return found[:3]


def asked(question: str, index: Outline) -> list[Passage]:
    """What a reference page answers ``question`` with, by what is asked for: its formulas; on a page that shows
    two operations or more, an operation, its parameters, its response, or how to authenticate. Empty otherwise."""
    formulas = _formulas(question, index)
    if formulas:
        return formulas
    if not any(p.search(question) for p in (_PARAMETERS_ASKED, _RESPONSE_ASKED, _AUTH_ASKED, _ENDPOINT_ASKED)):
        return []
    operations = _operations(index)
    if len(operations) < 2:
        return []
    op = _matched(question, operations)
    if _PARAMETERS_ASKED.search(question) and op:
        return [_line(op, index), *_parameters(op, index)]
    if _RESPONSE_ASKED.search(question):
        response = _response(op, index)
        if response:
            return [_line(op, index), *response] if op else response
    if _AUTH_ASKED.search(question):
        return _authentication(index)
    if _ENDPOINT_ASKED.search(question) and op:
        return [_line(op, index), *_described(op, index)]
    return []
