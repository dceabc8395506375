"""The offline engine on qa63's pages (off78): a health page's, a car listing's and a package's. Each page is the
content the widget (main at f0c8e92) extracted from qa63's minimal page named in the test."""

from __future__ import annotations

from offline_helpers import ask_analyzed
from qa63_pages import CAR


def ask(question: str, content: str, title: str = "Chickenpox - NHS") -> str:
    return ask_analyzed(question, content, "https://www.nhs.example/conditions/chickenpox/", title)


# min/10-school-vs-image-alt.html: two figures, each an image's alt over its caption.
FIGURES = """# Chickenpox

[¶1] Chickenpox is common and mostly affects children, although you can get it at any age.

## [¶2] Check if you or your child has chickenpox

[¶3] The main symptom of chickenpox is an itchy, spotty rash. The rash goes through 3 stages:

![Small red spots on the chest of a child with white skin.](https://www.nhs.example/img/spots.jpg)

[¶4] Spots appear. They can be raised and may be red, pink, or darker or the same colour as surrounding skin.

![Blisters filled with fluid on a child's back with brown skin.](https://www.nhs.example/img/blisters.jpg)

[¶5] The spots become blisters filled with fluid. The blisters are very itchy and may burst.

## [¶6] How long chickenpox lasts

[¶7] You'll need to stay away from school, nursery or work until all the spots have formed a scab. This is usually 5 \
days after the spots appeared.
"""


def test_going_back_to_school_is_how_long_to_stay_away_not_an_alt_naming_a_back():
    for question in ("When can my child go back to school?", "When can I return to work?"):
        answer = ask(question, FIGURES)
        assert "stay away from school, nursery or work until all the spots have formed a scab. [¶7]" in answer
        assert "Blisters filled" not in answer


def test_a_sentence_introducing_figures_brings_the_caption_under_the_alt():
    answer = ask("What does the rash look like?", FIGURES)
    assert "The rash goes through 3 stages: [¶3]" in answer
    assert "Spots appear. They can be raised and may be red, pink" in answer and "[¶4]" in answer


# min/16-details-glass-test.html: a closed <details>, its summary a bold line over its body.
GLASS = """# Chickenpox

[¶1] Chickenpox is common and mostly affects children, although you can get it at any age. It usually gets better by \
itself after 1 to 2 weeks.

## [¶2] When to get medical help

### Call 999 if:

- [¶3] your child has a rash that does not fade when you press a glass against it
- [¶4] you or your child have difficulty breathing

[¶5] **How to do the glass test**

[¶6] Press the side of a clear glass firmly against the skin. If you can still see the rash through the glass, get \
medical help immediately.
"""


def test_a_how_to_summary_brings_the_steps_under_it():
    for question in ("What is the glass test?", "How do I do the glass test?"):
        answer = ask(question, GLASS)
        assert "Press the side of a clear glass firmly against the skin." in answer and "[¶6]" in answer


CAR_TITLE = "Volkswagen Golf 1.5 TSI Life 5dr | Riverside Motors"


def test_how_many_is_first_the_key_spec_that_counts_it():
    answer = ask("How many owners has it had?", CAR, CAR_TITLE)
    assert "Owners 2 [¶5]" in answer
    assert answer.index("Owners 2") < answer.find("One local owner") or "One local owner" not in answer


# min/17-seller-card-where.html: the finance line's "rate" beside the seller card's stars.
SELLER = """# [¶1] 2019 Volkswagen Golf 1.5 TSI Life 5dr

[¶2] Full Volkswagen service history with 4 stamps, cambelt not due. Apple CarPlay and Android Auto, parking sensors \
front and rear.

[¶3] Finance from **£289**/month. Representative APR 9.9%. Fixed interest rate 5.09% p.a.

## [¶4] Riverside Motors Reading

[¶5] [image: Rated 4.7 out of 5 stars] 4.7 [(1,203 reviews)](https://cars.example/dealer/riverside#reviews)

[¶6] Unit 4, Kennet Way, Reading, RG1 3AB · 2.4 miles away

Call seller Show number

[¶7] Trade seller · Open today until 6pm
"""


def test_a_rating_asked_is_the_stars_not_an_interest_rate():
    for question in ("What is the seller's rating?", "How is the seller rated?"):
        answer = ask(question, SELLER, CAR_TITLE)
        assert "Rated 4.7 out of 5 stars" in answer and "[¶5]" in answer
        assert "interest rate" not in answer
    assert "Fixed interest rate 5.09% p.a. [¶3]" in ask("What is the interest rate?", SELLER, CAR_TITLE)


