"""A departures board's rows, for the offline engine: "When is the next train to Manchester?", "Is the 10:07 delayed?".

A board is a table whose rows open with a clock time ("10:00 — Destination: Manchester Piccadilly; Plat.: 15; …"), or
a list whose items do ("10:07 10:24 Birmingham New Street · Platform 9"), which holds no "next", "train" or "when":
the question found nothing though the row was cited (qa61 #12). A service asked for by where it goes ("the next train
to X", "the Birmingham train") is the first row that names the place (the last for "the last train"), one not
cancelled before one that is; a clock time asked ("Is the 10:07 delayed?") is its own row, not another that holds a
word of the question ("10:13 — Tring …; Expected: Delayed", qa61 #22).
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

# A service, which, going where, after what and how it ends, in English and the languages the widget speaks: "le
# prochain train pour Lyon", "der nächste Zug nach Köln", "el próximo tren a Sevilla", "o próximo comboio para Faro",
# "il prossimo treno per Roma", "de volgende trein naar Utrecht" (Spanish's "a" before a name, not "trains a day").
_VEHICLE = (r"(?:trains?|bus(?:es)?|coach(?:es)?|ferr(?:y|ies)|trams?|services?|departures?|boats?|sailings?|bateaux?"
            r"|navettes?|z[uü]ge?|bahn|f[äa]hren?|stra(?:ß|ss)enbahn|tren(?:es)?|autob[uú]s(?:es)?|ferris?|barcos?"
            r"|tranv[ií]as?|trem|comboios?|[oô]nibus|autocarros?|balsas?|tren[io]|autobus|pullman|traghett[oi]"
            r"|trein(?:en)?|veerboot|boten)")
_WHICH = (r"(?:next|first|last|earliest|latest|prochaine?s?|premi[eè]re?s?|derni[eè]re?s?|n[äa]chste[nrs]?|erste[nrs]?"
          r"|letzte[nrs]?|pr[oó]xim[oa]s?|primer[oa]?s?|[uú]ltim[oa]s?|primeir[oa]s?|prossim[oa]|prim[oa]|volgende"
          r"|eerste|laatste)")
_LAST = re.compile(r"last|latest|derni[eè]re?s?|letzte[nrs]?|[uú]ltim[oa]s?|laatste", re.I)
# "the next train to Manchester", "trains for Glasgow", "the next train leave for Manchester": where it goes.
_TO = re.compile(rf"\b(?P<which>{_WHICH})?\s*{_VEHICLE}\s+(?:(?:leave|leaves|depart|departs|go|goes|run|runs|part"
                 rf"|partent|va|vont|f[äa]hrt|fahren|geht|sale|salen|parte|partem|vai|partono|vertrekt|gaat|rijdt)\s+)?"
                 rf"(?:to|for|towards|pour|vers|(?:à\s+)?destination\s+de|nach|zum|zur|richtung|para|hacia|per|verso"
                 rf"|naar|richting|(?-i:a(?=\s+[A-ZÀ-Þ])))\s+(?P<place>[^?!.,;]+)", re.I)
# "the Birmingham train", "the next Glasgow service".
_NAMED = re.compile(rf"\bthe\s+(?:(?P<which>next|first|last|earliest|latest)\s+)?(?P<place>[\w'’ -]+?)\s+{_VEHICLE}\b",
                    re.I)
# What ends the place's name in a question: "… to Manchester leave?", "… to Tring today", "… nach Köln ab?".
_AFTER_PLACE = re.compile(r"\s+(?:leave|leaves|leaving|depart|departs|departing|go|goes|run|runs|arrive|arrives|at|from"
                          r"|on|today|tonight|tomorrow|this|please|part|partira|aujourd['’]hui|ce|demain|est"
                          r"|ab|los|an|heute|morgen|ist|sale|llega|hoy|mañana|esta|es|parte|chega|hoje|amanhã|é"
                          r"|arriva|oggi|domani|stasera|è|vertrekt|aankomt|vandaag|vanavond|vanaf|is)\b.*$", re.I)
_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2})[:.](\d{2})(?![\d:])")
# ... as a question may write it: "the 10:07", "le 10h07".
_CLOCK_ASKED = re.compile(r"(?<![\d:.])(\d{1,2})[:.h](\d{2})(?![\d:])", re.I)
# A time asked as a bound, not as a row: "after 10:00", "between 10:00 and 11:00", "après 10h", "nach 10:30",
# "después de las 10:00".
_BOUNDED = re.compile(r"\b(?:after|before|until|till|since|between|from|by|après|avant|entre|depuis|jusqu['’]à|nach|vor"
                      r"|zwischen|ab|bis|seit|después|antes|desde|hasta|depois|até|dopo|prima|fino|tra|fra|na|voor"
                      r"|tussen|vanaf|tot)\s+(?:(?:the|de|d['’]|las?|les?|das?|dos|do|del|della|delle|alle|het)\s+)"
                      r"{0,2}\d", re.I)
_TIMES = re.compile(r"(?:[~\s]*\d{1,2}[:.]\d{2}(?![\d:]))+")
_CANCELLED = re.compile(r"\bcancel+ed\b|\bannul[ée]e?s?\b|\bsupprim[ée]e?s?\b|\bf[äa]llt\s+aus\b|\bgestrichen\b"
                        r"|\bcancelad[oa]s?\b|\bcancellat[oi]\b|\bsoppress[oi]\b|\bgeannuleerd\b|\brijdt\s+niet\b",
                        re.I)
# What a question may call a service beside where it goes.
_NOT_PLACE = frozenset(terms("next first last earliest latest train trains bus service direct fast slow stopping "
                             "direkt directo diretto rechtstreeks"))


def asked(question: str, index: Index) -> list[Passage]:
    """The board's row for the service ``question`` names by where it goes or by its time; empty for a question that
    names neither, or on a page with no board."""
    shown = [p for p in index.passages if not p.chrome and _CLOCK.search(_lead(p))]
    board = [p for p in shown if p.row] or [p for p in shown if p.item]
    if not board:
        return []
    times = {_time(m) for m in _CLOCK_ASKED.finditer(question)}
    if times and not _BOUNDED.search(question):
        led = [p for p in board if times & {_time(m) for m in _CLOCK.finditer(_lead(p))}]
        return led if 0 < len(led) < len(board) else []
    m = _TO.search(question) or _NAMED.search(question)
    if not m:
        return []
    place = set(terms(_AFTER_PLACE.sub("", m["place"]))) - _NOT_PLACE
    if not place:
        return []
    going = [p for p in board if place <= set(terms(p.text))]
    if not going:
        return []
    if m["which"] and _LAST.fullmatch(m["which"]):
        return going[-1:]
    return ([p for p in going if not _CANCELLED.search(p.text)] or going)[:1]


def _lead(p: Passage) -> str:
    """A row's first cell (what its sentence says before " — "), a list item's times before its words ("10:07 10:24
    Birmingham New Street · Platform 9")."""
    if p.row:
        return p.text.split(" — ", 1)[0]
    times = _TIMES.match(p.text) if p.item else None
    # A time on a line of its own is a live blog's entry's, over what happened then (qa57's "14:05").
    return times.group() if times and any(c.isalpha() for c in p.text[times.end():]) else ""


def _time(m: re.Match[str]) -> tuple[int, int]:
    return int(m[1]), int(m[2])
