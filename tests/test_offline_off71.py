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


# stores.html as the widget (off71's tree, over main at 7ce5f31) reads it: each shop an item, Camden's ending with its
# "Get directions" link, a title that labels.py cites with the next card (King's Cross's ¶3).
STORES = """# Find a shop

[¶1] Town or postcode: NW1 8AH

3 shops near **NW1 8AH**

1. [¶2] ## [Waterstones Camden](http://127.0.0.1:8962/shop/camden)
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
2. [¶3] ## [Waterstones King's Cross](http://127.0.0.1:8962/shop/kings-cross)
   1.1 mi
   Unit 2, Pancras Square
   London
   N1C 4AG
   Closed · Opens 9:00 Mon
   [020 7837 0044](tel:+442078370044)
3. [¶4] ## [Waterstones Hampstead](http://127.0.0.1:8962/shop/hampstead)
   2.3 mi
   68 Hampstead High Street, London NW3 1QP
   Open now · Closes 18:00
"""


def test_a_shop_after_a_cards_title_is_named_in_its_answer():
    """On the whole page King's Cross's lines began with Camden's "Get directions" (cited with King's Cross's card), so
    its answers left out its name: "How far is the King's Cross shop?" was "1.1 mi" alone."""
    kings_cross = "> [Waterstones King's Cross](http://127.0.0.1:8962/shop/kings-cross) [¶3]"
    assert said("How far is the King's Cross shop?", STORES) == [kings_cross, "> 1.1 mi [¶3]"]
    assert said("What time does King's Cross open?", STORES) == [kings_cross, "> Closed · Opens 9:00 Mon [¶3]"]


# An article whose aside invites to follow the site's account under a heading of its @handle.
FOLLOW = """# How we cut our build times in half

[¶1] By Dana Whitfield · March 3, 2027

[¶2] Our CI took forty minutes a run. We split the test suite across four machines and cached the dependencies, \
and a run now takes eighteen minutes.

[¶3] The cache was the bigger win: most runs change no dependency at all.

## Follow us @acme

[¶4] News and releases from the Acme team, first on X.
"""
# A thread under a heading that asks to follow the site's account.
FOLLOWED_THREAD = """## Suivez-nous @acme

[¶1] Les nouveautés d'Acme, en premier sur X.

## Alice Chen @alicechen · 2h

[¶2] Shipping the new build today: the cache cut our CI from forty minutes to eighteen.

## Bob Diaz @bobdev · 1h

[¶3] Congrats, that cache trick saved us hours too.
"""


def test_a_heading_that_invites_to_follow_an_account_is_no_posts_byline():
    """ "Follow us @acme" over a site's social link read as a post's byline: "Who wrote this?" quoted it, not the
    article's byline."""
    assert said("Who wrote this?", FOLLOW, "How we cut our build times in half") == [
        "> By Dana Whitfield · March 3, 2027 [¶1]"]
    assert "Follow us" not in ask("Who posted this?", FOLLOW, title="How we cut our build times in half")
    assert said("Who posted this?", FOLLOWED_THREAD, "Alice Chen on X") == ["> Alice Chen @alicechen · 2h"]
    assert said("What do the replies say?", FOLLOWED_THREAD, "Alice Chen on X") == [
        "> Congrats, that cache trick saved us hours too. [¶3]"]


# The questions of a shop finder, a shop's hours, a train board and a journey planner, asked in the languages the widget
# speaks (widget/text/*.json), which got "not found" or another shop's lines: each pattern knew English only.
CAMDEN = "> [Waterstones Camden](http://127.0.0.1:8958/shop/camden) [¶1]"
KINGS_CROSS = "> [Waterstones King's Cross](http://127.0.0.1:8958/shop/kings-cross) [¶2]"
HAMPSTEAD = "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶3]"
NEAREST = [CAMDEN, "> 0.4 mi [¶1]", "> 128 Camden High Street, London NW1 0NB [¶1]"]
OPENS = [KINGS_CROSS, "> Closed · Opens 9:00 Mon [¶2]"]
SUNDAY = ["> Sunday — 11:30 – 17:30 [¶3]"]
NEXT_TO_MANCHESTER = ["> 10:00 — Destination: Manchester Piccadilly; Plat.: 15; Expected: On time [¶2]"]
LAST_TO_MANCHESTER = ["> 10:40 — Destination: Manchester Piccadilly; Plat.: 14; Expected: On time [¶2]"]
DELAYED = ["> ~~10:07~~ 10:24 — Destination: Birmingham New Street; Plat.: 9; Expected: Exp 10:24 [¶2]"]
CHEAPEST = ["> 10:07 → 12:55 2h 48m · 1 change from £19.80 [¶3]"]
FASTEST = ["> 10:40 → 12:47 2h 7m · Direct from £54.10 Only 3 left [¶4]"]


def expect(cases: dict[str, list[str]], content: str, title: str = "Find a shop near NW1 8AH") -> None:
    for question, answer in cases.items():
        assert said(question, content, title) == answer, question


