"""What a plan costs, for the offline engine: "How much is Pro per month?" on a pricing page, where each plan
is a section ("## Pro") whose price is a short line of its own ("**$29** per user / month") and the rest a list
of what the plan holds. The section's list answered it (the ranking found the price, then the section's items
took its place), never the price (QA55 #6)."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import UNSPACED, terms, word_count
from .questions import PRICED

# A month and a year, in the languages whose words for a cost the engine knows (questions.PRICE_ASKED): what a
# question asks a price for ("per month", "monthly", "par an", "pro Jahr") and what a price line is for ("/ month",
# "billed $276 yearly", "/mo"), with the word for "per" that is no stopword ("par", "pro", "cada"). "an" and "mes"
# count only after such a word (English's article, French's "my").
_PER = r"(?:(?:par|pro|cada|por|al|ao|per)\s+)?"
_MONTH = re.compile(rf"\b{_PER}(?:months?|monthly|mo|mth|mois|mensuel\w*|monat\w*|mensual\w*|mensal\w*|mese|mensil\w*"
                    r"|maand\w*|(?:par|cada|por|al|ao)\s+m[eê]s)\b|/\s*mo\b|เดือน|[毎每]月|每[个個]月|月[額额付間间]|月払い?|月",
                    re.I)
_YEAR = re.compile(rf"\b{_PER}(?:years?|yearly|annual(?:ly)?|annum|yr|ann[ée]e|annuel\w*|jahr\w*|jährlich\w*|años?"
                   r"|anual\w*|anos?|anno|annu[ao]\w*|jaar\w*|par\s+an)\b|/\s*yr\b|ปี|[毎每一]年|年[額额付間间]|年払い?|年",
                   re.I)
# What else a question for a plan's price may say: the plan, who it is for ("per user"), and "how much" in German
# ("viel" is no stopword; "combien", "cuánto" are words for a cost).
_PLAN_WORDS = frozenset(terms("plan plans tier tiers subscription package edition option licence license user users "
                              "seat seats member members person people head each billed viel plano abonnement abo"))

# How many words a plan's name has, at most; written in Chinese or Japanese, how many characters
# ("プロフェッショナル", "专业版").
_NAME = 4
_NAME_UNSPACED = re.compile(f"[{UNSPACED}]{{1,12}}")


def priced(question: str, sought: str, cost: frozenset[str], index: Index) -> list[Passage]:
    """For a question that asks what a section of the page costs and nothing more ("How much is Pro per month?",
    "What does the Team plan cost?", "Combien coûte Pro par an ?"), the lines of that section (its heading all the
    question names besides the cost, the plan and the period; not the chrome's) that give a price, those for the
    period asked first when some give it and others do not ("$290 per year" under "$29 per month", for "per
    year?"). ``cost``: the terms that ask for a price. Empty when no heading is so named or its section gives no
    price."""
    # A plan's name is short ("Pro", "Team", "Business Plus"): a heading that is a sentence ("Interest costs make it
    # harder for the government to do other things", nytimes-4) names a section, not a thing with a price.
    headings = {p.heading for p in index.passages if p.heading and not p.chrome
                and (word_count(p.heading) <= _NAME or _NAME_UNSPACED.fullmatch(p.heading))}
    names = _named_stopwords(headings)
    asked = _words(_YEAR.sub(" ", _MONTH.sub(" ", sought)), names) - cost - _PLAN_WORDS
    if not asked:
        return []
    named = [h for h in headings if (held := _words(h, names)) and asked <= held]
    # The heading that names the fewest other words: "Pro" before "Pro features".
    named.sort(key=lambda h: len(set(terms(h))))
    if not named:
        return []
    heading = named[0]
    lines = [p for p in index.passages if p.heading == heading and not p.chrome and PRICED.search(p.text)]
    # An amount before a "free" ("Start free trial", a button's words, under "$29 per user / month").
    lines = [p for p in lines if _amount(p.text)] or lines
    month, year = _MONTH.search(question), _YEAR.search(question)
    if month and not year:
        lines = [p for p in lines if _MONTH.search(p.text)] or lines
    elif year and not month:
        lines = [p for p in lines if _YEAR.search(p.text)] or lines
    return lines[:3]


# A word that is a stopword elsewhere but a plan's name on its own page ("Plus", "One", "Go"); "le plus cher" asks for
# the dearest, not for Plus.
_WORD = re.compile(r"[^\W\d_]+")
_NOT_A_NAME = re.compile(r"\b(?:le|la|les|du|des|the|most)\s+$", re.I)


def _named_stopwords(headings: set[str]) -> frozenset[str]:
    """The words a plan's heading names it by, capitalised, which :func:`terms` leaves out as stopwords ("Plus" of
    "## Plus", French for "more"): "How much is Plus per year?" asked for nothing, and found Plus and Pro."""
    return frozenset(w.casefold() for h in headings for w in _WORD.findall(h) if w[:1].isupper() and not terms(w))


def _words(text: str, names: frozenset[str]) -> set[str]:
    """The terms of ``text``, with the words of ``names`` it holds, not after an article."""
    kept = {m.group().casefold() for m in _WORD.finditer(text)
            if m.group().casefold() in names and not _NOT_A_NAME.search(text[:m.start()])}
    return set(terms(text)) | kept


def only_period(question: str, lines: list[Passage]) -> str | None:
    """"monthly" when the question asks a year's price and ``lines`` give a month's alone ("How much is Pro per
    year?" of "$29 per user / month"), "yearly" the other way round: the answer says so, not passing one for the
    other. None otherwise."""
    month, year = _MONTH.search(question), _YEAR.search(question)
    monthly = any(_MONTH.search(p.text) for p in lines)
    yearly = any(_YEAR.search(p.text) for p in lines)
    if year and not month and monthly and not yearly:
        return "monthly"
    if month and not year and yearly and not monthly:
        return "yearly"
    return None


def _amount(text: str) -> bool:
    """Whether ``text`` gives an amount of money ("$29", "276 €"), not only a "free"."""
    return any(any(c.isdigit() for c in m.group()) for m in PRICED.finditer(text))
