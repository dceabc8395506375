"""A question that names a day of the week, on a page of opening hours.

"Are you open on Monday?" quoted every row of the hours but "Monday — Closed" (qa59 #4): the two-word row made no
sentence, so the rows with times answered first, and a visitor read the answer as open. "What time do you close on
Saturday?" holds "close", which "Monday — Closed" holds too. A line that opens with a day or a run of days
("Tuesday – Thursday — 12:00 – 22:00", "Sat & Sun: 10–16") answers for the days it covers, and no other does.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage
from ..ranking import Index

_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# A day as a page writes it at a line's start, in English ("Sun", "Sunday") and by its full name in the languages the
# widget speaks ("Dimanche 11:30–17:30", "Sonntag: geschlossen", "Segunda a Sexta", "日曜日", "星期日").
# (Portuguese's "segunda" to "sexta" without "-feira" only before a time, a range or a list: "Segunda a Sexta: 9h–18h",
# not "Segunda Guerra Mundial".)
_PT = r"(?=\s*(?:[-–—:,]|a\s|à\s|e\s|\d))"
# Short forms too, only before a time, a range, other days or a word for closed ("lun.–ven. 9h–19h", "Mo 9–18",
# "seg. a sex.", "Mo, Mi, Fr 9–18", "dom cerrado", "zo gesloten", "月〜金 10:00–19:00"; not "Do you …", "Sam said",
# "月1回").
_SHUT = r"closed|ferm[ée]|geschlossen|cerrad|fechad|chius|gesloten"
_AB = (r"\.?(?=\s*(?:[-–—~〜/]|:?\s*\d|(?:(?:au|à|bis|a|al|hasta|at[eé]|tot|t/m|et|und|y|e|en|&|,)\s*[^\W\d_]{1,4}"
       rf"\.?\s*)+(?:[-–—:]|\d|{_SHUT})|:?\s*(?:{_SHUT}|定休|休)))")
_AB_CJK = r"(?=\s*(?:[-–—~〜・、,/]|[:：]?\s+\d|[:：]\s*\d|定休|休))"  # "月 10:00", "月〜金"; not "月1回", "日本"
_CLOCK = r"\s*(?:h|[ap]\.?m\.?|uhr)(?!\w)"  # an hour's mark after its number: "9 h", "9am", "9 Uhr"
_WRITTEN_DAYS = (
    r"lundi|montag|lunes|segunda(?:-feira|{_PT})|luned[iì]|maandag|月曜日?|(?:星期|[周週]|[礼禮]拜)一"
    r"|(?:lun|mo|seg|ma){_AB}|月{_AB_CJK}",
    r"mardi|dienstag|martes|ter[cç]a(?:-feira|{_PT})|marted[iì]|dinsdag|火曜日?|(?:星期|[周週]|[礼禮]拜)二"
    # (Not March's "Mar 3, 2024", "Mar 12 – Apr 3", "Mar 12–15": before a day's number, not an hour's, "mar 9h–18h".)
    r"|(?:mar(?!\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?![:.h]\d|{_CLOCK})(?!\s*[-–—~]\s*\d{1,2}(?:[:.h]\d|{_CLOCK})))|di|ter)"
    r"{_AB}|火{_AB_CJK}",
    r"mercredi|mittwoch|mi[eé]rcoles|quarta(?:-feira|{_PT})|mercoled[iì]|woensdag|水曜日?|(?:星期|[周週]|[礼禮]拜)三"
    r"|(?:mer|mi|mi[eé]|qua|wo){_AB}|水{_AB_CJK}",
    r"jeudi|donnerstag|jueves|quinta(?:-feira|{_PT})|gioved[iì]|donderdag|木曜日?|(?:星期|[周週]|[礼禮]拜)四"
    r"|(?:jeu|do|jue|qui|gio){_AB}|木{_AB_CJK}",
    r"vendredi|freitag|viernes|sexta(?:-feira|{_PT})|venerd[iì]|vrijdag|金曜日?|(?:星期|[周週]|[礼禮]拜)五"
    r"|(?:ven|fr|vie|sex|vr){_AB}|金{_AB_CJK}",
    r"samedi|samstag|sonnabend|s[aá]bado|sabato|zaterdag|土曜日?|(?:星期|[周週]|[礼禮]拜)六"
    r"|(?:sam|sa|s[aá]b|za){_AB}|土{_AB_CJK}",
    r"dimanche|sonntag|domingo|domenica|zondag|日曜日?|(?:星期|[周週]|[礼禮]拜)[日天]"
    r"|(?:dim|so|dom|zo){_AB}|日{_AB_CJK}",
)


def _written(days: str, pt: str, ab: str, ab_cjk: str) -> re.Pattern[str]:
    return re.compile(days.replace("{_PT}", pt).replace("{_AB_CJK}", ab_cjk).replace("{_AB}", ab)
                      .replace("{_CLOCK}", _CLOCK), re.I)


_WRITTEN = tuple(_written(days, _PT, _AB, _AB_CJK) for days in _WRITTEN_DAYS)
_NAMED = tuple(_written(days, "", "", "") for days in _WRITTEN_DAYS)  # a day found, by its name
_ENGLISH = r"mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?"
_DAY = rf"(?:{_ENGLISH}|{'|'.join(days.pattern for days in _WRITTEN)})\.?"
_DAY_NAMED = rf"(?:{_ENGLISH}|{'|'.join(days.pattern for days in _NAMED)})\.?"  # in the days a line opens with
# What runs from a day to another, what joins two: "to", "au", "bis", "a", "al", "hasta", "t/m", "tot", "至", "〜".
_TO = r"to|through|thru|until|au|à|bis|a|al|hasta|at[eé]|t/m|tot|至|到|から|[~〜]"
_AND = r"and|et|und|y|e|en|&|、"
# A day asked for, by its full name, in English and the languages the widget speaks ("dimanche", "Sonntag",
# "domingo", "domenica", "zondag"); Portuguese's "segunda" to "sexta" only with "-feira" (alone, "second" to "sixth").
_ASKED = tuple(re.compile(days, re.I) for days in (
    r"\bmondays?\b|\blundi\b|\bmontags?\b|\blunes\b|\bsegunda-feira\b|\bluned[iì]\b|\bmaandags?\b",
    r"\btuesdays?\b|\bmardi\b|\bdienstags?\b|\bmartes\b|\bter[cç]a(?:-feira)?\b|\bmarted[iì]\b|\bdinsdags?\b",
    r"\bwednesdays?\b|\bmercredi\b|\bmittwochs?\b|\bmi[eé]rcoles\b|\bquarta-feira\b|\bmercoled[iì]\b|\bwoensdags?\b",
    r"\bthursdays?\b|\bjeudi\b|\bdonnerstags?\b|\bjueves\b|\bquinta-feira\b|\bgioved[iì]\b|\bdonderdags?\b",
    r"\bfridays?\b|\bvendredi\b|\bfreitags?\b|\bviernes\b|\bsexta-feira\b|\bvenerd[iì]\b|\bvrijdags?\b",
    r"\bsaturdays?\b|\bsamedi\b|\bsamstags?\b|\bsonnabends?\b|\bs[aá]bados?\b|\bsabato\b|\bzaterdags?\b",
    r"\bsundays?\b|\bdimanche\b|\bsonntags?\b|\bdomingos?\b|\bdomenica\b|\bzondags?\b",
))
# ... in Japanese and Chinese, which write no space around it: "月曜", "星期一", "周一", "週一", "礼拜一".
_ASKED_CJK = tuple(re.compile(days) for days in (
    "月曜|(?:星期|[周週]|[礼禮]拜)一", "火曜|(?:星期|[周週]|[礼禮]拜)二", "水曜|(?:星期|[周週]|[礼禮]拜)三",
    "木曜|(?:星期|[周週]|[礼禮]拜)四", "金曜|(?:星期|[周週]|[礼禮]拜)五", "土曜|(?:星期|[周週]|[礼禮]拜)六",
    "日曜|(?:星期|[周週]|[礼禮]拜)[日天]",
))
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_RUN = re.compile(rf"({_DAY_NAMED})(?:\s*(?:[-–—]|{_TO})\s*({_DAY_NAMED}))?(?![a-z])", re.I)
# A feast named by its weekday ("Is it open on Easter Sunday?"): its notice answers, not the day's row.
FEAST = re.compile(r"\b(?:easter|palm|whit|holy|good|maundy|ash|shrove|black|cyber|super)\s+(?:monday|tuesday"
                   r"|wednesday|thursday|friday|saturday|sunday)\b"
                   r"|\b(?:lundi|dimanche)\s+de\s+(?:p[aâ]ques|pentec[oô]te)\b|\bvendredi\s+saint\b"
                   r"|\b(?:oster|pfingst)(?:sonntag|montag)\b|\b(?:kar|oster)freitag\b"
                   r"|\b(?:domingo|lunes)\s+de\s+(?:pascua|resurrecci[oó]n|p[aá]scoa|pentecost[eé]s)\b"
                   r"|\b(?:viernes|jueves)\s+santo\b|\bsexta-feira\s+santa\b"
                   r"|\b(?:domenica|luned[iì])\s+(?:di|dell['’])\s*(?:pasqua|angelo|pentecoste)\b|\bpasquetta\b"
                   r"|\bvenerd[iì]\s+santo\b|\b(?:paas|pinkster)(?:zondag|maandag)\b|\bgoede\s+vrijdag\b"
                   r"|復活祭|イースター|聖金曜日|复活节|復活節|受难日|受難日", re.I)
# A question about opening hours, in English and the languages the widget speaks: "Quand ouvre …", "Wann schließt …",
# "¿A qué hora cierra …?", "Está aberto …", "Quando chiude …", "Wanneer sluit …", "営業時間", "几点关门" (Portuguese's
# "fecha", closes, not Spanish's "la fecha", the date).
HOURS_ASKED = re.compile(r"\b(?:open|opens|opening|close|closes|closing|closed|hours)\b"
                         r"|\b(?:ouvert|ouverte|ouverts|ouvertes|ouvre|ouvrent|ouvrez|ouverture|ferme|fermez|fermé|fermée|fermés"
                         r"|fermées|ferment|fermeture|horaires?)(?!\w)"
                         r"|\b(?:geöffnet|öffnet|öffnen|öffnungszeit\w*|offen|schlie(?:ß|ss)t|schlie(?:ß|ss)en"
                         r"|geschlossen)(?!\w)"
                         r"|\b(?:abiert[oa]s?|abre|abren|cierra|cierran|cerrad[oa]s?|horarios?|apertura|cierre)(?!\w)"
                         r"|(?<!la\s)(?<!qu[eé]\s)\bfecha\b"
                         r"|\b(?:abert[oa]s?|abrem|fecham|fechad[oa]s?|hor[aá]rios?|funcionamento)(?!\w)"
                         r"|\b(?:apert[oa]|aperti|apre|aprono|chiude|chiudono|chius[oa]|chiusi|orari[oa]?)(?!\w)"
                         r"|\b(?:opent|openen|geopend|gesloten|sluit|sluiten|openingstijden|openingsuren)(?!\w)"
                         r"|営業|開店|閉店|開いて|閉ま|营业|營業|开门|開門|关门|關門", re.I)
# What gives a day's hours: a time, or that it is closed.
_HOURS = re.compile(r"\d{1,2}(?:[:.h]\d{2})?\s*(?:[ap]\.?m\.?|h|uhr)?\s*[-–—~〜]|\b(?:closed|ferm[ée]e?|geschlossen"
                    r"|cerrad[oa]|fechad[oa]|chius[oa]|gesloten)(?!\w)|定休日|休業|休息|公休", re.I)
_MOST = 3
# The days a line opens with, before what it says of them: "Mon–Fri, Sun: …", "Friday – Saturday — 12:00 – 23:00".
_LEAD = re.compile(rf"^\s*(?:du\s+|de\s+|von\s+)?{_DAY}(?![a-z])(?:\s*(?:[-–—,/]|{_AND}|{_TO})\s*{_DAY}(?![a-z]))*",
                   re.I)


def _index(day: str) -> int:
    day = day.rstrip(".")
    written = [n for n, days in enumerate(_NAMED) if days.fullmatch(day)]
    return written[0] if written else _NAMES.index(day[:3].lower())


def covered(text: str) -> set[int] | None:
    """The days (0 for Monday) a line that opens with days covers; None for a line that does not open with one."""
    lead = _LEAD.match(text)
    if not lead:
        return None
    days: set[int] = set()
    for run in _RUN.finditer(lead.group()):
        first = _index(run[1])
        last = _index(run[2]) if run[2] else first
        days.update((first + n) % 7 for n in range((last - first) % 7 + 1))
    return days


def named(text: str) -> set[int]:
    """The days of the week ``text`` names in full ("Friday", "on Fridays", "dimanche", "日曜日")."""
    days = {n for n, day in enumerate(_ASKED) if day.search(text)}
    return days | {n for n, day in enumerate(_ASKED_CJK) if day.search(text)} if _CJK.search(text) else days


def for_day(question: str, hits: list[tuple[float, Passage]]) -> list[tuple[float, Passage]]:
    """``hits`` without the lines for other days than the one ``question`` names, where a line covers that day."""
    asked = named(question)
    if len(asked) != 1:
        return hits
    day = asked.pop()
    spans = [(score, p, covered(p.text)) for score, p in hits]
    if not any(days and day in days for _, _, days in spans):
        return hits
    return [(score, p) for score, p, days in spans if days is None or day in days]


def asked(question: str, index: Index) -> list[Passage]:
    """For a question about opening or closing on the one weekday it names, the lines that give that day's hours (the
    rows of each hours table that cover it); empty otherwise. "When does the shop close on Sunday?" holds "shop",
    which "Sunday — 11:30 – 17:30" does not, and "Easter Sunday closed." answered (qa61 #11)."""
    asked = named(question)
    if len(asked) != 1 or FEAST.search(question) or not HOURS_ASKED.search(question):
        return []
    day = asked.pop()
    return [p for p in _joined(index.passages) if not p.chrome and day in (covered(p.text) or ())
            and _HOURS.search(p.text)][:_MOST]


def _joined(passages: list[Passage]) -> list[Passage]:
    """The passages, a short day's that its dot ended ("sam." of "sam. 10h–18h", "lun., mer., ven." of a list, split as
    two sentences) joined to the hours after it in its block."""
    out: list[Passage] = []
    for p, after in zip(passages, [*passages[1:], None], strict=True):
        if (after and p.text.endswith(".") and after.label == p.label and after.block == p.block and len(p.text) < 30
                and (lead := _LEAD.match(joined := f"{p.text} {after.text}")) and lead.end() >= len(p.text)):
            p = replace(p, text=joined)
        out.append(p)
    return out
