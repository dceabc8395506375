"""What a page's JSON-LD says about what it sells: a product's price, stock per variant, rating and brand.

A shop draws a sold-out size as a greyed pill (CSS) and its stars with CSS, so the page's text often says
neither; its schema.org ``Product`` says both in words ("availability": ".../OutOfStock"). An ``Event``'s
tickets are offers too. Every value is checked for its type: a page may send anything.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from ._finding import clean, listing
from ._jsonld import nodes, text_of

_PRODUCTS = frozenset({"product", "productgroup", "productmodel", "individualproduct", "someproducts",
                       "vehicle", "car", "book"})
_EVENTS = frozenset({"event", "musicevent", "theaterevent", "sportsevent", "festival", "businessevent",
                     "educationevent", "comedyevent", "danceevent", "exhibitionevent", "foodevent",
                     "screeningevent", "socialevent", "childrensevent", "literaryevent", "saleevent"})
# How many offers (variants) are read, and listed per availability.
MAX_OFFERS = 200
LISTED = 12
# What the availability part may take of the 160 characters a part is cut to ("availability=" aside).
_STOCK_ROOM = 140
# schema.org's ItemAvailability values as a visitor says them; another is split at its capitals.
_AVAILABILITY = {
    "instock": "in stock", "outofstock": "out of stock", "soldout": "sold out", "preorder": "pre-order",
    "presale": "pre-sale", "backorder": "back order", "discontinued": "discontinued",
    "limitedavailability": "limited availability", "onlineonly": "online only", "instoreonly": "in store only",
    "madetoorder": "made to order", "reserved": "reserved",
}
_STATUS = {"eventcancelled": "cancelled", "eventpostponed": "postponed", "eventrescheduled": "rescheduled",
           "eventmovedonline": "moved online"}
_CAPITALS = re.compile(r"(?<=[a-z])(?=[A-Z])")
# What separates the parts of a variant's name or SKU ("HMC-NAVY-L", "Sweater - Navy / L").
_SEPARATORS = " -–—/|:,._·"


@dataclass(frozen=True, slots=True)
class _Offer:
    label: str | None
    price: str | None
    high: str | None  # an AggregateOffer's highest price
    currency: str | None
    was: str | None  # a struck-through (list) price
    availability: str | None


def parts(json_ld: tuple[Any, ...]) -> list[str]:
    """``key=value`` parts for the page's product (or event): what it is, its price, each offer's
    availability, its rating; a listing page's products by name and price. Empty when there is none."""
    graph = nodes(json_ld)
    variants = {id(v) for n in graph for v in _items(n.get("hasVariant")) if isinstance(v, dict)}
    products = [n for n in graph if kinds(n) & _PRODUCTS and id(n) not in variants]
    if len(products) > 1:
        return _listed(products)
    if products:
        return _described(products[0], "product")
    events = [n for n in graph if kinds(n) & _EVENTS]
    if events:
        return _described(events[0], "event")
    return []


def _described(item: dict[str, Any], what: str) -> list[str]:
    found = []
    for key, shown in (("name", what), ("brand", "brand"), ("sku", "sku"), ("startDate", "starts"),
                       ("location", "place")):
        value = text_of(item.get(key))
        if value:
            found.append(f"{shown}={clean(value, 80)}")
    status = _word(item.get("eventStatus"), _STATUS)
    if status and status != "event scheduled":
        found.append(f"status={status}")
    offers = _offers(item)
    price = _price(offers)
    if price:
        found.append(f"price={price}")
    stock = _stock(offers)
    if stock:
        found.append(f"availability={stock}")
    rated = rating(item.get("aggregateRating"))
    if rated:
        found.append(f"rating={rated}")
    return found


def _listed(products: list[dict[str, Any]]) -> list[str]:
    """A listing's products: each name with its price, if it gives one."""
    shown = []
    for product in products[:LISTED]:
        name = text_of(product.get("name"))
        if name:
            price = _price(_offers(product))
            shown.append(clean(name, 40) + (f" {price}" if price else ""))
    return [f"products={len(products):,}" + (": " + listing(shown, LISTED, total=len(products)) if shown else "")]


def _items(value: Any) -> list[Any]:
    return value[:MAX_OFFERS] if isinstance(value, list) else [value] if value is not None else []


def kinds(node: dict[str, Any]) -> set[str]:
    kind = node.get("@type")
    return {k.strip().rpartition("/")[2].rpartition(":")[2].lower()
            for k in (kind if isinstance(kind, list) else [kind])[:8] if isinstance(k, str)}


def _offers(item: dict[str, Any]) -> list[_Offer]:
    """The item's offers, an AggregateOffer's own offers in its place, and each variant's, named by it."""
    out: list[_Offer] = []
    for offer in _items(item.get("offers")):
        if not isinstance(offer, dict):
            continue
        inner = [o for o in _items(offer.get("offers")) if isinstance(o, dict)]
        out.extend(_offer(o) for o in inner or [offer])
    for variant in _items(item.get("hasVariant")):
        if isinstance(variant, dict):
            named = _variant_name(variant)
            out.extend(_offer(o, named) for o in _items(variant.get("offers")) if isinstance(o, dict))
    return _distinct(out[:MAX_OFFERS])


def _variant_name(variant: dict[str, Any]) -> str | None:
    said = [text_of(variant.get(key)) for key in ("color", "size", "material", "pattern")]
    return " / ".join(s for s in said if s) or text_of(variant.get("name")) or text_of(variant.get("sku"))


