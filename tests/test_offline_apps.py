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
    # Where each value comes before its label, the line after a label is the next card's value: it is not quoted.
    flipped = "# Overview\n\n1,284\n\nActive customers\n\n3.2%\n\nChurn rate\n\n$354.60\n\nAvg. order value\n\n" \
              "[¶1] Monthly revenue, 2026 (thousands of USD), by month, from January to November.\n"
    said = quoted_part(ask("What is the churn rate?", flipped, title="Overview · Northwind Analytics"))
    assert "> Churn rate" in said and "> $354.60" not in said, said


def test_a_month_asked_for_meets_the_label_s_short_form():
    """Regression (QA pass 50, a dashboard): "What was the revenue in November?" quoted "Monthly revenue, 2026
    (thousands of USD)", not the card labelled "Revenue (Nov)" and its "$455,210": "November" is not "Nov". A month
    the page names in another form (short, or in another language the engine reads) is asked for in that form."""
    card = ["> Revenue (Nov)", "> $455,210"]
    for question in ("What was the revenue in November?", "What was the revenue in Nov.?",
                     "What was the revenue in novembre?"):
        answer = _ask_dash(question)
        assert quoted_part(answer)[:2] == card, (question, answer)
    # A month the page does not name is not another month's.
    assert "$455,210" not in _ask_dash("What was the revenue in October?")


# A Discourse-like thread as the widget read it (trimmed from the QA pass's payload): each post its author's name (a
# link to their profile), its date, its text and its action bar; the accepted answer ends with a badge.
_FORUM = """[marta_k](http://127.0.0.1:8791/u/marta_k)Regular

[Nov 2](http://127.0.0.1:8791/t/4812/1)

[¶2] ✔ Solved by [devon](http://127.0.0.1:8791/u/devon) in [post #7](http://127.0.0.1:8791/forum/#post_7)

> [¶3] Set `pool_timeout` and lower `max_overflow`: version 2.4 no longer recycles idle connections by itself.

[¶4] After upgrading Tidewater from 2.3.9 to 2.4.0 our workers start failing after about an hour with `QueuePool \
limit of size 10 overflow 20 reached, connection timed out`. Nothing else changed in the deployment.

[¶7] Has anyone else seen this?

Navigation: 3 ♥ · Share · Reply

[olu](http://127.0.0.1:8791/u/olu)

[Nov 2](http://127.0.0.1:8791/t/4812/2)

[¶8] Same here on 2.4.0 with MySQL, so it is not Postgres-specific. Downgrading to 2.3.9 made it go away for us.

Navigation: 1 ♥ · Reply

[priya.s](http://127.0.0.1:8791/u/priya.s)Moderator

[Nov 2](http://127.0.0.1:8791/t/4812/3)

[¶9] Could you both post the output of `SELECT state, count(*) FROM pg_stat_activity GROUP BY state;` while the \
workers are failing? I want to know whether the connections are *idle* or *idle in transaction*.

Navigation: ♥ · Reply

[marta_k](http://127.0.0.1:8791/u/marta_k)

[Nov 2](http://127.0.0.1:8791/t/4812/4)

priya.s:

> [¶10] I want to know whether the connections are *idle* or *idle in transaction*.

Mostly idle:

[¶11]
| state | count |
| --- | --- |
| active | 4 |
| idle | 171 |
| idle in transaction | 2 |

Navigation: 2 ♥ · Reply

[jbaptiste](http://127.0.0.1:8791/u/jbaptiste)

[Nov 3](http://127.0.0.1:8791/t/4812/5)

[¶12] Try setting `pool_pre_ping: true`. It fixed a similar problem for us on 2.2, though it adds a round trip per \
checkout.

Navigation: ♥ · Reply

[marta_k](http://127.0.0.1:8791/u/marta_k)

[Nov 3](http://127.0.0.1:8791/t/4812/6)

[¶13] pre_ping did not help: the pool still fills with idle connections after an hour.

Navigation: ♥ · Reply

[devon](http://127.0.0.1:8791/u/devon)Tidewater team

[Nov 3](http://127.0.0.1:8791/t/4812/7)

[¶14] This is a change in 2.4: the background reaper that closed idle connections was removed (see the 2.4 release \
notes, "Connection handling"). Set an explicit recycle time and a pool timeout, and keep the total under what \
Postgres allows:

[¶15]
```yaml
database:
  pool_size: 10
  max_overflow: 5
  pool_recycle: 1800
  pool_timeout: 30
```

[¶16] With 6 workers that is at most 6 × (10 + 5) = 90 connections. We will bring the reaper back as an option in \
2.4.2.

✔ Solution

Navigation: 14 ♥ · Reply

[marta_k](http://127.0.0.1:8791/u/marta_k)

[Nov 3](http://127.0.0.1:8791/t/4812/8)

[¶17] That was it, thank you! Running for a day now without a single timeout.

Navigation: 4 ♥ · Reply

---

[Page chrome: header, navigation, sidebars, footer]

[Tidewater Community](http://127.0.0.1:8791/forum/)

Navigation: [Latest](http://127.0.0.1:8791/forum/latest) · [Categories](http://127.0.0.1:8791/forum/categories)

# [¶1] [Postgres connection pool exhausted after upgrade to 2.4](http://127.0.0.1:8791/t/postgres-connection-pool-exhausted/4812)

[¶18] Reply Bookmark Share 8 replies · 1.2k views · 6 users · last reply Nov 5
"""


