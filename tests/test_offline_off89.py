"""The offline engine on qa67's pages (off89): an issue's assignee and status, the steps a bold lead-in heads, a
leaderboard's first row and the visitor's own, an album's release date, a champion's changes, a song marked explicit
and a champion marked nerfed, each from the markdown main's widget writes now or the walk will write."""

from __future__ import annotations

from offline_helpers import ask_analyzed, quoted_part

ISSUE_URL = "http://127.0.0.1:8894/bugtracker.html"
ISSUE_TITLE = "[PAY-1] Checkout fails with 502 - Jira"

# 08-engine-assignee-field.html as main's widget extracted it.
FIELDS = """# Checkout fails with 502

## Linked issues

- [¶1] PAY-4633 Gift card balance rounding error Done
- [¶2] PAY-4790 Retry idempotent payment calls To Do

## Details

[¶3] Assignee: Priya Raman

[¶4] Reporter: Tom Becker

[¶5] Priority: High
"""

# 09-engine-steps-list.html as main's widget extracted it.
STEPS = """# Checkout fails with 502

## Description

[¶1] **Steps to reproduce**

1. [¶2] Add any item over €100 to the cart.
2. [¶3] Enter gift card GC-TEST-0100.
3. [¶4] Click Apply.

[¶5] **Expected:** the balance is deducted.
"""

# bugtracker.html's linked issues and its sidebar, the status as the walk writes a named status button (finding 4).
STATUS = """# [¶1] Checkout fails with 502 when applying gift card over €100

[¶2] Attach Create subtask Link issue More actions

## Linked issues

### is blocked by

- [¶12] [image: Task] [INFRA-1290](http://127.0.0.1:8894/browse/INFRA-1290) Increase gateway timeout for gift card \
service In Progress

relates to

- [¶13] [image: Bug] [PAY-4633](http://127.0.0.1:8894/browse/PAY-4633) Gift card balance rounding error Done
- [¶14] [image: Story] [PAY-4790](http://127.0.0.1:8894/browse/PAY-4790) Retry idempotent payment calls To Do

## Issue details

[¶15] Status: In Progress

Actions

## Details

[¶20] Assignee: Priya Raman

[¶21] Reporter: Tom Becker
"""

# leaderboard.html's table as main's widget extracted it.
LEADERBOARD = """# [¶1] Ranked Leaderboard Season 7

[¶2] Updated 51 minutes ago (2026-12-07 21:00 UTC) · Top 500 players by Ranked Points (RP)

[¶5]
| Rank | Player | Tier | RP | Wins | K/D |
| --- | --- | --- | --- | --- | --- |
| 1 [image: No change] | [image: Germany] [Hal_Frost](http://127.0.0.1:8894/profile/hal) [image: Verified] | Predator \
| 31,208 | 412 | 4.81 |
| 2 [image: Up] 3 | [image: Sweden] [nyx.](http://127.0.0.1:8894/profile/nyx) | Predator | 29,977 | 388 | 3.92 |
| 3 [image: Down] 1 | [image: France] [ZedKing](http://127.0.0.1:8894/profile/zed) | Predator | 29,450 | 401 | 3.10 |
| 1,842 ▲57 | [image: Netherlands] [Alex_M](http://127.0.0.1:8894/profile/me) You | Diamond II | 14,306 | 97 | 1.42 |

## [¶6] How is the leaderboard calculated?

[¶7] Players are ranked by Ranked Points (RP) earned in Season 7. Ties are broken by wins, then by K/D. Movement \
arrows compare with yesterday's rank at 00:00 UTC. Accounts flagged for cheating are removed within 24 hours.
"""

# 06-header-meta-unlabelled.html as main's widget extracted it.
ALBUM = """[image: Northern Lights album cover]

Album

# Northern Lights

[Saga Lindqvist](http://127.0.0.1:8894/artist/saga)

2025

12 songs, 48 min 31 sec

[¶1] October 17, 2025

[¶2] © 2025 Nordlys Records AB

## Credits

[¶3] Produced by Max Berg.
"""
ALBUM_URL = "http://127.0.0.1:8894/album.html"
ALBUM_TITLE = "Northern Lights — Album by Saga Lindqvist | Streamly"

# 10-engine-changes-dropped.html as main's widget extracted it.
CHANGES = """# Patch 1.3 notes

## Champions

### Ahri

[¶1] Base stats and Q damage up.

> [¶2] Ahri has been underperforming in mid lane, so we are giving her more early damage.

- [¶3] **Base health**: 590 ⇒ **610**
- [¶4] **Armor growth**: 4.2 ⇒ **4.7**

### Darius

[¶5] Passive bleed damage down.

## Bugfixes

- [¶6] Fixed a bug where Ahri's Spirit Rush could dash through walls.
- [¶7] Fixed a bug where Darius's ult would not reset.
- [¶8] The shop now remembers your last search.
"""
PATCH_URL = "http://127.0.0.1:8894/patchnotes.html"

