"""The offline engine on qa60's pages (off65): the cheapest, the direct, the lowest-emission flight of a page of result
cards, the cheapest day of its price calendar, a layover's length; a bag's delivery, discount, an item's size and what
the bag holds; a release's notes where its title and its "Features" are headings of one rank, the version badged
"Latest" and its wheel; greetings that open on a post's reactions, a stepper's buttons or a pay-later offer. Each page
is the content the widget (main at 9b2613b) extracted from qa60's minimal page (/tmp/mb/qa60/sites/min/NN-*.html,
var/06b.html) or full page (out/*-1280.json), cut to what the question needs."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run

# min/03-cheapest-direct-flight.html: each card one cited item; the price insights say "least expensive".
FLIGHTS = """# London to Berlin

Tabs: Best £64 · 1 hr 55 min (selected) · Cheapest £58 · 4 hr 30 min

- [¶1] [image: easyJet]
  07:15 – 10:10
  1 hr 55 min · Non-stop
  98 kg CO2e · −12%
  £64
  Select
- [¶2] [image: Lufthansa]
  18:40 – 01:10
  4 hr 30 min · 1 stop · 2 hr 05 min in FRA
  171 kg CO2e · +31%
  £58
  Select
- [¶3] [image: British Airways]
  09:50 – 12:40
  1 hr 50 min · Non-stop
  104 kg CO2e · Typical
  £112
  Select

## Price insights

[¶4] The least expensive flights for similar trips to Berlin usually cost between £60 and £140.
"""


def cards(question: str, content: str = FLIGHTS) -> list[str]:
    """The airlines of the cards an answer quotes."""
    quoted = quoted_part(ask(question, content, title="Flights"))
    return [line.split("]")[0].removeprefix("> [image: ") for line in quoted]


def test_the_cheapest_flight_is_the_card_of_the_lowest_price_not_the_insights_sentence():
    for question in ("What is the cheapest flight?", "Which flight is cheapest?"):
        assert cards(question) == ["Lufthansa"], question
    assert cards("Which flight is the most expensive?") == ["British Airways"]
    assert cards("Which flight has the lowest emissions?") == ["easyJet"]
    assert cards("What is the fastest flight?") == ["British Airways"]
    # An airline named: its cards only; one no card names is not answered by another's.
    cheap = FLIGHTS.replace("[image: British Airways]", "[image: Lufthansa]")
    assert cards("Which Lufthansa flight is cheapest?", cheap) == ["Lufthansa"]
    assert "£58" in quoted_part(ask("Which Lufthansa flight is cheapest?", cheap, title="Flights"))[0]
    assert "Ryanair" not in "".join(quoted_part(ask("Which Ryanair flight is cheapest?", FLIGHTS, title="Flights")))


def test_direct_is_what_the_cards_call_non_stop():
    assert cards("Which flights are direct?") == ["easyJet", "British Airways"]
    assert cards("Which flights are nonstop?") == ["easyJet", "British Airways"]


# min/05-price-calendar-strip.html: a date and its price on two lines of a button, uncited.
CALENDAR = """# London to Berlin

[¶1] Prices for 1 adult, return.

Thu 11 Mar
£52

Sat 13 Mar
£58 (selected)

Mon 15 Mar
£49

[¶2] 4 results · Sorted by best
"""


def test_the_cheapest_day_is_the_calendars_lowest_price():
    assert quoted_part(ask("Which day is cheapest to fly?", CALENDAR, title="Flights")) == ["> Mon 15 Mar £49"]
    assert quoted_part(ask("Which date is the most expensive?", CALENDAR, title="Flights")) == ["> Sat 13 Mar £58 "
                                                                                                 "(selected)"]


# min/04-layover-leg-list.html: the legs, each a line of the card's ordered list.
LEGS = """# London to Berlin

- [¶1] Lufthansa
  18:40 – 01:10^(+1)
  4 hr 30 min · 1 stop · 2 hr 05 min in FRA
  £58
  1. 18:40 London Heathrow (LHR) → 21:20 Frankfurt (FRA) · LH 921 · 1 hr 40 min
  2. Layover 2 hr 05 min · Frankfurt (FRA) · Change of terminal
  3. 23:25 Frankfurt (FRA) → 01:10 Berlin Brandenburg (BER) · LH 202 · 1 hr 05 min
