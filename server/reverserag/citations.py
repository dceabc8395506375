"""Citations into the page: block labels such as ``[¶12]``.

The widget labels each substantial block of the page as it extracts it and keeps, beside each
label, the page's own nodes. The model is told to cite labels; this module makes sure that every
label the visitor sees is one the model was actually given. Anything else that looks like a
citation — a label that does not exist, one cut away by the budget, ``(¶3, ¶4)`` or a bare ``¶9``
— is rewritten to the canonical ``[¶N]`` form or dropped, as the answer streams. The widget then
shows the page's text for each label from its own map, so a fabricated quote is impossible.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterable

from .engines import Finish
from .engines.base import through

LABEL = re.compile(r"\[¶(\d{1,6})\]")
#: A label written where a block starts in the page markdown (after a heading, list or quote
#: marker), with the space that follows it.
_BLOCK_LABEL = re.compile(r"\[¶\d{1,6}\] ?")
_TRIGGERS = re.compile(r"[\[(¶]")
# A citation group as models write them: [¶1], (¶1), ¶1, [¶1, ¶2], [¶1; 2], [¶1][¶2] (two groups).
_GROUP = re.compile(r"[\[(]?[ \t]*¶[ \t]*(\d{1,6})((?:[ \t]*[,;][ \t]*¶?[ \t]*\d{1,6})*)(?:[ \t]*[\])])?")
# What a group may still become once more text arrives.
_PARTIAL = re.compile(r"[\[(]?[ \t]*(?:¶[ \t]*(?:\d{1,6}(?:[ \t]*[,;][ \t]*¶?[ \t]*\d{0,6})*[ \t]*)?)?")
_NUMBER = re.compile(r"\d{1,6}")
#: Longer than any group worth keeping: past this the held text is let go as it is.
_HOLD_MAX = 80
INSTRUCTION = (
    "- Blocks of the page content start with a label such as [¶12]. When a statement rests on the "
    "page, cite the block it comes from right after it, with the label exactly as written, for "
    "example [¶12]. Cite only labels that appear in the page content; never invent one, and do not "
    "copy long passages: the visitor sees the cited block itself."
)


def labels_in(text: str) -> frozenset[int]:
    """The labels that ``text`` (the page as the model got it) carries."""
    if "¶" not in text:
        return frozenset()
    return frozenset(int(n) for n in LABEL.findall(text))


def strip_labels(text: str) -> str:
    """``text`` without its block labels: what the page says, for counting and analysis."""
    return _BLOCK_LABEL.sub("", text) if "[¶" in text else text


class Filter:
    """Rewrites the citations in a stream of text pieces: valid labels in canonical form, the rest
    gone. Text that may still turn out to be a citation is held back until it is decided."""

    def __init__(self, valid: Iterable[int]):
        self.valid = frozenset(valid)
        self.held = ""
        self.before = ""  # the end of what was let out, to see a label repeated across pieces

    def feed(self, piece: str) -> str:
        text = self.held + piece
        self.held = ""
        out: list[str] = []
        while text:
            found = _TRIGGERS.search(text)
            if found is None:
                # Trailing spaces wait for the next piece: a citation there takes them along.
                body = text.rstrip(" \t")
                out.append(body)
                self.held = text[len(body):]
                break
            start = found.start()
            # Spaces before a citation are held with it: a dropped citation takes them along.
            lead = start
            while lead > 0 and text[lead - 1] in " \t":
                lead -= 1
            out.append(text[:lead])
            rest = text[lead:]
            spaces, rest = rest[: start - lead], rest[start - lead:]
            group = _GROUP.match(rest)
            if group is None or group.end() == len(rest):
                partial = _PARTIAL.match(rest)
                if partial is not None and partial.end() == len(rest) and len(rest) < _HOLD_MAX:
                    self.held = spaces + rest  # undecided until more text comes
                    break
                if group is None:
                    out.append(spaces + rest[0])
                    text = rest[1:]
                    continue
            assert group is not None
            out.append(self._rewrite(spaces, group, rest[group.end():], "".join(out)))
            text = rest[group.end():]
        emitted = "".join(out)
        self.before = (self.before + emitted)[-16:]
        return emitted

    def flush(self) -> str:
        """The end of the answer: whatever is held is decided as it stands."""
        text, self.held = self.held, ""
        if not text:
            return ""
        lead = len(text) - len(text.lstrip(" \t"))
        group = _GROUP.match(text, lead)
        if group is None:
            return text
        after = text[group.end():]
        return self._rewrite(text[:lead], group, after, "") + after

    def _rewrite(self, spaces: str, group: re.Match[str], after: str, before: str) -> str:
        numbers = [int(group.group(1))] + [int(n) for n in _NUMBER.findall(group.group(2))]
        kept = [n for n in dict.fromkeys(numbers) if n in self.valid]
        if kept and not spaces and (self.before + before).endswith(f"[¶{kept[0]}]"):
            kept = kept[1:]  # "[¶3][¶3]": the same label twice in a row is once
        if kept:
            return spaces + "".join(f"[¶{n}]" for n in kept)
        # Dropped: keep one space only where words would otherwise run together.
        return " " if spaces and after[:1].isalnum() else ""


def filtered(source: AsyncIterator[str | Finish], valid: Iterable[int]) -> AsyncIterator[str | Finish]:
    """``source`` with its citations checked against ``valid``; the end flushes what is held."""
    return through(source, Filter(valid))
