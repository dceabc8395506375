"""The offline engine asked for parts of a page by what they are (QA pass 50): its map or video, its pictures, its
footnotes, its comments and its warnings, which hold no word of the question."""

from __future__ import annotations

import pytest

from offline_helpers import ask, quoted_part
from reverserag.engines.parts import unnumbered

# A WordPress walking blog's post as the widget reads it in Chromium (the extraction of a WordPress 6 theme's markup:
# <figure> with <figcaption>, an untitled Google Maps <iframe>, a YouTube embed titled with the video's own title,
# kramdown's footnotes and the comment list, which the widget puts after the page chrome).
_HIKE = """# [¶1] Walking the Hardanger Bridge loop

[¶2] By [Ingrid Aas](https://fjord.example/author/ingrid/) · June 2, 2026

[¶3] The Hardanger Bridge carries the road from Bruravik to Brimnes across the Eidfjord, and since 2013 it has \
had a footpath and cycle lane of its own. This loop crosses it on foot and comes back by the little ferry.

![The Hardanger Bridge seen from Bruravik \
quay](https://fjord.example/wp-content/uploads/2026/06/bridge-from-quay.jpg)

[¶4] The bridge from Bruravik quay at seven in the morning, before the tour buses. Photo: Ingrid Aas

## The bridge

[¶5] The bridge is 1,380 metres long, with a main span of 1,310 m between its two towers, and its deck hangs 55 \
metres above the fjord. When it opened it was the longest suspension bridge in \
Norway.[1](https://fjord.example/2026/06/hardanger-bridge-loop/#fn:1)

[¶6] Crossing it on foot takes about 20 minutes, longer if you stop for photos, and the wind on the middle of the \
span can be fierce.

## The route

[¶7] From the car park at Bruravik, follow the cycle lane up to the bridge, cross to Brimnes, then walk down to \
the ferry quay. The whole loop is 9 km and takes three to four hours with the \
ferry.[2](https://fjord.example/2026/06/hardanger-bridge-loop/#fn:2)

[embedded frame](https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d31234)

[¶8] The tunnel on the Brimnes side is closed to walkers, so take the old road around the headland instead.

## What you will see

![A waterfall above the old road](https://fjord.example/wp-content/uploads/2026/06/waterfall.jpg)

[¶9] Skykkjedalsfossen from the old road.

![The Brimnes ferry leaving the quay](https://fjord.example/wp-content/uploads/2026/06/ferry.jpg)

[¶10] The little ferry back to Bruravik runs every 40 minutes in summer.

[¶11] We crossed on a windy day in May.

[embedded frame: Walking across the Hardanger Bridge in a \
gale](https://www.youtube-nocookie.com/embed/a1B2c3D4e5F)

## Practical details

[¶12] Parking at Bruravik costs 50 kroner for the day. Bring a windproof jacket, even in July.

---

[Page chrome: header, navigation, sidebars, footer]

[Fjord Footpaths](https://fjord.example/)

Navigation: [Home](https://fjord.example/) · [Walks](https://fjord.example/walks/) · \
[About](https://fjord.example/about/)

---

1. [¶13] Until the Halogaland Bridge opened in 2018, with a main span of 1,145 m. It remains the longest by main \
span. [↩︎](https://fjord.example/2026/06/hardanger-bridge-loop/#fnref:1)
2. [¶14] The ferry does not run on Sundays from October to April; check the timetable at the quay. \
[↩︎](https://fjord.example/2026/06/hardanger-bridge-loop/#fnref:2)

## [¶15] 4 thoughts on “Walking the Hardanger Bridge loop”

1. [¶16] Footer: Per Olsen says: · [June 3, 2026 at 8:12 \
am](https://fjord.example/2026/06/hardanger-bridge-loop/#comment-11)
   We did this last week. The wind on the span was so strong my daughter had to hold the railing the whole way.
   [Reply](https://fjord.example/2026/06/hardanger-bridge-loop/#respond)
2. [¶17] Footer: Sarah Kim says: · [June 4, 2026 at 6:40 \
pm](https://fjord.example/2026/06/hardanger-bridge-loop/#comment-12)
   Is the footpath open in winter? We are planning a trip in February.
   [Reply](https://fjord.example/2026/06/hardanger-bridge-loop/#respond)
3. [¶18] Footer: Ingrid Aas says: · [June 4, 2026 at 9:02 \
pm](https://fjord.example/2026/06/hardanger-bridge-loop/#comment-13)
   It is, Sarah, but it closes in storms. The road authority posts closures on its site.
   [Reply](https://fjord.example/2026/06/hardanger-bridge-loop/#respond)
4. [¶19] Footer: Tom Berg says: · [June 6, 2026 at 11:30 \
am](https://fjord.example/2026/06/hardanger-bridge-loop/#comment-14)
   Lovely walk. The café at Brimnes quay does excellent waffles, and the ferry crew let us take bikes for free.
   [Reply](https://fjord.example/2026/06/hardanger-bridge-loop/#respond)

### Leave a Reply

Comment

Name

Footer: © 2026 Fjord Footpaths. Walk at your own risk.
"""
_POST = {"title": "Walking the Hardanger Bridge loop – Fjord Footpaths",
         "url": "https://fjord.example/2026/06/hardanger-bridge-loop/"}

