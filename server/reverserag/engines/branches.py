"""A shop finder's branches, for the offline engine: "Is the Camden shop open now?", "Which shop is nearest?".

A finder lists its shops (a library's branches, a bank's, a chain's restaurants) each as a card or a section: its name,
its distance ("0.4 mi"), its address, its status ("Open now · Closes 19:00"), its phone, its hours. Their lines hold the
same words, so a question about one got another's name and address, and never the status line, which holds no word of
"open now" but "Open" (qa61 #10). A branch named (by a word of its name no other's holds) answers with its own lines:
its status for when it opens or closes (its row for a weekday asked), its address for where, its distance for how
far, its phone for a number, the line that says what else is asked ("Does the Camden shop have Click & Collect?");
"nearest" is the branch of the smallest distance. A phone shown only as a "Call" button answers with the number its
tel: link dials (qa61 #15); "today's opening hours" the row the page marks "(today)" (qa61 #18).
"""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import unquote

from ..passages import Passage
from ..ranking import Index, phone_number
from ..words import terms
from . import weekdays
from .outline import Outline
from .places import ADDRESS

# What each question asks, in English and the languages the widget speaks: the nearest branch ("la plus proche",
# "am nächsten", "más cercana", "mais próxima", "più vicino", "dichtstbijzijnde", "一番近い", "最近的"), the
# farthest, where it is, how far, its phone, today's hours.
_NEAREST = re.compile(r"\b(?:nearest|closest)\b|\bplus\s+proches?\b|\bn[äa]chst(?:e[nrs]?|gelegene[nrs]?)?\b"
                      r"|\bm[aá]s\s+cercan[oa]s?\b|\bmais\s+pr[oó]xim[oa]s?\b|\bpi[uù]\s+vicin[oia]\b"
                      r"|\bdichtstbij(?:zijnde)?\b|一番近い|最寄り|最近的|离我最近|離我最近", re.I)
_FARTHEST = re.compile(r"\b(?:farthest|furthest)\b|\bplus\s+(?:loin|[ée]loign[ée]e?s?)\b|\bam\s+weitesten\b"
                       r"|\bweitest\w*\b|\bm[aá]s\s+lejan[oa]s?\b|\bmais\s+(?:distantes?|longe)\b"
                       r"|\bpi[uù]\s+lontan[oia]\b|\bverst\s+weg\b|\bverste\b|一番遠い|最远|最遠", re.I)
_WHERE_ASKED = re.compile(r"\bwhere\b|\baddress\b|\bdirections\b|(?<!\w)où(?!\w)|\badresse\b|\bwo\b"
                          r"|\bd[oó]nde\b|\bdirecci[oó]n\b|\bonde\b|\bendere[cç]o\b|\bdove\b|\bindirizzo\b"
                          r"|\bwaar\b|\badres\b|どこ|住所|哪里|哪裡|地址|在哪", re.I)
_FAR_ASKED = re.compile(r"\bhow\s+far\b|\bdistance\b|\bloin\b|\bwie\s+weit\b|\bentfern(?:t|ung)\b"
                        r"|\bdist[aâá]n[cz]ia\b|\blejos\b|\blonge\b|\bquanto\s+dista\b|\blontan[oa]\b"
                        r"|\bhoe\s+ver\b|\bafstand\b|どのくらい遠|距離|距离|多远|多遠", re.I)
_PHONE_ASKED = re.compile(r"\b(?:phone|telephone|call|ring)\b|\bcontact\s+number\b|\bt[ée]l[ée]phon\w*|\bappeler\b"
                          r"|\btelefon\w*|\banrufen\b|\brufnummer\b|\btel[ée]fono\b|\bllamar\b|\bligar\b"
                          r"|\bchiamare\b|\btelefoon\w*|\bbellen\b|電話|电话", re.I)
_TODAY = re.compile(r"\btoday(?:'s|’s)?\b|\baujourd['’]hui\b|\bheute\b|\bhoy\b|\bhoje\b|\boggi\b"
                    r"|\bvandaag\b|今日|今天", re.I)
