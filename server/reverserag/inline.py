"""Markdown's inline syntax read as text (passages.py's sentences, and what the engines quote): links keep their text,
images their alt text unless it is a file's name, a footnote's marker and emphasis marks go; and the links a
sentence holds that a reader can follow."""

from __future__ import annotations

import re

# An image's file name ("WEB18-Facebook-1160x768.jpg"), as its alt text or as a heading: a picture's label, not words
# of the page (a heading that is one names no section: passages.py).
FILE_NAME = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|svg)$", re.I)
# An image's alt text that is its file's name without the extension: words run together with hyphens
# or underscores ("0225-lupita-nyongo-getty-01", "update_graphic_red_bar").
_SLUG = re.compile(r"(?:[A-Za-z0-9]+[-_])+[A-Za-z0-9]+")
# A link or an image, and where it goes; its text may hold brackets one deep, as footnote links do:
# [[41]](…#cite-41).
_LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(((?:[^()\s]|\([^()\s]*\))*)\)")
# A footnote's marker as a link's text ("1", "[41]", Japanese's "※2" and "注3", "†", Wikipedia's "[a]"): no words
# of the sentence.
_FOOTNOTE = re.compile(r"\[?(?:\d{1,4}|[※注]\s?\d{1,3}|[*†‡]{1,3}\d{0,3})\]?|\[[a-z]\]")
# Numbers a sentence writes in its own brackets, set apart from the word before them: an equation's ("gradient descent
# on ([1](#S2.E1))"), the papers LaTeXML cites ("[[2](#bib.bib2), [3](#bib.bib3)]"). What the reader sees ("(1)", "[2,
# 3]"), not a note's marker, which the page glues to its word ("bike[[1](#fn1)]") or writes in its link ("[[4]](#c-4)").
_BRACKETED = re.compile(r"(?<![^\s(\[])[(\[](?:\[\d{1,4}\]\([^()\s]*\)(?:[,;]\s?|\s?[–-]\s?)?)+[)\]](?!\()")
_NUMBER_LINK = re.compile(r"\[(\d{1,4})\]\([^()\s]*\)")
# ... and a number a part's name gives, which LaTeXML links alone: "Section [2](#S2)", "Theorem [3](#Thm3)".
_NUMBERED_PART = re.compile(r"\b(?:(?:Section|Chapter|Appendix|Theorem|Lemma|Proposition|Corollary|Definition|Figure"
                            r"|Table|Equation|Algorithm|Example|Remark|Assumption|Claim|Conjecture|Step|Line)s?"
                            r"|Sec|Secs|Fig|Figs|Eq|Eqs|Thm|Alg|App)\.?\s$|§\s?$", re.I)
# A footnote's marker the page does not link, in a sentence (not opening a note's own line: "※1 京都市…"):
# Japanese's "※1" (in brackets with them: "bike[※1]" was left "bike[]"), a star and a number ("*1", escaped by the
# widget) after a word or a stop, a superscript number (as the widget writes one: "bike^1", "year.^(12)") after a
# word of three letters or more or a stop, not a power ("10^8", "m^2", "mc^2"). A code span is matched first, to be
# kept whole.
_UNLINKED_NOTE = re.compile(r"(`+).+?\1|(?<=\S)\s?(?:※\s?\d{1,3}(?!\d)|\[※\s?\d{1,3}\]|\(※\s?\d{1,3}\))"
                            r"|(?:(?<=[^\W\d_]{2})|(?<=[.,;:。、」”)]))\\?\*\d{1,2}(?![\d.,]?\w)"
                            r"|(?:(?<=[^\W\d_]{3})|(?<=[.,;:。、」”)]))\^(?:\d{1,3}|\(\d{1,3}\))(?!\w)")
# ... but a year linked alone, set apart from the word before it, to no place in the page, is a word of the page: IMDb's
# "[2010](…/releaseinfo) · [PG-13](…)", a blog archive's "▼ [2016](…) (1)" (a number linked so is a count or a page's).
_YEAR_LINK = re.compile(r"(?:^|(?<=[\s·|(]))\[(?:1[5-9]|20)\d\d\]\([^#()\s]*\)")
# An address a reader can follow from a quote: the web, mail, or the page's own site from its root
# (addresses.py writes the site's links so).
_FOLLOWED = re.compile(r"https?://|mailto:|/(?![/\\])")
# An inline code span (what it holds is kept whole), or inline TeX (a formula, kept whole with its
# delimiters: formulas.py), or a star the page shows (the widget escapes it: \*), else an emphasis or
# code mark; an underscore is a mark only at a word's edge, so snake_case names stay whole.
_MARKS = re.compile(r"(`+)(.+?)\1|(\\\(.+?\\\))|\\(\*)|[*`]{1,3}|(?<!\w)_{1,3}|_{1,3}(?!\w)")
# A heading's marks inside a line: a link card's text keeps the heading it held ("Reportage ## A Katmandou").
_INNER_HEADING = re.compile(r"(?<=\s)#{1,6}\s+")
# What is left of a block when its links are taken out, if it was nothing but links: no word.
_WORDLESS = re.compile(r"[\W_]*")


def plain(markdown: str) -> str:
    """Markdown inline syntax to readable text: links keep their text, images their alt text unless it
    is a file name, emphasis marks go."""
    text = _BRACKETED.sub(lambda m: _NUMBER_LINK.sub(r"\1", m.group()), markdown)
    for _ in range(2):  # twice: a link around an image, [![alt](src)](href), is left with its alt text
        text = _LINK.sub(_link_text, text)
    text = _UNLINKED_NOTE.sub(lambda m: m.group() if m.group(1) else "", text)
    # Code spans keep what they hold (`* { all: unset }`), formulas stay whole (\(a_{ij}\)); emphasis
    # marks go everywhere else.
    text = _MARKS.sub(lambda m: m.group(2) or m.group(3) or m.group(4) or "", text)
    return _INNER_HEADING.sub("", text)


def _link_text(m: re.Match[str]) -> str:
    said = m.group(1)
    if _FOOTNOTE.fullmatch(said) and not _YEAR_LINK.match(m.string, m.start(), m.end()):
        return said if said.isdigit() and _NUMBERED_PART.search(m.string, max(0, m.start() - 14), m.start()) else ""
    if m.group(0)[0] == "!" and (_SLUG.fullmatch(said) or FILE_NAME.search(said)):
        return ""  # "0225-lupita-nyongo-getty-01" says nothing, and was glued to the next word
    return said


def links_in(markdown: str) -> list[tuple[str, str]]:
    """A block's links (not its images) that a reader can follow from a quote (http, https, mailto, the
    site's own from its root), in order,
    each as its text reads in the block's sentences and where it goes."""
    found = []
    for m in _LINK.finditer(markdown):
        said = plain(m.group(1)).strip()
        if (m.group(0)[0] != "!" and _FOLLOWED.match(m.group(2))
                and said and "[" not in said and "]" not in said
                and not (_FOOTNOTE.fullmatch(said) and not _YEAR_LINK.match(markdown, m.start(), m.end()))):
            found.append((said, m.group(2)))
    return found


def links_only(markdown: str) -> bool:
    """A block of nothing but links (a menu, a table of contents, a breadcrumb, a link card)."""
    return _LINK.search(markdown) is not None and bool(_WORDLESS.fullmatch(_LINK.sub("", _LINK.sub("", markdown))))
