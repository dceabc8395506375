"""The offline engine on what qa59's pages left unanswered after off63 (off64): a day asked in full where the
selected tab names it short. Each page is the content the widget (main at 9b2613b) extracted from qa59's full or
minimal page (/tmp/mb/qa59/sites/), cut to what the question needs."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from test_offline_languages import ARABIC
from test_offline_off61 import PAPER
from test_offline_qa59 import SHOP
from test_offline_qa59_pages import LEAGUE  # min/09-league-table-row.html

# schedule.html: the day's tabs over the selected day's sessions, each a heading over its time line.
SCHEDULE = """# Schedule

[¶2] PyCoast 2027 takes place at the Lisbon Congress Centre. All times are shown in the event's time zone unless you \
switch below.

Tabs: Thu 11 Mar (selected) · Fri 12 Mar

[¶3] Event time (Europe/Lisbon, WET) (selected) My time zone

Auditorium

Room B

### [¶4] [Opening keynote: Python at sea level](https://example.org/talk/opening)

[¶5] 09:00 · Auditorium, Room B

- [¶6] Ana Ferreira

All levels

### [¶7] [Gradual typing in a 2-million-line codebase](https://example.org/talk/typing)

[¶8] 10:00 · Auditorium

- [¶9] Li Wei

[¶10] 12:00 · Auditorium, Room B: Lunch break (Foyer, level 0)

### [¶11] [Writing Python extensions in Rust with PyO3](https://example.org/talk/rust)

[¶12] 13:30 · Auditorium

- [¶13] Jonas Berg
"""


def test_a_day_asked_in_full_is_the_selected_tab_that_names_it_short_and_its_sessions():
    """qa59 #8: "What is on Thursday?" under "Tabs: Thu 11 Mar (selected)" found nothing."""
    for question in ("What is on Thursday?", "What talks are there on Thursday?"):
        quoted = quoted_part(ask(question, SCHEDULE, title="Schedule - PyCoast 2027"))
        assert quoted == ["> Tabs: Thu 11 Mar (selected) · Fri 12 Mar", "> 09:00 · Auditorium, Room B [¶5]",
                          "> 10:00 · Auditorium [¶8]",
                          "> 12:00 · Auditorium, Room B: Lunch break (Foyer, level 0) [¶10]",
                          "> 13:30 · Auditorium [¶12]"], (question, quoted)
    assert "Fri 12 Mar" in ask("What is on Friday?", SCHEDULE, title="Schedule")  # the tab not selected, as before
    assert not quoted_part(ask("What is on Saturday?", SCHEDULE, title="Schedule"))


def test_a_day_asked_in_full_is_the_heading_that_names_it_short():
    page = SCHEDULE.replace("Tabs: Thu 11 Mar (selected) · Fri 12 Mar\n\n", "").replace(
        "### [¶11]", "## Fri 12 Mar\n\n### [¶11]").replace("[¶3] Event time", "## Thu 11 Mar\n\n[¶3] Event time")
    quoted = quoted_part(ask("What is on Friday?", page, title="Schedule"))
    assert quoted == ["> 13:30 · Auditorium [¶12]"], quoted


# job.html: the posting's list under "What we're looking for".
POSTING = """# Senior Platform Engineer

Remote — United States

## About the role

[¶2] You will join the Platform team, which owns our Kubernetes clusters and CI pipelines.

### **What we're looking for**

- [¶3] 6+ years of experience in infrastructure or platform engineering.
- [¶4] Deep experience with Terraform and Kubernetes in production.
"""


def test_what_are_you_looking_for_asks_the_posting_where_a_heading_says_what_it_looks_for():
    """qa59 job.html: "What are you looking for?" was read as a question about the assistant."""
    answer = ask("What are you looking for?", POSTING, title="Senior Platform Engineer")
    assert answer.startswith("Under “What we're looking for”"), answer
    assert quoted_part(answer) == ["> 6+ years of experience in infrastructure or platform engineering. [¶3]",
                                   "> Deep experience with Terraform and Kubernetes in production. [¶4]"], answer
    page = POSTING.replace("What we're looking for", "Requirements")
    assert "I answer by finding" in ask("What are you looking for?", page, title="Senior Platform Engineer")
    assert "I answer by finding" in ask("What are you?", POSTING, title="Senior Platform Engineer")




