"""Which passage of the page the offline engine answers a question with, and what it says when the
page holds no answer."""

from __future__ import annotations

from offline_helpers import CONTENT, ask, ask_article, ask_docs, ask_ferry, ask_sre, locked_messages, quoted_part, run
from reverserag.engines.quoting import SIGNATURE


def test_answers_quote_the_best_passage_with_its_heading():
    answer = ask("Can I have two mutable references at once?")
    assert answer.startswith("Under “Borrowing”, the page says:")
    assert "> A mutable reference is exclusive: while it lives, no other reference" in answer
    assert answer.endswith(SIGNATURE)


def test_it_says_when_the_page_does_not_contain_the_answer():
    answer = ask("What is the boiling point of mercury?")
    assert answer.startswith("I could not find that on this page.")
    assert "Borrowing" in answer  # and points at what the page does cover
    assert "It covers “Borrowing” and “Lifetimes”." in answer  # not the heading that repeats the title


def test_a_light_verb_alone_does_not_answer_a_question_about_something_else():
    """"Can I take my bike?" is about a bike: "without taking ownership" does not answer it (the
    corpus sweep found 49 of 130 pages quoting such a sentence); the same verb with what the page
    does discuss still finds it."""
    assert ask("Can I take my bike?").startswith("I could not find that on this page.")
    assert ask("Where can I find a bike?").startswith("I could not find that on this page.")
    assert "taking ownership" in ask("Can I use a value without taking ownership?")


def test_summary_questions_get_the_lead():
    answer = ask("Can you summarize this page?")
    assert "Every value in Rust has a single owner." in answer


def test_the_main_content_answers_before_the_page_chrome():
    answer = ask_docs("What are the rate limits?")
    assert "600 requests per minute per token." in answer
    assert "Navigation:" not in answer and "Footer:" not in answer
    assert answer.startswith("Under “Next steps”, the page says:")


def test_the_chrome_answers_when_the_main_content_cannot():
    answer = ask_docs("Is there a dark mode toggle?")
    assert answer.startswith("The page says:")  # not under the last heading of the main content
    assert "Toggle dark mode" in answer


def test_passages_from_several_sections_say_where_each_comes_from():
    answer = ask_article("What about the sleeper?")
    assert answer.startswith("The page says:\n\nAt the top of the page:\n\n> Ten years ago")
    assert "\nUnder “What a ticket costs”:\n\n> A couchette between Vienna and Hamburg" in answer
    assert "\nUnder “Further reading”:\n\n> The European Sleeper cooperative" in answer


def test_a_question_about_an_amount_is_answered_with_a_number():
    content = ("## Fares\n\nA sleeper compartment on the Vienna line costs 149 euros a night.\n\n"
               "## Elsewhere\n\nSleeper news.\n\nSleeper photos.\n\nSleeper maps.\n\n"
               "Our sleeper guide, in words only, for anyone new to overnight travel across Europe.")
    answer = ask("How much is a sleeper?", content, title="Night trains")
    assert answer.startswith("Under “Fares”, the page says:\n\n> A sleeper compartment on the Vienna line costs 149")


def test_an_answer_quotes_the_text_before_a_hatnote_that_names_the_same_thing():
    content = CONTENT.replace("## Borrowing\n\n", "## Borrowing\n\nMain article: Borrowing\n\n")
    text = ask("borrowing?", content)
    assert "References let you use a value" in text and "Main article" not in text


def test_an_answer_prefers_the_text_to_a_contents_entry():
    content = "- [The single owner of a value](#ownership)\n\n" + CONTENT
    text = ask("owner?", content)
    assert "Every value in Rust has a single owner" in text and "The single owner of a value" not in text


def test_a_word_of_the_headline_is_answered_from_sentences_not_the_share_bar_under_it():
    content = ("# United States to Lift Sudan Sanctions\n\n- Share\n- Tweet\n- More\n\n"
               "![](https://example.org/camp.jpg)\n\nPeacekeepers at a refugee camp on Monday.\n\n"
               "The American government plans to lift trade sanctions, officials said on Thursday. "
               "Some militia leaders will still face sanctions.\n")
    text = ask("sanctions?", content, title="Sudan")
    assert "plans to lift trade sanctions" in text and "still face sanctions" in text
    assert "> Share" not in text and "> More" not in text
    # A caption still answers what only it holds.
    text = ask("peacekeepers?", content, title="Sudan")
    assert "Peacekeepers at a refugee camp on Monday." in text


