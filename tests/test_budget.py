"""The token budget. Expected figures are worked out by hand from the tier rules in the comments.

Pages are built from pieces whose cl100k cost is pinned first (``test_building_blocks``):
``words(n)`` is n tokens, and a section ``"## Part\\n\\n" + words(97)`` is 100 tokens, 101 with
the blank line that joins it to the one before, so a page of N sections is 101·N − 1 tokens.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverserag import budget, tokens
from reverserag.budget import Budget, fit, reserve_for_response
from reverserag.page import Page

FIXED = 300
SECTION = "## Part\n\n" + " ".join(["word"] * 97)


def words(n: int) -> str:
    return " ".join(["word"] * n)


def page(content: str, main: str | None = None) -> Page:
    return Page(url="https://example.com/", content=content, main=main)


def sections(n: int) -> str:
    return "\n\n".join([SECTION] * n)


def kept_part(text: str) -> str:
    """The page text without the marker line."""
    return text.rsplit("\n\n[Page shortened", 1)[0] if "[Page shortened" in text else text


def test_building_blocks() -> None:
    assert tokens.count(words(500)) == 500
    assert tokens.count(SECTION) == 100
    assert tokens.count("\n\n" + SECTION) == 101
    assert tokens.count(sections(50)) == 50 * 101 - 1


# --- reserve tiers ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("window", "estimated_input", "reserve"),
    [
        (131_072, 0, 2000),  # > 32k: min(13,107, 2,000)
        (32_769, 0, 2000),  # first window of the large tier: min(3,276, 2,000)
        (32_768, 0, 1500),  # a "32k" model is the middle tier: min(6,553, 1,500)
        (16_384, 0, 1500),  # min(3,276, 1,500)
        (8_192, 99_999, 1500),  # an "8k" model is the middle tier: min(1,638, 1,500)
        (8_191, 1_000, 500),  # < 8k: half the input
        (8_191, 10_000, 2730),  # < 8k: half the input capped at a third of the window, 8191 // 3
        (4_096, 1_312, 656),
        (4_096, 3_812, 1365),  # 1,906 capped at 4096 // 3
        (4_096, 100, 256),  # the floor: a greeting must fit
        (600, 100, 200),  # the floor never beats the third of the window
    ],
)
def test_reserve_tiers(window: int, estimated_input: int, reserve: int) -> None:
    assert reserve_for_response(window, estimated_input) == reserve


@pytest.mark.parametrize(("window", "allowance"), [
    (2_048, 256), (4_096, 512), (8_192, 819), (16_384, 1638), (32_768, 3276), (131_072, 4096),
])
def test_history_allowance(window: int, allowance: int) -> None:
    assert budget.default_history_allowance(window) == allowance


# --- pages that fit, to the token ------------------------------------------------------------------

# room = window − reserve − history allowance − fixed (300)
#   4k:   4096 − 1365 − 512  − 300 = 1,919  (a 1,919-token page makes the input 2,731; half is
#                                            1,365, exactly the cap, so it still fits)
#   8k:   8192 − 1500 − 819  − 300 = 5,573
#   16k: 16384 − 1500 − 1638 − 300 = 12,946
#   32k: 32768 − 1500 − 3276 − 300 = 27,692
#   128k: 131072 − 2000 − 4096 − 300 = 124,676
ROOM = {4096: 1919, 8192: 5573, 16384: 12946, 32768: 27692, 131072: 124676}
RESERVE = {4096: 1365, 8192: 1500, 16384: 1500, 32768: 1500, 131072: 2000}


@pytest.mark.parametrize("window", sorted(ROOM))
def test_a_page_of_exactly_the_room_fits(window: int) -> None:
    content = words(ROOM[window])
    text, b = fit(page(content), context_window=window, fixed_tokens=FIXED)
    assert text == content
    assert b == Budget(window, RESERVE[window], ROOM[window], ROOM[window], False, None)


@pytest.mark.parametrize("window", sorted(ROOM))
def test_one_token_more_is_cut(window: int) -> None:
    content = words(ROOM[window] + 1)
    text, b = fit(page(content), context_window=window, fixed_tokens=FIXED)
    assert b.truncated and b.page_tokens == ROOM[window] + 1
    assert b.reserved_for_response == RESERVE[window]
    assert tokens.count(text) <= ROOM[window]


@pytest.mark.parametrize("window", sorted(ROOM))
def test_reasoning_tokens_are_reserved_beside_the_answers_and_taken_from_the_page(window: int) -> None:
    thinking = min(4000, window // 2)  # never more than half the window
    room = ROOM[window] - thinking
    if window < budget.SMALL_WINDOW:  # the small tier's reserve follows the input: worked out apart below
        return
    text, b = budget.fit_text(words(room), len(words(room)), context_window=window, fixed_tokens=FIXED,
                              reasoning=4000)[:2]
    assert not b.truncated and b.reserved_for_response == RESERVE[window] + thinking
    _, b = budget.fit_text(words(room + 1), len(words(room + 1)), context_window=window, fixed_tokens=FIXED,
                           reasoning=4000)[:2]
    assert b.truncated and b.reserved_for_response == RESERVE[window] + thinking


def test_reasoning_tokens_on_a_small_window_take_half_of_it_at_most() -> None:
    # 4k: the reserve of a 300-token page is its tier's (input 300 + 300 + 512 = 1,112, half 556), plus
    # half the window (2,048) for thinking, not the 4,000 asked: 2,604.
    _, b = fit(page(words(300)), context_window=4096, fixed_tokens=FIXED)
    assert b.reserved_for_response == 556
    _, b, _ = budget.fit_text(words(300), 10**6, context_window=4096, fixed_tokens=FIXED, reasoning=4000)
    assert b.reserved_for_response == 556 + 2048 and not b.truncated


def test_small_window_reserve_follows_a_small_page() -> None:
    # 4k, 500-token page: input 300 + 500 + 512 = 1,312, half is 656.
    _, b = fit(page(words(500)), context_window=4096, fixed_tokens=FIXED)
    assert b == Budget(4096, 656, 500, 500, False, None)


# --- pages that do not fit, cut at section boundaries, to the token --------------------------------

# The cut aims at room − 64 (the marker allowance) and keeps whole sections: the first costs
# 100, each further one 101, so k sections fit when 101·k − 1 <= target, and 101·k − 1 are kept.
#   4k:   target 1,855    → k = 18    → 1,817
#   8k:   target 5,509    → k = 54    → 5,453
#   16k:  target 12,882   → k = 127   → 12,826
#   32k:  target 27,628   → k = 273   → 27,572
#   128k: target 124,612  → k = 1,233 → 124,532
CUT = {4096: (18, 1817), 8192: (54, 5453), 16384: (127, 12826), 32768: (273, 27572),
       131072: (1233, 124532)}


@pytest.mark.parametrize("window", sorted(CUT))
def test_a_long_page_is_cut_at_a_section_boundary(window: int) -> None:
    n = CUT[window][0] * 3 // 2 + 10
    content = sections(n)
    text, b = fit(page(content), context_window=window, fixed_tokens=FIXED)
    kept_sections, kept_tokens = CUT[window]
    assert b == Budget(window, RESERVE[window], 101 * n - 1, kept_tokens, True, b.note, b.cut)
    assert kept_part(text) == sections(kept_sections)
    marker = (f"[Page shortened to fit the model: last {n - kept_sections} of {n} sections omitted"
              f" — {kept_tokens:,} of {101 * n - 1:,} tokens kept.]")
    assert text.endswith("\n\n" + marker)
    assert b.note == marker[1:-1]
    assert tokens.count(text) <= ROOM[window]


def test_budget_json_has_the_contract_keys_and_the_note() -> None:
    _, b = fit(page(sections(80)), context_window=8192, fixed_tokens=FIXED)
    assert b.to_json() == {
        "context_window": 8192, "reserved_for_response": 1500, "page_tokens": 8079,
        "included_page_tokens": 5453, "truncated": True, "note": b.note, "notice": b.notice,
    }
    assert b.note is not None and "26 of 80 sections omitted" in b.note
    # What the widget shows the visitor, as the server words it.
    assert b.notice == ("This page is long: the assistant read the first 67% (5,453 of 8,079 tokens); "
                        "last 26 of 80 sections omitted.")


@pytest.mark.parametrize(
    ("budget", "notice"),
    [
        (Budget(8192, 1500, 900, 900, False), None),
        (Budget(8192, 1500, 900_000, 3, True), "This page is long: the assistant read the first 1% "
                                                "(3 of 900,000 tokens)."),
        (Budget(8192, 1500, 1000, 999, True, "marker", (("main_short", {}),)),
         "This page is long: the assistant read the first 99% (999 of 1,000 tokens); the main content cut short."),
        (Budget(2048, 700, 5000, 0, True, "marker", (("unfit", {}),)),
         "This page is too long for the model: the assistant could not read it."),
    ],
)
def test_the_notice_for_the_visitor(budget: Budget, notice: str | None) -> None:
    assert budget.notice == notice


def test_a_count_made_elsewhere_is_used() -> None:
    _, b = fit(page(words(10)), context_window=8192, fixed_tokens=FIXED, page_tokens=10)
    assert b.page_tokens == 10


def test_history_allowance_can_be_set() -> None:
    # 8192 − 1500 − 300 − 0 = 6,392
    _, b = fit(page(words(6392)), context_window=8192, fixed_tokens=FIXED, history_allowance=0)
    assert not b.truncated
    _, b = fit(page(words(6393)), context_window=8192, fixed_tokens=FIXED, history_allowance=0)
    assert b.truncated


# --- what is cut first ----------------------------------------------------------------------------


def test_chrome_is_cut_before_main() -> None:
    main = sections(40)  # 4,039 tokens: fits the 8k room of 5,573 with the marker
    chrome = "\n\n" + "\n\n".join(f"## Footer {i}\n\n{words(300)}" for i in range(8))
    content = main + chrome
    text, b = fit(page(content, main), context_window=8192, fixed_tokens=FIXED)
    kept = kept_part(text)
    assert b.truncated
    assert kept.startswith(main)
    assert "## Footer 0" in kept and "## Footer 7" not in kept
    dropped = 8 - kept.count("## Footer")
    assert f"last {dropped} of 8 page-chrome sections omitted" in text
    assert "sections omitted;" not in text.replace("page-chrome sections omitted", "")


def test_all_chrome_goes_before_any_main_section() -> None:
    main = sections(60)
    content = main + "\n\n## Navigation\n\n[Home](https://example.com/) · [Docs](https://example.com/d)"
    text, _ = fit(page(content, main), context_window=8192, fixed_tokens=FIXED)
    assert "Navigation" not in text.split("[Page shortened")[0]
    assert "page chrome (header, navigation, asides, footer) omitted; last 6 of 60 sections omitted" in text
    assert kept_part(text) == sections(54)


def test_a_main_that_does_not_prefix_content_is_all_main() -> None:
    content = sections(60)
    text, _ = fit(page(content, main="something else"), context_window=8192, fixed_tokens=FIXED)
    assert "page chrome" not in text
    assert "last 6 of 60 sections omitted" in text


def test_a_code_fence_too_long_for_the_room_is_cut_between_its_lines_and_closed() -> None:
    fence = "```python\n" + "\n".join(f"# step {i}\n\nvalue_{i} = compute({i})" for i in range(400)) + "\n```"
    content = f"## Intro\n\n{words(1000)}\n\n## Code\n\nBefore the code.\n\n{fence}\n\nAfter the code."
    text, b = fit(page(content), context_window=4096, fixed_tokens=FIXED)
    kept = kept_part(text)
    assert b.truncated and "section 2 of 2 cut short" in text
    code, closer = kept.rsplit("\n", 1)
    assert closer == "```" and content.startswith(code)  # a line of the fence kept whole, then its end
    assert re.search(r"\n(# step \d+|value_\d+ = compute\(\d+\))$", code)
    assert "After the code." not in kept and b.included_page_tokens == tokens.count(kept)


@pytest.mark.parametrize("window", [8192, 32768])
def test_a_page_that_is_one_long_block_of_code_keeps_as_much_of_it_as_fits(window: int) -> None:
    """An RFC, a log or a listing in <pre> is one fence: none of it was kept, whatever the window
    (18 tokens of 10,521: the heading alone; a QA pass)."""
    lines = [f"   {n:04d}. The protocol section {n} says that the server MUST reply within {n} seconds."
             for n in range(3000)]
    content = "# RFC 9999: The Widget Protocol\n\n```\n" + "\n".join(lines) + "\n```"
    text, b = fit(page(content), context_window=window, fixed_tokens=FIXED)
    room = window - b.reserved_for_response - budget.default_history_allowance(window) - FIXED
    assert b.truncated and room * 0.9 < tokens.count(text) <= room
    assert kept_part(text).endswith(" seconds.\n```")
    assert "The protocol section 100 says" in text


MINIFIED = "".join(f'{{"id":{n},"name":"item{n}","price":{n * 7 % 100}.5}},' for n in range(6000))


@pytest.mark.parametrize("content", [
    "```json\n[" + MINIFIED + "]\n```",  # a minified file on GitHub, as the widget sends it
    "# Data\n\n```json\n[" + MINIFIED + "]\n```",
    "[" + MINIFIED + "]",
    "ภาษาไทยไม่เว้นวรรคระหว่างคำ" * 8000,  # Thai spaces no words
], ids=["fenced", "fenced-after-heading", "bare", "thai"])
def test_a_page_that_is_one_long_line_or_word_keeps_as_much_of_it_as_fits(content: str) -> None:
    """A minified file (one line) or a paragraph with no space in it was one unit that could not be
    split: the model got none of the page ("0 of 107,653 tokens kept"; a QA pass)."""
    text, b = fit(page(content), context_window=8192, fixed_tokens=FIXED)
    room = 8192 - b.reserved_for_response - budget.default_history_allowance(8192) - FIXED
    assert b.truncated and room * 0.9 < tokens.count(text) <= room
    kept = kept_part(text)
    assert content.startswith(kept.removesuffix("\n```"))
    assert len(re.findall(r"(?m)^```", kept)) % 2 == 0


@pytest.mark.parametrize(("content", "window"), [
    ("a" * 400_000, 4096),  # one word: it cannot fit, and needs no counting to know it
    ("中文字" * 100_000, 131_072),  # one word that may: counted once, not once a level
    (words(100_000), 8192),
], ids=["one-word", "one-cjk-word", "one-line"])
def test_a_page_that_is_one_unit_is_not_counted_again_at_each_level(content: str, window: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A unit that does not fit was counted whole at each level it was split at (section, paragraph,
    line, sentence, word) and again at each pass: a 3 MB page without a space or a full stop was
    read 5 to 7 times, 31 to 53 s of one core (a QA pass)."""
    encode, read, total = tokens.encode, [], tokens.count(content)
    monkeypatch.setattr(tokens, "encode", lambda text: read.append(len(text)) or encode(text))
    text, b = fit(page(content), context_window=window, fixed_tokens=FIXED, page_tokens=total)
    assert b.truncated and b.included_page_tokens > 0
    assert sum(read) < 4 * len(content)  # counted once, read to the cut, the text kept counted twice