# 11-icon-tag-nerf.html as main's widget extracted it.
NERF = """# Patch 1.4 notes

### Darius

**[image: Nerf] Nerf**

[¶1] Passive bleed damage down.

[¶2] Darius is dominating top lane with a 53.4% win rate.
"""

# 07-explicit-badge.html, the badge as the walk writes it once it keeps its title (finding 7).
EXPLICIT = """# Northern Lights

[¶1]
| # | Title | Plays |
| --- | --- | --- |
| 1 | [Aurora](http://127.0.0.1:8894/t/1) Saga Lindqvist | 48,213,907 |
| 2 | [Polar Night](http://127.0.0.1:8894/t/2) [Explicit] Saga Lindqvist | 12,004,551 |
| 3 | [Midnight Sun](http://127.0.0.1:8894/t/3) Saga Lindqvist | 97,550,120 |
"""


def _issue(question: str, content: str) -> str:
    return ask_analyzed(question, content, ISSUE_URL, ISSUE_TITLE)


def test_who_is_assigned_is_the_assignee_field():
    assert quoted_part(_issue("Who is assigned to this bug?", FIELDS)) == ["> Assignee: Priya Raman [¶3]"]


def test_who_reported_it_is_the_reporter_field():
    assert quoted_part(_issue("Who reported this issue?", FIELDS)) == ["> Reporter: Tom Becker [¶4]"]


def test_how_to_reproduce_is_the_steps_a_bold_lead_in_heads():
    assert quoted_part(_issue("How do I reproduce it?", STEPS)) == [
        "> Steps to reproduce [¶1]", "> Add any item over €100 to the cart. [¶2]",
        "> Enter gift card GC-TEST-0100. [¶3]", "> Click Apply. [¶4]"]


def test_the_status_of_this_issue_is_its_status_field_not_a_linked_issues():
    assert quoted_part(_issue("What is the status of this issue?", STATUS)) == ["> Status: In Progress [¶15]"]


def _board(question: str) -> str:
    return ask_analyzed(question, LEADERBOARD, "http://127.0.0.1:8894/leaderboard.html",
                        "Season 7 Ranked Leaderboard – Europe | Apex Arena Tracker")


def test_number_one_is_the_row_ranked_first():
    for question in ("Who is number one?", "Who is first?", "Who is top of the leaderboard?", "Who is #1?"):
        quoted = quoted_part(_board(question))
        assert len(quoted) == 1 and "Hal_Frost" in quoted[0], question


def test_my_rank_is_the_row_marked_you():
    for question in ("What is my rank?", "Where am I on the leaderboard?", "How many RP do I have?"):
        quoted = quoted_part(_board(question))
        assert len(quoted) == 1 and "Alex_M" in quoted[0] and "You" in quoted[0], question


def test_when_an_album_was_released_is_its_date_not_the_word_album():
    answer = ask_analyzed("When was this album released?", ALBUM, ALBUM_URL, ALBUM_TITLE)
    assert quoted_part(answer) == ["> October 17, 2025 [¶1]"]


def test_a_release_date_under_its_regions_name_is_the_answer():
    named = ALBUM.replace("[¶1] October 17, 2025", "[¶1] Release information: October 17, 2025")
    answer = ask_analyzed("When was this album released?", named, ALBUM_URL, ALBUM_TITLE)
    assert quoted_part(answer) == ["> Release information: October 17, 2025 [¶1]"]


def test_what_changed_for_a_section_is_that_sections_changes_first():
    answer = ask_analyzed("What changed for Ahri?", CHANGES, PATCH_URL, "Patch 1.3 Notes")
    quoted = quoted_part(answer)
    assert "> Base health: 590 ⇒ 610 [¶3]" in quoted and "> Armor growth: 4.2 ⇒ 4.7 [¶4]" in quoted
    assert quoted.index("> Base health: 590 ⇒ 610 [¶3]") < len(quoted) - 1 or len(quoted) == 2
    assert not any("Darius" in line or "shop" in line for line in quoted)


def test_was_it_nerfed_cites_the_line_under_the_tag():
    for content in (NERF, NERF.replace("**[image: Nerf] Nerf**", "**Nerf**")):
        answer = ask_analyzed("Was Darius nerfed?", content, PATCH_URL, "Patch 1.4 Notes")
        quoted = quoted_part(answer)
        assert quoted[0] == "> Passive bleed damage down. [¶1]" and not any("Nerf" in line for line in quoted)


