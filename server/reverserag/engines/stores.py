"""An app store's listing (Google Play's, the App Store's), for the offline engine: "Is the app free?" and "Does it have
ads?" are answered by the line under its title that says so ("Contains ads · In-app purchases") and a price for what
it sells (qa63 #9: a review was quoted); "Who is the developer?" by the link to the developer's page under the title,
not the data-safety text that names developers, and "Who makes SkyCast Weather?", another app's, by the link to its
listing that names it ("SkyCast Weather · Skycast Labs · Rated 4.4 …", among the similar apps: the intro was quoted, or
this app's developer); "What data does it collect?" by the data-safety line that says which types and the line under
it ("This app may collect these data types" over "Location, Personal info and 2 others"; qa63 #8: the boilerplate was
quoted)."""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms

_FREE = re.compile(r"^\W*(?:is|are)\s+(?:it|this|the\s+app|the\s+game|this\s+app|they)\s+(?:really\s+)?(?:free|paid)\b"
                   r"|^\W*(?:does|do)\s+(?:it|this|the\s+app|the\s+game)\s+(?:cost\s+(?:anything|money)|have\s+(?:ads"
                   r"|adverts|advertising|in-app\s+purchases)|show\s+ads)\b|^\W*(?:are\s+there|any)\s+(?:ads|adverts"
                   r"|in-app\s+purchases)\b", re.I)
# What a store's listing says under its title: "Contains ads · In-app purchases", "Free · Offers In-App Purchases".
_SAID = re.compile(r"^(?:contains\s+ads|(?:offers\s+)?in-app\s+purchases|free\b|ad-supported)", re.I)
_PRICE = re.compile(r"[$€£¥₹]\s?\d|\d\s?(?:USD|EUR|GBP)\b")
_SELLS = re.compile(r"\b(?:ads|premium|subscriptions?|purchases?|pro|plus|unlock\w*)\b", re.I)
_MAKER = re.compile(r"^\W*who\s+(?:is|are|'s|’s)\s+(?:the\s+)?(?:developer|publisher|maker|creator|studio)s?\b"
                    r"|^\W*who\s+(?:makes|made|develops|developed|publishes|published|creates|created|builds|built)\b",
                    re.I)
# What a maker's question calls the listing's own app, besides its title's words.
_OWN = frozenset(terms("it this that the app apps game games application of for"))
# A store's link to the developer's page: Play's "/store/apps/dev?id=", "/developer?id=", the App Store's "/developer/".
_DEVELOPER = re.compile(r"/(?:dev|developer|developers|publisher)(?:[/?]|$)", re.I)
# A link to an app's listing: Play's "/store/apps/details?id=", the App Store's "/app/skycast-weather/id123".
_LISTING = re.compile(r"/store/apps/details\?|/app/(?:[\w%-]+/)?id\d+", re.I)
_DATA = re.compile(r"^\W*what\s+(?:data|information|info|personal\s+data)\s+(?:does|do|will|can)\s+(?:it|this|the\s+app"
                   r"|they)\s+(?P<verb>collect|share|gather|use)\b", re.I)
_TYPES = re.compile(r"\b(?P<verb>collect|share)s?\s+these\s+data\s+types\b|^no\s+data\s+(?P<none>collected|shared)\b",
                    re.I)
_TOP = 8


def asked(question: str, index: Index) -> list[Passage]:
    """The listing's line for a question whether it is free, its developer's link, or its data-safety lines; empty for
    another question or where the page has none."""
    main = [p for p in index.passages if not p.chrome]
    if _FREE.match(question):
        said = [p for p in main[:_TOP] if _SAID.match(p.text)]
        return said and said[:1] + [p for p in main if _PRICE.search(p.text) and _SELLS.search(p.text)][:2]
    maker = _MAKER.match(question)
    if maker:
        named = set(terms(question[maker.end():])) - _OWN
        if named - set(terms(main[0].heading if main else "")):  # another app than the one the title names
            return [p for p in index.passages
                    if any(named <= set(terms(said)) and _LISTING.search(href) for said, href in p.links)][:1]
        return [p for p in main[:_TOP] if p.furniture and any(_DEVELOPER.search(href) for _, href in p.links)][:1]
    data = _DATA.match(question)
    if data:
        verb = "share" if data["verb"].lower() == "share" else "collect"
        for n, p in enumerate(main):
            typed = _TYPES.search(p.text)
            if typed and (typed["verb"] or ("share" if typed["none"].lower() == "shared" else "collect")) == verb:
                return main[n:n + (1 if typed["none"] else 2)]
    return []
