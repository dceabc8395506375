"""The offline engine after 61's leftovers (off71): a shop's distance asked by its name, a heading that invites to
follow an account read as no post's byline, and a shop finder's and a train board's questions asked in the languages
the widget speaks."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from test_offline_off68 import SECTIONS, SHOPS


def said(question: str, content: str, title: str = "Find a shop near NW1 8AH") -> list[str]:
    return quoted_part(ask(question, content, title=title))


def test_a_shop_named_answers_how_far_with_its_own_distance():
    """qa61's stores.html: "How far is the King's Cross shop?" quoted Hampstead's name, distance and address (the shops'
    lines hold the same words, and Hampstead's card ranked first under King's Cross's section)."""
    assert said("How far is the King's Cross shop?", SECTIONS) == ["> 1.1 mi"]
    assert said("How far away is Camden?", SECTIONS) == ["> 0.4 mi"]
    assert said("What is the distance to the Hampstead shop?", SHOPS) == [
        "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶3]", "> 2.3 mi [¶3]"]
