"""The widget's own words in another language: written into the served file once, not looked up.

Every piece of text the widget shows a visitor is a string literal marked ``/*ui*/`` in one of its
files (``widget/reverserag.js``, the chat's ``reverserag-chat.js``, the vault's).
``widget/text/<language>.json`` maps each one (its value, as English) to the same text in that
language. A site asks for a language in the script's address, ``reverserag.js?lang=fr``, and the
server serves a copy of each file whose marked literals are the translations (the chat's and the
vault's fetched with the same ``?lang=``), minified and compressed like the English one: the widget
carries no table and no lookup, so a language costs it no byte. The marker is a comment and goes with the others.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from . import languages

ENGLISH = "en"
# A marked literal: quoted with ' or ", or a template literal (whose ``${…}`` are kept as written).
_MARKED = re.compile(r"""/\*ui\*/('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)""")
_ESCAPE = re.compile(r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)", re.S)
_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
PLACEHOLDER = re.compile(r"\$\{[^}]*\}")
_CONTROL = re.compile("[\x00-\x1f\x7f\u2028\u2029]")
# Code the English file leaves a comment, since it names English: ``/*ui:language … 'en' … */``.
_LANGUAGE_CODE = re.compile(r"/\*ui:language ([^*]*'en'[^*]*?) ?\*/")


def _unescape(match: re.Match[str]) -> str:
    code = match.group(1)
    if code.startswith("u{"):
        return chr(int(code[2:-1], 16))
    if code[0] in "ux" and len(code) > 1:
        return chr(int(code[1:], 16))
    return _SIMPLE.get(code, code)


def _value(body: str) -> str:
    return _ESCAPE.sub(_unescape, body)


def _literal(text: str, quote: str) -> str:
    """``text`` as a JavaScript literal in ``quote``: a line break or any other control character
    escaped (a template literal keeps its line breaks)."""
    text = text.replace("\\", "\\\\").replace(quote, "\\" + quote)
    keep = "\n" if quote == "`" else ""
    return quote + _CONTROL.sub(lambda m: m.group() if m.group() in keep else f"\\u{ord(m.group()):04x}", text) + quote


def marked(source: str) -> list[str]:
    """The widget's own words, in English, in the order the file has them (repeats included)."""
    return [_value(m.group(1)[1:-1]) for m in _MARKED.finditer(source)]


def translated(source: str, table: dict[str, str], language: str) -> str:
    """``source`` with every marked literal replaced by its translation in ``table`` (kept where the
    table has none), quoted as it was and still marked; and the code commented out as
    ``/*ui:language … 'en' … */`` written in, naming ``language`` instead."""
    def one(m: re.Match[str]) -> str:
        found = table.get(_value(m.group(1)[1:-1]))
        return m.group() if found is None else "/*ui*/" + _literal(found, m.group(1)[0])
    named = _LANGUAGE_CODE.sub(lambda m: m.group(1).replace("'en'", _literal(language, "'")), source)
    return _MARKED.sub(one, named)


def folder() -> Path:
    from .resources import widget_path
    return widget_path().parent / "text"


@cache
def tables(where: Path | None = None) -> dict[str, dict[str, str]]:
    """Every translation the server has, by language code (the name of its file)."""
    found = {}
    for path in sorted((where or folder()).glob("[!.]*.json")):
        try:
            table = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:  # at start, not at a visitor's request
            raise ValueError(f"{path} is not a JSON object of translations: {exc}") from None
        if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
            raise ValueError(f"{path} is not a JSON object of translations (English text to text)")
        found[path.stem] = table
    return found


def language_of(tag: str, have: set[str] | frozenset[str]) -> str:
    """The language of ``have`` (or English) to serve for ``tag`` (``languages.nearest``).
    Raises ValueError for what is not a language tag."""
    if not languages.is_tag(tag.replace("_", "-")):  # de_AT, as POSIX locales spell it, is de-AT
        raise ValueError(f"lang has value {tag[:40]!r}. Not a language tag such as 'fr' or 'pt-BR'.")
    return languages.nearest(tag, have) or ENGLISH
