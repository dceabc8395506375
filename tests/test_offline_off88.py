"""The offline engine on qa66's pages (online banking, a property listing, a medicine leaflet, an auction) as main's
widget reads them (off88): a tab not selected whose section the page shows, a dose asked by "how much", labels and
values on lines of their own, counts and limits, a greeting's question without its answer, a table's caption after a
list."""

from __future__ import annotations

from offline_helpers import ask_analyzed, greet_analyzed, quoted_part

URL = "http://127.0.0.1:8892/"

# 02-epc-tab-guard.html (qa66) as main's widget extracted it: a tab list whose EPC tab is not selected, and the EPC
# shown in a section further down.
EPC = """# Elm Grove, Bristol

[¶1] £425,000 · 3 bedroom semi-detached house

Tabs: Description (selected) · EPC

[¶2] A 1930s family home with a south-facing garden.

## [¶3] Energy performance certificate (EPC)

[¶4] Current rating **C** (71). Potential rating **B** (84).
"""

# 03-dosage-question.html (qa66): a medicine leaflet's Dosage section, a sentence and a dose-by-age table.
DOSAGE = """# Ibuprofen for adults

## Who can take it

[¶1] If you're over 65, talk to a pharmacist or doctor before taking ibuprofen.

## How and when to take it

### Dosage

[¶2] The usual dose for adults is one or two 200mg tablets every 4 to 6 hours.

[¶3]
Table: Dose by age

| Age | How much | How often | Maximum in 24 hours |
| --- | --- | --- | --- |
| 18 to 64 years | 200mg to 400mg | every 4 to 6 hours | 1,200mg |

### [¶4] If you forget to take it

[¶5] Take it as soon as you remember. Never take 2 doses at the same time.

## Common questions

[¶6] Do not take ibuprofen for more than 10 days for pain without talking to a doctor.
"""


def test_a_tab_not_selected_is_no_refusal_where_a_section_the_page_shows_is_headed_by_it():
    answer = ask_analyzed("What is the EPC rating?", EPC, URL + "epc.html", "3 bed house for sale")
    assert quoted_part(answer) == ["> Current rating C (71). Potential rating B (84). [¶4]"], answer


def test_a_tab_not_selected_that_nothing_shown_names_is_still_refused():
    hidden = EPC.split("## [¶3]")[0]
    answer = ask_analyzed("What is the EPC rating?", hidden, URL + "epc.html", "3 bed house for sale")
    assert "tab, which is not selected" in answer and not quoted_part(answer), answer


def test_how_much_of_a_medicine_to_take_is_the_dosage_sections_amounts():
    answer = ask_analyzed("How much ibuprofen can I take?", DOSAGE, URL + "dose.html", "Ibuprofen for adults")
    assert answer.startswith("Under “Dosage”, the page says:"), answer
    assert quoted_part(answer) == [
        "> The usual dose for adults is one or two 200mg tablets every 4 to 6 hours. [¶2]",
        "> 18 to 64 years — How much: 200mg to 400mg; How often: every 4 to 6 hours; Maximum in 24 hours: 1,200mg [¶3]"]


def test_how_much_of_something_the_dosage_section_is_not_about_is_not_the_dose():
    answer = ask_analyzed("How much water can I drink?", DOSAGE, URL + "dose.html", "Ibuprofen for adults")
    assert "200mg" not in answer, answer


# 01-label-value-grid.html (qa66) as main's widget extracted it: a grid's labels and values on lines of their own.
GRID = """# [¶1] Nikon F3 35mm SLR camera

[¶2] £312.00

[¶3] 23 bids · Reserve met

Condition:

Used

Postage:

[¶4] £7.95 Royal Mail Tracked 48

Returns:

No returns accepted

## Item specifics

Brand

Nikon

Serial number

1752213
"""

# The same grid as the walk writes a label beside its value, one labelled line a pair.
PAIRED = """# [¶1] Nikon F3 35mm SLR camera

[¶2] £312.00

[¶3] 23 bids · Reserve met

[¶4] Condition: Used

[¶5] Postage: £7.95 Royal Mail Tracked 48

[¶6] Returns: No returns accepted

## Item specifics

[¶7] Brand: Nikon

[¶8] Serial number: 1752213
"""


def _auction(question: str, content: str) -> str:
    return ask_analyzed(question, content, URL + "auction.html", "Nikon F3 camera - auction")


def test_a_label_over_its_price_answers_what_it_costs():
    assert quoted_part(_auction("What does postage cost?", GRID)) == ["> Postage:",
                                                                      "> £7.95 Royal Mail Tracked 48 [¶4]"]
    assert quoted_part(_auction("What does postage cost?", PAIRED)) == ["> Postage: £7.95 Royal Mail Tracked 48 [¶5]"]
    # the whole auction page's value is a sentence, with a link after it
    sentence = GRID.replace("[¶4] £7.95 Royal Mail Tracked 48", "[¶4] £7.95 Royal Mail Tracked 48. See details")
    assert quoted_part(_auction("What does postage cost?", sentence)) == ["> Postage:",
                                                                          "> £7.95 Royal Mail Tracked 48. [¶4]"]


