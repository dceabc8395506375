"""What reviewers complain about: the reviews on the page that complain, for a question that asks for complaints.

"What do reviewers complain about?" quoted a shop's two top reviews, both full of praise: the question's words
are in none of them, and the reviews' section's heading matched them all alike. A review complains when its own
stars are three of five or fewer ("[image: 2 out of 5 stars]" on the line over it) or when it says so in the
words a complaint is made with ("but", "unfortunately", "returned", "leider", "malheureusement", "purtroppo"),
in the languages the engine speaks. Words are a rough sign ("No itch at all" is praise, "never had a problem"
too): the stars count first, then how many such words a review holds.
"""

from __future__ import annotations

import re

from ..analyzers._stopwords import PROFILES
from ..passages import Passage
from ..words import terms, word_count
from . import outline, ratings
from .phrases import content_words

# What asks for complaints: "What do reviewers complain about?", "Any negative reviews?", "What are the
# downsides?", "De quoi se plaignent-ils ?", "Worüber beschweren sich die Kunden?", "¿De qué se quejan?".
ASKED = re.compile(r"\b(?:complain\w*|negativ\w*|dislike[sd]?|downsides?|drawbacks?|cr[ií]tic\w*|worst|plaign\w*"
                   r"|plainte\w*|négati\w+|reproch\w*|beschwer\w*|kritik\w*|kritisier\w*|bemängel\w*|quej\w+"
                   r"|reclam\w+|queix\w+|lament\w+|klacht\w*|klagen|negatie\w*)\b", re.I)
# What asks for complaints, not only for what is bad ("the negative effects of caffeine" are the article's).
_GRIPE = re.compile(r"complain\w*|plaign\w*|plainte\w*|reproch\w*|beschwer\w*|bemängel\w*|quej\w+|reclam\w+"
                    r"|queix\w+|lament\w+|klacht\w*|klagen", re.I)
# Who complains, and how often, beside what asks for complaints: "What do customers complain about most?". What
# else a question names ("the sleeves") is looked for in the reviews that complain.
_WHO = frozenset(terms("reviewers reviews customers people buyers users owners commenters comments readers guests "
                       "Kunden Käufer Gäste clients acheteurs utilisateurs invités clientes compradores usuarios "
                       "huéspedes hóspedes clienti acquirenti ospiti klanten kopers gebruikers gasten common main "
                       "biggest usual frequent most things"))
# The heading of a section of reviews or comments, in those languages ("Kundenbewertungen" too); not "Davis", nor
# French's "Comment installer".
_REVIEWS = re.compile(r"review|testimonial|\bavis\b|bewertung|rezension|rese[ñn]a|opini[oó]n|valoraci|avalia"
                      r"|recension|beoordel|\bcomments\b|commentaires|kommentare|coment[aá]rios|comentarios|commenti"
                      r"|reacties", re.I)
# The words a complaint is made with. French's "mais" (but) after a comma or first: elsewhere it is as likely
# Portuguese's "more" ("gostei mais do que esperava").
_COMPLAINING = re.compile(
    r"\b(?:but|however|unfortunately|sadly|disappoint\w*|poor\w*|broke|broken|returned|refund\w*|worst|bad|too"
    r"|wish|flimsy|cheaply|defect\w*|faulty|problems?|issues?|complain\w*|uncomfortable|waste"
    r"|(?:(?<=,\s)|^)mais|malheureusement|déçu\w*|décevant\w*|dommage|trop|mauvais\w*|défaut\w*|retourné\w*"
    r"|aber|leider|enttäusch\w*|schlecht\w*|kaputt|zurückgeschickt|mangelhaft"
    r"|pero|lamentablemente|desafortunadamente|decepcion\w*|demasiado|malo|mala|defectuos\w*|devolv\w*"
    r"|mas|infelizmente|ruim|péssim\w*|defeito\w*|devolvi"
    r"|purtroppo|delus\w*|pessim\w*|troppo|difett\w*|restituit\w*"
    r"|maar|helaas|teleurgesteld|tegenvallend|slecht\w*|kapot|teruggestuurd)\b", re.I)
# Words of a complaint in some languages that are other words in others: "bad" is German's and Dutch's bath, "ruim"
# Dutch's roomy, "mala" Portuguese's suitcase. Each counts in a review of one of its languages, or of none told.
_ONLY_IN = {"bad": {"en"}, "ruim": {"pt"}, "mala": {"es", "it"}}
# What asks about fit ("Any complaints about sizing?", "… über die Größe?"), and what a review says of it: "runs a
# little small", "too tight", "fällt klein aus", "taille petit", "queda pequeño", "veste grande", "valt klein".
_FIT_ASKED = frozenset(terms("size sizes sizing fit fits fitting größe passform taille talla tamanho taglia "
                             "vestibilità maat pasvorm"))
