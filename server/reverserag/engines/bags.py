"""A shopping bag, for the offline engine: what is in it, an item's size or colour, the discount its order summary
gives (qa60 #8, #9).

A bag's line item is a card: its name, its variant ("Size: M · Colour: Navy"), its quantity stepper, whose buttons are
named for the item ("Decrease quantity for Harbour Merino Crew Jumper"), and its prices. "What size is the jumper?"
matched the stepper's buttons twice over the variant line; "What is in my bag?" quoted one stepper; "What discount
did I get?" quoted a sale price struck through, the summary's "Discount (SPRING15)" over "−£36.90" holding no word
but "discount". "How many jumpers are in my bag?" counted the cards named "Jumper" (one), not the item's
"Quantity: 2" that its stepper reads.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms
from . import outline

# "What is in my bag?", "What's in the basket?", "What have I got in my cart?"
_CONTENTS = re.compile(r"\b(?:in|inside)\s+(?:my|the|your)\s+(?:shopping\s+)?(?:bag|basket|cart|trolley)\b", re.I)
_BAG = frozenset(terms("bag basket cart trolley"))
# An item's variant asked for, and how its line labels it: "Size: M", "Colour: Navy".
_VARIANT = re.compile(r"\b(size|colou?r|fit|material|width)s?\b", re.I)
_ASKING = frozenset(terms("what which is are the a an my your of in for does do did i have has order bag basket cart"))
# The discount a summary gives, under its term ("Discount (SPRING15)", "Promo code SAVE10"), or a code applied.
_DISCOUNT_ASKED = re.compile(r"\b(?:discounts?|promo(?:tion)?(?:\s+code)?s?|coupons?|vouchers?|codes?)\b", re.I)
_DISCOUNT = re.compile(r"^(?:discounts?|promo(?:tion)?(?:\s+code)?|coupon|voucher|savings?)\b(?!.*[.!?]$)", re.I)
_APPLIED = re.compile(r"^[A-Z0-9]{4,20}\s+applied\b")
# "How much is delivery?" (and "shipping", which synonyms.py reads as the page's "delivery"), asking nothing more:
# the summary's "Delivery" over "Free", before the options' prices.
_DELIVERY_ASKED = re.compile(r"\b(?:delivery|shipping|postage)\b", re.I)
_DELIVERY = re.compile(r"^(?:delivery|shipping|postage)\b(?!.*[.!?]$)", re.I)
# "How many jumpers are in my bag?": the stepper's "Quantity: 2" of the item named.
_HOW_MANY = re.compile(r"\bhow\s+many\b", re.I)
_QUANTITY = re.compile(r"^(?:quantity|qty)\s*:\s*\d+$", re.I)
_DELIVERY_WORDS = frozenset(terms("how much is was the what does cost costs my for delivery shipping postage price "
                                  "charge fee"))


def asked(question: str, index: outline.Outline) -> list[Passage]:
    """The bag's line items for "What is in my bag?"; the variant line of the item named, for "What size is the
    jumper?"; the order summary's discount, for "What discount did I get?", and its delivery, for "How much is
    delivery?". Empty otherwise, or where the page has no such line."""
    counted = quantity(question, index)
    if counted:
        return counted
    if _CONTENTS.search(question):
        heads = [p for p in index.passages if p.card and p.headline and p.text == p.headline and not p.chrome
                 and _BAG & set(terms(p.heading))]
        return list({p.headline: p for p in reversed(heads)}.values())[::-1]
    variant = _VARIANT.search(question)
    if variant:
        return _variant(question, variant[1], index)
    if _DISCOUNT_ASKED.search(question):
        return _summed(index, _DISCOUNT, applied=True)
    if _DELIVERY_ASKED.search(question) and not set(terms(question)) - _DELIVERY_WORDS:
        return _summed(index, _DELIVERY)
    return []


def quantity(question: str, index: Index) -> list[Passage]:
    """For "How many jumpers are in my bag?", the headline and the quantity line of each item the question names;
    empty where it asks something else or no item it names gives a quantity."""
    if not _HOW_MANY.search(question) or not _CONTENTS.search(question):
        return []
    named = set(terms(_CONTENTS.sub(" ", question))) - _ASKING
    found: list[Passage] = []
    for p in index.passages:
        if p.card and p.headline and not p.chrome and _QUANTITY.match(p.text.strip()) and named \
                and named <= set(terms(p.headline)):
            head = next((q for q in index.passages[max(0, p.index - 6):p.index]
                         if q.text == p.headline and q.headline == p.headline), None)
            found += [head, p] if head else [p]
    return found


def _variant(question: str, label: str, index: outline.Outline) -> list[Passage]:
    """The line of the card the question names (by its headline's words) that labels ``label`` ("Size: M")."""
    named = set(terms(_VARIANT.sub(" ", question))) - _ASKING
    if not named:
        return []
    labelled = re.compile(rf"\b{label}\s*:", re.I)
    for p in index.passages:
        if p.card and p.headline and not p.chrome and labelled.search(p.text) and named <= set(terms(p.headline)):
            head = next((q for q in index.passages[max(0, p.index - 3):p.index]
                         if q.text == p.headline and q.headline == p.headline), None)
            return [head, p] if head else [p]
    return []


def _summed(index: outline.Outline, term: re.Pattern[str], applied: bool = False) -> list[Passage]:
    """A summary's line: its ``term`` with the value under it (a <dl>'s "Delivery" over "Free"); ``applied``: with
    the line that says a code applied."""
    found: list[Passage] = []
    for p in index.passages:
        if p.chrome or p.item:
            continue
        after = index.passages[p.index + 1:p.index + 2]
        if term.match(p.text) and len(p.text.split()) <= 5 and after and after[0].item:
            found += [p, after[0]]
        elif applied and _APPLIED.match(p.text):
            found.append(p)
    return found if any(not _APPLIED.match(p.text) for p in found) else []
