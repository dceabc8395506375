"""What app pages, forums and service pages show, for the offline engine: a dashboard's label and the value on the
line under it ("Churn rate" over "3.2%"); a thread's posts, each under its author's name, and the badge that marks
one ("✔ Solution"); a form's error summary ("There is a problem"); an identifier asked about that the page does not
show ("ORD-1045", where a table shows ORD-1060 to ORD-1067)."""

from __future__ import annotations

import re
import weakref
from urllib.parse import urlsplit

from ..passages import CONDENSED, Passage
from ..ranking import Index
from ..words import is_title, terms, word_count


def _value(p: Passage) -> bool:
    """A value on a line of its own: a number, an amount or a share, alone or with a word or two ("3.2%",
    "$455,210", "1,284", "12 days")."""
    return (not (p.item or p.row or p.code or p.chrome or p.furniture or p.caption) and word_count(p.text) <= 3
            and any(c.isdigit() for c in p.text) and is_title(p.text))


def _label(p: Passage) -> bool:
    """A line that may name a value: short, no sentence, and not a value itself."""
    return (not (p.item or p.row or p.code or p.furniture or p.caption) and word_count(p.text) <= 6
            and is_title(p.text) and not _value(p) and not _HOLDS.match(p.text))


# A label with its value on its line: "Brand: Nikon" names no value under it ("Serial number: 1752213" is the next
# pair's: qa66 #1).
_HOLDS = re.compile(r"[^:]{1,40}:\s+\S")


def value_of(p: Passage, index: Index) -> Passage | None:
    """The value ``p`` names, when ``p`` is a label (a short line that makes no sentence, not a value itself) and
    the line after it, in its section, is a value: a KPI card's "Churn rate" over "3.2%". None otherwise, and
    where values come before their labels ("3.2%" over "Churn rate", then "$354.60" over "Avg. order value"): the
    run of values and labels the label ends opens with a value, and the value after a label is the next card's."""
    after = index.passages[p.index + 1:p.index + 2]
    if (not after or after[0].heading != p.heading or p.chrome != after[0].chrome or not _label(p)
            or not _value(after[0])):
        return None
    before = p.index - 1
    while before >= 0 and index.passages[before].heading == p.heading:  # back over value, label, value, …
        q = index.passages[before]
        if not (_value(q) if (p.index - before) % 2 else _label(q)):
            break
        before -= 1
    return None if (p.index - before) % 2 == 0 else after[0]


def labels(p: Passage, counted: bool, sought: str, index: Index, implied: frozenset[str]) -> bool:
    """Whether ``p`` is a label that says what is asked with the value under it, however short: asked how many
    ("Active customers" over "1,284"), or its own words all that is asked ("Revenue (Nov)" over "$455,210", for
    "What was the revenue in November?", before "Monthly revenue, 2026 (thousands of USD)")."""
    if value_of(p, index) is None:
        # A key spec's label and count in one item ("Owners" over "2"), asked how many (qa63 #18).
        counts = _COUNT.match(p.text) if counted and p.item else None
        return counts is not None and set(terms(sought)) <= set(terms(counts["label"])) | implied
    return counted or set(terms(sought)) <= set(terms(p.text)) | implied


# A label of a few words and a bare number: "Owners 2", "Previous keepers 1".
_COUNT = re.compile(r"(?P<label>[^\W\d][\w' -]{0,30}) \d[\d,]*$")


def valued(chosen: list[Passage], index: Index, more: int = 8) -> list[Passage]:
    """``chosen`` with the value each label among them names, and the line under the value when it says more of
    it in figures ("0.4 pts vs last month" under "3.2%") and names no value of its own; in page order."""
    found = {p.index: p for p in chosen}
    for p in chosen:
        value = value_of(p, index)
        if value is None:
            continue
        found.setdefault(value.index, value)
        after = index.passages[value.index + 1:value.index + 2]
        if (after and after[0].heading == value.heading and after[0].chrome == value.chrome
                and not (after[0].item or after[0].row or after[0].code or after[0].furniture)
                and any(c.isdigit() for c in after[0].text) and word_count(after[0].text) <= more
                and is_title(after[0].text) and value_of(after[0], index) is None):
            found.setdefault(after[0].index, after[0])
    return [found[i] for i in sorted(found)]


