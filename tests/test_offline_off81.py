"""The offline engine's leftovers of stop 63 (note63, "Noticed, left alone"): a film's release date, a car's price asked
without "the", a package's latest version, a heading's reach and a short heading quoted alone, a terms page's
governing law."""

from __future__ import annotations

from offline_helpers import PLAIN, TERMS, ask, headings, quoted_part
from qa63_pages import CAR as CARD
from reverserag.engines.outline import Outline
from reverserag.passages import split_passages

# qa62's film page (sites/film.html) as main's walk reads it, cut short: IMDb's facts line first, its Details list
# at the end.
FILM = """# Inception

[¶1] [2010](https://film.example/releaseinfo) · [PG-13](https://film.example/parentalguide/certificates) · 2h 28m

[¶2] IMDb RATING: [8.8/10 2.5M](https://film.example/ratings)

[¶3] A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea into \
the mind of a C.E.O.

### User reviews 4.8K

[¶4] Nolan builds a maze out of dreams and somehow keeps every layer clear.

[¶5] [tomasz-k](https://film.example/user/ur1) · Jul 16, 2010

### Details

- [¶6] Release date [July 16, 2010 (United States)](https://film.example/releaseinfo)
- [¶7] Countries of origin [United States](https://film.example/search?country=us)
"""
RELEASED = "> Release date [July 16, 2010 (United States)](https://film.example/releaseinfo) [¶6]"


def test_a_line_labelled_with_what_is_asked_dates_it():
    """"When was it released?" on the film quoted its first line, "2010 · PG-13 · 2h 28m", as a byline (note63): a line
    whose label names what is asked ("Release date …"), with a year, answers first. Without one the byline still
    does; a classified date still leads; "published" is no release."""
    for question in ("When was it released?", "When did it come out?", "What year did it come out?"):
        assert quoted_part(ask(question, FILM, title="Inception (2010) - IMDb")) == [RELEASED], question
    unlabelled = FILM.replace("Release date [", "Premiere [")
    assert "[¶1]" in ask("When was it released?", unlabelled, title="Inception (2010) - IMDb")
    assert "¶6" not in ask("When was it released?", FILM, classification={"publishDate": "2010-07-16"})
    book = "# Dune\n\n[¶1] By Frank Herbert · Chilton Books · 1965\n\n## About\n\n- [¶2] First published: 1 August 1965"
    assert quoted_part(ask("When was it first published?", book)) == ["> First published: 1 August 1965 [¶2]"]
    assert quoted_part(ask("When was it released?", book))[0].startswith("> By Frank Herbert")


# qa63's car listing (sites/car.html) as main's walk reads it, cut short: the specification's label over its value, the
# similar cars' prices, then the car's own in the side column.
CAR = CARD.replace("## Description", """## Specification

### Economy

[¶90] Fuel consumption (combined)

: [¶91] 53.3 mpg

Annual tax

: [¶92] £190

## Description""") + "\n## Price and seller\n\n[¶93] £14,995\n\n[¶94] £250 below market About our price indicator\n"


def test_it_is_priced_by_its_own_price_not_a_labelled_value():
    """"How much is it?" (no "the …") quoted "Annual tax £190", the first price on the page (note63): a value under a
    label that names no price is no answer to a price asked of nothing else; the page's own price is. A label that
    names a price is one."""
    for question in ("How much is it?", "How much does it cost?", "What does it cost?", "How much is the car?"):
        assert quoted_part(ask(question, CAR)) == ["> £14,995 [¶93]"], question
    assert "£190" in ask("How much is the annual tax?", CAR)
    listed = "# Kettle\n\n[¶1] A blue kettle.\n\nDelivery\n\n: [¶2] £4.95\n\nPrice\n\n: [¶3] £49.00\n"
    assert quoted_part(ask("How much is it?", listed)) == ["> £49.00 [¶3]"]


# qa63's health page (sites/health.html) as main's walk reads it, cut short: NHS's two care cards, each a heading that
# ends in a colon over its list, then a closed <details> (its summary a bold line) and the page's review date, all in
# the section "When to get medical help".
HEALTH = """# Chickenpox

[¶1] Chickenpox is common and mostly affects children, although you can get it at any age.

## [¶2] When to get medical help

### [¶3] Urgent advice: Ask for an urgent GP appointment or get help from NHS 111 if:

- [¶4] you're an adult and have chickenpox
- [¶5] the skin around the blisters is red, hot or painful (signs of infection)

[¶6] You can call 111 or [get help from 111 online](https://111.nhs.uk/).

### Immediate action required: Call 999 if:

- [¶7] your child has a rash that does not fade when you press a glass against it
- [¶8] you or your child have difficulty breathing or are breathing very fast

[¶9] **How to do the glass test**

[¶10] Press the side of a clear glass firmly against the skin. If you can still see the rash through the glass, get \
medical help immediately.

[¶11] Page last reviewed: 12 May 2025
Next review due: 12 May 2028

## Related conditions

- [¶12] [Shingles](https://nhs.example/conditions/shingles/)
"""
CALL_999 = ["> your child has a rash that does not fade when you press a glass against it [¶7]",
            "> you or your child have difficulty breathing or are breathing very fast [¶8]"]


