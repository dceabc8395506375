"""What someone posted, for the offline engine: "What did the Met Office tweet?" on a live blog that embeds the post.

An embedded post (a blockquote.twitter-tweet, a Bluesky or Mastodon embed, an entry quoting one) is its words over a
line that says whose they are ("— Met Office (@metoffice) March 3, 2024"). The search quoted the live blog's entry
around it ("The Met Office has upgraded its warning to red. It posted on X:"), which holds more of the question's
words than the post does: the post, with the line that names who posted it, answers.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import is_attribution, terms

# A question for what someone posted or said: "What did the Met Office tweet?", "What did @metoffice post on X?".
_POSTED = re.compile(r"\b(?:tweet(?:s|ed)?|post(?:s|ed)?|wr[io]te|sa(?:y|id)|shared?)\b", re.I)
# Its words besides who posted: asking, posting, and where.
_ASKING = frozenset(terms("what did does do tweet tweets tweeted post posts posted write wrote say says said share "
                          "shares shared on in x twitter bluesky threads mastodon instagram facebook linkedin social "
                          "media account"))
# How many sentences of a post above its attribution, at most.
_MOST = 6


def posted(question: str, index: Index) -> list[Passage]:
    """For "What did X tweet?" (post, say), the words of the post over the attribution that names X, with it; empty
    when the question asks something else or no attribution of the page names whom it asks about."""
    if not _POSTED.search(question):
        return []
    who = set(terms(question)) - _ASKING
    if not who:
        return []
    for p in index.passages:
        if p.chrome or p.row or not p.index or not is_attribution(p.text) or not who <= set(terms(p.text)):
            continue
        last = index.passages[p.index - 1]
        if not last.block or last.code or last.chrome:
            continue
        post = [q for q in index.passages[max(0, p.index - _MOST):p.index] if q.block == last.block]
        return [*post, p]
    return []
