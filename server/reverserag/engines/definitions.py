"""What something is, as a page defines it: the offline engine's answer to "What is X?"."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..passages import Passage
from ..ranking import Index
from ..words import sentences, terms, words
from .questions import defined
from .quoting import defines, runs_on
from .substance import substantive


class _Grammar(NamedTuple):
    """What a definition is made of in one language: the verb it turns on ("Mozilla is a free-software
    community", "La CNCTR est une autorité …"), an apposition after a comma ("European Sleeper, a
    Dutch-Belgian cooperative, …"), the articles a subject may open with and the prepositions that
    put a name out of it ("Plans for Yahoo are …" is about the plans)."""

    verb: re.Pattern[str]
    apposition: re.Pattern[str]
    articles: frozenset[str]
    prepositions: frozenset[str]

    @classmethod
    def of(cls, verbs: str, articles: str, prepositions: str) -> _Grammar:
        return cls(re.compile(rf"(?<!\w)(?:{verbs})(?!\w)"), re.compile(rf",\s+(?:{'|'.join(articles.split())})\s"),
                   frozenset(articles.split()), frozenset(prepositions.split()))


# By the language the question asks in.
_GRAMMAR = {
    "en": _Grammar.of("is|are|was|were|refers to|means|stands for", "a an the",
                      "of for in on at with by from to about into over under after before"),
    "fr": _Grammar.of("est|sont|était|étaient|désigne", "le la les l' l’ un une des du",
                      "de du des à au aux en dans pour par sur sous avec sans entre après avant"),
    "de": _Grammar.of("ist|sind|war|waren|bezeichnet", "der die das den dem des ein eine einen einem einer eines",
                      "von vom für in im an am auf mit bei aus zu zum zur über unter nach vor"),
    "es": _Grammar.of("es|son|era|eran|fue|fueron", "el la los las un una",
                      "de del en con por para sobre sin entre tras ante"),
    "pt": _Grammar.of("é|são|era|eram|foi|foram", "o a os as um uma",
                      "de do da dos das em no na nos nas com por para sobre sem entre"),
    "it": _Grammar.of("è|sono|era|erano|fu|furono", "il lo la i gli le l' l’ un uno una",
                      "di del della dei degli delle a al alla in nel nella con per su sul sulla tra fra"),
    "nl": _Grammar.of("is|zijn|was|waren|betekent|staat voor", "de het een",
                      "van voor in op aan bij met uit naar over onder na door tot tegen tussen zonder om"),
}

def definition(question: str, index: Index) -> list[Passage]:
    """For a question that asks what something is, the first sentence that says it, and the sentence after
    it in its paragraph: what is asked about is the sentence's subject ("In mathematics, a Hermitian matrix
    (or self-adjoint matrix) is a complex square matrix …"), or a glossary's term, with what it means
    ("Black-box monitoring", then ": Testing externally visible behavior …"). Empty when none says it."""
    asked = defined(question)
    wanted = set(terms(asked[1])) if asked else set()
    if not asked or not wanted:
        return []
    grammar = _GRAMMAR[asked[0]]
    for p in index.passages:
        after = index.passages[p.index + 1:p.index + 2]
        if after and defines(p, after[0]) and _subject(p.text, wanted, grammar):
            return [p]  # with what it means (quoting.with_what_they_introduce)
        if not substantive(p) or p.row:
            continue
        # A quotation is one sentence however many it holds: each of those may say what something is.
        for part in sentences(p.text, quotations=False) if _QUOTATION.search(p.text) else [p.text]:
            verb = grammar.verb.search(part)
            said = grammar.apposition.search(part)  # "European Sleeper, a Dutch-Belgian cooperative founded …"
            if ((verb and _subject(part[:verb.start()], wanted, grammar))
                    or (said and _subject(part[:said.start()], wanted, grammar))):
                after = index.passages[p.index + 1:p.index + 2]
                return [p, *(f for f in after if runs_on(p, f))]
    return []


# A quotation mark that opens a quotation (words.py's pairs, and a straight one).
_QUOTATION = re.compile(r'[「『“„«»"]')


# An aside inside a subject: a parenthesis, or a clause set off by commas just before the verb
# ("Mozilla, the browser's maker, is …").
_ASIDES = re.compile(r"\([^()]*\)|,[^,]*,\s*$")


def _subject(before: str, wanted: set[str], grammar: _Grammar) -> bool:
    """Whether the words before a sentence's verb end with what is asked about, asides aside, after at
    most two words more: "In mathematics, a Hermitian matrix (or self-adjoint matrix)", not "Zuckerberg
    said this" or "I'd be shocked if Facebook"."""
    said = words(_ASIDES.sub(" ", before))
    found: set[str] = set()
    while said and found != wanted:
        stem = terms(said.pop())
        if (stem and stem[0] not in wanted) or not (stem or found):  # a function word only inside the name
            return False
        found.update(stem)
    head = [w.lower() for w in said if w.lower() not in grammar.articles]
    # "Plans for Yahoo are …" is about the plans: what a preposition governs is no subject.
    return found == wanted and len(head) <= 2 and not (head and head[-1] in grammar.prepositions)
