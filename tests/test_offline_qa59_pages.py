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
