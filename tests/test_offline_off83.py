"""The offline engine on qa64's pages (off83): a selected tab's panel, the checks that passed, what a page's greeting
says it covers, the issue a pull request fixes, a page whose one code block is a diff. Each page is the content the
widget (main at eee7699) extracted from qa64's page named by its constant's comment, cut to what the test needs."""

from __future__ import annotations

from offline_helpers import ask_analyzed, greet_analyzed

SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"
URL = "http://127.0.0.1:8962/page.html"


def greeting(content: str, title: str) -> str:
    return greet_analyzed(content, URL, title)


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


# pr.html's checks.
CHECKS = """# [¶1] Fix stale cache entries after invalidation #4821

### [¶12] Some checks were not successful

[¶13] 2 failing, 5 successful checks

- [¶14] [image: failing] **CI / test (3.12)** Failing after 2m [Details](http://127.0.0.1:8962/checks/1)
- [¶15] [image: failing] **CI / lint** Failing after 31s [Details](http://127.0.0.1:8962/checks/2)
- [¶16] [image: successful] **CI / test (3.11)** Successful in 2m [Details](http://127.0.0.1:8962/checks/3)
- [¶17] [image: successful] **CI / build** Successful in 1m [Details](http://127.0.0.1:8962/checks/4)

### [¶18] This branch has no conflicts with the base branch
"""
PULL_TITLE = "Fix stale cache entries after invalidation by alice · Pull Request #4821 · acme/widgetlib"


def test_which_checks_passed_are_those_that_say_successful():
    """qa64 #7: "Which checks passed?" quoted all four checks: none says "pass"; a check that says "Successful" (or
    "passed", "✓") is a pass, one that says "Failing" (or "✗") is not."""
    passed = ("Under “Some checks were not successful”, the page says:\n\n> [image: successful] CI / test (3.11) "
              "Successful in 2m [Details](/checks/3) [¶16]\n\n> [image: successful] CI / build Successful in 1m "
              f"[Details](/checks/4) [¶17]\n\n{SIGNATURE}")
    for question in ("Which checks passed?", "Which checks succeeded?", "What checks were successful?"):
        assert ask_analyzed(question, CHECKS, URL, PULL_TITLE) == passed, question
    failed = ask_analyzed("Which checks failed?", CHECKS, URL, PULL_TITLE)
    assert "[¶14]" in failed and "[¶15]" in failed and "[¶16]" not in failed
    # Marks say it as well as words.
    marked = (CHECKS.replace("[image: failing]", "✗").replace("[image: successful]", "✓")
              .replace("Failing after", "after").replace("Successful in", "in"))
    assert ask_analyzed("Which checks passed?", marked, URL, PULL_TITLE).count("> ✓") == 2
    assert "[¶16]" not in ask_analyzed("Which checks failed?", marked, URL, PULL_TITLE)
    # Where an item says neither, the list is quoted whole.
    pending = CHECKS.replace("[image: successful] **CI / build** Successful in 1m",
                             "[image: queued] **CI / build** Queued")
    assert ask_analyzed("Which checks passed?", pending, URL, PULL_TITLE).count("> ") == 4


# ticket.html: its sections under the page's H1, the tickets' named in its title.
TICKET = """[¶1] The Long Way Home Tour 2026

# The Lanterns

[¶2] Sat 14 Mar 2026 · 19:30 · Doors 18:00

[¶3] OVO Arena Wembley, Arena Square, Engineers Way, London HA9 0AA

## Tickets

- [¶5] Standing
  £65.00 + £7.50 fee
- [¶6] Seated Tier 1
  £85.00 + £9.00 fee

[¶9] Max 6 tickets per order

## More info

### Accessibility

[¶10] Wheelchair spaces are available in Block 102. Call the access line on 0800 123 4567.

[¶11] A free companion ticket is available with proof of eligibility.

### FAQ

[¶12] Can I bring a bag? Bags larger than A4 are not allowed.
"""
TICKET_TITLE = "The Lanterns – The Long Way Home Tour | Tickets | OVO Arena Wembley"


def test_a_section_under_the_pages_h1_that_its_title_names_is_one_the_page_covers():
    """qa64 #8: the greeting said the page covers “Accessibility” and “FAQ” (its collapsed accordions), not its tickets:
    "## Tickets" repeats a part of the title, so was taken for the headline again, though it sits under the H1."""
    hello = greeting(TICKET, TICKET_TITLE)
    assert "It covers “Tickets” and “More info”." in hello
    # With no H1 around the page, a section that repeats the title is its headline, as before.
    flat = greeting(TICKET.replace("# The Lanterns\n\n", ""), TICKET_TITLE)
    assert "“Tickets”" not in flat


# pr.html's header and description.
PULL = """# [¶1] Fix stale cache entries after invalidation #4821

[¶2] Open alice wants to merge 3 commits into [main](http://127.0.0.1:8962/acme/widgetlib/tree/main) from \
[fix/cache](http://127.0.0.1:8962/alice/widgetlib/tree/fix/cache)

### [¶3] [alice](http://127.0.0.1:8962/alice) commented 2 days ago (2026-12-05 10:12 UTC)

[¶4] Invalidation left stale entries in the L2 cache because the key prefix was not cleared. This PR clears by prefix \
and adds a regression test.

[¶5] Fixes #4790

[¶6] 3 people reacted with thumbs up
"""


def test_the_issue_a_pull_request_fixes_is_its_fixes_line():
    """qa64 #14: "Which issue does it fix?" quoted the header ("… from fix/cache"), not the description's "Fixes
    #4790"."""
    fixes = (f"Under “alice commented 2 days ago (2026-12-05 10:12 UTC)”, the page says:\n\n> Fixes #4790 [¶5]\n\n"
             f"{SIGNATURE}")
    for question in ("Which issue does it fix?", "What issue does this close?", "Which bug does it resolve?"):
        assert ask_analyzed(question, PULL, URL, PULL_TITLE) == fixes, question
    assert "Closes acme/widgetlib#12 [¶5]" in ask_analyzed(
        "Which issue does it fix?", PULL.replace("Fixes #4790", "Closes acme/widgetlib#12"), URL, PULL_TITLE)
    # A question that asks how to close one is ranked as before.
    assert "[¶5]" not in ask_analyzed("How do I close an issue?", PULL, URL, PULL_TITLE)


# min/06-pr-suggestion-diff.html: a review's suggested change, on a page of a few words.
SUGGESTION = """# Fix stale cache entries

### carol reviewed

[¶1] Suggest using `startswith` here:

[¶2]
```diff
-    if key[:len(prefix)] == prefix:
+    if key.startswith(prefix):
```

Commit suggestion
"""


def test_a_small_page_whose_code_is_a_diff_is_greeted_by_its_subject():
    """qa64: a page of a few words around a ```diff block (a review's suggested change) was greeted as
    "“06-pr-suggestion-diff.html” is 2 lines of code in Diff": a change to code is not the page's code."""
    hello = greeting(SUGGESTION, "PR #4821")
    assert hello.startswith("Hello! This is “PR #4821”. It opens: Suggest using startswith here: [¶1]\n"), hello
    assert "lines of code" not in hello
    # Code of the page's own is greeted as code, as before; so is a diff that is all the page holds (a .patch file).
    assert "lines of code in Python" in greeting(SUGGESTION.replace("```diff", "```python"), "PR #4821")
    patch = ("[¶1]\n```diff\n--- a/store.py\n+++ b/store.py\n-    if key[:len(prefix)] == prefix:\n"
             "+    if key.startswith(prefix):\n```\n")
    assert "lines of code in Diff" in greeting(patch, "PR #4821")
