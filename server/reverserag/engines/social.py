"""A social thread (X's, Mastodon's): posts whose bylines are headings that name an @handle ("## Alice Chen @alicechen",
"## Bob Diaz @bobdev · 2h"), as the widget reads them (qa61). Who posted it and when, what a person named by name or
@handle said, what the replies say, a poll's winner or an option's share, a post a post quotes. Each rule answers with
the post's own lines, or with nothing when the page is no such thread or the question asks none of this."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from ..passages import CONDENSED, Passage
from ..ranking import Index
from ..words import terms, word_count
from . import tallies
from .phrases import Phrases
from .quoting import quote, quoted

# An @handle, not an e-mail address's "@".
_HANDLE = re.compile(r"(?<![\w.])@(?P<handle>\w{2,30})\b")
_BYLINE_WORDS = 14
# A byline: a name, then the @handle (a server's after it, Mastodon's), then what follows a dot ("· 2h"), if anything.
_BYLINE = re.compile(r"^[^@·]{1,80}?\s@\w{2,30}(?:@[\w.-]+)?(?:\s*·.*)?$")
# What a heading that invites to follow the site's account says before its @handle: no post's author ("Follow us @acme",
# "Find us on X @acme", "Suivez-nous @acme", "Acme on Mastodon @acme", in a footer or an aside).
_INVITING = re.compile(r"^\W*(?:follow|find|join|connect|subscribe|tweet|message|contact|reach|ping|dm|chat|talk"
                       r"|say\s+hi|get\s+in\s+touch|stay\s+(?:in\s+touch|connected|updated)|suivez|rejoignez|retrouvez"
                       r"|folg(?:e|en|t)|s[ií]gue(?:nos|me)?|siga|sigam|segue|segui|seguici|seguiteci|volg|volgt)\b"
                       r"|(?-i:\bus\b)|\bon\s+(?:x|twitter|mastodon|bluesky|threads|instagram|facebook|linkedin)\s*$",
                       re.I)
# A post's line that is none of what it says: "Replying to @alicechen", "Translate post", its counts ("4.5K likes",
# "12 replies 230 likes"), "Show more replies".
_NOT_SAID = re.compile(r"^(?:replying\s+to\b|translate\s+post$|show\s+(?:more|\d+)\s+(?:replies|posts)|show\s+this\s+"
                       r"thread$|reply$|repost$|like$|share$|(?:[\d.,]+[KMB]?\s+[a-z]+\s*)+$)", re.I)
# A quoted post's byline inside a post: "Bob Diaz @bobdev · Mar 10", Mastodon's "Erin @erin@fosstodon.org · Mar 5".
_QUOTED_BYLINE = re.compile(r"^[^@]{1,60}\s@\w{2,30}(?:@[\w.-]+)?\b(?:\s*·.*)?$")
# "Who posted this?", "Who wrote this post?", "Who is the author?", "Whose post is this?", "Who tweeted this?".
# ... and in the languages the widget speaks: "Qui a publié ceci ?", "Wer hat das gepostet?", "¿Quién lo publicó?",
# "Quem postou isso?", "Chi ha scritto questo post?", "Wie heeft dit gepost?", "Qui est l'auteur ?".
_WHO_ASKED = re.compile(r"^\W*(?:who\s+(?:posted|wrote|tweeted|shared|made|started|is\s+the\s+(?:author|poster|op))\b"
                        r"|whose\s+(?:post|tweet|thread)\b|who(?:'s|’s|\s+is)\s+(?:the\s+)?(?:author|poster)\b"
                        r"|qui\s+(?:a\s+(?:publi[ée]|post[ée]|[ée]crit|partag[ée]|tweet[ée])|est\s+l['’]auteur)"
                        r"|wer\s+hat\b.*\b(?:gepostet|geschrieben|geteilt|ver[öo]ffentlicht|getwittert)\b"
                        r"|wer\s+ist\s+(?:der|die)\s+(?:autor|verfasser)"
                        r"|qui[eé]n\s+(?:\w+\s+)?(?:public[oó]|escribi[oó]|comparti[oó]|poste[oó]|tuite[oó]|es\s+el\s+autor)"
                        r"|quem\s+(?:\w+\s+)?(?:publicou|escreveu|compartilhou|postou|partilhou|[ée]\s+o\s+autor)"
                        r"|chi\s+(?:ha\s+(?:pubblicato|scritto|postato|condiviso)|[èe]\s+l['’]autore)"
                        r"|wie\s+heeft\b.*\b(?:gepost|geschreven|gedeeld|geplaatst)\b|wie\s+is\s+de\s+auteur)", re.I)
_VERIFIED_ASKED = re.compile(r"\bverified\b|\bblue\s+(?:check|tick)\b", re.I)
_VERIFIED = re.compile(r"\[image:[^\]]*\bverified\b", re.I)
# "When was it posted?", "When was this tweeted?", "What time was it posted?".
_WHEN_ASKED = re.compile(r"^\W*(?:when|what\s+(?:time|day|date))\s+(?:was|were|did)\s+(?:it|this|the\s+(?:post|tweet|"
                         r"thread))?\s*(?:first\s+)?(?:posted|tweeted|published|written|shared|sent|made|post)\b", re.I)
_WHEN = re.compile(r"^\W*when\b", re.I)
# A post's time line: a clock time and a date ("8:14 AM · Mar 12, 2027 · 48.3K Views"), or the date first, as Mastodon's
# detailed status writes it ("Mar 12, 2027, 08:14").
_TIMED = re.compile(r"\b\d{1,2}:\d\d\s*(?:[AP]\.?M\.?)?\b.*\b(?:19|20)\d\d\b|\b(?:19|20)\d\d-\d\d-\d\d"
                    r"|\b(?:19|20)\d\d,?\s+(?:at\s+)?\d{1,2}:\d\d\b", re.I)
# What a person named said: "What did Carol say?", "What did @bobdev reply?", "What was Bob's reply?".
_SAID_ASKED = re.compile(r"\b(?:say|said|says|saying|reply|replied|replies|respond|responded|response|write|wrote|"
                         r"written|post|posted|posts|tweet|tweeted|comment|commented|think|thought|answer|answered)\b",
                         re.I)
_QUOTED_ASKED = re.compile(r"\bquot(?:ed|es?|ing)\b|\bretweet(?:ed)?\b|\bembedded\b", re.I)
# "What do the replies say?", "What are the replies?", "What did people reply?", "What are the comments?".
_REPLIES_ASKED = re.compile(r"\b(?:the|other)\s+(?:replies|responses|comments|answers)\b|\bwhat\s+(?:did|do)\s+"
                            r"(?:people|others|everyone|they)\s+(?:reply|replied|say|said|answer|respond)\b|\bwho\s+"
                            r"(?:replied|responded|answered|commented)\b", re.I)
# A poll's option as the widget reads it: a short name and its share ("React 46.2%", "Plain HTML 8.4%"), and the mark
# of the visitor's own vote after it, if any ("Plain HTML 8% [image: You voted for this answer]").
_OPTION = re.compile(r"^(?P<name>\S.{0,40}?)\s+(?P<share>\d{1,3}(?:[.,]\d{1,2})?)\s?%(?:\s*\[image:[^\]]{1,60}\])?$")
_POLL_ASKED = re.compile(r"\bpoll\b|\bvot(?:e|es|ed|ing|ers)\b|\bpercent(?:age)?\b|%|\bshare\b|\bwon\b"
                         r"|\bwin(?:s|ning)?\b|\bmost\s+popular\b|\bleading\b|\bpicked\b|\bchose\b", re.I)
_WON_ASKED = re.compile(r"\bwon\b|\bwin(?:s|ning|ner)?\b|\bmost\b|\bleading\b|\bleads\b|\btop\b|\bhighest\b"
                        r"|\bfavou?rite\b|\bpopular\b", re.I)
_VOTES = re.compile(r"\bvotes?\b", re.I)
_TALLY = re.compile(r"^[\d.,]+[KMB]?\s+votes?\b", re.I)
# "How many likes does the post have?", "How many replies are there?": a post's count, as the widget reads its icon's
# button ("4.5K likes", "12 replies").
_COUNT_ASKED = re.compile(r"\bhow\s+many\s+(?P<noun>likes|replies|reposts|retweets|bookmarks|quotes|boosts|favou?rites"
                          r"|shares|comments|views)\b"
                          r"|(?:\bcombien\s+(?:de\s+|d['’])|\bwie\s+viele\s+|\bcu[aá]nt[oa]s\s+|\bquant[oa]s\s+"
                          r"|\bquant[ie]\s+|\bhoeveel\s+)(?P<elsewhere>likes?|j['’]aime|[„“\"]?gef[äa]llt[\s-]+mir|me\s+gusta"
                          r"|mi\s+piace"
                          r"|curtidas|gosto|r[ée]ponses|antworten|respuestas|respostas|risposte|reacties|commentaires"
                          r"|kommentare|comentarios|coment[aá]rios|commenti|partages|reposts?|retweets?|compartidos"
                          r"|partilhas|condivisioni|vues|aufrufe|visualizaciones|visualiza[cç][õo]es|visualizzazioni"
                          r"|weergaven)(?!\w)", re.I)
# "What is the linked article?", "What is the link?", "Which blog post is shared?".
_LINK_ASKED = re.compile(r"\blink(?:ed)?\b|\bshared\s+(?:article|post|page|story|blog)\b|\b(?:article|blog\s+post|"
                         r"story)\s+(?:is\s+)?(?:shared|linked|mentioned)\b", re.I)


def asked(question: str, index: Index, say: Phrases, title: str = "", url: str = "") -> str | None:
    """The answer to ``question`` from a social thread's posts, by the first rule that answers; None otherwise;
    ``title`` and ``url``: the page's, which name the author of its own post (``_own``)."""
    bylines = _bylines(index)
    if not bylines:
        return None
    own = _own(bylines, title, url, index)
    if _WHO_ASKED.search(question):
        return quote(say("says"), [Passage(-1, "", own)], say=say)
    if _VERIFIED_ASKED.search(question):  # "Is Alice verified?": her byline, where its badge says so
        badged = [b for b in bylines if _names(question, b) and _VERIFIED.search(b)]
        if badged:
            return quote(say("says"), [Passage(-1, "", badged[0])], say=say)
    named = [b for b in bylines if _names(question, b)]
    if _WHEN_ASKED.search(question) or (named and _WHEN.match(question) and _SAID_ASKED.search(question)):
        post = named[0] if named else own  # "When did Bob reply?": his post's time
        # not a post it quotes, whose byline says its day ("Bob Diaz @bobdev · Mar 10 (2027-03-10 10:00 UTC)")
        timed = [p for p in _post(index, post, said=False) if _TIMED.search(p.text) and not _quoting(p)]
        if timed:
            return quoted(timed[:1], say=say)
        return quote(say("says"), [Passage(-1, "", post)], say=say) if _TIMED.search(post) else None
    if _QUOTED_ASKED.search(question):
        inner = _quoted_post(question, index, bylines)
        if inner:
            return quoted(inner, say=say)
    counted = _COUNT_ASKED.search(question)
    # "replies" and "réponses" alike: "repli"; "4,5 k J'aime" and "4.5K likes" alike (tallies.py)
    noun = tallies.kind(counted["noun"] or counted["elsewhere"]) if counted else tallies.asked_cjk(question)
    if noun:
        post = next((b for b in bylines if _names(question, b)), own)
        count = tallies.counted(_post(index, post, said=False), noun)
        if count:
            return quoted(count[:1], say=say)
    linked = [p for p in _post(index, own, said=False) if p.links and p.furniture]
    if linked and _LINK_ASKED.search(question):
        return quoted(linked[:1], say=say)
    poll = _poll(question, index)
    if poll:
        return quoted(poll, say=say)
    if _SAID_ASKED.search(question):
        said = [p for b in named for p in _post(index, b)]
        if said:
            return quoted(said, say=say)
    if _REPLIES_ASKED.search(question) and own != bylines[-1]:
        said = [p for b in bylines[bylines.index(own) + 1:] for p in _post(index, b)]
        if said:
            return quoted(said, say=say)
    return None