def test_a_question_a_heading_holds_whole_is_answered_from_that_sections_first_sentences():
    content = ("# Night trains\n\nNight trains are back across Europe, and sold out on most Friday nights.\n\n"
               "## Who runs the trains now\n\n"
               "The Austrian railway ÖBB carries most passengers under its Nightjet brand.\n\n"
               "European Sleeper, a Dutch-Belgian cooperative, started in May 2023. It reports that its trains "
               "have run at 90 percent of capacity since the first summer.\n\n"
               "## What comes next\n\nIf new coaches arrive, the Vienna–Paris line can run daily again.\n")
    answer = ask("Who runs the trains?", content, title="Night trains")
    assert answer.startswith("Under “Who runs the trains now”, the page says:\n\n"
                             "> The Austrian railway ÖBB carries most passengers under its Nightjet brand."), answer


def test_a_summary_adds_no_sentence_that_introduces_a_list_or_points_back_no_bracketed_promo_and_no_cards_headline():
    lead = ("# Obama interview\n\nPresident Obama called the lack of gun safety laws the greatest frustration of his "
            "presidency.\n\nIn an interview with the BBC, he said it was distressing not to have acted.\n\n")
    question = {"role": "user", "content": "What is this page about?"}
    for distractor in ("[Obama and guns: get the Obama guns presidency newsletter in your inbox.]",
                       "In an interview about Obama and guns and his presidency, Obama also said:\n\n- Kenya.",
                       "Why Obama Calls Guns The Greatest Frustration Of His Presidency?",
                       "He also said that guns were the frustration of the Obama presidency he felt most."):
        text = run([locked_messages(lead + distractor, title="Obama")[0], question])[0]
        assert text.count("\n> ") == 2 and "> In an interview with the BBC" in text, text
    # What is left that stands out is added.
    text = run([locked_messages(lead + "Aides at the White House declined to comment on it that week.",
                                title="Obama")[0], question])[0]
    assert text.count("\n> ") == 3 and "> Aides at the White House declined" in text, text


def test_a_question_only_about_the_titles_words_that_no_sentence_holds_gets_what_the_page_says():
    content = ("# These are the 8 coolest PlayStation VR games\n\nBen Silverman\n\nGames Editor\n\n"
               "Virtual reality has officially reached the consoles. And it is pretty good!\n\n"
               "## Rez Infinite\n\nThe PlayStation remake of the trance shooter is a joy to play with a headset on.\n")
    messages = locked_messages(content, title="These are the 8 coolest PlayStation VR games")
    for question in ("coolest?", "Which games are the coolest?"):
        text = run([messages[0], {"role": "user", "content": question}])[0]
        assert text.startswith("In short, the page says:\n\n> Virtual reality has officially reached"), text
    # A title word a sentence holds is answered from that sentence.
    text = run([messages[0], {"role": "user", "content": "PlayStation remake?"}])[0]
    assert "> The PlayStation remake of the trance shooter" in text and "In short" not in text


def test_a_more_news_line_and_the_links_under_it_do_not_answer_first():
    content = ("# VR games\n\nThe headset games make the news this year, and the best of them cost under 30 dollars."
               "\n\nMore games news:\n\n- [Skylanders lets you print your own figures](https://example.org/a)\n"
               "- [Review: NBA 2K17 has a career year](https://example.org/b)\n")
    text = ask("games news?", content, title="VR")
    assert "> The headset games make the news this year" in text and "Skylanders" not in text, text
    content = content.replace("More games news:", "More about the headset games in the news")
    text = ask("headset games news?", content, title="VR")
    assert "> The headset games make the news this year" in text and "More about" not in text, text


