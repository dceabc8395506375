"""What a line of code leaves open for the next: a block comment, a string over lines (a docstring, a template
literal, C++'s raw string, C#'s verbatim string), by the marks that open and close them in the language. Inside
one, a line is no code: codepieces.py cuts no piece there."""

from __future__ import annotations

import functools
import re

# Languages that comment with `#` and have no `/* */` comments: their `/*` opens none.
_HASH_COMMENTS = frozenset({
    "python", "bash", "ruby", "perl", "r", "yaml", "toml", "powershell", "docker", "makefile", "elixir", "julia",
    "nim", "cmake"})
# Outside a comment or a string, the first of: a mark that opens a block comment or a string that may
# run on over lines (a template literal, triple quotes, C++'s raw string `R"(…)"` or `R"json(…)json"`), a
# string on one line (its marks are text), a regular expression (where a value goes, after `(`, `=`,
# `return`…: no division is written there), a line comment. In these languages `#` is a comment only
# before a space: `#include`, Rust's `#[derive]` and C#'s `#region` are code.
_OPENS = re.compile(
    r"""/\*|"{3}|'{3}|`|(?<!\w)(?:u8|[uUL])?R"[^()\\\s"]{0,16}\(|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|//|#(?!\S)"""
    r"""|(?:^|(?<=[(,=:\[!&|?{};])|(?<=\breturn))[ \t]*/(?![/*])(?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\[])+/""")
# The same in C#, where `@"` opens a verbatim string, that may run on over lines and has no escapes but `""`.
_CSHARP_OPENS = re.compile(r"""\$?@\$?"|""" + _OPENS.pattern)
# The same in a language that comments with `#`: triple quotes, a string on one line, a comment.
_HASH_OPENS = re.compile(r""""{3}|'{3}|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|#""")
# What closes what a mark opened, from there on; and the mark that does.
_VERBATIM = (re.compile(r'(?:""|[^"])*"(?!")'), '"')
_CLOSES = {"/*": (re.compile(r".*?\*/"), "*/"), "`": (re.compile(r"(?:\\.|[^`\\])*`"), "`"),
           '"""': (re.compile(r'(?:\\.|[^\\])*?"""'), '"""'), "'''": (re.compile(r"(?:\\.|[^\\])*?'''"), "'''"),
           '@"': _VERBATIM, '$@"': _VERBATIM, '@$"': _VERBATIM}


def opens(language: str) -> re.Pattern[str]:
    """The marks that open what a line may leave open, in ``language``."""
    return _HASH_OPENS if language in _HASH_COMMENTS else _CSHARP_OPENS if language == "csharp" else _OPENS


def left_open(line: str, mark: str, opens: re.Pattern[str]) -> str:
    """The mark of what is open at the end of ``line`` (a block comment, a string over lines), or "";
    ``mark``: what was open at its start."""
    if mark and _closer(mark)[1] not in line or not mark and not _opening(line):
        return mark  # most lines, at once
    at = 0
    while True:
        if mark:
            closed = _closer(mark)[0].match(line, at)
            if not closed:
                return mark
            at, mark = closed.end(), ""
        found = opens.search(line, at)
        if not found or found.group() in ("//", "#"):
            return ""
        mark = found.group()  # a mark that opens (a raw string's ends in its `(`), or a string, a regex
        at, mark = found.end(), mark if mark in _CLOSES or mark[-1] == "(" else ""


def _closer(mark: str) -> tuple[re.Pattern[str], str]:
    """What closes what ``mark`` opened, from there on, and the text it ends with: a raw string's
    `)json"` for its `R"json(`."""
    return _CLOSES.get(mark) or _raw_closer(mark)


@functools.lru_cache(maxsize=64)
def _raw_closer(mark: str) -> tuple[re.Pattern[str], str]:
    end = ")" + mark[mark.index('"') + 1:-1] + '"'
    return re.compile(".*?" + re.escape(end)), end


def _opening(line: str) -> bool:
    """Whether ``line`` has a mark that opens what a line may leave open (as fast as Python tells)."""
    return "/*" in line or "`" in line or '"""' in line or "'''" in line or 'R"' in line or '@"' in line

