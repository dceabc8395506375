"""A shop finder's services, for the offline engine: "Which shops have Click & Collect?", "Does the Hampstead shop have
Click & Collect?" where it has none.

A finder's card lists what a shop offers under its name, address and hours, as a list of its own ("Café", "Click &
Collect"; branches.py tells the cards apart). Asked which shops have one, the answer was each card's "Click & Collect"
without the shop's name; asked of a shop whose card lists none, its name and address, as if it had (qa61). The shops
whose card lists what is asked answer with their names; a shop named whose card does not, while another's does, that
the page does not list it for that shop, with what its card lists.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..words import terms
from . import branches
from .outline import Outline
from .phrases import Phrases
from .quoting import quote, quoted

# Which shops, in the languages the widget speaks: "Which shops have …?", "Quels magasins proposent …?", "Welche
# Filialen haben …?", "¿Qué tiendas tienen …?", "Quais lojas têm …?", "Quali negozi hanno …?",
# "Welke winkels hebben …?", "哪些门店有…？", "どの店舗に…がありますか？"; the last two ask it after what is asked too
# ("有…的是哪些门店？", "…があるのはどの店舗ですか？").
_WHICH = re.compile(r"^\W*(?:which|what)\s+(?:of\s+the\s+)?(?:shops?|stores?|branch(?:es)?|locations?|outlets?)\b"
                    r"|^\W*(?:quel(?:le)?s?|lesquel(?:le)?s)\s+(?:magasins?|boutiques?|agences?|succursales?)\b"
                    r"|^\W*welche[rsn]?\s+(?:filialen?|geschäfte?|läden|märkte?|standorte?)\b"
                    r"|^\W*¿?\s*(?:qu[ée]|cu[aá]les)\s+(?:tiendas?|sucursales?)\b|^\W*(?:quais|que)\s+(?:lojas?|filiais)\b"
                    r"|^\W*quali\s+(?:negozi|filiali)\b|^\W*welke\s+(?:winkels?|filialen?|vestigingen?)\b"
                    r"|^.{0,40}?哪(?:些|家|个|個)(?:门店|門店|店铺|店鋪|分店|商店|店)"
                    r"|^.{0,40}?どの(?:店舗|支店|お?店)", re.I)
# What a question calls a shop or asks it with, that no service's line need hold.
_ASKING = frozenset(terms("shop shops store stores branch branches location locations outlet outlets have has offer "
                          "offers provide provides does there any which magasin magasins boutique boutiques agence "
                          "proposent propose ont offrent filiale filialen geschäft geschäfte läden laden haben bieten "
                          "tienda tiendas sucursal sucursales tienen ofrecen loja lojas têm oferecem negozi filiali "
                          "hanno offrono winkel winkels vestiging vestigingen hebben bieden"))
# ... and in Chinese and Japanese, a character each: 门店 (店铺, 分店) 有 (提供, 支持); 店舗 (支店) で 使える
# (利用できる).
_ASKING |= frozenset("些家门門店铺鋪分商提供支持舗使利用")
_MARKER = re.compile(r"\[(?:image|icon):\s*([^\]]+)\]")


def asked(question: str, index: Outline, say: Phrases) -> str | None:
    """The shops whose card lists what ``question`` asks which shops have, or that the shop it names lists none of it
    where another's card does; None for another question, or where no card lists it."""
    listed = branches._branches(index)
    if len(listed) < 2:
        return None
    names = set().union(*(terms(name) for name in listed))
    wanted = set(terms(question)) - names - _ASKING
    if not wanted:
        return None
    if _WHICH.match(question):
        having = [(lines, found[0]) for lines in listed.values() for found in [_offering(lines, wanted)] if found]
        return quoted([p for lines, found in having for p in _head(lines) + [found]], say=say,
                      named=index.named) if having else None
    named = branches._named(question, listed)
    if not named or any(wanted & set(terms(p.text)) for p in named):
        return None
    elsewhere = next((found[0] for lines in listed.values() for found in [_offering(lines, wanted)] if found), None)
    if elsewhere is None:
        return None
    what, name = say.quote(_MARKER.sub(r"\1", elsewhere.text)), say.quote(named[0].headline or named[0].heading)
    offers = _services(named)
    if not offers:
        return say.signed(say("unlisted_at", what=what, name=name))
    return quote(say("unlisted_at_lists", what=what, name=name), offers, say=say)


def _services(lines: list[Passage]) -> list[Passage]:
    """A shop's list of what it offers: its card's items of a list of their own, which the card's name is not on."""
    return [p for p in lines if p.item and not p.headline]


def _offering(lines: list[Passage], wanted: set[str]) -> list[Passage]:
    """The line of a shop's services that holds every word ``wanted``."""
    return [p for p in _services(lines) if wanted <= set(terms(p.text))][:1]


def _head(lines: list[Passage]) -> list[Passage]:
    """A card's name, on a line of its own."""
    return [p for p in lines[:1] if p.headline == p.text]
