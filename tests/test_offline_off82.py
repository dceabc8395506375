"""The offline engine on qa64's pages (off82): a ticket page's date and venue, a course's deadline and modules, a
pull request's approval and author, the tiers sold out and checks failed, a calculator's results and its table's row
asked by number. Each page is the content the widget (main at efa6c34) extracted from qa64's minimal page named by
its constant's comment, unless the comment says otherwise."""

from __future__ import annotations

from offline_helpers import ask_analyzed, greet_analyzed

SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"
URL = "http://127.0.0.1:8892/min/page.html"


def greeting(content: str, title: str) -> str:
    return greet_analyzed(content, URL, title)


# min/02-ticket-greeting-accordion.html
TICKET = """[¶1] The Long Way Home Tour 2026

# The Lanterns

[¶2] Sat 14 Mar 2026 · 19:30 · Doors 18:00

[¶3] OVO Arena Wembley, Arena Square, London HA9 0AA

- [¶4] Standing £65.00 + £7.50 fee
- [¶5] Seated Tier 1 £85.00

## More info

### Accessibility

[¶6] Wheelchair spaces are available in Block 102. Call the access line on 0800 123 4567.
"""


def test_a_ticket_page_opens_with_when_and_where_and_says_when_the_concert_is():
    """qa64 #8: the greeting opened with the collapsed Accessibility panel's sentence, not the date and venue; "When
    is the concert?" found nothing (the page never says "concert")."""
    hello = greeting(TICKET, "The Lanterns tickets")
    assert hello.startswith("Hello! This is “The Lanterns tickets”. It opens: Sat 14 Mar 2026 · 19:30 · Doors 18:00 "
                            "[¶2] OVO Arena Wembley, Arena Square, London HA9 0AA [¶3]\n")
    answer = ("Under “The Lanterns”, the page says:\n\n> Sat 14 Mar 2026 · 19:30 · Doors 18:00 [¶2]\n\n"
              f"{SIGNATURE}")
    assert ask_analyzed("When is the concert?", TICKET, URL, "The Lanterns tickets") == answer
    assert ask_analyzed("What time does it start?", TICKET, URL, "The Lanterns tickets") == answer
    assert "[¶6]" in ask_analyzed("Is there wheelchair access?", TICKET, URL, "The Lanterns tickets")
    # A story's dateline gives a date and a time too: it opens no greeting, and answers no "when" it does not hold.
    for dateline in ("Published Sat 14 Mar 2026 · 19:30", "Saturday 14 March 2026 19.30 GMT", "14 Mar 2026 · 19:30"):
        story = TICKET.replace("Sat 14 Mar 2026 · 19:30 · Doors 18:00", dateline)
        assert "It opens: Wheelchair spaces" in greeting(story, "The Lanterns tickets"), dateline
        assert "could not find" in ask_analyzed("When is the concert?", story, URL, "The Lanterns tickets"), dateline


# min/04-course-deadline-modules.html
COURSE = """# [¶1] Computer Science BSc (Hons)

[¶2] **Apply by 28 January 2026** for equal consideration.

## Fees and funding

[¶3]
| Student type | Fee per year |
| --- | --- |
| UK | £9,535 |
| Placement year | £1,905 |

## Modules

### Year 1

- [¶4] [Programming Fundamentals](http://127.0.0.1:8892/m/1) Core 30 credits
- [¶5] [Discrete Mathematics](http://127.0.0.1:8892/m/2) Core 15 credits
- [¶6] [Web Development](http://127.0.0.1:8892/m/3) Optional 15 credits

### Year 2

- [¶7] [Machine Learning](http://127.0.0.1:8892/m/4) Optional 15 credits
"""


def test_the_application_deadline_is_the_apply_by_line():
    """qa64 #5: "When is the application deadline?" found nothing, though the page says "Apply by 28 January 2026"."""
    answer = ("Under “Computer Science BSc (Hons)”, the page says:\n\n> Apply by 28 January 2026 for equal "
              f"consideration. [¶2]\n\n{SIGNATURE}")
    for question in ("When is the application deadline?", "What is the closing date?", "When do I need to apply by?"):
        assert ask_analyzed(question, COURSE, URL, "Computer Science BSc") == answer
    # A page that says "deadline" is asked in its own word.
    said = COURSE.replace("consideration.", "consideration. The deadline for late entry is 30 June.")
    assert "30 June" in ask_analyzed("What is the deadline?", said, URL, "Computer Science BSc")


