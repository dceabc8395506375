"""The offline engine on a page of code: a source file, read through its raw address.

A page that is code and almost no prose (what the widget sends for a file view it translated: one
block of code) has no sentences to rank, so the engine would say it has nothing to quote. Instead it
cuts the code into pieces a question can find, a definition or a top-level statement each, greets
with what the file is (how many lines, in which language, what it defines) and answers by quoting
the pieces that best match the question, or the piece the visitor's selection is in (a link to
lines, ``#L10-L20``, selects them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from urllib.parse import unquote, urlsplit

from ..passages import Index, Passage
from .phrases import Phrases
from .questions import SUMMARY
from .quoting import quote, quoted

#: A piece runs to this many lines, then ends at the next blank line (or at twice as many).
PIECE_LINES = 40
#: Names said in a greeting, at most.
NAMES = 8

_FENCE = re.compile(r"\A(`{3,}|~{3,})([^\n]*)\n(.*?)\n?\1[ \t]*\Z", re.S)
# A line that starts a definition, in the languages people keep in repositories: a decorator or an
# attribute, `def`, `class`, `function`, `fn`, `func`, `struct` and their kin, `const f = (…) =>`.
_DEFINES = re.compile(
    r"^[ \t]*(?:@\w|#\[|(?:export\s+)?(?:default\s+)?(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|static|abstract|final)\s+)*"
    r"(?:def|class|function\*?|fn|func|struct|enum|trait|interface|impl|module|sub|proc|record|object)\b"
    r"|(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>))")
# A docstring's quotes (Python), which open or close it.
_TRIPLE = re.compile(r'"""|\'\'\'')
# What a definition names.
_NAMED = re.compile(
    r"^[ \t]*(?:(?:export|default|async|static|abstract|final|pub(?:\([^)]*\))?)\s+)*"
    r"(?:(?:def|class|function\*?|fn|struct|enum|trait|interface|module|sub|proc|record|object)\s+"
    r"|func\s+(?:\([^)]*\)\s*)?|(?:const|let|var)\s+(?=[\w$]+\s*=\s*(?:async\s*)?(?:function\b|\(|[\w$]+\s*=>)))"
    r"([A-Za-z_$][\w$]*)", re.M)
# A file's name: with an extension, or one of the bare names build tools read.
_FILE_NAME = re.compile(r"[^/\s]+\.[A-Za-z0-9]{1,10}|(?:Make|Docker|Rake|Gem|Proc|Just|Vagrant|Jenkins)file")
# A question about the file as a whole.
_ABOUT_THE_CODE = re.compile(
    r"\bwhat(?:'s|’s|\s+is|\s+does)\s+(?:this|the)\s+(?:file|code|script|module|program|source)\b", re.I)
# How a language is written, where capitalising its name is not enough.
_SHOWN = {
    "javascript": "JavaScript", "typescript": "TypeScript", "cpp": "C++", "csharp": "C#", "php": "PHP",
    "sql": "SQL", "html": "HTML", "css": "CSS", "json": "JSON", "yaml": "YAML", "xml": "XML", "toml": "TOML",
    "objectivec": "Objective-C", "powershell": "PowerShell", "graphql": "GraphQL", "latex": "LaTeX",
}


def is_code_page(index: Index, prose_words: int, meaningful: int) -> bool:
    """Whether the page is code with almost no prose around it."""
    return prose_words < meaningful and any(_FENCE.match(p.text) for p in index.passages if p.code)


def pieces(index: Index) -> Index:
    """``index`` with each block of code cut into its pieces, each fenced as the block was."""
    out: list[Passage] = []
    for passage in index.passages:
        found = _FENCE.match(passage.text) if passage.code else None
        if not found:
            out.append(replace(passage, index=len(out)))
            continue
        fence, info, body = found.groups()
        for piece in _cut(body.split("\n")):
            out.append(replace(passage, index=len(out), text=f"{fence}{info}\n{piece}\n{fence}"))
    return Index(out)


