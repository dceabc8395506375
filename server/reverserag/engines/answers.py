"""How the offline engine answers a question: from the page's text alone, extractively.

It ranks the page's sentences against the question with BM25, and answers with the best passages and the heading
they sit under; a sentence that ends in a colon comes with the passage it introduces (a command, a list item). What a
question asks for is told in questions.py; the page's sections, how a passage ranks in them, what the page covers in
topics.py, how it opens in gist.py; a price, a duration or a length asked for in amounts.py; who wrote the page and when
in bylines.py; what a follow-up goes on to in followups.py; and how an answer quotes the page in quoting.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from ..context import MEANINGFUL_WORDS
from ..passages import Passage
from ..ranking import Index
from ..words import is_title, terms, unasked
from . import (
    amounts,
    apps,
    bags,
    branches,
    casts,
    changedfor,
    changes,
    chips,
    code,
    compounds,
    conditions,
    controls,
    credits,
    datelabels,
    departures,
    disclaimers,
    doers,
    eased,
    echoes,
    embeds,
    entries,
    events,
    fares,
    films,
    gist,
    glances,
    gone,
    headcounts,
    headed,
    headlines,
    issued,
    leads,
    listing,
    makers,
    notebooks,
    others,
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
    questions,
    ranks,
    ratings,
    reference,
    results,
    sections,
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
    titled,
    topics,
    trips,
    venues,
    verdicts,
    versions,
    videos,
    weekdays,
    which,
)
from .bylines import byline, named, updated
from .cards import asked as card
from .complaints import complaints
from .definitions import definition
from .fields import asked as entry_field
from .followups import going_on
from .greetings import code_name, introduction
from .numbered import asked as numbered
from .phrases import IN_ENGLISH, Phrases, asked_in
from .plans import only_period
from .plans import priced as plan_priced
from .questions import (
    ABOUT_ME,
    AMOUNT,
    DURATION_ASKED,
    DURATION_WORDS,
    LENGTH_ASKED,
    PRICE_ASKED,
    PRICED,
    SUMMARY,
    THANKS,
    about_the_page,
    asks,
    follows_up,
    looked_up,
    unkinded,
)
from .quoting import attributed, defines, quote, quoted, with_what_they_introduce
from .reveals import behind as hidden_by
from .reveals import shown as revealed
from .reveals import toggle
from .roles import guest, problem
from .rows import compared, valued


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
    part = (entry_field(question, index) or doers.asked(question, index)
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
            or videos.asked(question, index) or makers.asked(question, index) or headcounts.asked(question, index)
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
    # "How much is Pro per month?": the price line of the section the question names ("## Pro"), not the list of
    # what the plan holds, which the section's heading made the answer.
    planned = plan_priced(question, sought, implied | amounts.cost_words(question), index) if asks_price else []
    if planned:
        chosen = with_what_they_introduce(amounts.carded(planned, index), index)
        only = only_period(question, planned)  # "per year?" of a monthly price
        if only:
            return quote(say(f"only_{only}", heading=say.quote(planned[0].heading)), chosen, say=say)
        return quoted(chosen, say=say, named=index.named)
    # "Which is the largest order?": the row of a table with the highest value in the column asked about, before a
    # price of the page's cards.
    rows = amounts.table_extreme(question, index)
    if rows:
        return quoted(rows, say=say, named=index.named)
    extreme = amounts.cheapest(question, index)
    if extreme:
        chosen = with_what_they_introduce(amounts.carded([extreme], index), index)
        # "Showing 1–24 of 137 results": the cheapest of those shown, which may not be the cheapest of all.
        showing = amounts.shown_of(index)
        if showing:
            return quote(say("of_shown", count=say.quote(showing.text)), chosen, say=say)
        return quoted(chosen, say=say, named=index.named)
    # "Which shoe has the best rating?": the card with the most stars, its name first.
    starred = listing.rated(question, index)
    if starred:
        return quoted(amounts.carded(starred, index), say=say, named=index.named)
    # "At what temperature?": a value in degrees ("Preheat the oven to 350°F"), which holds no word of it.
    hot = amounts.temperatures(question, sought, index, implied)
    if hot:
        return quoted(with_what_they_introduce(hot, index), say=say, named=index.named)
    # "What is the rating?" where the text states one in none of its words: the product's, else the data's, else a
    # review's stars; "What do reviewers complain about?": the reviews that complain, not the top ones, which praise.
    rated, overall = ratings.stated(sought, index, implied, asked_in(question))
    if rated and (overall or "rating" not in data):
        return quoted(rated, say=say, named=index.named)
    griped = complaints(question, index, implied)
    if griped:
        return quoted(griped, say=say, named=index.named)
    # "What is the latest update?" on a live blog: its newest entry, though its title says "latest updates" too.
    latest = sections.latest(sought, index)
    if latest:
        return quoted(latest, say=say, named=index.named)
    if SUMMARY.search(question) or (not prices and about_the_page(terms(sought), implied, index)):
        lead = gist.lead(index, 2, title)
        summary = lead + gist.standouts(index, lead, 1)
        # A page of a few words may have no sentence to sum it up with ("abc", "def"): "In short, the page says:" and
        # nothing.
        return quote(say("in_short"), summary, say=say) if summary else _not_found(index, title, say)
    # "What went wrong in my form?": the error summary the page shows ("There is a problem").
    errors = apps.form_errors(question, index)
    if errors:
        return quoted(errors, say=say, named=index.named)
    # "What does this repo do?" asks what the page is about, as "What is Lumen?" does on the page named Lumen (below).
    if questions.SUBJECT.match(question):
        lead = gist.lead(index, 2, title)
        if lead:
            return quote(say("in_short"), lead, say=say)
    defined = definition(question, index)
    if defined:
        return quoted(with_what_they_introduce(sections.exemplified(question, defined, index), index), say=say,
                      named=index.named)
    # "What is Lumen?" on the page titled "Lumen", which no sentence defines: what the page opens with says it (a
    # home page's tagline, "Resize, compress and convert every image at build time, …"), not the first sentence
    # that names it ("Lumen started as a build step for a photography blog …").
    what = questions.defined(question)
    if what and implied and set(terms(what[1])) == implied:
        lead = gist.lead(index, 2, title)
        if lead:
            return quote(say("in_short"), lead, say=say)
    # An order, an invoice or a ticket the page does not show ("ORD-1045", on another page of the table): not here,
    # rather than other orders' rows.
    if apps.absent_id(question, index):
        # A table that shows only some of its rows says so: the row asked for may be among the others.
        shown = amounts.partial_tables(index)
        if shown:
            return quoted(shown, say=say, named=index.named)
        return _not_found(index, title, say)
    # A thread's member asked about by name ("What did priya.s ask?"): their posts, not another's that quotes them.
    theirs = apps.by_author(sought, index)
    if theirs:
        return quoted(with_what_they_introduce(theirs, index), say=say, named=index.named)
    # A control's label ("Show transcript", "Hide hint") is no answer: what it shows is, if the page shows it.
    # "Are you open on Monday?": the hours for Monday, not the other days' ("Monday — Closed" holds no time).
    hits = ranked = weekdays.for_day(question, [hit for hit in index.rank(sought)
                                                    if not (toggle(hit[1]) or controls.adds(hit[1]))])
    hits = ranked = compounds.asked(question, hits)  # "check-in", not "Check-out"'s line
    hits = disclaimers.unasked(question, hits)  # a dictionary's note on its examples, unless asked about
    hits = ranked = others.ours(question, hits, index)  # the car's gearbox, not the similar cars' under it
    hits = ranked = echoes.unsaid(question, hits, index, implied)  # "Album" is no answer to "When was it released?"
    panel = tabs.panel(question, hits, index)  # "What A levels do I need?": the selected tab's panel, not the tab list
    if panel:
        return quoted(panel, say=say, named=index.named)
    # A version a section's heading names ("What changed in 3.2?", "## 3.2.0 — 2026-10-14") is asked about
    # there, not under another release, nor in a contents line that lists it.
    release = index.release(question)
    if release and any(release(p) == 0 for _, p in hits):
        hits = ranked = sorted((h for h in hits if release(h[1]) < 2), key=lambda h: release(h[1]))
        # Asked what a release holds and nothing more ("What changed in 3.0?"), the sections it names, whole:
        # the best three of its items left out 3.0.0's "Added the Node.js client".
        # (A heading that names it only in the chrome, a forum topic's title there, holds none of the page's.)
        held = [p for p in index.passages if release(p) == 0 and not (p.chrome or p.furniture)]
        if held and not {t for t in terms(sought) if not t.isdigit()} - _RELEASE_WORDS:
            return quoted(with_what_they_introduce(held[:8], index), say=say, named=index.named)
    # "… in Python 3.9?": what names 3.9 ("In Python 3.9.0 or greater"), before what holds more of its other words,
    # though it reads as a dateline.
    versioned = versions.naming(question)
    if versioned:
        hits = _prefer(hits, versioned, sought, index, implied)
    if ratings.asked_of(question):  # "the seller's rating" is stars or "4.7/5", not an interest rate
        hits = _prefer(hits, ratings.states, sought, index, implied)
    counted = AMOUNT.search(question) is not None
    # An attribution under a quotation answers as the quotation (who said it brings what was said), a day's hours as a
    # sentence ("Monday — Closed").
    hits = _prefer(hits, lambda p: (substance.substantive(p) or apps.labels(p, counted, sought, index, implied)
                                    or bool(attributed(p, index)) or weekdays.covered(p.text) is not None
                                    or bool(versioned and versioned(p))),  # "(released 17 October 2020)"
                   sought, index, implied)
    # What holds half of what is asked answers before what scores higher on less of it (the rows that say
    # "Daily" under "Summer sailings …", for "Which sailings run daily?", before "… runs the only car ferry").
    hits = _prefer(hits, lambda p: index.coverage(sought, p, implied) >= 0.5, sought, index, implied)
    hits = titled.named(sought, hits, index)  # "the governing law", not "These terms govern your use …"
    # A question about a cost wants a price ("free" is one): among the hits, else among what they found that
    # makes no sentence (a price on a line of its own), else the page's own; one about an amount, or about a
    # cost where the page gives no price, a number.
    def is_priced(p: Passage) -> bool:
        return PRICED.search(p.text) is not None

    priced = (_preferred(hits, is_priced, sought, index, implied)
              or _preferred(ranked, is_priced, sought, index, implied) or prices) if asks_price else None
    # "How much is it?" where no price the text gives is the product's (only "orders over €75"): the data's.
    if asks_price and products.unpriced(sought, data, [p.text for _, p in priced or []], implied):
        return products.answer(products.asked(question, data, price=True), data, say)
    mine = others.priced(question, priced, index, is_priced) if priced else None  # the car's, not the similar cars'
    if mine:  # what it is ("car") is the page's own item: its price line need not name it
        priced, implied = mine, implied | frozenset(terms(sought))
    if priced:
        hits = priced
        implied = implied | amounts.cost_words(question)  # a price says what it costs
    elif asks_time:
        # The page's duration ("Prep: 20 min · Total: 1 hr 15 min"), which holds no word of the question but says
        # how long it takes, answers before an ingredient that holds "recipe" ("3 cups … rice").
        # "How long is the bridge?" asks for its length, if the page gives one ("1,380 metres long"), not for how long
        # crossing it takes; "How long does it take to cook?" for the recipe's "Cook: 55 min" before a step's minutes.
        timely = implied | DURATION_WORDS
        # "How long is the walk?" on a page that gives no length of it: a duration its paragraph gives.
        timed = ((LENGTH_ASKED.search(question)
                  and (amounts.lengths(sought, ranked, index, implied) or amounts.near(sought, index)))
                 or amounts.labelled(sought, index)
                 or _preferred(hits, amounts.timed, sought, index, timely)
                 or _preferred(ranked, amounts.timed, sought, index, timely)
                 or amounts.durations(sought, index, timely))
        if timed:
            hits, implied = timed, timely
        else:
            hits = _prefer(hits, lambda p: any(c.isdigit() for c in p.text), sought, index, implied)
    elif _WHEN.match(question):
        # "When was the question asked?": the line that dates it ("Asked 16 years ago (2008-09-02 07:44)"), not the
        # "Ask Question" button, which holds both its words: a line of nothing but links, or of the chrome, gives way to
        # one with a figure.
        hits = _prefer(hits, lambda p: not (p.furniture or p.chrome) or any(c.isdigit() for c in p.text), sought, index,
                       implied)
    elif counted:
        # A label whose value is on the line under it ("Active customers" over "1,284") gives a number.
        hits = _prefer(hits, lambda p: any(c.isdigit() for c in p.text) or apps.value_of(p, index) is not None,
                       sought, index, implied)
    # A title (an admonition's "Python 3.8 is no longer supported") scores high for being short: a sentence
    # that holds as much of the question says it better ("Harbor supports Python 3.9 and later, …").
    if (hits and _titled(hits[0][1], index) and not which.counted(question, hits[0][1])  # "Max 6 tickets per order"
            and not results.stated(hits[0][1])):  # "Monthly payment: £1,389.58"
        top = index.coverage(sought, hits[0][1], implied)
        hits = _prefer(hits, lambda p: p.told() and not _titled(p, index) and index.coverage(sought, p, implied) >= top,
                       sought, index, implied)
    hits = headed.first(sought, hits, index)[:6]  # "… in year 1?": what is under "### Year 1" first
    if not hits or (index.coverage(sought, hits[0][1], implied) < 0.5 and not (priced and not terms(sought))):
        steps = sections.steps(sought, index, url)
        if steps:
            return quoted(steps, say=say, named=index.named)
        wanted = products.asked(question, data, price=asks_price)
        if wanted:  # "What is the rating?" where the stars are drawn by CSS
            return products.answer(wanted, data, say)
        selected = sections.selected(selection, index) if selection else []
        if selected:
            return quoted(with_what_they_introduce(selected, index), say=say, named=index.named)
        when = events.asked(question, index) or issued.asked(question, index)  # "When is the concert?": no "concert"
        if when:
            return quoted(when, say=say, named=index.named)
        return named(question, sought, index, say) or problem(question, index, say) or _not_found(index, title, say)
    best = hits[0][0]
    listed = [] if which.counted(question, hits[0][1]) else sections.listed(hits[0][1], sought, index, url)
    chosen = listed or eased.unasked(
        question, [p for score, p in hits if score >= 0.6 * best][:3])  # the symptoms, not what eases them
    chosen = which.those(question, sought, chosen)  # "Which tickets are sold out?": the tiers that say "Sold out"
    chosen = verdicts.those(question, chosen)  # "Which checks passed?": those that say "Successful"
    chosen = results.alone(sought, chosen)  # "Monthly payment: £1,389.58" without the small print's example
    chosen = sections.admonished(sections.exemplified(question, chosen, index), index)
    chosen = apps.posted(apps.valued(leads.followed(chosen, index), index), index)  # "Booking." with who was booked
    chosen = with_what_they_introduce(amounts.carded(chosen, index), index)
    return quoted(compared(question, valued(question, chosen), index), say=say, named=index.named)


def _not_found(index: outline.Outline, title: str, say: Phrases) -> str:
    """That the page does not say it, with what it covers; on a page of under twenty words and no line of four, that it
    has almost none (a board's two cards, a slide's sentence, are text: qa65 #9)."""
    if substance.prose_words(index) < MEANINGFUL_WORDS and substance.scraps(index):
        return say.signed(say("no_text"))
    covered = topics.topics(index, title=title)
    hint = " " + say("covers", topics=say.join(covered)) if covered else ""
    return say.signed(f"{say('not_found')}{hint} {say('ask_else')}")


# Who writes a page's comments: "What do commenters say?" asks what its comments say ("## 10 Comments", in the
# chrome). Read as the word it comes from, "comment" is a stopword (French for "how") and asked nothing.
_COMMENTERS = re.compile(r"\bcomment(?:er|ator)s?\b", re.I)
_WHEN = re.compile(r"\W*when\b", re.I)
# What asks for a release's contents as a whole, beside its version.
_RELEASE_WORDS = frozenset(terms("change changes changed new version release released include includes included happen "
                                 "happened different difference update updates updated notes"))


def _titled(p: Passage, index: Index) -> bool:
    """A line on its own that makes no sentence (a title): not a list's item, a row, code, a table's
    caption or a glossary's term (a definition under it says what it is)."""
    after = index.passages[p.index + 1:p.index + 2]
    return (not (p.item or p.row or p.code or p.text.startswith("Table: ")) and is_title(p.text)
            and not (after and defines(p, after[0])))


def _prefer(hits: list[tuple[float, Passage]], wanted: Callable[[Passage], bool], question: str,
            index: outline.Outline, implied: frozenset[str]) -> list[tuple[float, Passage]]:
    """The hits that are ``wanted``, if the best of them still answers the question; else all."""
    return _preferred(hits, wanted, question, index, implied) or hits


def _preferred(hits: list[tuple[float, Passage]], wanted: Callable[[Passage], bool], question: str,
               index: outline.Outline, implied: frozenset[str]) -> list[tuple[float, Passage]] | None:
    """The hits that are ``wanted``, if there are any and the best of them still answers the question; else
    None."""
    kept = [(score, p) for score, p in hits if wanted(p)]
    return kept if kept and index.coverage(question, kept[0][1], implied) >= 0.5 else None