_MARKED_TODAY = re.compile(r"\((?:today|aujourd['’]hui|heute|hoy|hoje|oggi|vandaag|今日|今天)\)", re.I)
# A feast asked ("Is the Camden shop open on Good Friday?"): the holiday notice ranks for it.
_FEAST = re.compile(r"\b(?:easter|christmas|boxing|new\s+year|good\s+friday|bank\s+holiday|holidays?)\b"
                    r"|\bp[aâ]ques\b|\bno[eë]l\b|\bf[ée]ri[ée]s?\b|\bvendredi\s+saint\b|\bweihnacht\w*"
                    r"|\boster(?:n|sonntag|montag|feiertage?)\b|\bfeiertag\w*|\bkarfreitag\b|\bpascua\b|\bnavidad\b"
                    r"|\bfestivos?\b|\bp[aá]scoa\b|\bnatal\b|\bferiados?\b|\bpasqua\b|\bnatale\b|\bfestivit[aà]\b"
                    r"|\bpasen\b|\bkerst(?:mis|dag|dagen)?\b|\bfeestdag\w*|\bgoede\s+vrijdag\b"
                    r"|\bpaas(?:dagen|zondag|maandag)\b|祝日|祭日|クリスマス|節假日|节假日|假日|圣诞|聖誕|复活节"
                    r"|復活節", re.I)
# A branch's status line ("Open now · Closes 19:00", "Ouvert · Ferme à 19:00", "Geöffnet · Schließt um 19:00",
# "Cerrado · Abre a las 9:00", "営業中"; Spanish's "Fecha: …" a date, not Portuguese's "closes"), its distance.
_STATUS = re.compile(r"^(?:(?:jetzt|nu|ahora|agora|ora|maintenant)\s+)?(?:open|closed|opens|closes|opening|closing"
                     r"|ouvert|ouverte|ouvre|ferm[ée]e?|ferme|geöffnet|offen|öffnet|geschlossen|schlie(?:ß|ss)t"
                     r"|abiert[oa]|cerrad[oa]|abre|cierra|abert[oa]|fechad[oa]|fecha(?!\s*:)|aperto|aperta|chius[oa]"
                     r"|apre|chiude|geopend|gesloten|opent|sluit)(?!\w)|^(?:営業中|営業時間外|閉店|营业中|營業中|休息中|已打烊)",
                     re.I)
_DISTANCE = re.compile(r"^(\d+(?:[.,]\d+)?)\s?(mi|miles?|km|kilomet(?:re|er)s?|m|met(?:re|er)s?|ft|feet|yds?|yards?)\b",
                       re.I)
_METRES = {"mi": 1609.3, "mil": 1609.3, "km": 1000.0, "kil": 1000.0, "m": 1.0, "met": 1.0, "ft": 0.3048,
           "fee": 0.3048, "yd": 0.9144, "yar": 0.9144}
_TEL = re.compile(r"\[([^\]\n]+)\]\(tel:([^)\s]+)\)")
_MOST = 4


def asked(question: str, index: Index) -> list[Passage]:
    """The lines of the branch ``question`` names (or the nearest) that answer it, the number a "Call" button dials,
    or the hours row marked today; empty for another question, or on a page of no such lines."""
    branches = _branches(index)
    if len(branches) > 1:
        if _NEAREST.search(question) or _FARTHEST.search(question):
            return _nearest(branches, bool(_NEAREST.search(question)))
        named = _named(question, branches)
        if named:
            return _of(question, named, index)
    main = [p for p in index.passages if not p.chrome]
    if _PHONE_ASKED.search(question) and not any(phone_number(p.text) for p in main):  # a number shown ranks
        return _dialled(index, main)
    if _TODAY.search(question) and weekdays.HOURS_ASKED.search(question):
        return [p for p in index.passages if not p.chrome and _MARKED_TODAY.search(_lead(p.text))][:_MOST]
    return []


def _lead(text: str) -> str:
    """What a line says before its value: a row's first cell ("Thursday (today)"), else the line."""
    return text.split(" — ", 1)[0]


