"""The offline engine on qa62's pages (off72): a Q&A page's "Asked" line and a version asked, a film's credits, a
hotel's discount badge and its house rules. Each page is the content the widget (main at 11a4942) extracted from
qa62's minimal page named by its constant's comment."""

from __future__ import annotations

from offline_helpers import ask

SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"

# min/17-asked-vs-ask-button.html
ASKED = """# [¶1] [How do I merge two dictionaries?](https://qa.example/questions/1)

[Ask Question](https://qa.example/questions/ask)

[¶2] Asked 16 years ago (2008-09-02 07:44)

[¶3] Modified [1 month ago (2024-11-04 12:01:16Z)](https://qa.example/questions/1?lastactivity)

Viewed 3.2m times

[¶4] I want to merge two dictionaries into a new dictionary.
"""


def test_when_a_question_was_asked_is_its_dated_line_not_the_ask_button():
    """qa62 #4: "When was the question asked?" quoted the "[Ask Question]" button, which holds both its words."""
    title = "How do I merge two dictionaries? - Stack Overflow"
    assert ask("When was the question asked?", ASKED, title=title) == (
        "Under “How do I merge two dictionaries?”, the page says:\n\n> Asked 16 years ago (2008-09-02 07:44) [¶2]\n\n"
        f"{SIGNATURE}")
    assert "> Modified [1 month ago" in ask("When was it last modified?", ASKED, title=title)
    # Nor the navigation's "Questions" link with text between (the full page's).
    nav = (ASKED + "\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\n"
           "Navigation: [Home](/) · [Questions](/questions) · COLLECTIVES [Explore Collectives](/collectives)\n")
    assert "Navigation" not in ask("When was the question asked?", nav, title=title)
    # Where no line that holds a figure answers, what holds the question's words still does.
    undated = ASKED.replace(" (2008-09-02 07:44)", "").replace("16 years ago", "long ago")
    assert "Asked long ago [¶2]" in ask("When was the question asked?", undated, title=title)


# min/18-version-number-list-item.html
VERSIONS = """# [¶1] How do I merge two dictionaries?

[¶2] For dictionaries `x` and `y`, their merged dictionary `z` takes values from `y`.

- [¶3] In Python 3.9.0 or greater (released 17 October 2020, [PEP-584](https://peps.python.org/pep-0584/)):
  ```python
  z = x | y
  ```
- [¶4] In Python 3.5 or greater:
  ```python
  z = {**x, **y}
  ```
- [¶5] In Python 2, (or 3.4 or lower) write a function:
  ```python
  def merge_two_dicts(x, y):
      z = x.copy()
      z.update(y)
      return z
  ```
"""


def test_a_version_asked_is_the_item_that_names_it():
    """qa62 #5: "… in Python 3.9?" quoted the Python 2 item (its code holds "merge_two_dicts"), never the 3.9.0 one,
    whose "(released 17 October 2020, …)" reads as a dateline."""
    for question in ("How do I merge two dicts in Python 3.9?", "How do I do it in Python 3.9?"):
        said = ask(question, VERSIONS, title="How do I merge two dictionaries? - Stack Overflow")
        assert said.startswith("Under “How do I merge two dictionaries?”, the page says:\n\n> In Python 3.9.0 or "
                               "greater (released 17 October 2020, [PEP-584](https://peps.python.org/pep-0584/)): "
                               "[¶3]\n\n```python\nz = x | y\n```\n\n"), said
        assert "merge_two_dicts" not in said and "3.5" not in said
    # 3.5 names 3.5, not 3.5's neighbours.
    assert "> In Python 3.5 or greater: [¶4]" in ask("How do I merge them in Python 3.5?", VERSIONS)


# min/07-credit-rows-director.html: IMDb's credit rows as the widget reads them now, a role over its names (the
# Writer row uncited); and as one line each, cited, as a walk that reads a row as "role: names" would give them.
CREDITS = """# Inception

[¶1] A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea.

- [¶2] Director
  - [Christopher Nolan](https://film.example/name/nm0634240/)
- [Writer](https://film.example/fullcredits#writer)
  - [Christopher Nolan](https://film.example/name/nm0634240/)
- [¶3] [Stars](https://film.example/fullcredits#cast)
  - [Leonardo DiCaprio](https://film.example/name/1)
  - [Joseph Gordon-Levitt](https://film.example/name/2)
  - [Elliot Page](https://film.example/name/3)
"""
ROWS = """# Inception

[¶1] A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea.

- [¶2] Director Christopher Nolan
- [¶3] Writer: Christopher Nolan
- [¶4] Stars Leonardo DiCaprio · Joseph Gordon-Levitt · Elliot Page
"""


