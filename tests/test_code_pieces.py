"""How a source file is cut into pieces for the offline engine: at definitions and top-level
statements, never inside a comment or a string, with a closing brace in its piece."""

from __future__ import annotations

from code_samples import CONSTRUCTORS, GNU, LAUNCH, ROCKET, ask, first_lines
from reverserag.engines import codepieces
from reverserag.passages import split_passages
from reverserag.ranking import Index


def test_pieces_are_definitions_and_top_level_statements() -> None:
    pieces = [p.text for p in codepieces.pieces(Index(split_passages(f"```python\n{LAUNCH}```"))).passages]
    bodies = [text.split("\n", 1)[1].rsplit("\n", 1)[0] for text in pieces]
    assert [body.split("\n")[0] for body in bodies] == [
        '"""Launch control for model rockets.', "import time", "MINIMUM_FUEL = 400", "class Countdown:",
        "    def __init__(self, seconds):", "    def hold(self):", 'def launch(fuel, weather="clear"):']
    assert all(text.startswith("```python\n") and text.endswith("\n```") for text in pieces)
    script = ("/* A header\n\n   that goes on. */\n\nconst go = async (n) => {\n  let x = n;\n\n  return x;\n};\n\n"
              "func (r *Rocket) Launch() error {\n\treturn nil\n}\n")
    cut = [p.text for p in codepieces.pieces(Index(split_passages(f"```\n{script}```"))).passages]
    assert [text.split("\n")[1] for text in cut] == [
        "/* A header", "const go = async (n) => {", "func (r *Rocket) Launch() error {"]
    assert codepieces.names(Index(split_passages(f"```\n{script}```"))) == ["go", "Launch"]


def test_a_long_piece_is_cut() -> None:
    body = "def long():\n" + "".join(f"    x{i} = {i}\n" + ("\n" if i % 10 == 9 else "") for i in range(200))
    pieces = [p.text for p in codepieces.pieces(Index(split_passages(f"```python\n{body}```"))).passages]
    lines = [text.count("\n") - 1 for text in pieces]
    assert sum(line for line in lines) >= 201 and max(lines) <= 2 * codepieces.PIECE_LINES and len(pieces) >= 4


def test_a_comment_mark_in_a_string_or_a_line_comment_opens_no_comment() -> None:
    """`/*` in a string ("src/**/*.js") or after a line comment was taken for a block comment left
    open: no piece started after it until the piece ran to twice PIECE_LINES."""
    script = ('const glob = require("glob");\n\nconst files = glob.sync("src/**/*.js");  // not /* this\n\n'
              "function lint(file) {\n  return file.endsWith('.js');\n}\n\n"
              "function report(files) {\n  return files.length;\n}\n")
    assert first_lines(script, "javascript") == [
        'const glob = require("glob");', 'const files = glob.sync("src/**/*.js");  // not /* this',
        "function lint(file) {", "function report(files) {"]
    for language in ("", "python"):
        assert first_lines("x = 1  # see /* here\n\ndef f():\n    return x\n", language) == [
            "x = 1  # see /* here", "def f():"], language
    # A comment is still a comment: its blank line and what reads like code in it stay in its piece.
    comment = "int a; /* a note with 'quotes' and \"/*\"\n\nfunction lost() {} */\n\nint b;\n"
    assert first_lines(comment, "c") == ["int a; /* a note with 'quotes' and \"/*\"", "int b;"]


def test_a_regular_expression_or_a_long_string_opens_no_comment() -> None:
    """A regular expression (`/\\/*$/`, `/"/`) or a string over several lines (a template literal, triple
    quotes) that held `/*` or an odd quote opened a block comment, or closed a docstring, that held the
    piece open until it ran to twice PIECE_LINES."""
    functions = "\nfunction lint(file) {\n  return file;\n}\n\nfunction report(files) {\n  return files.length;\n}\n"
    for opening in ("const strip = (path) => path.replace(/\\/*$/, '');",
                    "const sep = /[/*]/;",
                    'const quoted = text.split(/"/).join("/*");',
                    'const help = `\n  lint "src/**/*.js\n  and "lib/*\n`;'):
        assert first_lines(opening + "\n" + functions, "javascript")[1:] == [
            "function lint(file) {", "function report(files) {"], opening
    script = "x = 1  # don't write \"\"\" here\n\n\ndef lint():\n    return x\n\n\ndef report():\n    return 2\n"
    assert first_lines(script, "python") == ["x = 1  # don't write \"\"\" here", "def lint():", "def report():"]
    # What is in a long string is no code: a definition there starts no piece.
    text = 'const help = `\n  Usage:\n\nfunction lint(file) {\n`;\n'
    assert first_lines(text, "javascript") == ["const help = `"]


def test_the_brace_that_closes_a_class_is_no_part_of_its_last_method() -> None:
    """The `}` that closes a class (a namespace, an object literal) was quoted as the last line of its
    last method."""
    def last(source: str, language: str) -> str:
        return codepieces.pieces(Index(split_passages(f"```{language}\n{source}```"))).passages[-1].text

    assert last(ROCKET, "java").endswith("        return List.of(names);\n    }\n```")
    assert last(CONSTRUCTORS, "cpp").endswith("    return fuel_;\n  }\n```")
    api = "const api = {\n  get() {\n    return 1;\n  },\n\n  put(x) {\n    return x;\n  },\n};\n"
    assert last(api, "javascript") == "```javascript\n  put(x) {\n    return x;\n  },\n```"
    ruby = "class Rocket\n  def initialize\n    @fuel = 0\n  end\n\n  def burn(grams)\n    @fuel -= grams\n  end\nend\n"
    assert last(ruby, "ruby") == "```ruby\n  def burn(grams)\n    @fuel -= grams\n  end\n```"
    # A class in one piece keeps its brace.
    assert last("class Pad {\n  hold() {\n    this.held = true;\n  }\n}\n", "javascript").endswith("  }\n}\n```")