"""


def test_how_long_the_layover_is_is_the_layovers_line_not_the_first_leg():
    quoted = quoted_part(ask("How long is the layover in Frankfurt?", LEGS, title="Flights"))
    assert quoted == ["> Layover 2 hr 05 min · Frankfurt (FRA) · Change of terminal [¶1]"], quoted


# min/09-cart-shipping-discount.html: the order summary a <dl>, each term over its value.
BAG = """# Your bag (2 items)

- [¶1] ## Tidal Waterproof Jacket
  Size: 12 · Colour: Sage
  ~~£140.00~~ £98.00
- [¶2] ## Harbour Merino Crew Jumper
  Size: M · Colour: Navy
  £65.00

## Order summary

Subtotal

: [¶3] £163.00

Discount (SPRING15)

: [¶4] −£9.75

Delivery

: [¶5] Free

Total

: [¶6] £153.25

[¶7] SPRING15 applied: 15% off full-price items
"""


def test_shipping_is_the_summarys_delivery():
    for question in ("How much is shipping?", "How much is delivery?", "What does postage cost?"):
        assert quoted_part(ask(question, BAG, title="Your bag")) == ["> Delivery", "> Free [¶5]"], question


def test_the_discount_is_the_summarys_discount_line_not_a_sale_price():
    for question in ("What discount did I get?", "Did a promo code apply?"):
        quoted = quoted_part(ask(question, BAG, title="Your bag"))
        assert quoted == ["> Discount (SPRING15)", "> −£9.75 [¶4]", "> SPRING15 applied: 15% off full-price items [¶7]"]
    # A bag with no such line: the sale price still answers.
    unsummed = BAG.split("## Order summary")[0]
    assert "~~£140.00~~ £98.00" in "".join(quoted_part(ask("Is the jacket discounted?", unsummed, title="Your bag")))


# min/10-cart-line-item-stepper.html: a stepper's buttons name the item.
STEPPERS = """# Your bag (3 items)

- [¶1] [image: Harbour Merino Crew Jumper in Navy]
  ## [Harbour Merino Crew Jumper](http://127.0.0.1:8926/p/1)
  Size: M · Colour: Navy
  Decrease quantity for Harbour Merino Crew Jumper 2 Increase quantity for Harbour Merino Crew Jumper
  Remove
  £65.00 each
  £130.00
- [¶2] ## [Trail Socks 3-pack](http://127.0.0.1:8926/p/3)
  Size: 7–9 · Colour: Charcoal
  Decrease quantity 1 Increase quantity
  Remove
  £18.00
"""


def test_an_items_size_is_its_variant_line_not_its_steppers_buttons():
    quoted = quoted_part(ask("What size is the jumper?", STEPPERS, title="Your bag"))
    assert quoted == ["> [Harbour Merino Crew Jumper](http://127.0.0.1:8926/p/1) [¶1]", "> Size: M · Colour: Navy [¶1]"]
    assert quoted_part(ask("What colour are the socks?", STEPPERS, title="Your bag"))[-1] == ("> Size: 7–9 · Colour: "
                                                                                             "Charcoal [¶2]")


def test_what_is_in_the_bag_is_every_line_item():
    quoted = quoted_part(ask("What is in my bag?", STEPPERS, title="Your bag"))
    assert quoted == ["> [Harbour Merino Crew Jumper](http://127.0.0.1:8926/p/1) [¶1]",
                      "> [Trail Socks 3-pack](http://127.0.0.1:8926/p/3) [¶2]"], quoted


# var/06b.html: GitHub's release title and its notes' headings all h2s.
RELEASES = """# Releases

## [v3.2.0](http://127.0.0.1:8926/releases/tag/v3.2.0)

Latest

## Features

- [¶1] Priority queues by @mkovacs in #1198

## Bug fixes

- [¶2] Fix a deadlock when a worker is cancelled during ack() in #1227

## [v3.1.4](http://127.0.0.1:8926/releases/tag/v3.1.4)

## Bug fixes

