"""The offline engine on a page of code: a source file, read through its raw address.

A page that is code and almost no prose (what the widget sends for a file view it translated: one
block of code) has no sentences to rank, so the engine would say it has nothing to quote. Instead it
cuts the code into pieces a question can find, a definition or a top-level statement each, greets
with what the file is (how many lines, in which language, what it defines) and answers by quoting
the pieces that best match the question, or the piece the visitor's selection is in (a link to
lines, ``#L10-L20``, selects them); a method's piece comes with the name of its class.
"""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import unquote, urlsplit

from ..passages import Passage
from ..ranking import Index
from .codepieces import FENCE, Piece, defined, with_pieces
from .phrases import Phrases
from .questions import SUMMARY
from .quoting import quote, quoted

#: Names said in a greeting, at most.
NAMES = 8
# A name as code writes it, in a question: `check_wind`, `Rocket::name` (and `Rocket.burn`: two), `operator==`.
_IDENTIFIER = re.compile(r"(?:[A-Za-z_]\w*::)*operator\s*(?:\(\)|\[\]|[-+*/%^&|~!=<>]+|[A-Za-z_]\w*)"
                         r"|[A-Za-z_$][\w$]*(?:::[A-Za-z_$][\w$]*)*")
# A file's name: with an extension, or one of the bare names build tools read.
_FILE_NAME = re.compile(r"[^/\s]+\.[A-Za-z0-9]{1,10}|(?:Make|Docker|Rake|Gem|Proc|Just|Vagrant|Jenkins)file")
# A question about the file as a whole.
_ABOUT_THE_CODE = re.compile(
    r"\bwhat(?:'s|’s|\s+is|\s+does)\s+(?:this|the)\s+(?:file|code|script|module|program|source)\b", re.I)
# How a language is written, where capitalising its name is not enough.
_SHOWN = {
    "javascript": "JavaScript", "typescript": "TypeScript", "cpp": "C++", "csharp": "C#", "php": "PHP",
    "sql": "SQL", "html": "HTML", "css": "CSS", "json": "JSON", "yaml": "YAML", "xml": "XML", "toml": "TOML",
    "objectivec": "Objective-C", "powershell": "PowerShell", "graphql": "GraphQL", "latex": "LaTeX",
}


def is_code_page(index: Index, prose_words: int, meaningful: int) -> bool:
    """Whether the page is code with almost no prose around it. A diff (a review's suggested change, "```diff") is a
    change to code, not the page's own: the page is it only where it says nothing else (a .patch file)."""
    fences = [found for p in index.passages if p.code and (found := FENCE.match(p.text))]
    return prose_words < meaningful and any(not prose_words or not _CHANGE.match(found[2]) for found in fences)


# A fence's info string that says its block is a change to code: a diff, a patch, GitHub's suggested change.
_CHANGE = re.compile(r"\s*(?:diff|patch|suggestion)\b", re.I)


def _defines(read: list[tuple[Passage, Piece]], say: Phrases) -> str:
    """"It defines “launch” and “land”.", or "" for code that defines nothing."""
    named = defined(read)
    return say("code_defines", names=say.join(named[:NAMES])) if named else ""


def file_name(url: str) -> str:
    """The file an address ends in ("launch.py", "Makefile"), or ""."""
    name = unquote(urlsplit(url).path.rstrip("/").rpartition("/")[2])
    return name if _FILE_NAME.fullmatch(name) else ""


def greeting(title: str, index: Index, selection: str | None, say: Phrases) -> str:
    """What the file is (its lines and language, what it defines), what the visitor selected, and how
    I answer."""
    first = _what(title, index, with_pieces(index), say)
    lines = selection.strip().split("\n") if selection else []
    if lines:  # its first line: the lines come whole in the answers
        shown = " ".join(lines[0].split())[:300] + (" …" if len(lines) > 1 else "")
        first += "\n\n" + say("selected", selection=say.quote(shown), where="")
    return f"{first}\n\n{say('code_introduction')}"


