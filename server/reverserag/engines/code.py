"""The offline engine on a page of code: a source file, read through its raw address.

A page that is code and almost no prose (what the widget sends for a file view it translated: one
block of code) has no sentences to rank, so the engine would say it has nothing to quote. Instead it
cuts the code into pieces a question can find, a definition or a top-level statement each, greets
with what the file is (how many lines, in which language, what it defines) and answers by quoting
the pieces that best match the question, or the piece the visitor's selection is in (a link to
lines, ``#L10-L20``, selects them); a method's piece comes with the name of its class.
"""

from __future__ import annotations

import functools
import re
import textwrap
from collections.abc import Iterator
from dataclasses import replace
from typing import NamedTuple
from urllib.parse import unquote, urlsplit

from ..passages import Passage
from ..ranking import Index
from .phrases import Phrases
from .questions import SUMMARY
from .quoting import quote, quoted

#: A piece runs to this many lines, then ends at the next blank line (or at twice as many).
PIECE_LINES = 40
#: Names said in a greeting, at most.
NAMES = 8

# A passage's block of code, fenced. Its closing fence may be indented with the rest of the block (one
# nested in a definition or a list item), which is then cut and counted without that indent.
_FENCE = re.compile(r"\A(`{3,}|~{3,})([^\n]*)\n(.*?)\n?[ \t]*\1[ \t]*\Z", re.S)
# What may come before a definition's keyword: `export default`, `public static`, Rust's `pub(crate)`.
_MODIFIERS = (r"(?:(?:export|default|public|private|protected|internal|static|abstract|final|sealed|partial|open"
              r"|data|async|unsafe|const|pub(?:\([^)]*\))?)\s+)*")
# A struct, a union or an enum declared (`struct motor {`), not a variable of one (`struct motor *m = …`).
_TYPE = r"(?:struct|union|enum(?:\s+class)?)\b(?![ \t]+[A-Za-z_]\w*\b[ \t]*[\w*&])"
# A line that starts a definition, in the languages people keep in repositories: a decorator or an
# attribute (a line of C#'s own: `[HttpGet]`), `def`, `class`, `function`, `fn`, `func`, `struct` and
# their kin (a keyword, not a variable so named: `func: Callable`, `module.exports = …`), `const f = (…) =>`.
_DEFINES = re.compile(
    rf"^[ \t]*(?:@\w|#\[|\[[A-Z]\w*(?:\(.*\))?\][ \t]*$|{_MODIFIERS}"
    rf"(?:def|class|function\*?|fn|fun|func|{_TYPE}|trait|interface|impl|module|sub|proc|record|object)\b"
    r"(?![ \t]*(?:[=:.,;()\]}]|$))"
    r"|(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>))")
# What a definition names.
_NAMED = re.compile(
    rf"^[ \t]*{_MODIFIERS}"
    rf"(?:(?:def|class|function\*?|fn|fun|{_TYPE}|trait|interface|module|sub|proc|record|object)\s+"
    r"|func\s+(?:\([^)]*\)\s*)?|(?:const|let|var)\s+(?=[\w$]+\s*=\s*(?:async\s*)?(?:function\b|\(|[\w$]+\s*=>)))"
    r"([A-Za-z_$][\w$]*)")
# A type's arguments, two deep: `<T>`, `<string, List<int>>`.
_ARGS = r"<[^<>;()=]*(?:<[^<>;()=]*>[^<>;()=]*)*>"
# The classes (namespaces) a C++ name is in: `Rocket::`, a template's `Rocket<T>::`.
_QUALIFIER = rf"(?:[A-Za-z_]\w*+(?:{_ARGS})?::)*"
# C++'s name of an operator: `operator==`, `operator()`, `operator new[]`, `operator""_km`, a conversion's
# `operator bool`.
_OPERATOR = (r"operator\b[ \t]*(?:\(\)|\[\]|(?:new|delete)\b(?:[ \t]*\[\])?|\"\"[ \t]*\w+|[^\w\s()\"]+"
             rf"|(?:const[ \t]+)?[A-Za-z_][\w:]*(?:{_ARGS})?(?:[ \t]*[*&]+)?)")
