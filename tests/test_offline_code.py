"""The offline engine on a page of code: a source file the widget read through its raw address,
greeted and answered from its pieces, each quoted after the class it is in."""

from __future__ import annotations

from code_samples import LAUNCH, ROCKET, ask, first_lines, page
from offline_helpers import ask as ask_page
from offline_helpers import locked_messages, run
from reverserag.engines import code, codepieces

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
        return [piece.within for piece in codepieces.cut(source.split("\n"), language) if piece.names]

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


def test_a_block_fenced_with_an_indent_is_cut_and_counted_without_it() -> None:
    """Regression (QA 47 #2): a fence indented as a whole (a Sphinx method's example, in a <dd>) kept
    its indent in every piece, and its indented closing fence counted as a line of code."""
    from reverserag.engines.phrases import IN_ENGLISH
    from reverserag.passages import Passage
    from reverserag.ranking import Index

    block = "```python\n    def launch(fuel):\n        return fuel > 400\n    ```"
    index = Index([Passage(0, "", block, code=True)])
    assert [p.text for p in codepieces.pieces(index).passages] == [
        "```python\ndef launch(fuel):\n    return fuel > 400\n```"]
    assert code.greeting("launch.py", index, None, IN_ENGLISH).startswith(
        "Hello! “launch.py” is 2 lines of code in Python. It defines “launch”.")


def test_a_sphinx_methods_example_is_quoted_in_a_closed_fence_with_its_label_outside() -> None:
    """Regression (QA 47 #2): "Is there a Python example?" on a Sphinx API page was answered with the
    closing fence indented four spaces, so the label and the offline footer showed inside the code box."""
    from test_passages import SPHINX_API

    answer = ask_page("Is there a Python example?", SPHINX_API, title="API reference")
    assert 'resp.raise_for_status()\n```\n\n[¶4]\n\n(Offline engine' in answer
    assert [line for line in answer.split("\n") if "```" in line] == ["```python", "```"]
