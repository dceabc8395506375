"""The page's derived text: markdown reduced to prose, words, sentences and paragraphs.

Built once per page (see ``_context.page_text``) and shared, so the whole page is scanned a
fixed, small number of times however many analyzers read it. Every pattern here starts with a
literal or a character class so that ``re`` can skip ahead in C between matches.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..addresses import IMAGE as _IMAGE
from ..addresses import LINK as _LINK
from ..fences import Fence, split_fences
from ..page import Page
from ..words import SEA, SEA_LETTER
from ._langdetect import Detection, detect

_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,500}>")
_URL = re.compile(r"https?://[^\s<>()\[\]]+")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
# Stripped from both ends of a whitespace-separated token; what is left, if it has a letter or
# a digit, is a word ("(v1.2.3)," → "v1.2.3", "don't" stays, "—" is no word).
_EDGE = "\"'`*_()[]{}<>.,;:!?|#~=+-–—…“”‘’«»„/\\@$€£%^&"
# One leading class (so the scan stays in C); abbreviations are checked only after a dot.
_SENTENCE_END = re.compile(
    r"[.!?…。！？](?:(?<=[。！？])[。！？]*"
    r"|(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)"
    r"(?<!\bSt\.)(?<!\bJr\.)(?<!\bSr\.)(?<!\bFig\.)[.!?…]*(?=[\s\"'’”)\]*_]|\Z))"
)
_HAS_WORD = re.compile(r"[^\W_]")
_HEADING = re.compile(r"#{1,6}(?:[ \t]|$)", re.MULTILINE)
_ENDS_SENTENCE = re.compile(r"[.!?…。！？\u17d4\u17d5\u104b\u0e5a\u0e5b][\"'’”)\]*_]*\s*\Z")
_ASCII_RUNS = re.compile(r"[\x00-\x7f]+")
_LIST_ITEM = re.compile(r"[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])[ \t]")
_RULE = re.compile(r"[ \t]*(?:[-*_][ \t]*){3,}")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")  # letters: not "・" or "ー", which Chinese writes too
_UNSPACED_RUN = re.compile(rf"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff{SEA}]+")
# Where a sentence of Thai, Lao, Khmer or Myanmar ends. Khmer ends one with "។" (or "៕" a section),
# Myanmar with "။", Thai rarely with "๚" or "๛"; Thai and Lao have no full stop and write a space
# where others write a full stop or a comma, so a space between two of their letters is counted as
# an end: a phrase is nearer a sentence than the whole paragraph is.
_SEA_SENTENCE_END = re.compile(
    r"[\u17d4\u17d5\u104b\u0e5a\u0e5b]+"
    r"|[\u0e01-\u0e4e\u0e81-\u0ece][ \t]+(?=[\u0e01-\u0e4e\u0e81-\u0ece])"
)

SAMPLE_CHARS = 6_000  # about 1,000 words
LANGUAGE_CHARS = 8_000  # about 1,300 words: plenty to tell languages apart


@dataclass(frozen=True, slots=True)
class Block:
    kind: str  # "heading" | "paragraph" | "list" | "quote" | "table" | "rule"
    text: str
    level: int = 0  # for headings, 1..6


def body_of(page: Page) -> str:
    """The markdown the text analyzers read: the main region when the widget found a real one."""
    main = page.main
    if main and main.strip() and len(main) * 4 >= len(page.content):
        return main
    return page.content


def markdown_to_prose(markdown: str) -> str:
    text = split_fences(markdown)[1] if ("```" in markdown or "~~~" in markdown) else markdown
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
    while _HEADING.match(chunk):
        line, _, chunk = chunk.partition("\n")
        text = line.lstrip("#")
        out.append(Block("heading", text.strip(), min(len(line) - len(text), 6)))
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


def count_sentences(units: list[str]) -> int:
    """Sentence ends in ``units`` (paragraphs, list items), plus one for each unit whose last
    words have no end mark (a list item, a caption)."""
    joined = "\n".join(units)
    ends = len(_SENTENCE_END.findall(joined))
    if not joined.isascii():
        ends += len(_SEA_SENTENCE_END.findall(joined))
    return ends + sum(1 for u in units if not _ENDS_SENTENCE.search(u) and _HAS_WORD.search(u))


def _sentences_in(text: str, cap: int) -> str:
    """``text`` cut after its last sentence end within ``cap`` characters: a page with no blank
    line (a CI log) is one paragraph, and a sample of all of it cost what the page does."""
    if len(text) <= cap:
        return text
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, cap)]
    return text[:ends[-1]].rstrip() if ends else text[:cap]


class PageText:
    """Lazily derived views of one page's text; each is computed at most once."""

    def __init__(self, page: Page):
        self.page = page
        self.markdown = body_of(page)

    @cached_property
    def _split(self) -> tuple[list[Fence], str]:
        md = self.markdown
        if "```" not in md and "~~~" not in md:
            return [], md
        return split_fences(md)

    @cached_property
    def fences(self) -> list[Fence]:
        return self._split[0]

    @cached_property
    def prose(self) -> str:
        return markdown_to_prose(self._split[1])

    @cached_property
    def blocks(self) -> list[Block]:
        out: list[Block] = []
        for chunk in _BLANK_LINE.split(self.prose):
            chunk = chunk.strip()
            if chunk:
                out.extend(_classify(chunk))
        return out

    @cached_property
    def non_ascii(self) -> str:
        """The prose's non-ASCII characters alone: script and CJK counts scan only these."""
        prose = self.prose
        return "" if prose.isascii() else _ASCII_RUNS.sub("", prose)

    @cached_property
    def cjk_chars(self) -> int:
        return sum(len(run) for run in _CJK_RUN.findall(self.non_ascii))

    @cached_property
    def kana_chars(self) -> int:
        """Hiragana and katakana: Japanese writes its grammar in them, Chinese none."""
        return len(_KANA.findall(self.non_ascii))

    @cached_property
    def sea_chars(self) -> int:
        """Letters of Thai, Lao, Myanmar and Khmer (their non-spacing marks and punctuation aside)."""
        return len(SEA_LETTER.findall(self.non_ascii))

    @cached_property
    def word_counts(self) -> Counter[str]:
        """Each lowercased word and how often it occurs (a CJK run counts as one here)."""
        raw = Counter(self.prose.lower().split())
        # Most tokens are bare words; only the rest need their edges stripped.
        out = {token: n for token, n in raw.items() if token.isalnum()}
        get = out.get
        for token, n in raw.items():
            if token.isalnum():
                continue
            word = token.strip(_EDGE)
            if word and (word[0].isalnum() or _HAS_WORD.search(word)):
                out[word] = get(word, 0) + n
        return Counter(out)

    @cached_property
    def word_count(self) -> int:
        """Words, counting each CJK character and each Thai, Lao, Myanmar or Khmer letter as one
        (those scripts do not space words)."""
        if not self.cjk_chars and not self.sea_chars:
            return self.word_counts.total()
        spaced = _UNSPACED_RUN.sub(" ", self.prose)
        return sum(1 for t in spaced.split() if _HAS_WORD.search(t)) + self.cjk_chars + self.sea_chars

    @cached_property
    def head_words(self) -> list[str]:
        """The first thousand or so lowercased tokens, in order (for language detection)."""
        return self.prose[:LANGUAGE_CHARS].lower().split()

    @cached_property
    def sentences(self) -> int:
        units: list[str] = []
        for block in self.blocks:
            if block.kind in ("paragraph", "quote"):
                units.append(block.text)
            elif block.kind == "list":
                units.extend(block.text.split("\n"))
        return count_sentences(units)

    @cached_property
    def paragraphs(self) -> int:
        return sum(
            1 for b in self.blocks
            if b.kind in ("paragraph", "list", "quote") and _HAS_WORD.search(b.text)
        )

    @cached_property
    def sample(self) -> str:
        """About SAMPLE_CHARS of running prose (paragraphs that end a sentence), taken evenly
        from the whole page so a long page is judged by more than its opening."""
        eligible = []
        for block in self.blocks:
            if block.kind in ("paragraph", "quote"):
                text = block.text.lstrip("> ").replace("\n", " ").strip()
                if text and text[-1] in ".!?…\"'’”)":
                    eligible.append(_sentences_in(text, SAMPLE_CHARS))
        total = sum(map(len, eligible))
        stride = max(1, round(total / SAMPLE_CHARS))
        return "\n".join(eligible[::stride])

    @cached_property
    def language(self) -> Detection:
        return detect(self.prose[:LANGUAGE_CHARS], self.head_words)
