"""The offline engine on stop 86's leftovers (off87): a campaign's own count of backers, what a pull request fixes, the
newest version asked the other way round, an X self-thread's own post, an app's own rating beside similar apps', and a
video's chapter by its time written with or without a leading zero. Each page is written as the widget writes such a
page (tests/test_offline_off86.py's are what it extracted)."""

from __future__ import annotations

from offline_helpers import ask_analyzed, quoted_part
from test_offline_off84 import PKG, PKG_URL
from test_offline_off86 import VIDEO

# A crowdfunding campaign: its stats under the title, the count over its noun (Kickstarter's), and its reward tiers.
CAMPAIGN = """Project We Love

# [¶1] Lumen: a modular desk lamp that grows with you

[¶2] A solid-oak lamp with swappable arms, warm dimmable light and USB-C charging, made in Bristol.

[¶3] by [Northwind Studio](http://127.0.0.1:8892/profile/northwind) · 3 created · 41 backed

[¶4] £48,210 pledged of £30,000 goal

[¶5] 1,204

backers

[¶6] 12 days to go

## Story

[¶8] Most desk lamps are thrown away when one part breaks. Lumen is built from five parts you can replace with a \
screwdriver.

## Rewards

### [¶9] Early bird — £89

[¶10] One Lumen lamp in natural oak, at the early backers' price. Ships March 2027.

[¶11] 412 backers

### [¶13] Lumen pair — £165

[¶14] Two Lumen lamps in natural or dark oak, for a desk and a bedside. Ships March 2027.

[¶15] 156 backers
"""
CAMPAIGN_URL = "http://127.0.0.1:8892/campaign.html"
CAMPAIGN_TITLE = "Lumen: a modular desk lamp by Northwind Studio — Kickstarter"


def test_how_many_backers_is_the_campaigns_own_count_under_its_title():
    """"How many backers are there?" quoted a tier's "at the early backers' price", where the stats under the title
    gave the project's "1,204" over "backers": the header's count is the page's total, first."""
    answer = ask_analyzed("How many backers are there?", CAMPAIGN, CAMPAIGN_URL, CAMPAIGN_TITLE)
    assert quoted_part(answer) == ["> 1,204 [¶5]", "> backers"]
    # The stats on one line ("… · 1,204 backers · …"), as a narrower layout writes them.
    one_line = CAMPAIGN.replace("[¶4] £48,210 pledged of £30,000 goal\n\n[¶5] 1,204\n\nbackers\n\n[¶6] 12 days to go",
                                "[¶4] £48,210 pledged of £30,000 goal · 1,204 backers · 12 days to go")
    answer = ask_analyzed("How many backers does it have?", one_line, CAMPAIGN_URL, CAMPAIGN_TITLE)
    assert quoted_part(answer) == ["> £48,210 pledged of £30,000 goal · 1,204 backers · 12 days to go [¶4]"]
    # A tier asked about is not the total.
    tier = ask_analyzed("How many backers does the early bird have?", one_line, CAMPAIGN_URL, CAMPAIGN_TITLE)
    assert "1,204" not in tier


# A GitHub pull request: its header, the description that closes an issue, a review.
PR = """# [¶1] Clear the cache by prefix, not by key #4801

[¶2] Open alice wants to merge 3 commits into main from fix/cache

## [¶3] Conversation

[¶4] alice commented 2 days ago

[¶5] This PR clears the response cache by key prefix instead of looping over every key, which timed out on large \
caches.

[¶6] Fixes #4790

[¶7] carol approved these changes yesterday
"""
PR_URL = "https://github.com/acme/widgetlib/pull/4801"
PR_TITLE = "Clear the cache by prefix, not by key by alice · Pull Request #4801 · acme/widgetlib"


def test_what_a_pull_request_fixes_is_its_closing_line_without_the_word_issue():
    """"What does it fix?" quoted the header's branch ("from fix/cache"); "Which issue does it fix?" (off83) found
    "Fixes #4790"."""
    for question in ("What does it fix?", "What does this PR fix?", "What does this pull request close?"):
        assert quoted_part(ask_analyzed(question, PR, PR_URL, PR_TITLE)) == ["> Fixes #4790 [¶6]"], question


def test_which_version_is_the_newest_reads_as_the_latest_version():
    """off84 read "What's the newest version?" as the page's "latest"; "Which version is the newest?" (the word after
    "version is") quoted the install paragraph."""
    latest = ask_analyzed("What is the latest version?", PKG, PKG_URL, "tidyhttp · PyPI")
    for question in ("Which version is the newest?", "Which release is the most recent?", "Which version is current?"):
        assert ask_analyzed(question, PKG, PKG_URL, "tidyhttp · PyPI") == latest, question


