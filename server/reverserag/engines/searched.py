"""The answer from the passages the page's search ranks, for a question no kind of its own answered (answers.py,
kinds.py): the best of them, preferred for what the question wants (a price, a duration, a figure, a date, a sentence
over a title, the release it names), with what they introduce."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from ..passages import Passage
from ..ranking import Index
from ..words import is_title, terms
from . import (
    amounts,
    apps,
    compounds,
    controls,
    disclaimers,
    eased,
    echoes,
    events,
    headed,
    issued,
    leads,
    others,
    outline,
    pairs,
    products,
    ratings,
    results,
    sections,
    substance,
    tabs,
    titled,
    verdicts,
    versions,
    weekdays,
    which,
)
from .bylines import named
from .phrases import Phrases
from .questions import AMOUNT, DURATION_WORDS, LENGTH_ASKED, PRICED
from .quoting import attributed, defines, quoted, with_what_they_introduce
from .reveals import toggle
from .roles import problem
from .rows import compared, valued
from .topics import not_found


def answer(question: str, sought: str, index: outline.Outline, implied: frozenset[str], title: str, say: Phrases,
           data: Mapping[str, str], selection: str | None, url: str, prices: list[tuple[float, Passage]],
           asks_price: bool, asks_time: bool) -> str:
    """The best passages for ``question``, ranked by what it looks up (``sought``), quoted with their sections."""
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
        return PRICED.search(p.text) is not None or pairs.priced(p, index)  # "Postage:" over "£7.95"

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
        return named(question, sought, index, say) or problem(question, index, say) or not_found(index, title, say)
    best = hits[0][0]
    listed = [] if which.counted(question, hits[0][1]) else sections.listed(hits[0][1], sought, index, url)
    chosen = listed or eased.unasked(
        question, [p for score, p in hits if score >= 0.6 * best][:3])  # the symptoms, not what eases them
    chosen = which.those(question, sought, chosen)  # "Which tickets are sold out?": the tiers that say "Sold out"
    chosen = verdicts.those(question, chosen)  # "Which checks passed?": those that say "Successful"
    chosen = results.alone(sought, chosen)  # "Monthly payment: £1,389.58" without the small print's example
    chosen = sections.admonished(sections.exemplified(question, chosen, index), index)
    chosen = apps.posted(apps.valued(leads.followed(chosen, index), index), index)  # "Booking." with who was booked
    chosen = pairs.valued(chosen, sought, index)  # "Postage:" with "£7.95 …" on the line under it
    chosen = with_what_they_introduce(amounts.carded(chosen, index), index)
    return quoted(compared(question, valued(question, chosen), index), say=say, named=index.named)


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
