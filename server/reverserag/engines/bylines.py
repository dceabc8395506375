"""Who wrote the page and when: as its classification says, with the byline that names it; when the
classification does not say, the page's own byline or dateline, if it has one. And who a page names, for a
question that asks who in words the page does not use ("Who is the speaker?" on a talk's title slide). When it was
last updated or takes effect: the line that says so ("Last updated: 15 September 2026")."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..passages import Passage
from ..ranking import Index
from ..words import CJK_SIGNED, is_attribution, is_byline, terms, word_count
from .phrases import Phrases
from .questions import AUTHOR, DATE
from .quoting import quote

# A publication date as the classification gives it: "2015-09-17", "2015-09-17T08:00:00Z".
_ISO_DAY = re.compile(r"(?P<year>\d{4})-\d\d-(?P<day>\d\d)")
# A line that names who wrote the page: "By Marta Lindqvist", "Posted by …", "Par …", "Door …", "文・山田花子",
# "作者：李明".
# A package's Meta line, "Author: Kenneth Reitz", which says "by" in a label (qa63 #1).
_AUTHOR_LABEL = re.compile(r"authors?:\s*\w", re.I)
_SIGNED = re.compile(rf"\b(?:by|par|por|von|di|door)\s+\w|{CJK_SIGNED}", re.I)
# A question that asks who: "Who is the speaker?", "Qui est l'orateur ?", "¿Quién presenta?".
_WHO = re.compile(r"^\W*(?:who|whom|qui|wer|qui[eé]n(?:es)?|quem|chi)\b", re.I)
# Who a page's own person is asked about as: whoever speaks, presents, hosts or made it ("Who gave this talk?"), in
# the languages the engine speaks; not anyone else the page might name ("Who is the CEO?").
_BEHIND = frozenset(terms("speaker speakers speak speaks speaking spoke presenter present presents presented "
                          "presenting host hosts hosted author wrote written writer creator created made maker gave "
                          "give gives giving lecturer instructor teacher moderator person name behind orateur oratrice "
                          "intervenant intervenante conférencier conférencière présente auteur Sprecher Sprecherin "
                          "Referent Referentin Vortragende Autor ponente orador oradora autor palestrante relatore "
                          "relatrice oratore autore spreker auteur"))
# A line that opens with a person's name (two or three capitalised words), set apart from what follows it: a title
# slide's "Dana Okafor · Platform Team · DevOpsDays Lisbon 2026". A name on a line of its own is not told from a
# title ("Feature Flags").
_CAPITALISED = r"[A-ZÀ-ÖØ-Þ][\w'’-]*"
_NAME_LINE = re.compile(rf"^(?P<name>{_CAPITALISED}\.?(?:\s+{_CAPITALISED}\.?){{1,2}})\s*[·•|—–,]")
# Words that name a group, not a person: "Platform Team · DevOpsDays Lisbon 2026" names no speaker.
_GROUP = frozenset(terms("team group department division platform engineering company inc ltd llc gmbh corp labs lab "
                         "university college school institute foundation association society conference summit meetup "
                         "club committee office studio agency partners council project community"))


def byline(question: str, index: Index, about: Mapping[str, str], say: Phrases) -> str | None:
    """Who wrote the page, or when it was published, as its classification says, with the byline; when
    the classification does not say, the page's own byline or dateline, if it has one."""
    asks_author, asks_date = bool(AUTHOR.search(question)), bool(DATE.search(question))
    author = about.get("author") if asks_author else None
    date = about.get("publishDate") if asks_date else None
    if author and date:
        intro = say("author_and_date", author=author, date=date)
    elif author:  # several, as a paper's are, named together: "Adaeze Okafor, Jonas Lindqvist"
        intro = say("authors" if ", " in author else "author", author=author)
    elif date:
        intro = say("date", date=date)
    elif asks_author or asks_date:
        intro = say("byline")
    else:
        return None
    mark = author.split()[-1].lower() if author else None
    day = _ISO_DAY.match(date) if date else None

    def names_it(line: str) -> bool:  # the author's name, else the date given (a date), else a "by …" or "— …"
        if mark:
            return mark in line.lower()
        if day:
            return day["year"] in line and re.search(rf"\b0?{int(day['day'])}\b", line) is not None
        return any(c.isdigit() for c in line) if asks_date else bool(_SIGNED.search(line)) or is_attribution(line)

    # A paper's authors' block names them with what they are, not "By": a line that names two of them is it.
    surnames = [re.compile(rf"\b{re.escape(name.split()[-1])}", re.I)
                for name in (author.split(", ") if author else []) if name.split()]
    lines = [p for p in index.passages[:12] if not (p.chrome or p.row or p.card)
             and ((is_byline(p.text) and names_it(p.text)) or sum(bool(s.search(p.text)) for s in surnames) >= 2
                  or (asks_author and bool(_AUTHOR_LABEL.match(p.text)) and (not mark or mark in p.text.lower())))]
    if not (author or date) and not lines:
        unsaid = "no_author_or_date" if asks_author and asks_date else "no_author" if asks_author else "no_date"
        return say.signed(say(unsaid))
    return quote(intro, lines[:1], say=say)




