"""The least or the most of a page's offers, for the offline engine: "What is the cheapest flight?" on a page of
results, "Which day is cheapest to fly?" over its price calendar (qa60 #3, #17).

A flight's card is one cited item that gives its times, its duration, its emissions and its price on one line
("[image: Lufthansa] 18:40 – 01:10 4 hr 30 min · 1 stop … 171 kg CO2e · +31% £58 Select"): no line of nothing but a
price, which amounts.cheapest compares, so "What is the cheapest flight?" quoted the price insights' "The least
expensive flights … cost between £60 and £140". The card with the lowest price answers (the lowest emissions, the
shortest duration, likewise); a calendar's days ("Mon 15 Mar £49", a date and its price) for a question that asks
which day or date. "Which flights are direct?" is the cards that say "Direct" (or "Non-stop"), not the insights'
sentence that says "flights" where they do not.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms
from . import outline
from .questions import DURATION

# What a question asks the least or the most of: a price, emissions, a duration; in English and the languages the
# widget speaks ("le moins cher", "am günstigsten", "más barato", "mais barata", "più economico", "goedkoopste", "最安",
# "最便宜"; "le plus rapide", "schnellste", …).
_LEAST = re.compile(r"\b(?:cheapest|least\s+expensive|lowest[-\s]priced|lowest|(?<!at\s)least|fewest|shortest|fastest"
                    r"|quickest|smallest)\b"
                    r"|\bmoins\s+ch[eè]re?s?\b|\b(?:g[üu]nstigst|billigst|schnellst|k[üu]rzest)(?:e[nrs]?)?\b"
                    r"|\bm[aá]s\s+(?:barat|econ[oó]mic|r[aá]pid|cort)[oa]s?\b"
                    r"|\bmais\s+(?:barat|r[aá]pid|curt)[oa]s?\b|\bmeno\s+(?:car[oaie]|costos[oaie])\b"
                    r"|\bpi[uù]\s+(?:economic[oaih]e?|veloc[ei]|brev[ei])\b|\bplus\s+(?:rapide|court)e?s?\b"
                    r"|\b(?:goedkoopste|snelste|kortste)\b|最安|一番安|最も安|最便宜|最快|最短|一番早|最も早", re.I)
_MOST = re.compile(r"\b(?:dearest|priciest|most\s+expensive|highest[-\s]priced|highest|longest|slowest|largest"
                   r"|biggest)\b"
                   r"|\bplus\s+(?:ch[eè]re?|lente?|longue?)s?\b|\b(?:teuerst|langsamst)(?:e[nrs]?)?\b"
                   r"|\bl[äa]ngste[nrs]?\b|\bm[aá]s\s+(?:car|lent|larg)[oa]s?\b|\bmais\s+(?:car|lent|long)[oa]s?\b"
                   r"|\bpi[uù]\s+(?:car[oaie]|costos[oaie]|lent[oaie]|lung[oaih]e?)\b"
                   r"|\b(?:duurste|traagste|langste)\b|最も高|一番高|最贵|最貴|最慢|最长|最長", re.I)
_PRICE_WORDS = re.compile(r"\b(?:cheap\w*|expensive|priced?|prices|cost|costs|fares?|dearest|priciest)\b"
                          r"|\bch[eè]re?s?\b|\bprix\b|\btarifs?\b|\bg[üu]nstig\w*|\bbillig\w*|\bteuer\w*"
                          r"|\bpreis\w*|\bbarat[oa]s?\b|\bcar[oai]s?\b|\bprecios?\b|\bpre[çc]os?\b|\btarifas?\b"
                          r"|\becon[oó]mic\w*|\bprezz[oi]\b|\btariff[ae]\b|\bcostos\w*|\bgoedkoop\w*|\bduurste\b"
                          r"|\bprijs\w*|\btarie[fv]\w*|安|高い|便宜|贵|貴|料金|価格|運賃|票价|票價|价格|價格", re.I)
_EMISSION_WORDS = re.compile(r"\b(?:emissions?|co2e?|carbon)\b|\b[ée]missions?\b|\bemission(?:en|i)\b"
                             r"|\bemisiones\b|\bemiss[õo]es\b|\buitstoot\b|\bcarbon[eo]\b|\bcarbonio\b|排放|排出",
                             re.I)
_TIME_WORDS = re.compile(r"\b(?:shortest|fastest|quickest|longest|slowest|duration|journey\s+time)\b"
                         r"|\bplus\s+(?:rapide|court|lente?|longue?)|\b(?:schnellst|k[üu]rzest|langsamst|l[äa]ngste)"
                         r"|\bm[aá]s\s+(?:r[aá]pid|cort|lent|larg)|\bmais\s+(?:r[aá]pid|curt|lent|long)"
                         r"|\bpi[uù]\s+(?:veloc|brev|lent|lung)|\b(?:snelste|kortste|traagste|langste)\b"
                         r"|\bdur[ée]e\b|\b(?:reise)?dauer\b|\bduraci[oó]n\b|\bdura[çc][ãa]o\b|\bdurata\b"
                         r"|\breisduur\b|最快|最短|最慢|最长|最長|一番早|所要時間", re.I)
# A price not struck through ("£58", "€1,299.00"), the emissions a card gives ("98 kg CO2e") and its duration.
_PRICE = re.compile(r"(?<!~)[$£€¥₹]\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?!\d)")
_STRUCK = re.compile(r"~~[^~]+~~")
_EMISSIONS = re.compile(r"(\d+(?:[.,]\d+)?)\s?kg\s?CO2e?\b", re.I)
_HOURS = re.compile(r"\b(?:(\d+)\s?(?:h|hrs?|hours?))?\s?(?:(\d+)\s?(?:m|min|mins|minutes?))?\b", re.I)
# A calendar's day and its price: "Mon 15 Mar £49", "Sat 13 Mar £58 (selected)".
_DATED = re.compile(r"^(?:mon|tue|wed|thu|fri|sat|sun)\w*,?\s+\d{1,2}\s+[a-z]{3,9}\.?\s+[$£€¥₹]\s?\d", re.I)
_DAY_ASKED = re.compile(r"\b(?:day|days|date|dates|when|jours?|quand|tage?|datum|wann|d[ií]as?|fechas?|cu[aá]ndo"
                        r"|datas?|quando|giorn[oi]|dag|dagen|wanneer)\b|何日|日付|哪天|哪一天|日期", re.I)
# What a question may call any of the offers beside what the page's title calls them ("flight" under "Flights"); a
# journey's "fare" or "ticket" too, which its card never says (qa61 #13).
_ANY = frozenset(terms("which what is are the a an one ones option options offer offers deal deals result results "
                       "has have with price cost emissions emission co2 co2e carbon duration journey time to of on "
                       "fly book trip here page ticket tickets fare fares least most lowest highest cheapest cheap "
                       "shortest fastest quickest longest slowest expensive dearest priciest smallest largest biggest "
                       "fewest"))
# ... and in the languages the widget speaks, whose words for them are no stopwords ("billet", "Fahrkarte", "più").
_ANY_ELSEWHERE = frozenset(terms(
    "quel quelle quels est billet billets tarif tarifs trajet trajets voyage vol vols option offre moins cher chère "
    "chers plus rapide court courte welche welcher welches ist die der das fahrkarte fahrkarten ticket preis fahrt "
    "fahrten verbindung verbindungen flug flüge günstigste günstigsten billigste billigsten teuerste teuersten "
    "schnellste kürzeste cuál cuáles es el los las billete billetes tarifa tarifas viaje viajes vuelo vuelos más "
    "barato barata baratos caro cara económico rápido corto qual quais bilhete bilhetes passagem passagens viagem voo "
    "voos mais curto biglietto biglietti tariffa tariffe viaggio volo voli più economico economica meno costoso "
    "veloce breve wat welke het kaartje kaartjes tarief reis reizen vlucht vluchten goedkoopste duurste snelste "
    "kortste"))
# A Japanese or Chinese question's characters (terms are one each) name no card: what they ask is in the patterns.
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# "Which flights are direct?", "Any non-stop flights?", and a card that says it is: not "1 stop".
_DIRECT = re.compile(r"\b(?:direct|non-?stop)\b", re.I)
# How many of a card's lines an answer quotes, at most.
_LINES = 4


def asked(question: str, index: outline.Outline, implied: frozenset[str]) -> list[Passage]:
    """For a question that asks the least or the most of the page's offers (its title's words ``implied`` may
    name them: "flight" under "Flights"), the cited card whose price (emissions, duration) is the lowest or the
    highest, when two or more give one; for one that asks which day, the calendar's day of the lowest price.
    Empty otherwise."""
    least = _LEAST.search(question)
    if not least and not _MOST.search(question):
        return _direct(index) if _DIRECT.search(question) else []
    if _DAY_ASKED.search(question) and _PRICE_WORDS.search(question):
        priced = [(_amount(p.text, _PRICE), p) for p in index.passages if not p.chrome and _DATED.match(p.text)]
        days = [(value, [p]) for value, p in priced if value is not None]
        return _pick(days, bool(least)) if len(days) > 1 else []
    measure = _EMISSIONS if _EMISSION_WORDS.search(question) else None if _TIME_WORDS.search(question) else _PRICE
    if measure is _PRICE and not _PRICE_WORDS.search(question):
        return []
    valued = []
    for lines in _cards(index).values():
        said = " ".join(p.text for p in lines)
        value = _duration(lines[0].text) if measure is None else _amount(_STRUCK.sub(" ", said), measure)
        if value is not None and terms(_PRICE.sub(" ", said)):
            valued.append((value, lines))
    if len(valued) < 2:
        return []
    # Another word names which offers ("Which Lufthansa flight is cheapest?"): those whose card holds it.
    named = {t for t in terms(question) if not _CJK.match(t)} - _ANY - _ANY_ELSEWHERE - implied
    if named:
        valued = [(v, lines) for v, lines in valued if named <= set(terms(" ".join(p.text for p in lines)))]
    if not valued:
        return []
    # The card's first line, and a line of it that gives what was compared, not its legs.
    lines = _pick(valued, bool(least))
    return [lines[0], *[p for p in lines[1:] if measure and measure.search(p.text)]][:_LINES]


def _cards(index: outline.Outline) -> dict[int, list[Passage]]:
    """The page's cited list items, each its lines by its label."""
    cards: dict[int, list[Passage]] = {}
    for p in index.passages:
        if p.item and p.label is not None and not p.chrome and not p.card:
            cards.setdefault(p.label, []).append(p)
    return cards