# min/05-pr-approved-opened.html, with the full page's sidebar (its Reviewers' icon says the approval again, uncited).
PULL = """# [¶1] Fix stale cache entries after invalidation #4821

[¶2] Open [alice](http://127.0.0.1:8892/alice) wants to merge 3 commits into [main](http://127.0.0.1:8892/t/main) \
from [fix/cache](http://127.0.0.1:8892/t/fix)

### [¶3] [alice](http://127.0.0.1:8892/alice) commented 2 days ago (2026-12-05 10:12 UTC)

[¶4] Invalidation left stale entries in the L2 cache. This PR clears by prefix and adds a regression test.

[¶5] [carol](http://127.0.0.1:8892/carol) approved these changes yesterday (2026-12-06 15:02 UTC)

### [¶6] Some checks were not successful

[¶7] 1 failing, 1 successful checks

- [¶8] [image: failing] **CI / lint** Failing after 31s
- [¶9] [image: successful] **CI / build** Successful in 1m

Merge pull request

### Reviewers

[carol](http://127.0.0.1:8892/carol) [image: carol approved these changes]
"""
PULL_TITLE = "Fix stale cache entries after invalidation by alice · Pull Request #4821 · acme/widgetlib"


def test_who_approved_a_pull_request_and_who_opened_it():
    """qa64 #6: "Who approved the PR?" quoted the description ("This PR …") and the sidebar's uncited icon, not carol's
    approval; "Who opened this pull request?" the "Merge pull request" button."""
    approved = ("Under “alice commented 2 days ago (2026-12-05 10:12 UTC)”, the page says:\n\n> "
                "[carol](/carol) approved these changes yesterday (2026-12-06 15:02 UTC) [¶5]\n\n"
                f"{SIGNATURE}")
    assert ask_analyzed("Who approved the PR?", PULL, URL, PULL_TITLE) == approved
    assert ask_analyzed("Who approved these changes?", PULL, URL, PULL_TITLE) == approved
    for question in ("Who opened this pull request?", "Who created the PR?"):
        assert ask_analyzed(question, PULL, URL, PULL_TITLE).startswith(
            "Under “Fix stale cache entries after invalidation #4821”, the page says:\n\n> Open "
            "[alice](/alice) wants to merge 3 commits into"), question
    # Asked of a page with no review's line, the question is ranked as before.
    assert "approved these changes" not in ask_analyzed("Who approved the budget?", COURSE, URL, "Computer Science BSc")


# min/01-ticket-limit-soldout.html, its limit line cited as the walk should cite it (walk75/walk76 fix that part).
TIERS = """# The Lanterns

[¶1] Sat 14 Mar 2026 · 19:30 · Doors 18:00

## Tickets

- [¶2] Standing
  £65.00 + £7.50 fee
- [¶3] Seated Tier 1
  £85.00 + £9.00 fee
- [¶4] ~~Seated Tier 2~~
  ~~£55.00~~
  Sold out

[¶5] Max 6 tickets per order

Find tickets
"""


def test_which_tickets_are_sold_out_and_which_checks_failed_are_those_items_and_how_many_is_the_limit():
    """qa64 #7: "Which tickets are sold out?" quoted every tier, "Which checks failed?" every check (the section's
    heading names what is asked, so its whole list answered); "How many tickets can I buy?" the tiers too."""
    assert ask_analyzed("Which tickets are sold out?", TIERS, URL, "The Lanterns tickets") == (
        f"Under “Tickets”, the page says:\n\n> ~~Seated Tier 2~~ ~~£55.00~~ Sold out [¶4]\n\n{SIGNATURE}")
    checks = PULL.replace("Successful in 1m\n", "Successful in 1m\n- [¶10] [image: failing] **CI / test (3.12)** "
                          "Failing after 2m\n- [¶11] [image: successful] **CI / test (3.11)** Successful in 2m\n")
    assert ask_analyzed("Which checks failed?", checks, URL, PULL_TITLE) == (
        "Under “Some checks were not successful”, the page says:\n\n> [image: failing] CI / lint Failing after 31s "
        f"[¶8]\n\n> [image: failing] CI / test (3.12) Failing after 2m [¶10]\n\n{SIGNATURE}")
    assert ask_analyzed("How many tickets can I buy?", TIERS, URL, "The Lanterns tickets") == (
        f"Under “Tickets”, the page says:\n\n> Max 6 tickets per order [¶5]\n\n{SIGNATURE}")
    # Where no word of the question tells the items apart, the list is quoted whole.
    assert ask_analyzed("Which tickets are there?", TIERS, URL, "The Lanterns tickets").count("> ") == 3
    # Nor where no item holds every word that tells them apart (the car's page, off77's, quoted nothing and failed).
    both = ask_analyzed("Which tickets are standing and sold out?", TIERS, URL, "The Lanterns tickets")
    assert "[¶2]" in both and "[¶4]" in both