# Where a link to a member's profile goes: "/u/priya.s" (Discourse), "/users/1234/ana", "/members/olu.12/",
# "/@devon" (Mastodon), "/profile/jb".
_PROFILE = re.compile(r"/(?:u|user|users|member|members|profile|profiles|people)/[^/]+/?$|/@[^/]+/?$", re.I)
# A link to a member's profile at the site's root: "/jbaptiste", "/@ana".
_ROOT_PROFILE = re.compile(r"/@?(?P<name>[\w.-]{2,40})/?")
# When a post was written, as its header gives it: "Nov 3", "3 Nov", "2026-11-03", "3 days ago", "yesterday" (DAY_DATE,
# a day's date, events.py's too).
_MONTHS = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
           r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
DAY_DATE = rf"\b{_MONTHS}\s+\d{{1,2}}\b|\b\d{{1,2}}\s+{_MONTHS}(?!\w)|\b\d{{4}}-\d\d-\d\d\b"
_WHEN = re.compile(DAY_DATE + r"|\bago\b|\byesterday\b|\btoday\b", re.I)
# A post's header that says who wrote it and when, with no link: "kenji-t commented 4 days ago", "ana replied on Dec
# 2" (not a sentence: "She wrote it in 1990." is none).
_WROTE = re.compile(r"^(?P<name>[\w.@-]{2,40}) (?:commented|wrote|replied|posted|answered)\b"
                    r"(?=.*(?:\d|\bago\b|\byesterday\b|\btoday\b))", re.I)
# An event of a thread between its posts: a member's name, after an icon, and what they did to the thread ("🔗 ana
# linked a pull request …", "ana added the bug label"); not a quote's "priya.s:", nor a post's line that names a member
# ("olu is right that …").
_DID = re.compile(r"^\W*(?P<name>[\w.@-]{2,40}) (?:added|removed|linked|unlinked|closed|reopened|opened|assigned|"
                  r"unassigned|self-assigned|labeled|labelled|unlabeled|mentioned|referenced|merged|requested|pushed|"
                  r"committed|changed|renamed|pinned|unpinned|locked|unlocked|marked|converted|transferred|moved|"
                  r"deleted|hid|approved|dismissed|restored|deployed|force-pushed)\b")
# How long a post's header is at most, in words ("devon Tidewater team").
_HEADER_WORDS = 8


def _author(p: Passage, index: Index) -> str:
    """Who wrote the post ``p`` heads, when ``p`` is a post's header: a short line that opens with a link to a
    member's profile ("[priya.s](/u/priya.s)Moderator", or at the site's root with the post's date after it), or
    with a name that says it wrote ("kenji-t commented 4 days ago"). Empty otherwise."""
    if p.item or p.row or p.code or p.caption or word_count(p.text) > _HEADER_WORDS or p.text.startswith(CONDENSED):
        return ""
    if p.links and (_profile(p) or _at_root(p, index)):
        return p.links[0][0]
    wrote = _WROTE.match(p.text) if is_title(p.text) else None
    return wrote["name"] if wrote else ""


def _profile(header: Passage) -> str:
    """Where the link ``header`` opens with goes, when it opens with a link to a member's profile; else empty."""
    said, href = header.links[0] if header.links else ("", "")
    return href if said and header.text.startswith(said) and _PROFILE.search(urlsplit(href).path) else ""


def _at_root(header: Passage, index: Index) -> bool:
    """Whether the link ``header`` opens with goes to a member's profile at the site's root, the name it shows
    ("[jbaptiste](/jbaptiste)", as dev.to's do), and the post's date follows, on its line or the next ("Nov 3"): the
    code host's breadcrumb "[ana](/ana) / tinyq", with no date, heads no post."""
    said, href = header.links[0]
    at = _ROOT_PROFILE.fullmatch(urlsplit(href).path)
    if not (at and header.text.startswith(said) and at["name"].casefold() == said.lstrip("@").casefold()):
        return False
    after = index.passages[header.index + 1:header.index + 2]
    dated = [header.text[len(said):], *(q.text for q in after if q.heading == header.heading
                                        and word_count(q.text) <= _HEADER_WORDS)]
    return any(_WHEN.search(line) for line in dated)


