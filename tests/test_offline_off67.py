"""The offline engine on qa60's pages (off67): an hour asked in one clock where the hourly strip writes the other
("at 3pm" for "15:00"), a weekday asked where the forecast's rows say "Today" and "Tomorrow", a pre-release's version
("3.3.0rc1"). Each page is the content the widget (main at 7436028) extracted from qa60's full page
(/tmp/mb/qa60/sites/*.html) or minimal page (min/NN-*.html), cut to what the question needs."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run
from reverserag.engines import controls
from reverserag.engines.outline import Outline

# weather.html: the current conditions, the hourly strip (one cited line an hour), the 10-day table.
WEATHER = """[image: Yellow warning]

[¶1] **Yellow warning of wind** · Fri 12 Mar 12:00 – Sat 13 Mar 06:00

# [¶2] Bristol (City of Bristol)

[¶3] Updated: 13:00 (UTC) on Thu 11 Mar 2027

14°

Light rain

## Hourly forecast

[¶4] Now · [image: Light rain] · 14° · 60%

[¶5] 14:00 · [image: Heavy rain] · 13° · 90%

[¶6] 15:00 · [image: Heavy rain] · 13° · 80%

[¶7] 16:00 · [image: Cloudy] · 12° · 30%

[¶8] 17:00 · [image: Sunny intervals] · 12° · 10%

## 10-day forecast

[¶12]
| Day | Weather | High | Low | Chance of rain | Wind |
| --- | --- | --- | --- | --- | --- |
| Today | [image: Heavy rain] | 14° | 7° | 90% | 18 mph |
| Fri 12 | [image: Heavy rain] | 12° | 6° | 95% | 31 mph |
| Sat 13 | [image: Sunny intervals] | 11° | 4° | 20% | 15 mph |
| Mon 15 | [image: Cloudy] | 13° | 6° | 40% | 12 mph |

## Regional forecast

[¶13] **This afternoon:** Rain, heavy at times, clearing east by evening. Strong south-westerly winds.
"""


def said(question: str, content: str = WEATHER) -> list[str]:
    return quoted_part(ask(question, content, title="Bristol (City of Bristol) weather - Met Office"))


def test_an_hour_asked_in_twelve_hour_time_is_the_strips_line_in_twenty_four():
    for question in ("Will it rain at 3pm?", "Will it rain at 3 PM?", "What is the chance of rain at 15:00?",
                     "Will it be dry at 3:00 p.m.?"):
        assert said(question) == ["> 15:00 · [image: Heavy rain] · 13° · 80% [¶6]"], question
    assert said("How warm will it be at 5pm?") == ["> 17:00 · [image: Sunny intervals] · 12° · 10% [¶8]"]
    # The other way round: the strip in 12-hour time, asked in 24.
    twelve = WEATHER.replace("14:00 ·", "2 PM ·").replace("15:00 ·", "3 PM ·").replace("16:00 ·", "4 PM ·")
    assert said("What is the chance of rain at 15:00?", twelve) == ["> 3 PM · [image: Heavy rain] · 13° · 80% [¶6]"]
    # An hour the strip does not reach, or no hour at all: not another hour's line.
    assert not any("·" in line for line in said("Will it rain at 9pm?")), said("Will it rain at 9pm?")
    assert "15:00" not in ask("Will it rain for 3 days?", WEATHER, title="Bristol weather")


def test_a_weekday_is_the_row_that_says_today_or_tomorrow_where_the_rows_after_it_tell_which():
    assert said("What is the weather on Thursday?") == [
        "> Today — Weather: [image: Heavy rain]; High: 14°; Low: 7°; Chance of rain: 90%; Wind: 18 mph [¶12]"]
    assert said("Will it rain on Friday?")[0].startswith("> Fri 12 — ")
    # "Tomorrow" is Friday where the next row is "Sat 13"; the page's "Updated … on Thu" tells it with no row after.
    tomorrow = WEATHER.replace("| Fri 12 |", "| Tomorrow |")
    assert said("Will it rain on Friday?", tomorrow)[0].startswith("> Tomorrow — ")
    alone = (WEATHER.split("| Fri 12 |")[0].rstrip("| \n")
             + "|\n| Tomorrow | [image: Sunny day] | 12° | 3° | 5% | 8 mph |\n")
    assert said("What is the weather on Friday?", alone)[0].startswith("> Tomorrow — ")
    # Nothing says what today is: not the one row, but what the search finds (both rows, as before).
    unknown = alone.replace("Updated: 13:00 (UTC) on Thu 11 Mar 2027", "Updated: 13:00 (UTC)")
    assert len(said("What is the weather on Thursday?", unknown)) == 2


# releases.html: each release's date and tag before its title, its notes' headings h2s like it.
RELEASES = """# Releases

2 weeks ago (2027-03-02 14:21 UTC)

