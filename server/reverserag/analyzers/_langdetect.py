"""A cheap language detector: Unicode script counts, then function-word hits for Latin text."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ._stopwords import PROFILES

MIN_LETTERS = 20

NAMES = {
    "en": "English", "fr": "French", "es": "Spanish", "de": "German", "it": "Italian",
    "pt": "Portuguese", "nl": "Dutch", "sv": "Swedish", "pl": "Polish", "ru": "Russian",
    "uk": "Ukrainian", "el": "Greek", "ar": "Arabic", "he": "Hebrew", "hi": "Hindi",
    "th": "Thai", "lo": "Lao", "km": "Khmer", "my": "Burmese", "ja": "Japanese", "zh": "Chinese",
    "ko": "Korean",
}

_ASCII_LETTERS = re.compile(r"[A-Za-z]+")
_ASCII_RUNS = re.compile(r"[\x00-\x7f]+")
_SCRIPTS: dict[str, re.Pattern[str]] = {
    "latin": re.compile(r"[\u00c0-\u024f]"),
    "cyrillic": re.compile(r"[\u0400-\u04ff]"),
    "greek": re.compile(r"[\u0370-\u03ff]"),
    "arabic": re.compile(r"[\u0600-\u06ff]"),
    "hebrew": re.compile(r"[\u0590-\u05ff]"),
    "devanagari": re.compile(r"[\u0900-\u097f]"),
    "thai": re.compile(r"[\u0e00-\u0e7f]"),
    "lao": re.compile(r"[\u0e80-\u0eff]"),
    "khmer": re.compile(r"[\u1780-\u17ff\u19e0-\u19ff]"),
    "myanmar": re.compile(r"[\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]"),
    "kana": re.compile(r"[\u3040-\u30ff]"),
    "han": re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"),
    "hangul": re.compile(r"[\uac00-\ud7af\u1100-\u11ff]"),
}
_SINGLE = {
    "greek": "el", "arabic": "ar", "hebrew": "he", "devanagari": "hi", "thai": "th",
    "lao": "lo", "khmer": "km", "myanmar": "my", "hangul": "ko",
}
_UKRAINIAN = re.compile(r"[ієїґІЄЇҐ]")


@dataclass(frozen=True, slots=True)
class Detection:
    code: str | None  # ISO 639-1, or None when unsure
    script: str | None
    confidence: str  # "high" | "low" | "none"

    @property
    def name(self) -> str:
        return NAMES.get(self.code or "", self.code or "unknown")


UNKNOWN = Detection(None, None, "none")


def detect(sample: str, words: list[str]) -> Detection:
    """The language of ``sample``, given with its lowercased tokens."""
    non_ascii = "" if sample.isascii() else _ASCII_RUNS.sub("", sample)
    letters = {name: len(rx.findall(non_ascii)) for name, rx in _SCRIPTS.items()}
    letters["latin"] += sum(map(len, _ASCII_LETTERS.findall(sample)))
    total = sum(letters.values())
    if total < MIN_LETTERS:
        return UNKNOWN
    script, n = max(letters.items(), key=lambda kv: kv[1])
    share = n / total
    if script in ("han", "kana"):
        # Japanese mixes kanji with kana; Chinese has no kana at all.
        code = "ja" if letters.get("kana", 0) >= total * 0.05 else "zh"
        return Detection(code, "cjk", "high" if share > 0.5 else "low")
    if script in _SINGLE:
        return Detection(_SINGLE[script], script, "high" if share > 0.6 else "low")
    if script == "cyrillic":
        code = "uk" if len(_UKRAINIAN.findall(non_ascii)) > n * 0.01 else "ru"
        return Detection(code, script, "high" if share > 0.6 else "low")
    return _latin(words, share)


def _latin(words: list[str], share: float) -> Detection:
    counts = Counter(words)
    hits = {code: sum(counts[w] for w in profile) for code, profile in PROFILES.items()}
    ranked = sorted(hits.items(), key=lambda kv: kv[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    if not words or top < 3 or top < len(words) * 0.05:
        return Detection(None, "latin", "none")
    confident = top >= second * 1.5 and top >= len(words) * 0.15 and share > 0.6
    return Detection(best, "latin", "high" if confident else "low")
