"""The offline engine on qa59's pages (off62): a day's opening hours when that day is closed, a salary asked for by
that word, a job posting's requirements under "What we're looking for", a restaurant's address, a league table's
row, a live text entry after its bold lead, and a tab not selected named for what it holds. Each page is the content
the widget extracted from qa59's minimal page (/tmp/mb/qa59/sites/min/NN-*.html)."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from reverserag.engines.weekdays import covered

# min/12-hours-closed-row-skipped.html, with the full page's note under the table.
HOURS = """# Saltmarsh Kitchen

[¶1] Seasonal cooking on Bristol's harbourside, with fish from Brixham and vegetables from our own farm.

## Opening hours

[¶2]
|  |  |
| --- | --- |
| Monday | Closed |
| Tuesday – Thursday | 12:00 – 22:00 |
| Friday – Saturday | 12:00 – 23:00 |
| Sunday | 12:00 – 17:00 (Sunday roast) |

[¶3] Kitchen closes one hour before we do. Closed 24–27 December.
"""


def ask_hours(question: str) -> list[str]:
    return quoted_part(ask(question, HOURS, title="Saltmarsh Kitchen"))


def test_a_day_that_is_closed_is_answered_by_its_row_not_by_the_other_days():
    assert ask_hours("Are you open on Monday?") == ["> Monday — Closed [¶2]"]


def test_a_day_inside_a_run_of_days_is_answered_by_that_run_only():
    assert ask_hours("Are you open on Wednesday?")[0] == "> Tuesday – Thursday — 12:00 – 22:00 [¶2]"
    saturday = ask_hours("What time do you close on Saturday?")
    assert saturday[0] == "> Friday – Saturday — 12:00 – 23:00 [¶2]", saturday
    assert not any("Monday" in line or "Sunday" in line for line in saturday), saturday
    assert ask_hours("Are you open on Sunday evening?")[0] == "> Sunday — 12:00 – 17:00 (Sunday roast) [¶2]"


def test_the_days_a_line_opens_with():
    assert covered("Tuesday – Thursday — 12:00 – 22:00") == {1, 2, 3}
    assert covered("Fri-Sun: 10:00–16:00") == {4, 5, 6}
    assert covered("Sat & Sun: brunch") == {5, 6}
    assert covered("Sunday roast is served until 17:00") == {6}
    assert covered("Saturation is high") is None and covered("Monthly specials") is None


# min/02-salary-range-uncited.html: the range in a block of spans, which the walk gives no label (yet).
SALARY = """# [¶1] Senior Platform Engineer

[¶2] You will join the Platform team, which owns our Kubernetes clusters and CI pipelines, and report to the \
Director of Infrastructure.

US base salary range

{range}

[¶3] Our salary ranges are based on role, level and location. Final offers may also include equity.
"""


def test_a_salary_asked_for_is_the_figures_not_the_sentence_about_salaries():
    for figures in ("$165,000—$205,000 USD", "[¶4] $165,000—$205,000 USD"):
        page = SALARY.format(range=figures)
        for question in ("What is the salary?", "What does the job pay?", "What are the wages?"):
            quoted = quoted_part(ask(question, page, title="Senior Platform Engineer"))
            assert quoted[0].startswith("> $165,000—$205,000 USD"), (question, quoted)


# min/04-job-questions-engine.html
POSTING = """# [¶1] Senior Platform Engineer

[¶2] You will join the Platform team, which owns our Kubernetes clusters and CI pipelines, and report to the \
Director of Infrastructure.

### **What we're looking for**

- [¶3] 6+ years of experience in infrastructure or platform engineering.
- [¶4] Deep experience with Terraform and Kubernetes in production.
- [¶5] Fluency in Go or Python.

## Apply for this job

[¶6] \\* indicates a required field

[¶7] First Name\\* Phone Email\\* Submit application
"""


def test_a_postings_requirements_are_the_items_under_what_it_is_looking_for():
    for question in ("What are the requirements?", "What qualifications do I need?", "What skills are needed?"):
        answer = ask(question, POSTING, title="Senior Platform Engineer")
        assert answer.startswith("Under “What we're looking for”"), answer
        assert quoted_part(answer) == ["> 6+ years of experience in infrastructure or platform engineering. [¶3]",
                                       "> Deep experience with Terraform and Kubernetes in production. [¶4]",
                                       "> Fluency in Go or Python. [¶5]"], answer


# min/14-address-where-are-you.html
FIND_US = """# Saltmarsh Kitchen

[¶1] Seasonal cooking on Bristol's harbourside. Fish from Brixham, vegetables from our farm in the Chew Valley.

## Book a table

[¶2] For 7 or more, please call us on [0117 496 0321](tel:+441174960321).

## Find us

[¶3] 14 Wapping Wharf
Bristol BS1 4RH
[0117 496 0321](tel:+441174960321)