def _branches(index: Index) -> dict[str, list[Passage]]:
    """The page's branches by name: the lines of each card (by its headline) or section (by its heading) that gives two
    of a distance, an address and a status (a search box's "Town or postcode: NW1 8AH" gives one)."""
    carded: dict[int | None, str] = {p.label: p.headline for p in index.passages if p.headline and p.label is not None}
    groups: dict[str, list[Passage]] = {}
    for p in index.passages:
        name = p.headline or carded.get(p.label) or p.heading  # a card's table rows are its own, though no item's
        if not (p.chrome or p.code) and name:
            groups.setdefault(name, []).append(p)
    return {name: lines for name, lines in groups.items()
            if sum(any(kind(p.text) for p in lines) for kind in (_DISTANCE.match, ADDRESS.search, _STATUS.match)) >= 2}


def _named(question: str, branches: dict[str, list[Passage]]) -> list[Passage]:
    """The lines of the one branch whose name holds a word of ``question`` no other branch's name holds."""
    names = {name: set(terms(name)) for name in branches}
    asked = set(terms(question))
    found = [name for name, words in names.items()
             if asked & words - set().union(*(other for n, other in names.items() if n != name))]
    return branches[found[0]] if len(found) == 1 else []


def _nearest(branches: dict[str, list[Passage]], least: bool) -> list[Passage]:
    far = []
    for lines in branches.values():
        at = next((m for m in map(_DISTANCE.match, (p.text for p in lines)) if m), None)
        if at:
            far.append((float(at[1].replace(",", ".")) * _METRES[at[2].lower()[:3].rstrip("s")], lines))
    if len(far) < 2:
        return []
    lines = (min if least else max)(far, key=lambda pair: pair[0])[1]
    return [p for p in lines if p.headline == p.text or _DISTANCE.match(p.text) or ADDRESS.search(p.text)][:_MOST]


def _of(question: str, lines: list[Passage], index: Index) -> list[Passage]:
    """What the branch's ``lines`` say of what ``question`` asks: its hours, its address, its phone."""
    head = [p for p in lines[:1] if p.headline == p.text]  # a card's name, on a line of its own
    if _PHONE_ASKED.search(question):
        found = _dialled(index, lines)
        return head + found if found else []
    if weekdays.HOURS_ASKED.search(question) and not _FEAST.search(question):
        days = weekdays.named(question)
        day = days.pop() if len(days) == 1 else None
        rows = [p for p in lines if day in (weekdays.covered(p.text) or ())][:_MOST]
        today = [p for p in lines if _MARKED_TODAY.search(_lead(p.text))][:1]
        found = rows or [p for p in lines if _STATUS.match(p.text)][:1] + today
    elif _FAR_ASKED.search(question):  # every shop gives one: ranked, another shop's came first
        found = [p for p in lines if _DISTANCE.match(p.text)][:1]
    elif _WHERE_ASKED.search(question):
        found = [p for p in lines if ADDRESS.search(p.text)][:1]
    else:
        found = _holding(question, lines, head)
    return head + found if found else []


# What a question calls a branch, or asks it with, that none of its lines need hold.
_ASKING = frozenset(terms("shop store branch location have has offer offers does there any"))


def _holding(question: str, lines: list[Passage], head: list[Passage]) -> list[Passage]:
    """The branch's lines (its name's aside) that hold the most of what else ``question`` asks, at least half of it:
    "Does the Camden shop have Click & Collect?" by Camden's "Click & Collect", not by its name and address (off76)."""
    asked = set(terms(question)) - set(terms(lines[0].headline or lines[0].heading)) - _ASKING
    held = [(len(asked & set(terms(p.text))), p) for p in lines if p not in head]
    best = max((n for n, _ in held), default=0)
    return [p for n, p in held if n == best][:2] if asked and best * 2 >= len(asked) else []


def _dialled(index: Index, lines: list[Passage]) -> list[Passage]:
    """Of ``lines``, those that give a phone number, else the links that dial one ("Call"), each with its number."""
    shown = [p for p in lines if phone_number(p.text)]
    if shown:
        return shown[:_MOST]
    markdown = index.markdown if isinstance(index, Outline) else ""
    dials = {said: unquote(number) for said, number in _TEL.findall(markdown)}
    return [replace(p, text=f"{p.text}: {dials[p.text]}") for p in lines if p.text in dials][:_MOST]