def _ask_forum(question: str) -> str:
    return ask(question, _FORUM, title="Postgres connection pool exhausted after upgrade to 2.4 - Tidewater Community",
               url="http://127.0.0.1:8791/forum/")


def test_a_badge_is_quoted_with_the_post_it_marks():
    """Regression (QA pass 50, a forum): "What is the accepted solution?" was answered with the badge "✔ Solution"
    alone, not devon's post it ends. A short line that ends a post (its action bar after it) marks the post: it
    comes with the post's text."""
    for question in ("What is the accepted solution?", "What was the solution?"):
        said = quoted_part(_ask_forum(question))
        assert any("the background reaper that closed idle connections was removed" in line for line in said), said
        assert any("bring the reaper back as an option in 2.4.2" in line for line in said), said
        assert "> ✔ Solution" in said and "pre_ping" not in " ".join(said), said


def test_a_post_s_line_that_opens_with_a_member_s_name_is_the_post_s():
    """A line of a post that opens with a member's name and a lowercase word ("olu is right …", replying to olu) was
    taken for an event of the thread ("🔗 ana linked a pull request …") and ended the post: devon's solution lost the
    rest of its text, and its badge the post it marks. An event says what the member did to the thread ("added",
    "linked", "closed" …); what else a line says of a member is the post's. (The forum's payload with one sentence of
    devon's post opened by olu's name.)"""
    forum = _FORUM.replace("[¶14] This is a change in 2.4:", "[¶14] olu is right that it is not Postgres-specific. "
                           "This is a change in 2.4:")
    said = quoted_part(ask("What is the accepted solution?", forum, url="http://127.0.0.1:8791/forum/",
                           title="Postgres connection pool exhausted after upgrade to 2.4 - Tidewater Community"))
    assert any("bring the reaper back as an option in 2.4.2" in line for line in said), said
    assert said[0] == "> [devon](/u/devon)Tidewater team", said


def test_a_post_is_quoted_under_its_author():
    """Regression (QA pass 50, a forum): "Who suggested pool_pre_ping?" quoted jbaptiste's post but not his name,
    a link to his profile on the line above it. A passage of a thread's post comes with the post's header."""
    said = quoted_part(_ask_forum("Who suggested pool_pre_ping?"))
    at = said.index("> Try setting pool_pre_ping: true. [¶12]")
    assert said[at - 1] == "> [jbaptiste](/u/jbaptiste)", said
    said = quoted_part(_ask_forum("Who said it is not Postgres-specific?"))
    assert said[:2] == ["> [olu](/u/olu)",
                        "> Same here on 2.4.0 with MySQL, so it is not Postgres-specific. [¶8]"], said