def test_a_heading_that_ends_in_a_colon_reaches_over_its_list():
    """The glass test was "Under 'Immediate action required: Call 999 if:'", and "When should I call 999?" quoted it and
    the page's review date with the card's list (note63): a heading that ends in a colon introduces its list; a title in
    bold (a closed <details>' summary) or a dateline after the list is set apart from it, and is in the section the
    heading sits in, until the next heading. A sentence after the list goes on from it ("You can call 111 …")."""
    found = headings(HEALTH)
    assert found[9] == found[10] == found[11] == {"When to get medical help"}, found
    assert found[6] == {"Urgent advice: Ask for an urgent GP appointment or get help from NHS 111 if:"}, found
    assert found[12] == {"Related conditions"}
    # ... and the sections around the cards are still read (a passage back in one was read as out of order: none were).
    chains = {p.label: Outline(HEALTH).chains[p.index] for p in split_passages(HEALTH)}
    assert chains[7] == ("When to get medical help", "Immediate action required: Call 999 if:")
    assert chains[10] == ("When to get medical help",), chains
    assert ask("What is the glass test?", HEALTH).startswith("Under “When to get medical help”")
    assert quoted_part(ask("When should I call 999?", HEALTH)) == CALL_999
    assert "[¶11]" in ask("When was this page last reviewed?", HEALTH)
    # Under a heading with no colon, or before the list, a bold title is of the heading.
    for content in (HEALTH.replace("Call 999 if:", "Call 999"), HEALTH.replace("[¶9] **How", "[¶9] How")):
        assert headings(content)[10] != {"When to get medical help"}
    opening = "# Care\n\n## Help\n\n### Call 999 if:\n\n[¶1] **Before you call**\n\n- [¶2] you have a fit\n"
    assert headings(opening)[1] == {"Call 999 if:"}


def test_the_governing_law_is_the_clause_named_so():
    """"What is the governing law?" also quoted "These terms govern your use of the Streamly service." (note63): where
    the page names a part with the words asked (a clause's title, "Governing law.", or a heading), what holds only
    some of them ("govern") is no answer."""
    governing = ["> Governing law. These terms are governed by the laws of England and Wales, and its courts have "
                 "exclusive jurisdiction. [¶8]"]
    for content in (TERMS, PLAIN):
        for question in ("What is the governing law?", "Which law governs these terms?"):
            assert quoted_part(ask(question, content)) == governing, question
    # With no part so named, a sentence that holds a word of the question still answers.
    untitled = PLAIN.replace("Governing law. ", "")
    assert "[¶2]" in ask("What is the governing law?", untitled)


# A paper's numbered sections (a lone "## 1. …" then "## Methods") and a terms page whose clauses follow a section of
# its own ("## About these terms" over "### Changes").
PAPER = """# Tides and the moon

## 1. Introduction

[¶1] We study how tides follow the moon.

1. [¶2] First, the data from 3,100 stations.

2. [¶3] Second, a model of the lunar cycle.

## Methods

[¶4] We measured every station hourly.
"""
CLAUSES = TERMS.replace("## 1. Your account", "## About these terms\n\n### Changes\n\n[¶10] We may change these "
                        "terms with 30 days' notice by email.\n\n## 1. Your account")


def test_clauses_are_a_run_of_numbered_headings():
    """off79's clauses started at any heading "1.": a paper's lone "## 1. Introduction" was one, and its list's item
    "2." after a blank line ended the section (review, note63). A run of numbered headings, "1." then "2." of the same
    rank, are clauses; what follows their list is under the heading they sit in, not the one before the first."""
    assert headings(PAPER)[3] == {"1. Introduction"}
    found = headings(CLAUSES)
    assert found[10] == {"Changes"} and found[7] == {"2. Cancellation and refunds"}, found
    assert found[8] == found[9] == {"Terms of Service"}, found
    assert Outline(CLAUSES).chains[[p.label for p in split_passages(CLAUSES)].index(9)] == ("Terms of Service",)