_FIT = re.compile(r"\b(?:runs?|ran|fits?|fitted|comes?|came)\s+(?:\w+\s+){0,2}?(?:small|large|big|tight|loose)\b"
                  r"|\b(?:too|bit|slightly|little|very|quite)\s+(?:small|large|big|tight|loose|snug|baggy)\b"
                  r"|\bfällt\s+(?:\w+\s+){0,3}?(?:klein|groß|eng|weit)\w*\s+aus\b|\bzu\s+(?:klein|groß|eng|weit)\b"
                  r"|\btaille\s+(?:petit|grand|serré)|\btrop\s+(?:petit|grand|serré|étroit)"
                  r"|\b(?:queda|quedan|talla)\s+(?:\w+\s+)?(?:pequeñ|grande|ajustad|holgad)|\bdemasiado\s+(?:pequeñ|ajustad)"
                  r"|\b(?:veste|ficou|fica)\s+(?:\w+\s+)?(?:pequen|grande|apertad)|\bmuito\s+(?:pequen|apertad)"
                  r"|\b(?:veste|calza)\s+(?:\w+\s+)?(?:piccol|grand|strett)|\btroppo\s+(?:piccol|strett)"
                  r"|\bvalt\s+(?:\w+\s+)?(?:klein|groot|ruim|krap|smal)|\bte\s+(?:klein|groot|krap|strak)\b", re.I)
# Stars this share of the most or fewer make a complaint: three of five.
_LOW = 0.6


def complaints(question: str, index: outline.Outline, implied: frozenset[str] = frozenset(),
               most: int = 3) -> list[Passage]:
    """For a question that asks for complaints (beside who makes them, and ``implied``: the page's name), the
    reviews (the passages of a section of reviews or comments, not of the chrome) that complain most, in page
    order: the ones rated lowest, then the ones that hold the most words of a complaint; for one that names what
    about ("Any complaints about the sleeves?"), only those that hold half its words or more (a review that praises
    the colour is no complaint about it). Empty when the question asks for none, no review complains, or none
    that names what is asked about: it is searched for as any other."""
    words = content_words(question)
    if not any(ASKED.fullmatch(w) for w in words):
        return []
    asked = set(terms(" ".join(w for w in words if not ASKED.fullmatch(w))))
    named = asked - _WHO - implied
    if named and not (asked & _WHO or any(_GRIPE.fullmatch(w) for w in words)):
        return []  # "What are the negative effects of caffeine?" asks for no reviews
    fit = bool(named & _FIT_ASKED)  # a remark on fit holds what is asked about, and complains of it
    reviews = [p for p in index.passages if not (p.chrome or word_count(p.text) < 4 or ratings.alone(p.text))
               and any(_REVIEWS.search(h) for h in index.chains[p.index])]
    told = _language(" ".join(p.text for p in reviews))  # the reviews' language, where one's own does not tell
    found: list[tuple[bool, int, Passage, Passage | None]] = []
    for p in reviews:
        rated = _rated(p, index)
        stars = ratings.score(rated.text) if rated else None
        low = stars is not None and stars <= _LOW
        language = _language(p.text) or told
        said = sum(1 for m in _COMPLAINING.finditer(p.text)
                   if language is None or language in _ONLY_IN.get(m.group().lower(), (language,)))
        fits = fit and _FIT.search(p.text) is not None
        said += fits
        if named and not fits and 2 * len(named & index.docs[p.index].keys()) < len(named):
            continue
        if low or said:
            found.append((low, said, p, rated if rated and ratings.alone(rated.text) else None))
    found.sort(key=lambda f: (not f[0], -f[1], f[2].index))
    # Each with its stars' line, which says how low the review rates it.
    chosen = {q for _, _, p, stars in found[:most] for q in (p, stars) if q is not None}
    return sorted(chosen, key=lambda p: p.index)


def _language(text: str) -> str | None:
    """The language ``text`` is in, by its function words (two at least, more than any other language's); None when
    they do not tell."""
    said = re.findall(r"[^\W\d_]+", text.lower())
    hits = sorted(((sum(w in profile for w in said), code) for code, profile in PROFILES.items()), reverse=True)
    (best, code), (second, _) = hits[0], hits[1]
    return code if best >= 2 and best > second else None


def _rated(p: Passage, index: outline.Outline, within: int = 2) -> Passage | None:
    """The passage that gives the stars of the review ``p`` is in: ``p``, else the line over it in its section
    (the widget's "[image: 2 out of 5 stars]", a "★★☆☆☆" line); None when neither does."""
    for q in reversed(index.passages[max(0, p.index - within):p.index + 1]):
        if q.heading != p.heading:
            break
        if ratings.score(q.text) is not None:
            return q
    return None
