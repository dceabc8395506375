"""The offline engine's citations on a documentation site's FAQ (QA pass 47, finding 6)."""

from __future__ import annotations

from offline_helpers import ask
from test_passages import MKDOCS_FAQ


def test_a_faq_question_is_quoted_without_the_label_of_the_paragraph_before_it():
    """Regression (QA 47 #6): "Is Harbor thread-safe?" was quoted as "Is Harbor thread-safe? [¶7]", and
    the visitor who clicked the chip was shown the paragraph about download timeouts."""
    answer = ask("Is Harbor thread-safe?", MKDOCS_FAQ, title="Frequently asked questions")
    assert "> Is Harbor thread-safe?\n\n> A Client may be shared between threads." in answer
    assert "[¶7]" not in answer and "event loop. [¶8]" in answer
