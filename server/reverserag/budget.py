"""The token budget: how much of the model's context window the page may take.

The window is shared by four things: the locked system message without the page (``fixed``),
the page text, the conversation history, and the answer. The answer's reserve follows the
reference tiers (see :func:`reserve_for_response`); the history gets
:func:`default_history_allowance`; the page gets the rest. A page that does not fit is cut to a
prefix at section boundaries, which removes page chrome first and then the tail of the main
content, because ``content`` holds the main content first and the chrome after it.
"""

from __future__ import annotations

import bisect
import itertools
import re
import sys
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from . import notices, sentences, tokens
from .fences import spans
from .page import Page

DEFAULT_CONTEXT_WINDOW = 8192
SMALL_WINDOW = 8192  # below this, the reserve follows the input
LARGE_WINDOW = 32768  # above this, the large tier; 32,768 itself is a "32k" model, middle tier
MIN_SMALL_RESERVE = 256  # a three-paragraph greeting fits in it
HISTORY_FLOOR = 512
HISTORY_CEILING = 4096
MARKER_ALLOWANCE = 64  # the marker line costs 56 tokens at its longest
CLOSER_ALLOWANCE = 3  # the line that closes a fence cut short: "\n```" is 2 tokens, a longer fence 3
# A word or a line is cut inside only when this much room would go unused otherwise: a blob (a
# minified file, base64, a script written without spaces), never a long word at the room's end.
MIN_INNER_CUT = 256
MAX_TOKEN_CHARS = 128  # cl100k's longest token is 128 bytes: n tokens never hold more characters
# What belongs to the character before it: a joiner, a variation selector, a skin tone (and marks).
_JOINING = frozenset("\u200d\ufe0e\ufe0f") | frozenset(map(chr, range(0x1F3FB, 0x1F400)))


@dataclass(frozen=True, slots=True)
class Budget:
    context_window: int
    reserved_for_response: int
    page_tokens: int
    included_page_tokens: int
    truncated: bool
    note: str | None = None  # the marker line the model reads where the page was cut
    # What was cut: ("sections", {"dropped": 26, "n": 80}), …; compared, not hashed (dicts are not).
    cut: tuple[notices.Part, ...] = field(default=(), hash=False)

    def to_json(self, language: str = notices.ENGLISH) -> dict[str, Any]:
        return {
            "context_window": self.context_window,
            "reserved_for_response": self.reserved_for_response,
            "page_tokens": self.page_tokens,
            "included_page_tokens": self.included_page_tokens,
            "truncated": self.truncated,
            "note": self.note,
            "notice": self.notice_in(language),
        }

    @property
    def omitted(self) -> str:
        """What was cut, in a few words, as the model reads it: "last 26 of 80 sections omitted"."""
        return notices.parts(self.cut)

    @property
    def notice(self) -> str | None:
        return self.notice_in(notices.ENGLISH)

    def notice_in(self, language: str) -> str | None:
        """What the widget tells the visitor when the page was cut, in its language; else None."""
        if not self.truncated:
            return None
        return notices.notice(self.included_page_tokens, self.page_tokens, self.cut, language)