def test_who_did_a_films_job_is_its_credit():
    """qa62 #9: "Who directed it?" found nothing, "Who is the director?" quoted "Director" alone, and "Who wrote it?"
    asked for the page's byline."""
    for question in ("Who directed it?", "Who is the director?"):
        assert ask(question, CREDITS, title="Inception (2010) - IMDb") == (
            "Under “Inception”, the page says:\n\n> Director [¶2]\n\n"
            f"> [Christopher Nolan](https://film.example/name/nm0634240/) [¶2]\n\n{SIGNATURE}")
    assert ask("Who wrote it?", CREDITS) == (
        "Under “Inception”, the page says:\n\n> [Writer](https://film.example/fullcredits#writer)\n\n"
        f"> [Christopher Nolan](https://film.example/name/nm0634240/)\n\n{SIGNATURE}")
    starred = ask("Who stars in it?", CREDITS)
    assert "> [Stars](https://film.example/fullcredits#cast) [¶3]\n\n> [Leonardo DiCaprio]" in starred
    assert "[Elliot Page](https://film.example/name/3) [¶3]" in starred and "Nolan" not in starred
    # Read as one line a role.
    assert "> Director Christopher Nolan [¶2]\n\n" in ask("Who directed it?", ROWS)
    assert "> Writer: Christopher Nolan [¶3]\n\n" in ask("Who wrote it?", ROWS)
    assert "> Stars Leonardo DiCaprio · Joseph Gordon-Levitt · Elliot Page [¶4]" in ask("Who stars in it?", ROWS)
    # A page that credits no writer still has no byline to give.
    assert ask("Who wrote it?", ROWS.replace("- [¶3] Writer: Christopher Nolan\n", "")).startswith(
        "The page does not say who wrote it")


# min/13-struck-price-twin-after-value.html
DISCOUNT = """# The Harbour Hotel

## Standard Double Room

[¶1] 1 large double bed · 18 m² · City view

[¶2] £357

[¶3] 15% off

[¶4] +£24 taxes and charges
"""


def test_a_discount_is_the_share_a_badge_takes_off():
    """qa62 #15: "How much is the discount?" said the page had almost no readable text (under twenty words, a
    question it does not answer gets that), though a badge says "15% off"."""
    for question in ("How much is the discount?", "Is there a discount?"):
        assert ask(question, DISCOUNT, title="The Harbour Hotel - rooms") == (
            f"Under “Standard Double Room”, the page says:\n\n> 15% off [¶3]\n\n{SIGNATURE}")
    # "15:00" is no share taken off.
    assert "15:00" not in ask("Is there a discount?", DISCOUNT.replace("15% off", "Check-in from 15:00"))


# min/14-policy-name-desc.html: each rule's name beside its text, the name uncited.
RULES = """# The Harbour Hotel

## House rules

[¶1] The Harbour Hotel takes special requests – add in the next step!

Check-in

[¶2] From 15:00 to 23:00
You'll need to let the property know in advance what time you'll arrive.

Check-out

[¶3] Until 11:00

Pets

[¶4] Pets are allowed on request. Charges may apply.
"""


def test_check_in_is_not_check_out():
    """qa62 #16: "What time is check-in?" quoted "Check-out · Until 11:00": "in" and "out" are stopwords."""
    for question in ("What time is check-in?", "When is check-in?"):
        assert ask(question, RULES, title="The Harbour Hotel - house rules") == (
            "Under “House rules”, the page says:\n\n> Check-in\n\n> From 15:00 to 23:00 You'll need to let the "
            f"property know in advance what time you'll arrive. [¶2]\n\n{SIGNATURE}")
    assert "> Check-out\n\n> Until 11:00 [¶3]" in ask("What time is check-out?", RULES)
    assert "Pets are allowed on request. [¶4]" in ask("Are pets allowed?", RULES)
    # Each rule's name and text as one cited line.
    joined = RULES.replace("Check-in\n\n[¶2] ", "[¶2] Check-in: ").replace("Check-out\n\n[¶3] ", "[¶3] Check-out: ")
    assert "> Check-in: From 15:00 to 23:00" in ask("What time is check-in?", joined)


# min/09-film-facts-genre-certificate-rating.html: the genre chips and the certificate uncited, as the widget reads them
# now (a walk that cites chips would give them a [¶]).
FACTS = """# Inception

- [2010](https://film.example/releaseinfo)
- [PG-13](https://film.example/parentalguide/certificates)
- [¶1] 2h 28m

IMDb RATING

[8.8/10](https://film.example/ratings)

2.5M

[Action](https://film.example/search/title?genres=action) [Sci-Fi](https://film.example/search/title?genres=sci-fi) \
[Thriller](https://film.example/search/title?genres=thriller)

[¶2] A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea into \
the mind of a C.E.O.
"""
GENRES = ("[Action](https://film.example/search/title?genres=action) [Sci-Fi](https://film.example/search/title?genres="
          "sci-fi) [Thriller](https://film.example/search/title?genres=thriller)")


