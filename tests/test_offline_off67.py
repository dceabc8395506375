"""The offline engine on qa60's pages (off67): an hour asked in one clock where the hourly strip writes the other
("at 3pm" for "15:00"), a weekday asked where the forecast's rows say "Today" and "Tomorrow", a pre-release's version
("3.3.0rc1"). Each page is the content the widget (main at 7436028) extracted from qa60's full page
(/tmp/mb/qa60/sites/*.html) or minimal page (min/NN-*.html), cut to what the question needs."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

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
