"""The offline engine on the leftovers of stop 63 (off80): on qa61's shop finder as main's walk reads it now, which
shops list a service and a shop whose card lists none of it; short days in a comma list; March before its days;
Facebook's German counts."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# stores.html (qa61, the whole page) as main's widget (efa6c34) extracted it; Camden's holiday notice and hours cut.
STORES = """# Find a shop

[¶1] Town or postcode: NW1 8AH

3 shops near **NW1 8AH**

1. [¶2] ## [Waterstones Camden](http://127.0.0.1:8922/shop/camden)
   0.4 mi
   128 Camden High Street
   London
   NW1 0NB
   Open now · Closes 19:00
   [020 7284 0011](tel:+442072840011)
   - [image: Café]
   - Click & Collect

   |  |  |
   | --- | --- |
   | Saturday | 09:00 – 20:00 |
   | Sunday | 11:30 – 17:30 |
   [Get directions](https://maps.example/?q=NW1+0NB)
2. [¶3] ## [Waterstones King's Cross](http://127.0.0.1:8922/shop/kings-cross)
   1.1 mi
   Unit 2, Pancras Square
   London
   N1C 4AG
   Closed · Opens 9:00 Mon
   [020 7837 0044](tel:+442078370044)
   - Click & Collect

   **Opening hours**
   |  |  |
   | --- | --- |
   | Monday – Friday | 09:00 – 18:00 |
   | Sunday | Closed |
3. [¶4] ## [Waterstones Hampstead](http://127.0.0.1:8922/shop/hampstead)
   2.3 mi
   68 Hampstead High Street, London NW3 1QP
   Open now · Closes 18:00
   [020 7794 1098](tel:+442077941098)

Map loading… Show map
"""
CAMDEN = "> [Waterstones Camden](http://127.0.0.1:8922/shop/camden) [¶2]"
KINGS_CROSS = "> [Waterstones King's Cross](http://127.0.0.1:8922/shop/kings-cross) [¶3]"


def shops(question: str) -> str:
    return ask(question, STORES, title="Find a shop near NW1 8AH | Waterstones")


def test_which_shops_have_a_service_are_the_shops_whose_card_lists_it():
    """qa61: "Which shops have Click & Collect?" quoted each card's "Click & Collect" and named no shop."""
    both = [CAMDEN, "> Click & Collect [¶2]", KINGS_CROSS, "> Click & Collect [¶3]"]
    for question in ("Which shops have Click & Collect?", "Which stores offer Click & Collect?",
                     "Quels magasins proposent le Click & Collect ?"):
        assert quoted_part(shops(question)) == both, question
    assert quoted_part(shops("Which shops have a café?")) == [CAMDEN, "> [image: Café] [¶2]"]


def test_a_shop_whose_card_lists_no_such_service_is_said_not_to_list_it():
    """qa61: "Does the Hampstead shop have Click & Collect?" (its card lists no service) quoted its name, distance and
    address, as if it had."""
    said = shops("Does the Hampstead shop have Click & Collect?")
    assert said.startswith("The page does not list “Click & Collect” for “Waterstones Hampstead”.") and not quoted_part(
        said)
    said = shops("Does the King's Cross shop have a café?")  # what its card does list
    assert said.startswith("The page does not list “Café” for “Waterstones King's Cross”. Its card lists:")
    assert quoted_part(said) == ["> Click & Collect [¶3]"]
    # A shop whose card lists it is quoted saying so; what no card lists is left to the rest of the engine.
    assert quoted_part(shops("Does the Camden shop have Click & Collect?")) == [CAMDEN, "> Click & Collect [¶2]"]
    assert "does not list" not in shops("Does the Hampstead shop have parking?")


# A bookshop's hours as a German and a French page write them: short days in a comma list before the hours.
ZEITEN = """# Buchhandlung am Hafen

[¶4] Eine unabhängige Buchhandlung am Hafen, mit Seekarten, Reiseführern und einem kleinen Café im ersten Stock für \
unsere Leser.

## Öffnungszeiten

[¶1] Mo, Mi, Fr 9–18 Uhr

[¶2] Di, Do 12–20 Uhr

[¶3] Sa, So geschlossen
"""
HORAIRES = """# Librairie du Port

[¶4] Une librairie indépendante sur le quai, avec un rayon de cartes marines et de livres de voyage, et un café à \
l'étage.

## Horaires

[¶1] lun., mer., ven. 9h–18h

[¶2] mar. et jeu. 12h–20h

[¶3] sam., dim. fermé
"""


def test_short_days_in_a_comma_list_answer_for_their_days():
    """ "Mo, Mi, Fr 9–18" opened no line weekdays.py read (off76 read a run, "Mo–Fr", and two days, "Mo, Di 9–18"):
    a short day was read only before hours or one more day, so "Are you open on Wednesday?" quoted every line."""
    for question, page, answer in (
            ("Haben Sie am Mittwoch geöffnet?", ZEITEN, "> Mo, Mi, Fr 9–18 Uhr [¶1]"),
            ("Are you open on Sunday?", ZEITEN, "> Sa, So geschlossen [¶3]"),
            ("Êtes-vous ouverts le mercredi ?", HORAIRES, "> lun., mer., ven. 9h–18h [¶1]"),
            ("What time do you open on Friday?", HORAIRES, "> lun., mer., ven. 9h–18h [¶1]"),
            ("Are you open on Sunday?", HORAIRES, "> sam., dim. fermé [¶3]")):
        assert quoted_part(ask(question, page, title=page.split("\n", 1)[0][2:])) == [answer], question


# An English shop's hours with a stocktaking notice: "Mar" is March's before a day's number.
HOURS = """# Harbour Books

[¶4] An independent bookshop on the harbour, with a room of sea charts and travel books, and a café upstairs for \
our readers.

## Opening hours

[¶1] Mar 12–15: closed for stocktaking

[¶2] Monday – Friday 9:00–17:30

[¶3] Saturday 10:00–16:00
"""


def test_march_before_its_days_is_no_tuesday():
    """off76's French and Spanish "mar" (Tuesday) read an English "Mar 12–15" at a line's start as Tuesday's hours, so
    "Are you open on Tuesday?" quoted the stocktaking notice first."""
    from reverserag.engines.weekdays import covered
    assert quoted_part(ask("Are you open on Tuesday?", HOURS, title="Harbour Books")) == [
        "> Monday – Friday 9:00–17:30 [¶2]"]
    for line in ("Mar 12–15: closed for stocktaking", "Mar. 3–5 closed", "Mar 12 – Apr 3"):
        assert covered(line) is None, line
    for line in ("mar. 9h–18h", "mar 9:00–18:00", "mar 9 h – 18 h", "Mar: 9–18"):  # an hour's number: Tuesday's
        assert covered(line) == {1}, line


def test_facebooks_german_likes_are_counted_as_likes():
    """Facebook's German counts: "4.512 „Gefällt mir“-Angaben" (its noun opens with a quotation mark, which made no
    count of it), "1,2 Tsd." for thousands, "356 Mal geteilt"; "How many likes?" on such a post quoted nothing of it,
    and "What did Alice post?" quoted its likes."""
    from test_offline_off69 import THREAD

    def thread(likes: str, shares: str) -> str:
        return (THREAD.replace("4.5K likes", likes).replace("356 reposts", shares)
                .replace("230 likes", "230 „Gefällt mir“-Angaben").replace("88 likes", "88 „Gefällt mir“-Angaben"))
    for likes in ("4.512 „Gefällt mir“-Angaben", "4,5 Tsd. „Gefällt mir“-Angaben", "4.512 Gefällt-mir-Angaben"):
        page = thread(likes, "356 Mal geteilt")
        for question in ("How many likes?", "Wie viele „Gefällt mir“-Angaben hat der Beitrag?",
                         "Wie viele Gefällt-mir-Angaben?"):
            assert uncited(ask(question, page, title="Alice Chen auf X")) == [f"> {likes}"], (likes, question)
        assert uncited(ask("How many shares?", page, title="Alice Chen auf X")) == ["> 356 Mal geteilt"]
        # ... and a count is none of what the post says.
        assert likes not in ask("What did Alice post?", page, title="Alice Chen auf X")


def uncited(answer: str) -> list[str]:
    """What ``answer`` quotes, without the label a line the widget left unlabelled may be read as going on from."""
    return [line.split(" [¶")[0] for line in quoted_part(answer)]