def _offer(offer: dict[str, Any], named: str | None = None) -> _Offer:
    item = offer.get("itemOffered")
    label = (named or text_of(offer.get("name")) or (_variant_name(item) if isinstance(item, dict) else None)
             or text_of(offer.get("sku")))
    price, was = _amount(offer.get("price") or offer.get("lowPrice")), None
    currency = text_of(offer.get("priceCurrency"))
    for spec in _items(offer.get("priceSpecification"))[:8]:
        if not isinstance(spec, dict):
            continue
        struck = re.search(r"(?:Strikethrough|List)Price", text_of(spec.get("priceType")) or "")
        if struck:
            was = _amount(spec.get("price"))
        elif price is None:
            price = _amount(spec.get("price") or spec.get("minPrice"))
        currency = currency or text_of(spec.get("priceCurrency"))
    return _Offer(clean(label, 40) if label else None, price, _amount(offer.get("highPrice")),
                  clean(currency, 8) if currency else None, was, _word(offer.get("availability"), _AVAILABILITY))


def _amount(value: Any) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        return format(value, ".15g") if math.isfinite(value) else None
    if isinstance(value, int):
        return str(value)
    return clean(value, 24) if isinstance(value, str) and value.strip() else None


def _word(value: Any, known: dict[str, str]) -> str | None:
    """A schema.org enumeration's value ("https://schema.org/OutOfStock") as words ("out of stock")."""
    text = text_of(value)
    if not text:
        return None
    name = text.rstrip("/").rpartition("/")[2].rpartition(":")[2][:40]
    return known.get(name.lower()) or _CAPITALS.sub(" ", name).lower() or None


def _distinct(offers: list[_Offer]) -> list[_Offer]:
    """The offers with their labels cut to what tells them apart: "HMC-NAVY-S", "HMC-NAVY-L" are "S", "L"."""
    labels = [o.label for o in offers]
    if len(offers) < 2 or not all(labels):
        return offers
    cut = _shared(labels, reverse=False), _shared(labels, reverse=True)
    kept = [label[cut[0]:len(label) - cut[1]].strip(_SEPARATORS) for label in labels if label]
    if not all(kept) or len(set(kept)) < len(set(labels)):
        return offers
    return [_Offer(k, o.price, o.high, o.currency, o.was, o.availability) for k, o in zip(kept, offers, strict=True)]


def _shared(labels: list[str | None], *, reverse: bool) -> int:
    """How many characters all ``labels`` share at their start (or end), up to a separator."""
    texts = [(label or "")[::-1] if reverse else (label or "") for label in labels]
    n = 0
    for chars in zip(*texts, strict=False):
        if len(set(chars)) > 1:
            break
        n += 1
    while n and texts[0][n - 1] not in _SEPARATORS:
        n -= 1
    return n


def _price(offers: list[_Offer]) -> str | None:
    """The price: one, a range with each offer's, or an AggregateOffer's lowest to highest."""
    priced = [o for o in offers if o.price]
    if not priced:
        return None
    currencies = {o.currency for o in priced}
    unit = f" {priced[0].currency}" if len(currencies) == 1 and priced[0].currency else ""

    def each(o: _Offer) -> str:
        ranged = f"{o.price}–{o.high}" if o.high and o.high != o.price else o.price or ""
        return ranged if unit or not o.currency else f"{ranged} {o.currency}"

    amounts = {each(o) for o in priced}
    if len(amounts) == 1:
        was = {o.was for o in priced}
        struck = f" (was {priced[0].was}{unit})" if len(was) == 1 and priced[0].was else ""
        return each(priced[0]) + unit + struck
    shown = [f"{o.label} {each(o)}" for o in priced if o.label]
    return f"{' / '.join(sorted(amounts))}{unit}" if not shown else listing(shown, LISTED) + unit


def _stock(offers: list[_Offer]) -> str | None:
    """Each availability with the offers that have it: "in stock: S, M, XL; out of stock: L". Each is given an
    even share of the part's room, so that with 30 variants in stock the two sold out are still said."""
    groups: dict[str, list[str]] = {}
    for o in offers:
        if o.availability:
            groups.setdefault(o.availability, []).append(o.label or "")
    if len(groups) == 1 and (len(offers) == 1 or not all(next(iter(groups.values())))):
        return next(iter(groups))
    groups = dict(list(groups.items())[:4])
    room = max(_STOCK_ROOM // max(len(groups), 1), 24)
    return "; ".join(f"{status}: {_fitted([x for x in labels if x], room - len(status))}" if any(labels) else status
                     for status, labels in groups.items()) or None


def _fitted(labels: list[str], room: int) -> str:
    """As many of ``labels`` as fit in ``room`` characters, and how many more there are."""
    shown = 1
    while shown < len(labels) and len(", ".join(labels[:shown + 1])) + 12 <= room:
        shown += 1
    return listing(labels, shown)


def rating(value: Any) -> str | None:
    """An AggregateRating as "4.6/5 (128 reviews)"."""
    rating = value[0] if isinstance(value, list) and value else value
    if not isinstance(rating, dict):
        return None
    score = _amount(rating.get("ratingValue"))
    if not score:
        return None
    best = _amount(rating.get("bestRating")) or "5"
    reviews, ratings = _amount(rating.get("reviewCount")), _amount(rating.get("ratingCount"))
    counted = f" ({reviews} reviews)" if reviews else f" ({ratings} ratings)" if ratings else ""
    return f"{score}/{best}{counted}"
