"""The offline engine on qa65's pages (/tmp/mb/qa65/report.md): a parcel tracking page's arrival, status and sender, a
video's upload date, a campaign's sold-out tier, a kanban board's labels and counts, a page of few words that has
some."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# qa65's parcel page (sites/parcel.html) as main's walk reads it: the status banner's heading over what it means and the
# estimated delivery; the stepper; the tracking history, newest first, under its date headers; the delivery details.
PARCEL = """# Track your item

[¶1] Tracking number: JD014600006281234567

[¶2] From: **Tidy Home Ltd**

[¶3] Service: Royal Mail Tracked 24®

## Out for delivery

[¶4] Your item is with your local delivery office and will be delivered today.

[¶5] **Estimated delivery:** Today, 10:30–12:30

1. [¶6] Collected
2. [¶7] In transit
3. [¶8] Out for delivery
4. [¶9] Delivered

## Tracking history

### Tuesday 8 December

- [¶11] 07:12 · Out for delivery · London Mount Pleasant DO
- [¶12] 04:55 · Arrived at delivery office · London Mount Pleasant DO

### Monday 7 December

- [¶13] 21:40 · In transit · Heathrow Worldwide DC
- [¶14] 15:02 · Collected from sender · Tidy Home Ltd, Leeds

**Delivery details**

[¶15] Delivering to: Postcode EC1A 1BB

[¶16] Weight: 1.2 kg

## Get notifications

[¶19] We'll text you when your item is delivered. Standard network rates apply.
"""
STATUS = "> Your item is with your local delivery office and will be delivered today. [¶4]"
NEWEST = "> 07:12 · Out for delivery · London Mount Pleasant DO [¶11]"


def test_a_tracking_page_says_when_it_arrives_where_it_is_and_who_sent_it():
    """qa65 #6, #7, #13: "When will my parcel arrive?" quoted the "Arrived at delivery office" event for its word, "Where
    is my parcel now?" nothing, "Who is it from?" the opening ("from" is a stopword), "Has it been delivered?" the
    postcode. The estimated delivery, the status banner with the newest event, the "From:" line answer."""
    for question in ("When will my parcel arrive?", "When will it be delivered?", "What is the ETA?"):
        assert quoted_part(ask(question, PARCEL, title="Track your item")) == [
            "> Estimated delivery: Today, 10:30–12:30 [¶5]"], question
    for question in ("Where is my parcel now?", "Has it been delivered?", "What is the status?"):
        assert quoted_part(ask(question, PARCEL, title="Track your item")) == [STATUS, NEWEST], question
    for question in ("Who is it from?", "Who sent it?"):
        assert quoted_part(ask(question, PARCEL, title="Track your item")) == ["> From: Tidy Home Ltd [¶2]"], question
    # A page with no status banner is no tracking page: "Where is the museum?" is not asked of its events.
    museum = PARCEL.replace("## Out for delivery", "## Opening times")
    assert STATUS not in ask("Where is my parcel now?", museum, title="Track your item")
