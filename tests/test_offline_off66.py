"""The offline engine on what the walk now reads from qa60's pages (off66): a filled flight search's one line of
fields (where from, where to, when back), the cards that say "Direct" where the page says "Direct" elsewhere too, a
bag's item quantity from its stepper's "Quantity: 2". Each page is the content the widget (main at 51c8c8d)
extracted from qa60's minimal page (/tmp/mb/qa60/sites/min/NN-*.html) or full page, cut to what the question
needs."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from test_offline_off65 import FLIGHTS as OFF65_FLIGHTS
from test_offline_off65 import cards

# flights.html: the search form read as one cited line, then the results.
SEARCH = """[¶1] Trip: Return · Class: Economy · From: London (all airports) · To: Berlin BER · \
Departure: Sat, 13 Mar · Return: Sun, 21 Mar

# London to Berlin

[¶2] Prices include required taxes and fees for 1 adult.

- [¶3] easyJet · LGW–BER · 07:15 – 10:10 · 1 hr 55 min · Non-stop · £64
"""


def test_where_from_where_to_and_when_back_are_the_search_lines_fields():
    def field(question: str, content: str = SEARCH) -> list[str]:
        return quoted_part(ask(question, content, title="London to Berlin flights"))

    assert field("Where am I flying from?") == ["> From: London (all airports) [¶1]"]
    assert field("Where am I going?") == ["> To: Berlin BER [¶1]"]
    assert field("Where are we flying to?") == ["> To: Berlin BER [¶1]"]
    assert field("When do I fly back?") == ["> Return: Sun, 21 Mar [¶1]"]
    assert field("What dates are the flights?") == ["> Departure: Sat, 13 Mar · Return: Sun, 21 Mar [¶1]"]
    # One way: no return date, so not another field for it; a line of fields with no From and To is no trip's.
    one_way = SEARCH.replace("· Return: Sun, 21 Mar", "").replace("Trip: Return", "Trip: One way")
    assert "Sun, 21 Mar" not in ask("When do I fly back?", one_way, title="London to Berlin flights")
    card = "# Bike\n\n[¶1] Frame: Steel · Gears: 21 · Brakes: Disc · Weight: 12 kg\n"
    assert "Frame" not in ask("Where am I flying from?", card, title="Bike")


# min/03-cheapest-direct-flight.html, the cards saying "Direct"; flights.html, a filter "Direct only" over them.
FLIGHTS = (OFF65_FLIGHTS.replace("Tabs: Best £64 · 1 hr 55 min (selected) · Cheapest £58 · 4 hr 30 min\n\n", "")
           .replace("Non-stop", "Direct").replace("18:40 – 01:10", "18:40 – 01:10 (+1 day)"))


def test_direct_flights_are_the_cards_that_say_direct_not_the_insights_sentence():
    for question in ("Which flights are direct?", "Are there any direct flights?", "Which flights are non-stop?"):
        assert cards(question, FLIGHTS) == ["easyJet", "British Airways"], question
    filtered = "## Filters\n\nDirect only\n\n[¶5] from £64\n\n" + FLIGHTS.replace("Direct", "Non-stop")
    assert cards("Which flights are direct?", filtered) == ["easyJet", "British Airways"]
    # No card says it: not a card with "1 stop".
    assert "Lufthansa" not in ask("Which flights are direct?", FLIGHTS.replace("Direct", "2 stops"), title="Flights")


# cart.html: the stepper read as "Quantity: 2".
BAG = """# Your bag (3 items)