# A news article as the widget reads it: a lead photo with its caption and credit, a <video> with a title.
_NEWS = """# [¶1] Flood waters recede in Valencia as clean-up begins

[¶2] By [Lucía Ferrer](https://ledger.example/by/lucia-ferrer), Valencia · 4 November 2026

![Residents shovel mud from a street in Paiporta](https://ledger.example/img/valencia-street.jpg)

[¶3] Residents of Paiporta shovel mud from the street outside their homes on Sunday. Photograph: José Jordán/AFP

[¶4] Residents of the towns south of Valencia began clearing mud from their homes on Sunday as flood waters \
receded, five days after the heaviest rainfall the region has recorded in a single day.

[¶5] More than 2,000 soldiers have joined the clean-up, the defence ministry said, and the regional government \
has promised emergency grants of up to 6,000 euros per household.

[video: Drone footage of the flooded towns](https://ledger.example/video/valencia-drone.mp4)

## The damage

[¶6] Insurers estimate the damage at 3.5 billion euros. About 120,000 cars were written off, many of them swept \
into piles at street corners.

![Cars piled against a wall after the flood](https://ledger.example/img/cars.jpg)

[¶7] Cars swept into a pile in Sedaví. Photograph: Manu Fernández/AP

## What comes next

[¶8] The regional president said schools in the worst-hit towns would stay closed for at least another week.

---

[Page chrome: header, navigation, sidebars, footer]

[The Daily Ledger](https://ledger.example/)

Navigation: [World](https://ledger.example/world) [Europe](https://ledger.example/europe) \
[Climate](https://ledger.example/climate)

Footer: © 2026 The Daily Ledger
"""
_ARTICLE = {"title": "Flood waters recede in Valencia as clean-up begins - The Daily Ledger",
            "url": "https://ledger.example/europe/valencia-clean-up"}

# A Docusaurus page as the widget reads it: a warning and a danger admonition side by side, and a tip.
_UPGRADING = """# Upgrading to 3.0

[¶1] Quarry 3.0 changes the on-disk index format and drops the legacy query syntax. Most projects upgrade in \
under an hour.

## Before you start[​](https://quarry.example/docs/upgrading/#before-you-start)

[¶2] Back up your data directory and read the notes below.

warning

[¶3] The 3.0 index format cannot be read by 2.x. Once you run `quarry migrate`, you cannot downgrade without \
restoring a backup.

danger

[¶4] Never run `quarry migrate` while a writer is connected: the index will be corrupted and queries will return \
wrong results.

## Migrate the index[​](https://quarry.example/docs/upgrading/#migrate)

[¶5] Stop every writer, then run:

[¶6]
```bash
quarry migrate --data ./data
```

[¶7] The migration rewrites each segment; a 10 GB index takes about 15 minutes.

tip

[¶8] Add `--dry-run` to see which segments would be rewritten.

## Query syntax[​](https://quarry.example/docs/upgrading/#query-syntax)

[¶9] The legacy `field:value~` fuzzy syntax is gone; use `fuzzy(field, value)` instead.

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: \
[Quarry](https://quarry.example/)[Docs](https://quarry.example/docs/)[Blog](https://quarry.example/blog/)

Sidebar: [Introduction](https://quarry.example/docs/intro) · [Installation](https://quarry.example/docs/install) \
· [Upgrading to 3.0](https://quarry.example/docs/upgrading)

Footer: Copyright © 2026 Quarry contributors.
"""
_DOCS = {"title": "Upgrading to 3.0 | Quarry Docs", "url": "https://quarry.example/docs/upgrading/"}

