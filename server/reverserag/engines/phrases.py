"""What the offline engine says in its own words, in the languages it speaks.

The engine quotes the page as the page wrote it; it cannot translate. Its own words (the greeting's
frame, "In short, the page says:", "I could not find that on this page.", its signature) are written
in the answer language the visitor picked, else in the language they ask in (when their words say
it plainly), else in the page's language, else in English.

A visitor who picks or asks in a language it has no phrasebook for (Arabic, Russian, Korean…) gets
its words in the page's language if it has that one, else in English. Not machine translation: a
deterministic offline engine can only have the phrases someone wrote. The page's language, because
every answer is mostly quotes of the page, which the visitor is reading: words around them in the
same language make one answer in one language (and a browser that translates the page for the
visitor translates it whole). English otherwise, the language most read besides one's own. Such a
question still says which language it is in, so an earlier question's language (German, say) is
not used for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import languages
from ..analyzers._stopwords import PROFILES
from .phrasebooks import FRENCH, ITALIAN, PORTUGUESE, SPANISH
from .phrasebooks_cjk import CHINESE, CHINESE_TRADITIONAL, JAPANESE
from .phrasebooks_forms import FORM_PHRASES
from .phrasebooks_germanic import DUTCH, GERMAN

ENGLISH = {
    "signature": "(Offline engine: quoted from this page; no language model is connected.)",
    "quote": "“{}”",
    "comma": ", ",
    "and": " and ",
    "this_page": "this page",
    "empty": (
        "Hello! I have read {name}, but it has almost no readable text — fewer than twenty words — so there "
        "is little here for me to work from.\n\nIf the page is still loading, or its content sits in images "
        "or video, I cannot see it.\n\nI am reverserag's offline engine: no language model is connected, so I "
        "can only quote what the page itself says. {signature}"
    ),
    "hello": "Hello! This is {title}.",
    "hello_opens": "Hello! This is {title}. It opens: {lead}",
    "hello_untitled": "Hello!",
    "hello_untitled_opens": "Hello! This page opens: {lead}",
    "hello_short": "Hello! ",
    "selected": "You selected: {selection}{where}.",
    "selected_under": " (under {heading})",
    "covers": "It covers {topics}.",
    "stands_out": "What stands out: {passages}",
    "lists": "Most of it is lists and tables.",
    "short": "It is a short page with a single section.",
    "long": "It is one long section.",
    "introduction": (
        "I am reverserag's offline engine: no language model is connected, so I answer by finding the "
        "passages of this page that best match your question and quoting them, with the section they come from."
    ),
    "try_asking": " Try asking about {topics}.",
    "no_text": "This page has almost no readable text, so I have nothing to quote.",
    "code_hello": "Hello! {title} is {lines} lines of code{language}.",
    "code_hello_untitled": "Hello! This page is {lines} lines of code{language}.",
    "code_in": " in {language}",
    "code_defines": "It defines {names}.",
    "code_within": "In {name}:",
    "code_introduction": (
        "I am reverserag's offline engine: no language model is connected, so I answer by finding the "
        "pieces of this code that best match your question (a function, a class, a few lines) and "
        "quoting them."
    ),
    "welcome": "You are welcome. Ask me anything else about this page.",
    "in_short": "In short, the page says:",
    "not_found": "I could not find that on this page.",
    "ask_else": "Ask me about something the page discusses and I will quote the passage.",
    "all_said": "That is all the page says after what I quoted. Ask me about something else on it.",
    "says": "The page says:",
    "goes_on": "The page goes on:",
    "under_says": "Under {heading}, the page says:",
    "under_goes_on": "Under {heading}, the page goes on:",
    "of_shown": "Of those this page shows ({count}):",
    "not_listed": "I could not find {name} on this page.",
    "named_count": "Items on this page with {name} in their name ({count}):",
    "unlisted_at": "The page does not list {what} for {name}.",
    "unlisted_at_lists": "The page does not list {what} for {name}. Its card lists:",
    "unselected_tab": ("The page shows that under the {tab} tab, which is not selected, so I cannot read it: "
                       "select the tab and ask again."),
    "under": "Under {heading}:",
    "at_top": "At the top of the page:",
    "around": "Around the page (navigation, footer):",
    "author_and_date": "The page names its author, {author}, and its publication date, {date}.",
    "author": "The page names its author: {author}.",
    "authors": "The page names its authors: {author}.",
    "date": "The page gives its publication date: {date}.",
    "byline": "The page's metadata does not say, but its byline reads:",
    "named": "The page does not say so in those words, but it names this person:",
    "product_data": "The product data in the page's markup (schema.org) says:",
    "posting_data": "The job posting's data in the page's markup (schema.org) says:",
    "business_data": "The business's data in the page's markup (schema.org) says:",
    "no_author": "The page does not say who wrote it: neither its metadata nor a byline on it does.",
    "no_date": "The page does not say when it was published: neither its metadata nor a byline on it does.",
    "no_author_or_date": (
        "The page does not say who wrote it or when it was published: neither its metadata nor a byline on it does."
    ),
    "only_monthly": "The page gives only a monthly price for {heading}:",
    "only_yearly": "The page gives only a yearly price for {heading}:",
    "behind_control": (
        "The page has a {control} button for that: what it shows is not on the page until it is pressed. Press "
        "it, then ask me again."
    ),
    "form_required": "The page's form marks these fields as required: {fields}.",
}

#: Phrasebooks by primary language subtag (Chinese in Traditional characters by its script or region).
BOOKS: dict[str, dict[str, str]] = {code: {**book, **FORM_PHRASES.get(code, {})} for code, book in {
    "en": ENGLISH, "fr": FRENCH, "de": GERMAN, "es": SPANISH, "pt": PORTUGUESE, "it": ITALIAN, "nl": DUTCH,
    "zh": CHINESE, "zh-hant": CHINESE_TRADITIONAL, "ja": JAPANESE,
}.items()}
# Written in Traditional characters: zh-Hant, and Chinese as Taiwan, Hong Kong and Macau write it.


@dataclass(frozen=True, slots=True)
class Phrases:
    """The engine's words in one language: ``say("covers", topics=…)``, a title or a heading quoted with
    ``quote``, items joined with ``join``."""

    language: str

    def __call__(self, key: str, **values: str) -> str:
        text = BOOKS[self.language][key]
        return text.format(signature=BOOKS[self.language]["signature"], **values) if "{" in text else text

    def signed(self, text: str) -> str:
        """``text`` with the engine's signature after it."""
        return f"{text} {self('signature')}"

    def quote(self, text: str) -> str:
        return BOOKS[self.language]["quote"].format(text)

    def join(self, items: list[str]) -> str:
        """Items quoted and joined: "“A”, “B” and “C”"."""
        book = BOOKS[self.language]
        quoted = [self.quote(item) for item in items]
        if len(quoted) <= 1:
            return "".join(quoted)
        return book["comma"].join(quoted[:-1]) + book["and"] + quoted[-1]


