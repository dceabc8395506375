"""The offline engine on a Mastodon feed as the widget reads it since walk71b (each toot's author line its byline
heading, the time after a dot; a quoted toot's line "Erin @erin@fosstodon.org · Mar 5 (…)"), and on X's thread whose
quoted post's day is now spelled out: who posted and when, the quoted post. The content is what
``tests/e2e/test_posts71.py``'s page reads as, cut to what the questions need."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from test_offline_off69 import THREAD

FEED = """## [**Alice Chen** @alicechen@mastodon.social](https://m.to/@alicechen) · \
[2h (2027-03-12 08:14 UTC)](https://m.to/@alicechen/1)

[¶1] Which do you use for new web projects in 2027? Asking for the team at work and our docs site.

> [¶2] [**Erin** @erin@fosstodon.org](https://m.to/@erin) · [Mar 5 (2027-03-05 08:00 UTC)](https://m.to/@erin/9)
>
> [¶3] Every framework is a bet that your page will grow. Most pages never do, and the bet costs every visitor.

Reply 12 Boost 34 Favorite 56

## [**Bob Diaz** @bobdev](https://m.to/@bobdev) · [1h (2027-03-12 09:00 UTC)](https://m.to/@bobdev/2)

[¶4] Plain HTML first, a framework only where a page needs one; that has served our docs for years.
"""


def said(question: str, content: str = FEED, title: str = "Alice Chen: \"Which do you use\" - Mastodon") -> list[str]:
    return quoted_part(ask(question, content, title=title))


def test_a_toots_byline_says_who_posted_and_when_not_the_toot_it_quotes():
    """A toot's time is in its byline; the post it quotes has a time line of its own, which "When was it posted?"
    quoted (Erin's, "Mar 5", once its day was spelled out, and her handle with its server was no quoted byline)."""
    alice = ["> Alice Chen @alicechen@mastodon.social · 2h (2027-03-12 08:14 UTC)"]
    assert said("Who posted this?") == alice
    assert said("When was it posted?") == alice
    assert said("When did Bob reply?") == ["> Bob Diaz @bobdev · 1h (2027-03-12 09:00 UTC)"]
    assert said("What did Erin's quoted post say?")[1:] == [
        "> Every framework is a bet that your page will grow. Most pages never do, and the bet costs every visitor."
        " [¶3]"]


def test_xs_post_time_is_its_time_line_not_its_quoted_posts_day():
    """X's post with a quoted post over its time line: the quoted post's byline now says its day in full ("Mar 10
    (2027-03-10 10:00 UTC)"), which is no time of the post that quotes it."""
    thread = THREAD.replace("Bob Diaz @bobdev · Mar 10", "Bob Diaz @bobdev · Mar 10 (2027-03-10 10:00 UTC)")
    assert "(2027-03-10 10:00 UTC)" in thread
    assert said("When was it posted?", thread, "Alice Chen on X") == [
        "> [8:14 AM · Mar 12, 2027](https://x.co/alicechen/status/1) · 48.3K Views [¶10]"]
    assert said("What did Bob's quoted post say?", thread, "Alice Chen on X") == [
        "> Bob Diaz @bobdev · Mar 10 (2027-03-10 10:00 UTC) [¶8]",
        "> Hot take: most sites don't need a client-side framework at all. Ship HTML. [¶9]"]