def named(question: str, sought: str, index: Index, say: Phrases) -> str | None:
    """For a question that asks who speaks, presents or made the page, in no word the page uses (``sought``: its
    words as the page would write them), the line near the top of the page that names a person: a byline, or a
    name set apart from what follows it (a title slide names its speaker without the word "speaker"). None
    otherwise."""
    asked = set(terms(sought))
    if not _WHO.match(question) or asked - _BEHIND or any(t in index.idf for t in asked):
        return None
    lines = [p for p in index.passages[:12]
             if not (p.chrome or p.row or p.card or p.code) and word_count(p.text) <= 16
             and (_names(p.text) or is_attribution(p.text) or (is_byline(p.text) and _SIGNED.search(p.text)))]
    return quote(say("named"), lines[:1], say=say) if lines else None


def _names(line: str) -> bool:
    """Whether ``line`` opens with a person's name set apart from what follows it."""
    found = _NAME_LINE.match(line)
    return found is not None and not set(terms(found["name"])) & _GROUP


# "When was it last updated?", "When were these terms last changed?", "What is the effective date?", "When do they take
# effect?", in English and the languages whose words for a page's date the engine knows (questions.DATE); the words
# of each that only ask when.
UPDATED_ASKED = re.compile(
    r"\b(?:last|most\s+recently)\s+(?:updated|modified|revised|changed|amended|reviewed)\b"
    r"|\b(?:updated|modified|revised|amended)\b|\b(?:effective|revision|update|modification)\s+date\b"
    r"|\bdate\s+of\s+(?:the\s+)?(?:last\s+)?(?:update|revision|modification)\b"
    r"|\b(?:take|takes|took|come|comes|came|go|goes|went)\s+(?:into\s+)?(?:effect|force)\b|\beffective\b"
    r"|\b(?:dernière\s+)?mise?s?\s+à\s+jour\b|\ben\s+vigueur\b|\b(?:zuletzt\s+)?(?:aktualisiert|geändert)\b"
    r"|\bin\s+kraft\b|\b(?:última\s+)?actualiz(?:ó|ado|ada|ación)\b|\bvigen(?:te|cia)\b"
    r"|\b(?:última\s+)?atualiza(?:do|da|ção)\b|\b(?:ultimo\s+)?aggiornat[oa]\b|\baggiornamento\b"
    r"|\b(?:laatst\s+)?bijgewerkt\b|\bvan\s+kracht\b|更新|施行", re.I)
# ... asked when: "Is it effective?" asks no date.
_WHEN_ASKED = re.compile(r"\b(?:when|date|last|quand|dernière|wann|datum|zuletzt|seit|cu[aá]ndo|fecha|última|quando"
                         r"|data|ultimo|wanneer|laatst)\b|^\W*updated\W*$|いつ|日付|何时|什么时候|最終|最后", re.I)
_WHEN = frozenset(terms("when what which date day time quand quelle ont elles ils été wann wurde wurden ist seit "
                        "cuándo cuando qué fecha fue fueron quando qual foi foram è stato stata stati data wanneer "
                        "welke datum is werd"))
# A line that says when the page was updated or takes effect, with a year: "Last updated: 15 September 2026",
# "Effective 1 October 2026", "Dernière mise à jour : 15 septembre 2026", "最終更新日：2026年9月15日".
_UPDATED_LINE = re.compile(r"\b(?:updated|modified|revised|reviewed|amended|effective|in\s+effect|in\s+force)\b"
                           r"|\bmise?s?\s+à\s+jour\b|\ben\s+vigueur\b|\baktualisiert\b|\bgeändert\b|\bgültig\b"
                           r"|\bstand\b|\bactualiza|\bvigen|\batualiza|\baggiorna|\bbijgewerkt\b|\bgeldig\b|更新|施行",
                           re.I)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# ... or a live blog's, with a time of day and no year: "Last updated 14:05", "LIVE Updated 1 min ago".
_UPDATED_AT = re.compile(r"(?:live\W+)?(?:last\s+)?updated:?\s+(?:at\s+)?"
                         r"(?:\d{1,2}[:.]\d\d\b|\d.{0,20}\bago\b|just\s+now)", re.I)
# What else such a question may name: the page ("these terms", "this policy"), besides the page's title.
_THE_PAGE = frozenset(terms("page article post document site terms term policy policies notice agreement conditions "
                            "privacy cookie cookies version it this these they seite artikel dokument bedingungen agb "
                            "página pagina artigo articolo documento términos condiciones termos termini voorwaarden "
                            "texte text cette ces diese dieser dieses esta este estas estos questa questo queste deze "
                            "dit"))


def updated(question: str, index: Index, implied: frozenset[str] = frozenset()) -> list[Passage]:
    """For "When was it last updated?" (or when the page takes effect), the first short line of the page that says so
    with a year ("Last updated: 15 September 2026", the second line of a long terms page, where the long clauses that
    hold "updated" or "last" outscored it) or a live blog's time ("Last updated 14:05": its newest entry was quoted),
    the main content's before the chrome's. Empty when the question names something besides the page ("When was the
    API updated?", its title's words ``implied`` taken as the page's) or the page has no such line: then it is
    searched as any question is."""
    if not (UPDATED_ASKED.search(question) and _WHEN_ASKED.search(question)):
        return []
    if set(terms(UPDATED_ASKED.sub(" ", question))) - _WHEN - _THE_PAGE - implied:
        return []
    lines = [p for p in index.passages if not (p.row or p.code) and word_count(p.text) <= 16
             and ((_UPDATED_LINE.search(p.text) and _YEAR.search(p.text)) or _UPDATED_AT.match(p.text))]
    lines.sort(key=lambda p: p.chrome)  # stable: in page order, the main content's first
    return lines[:1]