def test_a_profile_at_the_site_s_root_heads_a_post_when_a_date_follows_it():
    """A forum whose profiles are at the site's root ("/jbaptiste", as dev.to's or a code host's are, not "/u/…") had
    no thread: "Who suggested pool_pre_ping?" quoted the post without its author. A link whose address is the name it
    shows, with the post's date after it ("Nov 3"), heads a post; the code host's "ana / tinyq" breadcrumb, with no
    date, heads none. (The forum's payload with its profile links at the root.)"""
    forum = _FORUM.replace("http://127.0.0.1:8791/u/", "http://127.0.0.1:8791/")
    said = quoted_part(ask("Who suggested pool_pre_ping?", forum, url="http://127.0.0.1:8791/forum/",
                           title="Postgres connection pool exhausted after upgrade to 2.4 - Tidewater Community"))
    at = said.index("> Try setting pool_pre_ping: true. [¶12]")
    assert said[at - 1] == "> [jbaptiste](/jbaptiste)", said
    said = quoted_part(ask("How many stars does it have?", _ISSUE + _ISSUE_CHROME,
                           url="http://127.0.0.1:8791/code/issue.html",
                           title="get() returns the same job to two workers under WAL · Issue #42 · ana/tinyq"))
    assert said == ["> ☆ Star 1.4k⑂ Fork 86"], said  # not under the breadcrumb, as a post under its author


# The code host's chrome under the issue, as the widget read it: the owner's name links to their profile, at the root.
_ISSUE_CHROME = """
---

[Page chrome: header, navigation, sidebars, footer]

[⌂ CodeHost](http://127.0.0.1:8791/code/)

Navigation: [Pull requests](http://127.0.0.1:8791/pulls) · [Issues](http://127.0.0.1:8791/issues)

DW

[ana](http://127.0.0.1:8791/ana) / **[tinyq](http://127.0.0.1:8791/code/)** Public

☆ Star 1.4k⑂ Fork 86
"""


def test_a_member_asked_about_by_name_is_quoted_from_their_own_posts():
    """Regression (QA pass 50, a forum): "What did priya.s ask for?" quoted her name's line and marta_k's quote of
    her post ("priya.s:" over "> I want to know …"), not her post. A question that names who wrote posts of a
    thread is answered from their posts."""
    for question in ("What did priya.s ask?", "What did priya.s ask for?"):
        said = quoted_part(_ask_forum(question))
        assert said[0] == "> [priya.s](/u/priya.s)Moderator", said
        assert said[1].startswith("> Could you both post the output of SELECT state"), said
        assert "> priya.s:" not in said and "[marta_k]" not in " ".join(said), said
    # What else is asked is looked for in their posts: devon's own words on the reaper, not marta_k's thanks.
    said = quoted_part(_ask_forum("What did devon say about the reaper?"))
    assert said[0] == "> [devon](/u/devon)Tidewater team" and "background reaper" in said[1], said
    assert "That was it" not in " ".join(said), said