# A definition with no keyword (C, C++, Java, C#, an `async` or `static` method in JavaScript): types
# and modifiers, then the name and the parameters, on a line that is no statement. Two words at least before the `(`
# (`print(x)` is a call), the first not one a statement opens with (`return f(x)`, `new Rocket(…)`,
# `raise Error(…)`), and no `;` at the end (a call, a declaration) unless the body follows `=>`. A constructor
# (Kotlin's, TypeScript's) is no name: it stays in its class's piece.
_TYPED = re.compile(
    r"^[ \t]*(?!(?!.*\)\s*=>).*;[ \t]*$)"
    r"(?!(?:if|elif|else|for|foreach|while|do|switch|case|match|return|new|delete|throw|raise|try|catch|await|"
    r"yield|sizeof|typeof|typedef|goto|using|lock|echo|print|puts|assert|with|from|import|not|and|or|in|is|go|defer)\b)"
    rf"(?:(?:(?!operator\b)[A-Za-z_]\w*+(?:(?:\.|::)(?!operator\b)[A-Za-z_]\w*+)*(?:{_ARGS})?|{_ARGS})(?:\[\])*\??"
    r"[ \t*&]+)+"
    rf"({_QUALIFIER}(?:~?(?!(?:constructor|operator)\b)[A-Za-z_]\w*+|{_OPERATOR}))(?:{_ARGS})?[ \t]*\(")
# A C++ definition with no type: a constructor or a destructor defined outside its class (`Rocket::Rocket(int
# stages) : stages_(stages) {`, `Rocket<T>::~Rocket()`), a conversion operator (`Pad::operator bool() const`).
_UNTYPED = re.compile(
    rf"^[ \t]*({_QUALIFIER}(?:([A-Za-z_]\w*+)(?:{_ARGS})?::~?\2\b|{_OPERATOR}))[ \t]*\((?!.*;[ \t]*$)")
# A class's template arguments in a name (`Rocket<T>::burn`), and the space after `operator`, left out of it.
_CLASS_ARGS = re.compile(rf"{_ARGS}(?=::)")
_OPERATOR_SPACE = re.compile(r"\boperator[ \t]*(?=[^\w\s])")
# A constructor or a destructor in its class's body, which has no type either (`Rocket(int n) : n_(n) {}`): a
# name, then its parameters; the class's name it has to be.
_MEMBER = re.compile(r"^[ \t]*(~?[A-Za-z_]\w*+)[ \t]*\((?!.*;[ \t]*$)")
# What ends a definition's header (a class's, a function's): its body (`{`, `=>`, a `:` that ends a line:
# Python's body, C++'s initialisers), or a `;` that makes it a declaration (`struct motor;`, a prototype).
_HEADER_END = re.compile(r"[{;]|=>|:[ \t]*(?:#.*)?$")
# How many lines a definition's header may run to, at most, before its body or its `;`.
HEADER_LINES = 12
# Where definitions are written so: C and its kin, and a block that names no language.
_TYPED_LANGUAGES = frozenset({
    "", "c", "h", "cpp", "objectivec", "cuda", "arduino", "java", "csharp", "kotlin", "groovy", "dart", "php",
    "javascript", "typescript"})
# A C function written the GNU and BSD way, its type alone on the line before and its name (a C++
# method's with its class) at the start of its own, as indented (`static int` / `main (int argc, char
# **argv)`): the type's line, and the name's.
_TYPE_LINE = re.compile(r"[ \t]*(?!(?:return|else|do|case|goto|typedef)\b)[A-Za-z_][\w \t*&]*")
_NAME_LINE = re.compile(
    rf"[ \t]*({_QUALIFIER}(?:~?(?!operator\b)[A-Za-z_]\w*+|{_OPERATOR}))(?:{_ARGS})?[ \t]*\((?!.*;[ \t]*$)")
# A method in JavaScript or TypeScript, in a class or an object, with nothing before its name:
# `  launch(fuel) {`, which no statement is. A constructor stays in its class's piece.
_METHOD = re.compile(r"^[ \t]+(?!(?:if|for|while|switch|catch|function|constructor)\b)([A-Za-z_$][\w$]*)[ \t]*"
                     r"\([^;()]*(?:\([^;()]*\)[^;()]*)*\)(?:[ \t]*:[^;{]+)?[ \t]*\{[ \t]*$")