def _poll(question: str, index: Index) -> list[Passage]:
    """A poll's option asked about: the one with the highest share for "Who won the poll?", the one the question names
    for "What percentage voted for Svelte?"; with the line of votes after the options, if there is one."""
    if not _POLL_ASKED.search(question):
        return []
    options: list[tuple[Passage, float]] = []
    for p in index.passages:
        option = _OPTION.match(p.text) if p.item and not p.chrome else None
        if option:
            options.append((p, float(option["share"].replace(",", "."))))
        elif options:
            break
    if len(options) < 2 or not 98 <= sum(share for _, share in options) <= 101:
        return []
    asked = set(terms(question))
    named = [p for p, _ in options if set(terms(_OPTION.match(p.text)["name"])) <= asked]  # type: ignore[index]
    if not named and not _WON_ASKED.search(question):
        return []
    chosen = named[:1] or [max(options, key=lambda o: o[1])[0]]
    after = index.passages[options[-1][0].index + 1:options[-1][0].index + 2]
    return chosen + [q for q in after if _VOTES.search(q.text) and q.heading == chosen[0].heading]


def _bylines(index: Index) -> list[str]:
    """The headings of the page's main content that are posts' bylines: short, a name and an @handle (not an invitation
    to follow one); in page order."""
    return list(dict.fromkeys(p.heading for p in index.passages if p.heading and not p.chrome
                              and word_count(p.heading) <= _BYLINE_WORDS and _BYLINE.match(p.heading)
                              and not _INVITING.search(p.heading.partition("@")[0])))


