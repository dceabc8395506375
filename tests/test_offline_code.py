"""The offline engine on a page of code: a source file the widget read through its raw address."""

from __future__ import annotations

from offline_helpers import locked_messages, run
from reverserag import context
from reverserag.engines import code
from reverserag.passages import Index, split_passages

LAUNCH = '''"""Launch control for model rockets.

Checks the fuel and the weather, then counts down.
"""

import time

MINIMUM_FUEL = 400


class Countdown:
    """A countdown that can be held."""

    def __init__(self, seconds):
        self.seconds = seconds

    def hold(self):
        self.held = True


def launch(fuel, weather="clear"):
    if fuel < MINIMUM_FUEL:
        raise ValueError("low fuel")

    if weather != "clear":
        return "scrubbed"
    return "lift-off"
'''
RAW = "https://gitlab.example.com/acme/rocket/-/raw/main/src/launch.py"
TITLE = "src/launch.py · main · acme / rocket · GitLab"
ROCKET = """package com.acme.rocket;

import java.util.ArrayList;
import java.util.List;

/** A model rocket: its name, its fuel and the stages it has fired. */
public class Rocket {
    private final String name;
    private int fuel;
    private final List<String> fired = new ArrayList<>();

    public Rocket(String name, int fuel) {
        this.name = name;
        this.fuel = fuel;
    }

    /** Burns fuel for one stage; false when there is not enough left. */
    public boolean burn(int grams) {
        if (grams > fuel) {
            return false;
        }
        fuel -= grams;
        fired.add(name + ": " + grams + " g");
        return true;
    }

    @Override
    public String toString() {
        return name + " (" + fuel + " g left)";
    }

    public static <T> List<T> stages(T... names) {
        return List.of(names);
    }
}
"""
IGNITE = r"""#include <stdio.h>
#include <stdlib.h>

#define MINIMUM_FUEL 400

struct motor {
    const char *name;
    int fuel;
};

static void usage(void)
{
    fputs("usage: launch FUEL\n", stderr);
    exit(2);
}

static int countdown(int seconds)
{
    for (int s = seconds; s > 0; s--)
        printf("%d...\n", s);
    return 0;
}

int ignite(struct motor *m)
{
    if (m->fuel < MINIMUM_FUEL) {
        fprintf(stderr, "%s: low fuel\n", m->name);
        return -1;
    }
    return countdown(10);
}

int main(int argc, char **argv)
{
    if (argc != 2)
        usage();
    struct motor m = { "A8-3", atoi(argv[1]) };
    return ignite(&m) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
"""


def page(source: str = LAUNCH, language: str = "python", url: str = RAW, **fields) -> list[dict]:
    content = f"```{language}\n{source.rstrip()}\n```"
    return locked_messages(content, title=TITLE, url=url, source="translated", **fields)


def ask(question: str, selection: str | None = None, **fields) -> str:
    system = page(**fields)[0]
    return run([system, {"role": "user", "content": context.first_question(selection, question)}])[0]


def test_the_greeting_says_what_the_file_is_not_that_it_has_no_text() -> None:
    """A file read through its raw address is one block of code and no prose: the engine said it had
    "almost no readable text" and nothing to quote, on every file view it translated."""
    greeting = run(page(), task="greeting")[0]
    assert greeting.startswith("Hello! “launch.py” is 27 lines of code in Python. It defines “Countdown”, "
                               "“__init__”, “hold” and “launch”.\n\n")
    assert "almost no readable text" not in greeting
    assert "the pieces of this code that best match your question" in greeting


def test_lines_a_link_named_are_the_greetings_selection() -> None:
    lines = '    if fuel < MINIMUM_FUEL:\n        raise ValueError("low fuel")'
    greeting = run(page(selection=lines), task="greeting")[0]
    assert "You selected: “if fuel < MINIMUM_FUEL: …”." in greeting  # the lines come whole in the answers


def test_an_answer_quotes_the_piece_of_code_asked_about() -> None:
    answer = ask("What does hold do?")
    assert "```python\n    def hold(self):\n        self.held = True\n```" in answer
    assert "def launch" not in answer and "raise ValueError" not in answer
    answer = ask("When is the launch scrubbed?")
    # The whole function, its blank line inside too, and nothing else.
    assert '```python\ndef launch(fuel, weather="clear"):\n' in answer and 'return "lift-off"\n```' in answer
    assert "class Countdown" not in answer