def test_which_songs_are_explicit_is_the_row_marked_explicit():
    answer = ask_analyzed("Which songs are explicit?", EXPLICIT, ALBUM_URL, ALBUM_TITLE)
    quoted = quoted_part(answer)
    assert len(quoted) == 1 and "Polar Night" in quoted[0]


# 10b-engine-section-linked-heading.html, its flex rows as the walk writes a row of short spans (finding 1).
ROWS = """# Patch 1.2 notes

## [Ahri](http://127.0.0.1:8894/champions/ahri)

### Q - Orb of Deception

[¶1] Magic damage 40/65/90 ⇒ 45/70/95

[¶2] Cooldown 7 ⇒ 6.5 seconds

[¶3] Ahri has been underperforming in mid lane, so we are giving her more early damage.

## Bugfixes

- [¶4] Fixed a bug where Ahri's Spirit Rush could dash through walls.
"""

# 05-select-filter-label-split.html, the filters as the walk writes a label beside its select (finding 5).
FILTERS = """# Ranked Leaderboard

[¶1] Season: Season 7 · Region: Europe

[¶2]
| Rank | Player | RP |
| --- | --- | --- |
| 1 | Hal_Frost | 31,208 |

[¶3] **Why am I not on the leaderboard?**

[¶4] You need at least 20 ranked matches this season and a linked account.
"""


def test_a_flex_rows_change_is_asked_by_its_label():
    answer = ask_analyzed("What is the new cooldown of Ahri's Q?", ROWS, PATCH_URL, "Patch 1.2 Notes")
    assert quoted_part(answer) == ["> Cooldown 7 ⇒ 6.5 seconds [¶2]"]


def test_what_changed_for_a_linked_heading_is_its_section_and_those_under_it():
    answer = ask_analyzed("What changed for Ahri?", ROWS, PATCH_URL, "Patch 1.2 Notes")
    assert quoted_part(answer) == ["> Magic damage 40/65/90 ⇒ 45/70/95 [¶1]", "> Cooldown 7 ⇒ 6.5 seconds [¶2]",
                                   "> Ahri has been underperforming in mid lane, so we are giving her more early "
                                   "damage. [¶3]"]


def test_a_filters_value_is_asked_by_its_label():
    answer = ask_analyzed("Which region is shown?", FILTERS, "http://127.0.0.1:8894/leaderboard.html", "Leaderboard")
    assert quoted_part(answer) == ["> Season: Season 7 · Region: Europe [¶1]"]


def test_a_question_line_that_echoes_the_question_still_brings_its_answer():
    answer = ask_analyzed("Why am I not on the leaderboard?", FILTERS, "http://127.0.0.1:8894/leaderboard.html",
                          "Leaderboard")
    assert "> You need at least 20 ranked matches this season and a linked account. [¶4]" in quoted_part(answer)


def test_a_label_over_its_value_is_no_echo():
    split = "# Ranked Leaderboard\n\nSeason\n\nSeason 7\n\nRegion\n\nEurope\n\n[¶1] Players are ranked by points.\n"
    answer = ask_analyzed("Which region is shown?", split, "http://127.0.0.1:8894/leaderboard.html", "Leaderboard")
    assert quoted_part(answer)[:1] == ["> Region"]


def test_neither_the_first_row_nor_mine_for_other_questions():
    for question in ("What is the first thing to do?", "How do I join?", "Why am I not on the leaderboard?"):
        quoted = quoted_part(_board(question))
        assert not any("Hal_Frost" in line or "Alex_M" in line for line in quoted), question


def test_a_kicker_that_echoes_the_question_still_brings_its_headline():
    # nytimes-5 in the offline bench: a card's kicker ("Ensayo invitado") over its headline, one labelled block.
    cards = """# Highlights

1. [¶4] [The night train is back](http://x/train.html)
   Sleeper services return to six routes this winter.
2. [¶5] Photo[![](http://x/b.jpg)](http://x/beatles.html)
   Credit Ellen Surrey
   ### Guest essay
   ## [The day I quit the Beatles](http://x/beatles.html)
   I was obsessed with the band: I celebrated their birthdays and read everything about them.
"""
    answer = ask_analyzed("What about Guest essay?", cards, "http://x/", "Highlights")
    assert quoted_part(answer) == ["> Guest essay [¶5]", "> [The day I quit the Beatles](/beatles.html) [¶5]"]