def test_a_bare_label_asked_about_brings_its_value():
    assert quoted_part(_auction("What brand is it?", GRID)) == ["> Brand", "> Nikon"]


def test_a_label_with_its_value_names_no_value_under_it():
    assert quoted_part(_auction("What brand is it?", PAIRED)) == ["> Brand: Nikon [¶7]"]


# 11-count-questions.html (qa66) as main's widget extracted it: counts beside their nouns, and tables whose rows hold
# the nouns and numbers that count nothing.
COUNTS = """# [¶1] Nikon F3 35mm SLR camera

[¶2] £312.00

[23 bids](http://127.0.0.1:8892/11-count-questions.html#bh) · Reserve met

[¶3] 3 bedroom semi-detached house

## Bid history

[¶4]
| Bidder | Bid amount | Bid time |
| --- | --- | --- |
| 8\\*\\*\\*a | £312.00 | 6 Dec 2026 at 21:14 |
| c\\*\\*\\*r | £307.00 | 6 Dec 2026 at 19:02 |

## Rooms

[¶5]
| Room | Dimensions |
| --- | --- |
| Bedroom 2 | 3.90m x 3.30m |
| Bedroom 3 | 3.20m x 2.95m |

[¶6] Bidders: 9 · Bids: 23

- [¶7] [Nikon F3HP + 35mm f/2](http://127.0.0.1:8892/i/2) £289.00 5 bids · 2d left
"""


def test_how_many_is_the_line_that_writes_a_number_beside_the_noun():
    # The count under the page's title answers first (split87's totals.py, "1,204 backers"); counts.py quoted it with
    # the stats line "Bidders: 9 · Bids: 23" too, and answers where no count stands under the title (the bedrooms).
    answer = _auction("How many bids are there?", COUNTS)
    assert quoted_part(answer) == ["> [23 bids](/11-count-questions.html#bh) · Reserve met"], answer
    assert quoted_part(_auction("How many bedrooms does it have?", COUNTS)) == ["> 3 bedroom semi-detached house [¶3]"]


# 12-minimum-bid.html (qa66) as main's widget extracted it.
MINIMUM = """# [¶1] Nikon F3 35mm SLR camera

[¶2] Current bid: £312.00

Enter your maximum bid

[¶3] Enter £317.00 or more

[Place bid](http://127.0.0.1:8892/bid)
"""


def test_the_minimum_asked_is_the_amount_or_more():
    assert quoted_part(_auction("What is the minimum bid I can place?", MINIMUM)) == ["> Enter £317.00 or more [¶3]"]


# 13-pending-vs-upcoming.html (qa66) as main's widget extracted it: the Pending tab (its badge counts 3) not selected.
PENDING = """# Current account

Tabs: Transactions (selected) · Pending 3

[¶1] 5 Dec TESCO STORES £54.21

## Upcoming payments

[¶2] British Gas Direct Debit: £86.40 on 8 Dec

[¶3] Council Tax Direct Debit: £164.00 on 15 Dec
"""


def test_a_tab_not_selected_is_named_without_its_badges_count():
    answer = ask_analyzed("What payments are pending?", PENDING, URL + "bank.html", "Current account")
    assert answer.startswith("The page shows that under the “Pending 3” tab, which is not selected"), answer
    assert not quoted_part(answer)


# 14-greeting-cut-at-question.html (qa66) as main's widget extracted it.
QUESTION_FIRST = """# Current account

[¶1] Available balance: £2,418.37

[¶2] Balances as at 7 Dec 2026, 21:40. Available balance includes your arranged overdraft? **No** — it does not.

## Upcoming payments

[¶3] British Gas Direct Debit: £86.40 on 8 Dec
"""


def test_a_greeting_that_opens_on_a_question_goes_on_to_its_answer():
    greeting = greet_analyzed(QUESTION_FIRST, URL + "bank.html", "Current account")
    assert ("It opens: Balances as at 7 Dec 2026, 21:40. Available balance includes your arranged overdraft? "
            "No — it does not. [¶2]") in greeting, greeting


# 15-table-caption-tail.html (qa66) as main's widget extracted it: a table under the list of a care card's heading.
CARE_CARD = """# Side effects

### [¶1] Call 999 or go to A&E if:

- [¶2] you get black poo or blood in your vomit
- [¶3] you have swelling of your lips, mouth, throat or tongue

[¶4]
Table: How often side effects happen

| Frequency | Side effect |
| --- | --- |
| Common (more than 1 in 100) | headache, nausea |
| Rare (less than 1 in 1,000) | stomach bleeding |
"""


def test_when_to_call_is_the_care_cards_list_without_the_table_after_it():
    answer = ask_analyzed("When should I call 999?", CARE_CARD, URL + "side.html", "Ibuprofen side effects")
    assert quoted_part(answer) == ["> you get black poo or blood in your vomit [¶2]",
                                   "> you have swelling of your lips, mouth, throat or tongue [¶3]"], answer