def _direct(index: outline.Outline) -> list[Passage]:
    """The cards (of two or more that give a price) that say they are direct, each to its price."""
    priced = [lines for lines in _cards(index).values() if any(_PRICE.search(p.text) for p in lines)]
    if len(priced) < 2:
        return []
    found: list[Passage] = []
    for lines in priced:
        if any(_DIRECT.search(p.text) for p in lines):
            end = next(n for n, p in enumerate(lines) if _PRICE.search(p.text))
            found += lines[:max(end, next(n for n, p in enumerate(lines) if _DIRECT.search(p.text))) + 1]
    return found


def _pick(valued: list[tuple[float, list[Passage]]], least: bool) -> list[Passage]:
    return (min if least else max)(valued, key=lambda pair: pair[0])[1]


def _amount(text: str, measure: re.Pattern[str]) -> float | None:
    """The one amount ``measure`` finds in ``text``; None where it finds none, or two that differ."""
    found = {float(m[1].replace(",", "") + ((m[2] or "") if measure is _PRICE else "")) for m in measure.finditer(text)}
    return found.pop() if len(found) == 1 else None


def _duration(text: str) -> float | None:
    """The first duration a card's line gives, in minutes ("4 hr 30 min": 270)."""
    first = DURATION.search(text)
    if not first:
        return None
    m = _HOURS.match(text, first.start())
    return int(m[1] or 0) * 60 + int(m[2] or 0) if m and (m[1] or m[2]) else None
