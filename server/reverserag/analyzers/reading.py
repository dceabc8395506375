"""Reading: words, sentences, paragraphs and the minutes they take."""

from __future__ import annotations

import math

from ..page import Page
from ._context import page_text
from ._finding import Finding, count

NAME = "reading"
WORDS_PER_MINUTE = 238  # adult silent reading of non-fiction (Brysbaert, 2019)
CJK_CHARS_PER_MINUTE = 400


def analyze(page: Page) -> Finding | None:
    text = page_text(page)
    words = text.word_count
    if not words:
        return None
    if text.cjk_chars * 2 > words:
        size = count(words, "character")
        minutes = words / CJK_CHARS_PER_MINUTE
        pace = f"{CJK_CHARS_PER_MINUTE} chars/min"
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
