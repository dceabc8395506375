"""The offline engine on qa62's pages as main's walk reads them now (off75): a poll the visitor voted in, a Q&A page's
user cards, comments and votes, a dictionary's chips under its jump links, a film's rating line. Each page is the
content the widget (main at 412d4fb) extracted from qa62's minimal page named by its constant's comment."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# A poll (min/22-poll-voted-mark.html, made for off75): the option the visitor voted for carries X's mark after it.
POLL = """## [Alice Chen](https://x.co/alicechen) [@alicechen](https://x.co/alicechen)

[¶1] Which do you use for new web projects in 2027?

- [¶2] **React 46%**
- [¶3] Svelte 28%
- [¶4] Vue 18%
- [¶5] Plain HTML 8% [image: You voted for this answer]

[¶6] 1,024 votes · Final results
"""


def test_a_polls_option_the_visitor_voted_for_is_still_an_option():
    """"Who won?" found nothing once the visitor had voted: the mark after their option ("Plain HTML 8% [image: You
    voted for this answer]") made it no option, and three options are no poll."""
    votes = "> 1,024 votes · Final results [¶6]"
    for question in ("Who won?", "Who won the poll?"):
        assert quoted_part(ask(question, POLL)) == ["> React 46% [¶2]", votes], question
    assert quoted_part(ask("What percentage voted for Plain HTML?", POLL)) == [
        "> Plain HTML 8% [image: You voted for this answer] [¶5]", votes]
    # A mark that is no image, or words after the share, still make no option.
    assert "React 46%" not in ask("Who won?", POLL.replace("[image: You voted for this answer]", "and more"))