def test_a_shop_finder_and_a_board_answer_french_spanish_italian_and_portuguese():
    from test_offline_off68 import BOARD, HOURS, JOURNEYS

    expect({"Quelle est la librairie la plus proche ?": NEAREST,
            "À quelle heure ouvre la librairie de King's Cross ?": OPENS,
            "Où se trouve la librairie de Hampstead ?": [HAMPSTEAD, "> 68 Hampstead High Street, London NW3 1QP [¶3]"],
            "À quelle distance est la librairie de King's Cross ?": [KINGS_CROSS, "> 1.1 mi [¶2]"],
            "¿Cuál es la tienda más cercana?": NEAREST,
            "¿A qué hora abre la tienda de King's Cross?": OPENS,
            "Qual è il negozio più vicino?": NEAREST,
            "Quando apre il negozio di King's Cross?": OPENS,
            "Qual é a loja mais próxima?": NEAREST,
            "A que horas abre a loja de King's Cross?": OPENS}, SHOPS)
    expect({"Quel est le numéro de téléphone de la librairie de Hampstead ?": [
        "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶10]", "> 020 7794 1098 [¶10]"]}, SECTIONS)
    expect({"À quelle heure ferme la librairie le dimanche ?": SUNDAY,
            "¿A qué hora cierra la tienda el domingo?": SUNDAY,
            "A che ora chiude il negozio domenica?": SUNDAY,
            "A que horas fecha a loja no domingo?": SUNDAY}, HOURS, "Waterstones Camden")
    # A feast named by its weekday is no weekday's hours (the notice says "Easter", which the engine cannot translate).
    assert said("Êtes-vous ouverts le dimanche de Pâques ?", HOURS, "Waterstones Camden") != SUNDAY
    expect({"Quand part le prochain train pour Manchester ?": NEXT_TO_MANCHESTER,
            "¿Cuándo sale el próximo tren a Manchester?": NEXT_TO_MANCHESTER,
            "Quando parte l'ultimo treno per Manchester?": LAST_TO_MANCHESTER,
            "Quando parte o próximo comboio para Manchester?": NEXT_TO_MANCHESTER,
            "Le 10h07 est-il en retard ?": DELAYED}, BOARD, "Departures")
    expect({"Quel est le billet le moins cher ?": CHEAPEST,
            "¿Cuál es el billete más barato?": CHEAPEST,
            "Qual è il biglietto più economico?": CHEAPEST,
            "Qual é a passagem mais barata?": CHEAPEST,
            "Quel est le trajet le plus rapide ?": FASTEST}, JOURNEYS, "Train times")


def test_a_shop_finder_and_a_board_answer_german_and_dutch():
    from test_offline_off68 import BOARD, HOURS, JOURNEYS

    expect({"Welche Filiale ist am nächsten?": NEAREST,
            "Wann öffnet die Filiale in King's Cross?": OPENS,
            "Wie weit ist die Filiale in King's Cross?": [KINGS_CROSS, "> 1.1 mi [¶2]"],
            "Welke winkel is het dichtstbij?": NEAREST,
            "Wanneer gaat de winkel in King's Cross open?": OPENS,
            "Waar is de winkel in Hampstead?": [HAMPSTEAD, "> 68 Hampstead High Street, London NW3 1QP [¶3]"]}, SHOPS)
    expect({"Wie lautet die Telefonnummer der Filiale in Hampstead?": [
        "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶10]", "> 020 7794 1098 [¶10]"]}, SECTIONS)
    expect({"Wann schließt der Laden am Sonntag?": SUNDAY,
            "Hoe laat sluit de winkel op zondag?": SUNDAY}, HOURS, "Waterstones Camden")
    assert said("Ist am Ostersonntag geöffnet?", HOURS, "Waterstones Camden") != SUNDAY
    expect({"Wann fährt der nächste Zug nach Manchester ab?": NEXT_TO_MANCHESTER,
            "Wann fährt der letzte Zug nach Manchester?": LAST_TO_MANCHESTER,
            "Wanneer vertrekt de volgende trein naar Manchester?": NEXT_TO_MANCHESTER}, BOARD, "Departures")
    # A time as a bound is no row's own, in German as in English ("nach" is "after" before a time).
    assert len(said("Welche Züge fahren nach 10:30?", BOARD, "Departures")) != 1
    expect({"Was ist die günstigste Fahrkarte?": CHEAPEST,
            "Wat is het goedkoopste kaartje?": CHEAPEST,
            "Welche Verbindung ist am teuersten?": FASTEST}, JOURNEYS, "Train times")


def test_a_shop_finder_answers_japanese_and_chinese():
    from test_offline_off68 import HOURS, JOURNEYS

    expect({"一番近い店はどこですか？": NEAREST, "最近的商店是哪家？": NEAREST}, SHOPS)
    phone = ["> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶10]", "> 020 7794 1098 [¶10]"]
    expect({"Hampsteadの店の電話番号は？": phone, "Hampstead商店的电话是多少？": phone}, SECTIONS)
    expect({"日曜日は何時に閉まりますか？": SUNDAY, "星期日几点关门？": SUNDAY}, HOURS, "Waterstones Camden")
    expect({"一番安い運賃は？": CHEAPEST, "最便宜的票价是多少？": CHEAPEST}, JOURNEYS, "Train times")


def test_a_shops_data_answers_a_day_asked_in_french():
    """venues.py asks branches' and weekdays' patterns: the data's Sunday for a French question too."""
    from test_offline_off70 import ask as ask_shop

    assert "- hours: Sunday 11:30–17:30" in ask_shop("Quand ferme-t-elle le dimanche ?")
    assert "- telephone: +44 20 7284 0011" in ask_shop("Quel est son numéro de téléphone ?")
