"""Code: blocks, languages (declared or guessed), lines, and the share of text that is code."""

from __future__ import annotations

import pytest

from reverserag.analyzers import code
from reverserag.codelang import declared, guess

from .helpers import make_page


def test_declared_and_guessed_languages_lines_and_share():
    # prose "Some prose here." = 16 chars; code "print(1)" 8 + "const x = 1;\nconsole.log(x);" 28
    # → 36 / (36 + 16) = 69%; lines 1 + 2 = 3.
    page = make_page(
        content="Some prose here.\n\n```python\nprint(1)\n```\n",
        code_blocks=[
            {"language": "language-py", "text": "print(1)\n"},
            {"language": None, "text": "const x = 1;\nconsole.log(x);"},
        ],
    )
    assert str(code.analyze(page)) == (
        "Code: 2 blocks in python, javascript (guessed) | 3 lines | 69% of text is code"
    )


def test_repeated_languages_are_counted():
    blocks = [{"language": "js", "text": "let a = 1;"}] * 3 + [{"language": "bash", "text": "ls"}]
    finding = code.analyze(make_page(code_blocks=blocks))
    assert finding.parts[0] == "4 blocks in javascript ×3, bash"
    assert finding.parts[2] == "100% of text is code"


def test_fences_in_markdown_are_used_when_no_blocks_were_sent():
    content = "Intro text.\n\n```go\npackage main\nfunc main() {}\n```\n\nMore text."
    finding = code.analyze(make_page(content=content))
    assert finding.parts[:2] == ("1 block in go", "2 lines")


def test_a_page_of_only_code():
    script = "#!/bin/bash\napt-get install -y curl"
    page = make_page(content=f"```\n{script}\n```", code_blocks=[{"text": script}])
    assert str(code.analyze(page)) == "Code: 1 block in bash (guessed) | 2 lines | 100% of text is code"
    # With no list from the widget the fences are read, named by then (see reverserag.codelang).
    assert str(code.analyze(make_page(content=page.content))) == (
        "Code: 1 block in bash | 2 lines | 100% of text is code")


def test_an_unrecognisable_block_is_counted_without_a_language():
    finding = code.analyze(make_page(code_blocks=[{"text": "~~~ ??? ~~~"}]))
    assert finding.parts[0] == "1 block"


@pytest.mark.parametrize(
    ("raw", "name"),
    [("language-python", "python"), ("lang-ts", "typescript"), ("shell", "bash"),
     ("C++", "cpp"), ("highlight-source-rust", "rust"), ("text", None), ("", None), (None, None),
     ("python extra-class", "python")],
)
def test_declared_language_names_are_normalised(raw, name):
    assert declared(raw) == name


@pytest.mark.parametrize(
    ("snippet", "name"),
    [
        ("def main():\n    print('hi')\n", "python"),
        ("SELECT id, name FROM users WHERE id = 1;", "sql"),
        ("<div class=\"x\"><span>hi</span></div>", "html"),
        ('{"name": "reverserag", "version": "0.1.0"}', "json"),
        ("package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(1) }", "go"),
        ("fn main() {\n    let mut x = 1;\n    println!(\"{}\", x);\n}", "rust"),
        ("$ pip install reverserag", "bash"),
        ("just some words", None),
    ],
)
def test_guessing(snippet, name):
    assert guess(snippet) == name


def test_no_code_no_line():
    assert code.analyze(make_page(content="Prose only, with `inline code`.")) is None


def test_a_block_declared_as_plain_text_is_not_guessed():
    page = make_page(code_blocks=[{"language": "text", "text": "$ pip install reverserag"},
                                  {"language": None, "text": "$ pip install reverserag"}])
    assert code.analyze(page).parts[0] == "2 blocks in bash (guessed)"