_MAP = "> [embedded frame](https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d31234)"
_YOUTUBE = ("> [embedded frame: Walking across the Hardanger Bridge in a gale]"
            "(https://www.youtube-nocookie.com/embed/a1B2c3D4e5F)")


def test_a_map_or_a_video_in_a_frame_is_found_by_where_it_comes_from():
    """Regression (QA pass 50): "Is there a map?" and "Is there a video?" found nothing on a post whose map is an
    untitled Google Maps frame and whose video a YouTube frame titled with the video's own title: no passage holds
    "map" or "video". A frame from a map's or a player's site is one, and is quoted with its title and link."""
    assert quoted_part(ask("Is there a map?", _HIKE, **_POST)) == [_MAP]
    assert quoted_part(ask("Is there a video?", _HIKE, **_POST)) == [_YOUTUBE]
    assert quoted_part(ask("Can I watch a video of the bridge?", _HIKE, **_POST)) == [_YOUTUBE]
    # A <video> of the page's own, in the widget's words; asked in French or German, the engine answers in them.
    assert quoted_part(ask("Is there a video?", _NEWS, **_ARTICLE)) == [
        "> [video: Drone footage of the flooded towns](/video/valencia-drone.mp4)"]
    said = ask("Y a-t-il une carte ?", _HIKE, **_POST)
    assert said.startswith("Sous « The route »") and _MAP in said, said
    assert _YOUTUBE in ask("Gibt es ein Video?", _HIKE, **_POST)
    # A page with neither still has none, and a map the page has not is not a video.
    assert "could not find" in ask("Is there a map?", _NEWS, **_ARTICLE)
    assert "could not find" in ask("Is there a video?", _UPGRADING, **_DOCS)


def test_the_pictures_are_their_alt_text_and_the_caption_under_them():
    """Regression (QA pass 50): "What does the photo show?" quoted "… longer if you stop for photos …", and "What's
    in the pictures?" found nothing: an image is its alt text, and its caption is the block under it. The photo is
    the first picture with a caption; the pictures, up to four; a picture of something, the one whose words say it."""
    assert quoted_part(ask("What does the photo show?", _HIKE, **_POST)) == [
        "> The Hardanger Bridge seen from Bruravik quay",
        "> The bridge from Bruravik quay at seven in the morning, before the tour buses. Photo: Ingrid Aas [¶4]"]
    ferry = ["> The Brimnes ferry leaving the quay",
             "> The little ferry back to Bruravik runs every 40 minutes in summer. [¶10]"]
    assert quoted_part(ask("What's in the pictures?", _HIKE, **_POST))[2:] == [
        "> A waterfall above the old road", "> Skykkjedalsfossen from the old road. [¶9]", *ferry]
    assert quoted_part(ask("Is there a picture of the ferry?", _HIKE, **_POST)) == ferry
    assert quoted_part(ask("What do the images show?", _NEWS, **_ARTICLE)) == [
        "> Residents shovel mud from a street in Paiporta",
        "> Residents of Paiporta shovel mud from the street outside their homes on Sunday. Photograph: José "
        "Jordán/AFP [¶3]",
        "> Cars piled against a wall after the flood",
        "> Cars swept into a pile in Sedaví. Photograph: Manu Fernández/AP [¶7]"]
    # A page with no picture still has none.
    assert "could not find" in ask("What does the photo show?", _UPGRADING, **_DOCS)