def _what(title: str, index: Index, read: list[tuple[Passage, Piece]], say: Phrases) -> str:
    """"Hello! “launch.py” is 120 lines of code in Python. It defines “launch” and “land”."."""
    blocks = [found.groups() for p in index.passages if p.code and (found := FENCE.match(p.text))]
    lines = sum(body.count("\n") + 1 for _, _, body in blocks)
    language = next((info.split()[0] for _, info, _ in blocks if info.strip()), "")
    shown = _SHOWN.get(language, language.capitalize())
    what = {"lines": f"{lines:,}", "language": say("code_in", language=shown) if shown else ""}
    text = say("code_hello", title=say.quote(title), **what) if title else say("code_hello_untitled", **what)
    return f"{text} {_defines(read, say)}".rstrip()


def answer(question: str, index: Index, selection: str | None, say: Phrases, title: str = "") -> str:
    """The pieces that best match ``question`` (two at most, in the file's order), else the piece the
    selection is in, else what the code defines, to ask about. Asked what the file is (``SUMMARY``,
    "What does this code do?"), what :func:`greeting` says of it, and its opening piece. A method's
    piece comes after the name of the class it is in."""
    read = with_pieces(index)
    cut = Index([passage for passage, _ in read])
    within = {passage.index: piece.within for passage, piece in read if piece.within}
    if SUMMARY.search(question) or _ABOUT_THE_CODE.search(question):
        return quote(_what(title, index, read, say).removeprefix(say("hello_short")), cut.passages[:1], say=say)
    # The class a method is in is what its piece is about, as a section's heading is for its sentences:
    # its name counts for finding the piece, though it is not quoted.
    named = _named_in(question, read)
    if named:
        return quoted(_placed(named, within, say), say=say)
    found = Index([replace(p, heading=f"{p.heading} {within[p.index]}".strip()) if p.index in within else p
                   for p in cut.passages]) if within else cut
    hits = found.search(question, limit=3)
    if not hits and selection:
        hits = found.search(selection, limit=1)
    if hits:
        best = hits[0][0]
        chosen = sorted([cut.passages[p.index] for score, p in hits if score >= 0.6 * best][:2], key=lambda p: p.index)
        return quoted(_placed(chosen, within, say), say=say)
    hint = _defines(read, say)
    return say.signed(f"{say('not_found')}{' ' + hint if hint else ''} {say('ask_else')}")


def _named_in(question: str, read: list[tuple[Passage, Piece]]) -> list[Passage]:
    """The pieces that define what ``question`` names as the code writes it ("What does `is_ip` do?",
    "How does Countdown.hold work?"), two at most, in the file's order. A name says which piece is
    meant better than any word: "is" and "ip" are in every piece of a file about addresses. A class's
    name alone is left to the search, which finds its methods by it; beside a method's ("Countdown"
    and "hold"), it says which class's method is meant."""
    asked = set(_IDENTIFIER.findall(question))
    classes = {name for _, piece in read for name in piece.within.split(".")} & asked
    hits = [(p, piece) for p, piece in read
            if {n for n in piece.names if len(n) > 2 and (n in asked or n.rpartition("::")[2] in asked)} - classes]
    return [p for p, _ in ([hit for hit in hits if classes & set(hit[1].within.split("."))] or hits)[:2]]


def _placed(chosen: list[Passage], within: dict[int, str], say: Phrases) -> list[Passage]:
    """``chosen``, a piece in a class with a line before its quote that names the class (unless the
    piece before is in it too): an indented method, quoted alone, does not say whose it is."""
    out, before = [], ""
    for p in chosen:
        name = within.get(p.index, "")
        out.append(replace(p, text=f"{say('code_within', name=say.quote(name))}\n\n{p.text}")
                   if name and name != before else p)
        before = name
    return out
