"""Readability: textstat's Flesch–Kincaid grade, with a plain label, and Flesch reading ease.

Scored on a sample of running prose (``PageText.sample``: about 1,000 words of paragraphs that
end a sentence, taken evenly across the page) — enough for a stable grade, and the cost stays
flat however long the page is.
Skipped for text that is not English (the formulas are calibrated for English) or too short to
score (under 100 words, the formulas' own minimum).
"""

from __future__ import annotations

from textstat.backend import counts, metrics

from ..page import Page
from ._context import page_text
from ._finding import Finding

NAME = "readability"
MIN_WORDS = 100
MIN_SENTENCES = 3
_LANG = "en_US"
_LABELS = ((6.0, "elementary"), (9.0, "middle school"), (13.0, "high school"), (17.0, "college"))


def grade_label(grade: float) -> str:
    for upper, label in _LABELS:
        if grade < upper:
            return label
    return "graduate"


def _is_english(page: Page) -> bool:
    detected = page_text(page).language
    if detected.code is not None:
        return detected.code == "en"
    declared = (page.lang or "").strip().lower()
    return not declared or declared.startswith("en")


def analyze(page: Page) -> Finding | None:
    text = page_text(page)
    sample = text.sample
    if not sample or not _is_english(page):
        return None
    # textstat's own counts, so the thresholds agree with the formulas they guard.
    if counts.count_words(sample) < MIN_WORDS or counts.count_sentences(sample) < MIN_SENTENCES:
        return None
    grade = metrics.flesch_kincaid_grade(sample, _LANG)
    ease = metrics.flesch_reading_ease(sample, _LANG)
    return Finding("Readability", (
        f"Flesch-Kincaid grade {grade:.1f} ({grade_label(grade)})",
        f"reading ease {ease:.1f}",
    ))


def warm_up() -> None:
    """Load textstat's syllable dictionary (CMUdict, about a second) now, not on a request."""
    metrics.flesch_kincaid_grade("Warm up the syllable dictionary once. It takes a second.", _LANG)
