"""The offline engine on qa61's train board and shop finder (off68): the next train to a place and a time's own row on
a departures board, the cheapest of a journey planner's results, a weekday's row of an hours table before a feast's
notice. Each page is the content the widget (main at 60b9190) extracted from qa61's minimal page
(/tmp/mb/qa61/sites/min/NN-*.html) or full page, cut to what the question needs."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run

# min/01-next-train-to.html, with min/03's struck time for the Birmingham train.
BOARD = """# [¶1] Departures from London Euston

Last updated 10:15

[¶2]
| Time | Destination | Plat. | Expected |
| --- | --- | --- | --- |
| 10:00 | Manchester Piccadilly | 15 | On time |
| ~~10:07~~ 10:24 | Birmingham New Street | 9 | Exp 10:24 |
| 10:13 | Tring | – | Delayed |
| ~~10:20~~ | Glasgow Central |  | Cancelled |
| 10:40 | Manchester Piccadilly | 14 | On time |
| 10:50 | Glasgow Central | 3 | On time |
"""


def said(question: str, content: str = BOARD, title: str = "Departures from London Euston") -> list[str]:
    return quoted_part(ask(question, content, title=title))


def test_the_next_train_to_a_place_is_the_first_row_that_goes_there():
    manchester = ["> 10:00 — Destination: Manchester Piccadilly; Plat.: 15; Expected: On time [¶2]"]
    assert said("When is the next train to Manchester?") == manchester
    assert said("What time does the next train leave for Manchester?") == manchester
    birmingham = ["> ~~10:07~~ 10:24 — Destination: Birmingham New Street; Plat.: 9; Expected: Exp 10:24 [¶2]"]
    assert said("What time is the next train to Birmingham?") == birmingham
    assert said("When will the Birmingham train leave?") == birmingham
    assert said("When is the last train to Manchester?") == [
        "> 10:40 — Destination: Manchester Piccadilly; Plat.: 14; Expected: On time [¶2]"]
    # The cancelled 10:20 is not the next train to Glasgow while another runs.
    assert said("When is the next train to Glasgow?") == [
        "> 10:50 — Destination: Glasgow Central; Plat.: 3; Expected: On time [¶2]"]
    # A place the board does not name: no other row.
    assert "Destination" not in ask("When is the next train to Leeds?", BOARD, title="Departures")


def test_a_clock_time_asked_is_its_own_row_only():
    assert said("Is the 10:07 delayed?") == [
        "> ~~10:07~~ 10:24 — Destination: Birmingham New Street; Plat.: 9; Expected: Exp 10:24 [¶2]"]
    assert said("Which platform is the 10:13 to Tring?") == [
        "> 10:13 — Destination: Tring; Plat.: –; Expected: Delayed [¶2]"]
    # A time as a bound is no row's own.
    assert len(said("Which trains leave after 10:30?")) != 1


# min/02-cheapest-fare.html: the journey planner's results, a price on each item's last line.
JOURNEYS = """# [¶1] Journeys from London Euston to Manchester Piccadilly

- [¶2] 10:00 → 12:08
  2h 8m · Direct
  from £23.40
- [¶3] 10:07 → 12:55
  2h 48m · 1 change
  from £19.80
- [¶4] 10:40 → 12:47
  2h 7m · Direct
  from £54.10 Only 3 left
"""


def test_the_cheapest_fare_or_ticket_is_the_journey_of_the_lowest_price():
    cheapest = ["> 10:07 → 12:55 2h 48m · 1 change from £19.80 [¶3]"]
    for question in ("What is the cheapest fare?", "What is the cheapest ticket?", "Which ticket is cheapest?"):
        assert said(question, JOURNEYS, "Train times") == cheapest, question
    assert said("What is the most expensive fare?", JOURNEYS, "Train times") == [
        "> 10:40 → 12:47 2h 7m · Direct from £54.10 Only 3 left [¶4]"]


# min/07-hours-today-sunday.html: a holiday notice over the hours table.
HOURS = """# Waterstones Camden

