"""The budget's notice to the visitor, in the widget's language.

When a page does not fit the model, the chat says so: "This page is long: the assistant read the
first 62% (4,210 of 6,790 tokens); last 3 of 12 sections omitted." A widget served in another
language (``reverserag.js?lang=fr``) names it in the ``X-Reverserag-Language`` header, and the
notice comes in that language, as the rest of the widget's words do; the model's own note on the
cut (``budget.note``) stays English, as the rest of the system message is.

A cut is a list of parts, each a key and its numbers: ``("sections", {"dropped": 3, "n": 12})``.
A key with ``.one`` is the wording when one section is meant, where the language agrees in number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

ENGLISH = "en"
Part = tuple[str, dict[str, int]]

_BOOKS: dict[str, dict[str, str]] = {
    "en": {
        "unread": "This page is too long for the model: the assistant could not read it.",
        "read": "This page is long: the assistant read the first {share}% ({kept} of {total} tokens){what}.",
        "and": "; ", "thousands": ",",
        "chrome": "page chrome (header, navigation, asides, footer) omitted",
        "chrome_sections": "last {dropped} of {n} page-chrome sections omitted",
        "main_short": "the main content cut short",
        "section_short": "section {i} of {n} cut short",
        "sections": "last {dropped} of {n} sections omitted",
        "unfit": "the page does not fit the model's context window and was left out",  # the model's alone
    },
    "fr": {
        "unread": "Cette page est trop longue pour le modèle\u00a0: l’assistant n’a pas pu la lire.",
        "read": "Cette page est longue\u00a0: l’assistant en a lu les premiers {share}\u00a0% "
                "({kept} jetons sur {total}){what}.",
        "and": "\u00a0; ", "thousands": "\u202f",
        "chrome": "habillage de la page (en-tête, navigation, encadrés, pied de page) omis",
        "chrome_sections": "les {dropped} dernières des {n} sections d’habillage omises",
        "chrome_sections.one": "la dernière des {n} sections d’habillage omise",
        "main_short": "contenu principal tronqué",
        "section_short": "section {i} sur {n} tronquée",
        "sections": "les {dropped} dernières des {n} sections omises",
        "sections.one": "la dernière des {n} sections omise",
    },
    "de": {
        "unread": "Diese Seite ist zu lang für das Modell: Der Assistent konnte sie nicht lesen.",
        "read": "Diese Seite ist lang: Der Assistent hat die ersten {share}\u00a0% gelesen "
                "({kept} von {total} Tokens){what}.",
        "and": "; ", "thousands": ".",
        "chrome": "Seitenrahmen (Kopfzeile, Navigation, Randspalten, Fußzeile) ausgelassen",
        "chrome_sections": "die letzten {dropped} von {n} Abschnitten des Seitenrahmens ausgelassen",
        "chrome_sections.one": "der letzte von {n} Abschnitten des Seitenrahmens ausgelassen",
        "main_short": "Hauptinhalt gekürzt",
        "section_short": "Abschnitt {i} von {n} gekürzt",
        "sections": "die letzten {dropped} von {n} Abschnitten ausgelassen",
        "sections.one": "der letzte von {n} Abschnitten ausgelassen",
    },
    "es": {
        "unread": "Esta página es demasiado larga para el modelo: el asistente no ha podido leerla.",
        "read": "Esta página es larga: el asistente ha leído el primer {share}\u00a0% "
                "({kept} de {total} tokens){what}.",
        "and": "; ", "thousands": ".",
        "chrome": "se han omitido los elementos de la página (cabecera, navegación, laterales, pie de página)",
        "chrome_sections": "se han omitido las últimas {dropped} de {n} secciones de los elementos de la página",
        "chrome_sections.one": "se ha omitido la última de {n} secciones de los elementos de la página",
        "main_short": "el contenido principal se ha recortado",
        "section_short": "la sección {i} de {n} se ha recortado",
        "sections": "se han omitido las últimas {dropped} de {n} secciones",
        "sections.one": "se ha omitido la última de {n} secciones",
    },
    "it": {
        "unread": "Questa pagina è troppo lunga per il modello: l’assistente non è riuscito a leggerla.",
        "read": "Questa pagina è lunga: l’assistente ne ha letto il primo {share}% "
                "({kept} token su {total}){what}.",
        "and": "; ", "thousands": ".",
        "chrome": "omessi gli elementi di contorno della pagina (intestazione, navigazione, barre laterali, "
                  "piè di pagina)",
        "chrome_sections": "omesse le ultime {dropped} di {n} sezioni di contorno",
        "chrome_sections.one": "omessa l’ultima di {n} sezioni di contorno",
        "main_short": "contenuto principale troncato",
        "section_short": "sezione {i} di {n} troncata",
        "sections": "omesse le ultime {dropped} di {n} sezioni",
        "sections.one": "omessa l’ultima di {n} sezioni",
    },
    "pt": {
        "unread": "Esta página é longa demais para o modelo: o assistente não conseguiu lê-la.",
        "read": "Esta página é longa: o assistente leu os primeiros {share}% ({kept} de {total} tokens){what}.",
        "and": "; ", "thousands": ".",
        "chrome": "elementos da página (cabeçalho, navegação, laterais, rodapé) omitidos",
        "chrome_sections": "últimas {dropped} de {n} seções dos elementos da página omitidas",
        "chrome_sections.one": "última de {n} seções dos elementos da página omitida",
        "main_short": "conteúdo principal cortado",
        "section_short": "seção {i} de {n} cortada",
        "sections": "últimas {dropped} de {n} seções omitidas",
        "sections.one": "última de {n} seções omitida",
    },
    "nl": {
        "unread": "Deze pagina is te lang voor het model: de assistent kon hem niet lezen.",
        "read": "Deze pagina is lang: de assistent heeft de eerste {share}% gelezen "
                "({kept} van {total} tokens){what}.",
        "and": "; ", "thousands": ".",
        "chrome": "paginaomlijsting (kop, navigatie, zijbalken, voettekst) weggelaten",
        "chrome_sections": "laatste {dropped} van {n} secties van de paginaomlijsting weggelaten",
        "chrome_sections.one": "laatste van {n} secties van de paginaomlijsting weggelaten",
        "main_short": "hoofdinhoud ingekort",
        "section_short": "sectie {i} van {n} ingekort",
        "sections": "laatste {dropped} van {n} secties weggelaten",
        "sections.one": "laatste van {n} secties weggelaten",
    },
    # In Japanese and Chinese each part is a sentence of its own, after the first.
    "ja": {
        "unread": "このページはモデルには長すぎるため、アシスタントは読み込めませんでした。",
        "read": "このページは長いため、アシスタントは最初の {share}%（{total} トークン中 {kept} トークン）"
                "だけを読みました。{what}",
        "and": "", "thousands": ",",
        "chrome": "ページの枠（ヘッダー、ナビゲーション、サイド欄、フッター）は省略しました。",
        "chrome_sections": "ページの枠の {n} セクションのうち、最後の {dropped} セクションは省略しました。",
        "main_short": "本文は途中までです。",
        "section_short": "{n} セクション中 {i} 番目のセクションは途中までです。",
        "sections": "{n} セクションのうち、最後の {dropped} セクションは省略しました。",
    },
    "zh-Hans": {
        "unread": "此页面对模型来说太长，助手无法读取。",
        "read": "此页面较长：助手只读取了前 {share}%（{total} 个词元中的 {kept} 个）。{what}",
        "and": "", "thousands": ",",
        "chrome": "已省略页面框架（页眉、导航、侧栏、页脚）。",
        "chrome_sections": "已省略页面框架 {n} 个部分中的最后 {dropped} 个。",
        "main_short": "正文被截断。",
        "section_short": "第 {i} 部分（共 {n} 部分）被截断。",
        "sections": "已省略 {n} 个部分中的最后 {dropped} 个。",
    },
    "zh-Hant": {
        "unread": "此頁面對模型來說太長，助理無法讀取。",
        "read": "此頁面較長：助理只讀取了前 {share}%（{total} 個詞元中的 {kept} 個）。{what}",
        "and": "", "thousands": ",",
        "chrome": "已省略頁面框架（頁首、導覽、側欄、頁尾）。",
        "chrome_sections": "已省略頁面框架 {n} 個部分中的最後 {dropped} 個。",
        "main_short": "正文被截斷。",
        "section_short": "第 {i} 部分（共 {n} 部分）被截斷。",
        "sections": "已省略 {n} 個部分中的最後 {dropped} 個。",
    },
}
LANGUAGES = frozenset(_BOOKS)


def notice(kept: int, total: int, cut: Sequence[Part], language: str = ENGLISH) -> str:
    """What the chat tells the visitor about a page cut to ``kept`` of its ``total`` tokens."""
    book = _BOOKS.get(language, _BOOKS[ENGLISH])
    if kept <= 0 or total <= 0:
        return book["unread"]
    what = parts(cut, language)
    share = min(99, max(1, kept * 100 // total))
    return book["read"].format(share=share, kept=_number(kept, book), total=_number(total, book),
                               what=book["and"] + what if what else "")


def parts(cut: Sequence[Part], language: str = ENGLISH) -> str:
    """What was cut, in a few words: "last 26 of 80 sections omitted" (the model reads the English)."""
    book = _BOOKS.get(language, _BOOKS[ENGLISH])

    def said(key: str, values: dict[str, Any]) -> str:
        one = f"{key}.one" if values.get("dropped") == 1 and f"{key}.one" in book else key
        return book[one].format(**values)

    return book["and"].join(said(key, values) for key, values in cut)


def _number(value: int, book: dict[str, str]) -> str:
    return f"{value:,}".replace(",", book["thousands"])
