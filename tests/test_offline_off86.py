"""The offline engine on qa65's full pages as main's widget reads them now (off86): who made a video or a campaign, a
video's likes, a chapter by its time, a count in the chrome's heading; a board's "Add a card" is no answer."""

from __future__ import annotations

from offline_helpers import ask_analyzed, quoted_part

# video.html (qa65, the whole page) as main's widget (91c7c6f) extracted it; the description and "Up next" cut.
VIDEO = """# [¶1] Build a sourdough starter from scratch (the easy way)

[![](http://127.0.0.1:8892/avatar.jpg)](http://127.0.0.1:8892/@crumbandco)

[Crumb & Co Baking](http://127.0.0.1:8892/@crumbandco) (Verified)

1.2M subscribers

Subscribe

24K likes Share

[¶2] 812,447 views 3 weeks ago (Nov 16, 2026) [#sourdough](http://127.0.0.1:8892/hashtag/sourdough)

[¶3] All you need is flour, water and a jar. In this video I show the exact feeding schedule I use, how to tell when \
your starter is ready, and what to do when it smells like nail polish.
Flour I use: strong white bread flour (any brand) and a little wholemeal rye.

Chapters:
[0:00](http://127.0.0.1:8892/watch?v=abc&t=0s) Intro
[2:15](http://127.0.0.1:8892/watch?v=abc&t=135s) Setup
[5:10](http://127.0.0.1:8892/watch?v=abc&t=310s) Day 1 – first mix
[12:22](http://127.0.0.1:8892/watch?v=abc&t=742s) Feeding schedule
[16:45](http://127.0.0.1:8892/watch?v=abc&t=1005s) Is it ready? The float test

---

[Page chrome: header, navigation, sidebars, footer]

[YouTube](http://127.0.0.1:8892/)

## 1,024 Comments

Sort by

[@breadhead](http://127.0.0.1:8892/@breadhead) [2 weeks ago](http://127.0.0.1:8892/video.html#)

[¶5] Day 6 and mine finally doubled. The rye tip made all the difference!

312 likes Reply 12 replies

[¶6] [@kneadmore](http://127.0.0.1:8892/@kneadmore) [3 weeks ago (edited)](http://127.0.0.1:8892/video.html#)

[¶7] Can I use plain flour instead of strong flour?

48 likes Reply 3 replies
"""

# campaign.html (qa65) as main's widget extracted it, to its story.
CAMPAIGN = """Project We Love

# [¶1] Lumen: a modular desk lamp that grows with you

[¶2] A solid-oak lamp with swappable arms, warm dimmable light and USB-C charging, made in Bristol.

[¶3] by [Northwind Studio](http://127.0.0.1:8892/profile/northwind) · 3 created · 41 backed

[video: Project video](http://127.0.0.1:8892/lumen.mp4)

[¶4] £48,210 pledged of £30,000 goal

[¶5] 1,204 backers

[¶6] 12 days to go

## Story

[¶8] Most desk lamps are thrown away when one part breaks. Lumen is built from five parts you can replace with a \
screwdriver.
"""

# kanban.html (qa65) as main's widget extracted it; two lists cut.
KANBAN = """Navigation: [Trello](http://127.0.0.1:8892/) [Workspaces](http://127.0.0.1:8892/w/acme) Create

# Website relaunch

Acme Marketing

## To do (4)

1. [¶1] bug
   frontend
   [Login button does nothing on Safari](http://127.0.0.1:8892/c/1)
   🕒 Dec 12
   AK
2. [¶2] content
   [Write About page copy](http://127.0.0.1:8892/c/2)
   🕒 Dec 3
   BO

+ Add a card

## In progress (2) · max 3

1. [¶5] frontend
   [New navigation menu](http://127.0.0.1:8892/c/5)
   🕒 Dec 15
   AK
2. [¶6] [Migrate blog posts](http://127.0.0.1:8892/c/6)
   💬 2
   BO

+ Add a card

+ Add another list
"""


def _video(question: str) -> str:
    return ask_analyzed(question, VIDEO, "http://127.0.0.1:8892/video.html",
                        "Build a sourdough starter from scratch (the easy way) - YouTube")


def test_who_made_a_video_is_its_channel_line_under_the_title():
    assert quoted_part(_video("Who made this video?")) == ["> [Crumb & Co Baking](/@crumbandco) (Verified)"]


def test_a_channel_line_is_told_by_its_subscribers_without_a_channel_link():
    unlinked = VIDEO.replace("[Crumb & Co Baking](http://127.0.0.1:8892/@crumbandco)", "Crumb & Co Baking")
    answer = ask_analyzed("Who made this video?", unlinked, "http://127.0.0.1:8892/video.html", "Sourdough")
    assert quoted_part(answer) == ["> Crumb & Co Baking (Verified)"]


def test_how_many_likes_is_the_count_of_likes():
    assert quoted_part(_video("How many likes does it have?")) == ["> 24K likes Share"]


def test_a_chapter_asked_by_its_time_is_its_line_alone():
    assert quoted_part(_video("What is at 2:15?")) == ["> [2:15](/watch?v=abc&t=135s) Setup [¶3]"]
    assert quoted_part(_video("What happens at 12:22?")) == ["> [12:22](/watch?v=abc&t=742s) Feeding schedule [¶3]"]


def test_a_count_in_the_chromes_heading_answers_how_many():
    assert quoted_part(_video("How many comments are there?")) == ["> 1,024 Comments"]


def test_who_made_a_campaign_is_its_by_line():
    answer = ask_analyzed("Who made this?", CAMPAIGN, "http://127.0.0.1:8892/campaign.html", "Lumen")
    assert quoted_part(answer) == ["> by [Northwind Studio](/profile/northwind) · 3 created · 41 backed [¶3]"]


def test_an_add_buttons_words_are_no_answer():
    answer = ask_analyzed("Which cards are overdue?", KANBAN, "http://127.0.0.1:8892/kanban.html", "Website relaunch")
    assert "Add a" not in answer and not quoted_part(answer)
    assert answer.startswith("I could not find that on this page.")


def test_a_lists_add_button_is_not_one_of_its_items():
    answer = ask_analyzed("What's in progress?", KANBAN, "http://127.0.0.1:8892/kanban.html", "Website relaunch")
    assert quoted_part(answer) == ["> frontend [New navigation menu](/c/5) 🕒 Dec 15 AK [¶5]",
                                   "> [Migrate blog posts](/c/6) 💬 2 BO [¶6]"]