- [¶3] Reject pickled payloads unless allow_pickle=True in #1180
"""


def test_a_releases_notes_are_the_sections_up_to_the_next_version_at_the_same_rank():
    changed = ask("What changed in 3.2?", RELEASES, title="Releases · acme/fastqueue")
    assert "Priority queues" in changed and "Fix a deadlock" in changed and "pickled" not in changed, changed
    assert "Under “v3.2.0 › Bug fixes”" in changed
    fixed = quoted_part(ask("What bugs were fixed in 3.2.0?", RELEASES, title="Releases · acme/fastqueue"))
    assert fixed == ["> Fix a deadlock when a worker is cancelled during ack() in #1227 [¶2]"], fixed
    older = quoted_part(ask("What was fixed in v3.1.4?", RELEASES, title="Releases · acme/fastqueue"))
    assert older == ["> Reject pickled payloads unless allow_pickle=True in #1180 [¶3]"], older


def test_a_section_that_is_no_part_of_release_notes_ends_the_release():
    page = RELEASES.replace("## Features", "## Installation").replace("Priority queues by", "Install it with pip, by")
    assert "Install it with pip" not in ask("What changed in 3.2?", page, title="Releases · acme/fastqueue")
    # A story's heading that holds a number is no release (nytimes-3), nor is a question that says "fix" its notes.
    story = ("## Almost 1.8 million potholes filled since de Blasio took office\n\n[¶1] The city fills potholes within "
             "three days of a complaint, officials said.\n\n## So, where do people learn to fix these issues?\n\n[¶2] "
             "Workers from the Department of Environmental Protection gathered around a muddy hole.\n")
    answer = ask("Where do people learn to fix these issues?", story, title="Potholes")
    assert answer.startswith("Under “So, where do people learn to fix these issues?”"), answer


# min/08-latest-badge-and-assets.html: the badge a line under the version's heading, the assets a closed <details>.
ASSETS = """# Releases

## v3.2.0

Latest

- [¶1] Priority queues in #1198

**Assets 2**

- [¶2] [fastqueue-3.2.0-py3-none-any.whl](http://127.0.0.1:8926/d/fastqueue-3.2.0-py3-none-any.whl) 148 KB
- [¶3] [fastqueue-3.2.0.tar.gz](http://127.0.0.1:8926/d/fastqueue-3.2.0.tar.gz) 1.2 MB

## v3.3.0rc1

Pre-release

[¶4] First release candidate for 3.3.
"""


def test_the_latest_version_is_the_one_badged_latest_with_its_version():
    assert quoted_part(ask("What is the latest version?", ASSETS, title="Releases")) == ["> v3.2.0 Latest"]
    # releases.html: the version a line before the badge ("[image: Tag] v3.2.0").
    page = ASSETS.replace("## v3.2.0\n\n", "## Release notes\n\n[image: Tag] v3.2.0\n\n")
    quoted = quoted_part(ask("Which release is the latest?", page, title="Releases"))
    assert quoted == ["> [image: Tag] v3.2.0", "> Latest"], quoted


def test_the_wheel_is_the_whl_asset():
    quoted = quoted_part(ask("How big is the wheel file?", ASSETS, title="Releases"))
    assert len(quoted) == 1 and "py3-none-any.whl" in quoted[0] and "148 KB" in quoted[0], quoted


def _opening(content: str, title: str) -> str:
    return run(locked_messages(content, title=title), task="greeting")[0].split("\n\n")[0]


# releases.html: the reactions' aria-labels a cited paragraph, before the pre-release's sentence.
REACTED = """# Releases

## ✨ Features

- [¶3] Priority queues: `PriorityQueue(levels=5)` by @mkovacs in #1198

[¶11] thumbs up, 42 people reacted hooray, 17 people reacted rocket, 9 people reacted 59 people reacted

## v3.3.0rc1

Pre-release

[¶13] First release candidate for 3.3. Please test and report problems in #1301.
"""

# cart.html: the bag's lines, whose steppers' buttons name the item, and a pay-later offer under the summary.
PAY_LATER = """# Your bag (3 items)

- [¶2] ## [Harbour Merino Crew Jumper](http://127.0.0.1:8882/p/harbour-merino-crew)
  Size: M · Colour: Navy
  Decrease quantity for Harbour Merino Crew Jumper
  2
  Increase quantity for Harbour Merino Crew Jumper
  £130.00

## Order summary

Total

: [¶14] £209.10

[¶15] SPRING15 applied: 15% off full-price items

[¶16] Pay in 3 interest-free payments of £69.70 with [Klarna](http://127.0.0.1:8882/klarna).
"""


def test_the_greeting_opens_on_neither_reactions_nor_a_stepper_nor_a_pay_later_offer():
    opening = _opening(REACTED, "Releases · acme/fastqueue")
    assert "reacted" not in opening and "First release candidate" in opening, opening
    opening = _opening(PAY_LATER, "Your bag (3) | Northwind Outfitters")
    assert "Klarna" not in opening and "quantity" not in opening and "SPRING15 applied" in opening, opening
    # Asked, the offer still answers.
    assert "Klarna" in ask("Can I pay in instalments?", PAY_LATER, title="Your bag")
