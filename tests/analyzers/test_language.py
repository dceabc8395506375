"""Language: declared (html lang, Content-Language, og:locale) against detected."""

from __future__ import annotations

import pytest

from reverserag.analyzers import language
from reverserag.analyzers._langdetect import detect
from unspaced_samples import KHMER, LAO, MYANMAR, THAI

from .helpers import make_page

ENGLISH = "This is the page that we wrote for you, and it has all of the words in it. " * 5
FRENCH = "Le chat est sur la table et il dort dans la maison avec les enfants. " * 5
GERMAN = "Der Hund ist nicht in dem Haus und die Katze ist auch nicht da. " * 5
SPANISH = "El perro está en la casa y los niños juegan con el gato para la fiesta. " * 5
RUSSIAN = "Это простой текст на русском языке, и он написан для проверки. " * 5
UKRAINIAN = "Це простий текст українською мовою, і він написаний для перевірки їх. " * 5
JAPANESE = "今日は良い天気です。私たちは公園に行きました。とても楽しかったです。" * 3
CHINESE = "今天天气很好。我们去了公园。非常开心。这是一个测试。" * 3
KOREAN = "오늘은 날씨가 좋습니다. 우리는 공원에 갔습니다. 정말 즐거웠습니다." * 3
ARABIC = "هذا نص بسيط باللغة العربية لاختبار الكشف عن اللغة في الصفحة." * 3


@pytest.mark.parametrize(
    ("text", "code"),
    [(ENGLISH, "en"), (FRENCH, "fr"), (GERMAN, "de"), (SPANISH, "es"), (RUSSIAN, "ru"),
     (UKRAINIAN, "uk"), (JAPANESE, "ja"), (CHINESE, "zh"), (KOREAN, "ko"), (ARABIC, "ar")],
)
def test_detection(text, code):
    result = detect(text, text.lower().split())
    assert (result.code, result.confidence) == (code, "high")


def test_too_little_text_is_not_guessed():
    assert detect("Hi there", ["hi", "there"]).code is None
    assert detect("xyzzy plugh " * 20, ["xyzzy", "plugh"] * 20).code is None


def test_declared_matches_detected():
    page = make_page(content=ENGLISH, lang="en-US", meta={"og:locale": "en_GB"})
    assert str(language.analyze(page)) == (
        "Language: declared en-US (html), en_GB (og:locale) | "
        "detected English (high confidence) | consistent"
    )


def test_mismatch_is_called_out():
    page = make_page(content=FRENCH, lang="en", meta={"content-language": "en, fr"})
    assert str(language.analyze(page)) == (
        "Language: declared en (html), en (content-language) | detected French (high confidence) | "
        "mismatch: declared English, text reads as French"
    )


def test_undeclared_and_translated():
    page = make_page(content=JAPANESE, source="translated", translated_from="https://example.jp/a")
    assert str(language.analyze(page)) == (
        "Language: not declared | detected Japanese (high confidence) | "
        "translated page (from https://example.jp/a)"
    )


def test_declared_only_and_nothing_at_all():
    assert str(language.analyze(make_page(lang="de"))) == (
        "Language: declared de (html) | detected: unsure"
    )
    assert language.analyze(make_page(content="ok")) is None


@pytest.mark.parametrize(
    ("tag", "code"), [("en-US", "en"), ("pt_BR", "pt"), ("FR", "fr"), ("zh-Hant-TW", "zh"),
                      ("x", None), ("english", None)],
)
def test_primary_subtag(tag, code):
    assert language.primary(tag) == code


@pytest.mark.parametrize(("text", "code", "name"),
                         [(THAI, "th", "Thai"), (LAO, "lo", "Lao"), (KHMER, "km", "Khmer"), (MYANMAR, "my", "Burmese")])
def test_the_scripts_of_southeast_asia_are_told_apart(text, code, name):
    """The bug: Lao, Khmer and Myanmar text was "detected: unsure" (only Thai's block was known)."""
    result = detect(text, text.lower().split())
    assert (result.code, result.confidence) == (code, "high")
    finding = language.analyze(make_page(content=text, lang=code))
    assert finding is not None and finding.parts[1:] == (f"detected {name} (high confidence)", "consistent")