def test_this_with_a_selection_is_the_piece_the_selection_is_in() -> None:
    answer = ask("What does this do?", selection='raise ValueError("low fuel")')
    assert "def launch(fuel" in answer and "class Countdown" not in answer


def test_asked_what_the_file_is_it_says_and_quotes_the_opening() -> None:
    for question in ("What does this code do?", "Summarize this.", "What is this file about?"):
        answer = ask(question)
        assert answer.startswith("“launch.py” is 27 lines of code in Python. It defines “Countdown”"), question
        assert '"""Launch control for model rockets.\n\nChecks the fuel and the weather, then counts down.\n"""' \
            in answer, question  # the docstring whole, its blank line inside it too


def test_what_the_code_does_not_hold_is_not_found_and_thanks_are_welcome() -> None:
    answer = ask("Which parachute does it deploy?")
    assert answer.startswith("I could not find that on this page. It defines “Countdown”")
    assert ask("Thanks!").startswith("You are welcome.")


def test_the_engine_speaks_the_pages_language_about_code() -> None:
    greeting = run(page(lang="fr", classification={"contentLanguage": "fr"}), task="greeting")[0]
    assert greeting.startswith("Bonjour ! « launch.py » compte 27 lignes de code en Python.")


def test_a_page_of_prose_with_code_in_it_is_read_as_before() -> None:
    prose = ("Launching a model rocket takes a pad, a controller and a clear sky. The fuel must weigh "
             "at least four hundred grams before the countdown starts, or the launch is refused.\n\n")
    greeting = run(locked_messages(prose + f"```python\n{LAUNCH}```", title="Launching"), task="greeting")[0]
    assert "lines of code" not in greeting and "Launching" in greeting


def test_pieces_are_definitions_and_top_level_statements() -> None:
    pieces = [p.text for p in code.pieces(Index(split_passages(f"```python\n{LAUNCH}```"))).passages]
    bodies = [text.split("\n", 1)[1].rsplit("\n", 1)[0] for text in pieces]
    assert [body.split("\n")[0] for body in bodies] == [
        '"""Launch control for model rockets.', "import time", "MINIMUM_FUEL = 400", "class Countdown:",
        "    def __init__(self, seconds):", "    def hold(self):", 'def launch(fuel, weather="clear"):']
    assert all(text.startswith("```python\n") and text.endswith("\n```") for text in pieces)
    script = ("/* A header\n\n   that goes on. */\n\nconst go = async (n) => {\n  let x = n;\n\n  return x;\n};\n\n"
              "func (r *Rocket) Launch() error {\n\treturn nil\n}\n")
    cut = [p.text for p in code.pieces(Index(split_passages(f"```\n{script}```"))).passages]
    assert [text.split("\n")[1] for text in cut] == [
        "/* A header", "const go = async (n) => {", "func (r *Rocket) Launch() error {"]
    assert code.names(Index(split_passages(f"```\n{script}```"))) == ["go", "Launch"]


def test_a_long_piece_is_cut() -> None:
    body = "def long():\n" + "".join(f"    x{i} = {i}\n" + ("\n" if i % 10 == 9 else "") for i in range(200))
    pieces = [p.text for p in code.pieces(Index(split_passages(f"```python\n{body}```"))).passages]
    lines = [text.count("\n") - 1 for text in pieces]
    assert sum(line for line in lines) >= 201 and max(lines) <= 2 * code.PIECE_LINES and len(pieces) >= 4


def test_a_file_is_named_by_its_address() -> None:
    assert code.file_name(RAW) == "launch.py"
    assert code.file_name("https://raw.githubusercontent.com/o/r/main/Makefile") == "Makefile"
    assert code.file_name("https://example.com/docs/guide/") == ""
    assert code.file_name("https://codeberg.org/o/r/raw/branch/main/src/caf%C3%A9.rs") == "café.rs"