def test_a_long_word_is_not_cut_inside_for_a_little_room() -> None:
    """Only a blob is cut inside (a minified file, a script without spaces): a word of 375 tokens
    that leaves 136 unused on a small model is left whole, out of the page."""
    content = words(20) + " " + "x" * 3000 + " tail"
    # 960 − 320 (reserve, a third) − 120 (history, an eighth) − 300 = 220; target 156, 20 used.
    text, b = fit(page(content), context_window=960, fixed_tokens=FIXED)
    assert kept_part(text) == words(20) and b.truncated


def test_a_fence_that_fits_is_kept_whole_and_hashes_inside_it_are_not_headings() -> None:
    fence = "```bash\n# not a heading\n\n# nor this\necho hi\n```"
    content = f"## A\n\n{words(50)}\n\n{fence}\n\n## B\n\n{words(3000)}"
    text, _ = fit(page(content), context_window=4096, fixed_tokens=FIXED)
    assert fence in text
    assert "section 2 of 2 cut short — 1,855 of 3,074 tokens kept" in text


def test_a_page_without_structure_is_cut_between_words() -> None:
    content = " ".join(f"alpha{i} beta gamma delta" for i in range(3000))  # one paragraph, one line
    text, b = fit(page(content), context_window=4096, fixed_tokens=FIXED)
    kept = kept_part(text)
    assert b.truncated and content.startswith(kept)
    assert content[len(kept)] == " "
    assert "the main content cut short" in text


