"""The offline engine on qa65's pages (/tmp/mb/qa65/report.md): a parcel tracking page's arrival, status and sender, a
video's upload date, a campaign's sold-out tier, a kanban board's labels and counts, a page of few words that has
some."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run

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
    """qa65 #6, #7, #13: "When will my parcel arrive?" quoted the "Arrived at delivery office" event for its word,
    "Where is my parcel now?" nothing, "Who is it from?" the opening ("from" is a stopword), "Has it been delivered?"
    the postcode. The estimated delivery, the status banner with the newest event, the "From:" line answer."""
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


# qa65's minimal video pages (sites/min/06, 07, 08) as main's walk reads them: the views line with its tooltip's date,
# the player's time, the comments' heading.
VIDEO = """# [¶1] Build a sourdough starter from scratch

[video](https://video.example/v.mp4)

[¶2] 0:00 / 18:42

[¶3] 812,447 views 3 weeks ago (Nov 16, 2026)

[¶4] All you need is flour, water and a jar. In this video I show the exact feeding schedule I use, how to tell when \
your starter is ready, and what to do when it smells like nail polish.

## 1,024 Comments

[@breadhead](https://video.example/@breadhead) [2 weeks ago](https://video.example/watch#c1)

[¶5] Day 6 and mine finally doubled. The rye tip made all the difference!

312 likes Reply 12 replies
"""


def test_a_video_says_when_it_was_uploaded_how_long_it_is_and_how_many_comments_it_has():
    """qa65 #5, #14, #16: "When was it uploaded?" found nothing though the views line dates it, "How long is the
    video?" quoted the description, not the player's "0:00 / 18:42", "How many comments are there?" the first comment,
    not the heading "1,024 Comments"."""
    for question in ("When was it uploaded?", "When was the video posted?"):
        assert quoted_part(ask(question, VIDEO, title="Sourdough - YouTube")) == [
            "> 812,447 views 3 weeks ago (Nov 16, 2026) [¶3]"], question
    assert quoted_part(ask("How long is the video?", VIDEO, title="Sourdough - YouTube")) == ["> 0:00 / 18:42 [¶2]"]
    assert quoted_part(ask("How many comments are there?", VIDEO, title="Sourdough - YouTube")) == ["> 1,024 Comments"]
    # A comment's own "2 weeks ago" does not date the video where its views line does; a recipe's time is not its
    # video's.
    assert "breadhead" not in ask("When was it uploaded?", VIDEO, title="Sourdough - YouTube")
    recipe = "# Bread\n\n[¶1] Prep: 20 min · Total: 4 hr\n\n[¶2] 0:00 / 1:12\n\n[¶3] Mix the flour, then knead."
    assert "0:00" not in ask("How long does it take?", recipe, title="Bread")


# qa65's campaign rewards (sites/min/05): a greyed tier that says "All gone!"; var 05a says "Sold out".
REWARDS = """# [¶1] Lumen: a modular desk lamp

### Pledge £25 or more

#### Early bird

[¶2] One Lumen Mini lamp in oak, 20% off retail.

[¶3] Limited (23 left of 500)

### Pledge £20 or more

#### Super early bird

[¶4] One Lumen Mini lamp in oak, 30% off retail.

[¶5] All gone!
"""


def test_sold_out_is_all_gone_in_the_pages_words():
    """qa65 #3: "Which rewards are sold out?" quoted the tab bar, or nothing, where the greyed tier said "All gone!";
    with the text "Sold out", "Which rewards are all gone?" found nothing. Each is read as the other, with the tier."""
    tier = ["> One Lumen Mini lamp in oak, 30% off retail. [¶4]"]
    for question in ("Which rewards are sold out?", "Which rewards are unavailable?"):
        assert quoted_part(ask(question, REWARDS, title="Lumen rewards")) == [*tier, "> All gone! [¶5]"], question
    sold = REWARDS.replace("All gone!", "Sold out")
    assert quoted_part(ask("Which rewards are all gone?", sold, title="Lumen rewards")) == [*tier, "> Sold out [¶5]"]
    assert "Early bird" not in ask("Which rewards are sold out?", REWARDS, title="Lumen rewards")


# qa65's board (sites/min/09, var 10a) as the walk should write it (walk78/walk79 fix the walk's part: chips spaced,
# a list's count and limit in its heading, qa65 #8, #10).
BOARD = """# Website relaunch

## To do (4)

1. [¶1] bug frontend [Login button does nothing on Safari](https://board.example/c/1) 🕒 Dec 12 · 💬 4 · AK
2. [¶2] content [Write About page copy](https://board.example/c/2) 🕒 Dec 3 · BO
3. [¶3] [Fix the bug in the cookie banner](https://board.example/c/3)

## In progress (2) · max 3

1. [¶4] bug [New navigation menu](https://board.example/c/5)

## Done (7)

1. [¶5] [Kick-off meeting](https://board.example/c/8)
"""


def test_a_board_says_which_cards_carry_a_label_and_how_many_a_list_holds():
    """qa65 #9, #10: "Which cards are labelled bug?" found nothing ("cards" and "labelled" are no card's words); "How
    many cards are in to do?" quoted the "Add a card" buttons ("to do" is two stopwords), "What is the WIP limit?"
    nothing. A card that names a bug in its linked title carries no label."""
    bugs = ["> bug frontend [Login button does nothing on Safari](https://board.example/c/1) 🕒 Dec 12 · 💬 4 · AK"
            " [¶1]",
            "> bug [New navigation menu](https://board.example/c/5) [¶4]"]
    for question in ("Which cards are labelled bug?", "Which cards have the bug label?"):
        assert quoted_part(ask(question, BOARD, title="Board | Trello")) == bugs, question
    assert quoted_part(ask("How many cards are in to do?", BOARD, title="Board | Trello")) == ["> To do (4)"]
    assert quoted_part(ask("How many cards are done?", BOARD, title="Board | Trello")) == ["> Done (7)"]
    for question in ("What is the WIP limit?", "What is the WIP limit for in progress?"):
        assert quoted_part(ask(question, BOARD, title="Board | Trello")) == ["> In progress (2) · max 3"], question
    # "marked on" names no label; a maximum not asked of the list is not its WIP limit.
    due = BOARD.replace("🕒 Dec 3", "due on Dec 3")
    for question in ("What is marked on the board?", "What is the maximum file size?"):
        assert quoted_part(ask(question, due, title="Board | Trello")) == [], question


def test_a_page_of_few_words_with_text_is_not_said_to_have_none():
    """qa65 #9 (var 10a), qa64 #4: a question a board of two cards does not answer got "This page has almost no
    readable text" (under twenty words). It has text: what it covers is said; a page of scraps ("Loading…") has none."""
    cards = "\n".join(BOARD.splitlines()[:6]).replace(" 🕒 Dec 12 · 💬 4 · AK", " Dec 12")  # 17 words
    answer = ask("Who is the project manager?", cards, title="Board")
    assert "almost no readable text" not in answer and "I could not find that" in answer
    assert "almost no readable text" in ask("Who is the project manager?", "abc\n\ndef\n\nLoading…", title="Board")


def test_what_a_pledge_gets_is_the_tier_its_heading_prices():
    """qa65 #2 (engine part): "What do I get for £25?" quoted the Early bird's "Mar 2027" alone (its label/value lines
    the walk left uncited and split, walk78/walk79's part), "What do I get if I pledge £25?" every tier's first line,
    "pledge" being each heading's word. The tier under "### Pledge £25 or more" answers, whole (the walk's lines as they
    should be: cited, "Estimated delivery: Mar 2027")."""
    tiers = REWARDS.replace("[¶3] Limited (23 left of 500)", "[¶3] Limited (23 left of 500)\n\n"
                            "[¶6] Estimated delivery: Mar 2027\n\n[¶7] Ships to: Anywhere in the world")
    early = ["> One Lumen Mini lamp in oak, 20% off retail. [¶2]", "> Limited (23 left of 500) [¶3]",
             "> Estimated delivery: Mar 2027 [¶6]", "> Ships to: Anywhere in the world [¶7]"]
    for question in ("What do I get for £25?", "What do I get if I pledge £25?"):
        answer = ask(question, tiers, title="Lumen rewards")
        assert answer.startswith("Under “Early bird”") and quoted_part(answer) == early, question
    assert "Early bird" not in ask("What do I get for £20?", tiers, title="Lumen rewards")


def test_a_tracking_page_and_a_campaign_open_with_their_status_and_total():
    """qa65 #17: the parcel page was greeted with its status and the notifications' small print, "We'll text you when
    your item is delivered", not the estimated delivery; the campaign with its blurb and story, not the total pledged
    (as the walk should write it, one cited line: walk78/walk79's part, qa65 #1)."""
    greeting = run(locked_messages(PARCEL, title="Track your item"), task="greeting")[0]
    assert ("It opens: Your item is with your local delivery office and will be delivered today. [¶4] Estimated "
            "delivery: Today, 10:30–12:30 [¶5]") in greeting and "text you" not in greeting
    campaign = REWARDS.replace("# [¶1] Lumen: a modular desk lamp", """# [¶1] Lumen: a modular desk lamp

[¶8] A solid-oak lamp with swappable arms, warm dimmable light and USB-C charging, made in Bristol.

[¶9] £48,210 pledged of £30,000 goal

## Story

[¶10] Most desk lamps are thrown away when one part breaks. Lumen is built from five parts you can replace.""")
    greeting = run(locked_messages(campaign, title="Lumen desk lamp — Kickstarter"), task="greeting")[0]
    assert "made in Bristol. [¶8] £48,210 pledged of £30,000 goal [¶9] Most desk lamps" in greeting
