"""A shop page's rating and reviews as its text gives them, as the offline engine answers "What is the rating?"
(qa53 #11) and "What do reviewers complain about?" (qa53 #15) with no product data to read."""

from __future__ import annotations

from offline_helpers import ask as ask_page
from test_offline_products import SHOP, ask, system

# Dawn's stars are a <span role="img" aria-label="4.6 out of 5.0 stars"> drawn by CSS; the widget writes its name.
DAWN = SHOP.replace("~~€119,00 EUR~~ €89,00 EUR\n\n",
                    "[image: 4.6 out of 5.0 stars]\n\n4.6 (128)\n\n~~€119,00 EUR~~ €89,00 EUR\n\n")
DAWN = DAWN.replace("### Warm without the itch\n\n", "### Warm without the itch\n\n[image: 5 out of 5 stars]\n\n")

# A review's stars stated before the product's: a "Top review" pulled up beside the price, and the summary over
# the reviews further down.
TOP_REVIEW_FIRST = SHOP.replace("Tax included.", """### Top review

★★★★★ 5 out of 5

"Best sweater I own." — Pieter, Utrecht

Tax included.""").replace("## Customer reviews\n\n", """## Customer reviews

4.6 out of 5 · Based on 128 reviews

""")

# WooCommerce writes its rating over three lines: "Rated 4.60 out of 5 based on" / "128" / "customer ratings".
WOO = SHOP.replace("Tax included.", "Rated 4.60 out of 5 based on\n\n128\n\ncustomer ratings\n\nTax included.")


def test_the_rating_the_text_states_in_none_of_the_questions_words():
    """qa53 #11: "What is the rating?" got "I could not find that", though the page said
    "[image: 4.6 out of 5.0 stars]" (with the widget's reading of Dawn's stars) and "4.6 (128)"."""
    for question in ("What is the rating?", "How is it rated?", "How many stars does it have?",
                     "What's the average rating of the sweater?"):
        answer = ask(question, system(DAWN, json_ld=[]))
        assert "> [image: 4.6 out of 5.0 stars]" in answer and "4.6 (128)" in answer, (question, answer)
        assert "5 out of 5 stars" not in answer and "could not find" not in answer
    answer = ask("What is the rating?", system(WOO, json_ld=[]))
    assert "> Rated 4.60 out of 5 based on\n\n> 128\n\n> customer ratings\n" in answer, answer
    for question in ("Wie ist die Bewertung?", "¿Cuál es la valoración?", "Combien d'étoiles ?"):
        assert "> [image: 4.6 out of 5.0 stars]" in ask(question, system(DAWN, json_ld=[])), question
    one_line = SHOP.replace("Tax included.", "★★★★☆ 4.6 (128 reviews)\n\nTax included.")
    assert "★★★★☆ 4.6 (128 reviews)" in ask("What is the rating?", system(one_line, json_ld=[]))


def test_the_products_rating_and_not_a_reviews_stars_stated_before_it():
    """The product's rating is the average of its reviews and says how many it averages ("Based on 128
    reviews"); a review's "5 out of 5" is one visitor's, though the page states it first."""
    answer = ask("What is the rating?", system(TOP_REVIEW_FIRST, json_ld=[]))
    assert "4.6 out of 5 · Based on 128 reviews" in answer and "5 out of 5\n" not in answer, answer
    # A review's stars are all the text states: they are quoted, as the rating the page gives...
    alone = TOP_REVIEW_FIRST.replace("4.6 out of 5 · Based on 128 reviews\n\n", "")
    assert "★★★★★ 5 out of 5" in ask("What is the rating?", system(alone, json_ld=[]))
    # ... unless the product data gives the product's; a rating the text states with its count comes first.
    assert "- rating: 4.6/5 (128 reviews)" in ask("What is the rating?", system(alone))
    assert "schema.org" not in ask("What is the rating?", system(TOP_REVIEW_FIRST))


def test_a_question_about_anything_else_or_a_page_without_a_rating():
    # A date is no rating, and a rating asked about with other words is searched for as before.
    dated = SHOP.replace("Tax included.", "Restocked 3/5/2026. Tax included.")
    assert "3/5/2026" not in ask("What is the rating?", system(dated, json_ld=[]))
    assert "[image: 4.6" not in ask("What is the return policy?", system(DAWN, json_ld=[]))
    answer = ask("Is it rated for machine washing?", system(DAWN, json_ld=[]))
    assert "[image: 4.6 out of 5.0 stars]" not in answer


# Dawn's reviews (Judge.me's markup): each under its title, its stars named on the line over it, the top two praise.
SUMMED = DAWN.replace("## Customer reviews\n\n", "## Customer reviews\n\n4.6 out of 5 · Based on 128 reviews\n\n")
REVIEWS = SUMMED + """
### My new favourite

[image: 5 out of 5 stars]

Soft, warm and the navy is a deep, rich colour. I bought a second one in grey.

### Sleeves far too long

[image: 2 out of 5 stars]

The wool is lovely, but the sleeves are far too long for a medium and it started pilling after a month.

### Good, not great

[image: 3 out of 5 stars]

Warm enough, but thinner than I expected for the price.
"""


