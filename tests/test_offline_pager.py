"""The page after this one and the one before, as the offline engine answers it (qa53 #15)."""

from __future__ import annotations

from offline_helpers import ask

# A MkDocs Material page: its footer links the pages around it, in the chrome after the article.
DOCS = """# Configure

## Starting a worker

Start a worker with the queue's file and the number of workers. A failed job is retried three times.

## Dead letters

Jobs that fail max_retries times are moved to the dead_letters table.

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: Tinyq docs · [Home](https://docs.example/index.html) · [Install](https://docs.example/install.html) · \
[Reference](https://docs.example/reference.html)

Footer: Previous · Install · [Previous Install](https://docs.example/install.html) · Next · Reference · \
[Next Reference](https://docs.example/reference.html) · Made with [Material for MkDocs](https://squidfunk.github.io/)
"""


def test_the_next_page_is_the_link_that_says_next():
    """qa53 #15: "What is the next page?" got the page's last section; the footer's "Next" link is chrome."""
    for question in ("What is the next page?", "What should I read next?"):
        answer = ask(question, DOCS, title="Configure - Tinyq docs")
        assert "[Next Reference](https://docs.example/reference.html)" in answer, question
        assert "dead_letters" not in answer and "Previous" not in answer
    answer = ask("What was the previous page?", DOCS, title="Configure - Tinyq docs")
    assert "[Previous Install](https://docs.example/install.html)" in answer and "Next" not in answer


def test_a_page_without_such_links_is_searched_as_before():
    alone = DOCS.split("---")[0]
    assert "Next Reference" not in ask("What is the next step?", alone, title="Configure - Tinyq docs")
