"""Questions answered by the kind of thing they ask for, before the page's passages are searched (answers.py): a plan's
price, a table's extreme row, the cheapest item, the best-rated card, a temperature, a rating, complaints, a live blog's
latest entry, the page's gist, a form's errors, what the page or a term is, an order the page does not show, a member's
posts."""

from __future__ import annotations

from collections.abc import Mapping

from ..passages import Passage
from ..words import terms
from . import amounts, apps, gist, listing, questions, ratings, sections
from .complaints import complaints
from .definitions import definition
from .outline import Outline
from .phrases import Phrases, asked_in
from .plans import only_period
from .plans import priced as plan_priced
from .questions import SUMMARY, about_the_page
from .quoting import quote, quoted, with_what_they_introduce
from .topics import not_found


def answered(question: str, sought: str, index: Outline, implied: frozenset[str], title: str, say: Phrases,
             data: Mapping[str, str], prices: list[tuple[float, Passage]], asks_price: bool) -> str | None:
    """The answer to ``question`` by what it asks for, else None; ``sought``: what it looks up (answers.py);
    ``prices``: the page's price for it, if it asks one (``asks_price``)."""
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
        return quote(say("in_short"), summary, say=say) if summary else not_found(index, title, say)
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
        return not_found(index, title, say)
    # A thread's member asked about by name ("What did priya.s ask?"): their posts, not another's that quotes them.
    theirs = apps.by_author(sought, index)
    if theirs:
        return quoted(with_what_they_introduce(theirs, index), say=say, named=index.named)
    return None
