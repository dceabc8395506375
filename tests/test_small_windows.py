"""Small context windows (llama.cpp's servers are often run with ``-c 2048`` or less): the page gets
into the locked system message before the conversation's room and the page's derived lines do."""

from __future__ import annotations

import pytest

from reverserag import analyzers, budget, context
from reverserag.classify_offline import offline
from reverserag.demo import article as demo_article
from reverserag.page import parse_page
from reverserag.settings import Settings
from test_api import create


@pytest.mark.parametrize(("window", "at_least"), [(1024, 150), (1280, 250), (1536, 400), (2048, 400)])
def test_a_small_window_gets_some_of_the_page(app_server, window, at_least):
    """The bug: under about 1,900 tokens the demo article got none of its 732 tokens into the locked
    message (and 138 at 2,048): the history's floor of 512, the answer's reserve and the system
    message's 651 tokens without the page took the whole window."""
    got = create(app_server(Settings(context_window=window, offline_word_delay=0)), demo_article())["budget"]
    assert got["truncated"] and got["page_tokens"] > 700
    assert got["included_page_tokens"] >= at_least, got


def test_a_crowded_window_leaves_out_the_classification_then_the_intelligence():
    page = parse_page(demo_article(), max_content_chars=1_000_000)
    intelligence, classification = analyzers.render(analyzers.run(page, None)), offline(page)

    def locked(window: int) -> str:
        return context.lock(page, persona=None, intelligence=intelligence, classification=classification,
                            context_window=window).system_message

    assert "# Page intelligence" in locked(8192) and "# Classification" in locked(8192)
    assert "# Page intelligence" in locked(2048) and "# Classification" not in locked(2048)
    assert "# Page intelligence" not in locked(1024) and "# Classification" not in locked(1024)
    # ... and the instruction that pointed to it (it pointed to nothing)
    assert context.PREFER_INTELLIGENCE in locked(2048) and "Page intelligence" not in locked(1024)
    assert "Ten years ago Europe's sleeper trains looked finished." in locked(1024)


@pytest.mark.parametrize(("window", "allowance"), [(512, 64), (1024, 128), (2048, 256), (3072, 384), (4096, 512)])
def test_under_4096_tokens_the_history_keeps_an_eighth_of_the_window(window, allowance):
    assert budget.default_history_allowance(window) == allowance