def test_a_question_that_asks_what_something_is_is_answered_by_the_sentence_that_says_it():
    content = ("# Hermitian matrix\n\n| Field | Detail |\n| --- | --- |\n| Hermitian matrix | Linear algebra |\n\n"
               "[¶5] In mathematics, a Hermitian matrix (or self-adjoint matrix) is a complex square matrix that is "
               "equal to its own conjugate transpose. It is named after Charles Hermite.\n\n## Properties\n\n"
               "[¶9] Every Hermitian matrix is a normal matrix, and the sum of two Hermitian matrices is Hermitian.\n")
    for question in ("What is a Hermitian matrix?", "what's a hermitian matrix", "Define Hermitian matrix"):
        assert ask(question, content, title="Hermitian matrix - Wikipedia").startswith(
            "Under “Hermitian matrix”, the page says:\n\n> In mathematics, a Hermitian matrix (or self-adjoint matrix) "
            "is a complex square matrix that is equal to its own conjugate transpose. It is named after Charles "
            "Hermite. [¶5]"), question
    # Only a sentence whose subject is what is asked about says what it is.
    content = ("# Portals\n\nPlans for Yahoo are still in flux after the sale of its web business.\n\n"
               "Yahoo said this was the reason it sold its business in the end.\n\n"
               "I'd be shocked if Yahoo were sold again within a year of this deal.\n\n"
               "Yahoo is a web portal that two Stanford students founded in 1994.\n")
    assert ask("What is Yahoo?", content, title="Portals").startswith(
        "Under “Portals”, the page says:\n\n> Yahoo is a web portal that two Stanford students founded in 1994.")
    # A name's apposition says what it is too.
    content = ("# Night trains\n\nSleeper trains are back. European Sleeper sells its tickets online.\n\n"
               "European Sleeper, a Dutch-Belgian cooperative founded in 2021, runs Brussels to Berlin.\n")
    assert ask("What is European Sleeper?", content, title="Night trains").startswith(
        "Under “Night trains”, the page says:\n\n> European Sleeper, a Dutch-Belgian cooperative founded in 2021,")


def test_a_glossary_term_that_a_question_names_is_answered_with_its_definition():
    """Regression (QA pass 46): on the SRE book's glossary (a <dl>: "Black-box monitoring", then ": Testing
    externally visible behavior …"), "What is black-box monitoring?" quoted the term alone, "What is a dashboard?"
    its definition's second sentence, "What is white-box monitoring?" and "Define root cause" sentences elsewhere
    that only name them."""
    defined = {
        "What is black-box monitoring?": ("Black-box monitoring [¶39]", "Testing externally visible behavior as a "
                                          "user would see it. [¶40]"),
        "What is a dashboard?": ("Dashboard [¶41]", "An application (usually web-based) that provides a summary view "
                                 "of a service’s core metrics. A dashboard may have filters,"),
        "What is white-box monitoring?": ("White-box monitoring [¶37]", "Monitoring based on metrics exposed by the "
                                          "internals of the system,"),
        "Define root cause": ("Root cause [¶45]", "A defect in a software or human system that, if repaired,"),
        "What is monitoring?": ("Monitoring [¶35]", "Collecting, processing, aggregating, and displaying real-time"),
        "What is a node?": ("Node and machine [¶47]", "Used interchangeably to indicate a single instance of a"),
    }
    for question, (term, definition) in defined.items():
        text = ask_sre(question)
        assert text.startswith("Under “Definitions”, the page says:\n\n"), (question, text)
        assert quoted_part(text)[0] == "> " + term, (question, text)
        assert quoted_part(text)[1].startswith("> " + definition), (question, text)
    # A term that a question finds brings its definition too, as a sentence ending in a colon brings what it
    # introduces.
    assert quoted_part(ask_sre("Tell me about black-box monitoring"))[:2] == [
        "> Black-box monitoring [¶39]", "> Testing externally visible behavior as a user would see it. [¶40]"]


def test_asking_what_time_rather_than_when_or_about_a_tables_rows_by_its_caption_finds_the_rows():
    """Regression (QA pass 46): on a ferry's timetable, "When does the 12:30 sailing arrive?" quoted the row
    "12:30 — Arrival: 13:25; Days: Mon–Sat", but "What time does the 12:30 sailing arrive?" could not find it
    ("time" was a term the row lacks), nor "Which sailings run daily?" the three rows that say "Daily" (the
    word "sailings" is in the table's caption, "Summer sailings from Port Avery", which the rows are read
    under as a section's sentences are under its heading)."""
    row = "> 12:30 — Arrival: 13:25; Days: Mon–Sat [¶4]"
    for question in ("When does the 12:30 sailing arrive?", "What time does the 12:30 sailing arrive?",
                     "At what time does the 12:30 sailing arrive?"):
        assert quoted_part(ask_ferry(question))[0] == row, question
    daily = quoted_part(ask_ferry("Which sailings run daily?"))
    assert [line for line in daily if "Daily" in line] == [
        "> 06:40 — Arrival: 07:35; Days: Daily", "> 09:10 — Arrival: 10:05; Days: Daily",
        "> 17:45 — Arrival: 18:40; Days: Daily [¶4]"], daily  # the table's rows cited once, though apart in it
    assert not any("Mon–Sat" in line for line in daily), daily