# min/12-price-aside-under-similar-car.html: the car's price in its own column, after the similar cars' prices.
PRICES = """# [¶1] 2019 Volkswagen Golf 1.5 TSI Life 5dr

## Description

[¶2] Full Volkswagen service history with 4 stamps, cambelt not due. Apple CarPlay and Android Auto, parking sensors \
front and rear.

## Similar cars

### [¶3] [Ford Focus 1.0T EcoBoost Titanium 5dr](https://cars.example/car-details/2011)

[¶4] £12,490

### [¶5] [Volkswagen Golf 2.0 TDI Match 5dr](https://cars.example/car-details/2013)

[¶6] £13,995

## Price and seller

[¶7] £14,995

[¶8] £250 below market

[¶9] Finance from **£289**/month
"""


def test_the_cars_price_is_its_own_not_the_similar_cars():
    for question in ("How much is the car?", "How much does this car cost?"):
        answer = ask(question, PRICES, CAR_TITLE)
        assert "£14,995 [¶7]" in answer and "£12,490" not in answer and "£13,995" not in answer
    answer = ask("How much are the similar cars?", PRICES, CAR_TITLE)
    assert "£12,490 [¶4]" in answer and "£13,995 [¶6]" in answer


# min/01-pypi-tabpanel-main.html: a package's Meta list names its author in a label.
PACKAGE = """# tidyhttp 2.32.3

pip install tidyhttp

[¶1] Released: May 29, 2025

[¶2] Python HTTP for Humans, tidily.

###### Meta

- [¶3] **License:** Apache Software License (Apache-2.0)
- [¶4] **Author:** [Kenneth Reitz](mailto:kr@example.org)
- [¶5] **Requires:** Python >=3.8

## Project description

# Tidy HTTP

[¶6] **Tidy HTTP** is a simple, yet elegant, HTTP library. It allows you to send HTTP/1.1 requests extremely easily.
"""


def test_who_wrote_it_is_an_author_label_in_the_meta_list():
    for question in ("Who is the author?", "Who wrote it?"):
        answer = ask(question, PACKAGE, "tidyhttp · PyPI")
        assert "Author: [Kenneth Reitz](mailto:kr@example.org) [¶4]" in answer


# health.html (the full page), its symptoms and, in another section, what eases them.
SYMPTOMS = """# Chickenpox

[¶1] Chickenpox is common and mostly affects children, although you can get it at any age.

## [¶2] Check if you or your child has chickenpox

[¶3] The main symptom of chickenpox is an itchy, spotty rash.

[¶4] Other symptoms may start a day or 2 before the rash and include:

- [¶5] a high temperature
- [¶6] aches and pains, and generally feeling unwell
- [¶7] loss of appetite

## [¶8] How to look after yourself or your child

[¶9] Chickenpox usually gets better by itself. But there are things you can do to help ease the symptoms.

### Do

- [¶10] drink plenty of fluids to avoid dehydration
- [¶11] take paracetamol to help with pain and discomfort
"""


def test_the_symptoms_are_not_what_eases_them():
    answer = ask("What are the symptoms?", SYMPTOMS)
    assert "The main symptom of chickenpox is an itchy, spotty rash. [¶3]" in answer and "a high temperature" in answer
    assert "ease the symptoms" not in answer
    assert "help ease the symptoms. [¶9]" in ask("How can I ease the symptoms?", SYMPTOMS)


# lifehacker's (the corpus): a story's title, "How to …" in headline case, over the story's first paragraph.
STORY = """# Lifehacker

[¶1] How to Program Your Mind to Stop Buying Crap You Don’t Need

[¶2] We all buy things from time to time that we don't really need. It's okay to appeal to your wants every once in \
a while, as long as you're in control.

## [¶3] Understand How Your Own Brain Works Against You

[¶4] Stores employ all kinds of tricks to get you to part ways with your cash.
"""


def test_a_storys_how_to_title_brings_nothing():
    answer = ask("What is program?", STORY, "Lifehacker")
    assert "How to Program Your Mind" in answer and "We all buy things" not in answer


# car.html (the full page): an emission standard and a label's price ("Annual tax") before the similar cars.
LISTING = """# [¶1] 2019 Volkswagen Golf 1.5 TSI Life 5dr

[¶2] 1.5 TSI Life Euro 6 (s/s) 5dr

## Specification

### Economy

Annual tax

: [¶3] £190

## Similar cars

### [¶4] [Ford Focus 1.0T EcoBoost Titanium 5dr](https://cars.example/car-details/2011)

[¶5] £12,490

## Price and seller

[¶6] £14,995

[¶7] £250 below market
"""


def test_the_cars_price_is_on_a_line_of_its_own_and_euro_6_is_no_price():
    answer = ask("How much is the car?", LISTING, CAR_TITLE)
    assert "£14,995 [¶6]" in answer and "Euro 6" not in answer and "£190" not in answer
