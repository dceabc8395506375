"""The offline engine on qa63's pages (off77): an app listing's, a health page's, a package's and a car listing's. Each
page is the content the widget (main at 412d4fb) extracted from qa63's minimal page named in the test."""

from __future__ import annotations

from offline_helpers import ask_analyzed, locked_messages, run
from qa63_pages import CAR

SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"


def ask(question: str, content: str, title: str = "Puddle - Apps on Google Play") -> str:
    return ask_analyzed(question, content, "https://play.example/store/apps/details", title)


APP = """# [¶1] Puddle: Weather & Rain Radar

[¶2] Know exactly when the rain will start and stop, with minute-by-minute alerts for your exact location and a live \
radar map.
"""
# min/04-histogram-miscited.html: the histogram's rows are pictures the widget names, no text of the block it cites.
HISTOGRAM = APP + """
## Ratings and reviews

[¶3] Ratings and reviews are verified

4.6

[image: Rated 4.6 stars out of five stars]

1.21M reviews

[image: 5 stars, 902,311 reviews] [image: 4 stars, 168,420 reviews] [image: 3 stars, 48,015 reviews] \
[image: 2 stars, 24,777 reviews] [image: 1 star, 73,288 reviews]
"""
# min/06-review-card-footer.html: each review's name and stars are lines the widget left unlabelled.
REVIEWS = APP + """
## Ratings and reviews

Sarah Whitfield

[image: Rated 5 stars out of five stars]

[¶3] 4 November 2025

[¶4] The rain alerts are spot on. It told me rain would start in 12 minutes and it did.

[¶5] 312 people found this review helpful

Footer: Did you find this helpful? · Yes · No

Tom Okafor

[image: Rated 2 stars out of five stars]

[¶6] 29 October 2025

[¶7] Since the last update the widget stopped refreshing and there are far more ads.

[¶8] 1,047 people found this review helpful

Footer: Did you find this helpful? · Yes · No
"""


def test_a_line_of_pictures_the_widget_left_unlabelled_is_cited_by_no_block_before_it():
    """qa63 #5: a line long only by its pictures' names is no part of the labelled block before it (the widget counts
    no picture's name as text), so its quote carries no label, not the one of "Ratings and reviews are verified"."""
    for question in ("How many 1-star reviews are there?", "What is the rating?"):
        answer = ask(question, HISTOGRAM)
        assert "[image: 1 star, 73,288 reviews]" in answer and "[¶3]" not in answer
    answer = ask("What did Tom Okafor say?", REVIEWS)
    assert "Tom Okafor" in answer and "[¶5]" not in answer
    # A long line of text the widget left unlabelled goes on with the block before it (a paragraph broken by <br><br>).
    broken = HISTOGRAM.replace("[image: 5 stars", "Every rating counts, from the newest to the oldest. [image: 5 stars")
    assert "[¶3]" in ask("How many 1-star reviews are there?", broken)


# min/01-pypi-tabpanel-main.html: the Meta sidebar, in the page chrome.
PACKAGE = """## Project description

# Tidy HTTP

[¶6] **Tidy HTTP** is a simple, yet elegant, HTTP library. It allows you to send HTTP/1.1 requests extremely easily.

---

[Page chrome: header, navigation, sidebars, footer]

# tidyhttp 2.32.3

[¶1] Released: May 29, 2025

###### Meta

- [¶3] **License:** Apache Software License (Apache-2.0)
- [¶4] **Author:** [Kenneth Reitz](mailto:kr@example.org)
- [¶5] **Requires:** Python >=3.8
"""


def test_a_british_spelling_meets_the_american_one():
    """qa63 #2: "licence" finds "License:", as "license" did; and the other way, "colour" and "color", "centre" and
    "center", "organise" and "organize"."""
    for question in ("What licence is it under?", "What license is it under?"):
        assert "License: Apache Software License (Apache-2.0) [¶3]" in ask(question, PACKAGE, "tidyhttp · PyPI")
    car = APP + "\n## Details\n\n[¶3] Color: Moonstone Grey, parked at the Reading center.\n"
    for question in ("What colour is it?", "Where is the centre?"):
        assert "Moonstone Grey, parked at the Reading center. [¶3]" in ask(question, car)
    british = car.replace("Color", "Colour").replace("center", "centre")
    assert "Colour: Moonstone Grey" in ask("What color is it?", british)