def _cut(lines: list[str]) -> Iterator[str]:
    """The pieces of a block's lines: a new one starts after a blank line, at a line no more indented
    than the piece's first or at a definition (a method in its class), but not inside a docstring or
    a block comment; after :data:`PIECE_LINES` lines at the next blank line, or at twice as many at
    the latest."""
    piece: list[str] = []
    blank = False
    in_doc = in_comment = False  # inside a docstring (Python's triple quotes), a block comment
    for line in lines:
        if not line.strip():
            blank = bool(piece)
            if piece:
                piece.append(line)
            continue
        if piece and (len(piece) >= 2 * PIECE_LINES or blank and not (in_doc or in_comment) and (
                _indent(line) <= _indent(piece[0]) or _DEFINES.match(line) or len(piece) >= PIECE_LINES)):
            yield "\n".join(piece).rstrip()
            piece = []
        piece.append(line)
        blank = False
        in_doc ^= len(_TRIPLE.findall(line)) % 2 == 1
        opens, closes = line.rfind("/*"), line.rfind("*/")
        in_comment = opens > closes or (in_comment and opens == closes)  # the last mark says, if any
    if piece:
        yield "\n".join(piece).rstrip()


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def names(index: Index) -> list[str]:
    """What the page's code defines, in order, each once."""
    found: dict[str, None] = {}
    for passage in index.passages:
        if passage.code:
            found.update(dict.fromkeys(_NAMED.findall(passage.text)))
    return list(found)


def file_name(url: str) -> str:
    """The file an address ends in ("launch.py", "Makefile"), or ""."""
    name = unquote(urlsplit(url).path.rstrip("/").rpartition("/")[2])
    return name if _FILE_NAME.fullmatch(name) else ""


def greeting(title: str, index: Index, selection: str | None, say: Phrases) -> str:
    """What the file is (its lines and language, what it defines), what the visitor selected, and how
    I answer."""
    first = _what(title, index, say)
    lines = selection.strip().split("\n") if selection else []
    if lines:  # its first line: the lines come whole in the answers
        shown = " ".join(lines[0].split())[:300] + (" …" if len(lines) > 1 else "")
        first += "\n\n" + say("selected", selection=say.quote(shown), where="")
    return f"{first}\n\n{say('code_introduction')}"


def _what(title: str, index: Index, say: Phrases) -> str:
    """"Hello! “launch.py” is 120 lines of code in Python. It defines “launch” and “land”."."""
    blocks = [found.groups() for p in index.passages if p.code and (found := _FENCE.match(p.text))]
    lines = sum(body.count("\n") + 1 for _, _, body in blocks)
    language = next((info.split()[0] for _, info, _ in blocks if info.strip()), "")
    shown = _SHOWN.get(language, language.capitalize())
    what = {"lines": f"{lines:,}", "language": say("code_in", language=shown) if shown else ""}
    text = say("code_hello", title=say.quote(title), **what) if title else say("code_hello_untitled", **what)
    defined = names(index)
    return f"{text} {say('code_defines', names=say.join(defined[:NAMES]))}" if defined else text


def answer(question: str, index: Index, selection: str | None, say: Phrases, title: str = "") -> str:
    """The pieces that best match ``question`` (two at most, in the file's order), else the piece the
    selection is in, else what the code defines, to ask about. Asked what the file is (``SUMMARY``,
    "What does this code do?"), what :func:`greeting` says of it, and its opening piece."""
    cut = pieces(index)
    if SUMMARY.search(question) or _ABOUT_THE_CODE.search(question):
        return quote(_what(title, index, say).removeprefix(say("hello_short")), cut.passages[:1], say=say)
    hits = cut.search(question, limit=3)
    if not hits and selection:
        hits = cut.search(selection, limit=1)
    if hits:
        best = hits[0][0]
        return quoted(sorted([p for score, p in hits if score >= 0.6 * best][:2], key=lambda p: p.index), say=say)
    defined = names(index)
    hint = " " + say("code_defines", names=say.join(defined[:NAMES])) if defined else ""
    return say.signed(f"{say('not_found')}{hint} {say('ask_else')}")
