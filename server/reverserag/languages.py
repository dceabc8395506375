"""Answer languages: the language code a visitor picked, checked and turned into a one-line
instruction on that turn's user message.

The instruction goes on the user turn, never in the system message: the system message is locked
for the session's life (and is the prefix an upstream caches), while the pick may change between
turns.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .analyzers._langdetect import NAMES as _DETECTED
from .errors import BadRequest

# A BCP 47 tag as browsers write them: a primary subtag, then up to three subtags
# (``fr``, ``pt-BR``, ``zh-Hant-TW``, ``es-419``).
_CODE = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}")
# Subtags that write Chinese in Traditional characters: the script, or a region that uses it.
_TRADITIONAL = {"hant", "tw", "hk", "mo"}

#: English names by primary subtag: the detector's, and a few more; other codes are named by code.
NAMES: dict[str, str] = {
    **_DETECTED,
    "ca": "Catalan", "cs": "Czech", "da": "Danish", "fa": "Persian", "fi": "Finnish",
    "hu": "Hungarian", "id": "Indonesian", "ms": "Malay", "nb": "Norwegian Bokmål",
    "nn": "Norwegian Nynorsk", "no": "Norwegian", "ro": "Romanian", "sk": "Slovak",
    "tr": "Turkish", "vi": "Vietnamese", "bn": "Bengali", "ta": "Tamil", "sw": "Swahili",
}


def parse(value: Any) -> str | None:
    """The code of a request's ``language`` field; None when absent or empty (the model decides)."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or not is_tag(value):
        shown = value[:40] if isinstance(value, str) else value
        raise BadRequest(f"language has value {shown!r}. Not a language code like 'fr' or 'pt-BR'.",
                         code="invalid_language")
    return value


def is_tag(value: str) -> bool:
    """Whether ``value`` is a language tag as browsers write them: ``fr``, ``pt-BR``, ``zh-Hant-TW``."""
    return _CODE.fullmatch(value) is not None


def nearest(tag: str, have: Iterable[str]) -> str | None:
    """The code in ``have`` (matched case-blind, returned as ``have`` spells it) for a language tag:
    its primary language, except that Chinese is Traditional (``zh-Hant``) when the tag names that
    script or a region that writes it, a script named winning (``zh-Hans-TW`` is Simplified), and
    Simplified (``zh-Hans``, else ``zh``) otherwise. None when ``have`` has none of it."""
    codes = {code.lower(): code for code in have}
    parts = tag.strip().lower().replace("_", "-").split("-")
    if parts[0] == "zh":
        traditional = "hant" in parts or ("hans" not in parts and bool(_TRADITIONAL & set(parts[1:])))
        found = ["zh-hant"] if traditional else ["zh-hans", "zh"]
        return next((codes[code] for code in found if code in codes), None)
    return codes.get(parts[0])


def name(code: str) -> str | None:
    return NAMES.get(code.split("-", 1)[0].lower())


def instruction(code: str, *, greeting: bool = False) -> str:
    """``Answer in French (fr).``; a code with no known name is named by the code alone."""
    what = name(code)
    target = f"{what} ({code})" if what else f"the language with code '{code}'"
    return f"Write the greeting in {target}." if greeting else f"Answer in {target}."


def ask_in(content: str, code: str | None, *, greeting: bool = False) -> str:
    """``content`` with the language instruction after it, or as it is when no code was picked."""
    return f"{content}\n\n{instruction(code, greeting=greeting)}" if code else content


_INSTRUCTION = re.compile(r"\n\n(?:Answer|Write the greeting) in (?P<target>[^\n]*)\.\Z")
# The code in an instruction's target: "French (fr)", "the language with code 'xx'".
_TARGET_CODE = re.compile(r"\(([^()]+)\)$|code '([^']+)'$")


def picked(content: str) -> str | None:
    """The code of the language :func:`ask_in` asked for in ``content``, if it did."""
    instruction = _INSTRUCTION.search(content)
    code = _TARGET_CODE.search(instruction["target"]) if instruction else None
    return (code[1] or code[2]) if code else None


def without_instruction(content: str) -> str:
    """``content`` as the visitor wrote it, without what :func:`ask_in` added."""
    return _INSTRUCTION.sub("", content)
