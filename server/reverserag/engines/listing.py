"""A listing's products asked about by name: one the page does not list, how many a name has.

"How much is the Asics Glide 5?" on a listing of the Asics Glide 1 was answered with the Glide 1's price, the quote
only the price (qa57 #19): the visitor could not see it was another product. A question that names a model by its
words and a number (a shoe, a phone, a lens: "Asics Glide 5", "Brooks Tempo 2"), on a page of product cards that
name that brand or line, where no line of the page holds that name, is told it is not on this page. And the card
with the best (or worst) stars, named (qa57 #24: "Which shoe has the best rating?" quoted ratings, no name). And
how many cards a name has ("How many Hoka shoes are there?"), said and each named, in another language too
("Combien de chaussures Hoka y a-t-il ?" on an English shop).
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import bags
from .phrases import Phrases, asked_in
from .quoting import quote

# A model's name: capitalised words and a number after them ("Asics Glide 5", "Pixel 9", "Brooks Tempo 2").
_MODEL = re.compile(r"\b((?:[A-Z][\w'’-]*\s+){1,4})(\d+[A-Za-z]?)\b")


# ... written in lower case ("how much is the clifton 5?"): every word of it a word of a card's headline.
_MODEL_ANY = re.compile(r"\b((?:[^\W\d_][\w'’-]*\s+){1,4})(\d+[a-z]?)\b", re.I)


def unlisted(question: str, index: Index) -> str | None:
    """The model ``question`` names that the page's cards do not list, if it names one; else None."""
    headlines = {p.headline for p in index.passages if p.card and p.headline and not p.chrome}
    if len(headlines) < 2:
        return None
    heads = [set(terms(h)) for h in headlines]
    named, strict = _MODEL.search(question), False
    if not named:
        # "do you have hoka in size 9?" names no model: "size" is no word of a headline.
        named, strict = _MODEL_ANY.search(question), True
    if not named:
        return None
    words = named[1].split()
    # From the question's first capitalised word that a card's headline holds: "What" or "Is" is not the name.
    start = next((n for n, w in enumerate(words) if any(set(terms(w)) & h for h in heads if terms(w))), None)
    if start is None or (strict and not all(terms(w) and any(set(terms(w)) <= h for h in heads)
                                            for w in words[start:])):
        return None
    name = " ".join([*words[start:], named[2]])
    page = " ".join(" ".join(p.text.split()) for p in index.passages if not p.chrome).lower()
    return None if name.lower() in page else name


# "Which shoe has the best rating?", "the top-rated one", "the worst reviewed".
_BEST = re.compile(r"\b(?:best|highest|top)[-\s]+(?:rat(?:ed|ing|ings)|reviewed)\b|\bhighest\s+stars?\b", re.I)
_WORST = re.compile(r"\b(?:worst|lowest)[-\s]+(?:rat(?:ed|ing|ings)|reviewed)\b", re.I)
# A card's stars as the widget reads them: "[image: Rated 3.7 out of 5] (18)", "4.5 out of 5 stars".
_STARS = re.compile(r"\b(\d(?:\.\d+)?)\s+out\s+of\s+(\d+)\b(?:[^(]*\((\d[\d,]*)\))?", re.I)


def rated(question: str, index: Index) -> list[Passage]:
    """For "Which one has the best rating?" (or the worst) on a page of product cards, the line of the card whose
    stars are the most (fewest), more reviews first among the same, as a list of one; empty otherwise (a card's
    stars are a line of their own: the ratings alone were quoted, no product named)."""
    best = _BEST.search(question) is not None
    if not best and not _WORST.search(question):
        return []
    found = []
    for p in index.passages:
        stars = _STARS.search(p.text) if p.card and p.headline and not p.chrome else None
        if stars and float(stars[1]) <= float(stars[2]):
            found.append((float(stars[1]) / float(stars[2]), int((stars[3] or "0").replace(",", "")), p))
    if len(found) < 2:
        return []
    pick = max(found, key=lambda f: (f[0], f[1])) if best else min(found, key=lambda f: (f[0], -f[1]))
    return [pick[2]]


# "How many Hoka shoes are there?", in the languages the engine speaks.
_HOW_MANY = re.compile(r"\bhow\s+many\b|\bcombien\s+d|\bwie\s+viele\b|\bcu[aá]nt[oa]s\b|\bquant[oa]s\b|\bquant[ie]\b"
                       r"|\bhoeveel\b", re.I)
# Its words besides the name: what any card is, and where.
_COUNTING = frozenset(terms("how many there are is listed list lists page shop store sell sells sold show shows shown "
                            "available have has model models product products item items option options kind kinds "
                            "type types brand brands different total number one ones here combien wie viele cuántos "
                            "cuántas quantos quantas quanti quante hoeveel y a-t-il avez avons proposez vendez gibt "
                            "es haben hat hay tiene tienen há tem têm existem ci sono er zijn heeft hebben modèles "
                            "produits articles marques modelle produkte artikel marken modelos productos artículos "
                            "marcas produtos modelli prodotti articoli marche modellen producten merken"))


def counted(question: str, index: Index, implied: frozenset[str], say: Phrases) -> str | None:
    """For "How many Hoka shoes are there?" on a page of product cards, how many cards' names hold the name asked for
    (as a card writes it, "Hoka"), with the headline of each, in page order (two whole cards were quoted, and no
    number said); None when the question asks something else or no card's name holds the words it names besides
    what any card is and the page's title's words ``implied`` ("shoes" of "Running Shoes")."""
    if not _HOW_MANY.search(question) or bags.quantity(question, index):  # "How many jumpers are in my bag?"
        return None
    cards = [p for p in index.passages if p.card and p.headline and not p.chrome]
    headlines = list(dict.fromkeys(p.headline for p in cards))
    names = set(terms(_HOW_MANY.sub(" ", question))) - _COUNTING - implied
    if len(headlines) < 2 or not names:
        return None
    matching = [h for h in headlines if names <= set(terms(h))]
    if not matching and asked_in(question):
        # Asked in another language than English, a word no line of the page holds is what the cards are in its
        # words ("chaussures" on an English shop's), not a name.
        names = {n for n in names if any(n in terms(p.text) for p in index.passages)}
        matching = [h for h in headlines if names <= set(terms(h))] if names else []
    if not matching:
        return None
    name = " ".join(w for w in matching[0].split() if set(terms(w)) & names)
    lines = [next((p for p in cards if p.headline == h and p.text == h), next(p for p in cards if p.headline == h))
             for h in matching]
    return quote(say("named_count", name=say.quote(name), count=str(len(lines))), lines, say=say)