def _own(bylines: list[str], title: str, url: str, index: Index) -> str:
    """The byline of the page's own post: a thread opened at a reply shows the posts it replies to first (Mastodon's
    detailed status, X's), so the first byline whose author the page's address names ("/@alicechen@mastodon.social/7",
    "/alicechen/status/1") or its title opens with ("Alice Chen on X: …", "Alice Chen: "…" - Mastodon"), and of
    several such, the one the page is the address of (``_addressed``); else the first."""
    path = re.match(r"^(?:[a-z][\w+.-]*:)?//[^/]+/@?(?P<handle>\w{2,30})(?:@[\w.-]+)?(?:/|$)", url, re.I)
    named = []
    for byline in bylines:
        handle = _HANDLE.search(byline)
        if not handle:
            continue
        name = " ".join(re.sub(r"\[image:[^\]]*\]|\*", " ", byline[:handle.start()]).split())
        if (path and path["handle"].lower() == handle["handle"].lower()
                or len(name) >= 3 and re.match(rf"\W*{re.escape(name)}(?!\w)", title, re.I)):
            named.append(byline)
    return _addressed(named, index, url, title) if len(named) > 1 else (named or bylines)[0]


def _addressed(bylines: list[str], index: Index, url: str, title: str) -> str:
    """Of one author's posts (a self-thread: X shows the posts before the page's own, hers too, off87), the one the
    page's address links to from its lines (its time's link, "…/status/7"), else the one whose text its title quotes
    ('Alice Chen on X: "3/ The part that surprised us…" / X'); else the first."""
    address = urlsplit(url).path.rstrip("/")
    for byline in bylines:
        if address and any(urlsplit(href).path.rstrip("/") == address
                           for p in _post(index, byline, said=False) for _, href in p.links):
            return byline
    quoted = re.search(r"[\"“](?P<said>[^\"”]{12,}?)(?:…|\.\.\.)?[\"”]", title)
    opening = " ".join(quoted["said"].split())[:40] if quoted else ""
    for byline in bylines:
        if opening and any(" ".join(p.text.split()).startswith(opening) for p in _post(index, byline)):
            return byline
    return bylines[0]