[¶1] 128 Camden High Street, London NW1 0NB

Open now · Closes 19:00

[¶2] **Holiday hours:** Good Friday 18 April 10:00–17:00. Easter Sunday closed.

[¶3]
|  |  |
| --- | --- |
| Monday | 09:00 – 19:00 |
| Tuesday | 09:00 – 19:00 |
| Wednesday | 09:00 – 19:00 |
| Thursday (today) | 09:00 – 19:00 |
| Friday | 09:00 – 20:00 |
| Saturday | 09:00 – 20:00 |
| Sunday | 11:30 – 17:30 |
"""


def test_a_weekdays_hours_are_its_row_not_a_feasts_notice():
    def hours(question: str) -> list[str]:
        return said(question, HOURS, "Waterstones Camden")

    assert hours("When does the shop close on Sunday?") == ["> Sunday — 11:30 – 17:30 [¶3]"]
    assert hours("What time does it open on Saturday?") == ["> Saturday — 09:00 – 20:00 [¶3]"]
    # The feast asked: its notice.
    assert hours("Is it open on Easter Sunday?") == ["> Easter Sunday closed. [¶2]"]


def test_todays_opening_hours_are_the_row_marked_today():
    assert said("What are today's opening hours?", HOURS, "Waterstones Camden") == [
        "> Thursday (today) — 09:00 – 19:00 [¶3]"]
    # No row marked: not another day's.
    assert "Thursday" not in ask("What are today's opening hours?", HOURS.replace(" (today)", ""), title="Camden")


# min/06-store-list-heading-in-li.html: three shops as list items, each its name, distance, address and status.
SHOPS = """# Find a shop

3 shops near **NW1 8AH**

1. [¶1] ## [Waterstones Camden](http://127.0.0.1:8958/shop/camden)
   0.4 mi
   128 Camden High Street, London NW1 0NB
   Open now · Closes 19:00
   |  |  |
   | --- | --- |
   | Monday | 09:00 – 19:00 |
   | Sunday | 11:30 – 17:30 |
2. [¶2] ## [Waterstones King's Cross](http://127.0.0.1:8958/shop/kings-cross)
   1.1 mi
   Unit 2, Pancras Square, London N1C 4AG
   Closed · Opens 9:00 Mon
3. [¶3] ## [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead)
   2.3 mi
   68 Hampstead High Street, London NW3 1QP
   Open now · Closes 18:00
"""
CAMDEN = "> [Waterstones Camden](http://127.0.0.1:8958/shop/camden) [¶1]"
KINGS_CROSS = "> [Waterstones King's Cross](http://127.0.0.1:8958/shop/kings-cross) [¶2]"


def test_a_shop_named_in_a_list_answers_with_its_own_lines():
    def shop(question: str) -> list[str]:
        return said(question, SHOPS, "Find a shop near NW1 8AH")

    assert shop("What time does King's Cross open?") == [KINGS_CROSS, "> Closed · Opens 9:00 Mon [¶2]"]
    assert shop("Is the Camden shop open now?") == [CAMDEN, "> Open now · Closes 19:00 [¶1]"]
    # (The name cited once with the row of its table, which the quote reads as one block.)
    assert shop("When does the Camden shop close on Sunday?") == [
        CAMDEN.removesuffix(" [¶1]"), "> Sunday — 11:30 – 17:30 [¶1]"]
    assert shop("Where is the Hampstead shop?") == [
        "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶3]",
        "> 68 Hampstead High Street, London NW3 1QP [¶3]"]
    assert shop("Which shop is nearest?") == [CAMDEN, "> 0.4 mi [¶1]", "> 128 Camden High Street, London NW1 0NB [¶1]"]
    assert shop("Which shop is furthest away?")[0].startswith("> [Waterstones Hampstead]")


# stores.html: the first two shops sections (each with its phone and hours table), the third an item under the second.
SECTIONS = """# Find a shop

[¶1] Town or postcode: NW1 8AH

## 1. [Waterstones Camden](http://127.0.0.1:8958/shop/camden)

