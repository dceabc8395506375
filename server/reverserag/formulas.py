"""Formulas drawn as images, written as TeX.

MediaWiki draws a formula as an SVG image whose alt text is its TeX, most often wrapped as
``{\\displaystyle …}``, and keeps the MathML beside it hidden; a ``<math alttext>`` carries the same
wrapper. The widget writes such an image as it writes any image,
``![{\\displaystyle a^{2}}](https://wikimedia.org/api/rest_v1/media/math/render/svg/…)``: an address
the model cannot use, in the middle of a sentence. Here each formula becomes inline TeX between
LaTeX's own delimiters, ``\\(a^{2}\\)``, not dollar signs, which prices use too: ``$x+1$`` would read
as the price "1$" to the entities analyzer, and "$5 or $6" as a formula to whatever looks for one.
Code (fenced blocks, inline spans) is left as it is.

A formula the widget found only as MathML (MathJax 3 keeps it beside its drawing) comes between
those delimiters as markup, ``\\(<msup><mi>x</mi><mn>2</mn></msup>\\)``, and is written as TeX
here too (``mathml.py``): ``\\(x^{2}\\)``.
"""

from __future__ import annotations

import re

from .addresses import IMAGE
from .fences import in_prose
from .mathml import to_tex

# Where MediaWiki's Math extension serves the picture of a formula.
_RENDERED = re.compile(r"/media/math/render/|[?&]title=Special:MathShowImage\b")
_WRAPPER = re.compile(r"\{\\(?:display|text)style(?![A-Za-z])")
# TeX between LaTeX's inline delimiters, on one line.
_DELIMITED = re.compile(r"\\\(.*?\\\)")
# MathML the widget sent between TeX's delimiters (on one line: it collapses the markup's space).
_MATHML = re.compile(r"\\\(\s*(<[^\n]*?)\\\)")
# What a page needs for this module to have work (MathML: a formula holds a number, a name or an operator).
_HINTS = ("\\displaystyle", "\\textstyle", "/media/math/render/", "Special:MathShowImage", "</mi>", "</mn>", "</mo>")


def is_formula_image(src: str, alt: str | None) -> bool:
    """Whether an image is the picture of a formula: served by MediaWiki's Math extension, or with
    alt text that is TeX in MediaWiki's wrapper."""
    return bool(_RENDERED.search(src)) or (alt is not None and _unwrap(alt) is not None)


def tex_formulas(markdown: str) -> str:
    """``markdown`` with every formula drawn as an image, every ``{\\displaystyle …}`` left bare and
    every formula sent as MathML written as inline TeX ``\\(…\\)``."""
    if not any(hint in markdown for hint in _HINTS):
        return markdown
    return in_prose(markdown, _formulas)


def _formulas(text: str) -> str:
    return _bare(IMAGE.sub(_image, _MATHML.sub(_mathml, text)))


def _mathml(m: re.Match[str]) -> str:
    tex = to_tex(m.group(1))
    return m.group(0) if tex is None else _inline(tex)


def _image(m: re.Match[str]) -> str:
    alt, src = m.group(1).strip(), m.group(2)
    tex = _unwrap(alt)
    if tex is None and (not alt or not _RENDERED.search(src)):
        return m.group(0)
    return _inline(alt if tex is None else tex)


def _bare(text: str) -> str:
    """Each ``{\\displaystyle …}`` that closes on its line written as ``\\(…\\)``; inside TeX that is
    delimited already (the widget writes KaTeX's that way), a wrapper that is the whole formula is
    taken off and any other left alone."""
    delimited = [m.span() for m in _DELIMITED.finditer(text)]
    out: list[str] = []
    pos = 0
    for m in _WRAPPER.finditer(text):
        if m.start() < pos:
            continue  # inside a formula already written
        end = _closing_brace(text, m.start())
        if end is None:
            continue
        start, after = m.start(), end + 1
        span = next(((a, b) for a, b in delimited if a < start < b), None)
        if span is not None:
            if after > span[1] - 2 or text[span[0] + 2:start].strip() or text[after:span[1] - 2].strip():
                continue  # part of a longer formula
            start, after = span
        out.append(text[pos:start])
        out.append(_inline(text[m.end():end]))
        pos = after
    out.append(text[pos:])
    return "".join(out)


def _unwrap(alt: str) -> str | None:
    """The TeX inside a whole ``{\\displaystyle …}``, or None when ``alt`` is not one."""
    m = _WRAPPER.match(alt)
    if m is None or _closing_brace(alt, 0) != len(alt) - 1:
        return None
    return alt[m.end():-1]


def _closing_brace(text: str, start: int) -> int | None:
    """Where the brace opened at ``text[start]`` closes on the same line (TeX's ``\\{`` and ``\\}``
    are characters, not braces), or None."""
    depth = 0
    i = start
    while i < len(text):
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if char == "\n":
            return None
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return None


def _inline(tex: str) -> str:
    tex = " ".join(tex.split())
    return f"\\({tex}\\)" if tex else ""
