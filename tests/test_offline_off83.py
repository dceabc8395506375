"""The offline engine on qa64's pages (off83): a selected tab's panel, the checks that passed, what a page's greeting
says it covers, the issue a pull request fixes, a page whose one code block is a diff. Each page is the content the
widget (main at eee7699) extracted from qa64's page named by its constant's comment, cut to what the test needs."""

from __future__ import annotations

from offline_helpers import ask_analyzed, run
from reverserag import analyzers, context
from reverserag.page import parse_page

SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"
URL = "http://127.0.0.1:8962/page.html"


def greeting(content: str, title: str) -> str:
    parsed = parse_page({"url": URL, "title": title, "content": content}, max_content_chars=100_000)
    message = context.lock(parsed, persona=None, intelligence=analyzers.render(analyzers.run(parsed)),
                           classification=None, context_window=8192).system_message
    return run([{"role": "system", "content": message}, {"role": "user", "content": context.greeting_request(parsed)}],
               task="greeting")[0]

# course.html's entry requirements: the widget reads the selected tab's panel only.
COURSE = """# [¶2] Computer Science BSc (Hons)

[¶4] UCAS code: G400

## Entry requirements

Tabs: A levels (selected) · IB · BTEC

[¶10] **AAB** including Maths.

[¶11] We do not accept General Studies.

## Fees and funding

[¶13] Fees for UK students may rise with inflation in later years.
"""


def test_a_question_that_names_the_selected_tab_is_answered_by_its_panel():
    """qa64 #4: "What A levels do I need?" quoted the tab list ("Tabs: A levels (selected) · IB · BTEC"), which holds
    the words asked and says nothing, not the panel's "AAB including Maths."."""
    panel = ("Under “Entry requirements”, the page says:\n\n> AAB including Maths. [¶10]\n\n> We do not accept General "
             f"Studies. [¶11]\n\n{SIGNATURE}")
    assert ask_analyzed("What A levels do I need?", COURSE, URL, "Computer Science BSc") == panel
    # A tab not selected is still not read; a question that names no tab is ranked as before.
    assert "not selected" in ask_analyzed("What IB score do I need?", COURSE, URL, "Computer Science BSc")
    assert "[¶13]" in ask_analyzed("Will the fees rise?", COURSE, URL, "Computer Science BSc")
    # A panel of nothing (the section's next heading straight after the tab list) gives way to the ranking.
    bare = COURSE.replace("[¶10] **AAB** including Maths.\n\n[¶11] We do not accept General Studies.\n\n", "")
    assert "Tabs: A levels (selected)" in ask_analyzed("What A levels do I need?", bare, URL, "Computer Science BSc")