0.4 mi

[¶2] 128 Camden High Street
London
NW1 0NB

Open now · Closes 19:00

[020 7284 0011](tel:+442072840011)

[¶4] **Holiday hours:** Good Friday 18 April 10:00–17:00. Easter Sunday closed.

[¶5]
|  |  |
| --- | --- |
| Saturday | 09:00 – 20:00 |
| Sunday | 11:30 – 17:30 |

## [¶6] 2. [Waterstones King's Cross](http://127.0.0.1:8958/shop/kings-cross)

1.1 mi

[¶7] Unit 2, Pancras Square
London
N1C 4AG

Closed · Opens 9:00 Mon

[020 7837 0044](tel:+442078370044)

[¶9]
|  |  |
| --- | --- |
| Saturday | 10:00 – 18:00 |
| Sunday | Closed |

3. [¶10] ## [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead)
   2.3 mi
   68 Hampstead High Street, London NW3 1QP
   Open now · Closes 18:00
   [020 7794 1098](tel:+442077941098)
"""


def test_a_shop_named_among_sections_answers_with_its_own_lines():
    def shop(question: str) -> list[str]:
        return said(question, SECTIONS, "Find a shop near NW1 8AH")

    assert shop("When does King's Cross close on Sunday?") == ["> Sunday — Closed [¶9]"]
    assert shop("What is the phone number of the Camden shop?") == ["> 020 7284 0011"]
    assert shop("What is the Hampstead shop's phone number?") == [
        "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶10]", "> 020 7794 1098 [¶10]"]
    # A feast asked of a shop: its holiday notice, as before.
    assert shop("Is the Camden shop open on Good Friday?") == [
        "> Holiday hours: Good Friday 18 April 10:00–17:00. [¶4]"]


# min/17-call-button-tel-href.html: the phone only a "Call" button's tel: link.
CALL = """# Waterstones Camden

[¶1] 128 Camden High Street, London NW1 0NB

Open now · Closes 19:00

[Call](tel:+442072840011)

