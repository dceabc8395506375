"""The offline engine on a page of code: a source file the widget read through its raw address."""

from __future__ import annotations

from reverserag import context
from reverserag.engines import code
from reverserag.passages import Index, split_passages
from test_offline import locked_messages, run

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


def page(source: str = LAUNCH, language: str = "python", **fields) -> list[dict]:
    content = f"```{language}\n{source.rstrip()}\n```"
    return locked_messages(content, title=TITLE, url=RAW, source="translated", **fields)


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
