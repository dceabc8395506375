"""The offline engine on qa61's shop pages (off70): a branch's phone and a day's hours from its schema.org data where
its text gives neither (qa61 #15), and a shop finder's greeting (qa61 #23). The page is the content the widget (main
at 877a1c8) extracted from qa61's min/17-call-button-tel-href.html, with its JSON-LD as the page sends it."""

from __future__ import annotations

from analyzers.test_structured_data import BOOKSTORE
from offline_helpers import ask_analyzed, locked_messages, run
from test_offline_off68 import CALL

SHOP = CALL  # the same page as off68's test of the Call button
SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"


def ask(question: str, content: str = SHOP, json_ld: list | None = None) -> str:
    return ask_analyzed(question, content, "https://shop.example/camden", "Waterstones Camden – opening times",
                        json_ld=[BOOKSTORE] if json_ld is None else json_ld)


def test_a_phone_shown_only_as_a_call_button_adds_the_datas_number_as_written():
    for question in ("What is the phone number?", "How can I call the shop?"):
        assert ask(question) == (
            "Under “Waterstones Camden”, the page says:\n\n> Call: +442072840011\n\n"
            "The business's data in the page's markup (schema.org) says:\n\n"
            f"- business: Waterstones Camden\n- telephone: +44 20 7284 0011\n\n{SIGNATURE}")
    # With no "Call" button, the data alone; with no data, the button alone.
    assert ask("What is the phone number?", SHOP.replace("[Call](tel:+442072840011)", "")).startswith(
        "The business's data in the page's markup (schema.org) says:\n\n- business: Waterstones Camden\n"
        "- telephone: +44 20 7284 0011")
    assert "+44 20 7284 0011" not in ask("What is the phone number?", json_ld=[])
    # A number the page shows is the answer.
    shown = ask("What is the phone number?", SHOP.replace("Open now", "[¶3] Tel 020 7284 0011\n\nOpen now"))
    assert "Tel 020 7284 0011 [¶3]" in shown and "schema.org" not in shown


def test_a_day_the_text_gives_no_row_is_the_datas():
    assert ask("When does it close on Sunday?") == (
        "The business's data in the page's markup (schema.org) says:\n\n"
        f"- business: Waterstones Camden\n- hours: Sunday 11:30–17:30\n\n{SIGNATURE}")
    assert "- hours: Monday–Thursday 09:00–19:00\n" in ask("What time does it open on Tuesday?")
    # A day the data gives no hours for: its week, which leaves the day out, rather than today's line.
    assert "- hours: Monday–Thursday 09:00–19:00; Sunday 11:30–17:30\n" in ask("Is it open on Saturday?")
    # The page's own row of the day, or a sentence naming it, answers; a feast is its notice's.
    rows = SHOP + "\n[¶3]\n| Day | Hours |\n| --- | --- |\n| Monday | 09:00 – 19:00 |\n| Sunday | 12:00 – 18:00 |\n"
    assert "Sunday — Hours: 12:00 – 18:00" in ask("When does it close on Sunday?", rows)
    for content in (rows, SHOP + "\n[¶3] We are closed on Sundays in August.\n"):
        assert "schema.org" not in ask("When does it close on Sunday?", content)
    assert "schema.org" not in ask("Is it open on Easter Sunday?")
    assert "11:30" not in ask("When does it close on Sunday?", json_ld=[])


def test_several_businesses_answer_by_name():
    islington = {**BOOKSTORE, "name": "Waterstones Islington", "telephone": "+44 20 7704 2280",
                 "openingHoursSpecification": [{"dayOfWeek": "Sunday", "opens": "12:00", "closes": "18:00"}]}
    both = [{"@graph": [BOOKSTORE, islington]}]
    assert "- business: Waterstones Islington\n- telephone: +44 20 7704 2280\n" in ask(
        "What is the phone number of the Islington shop?", json_ld=both)
    assert "- business: Waterstones Islington\n- hours: Sunday 12:00–18:00\n" in ask(
        "When does Islington close on Sunday?", json_ld=both)
    # Neither named: no one business's data.
    assert "schema.org" not in ask("When does it close on Sunday?", json_ld=both)


# qa61's stores.html as the widget read it, cut to its first card (its holiday notice under its chips) and two others.
FINDER = """# Find a shop

[¶1] Town or postcode: NW1 8AH

3 shops near **NW1 8AH**

1. [¶2] ## [Waterstones Camden](https://shop.example/shop/camden)
   0.4 mi
   128 Camden High Street
   London
   NW1 0NB
   Open now · Closes 19:00
   [020 7284 0011](tel:+442072840011)
   - [image: Café]
   - Click & Collect
   **Holiday hours:** Good Friday 18 April 10:00–17:00. Easter Sunday closed.
   [Get directions](https://maps.example/?q=NW1+0NB)
2. [¶3] ## [Waterstones King's Cross](https://shop.example/shop/kings-cross)
   1.1 mi
   Unit 2, Pancras Square
   London
   N1C 4AG
   Closed · Opens 9:00 Mon
   [020 7837 0044](tel:+442078370044)
3. [¶4] ## [Waterstones Hampstead](https://shop.example/shop/hampstead)
   2.3 mi
   68 Hampstead High Street, London NW3 1QP
   Open now · Closes 18:00
   [020 7794 1098](tel:+442077941098)
"""


def test_a_shop_finder_opens_on_its_shops_not_a_cards_notice():
    hello = run(locked_messages(FINDER, title="Find a store near NW1 8AH"), task="greeting")[0].split("\n\n")[0]
    assert hello == ("Hello! This is “Find a store near NW1 8AH”. It opens: Waterstones Camden [¶2] Waterstones King's "
                     "Cross [¶3] Waterstones Hampstead [¶4]")
    # A page of one shop opens as it did.
    one = FINDER.split("\n2. ")[0]
    assert "It opens: Waterstones Camden [¶2]" not in run(locked_messages(one, title="Camden"), task="greeting")[0]
