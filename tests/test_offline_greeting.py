"""The offline engine's greeting: how it opens, what it leaves out, and what it says of a page with
little to say."""

from __future__ import annotations

import pytest

from offline_helpers import CONTENT, DOCS, ask, locked_messages, run
from test_passages import CARDS


def test_the_greeting_is_three_paragraphs_drawn_from_the_page():
    text, finish = run(locked_messages(), task="greeting")
    paragraphs = text.split("\n\n")
    assert len(paragraphs) == 3
    assert "“Rust ownership”" in paragraphs[0]
    assert "Every value in Rust has a single owner." in paragraphs[0]
    assert "Borrowing" in paragraphs[1] and "Lifetimes" in paragraphs[1]
    assert "offline engine" in paragraphs[2] and "no language model is connected" in paragraphs[2]
    assert finish.finish_reason == "stop" and finish.usage["completion_tokens"] > 0


def test_an_empty_page_gets_a_greeting_that_says_so():
    text, _ = run(locked_messages(content="Loading…"), task="greeting")
    assert "almost no readable text" in text and len(text.split("\n\n")) == 3


def test_the_greeting_focuses_on_a_selection():
    messages = locked_messages(selection="A mutable reference is exclusive")
    text, _ = run(messages, task="greeting")
    assert "You selected: “A mutable reference is exclusive”" in text
    assert "(under “Borrowing”)" in text


def test_the_greeting_leaves_out_the_chrome_and_the_title_heading():
    text, _ = run(locked_messages(DOCS, title="Tidepool client: quickstart · Docs"), task="greeting")
    first, second, _ = text.split("\n\n")
    assert "Navigation" not in text and "Footer" not in text
    assert "It covers “Install”, “Authenticate”, “Options” and “Next steps”." in second
    # What stands out is a whole thought, not a sentence that introduces a block left out.
    assert not any(sentence.endswith(":") for sentence in second.split("What stands out: ")[-1].split(" [¶"))


def test_the_greeting_skips_the_headline_the_title_repeats_and_chrome_headings():
    content = ("Minecraft exploit makes it easy to crash game servers\n\nDan Goodin - Apr 16, 2015 8:02 pm UTC\n\n"
               "A programmer has released code that crashes servers hosting the game, after the studio left a "
               "two-year-old bug unfixed.\n\n## The bug\n\nThe flaw lies in how the server reads packets of "
               "chunk data from clients.\n\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\n"
               "## Reader comments\n\nShare this story with your friends and family today.")
    title = "Minecraft exploit makes it easy to crash game servers | Ars Technica"
    text = run(locked_messages(content, title=title), task="greeting")[0]
    first, second, _ = text.split("\n\n")
    # named by its headline: the site's name the title adds is left out
    assert first.startswith("Hello! This is “Minecraft exploit makes it easy to crash game servers”. It "
                            "opens: A programmer has released code")
    assert "Reader comments" not in text and "It covers “The bug”." in second


