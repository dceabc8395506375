"""Reading: words, sentences, paragraphs and the minutes they take."""

from __future__ import annotations

import math

from ..page import Page
from ._context import page_text
from ._finding import Finding, count

NAME = "reading"
WORDS_PER_MINUTE = 238  # adult silent reading of non-fiction (Brysbaert, 2019)
# Native adults read the IReST paragraphs aloud at 255 characters a minute in Chinese and 357 in
# Japanese (Trauzettel-Klosinski & Dietz, 2012, Invest Ophthalmol Vis Sci 53:5452): at 1.67 and 1.21
# of the same texts a minute, Japanese writes a text in about twice Chinese's characters, its grammar
# in kana. Silent reading is faster (English's by 30%: 238 wpm against 183 aloud, Brysbaert, 2019),
# but to scale these by English's ratio would be a guess, and the IReST texts (sixth-grade prose) are
# easier than most pages: as for Thai, we keep the measured figures. A page is Japanese when a tenth
# of its CJK characters are kana, which Chinese writes none of but in the odd quoted name.
CHINESE_CHARS_PER_MINUTE = 255
JAPANESE_CHARS_PER_MINUTE = 357
# Thai adults read the Thai MNREAD chart's sentences at 134 words a minute (Leeungurasatien et al.,
# 2024, Indian J Ophthalmol 72:1653), MNREAD's word being six characters of a 60-character
# sentence: about 800 characters a minute, counted as a line's places are (so marks above or below a
# letter are not). That is aloud; silent reading is faster, a page's prose harder than a chart's
# sentence, and we keep the measured figure. Lao, Khmer and Myanmar have none of their own and
# are read at Thai's rate, their nearest neighbour in how they are written.
SEA_CHARS_PER_MINUTE = 800


def analyze(page: Page) -> Finding | None:
    text = page_text(page)
    words = text.word_count
    if not words:
        return None
    # Characters, when they are the most of the reading: a Thai letter takes about a third of a
    # word's time (800 chars/min against 238 wpm), a CJK character is weighed as a word.
    spaced = words - text.cjk_chars - text.sea_chars
    if text.cjk_chars + text.sea_chars * WORDS_PER_MINUTE / SEA_CHARS_PER_MINUTE > spaced:
        if text.sea_chars > text.cjk_chars:
            rate = SEA_CHARS_PER_MINUTE
        elif text.kana_chars * 10 >= text.cjk_chars:
            rate = JAPANESE_CHARS_PER_MINUTE
        else:
            rate = CHINESE_CHARS_PER_MINUTE
        size = count(words, "character")
        minutes = words / rate
        pace = f"{rate} chars/min"
    else:
        size = count(words, "word")
        minutes = words / WORDS_PER_MINUTE
        pace = f"{WORDS_PER_MINUTE} wpm"
    read = "<1 min" if minutes < 0.5 else f"~{max(1, math.floor(minutes + 0.5)):,} min"
    return Finding("Reading", (
        size,
        count(text.sentences, "sentence"),
        count(text.paragraphs, "paragraph"),
        f"{read} read at {pace}",
    ))