# A GOV.UK service page after a submit with errors, as the widget read it (trimmed from the QA pass's payload): the
# error summary at the top of main, the inline errors under the fields, the feedback banner.
_GOV = """## There is a problem

- [Enter a real postcode](http://127.0.0.1:8791/gov/#postcode)
- [¶5] [Select the property’s EPC rating](http://127.0.0.1:8791/gov/#epc-ac)
- [¶6] [Household income must be a number, like 28000](http://127.0.0.1:8791/gov/#income)

Home Energy Grant

# [¶7] Check if you can apply for a Home Energy Grant

[¶8] You could get up to £7,500 towards insulation or a heat pump if you own your home in England.

## Who can apply

[¶9] You can apply if all of the following are true:

- [¶10] you own the property, or have written permission from the owner
- [¶11] the property is in England
- [¶13] your household income is under £36,000 a year

[¶15] You cannot apply if work has already started on the property.

## Check your eligibility

[¶17] Postcode of the property

For example, SW1A 2AA

Enter a real postcode

[¶18] What is the property’s EPC rating?

[¶20] Select the property’s EPC rating

A, B or C

D, E, F or G

Yearly household income

Before tax, in pounds

[¶21] Household income must be a number, like 28000

Continue

## Is this page useful?

[¶22] Yes No [Report a problem with this page](http://127.0.0.1:8791/contact/govuk/problem)

---

[Page chrome: header, navigation, sidebars, footer]

## Cookies on GOV.UK

[¶1] We use some essential cookies to make this service work.

[¶3] Accept analytics cookies

[¶4] Reject analytics cookies
"""


def _ask_gov(question: str) -> str:
    return ask(question, _GOV, title="Error: Apply for a Home Energy Grant: eligibility - GOV.UK",
               url="http://127.0.0.1:8791/gov/")


def test_what_went_wrong_in_a_form_is_its_error_summary():
    """Regression (QA pass 50, GOV.UK): "What went wrong in my form?" found nothing, "Why was my form rejected?"
    quoted the cookie banner's "Reject analytics cookies", though the form's error summary ("There is a problem" and
    its list) opens the page. A question about what is wrong with what the visitor sent is answered with it; one
    that names a field, with that field's error."""
    for question in ("What went wrong in my form?", "What's wrong with my form?", "Why was my form rejected?",
                     "What errors are shown?"):
        answer = _ask_gov(question)
        assert answer.startswith("Under “There is a problem”"), (question, answer)
        assert quoted_part(answer) == [
            "> [Enter a real postcode](/gov/#postcode)",
            "> [Select the property’s EPC rating](/gov/#epc-ac) [¶5]",
            "> [Household income must be a number, like 28000](/gov/#income) [¶6]"], (question, answer)
    answer = _ask_gov("How do I fix the income field?")
    assert quoted_part(answer) == ["> [Household income must be a number, like 28000](/gov/#income) [¶6]"], answer
    # With no error summary on the page, the question is asked as any other.
    calm = _GOV[_GOV.index("Home Energy Grant"):]
    answer = ask("What's wrong with my form?", calm, title="Apply for a Home Energy Grant: eligibility - GOV.UK")
    assert "There is a problem" not in answer, answer


# A code host's repository page as the widget read it (trimmed from the QA pass's payload): the README, then the
# repository's chrome.
_REPO = """[README](http://127.0.0.1:8791/code/#readme) · [MIT license](http://127.0.0.1:8791/code/#)

# tinyq

[[image: build]](https://ci.example/tinyq) [[image: PyPI version]](https://pypi.example/tinyq) \
[[image: license: MIT]](http://127.0.0.1:8791/code/LICENSE)

[¶4] **tinyq** is a persistent job queue for Python backed by a single SQLite file. No broker, no server: workers \
in any number of processes take jobs from the same file.

## Installation

```sh
pip install tinyq
```

[¶5] Python 3.10 or newer is required.

## Features

- [¶7] At-least-once delivery with visibility timeouts
- [¶8] Retries with exponential backoff
- [¶9] Priorities from 0 (lowest) to 9

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Pull requests](http://127.0.0.1:8791/pulls) · [Issues](http://127.0.0.1:8791/issues)

[ana](http://127.0.0.1:8791/ana) / **[tinyq](http://127.0.0.1:8791/code/)** Public

Sidebar: About · A persistent job queue for Python backed by a single SQLite file. · Releases 14
"""


