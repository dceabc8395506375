"""A block of code cut into pieces a question can find, a definition or a top-level statement each, with what each
defines and the class its first line is in: what code.py quotes on a page of code."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterator
from dataclasses import replace
from typing import NamedTuple

from ..passages import Passage
from ..ranking import Index
from . import codenames, codestrings
from .codenames import CONTAINER, DEFINES, HEADER_END, TYPE_LINE, TYPED_LANGUAGES, declared, defined_on

#: A piece runs to this many lines, then ends at the next blank line (or at twice as many).
PIECE_LINES = 40

# A passage's block of code, fenced. Its closing fence may be indented with the rest of the block (one
# nested in a definition or a list item), which is then cut and counted without that indent.
FENCE = re.compile(r"\A(`{3,}|~{3,})([^\n]*)\n(.*?)\n?[ \t]*\1[ \t]*\Z", re.S)
# A line that goes on with a class's header as little indented as the class: Python's `):`, Kotlin's
# `) : Vehicle() {`, the `{` or `: Base` of C# and C++ on a line of their own. It does not end the class.
_HEADER_GOES_ON = re.compile(r"[ \t]*[{)\]:>]")
# An access label in a C++ class (`public:`): as little indented as the class, it does not end it.
_LABEL = re.compile(r"[ \t]*(?:public|private|protected)\b[\w \t]*:[ \t]*$")
# A line that only closes (`}`, `});`, Ruby's `end`, a comment after them): no more indented than a
# piece's first line, it closes what the piece opened, else what the piece is in (a class, a namespace,
# an object), and is then no line of the piece.
_CLOSING = re.compile(r"[ \t]*(?:\}[)}\];,]*(?:\(\)[);]*)?|end)[ \t]*(?:(?://|#).*)?")
# What a definition may have on the lines right before it: a comment, a decorator or an attribute, C++'s
# `template <typename T>`, `#ifdef`.
_LEAD = re.compile(r"[ \t]*(?://|/\*|#(?:[ \t\[!]|$|if)|@\w|\[[A-Z]|template\b)")
# A line that closes brackets a line before opened: `)` after a decorator's arguments.
_GOES_ON = re.compile(r"[ \t]*[)\]]")


class Piece(NamedTuple):
    """A piece of a block of code, as :func:`cut` reads it."""

    text: str
    #: The class (struct, impl, …) the piece's first line is indented in, or "": "Rocket.Stage" for one
    #: in a class.
    within: str
    #: What the piece defines, in order.
    names: list[str]


def pieces(index: Index) -> Index:
    """``index`` with each block of code cut into its pieces, each fenced as the block was."""
    return Index([passage for passage, _ in with_pieces(index)])


def with_pieces(index: Index) -> list[tuple[Passage, Piece]]:
    """The passages of :func:`pieces`, each with its piece (a passage that is no block of code is one)."""
    out: list[tuple[Passage, Piece]] = []
    for passage in index.passages:
        found = FENCE.match(passage.text) if passage.code else None
        if not found:
            out.append((replace(passage, index=len(out)), Piece(passage.text, "", [])))
            continue
        fence, info, body = found.groups()
        for piece in cut(textwrap.dedent(body).split("\n"), (info.split() or [""])[0].lower()):
            out.append((replace(passage, index=len(out), text=f"{fence}{info}\n{piece.text}\n{fence}"), piece))
    return out


def cut(lines: list[str], language: str = "") -> Iterator[Piece]:
    """The pieces of a block's lines: a new one starts after a blank line, at a line no more indented
    than the piece's first or at a definition (a method in its class); at a definition right after a
    line as indented or more, with what leads to it (its comment, its decorators); but not inside a
    block comment or a string over lines (a docstring). After :data:`PIECE_LINES` lines a piece ends
    at the next blank line, or at twice as many at the latest. A line that only closes what a piece is
    in (its class's `}`) is in none. Each says what it defines, and the class its first line is in."""
    typed = language in TYPED_LANGUAGES
    grammar = codenames.grammar(language)
    opens = codestrings.opens(language)
    piece: list[str] = []
    named: list[str] = []
    within = ""
    blank = False
    left_open = ""  # what a line before opened and none closed (a block comment, a docstring): its mark
    classes: list[tuple[int, str]] = []  # the classes (structs, impls…) open: their indent and name
    header = False  # whether the last class opened goes on with its header (`extends …`, `):`)
    typed_at = -1  # the indent of the line of code before this one, if it is a type alone (`static int`)
    lead: int | None = None  # where the lines that may lead to a definition start in the piece
    last = 0  # the indent of the line of code before them
    for at, line in enumerate(lines):
        if not line.strip():
            blank = bool(piece)
            if piece:
                piece.append(line)
            continue
        code = not left_open  # not a comment's or a string's text
        indent = _indent(line)
        own = False  # whether the line only closes what the piece opened
        if code and not _LABEL.match(line) and not (header and _HEADER_GOES_ON.match(line)):
            while classes and classes[-1][0] >= indent:  # a line as little indented ends a class
                classes.pop()
            if piece and _CLOSING.fullmatch(line) and indent <= _indent(piece[0]):
                own = _opened(piece) > 0 if line.lstrip()[0] == "}" else indent == _indent(piece[0])
                if not own:
                    lead, last = None, indent
                    continue
        kind = classes[-1][1] if typed and classes else ""
        here = defined_on(line, typed_at == indent, grammar, kind) if code else []
        if here and typed and declared(lines, at):
            here = []
        end = 0
        if piece and not own and (len(piece) >= 2 * PIECE_LINES or blank and code and (
                indent <= _indent(piece[0]) or here or DEFINES.match(line) or len(piece) >= PIECE_LINES)):
            end = len(piece)
        elif piece and code and not blank and last >= indent and (here or DEFINES.match(line)) and (
                not line.rstrip().endswith(";")):  # a declaration (`struct motor;`) goes with its kind
            end = len(piece) if lead is None else lead
        if end:
            yield Piece("\n".join(piece[:end]).rstrip(), within, named)
            piece, named, lead = piece[end:], [], 0 if lead == end else None
        if end or not piece:
            within = ".".join(name for _, name in classes)
        piece.append(line)
        blank = False
        if code:
            named += here
            typed_at = indent if typed and TYPE_LINE.fullmatch(line) else -1
            if opened := CONTAINER.match(line):
                classes.append((indent, opened.group(1) or opened.group(2)))
                header = True
            header = header and not HEADER_END.search(line)
            if typed_at >= 0 or _LEAD.match(line):
                lead = len(piece) - 1 if lead is None else lead
            elif lead is None or indent <= _indent(piece[lead]) and not _GOES_ON.match(line):
                lead, last = None, indent  # unless the line goes on with what leads (a decorator's arguments)
        left_open = codestrings.left_open(line, left_open, opens)
    if piece:
        yield Piece("\n".join(piece).rstrip(), within, named)



def _opened(piece: list[str]) -> int:
    """How many more braces ``piece`` opens than it closes."""
    text = "".join(piece)
    return text.count("{") - text.count("}")


def _indent(line: str) -> int:
    """How many columns ``line`` is indented, a tab to the next multiple of eight (GNU code indents
    eight with a tab and less with spaces)."""
    indent = len(line) - len(line.lstrip())
    return len(line[:indent].expandtabs(8)) if "\t" in line else indent


def names(index: Index) -> list[str]:
    """What the page's code defines, in order, each once."""
    return defined(with_pieces(index))


def defined(read: list[tuple[Passage, Piece]]) -> list[str]:
    found: dict[str, None] = {}
    for passage, piece in read:
        if passage.code:
            found.update(dict.fromkeys(piece.names))
    return list(found)
