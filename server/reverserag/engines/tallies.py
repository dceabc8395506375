"""A post's counts as the widget's other languages write them, for social.py: "4,5 k J'aime", "1,2 Mio. Aufrufe",
"3,4 mil visualizaciones", "1.2万 次观看", and what a question calls them in any of those languages ("How many likes?"
on a French thread, "¿Cuántos me gusta?", "有多少赞？"). social.py knew "4.5K likes" alone (off73): "Combien de vues ?"
quoted the poll's "Vue 17.3%", "¿Cuántos me gusta tiene?" nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..passages import Passage

# A count, with its thousands or millions as each language shortens them: "4.5K", "4,5 k", "1,2 Mio.", "3,4 mil",
# "2 mln", "1.2万", "4.512", Facebook's German "1,2 Tsd.".
_NUMBER = (r"\d[\d.,\u202f\u00a0]*(?:\s?(?:(?:[KMB]|k|Tsd|Mio|Mrd|mil|mln|mi)\.?(?![^\W\d_])|[万萬千亿億]))?")
# A line that ends with a count and what it counts: "4,5 k J'aime", "· 48,3 k vues", "1.2万 次观看", Facebook's German
# "4.512 „Gefällt mir“-Angaben" (its noun in quotation marks).
COUNT = re.compile(rf"(?:^|·\s*)(?P<number>{_NUMBER})\s*"
                   rf"(?P<noun>[„“\"]?[^\W\d_][\w'’„“”\"\-]*(?:\s+[\w'’„“”\"\-]+){{0,2}})\s*$")
# What each count is, in English as the page's nouns are compared: likes, replies, views, reposts, shares, comments,
# bookmarks, by the words of the languages the widget speaks.
_KINDS = tuple((kind, re.compile(words, re.I)) for kind, words in (
    ("like", r"^(?:likes?|j['’]aime|me\s+gusta|mi\s+piace|curtidas?|gostos?|gef[äa]llt[\s-]+mir|vind-ik-leuks?"
             r"|いいね|点?赞|讚|favou?rites?)"),
    ("repli", r"^(?:repl(?:y|ies)|r[ée]ponses?|antworten?|respuestas?|respostas?|risposte|reacties|件の返信|返信"
              r"|回复|回覆)"),
    ("view", r"^(?:views?|vues?|aufrufe|wiedergaben|visualizaciones|visualiza[cç][õo]es|visualizzazioni|weergaven"
             r"|(?:次|回)?(?:观看|觀看|視聴|再生|浏览|瀏覽))"),
    ("repos", r"^(?:reposts?|retweets?|boosts?|republications?|reenv[ií]os?|repubblicazioni|リポスト|转发|轉發)"),
    ("share", r"^(?:shares?|partages?|compartidos|partilhas|condivisioni|(?:mal\s+)?geteilt|(?:keer\s+)?gedeeld"
              r"|シェア|分享)"),
    ("comme", r"^(?:comments?|commentaires?|kommentare?|comentarios?|coment[aá]rios?|commenti|コメント|评论|評論)"),
    ("bookm", r"^(?:bookmarks?|signets?|lesezeichen|guardados|segnalibri|ブックマーク|书签|書籤)"),
))
# ... asked in Chinese or Japanese, which write no space: "有多少赞？", "观看次数是多少？", "いいねは何件？".
_CJK_NOUN = r"いいね|点?赞|讚|返信|回复|回覆|观看|觀看|視聴|再生|浏览|瀏覽|转发|轉發|评论|評論|コメント"
_CJK_ASKED = re.compile(rf"(?:多少|几|幾|何)[个個次条條件回]?(?P<a>{_CJK_NOUN})"
                        rf"|(?P<b>{_CJK_NOUN})[^?？]{{0,6}}?(?:多少|几|幾|何)")


def kind(noun: str) -> str | None:
    """What ``noun`` counts, by English's first five letters ("J'aime", "likes": "like"); None where no rule knows."""
    noun = noun.strip().lstrip("„“\"")
    return next((kind for kind, words in _KINDS if words.match(noun)), None)


def is_count(text: str) -> bool:
    """Whether ``text`` is a count and what it counts and nothing else: "4.512 „Gefällt mir“-Angaben", "4,5 k J'aime"
    (social.py's English "4.5K likes" alone was none of what a post says)."""
    found = COUNT.match(text)
    return bool(found and kind(found["noun"]))


def asked_cjk(question: str) -> str | None:
    """What a question in Chinese or Japanese asks the count of, by its :func:`kind`; None for another question."""
    found = _CJK_ASKED.search(question)
    return kind(found["a"] or found["b"]) if found else None


# A count whose shortened millions' dot ended a sentence: "… · 1,2 Mio." over "Aufrufe".
_CUT = re.compile(r"\d\s?(?:Tsd|Mio|Mrd|mil|mln|k)\.$")


def counted(passages: list[Passage], noun: str) -> list[Passage]:
    """The passages that end with a count of ``noun`` (a :func:`kind`), a count cut at its dot joined to its noun."""
    out = []
    for p, after in zip(passages, [*passages[1:], None], strict=True):
        if after and _CUT.search(p.text) and after.label == p.label and not COUNT.search(p.text):
            p = replace(p, text=f"{p.text} {after.text}")
        if (found := COUNT.search(p.text)) and kind(found["noun"]) == noun:
            out.append(p)
    return out