def first_lines(source: str, language: str = "") -> list[str]:
    """The first line of each piece ``source`` is cut into."""
    cut = code.pieces(Index(split_passages(f"```{language}\n{source}```"))).passages
    return [p.text.split("\n")[1] for p in cut]


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


def test_definitions_without_a_keyword_are_named() -> None:
    """A method in Java or C#, a function in C or C++ has no keyword before its name: such a file
    defined nothing, and its functions started no pieces."""
    def named(line: str, language: str) -> list[str]:
        return code.names(Index(split_passages(f"```{language}\n{line}\n```")))

    for line, language, name in [
            ("public static int add(int a, int b) {", "java", "add"),
            ("static void usage(void)", "c", "usage"),
            ("int main(int argc, char **argv)", "c", "main"),
            ("char *strdup(const char *s)", "c", "strdup"),
            ("struct motor *make_motor(int fuel)", "c", "make_motor"),
            ("std::string Rocket::name() const {", "cpp", "Rocket::name"),
            ("private async Task<string> FetchAsync(Uri uri)", "csharp", "FetchAsync"),
            ("public Dictionary<string, List<int>> Group<T>(IEnumerable<T> items) where T : class", "csharp", "Group"),
            ("public int Add(int a, int b) => a + b;", "csharp", "Add"),
            ("  async fetchRocket(id) {", "javascript", "fetchRocket"),
            ("public final class Rocket implements Vehicle {", "java", "Rocket"),
            ("override fun onCreate(state: Bundle?) {", "kotlin", "onCreate")]:
        assert named(line, language) == [name], line
    for line, language in [
            ("return add(a, b)", "java"), ('printf("%d", n)', "c"), ("foo(bar);", "c"), ("int x = foo(y)", "c"),
            ("int add(int a, int b);", "c"), ("} else if (ready(x)) {", "c"), ("else if (ready(x))", "c"),
            ("throw new IllegalStateException(message)", "java"), ("new Rocket(name)", "java"),
            ("await fetch(url)", "javascript"), ("System.out.println(total)", "java"),
            ('raise ValueError("low fuel")', ""), ("print(x)", "python"), ("with open(path) as f:", "python"),
            ("elif ready(x):", ""), ('print "x"', "python"), ("assert isinstance(x, int)", "python"),
            ("typedef void (*compute_t)(", "c"), ("    struct motor m = { 1, atoi(argv[1]) };", "c")]:
        assert named(line, language) == [], line


def test_a_java_file_is_greeted_with_its_methods_and_answered_with_one() -> None:
    url = "https://gitlab.example.com/acme/rocket/-/raw/main/src/Rocket.java"
    greeting = run(page(ROCKET, "java", url=url), task="greeting")[0]
    assert greeting.startswith("Hello! “Rocket.java” is 35 lines of code in Java. It defines “Rocket”, “burn”, "
                               "“toString” and “stages”.\n\n")
    answer = ask("When does burn return false?", source=ROCKET, language="java", url=url)
    assert ("```java\n    /** Burns fuel for one stage; false when there is not enough left. */\n"
            "    public boolean burn(int grams) {\n") in answer
    assert "        return true;\n    }\n```" in answer and "toString" not in answer and "this.fuel" not in answer


def test_a_c_file_is_greeted_with_its_functions_and_answered_with_one() -> None:
    url = "https://gitlab.example.com/acme/rocket/-/raw/main/src/ignite.c"
    greeting = run(page(IGNITE, "c", url=url), task="greeting")[0]
    assert greeting.startswith("Hello! “ignite.c” is 39 lines of code in C. It defines “motor”, “usage”, "
                               "“countdown”, “ignite” and “main”.\n\n")
    assert first_lines(IGNITE, "c") == [
        "#include <stdio.h>", "#define MINIMUM_FUEL 400", "struct motor {", "static void usage(void)",
        "static int countdown(int seconds)", "int ignite(struct motor *m)", "int main(int argc, char **argv)"]
    answer = ask("What does ignite check?", source=IGNITE, language="c", url=url)
    assert "```c\nint ignite(struct motor *m)\n{\n    if (m->fuel < MINIMUM_FUEL) {\n" in answer
    assert "static void usage" not in answer


