"""A BM25 ranking over a page's passages (passages.py): the offline engine's retrieval."""

from __future__ import annotations

import math
import re
from collections import Counter

from .passages import Passage
from .words import LIGHT_VERBS, is_headline_case, is_title, terms, unprefixed, word_count

_LIGHT = frozenset(terms(" ".join(LIGHT_VERBS)))
# A phone number: digits in two groups or more, 7 to 15 of them, perhaps after a country code or an area code in
# brackets ("555-0142", "+44 20 7946 0958", "(555) 123-4567", "06 12 34 56 78")...
_PHONE = re.compile(r"(?<![\w.,/:+-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,8}){1,4}"
                    r"(?![\w,/:-]|\.\d)")
# ... but a date, years ("2019-2021", "2025 1610") or a count in thousands ("1 250 000") is none.
_NO_PHONE = re.compile(r"\d{4}-\d\d-\d\d|\d\d?\.\d\d?\.\d{2,4}|(?:19|20)\d\d(?:[ -](?:19|20)?\d\d)+"
                       r"|(?:1[5-9]|20)\d\d[ -]\d{2,4}|\d{1,3}(?: \d{3})+")
# A word of a question, to be looked up on its own.
_WORD = re.compile(r"[^\W\d_]+")
# A word that asks how much of a measure a thing has, and the measure a spec table names it by ("How heavy is
# it?" and "| Weight | 1.2 kg |"): read as the measure on a page that never uses the word itself.
_MEASURES = {stem: measure for words, measure in (
    ("heavy heavier weigh weighs", "weight"), ("tall taller high", "height"), ("wide wider", "width"),
    ("deep deeper", "depth"), ("big bigger", "size"),
) for stem in terms(words)}
# A word for a warning, and the kinds of admonition a page may give one as ("Caution: Do not share a schema", as
# the widget writes Starlight's caution aside): read as the first of them the page uses, where it never uses the word.
# Words in "-y" whose root is another word: "Is it ready?" asks nothing of reading, "handy" of a hand.
_NOT_ROOTED = frozenset(terms("ready party handy belly early county study jelly bully hobby"))
_WARNINGS = frozenset(terms("warning warnings warn"))
_ADMONITIONS = tuple(terms("caution danger"))
# The months, each as the languages whose function words are stopwords name it and as they shorten it: a month asked
# for is read as the form the page uses ("November" as a card's "Revenue (Nov)"). A short form that is also a word
# ("mar", "set", "out", "ago", "may") is left out: it names no month.
_MONTHS = {stem: month for month, words in enumerate((
    "january jan janvier janv januar jän enero gennaio januari janeiro",
    "february feb février févr fevrier februar febrero febbraio februari fevereiro",
    "march märz marzo maart março",
    "april apr avril avr abril aprile",
    "mai mayo maggio mei maio",
    "june jun juin juni junio giugno junho",
    "july jul juillet juil juli julio luglio julho",
    "august aug août aout agosto augustus",
    "september sep sept septembre septiembre settembre setembro",
    "october oct octobre oktober okt octubre ottobre outubro",
    "november nov novembre noviembre novembro",
    "december dec décembre decembre déc dezember dez diciembre dicembre dezembro",
)) for stem in terms(words)}
_EMAIL = re.compile(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b")
# What a passage that gives one is about, in the languages whose function words are stopwords.
_CONTACT = "contact contacter kontakt kontaktieren contacto contactar contato contatar contatto contattare "
_PHONE_WORDS = frozenset(terms(_CONTACT + "phone telephone number téléphone numéro telefon telefonnummer rufnummer "
                               "nummer teléfono número telefone telefono numero telefoon telefoonnummer"))
_EMAIL_WORDS = frozenset(terms(_CONTACT + "email e-mail mail courriel correo posta"))


def phone_number(text: str) -> bool:
    """Whether ``text`` gives a phone number."""
    return any(7 <= sum(c.isdigit() for c in m.group()) <= 15 and not _NO_PHONE.fullmatch(m.group())
               for m in _PHONE.finditer(text))


def _unprefixing(vocabulary: set[str]) -> dict[str, str]:
    """Each Hebrew or Arabic word of ``vocabulary`` that is another of its words with a prefix, and that word (the
    least taken off first, then what that one is in turn): the page's words with and without a prefix meet. Empty
    on a page in neither script."""
    found = {}
    for word in vocabulary:
        bare = next((w for w in unprefixed(word) if w in vocabulary), None)
        if bare:
            found[word] = bare
    for word, bare in found.items():
        seen = {word}
        while bare in found and bare not in seen:
            seen.add(bare)
            bare = found[bare]
        found[word] = bare
    return found


class Index:
    """BM25 (k1=1.2, b=0.75) over passages' text; a term only their heading holds scores half its
    weight (all of it when the heading holds every term of a question of two or more), the same for
    every passage of the section, so the section's first sentences rank first rather than its
    shortest fragments ("Share" under a headline that holds the word)."""

    def __init__(self, passages: list[Passage], k1: float = 1.2, b: float = 0.75):
        self.passages = passages
        self.k1, self.b = k1, b
        self.texts = [Counter(terms(p.text)) for p in passages]
        headings: dict[str, set[str]] = {}
        self.headings = [headings.setdefault(p.heading, set(terms(p.heading))) for p in passages]
        # A Hebrew or Arabic word the page also writes without its prefix is read as that word ("והשקל", and the
        # shekel, as "השקל"), and so is a question's (``spelled``).
        self.unprefixed = _unprefixing({t for text in self.texts for t in text}
                                       | {t for words in headings.values() for t in words})
        if self.unprefixed:
            bare = self.unprefixed
            self.texts = [Counter() for _ in passages]
            for text, p in zip(self.texts, passages, strict=True):
                text.update(bare.get(t, t) for t in terms(p.text))
            kept = {h: {bare.get(t, t) for t in words} for h, words in headings.items()}
            self.headings = [kept[p.heading] for p in passages]
        # What a passage is read under besides its heading: a table's rows, its caption ("Which sailings run
        # daily?": the rows say "Daily", their caption "Summer sailings from Port Avery"); a passage that gives
        # a phone number or an email address, what that is ("What is the phone number?": "Call the ticket
        # office on 555-0142"); a card's line, its headline ("How much is the blue kettle?": a shop's card says
        # "£49.00" under "Blue Enamel Kettle").
        caption: set[str] = set()
        for i, p in enumerate(passages):
            if not p.row:
                caption = set(self.texts[i]) if p.text.startswith("Table: ") else set()
            context = ((caption if p.row else set()) | (_PHONE_WORDS if phone_number(p.text) else set())
                       | (_EMAIL_WORDS if "@" in p.text and _EMAIL.search(p.text) else set())
                       | (set(terms(p.headline)) if p.headline and p.text != p.headline else set()))
            if context:
                self.headings[i] = self.headings[i] | context
        # Text and heading together: what a passage is about, for coverage and centrality.
        self.docs = [text + Counter(heading) for text, heading in zip(self.texts, self.headings, strict=True)]
        self.lengths = [sum(d.values()) for d in self.texts]
        self.avg = (sum(self.lengths) / len(self.lengths)) if self.lengths else 0.0
        df: Counter[str] = Counter()
        for doc in self.docs:
            df.update(doc.keys())
        n = len(passages)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def search(self, query: str, limit: int = 3) -> list[tuple[float, Passage]]:
        wanted = set(terms(query))
        # Summed in one order: in a set's, which the hash seed picks, two passages' equal scores differed in their
        # last bit, and which ranked first changed from one run to the next.
        ordered = sorted(wanted)
        scored = []
        for text, heading, length, passage in zip(self.texts, self.headings, self.lengths, self.passages,
                                                  strict=True):
            score = 0.0
            # A heading that holds the whole question ("Who runs the trains?" under "Who runs the trains
            # now") names the section that answers it: its words count in full there.
            share = 1.0 if len(wanted) >= 2 and wanted <= heading else 0.5
            for term in ordered:
                tf = text.get(term)
                if tf:
                    norm = self.k1 * (1 - self.b + self.b * length / (self.avg or 1))
                    score += self.idf[term] * tf * (self.k1 + 1) / (tf + norm)
                elif term in heading:
                    score += self.idf[term] * share
            if score > 0:
                scored.append((score, passage))
        scored.sort(key=lambda pair: (-pair[0], pair[1].index))
        return scored[:limit]

    def spelled(self, query: str) -> str:
        """``query`` with a word that names who does something ("reviewers", "teachers"), where the page never
        uses it but uses the word it is made from ("Reviews", "teaching"), written as that word: a shop's
        "## Reviews" answers "What do reviewers say?". That word is of five letters or more: "number" is not
        one who numbs, nor "corner" of corn. Likewise a word that asks for a measure, as the measure a spec table
        names ("How heavy is it?" finds "| Weight | 1.2 kg |"), and a month as the page names it ("November"
        finds "Revenue (Nov)")."""

        def known(m: re.Match[str]) -> str:
            found = terms(m.group())
            if len(found) != 1 or found[0] in self.idf:
                return m.group()
            stem = found[0]
            if self.unprefixed:  # a Hebrew or Arabic word, read as the page writes it, without a prefix or with none
                bare = self.unprefixed.get(stem) or next((w for w in unprefixed(stem) if w in self.idf), "")
                if bare:
                    return self.unprefixed.get(bare, bare)
            if stem in _WARNINGS:
                return next((kind for kind in _ADMONITIONS if kind in self.idf), m.group())
            if stem in _MEASURES:
                return _MEASURES[stem] if terms(_MEASURES[stem])[0] in self.idf else m.group()
            if stem in _MONTHS:
                return self._month(stem) or m.group()
            root = stem[:-2] if stem.endswith("er") and len(stem) >= 7 else ""
            if root in self.idf:
                return root
            return self._rooted(stem) or m.group()

        return _WORD.sub(known, query)

    def _rooted(self, stem: str) -> str:
        """The noun of four letters or more that an adjective in "-y" (``stem`` as ``terms`` makes it, "itchi") is
        made from, when the page uses it: "Is the sweater itchy?" finds a review's "No itch at all", "Is it windy?"
        a "wind" (a doubled letter once: "chilly", "foggy"). "" otherwise, and for a word whose root is another
        word ("ready", "party")."""
        if not stem.endswith("i") or len(stem) < 5 or stem in _NOT_ROOTED:
            return ""
        root = stem[:-1]
        for found in (root, root[:-1] if root[-1] == root[-2] else ""):
            if len(found) >= 4 and found in self.idf:
                return found
        return ""

    def _month(self, stem: str) -> str:
        """The form the page names the month ``stem`` names by ("nov" for "november"), or "" if it names it by none."""
        return next((other for other, month in _MONTHS.items() if month == _MONTHS[stem] and other in self.idf), "")

    def coverage(self, query: str, passage: Passage, implied: frozenset[str] = frozenset()) -> float:
        """Share of the query's terms that the passage (with its heading) contains; ``implied`` terms
        (the page title's: what every passage of the page is about) count as contained. Light verbs
        ("take", "use", "work") count only in a question of nothing else."""
        wanted = set(terms(query))
        wanted = wanted - _LIGHT or wanted
        if not wanted:
            return 0.0
        return len(wanted & (self.docs[passage.index].keys() | implied)) / len(wanted)

    def central(self, limit: int) -> list[Passage]:
        """Passages dense in the page's most distinctive recurring terms: what stands out."""
        weight: dict[str, float] = {}
        for doc in self.docs:
            for term in doc:
                weight[term] = weight.get(term, 0.0) + self.idf[term]
        scored = []
        for doc, passage in zip(self.docs, self.passages, strict=True):
            length = sum(doc.values())
            if (not passage.told() or length < 6 or word_count(passage.text) < 8  # a sentence, not a contents line
                    or is_title(passage.text)  # a line that makes no sentence: "Blog Insights 3 findings from …"
                    or is_headline_case(passage.text)):  # a card's headline: "Why Are City Streets Under Repair?"
                continue
            scored.append((sum(weight[t] for t in doc) / (length + 8), passage))
        scored.sort(key=lambda pair: (-pair[0], pair[1].index))
        return [p for _, p in scored[:limit]]