def test_this_repo_is_the_page_s_subject():
    """Regression (QA pass 50, a code host): "What does this repo do?" found nothing, though the greeting quotes the
    README's opening and "What does tinyq do?" finds it. "This repo", "this project", "this tool" is what the page
    is about: such a question is answered as "What is Lumen?" is on the page named Lumen, with its opening."""
    opening = ("> tinyq is a persistent job queue for Python backed by a single SQLite file. No broker, no server: "
               "workers in any number of processes take jobs from the same file. [¶4]")
    for question in ("What does this repo do?", "What is this project?", "What's this library for?",
                     "What does this tool do?", "What is this package about?", "Tell me about this project"):
        answer = ask(question, _REPO, title="ana/tinyq: A persistent job queue for Python backed by SQLite",
                     url="http://127.0.0.1:8791/code/")
        assert answer.startswith("In short, the page says:") and quoted_part(answer) == [opening], (question, answer)
    answer = _ask_forum("What is this thread about?")
    assert answer.startswith("In short, the page says:") and "After upgrading Tidewater" in answer, answer
    # What is asked of it besides is looked for as ever.
    answer = ask("How do I install this package?", _REPO, title="ana/tinyq: A persistent job queue for Python",
                 url="http://127.0.0.1:8791/code/")
    assert "pip install tinyq" in answer, answer


# A code host's issue as the widget read it (trimmed from the QA pass's payload): each comment under "name commented
# 3 days ago", and the timeline's events between them.
_ISSUE = """# [¶1] get() returns the same job to two workers under WAL #42

[¶2] ⊙ Open **kenji-t** opened this issue on Dec 1, 2026 · 3 comments

### Steps to reproduce

1. [¶5] Start two workers: `python -m tinyq.worker jobs.db`
2. Put 1,000 jobs

[¶9] 🏷 **ana** added the bug concurrency labels 4 days ago

[¶10] **ana** commented [3 days ago](http://127.0.0.1:8791/code/issue.html#c2)

Owner

[¶11] Confirmed. `_claim()` runs its `UPDATE` outside a transaction, so two connections can both read the same id in \
the subquery before either writes.

[¶13] **lucia-m** commented [2 days ago](http://127.0.0.1:8791/code/issue.html#c3)

[¶14] Would `RETURNING` on SQLite below 3.35 be a problem? Debian bullseye ships 3.34.

[¶15] 🔗 **ana** linked a pull request that will close this issue: \
[Claim jobs in an immediate transaction #43](http://127.0.0.1:8791/code/issue.html#)

Close issue Comment
"""


def test_an_issue_s_comment_is_quoted_under_who_commented():
    """An issue's comments are a thread too, each under "ana commented 3 days ago" (a line, no link to a profile),
    and an event between them ("🔗 ana linked a pull request …") is no part of the comment before it: "Which pull
    request will close it?" quoted lucia-m's header over ana's event."""
    def asked(question: str) -> list[str]:
        return quoted_part(ask(question, _ISSUE, title="get() returns the same job to two workers under WAL",
                               url="http://127.0.0.1:8791/code/issue.html"))

    said = asked("Who confirmed the bug?")
    assert said[:2] == ["> ana commented [3 days ago](/code/issue.html#c2) [¶10]",
                        "> Confirmed. _claim() runs its UPDATE outside a transaction, so two connections can both read "
                        "the same id in the subquery before either writes. [¶11]"], said
    said = asked("What did lucia-m ask?")
    assert said == ["> lucia-m commented [2 days ago](/code/issue.html#c3) [¶13]",
                    "> Would RETURNING on SQLite below 3.35 be a problem? Debian bullseye ships 3.34. [¶14]"], said
    said = asked("Which pull request will close it?")
    assert said[0].startswith("> 🔗 ana linked a pull request") and "lucia-m" not in " ".join(said), said