def test_a_method_is_quoted_after_the_name_of_its_class() -> None:
    """An indented method, quoted alone, did not say which class it is in."""
    answer = ask("What does hold do?")
    assert ("The page says:\n\nIn “Countdown”:\n\n```python\n    def hold(self):\n        self.held = True\n```"
            in answer)
    assert "In “" not in ask("When is the launch scrubbed?")  # a function of the module's own
    java = ask("When does burn return false?", source=ROCKET, language="java",
               url="https://gitlab.example.com/acme/rocket/-/raw/main/src/Rocket.java")
    assert "In “Rocket”:\n\n```java\n    /** Burns fuel" in java
    rust = ("pub struct Rocket {\n    fuel: u32,\n}\n\nimpl<T: Into<u32>> fmt::Display for Rocket {\n\n"
            "    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n        write!(f, \"{} g\", self.fuel)\n"
            "    }\n}\n")
    assert "In “Rocket”:\n\n```rust\n    fn fmt(&self" in ask("What does fmt write?", source=rust, language="rust")
    fr = ask("Que fait hold ?", lang="fr", classification={"contentLanguage": "fr"})
    assert "Dans « Countdown » :\n\n```python\n    def hold" in fr


def test_a_question_that_names_a_class_finds_its_methods() -> None:
    """Two classes with a method of one name: the class a question names says which (the method's piece
    does not hold the class's name, and the quote stays the file's lines)."""
    script = ("class Pad {\n  constructor(name) {\n    this.name = name;\n  }\n\n  hold(seconds) {\n"
              "    this.clamped = true;\n    return sleep(seconds * 1000);\n  }\n}\n\n"
              "class Countdown {\n  constructor(seconds) {\n    this.seconds = seconds;\n  }\n\n  hold(seconds) {\n"
              "    this.paused = true;\n    return sleep(seconds * 1000);\n  }\n}\n")
    assert first_lines(script, "javascript") == ["class Pad {", "  hold(seconds) {", "class Countdown {",
                                                 "  hold(seconds) {"]
    answer = ask("How long does the Pad sleep?", source=script, language="javascript")
    assert "In “Pad”:\n\n```javascript\n  hold(seconds) {\n    this.clamped = true;\n" in answer
    assert "this.paused" not in answer


ADDRESSES = '''import ipaddress


def is_ip(text):
    """Whether the text is an IP address."""
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def rate_key(address, prefix=64):
    """Which bucket an IP address is counted in: an IPv6 one by its prefix, an IPv4 one as it is."""
    ip = ipaddress.ip_address(address)
    if ip.version == 4:
        return str(ip)
    return str(ipaddress.ip_network((ip, prefix), strict=False))


def trusted(address, networks):
    """Whether the IP address is in a trusted network: an IP that is in one is trusted."""
    return any(ipaddress.ip_address(address) in network for network in networks)
'''


def test_a_question_that_names_a_definition_is_answered_with_it() -> None:
    """"What does is_ip do?" was answered with `trusted` and `rate_key`: "is" and "ip" are words of
    every piece of a file about addresses, and they outscored the one that defines `is_ip`."""
    answer = ask("What does is_ip do?", source=ADDRESSES)
    assert "def is_ip(text):" in answer
    assert "def rate_key" not in answer and "def trusted" not in answer
    # Two names, two pieces, in the file's order; a word that names nothing is no name.
    answer = ask("How do trusted and rate_key differ?", source=ADDRESSES)
    assert answer.index("def rate_key") < answer.index("def trusted") and "def is_ip" not in answer


def test_a_method_named_with_its_class_is_that_class_ones() -> None:
    script = ("class Pad {\n  constructor() {\n    this.clamped = false;\n  }\n\n  hold(seconds) {\n"
              "    this.clamped = true;\n  }\n}\n\nclass Countdown {\n  constructor() {\n    this.paused = false;\n"
              "  }\n\n  hold(seconds) {\n    this.paused = true;\n  }\n}\n")
    answer = ask("What does Countdown.hold do?", source=script, language="javascript")
    assert "In “Countdown”:" in answer and "this.paused = true" in answer and "this.clamped" not in answer
    # C++: a method defined outside its class, named as the file writes it.
    source = ("#include <string>\n\nstd::string Rocket::name() const {\n  return name_;\n}\n\n"
              "std::string Engine::name() const {\n  return model_;\n}\n")
    answer = ask("What does Engine::name return?", source=source, language="cpp")
    assert "return model_;" in answer and "return name_;" not in answer