def test_an_amount_asked_of_a_tables_row_is_the_row_alone():
    """qa59 #9: "How many points do Chelsea have?" quoted the intro line that names Chelsea before the row."""
    assert quoted_part(ask("How many points do Chelsea have?", LEAGUE, title="Arsenal 2–1 Chelsea")) == [
        "> 3 — Team: Chelsea; P: 14; W: 8; D: 3; L: 3; GD (Goal difference): +11; Pts (Points): 27; Form: LWWDW [¶2]"]
    # Not asked for an amount, the intro line says it as well as the row.
    assert quoted_part(ask("Where did Chelsea play?", LEAGUE, title="Arsenal 2–1 Chelsea"))[0] == (
        "> Arsenal beat Chelsea 2–1 at the Emirates Stadium on Saturday evening. [¶1]")


def test_a_count_asked_in_french_of_an_english_shop_counts_as_the_english_question():
    """qa57/58's listing: "Combien de chaussures Hoka y a-t-il ?" counted nothing, "chaussures" read as a name no card
    holds."""
    english = quoted_part(ask("How many Hoka shoes are there?", SHOP, title="Running Shoes"))
    assert english == ["> Hoka Clifton 9 [¶2]", "> Hoka Bondi 8 [¶4]", "> Hoka Mach 6 [¶6]"], english
    for question in ("Combien de chaussures Hoka y a-t-il ?", "Wie viele Hoka-Schuhe gibt es?",
                     "¿Cuántas zapatillas Hoka hay?"):
        answer = ask(question, SHOP, title="Running Shoes")
        assert quoted_part(answer) == english, (question, answer)
        assert "(3)" in answer.splitlines()[0], answer
    # A brand no card holds is still counted as none, in French as in English.
    assert not quoted_part(ask("Combien de chaussures Nike y a-t-il ?", SHOP, title="Running Shoes"))


def test_what_the_page_says_asked_in_german_or_spanish_of_an_arabic_page_is_found_as_in_english():
    """"Was sagt die Seite über 5.25%?" on the Arabic page found nothing: "sagt", "die" and "Seite" were looked for,
    though the English form ("What does the page say about 5.25%?") finds the rate."""
    title = "البنك المركزي يرفع سعر الفائدة — صحيفة الأفق"
    english = quoted_part(ask("What does the page say about 5.25%?", ARABIC, title=title, lang="ar"))
    assert english and "5.25%" in english[0], english
    for question, frame in (("Was sagt die Seite über 5.25%?", "Unter „"),
                            ("Was steht im Artikel zu 5.25%?", "Unter „"),
                            ("¿Qué dice la página sobre el 5.25%?", "En «"),
                            ("O que diz a página sobre 5.25%?", "Em “"),
                            ("Cosa dice la pagina sul 5.25%?", "Sotto «")):
        answer = ask(question, ARABIC, title=title, lang="ar")
        assert answer.startswith(frame) and quoted_part(answer) == english, (question, answer)
    # What is asked about is still looked for: the page does not name a finance minister in German.
    assert not quoted_part(ask("Was sagt die Seite über den Finanzminister?", ARABIC, title=title, lang="ar"))


def test_two_rows_of_a_table_compared_are_cited_once_after_the_last():
    """engines/rows.py: "How much memory does SRA use compared to dense attention?" quoted both rows under the caption,
    each cited [¶4], the table's label, as though two passages said it."""
    answer = ask("How much memory does SRA use compared to dense attention?", PAPER, title="Sparse Routing Attention")
    quoted = quoted_part(answer)
    assert quoted[-3:] == ["> Table 1: Perplexity (lower is better) and peak memory on three benchmarks. [¶3]",
                           "> Dense — PG-19: 11.2; arXiv-Math: 4.9; Memory (GB): 61.0",
                           "> SRA (ours) — PG-19: 11.6; arXiv-Math: 5.1; Memory (GB): 37.8 [¶4]"], answer
    assert answer.count("[¶4]") == 1, answer
    # One row asked for is cited as before.
    assert "BigBird — PG-19: 12.6; arXiv-Math: 5.8; Memory (GB): 40.2 [¶4]" in ask(
        "How much memory does BigBird use?", PAPER, title="Sparse Routing Attention")


def test_a_row_under_its_tables_caption_apart_from_it_is_cited_once():
    """min/09: "Where are Arsenal in the table?" cited the caption [¶2] and the row under it [¶2]."""
    quoted = quoted_part(ask("Where are Arsenal in the table?", LEAGUE, title="Arsenal 2–1 Chelsea"))
    assert quoted == ["> Table: Premier League table, live",
                      "> 2 — Team: Arsenal; P: 14; W: 9; D: 4; L: 1; GD (Goal difference): +16; Pts (Points): 31; "
                      "Form: WDWWL [¶2]"], quoted