def test_an_id_the_page_does_not_show_is_not_found():
    """Regression (QA pass 50, a dashboard): "What is the status of ORD-1045?" (an order on another page of the
    table) quoted three other orders' rows. An identifier the page does not show, where it shows others of its kind
    (ORD-1062 to ORD-1067), is not on this page."""
    answer = _ask_dash("What is the status of ORD-1045?")
    assert answer.startswith("I could not find that on this page.") and "ORD-10" not in answer, answer
    answer = _ask_dash("What is the status of ord-1063?")
    assert quoted_part(answer) == ["> ORD-1063 — Customer: Vandelay; Date ↓: 2026-11-24; Amount: $2,571; "
                                   "Status: Overdue; ⋯ [¶2]"], answer


def test_a_table_s_rows_with_dates_are_no_bylines():
    """Regression (QA pass 50, a dashboard): "Which orders are overdue?" quoted "Avg. order value" and "Showing 1–8
    of 37 orders", not the two overdue orders' rows: a row that gives a date ("Date ↓: 2026-11-28") read as a
    byline, and a byline answers only when nothing else does. A table's row is none."""
    said = quoted_part(_ask_dash("Which orders are overdue?"))
    assert [line.split(" — ")[0] for line in said] == ["> ORD-1067", "> ORD-1063"], said


# Wikipedia's list of films featuring time loops as the widget read it: a table of films, each with its year.
_FILMS = """# List of films featuring time loops

[¶6]
Table: Films with time loops

| Film | Year | Description |
| --- | --- | --- |
| *[Repeat Performance](https://en.wikipedia.org/wiki/Repeat_Performance)* | 1947 | A woman who shot her husband on \
[New Year's Eve](https://en.wikipedia.org/wiki/New_Year%27s_Eve) in 1946 wishes she could live the year all over \
again and somehow gets her chance, which leads her to try and stop the events of the past, to futile \
results.[[2]](https://en.wikipedia.org/wiki/List_of_films_featuring_time_loops#cite_note-2) |
| *[Journey to the Center of Time](https://en.wikipedia.org/wiki/Journey_to_the_Center_of_Time)* | 1967 | Remake of \
*[The Time Travelers](https://en.wikipedia.org/wiki/The_Time_Travelers_(1964_film))*\
[[4]](https://en.wikipedia.org/wiki/List_of_films_featuring_time_loops#cite_note-4) |
"""


def test_a_superlative_compares_a_table_s_rows():
    """Regression (QA pass 50, a dashboard): "Which is the largest order on this page?" quoted "Avg. order value" and
    "Showing 1–8 of 37 orders", "Which product is the cheapest?" the KPI card's "$354.60", "Which order has the
    lowest amount?" three rows in page order. A superlative asks for the row whose value is the highest (lowest) in
    the column the question names, else in the table's only column of numbers (of prices, for a price's)."""
    largest = ["> ORD-1065 — Customer: Wayne Ent.; Date ↓: 2026-11-26; Amount: $4,395; Status: Pending; ⋯ [¶2]"]
    smallest = ["> ORD-1066 — Customer: Initech; Date ↓: 2026-11-27; Amount: $582; Status: Refunded; ⋯ [¶2]"]
    for question, row in (("Which is the largest order on this page?", largest),
                          ("What is the highest value?", largest), ("Which order has the biggest amount?", largest),
                          ("Which product is the cheapest?", smallest),
                          ("Which order has the lowest amount?", smallest)):
        answer = _ask_dash(question)
        assert quoted_part(answer) == row, (question, answer)
        assert answer.startswith("Under “Recent orders”"), (question, answer)
    # A column the table does not have: no row is the answer.
    answer = _ask_dash("Which order has the highest discount?")
    assert "ORD-1065" not in answer and "ORD-1066" not in answer, answer
    # The most of something asks for a count, unless a column names it: no amount answers it.
    assert quoted_part(_ask_dash("Which customer has the most orders?")) != largest
    # A year is no amount: a list of films by year has no highest value (wikipedia-4, two of its rows).
    answer = ask("What is the highest value?", _FILMS, title="List of films featuring time loops - Wikipedia")
    assert "Journey to the Center of Time" not in answer, answer