# What a class, a struct, an interface, an impl (for the type it implements) is named: what its
# methods are in. A struct a function returns (`struct motor *make_motor(…)`) is none.
_CONTAINER = re.compile(
    rf"^[ \t]*{_MODIFIERS}(?:(?:class|interface|trait|object|record|module|{_TYPE})\s+"
    r"([A-Za-z_$][\w$]*)|impl\b(?:<.*?>)?\s+(?:.*?\bfor\s+)?([A-Za-z_][\w:]*))")
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
# A name as code writes it, in a question: `check_wind`, `Rocket::name` (and `Rocket.burn`: two), `operator==`.
_IDENTIFIER = re.compile(r"(?:[A-Za-z_]\w*::)*operator\s*(?:\(\)|\[\]|[-+*/%^&|~!=<>]+|[A-Za-z_]\w*)"
                         r"|[A-Za-z_$][\w$]*(?:::[A-Za-z_$][\w$]*)*")
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
    """Whether the page is code with almost no prose around it. A diff (a review's suggested change, "```diff") is a
    change to code, not the page's own: the page is it only where it says nothing else (a .patch file)."""
    fences = [found for p in index.passages if p.code and (found := _FENCE.match(p.text))]
    return prose_words < meaningful and any(not prose_words or not _CHANGE.match(found[2]) for found in fences)


# A fence's info string that says its block is a change to code: a diff, a patch, GitHub's suggested change.
_CHANGE = re.compile(r"\s*(?:diff|patch|suggestion)\b", re.I)


class _Piece(NamedTuple):
    """A piece of a block of code, as :func:`_cut` reads it."""

    text: str
    #: The class (struct, impl, …) the piece's first line is indented in, or "": "Rocket.Stage" for one
    #: in a class.
    within: str
    #: What the piece defines, in order.
    names: list[str]


def pieces(index: Index) -> Index:
    """``index`` with each block of code cut into its pieces, each fenced as the block was."""
    return Index([passage for passage, _ in _pieces(index)])


def _pieces(index: Index) -> list[tuple[Passage, _Piece]]:
    """The passages of :func:`pieces`, each with its piece (a passage that is no block of code is one)."""
    out: list[tuple[Passage, _Piece]] = []
    for passage in index.passages:
        found = _FENCE.match(passage.text) if passage.code else None
        if not found:
            out.append((replace(passage, index=len(out)), _Piece(passage.text, "", [])))
            continue
        fence, info, body = found.groups()
        for piece in _cut(textwrap.dedent(body).split("\n"), (info.split() or [""])[0].lower()):
            out.append((replace(passage, index=len(out), text=f"{fence}{info}\n{piece.text}\n{fence}"), piece))
    return out


def _cut(lines: list[str], language: str = "") -> Iterator[_Piece]:
    """The pieces of a block's lines: a new one starts after a blank line, at a line no more indented
    than the piece's first or at a definition (a method in its class); at a definition right after a
    line as indented or more, with what leads to it (its comment, its decorators); but not inside a
    block comment or a string over lines (a docstring). After :data:`PIECE_LINES` lines a piece ends
    at the next blank line, or at twice as many at the latest. A line that only closes what a piece is
    in (its class's `}`) is in none. Each says what it defines, and the class its first line is in."""
    # What a definition's line looks like in the language, the most telling first.
    typed = language in _TYPED_LANGUAGES
    grammar = ((_TYPED, _UNTYPED) if typed else ()) + (
        (_METHOD,) if language in ("javascript", "typescript") else ()) + (_NAMED,)
    opens = _HASH_OPENS if language in _HASH_COMMENTS else _CSHARP_OPENS if language == "csharp" else _OPENS
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
        here = _defined_on(line, typed_at == indent, grammar, kind) if code else []
        if here and typed and _declared(lines, at):
            here = []
        end = 0
        if piece and not own and (len(piece) >= 2 * PIECE_LINES or blank and code and (
                indent <= _indent(piece[0]) or here or _DEFINES.match(line) or len(piece) >= PIECE_LINES)):
            end = len(piece)
        elif piece and code and not blank and last >= indent and (here or _DEFINES.match(line)) and (
                not line.rstrip().endswith(";")):  # a declaration (`struct motor;`) goes with its kind
            end = len(piece) if lead is None else lead
        if end:
            yield _Piece("\n".join(piece[:end]).rstrip(), within, named)
            piece, named, lead = piece[end:], [], 0 if lead == end else None
        if end or not piece:
            within = ".".join(name for _, name in classes)
        piece.append(line)
        blank = False
        if code:
            named += here
            typed_at = indent if typed and _TYPE_LINE.fullmatch(line) else -1
            if opened := _CONTAINER.match(line):
                classes.append((indent, opened.group(1) or opened.group(2)))
                header = True
            header = header and not _HEADER_END.search(line)
            if typed_at >= 0 or _LEAD.match(line):
                lead = len(piece) - 1 if lead is None else lead
            elif lead is None or indent <= _indent(piece[lead]) and not _GOES_ON.match(line):
                lead, last = None, indent  # unless the line goes on with what leads (a decorator's arguments)
        left_open = _left_open(line, left_open, opens)
    if piece:
        yield _Piece("\n".join(piece).rstrip(), within, named)


