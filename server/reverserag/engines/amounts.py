"""Amounts for the offline engine: a price, a duration or a length a question asks for, and where the page gives it.

A catalogue's card, its headline over "£49.00"; the cheapest or the dearest of the page's prices; a table's row with
the largest amount ("Which is the largest order?"); a recipe's "Cook: 55 min" for "How long does it take to cook?";
"1,380 metres long" for "How long is the bridge?"."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import outline
from .questions import DURATION, DURATION_WORDS, LENGTH, LENGTH_WORDS, PRICE_ASKED, PRICED


def carded(chosen: list[Passage], index: Index) -> list[Passage]:
    """``chosen`` with what a card's line needs to be read: its headline before a price or a summary of the card
    ("Blue Enamel Kettle" before "£49.00", which says nothing of which product it prices), and the card's other
    lines after its headline, which alone says nothing ("Oak Cutting Board" for "What is the oak board made
    of?", with "End-grain oak board, …" under it); in page order, each once."""
    wanted = {p.index for p in chosen}
    for p in chosen:
        if not (p.card and p.headline):
            continue
        card = _card(p, index)
        if p.text == p.headline:
            wanted.update(c.index for c in card if c.told() and not c.furniture)
        elif p.text.casefold() != p.headline.casefold():  # a picture's "sudoku" over "Sudoku" names it already
            # the headline, after the card's picture if it opens with one ("[image: Asics Glide 1]")
            wanted.update(c.index for c in [c for c in card[:3] if c.text == p.headline][:1])
    return [index.passages[i] for i in sorted(wanted)]


def _card(p: Passage, index: Index) -> list[Passage]:
    """The lines of the card ``p`` is a line of, in page order: the run of card lines around it with its
    headline."""
    def same(q: Passage) -> bool:
        return q.card and q.headline == p.headline and q.label == p.label and q.chrome == p.chrome

    start = p.index
    while start > 0 and same(index.passages[start - 1]):
        start -= 1
    end = p.index + 1
    while end < len(index.passages) and same(index.passages[end]):
        end += 1
    return index.passages[start:end]


# A question for the cheapest or the dearest of what the page prices, in English and the languages the widget speaks
# ("le moins cher", "am günstigsten", "más barato", "mais barata", "più economico", "goedkoopste", "最便宜", as fares.py
# reads them); and an amount in a currency whose sign comes first ("£49.00", "$1,200", "€ 39").
_CHEAP_ELSEWHERE = (r"|\bmoins\s+ch[eè]re?s?\b|\b(?:g[üu]nstigst|billigst)(?:e[nrs]?)?\b"
                    r"|\bm[aá]s\s+(?:barat|econ[oó]mic)[oa]s?\b|\bmais\s+barat[oa]s?\b|\bmeno\s+(?:car[oaie]|costos[oaie])\b|\bpi[uù]\s+economic[oaih]e?\b"
                    r"|\bgoedkoopste\b|最安|一番安|最も安|最便宜")
_DEAR_ELSEWHERE = (r"|\bplus\s+ch[eè]re?s?\b|\bteuerst(?:e[nrs]?)?\b|\bm[aá]s\s+car[oa]s?\b|\bmais\s+car[oa]s?\b"
                   r"|\bpi[uù]\s+(?:car[oaie]|costos[oaie])\b|\bduurste\b|最も高|一番高|最贵|最貴")
_CHEAPEST = re.compile(r"\b(?:cheapest|least\s+expensive|lowest[-\s]priced|lowest\s+price|most\s+affordable)\b"
                       + _CHEAP_ELSEWHERE, re.I)
_DEAREST = re.compile(r"\b(?:dearest|priciest|most\s+expensive|highest[-\s]priced|highest\s+price)\b" + _DEAR_ELSEWHERE,
                      re.I)
# What a question for the cheapest may call any of what a page sells (and its words elsewhere that are no stopwords).
_ANY_ITEM = frozenset(terms("one ones item items product products thing things buy sell sold available here page shop "
                            "store catalogue catalog quel quelle quels quelles est produit produits article articles "
                            "welche welcher welches ist produkt produkte artikel cuál cuáles es producto productos "
                            "artículo artículos qual quais produto produtos item itens prodotto prodotti articolo "
                            "articoli wat welke het product producten artikel artikelen"))
_AMOUNT = re.compile(r"[$£€¥₹]\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?!\d)")


def cheapest(question: str, index: Index) -> Passage | None:
    """For "Which is the cheapest?" (or the most expensive), the passage of the page (not its chrome) that gives
    the lowest (highest) price of the page's prices, each a line of its own (a catalogue's "£35.50" under "Oak
    Cutting Board", a sale's "~~$64.99~~ $44.99", whose price is the one not struck), when it gives two or more;
    None otherwise ("Which is the cheapest?" found nothing: no passage holds the word)."""
    lowest = _CHEAPEST.search(question) is not None
    if not lowest and not _DEAREST.search(question):
        return None
    priced = []
    for p in index.passages:
        amount = _price_of(p) if not p.chrome else None
        if amount is not None:
            priced.append((amount, p))
    if len(priced) < 2:
        return None
    # What else is asked names the card ("Which pan is the cheapest?"), or nothing does: "What is the cheapest way
    # to ship?" asks no product's price. A word the prices' section is named by names them all ("the most expensive
    # shoe" under "Running Shoes").
    named = set(terms(_DEAREST.sub(" ", _CHEAPEST.sub(" ", question)))) - _ANY_ITEM
    named -= {t for _, p in priced for t in terms(p.heading)}
    if named:
        priced = [(amount, p) for amount, p in priced
                  if named <= set(terms(" ".join(c.text for c in _card(p, index))))]
    return (min if lowest else max)(priced, key=lambda pair: pair[0])[1] if priced else None


def _price_of(p: Passage) -> float | None:
    """The price a line of nothing but prices gives: its last one not struck through (a sale's "~~$64.99~~
    $44.99"); None for any other line."""
    text = _STRUCK.sub(" ", p.text).strip()
    amounts = list(_AMOUNT.finditer(text))
    if not amounts or _AMOUNT.sub("", text).strip():
        return None
    return float(amounts[-1][1].replace(",", "") + (amounts[-1][2] or ""))


# A price struck through, as the widget writes <del> and <s>: "~~$64.99~~".
_STRUCK = re.compile(r"~~[^~]+~~")


# A listing's count of what it shows of how many: "Showing 1–24 of 137 results", "1-12 of 40 products".
_SHOWING = re.compile(r"^(?:showing\s+)?(\d[\d,]*)\s*[–—-]\s*(\d[\d,]*)\s+of\s+(\d[\d,]*)\b", re.I)


def shown_of(index: Index) -> Passage | None:
    """The line of the page (not its chrome) that says it shows only some of what it lists ("Showing 1–24 of 137
    results"): a cheapest of the page is the cheapest of those shown. None when the page says it shows all."""
    for p in index.passages:
        counted = _SHOWING.match(p.text.strip()) if not p.chrome else None
        if counted:
            first, last, total = (int(n.replace(",", "")) for n in counted.groups())
            if last - first + 1 < total:
                return p
    return None


def cost_words(question: str) -> frozenset[str]:
    """The terms of ``question`` that ask for a price ("price", "cost", "fare"): what a price answers."""
    return frozenset(terms(" ".join(m.group() for m in PRICE_ASKED.finditer(question))))


def prices(question: str, sought: str, index: Index, implied: frozenset[str]) -> list[tuple[float, Passage]]:
    """For a question about a cost, the page's first price (not its chrome's) that holds half of what else is
    asked, the words that ask for a price taken as said: a product page's "£49.00", on a line of its own under
    the product's name, for "What is the price?" or "How much is the blue kettle?"; with nothing else asked
    ("How much is it?"), the first price on the page, nearest its title, not a value under a label that names no
    price. Empty when there is none."""
    cost = implied | cost_words(question)
    asked = bool(set(terms(sought)) - cost)
    found = [p for p in index.passages if not p.chrome and PRICED.search(p.text)
             and (not asked or index.coverage(sought, p, cost) >= 0.5)]
    if asked:
        found.sort(key=lambda p: -index.coverage(sought, p, cost))  # stable: in page order among the best
    else:  # "Annual tax" over "£190", in a car's specification, was quoted for the car's price
        found = [p for p in found if not _labelled(p, index)] or found
    return [(1.0, p) for p in found[:1]]


def _labelled(p: Passage, index: Index) -> bool:
    """Whether ``p`` is a definition's value whose term names no price, what is asked."""
    term = index.passages[p.index - 1] if p.definition and p.index else None
    return term is not None and not term.definition and PRICE_ASKED.search(term.text) is None


def timed(p: Passage) -> bool:
    """A passage that gives a duration ("Cook: 55 min", "PT1H15M")."""
    return DURATION.search(p.text) is not None


def lengths(sought: str, ranked: list[tuple[float, Passage]], index: outline.Outline,
            implied: frozenset[str]) -> list[tuple[float, Passage]]:
    """For "How long is the bridge?", the best of the ``ranked`` passages (not the chrome's) that give a length and
    hold half of what else is asked ("The bridge is 1,380 metres long"); failing that, the page's first length whose
    paragraph holds it (:func:`near`); failing that, one that holds it with the title's words taken as said and
    names no other of them (:func:`_of_the_page`). Empty when none does: "How long is the flight?" asks for a
    duration."""
    wanted = set(terms(sought)) - LENGTH_WORDS
    lengths = [(score, p) for score, p in ranked if not p.chrome and LENGTH.search(p.text)]
    kept = [(score, p) for score, p in lengths
            if len(wanted & (index.docs[p.index].keys() | index.section_terms(p))) * 2 >= len(wanted)]
    return (kept or near(sought, index, LENGTH)
            or [(score, p) for score, p in lengths if _of_the_page(p, wanted, index, implied)])


def near(sought: str, index: Index, measure: re.Pattern[str] = DURATION) -> list[tuple[float, Passage]]:
    """The page's first ``measure`` (not its chrome's) whose paragraph holds half of what is asked, and the most of it:
    "How long is the walk?" is answered by "The whole loop is 9 km …" (a length), after "… then walk down to the ferry
    quay.", or where it gives none, by "The whole loop takes 3 to 4 hours" (a duration). Empty when there is none."""
    wanted = set(terms(sought)) - LENGTH_WORDS - DURATION_WORDS
    if not wanted:
        return []
    said: dict[int, set[str]] = {}
    for p in index.passages:
        if p.block:
            said.setdefault(p.block, set()).update(index.texts[p.index])
    # The most: "How long is the layover in Frankfurt?" is a flight's "Layover 2 hr 05 min · Frankfurt (FRA)", not
    # its first leg's "… → 21:20 Frankfurt (FRA) · 1 hr 40 min", whose line holds half of it first.
    found = [(len(wanted & said[p.block]), p) for p in index.passages
             if p.block and not p.chrome and measure.search(p.text) and len(wanted & said[p.block]) * 2 >= len(wanted)]
    return [(1.0, max(found, key=lambda pair: pair[0])[1])] if found else []


def _of_the_page(p: Passage, wanted: set[str], index: Index, implied: frozenset[str]) -> bool:
    """Whether the length ``p`` gives is of what is asked, the title's words taken as said, and of no other of them:
    on the page titled "Walking the Hardanger Bridge loop", "How long is the walk?" is not answered by "The bridge is
    1,380 metres long"."""
    own = index.texts[p.index].keys()
    return len(wanted & (own | implied)) * 2 >= len(wanted) and not (own & implied) - wanted


# A time a label gives: "Cook: 55 min", "Prep time: 20 minutes", "Total Time 1 hour 15 minutes".
_LABELLED = re.compile(r"(?P<label>[^\W\d_]+)(?:\s+time)?\s*:\s*(?=\d)|(?P<timed>[^\W\d_]+)\s+time\s+(?=\d)", re.I)


def labelled(sought: str, index: Index) -> list[tuple[float, Passage]]:
    """For a question about how long an activity takes ("How much time does it take to cook?"), the page's first
    passage (not its chrome's) whose label for a duration names it: a recipe's "Cook: 55 min", not a step's "cook
    it down for 25 minutes". Empty when there is none."""
    asked = set(terms(sought)) - DURATION_WORDS
    if not asked:
        return []
    for p in index.passages:
        if p.chrome or not timed(p):
            continue
        for m in _LABELLED.finditer(p.text):
            if set(terms(m["label"] or m["timed"])) & asked and DURATION.match(p.text, m.end()):
                return [(1.0, p)]
    return []


def durations(sought: str, index: Index, said: frozenset[str]) -> list[tuple[float, Passage]]:
    """For a question about how long something takes, the page's first duration (not its chrome's) that holds
    half of what is asked, the words that ask for a duration taken as said: a recipe's "Prep: 20 min · Total:
    1 hr 15 min", for "How long does the recipe take?". Empty when there is none."""
    found = [p for p in index.passages if not p.chrome and timed(p) and index.coverage(sought, p, said) >= 0.5]
    found.sort(key=lambda p: -index.coverage(sought, p, said))  # stable: in page order among the best
    return [(1.0, p) for p in found[:1]]


# A question for the highest or the lowest of a table's values: "Which is the largest order?", "Which order has the
# lowest amount?", "Which product is the cheapest?" (a price's). One for the most or the least of something names its
# column ("Which team has the most points?"): "Which customer has the most orders?" asks for a count, not a value.
_HIGHEST = re.compile(r"\b(?:(?P<priced>dearest|priciest|most\s+expensive|highest[-\s]priced)|largest|biggest|highest|"
                      r"greatest|maximum|longest|heaviest|tallest|(?<!at\s)(?P<counted>most)(?!\s+affordable))\b"
                      rf"|(?P<dear>{_DEAR_ELSEWHERE[1:]})", re.I)
_LOWEST = re.compile(r"\b(?:(?P<priced>cheapest|least\s+expensive|lowest[-\s]priced|most\s+affordable)|smallest|lowest|"
                     r"minimum|shortest|lightest|(?<!at\s)(?P<counted>least|fewest))\b"
                     rf"|(?P<cheap>{_CHEAP_ELSEWHERE[1:]})", re.I)
# What a superlative's question may call any row, or any value, of a table.
_ANY_ROW = _ANY_ITEM | frozenset(terms("value values number numbers figure figures entry entries row rows record "
                                       "records table list"))
# A cell that is a number and nothing else, with its currency or unit: "$4,395", "1,284", "3.2%", "71.1 MB", "€ 39".
_NUMBER = re.compile(r"(?P<sign>[$£€¥₹])?\s?(?P<whole>-?(?:\d{1,3}(?:,\d{3})+|\d+))(?P<part>\.\d+)?\s?"
                     r"(?:%|[$£€¥₹]|[^\W\d_]{1,5}\.?)?")
# A cell that gives a year and nothing else: "1947", "2017".
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")
# A cell that gives nothing: an empty cell's dash (a row leaves an empty cell out).
_EMPTY = frozenset(("", "-", "–", "—", "n/a", "?"))


def table_extreme(question: str, index: Index) -> list[Passage]:
    """For a superlative ("Which is the largest order on this page?"), the row of a table (not the chrome's) with
    the highest (lowest) value in the column the question names, or else the table's only column of amounts (of
    prices, for "Which product is the cheapest?"; a film's year is none); every row that ties. Empty when the
    question is no superlative, asks of what no table holds ("Which order has the highest discount?"), or no
    column answers."""
    high, low = _HIGHEST.search(question), _LOWEST.search(question)
    found = high or low
    if found is None or (high and low):
        return []
    asked = set(terms(_HIGHEST.sub(" ", _LOWEST.sub(" ", question)))) - _ANY_ROW
    for rows in _tables(index):
        held = set(terms(" ".join([rows[0].heading, *(p.text for p in rows)])))
        if asked - held:
            continue  # the question asks of what this table does not hold
        columns = _columns(rows)
        named = [name for name in columns if asked & set(terms(name))]
        if not named and not found["counted"]:
            kinds = ("price",) if found.lastgroup in ("priced", "dear", "cheap") else ("price", "number")
            named = [name for name, cells in columns.items() if all(kind in kinds for _, kind, _ in cells)]
        if len(named) != 1:
            continue
        cells = columns[named[0]]
        best = (max if high else min)(value for _, _, value in cells)
        return [p for p, _, value in cells if value == best] + partial(rows[-1], index)
    return []


# What the widget writes after a table that draws only the rows on screen (a virtual list's `aria-rowcount`).
_SHOWN = re.compile(r"\(\d+ of \d+ rows shown\)")


def partial(last: Passage, index: Index) -> list[Passage]:
    """The line after a table's ``last`` row that says it shows only some of its rows ("(23 of 1001 rows shown)"),
    as a list of it, else empty: the highest of the rows shown need not be the table's."""
    after = index.passages[last.index + 1:last.index + 2]
    return after if after and _SHOWN.fullmatch(after[0].text.strip()) else []


def partial_tables(index: Index) -> list[Passage]:
    """Every such line of the page's tables (not the chrome's)."""
    return [p for p in index.passages if not p.chrome and _SHOWN.fullmatch(p.text.strip())]


def _tables(index: Index) -> list[list[Passage]]:
    """The page's tables (not the chrome's) of two rows or more: each a run of rows in one block."""
    tables: list[list[Passage]] = []
    for p in index.passages:
        if not p.row or p.chrome:
            continue
        last = tables[-1][-1] if tables else None
        if last and last.index == p.index - 1 and last.label == p.label and last.heading == p.heading:
            tables[-1].append(p)
        else:
            tables.append([p])
    return [rows for rows in tables if len(rows) >= 2]


def _columns(rows: list[Passage]) -> dict[str, list[tuple[Passage, str, float]]]:
    """The named columns of a table that give a number in every row that fills them ("Amount: $4,395"), two rows or
    more: each column's name, with each such row, what its value is ("price", "year" or "number": a film's "1947"
    is no amount) and the value. The first column is named by no row ("ORD-1065 — Customer: …")."""
    cells: list[dict[str, str]] = []
    for p in rows:
        _, dash, rest = p.text.partition(" — ")
        named = (cell.partition(": ") for cell in rest.split("; ")) if dash else ()
        cells.append({name: value.strip() for name, colon, value in named if colon})
    columns: dict[str, list[tuple[Passage, str, float]]] = {}
    for name in dict.fromkeys(name for row in cells for name in row):
        values = []
        for p, row in zip(rows, cells, strict=True):
            cell = row.get(name, "")
            number = _NUMBER.fullmatch(cell)
            if number:
                kind = ("price" if number["sign"] or PRICED.search(cell) else "year" if _YEAR.fullmatch(cell)
                        else "number")
                values.append((p, kind, float(number["whole"].replace(",", "") + (number["part"] or ""))))
            elif cell.lower() not in _EMPTY:
                break
        else:
            if len(values) >= 2:
                columns[name] = values
    return columns


# A question whether what the page sells is on sale, in English: "Is it on sale?", "Is there a discount?".
_SALE = re.compile(r"\b(?:on\s+sale|sales?|discount(?:s|ed)?|reduced|mark(?:ed)?[\s-]*down|price\s+cut)\b", re.I)
_SALE_ASKING = frozenset(terms("is are it they there any this these item items product products now currently price"))
# A price struck through beside the one asked, as the widget writes a <del> or <s>: "~~€119,00 EUR~~ €89,00 EUR".
_STRUCK = re.compile(r"~~[^~\n]{0,40}?\d[^~\n]{0,40}?~~")
# A share taken off, as a badge says it: "15% off" (qa62 #15: "How much is the discount?" found nothing).
_OFF = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?\s?%\s+off\b", re.I)


def on_sale(question: str, index: Index, implied: frozenset[str], most: int = 4) -> list[Passage]:
    """For "Is it on sale?", the prices the page strikes through beside the price it asks now ("~~€119,00 EUR~~
    €89,00 EUR") or the share it takes off ("15% off"), in its main content, each with its card's headline: the header's
    "Sale" link and the newsletter's "early access to sales" were quoted. Those that hold what else is asked ("Are the
    socks on sale?"); empty when the page strikes no price and takes no share off."""
    if not _SALE.search(question):
        return []
    rest = set(terms(_SALE.sub(" ", question))) - _SALE_ASKING - implied
    struck = []
    for p in index.passages:
        if p.chrome or not (_OFF.search(p.text) or _STRUCK.search(p.text) and PRICED.search(_STRUCK.sub(" ", p.text))):
            continue
        held = index.docs[p.index].keys() | set(terms(f"{p.headline} {p.heading}"))
        if len(rest & held) * 2 >= len(rest):
            struck.append(p)
    return carded(struck[:most], index)


# A question for a temperature, which a value in degrees answers ("At what temperature?": "Preheat the oven to 350°F
# (175°C)", which holds no word of it); and such a value.
_TEMPERATURE_ASKED = re.compile(r"\b(?:temperatures?|how\s+hot|degrees?)\b", re.I)
_TEMPERATURE = re.compile(r"\d\s?°|\b\d+\s?degrees?\b", re.I)
_TEMPERATURE_WORDS = frozenset(terms("temperature temperatures hot degree degrees"))


def temperatures(question: str, sought: str, index: outline.Outline, implied: frozenset[str]) -> list[Passage]:
    """For a question that asks for a temperature, the first passage of the page (not its chrome) that gives one
    and holds half of what else is asked ("the oven" of "What temperature is the oven?"), or the first that gives
    one when nothing else is asked; empty otherwise."""
    if not _TEMPERATURE_ASKED.search(question):
        return []
    wanted = " ".join(t for t in terms(sought) if t not in _TEMPERATURE_WORDS)
    hot = [p for p in index.passages if not p.chrome and _TEMPERATURE.search(p.text)]
    for p in hot:
        if not wanted or index.coverage(wanted, p, implied) >= 0.5:
            return [p]
    # "What temperature do I bake it at?": "Bake for 55 minutes" gives none; the section it is in does ("Preheat the
    # oven to 350°F").
    for _, found in index.rank(wanted, limit=3) if wanted else ():
        held = [p for p in hot if found.heading and p.heading == found.heading]
        if held:
            return held[:1]
    return []


# What qualifies an amount asked for, not what it is of: "per serving", "for 8 servings", "each portion".
_PER = re.compile(r"\b(?:per|a|each|every|for)\s+(?:\d+\s+)?(?:servings?|portions?|persons?|people|slices?|pieces?)\b",
                  re.I)


def unqualified(sought: str, index: Index, implied: frozenset[str]) -> str:
    """``sought`` without what qualifies the amount it asks for ("How many calories per serving?" asks for calories,
    "How much flour for 8 servings?" for the flour line), when the page holds the rest: "serving" made "Servings 8
    servings" the answer to both. ``sought`` itself otherwise."""
    rest = " ".join(_PER.sub(" ", sought).split())
    if rest == sought or not set(terms(rest)) - implied:
        return sought
    held = any(not p.chrome and index.coverage(rest, p, implied) == 1.0 for p in index.passages)
    return rest if held else sought