def test_a_films_genres_and_certificate():
    """qa62 #11: "What genre is it?" found nothing (the chips say no "genre"), "What is it rated?" quoted 8.8/10."""
    for content, cited in ((FACTS, ""), (FACTS.replace("\n[Action]", "\n[¶3] [Action]"), " [¶3]")):
        assert ask("What genre is it?", content, title="Inception (2010) - IMDb") == (
            f"Under “Inception”, the page says:\n\n> {GENRES}{cited}\n\n{SIGNATURE}")
    for question in ("What is it rated?", "What is the age rating?"):
        assert ask(question, FACTS) == (
            f"Under “Inception”, the page says:\n\n> [PG-13](https://film.example/parentalguide/certificates)\n\n"
            f"{SIGNATURE}")
    # Links to a search by something else are no genres.
    assert GENRES not in ask("What genre is it?", FACTS.replace("genres=", "keywords="))


# min/20-block-examples-sense-b-etymology.html: M-W's examples as blocks of their own.
ENTRY = """# serendipity

## noun

## [¶1] Definition of serendipity

[¶2] **1** **a** **:** the faculty or phenomenon of finding valuable or agreeable things not sought for

[¶3] A lucky *serendipity* led her to the cure.

[¶4] **b** **:** an instance of this; a fortunate accident

[¶5] Meeting her there was pure *serendipity*.

[¶6] **2** *informal, chiefly British* **:** a happy coincidence that a person takes credit for

[¶7] He called his promotion *serendipity*, but we knew better.

## Did you know?

[¶8] Serendipity is not an old word. It was coined by Horace Walpole in a 1754 letter, after the Persian fairy tale \
*The Three Princes of Serendip*, whose heroes were always making discoveries by accident.

## Etymology

[¶9] from its possession by the heroes of the Persian fairy tale *The Three Princes of Serendip*

## First Known Use

[¶10] 1754, in the meaning defined at sense 1a
"""


def test_a_dictionary_entrys_senses_and_etymology():
    """qa62 #19: "What does serendipity mean?" left out senses 1b and 2 (each example, a block of its own, outranked
    them); "Where does the word come from?" quoted the "Did you know?" box's "Serendipity is not an old word.\""""
    for question in ("What does serendipity mean?", "What is the meaning of serendipity?"):
        assert ask(question, ENTRY, title="Serendipity Definition & Meaning") == (
            "Under “Definition of serendipity”, the page says:\n\n> 1 a : the faculty or phenomenon of finding "
            "valuable or agreeable things not sought for [¶2]\n\n"
            "> b : an instance of this; a fortunate accident [¶4]\n\n"
            "> 2 informal, chiefly British : a happy coincidence that a person takes credit for [¶6]\n\n"
            f"{SIGNATURE}")
    # Another word's meaning is not this entry's.
    assert "[¶4]" not in ask("What does luck mean?", ENTRY, title="Serendipity Definition & Meaning")
    for question in ("Where does the word come from?", "What is the etymology?", "What is the origin of the word?"):
        assert ask(question, ENTRY, title="Serendipity Definition & Meaning") == (
            "Under “Etymology”, the page says:\n\n> from its possession by the heroes of the Persian fairy tale The "
            f"Three Princes of Serendip [¶9]\n\n{SIGNATURE}")
    # A hatnote in the section ("See also: …") is no origin.
    noted = ENTRY.replace("## Etymology\n\n", "## Etymology\n\n[¶11] See also: [Serendip](https://dict.example/Serendip)\n\n")
    assert "See also" not in ask("Where does the word come from?", noted)
    # A page with no such section: its best passages, as before.
    assert "Serendipity is not an old word." in ask("Where does the word come from?",
                                                    ENTRY.replace("## Etymology", "## Notes"))


# min/06-pronunciation-unlabelled.html: the sounds' label is a screen reader's ("Pronunciation"), not read.
SOUNDS = """# serendipity

## [noun](https://dict.example/noun)

[¶1] ser·\u200ben·\u200bdip·\u200bi·\u200bty ˌser-ən-ˈdi-pə-tē

## [¶2] Definition of serendipity

[¶3] **1** **a** **:** the faculty or phenomenon of finding valuable or agreeable things not sought for *A lucky \
serendipity led her to the cure.*
"""


def test_how_a_word_is_said_is_the_line_of_its_sounds():
    """qa62 #8: "How do you pronounce serendipity?" quoted the senses; "What is the pronunciation?" found nothing."""
    for question in ("How do you pronounce it?", "How do you pronounce serendipity?", "What is the pronunciation?"):
        assert ask(question, SOUNDS, title="Serendipity Definition & Meaning") == (
            f"Under “noun”, the page says:\n\n> ser·\u200ben·\u200bdip·\u200bi·\u200bty ˌser-ən-ˈdi-pə-tē [¶1]\n\n"
            f"{SIGNATURE}")
    assert "ˌser" not in ask("What does serendipity mean?", SOUNDS)