def test_a_question_with_a_verb_finds_the_passage_that_names_its_noun():
    """Regression: "When does it arrive?" could not find a timetable's rows under "Arrival" ("arrive" and
    "Arrival" were stemmed apart)."""
    rows = quoted_part(ask_ferry("When does it arrive?"))
    assert rows and all("Arrival:" in line for line in rows), rows


def test_a_question_about_a_cost_is_answered_with_a_price():
    """Regression: "How much is a car?" on a ferry's page quoted "… carries up to 48 cars and 320 passengers"
    (any number would do for "how much") before the fares, and never "a car with its driver costs $62"; and
    "How much does a bicycle cost?" skipped "Bicycles travel free." for having no digit."""
    from reverserag.engines.questions import PRICED

    assert quoted_part(ask_ferry("How much is a car?"))[0].startswith("> An adult foot passenger pays $14")
    assert quoted_part(ask_ferry("How much does a bicycle cost?")) == ["> Bicycles travel free. [¶5]"]
    # A count is asked for with any number still.
    assert "48 cars" in quoted_part(ask_ferry("How many cars does it carry?"))[0]
    for priced in ("costs $62", "€39", "1,200 baht", "79 euros", "25 zł", "ราคา 1,200 บาท", "Bicycles travel free."):
        assert PRICED.search(priced), priced
    for unpriced in ("48 cars", "in 2024", "on deck 2", "freedom"):
        assert not PRICED.search(unpriced), unpriced


def test_a_question_for_a_phone_number_or_an_email_address_is_answered_by_the_passage_that_gives_one():
    """Regression (QA pass 46): "What is the phone number?" on a ferry's page could not find "Call the ticket
    office on 555-0142 or write to tickets@…", which never says "phone": a passage that gives a phone number or
    an email address is read as about one, and about contact, as a table's rows are about their caption. A
    date, a span of years or a count in thousands is no phone number."""
    call = "> Call the ticket office on 555-0142 or write to tickets@tidewater.example. [¶11]"
    for question in ("What is the phone number?", "Is there a telephone number?", "Quel est le numéro de téléphone ?",
                     "What's the email address?", "How do I contact them?"):
        assert call in quoted_part(ask_ferry(question)), question
    content = ("# Ridership\n\n[¶1] The ferry carried 1 250 000 passengers between 2019-2021, and its busiest day was "
               "2023-08-14 with 9 200 people on board.\n\n[¶2] Its crews count every passenger at the gangway twice.")
    assert ask("What is the phone number?", content, title="Ridership").startswith("I could not find that")


def test_what_time_asks_when_and_is_not_answered_by_a_sentence_that_says_time():
    """"What time is breakfast?" quoted "Check-in time is from 15:00 …" before the breakfast sentence, for its
    "time"; it asks when, as "When is breakfast?" does."""
    content = ("# Harbour Inn\n\n[¶1] The Harbour Inn has twelve rooms above the ferry terminal at Port Avery, each "
               "with a view of the harbour.\n\n## Your stay\n\n[¶2] Check-in time is from 15:00 and check-out time "
               "is 11:00. Breakfast is served in the dining room from 07:00 to 10:00.\n\n[¶3] Parking is free for "
               "guests, in the terminal's long-stay car park.\n")
    for question in ("When is breakfast?", "What time is breakfast?", "At what time is breakfast served?"):
        assert quoted_part(ask(question, content, title="Harbour Inn")) == [
            "> Breakfast is served in the dining room from 07:00 to 10:00. [¶2]"], question


