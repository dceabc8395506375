"""The offline engine's classification: deterministic, from structured data and markers.

The same fields as a model's classification (``classify.FIELDS``), read from JSON-LD, meta tags
and the text itself, then checked by the same ``classify.validate``.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Mapping
from datetime import UTC, date, datetime
from typing import Any
from urllib.parse import urlsplit

from .addresses import LINK as _LINK
from .analyzers._langdetect import detect
from .analyzers._stopwords import ENGLISH_COMMON
from .analyzers._text import LANGUAGE_CHARS
from .citations import strip_labels
from .classify import validate
from .page import Page
from .words import is_byline, word_count

OFFLINE_CHARS = 50_000

_LD_TYPES = {
    "article": "article", "newsarticle": "news", "reportagenewsarticle": "news", "report": "article",
    "blogposting": "blog post", "socialmediaposting": "blog post", "scholarlyarticle": "article",
    "techarticle": "documentation", "apireference": "reference", "howto": "tutorial",
    "product": "product", "productgroup": "product", "offer": "product", "recipe": "recipe",
    "event": "event", "faqpage": "q&a", "qapage": "q&a", "course": "course", "dataset": "dataset",
    "jobposting": "job posting", "profilepage": "profile", "person": "profile",
    "videoobject": "video", "softwareapplication": "software", "collectionpage": "listing",
    "itemlist": "listing", "searchresultspage": "listing", "discussionforumposting": "forum",
}
_GENERIC = {"article", "blog post", "news"}
_OG_TYPES = {"article": "article", "product": "product", "video": "video", "profile": "profile",
             "book": "book", "music": "music"}
_STOP = ENGLISH_COMMON | {"title", "introduction", "overview", "usage", "install", "installation",
                          "contents", "summary", "conclusion", "references", "section", "login"}
# Amounts of at most 16 characters: unbounded, "1,1,1,…" tried every digit against the rest of the
# run, in time the square of its length (200 KB took 17 s).
_PRICE = re.compile(r"[$€£¥₹]\s?\d[\d,]{0,15}(?:\.\d\d)?|\b\d[\d,]{0,15}(?:\.\d\d)?\s?(?:USD|EUR|GBP)\b")
_COMMERCE = re.compile(r"\b(add to (?:cart|bag|basket)|buy now|checkout|in stock|free shipping)\b", re.IGNORECASE)
_TUTORIAL = re.compile(r"\b(tutorial|how to|step \d|getting started|walkthrough|guide)\b", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_FENCED = re.compile(r"^ {0,3}(`{3,}|~{3,})[^\n]*\n.*?^ {0,3}\1[ \t]*$", re.MULTILINE | re.DOTALL)


def offline(page: Page, intelligence_findings: Mapping[str, Any] | None = None, *,
            today: date | None = None) -> dict[str, Any] | None:
    """A deterministic classification from structured data and markers, for the offline engine.

    ``intelligence_findings`` may carry analyzer results by name; the ``"keywords"`` finding (a
    ``Finding`` whose parts list terms, or a list of strings) supplies the key phrases.
    Freshness is the age of the newest date on ``today`` (default: the current UTC date): up to
    30 days current, up to a year recent, older dated. Only the first 50,000 characters of the
    main content are read.
    """
    findings = intelligence_findings or {}
    body = strip_labels((page.main or page.content)[:OFFLINE_CHARS])
    prose = _LINK.sub(r"\1", _FENCED.sub(" ", body))
    words = [w.lower() for w in _WORD.findall(prose)]
    code_chars = sum(len(c.text) for c in page.code_blocks) or len(body) - len(_FENCED.sub("", body))
    published = _day(_ld_value(page, "datePublished") or _meta(page, *_PUBLISHED))
    modified = _day(_ld_value(page, "dateModified") or _meta(page, *_MODIFIED))
    creator = _meta(page, "twitter:creator")
    author = _ld_value(page, "author") or _meta(page, "author", "article:author", "dc.creator") or (
        None if creator is None or _sites_account(creator, page) else _named(creator, page) or creator)
    kind = _kind(page, prose, word_count(prose), code_chars / max(1, len(body)), signed=bool(author or published))
    phrases = _finding_terms(findings.get("keywords")) or _phrases(prose, page)
    result = {
        "type": kind,
        "author": author,
        "publishDate": published,
        "topics": _topics(words, page),
        "entities": _entities(prose),
        "tone": {"documentation": "technical", "tutorial": "technical", "reference": "technical",
                 "product": "promotional"}.get(kind, "informative"),
        "domain": _ld_value(page, "articleSection") or _meta(page, "article:section")
        or ("software" if code_chars else None),
        "audience": {"documentation": "developers", "tutorial": "developers", "reference": "developers",
                     "product": "shoppers"}.get(kind, "general readers"),
        "keyPhrases": phrases,
        "summary": _summary(body) or _meta(page, "description", "og:description"),
        "contentLanguage": page.lang or _meta(page, "og:locale", "language", "content-language") or _reads_as(prose),
        "freshness": _freshness(modified or published, today),
    }
    if not result["author"] or str(result["author"]).startswith("http"):
        result["author"] = None
    return validate(result)


# Where pages put their dates in meta tags: Open Graph, schema.org's itemprops, Dublin Core, and
# what news sites' own systems write (Parse.ly, Sailthru, the New York Times's "pdate").
_PUBLISHED = ("article:published_time", "datepublished", "date", "pubdate", "publish_date", "publishdate",
              "published_at", "article:publicationdate", "parsely-pub-date", "sailthru.date", "dc.date",
              "dc.date.issued", "pdate")
_MODIFIED = ("article:modified_time", "og:updated_time", "datemodified", "dc.date.modified")


def _day(stamp: str | None) -> str | None:
    """A date as given, its day in ISO form when it is compact ("20170113" → "2017-01-13")."""
    if stamp and re.fullmatch(r"(?:19|20)\d{6}\d{0,6}", stamp):
        try:
            return date(int(stamp[:4]), int(stamp[4:6]), int(stamp[6:8])).isoformat()
        except ValueError:
            return stamp
    return stamp


def _reads_as(prose: str) -> str | None:
    """The language a page that declares none reads as, when the detector is sure of it."""
    sample = prose[:LANGUAGE_CHARS]
    found = detect(sample, sample.lower().split())
    return found.code if found.confidence == "high" else None


def _finding_terms(value: Any) -> list[str]:
    parts = getattr(value, "parts", value)
    if not isinstance(parts, list | tuple):
        return []
    return [t.strip() for part in parts if isinstance(part, str) for t in part.split(",") if t.strip()]


def _kind(page: Page, prose: str, words: int, code_ratio: float, *, signed: bool = False) -> str:
    """The page's type. ``signed``: it names an author or a publication date, as articles do and
    shop pages do not, so prices alone (a fare table in a travel piece) do not make it a product."""
    ld = [_LD_TYPES.get(t.lower(), "") for t in _ld_types(page.json_ld)]
    specific = next((t for t in ld if t and t not in _GENERIC), None)
    if specific:
        return specific
    og = _OG_TYPES.get(page.meta.get("og:type", "").split(".")[0].lower())
    if og and og not in _GENERIC:
        return og
    fields = [f for form in page.forms for f in form.fields]
    if any(f.type == "password" for f in fields) and words < 300:  # not an article with a sign-in box
        return "login"
    if page.forms and words < 150:
        return "form"
    if code_ratio >= 0.2 or len(page.code_blocks) >= 3:
        outline = " ".join([page.title, *(h.text for h in page.headings)])
        return "tutorial" if _TUTORIAL.search(outline) else "documentation"
    prices = len(_PRICE.findall(prose))
    # Prices make a shop page when they are many for its length (one in 200 words or more), or
    # when the page sells (add to cart, checkout).
    if (prices >= 3 and prices * 200 >= words and not signed) or (prices and _COMMERCE.search(prose)):
        return "product"
    link_words = sum(len(link.text.split()) for link in page.links)
    if len(page.links) >= 20 and link_words >= 0.5 * max(words, 1):
        return "index" if urlsplit(page.url).path in ("", "/") else "listing"
    if words < 20:
        return "empty"
    return next((t for t in ld if t), None) or og or "article"


def _ld_types(blocks: Any) -> list[str]:
    out: list[str] = []
    stack = list(blocks)[::-1]
    while stack and len(out) < 50:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item[::-1])
        elif isinstance(item, dict):
            kind = item.get("@type")
            out.extend(k for k in (kind if isinstance(kind, list) else [kind]) if isinstance(k, str))
            if isinstance(item.get("@graph"), list):
                stack.extend(item["@graph"][::-1])
    return out


def _ld_value(page: Page, key: str) -> str | None:
    for block in page.json_ld:
        for item in (block.get("@graph", [block]) if isinstance(block, dict) else block):
            value = item.get(key) if isinstance(item, dict) else None
            value = value[0] if isinstance(value, list) and value else value
            value = value.get("name") if isinstance(value, dict) else value
            if isinstance(value, str) and value.strip():
                return value.strip()
    return None


def _sites_account(handle: str, page: Page) -> bool:
    """Whether a Twitter handle is the site's own account, which names no author: the site's handle
    ("@BBCWorld" on BBC News), a name in its address ("@ACLU" on aclu.org), or its name's initials or its
    name run together ("American Civil Liberties Union", "Medical News Today")."""
    name = handle.strip().lstrip("@").lower()
    site = _meta(page, "og:site_name") or ""
    hosts = (urlsplit(u).hostname or "" for u in (_meta(page, "og:url") or "", page.url))
    words = re.findall(r"[^\W\d_]+", site.lower())
    return (name == (_meta(page, "twitter:site") or "").lstrip("@").lower()
            or any(name in host.split(".") for host in hosts)
            or name in ("".join(w[0] for w in words), "".join(words)))


# A person's name as a byline writes it: two or three capitalised words, maybe a middle initial
# ("By Erin M. Cunningham": the name starts after "By").
_NAME = re.compile(r"\b(?!(?:By|Par|Por|Door|Von|Di|Photo|Credit)\b)[A-Z][a-z'’-]+"
                   r"(?:\s+(?:[A-Z]\.\s+)?[A-Z][a-z'’-]+){1,2}\b")


def _named(handle: str, page: Page) -> str | None:
    """The name a Twitter handle stands for, where the page writes it on a short line near its top
    (a byline, a credit): "Dan Goodin" for "@dangoodin001", "Ben Silverman" for "@ben_silverman".
    The name's words must come in the handle in order and make up most of its letters."""
    letters = re.sub(r"[^a-z]", "", handle.lower())
    for line in _LINK.sub(r"\1", strip_labels(page.content[:OFFLINE_CHARS])).split("\n")[:400]:
        if word_count(line) > 16:
            continue
        for found in _NAME.findall(line):
            words = found.split()  # "Dan Goodin Senior": the name may be its first two words
            for name in dict.fromkeys((found, " ".join(words[:3 if words[1].endswith(".") else 2]))):
                if _spells(letters, name):
                    return name
    return None