# min/05-whats-new-not-found.html
NEWS = APP.replace("radar map.", "radar map.\n\n## Ratings and reviews\n\n[¶3] Since the last update the widget "
                   "stopped refreshing and there are far more ads.\n\n[¶4] Sorry about the widget, Tom. Version 3.2.1 "
                   "fixes widget refreshing on Android 14.") + """
## What's new

[¶5] • Fixed home-screen widget not refreshing on Android 14
• New pollen forecast for grass, tree and weed pollen
• Radar map now loads twice as fast

## App info

[¶6] Version: 3.2.1
"""


def test_what_is_new_is_the_section_a_heading_names_so():
    """qa63 #6: "What's new in the latest version?" found nothing; "What's new?" quoted the intro and a reply."""
    for question in ("What's new in the latest version?", "What changed in the latest update?", "What's new?",
                     "What are the latest changes?"):
        answer = ask(question, NEWS)
        assert answer.startswith("Under “What's new”, the page says:") and "Radar map now loads twice as fast" in answer
        assert "[¶5]" in answer and "[¶4]" not in answer
    # A question that names a release is the search's; a section no heading names so is no answer.
    assert not ask("What changed in 3.2.1?", NEWS).startswith("Under “What's new”")
    assert not ask("What's new?", NEWS.replace("## What's new", "## Features")).startswith("Under “Features”")


# min/09-see-a-gp-vs-urgent-card.html, with min/11's emergency card after it.
HEALTH = """# Chickenpox

[¶1] Chickenpox is common and mostly affects children, although you can get it at any age. It usually gets better by \
itself after 1 to 2 weeks without needing to see a GP.

## [¶2] When to get medical help

### [¶3] Ask for an urgent GP appointment or get help from NHS 111 if:

- [¶4] you're an adult and have chickenpox
- [¶5] you're pregnant and have not had chickenpox before and you've been near someone with chickenpox
- [¶6] the skin around the blisters is red, hot or painful (signs of infection)

### Call 999 if:

- [¶7] your child has a rash that does not fade when you press a glass against it
"""


def test_when_to_see_a_gp_is_the_list_under_the_heading_that_says_when():
    """qa63 #11: "When should I see a GP?" quoted "… without needing to see a GP."; "Do I need to see a doctor?" found
    nothing."""
    for question in ("When should I see a GP?", "When should I go to the GP?", "Do I need to see a doctor?"):
        answer = ask(question, HEALTH, "Chickenpox - NHS")
        assert answer.startswith("Under “Ask for an urgent GP appointment or get help from NHS 111 if:”, the page says")
        assert "you're an adult and have chickenpox [¶4]" in answer and "[¶6]" in answer
        assert "without needing" not in answer and "[¶7]" not in answer
    assert "does not fade when you press a glass against it [¶7]" in ask("When should I call 999?", HEALTH)
    # A heading that does not say when is the search's.
    assert "without needing" in ask("When should I see a GP?", HEALTH.replace(" if:", ":"))


# min/07-free-and-ads.html
ADS = """# [¶1] Puddle: Weather & Rain Radar

Install Share

[¶2] Contains ads · In-app purchases

## About this app

[¶3] Know exactly when the rain will start and stop, with minute-by-minute alerts for your exact location and a live \
radar map.

Puddle Premium removes ads and adds 48-hour radar history for £1.99 a month.

## Ratings and reviews

[¶4] The rain alerts are spot on. Best weather app I've used.

[¶5] Since the last update there are far more ads. Full-screen video ads after every radar check.
"""
# min/18-app-developer-updated-datasafety.html
SAFETY = """# [¶1] Puddle: Weather & Rain Radar

[Brightwater Apps Ltd](https://play.google.com/store/apps/dev?id=1234)

## About this app

[¶2] Know exactly when the rain will start and stop. Puddle gives you minute-by-minute precipitation alerts for your \
exact location and a live rain radar map.

## Data safety

[¶4] Safety starts with understanding how developers collect and share your data. The developer provided this \
information and may update it over time.

[¶5] This app may share these data types with third parties

[¶6] Location and App info and performance

[¶7] This app may collect these data types

[¶8] Location, Personal info and 2 others
"""