def test_a_file_without_blank_lines_is_cut_at_its_definitions() -> None:
    """A piece ended only after a blank line: a file written without them was cut at twice PIECE_LINES,
    several functions a piece. A definition ends the piece before it, its comment and its decorators
    going with it."""
    def dense(source: str) -> str:
        return "\n".join(line for line in source.split("\n") if line.strip()) + "\n"

    assert first_lines(dense(ROCKET), "java") == [
        "package com.acme.rocket;", "/** A model rocket: its name, its fuel and the stages it has fired. */",
        "    public Rocket(String name, int fuel) {",
        "    /** Burns fuel for one stage; false when there is not enough left. */", "    @Override",
        "    public static <T> List<T> stages(T... names) {"]
    assert first_lines(dense(LAUNCH), "python") == [
        '"""Launch control for model rockets.', "class Countdown:", "    def __init__(self, seconds):",
        "    def hold(self):", 'def launch(fuel, weather="clear"):']
    assert first_lines(dense(GNU), "c") == [
        "#include <stdio.h>", "/* Prints how to call the program. */", "static int", "int"]
    script = "function add(a, b) { return a + b; }\nfunction sub(a, b) { return a - b; }\n"
    assert first_lines(script, "javascript") == ["function add(a, b) { return a + b; }",
                                                 "function sub(a, b) { return a - b; }"]
    # A decorator over lines leads to its definition; a parameter named as a keyword (Go's `func`) is none.
    decorated = ("class Client:\n    @deprecated(\n        reason=\"old\",\n    )\n    @retry\n    def __init__(\n"
                 "        self,\n        func: Callable,\n        object=None,\n    ):\n        self.func = func\n"
                 "    def close(self):\n        pass\n")
    assert first_lines(decorated, "python") == ["class Client:", "    def close(self):"]
    answer = ask("What does hold do?", source=dense(LAUNCH))
    assert "    def hold(self):\n        self.held = True\n```" in answer and "def launch" not in answer


def test_a_brace_that_closes_a_namespace_is_no_piece_of_its_own() -> None:
    """`}  // namespace acme` after a blank line (as C++ closes a namespace it does not indent) was a
    piece of one line, and a function's `}` after a blank line was cut from its function."""
    source = ("#include <string>\n\nnamespace acme {\n\nint burn(int grams) {\n  return grams;\n}\n\n"
              "int land(int speed) {\n  return speed;\n\n}\n\n}  // namespace acme\n")
    cut = [p.text for p in codepieces.pieces(Index(split_passages(f"```cpp\n{source}```"))).passages]
    assert [text.split("\n")[1] for text in cut] == [
        "#include <string>", "namespace acme {", "int burn(int grams) {", "int land(int speed) {"]
    assert cut[-1] == "```cpp\nint land(int speed) {\n  return speed;\n\n}\n```"
    # Ruby's `end` after a blank line is its method's.
    assert first_lines("def land(speed)\n  speed\n\nend\n", "ruby") == ["def land(speed)"]


def test_a_raw_or_verbatim_string_over_lines_is_no_code() -> None:
    """C++'s raw strings (`R"(…)"`, `R"json(…)json"`) and C#'s verbatim strings (`@"…"`, a quote written
    `""`) were read as code: a `/*` in one opened a comment that held the piece open, a `{` or a line
    that looks like a definition in one started a piece or was named."""
    cpp = ('const char* kHelp = R"(usage: rocket [options]\n\n  --glob src/**/*.cc\n)";\n\n'
           'const char* kJson = R"json(\n{\n  "note": "a )\\" is no end"\n}\n\nint fake(int x) {\n)json";\n\n'
           "int burn(int grams) {\n  return grams;\n}\n\nint land(int speed) {\n  return speed;\n}\n")
    assert first_lines(cpp, "cpp") == ['const char* kHelp = R"(usage: rocket [options]', 'const char* kJson = R"json(',
                                       "int burn(int grams) {", "int land(int speed) {"]
    assert codepieces.names(Index(split_passages(f"```cpp\n{cpp}```"))) == ["burn", "land"]
    csharp = ('class Rocket\n{\n    const string Help = @"usage: ""rocket"" /* not a comment\n\n'
              'void Fake() {\n"" done";\n\n    public int Burn(int grams)\n    {\n        return grams;\n    }\n\n'
              '    string Path() => @"C:\\rockets\\";\n\n    public int Land(int speed)\n    {\n        return speed;\n'
              '    }\n}\n')
    assert first_lines(csharp, "csharp") == ["class Rocket", "    public int Burn(int grams)",
                                             '    string Path() => @"C:\\rockets\\";', "    public int Land(int speed)"]
    assert codepieces.names(Index(split_passages(f"```csharp\n{csharp}```"))) == ["Rocket", "Burn", "Path", "Land"]


def test_a_tab_is_as_wide_as_eight_spaces() -> None:
    """GNU code (libstdc++, glibc) indents eight columns with a tab and less with spaces: a tab was
    one column, so a method's body indented with one ended its class, and the next method was placed
    in none."""
    source = ("  template<typename _Tp>\n    class allocator\n    {\n    public:\n"
              "      void deallocate(_Tp* __p, size_t __n)\n      {\n\tif (__p)\n\t  release(__p);\n      }\n\n"
              "      _Tp* allocate(size_t __n)\n      {\n\treturn acquire(__n);\n      }\n    };\n")
    assert [(piece.within, piece.names) for piece in codepieces.cut(source.split("\n"), "cpp")] == [
        ("", ["allocator", "deallocate"]), ("allocator", ["allocate"])]
