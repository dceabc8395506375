"""The offline engine's smaller leftovers (off76): a table row quoted without its form's controls, a dictionary's
examples without their disclaimer, days and counts as the widget's other languages write them."""

from __future__ import annotations

from offline_helpers import ask, quoted_part


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