# A shop's product page as the widget sent it (QA pass 49, a React shop): the price and the stock on lines of
# their own under the product's name, a key/value specs table and two reviews.
_KETTLE = """Navigation: [Catalogue](http://shop.example/) › Blue Enamel Kettle

# Blue Enamel Kettle

£49.00

In stock (12 left)

[¶1] A 1.7-litre stovetop kettle in cobalt enamel with a whistling spout.

Colour: Cobalt blue

## Specifications

[¶2]
| Capacity | 1.7 L |
| --- | --- |
| Material | Enamel-coated steel |
| Hob | Gas, electric, induction |
| Weight | 1.2 kg |

## Reviews

> [¶3] ★★★★★ Boils fast on induction and the whistle is loud enough to hear from the garden.
>
> — Maya R.

> [¶4] ★★★☆☆ Lovely colour but the handle gets hot; use a cloth.
>
> — Tom K.

Quantity

Add to cart

[¶5] Related: [Oak Cutting Board](http://shop.example/product/oak-board)

---

[Page chrome: header, navigation, sidebars, footer]

Footer: © 2026 Copperleaf Kitchen Ltd · [Privacy](http://shop.example/product/blue-kettle#privacy)

[¶6] We use cookies to remember your cart and to measure traffic. See our cookie policy for details.
"""


def test_a_product_pages_price_answers_a_question_about_what_it_costs():
    """Regression (QA pass 49, a shop's product page): "What is the price?" and "What does it cost?" could not find
    "£49.00", which holds no word of them (a price was preferred only among the passages the question's words
    found); "How much is the blue kettle?" found it but dropped it as no sentence for the description; "How much
    is it?", with no word to look for, was given the page's summary. A passage with a price answers the words
    that ask for one; with nothing else asked, the page's first price, nearest its title."""
    kettle = {"content": _KETTLE, "title": "Blue Enamel Kettle — Copperleaf Kitchen",
              "url": "http://shop.example/product/blue-kettle"}
    for question in ("How much is it?", "How much is the blue kettle?", "What is the price?", "What does it cost?"):
        assert quoted_part(ask(question, **kettle))[:1] == ["> £49.00"], question
    # A price the question names something else of is still looked for among what names it.
    assert "induction" in quoted_part(ask("Does it work on induction?", **kettle))[0]


def test_an_agent_noun_the_page_never_uses_finds_the_word_it_comes_from():
    """Regression (QA pass 49): "What do reviewers say?" could not find the reviews under "## Reviews" on a product
    page ("reviewers" and "Reviews" are stemmed apart); "What do the reviews say?" found them."""
    kettle = {"content": _KETTLE, "title": "Blue Enamel Kettle — Copperleaf Kitchen",
              "url": "http://shop.example/product/blue-kettle"}
    said = ask("What do reviewers say?", **kettle)
    assert said.startswith("Under “Reviews”, the page says:"), said
    assert "> ★★★★★ Boils fast on induction" in said and "Lovely colour" in said
    # A word that only ends as one does is read as itself: "number" is not one who numbs (the corpus's
    # medicalnewstoday page quoted "Why are my legs and feet numb?" for "What is the phone number?").
    numb = ("# Numbness\n\n[¶1] Why are my legs and feet numb? Sitting still for long can press on a nerve, and the "
            "feeling comes back within minutes of moving again.\n\n## When to see a doctor\n\n[¶2] See a doctor when "
            "the numbness lasts for days, spreads to other parts of the body or comes with weakness or pain.\n")
    assert ask("What is the number?", numb, title="Numbness").startswith("I could not find that on this page.")


def test_a_word_that_asks_for_a_measure_finds_the_spec_row_that_names_it():
    """Regression (QA pass 49, re-measured): "How heavy is it?" on a shop's product page found nothing: the specs
    table says "| Weight | 1.2 kg |" and the page never uses "heavy". A word that asks for a measure (heavy, tall,
    wide, deep, big) is read as the measure on a page that never uses it."""
    # The specs table as the widget now sends it (an empty header row, QA pass 49's F9 fix).
    specs = "[¶2]\n|  |  |\n| --- | --- |\n| Capacity | 1.7 L |\n| Material | Enamel-coated steel |\n"
    kettle = {"content": _KETTLE.replace("[¶2]\n| Capacity | 1.7 L |\n| --- | --- |\n", specs),
              "title": "Blue Enamel Kettle — Copperleaf Kitchen", "url": "http://shop.example/product/blue-kettle"}
    assert "|  |  |" in kettle["content"]
    for question in ("How heavy is it?", "How much does it weigh?"):
        assert quoted_part(ask(question, **kettle)) == ["> Weight — 1.2 kg [¶2]"], question
    # A page that uses the word itself is searched for it.
    page = ("# Cast iron kettle\n\n[¶1] This kettle is heavy: the cast iron body holds the heat for an hour after "
            "it boils. The lid lifts off for cleaning.\n\n[¶2] The handle is wrapped in rattan and stays cool on the "
            "stove, on a camp fire or on a wood burner.\n\n[¶3] Its weight is printed on the box it comes in.\n")
    said = ask("How heavy is it?", page, title="Cast iron kettle")
    assert quoted_part(said)[:1] == ["> This kettle is heavy: the cast iron body holds the heat for an hour after it "
                                     "boils. [¶1]"], said