# Each page's thread, found once: an answer asks for it up to three times (by_author, then posted for its own
# passages and again for the answer's).
_THREADS: weakref.WeakKeyDictionary[Index, list[tuple[Passage, list[Passage]]]] = weakref.WeakKeyDictionary()


def posts(index: Index) -> list[tuple[Passage, list[Passage]]]:
    """A thread's posts, in page order: each post's header and what it says (its sentences, code and tables, not its
    date or its action bar), to the next header, the end of its section or the page's chrome. None when the posts
    are by fewer than two members: an article's author, linked once, heads no thread."""
    thread = _THREADS.get(index)
    if thread is None:
        thread = _THREADS[index] = _posts(index)
    return thread


def _posts(index: Index) -> list[tuple[Passage, list[Passage]]]:
    found: list[tuple[Passage, list[Passage]]] = []
    current: tuple[Passage, list[Passage]] | None = None
    authors = [_author(p, index) for p in index.passages]
    names = {name.casefold() for name in authors} - {""}
    for p, author in zip(index.passages, authors, strict=True):
        condensed = p.text.startswith(CONDENSED)  # an action bar ("Navigation: 2 ♥ · Reply") is chrome in the post
        if author:
            current = (p, [])
            found.append(current)
        elif current is not None:
            header = current[0]
            did = _DID.match(p.text)
            if (p.heading != header.heading or (p.chrome != header.chrome and not condensed)
                    or (did and did["name"].casefold() in names)):
                current = None  # a section, the page's chrome or an event of the thread ends the post
            elif not (p.furniture or condensed):
                current[1].append(p)
    # Two members at least: an author's name and their "View Profile" link, to the same profile, head no thread.
    members = {_profile(header) or _author(header, index).casefold() for header, _ in found}
    return found if len(members) >= 2 else []


def _post_of(p: Passage, thread: list[tuple[Passage, list[Passage]]]) -> tuple[Passage, list[Passage]] | None:
    return next((post for post in thread if p in post[1]), None)


def _badge(p: Passage, body: list[Passage]) -> bool:
    """Whether ``p`` is a badge on a post (``body``: what the post says): a line of a word or two, no number, at
    the post's end or its start ("✔ Solution", "Accepted answer"), and the post says more."""
    return (len(body) > 1 and p in (body[0], body[-1]) and word_count(p.text) <= 3 and is_title(p.text)
            and not (p.item or p.row or p.code or any(c.isdigit() for c in p.text)))


def posted(chosen: list[Passage], index: Index, most: int = 8) -> list[Passage]:
    """``chosen`` with, for each of them a thread's post holds, the post's header before it (who wrote it: "Who
    suggested pool_pre_ping?"); and for a badge on a post, what the post says (its first ``most`` passages): "✔
    Solution" marks the post that solved it, and says nothing alone. In page order."""
    thread = posts(index)
    if not thread:
        return chosen
    found = {p.index: p for p in chosen}
    for p in chosen:
        post = _post_of(p, thread)
        if post is None:
            continue
        header, body = post
        found.setdefault(header.index, header)
        if _badge(p, body):
            found.update((q.index, q) for q in body[:most])
    return [found[i] for i in sorted(found)]


def by_author(question: str, index: Index, limit: int = 3) -> list[Passage]:
    """For a question that names who wrote posts of a thread ("What did priya.s ask?"), their posts' passages that
    best answer the rest of it, else what their first post opens with, ``limit`` of them, each post's under its
    header: not another member's post that quotes them. Empty when it names no one who posted."""
    thread = posts(index)
    named = {_author(header, index).casefold() for header, _ in thread}
    asked = {name for name in named if len(name) >= 3
             and re.search(rf"(?<![\w.@-]){re.escape(name)}(?![\w@-]|\.\w)", question, re.I)}
    if not asked:
        return []
    theirs = [(header, body) for header, body in thread if _author(header, index).casefold() in asked and body]
    if not theirs:
        return []
    said = {q.index for _, body in theirs for q in body}
    rest = question
    for name in asked:
        rest = re.sub(re.escape(name), " ", rest, flags=re.I)
    hits = [p for _, p in index.search(rest, limit=len(index.passages)) if p.index in said][:limit]
    chosen = hits or theirs[0][1][:limit]
    return posted(chosen, index)