[¶4] 10 minutes' walk from Bristol Temple Meads. Nearest car park: Wapping Wharf (paid).
"""


def test_where_a_place_is_is_its_address():
    for question in ("Where are you?", "What is your address?", "Where is the restaurant located?",
                     "How do I find you?"):
        quoted = quoted_part(ask(question, FIND_US, title="Saltmarsh Kitchen"))
        assert quoted == ["> 14 Wapping Wharf Bristol BS1 4RH 0117 496 0321 [¶3]"], (question, quoted)


def test_an_email_address_is_not_where_the_place_is():
    assert "Wapping Wharf" not in ask("What is your email address?", FIND_US, title="Saltmarsh Kitchen")


def test_without_an_address_where_is_the_section_that_says_where():
    page = FIND_US.replace("14 Wapping Wharf\nBristol BS1 4RH\n", "On the harbourside, by the M Shed\n")
    quoted = quoted_part(ask("Where are you?", page, title="Saltmarsh Kitchen"))
    assert quoted[0].startswith("> On the harbourside, by the M Shed") and "Temple Meads" in quoted[1], quoted


# min/10-bold-lead-quote-truncated.html
LIVE_TEXT = """# [¶1] Arsenal v Chelsea: live text

67'

[¶2] Odegaard threads a pass for Martinelli, but Colwill slides in to block.

64'

[¶3] **Booking.** Declan Rice (Arsenal) is shown the yellow card for a bad foul on Caicedo.

51'

[¶4] **Goal!** Arsenal 2, Chelsea 1. Kai Havertz (Arsenal) header from the centre of the box.
"""


def test_a_bold_lead_is_quoted_with_the_sentence_after_it():
    quoted = quoted_part(ask("Who got booked?", LIVE_TEXT, title="Arsenal v Chelsea"))
    assert quoted == ["> Booking. Declan Rice (Arsenal) is shown the yellow card for a bad foul on Caicedo. [¶3]"]


# min/09-league-table-row.html
LEAGUE = """# Arsenal 2–1 Chelsea

[¶1] Arsenal beat Chelsea 2–1 at the Emirates Stadium on Saturday evening.

## Premier League table

[¶2]
Table: Premier League table, live

| Pos (Position) | Team | P | W | D | L | GD (Goal difference) | Pts (Points) | Form |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Liverpool | 14 | 11 | 2 | 1 | +20 | 35 | WWDWW |
| 2 | Arsenal | 14 | 9 | 4 | 1 | +16 | 31 | WDWWL |
| 3 | Chelsea | 14 | 8 | 3 | 3 | +11 | 27 | LWWDW |
| 4 | Manchester City | 14 | 8 | 2 | 4 | +9 | 26 | LLWWD |
"""


def test_a_team_asked_for_in_the_table_is_its_row_though_the_title_names_it():
    quoted = quoted_part(ask("Where are Arsenal in the table?", LEAGUE, title="Arsenal v Chelsea"))
    assert quoted[0] == "> Table: Premier League table, live" and len(quoted) == 2, quoted
    assert quoted[1].startswith("> 2 — Team: Arsenal; P: 14;"), quoted


def test_the_table_asked_for_alone_is_all_of_it():
    assert len(quoted_part(ask("What is in the table?", LEAGUE, title="Arsenal v Chelsea"))) == 5


# min/08-hidden-tab-not-named.html: the unselected panels are not read.
TABS = """# Arsenal 2–1 Chelsea

Tabs: Summary (selected) · Line-ups

[¶1] Kai Havertz (Arsenal) scored with a header from the centre of the box after 51 minutes.

Tabs: Thu 11 Mar (selected) · Fri 12 Mar

[¶2] Opening keynote by Ana Ferreira, followed by talks in three rooms.
"""


def test_a_tab_not_selected_is_named_by_a_hyphenated_word_or_a_day():
    for question, tab in (("Who is in the Arsenal line-up?", "“Line-ups”"), ("What are the lineups?", "“Line-ups”"),
                          ("What is on Friday?", "“Fri 12 Mar”")):
        answer = ask(question, TABS, title="Arsenal v Chelsea")
        assert f"under the {tab} tab, which is not selected" in answer, (question, answer)


# The full restaurant page's desserts and booking form (qa59 #18; the minimal page answered it).
BOOKING = """# Saltmarsh Kitchen

[¶1] Seasonal cooking on Bristol's harbourside, with fish from Brixham and vegetables from our own farm.

## Desserts

Burnt honey tart

[¶2] £8

Blood orange sorbet GF

[¶3] £6

[¶4] A discretionary 12.5% service charge is added to tables of six or more.

## Book a table

Party size

2 people

Time

19:00

Find a table

[¶5] For 7 or more, please call us on [0117 496 0321](tel:+441174960321).

## Recipe

[¶6] Bake the tart for up to 10 minutes.
"""


def test_a_party_of_some_size_is_answered_by_the_limits_it_is_within():
    for question in ("Can I book for 8 people?", "Can I bring a group of 10?", "Is there a table for eight people?"):
        quoted = quoted_part(ask(question, BOOKING, title="Saltmarsh Kitchen"))
        assert quoted == ["> A discretionary 12.5% service charge is added to tables of six or more. [¶4]",
                          "> For 7 or more, please call us on 0117 496 0321. [¶5]"], (question, quoted)
    assert "up to 10 minutes" not in ask("Can I book for 9 people?", BOOKING, title="Saltmarsh Kitchen")