# An X self-thread opened at its third post: the author's two posts before it (their bylines' times link to them),
# the page's own post (its time line links to the page's address), a reply.
SELF = """Navigation: [Home](https://x.com/home) [Explore](https://x.com/explore)

## [Alice Chen @alicechen](https://x.com/alicechen) · [8h](https://x.com/alicechen/status/5)

[¶1] 1/ We moved our docs site from a single-page app to plain HTML last month. A thread on what changed.

[12 replies](https://x.com/alicechen/status/5) [48 likes](https://x.com/alicechen/status/5/likes)

## [Alice Chen @alicechen](https://x.com/alicechen) · [8h](https://x.com/alicechen/status/6)

[¶2] 2/ Pages load in a third of the time, and search engines finally index every page of the reference.

## [¶3] [Alice Chen @alicechen](https://x.com/alicechen)

[¶4] 3/ The part that surprised us: the team writes more docs now that a page is just a file.

[¶5] [8:14 AM · Mar 12, 2027](https://x.com/alicechen/status/7) · 48.3K Views

[4.5K likes](https://x.com/alicechen/status/7/likes)

## [Bob Diaz @bobdev](https://x.com/bobdev) · [7h](https://x.com/bobdev/status/9)

[¶6] Same here: our build went from four minutes to twenty seconds.
"""
SELF_URL = "https://x.com/alicechen/status/7"
SELF_TITLE = 'Alice Chen on X: "3/ The part that surprised us: the team writes more docs now that a page…" / X'
OWN = ("The page says:\n\n> Alice Chen @alicechen\n\n"
       "(Offline engine: quoted from this page; no language model is connected.)")


def test_an_x_self_threads_own_post_is_the_one_its_address_names():
    """Every byline of a self-thread names the address's and the title's author: "Who posted this?" named her first
    post ("Alice Chen @alicechen · 8h"), not the page's own, whose time links to the page's address."""
    assert ask_analyzed("Who posted this?", SELF, SELF_URL, SELF_TITLE) == OWN
    replies = ask_analyzed("What do the replies say?", SELF, SELF_URL, SELF_TITLE)
    assert "[¶6]" in replies and "[¶1]" not in replies and "[¶2]" not in replies, replies
    # No link to the address among the posts' lines: the post whose text the title quotes.
    unlinked = SELF.replace("(https://x.com/alicechen/status/7)", "(https://x.com/alicechen/status/7/analytics)")
    assert ask_analyzed("Who posted this?", unlinked, SELF_URL, SELF_TITLE) == OWN


# An app's listing: its rating an app store's "4.6★" over its count, and similar apps' cards, each with its rating.
APP = """# [¶1] SkyCast Weather

[Skycast Labs](https://play.google.com/store/apps/dev?id=77)

[¶2] 4.6★

[¶3] 12K reviews

[¶4] Hour-by-hour forecasts, severe weather alerts and a live radar for wherever you are.

## Similar apps

[¶5] [Puddle: Weather & Rain Radar · Brightwater Apps Ltd · Rated 4.2 stars out of five stars](https://play.google.com/\
store/apps/details?id=com.brightwater.puddle)

[¶6] [StormWatch: Lightning Tracker · Tempest Mobile · Rated 4.1 stars out of five stars](https://play.google.com/\
store/apps/details?id=com.stormwatch)
"""
APP_URL = "https://play.google.com/store/apps/details?id=com.skycast"
APP_TITLE = "SkyCast Weather - Apps on Google Play"


def test_an_apps_rating_is_its_own_not_a_similar_apps():
    """"What is SkyCast Weather rated?" on its listing quoted Puddle's card ("Rated 4.2 stars"), the first rating of
    the page, the app's own "4.6★" being read as none."""
    for question in ("What is SkyCast Weather rated?", "What is the rating?"):
        assert quoted_part(ask_analyzed(question, APP, APP_URL, APP_TITLE)) == ["> 4.6★ [¶2]", "> 12K reviews [¶3]"]
    # A similar app asked by name is its card's.
    assert "Rated 4.2 stars" in ask_analyzed("What is Puddle rated?", APP, APP_URL, APP_TITLE)


def test_a_chapter_asked_by_its_time_is_found_with_or_without_a_leading_zero():
    """"What is at 9:30?" must find the chapter "09:30", and "What is at 02:15?" the page's "2:15"; the answer
    writes the time as the page does."""
    zeroed = VIDEO.replace("[5:10]", "[05:10]")
    answer = ask_analyzed("What is at 5:10?", zeroed, "http://127.0.0.1:8892/video.html", "Sourdough - YouTube")
    assert quoted_part(answer) == ["> [05:10](/watch?v=abc&t=310s) Day 1 – first mix [¶3]"]
    answer = ask_analyzed("What happens at 02:15?", VIDEO, "http://127.0.0.1:8892/video.html", "Sourdough - YouTube")
    assert quoted_part(answer) == ["> [2:15](/watch?v=abc&t=135s) Setup [¶3]"]