# A question about what went wrong with what the visitor sent: "What went wrong in my form?", "What's wrong with my
# form?", "Why was my form rejected?", "How do I fix the income field?"; or about the errors shown ("What errors are
# shown?"). It says something is wrong, and names what was sent (or asks for the errors).
_TROUBLE = re.compile(r"\b(?:wrong|errors?|problems?|rejected|refused|invalid|fix|failed|fails|correct|mistakes?)\b",
                      re.I)
_SENT = re.compile(r"\b(?:forms?|application|submission|answers?|details|fields?|entry|entries|input)\b|\berrors\b",
                   re.I)
# Those words, and what else such a question says: what is left names a field ("income").
_TROUBLE_WORDS = frozenset(terms("wrong error errors problem problems reject rejected refuse refused invalid fix "
                                 "failed fails correct mistake mistakes form forms application submission answer "
                                 "answers details field fields entry entries input shown show went go goes happened"))
# How a form's error summary opens, as its heading or its first line: GOV.UK's "There is a problem", "There was a
# problem with your submission", "Please correct the following errors", "2 errors", "Error summary".
_ERROR_SUMMARY = re.compile(r"^(?:error:\s*)?(?:there\s+(?:is|was|are|were)\s+(?:a\s+|\d+\s+)?(?:problems?|errors?)\b"
                            r"|(?:please\s+)?(?:fix|correct)\s+the\s+(?:following|errors?|problems?|fields?)\b"
                            r"|\d+\s+errors?\b|error\s+summary\b|(?:your|the)\s+form\s+(?:has|contains)\s+errors?\b)",
                            re.I)


def form_errors(question: str, index: Index, items: int = 8) -> list[Passage]:
    """For a question about what is wrong with what the visitor sent, the form's error summary the page shows (not
    its chrome's): the list under "There is a problem", up to ``items``; only the errors that name a field the
    question names ("How do I fix the income field?": "Household income must be a number, like 28000"), if any do.
    Empty when it asks no such thing or the page shows no error summary."""
    if not (_TROUBLE.search(question) and _SENT.search(question)):
        return []
    for p in index.passages:
        if p.chrome:
            continue
        if _ERROR_SUMMARY.match(p.heading):
            summary = [q for q in index.passages if q.heading == p.heading and not q.chrome]
        elif _ERROR_SUMMARY.match(p.text) and is_title(p.text):  # a line, not a heading, over the list
            after = index.passages[p.index + 1:]
            summary = [p, *(q for q in after[:items] if q.item and q.heading == p.heading)]
        else:
            continue
        errors = [q for q in summary if q.item] or summary
        field = set(terms(question)) - _TROUBLE_WORDS
        named = [q for q in errors if field & set(terms(q.text))] if field else []
        return (named or errors)[:items]
    return []


# An identifier a page lists things by: letters, a hyphen and a number ("ORD-1045", "INV-2031", "JIRA-12").
_ID = re.compile(r"(?<![\w-])(?P<kind>[A-Za-z]{1,10})-(?P<number>\d{2,})(?![\w-])")


def absent_id(question: str, index: Index) -> str:
    """The identifier ``question`` asks about ("ORD-1045") when the page does not show it (with a hyphen, a space or
    neither, leading zeros aside) though it shows others of its kind ("ORD-1067", "ORD-1066": a table's page of
    orders); empty otherwise. Asked about a kind the page shows none of ("COVID-19"), it says nothing."""
    for asked in _ID.finditer(question):
        kind = asked["kind"]
        others = re.compile(rf"(?<![\w-]){re.escape(kind)}-\d", re.I)
        itself = re.compile(rf"(?<![\w-]){re.escape(kind)}[\s-]?0*{int(asked['number'])}(?!\d)", re.I)
        if any(others.search(p.text) for p in index.passages) and not any(itself.search(p.text)
                                                                            for p in index.passages):
            return asked.group()
    return ""