GNU = """#include <stdio.h>

/* Prints how to call the program. */
static void
usage (const char *name)
{
  fprintf (stderr, "usage: %s FUEL\\n", name);
}

static int
burn_time (int fuel,
           int rate)
{
  return fuel / rate;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    usage (argv[0]);
  return burn_time (atoi (argv[1]), 4) > 0 ? 0 : 1;
}
"""


def test_a_c_function_with_its_type_on_the_line_before_is_named() -> None:
    """GNU and BSD C (glib, PostgreSQL, FreeBSD) write a function's type alone on the line before its
    name: no function was named in such a file."""
    greeting = run(page(source=GNU, language="c"), task="greeting")[0]
    assert "It defines “usage”, “burn_time” and “main”." in greeting
    answer = ask("What does burn_time return?", source=GNU, language="c")
    assert "static int\nburn_time (int fuel,\n           int rate)\n{\n  return fuel / rate;\n}" in answer
    assert "fprintf" not in answer
    # Calls at a line's start are no definitions: the lines before them are statements, not types.
    assert code.names(Index(split_passages(f"```c\n{GNU}\n```"))) == ["usage", "burn_time", "main"]
    # C++ written so names a method with its class (greenlet).
    method = "OwnedObject\nUserGreenlet::g_switch()\n{\n    return run();\n}\n"
    assert code.names(Index(split_passages(f"```cpp\n{method}```"))) == ["UserGreenlet::g_switch"]


CONSTRUCTORS = """#include "rocket.h"

namespace acme {

  Rocket::Rocket(int stages) : stages_(stages), fuel_(0) {
    reset();
  }

  Rocket::Rocket(const Rocket& other)
      : stages_(other.stages_),
        fuel_(other.fuel_) {
  }

  Rocket::~Rocket() {
    release();
  }

  int Rocket::burn(int grams) {
    fuel_ -= grams;
    return fuel_;
  }
}
"""


def test_a_cpp_constructor_with_an_initialiser_list_is_named() -> None:
    """A C++ constructor or destructor defined outside its class has no type before its name: it was
    not named, and in an indented namespace it started no piece."""
    assert code.names(Index(split_passages(f"```cpp\n{CONSTRUCTORS}```"))) == [
        "Rocket::Rocket", "Rocket::~Rocket", "Rocket::burn"]
    assert first_lines(CONSTRUCTORS, "cpp")[2:] == [
        "  Rocket::Rocket(int stages) : stages_(stages), fuel_(0) {", "  Rocket::Rocket(const Rocket& other)",
        "  Rocket::~Rocket() {", "  int Rocket::burn(int grams) {"]
    # A call of a function in a namespace, at a line's start, is no definition.
    assert code.names(Index(split_passages("```cpp\nstd::sort(v.begin(), v.end());\nacme::acme(x);\n```"))) == []


def test_a_constructor_is_no_name_and_stays_in_its_class() -> None:
    """Kotlin's `constructor` (and TypeScript's, after a modifier) was named "constructor", as if a
    method were called so, and started a piece apart from its class; JavaScript's did neither."""
    kotlin = ("class Rocket private constructor(val name: String) {\n    var fuel = 0\n\n"
              "    internal constructor(name: String, fuel: Int) : this(name) {\n        this.fuel = fuel\n    }\n\n"
              "    fun burn(grams: Int): Boolean {\n        fuel -= grams\n        return fuel >= 0\n    }\n}\n")
    assert code.names(Index(split_passages(f"```kotlin\n{kotlin}```"))) == ["Rocket", "burn"]
    assert first_lines(kotlin, "kotlin") == [
        "class Rocket private constructor(val name: String) {", "    fun burn(grams: Int): Boolean {"]
    script = ("export class Rocket {\n  public constructor(private name: string) {}\n\n"
              "  public burn(grams: number): boolean {\n    return grams > 0;\n  }\n}\n")
    assert code.names(Index(split_passages(f"```typescript\n{script}```"))) == ["Rocket", "burn"]


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
        return code.pieces(Index(split_passages(f"```{language}\n{source}```"))).passages[-1].text

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


