"""Markdown's block syntax as the widget writes it, line by line (its inline syntax is inline.py's): a heading, a
fence, a quote's marks, a list's marker, a table's row, a block's label, a rule; a terms page's clauses; and a table's
rows as sentences. What passages.py reads a page's blocks with."""

from __future__ import annotations

import re
from itertools import takewhile

from .captions import MEDIA_ONLY
from .inline import plain
from .words import is_byline, is_title

HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")
# A quote's marks before a line: "> ", "> > ".
QUOTE_MARKS = re.compile(r"^\s*(?:>\s?)+")
# What sites put after a heading to link to it or edit it: "Install #", "History[edit]", "Usage ¶", and Docusaurus's
# link of a zero-width space.
HEADING_TAIL = re.compile(r"[\s\u200b]*(?:[#¶§\u200b]|\[edit\])[\s\u200b]*$")
# A heading in a list item, under its marker or on a line of its own in the item ("   ## Headline").
ITEM_HEADING = re.compile(r"^\s*#{1,6}\s+(?=\S)")
# A list item's marker, or a definition's (": " before what a term of a definition list means).
LIST_MARK = re.compile(r"^\s*(?:[-*+:]|\d+[.)])\s+")
TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
_TABLE_RULE = re.compile(r"^\s*\|?[\s:|-]*-[\s:|-]*\|?\s*$")
# The widget's block label (citations.py), after any quote marks: "> [¶4] text".
LABEL_AT = re.compile(r"^(\s*(?:>\s?)*)\[¶(\d{1,6})\]\s?")
# A clause's heading as the widget writes a terms page's ("## 2. Cancellation and refunds", over its sub-clauses), or
# the next item of the clauses' list, which ends it ("3. [¶8] Governing law. …", an item with no heading or sub-list).
_CLAUSE = re.compile(r"(\d{1,3})\.\s+\S")
_BOLD_LINE = re.compile(r"\*\*[^*]+\*\*")
# The widget labels a block of at least this many characters of text (CITE_MIN_CHARS in the widget).
CITE_MIN_CHARS = 24
# An image, or a picture the widget names where it stands ("[image: 5 stars, 902,311 reviews]"): no text it counts.
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)|\[image: [^\]]*\]")
RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,})\s*$")
# The labels of the lines the widget condenses a navigation bar, a footer, a sidebar or a tab list to
# (its CHROME_LABEL), wherever they stand: "Tabs: Python · Node.js" is a control, not a passage.
CONDENSED = ("Navigation: ", "Footer: ", "Sidebar: ", "Tabs: ")


def next_clause(line: str, number: int, apart: bool) -> bool:
    """Whether ``line`` opens the item of a terms page's clauses after clause ``number``: "3. [¶8] Governing law. …"
    set ``apart`` from the list before by a blank line (a sub-clause's "3." is in its list, straight under the one
    before), or "[¶8] 3. Governing law. …", a number its CSS counter draws (a sub-clause's is "2.3.")."""
    after = LABEL_AT.sub("", line, count=1)
    found = _CLAUSE.match(after)
    return found is not None and int(found.group(1)) == number + 1 and (apart or after != line)


def numbered(heading: str) -> int:
    """The number a heading opens with ("2. Cancellation and refunds"), else 0."""
    found = _CLAUSE.match(heading)
    return int(found.group(1)) if found else 0


def series(lines: list[str], at: int, rank: int) -> bool:
    """Whether the next heading of ``rank`` or higher after line ``at`` (a clause's "## 1. …") is its rank's "2. …":
    the clauses of a terms page are a run of numbered headings."""
    fenced = False
    for line in lines[at + 1:]:
        fenced = fenced != bool(FENCE.match(line))
        found = None if fenced else HEADING.match(line)
        if found and len(found.group(1)) <= rank:
            named = HEADING_TAIL.sub("", plain(LABEL_AT.sub(r"\1", found.group(2)))).strip()
            return len(found.group(1)) == rank and numbered(named) == 2
    return False


def ends_lead(line: str) -> bool:
    """Whether ``line``, after the list of a heading that ends in a colon, is set apart from it: a title in bold (a
    closed <details>' summary, "**How to do the glass test**", after "### Call 999 if:"'s list) or a dateline ("Page
    last reviewed: 12 May 2025"); not a sentence that goes on from the list ("You can call 111 …")."""
    said = plain(line.strip())
    return bool(_BOLD_LINE.fullmatch(line.strip()) and is_title(said)) or is_byline(said)


def holds_list(lines: list[str], at: int) -> bool:
    """Whether the lines indented under line ``at`` hold a list: a numbered item that opens with a heading (no link)
    and holds one is a clause, not a card ("- ### [Headline](…)" may hold its byline, its "Save" as a list)."""
    under = takewhile(lambda line: line[:1] in (" ", "\t") or not line.strip(), lines[at + 1:])
    return any(LIST_MARK.match(line) for line in under)


def runs_on(text: str, code: bool) -> bool:
    """Whether a block the widget left unlabelled goes on with the labelled one before it: it is long
    enough that, a block of its own, it would have had a label (citations: 24 characters of text), so
    it must be part of one (a paragraph broken with <br><br>). Images and navigation have no text to
    count."""
    if code:
        text = text.partition("\n")[2].rpartition("\n")[0]
    elif MEDIA_ONLY.match(text) or text.startswith(CONDENSED):
        return False
    return len(" ".join(plain(_IMAGE.sub("", text)).split())) >= CITE_MIN_CHARS


def dedented(line: str, indent: int) -> str:
    """A line of a fence opened ``indent`` spaces in, without as many of its own (CommonMark's rule),
    so that the block, its closing fence included, reads as if it were not nested."""
    return line[min(indent, len(line) - len(line.lstrip(" "))):]


def unmarked(line: str) -> str:
    """A list line without its markers: a list that opens an item or a definition has two (": - …")."""
    while marker := LIST_MARK.match(line):
        line = line[marker.end():]
    return line


# A row an infobox's section row labels: "• Total", "· Density".
_GROUPED = re.compile(r"^[•·◦‣]\s*")


def _cells(row: str) -> list[str]:
    return [plain(cell).strip() for cell in row.strip().strip("|").split("|")]


def table_rows(rows: list[str]) -> list[str]:
    """Each body row as a sentence that names its columns: "Vienna–Hamburg — Seat: €39; …"."""
    if len(rows) >= 2 and _TABLE_RULE.match(rows[1]):
        header, body = _cells(rows[0]), rows[2:]
    else:
        header, body = [], rows
    out = []
    rows_cells = [cells for cells in map(_cells, body) if any(cells)]
    group = ""  # an infobox's section row, over the "• Total" rows it labels
    for n, cells in enumerate(rows_cells):
        if not header:
            out.append(" | ".join(cells))
            continue
        # A column with no name (an infobox's header row is its logo) gives its cell alone.
        named = [f"{name}: {cell}" if name else cell for name, cell in zip(header[1:], cells[1:], strict=False) if cell]
        if group and _GROUPED.match(cells[0]) and named:
            out.append(f"{group} — {_GROUPED.sub('', cells[0])}: {'; '.join(named)}")
            continue
        # A row of nothing but its first cell ("Population (January 2024)", spanning an infobox) over "• Total"
        # rows is their section: it is said in them ("Population (January 2024) — Total: 87,412"), not alone.
        after = rows_cells[n + 1][0] if n + 1 < len(rows_cells) else ""
        group = cells[0] if not named and _GROUPED.match(after) else ""
        if not group:
            out.append(f"{cells[0]} — {'; '.join(named)}" if named else cells[0])
    return out