# A shop's catalogue as the widget sent it (QA pass 49, a React shop): each product a card, a list item holding its
# name as a heading, a link to it, its price and a line about it.
_CATALOGUE = """# Catalogue

[¶1] Hand-picked kitchenware, shipped from Bristol.

- [¶2] ## Blue Enamel Kettle
  [Blue Enamel Kettle](http://shop.example/product/blue-kettle)
  £49.00
  A 1.7-litre stovetop kettle in cobalt enamel with a whistling spout.
- [¶3] ## Oak Cutting Board
  [Oak Cutting Board](http://shop.example/product/oak-board)
  £35.50
  End-grain oak board, 40 × 30 cm, with juice groove.
- [¶4] ## Copper Saute Pan
  [Copper Saute Pan](http://shop.example/product/copper-pan)
  £129.00
  A 24 cm tin-lined copper pan with a cast iron handle.
"""


def test_a_cards_price_and_summary_are_read_under_its_name():
    """Regression (QA pass 49, re-measured): on a shop's catalogue "How much is the blue kettle?" quoted the kettle's
    description, never its "£49.00" (a line of the card that holds no word of the question), and "What is the oak
    board made of?" quoted the card's name "Oak Cutting Board" alone, not "End-grain oak board, …" under it. A
    card's lines are read under its headline; a line of it is quoted under that headline, and the headline with
    the card's other lines."""
    shop = {"title": "Copperleaf Kitchen", "url": "http://shop.example/"}
    assert quoted_part(ask("How much is the blue kettle?", _CATALOGUE, **shop)) == [
        "> Blue Enamel Kettle [¶2]", "> £49.00 [¶2]"]
    assert quoted_part(ask("What does the oak board cost?", _CATALOGUE, **shop)) == [
        "> Oak Cutting Board [¶3]", "> £35.50 [¶3]"]
    said = quoted_part(ask("What is the oak board made of?", _CATALOGUE, **shop))
    assert said[0] == "> Oak Cutting Board [¶3]", said
    assert "> End-grain oak board, 40 × 30 cm, with juice groove. [¶3]" in said, said
    assert not any("Kettle" in line or "Copper" in line for line in said), said


# A VitePress API reference as the widget sent it (QA pass 49, "Lumen"), trimmed: the Python section's sentence and
# its example right below it.
_LUMEN_API = """# [¶1] JavaScript & Python API

[¶2] Lumen can be called from code instead of the CLI.

## watch(options, callback)

[¶7] Rebuilds on every change.

[¶8]
```js
import { watch } from 'lumen-images'
const stop = watch({ input: 'src/images' }, (report) => console.log(report))
```

## Python bindings

[¶9] The Python package is installed with `pip install lumen-images`. It needs Python 3.10 or later.

[¶10]
```python
from lumen import watch

def on_change(report):
    print(report.written)

stop = watch(input="src/images", callback=on_change)
```
"""


def test_a_question_that_asks_for_an_example_is_given_the_code_below_the_answer():
    """Regression (QA pass 49): "Is there a Python example?" quoted "The Python package is installed with pip …"
    and not the Python block right below it (which holds no word of the question). A question that asks for an
    example (a sample, a snippet, code) brings the code block that follows the passage that answers it in its
    section."""
    api = {"title": "JavaScript & Python API | Lumen", "url": "https://lumen.example/reference/api.html"}
    said = ask("Is there a Python example?", _LUMEN_API, **api)
    assert "It needs Python 3.10 or later." in said, said
    assert "```python\nfrom lumen import watch" in said and "callback=on_change)\n```" in said, said
    assert "console.log" not in said, said
    # A question that asks for no example is answered as before, without the block.
    said = ask("Which Python version is needed?", _LUMEN_API, **api)
    assert "It needs Python 3.10 or later." in said and "```python" not in said, said