def test_what_reviewers_complain_about_is_the_reviews_that_complain():
    """qa53 #15: "What do reviewers complain about?" quoted the two top reviews, which praise it."""
    for question in ("What do reviewers complain about?", "What are the complaints?", "Any negative reviews?",
                     "What do people dislike about it?", "What is the most common complaint?",
                     "De quoi se plaignent les clients ?", "Worüber beschweren sich die Kunden?",
                     "¿De qué se quejan los clientes?", "Waar klagen de klanten over?"):
        answer = ask(question, system(REVIEWS, json_ld=[]))
        assert "> [image: 2 out of 5 stars]\n\n> The wool is lovely, but the sleeves are far too long" in answer, (
            question, answer)
        assert "> [image: 3 out of 5 stars]\n\n> Warm enough, but thinner" in answer
        assert "No itch at all" not in answer and "deep, rich colour" not in answer


# A blog's article and the comments under it, which give no stars: a complaint is told by its words.
BLOG = """# Is coffee good for you?

Coffee is the most common source of caffeine for adults, and most studies find it safe in moderation.

## Side effects

Too much caffeine has negative effects: it can cause insomnia, jitters and a racing heart.

## 3 Comments

Great read, thanks. I switched to two cups a day and feel much better.

Unfortunately the article never says how much is too much for pregnant women, which is what I came for.

★★☆☆☆ The sources are from 2009, and some of the studies were funded by coffee roasters.
"""


def test_a_complaint_told_by_its_words_or_its_glyph_stars():
    answer = ask_page("What do commenters complain about?", BLOG, title="Is coffee good for you?")
    assert "Unfortunately the article never says" in answer and "sources are from 2009" in answer, answer
    assert "Great read" not in answer


def test_a_question_about_more_than_complaints_is_searched_as_any_other():
    answer = ask_page("What are the negative effects of caffeine?", BLOG, title="Is coffee good for you?")
    assert "insomnia, jitters" in answer and "Unfortunately" not in answer, answer
    # A page without reviews or comments is searched as before, and so is one where no review complains.
    assert "could not find" in ask_page("What do reviewers complain about?")
    praised = ask("What are the complaints?", system(DAWN, json_ld=[]))
    assert "No itch at all" in praised or "could not find" in praised


def test_a_section_whose_heading_only_looks_like_reviews_holds_none():
    from reverserag.engines.complaints import complaints
    from reverserag.engines.outline import Outline

    page = ("# Installer Lumen\n\nLumen redimensionne vos images au moment du build.\n\n"
            "## Comment installer Lumen\n\nLe paquet est léger, mais il demande Node 20 ou plus.\n\n"
            "## Miles Davis et le jazz\n\nUn disque superbe, mais bien trop court pour le prix.\n")
    asked = "De quoi se plaignent les clients ?"
    assert complaints(asked, Outline(page)) == []
    reviewed = Outline(page.replace("## Miles Davis et le jazz", "## Avis des clients"))
    assert [p.text for p in complaints(asked, reviewed)] == ["Un disque superbe, mais bien trop court pour le prix."]


def test_the_rating_asked_for_as_a_note_in_french_or_german_but_not_in_english():
    """"Quelle est la note ?" found nothing: "note" was left out of the words that ask for a rating, being English
    too. The question's language tells."""
    for question in ("Quelle est la note ?", "Welche Note hat es?"):
        assert "4.6 out of 5 · Based on 128 reviews" in ask(question, system(REVIEWS, json_ld=[])), question
    assert "4.6 out of 5" not in ask("What is the note?", system(REVIEWS, json_ld=[]))


COLOURED = REVIEWS + """
### Faded fast

[image: 2 out of 5 stars]

The colour faded after two washes, unfortunately.
"""


def test_complaints_about_something_named_are_the_complaining_reviews_that_name_it():
    """"Any complaints about the colour?" quoted a review that praises the navy's "deep, rich colour": a complaint
    question that names something was searched for as any other, among all the reviews."""
    colour = ask("Any complaints about the colour?", system(COLOURED, json_ld=[]))
    assert "> [image: 2 out of 5 stars]\n\n> The colour faded after two washes" in colour, colour
    assert "deep, rich colour" not in colour and "sleeves" not in colour
    sleeves = ask("What do reviewers complain about the sleeves?", system(COLOURED, json_ld=[]))
    assert "> [image: 2 out of 5 stars]\n\n> The wool is lovely, but the sleeves are far too long" in sleeves
    assert "colour faded" not in sleeves