[image: Tag] [v3.2.0](http://127.0.0.1:8944/acme/fastqueue/tree/v3.2.0)

## [v3.2.0 – Priorities](http://127.0.0.1:8944/acme/fastqueue/releases/tag/v3.2.0)

Latest

## ✨ Features

- [¶3] Priority queues: `PriorityQueue(levels=5)` by @mkovacs in #1198

## 🐛 Bug fixes

- [¶5] Fix a deadlock when a worker is cancelled during `ack()` by @pnair in #1227

### Assets

- [¶9] [fastqueue-3.2.0-py3-none-any.whl](http://127.0.0.1:8944/d/fastqueue-3.2.0-py3-none-any.whl)
  148 KB

last week (2027-03-10 09:00 UTC)

[image: Tag] [v3.3.0rc1](http://127.0.0.1:8944/acme/fastqueue/tree/v3.3.0rc1)

## [v3.3.0rc1](http://127.0.0.1:8944/acme/fastqueue/releases/tag/v3.3.0rc1)

Pre-release

[¶13] First release candidate for 3.3. Please test and report problems in #1301.

## Features

- [¶14] Async context manager for `Worker` by @tosei in #1288

Jan 19 (2027-01-19 11:30 UTC)

[image: Tag] [v3.1.4](http://127.0.0.1:8944/acme/fastqueue/tree/v3.1.4)

## [v3.1.4](http://127.0.0.1:8944/acme/fastqueue/releases/tag/v3.1.4)

## Bug fixes

- [¶15] Security: reject pickled payloads unless `allow_pickle=True` by @lfernandes in #1180
"""


def test_a_pre_release_is_asked_for_by_its_version_with_its_suffix():
    def answer(question: str, content: str = RELEASES) -> str:
        return ask(question, content, title="Releases · acme/fastqueue")

    # (Not cited with the label of the asset above it, the block before the date the widget left unlabelled.)
    assert quoted_part(answer("When was 3.3.0rc1 released?")) == ["> v3.3.0rc1: last week (2027-03-10 09:00 UTC)"]
    new = answer("What's new in 3.3.0rc1?")
    assert "Async context manager" in new and "Priority queues" not in new, new
    # Written otherwise ("-rc.1", "-beta.2" for "b2"), and a final release that is not the candidate.
    assert "Async context manager" in answer("What's new in v3.3.0-rc.1?")
    beta = RELEASES.replace("3.3.0rc1", "3.3.0-beta.2")
    assert "Async context manager" in answer("What's new in 3.3.0b2?", beta)
    assert "last week" not in answer("When was 3.3.0 released?")
    assert quoted_part(answer("When was v3.2.0 released?")) == [
        "> v3.2.0 – Priorities: 2 weeks ago (2027-03-02 14:21 UTC)"]


# qa58 forum.html: the topic's title, the only heading that names "3.2", is in the chrome.
FORUM = """[¶1] Since upgrading Fernbank from 3.1.4 to 3.2.0 our workers fail after about an hour.

[¶2] 3.2 raised the default `DB_POOL` from 5 to 25 per process, so 6 processes can open 150 connections.

---

[Page chrome: header, navigation, sidebars, footer]

# [¶3] Postgres connection pool exhausted after upgrading to 3.2

[¶4] We will lower the default back to 10 in 3.2.1, due on February 20.
"""


def test_a_release_named_only_by_a_heading_of_the_chrome_is_searched_for_not_a_crash():
    """"What changed in 3.2?" raised KeyError (no passage of the release's outside the chrome to quote)."""
    answer = ask("What changed in 3.2?", FORUM, title="Postgres connection pool exhausted after upgrading to 3.2")
    assert "raised the default" in answer, answer


# flights.html: the search line, the results' cards (the first with its details open), the price insights.
FLIGHTS = """[¶1] Trip: Return · Class: Economy · From: London (all airports) · To: Berlin BER · \
Departure: Sat, 13 Mar · Return: Sun, 21 Mar

# London to Berlin

[¶11] Prices include required taxes and fees for 1 adult. Optional charges and \
[bag fees](http://127.0.0.1:8944/help/bags) may apply.

[¶17] 4 results · Sorted by best

- [¶18] [image: easyJet]
  07:15 – 10:10
  easyJet · LGW–BER
  1 hr 55 min · Non-stop
  98 kg CO2e · −12%
  £64
  return
  Select
  **Flight details**
  Sat 13 Mar · 07:15 London Gatwick (LGW) → 10:10 Berlin Brandenburg (BER) · easyJet U2 8635 · Airbus A320
- [¶19] [image: Lufthansa]
  18:40 – 01:10 (+1 day)
  Lufthansa · LHR–BER
  4 hr 30 min · 1 stop · 2 hr 05 min in FRA
  171 kg CO2e · +31%
  £58
  return
  Select Flight details
  1. 18:40 London Heathrow (LHR) → 21:20 Frankfurt (FRA) · LH 921 · 1 hr 40 min
  2. Layover 2 hr 05 min · Frankfurt (FRA) · Change of terminal
- [¶21] 06:05 – 14:55
  Lufthansa, SWISS · LCY–BER
  7 hr 50 min · 1 stop · 4 hr 45 min in ZRH
  120 kg CO2e · Typical
  £141
  return
  Select

Show more flights

## Price insights

[¶22] Prices are currently **low** for your search. The least expensive flights for similar trips to Berlin usually \
cost between £60 and £140.
"""


def test_what_stands_out_on_a_page_of_cards_is_their_facts_not_their_buttons_words():
    hello = run(locked_messages(FLIGHTS, title="London to Berlin"), task="greeting")[0]
    standing = next(line for line in hello.splitlines() if line.startswith("What stands out:"))
    assert "£58 return [¶19]" in standing and "£141 return [¶21]" in standing, standing
    assert "Select" not in standing and "Flight details" not in standing, standing
    asked = quoted_part(ask("What stands out?", FLIGHTS, title="London to Berlin"))
    assert asked[-1].endswith("+31% £58 return [¶19]"), asked
    # An open card's details, after its buttons, stay; a card's words that are no button's line stay.
    card = next(p for p in Outline(FLIGHTS).passages if p.label == 18)
    assert controls.without(card, FLIGHTS).text.endswith(
        "£64 return Sat 13 Mar · 07:15 London Gatwick (LGW) → 10:10 Berlin Brandenburg (BER) · easyJet U2 8635 · "
        "Airbus A320")
    seat = FLIGHTS.replace("£64", "£64 · Select a seat from £5")
    card = next(p for p in Outline(seat).passages if p.label == 18)
    assert "£64 · Select a seat from £5 return Sat 13 Mar" in controls.without(card, seat).text
