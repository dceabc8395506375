"""Passages of a page: what the offline engine retrieves (its ranking is ranking.py's; markdown's inline syntax is
read in inline.py, its blocks line by line in blocks.py).

The page is markdown. It is cut into sentences, each remembering the heading it sits under, so
an answer can say where on the page it came from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .blocks import (
    CONDENSED,
    FENCE,
    HEADING,
    HEADING_TAIL,
    ITEM_HEADING,
    LABEL_AT,
    LIST_MARK,
    QUOTE_MARKS,
    RULE,
    TABLE_ROW,
    dedented,
    ends_lead,
    holds_list,
    next_clause,
    numbered,
    runs_on,
    series,
    table_rows,
    unmarked,
)
from .captions import MEDIA_ONLY, captions, first_medium, repeats
from .inline import FILE_NAME, links_in, links_only, plain
from .words import SIGNED_BY, is_attribution, is_byline, is_title, sentences, word_count

# The line the widget puts between the main content and the page chrome that follows it.
_CHROME = re.compile(r"^\[Page chrome: [^\]]*\]\s*$")
# A media player's or a sharing widget's own words, and "read on" links: the page's furniture.
_FURNITURE_LINE = re.compile(
    r"^(?:Your video will (?:play|begin)|Wait \d+ seconds? to continue|Skip Ad\b"
    r"|(?:Unfortunately, )?this video is not|Continue reading the main story"
    r"|Share (?:this (?:page|story|article)|on \w+|via \w+)\s*$)", re.I)
_LETTERS = re.compile(r"[A-Za-z]{1,2}")
# The line the budget ends a shortened page with (budget._marker): about the page, not from it.
_SHORTENED = re.compile(r"^\[Page shortened to fit the model: .*\]\s*$")
# The number a list's CSS counter draws before an item's text ("2.1.", "(a)"), which the widget writes as the start of
# the text, after the item's label ("[¶4] 2.1. You may cancel …", as the offline engine's numbered parts read it): it
# starts the first sentence, and is none of its own.
_COUNTED = re.compile(r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-z]|[ivxlc]{1,6})[.)]", re.I)
# An API entry's signature: its kind, if it says one, its dotted name, then its parameters and what it returns, or the
# name alone after "class" or "exception" (an exception documented without parameters).
SIGNATURE = re.compile(r"(?:(?:async|static|abstract|final|classmethod|staticmethod|method|function|def|property)\s+)*"
                       r"(?:(?:class|exception)\s+)?(?P<name>[A-Za-z_][\w.]*)\s*\(.*\)\s*(?:(?:→|->|:)\s*\S.*)?"
                       r"|(?:class|exception)\s+(?P<bare>[A-Za-z_][\w.]*)")
# A field of an API entry's docstring (Sphinx's, pdoc's, Javadoc's) on a line of its own under the entry: "Returns:",
# "Raises:". Where the line before it has no stop, it was read as that line's last words ("list[str] Raises:").
FIELD = re.compile(r"(?:Parameters|Params|Arguments|Args|Keyword Arguments|Other Parameters|Returns?|Return type"
                   r"|Yields?|Yield type|Raises|Throws|Exceptions)\s*:", re.I)


@dataclass(frozen=True, slots=True)
class Passage:
    index: int
    heading: str
    text: str
    code: bool = False
    #: The block label the widget gave the block this comes from, if any.
    label: int | None = None
    #: A row of a table, as a sentence (a caption before the rows is a passage of its own).
    row: bool = False
    #: From an item of a list.
    item: bool = False
    #: From a definition (": …" under its term, a <dd>); an item too.
    definition: bool = False
    #: From the page chrome (header, navigation, asides, footer), which follows the main content.
    chrome: bool = False
    #: An image's alt text or the caption under media: it describes a photo or a video, not the story.
    caption: bool = False
    #: Nothing but links (a menu, a table of contents, a breadcrumb), or a player's or sharing widget's line.
    furniture: bool = False
    #: The paragraph (block of prose) this sentence comes from, counted from 1; 0 for code and rows.
    block: int = 0
    #: From a short block that opens with a byline: the author's note ("By Alex Heath, a deputy editor.
    #: He has covered the tech industry for a decade."), not the story.
    signed: bool = False
    #: From a card: a list item that holds a headline of its own, with its picture, summary and byline
    #: (a front page's story, a related article). Its byline is that story's, not the page's.
    card: bool = False
    #: A card's headline, on every line of the card (a shop's "Blue Enamel Kettle" over its "£49.00"): what the
    #: card's price and summary are about. Empty elsewhere.
    headline: str = ""
    #: The links the sentence holds: (their text, where they go), as the page wrote them.
    links: tuple[tuple[str, str], ...] = ()
    #: For a block of nothing but media, what the first of it is ("image", "video", "audio" or "frame", an
    #: embedded page: a map, a player) and where it comes from. Empty elsewhere.
    media: tuple[str, ...] = ()
    #: The label is one of a block before, which this block the widget left unlabelled was read as going on; not
    #: the widget's own for it (a line it wrote indented in the labelled block, as a card's last link).
    guessed: bool = False

    def cite(self) -> str:
        return f" [¶{self.label}]" if self.label is not None else ""

    def alone(self) -> bool:
        """Whether it is a line of its own: no list's item, table's row, chrome's or code's."""
        return not (self.item or self.row or self.chrome or self.code)

    def linked(self) -> str:
        """The sentence with its links as markdown again, so a quote can be followed: "Read [the guide](…)"."""
        text = self.text
        at = 0
        for said, href in self.links:
            if _LETTERS.fullmatch(said):  # a letter or two links where it stands alone: Wikipedia's back-links "a"
                alone = re.compile(r"(?<!\w)" + said + r"(?!\w)").search(text, at)  # and "b", not the "a" of "Matrix"
                found = alone.start() if alone else -1
            else:
                found = text.find(said, at)
            if found < 0:
                continue
            shown = f"[{said}]({href})"
            text = text[:found] + shown + text[found + len(said):]
            at = found + len(shown)
        return text

    def told(self) -> bool:
        """Whether this is the page telling its story: not code, a table row, chrome, furniture, a caption
        or a byline."""
        return not (self.code or self.row or self.chrome or self.furniture or self.caption or self.byline())

    def byline(self) -> bool:
        """A byline, a line of page metadata, the author's note a byline opens, or a quote's attribution; never a
        table's row, which may give a date ("ORD-1067 — Date: 2026-11-28; Status: Overdue")."""
        return not self.row and (self.signed or is_byline(self.text) or is_attribution(self.text))


