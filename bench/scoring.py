"""How the extraction bench scores a page's fidelity (``bench/extraction.py``; the pinned corpus pages
of ``tests/e2e/test_corpus.py`` are scored the same way).

Fidelity, against Readability's ``expected.html`` (the article as Readability's authors want it):

* Text of ``expected.html``: its character data (entities decoded), a space at every block-level
  tag boundary and none at inline ones, so ``a<b>c</b>`` stays one word as on screen.
* Markdown syntax is stripped from ``content`` and ``main`` first: the citation labels
  ``[¶n]``, image syntax ``![alt](src)`` entirely, link targets ``](url)`` (the link text
  stays), fence lines with their language, ordered/unordered list markers, the
  ``Table:``/``Navigation:``/``Footer:`` labels, the
  placeholders ``[image: …]``, ``[video…](…)``, ``[audio…](…)``, ``[embedded frame…](…)``,
  the chrome separator and the cut marker, and the emphasis/code characters ``*``, ``~~``, `````
  (removed, not spaced, so ``foo**bar**`` is ``foobar``), and the marks of a superscript or subscript
  (``10^8``, ``x^(n+1)``, ``H_(ij)`` score as ``108``, ``xn+1``, ``Hij``; a lone ``x_i`` stays, as
  snake_case would), as are the tags of MathML the widget
  sends for the server to write as TeX (``\\(<msup><mi>x</mi><mn>2</mn></msup>\\)`` scores as
  ``x2``, the text of the expected page). What remains of markdown is
  punctuation, which tokenization drops.
* Tokens: text is case-folded and split into runs of ``\\w`` characters, except that every Han,
  Hiragana and Katakana character is a token of its own (CJK has no spaces; a whole sentence
  would otherwise be one token). Thai and similar scripts stay clumped, as in Zyte's benchmark
  (next).
* Shingles: every run of 4 consecutive tokens (a text of fewer tokens is one shingle), counted as
  a multiset — the method of Zyte's article-extraction-benchmark (``string_shingle_matching``).
  True positives are ``sum(min(expected, got))`` over shingles.
* ``recall`` = TP / shingles of the expected text, for ``content`` (is the article all there?).
  ``F1`` of ``main`` = harmonic mean of precision (TP / shingles of main) and recall (is main the
  article and only the article?). Per page, then median (the target), mean and p10 over pages.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from dataclasses import dataclass
from html.parser import HTMLParser

BLOCK_TAGS = frozenset(
    "address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption "
    "figure footer form h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section summary table "
    "tbody td tfoot th thead tr ul".split()
)
CJK = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
TOKEN = re.compile(rf"[{CJK}]|[^\W{CJK}]+")
MARKDOWN = [
    (re.compile(r"\[¶\d+\](?: |\n(?=[`~|T]))"), ""),  # citation labels, as tests/e2e/harness.py's unlabelled()
    (re.compile(r"!\[[^\]]*\]\((?:[^()\s]|\([^()]*\))*\)"), " "),  # images, alt text too
    (re.compile(r"\[(?:video|audio|embedded frame|link)(?::[^\]]*)?\]\((?:[^()\s]|\([^()]*\))*\)"), " "),
    (re.compile(r"\]\((?:[^()\s]|\([^()]*\))*\)"), "]"),  # link targets; the text stays
    (re.compile(r"(?m)^(?:```|~~~~)[\w+#.-]*$"), " "),  # fences and their language
    (re.compile(r"(?m)^[ \t>]*(?:\d+\.|[-:])[ \t]"), " "),  # list and definition markers
    (re.compile(r"(?m)^(?:Table|Navigation|Footer): "), " "),
    (re.compile(r"\[image: [^\]]*\]"), " "),
    (re.compile(r"\[Page chrome: [^\]]*\]"), " "),
    (re.compile(r"\[reverserag: [^\]]*\]"), " "),
    # MathML sent for the server to write as TeX: its text, as the expected page has it.
    (re.compile(r"\\\(\s*<[^\n]*?\\\)"), lambda m: html.unescape(re.sub(r"<[^>]*>", "", m.group()))),
    # Superscripts and subscripts, marked as 10^8, x^(n+1), H_(ij) (the expected text has 108, Hij),
    # but not in code, where a ^ is code (ars-1's `2^15`).
    (re.compile(r"(`+)[\s\S]*?\1|(?<=[\w*])[\^_]\(([^()]*)\)|(?<=[\w*])\^(?=[\w*])"),
     lambda m: m.group() if m.group(1) else m.group(2) or ""),
    (re.compile(r"\*+|~~|`+"), ""),  # emphasis and code marks, removed without a space
]


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag in ("script", "style"):
            self.skip += 1
        if tag in BLOCK_TAGS:
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
        if tag in BLOCK_TAGS:
            self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def html_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


def strip_markdown(text: str) -> str:
    for pattern, replacement in MARKDOWN:
        text = pattern.sub(replacement, text)
    return text


def shingles(text: str, n: int = 4) -> Counter[tuple[str, ...]]:
    tokens = TOKEN.findall(text.casefold())
    if not tokens:
        return Counter()
    return Counter(tuple(tokens[i:i + n]) for i in range(max(1, len(tokens) - n + 1)))


@dataclass(frozen=True)
class Score:
    recall: float  # of the expected text, in content
    precision: float  # of main
    main_recall: float
    f1: float  # of main


def score(expected_html: str, content: str, main: str) -> Score | None:
    """The scores of one page, or None if its expected text is empty."""
    want = shingles(html_text(expected_html))
    total = sum(want.values())
    if not total:
        return None
    got = shingles(strip_markdown(content))
    recall = sum((want & got).values()) / total
    got_main = shingles(strip_markdown(main))
    hits = sum((want & got_main).values())
    precision = hits / max(sum(got_main.values()), 1)
    main_recall = hits / total
    f1 = 2 * precision * main_recall / (precision + main_recall) if hits else 0.0
    return Score(recall, precision, main_recall, f1)