def test_the_lead_is_prose_not_an_infobox_row():
    content = ("| Fact | Detail |\n| --- | --- |\n| Website | mozilla.org |\n"
               "| Founded | 1998 by Netscape as an open source browser project |\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text and "Netscape" not in text


def test_the_greeting_opens_with_the_story_not_the_photo_caption():
    content = ("![](https://example.org/owner.jpg)\n\nA crab guarding its shell at low tide on Monday. "
               "Photograph: Jane Doe/Reuters\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text and "crab" not in text


def test_the_greeting_skips_hatnotes_and_sponsors_lines():
    content = ("See also: Ownership in C++ and Borrowing in Swift\n\n"
               "This series is supported by the Example Foundation.\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text


def test_the_greeting_skips_skip_links_players_and_what_names_a_video():
    content = ("[Jump to navigation](#mw-head) [Jump to search](#p-search)\n\n"
               "[video](https://example.org/priest.mp4)\n\nThe priest saving the gang members of Los Angeles\n\n"
               "Your video will play in 00:25\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text


def test_a_page_of_nothing_but_a_table_opens_with_its_rows():
    content = ("## Plans\n\n| Plan | Price | Seats |\n| --- | --- | --- |\n"
               "| Basic | 10 euros a month for the whole team | 5 seats included |\n"
               "| Pro | 20 euros a month for the whole team | 20 seats included |\n")
    first = run(locked_messages(content), task="greeting")[0].split("\n\n")[0]
    assert first.endswith("It opens: Basic — Price: 10 euros a month for the whole team; Seats: 5 seats included "
                          "Pro — Price: 20 euros a month for the whole team; Seats: 20 seats included")


def test_the_greeting_opens_with_sentences_not_a_subtitle_a_hatnote_or_a_repeat():
    story = ("Every value in Rust has a single owner.\n\nWhen the owner goes out of scope, the value is dropped.\n\n"
             + CONTENT.split("\n", 3)[3])
    for before in ("For ownership in C++, see smart pointers.",  # a hatnote
                   "Ownership in Rust without a garbage collector",  # a subtitle
                   "Every value in Rust has a single owner."):  # a caption repeating the first sentence
        first = run(locked_messages(before + "\n\n" + story), task="greeting")[0].split("\n\n")[0]
        assert first.endswith("It opens: Every value in Rust has a single owner. When the owner goes out of scope, "
                              "the value is dropped."), before


def test_the_greeting_opens_with_the_story_not_the_authors_note_or_related_cards_before_it():
    story = ("[¶8] I still remember using the iPhone 4 for the first time in 2010. That was when Apple shipped "
             "its first Retina display.\n\n## Ownership\n\nEvery value in Rust has a single owner.\n")
    for before in ("[¶3] By [Alex Heath](https://example.org/a), a deputy editor. He has covered the tech industry "
                   "for over a decade at The Information.",
                   "Sur le même sujet\n\n- [¶9] Reportage\n  [Reportage A Katmandou, exode sous pression sous la "
                   "pluie](https://example.org/r)\n  Par Sébastien Farcis"):
        first = run(locked_messages(before + "\n\n" + story), task="greeting")[0].split("\n\n")[0]
        assert first.endswith("It opens: I still remember using the iPhone 4 for the first time in 2010. "
                              "That was when Apple shipped its first Retina display. [¶8]"), before
    # A page of nothing but lists opens with its items.
    first = run(locked_messages("- [¶2] Wipe the mirror of the kettle weekly with a soft cloth.\n"
                                "- [¶3] Store the kettle dry and indoors in winter, away from frost and from the "
                                "salt air by the sea.\n"), task="greeting")[0]
    assert "It opens: Wipe the mirror of the kettle weekly with a soft cloth. [¶2] Store" in first


def test_the_greeting_opens_with_a_long_paragraphs_short_first_sentence_and_says_enough():
    content = ("# Tracking\n\n[¶10] I don't use Facebook. I'm a geek. I have used email since the early 1990s and "
               "run accounts on hundreds of services.\n\nShare\n\n[¶11] Facebook still keeps a profile of me, built "
               "from what my friends upload and from the Like buttons on other sites.\n")
    first = run(locked_messages(content, title="Tracking"), task="greeting")[0].split("\n\n")[0]
    assert first.endswith("It opens: I don't use Facebook. I'm a geek. I have used email since the early 1990s and "
                          "run accounts on hundreds of services. [¶10]"), first


def test_a_front_page_of_cards_opens_with_a_story_and_names_no_author_from_a_card():
    """nytimes-5 opened "Photo Credit Una infección de ómicron, en gráficos Seguimos el curso …": a card's
    picture label, credit, headline and summary run together. A card's byline is its story's."""
    cards = CARDS.replace("2. [¶5] A list item that is no card.\n   It runs on to a second line.\n", "")
    text = run(locked_messages(cards, title="The Times in Spanish", classification={}), task="greeting")[0]
    assert text.split("\n\n")[0] == ("Hello! This is “The Times in Spanish”. It opens: From the bid to the "
                                      "pandemic, China has kept its promises and cowed its critics. [¶4]"), text
    answer = ask("Who wrote this?", cards, title="The Times in Spanish", classification={})
    assert answer.startswith("The page does not say who wrote it"), answer


@pytest.mark.parametrize(("title", "named"), [
    ("Obama admits US gun laws are his 'biggest frustration' - BBC News",
     "Obama admits US gun laws are his 'biggest frustration'"),
    ("Inside the Deep Web Drug Lab — Backchannel — Medium", "Inside the Deep Web Drug Lab"),
    ("Mozilla - Wikipedia", "Mozilla"),  # a heading says "Mozilla"
    ("Friday Facts #282 - 0.17 in sight | Factorio", "Friday Facts #282 - 0.17 in sight"),  # and this one
    ("Google - Site Reliability Engineering", "Google - Site Reliability Engineering"),  # "Google" says less
    ("How to Build a Terrarium (with Pictures) | eHow", "How to Build a Terrarium (with Pictures)"),
    ("Spider-Man: Across the Spider-Verse", "Spider-Man: Across the Spider-Verse"),  # no join
    ("新竹尖石_美樹營地賞楓 (2) @ 史蒂文的家_藍天 :: 痞客邦 PIXNET ::", "新竹尖石_美樹營地賞楓 (2) @ 史蒂文的家_藍天"),
])
def test_the_greeting_names_the_page_by_its_headline_not_the_sites_name(title, named):
    """57 of the corpus's 130 greetings quoted the title with the site's name or a section after it
    ("… - BBC News", "… | eHow"); the system message keeps the whole title."""
    content = ("# Mozilla\n\nMozilla makes the Firefox browser.\n\n# Friday Facts #282 - 0.17 in sight\n\n"
               "The next release is close.\n\n" + CONTENT)
    messages = locked_messages(content, title=title)
    assert title in messages[0]["content"]
    first = run(messages, task="greeting")[0].split("\n\n")[0]
    assert first.startswith(f"Hello! This is “{named}”."), first


def test_a_page_with_nothing_that_stands_out_is_said_to_be_short_or_made_of_lists():
    """wikipedia-4 (4,417 words, a table and lists of films) was greeted as "a short page with a single section"."""
    short = "Every value in Rust has a single owner. When the owner goes out of scope, the value is dropped at once."
    assert run(locked_messages(short, title="Rust"), task="greeting")[0].split("\n\n")[1] == (
        "It is a short page with a single section.")
    films = "# Films\n\n" + "\n".join(f"- Film number {i} ({1950 + i})" for i in range(30))
    assert run(locked_messages(films, title="Films"), task="greeting")[0].split("\n\n")[1] == (
        "Most of it is lists and tables.")


# QA54 #3: a reveal.js slide, a dashboard's header: a page of under twenty words whose one sentence says it.
SLIDE = "## Removing stale flags\n\n[¶1] We delete about 30 stale flags each quarter with a linter."


def test_a_page_of_a_few_words_quotes_the_sentence_that_answers():
    """Regression: under twenty words, every question got "almost no readable text", the answer on the page or not."""
    answer = ask("How many stale flags are removed?", SLIDE, title="Flag hygiene")
    assert "> We delete about 30 stale flags each quarter with a linter. [¶1]" in answer
    # A slide's sentence is text: a question it does not answer is not told the page has none (qa65 #9).
    assert "I could not find that" in ask("What is the weather like?", SLIDE, title="Flag hygiene")


def test_a_page_of_a_few_words_is_greeted_with_what_it_says():
    """Regression: its greeting said it had almost no text, "little here for me to work from", of a slide whose
    sentence it then quoted; a page with no sentence ("Loading…") is still greeted so."""
    text, _ = run(locked_messages(SLIDE, title="Flag hygiene"), task="greeting")
    assert "almost no readable text" not in text
    assert "It opens: We delete about 30 stale flags each quarter with a linter." in text


def test_a_page_of_a_few_words_and_no_sentence_is_not_summed_up_with_nothing():
    """Regression: once a page of a few words was answered, "What is javascript?" on a page titled so that says only
    "abc", "def", "ghi" (the corpus's js-link-replacement) asked what the page is about and got "In short, the page
    says:" and nothing under it."""
    answer = ask("What is javascript?", "abc\n\ndef\n\nghi", title="JavaScript link replacement")
    assert "In short" not in answer and "almost no readable text" in answer
