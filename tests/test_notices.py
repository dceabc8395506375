"""The budget's notice to the visitor in the widget's language (``notices.py``)."""

from __future__ import annotations

import re

import httpx
import pytest

from reverserag import notices
from reverserag.budget import Budget

CUT = (("chrome_sections", {"dropped": 3, "n": 7}), ("section_short", {"i": 4, "n": 12}),
       ("sections", {"dropped": 8, "n": 12}))
FIELD = re.compile(r"\{(\w+)\}")


def test_every_language_words_every_part_with_the_same_blanks():
    english = notices._BOOKS["en"]
    assert set(notices.LANGUAGES) == {"en", "fr", "de", "es", "it", "pt", "nl", "ja", "zh-Hans", "zh-Hant"}
    for language, book in notices._BOOKS.items():
        plain = {key for key in book if not key.endswith(".one")}
        assert plain == set(english) - ({"unfit"} if language != "en" else set()), language
        for key, text in book.items():
            base = key.removesuffix(".one")
            expected = set(FIELD.findall(english[base]))
            if key.endswith(".one"):
                expected -= {"dropped"}  # "the last of 12": the one is in the words
            assert set(FIELD.findall(text)) == expected, (language, key)


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "This page is long: the assistant read the first 62% (4,210 of 6,790 tokens); last 3 of 7 "
           "page-chrome sections omitted; section 4 of 12 cut short; last 8 of 12 sections omitted."),
    ("fr", "Cette page est longue\u00a0: l’assistant en a lu les premiers 62\u00a0% (4\u202f210 jetons sur "
           "6\u202f790)\u00a0; les 3 dernières des 7 sections d’habillage omises\u00a0; section 4 sur 12 "
           "tronquée\u00a0; les 8 dernières des 12 sections omises."),
    ("de", "Diese Seite ist lang: Der Assistent hat die ersten 62\u00a0% gelesen (4.210 von 6.790 Tokens); die "
           "letzten 3 von 7 Abschnitten des Seitenrahmens ausgelassen; Abschnitt 4 von 12 gekürzt; die letzten 8 "
           "von 12 Abschnitten ausgelassen."),
    ("ja", "このページは長いため、アシスタントは最初の 62%（6,790 トークン中 4,210 トークン）だけを読みました。"
           "ページの枠の 7 セクションのうち、最後の 3 セクションは省略しました。12 セクション中 4 番目のセクションは"
           "途中までです。12 セクションのうち、最後の 8 セクションは省略しました。"),
])
def test_a_notice_reads_in_the_widgets_language(language, expected):
    assert notices.notice(4210, 6790, CUT, language) == expected


def test_one_section_is_said_as_one_where_the_language_agrees_in_number():
    one = (("sections", {"dropped": 1, "n": 12}),)
    assert notices.parts(one, "fr") == "la dernière des 12 sections omise"
    assert notices.parts(one, "de") == "der letzte von 12 Abschnitten ausgelassen"
    assert notices.parts(one) == "last 1 of 12 sections omitted"  # as the model has always read it
    assert notices.notice(0, 6790, one, "es") == notices._BOOKS["es"]["unread"]


def test_the_model_reads_english_whatever_the_widgets_language():
    budget = Budget(8192, 1500, 6790, 4210, True, "marker", CUT)
    assert budget.omitted == "last 3 of 7 page-chrome sections omitted; section 4 of 12 cut short; last 8 of 12 " \
                             "sections omitted"
    french = budget.to_json("fr")
    assert french["notice"].startswith("Cette page est longue") and french["note"] == "marker"
    assert budget.to_json()["notice"] == budget.notice and budget.notice.startswith("This page is long")
    assert hash(budget) == hash(Budget(8192, 1500, 6790, 4210, True, "marker", CUT))  # a value, as before


def long_page(paragraphs: int = 120) -> dict[str, str]:
    body = "\n\n".join(f"## Section {p}\n\nParagraph {p} of the harbour log records the tides, the berths and "
                       f"the ships that came in on day {p}, as the harbour office noted." for p in range(paragraphs))
    return {"url": "https://example.com/log", "title": "Harbour log", "content": body}


@pytest.mark.parametrize(("header", "starts"), [
    ({"X-Reverserag-Language": "fr"}, "Cette page est longue"),
    ({"X-Reverserag-Language": "zh-TW"}, "此頁面較長"),
    ({"X-Reverserag-Language": "sv"}, "This page is long"),  # a language the server lacks: English
    ({}, "This page is long"),
])
def test_a_session_words_its_notice_in_the_language_the_widget_names(app_server, header, starts):
    base = app_server(context_window=2048)
    response = httpx.post(f"{base}/api/sessions", json=long_page(), headers=header)
    assert response.status_code == 201, response.text
    budget = response.json()["budget"]
    assert budget["truncated"] is True and budget["notice"].startswith(starts)
    assert budget["note"].startswith("Page shortened to fit the model: ")  # the model's, in English
    kept = httpx.get(f"{base}/api/sessions/{response.json()['session_id']}").json()["budget"]
    assert kept["notice"] == budget["notice"]


def test_a_language_header_that_is_no_language_tag_is_a_400_that_names_it(app_server):
    response = httpx.post(f"{app_server()}/api/sessions", json=long_page(2),
                          headers={"X-Reverserag-Language": "fr; DROP"})
    assert response.status_code == 400
    assert response.json()["error"] == {
        "code": "bad_language",
        "message": "X-Reverserag-Language has value 'fr; DROP'. Not a language tag such as 'fr'.",
    }