def _spells(letters: str, name: str) -> bool:
    """Whether a name's words come in a handle's letters in order and make up most of them."""
    parts = [re.sub(r"[^a-z]", "", w.lower()) for w in name.split() if not w.endswith(".")]
    at = 0
    for part in parts:
        at = letters.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return sum(map(len, parts)) >= 0.7 * len(letters)


def _meta(page: Page, *names: str) -> str | None:
    return next((page.meta[n].strip() for n in names if page.meta.get(n, "").strip()), None)


def _topics(words: list[str], page: Page) -> list[str]:
    title = {w.lower() for w in _WORD.findall(page.title)}
    boost = title | {w.lower() for h in page.headings for w in _WORD.findall(h.text)}
    counts = Counter(w for w in words if len(w) > 2 and w not in _STOP)
    scored = sorted(counts, key=lambda w: (-(counts[w] + 3 * (w in boost)), w))
    return [w for w in scored if counts[w] > 1 or w in title][:6]


def _phrases(prose: str, page: Page) -> list[str]:
    pairs: Counter[str] = Counter()
    for sentence in re.split(r"[.!?\n]+", prose):
        ws = [w.lower() for w in _WORD.findall(sentence)]
        pairs.update(f"{a} {b}" for a, b in itertools.pairwise(ws)
                     if a not in _STOP and b not in _STOP and len(a) > 2 and len(b) > 2)
    found = [p for p, n in sorted(pairs.items(), key=lambda x: (-x[1], x[0])) if n > 1][:8]
    found += [h.text for h in page.headings if h.level > 1 and 2 <= len(h.text.split()) <= 6]
    return found


