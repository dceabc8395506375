"""The offline engine on app pages, forums and service pages (QA pass 50): a dashboard's KPI cards, a forum thread
with an accepted solution, a GOV.UK form with an error summary, a code host's repository page."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# A React dashboard as the widget read it (trimmed from the QA pass's Chromium payload): KPI cards, each a label, a
# value and a change on lines of their own, then a table of orders, one page of five.
_DASH = """# Overview

+ InviteExport

Revenue (Nov)

$455,210

2.8% vs last month

Active customers

1,284

6.1% vs last month

Churn rate

3.2%

0.4 pts vs last month

Avg. order value

$354.60

4.9% vs last month

[¶1] Monthly revenue, 2026 (thousands of USD)

## Recent orders

[¶2]
| Order | Customer | Date ↓ | Amount | Status |  |
| --- | --- | --- | --- | --- | --- |
| ORD-1067 | Tyrell | 2026-11-28 | $1,419 | Overdue | ⋯ |
| ORD-1066 | Initech | 2026-11-27 | $582 | Refunded | ⋯ |
| ORD-1065 | Wayne Ent. | 2026-11-26 | $4,395 | Pending | ⋯ |
| ORD-1064 | Acme Corp | 2026-11-25 | $3,408 | Paid | ⋯ |
| ORD-1063 | Vandelay | 2026-11-24 | $2,571 | Overdue | ⋯ |
| ORD-1062 | Cyberdyne | 2026-11-23 | $1,584 | Refunded | ⋯ |

[¶3] Showing 1–8 of 37 orders

Previous

Page 1 of 5

Next

---

[Page chrome: header, navigation, sidebars, footer]

Sidebar: ◆ Northwind Analytics · [Overview](http://127.0.0.1:8791/dash/#/overview) · \
[Orders](http://127.0.0.1:8791/dash/#/orders) · Signed in as Dana Whitlock
"""


def _ask_dash(question: str) -> str:
    return ask(question, _DASH, title="Overview · Northwind Analytics", url="http://127.0.0.1:8791/dash/")


def test_a_label_is_quoted_with_its_value():
    """Regression (QA pass 50, a dashboard): "What is the churn rate?" was answered with the card's label "Churn rate"
    alone, the value on the line under it ("3.2%") left out; "How many active customers?" with orders, the label
    holding no number. A short line that names a value on the line after it comes with the value, and the change
    under that."""
    answer = _ask_dash("What is the churn rate?")
    assert quoted_part(answer)[:3] == ["> Churn rate", "> 3.2%", "> 0.4 pts vs last month"], answer
    assert "1,284" not in answer and "$354.60" not in answer, answer
    answer = _ask_dash("How many active customers?")
    assert quoted_part(answer)[:2] == ["> Active customers", "> 1,284"], answer
    assert "ORD-" not in answer, answer
    answer = _ask_dash("What is the average order value?")
    assert "> $354.60" in quoted_part(answer), answer