#: The engine's words in English: what it says when no language is known.
IN_ENGLISH = Phrases("en")


def phrases(*codes: str | None) -> Phrases:
    """The phrasebook of the first of ``codes`` (language codes like ``fr-CA``; None skipped) the engine
    speaks; English when it speaks none of them."""
    for code in codes:
        found = languages.nearest(code, BOOKS) if code else None
        if found:
            return Phrases(found)
    return IN_ENGLISH


# The words questions are asked with, beside each language's function words (PROFILES): "Combien
# coûte le billet ?" has one function word of French, and "combien".
_ASKING = {language: frozenset(words.split()) for language, words in {
    "en": "what who whom whose how why when where which does do did can could should would is are there i my me "
          "you it",
    "fr": "quoi comment pourquoi quand où quel quelle quels quelles combien qu est ce cet peut peux on vous êtes sais "
          "y dit",
    "de": "was wer wem wen wessen wie worum worüber warum wann wo woher wohin welche welcher welches viel gibt kann "
          "man hat einen du bist ich bin",
    "es": "qué quién quiénes cómo por cuándo dónde cuál cuáles cuánto cuánta cuántos cuántas hay puedo eres",
    "pt": "quem como porque quando onde qual quais quanto quanta quantos quantas há posso você este",
    "it": "cosa chi come perché quando dove quale quali quanto quanta quanti quante c è posso puoi ha sei sai fai",
    "nl": "wat wie hoe waarom wanneer waar welke welk hoeveel kan kun kunt er dit heeft ben bent jij",
}.items()}
_WORD = re.compile(r"[^\W\d_]+")
_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# Letters of the scripts no phrasebook is written in: past Latin (with its extensions and the IPA),
# but for kana and Han (Arabic, Hebrew, Cyrillic, Greek, Hangul, the Indic scripts, Thai…).
_LATIN_END = "\u02af"
# Common characters that each script of Chinese writes its own way (这/這, 说/說, 吗/嗎, …): which a
# question uses tells the two apart, where the page's code cannot (the visitor may not write as it).
_SIMPLIFIED = frozenset("这个们说么为会时来对与点还开关吗问题价钱页谁写体实现经过当种样让进从无发见长门间学条"
                        "书买卖车马钟电话语网线图号请谢应该欢边读认识变气东张")
