"""The offline engine on stop 64's leftovers (off84): a Mastodon detailed status's time and, in a thread, the page's own
post, a package's newest version asked in other words, a shop finder asked in Chinese and Japanese, an app's developer.
Each page is the content the widget (main at eee7699) extracted from the page its constant's comment names, unless the
comment says otherwise."""

from __future__ import annotations

from offline_helpers import ask_analyzed, quoted_part
from test_offline_off80 import CAMDEN, KINGS_CROSS, shops

SIGNATURE = "(Offline engine: quoted from this page; no language model is connected.)"
STATUS_URL = "http://demo.test/@alicechen@mastodon.social/7"

# tests/e2e/test_leftovers74.py's thread("Mar 12, 2027, 08:14"): the status it replies to, the detailed status, a reply
THREAD = """Navigation: [Home](http://demo.test/home) [Explore](http://demo.test/explore)

## [**Bob Diaz** @bobdev](http://demo.test/@bobdev) · [3h (2027-03-12 07:00 UTC)](http://demo.test/@bobdev/5)

[¶1] Plain HTML first, a framework only where a page needs one; that has served our docs for years.

## [¶2] [Alice Chen @alicechen@mastodon.social](http://demo.test/@alicechen@mastodon.social) · [Mar 12, 2027, 08:14](http://demo.test/@alicechen@mastodon.social/7)

[¶3] Which do you use for new web projects in 2027? Asking for the team at work and our docs site, \
which grows every month.

·

[34 boosts](http://demo.test/@alicechen@mastodon.social/7/reblogs)·[56 favorites](http://demo.test/@alicechen@mastodon.social/7/favourites)

## [![Winner of the 2024 photo contest](http://demo.test/av/8.png) **Erin** @erin](http://demo.test/@erin) \
· [1h (2027-03-12 09:00 UTC)](http://demo.test/@erin/8)

[¶4] Svelte for anything interactive, plain HTML for content; that has worked for our team for two years.
"""
# The detailed status alone, as Mastodon shows a status that replies to none and has no replies.
ALONE = THREAD[THREAD.index("## [¶2]"):THREAD.index("## [![")]
ALICE = "Alice Chen @alicechen@mastodon.social · Mar 12, 2027, 08:14"


def says(line: str) -> str:
    return f"The page says:\n\n> {line}\n\n{SIGNATURE}"


def test_a_mastodon_detailed_status_says_when_it_was_posted_by_its_byline_time():
    """A detailed status writes its time after its byline, the date first ("Mar 12, 2027, 08:14"): "When was it
    posted?" found nothing, the time rule taking only a clock time before the year ("8:14 AM · Mar 12, 2027")."""
    assert ask_analyzed("When was it posted?", ALONE, STATUS_URL, "Test page") == says(ALICE)
    assert ask_analyzed("What time was this posted?", ALONE, STATUS_URL, "Test page") == says(ALICE)
    # A year in a post's sentence is no time: the post's text is still what she said.
    assert "[¶3]" in ask_analyzed("What did Alice say?", ALONE, STATUS_URL, "Test page")


def test_a_thread_opened_at_a_reply_answers_by_the_pages_own_post():
    """A status opened alone shows the status it replies to first (Mastodon's detailed status, X's): "Who posted
    this?" and "When was it posted?" named the first byline, Bob's, not the page's own post, which its address names
    ("/@alicechen@mastodon.social/7", "/alicechen/status/7") or its title opens with ("Alice Chen: "…" - Mastodon")."""
    assert ask_analyzed("Who posted this?", THREAD, STATUS_URL, "Test page") == says(ALICE)
    assert ask_analyzed("When was it posted?", THREAD, STATUS_URL, "Test page") == says(ALICE)
    assert ask_analyzed("Who posted this?", THREAD, "https://x.com/alicechen/status/7", "Post / X") == says(ALICE)
    title = 'Alice Chen: "Which do you use for new web projects in 2027?…" - Mastodon'
    assert ask_analyzed("Who wrote this post?", THREAD, "https://mastodon.social/statuses/7", title) == says(ALICE)
    # "What do the replies say?": the posts after the page's own, not it.
    replies = ask_analyzed("What do the replies say?", THREAD.replace("Winner of the 2024 photo contest", ""),
                           STATUS_URL, "Test page")
    assert "[¶4]" in replies and "[¶3]" not in replies and "[¶1]" not in replies, replies
    # Neither naming its author (a page of posts, a title of another name), the first byline is the page's post.
    bob = "Bob Diaz @bobdev · 3h (2027-03-12 07:00 UTC)"
    assert ask_analyzed("Who posted this?", THREAD, "https://mastodon.social/tags/webdev", "#webdev") == says(bob)
    assert ask_analyzed("Who posted this?", THREAD, "https://mastodon.social/statuses/7", "Alice Chenoweth") \
        == says(bob)