- [¶2] [image: Men's Harbour Merino Crew Jumper in Navy]
  ## [Harbour Merino Crew Jumper](http://127.0.0.1:8934/p/harbour-merino-crew)
  Size: M · Colour: Navy
  In stock
  Quantity: 2
  Remove · Save for later
  £65.00 each
  £130.00
- [¶3] [image: Women's Tidal Waterproof Jacket in Sage]
  ## [Tidal Waterproof Jacket](http://127.0.0.1:8934/p/tidal-jacket)
  Size: 12 · Colour: Sage
  Only 2 left
  Quantity: 1
  Remove
  ~~£140.00~~ £98.00
  £98.00
- [¶4] ## [Trail Socks 3-pack](http://127.0.0.1:8934/p/trail-socks)
  Size: 7–9 · Colour: Charcoal
  Quantity: 1
  Remove
  £18.00
"""


def test_how_many_of_an_item_are_in_the_bag_is_its_quantity():
    assert quoted_part(ask("How many jumpers are in my bag?", BAG, title="Your bag")) == [
        "> [Harbour Merino Crew Jumper](http://127.0.0.1:8934/p/harbour-merino-crew) [¶2]", "> Quantity: 2 [¶2]"]
    assert quoted_part(ask("How many socks are in my bag?", BAG, title="Your bag"))[-1] == "> Quantity: 1 [¶4]"
    # Not asked of the bag: how many cards the name has, as before.
    assert "Quantity" not in ask("How many jackets are there?", BAG, title="Your bag")


# weather.html: the 10-day table, then days laid out as divs under headings (their SVG title read as the picture).
WEATHER = """# Bristol

## 10-day forecast

[¶11]
| Day | Weather | High | Low | Chance of rain | Wind |
| --- | --- | --- | --- | --- | --- |
| Today | [image: Heavy rain] | 14° | 7° | 90% | 18 mph |
| Fri 12 | [image: Heavy rain] | 12° | 6° | 95% | 31 mph |
| Mon 15 | [image: Cloudy] | 13° | 6° | 40% | 12 mph |

### Tue 16

[image: Light shower (day)] 12° 5°

### Wed 17

[image: Overcast] 11° 4°

## Regional forecast

[¶12] **Tomorrow:** A wet and very windy day with gales possible on coasts. Maximum temperature 12 °C.
"""


def test_the_weather_on_a_weekday_is_that_days_row_or_the_lines_under_its_heading():
    def said(question: str) -> list[str]:
        return quoted_part(ask(question, WEATHER, title="Bristol weather"))

    assert said("What is the weather on Tuesday?") == ["> [image: Light shower (day)] 12° 5°"]
    assert said("What is the low on Wednesday?") == ["> [image: Overcast] 11° 4°"]
    friday = said("Will it rain on Friday?")
    assert len(friday) == 1 and friday[0].startswith("> Fri 12 — Weather: [image: Heavy rain]"), friday
    assert "Tomorrow:" in ask("Will it rain tomorrow?", WEATHER, title="Bristol weather")


# qa59 match.html: the league table's columns headed by letters.
TABLE = """# Arsenal 2–1 Chelsea

## Live text

[¶21] **Goal!** Arsenal 2, Chelsea 1. Kai Havertz (Arsenal) header from the centre of the box.

## Premier League table

[¶22]
| Pos (Position) | Team | P | W | D | L | GD (Goal difference) | Pts (Points) | Form |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Liverpool | 14 | 11 | 2 | 1 | +20 | 35 | W W D W W |
| 2 | Arsenal | 14 | 9 | 4 | 1 | +16 | 31 | W D W W L |
| 3 | Chelsea | 14 | 8 | 3 | 3 | +11 | 27 | L W W D W |
| 4 | Manchester City | 14 | 8 | 2 | 4 | +9 | 26 | L L W W D |
"""


def test_how_many_a_team_won_is_its_rows_w_column():
    def said(question: str) -> list[str]:
        return quoted_part(ask(question, TABLE, title="Arsenal v Chelsea"))

    assert said("How many games have Arsenal won?") == ["> 2 — Team: Arsenal; W: 9 [¶22]"]
    assert said("How many games has Manchester City drawn?") == ["> 4 — Team: Manchester City; D: 2 [¶22]"]
    assert said("How many matches have Chelsea lost?") == ["> 3 — Team: Chelsea; L: 3 [¶22]"]
    # A team the table does not name: no other team's row.
    assert "Team:" not in ask("How many games have Spurs won?", TABLE, title="Arsenal v Chelsea")


# releases.html: each release's date a line before its title (GitHub's side column), its notes' headings h2s.
RELEASES = """# Releases

2 weeks ago (2027-03-02 14:21 UTC)

[image: Tag] v3.2.0

## [v3.2.0 – Priorities](http://127.0.0.1:8934/acme/fastqueue/releases/tag/v3.2.0)

Latest

## ✨ Features

- [¶3] Priority queues: `PriorityQueue(levels=5)` by @mkovacs in #1198

## 🐛 Bug fixes

- [¶5] Fix a deadlock when a worker is cancelled during `ack()` by @pnair in #1227
- [¶6] Retry delays now honour `max_delay` by @tosei in #1230

## New Contributors

- [¶7] @pnair made their first contribution in #1227

### Assets

- [¶9] [fastqueue-3.2.0-py3-none-any.whl](http://127.0.0.1:8934/d/fastqueue-3.2.0-py3-none-any.whl)
  148 KB

Jan 19

[image: Tag] v3.1.4

## [v3.1.4](http://127.0.0.1:8934/acme/fastqueue/releases/tag/v3.1.4)

## Bug fixes

- [¶15] Security: reject pickled payloads unless `allow_pickle=True` by @lfernandes in #1180

[¶16] [image: lfernandes] lfernandes and 12 other contributors
"""


def test_when_a_release_came_out_is_its_date_line_before_its_title():
    def said(question: str) -> list[str]:
        return quoted_part(ask(question, RELEASES, title="Releases · acme/fastqueue"))

    assert said("When was v3.2.0 released?") == ["> v3.2.0 – Priorities: 2 weeks ago (2027-03-02 14:21 UTC)"]
    assert said("When was v3.1.4 released?") == ["> v3.1.4: Jan 19"]


def test_the_bugs_fixed_in_a_release_are_its_bug_fixes_items_not_its_assets():
    def said(question: str) -> str:
        return ask(question, RELEASES, title="Releases · acme/fastqueue")

    fixed = said("What bugs were fixed in 3.2.0?")
    assert "Fix a deadlock" in fixed and "Retry delays" in fixed and ".whl" not in fixed, fixed
    assert "pickled" not in fixed
    older = said("What was fixed in v3.1.4?")
    assert "pickled" in older and "deadlock" not in older and "contributors" not in older, older
    new = said("What are the new features in 3.2?")
    assert "Priority queues" in new and "first contribution" not in new, new
