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