# qa63's package page (sites/pkg.html), cut short: its header, its description's install section, its versions table.
PKG = """# tidyhttp 2.32.3

[¶2] `pip install tidyhttp`

[Latest version](http://127.0.0.1:8972/project/tidyhttp/)

[¶3] Released: May 29, 2025

[¶4] Python HTTP for Humans, tidily.

## Project description

[¶15] **Tidy HTTP** is a simple, yet elegant, HTTP library.

[¶18] Tidy HTTP is one of the most downloaded Python packages today, pulling in around `30M downloads / week` — \
according to GitHub, it is currently [depended upon](https://github.com/example/tidyhttp/network/dependents) by \
`1,000,000+` repositories.

## [¶19] Installing Tidy HTTP and Supported Versions

[¶20] Tidy HTTP is available on PyPI:

[¶21]
```
$ python -m pip install tidyhttp
```

[¶22] Tidy HTTP officially supports Python 3.8+.

## Versions

[¶33]
| Version | Downloads (last 7 days) | Published |
| --- | --- | --- |
| [2.32.3](http://127.0.0.1:8972/project/tidyhttp/2.32.3/) latest | 41,002,113 | 8 days ago (2025-05-29) |
| [2.32.2](http://127.0.0.1:8972/project/tidyhttp/2.32.2/) | 6,410,220 | 16 days ago (2025-05-21) |
| [~~2.32.1~~](http://127.0.0.1:8972/project/tidyhttp/2.32.1/) yanked | 98,117 | 17 days ago (2025-05-20) |
"""
PKG_URL = "http://127.0.0.1:8972/project/tidyhttp/"


def test_a_packages_newest_or_current_version_is_its_latest():
    """qa63's package page: "What is the latest version?" is the versions table's row badged "latest"; "What's the
    newest version?" and "What is the current version?" quoted the install paragraph (its heading says "Versions"). The
    question's word is read as the page's "latest", where the page badges a version so and does not say the question's
    word ("currently" is not "current")."""
    latest = ask_analyzed("What is the latest version?", PKG, PKG_URL, "tidyhttp · PyPI")
    assert "2.32.3 latest — Downloads (last 7 days): 41,002,113" in latest, latest
    for question in ("What's the newest version?", "What is the current version?", "What's the most recent release?"):
        assert ask_analyzed(question, PKG, PKG_URL, "tidyhttp · PyPI") == latest, question
    # A page that says the question's word answers by it: not read as "latest".
    current = PKG.replace("Python HTTP for Humans, tidily.", "The current version adds HTTP/3 support.")
    assert "[¶4]" in ask_analyzed("What is the current version?", current, PKG_URL, "tidyhttp · PyPI")


def test_which_shops_have_a_service_asked_in_chinese_and_japanese():
    """qa61's shop finder: "Which shops have Click & Collect?" names the shops whose card lists it, asked in English,
    French, German, Spanish, Portuguese, Italian and Dutch; asked in Chinese or Japanese (the widget speaks both), the
    cards' "Click & Collect" lines were quoted without the shops' names, or nothing was found."""
    both = [CAMDEN, "> Click & Collect [¶2]", KINGS_CROSS, "> Click & Collect [¶3]"]
    for question in ("哪些门店有 Click & Collect？", "哪家店提供 Click & Collect？",
                     "有 Click & Collect 的是哪些门店？", "どの店舗にClick & Collectがありますか？",
                     "Click & Collectがあるのはどの店舗ですか？", "どの店舗でClick & Collectを利用できますか？"):
        assert quoted_part(shops(question)) == both, question
    # What no card lists is left to the rest of the engine; so is a question that asks no shops.
    assert not quoted_part(shops("哪些门店有停车场？"))
    assert quoted_part(shops("Click & Collect是什么？")) != both


# qa63's min/08-similar-app-cards-loose.html: an app's listing and its similar apps, each a link to its listing.
SIMILAR = """# [¶1] Puddle: Weather & Rain Radar

[Brightwater Apps Ltd](https://play.google.com/store/apps/dev?id=1234)

[¶2] Know exactly when the rain will start and stop, with minute-by-minute alerts for your exact location and a live \
radar map.

## Similar apps

[¶3] [SkyCast Weather · Skycast Labs · Rated 4.4 stars out of five stars](https://play.google.com/store/apps/details?\
id=com.skycast)

[¶4] [StormWatch: Lightning Tracker · Tempest Mobile · Rated 4.1 stars out of five stars](https://play.google.com/\
store/apps/details?id=com.stormwatch)
"""
PLAY = "https://play.google.com/store/apps/details?id=com.brightwater.puddle"


def test_who_makes_another_app_is_its_similar_apps_card():
    """qa63 #10: "Who makes SkyCast Weather?" (a similar app) quoted the app's intro, or, with the developer's link
    under the title, this app's developer: another app than the title's is answered by the link to its listing that
    names it, its card's "SkyCast Weather · Skycast Labs · …"."""
    title = "Puddle: Weather & Rain Radar - Apps on Google Play"
    for question in ("Who makes SkyCast Weather?", "Who is the developer of SkyCast Weather?"):
        answer = ask_analyzed(question, SIMILAR, PLAY, title)
        assert quoted_part(answer) == ["> [SkyCast Weather · Skycast Labs · Rated 4.4 stars out of five stars]"
                                       "(/store/apps/details?id=com.skycast) [¶3]"], question
    assert "Tempest Mobile" in ask_analyzed("Who makes StormWatch?", SIMILAR, PLAY, title)
    # The listing's own app, by its title's words or none, is its developer's; an app no listing link names is none.
    for question in ("Who makes it?", "Who makes the Puddle app?", "Who is the developer?"):
        assert "[Brightwater Apps Ltd]" in ask_analyzed(question, SIMILAR, PLAY, title), question
    assert "Brightwater" not in ask_analyzed("Who makes Acme Notes?", SIMILAR, PLAY, title)