def _post(index: Index, byline: str, said: bool = True) -> list[Passage]:
    """The lines of the post under ``byline``; ``said``: only what it says, its cited text, not its poll, card, the
    post it quotes, its counts or its controls."""
    lines = [p for p in index.passages if p.heading == byline and not p.chrome and not p.text.startswith(CONDENSED)]
    if not said:
        return lines
    quoted = {q.label for p in lines if _quoting(p) for q in index.passages[p.index:p.index + 2]}
    return [p for p in lines if p.label is not None and p.label not in quoted
            and not (p.card or p.item or p.furniture or p.code) and not _NOT_SAID.match(p.text)
            and not _TIMED.search(p.text) and not _TALLY.match(p.text) and not tallies.is_count(p.text)]


def _names(question: str, byline: str) -> bool:
    """Whether ``question`` names the author of ``byline``: by their @handle, the handle alone, or a word of their
    name ("Carol" for "Carol Ng @carol_ux")."""
    handle = _HANDLE.search(byline)
    if handle and re.search(rf"(?<![\w.])@?{re.escape(handle['handle'])}\b", question, re.I):
        return True
    name = re.sub(r"\[image:[^\]]*\]", " ", byline[:handle.start()] if handle else byline)
    asked = set(terms(question))
    return any(len(word) >= 3 and word in asked for word in terms(name))


def _quoting(p: Passage) -> bool:
    """Whether ``p`` is the byline of a post a post quotes ("Bob Diaz @bobdev · Mar 10"), cited; not "Replying to
    @alicechen"."""
    return (p.label is not None and _QUOTED_BYLINE.match(p.text) is not None and word_count(p.text) <= _BYLINE_WORDS
            and not _NOT_SAID.match(p.text))


def _quoted_post(question: str, index: Index, bylines: list[str]) -> list[Passage]:
    """A post another post quotes ("Bob Diaz @bobdev · Mar 10" over "Hot take: …"), its byline and what it says; the
    one whose author the question names, if it names one."""
    for p in index.passages:
        if p.heading not in bylines or p.chrome or not _quoting(p):
            continue
        if not _names(question, p.text) and any(_names(question, b) for b in bylines):
            continue
        after = [q for q in index.passages[p.index + 1:p.index + 6] if q.heading == p.heading and q.label is not None]
        said = [q for q in after if q.label == after[0].label] if after else []
        if said and not _TIMED.search(said[0].text):
            return [p, *said]
    return []