def test_a_long_paragraph_is_cut_after_a_sentence() -> None:
    content = " ".join(f"Sentence number {i} says something useful." for i in range(2000))
    text, _ = fit(page(content), context_window=4096, fixed_tokens=FIXED)
    assert kept_part(text).endswith("useful.")


def test_a_window_too_small_for_the_page_keeps_nothing() -> None:
    # 600 − 200 (reserve, a third) − 75 (history, an eighth) − 300 = 25: not even the marker fits.
    text, b = fit(page(sections(10)), context_window=600, fixed_tokens=FIXED)
    assert text == ""
    assert b.included_page_tokens == 0 and b.truncated
    assert b.note is not None and "left out" in b.note


# --- properties ------------------------------------------------------------------------------------

BLOCKS = st.sampled_from([
    "## Heading", "### Sub heading", "A short paragraph of prose.", words(40), words(400),
    "```js\nconst a = 1;\n\n// # not a heading\nconsole.log(a);\n```", "- a list item\n- another",
    "Line one\nline two\nline three", "| a | b |\n|---|---|\n| 1 | 2 |",
    "```\n" + "\n".join(f"log line {n}: " + words(20) for n in range(80)) + "\n```",  # ~1,900 tokens
])


@settings(max_examples=60, deadline=None)
@given(st.lists(BLOCKS, min_size=1, max_size=40), st.lists(BLOCKS, max_size=6),
       st.sampled_from([1500, 2048, 3000, 4096, 8192]))
