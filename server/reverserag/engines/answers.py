"""How the offline engine answers a question: from the page's text alone, extractively.

It ranks the page's sentences against the question with BM25, and answers with the best passages and the heading
they sit under; a sentence that ends in a colon comes with the passage it introduces (a command, a list item). What a
question asks for is told in questions.py; the page's sections, how a passage ranks in them, what the page covers in
topics.py, how it opens in gist.py; a price, a duration or a length asked for in amounts.py; who wrote the page and when
in bylines.py; what a follow-up goes on to in followups.py; and how an answer quotes the page in quoting.py.

This module is the dispatcher: the modules that answer a kind of question are called here, one line each, in order.
What the question asks for by its kind (a price, a rating, the page's gist) is answered in kinds.py, the rest from the
ranked passages in searched.py.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ..context import MEANINGFUL_WORDS
from ..words import terms, unasked
from . import (
    amounts,
    bags,
    branches,
    casts,
    changedfor,
    changes,
    chips,
    code,
    conditions,
    counts,
    credits,
    datelabels,
    departures,
    doers,
    doses,
    embeds,
    entries,
    fares,
    films,
    glances,
    gone,
    headcounts,
    headlines,
    kinds,
    listing,
    makers,
    minimums,
    notebooks,
    outline,
    pager,
    parcels,
    parties,
    parts,
    periods,
    places,
    postings,
    products,
    pulls,
    qanda,
    ranks,
    reference,
    searched,
    services,
    social,
    stores,
    substance,
    substitutes,
    synonyms,
    tabs,
    tagged,
    tickers,
    tiers,
    topics,
    totals,
    trips,
    venues,
    versions,
    videos,
    weekdays,
)
from .bylines import byline, updated
from .cards import asked as card
from .fields import asked as entry_field
from .followups import going_on
from .greetings import code_name, introduction
from .numbered import asked as numbered
from .phrases import IN_ENGLISH, Phrases
from .questions import (
    ABOUT_ME,
    DURATION_ASKED,
    PRICE_ASKED,
    SUMMARY,
    THANKS,
    asks,
    follows_up,
    looked_up,
    unkinded,
)
from .quoting import quoted
from .reveals import behind as hidden_by
from .reveals import shown as revealed
from .roles import guest


def answer(question: str, index: outline.Outline, about: Mapping[str, str] | None = None, title: str = "",
           said: Sequence[str] = (), say: Phrases = IN_ENGLISH, selection: str | None = None,
           url: str = "", data: Mapping[str, str] | None = None) -> str:
    """The passages that answer ``question``; ``about``: the page's classification, for who wrote
    it and when; ``said``: the answers before it, oldest first, for a follow-up ("Tell me more");
    ``selection``: what the visitor had selected, which a question that finds nothing of its own
    ("What does this mean?") is about; ``data``: what the page's product data says (products.py), for
    what its text does not say."""
    question = question.strip()
    prose = substance.prose_words(index)
    if code.is_code_page(index, prose, MEANINGFUL_WORDS):
        if THANKS.match(question):
            return say.signed(say("welcome"))
        return code.answer(question, index, selection, say, code_name(url, title, index))
    # A page of under twenty words (a slide, a dashboard's header) may still say what is asked in its one sentence:
    # it is quoted; "almost no readable text" is for a question it does not answer, and for a page of no words.
    if not prose:
        return say.signed(say("no_text"))
    if THANKS.match(question):
        return say.signed(say("welcome"))
    if ABOUT_ME.search(question) and not postings.of_the_page(question, index):  # "What are you looking for?"
        hello = say("hello_short") if question[:1].isalpha() and not asks(question) else ""
        return say.signed(hello + introduction(topics.topics(index, title=title), say))
    # "When was it last updated?": the page's "Last updated: …" line, before a publication date or a long clause.
    dated = updated(question, index, frozenset(terms(title))) or datelabels.labelled(question, index, about or {})
    if dated:
        return quoted(dated, say=say, named=index.named)
    # "Who directed it?" on a film's page that lists "Director" over "Christopher Nolan" (credits.py).
    credited = credits.asked(question, index) or casts.asked(question, index)  # "Who plays Cobb?" too
    if credited:
        return quoted(credited, say=say, named=index.named)
    # A Q&A page's user cards, comments, votes and tags: "Who answered?", "What do the comments say?" (qanda.py).
    posted = qanda.asked(question, index)
    if posted:
        return quoted(posted, say=say, named=index.named)
    # A social thread's posts: who posted it, when, what a person named said, a poll's winner (social.py).
    signed = (social.asked(question, index, say, title, url) or byline(question, index, about or {}, say)
              or guest(question, index, say))  # "Who is the guest?"
    if signed:
        return signed
    # "What is the next page?" asks for the page's "Next" link where it has one (pager.py), not to go on.
    more = (going_on(index, said, say)
            if said and not SUMMARY.search(question) and follows_up(question) and not pager.another(question, index)
            else None)
    if more:
        return more
    data = data or {}
    # "Which sizes are in stock?": a sold-out size is greyed by CSS, which the text does not carry; the data says. So
    # does a shop's of its phone, or of a day's hours, where its text gives neither (venues.py).
    if products.stock_first(question, data):
        return products.answer(products.asked(question, data, price=False), data, say)
    venue = venues.asked(question, data, index, say)
    if venue:
        return venue
    # The title's words are what the whole page is about: "What is new in 1Password for Mac?" on a
    # page titled "1Password for Mac …" asks what is new.
    implied = frozenset(terms(title))
    question = reference.reworded(question, index)  # "How many people live in …?" asks its population
    question = synonyms.reworded(question, index)  # "Which flights are direct?" where the page says "Non-stop"
    # A part of the page asked for by what it is ("Is there a map?", "What are the footnotes?"), which holds no
    # word of the question.
    # What an API entry returns, raises or takes ("Returns:" over its value). A notebook's cell by its number, the error
    # it shows, what it printed; the page's only table; a price struck through ("Is it on sale?"); the link to the next
    # page.
    # "How much is the Asics Glide 5?" on a listing of the Glide 1: not on this page, rather than the Glide 1's price.
    unlisted = listing.unlisted(question, index)
    if unlisted:
        return say.signed(f"{say('not_listed', name=say.quote(unlisted))} {say('ask_else')}")
    many = listing.counted(question, index, implied, say)  # "How many Hoka shoes are there?": the number, and names
    if many:
        return many
    # "How do I install it with pnpm?" where the pnpm tab is not selected, so not read: not the npm command.
    tab = tabs.unselected(question, index)
    if tab:
        return say.signed(say("unselected_tab", tab=say.quote(tab)))
    offered = services.asked(question, index, say)  # "Which shops have Click & Collect?"
    if offered:
        return offered
    part = (doses.asked(question, index, implied)  # "How much ibuprofen can I take?": the Dosage section's amounts
            or entry_field(question, index) or doers.asked(question, index)
            or parts.asked(question, index) or numbered(question, index)
            or card(question, index) or revealed(question, index) or reference.asked(question, index)
            or notebooks.asked(question, index, implied) or fares.asked(question, index, implied)
            or bags.asked(question, index) or amounts.on_sale(question, index, implied)
            or pager.asked(question, index) or embeds.posted(question, index) or tickers.asked(question, index)
            or versions.badge(question, index, implied) or versions.latest(question, index)
            or headlines.asked(question, index) or changedfor.asked(question, index) or changes.asked(question, index)
            or conditions.asked(question, index)
            or stores.asked(question, index) or films.asked(question, index)
            or chips.asked(question, index, implied) or entries.origin(question, index)
            or entries.senses(question, index, implied) or entries.pronounced(question, index)
            or substitutes.asked(question, index) or parcels.asked(question, index)
            or videos.asked(question, index) or makers.asked(question, index) or totals.asked(question, index)
            or headcounts.asked(question, index)
            or counts.asked(question, index)  # "How many bids?": "23 bids", "Bids: 23"
            or minimums.asked(question, index)  # "the minimum bid": "Enter £317.00 or more"
            or gone.asked(question, index) or tagged.asked(question, index)
            or tiers.asked(question, index) or ranks.asked(question, index)
            or glances.asked(question, index)
            or places.asked(question, index) or postings.asked(question, index) or parties.asked(question, index)
            or trips.asked(question, index) or departures.asked(question, index)
            or branches.asked(question, index) or weekdays.asked(question, index) or pulls.asked(question, index)
            or periods.asked(question, index))
    if part:
        return quoted(part, say=say, named=index.named)
    control = hidden_by(question, index)  # "What is the hint?" with the hint behind "Show hint"
    if control:
        return say.signed(say("behind_control", control=say.quote(control.text)))
    # "What time does it leave?" looks for when it leaves, not for a "time"; a Thai question, without
    # the words that only ask it.
    sought = index.spelled(unkinded(looked_up(unasked(_COMMENTERS.sub("comments", parts.unnumbered(question)))),
                                    index.names))
    # A question about a cost is answered by a price the page gives, though it holds no word of the question
    # ("£49.00" under a product's name, for "What is the price?"), before the page's summary ("How much is it?").
    # One for a duration ("How long does the recipe take?") wants one ("Total: 1 hr 15 min"), not a price.
    sought = amounts.unqualified(sought, index, implied)  # "calories per serving" asks for calories
    asks_time = DURATION_ASKED.search(question) is not None
    asks_price = PRICE_ASKED.search(question) is not None and not asks_time
    prices = amounts.prices(question, sought, index, implied) if asks_price else []
    asked = kinds.answered(question, sought, index, implied, title, say, data, prices, asks_price)
    if asked:
        return asked
    return searched.answer(question, sought, index, implied, title, say, data, selection, url, prices, asks_price,
                           asks_time)


# Who writes a page's comments: "What do commenters say?" asks what its comments say ("## 10 Comments", in the
# chrome). Read as the word it comes from, "comment" is a stopword (French for "how") and asked nothing.
_COMMENTERS = re.compile(r"\bcomment(?:er|ator)s?\b", re.I)
