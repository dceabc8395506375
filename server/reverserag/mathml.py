"""MathML written as TeX.

A formula that a page shows as MathML, or keeps as MathML beside its drawing for screen readers
(MathJax 3 does), has no TeX of its own, and its text alone loses its shape: x² reads "x2" and ½
reads "12". The widget sends such a formula's MathML as the browser serialises it, between TeX's
delimiters: ``\\(<msup><mi>x</mi><mn>2</mn></msup>\\)``. Here it becomes ``\\(x^{2}\\)``.

The layout elements become TeX's commands (fractions, roots, scripts, limits, matrices); tokens
(``mi``, ``mn``, ``mo``) keep their characters, ∑ and ≠ included; annotations are left out, and
an element this does not know writes its children. Markup that holds no MathML element is not a
formula the widget wrote, and is left as it is.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

# Elements whose content is their text.
_TOKENS = frozenset({"mi", "mn", "mo", "ms", "mtext", "mglyph"})
# Elements that show nothing, or say again what the formula says.
_SILENT = frozenset({"annotation", "annotation-xml", "mphantom", "none", "mprescripts"})
# Names that TeX writes upright as commands; any other name of more than one letter is \mathrm.
_FUNCTIONS = frozenset(
    "arccos arcsin arctan arg cos cosh cot coth csc deg det dim exp gcd inf ker lg lim ln log max min "
    "sec sin sinh sup tan tanh".split()
)
_COMMAND_END = re.compile(r"\\[A-Za-z]+$")
# Accents over a letter, as TeX writes them.
_ACCENTS = {"˙": "dot", "¨": "ddot", "→": "vec", "^": "hat", "ˆ": "hat", "¯": "bar", "~": "tilde", "˜": "tilde"}
# Function application, invisible times, separator and plus: operators with nothing to show.
_INVISIBLE = dict.fromkeys(range(0x2061, 0x2065))


class _Node:
    __slots__ = ("attrs", "children", "tag")

    def __init__(self, tag: str, attrs: dict[str, str | None]):
        self.tag = tag
        self.attrs = attrs
        self.children: list[_Node | str] = []

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)


class _Parser(HTMLParser):
    """A tree of the markup, as lenient as a browser: an end tag closes what it matches."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("math", {})
        self.open = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = _Node(tag, dict(attrs))
        self.open[-1].children.append(node)
        self.open.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.open[-1].children.append(_Node(tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.open) - 1, 0, -1):
            if self.open[i].tag == tag:
                del self.open[i:]
                return

    def handle_data(self, data: str) -> None:
        self.open[-1].children.append(data)


def to_tex(markup: str) -> str | None:
    """The MathML ``markup`` (a ``<math>`` element's content) as TeX, or None when it holds no
    MathML element."""
    parser = _Parser()
    parser.feed(markup)
    parser.close()
    if not any(isinstance(c, _Node) and (c.tag[0] == "m" or c.tag == "semantics") for c in parser.root.children):
        return None
    return " ".join(_tex(parser.root).split())


def _tex(node: _Node) -> str:
    tag = node.tag
    if tag in _SILENT:
        return ""
    if tag in _TOKENS:
        text = " ".join(node.text().translate(_INVISIBLE).split())
        if tag == "mtext" and text:
            return f"\\text{{{text}}}"
        if tag == "mi" and len(text) > 1 and text.isalpha():
            return f"\\{text}" if text in _FUNCTIONS else f"\\mathrm{{{text}}}"
        return text
    if tag == "mspace":
        return " "
    k = [_tex(c) for c in node.children if isinstance(c, _Node)]
    if tag == "semantics":
        return k[0] if k else ""
    if tag == "mfrac" and len(k) == 2:
        return f"\\frac{{{k[0]}}}{{{k[1]}}}"
    if tag == "msqrt":
        return f"\\sqrt{{{_join(k)}}}"
    if tag == "mroot" and len(k) == 2:
        return f"\\sqrt[{k[1]}]{{{k[0]}}}"
    if tag == "msup" and len(k) == 2:
        return f"{_base(k[0])}^{{{k[1]}}}"
    if tag == "msub" and len(k) == 2:
        return f"{_base(k[0])}_{{{k[1]}}}"
    if tag in ("msubsup", "munderover") and len(k) == 3:
        return f"{_base(k[0])}_{{{k[1]}}}^{{{k[2]}}}"
    if tag == "mover" and len(k) == 2:
        accent = _ACCENTS.get(k[1])
        return f"\\{accent}{{{k[0]}}}" if accent else f"\\overset{{{k[1]}}}{{{k[0]}}}"
    if tag == "munder" and len(k) == 2:
        return f"\\underset{{{k[1]}}}{{{k[0]}}}"
    if tag == "mtable":
        return "\\begin{matrix}" + " \\\\ ".join(k) + "\\end{matrix}"
    if tag in ("mtr", "mlabeledtr"):
        return " & ".join(k)
    if tag == "mfenced":
        opener = node.attrs.get("open") or "("
        closer = node.attrs.get("close") or ")"
        separator = (node.attrs.get("separators") or ",").strip()[:1]
        return opener + separator.join(k) + closer
    return _join(k)


def _join(parts: list[str]) -> str:
    """Parts side by side, with a space where a command would run into a letter (``\\sin x``)."""
    out = ""
    for part in parts:
        if part[:1].isalpha() and _COMMAND_END.search(out):
            out += " "
        out += part
    return out


def _base(tex: str) -> str:
    """A script's base: one character as it is, more in braces."""
    return tex if len(tex) == 1 else f"{{{tex}}}"