# A Starlight guide as the widget sent it (QA pass 49, "Tessera"), trimmed: a tip and a caution aside with a title
# of its own, each written as a line of its kind before its text.
_TESSERA_START = """# Getting started

[¶1] Tessera needs **PostgreSQL 14 or later**.

## Install

Tabs: Python · Node.js

[¶2]
```sh
pip install tessera-queue
```

Tip

[¶3] Run `tessera doctor` to check that your database is reachable.

## First job

1. [¶4] Create the tables:
   ```sh
   tessera migrate --dsn postgres://localhost/app
   ```
2. [¶6] Start a worker with `tessera worker tasks`. It polls every 2 seconds.

Caution: Do not share a schema

[¶7] Two applications must not use the same `tessera` schema; jobs would be claimed by the wrong workers.
"""


def test_a_question_about_warnings_finds_a_caution_aside_and_what_it_says():
    """Regression (QA pass 49): "Are there any warnings on this page?" found nothing on a Starlight page whose
    warning is a caution aside ("Caution: Do not share a schema"): the page never says "warning". A word for a
    warning is read as the first kind of admonition the page gives one as (caution, danger), and an admonition's
    title line brings the text under it."""
    page = {"title": "Getting started | Tessera", "url": "https://tessera.example/guide/getting-started/"}
    for question in ("Are there any warnings on this page?", "Any warnings?"):
        said = quoted_part(ask(question, _TESSERA_START, **page))
        assert said and said[0].startswith("> Caution: Do not share a schema"), said
        assert "> Two applications must not use the same tessera schema; jobs would be claimed by the wrong " \
               "workers. [¶7]" in said, said


# A VitePress home page (hero layout) as the widget sent it (QA pass 49, "Lumen"), trimmed.
_LUMEN_HOME = """Lumen

[¶1] Fast images for static sites

[¶2] Resize, compress and convert every image at build time, with one config file.

[Get started](https://lumen.example/guide/getting-started.html)

## AVIF and WebP

[¶3] Every image is written as AVIF, WebP and a JPEG fallback, with a picture element that picks the smallest.

## Cached builds

[¶4] Unchanged images are skipped; a 4,000-image site rebuilds in under two seconds.

## Why Lumen?

[¶7] Lumen started as a build step for a photography blog whose images were 80 % of every page's weight. It now \
runs on more than 3,000 sites. The current release is **2.1.0**.
"""


def test_what_the_page_is_named_is_told_by_what_it_opens_with():
    """Regression (QA pass 49): "What is Lumen?" on the home page titled "Lumen" quoted "Lumen started as a build step
    for a photography blog …", the first sentence naming it, and not the hero's tagline that says what it is. Asked
    what the page's title is, with no sentence defining it, the engine quotes what the page opens with."""
    home = {"title": "Lumen", "url": "https://lumen.example/"}
    said = quoted_part(ask("What is Lumen?", _LUMEN_HOME, **home))
    assert said[:1] == ["> Resize, compress and convert every image at build time, with one config file. [¶2]"], said
    assert not any("photography blog" in line for line in said), said
    # Another question about it still finds its own answer.
    assert quoted_part(ask("What is the current version?", _LUMEN_HOME, **home)) == [
        "> The current release is 2.1.0. [¶7]"]


def test_the_cheapest_of_a_catalogue_is_its_lowest_price_with_its_name():
    """Regression (QA pass 49): "Which is the cheapest?" on a shop's catalogue found nothing (no passage holds the
    word). The lowest of the page's prices, each a line of its own, answers it, under its card's name; the highest
    answers "What is the most expensive item?"; a page with one price or none is searched as before."""
    shop = {"title": "Copperleaf Kitchen", "url": "http://shop.example/"}
    assert quoted_part(ask("Which is the cheapest?", _CATALOGUE, **shop)) == [
        "> Oak Cutting Board [¶3]", "> £35.50 [¶3]"]
    assert quoted_part(ask("What is the most expensive item?", _CATALOGUE, **shop)) == [
        "> Copper Saute Pan [¶4]", "> £129.00 [¶4]"]
    said = ask("Which is the cheapest?", _KETTLE, title="Blue Enamel Kettle — Copperleaf Kitchen")
    assert "could not find" in said, said
    # What else is asked names a card, or the question asks no product's price.
    assert quoted_part(ask("Which pan is the cheapest?", _CATALOGUE, **shop)) == [
        "> Copper Saute Pan [¶4]", "> £129.00 [¶4]"]
    assert "£35.50" not in ask("What is the cheapest way to ship it?", _CATALOGUE, **shop)
