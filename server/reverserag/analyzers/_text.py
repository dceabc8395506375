"""The page's derived text: markdown reduced to prose, words, sentences and paragraphs.

Built once per page (see ``_context.page_text``) and shared, so the whole page is scanned a
fixed, small number of times however many analyzers read it. Every pattern here starts with a
literal or a character class so that ``re`` can skip ahead in C between matches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ..page import Page
from ._langdetect import Detection, detect

_FENCE = re.compile(
    r"^[ ]{0,3}(`{3,}|~{3,})[ \t]*([^\n]*)\n(.*?)(?:^[ ]{0,3}\1[`~]*[ \t]*$|\Z)", re.M | re.S
)
_IMAGE = re.compile(r"!\[[^\]\n]*\]\([^)\n]*\)")
_LINK = re.compile(r"\[([^\]\n]*)\]\([^)\n]*\)")
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,500}>")
_URL = re.compile(r"https?://[^\s<>()\[\]]+")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_WORD = re.compile(r"[^\W_]+(?:['’.,\-_][^\W_]+)*")
_SENTENCE_END = re.compile(
    r"[.!?…](?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)"
    r"(?<!\bSt\.)(?<!\bJr\.)(?<!\bSr\.)(?<!\bFig\.)[.!?…]*(?=[\s\"'’”)\]*_]|\Z)|[。！？]+"
)
_HAS_WORD = re.compile(r"[^\W_]")
_LIST_ITEM = re.compile(r"[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])[ \t]")
_RULE = re.compile(r"[ \t]*(?:[-*_][ \t]*){3,}")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")

SAMPLE_WORDS = 1_000


@dataclass(frozen=True, slots=True)
class Fence:
    info: str
    text: str


@dataclass(frozen=True, slots=True)
class Block:
    kind: str  # "heading" | "paragraph" | "list" | "quote" | "table" | "rule"
    text: str


def body_of(page: Page) -> str:
    """The markdown the text analyzers read: the main region when the widget found a real one."""
    main = page.main
    if main and main.strip() and len(main) * 4 >= len(page.content):
        return main
    return page.content


def markdown_to_prose(markdown: str) -> str:
    text = _FENCE.sub("\n\n", markdown) if ("```" in markdown or "~~~" in markdown) else markdown
    if "](" in text:
        text = _IMAGE.sub(" ", text)
        text = _LINK.sub(r"\1", text)
    if "<" in text:
        text = _TAG.sub(" ", text)
    if "://" in text:
        text = _URL.sub(" ", text)
    return text


def _classify(chunk: str) -> list[Block]:
    out: list[Block] = []
    # A heading line directly followed by text (no blank line) is common in page markdown.
    while chunk.startswith("#"):
        line, _, chunk = chunk.partition("\n")
        out.append(Block("heading", line.lstrip("#").strip()))
        chunk = chunk.strip()
    if not chunk:
        return out
    first = chunk[0]
    if first == "|":
        kind = "table"
    elif first == ">":
        kind = "quote"
    elif _LIST_ITEM.match(chunk):
        kind = "list"
    elif first in "-*_" and _RULE.fullmatch(chunk):
        kind = "rule"
    else:
        kind = "paragraph"
    out.append(Block(kind, chunk))
    return out


def count_sentences(text: str) -> int:
    """Sentence ends in ``text``, plus one for unterminated trailing words."""
    ends = list(_SENTENCE_END.finditer(text))
    tail = text[ends[-1].end():] if ends else text
    return len(ends) + (1 if _HAS_WORD.search(tail) else 0)


class PageText:
    """Lazily derived views of one page's text; each is computed at most once."""

    def __init__(self, page: Page):
        self.page = page
        self.markdown = body_of(page)

    @cached_property
    def fences(self) -> list[Fence]:
        md = self.markdown
        if "```" not in md and "~~~" not in md:
            return []
        return [Fence(m.group(2).strip(), m.group(3)) for m in _FENCE.finditer(md)]

    @cached_property
    def prose(self) -> str:
        return markdown_to_prose(self.markdown)

    @cached_property
    def blocks(self) -> list[Block]:
        out: list[Block] = []
        for chunk in _BLANK_LINE.split(self.prose):
            chunk = chunk.strip()
            if chunk:
                out.extend(_classify(chunk))
        return out

    @cached_property
    def words(self) -> list[str]:
        """Lowercased word tokens of the prose (a CJK run counts as one token here)."""
        return _WORD.findall(self.prose.lower())

    @cached_property
    def cjk_chars(self) -> int:
        prose = self.prose
        return 0 if prose.isascii() else len(_CJK.findall(prose))

    @cached_property
    def word_count(self) -> int:
        """Words, counting each CJK character as one (those scripts do not space words)."""
        if not self.cjk_chars:
            return len(self.words)
        latin = _CJK_RUN.sub(" ", self.prose.lower())
        return len(_WORD.findall(latin)) + self.cjk_chars

    @cached_property
    def sentences(self) -> int:
        total = 0
        for block in self.blocks:
            if block.kind in ("paragraph", "quote"):
                total += count_sentences(block.text)
            elif block.kind == "list":
                total += sum(count_sentences(line) for line in block.text.split("\n"))
        return total

    @cached_property
    def paragraphs(self) -> int:
        return sum(
            1 for b in self.blocks
            if b.kind in ("paragraph", "list", "quote") and _HAS_WORD.search(b.text)
        )

    @cached_property
    def sample(self) -> str:
        """Up to ~SAMPLE_WORDS words of running prose (paragraphs that end a sentence)."""
        picked: list[str] = []
        words = 0
        for block in self.blocks:
            if block.kind not in ("paragraph", "quote"):
                continue
            text = block.text.lstrip("> ").replace("\n", " ").strip()
            if not text or text[-1] not in ".!?…\"'’”)":
                continue
            picked.append(text)
            words += len(text.split())
            if words >= SAMPLE_WORDS:
                break
        return "\n".join(picked)

    @cached_property
    def language(self) -> Detection:
        return detect(self.prose, self.words)