_TRADITIONAL = frozenset("這個們說麼為會時來對與點還開關嗎問題價錢頁誰寫體實現經過當種樣讓進從無發見長門間學條"
                         "書買賣車馬鐘電話語網線圖號請謝應該歡邊讀認識變氣東張")


def asked_in(question: str) -> str | None:
    """The language ``question`` is written in, when its words say so plainly: kana (Japanese), Han
    characters alone (Chinese: ``zh-Hant`` or ``zh-Hans`` when its characters tell, else ``zh``), mostly
    letters of a script no phrasebook is in (``und``: a language the engine has no words for), or for
    the languages of Latin script the engine speaks, at least two of one language's function and
    question words and twice any other's or more (each word once: "de la … de la" is no more Spanish
    than "de la"). None when unsure: a question of one word, or "What does 'la vie en rose' mean?"."""
    if _KANA.search(question):
        return "ja"
    letters = [c for c in question if c.isalpha()]
    han = len(_HAN.findall(question))
    other = sum(1 for c in letters if c > _LATIN_END and not _HAN.match(c))
    if other >= 2 and other > han and other * 2 > len(letters):
        return "und"
    if han >= 2:
        simplified = sum(c in _SIMPLIFIED for c in question)
        traditional = sum(c in _TRADITIONAL for c in question)
        return "zh-Hans" if simplified > traditional else "zh-Hant" if traditional > simplified else "zh"
    words = {w.lower() for w in _WORD.findall(question)}
    hits = sorted(((sum(1 for w in words if _said_in(w, code)), code) for code in _ASKING), reverse=True)
    (best, code), (second, _) = hits[0], hits[1]
    if best >= 2 and best >= 2 * second:
        return code
    return code if best >= 2 and _alone(words) == code else None


def _alone(words: set[str]) -> str | None:
    """The one language that has a word of ``words`` no other language has, when no other has one: "qué" in "¿De
    qué trata este proyecto?", whose "de" and "este" are Portuguese too. None when none does, or two do."""
    own = {code for code in _ASKING
           if any(_said_in(w, code) and not any(_said_in(w, other) for other in _ASKING if other != code)
                  for w in words)}
    return own.pop() if len(own) == 1 else None


def asking_word(word: str) -> bool:
    """Whether ``word`` (in lower case) is a function word or a question word of a language the engine speaks."""
    return any(_said_in(word, code) for code in _ASKING)


def content_words(question: str) -> list[str]:
    """The words of ``question`` that are not function or question words of a language the engine speaks, as
    written: "Wie ist die Bewertung?" gives ["Bewertung"]."""
    return [w for w in _WORD.findall(question) if not asking_word(w.lower())]


def _said_in(word: str, code: str) -> bool:
    """Whether ``word`` is a function word or a question word of the language ``code``."""
    return word in PROFILES[code] or word in _ASKING[code]
