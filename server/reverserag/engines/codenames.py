"""What a line of code defines, in the languages people keep in repositories: the grammar of a definition's first
line (a keyword's, C's and its kin's with a type and no keyword, C++'s constructors and operators, a JavaScript method),
the name it gives, and whether what it starts is only declared. What codepieces.py cuts a block of code by."""

from __future__ import annotations

import re

# What may come before a definition's keyword: `export default`, `public static`, Rust's `pub(crate)`.
_MODIFIERS = (r"(?:(?:export|default|public|private|protected|internal|static|abstract|final|sealed|partial|open"
              r"|data|async|unsafe|const|pub(?:\([^)]*\))?)\s+)*")
# A struct, a union or an enum declared (`struct motor {`), not a variable of one (`struct motor *m = …`).
_TYPE = r"(?:struct|union|enum(?:\s+class)?)\b(?![ \t]+[A-Za-z_]\w*\b[ \t]*[\w*&])"
# A line that starts a definition, in the languages people keep in repositories: a decorator or an
# attribute (a line of C#'s own: `[HttpGet]`), `def`, `class`, `function`, `fn`, `func`, `struct` and
# their kin (a keyword, not a variable so named: `func: Callable`, `module.exports = …`), `const f = (…) =>`.
DEFINES = re.compile(
    rf"^[ \t]*(?:@\w|#\[|\[[A-Z]\w*(?:\(.*\))?\][ \t]*$|{_MODIFIERS}"
    rf"(?:def|class|function\*?|fn|fun|func|{_TYPE}|trait|interface|impl|module|sub|proc|record|object)\b"
    r"(?![ \t]*(?:[=:.,;()\]}]|$))"
    r"|(?:export\s+)?(?:const|let|var)\s+[\w$]+\s*=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>))")
# What a definition names.
NAMED = re.compile(
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
TYPED = re.compile(
    r"^[ \t]*(?!(?!.*\)\s*=>).*;[ \t]*$)"
    r"(?!(?:if|elif|else|for|foreach|while|do|switch|case|match|return|new|delete|throw|raise|try|catch|await|"
    r"yield|sizeof|typeof|typedef|goto|using|lock|echo|print|puts|assert|with|from|import|not|and|or|in|is|go|defer)\b)"
    rf"(?:(?:(?!operator\b)[A-Za-z_]\w*+(?:(?:\.|::)(?!operator\b)[A-Za-z_]\w*+)*(?:{_ARGS})?|{_ARGS})(?:\[\])*\??"
    r"[ \t*&]+)+"
    rf"({_QUALIFIER}(?:~?(?!(?:constructor|operator)\b)[A-Za-z_]\w*+|{_OPERATOR}))(?:{_ARGS})?[ \t]*\(")
# A C++ definition with no type: a constructor or a destructor defined outside its class (`Rocket::Rocket(int
# stages) : stages_(stages) {`, `Rocket<T>::~Rocket()`), a conversion operator (`Pad::operator bool() const`).
UNTYPED = re.compile(
    rf"^[ \t]*({_QUALIFIER}(?:([A-Za-z_]\w*+)(?:{_ARGS})?::~?\2\b|{_OPERATOR}))[ \t]*\((?!.*;[ \t]*$)")
# A class's template arguments in a name (`Rocket<T>::burn`), and the space after `operator`, left out of it.
_CLASS_ARGS = re.compile(rf"{_ARGS}(?=::)")
_OPERATOR_SPACE = re.compile(r"\boperator[ \t]*(?=[^\w\s])")
# A constructor or a destructor in its class's body, which has no type either (`Rocket(int n) : n_(n) {}`): a
# name, then its parameters; the class's name it has to be.
_MEMBER = re.compile(r"^[ \t]*(~?[A-Za-z_]\w*+)[ \t]*\((?!.*;[ \t]*$)")
# What ends a definition's header (a class's, a function's): its body (`{`, `=>`, a `:` that ends a line:
# Python's body, C++'s initialisers), or a `;` that makes it a declaration (`struct motor;`, a prototype).
HEADER_END = re.compile(r"[{;]|=>|:[ \t]*(?:#.*)?$")
# How many lines a definition's header may run to, at most, before its body or its `;`.
HEADER_LINES = 12
# Where definitions are written so: C and its kin, and a block that names no language.
TYPED_LANGUAGES = frozenset({
    "", "c", "h", "cpp", "objectivec", "cuda", "arduino", "java", "csharp", "kotlin", "groovy", "dart", "php",
    "javascript", "typescript"})
# A C function written the GNU and BSD way, its type alone on the line before and its name (a C++
# method's with its class) at the start of its own, as indented (`static int` / `main (int argc, char
# **argv)`): the type's line, and the name's.
TYPE_LINE = re.compile(r"[ \t]*(?!(?:return|else|do|case|goto|typedef)\b)[A-Za-z_][\w \t*&]*")
_NAME_LINE = re.compile(
    rf"[ \t]*({_QUALIFIER}(?:~?(?!operator\b)[A-Za-z_]\w*+|{_OPERATOR}))(?:{_ARGS})?[ \t]*\((?!.*;[ \t]*$)")
# A method in JavaScript or TypeScript, in a class or an object, with nothing before its name:
# `  launch(fuel) {`, which no statement is. A constructor stays in its class's piece.
METHOD = re.compile(r"^[ \t]+(?!(?:if|for|while|switch|catch|function|constructor)\b)([A-Za-z_$][\w$]*)[ \t]*"
                     r"\([^;()]*(?:\([^;()]*\)[^;()]*)*\)(?:[ \t]*:[^;{]+)?[ \t]*\{[ \t]*$")
# What a class, a struct, an interface, an impl (for the type it implements) is named: what its
# methods are in. A struct a function returns (`struct motor *make_motor(…)`) is none.
CONTAINER = re.compile(
    rf"^[ \t]*{_MODIFIERS}(?:(?:class|interface|trait|object|record|module|{_TYPE})\s+"
    r"([A-Za-z_$][\w$]*)|impl\b(?:<.*?>)?\s+(?:.*?\bfor\s+)?([A-Za-z_][\w:]*))")


def defined_on(line: str, typed_before: bool, grammar: tuple[re.Pattern[str], ...], kind: str) -> list[str]:
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


def declared(lines: list[str], at: int) -> bool:
    """Whether what ``lines[at]`` starts to define is only declared: a `;` ends its header, not a body
    (`class Rocket;`, a prototype over lines). Not a C function of before ANSI C, whose parameters are
    declared after its parentheses, a `;` each, and before its body."""
    if "{" in lines[at] and ";" not in lines[at]:
        return False  # most definitions, at once
    header = lines[at:at + HEADER_LINES]
    depth = 0  # how many parentheses the lines before are left open
    for i, line in enumerate(header):
        code = line.partition("//")[0]
        if found := HEADER_END.search(code):
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

def grammar(language: str) -> tuple[re.Pattern[str], ...]:
    """What a definition's line looks like in ``language``, the most telling first."""
    return ((TYPED, UNTYPED) if language in TYPED_LANGUAGES else ()) + (
        (METHOD,) if language in ("javascript", "typescript") else ()) + (NAMED,)
