"""The offline engine after off71's leftovers (off73): a card's last line cited with its own card, and a shop finder's
lines read in the languages the widget speaks."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from reverserag.engines.labels import owned
from reverserag.passages import split_passages
from test_offline_off71 import STORES


def said(question: str, content: str, title: str = "Find a shop near NW1 8AH") -> list[str]:
    return quoted_part(ask(question, content, title=title))


def test_a_cards_last_line_is_cited_with_its_own_card():
    """Camden's "Get directions", the last line of its card (under its table of hours), was cited with King's Cross's
    ¶3, the card after it, and its "Click & Collect" uncited; the widget wrote both in Camden's ¶2."""
    labels = {p.text: p.label for p in owned(split_passages(STORES))}
    assert labels["Get directions"] == 2
    assert labels["Click & Collect"] == 2
    assert labels["Waterstones King's Cross"] == 3


def test_a_block_the_widget_left_unlabelled_still_takes_no_label_before_it():
    """What labels.py is for holds: a title at the margin after a labelled paragraph, a block of its own, is cited
    with the block it heads, not with the paragraph before it."""
    content = ("[¶1] The buffer size limits how many events are kept in memory before the oldest are dropped.\n\n"
               "**Info: Using with TypeScript**\n\n[¶2] Import the types from the package's own entry point.\n")
    labels = {p.text: p.label for p in owned(split_passages(content))}
    assert labels["Info: Using with TypeScript"] == 2


# stores.html's shops as a French finder writes them.
MAGASINS = """# Trouver une librairie

[¶1] Ville ou code postal : NW1 8AH

1. [¶2] ## [Waterstones Camden](http://127.0.0.1:8963/shop/camden)
   0,6 km
   128 Camden High Street, London NW1 0NB
   Ouvert · Ferme à 19:00
   |  |  |
   | --- | --- |
   | Samedi | 09:00 – 20:00 |
   | Dimanche (aujourd'hui) | 11:30 – 17:30 |
2. [¶3] ## [Waterstones King's Cross](http://127.0.0.1:8963/shop/kings-cross)
   1,8 km
   Unit 2, Pancras Square, London N1C 4AG
   Fermé · Ouvre à 9:00 lun.
   |  |  |
   | --- | --- |
   | Samedi | 09:00 – 21:00 |
   | Dimanche | Fermé |
"""
# ... and a German one.
FILIALEN = """# Filiale finden

1. [¶1] ## [Waterstones Camden](http://127.0.0.1:8963/shop/camden)
   0,6 km
   128 Camden High Street, London NW1 0NB
   Geöffnet · Schließt um 19:00
   Sonntag 11:30–17:30
2. [¶2] ## [Waterstones King's Cross](http://127.0.0.1:8963/shop/kings-cross)
   1,8 km
   Unit 2, Pancras Square, London N1C 4AG
   Geschlossen · Öffnet um 9:00 Mo.
   Sonntag geschlossen
"""
CAMDEN_FR = "> [Waterstones Camden](http://127.0.0.1:8963/shop/camden)"
KINGS_CROSS_FR = "> [Waterstones King's Cross](http://127.0.0.1:8963/shop/kings-cross)"


def test_a_shops_status_line_in_french_or_german_answers_if_it_is_open():
    """ "Ouvert · Ferme à 19:00" was read as no status line (branches knew "Open", "Closes" only): "Camden est-il
    ouvert ?" quoted no shop's lines, or another's."""
    assert said("Est-ce que Camden est ouvert ?", MAGASINS) == [CAMDEN_FR + " [¶2]", "> Ouvert · Ferme à 19:00",
                                                               "> Dimanche (aujourd'hui) — 11:30 – 17:30 [¶2]"]
    assert said("Quand ouvre King's Cross ?", MAGASINS) == [KINGS_CROSS_FR + " [¶3]",
                                                            "> Fermé · Ouvre à 9:00 lun. [¶3]"]
    assert said("Hat Camden jetzt geöffnet?", FILIALEN, "Filiale finden") == [
        "> [Waterstones Camden](http://127.0.0.1:8963/shop/camden) [¶1]",
        "> Geöffnet · Schließt um 19:00 [¶1]"]


def test_a_days_row_in_french_or_german_answers_for_that_day():
    """ "Dimanche — 11:30 – 17:30" opened with no day branches and weekdays knew ("Sunday", "Sun"): asked for Sunday,
    the shop answered with its status line, not its Sunday row."""
    assert said("À quelle heure ferme Camden dimanche ?", MAGASINS) == [
        CAMDEN_FR, "> Dimanche (aujourd'hui) — 11:30 – 17:30 [¶2]"]
    assert said("King's Cross est-il ouvert dimanche ?", MAGASINS) == [KINGS_CROSS_FR, "> Dimanche — Fermé [¶3]"]
    assert said("Wann schließt King's Cross am Sonntag?", FILIALEN, "Filiale finden") == [
        "> [Waterstones King's Cross](http://127.0.0.1:8963/shop/kings-cross) [¶2]", "> Sonntag geschlossen [¶2]"]


def test_a_threads_author_and_counts_asked_in_the_widgets_languages():
    """social.py knew English only: "Qui a publié ceci ?" quoted no byline and "¿Cuántos me gusta?" no count (the post's
    lines hold no word of either)."""
    from test_offline_off69 import THREAD
    author = ["> Alice Chen [image: Verified account] @alicechen"]
    for question in ("Qui a publié ceci ?", "Wer hat das gepostet?", "¿Quién publicó esto?", "Chi ha scritto questo?"):
        assert said(question, THREAD, "Alice Chen on X") == author, question
    assert said("¿Cuántos me gusta tiene?", THREAD, "Alice Chen on X") == ["> 4.5K likes"]
    assert said("Combien de réponses ?", THREAD, "Alice Chen on X") == ["> 1.2K replies"]
    assert said("Wie viele Likes hat Bobs Antwort?", THREAD, "Alice Chen on X") == ["> 230 likes"]


def test_the_cheapest_of_a_catalogue_asked_in_the_widgets_languages():
    """amounts.cheapest knew "cheapest" in English only (fares.py, off71, the others): "Quel est le moins cher ?" found
    nothing."""
    from test_offline_answers import _CATALOGUE
    shop = {"title": "Copperleaf Kitchen", "url": "http://shop.example/"}
    cheapest = ["> Oak Cutting Board [¶3]", "> £35.50 [¶3]"]
    for question in ("Quel est le produit le moins cher ?", "Welches Produkt ist am günstigsten?",
                     "¿Cuál es el más barato?", "Qual è il più economico?"):
        assert quoted_part(ask(question, _CATALOGUE, **shop)) == cheapest, question
    assert quoted_part(ask("Quel est le plus cher ?", _CATALOGUE, **shop)) == ["> Copper Saute Pan [¶4]",
                                                                              "> £129.00 [¶4]"]


def test_a_tables_cheapest_row_asked_in_the_widgets_languages():
    """amounts.table_extreme's prices were asked for in English only: "Welches Produkt ist am günstigsten?" on a
    dashboard's orders found no row (its question names no column)."""
    from test_offline_apps import _ask_dash
    smallest = ["> ORD-1066 — Customer: Initech; Date ↓: 2026-11-27; Amount: $582; Status: Refunded; ⋯ [¶2]"]
    for question in ("Which product is the cheapest?", "Welches Produkt ist am günstigsten?",
                     "Quel produit est le moins cher ?"):
        assert quoted_part(_ask_dash(question)) == smallest, question