def test_an_app_listing_says_whether_it_is_free_and_has_ads_under_its_title():
    """qa63 #9: "Is the app free?" quoted a review; "Does it have ads?" Premium and a review, not "Contains ads"."""
    for question in ("Is the app free?", "Does it have ads?", "Are there in-app purchases?"):
        answer = ask(question, ADS)
        assert "> Contains ads · In-app purchases [¶2]" in answer and "£1.99 a month" in answer
        assert "Best weather app" not in answer
    assert "Contains ads" not in ask("Is the app free?", ADS.replace("[¶2] Contains ads · In-app purchases", ""))


def test_an_app_listings_developer_and_data_types():
    """qa63 #8: "Who is the developer?" and "What data does it collect?" quoted the data-safety boilerplate."""
    for question in ("Who is the developer?", "Who makes it?"):
        assert "[Brightwater Apps Ltd](https://play.google.com/store/apps/dev?id=1234)" in ask(question, SAFETY)
    assert "Brightwater" not in ask("Who is the developer?", SAFETY.replace("/store/apps/dev?", "/store/apps/top?"))
    collected = ask("What data does it collect?", SAFETY)
    assert "This app may collect these data types [¶7]" in collected and "Location, Personal info and 2 others [¶8]" \
        in collected and "Safety starts" not in collected and "[¶5]" not in collected
    shared = ask("What data does it share?", SAFETY)
    assert "[¶5]" in shared and "Location and App info and performance [¶6]" in shared and "[¶7]" not in shared




def test_a_question_about_the_car_is_not_answered_from_the_similar_cars():
    """qa63 #18: "Is it manual or automatic?" quoted the similar cars' "Manual [¶11]" and "Automatic [¶17]" too."""
    answer = ask("Is it manual or automatic?", CAR, "Volkswagen Golf 1.5 TSI Life 5dr")
    assert "Gearbox Manual [¶4]" in answer and "[¶11]" not in answer and "[¶17]" not in answer
    # A question that names one of the similar cars, or not the car ("it", "this"), is theirs too.
    assert "[¶17]" in ask("Which cars are manual or automatic?", CAR, "Volkswagen Golf 1.5 TSI Life 5dr")
    assert "Manual [¶11]" in ask("Is the Ford Focus manual or automatic?", CAR, "Volkswagen Golf 1.5 TSI Life 5dr")
    assert "Diesel [¶18]" in ask("Is the Golf 2.0 TDI Match diesel or petrol?", CAR, "Volkswagen Golf 1.5 TSI Life 5dr")


# min/17-seller-card-where.html
SELLER = """# [¶1] 2019 Volkswagen Golf 1.5 TSI Life 5dr

[¶2] Full Volkswagen service history with 4 stamps, cambelt not due. Apple CarPlay and Android Auto, parking sensors \
front and rear.

[¶3] Finance from **£289**/month. Representative APR 9.9%. Fixed interest rate 5.09% p.a.

## [¶4] Riverside Motors Reading

[¶5] [image: Rated 4.7 out of 5 stars] 4.7 [(1,203 reviews)](https://cars.example/car-details/2012#reviews)

[¶6] Unit 4, Kennet Way, Reading, RG1 3AB · 2.4 miles away

Call seller Show number

[¶7] Trade seller · Open today until 6pm
"""


def test_where_the_seller_is_is_the_address_on_the_seller_card():
    """qa63 #19: "Where is the seller?" quoted "Call seller Show number"; "Where is the car?" found nothing."""
    for question in ("Where is the seller?", "Where is the car?", "Where's the dealer located?",
                     "What is the seller's location?"):
        answer = ask(question, SELLER, "Volkswagen Golf 1.5 TSI Life 5dr")
        assert "> Unit 4, Kennet Way, Reading, RG1 3AB · 2.4 miles away [¶6]" in answer and "Show number" not in answer


def test_the_greeting_quotes_no_item_of_a_list_of_conditions_alone():
    """qa63 #14: the greeting's "What stands out" quoted care-card items without their "… if:", as statements."""
    greeting = run(locked_messages(HEALTH, "Chickenpox - NHS"), task="greeting")[0]
    assert not any(f"[¶{n}]" in greeting for n in (4, 5, 6, 7))
    assert "[¶1]" in greeting
    # The same items under a heading that says no "if" stand out as before.
    plain = HEALTH.replace(" if:", ":").replace("Call 999:", "Signs")
    listed = run(locked_messages(plain, "Chickenpox - NHS"), task="greeting")[0]
    assert any(f"[¶{n}]" in listed for n in (4, 5, 6, 7))
