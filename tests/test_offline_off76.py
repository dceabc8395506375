"""The offline engine's smaller leftovers (off76): a table row quoted without its form's controls, a dictionary's
examples without their disclaimer, days and counts as the widget's other languages write them."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run


def said(question: str, content: str, title: str) -> list[str]:
    return quoted_part(ask(question, content, title=title))


# hotel.html's rooms (qa62) as the widget reads them: each row ends with its select's count and the Reserve button's
# cell (a cell spanning the rows, said in each).
ROOMS = """# The Harbour Hotel

## Availability

[¶1] Prices for **3 nights**, 2 adults · 12 Apr – 15 Apr 2027

[¶2]
| Room type | Number of guests | Price for 3 nights | Your choices | Select rooms |  |
| --- | --- | --- | --- | --- | --- |
| [Standard Double Room](http://127.0.0.1:8988/hotel.html#RD1) 1 large double bed | 2 | ~~£420~~ £357 | \
- Breakfast included - **Free cancellation** before 10 April 2027 | 0 | I'll reserve - It only takes 2 minutes |
| [Family Suite](http://127.0.0.1:8988/hotel.html#RD3) 1 extra-large double bed | 4 | £690 | - Breakfast included | \
0 | I'll reserve - It only takes 2 minutes |

## Auction

[¶3]
| Lot | Estimate | Reserve price |
| --- | --- | --- |
| Harbour painting | £300 | Reserve - none |
"""


def test_a_rows_quote_leaves_out_its_select_and_its_button():
    """qa62 #23: "How much is the Family Suite?" quoted "…; Select rooms: 0; I'll reserve - It only takes 2 minutes"."""
    assert said("How much is the Family Suite?", ROOMS, "The Harbour Hotel") == [
        "> Family Suite 1 extra-large double bed — Number of guests: 4; "
        "Price for 3 nights: £690; Your choices: - Breakfast included [¶2]"]
    # A named column that holds the words keeps them.
    assert said("What is the reserve price of the harbour painting?", ROOMS, "The Harbour Hotel") == [
        "> Harbour painting — Estimate: £300; Reserve price: Reserve - none [¶3]"]


def test_a_hotels_search_by_its_dates_is_no_checkout():
    """qa62's hotel.html: the forms analyzer called the search for a stay (check-in and check-out dates, guests) a
    checkout form, by its field "checkout"; a form whose action or field is a checkout still is one."""
    from reverserag.analyzers import forms
    from reverserag.page import Form, FormField

    def form(action: str, *fields: tuple[str, str, str]) -> Form:
        return Form(action=action, method="get", fields=tuple(FormField(name=n, type=t, label=label, required=False)
                                                               for n, t, label in fields))
    stay = form("/hotel.html", ("ss", "text", "Where are you going?"), ("checkin", "date", "Check-in date"),
                ("checkout", "date", "Check-out date"), ("group_adults", "select-one", "Guests"))
    assert forms.purpose(stay) == "search"
    assert forms.purpose(form("/checkout", ("email", "email", "Email"))) == "checkout"
    assert forms.purpose(form("/order", ("checkout_step", "text", "Step"))) == "checkout"


# dict.html's entry (qa62) as the widget reads it: its examples, then the site's note on them.
ENTRY = """# serendipity

noun

## [¶1] Definition of serendipity

[¶2] 1 a **:** the faculty or phenomenon of finding valuable or agreeable things not sought for

[¶3] A lucky *serendipity* led her to the cure.

[¶4] 2 informal, chiefly British **:** a happy coincidence that a person takes credit for

## [¶5] Examples of *serendipity* in a Sentence

[¶6] They found each other by pure *serendipity*.

[¶7] the *serendipity* of discovering a new restaurant while lost

### [¶8] Recent Examples on the Web

[¶9] Scientists credit *serendipity* for the discovery of penicillin. — Jane Doe, *Science News*, 3 Mar. 2024

[¶10] These examples are programmatically compiled from various online sources to illustrate current usage of the \
word 'serendipity.' Any opinions expressed in the examples do not represent those of Merriam-Webster or its editors.

## Did you know?

[¶11] Serendipity is not an old word. It was coined by Horace Walpole in a 1754 letter, after the Persian fairy tale \
*The Three Princes of Serendip*.
"""
MW = "Serendipity Definition & Meaning - Merriam-Webster"


def test_a_dictionarys_note_on_its_examples_is_no_example():
    """qa62 #22: "Give me an example sentence" quoted M-W's "These examples are programmatically compiled …" under the
    examples, and the greeting gave "Any opinions expressed in the examples …" as what stands out."""
    examples = ["> They found each other by pure serendipity. [¶6]",
                "> the serendipity of discovering a new restaurant while lost [¶7]"]
    for question in ("Give me an example sentence", "Use it in a sentence"):
        assert said(question, ENTRY, MW) == examples, question
    greeting = run(locked_messages(ENTRY, title=MW), task="greeting")[0]
    assert "What stands out" in greeting and "examples do not represent" not in greeting
    assert "programmatically" not in greeting
    # Asked about, the note still answers.
    assert said("Where do the examples come from?", ENTRY, MW)[0].startswith("> These examples are programmatically")


# A bookshop's hours as French, German and Japanese pages shorten their days (off71, off73 read them written in full).
HORAIRES = """# Librairie du Port

[¶1] 12 quai de la Fosse, 44000 Nantes

[¶2] Une librairie indépendante sur le quai, avec un rayon de cartes marines et de livres de voyage, et un café à \
l'étage.

## Horaires

- [¶3] lun.–ven. 9h–19h
- [¶4] sam. 10h–18h
- [¶5] dim. fermé
"""
ZEITEN = """# Buchhandlung am Hafen

[¶1] Hafenstraße 12, 20457 Hamburg

[¶2] Eine unabhängige Buchhandlung am Hafen, mit Seekarten, Reiseführern und einem kleinen Café im ersten Stock für \
unsere Leser.

## Öffnungszeiten

|  |  |
| --- | --- |
| Mo–Fr | 09:00–18:00 |
| Sa | 10:00–16:00 |
| So | geschlossen |
"""
EIGYO = """# 港書店

[¶1] 東京都中央区1-2-3

## 営業時間

- [¶2] 月〜金 10:00–19:00
- [¶3] 土 10:00–17:00
- [¶4] 日 定休日
"""


def test_short_day_names_in_the_widgets_languages_answer_for_their_days():
    """ "lun.–ven.", "Mo–Fr", "So", "月〜金" opened no line weekdays.py read (it knew "Mon" and the days written in
    full): "Are you open on Sunday?" quoted nothing, and "sam. 10h–18h" was two sentences, "sam." and "10h–18h"."""
    assert said("Are you open on Sunday?", HORAIRES, "Librairie du Port") == ["> dim. fermé [¶5]"]
    assert said("Êtes-vous ouverts le dimanche ?", HORAIRES, "Librairie du Port") == ["> dim. fermé [¶5]"]
    assert said("À quelle heure fermez-vous samedi ?", HORAIRES, "Librairie du Port") == ["> sam. 10h–18h [¶4]"]
    assert said("What time do you open on Monday?", HORAIRES, "Librairie du Port") == ["> lun.–ven. 9h–19h [¶3]"]
    assert said("Are you open on Sunday?", ZEITEN, "Buchhandlung am Hafen") == ["> So — geschlossen"]
    assert said("Haben Sie am Samstag geöffnet?", ZEITEN, "Buchhandlung am Hafen") == ["> Sa — 10:00–16:00"]
    assert said("Wann öffnen Sie am Montag?", ZEITEN, "Buchhandlung am Hafen") == ["> Mo–Fr — 09:00–18:00"]
    assert said("日曜日は営業していますか？", EIGYO, "港書店") == ["> 日 定休日 [¶4]"]
    assert said("What are the hours on Saturday?", EIGYO, "港書店") == ["> 土 10:00–17:00 [¶3]"]


def test_a_short_day_is_read_only_before_hours():
    """A line that opens with the letters of a short day and says no hours is no day's ("Do you ship?", "Sam said",
    March's "Mar 3, 2024", "月1回", "日本語")."""
    from reverserag.engines.weekdays import covered
    assert covered("Sa & So: 10–16") == {5, 6}
    assert covered("Di-Sa 10-18 Uhr") == {1, 2, 3, 4, 5}
    assert covered("seg. a sex. 9h–18h") == {0, 1, 2, 3, 4}
    for line in ("Do you ship abroad?", "Sam said it was fine", "Mar 3, 2024 — Release notes", "Mar 12 – Apr 3",
                 "So, what now?", "月1回の点検", "日本語の本"):
        assert covered(line) is None, line


def test_a_posts_counts_as_the_widgets_languages_write_them():
    """ "4,5 k J'aime", "1,2 Mio. Aufrufe", "3,4 mil visualizaciones", "4500 赞": social.py read "4.5K likes" alone, so
    "How many likes?" on a French thread quoted Bob's reply's "230 likes", "Combien de vues ?" the poll's "Vue 17.3%",
    "¿Cuántos me gusta tiene?" and "有多少赞？" nothing."""
    from test_offline_off69 import THREAD

    def thread(views: str, replies: str, likes: str) -> str:
        return (THREAD.replace("48.3K Views", views).replace("1.2K replies", replies).replace("4.5K likes", likes)
                .replace("230 likes", "230 " + likes.split()[-1]).replace("88 likes", "88 " + likes.split()[-1]))
    french = thread("48,3 k vues", "1,2 k réponses", "4,5 k J'aime")
    german = thread("1,2 Mio. Aufrufe", "1.204 Antworten", "4.512 Likes")
    spanish = thread("3,4 mil visualizaciones", "1,2 mil respuestas", "4,5 mil Me gusta")
    chinese = thread("1.2万 次观看", "1200 回复", "4500 赞")
    timed = "> [8:14 AM · Mar 12, 2027](https://x.co/alicechen/status/1) · "
    for question, page, answer in (
            ("How many likes?", french, ["> 4,5 k J'aime"]), ("Combien de J'aime ?", french, ["> 4,5 k J'aime"]),
            ("Combien de vues ?", french, [timed + "48,3 k vues [¶10]"]),
            ("Wie viele Aufrufe?", german, [timed + "1,2 Mio. Aufrufe [¶10]"]),
            ("How many views does it have?", german, [timed + "1,2 Mio. Aufrufe [¶10]"]),
            ("¿Cuántos me gusta tiene?", spanish, ["> 4,5 mil Me gusta"]),
            ("How many replies?", spanish, ["> 1,2 mil respuestas"]),
            ("有多少赞？", chinese, ["> 4500 赞"]), ("有多少次观看？", chinese, [timed + "1.2万 次观看 [¶10]"]),
            ("How many views?", THREAD, [timed + "48.3K Views [¶10]"])):
        assert said(question, page, "Alice Chen on X") == answer, question


def test_a_shop_named_answers_what_else_is_asked_by_its_own_line():
    """qa61's stores.html: "Does the Camden shop have Click & Collect?" quoted Camden's name and address (branches.py
    answered a named shop's hours, address, distance and phone alone), "Does Camden have Click & Collect?" both shops'
    "Click & Collect", unnamed."""
    from test_offline_off71 import STORES
    camden = "> [Waterstones Camden](http://127.0.0.1:8962/shop/camden) [¶2]"
    for question in ("Does the Camden shop have Click & Collect?", "Does Camden have Click & Collect?"):
        assert said(question, STORES, "Find a shop near NW1 8AH") == [camden, "> Click & Collect [¶2]"], question
    assert said("Does the Camden shop have a café?", STORES, "Find a shop near NW1 8AH") == [
        camden, "> [image: Café] [¶2]"]