def _entities(prose: str) -> list[str]:
    names: Counter[str] = Counter()
    prose = re.sub(r"(?m)^ {0,3}#.*$", "", prose)
    for match in re.finditer(r"(?<![.!?:]\s)(?<!^)(?<![\n>*-]\s)(?<![\n>*-])"
                             r"\b[A-Z][\w&.-]*(?:\s[A-Z][\w&-]*)*", prose):
        name = match.group(0).rstrip(".")
        if name.lower() not in _STOP and len(name) > 1:
            names[name] += 1
    return [n for n, _ in sorted(names.items(), key=lambda x: -x[1])][:10]


def _summary(body: str) -> str | None:
    for block in re.split(r"\n\s*\n", _FENCED.sub("\n\n", body)):
        block = block.strip()
        if not block or block[0] in "#|>!-*" or re.match(r"\d+\.\s", block):
            continue
        text = " ".join(_LINK.sub(r"\1", block).split())
        sentences = re.findall(r".+?(?:[.!?](?=\s|$)|$)", text)
        if word_count(text) < 8 or is_byline(text):
            continue
        summary = ""
        for sentence in sentences:
            summary = f"{summary} {sentence.strip()}".strip()
            if len(summary) >= 150:
                break
        return summary
    return None


def _freshness(stamp: str | None, today: date | None) -> str | None:
    if not stamp or not re.match(r"\d{4}-\d{2}-\d{2}", stamp):
        return None
    try:
        when = date.fromisoformat(stamp[:10])
    except ValueError:
        return None
    age = ((today or datetime.now(UTC).date()) - when).days
    return "current" if age <= 30 else "recent" if age <= 365 else "dated"