def test_this_project_is_the_page_s_subject_in_other_languages():
    """"Was macht dieses Projekt?" found nothing, as "What does this project do?" did: the same question in the six
    languages whose function words are stopwords is answered with the page's opening too (and Dutch's "what is it
    about", "Waar gaat dit project over?", which found nothing at stop 51)."""
    opening = ("> tinyq is a persistent job queue for Python backed by a single SQLite file. No broker, no server: "
               "workers in any number of processes take jobs from the same file. [¶4]")
    for question in ("Was macht dieses Projekt?", "Que fait ce projet ?", "À quoi sert cette bibliothèque ?",
                     "¿Qué hace este proyecto?", "O que faz este projeto?", "Cosa fa questo progetto?",
                     "Wat doet dit project?", "Waar gaat dit project over?"):
        answer = ask(question, _REPO, title="ana/tinyq: A persistent job queue for Python backed by SQLite",
                     url="http://127.0.0.1:8791/code/")
        assert quoted_part(answer) == [opening], (question, answer)


def test_what_the_project_is_about_is_framed_in_the_language_asked_in():
    """Regression (QA pass 50, a code host): "¿De qué trata este proyecto?" was answered with the page's opening under
    "In short, the page says:", in English, where "¿Qué hace este proyecto?" got Spanish words: "de" and "este" are
    Portuguese too, and three Spanish words to two Portuguese ones said no language. A word only one language has
    ("qué") says it, when no other language has one of its own."""
    answer = ask("¿De qué trata este proyecto?", _REPO,
                 title="ana/tinyq: A persistent job queue for Python backed by SQLite", url="http://127.0.0.1:8791/code/")
    assert answer.startswith("En resumen, la página dice:\n\n> tinyq is a persistent job queue"), answer
    assert answer.endswith("(Motor sin conexión: citado de esta página; no hay ningún modelo de lenguaje conectado.)")


# ag-grid's 1,000 customers as the widget reads the grid (QA pass 51, Chromium: role=grid read as a table, and the
# virtual grid's aria-rowcount as the line after it), trimmed to four of its 22 rows.
_GRID = """# Customers

[¶1] All customer accounts, with their current balance. Click a column header to sort; type in the box to filter.

Filter

1000 customers

[¶2]
| Customer ID | Name | City | Plan | Joined | Balance (€) |
| --- | --- | --- | --- | --- | --- |
| C-0001 | Bram de Boer | Eindhoven | Pro | 2016-02-02 | 79.20 |
| C-0002 | Chloe de Wit | Almere | Team | 2017-03-03 | 158.40 |
| C-0012 | Milan de Vries | Almere | Free | 2016-01-13 | 950.30 |
| C-0022 | Chloe de Boer | Almere | Team | 2015-11-23 | 742.20 |

(23 of 1001 rows shown)

---

[Page chrome: header, navigation, sidebars, footer]
"""


def test_a_table_that_shows_some_of_its_rows_says_so_in_answers_it_cannot_be_sure_of():
    """A virtual grid draws only the rows on screen. The highest balance of those shown need not be the table's, and
    a customer not shown may be among the other rows: the answer quotes the widget's "(23 of 1001 rows shown)" with
    the row (QA pass 51: "Which station is the busiest?" got the first rows, with no caveat), and for a customer the
    page does not show, that line rather than the page's description ("C-0742"; a one-letter kind of id was no id)."""
    answer = quoted_part(ask("Which customer has the highest balance?", _GRID, title="Customers"))
    assert answer == ["> C-0012 — Name: Milan de Vries; City: Almere; Plan: Free; Joined: 2016-01-13; Balance (€): "
                      "950.30 [¶2]", "> (23 of 1001 rows shown)"]
    assert quoted_part(ask("Who is customer C-0742?", _GRID, title="Customers")) == ["> (23 of 1001 rows shown)"]
    assert "Chloe de Wit" in ask("Who is customer C-0002?", _GRID, title="Customers")