def _defined_on(line: str, typed_before: bool, grammar: tuple[re.Pattern[str], ...], kind: str) -> list[str]:
    """What a line of code defines, by the language's ``grammar``; ``typed_before``: the line before it
    is a type alone (and this one, then, may be a C function's name); ``kind``: the class the line is
    in, where a name with no type is its constructor's."""
    for g in grammar:
        if found := g.match(line):
            return [_shown(found.group(1))]
    if typed_before and (found := _NAME_LINE.match(line)):
        return [_shown(found.group(1))]
    if kind and kind in line and (found := _MEMBER.match(line)) and found.group(1).lstrip("~") == kind:
        return [found.group(1)]
    return []


def _declared(lines: list[str], at: int) -> bool:
    """Whether what ``lines[at]`` starts to define is only declared: a `;` ends its header, not a body
    (`class Rocket;`, a prototype over lines). Not a C function of before ANSI C, whose parameters are
    declared after its parentheses, a `;` each, and before its body."""
    if "{" in lines[at] and ";" not in lines[at]:
        return False  # most definitions, at once
    header = lines[at:at + HEADER_LINES]
    depth = 0  # how many parentheses the lines before are left open
    for i, line in enumerate(header):
        code = line.partition("//")[0]
        if found := _HEADER_END.search(code):
            if found.group() != ";":
                return False
            if i and not depth and "(" not in code:  # `int argc;` after `main(argc, argv)`
                body = next((later for later in header[i:] if not later.rstrip().endswith(";")), "")
                return not body.lstrip().startswith("{")
            return True
        if not line.strip():
            break
        depth += code.count("(") - code.count(")")
    return False


def _shown(name: str) -> str:
    """A name as a question writes it: a template's arguments out of its class's name (`Rocket<T>::burn`
    is `Rocket::burn`), an operator's spaces out (`operator ==` is `operator==`)."""
    if "<" in name:
        name = _CLASS_ARGS.sub("", name)
    if "operator" in name:
        name = _OPERATOR_SPACE.sub("operator", " ".join(name.split())).replace('"" ', '""')
    return name


def _left_open(line: str, mark: str, opens: re.Pattern[str]) -> str:
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
    return _defined(_pieces(index))


def _defined(read: list[tuple[Passage, _Piece]]) -> list[str]:
    found: dict[str, None] = {}
    for passage, piece in read:
        if passage.code:
            found.update(dict.fromkeys(piece.names))
    return list(found)


def _defines(read: list[tuple[Passage, _Piece]], say: Phrases) -> str:
    """"It defines “launch” and “land”.", or "" for code that defines nothing."""
    defined = _defined(read)
    return say("code_defines", names=say.join(defined[:NAMES])) if defined else ""


def file_name(url: str) -> str:
    """The file an address ends in ("launch.py", "Makefile"), or ""."""
    name = unquote(urlsplit(url).path.rstrip("/").rpartition("/")[2])
    return name if _FILE_NAME.fullmatch(name) else ""