def reserve_for_response(context_window: int, estimated_input: int) -> int:
    """Tokens kept free for the model's answer.

    - ``context_window > 32,768``: ``min(10% of the window, 2,000)``.
    - ``8,192 <= context_window <= 32,768``: ``min(20% of the window, 1,500)``. The bounds are
      inclusive because a model sold as "8k" or "32k" has exactly 8,192 or 32,768 tokens.
    - ``context_window < 8,192``: 50% of ``estimated_input``, at least 256 and at most a third of
      the window. The third is where the rule meets itself: an input cut to two thirds of the
      window with half of that for the answer fills the window exactly, so page + reserve never
      exceed it.

    :func:`fit` estimates the input as the whole first request: the system message without the
    page, the page, and the history allowance. Percentages round down. Above 8k the tiers are in fact
    constant (1,500 and 2,000): 20% of 8,192 is already over 1,500 and 10% of 32,769 over 2,000.
    """
    if context_window > LARGE_WINDOW:
        return min(context_window * 10 // 100, 2000)
    if context_window >= SMALL_WINDOW:
        return min(context_window * 20 // 100, 1500)
    return max(0, min(max(estimated_input // 2, MIN_SMALL_RESERVE), context_window // 3))


def default_history_allowance(context_window: int) -> int:
    """Tokens kept for the conversation: a tenth of the window, between 512 and 4,096; an eighth of
    a window under 4,096.

    512 holds the greeting and a question or two; beyond 4,096 the page is worth more than a
    longer memory, and older turns are trimmed when the history outgrows what is left. Under 4,096
    tokens the floor of 512 took what the answer and the system message left of the window, and
    the page was left out whole up to 1,536 tokens (llama.cpp's servers are often run with ``-c
    2048`` or less): there the page comes before the memory.
    """
    floor = min(HISTORY_FLOOR, context_window // 8)
    return min(max(context_window // 10, floor), HISTORY_CEILING)


def page_room(context_window: int, fixed_tokens: int, page_tokens: int, *,
              history_allowance: int | None = None, reasoning: int = 0) -> tuple[int, int]:
    """``(reserve, room)``: the answer's reserve, and the tokens left for the page (negative when
    the rest does not fit)."""
    history = default_history_allowance(context_window) if history_allowance is None else history_allowance
    reserve = reserve_for_response(context_window, fixed_tokens + page_tokens + history)
    reserve += min(reasoning, context_window // 2)
    return reserve, context_window - reserve - fixed_tokens - history


def fit(page: Page, *, context_window: int, fixed_tokens: int, history_allowance: int | None = None,
        page_tokens: int | None = None) -> tuple[str, Budget]:
    """The page text that fits the window, and the budget that says how it was reckoned.

    ``fixed_tokens`` is what the system message costs without the page. ``page_tokens`` may
    pass a count of ``page.content`` made elsewhere, so the page is tokenized once.
    """
    text, budget, _ = fit_text(page.content, main_end(page), context_window=context_window,
                               fixed_tokens=fixed_tokens, history_allowance=history_allowance,
                               page_tokens=page_tokens)
    return text, budget


def main_end(page: Page) -> int:
    """Where the main content ends in ``page.content``; the chrome follows it."""
    if page.main and page.content.startswith(page.main):
        return len(page.main)
    return len(page.content)


def fit_text(content: str, main_end: int, *, context_window: int, fixed_tokens: int,
             history_allowance: int | None = None, page_tokens: int | None = None,
             reasoning: int = 0) -> tuple[str, Budget, int]:
    """:func:`fit` on a string; also returns the exact token count of the returned text.

    ``reasoning``: tokens a reasoning model may think before it answers, reserved beside the answer's
    (at most half the window). Nothing is kept (an empty text) when not even the marker fits.
    """
    total = tokens.count(content) if page_tokens is None else page_tokens
    reserve, room = page_room(context_window, fixed_tokens, total, history_allowance=history_allowance,
                              reasoning=reasoning)
    if total <= room:
        return content, Budget(context_window, reserve, total, total, False), total

    # Section costs are counted apart, and joined text may cost a token more or less at each
    # seam, so the exact count decides; a second pass is rare and a third rarer still.
    target = room - MARKER_ALLOWANCE
    fences, costs = _fences(content), _Costs(content)
    for _ in range(8):
        cut, cuts = _select(content, main_end, target, fences, costs)
        kept = _closed(content, cut, fences)
        kept_tokens = tokens.count(kept)
        parts, marker = _marker(cuts, kept_tokens, total)
        text = f"{kept}\n\n{marker}" if kept else marker
        used = tokens.count(text)
        if used <= room:
            return text, Budget(context_window, reserve, total, kept_tokens, True, marker[1:-1], parts), used
        if not kept:
            break
        target -= used - room
    parts, marker = _marker(_Cuts(), 0, total)
    return "", Budget(context_window, reserve, total, 0, True, marker[1:-1], parts), 0


# --- cutting -----------------------------------------------------------------------------------

_HEADING = re.compile(r"^ {0,3}#{1,6}(?=[ \t\n]|$)", re.MULTILINE)
_BLANK = re.compile(r"\n[ \t]*\n")
_PARAGRAPH, _LINE, _SENTENCE, _WORD = range(4)


@dataclass(slots=True)
class _Cuts:
    main_sections: int = 0
    main_kept: int = 0
    main_partial: bool = False
    chrome_sections: int = 0
    chrome_kept: int = 0


class _Costs:
    """Token counts of spans of one text. A unit that does not fit is split at the level below, whose
    first unit is often the same span (a page that is one line is one section, paragraph, sentence
    and word): each span is counted once, and one too long for the room is not counted at all."""

    def __init__(self, content: str):
        self.content = content
        self.known: dict[tuple[int, int], int] = {}

    def __call__(self, start: int, end: int, room: int) -> int:
        """The cost of ``content[start:end]``; more than ``room``, uncounted, when it cannot fit it."""
        if end - start > (max(room, 0) + 1) * MAX_TOKEN_CHARS:
            return max(room, 0) + 1
        span = (start, end)
        if span not in self.known:
            self.known[span] = tokens.count(self.content[start:end])
        return self.known[span]


def _select(content: str, main_end: int, target: int, fences: list[tuple[int, int]],
            costs: _Costs) -> tuple[int, _Cuts]:
    """The longest prefix of ``content`` that ends on a boundary and costs at most ``target``."""
    cuts = _Cuts()
    main = _sections(content, 0, main_end, fences)
    chrome = _sections(content, main_end, len(content), fences)
    if len(chrome) == 1:
        chrome = list(_paragraphs(content, chrome[0][0], chrome[0][1], fences))
    cuts.main_sections, cuts.chrome_sections = len(main), len(chrome)

    cut, used = 0, 0
    for start, end in main:
        cost = costs(cut, end, target - used)
        if used + cost <= target:
            cut, used = end, used + cost
            cuts.main_kept += 1
            continue
        if _worth_splitting(target, used):
            room = target - used - costs(cut, start, target - used)
            inner = _take(content, start, end, _PARAGRAPH, room, fences, costs)
            if inner > start and not _bare_heading(content[start:inner]):
                cut = inner
                cuts.main_partial = True
        return cut, cuts
    for _, end in chrome:
        cost = costs(cut, end, target - used)
        if used + cost > target:
            break
        cut, used = end, used + cost
        cuts.chrome_kept += 1
    return cut, cuts


def _worth_splitting(budget: int, used: int) -> bool:
    """Split a unit that does not fit only when stopping before it would waste over a quarter."""
    return budget - used > budget // 4


def _bare_heading(text: str) -> bool:
    text = text.strip()
    return text.startswith("#") and "\n" not in text


def _take(content: str, start: int, end: int, level: int, budget: int,
          fences: list[tuple[int, int]], costs: _Costs) -> int:
    """The furthest boundary in ``[start, end)`` at ``level`` or finer that fits ``budget``."""
    cut, used = start, 0
    for unit_start, unit_end, atomic in _units(content, start, end, level, fences):
        cost = costs(cut, unit_end, budget - used)
        if used + cost <= budget:
            cut, used = unit_end, used + cost
            continue
        if _worth_splitting(budget, used):
            gap = costs(cut, unit_start, budget - used)
            room = budget - used - gap
            if not atomic and level < _WORD:
                inner = _take(content, unit_start, unit_end, level + 1, room, fences, costs)
            elif level == _LINE:  # a fence: at its lines
                inner = _take_code(content, unit_start, unit_end, room, costs)
            else:  # one word longer than the room
                inner = _take_inside(content, unit_start, unit_end, room)
            cut = max(cut, inner)
        break
    return cut


def _take_code(content: str, start: int, end: int, budget: int, costs: _Costs) -> int:
    """The furthest end of a line of the fenced block ``[start, end)`` that, with the fence closed
    after it, fits ``budget``; ``start`` when not even its first line does. A page that is mostly
    one block (a log, an RFC, a listing in ``<pre>``) was otherwise kept without any of it."""
    opener = content.find("\n", start, end)
    if opener < 0:
        return start
    cut, pos = start, opener + 1
    used = costs(start, opener, budget) + CLOSER_ALLOWANCE
    while pos < end:
        newline = content.find("\n", pos, end)
        line_end = end if newline < 0 else newline
        cost = costs(pos - 1, line_end, budget - used)  # the line with the newline before it
        if used + cost > budget:
            if _worth_splitting(budget, used):  # a line longer than the room (a minified file)
                cut = max(cut, _take_inside(content, pos, line_end, budget - used - 1))
            break
        cut, pos, used = line_end, line_end + 1, used + cost
    return cut


def _take_inside(content: str, start: int, end: int, budget: int) -> int:
    """The furthest end of a whole character in ``[start, end)`` (a combining mark or a joined
    emoji kept with what it joins) whose text fits ``budget``; ``start`` when the room is under
    ``MIN_INNER_CUT``."""
    if budget < MIN_INNER_CUT:
        return start
    # Read no further than the room's tokens reach: the unit may be the whole page. A token is a
    # character or more, so a stretch of ``budget`` characters is the least; then as far as the
    # characters a token took so far say, and a tenth more.
    reach = budget
    while len(ids := tokens.encode(content[start:min(end, start + reach)])) <= budget and start + reach < end:
        reach = int(reach * budget / len(ids) * 1.1) + 1
    ids = ids[:budget]
    # The bytes of the first tokens are the text's first bytes; a character they split is left out.
    cut = start + len(tokens.encoding().decode_bytes(ids).decode("utf-8", errors="ignore"))
    while start < cut < end and (unicodedata.category(content[cut])[0] == "M" or content[cut] in _JOINING
                                 or content[cut - 1] == "\u200d"):
        cut -= 1
    return cut


def _closed(content: str, cut: int, fences: list[tuple[int, int]]) -> str:
    """``content[:cut]``, a fence cut inside closed again (its closing line was left out)."""
    kept = content[:cut].rstrip()
    fence = _fence_at(cut, fences)
    if fence is None or cut == fence[0] or cut >= fence[1] or not kept:
        return kept
    opener = content[fence[0]:content.find("\n", fence[0])].lstrip(" ")  # its first line alone
    return f"{kept}\n{opener[:len(opener) - len(opener.lstrip(opener[0]))]}"


def _units(content: str, start: int, end: int, level: int,
           fences: list[tuple[int, int]]) -> Iterator[tuple[int, int, bool]]:
    if level == _PARAGRAPH:
        for s, e in _paragraphs(content, start, end, fences):
            yield s, e, False
    elif level == _LINE:
        yield from _lines(content, start, end, fences)
    elif level == _SENTENCE:
        pos = start
        for match in sentences.END.finditer(content, start, end):
            yield pos, match.end(), False
            pos = match.end()
        if content[pos:end].strip():
            yield pos, end, False
    else:
        for match in re.finditer(r"\S+", content[start:end]):
            yield start + match.start(), start + match.end(), True


def _fences(content: str) -> list[tuple[int, int]]:
    """Spans of fenced code blocks, closing line included; an unclosed fence runs to the end."""
    return [(span.line, span.after) for span in spans(content)]


def _fence_at(pos: int, fences: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The fence that contains ``pos`` (its first character included), if any."""
    i = bisect.bisect_right(fences, (pos, sys.maxsize)) - 1
    if i >= 0 and fences[i][0] <= pos < fences[i][1]:
        return fences[i]
    return None


def _inside(pos: int, fences: list[tuple[int, int]]) -> bool:
    fence = _fence_at(pos, fences)
    return fence is not None and fence[0] < pos


def _sections(content: str, start: int, end: int, fences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of ``[start, end)`` split before each heading outside a fence; blank spans dropped."""
    starts = [start]
    for match in _HEADING.finditer(content, start, end):
        if match.start() > start and not _inside(match.start(), fences):
            starts.append(match.start())
    bounds = starts + [end]
    return [(s, e) for s, e in itertools.pairwise(bounds) if content[s:e].strip()]


def _paragraphs(content: str, start: int, end: int,
                fences: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    pos = start
    for match in _BLANK.finditer(content, start, end):
        if _inside(match.start() + 1, fences):
            continue
        if content[pos:match.start()].strip():
            yield pos, match.start()
        pos = match.end()
    if content[pos:end].strip():
        yield pos, end


def _lines(content: str, start: int, end: int,
           fences: list[tuple[int, int]]) -> Iterator[tuple[int, int, bool]]:
    pos = start
    while pos < end:
        fence = _fence_at(pos, fences)
        if fence is not None:
            yield pos, min(fence[1], end), True
            pos = min(fence[1], end) + 1
            continue
        newline = content.find("\n", pos, end)
        line_end = end if newline < 0 else newline
        if content[pos:line_end].strip():
            yield pos, line_end, False
        pos = line_end + 1


def _marker(cuts: _Cuts, kept: int, total: int) -> tuple[tuple[notices.Part, ...], str]:
    """What was cut, part by part, and the marker line that says so to the model."""
    parts: list[notices.Part] = []
    if cuts.chrome_sections and cuts.chrome_kept < cuts.chrome_sections:
        if cuts.chrome_kept == 0:
            parts.append(("chrome", {}))
        else:
            parts.append(("chrome_sections", {"dropped": cuts.chrome_sections - cuts.chrome_kept,
                                              "n": cuts.chrome_sections}))
    n = cuts.main_sections
    dropped = n - cuts.main_kept - (1 if cuts.main_partial else 0)
    if kept == 0:
        parts = [("unfit", {})]
    elif n == 1 and cuts.main_partial:
        parts.append(("main_short", {}))
    elif cuts.main_partial:
        parts.append(("section_short", {"i": cuts.main_kept + 1, "n": n}))
        if dropped:
            parts.append(("sections", {"dropped": dropped, "n": n}))
    elif dropped:
        parts.append(("sections", {"dropped": dropped, "n": n}))
    marker = f"[Page shortened to fit the model: {notices.parts(parts)} — {kept:,} of {total:,} tokens kept.]"
    return tuple(parts), marker
