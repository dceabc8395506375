"""The offline engine after 61's leftovers (off71): a shop's distance asked by its name, a heading that invites to
follow an account read as no post's byline, and a shop finder's and a train board's questions asked in the languages
the widget speaks."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from test_offline_off68 import SECTIONS, SHOPS


def said(question: str, content: str, title: str = "Find a shop near NW1 8AH") -> list[str]:
    return quoted_part(ask(question, content, title=title))


def test_a_shop_named_answers_how_far_with_its_own_distance():
    """qa61's stores.html: "How far is the King's Cross shop?" quoted Hampstead's name, distance and address (the shops'
    lines hold the same words, and Hampstead's card ranked first under King's Cross's section)."""
    assert said("How far is the King's Cross shop?", SECTIONS) == ["> 1.1 mi"]
    assert said("How far away is Camden?", SECTIONS) == ["> 0.4 mi"]
    assert said("What is the distance to the Hampstead shop?", SHOPS) == [
        "> [Waterstones Hampstead](http://127.0.0.1:8958/shop/hampstead) [¶3]", "> 2.3 mi [¶3]"]


# An article whose aside invites to follow the site's account under a heading of its @handle.
FOLLOW = """# How we cut our build times in half

[¶1] By Dana Whitfield · March 3, 2027

[¶2] Our CI took forty minutes a run. We split the test suite across four machines and cached the dependencies, \
and a run now takes eighteen minutes.

[¶3] The cache was the bigger win: most runs change no dependency at all.

## Follow us @acme

[¶4] News and releases from the Acme team, first on X.
"""
# A thread under a heading that asks to follow the site's account.
FOLLOWED_THREAD = """## Suivez-nous @acme

[¶1] Les nouveautés d'Acme, en premier sur X.

## Alice Chen @alicechen · 2h

[¶2] Shipping the new build today: the cache cut our CI from forty minutes to eighteen.

## Bob Diaz @bobdev · 1h

[¶3] Congrats, that cache trick saved us hours too.
"""


def test_a_heading_that_invites_to_follow_an_account_is_no_posts_byline():
    """ "Follow us @acme" over a site's social link read as a post's byline: "Who wrote this?" quoted it, not the
    article's byline."""
    assert said("Who wrote this?", FOLLOW, "How we cut our build times in half") == [
        "> By Dana Whitfield · March 3, 2027 [¶1]"]
    assert "Follow us" not in ask("Who posted this?", FOLLOW, title="How we cut our build times in half")
    assert said("Who posted this?", FOLLOWED_THREAD, "Alice Chen on X") == ["> Alice Chen @alicechen · 2h"]
    assert said("What do the replies say?", FOLLOWED_THREAD, "Alice Chen on X") == [
        "> Congrats, that cache trick saved us hours too. [¶3]"]
