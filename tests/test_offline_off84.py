"""The offline engine on stop 64's leftovers (off84): a Mastodon detailed status's time and, in a thread, the page's own
post, a package's newest version asked in other words, a shop finder asked in Chinese and Japanese, an app's developer.
Each page is the content the widget (main at eee7699) extracted from the page its constant's comment names, unless the
comment says otherwise."""

from __future__ import annotations

from offline_helpers import ask_analyzed

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