NESTED = """public class Rocket {
    private int fuel;

    static class Stage {
        private int fuel;

        boolean burn(int grams) {
            fuel -= grams;
            return fuel >= 0;
        }
    }

    void launch() {
        ignite();
    }
}
"""


def test_a_method_of_a_class_in_a_class_is_placed_in_both() -> None:
    """A method of a nested class was placed in the innermost class alone ("In “Stage”:"), which does
    not say whose that is."""
    url = "https://gitlab.example.com/acme/rocket/-/raw/main/src/Rocket.java"
    answer = ask("When does burn return false?", source=NESTED, language="java", url=url)
    assert "In “Rocket.Stage”:\n\n```java\n        boolean burn(int grams) {" in answer
    assert "In “Rocket”:\n\n```java\n    void launch() {" in ask("What does launch do?", source=NESTED,
                                                              language="java", url=url)
    # Either class's name, beside the method's, says which method is meant.
    assert "fuel -= grams" in ask("What does Stage.burn do?", source=NESTED, language="java", url=url)


def test_a_class_whose_header_goes_on_over_lines_places_its_methods() -> None:
    """A class whose header went on over lines back at the class's indent (Python's `):`, Kotlin's
    `) : Vehicle() {`, the `{` or `: Base` of C# and C++ on a line of its own) was taken to end
    there: its methods came without "In “Rocket”:"."""
    def within(source: str, language: str) -> list[str]:
        return [piece.within for piece in code._cut(source.split("\n"), language) if piece.names]

    python = ("class Rocket(\n    Vehicle,\n    Launchable,\n):\n    fuel = 0\n\n    def burn(self, grams):\n"
              "        return grams < self.fuel\n")
    assert within(python, "python") == ["", "Rocket"]
    kotlin = ("class Rocket(\n    val name: String,\n) : Vehicle() {\n    var fuel = 0\n\n"
              "    fun burn(grams: Int): Boolean {\n        return grams < fuel\n    }\n}\n")
    assert within(kotlin, "kotlin") == ["", "Rocket"]
    csharp = ("namespace Acme\n{\n    public class Rocket\n        : Vehicle, ILaunchable\n    {\n"
              "        private int fuel;\n\n        public bool Burn(int grams)\n        {\n"
              "            return grams < fuel;\n        }\n    }\n}\n")
    assert within(csharp, "csharp") == ["", "Rocket"]
    cpp = ("class Rocket\n    : public Vehicle\n{\npublic:\n    int fuel_;\n\n    bool burn(int grams)\n    {\n"
           "        return grams < fuel_;\n    }\n};\n")
    assert within(cpp, "cpp") == ["", "Rocket"]
    # A class with no body (Kotlin's) ends as before: the next class's methods are its own.
    data = "data class Point(val x: Int)\n\nclass Pad {\n    var held = false\n\n    fun hold() {\n    }\n}\n"
    assert within(data, "kotlin") == ["", "", "Pad"]
    answer = ask("What does burn return?", source=python)
    assert "In “Rocket”:\n\n```python\n    def burn(self, grams):" in answer


def test_a_brace_that_closes_a_namespace_is_no_piece_of_its_own() -> None:
    """`}  // namespace acme` after a blank line (as C++ closes a namespace it does not indent) was a
    piece of one line, and a function's `}` after a blank line was cut from its function."""
    source = ("#include <string>\n\nnamespace acme {\n\nint burn(int grams) {\n  return grams;\n}\n\n"
              "int land(int speed) {\n  return speed;\n\n}\n\n}  // namespace acme\n")
    cut = [p.text for p in code.pieces(Index(split_passages(f"```cpp\n{source}```"))).passages]
    assert [text.split("\n")[1] for text in cut] == [
        "#include <string>", "namespace acme {", "int burn(int grams) {", "int land(int speed) {"]
    assert cut[-1] == "```cpp\nint land(int speed) {\n  return speed;\n\n}\n```"
    # Ruby's `end` after a blank line is its method's.
    assert first_lines("def land(speed)\n  speed\n\nend\n", "ruby") == ["def land(speed)"]


