"""What the page's product data says, for a question about stock, price, rating or brand (or a job's pay); a shop's
data is venues.py's.

The structured data analyzer writes what a page's schema.org ``Product`` (or ``Event``) says into the
page intelligence (``availability=in stock: S, M, XL; out of stock: L``). A shop's page often says none
of it in its text: a sold-out size is a greyed pill, the stars are drawn by CSS. The offline engine
answers from it as a model would read it, and says where it comes from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ..words import terms
from .phrases import Phrases

_LINE = "Structured Data: "
# What the analyzer writes (analyzers/_offers.py, _postings.py), in the order an answer gives it.
_KEYS = ("product", "event", "products", "job", "employer", "brand", "sku", "starts", "place", "status", "price",
         "salary", "employment", "availability", "rating")
_NAMED = ("product", "event", "job")
_VENUE_KEYS = ("business", "telephone", "hours", "address")  # analyzers/_venues.py
# What asks for stock: "Which sizes are in stock?", "Is L sold out?", "What is available?".
STOCK = re.compile(r"\b(?:(?:in|out\s+of)\s+stock|stock|sold[\s-]*out|availab(?:le|ility)|back[\s-]?order(?:ed)?"
                   r"|pre[\s-]?order)\b", re.I)
# "available" alone asks about anything ("Is a size chart available?"): only stock words answer first.
_STOCK_FIRST = re.compile(r"\b(?:(?:in|out\s+of)\s+stock|stock|sold[\s-]*out|availability)\b", re.I)
RATING = re.compile(r"\b(?:rating|ratings|rated|stars?|score|reviews?\s+(?:say|give)|how\s+many\s+reviews)\b", re.I)
_AMOUNT = re.compile(r"\d[\d,.]*")
BRAND = re.compile(r"\b(?:brand|manufacturer|made\s+by|who\s+makes)\b", re.I)


def facts(intelligence: Sequence[str]) -> dict[str, str]:
    """The product facts of the structured data line, by key; empty when it has none."""
    for line in intelligence:
        if line.startswith(_LINE):
            parts = [part.partition("=") for part in line[len(_LINE):].split(" | ")]
            found = {key: value for key, sep, value in parts if sep and key in _KEYS and value}
            # A recipe's rating is no product's. A shop's parts, one business after another, go whole (venues.py).
            held = " | ".join(f"{key}={value}" for key, sep, value in parts if sep and key in _VENUE_KEYS and value)
            return found if found.keys() & {*_NAMED, "products"} else {"businesses": held} if held else {}
    return {}


# "How many are in stock?" asks a count the data does not give ("Low stock: 3 left" does).
_COUNT = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bquantity\b", re.I)


def stock_first(question: str, found: Mapping[str, str]) -> bool:
    """Whether ``question`` asks for stock in words that only stock answers, and not how many, and the data says
    it."""
    return "availability" in found and _STOCK_FIRST.search(question) is not None and not _COUNT.search(question)


def unpriced(sought: str, found: Mapping[str, str], quoted: list[str], implied: frozenset[str]) -> bool:
    """Whether a question that asks what the page's product costs (``sought``: nothing but its name, or the
    page's, ``implied``) would be answered with none of the data's price: the passages ``quoted`` hold no
    amount of it (the page's only price is "orders over €75"). A question that names anything else ("How
    much is shipping?") is the text's to answer."""
    price = found.get("price") or found.get("salary")
    if not price or set(terms(sought)) - implied - set(terms(found.get("product", ""))):
        return False
    amounts = {m.group().split(".")[0].split(",")[0] for m in _AMOUNT.finditer(price)}
    return not any(re.search(rf"(?<![\d.,]){re.escape(a)}(?!\d)", text) for text in quoted for a in amounts)


def asked(question: str, found: Mapping[str, str], *, price: bool) -> list[str]:
    """The keys of ``found`` that ``question`` asks about (``price``: it asks what something costs)."""
    pay = "salary" if "salary" in found else "price"  # "What is the salary?", "How much does it pay?"
    return [key for key, asks in (("availability", STOCK.search(question)), (pay, price),
                                  ("rating", RATING.search(question)), ("brand", BRAND.search(question)))
            if asks and key in found]


def answer(wanted: list[str], found: Mapping[str, str], say: Phrases) -> str:
    """What the data says of ``wanted``, under the name of what it describes."""
    named = [key for key in _NAMED if key in found][:1]
    lines = [f"- {key}: {found[key]}" for key in _KEYS if key in named or key in wanted]
    return "\n\n".join((say("posting_data" if named == ["job"] else "product_data"), "\n".join(lines),
                        say("signature")))