def test_cuts_respect_the_window_prefix_words_and_fences(main_blocks: list[str], chrome: list[str],
                                                         window: int) -> None:
    main = "\n\n".join(main_blocks)
    content = main + "".join("\n\n" + c for c in chrome)
    text, b = fit(page(content, main), context_window=window, fixed_tokens=FIXED)
    room = window - b.reserved_for_response - budget.default_history_allowance(window) - FIXED
    assert tokens.count(text) <= max(room, 0)
    kept = kept_part(text)
    # A prefix of the page, cut at a boundary; a fence cut short is closed after it.
    prefix = kept if content.startswith(kept) else kept.rsplit("\n", 1)[0]
    assert content.startswith(prefix) and kept[len(prefix):] in ("", "\n```")
    assert b.truncated == (kept != content)
    if b.truncated:
        assert b.included_page_tokens == tokens.count(kept)
        rest = content[len(prefix):]
        assert rest == "" or rest[0].isspace()
    assert len(re.findall(r"(?m)^```", kept)) % 2 == 0


def test_token_ratio_shrinks_the_window_the_budget_fills(app_server):
    """A model whose tokenizer spends 2 tokens per cl100k token gets a page cut for half its window."""
    from reverserag.settings import Settings
    from test_api import PAGE, create

    page = {**PAGE, "content": "\n\n".join(f"## Part {n}\n\n" + "Solar kettles boil water. " * 40
                                           for n in range(300))}
    plain = create(app_server(Settings(context_window=8192)), page)["budget"]
    halved = create(app_server(Settings(context_window=8192, token_ratio=2.0)), page)["budget"]
    assert plain["context_window"] == 8192 and halved["context_window"] == 4096
    assert halved["included_page_tokens"] < plain["included_page_tokens"] / 1.8