OPERATORS = """template <typename T>
class Rocket {
 public:
  Rocket(int n) : n_(n) {}
  ~Rocket() { release(); }

  bool operator==(const Rocket& other) const {
    return n_ == other.n_;
  }

  operator bool() const { return n_ > 0; }

 private:
  int n_;
};

template <typename T>
Rocket<T>::Rocket(int n, int m) : n_(n + m) {
}

template <typename T>
int Rocket<T>::burn(int grams) {
  return grams;
}

std::istream& operator>>(std::istream& in, Rocket<int>& r) {
  return in >> r.n_;
}

Pad::operator bool() const {
  return ready;
}

template <typename T>
  inline bool
  operator!=(const Rocket<T>& a, const Rocket<T>& b)
  { return !(a == b); }
"""


def test_cpp_operators_template_methods_and_constructors_in_their_class_are_named() -> None:
    """`operator==` and `operator>>` were not named (`operator bool` was named "bool"), nor a template
    class's method defined outside it (`Rocket<T>::burn`), nor a constructor in its class's body."""
    assert code.names(Index(split_passages(f"```cpp\n{OPERATORS}```"))) == [
        "Rocket", "~Rocket", "operator==", "operator bool", "Rocket::Rocket", "Rocket::burn", "operator>>",
        "Pad::operator bool", "operator!="]
    assert code.names(Index(split_passages('```cpp\nLength operator "" _km(long double v) {\n```'))) == [
        'operator""_km']
    answer = ask("What does operator>> read?", source=OPERATORS, language="cpp")
    assert "return in >> r.n_;" in answer and "operator==" not in answer
    assert "return grams;" in ask("What does Rocket::burn return?", source=OPERATORS, language="cpp")
    # Java's constructor with no modifier is named as one with a modifier is.
    java = "class Rocket {\n    Rocket(String name) {\n        this.name = name;\n    }\n}\n"
    assert code.names(Index(split_passages(f"```java\n{java}```"))) == ["Rocket"]
    assert first_lines(java.replace("{\n    Rocket", "{\n    int fuel;\n\n    Rocket"), "java") == [
        "class Rocket {", "    Rocket(String name) {"]


def test_a_declaration_is_no_definition() -> None:
    """`class Engine;`, `struct motor;` and a prototype over lines (its `;` after the line that names it)
    were named as what the file defines, beside or instead of the definitions."""
    source = ("#include <stdio.h>\n\nstruct motor;\nclass Engine;\n\nstatic int countdown(int seconds,\n"
              "                     int step);\nextern void *load (const char *__restrict __name)\n"
              "     __attribute__ ((__nonnull__ (1)));\n\nclass Rocket {\n public:\n  void burn(int grams,\n"
              "            int rate) = 0;\n};\n\nstatic int countdown(int seconds,\n                     int step)\n{\n"
              "    return seconds / step;\n}\n")
    for language in ("c", "cpp", ""):
        assert code.names(Index(split_passages(f"```{language}\n{source}```"))) == ["Rocket", "countdown"], language
    # A definition whose body follows `=>` is one; Rust's `struct Marker;` is one.
    assert code.names(Index(split_passages("```csharp\npublic int Add(int a,\n               int b) => a + b;\n```"))) \
        == ["Add"]
    assert code.names(Index(split_passages("```rust\nstruct Marker;\n```"))) == ["Marker"]