[Directions](https://maps.example/?q=NW1+0NB)

[¶2] Our flagship north London bookshop over three floors, with a café on the first floor and a children's \
department downstairs.
"""


def test_a_phone_shown_only_as_a_call_button_is_the_number_it_dials():
    for question in ("What is the phone number?", "How can I call the shop?", "What is their telephone number?"):
        assert said(question, CALL, "Waterstones Camden") == ["> Call: +442072840011"], question
    # A number the page shows answers as before, not the button's.
    shown = CALL.replace("[¶2] Our", "[¶2] Ring us on 020 7284 0099. Our")
    assert "020 7284 0099" in ask("What is the phone number?", shown, title="Waterstones Camden")
    two = CALL.replace("[¶2] Our", "[¶2] For lost property, ring 020 3333 4444. For events, ring 020 1111 2222. Our")
    lost = ask("What is the phone number for lost property?", two, title="Waterstones Camden")
    assert "3333" in lost and "1111" not in lost and "Call:" not in lost, lost



# trains.html, whole: a disruption banner, the board, the planner's line and its journeys, then the chrome.
TRAINS = """[¶1] **Disruption between Milton Keynes Central and Rugby.** Due to a signalling fault, trains may be \
cancelled or delayed by up to 30 minutes. Disruption is expected until 13:00. [Read \
more](http://127.0.0.1:8958/disruption/123)

# [¶2] Departures from London Euston

Last updated 10:15

Tabs: Departures (selected) · Arrivals

[¶3]
| Time | Destination | Plat. | Expected |  |
| --- | --- | --- | --- | --- |
| 10:00 | [Manchester Piccadilly](http://127.0.0.1:8958/service/1) **Calling at** Milton Keynes Central, \
Stoke-on-Trent, Macclesfield, Stockport, Manchester Piccadilly | 15 | On time | ![Avanti West \
Coast](http://127.0.0.1:8958/avanti.png) |
| ~~10:07~~ 10:24 | [Birmingham New Street](http://127.0.0.1:8958/service/2) **Calling at** Watford Junction, \
Milton Keynes Central, Coventry, Birmingham International, Birmingham New Street | 9 | Exp 10:24 | ![Avanti \
West Coast](http://127.0.0.1:8958/avanti.png) |
| 10:13 | [Tring](http://127.0.0.1:8958/service/3) **Calling at** Harrow & Wealdstone, Watford Junction, \
Kings Langley, Apsley, Hemel Hempstead, Berkhamsted, Tring | – | Delayed | ![London Northwestern \
Railway](http://127.0.0.1:8958/lnr.png) |
| ~~10:20~~ | [Glasgow Central](http://127.0.0.1:8958/service/4) **Calling at** Preston, Lancaster, Oxenholme \
Lake District, Penrith North Lakes, Carlisle, Glasgow Central |  | Cancelled | ![Avanti West \
Coast](http://127.0.0.1:8958/avanti.png) |
| 10:40 | [Manchester Piccadilly](http://127.0.0.1:8958/service/5) **Calling at** Stoke-on-Trent, Stockport, \
Manchester Piccadilly | 14 | On time | ![Avanti West Coast](http://127.0.0.1:8958/avanti.png) |

## Plan a journey

[¶4] From: London Euston · To: Manchester Piccadilly · Date: 2027-03-12 · Leaving after: 10:00

## [¶5] Journeys from London Euston to Manchester Piccadilly

- [¶6] 10:00 → 12:08
  2h 8m · Direct
  from £23.40
- [¶7] 10:07 → 12:55
  2h 48m · 1 change
  from £19.80
- [¶8] 10:40 → 12:47
  2h 7m · Direct
  from £54.10 Only 3 left

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Journey planner](http://127.0.0.1:8958/journey-planner) [Live \
trains](http://127.0.0.1:8958/live-trains) [Disruption](http://127.0.0.1:8958/disruption) \
[Tickets](http://127.0.0.1:8958/tickets)

Footer: © 2027 Rail Delivery Group. [Accessibility](http://127.0.0.1:8958/accessibility) \
[Privacy](http://127.0.0.1:8958/privacy)"""


def test_a_board_of_a_table_and_journeys_is_greeted_as_lists_not_a_short_single_section():
    hello = run(locked_messages(TRAINS, title="Live departures from London Euston"), task="greeting")[0]
    assert "Most of it is lists and tables." in hello and "single section" not in hello, hello


def test_on_the_whole_board_a_place_a_train_calls_at_is_its_first_row_too():
    def first(question: str) -> str:
        lines = said(question, TRAINS, "Live departures from London Euston")
        assert len(lines) == 1, lines
        return lines[0].split(" — ")[0]

    assert first("When is the next train to Manchester?") == "> 10:00"
    assert first("When is the next train to Stockport?") == "> 10:00"
    assert first("When will the Birmingham train leave?") == "> ~~10:07~~ 10:24"
    assert first("When is the next train to Glasgow?") == "> ~~10:20~~"  # cancelled, but the only one
    assert said("What is the cheapest fare?", TRAINS, "Live departures from London Euston") == [
        "> 10:07 → 12:55 2h 48m · 1 change from £19.80 [¶7]"]


# min/16-css-line-through-time.html: the board a list, each service an item that opens with its times.
LISTED = """# [¶1] Departures from London Euston

- [¶2] 10:07 10:24 Birmingham New Street · Platform 9 · Avanti West Coast
- [¶3] 10:13 Tring · Platform 4 · London Northwestern Railway · On time
- [¶4] 10:20 Cancelled Glasgow Central · Avanti West Coast
"""


def test_a_board_written_as_a_list_answers_by_its_items():
    assert said("When does the Birmingham train leave?", LISTED) == [
        "> 10:07 10:24 Birmingham New Street · Platform 9 · Avanti West Coast [¶2]"]
    assert said("Is the 10:13 on time?", LISTED) == [
        "> 10:13 Tring · Platform 4 · London Northwestern Railway · On time [¶3]"]
