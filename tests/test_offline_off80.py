"""The offline engine on the leftovers of stop 63 (off80): on qa61's shop finder as main's walk reads it now, which
shops list a service and a shop whose card lists none of it."""

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