# A code span, and the stops that end a sentence, held inside one as characters of the private use area while
# a block is cut into sentences: "`SELECT … FOR UPDATE SKIP LOCKED`" ends none.
_CODE = re.compile(r"(`+)(.+?)\1")
_HELD = str.maketrans(".!?…", "\ue000\ue001\ue002\ue003")
_FREED = str.maketrans("\ue000\ue001\ue002\ue003", ".!?…")


def _sentences(text: str, said: str) -> list[str]:
    """The sentences of ``said``, the plain text of the block ``text``: none ends at a stop inside a code span."""
    if "`" not in text:
        return sentences(said)
    held = plain(_CODE.sub(lambda m: m.group().translate(_HELD), " ".join(text.split())))
    if held.translate(_FREED) != said:  # a caption's alt text, or a stop of the private use area's own
        return sentences(said)
    return [sentence.translate(_FREED) for sentence in sentences(held)]


def split_passages(markdown: str) -> list[Passage]:
    """One passage per sentence of prose (and one per code block), each under its heading.

    A block's label covers what the widget wrote in the block: its lines and what is indented under
    them (a list item's list, a definition's example), a table under its caption, a paragraph the page
    broke with blank lines. A block of its own that the widget left unlabelled, which is one too short
    to cite, has none: its chip would show another paragraph.
    """
    passages: list[Passage] = []
    heading = ""
    label: int | None = None  # the last label read
    cited: int | None = None  # the label of the widget's block being read
    undecided = False  # that block opened with no label: whether the last one covers it is not known yet
    guessed = False  # ... and the last one was read as covering it
    chrome = False
    item = False  # the block being read started with a list marker
    defining = False  # ... a definition's (": ")
    pictured: str | None = None  # the last block was nothing but media: its alt text
    captioned: str | None = None  # the last block was a caption under media: the media's alt text
    block: list[str] = []
    paragraphs = 0
    in_fence = False
    named = ""  # the headline of the last card read
    carried: str | None = None  # a card's item goes on after a blank line in it: the card's headline

    def flush(code: bool = False, card: bool = False, headline: str = "") -> None:
        nonlocal item, defining, pictured, captioned, paragraphs, cited, undecided, guessed, named, carried
        if carried is not None and block and not card:
            card, headline, carried = True, carried, None
        if item and len(block) > 1 and any(ITEM_HEADING.match(line) for line in block):
            # A list item that holds a heading is a card (nytimes-5: a kicker, a picture and its credit,
            # the headline, a summary, a byline, each on a line of its own as the widget writes an
            # item's blocks): each line is a block of the item, and the headline names no section.
            lines = block[:]
            block.clear()
            # Its headline is its main heading: a kicker over it is a heading of a lower rank ("### Ensayo invitado"
            # over "## [El día que renuncié a los Beatles](…)", nytimes-5), or a shorter one of the same rank.
            heads = [(m.group().count("#"), -len(line.split()), n, plain(" ".join(line[m.end():].split())))
                     for n, line in enumerate(lines) if (m := ITEM_HEADING.match(line))]
            named = min(heads)[3] if heads else ""
            for line in lines:  # (a line of a card is no card again: `carried` is for the block after it)
                marked = ITEM_HEADING.match(line)
                if marked:
                    captioned = None  # the headline under a picture's credit is no caption
                block.append(line[marked.end():] if marked else line)
                item = True
                flush(card=True, headline=named)
            return
        text = "\n".join(block).strip()
        rows = list(block) if block and all(TABLE_ROW.match(line) for line in block) else None
        block.clear()
        if not text:
            return
        if undecided:
            cited, undecided = label if runs_on(text, code) else None, False
            guessed = cited is not None
        listed, item = item, False
        defines, defining = defining, False
        under_image, pictured = pictured, None
        after_caption, captioned = captioned, None
        if rows:
            for row in table_rows(rows):
                passages.append(Passage(len(passages), heading, row, label=cited, row=True, chrome=chrome))
            return
        if code:
            passages.append(Passage(len(passages), heading, text, code=True, label=cited, chrome=chrome))
            return
        said = plain(" ".join(text.split()))
        media = MEDIA_ONLY.match(text)
        medium: tuple[str, ...] = ()
        if media:
            said = said.removeprefix(media["label"] or "").strip()  # the alt text
            pictured = said
            caption = True
            medium = first_medium(text, media)
        else:
            # A caption can run on (a link to the image, then the caption as a list item); what follows
            # a caption is one only if it names or repeats the media, not for naming an agency.
            caption = captions(said, text, under_image) or (
                after_caption is not None and (is_title(said) or repeats(said, after_caption)))
            if caption:
                captioned = under_image if under_image is not None else after_caption
        # A navigation bar or footer inside the main content, condensed by the widget to one line.
        condensed = chrome or text.startswith(CONDENSED)
        furniture = links_only(text) or _FURNITURE_LINE.match(said) is not None
        said_sentences = _sentences(text, said)
        if len(said_sentences) > 1 and _COUNTED.fullmatch(said_sentences[0]):
            said_sentences[:2] = [f"{said_sentences[0]} {said_sentences[1]}"]
        signed = len(said_sentences) > 1 and word_count(said) <= 60 and SIGNED_BY.match(said_sentences[0]) is not None
        paragraphs += 1
        links = links_in(text)
        for sentence in said_sentences:
            held = tuple((t, href) for t, href in links if t in sentence) if links else ()
            passages.append(Passage(len(passages), heading, sentence, label=cited, item=listed, chrome=condensed,
                                    caption=caption, furniture=furniture, block=paragraphs, signed=signed,
                                    card=card, headline=headline, links=held, definition=defines, media=medium,
                                    guessed=guessed))

    quoted = ""  # the quote marks before the open fence's lines
    indent = 0  # the open fence's indent, which its lines lose (a fence in a definition or a list item)
    after_blank = True
    lines = markdown.splitlines()
    outer: str | None = None  # the heading before a clause's, which the next block at the list's own level is under
    opening = False  # in a clause, before its list: each line is a block of it ("Plain-language summary" over one)
    # Under a clause's heading ("## 2. …"): its number, its heading's rank, and the heading before the clauses, which
    # the next item of their list is under ("3. [¶8] Governing law. …"), and what follows it.
    clauses: tuple[int, int, str] | None = None
    opened: list[tuple[int, str]] = []  # the headings open, as (rank, heading), outermost first
    # Under a heading that ends in a colon ("### Call 999 if:", NHS's care card): the heading it sits in, and whether
    # its list was read. What the page sets apart after the list is not of it (ends_lead).
    lead: tuple[str, bool] | None = None
    for at, line in enumerate(lines):
        blank_before = after_blank
        # A quote's sentences are sentences, and its code is code.
        marks = QUOTE_MARKS.match(line)
        # The widget's blocks are apart, a blank line between them or a list marker before each item; what
        # a block holds besides its first line is indented under it (after any quote's marks).
        opens = (not in_fence and line[:1] not in (" ", "\t", "")
                 and (after_blank or LIST_MARK.match(line[marks.end():] if marks else line) is not None))
        if not in_fence:
            quoted = marks.group() if marks else ""
        if line.startswith(quoted):
            line = line[len(quoted):]
        elif line.rstrip() == quoted.rstrip():  # a quote's blank line: ">"
            line = ""
        after_blank = not in_fence and not line.strip()
        if opens and line[:1] not in (" ", "\t"):
            flush()
            undecided = True
            heading, outer = (outer, None) if outer is not None else (heading, outer)
            if clauses and not marks and next_clause(line, clauses[0], blank_before):
                heading, clauses = clauses[2], None
            if lead and not marks:
                bare = LABEL_AT.sub("", line, count=1)
                if LIST_MARK.match(bare):
                    lead = lead[0], True
                elif lead[1] and ends_lead(bare):
                    heading, lead = lead[0], None
        if FENCE.match(line):
            if in_fence:
                block.append(dedented(line, indent))
                flush(code=True)
            else:
                flush()
                indent = len(line) - len(line.lstrip(" "))
                block.append(line[indent:])
            in_fence = not in_fence
            continue
        if in_fence:
            block.append(dedented(line, indent))
            continue
        match = HEADING.match(line)
        if match:
            flush()
            named = HEADING_TAIL.sub("", plain(LABEL_AT.sub(r"\1", match.group(2)))).strip()
            heading, rank = heading if FILE_NAME.search(named) else named, len(match.group(1))
            while opened and opened[-1][0] >= rank:
                opened.pop()
            around = opened[-1][1] if opened else ""
            lead = (around, False) if named.endswith(":") else None
            opened.append((rank, heading))
            number = numbered(named)
            if ((number == 1 and series(lines, at, rank))  # "## 1. Introduction" alone starts no clauses
                    or (clauses and (number, rank) == (clauses[0] + 1, clauses[1]))):  # not a listicle's "### 6."
                clauses = number, rank, clauses[2] if number > 1 and clauses else around
            elif clauses and rank <= clauses[1]:
                clauses = None
            label = cited = None
            undecided = False
            continue
        if RULE.match(line):
            flush()
            label = cited = None
            undecided = False
            continue
        if _CHROME.match(line):
            flush()
            heading, label, cited, chrome, undecided = "", None, None, True, False
            opened, lead = [], None
            continue
        if _SHORTENED.match(line):
            flush()
            continue
        table_line = bool(TABLE_ROW.match(line))
        if block and table_line != bool(TABLE_ROW.match(block[-1])):
            flush()  # a table starts or ends: it is a block of its own
        marker = LIST_MARK.match(line)
        if marker or not line.strip():
            # A blank line in a card's item (an embedded post's words, then the line naming who posted it, in a
            # quote indented under the entry) ends a block, not the item: the next is a line of the same card.
            inside = not marker and item and at + 1 < len(lines) and lines[at + 1][:1] in (" ", "\t")
            card_before = bool(passages) and passages[-1].card and passages[-1].headline == named and inside
            flush()
            carried = named if card_before else None
            item = marker is not None or card_before
            defining = item and line.lstrip().startswith(":")
            line = unmarked(line) if marker else line
        elif block and line[:1] in (" ", "\t") and (FIELD.fullmatch(line.strip())
                                                    or ("(" in line and SIGNATURE.fullmatch(plain(line.strip())))):
            # A field under an entry, or an entry in a class's (its method), is a block of it, its item or definition.
            held = item, defining
            flush()
            item, defining = held
        labelled = LABEL_AT.match(line)
        if labelled:
            flush()
            if clauses and not marks and not marker and next_clause(line, clauses[0], True):
                heading, clauses = clauses[2], None
            label = cited = int(labelled.group(2))
            undecided = guessed = False
            line = labelled.group(1) + line[labelled.end():]
            line = unmarked(line) if marker else line  # a list that opens an item or a definition: ": [¶4] - …"
            if not line.strip():
                continue
        clause = HEADING.match(line) if marker and marker.group().strip()[0].isdigit() and not block else None
        if clause and not clause.group(2).startswith("[") and holds_list(lines, at):  # "4. ## Fees" over 4.1 …
            outer = heading if outer is None else outer
            heading = HEADING_TAIL.sub("", plain(clause.group(2))).strip()
            opening = True
            continue
        opening = opening and marker is None and line[:1] in (" ", "\t")
        if opening and block:
            flush()
            item = True
        block.append(line)
    flush(code=in_fence)
    return passages