def test_portuguese_but_is_a_complaint_and_its_more_is_not():
    """French "mais" (but) counted in a Portuguese review, where it is "more"; Portuguese "mas" (but) did not."""
    from reverserag.engines.complaints import complaints
    from reverserag.engines.outline import Outline

    page = ("# Camisola de lã\n\nUma camisola quente de lã merino.\n\n## Avaliações\n\n"
            "Gostei mais do que esperava, ótima compra.\n\nBonita, mas pequena para o tamanho indicado.\n")
    found = [p.text for p in complaints("Quais são as queixas dos clientes?", Outline(page))]
    assert found == ["Bonita, mas pequena para o tamanho indicado."]


def test_a_complaint_word_of_one_language_is_none_in_another():
    """Brief off57: "bad" counted as a complaint in a German review, where "Bad" is the bathroom, "ruim" (Portuguese
    for bad) in a Dutch one, where it is roomy, "mala" (Spanish and Italian for bad) in a Portuguese one, where it is
    a suitcase: each counts only in a review of its own language, or whose language is not told."""
    from reverserag.engines.complaints import complaints
    from reverserag.engines.outline import Outline

    def found(page: str, question: str) -> list[str]:
        return [p.text for p in complaints(question, Outline(page))]

    german = ("# Hotel Adler\n\nEin Hotel am See.\n\n## Bewertungen\n\nDas Bad war sauber und groß, das Frühstück gut."
              "\n\nDas Zimmer war leider sehr laut in der Nacht.\n")
    assert found(german, "Worüber beschweren sich die Gäste?") == ["Das Zimmer war leider sehr laut in der Nacht."]
    dutch = ("# Hotel Zee\n\nEen hotel aan zee.\n\n## Beoordelingen\n\nDe kamer was ruim en schoon, een aanrader.\n\n"
             "Het ontbijt was helaas koud.\n")
    assert found(dutch, "Waar klagen de gasten over?") == ["Het ontbijt was helaas koud."]
    portuguese = ("# Mala de viagem\n\nUma mala leve.\n\n## Avaliações\n\nA mala é ótima e muito resistente.\n\n"
                  "A alça quebrou na primeira viagem, infelizmente.\n")
    assert found(portuguese, "Quais são as queixas dos clientes?") == [
        "A alça quebrou na primeira viagem, infelizmente."]
    # In their own languages, and in English, they are complaints still.
    english = "# Kettle\n\nA kettle.\n\n## Reviews\n\nLooks good.\n\nThe lid is bad and it leaks.\n"
    assert found(english, "What do reviewers complain about?") == ["The lid is bad and it leaks."]
    spanish = "# Maleta\n\nUna maleta.\n\n## Opiniones\n\nMe encanta el color.\n\nLa calidad es muy mala.\n"
    assert found(spanish, "¿De qué se quejan los clientes?") == ["La calidad es muy mala."]


def test_complaints_about_sizing_are_the_reviews_that_say_it_fits_small_or_large():
    """Brief off57: "Any complaints about sizing?" found no review, since "runs a little small" holds no word of
    "sizing": a remark on fit (small, large, tight, loose, runs big or small) is about sizing."""
    page = REVIEWS + """
### Lovely but snug

[image: 4 out of 5 stars]

Lovely and warm, it runs a little small so I swapped it.
"""
    said = ask("Any complaints about sizing?", system(page, json_ld=[]))
    assert "> Lovely and warm, it runs a little small so I swapped it." in said, said
    assert "deep, rich colour" not in said and "thinner than I expected" not in said


def test_complaints_about_sizing_in_other_languages():
    """The fit remarks of the languages the engine speaks: "fällt klein aus", "taille petit", "valt klein"."""
    from reverserag.engines.complaints import complaints
    from reverserag.engines.outline import Outline

    def found(page: str, question: str) -> list[str]:
        return [p.text for p in complaints(question, Outline(page))]

    german = ("# Pullover\n\nEin warmer Pullover.\n\n## Bewertungen\n\nDie Farbe ist wunderschön und sehr weich.\n\n"
              "Schöner Stoff, aber der Pullover fällt eine Nummer kleiner aus.\n\nDer Pullover fällt klein aus.\n")
    assert found(german, "Gibt es Beschwerden über die Größe?") == [
        "Schöner Stoff, aber der Pullover fällt eine Nummer kleiner aus.", "Der Pullover fällt klein aus."]
    french = ("# Pull\n\nUn pull chaud.\n\n## Avis\n\nLa couleur est magnifique et très douce.\n\n"
              "Le pull taille petit, prenez une taille au-dessus.\n")
    assert found(french, "Des plaintes sur la taille ?") == ["Le pull taille petit, prenez une taille au-dessus."]
    dutch = ("# Trui\n\nEen warme trui.\n\n## Beoordelingen\n\nMooie kleur en heel zacht.\n\n"
             "De trui valt klein, bestel een maat groter.\n")
    assert found(dutch, "Klachten over de maat?") == ["De trui valt klein, bestel een maat groter."]