# min/08-loan-results-label-value.html's table and small print (its results' labels are the walk's #2).
LOAN = """# [¶1] Mortgage repayment calculator

## Repayment breakdown

[¶5]
| Year | Interest | Principal | Balance |
| --- | --- | --- | --- |
| 1 | £11,137 | £5,538 | £244,462 |
| 2 | £10,882 | £5,793 | £238,669 |
| 3 | £10,616 | £6,059 | £232,610 |
| 4 | £10,338 | £6,337 | £226,273 |
| 5 | £10,047 | £6,628 | £219,645 |

[¶6] Representative example: a mortgage of £250,000 over 25 years at 4.5% for 5 years would require 60 monthly \
payments of £1,389.58 and 240 monthly payments of £1,720.12.
"""


def test_the_balance_after_five_years_is_the_row_whose_year_is_five():
    """qa64 #3: "What is the balance after 5 years?" quoted rows 1 and 2 and the representative example, not row 5."""
    row = ("Under “Repayment breakdown”, the page says:\n\n> 5 — Interest: £10,047; Principal: £6,628; Balance: "
           f"£219,645 [¶5]\n\n{SIGNATURE}")
    assert ask_analyzed("What is the balance after 5 years?", LOAN, URL, "Mortgage calculator") == row
    assert ask_analyzed("What is the balance in year 5?", LOAN, URL, "Mortgage calculator") == row
    # A table whose first column counts no years is ranked as before.
    other = LOAN.replace("| Year |", "| Step |")
    assert "> 5 — " not in ask_analyzed("What is the balance after 5 years?", other, URL, "Mortgage calculator")


def test_the_modules_in_year_one_are_the_year_1_sections_whole():
    """qa64 #10: "What modules are in year 1?" quoted the fees table's placement-year row first (it holds "year" and
    "1") and two of Year 1's three modules."""
    assert ask_analyzed("What modules are in year 1?", COURSE, URL, "Computer Science BSc") == (
        "Under “Year 1”, the page says:\n\n> [Programming Fundamentals](/m/1) Core 30 credits [¶4]\n\n> [Discrete "
        "Mathematics](/m/2) Core 15 credits [¶5]\n\n> [Web Development](/m/3) Optional 15 credits [¶6]\n\n"
        f"{SIGNATURE}")
    assert "Machine Learning" in ask_analyzed("What modules are in year 2?", COURSE, URL, "Computer Science BSc")


# min/08-loan-results-label-value.html's results as the walk should write them, each label with its value in one
# cited line (walk75/walk76 fix that part: the label was an uncited block of its own), over the table above.
RESULTS = LOAN.replace("## Repayment breakdown", """## Your results

[¶2] Monthly payment: £1,389.58

[¶3] Total interest: £166,874

[¶4] Total to repay: £416,874

## Repayment breakdown""")

# min/03-course-tabpanel-bold.html, its tab panel's first line cited as the walk should cite it (walk75/walk76).
GRADES = """# [¶1] Computer Science BSc (Hons)

## Entry requirements

Tabs: A levels (selected) · IB

[¶2] **AAB** including Maths.

[¶3] We do not accept General Studies.
"""


def test_a_calculators_results_answer_by_their_labels_and_grades_are_the_entry_requirement():
    """qa64 #2 and #4: "What is the monthly payment?" quoted the representative example (its "monthly payments" read
    better than the short "Monthly payment: £1,389.58", taken for a title); "How much interest will I pay?" the table's
    rows with the total; "What grades do I need?" found nothing to quote ("AAB" says no "grade")."""
    assert ask_analyzed("What is the monthly payment?", RESULTS, URL, "Mortgage calculator") == (
        f"Under “Your results”, the page says:\n\n> Monthly payment: £1,389.58 [¶2]\n\n{SIGNATURE}")
    assert ask_analyzed("How much interest will I pay?", RESULTS, URL, "Mortgage calculator") == (
        f"Under “Your results”, the page says:\n\n> Total interest: £166,874 [¶3]\n\n{SIGNATURE}")
    assert ask_analyzed("What grades do I need?", GRADES, URL, "Computer Science BSc") == (
        f"Under “Entry requirements”, the page says:\n\n> AAB including Maths. [¶2]\n\n{SIGNATURE}")
    # An admonition's title that gives a version is still no answer before the sentence that says as much.
    warned = "# Harbor\n\n[¶1] Warning: Python 3.8\n\n[¶2] Harbor supports Python 3.9 and later, but not Python 3.8.\n"
    assert "[¶2]" in ask_analyzed("Does Harbor support Python 3.8?", warned, URL, "Harbor")
