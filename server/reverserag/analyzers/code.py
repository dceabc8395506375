"""Code: blocks, their languages (declared, else guessed), lines, and the share that is code."""

from __future__ import annotations

from collections import Counter

from ..codelang import name
from ..page import Page
from ._context import page_text
from ._finding import Finding, clean, count, listing

NAME = "code"
LANGUAGES_SHOWN = 5
MAX_GUESSES = 20  # guessing costs a scan per language; a page's first blocks tell enough


def _blocks(page: Page) -> list[tuple[str | None, str]]:
    if page.code_blocks:
        return [(b.language, b.text) for b in page.code_blocks if b.text.strip()]
    # No list from the widget: fall back to the fences in the markdown.
    return [(f.info or None, f.text)
            for f in page_text(page).fences if f.text.strip()]


def analyze(page: Page) -> Finding | None:
    blocks = _blocks(page)
    if not blocks:
        return None
    languages: Counter[str] = Counter()
    declared_names: set[str] = set()
    lines = chars = guesses = 0
    for language, text in blocks:
        body = text.strip("\n")
        lines += body.count("\n") + 1
        chars += len(body)
        if not (language and language.strip()):
            if guesses >= MAX_GUESSES:
                continue
            guesses += 1
        found, guessed = name(language, body)
        if found is not None:
            languages[found] += 1
            if not guessed:
                declared_names.add(found)
    names = [
        clean(f"{lang} ×{n}" if n > 1 else lang, 30)
        + ("" if lang in declared_names else " (guessed)")
        for lang, n in languages.most_common()
    ]
    head = count(len(blocks), "block")
    if names:
        head += f" in {listing(names, LANGUAGES_SHOWN)}"
    prose = len(page_text(page).prose.strip())
    share = chars / (chars + prose) if chars + prose else 0.0
    percent = "<1%" if 0 < share < 0.005 else f"{share:.0%}"
    return Finding("Code", (head, count(lines, "line"), f"{percent} of text is code"))