def test_a_raw_or_verbatim_string_over_lines_is_no_code() -> None:
    """C++'s raw strings (`R"(…)"`, `R"json(…)json"`) and C#'s verbatim strings (`@"…"`, a quote written
    `""`) were read as code: a `/*` in one opened a comment that held the piece open, a `{` or a line
    that looks like a definition in one started a piece or was named."""
    cpp = ('const char* kHelp = R"(usage: rocket [options]\n\n  --glob src/**/*.cc\n)";\n\n'
           'const char* kJson = R"json(\n{\n  "note": "a )\\" is no end"\n}\n\nint fake(int x) {\n)json";\n\n'
           "int burn(int grams) {\n  return grams;\n}\n\nint land(int speed) {\n  return speed;\n}\n")
    assert first_lines(cpp, "cpp") == ['const char* kHelp = R"(usage: rocket [options]', 'const char* kJson = R"json(',
                                       "int burn(int grams) {", "int land(int speed) {"]
    assert code.names(Index(split_passages(f"```cpp\n{cpp}```"))) == ["burn", "land"]
    csharp = ('class Rocket\n{\n    const string Help = @"usage: ""rocket"" /* not a comment\n\n'
              'void Fake() {\n"" done";\n\n    public int Burn(int grams)\n    {\n        return grams;\n    }\n\n'
              '    string Path() => @"C:\\rockets\\";\n\n    public int Land(int speed)\n    {\n        return speed;\n'
              '    }\n}\n')
    assert first_lines(csharp, "csharp") == ["class Rocket", "    public int Burn(int grams)",
                                             '    string Path() => @"C:\\rockets\\";', "    public int Land(int speed)"]
    assert code.names(Index(split_passages(f"```csharp\n{csharp}```"))) == ["Rocket", "Burn", "Path", "Land"]


def test_a_function_that_returns_a_struct_is_no_struct() -> None:
    """`struct motor *make_motor(int fuel)` was read as a struct's opening, so a piece cut from the
    function's long body came with "In “motor”:"."""
    body = "".join(f"    m->x{i} = {i};\n" + ("\n" if i % 10 == 9 else "") for i in range(60))
    for brace in ("\n{", " {"):
        source = f"struct motor *make_motor(int fuel){brace}\n{body}}}\n\nint main(void)\n{{\n    return 0;\n}}\n"
        cut = list(code._cut(source.split("\n"), "c"))
        assert len(cut) > 2 and {piece.within for piece in cut} == {""}, brace
    struct = "struct Motor\n{\n    int fuel;\n\n    int burn(int grams)\n    {\n        return grams;\n    }\n};\n"
    assert [piece.within for piece in code._cut(struct.split("\n"), "cpp")] == ["", "Motor"]


def test_a_tab_is_as_wide_as_eight_spaces() -> None:
    """GNU code (libstdc++, glibc) indents eight columns with a tab and less with spaces: a tab was
    one column, so a method's body indented with one ended its class, and the next method was placed
    in none."""
    source = ("  template<typename _Tp>\n    class allocator\n    {\n    public:\n"
              "      void deallocate(_Tp* __p, size_t __n)\n      {\n\tif (__p)\n\t  release(__p);\n      }\n\n"
              "      _Tp* allocate(size_t __n)\n      {\n\treturn acquire(__n);\n      }\n    };\n")
    assert [(piece.within, piece.names) for piece in code._cut(source.split("\n"), "cpp")] == [
        ("", ["allocator", "deallocate"]), ("allocator", ["allocate"])]


def test_an_indented_function_with_its_type_on_the_line_before_is_named() -> None:
    """A type alone on the line before a name was read at the start of a line only: libstdc++, which
    writes its methods and templates so, indented in their class or after `template`, named none."""
    source = ("  template<typename _Tp>\n    class allocator\n    {\n    public:\n      void\n"
              "      deallocate(_Tp* __p, size_t __n)\n      {\n\trelease(__p);\n      }\n    };\n\n"
              "  template<typename _Tp>\n    inline bool\n    operator==(const allocator<_Tp>&,\n"
              "               const allocator<_Tp>&)\n    { return true; }\n")
    assert code.names(Index(split_passages(f"```cpp\n{source}```"))) == ["allocator", "deallocate", "operator=="]
    # Not a name a line less indented than the type goes on with.
    assert code.names(Index(split_passages("```c\n    int\n  main(void)\n```"))) == []


def test_a_k_and_r_definition_is_no_declaration() -> None:
    """A C function written before ANSI C declares its parameters between its name and its body, each
    with a `;`: since a `;` before the body makes a declaration, it was not named."""
    source = ("int\nmain(argc, argv)\n    int argc;\n    char **argv;\n{\n    return argc;\n}\n\n"
              "int count(char *s,\n          int n);\n{\n")
    assert code.names(Index(split_passages(f"```c\n{source}```"))) == ["main"]