def greeting(title: str, index: Index, selection: str | None, say: Phrases) -> str:
    """What the file is (its lines and language, what it defines), what the visitor selected, and how
    I answer."""
    first = _what(title, index, _pieces(index), say)
    lines = selection.strip().split("\n") if selection else []
    if lines:  # its first line: the lines come whole in the answers
        shown = " ".join(lines[0].split())[:300] + (" …" if len(lines) > 1 else "")
        first += "\n\n" + say("selected", selection=say.quote(shown), where="")
    return f"{first}\n\n{say('code_introduction')}"


def _what(title: str, index: Index, read: list[tuple[Passage, _Piece]], say: Phrases) -> str:
    """"Hello! “launch.py” is 120 lines of code in Python. It defines “launch” and “land”."."""
    blocks = [found.groups() for p in index.passages if p.code and (found := _FENCE.match(p.text))]
    lines = sum(body.count("\n") + 1 for _, _, body in blocks)
    language = next((info.split()[0] for _, info, _ in blocks if info.strip()), "")
    shown = _SHOWN.get(language, language.capitalize())
    what = {"lines": f"{lines:,}", "language": say("code_in", language=shown) if shown else ""}
    text = say("code_hello", title=say.quote(title), **what) if title else say("code_hello_untitled", **what)
    return f"{text} {_defines(read, say)}".rstrip()


def answer(question: str, index: Index, selection: str | None, say: Phrases, title: str = "") -> str:
    """The pieces that best match ``question`` (two at most, in the file's order), else the piece the
    selection is in, else what the code defines, to ask about. Asked what the file is (``SUMMARY``,
    "What does this code do?"), what :func:`greeting` says of it, and its opening piece. A method's
    piece comes after the name of the class it is in."""
    read = _pieces(index)
    cut = Index([passage for passage, _ in read])
    within = {passage.index: piece.within for passage, piece in read if piece.within}
    if SUMMARY.search(question) or _ABOUT_THE_CODE.search(question):
        return quote(_what(title, index, read, say).removeprefix(say("hello_short")), cut.passages[:1], say=say)
    # The class a method is in is what its piece is about, as a section's heading is for its sentences:
    # its name counts for finding the piece, though it is not quoted.
    named = _named_in(question, read)
    if named:
        return quoted(_placed(named, within, say), say=say)
    found = Index([replace(p, heading=f"{p.heading} {within[p.index]}".strip()) if p.index in within else p
                   for p in cut.passages]) if within else cut
    hits = found.search(question, limit=3)
    if not hits and selection:
        hits = found.search(selection, limit=1)
    if hits:
        best = hits[0][0]
        chosen = sorted([cut.passages[p.index] for score, p in hits if score >= 0.6 * best][:2], key=lambda p: p.index)
        return quoted(_placed(chosen, within, say), say=say)
    hint = _defines(read, say)
    return say.signed(f"{say('not_found')}{' ' + hint if hint else ''} {say('ask_else')}")


def _named_in(question: str, read: list[tuple[Passage, _Piece]]) -> list[Passage]:
    """The pieces that define what ``question`` names as the code writes it ("What does `is_ip` do?",
    "How does Countdown.hold work?"), two at most, in the file's order. A name says which piece is
    meant better than any word: "is" and "ip" are in every piece of a file about addresses. A class's
    name alone is left to the search, which finds its methods by it; beside a method's ("Countdown"
    and "hold"), it says which class's method is meant."""
    asked = set(_IDENTIFIER.findall(question))
    classes = {name for _, piece in read for name in piece.within.split(".")} & asked
    hits = [(p, piece) for p, piece in read
            if {n for n in piece.names if len(n) > 2 and (n in asked or n.rpartition("::")[2] in asked)} - classes]
    return [p for p, _ in ([hit for hit in hits if classes & set(hit[1].within.split("."))] or hits)[:2]]


def _placed(chosen: list[Passage], within: dict[int, str], say: Phrases) -> list[Passage]:
    """``chosen``, a piece in a class with a line before its quote that names the class (unless the
    piece before is in it too): an indented method, quoted alone, does not say whose it is."""
    out, before = [], ""
    for p in chosen:
        name = within.get(p.index, "")
        out.append(replace(p, text=f"{say('code_within', name=say.quote(name))}\n\n{p.text}")
                   if name and name != before else p)
        before = name
    return out