def test_the_footnotes_are_the_items_that_link_back_to_where_they_are_cited():
    """Regression (QA pass 50): "What are the footnotes?" found nothing, and "What does footnote 2 say?" quoted the
    byline (it holds a 2). A footnote is a list item that links back to its reference ("↩︎" to "#fnref:2")."""
    second = ("> The ferry does not run on Sundays from October to April; check the timetable at the quay. "
              "[↩︎](/2026/06/hardanger-bridge-loop/#fnref:2) [¶14]")
    assert quoted_part(ask("What does footnote 2 say?", _HIKE, **_POST)) == [second]
    assert quoted_part(ask("What does the second footnote say?", _HIKE, **_POST)) == [second]
    notes = quoted_part(ask("What are the footnotes?", _HIKE, **_POST))
    assert len(notes) == 2 and notes[0].startswith("> Until the Halogaland Bridge opened in 2018"), notes
    assert notes[1] == second
    assert "could not find" in ask("What are the footnotes?", _NEWS, **_ARTICLE)


def test_a_footnote_by_its_number_is_not_any_passage_that_gives_the_number():
    """Regression (QA pass 50): "What does footnote 2 say?" on a page with no footnotes quoted "More than 2,000
    soldiers have joined the clean-up …", for its 2. The number names the footnote, not what it says."""
    assert "could not find" in ask("What does footnote 2 say?", _NEWS, **_ARTICLE)
    assert "could not find" in ask("What does note [1] say?", _NEWS, **_ARTICLE)
    # A version after "release notes" is no footnote's number.
    assert unnumbered("What is in the release notes 2.0?") == "What is in the release notes 2.0?"


def test_commenters_are_quoted_a_few_comments_each_with_its_name():
    """Regression (QA pass 50): "What do commenters say?" quoted one comment, three sentences of it; four short
    comments, each with who wrote it, say better what commenters say. Not their "Reply" links, nor the "Footer:" the
    widget writes a comment's <footer> as."""
    said = quoted_part(ask("What do commenters say?", _HIKE, **_POST))
    names = [line.split(" says:")[0] for line in said]
    assert names == ["> Per Olsen", "> Sarah Kim", "> Ingrid Aas", "> Tom Berg"], said
    assert said[1] == ("> Sarah Kim says: · [June 4, 2026 at 6:40 pm]"
                       "(/2026/06/hardanger-bridge-loop/#comment-12) Is the footpath open in "
                       "winter? We are planning a trip in February. [¶17]")
    # What else is asked picks the comments that say it.
    about = quoted_part(ask("What do commenters say about the ferry?", _HIKE, **_POST))
    assert len(about) == 1 and about[0].startswith("> Tom Berg says:"), about


def test_every_warning_admonition_is_quoted_with_what_it_says():
    """Regression (QA pass 50): "Are there any warnings?" quoted a Docusaurus page's WARNING box, and the first of its
    two sentences, but not the DANGER box beside it. Every admonition that warns comes, with what it says."""
    assert quoted_part(ask("Are there any warnings?", _UPGRADING, **_DOCS)) == [
        "> warning",
        "> The 3.0 index format cannot be read by 2.x. Once you run quarry migrate, you cannot downgrade without "
        "restoring a backup. [¶3]",
        "> danger",
        "> Never run quarry migrate while a writer is connected: the index will be corrupted and queries will return "
        "wrong results. [¶4]"]
    # Not the tip, and one about something says that one.
    said = quoted_part(ask("Is there a warning about writers?", _UPGRADING, **_DOCS))
    assert said[0] == "> danger" and len(said) == 2, said


def test_how_long_a_thing_is_is_its_length_when_the_page_gives_one():
    """Regression (QA pass 50): "How long is the bridge?" was taken as a question for a duration, and "Crossing it on
    foot takes about 20 minutes" answered before "The bridge is 1,380 metres long". A "how long is" the page answers
    with a length takes it; "how long does it take" is still a duration."""
    assert quoted_part(ask("How long is the bridge?", _HIKE, **_POST)) == [
        "> The bridge is 1,380 metres long, with a main span of 1,310 m between its two towers, and its deck hangs 55 "
        "metres above the fjord. [¶5]"]
    assert quoted_part(ask("How long is the loop?", _HIKE, **_POST)) == [
        "> The whole loop is 9 km and takes three to four hours with the ferry. [¶7]"]
    assert "takes about 20 minutes" in ask("How long does it take to cross the bridge?", _HIKE, **_POST)


def test_a_length_answers_how_long_its_own_subject_is():
    """Regression (QA pass 50): "How long is the walk?" on the walking blog's post titled "Walking the Hardanger Bridge
    loop" quoted the bridge's "1,380 metres long": "walk" is in the title, which every passage was taken to be about.
    A length answers for what it is said of, or what its paragraph says ("… then walk down to the ferry quay. The
    whole loop is 9 km …"), not for another subject of the title."""
    said = quoted_part(ask("How long is the walk?", _HIKE, **_POST))
    assert said == ["> The whole loop is 9 km and takes three to four hours with the ferry. [¶7]"], said
    # Where the loop gives no length, the time its paragraph gives, not the time the bridge takes to cross.
    untold = _HIKE.replace("is 9 km and takes three to four hours", "takes 3 to 4 hours")
    said = quoted_part(ask("How long is the walk?", untold, **_POST))
    assert said == ["> The whole loop takes 3 to 4 hours with the ferry. [¶7]"], said


# An issue with a task list, as the widget writes GitHub's (`- [x] …` from the page's own ticks: test_text_flow.py).
ISSUE = """# Pool timeouts under load #412

[¶1] **ana** opened this issue 3 days ago

[¶2] Connections leak when the pool is exhausted and a request times out. We should fix this before 2.0.

[¶3] ### Tasks

- [x] Reproduce with the stress test
- [x] Retry on `PoolTimeout`
- [ ] Release the connection in `finally`
- [ ] Add a metric for waiting requests

[¶4] ### Notes

[¶5] The stress test runs 200 clients against a pool of 10 for five minutes. How do I open the report?
"""


def _ask_issue(question: str) -> list[str]:
    return quoted_part(ask(question, content=ISSUE, title="Pool timeouts under load #412"))


@pytest.mark.parametrize("question", ["What is left to do?", "What remains to be done?", "What's still open?",
                                      "Qu'est-ce qui reste à faire ?", "Was ist noch offen?"])
def test_what_is_left_to_do_is_a_task_lists_items_not_ticked(question: str) -> None:
    """A task list's items carry the page's ticks; "What is left to do?" found nothing (no passage holds "left"),
    and "What's still open?" quoted the line that says who opened the issue."""
    assert _ask_issue(question) == ["> [ ] Release the connection in finally [¶3]",
                                    "> [ ] Add a metric for waiting requests [¶3]"]


def test_what_is_done_is_the_ticked_items_and_a_named_task_shows_its_tick() -> None:
    assert _ask_issue("Which tasks are done?") == ["> [x] Reproduce with the stress test [¶3]",
                                                      "> [x] Retry on PoolTimeout [¶3]"]
    assert _ask_issue("What has been done so far?") == _ask_issue("Which tasks are done?")
    assert len(_ask_issue("What are the tasks?")) == 4
    assert _ask_issue("Is the metric done?") == ["> [ ] Add a metric for waiting requests [¶3]"]
    # "open" asked of something else on the page is not a task's.
    assert not any(line.startswith("> [") for line in _ask_issue("How do I open the report?"))


def test_a_page_without_a_task_list_answers_as_before() -> None:
    plain = ISSUE.replace("- [x] ", "- ").replace("- [ ] ", "- ")
    answer = quoted_part(ask("What is left to do?", content=plain, title="Pool timeouts under load #412"))
    assert not any(line.startswith("> [") for line in answer)
