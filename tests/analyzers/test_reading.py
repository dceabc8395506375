"""Reading: words, sentences, paragraphs and minutes, counted by hand on small pages."""

from __future__ import annotations

import pytest

from reverserag.analyzers import reading
from unspaced_samples import KHMER, LAO, MYANMAR, THAI

from .helpers import make_page

# Words are whitespace-separated tokens with a letter or digit once edge punctuation is off:
#   "Title heading" 2 | first paragraph 15 | list 5 + 6 | quote 5 | table a b 1 2 = 4 |
#   last paragraph 12 ("e.g." and "1.2.3" are one word each)          → 49
# Sentences (paragraphs, quotes, list items; not headings or tables):
#   4 (mat. day! sunny? Yes.) + list 1 (no end mark) + 2 + quote 1 + last 2 ("e.g." is no end)
#                                                                      → 10
# Paragraphs: first paragraph, the list, the quote, the last paragraph  → 4
SMALL = """# Title heading

The cat sat on the mat. It was a warm day! Was it sunny? Yes.

- First item without a period
- Second item. It has two sentences.

> A quoted line ends here.

| a | b |
|---|---|
| 1 | 2 |

Last paragraph with e.g. an abbreviation and version 1.2.3 in it. Done.
"""


def test_small_page_counts_checked_by_hand():
    finding = reading.analyze(make_page(content=SMALL))
    assert str(finding) == (
        "Reading: 49 words | 10 sentences | 4 paragraphs | <1 min read at 238 wpm"
    )


def test_minutes_round_to_nearest_at_238_wpm():
    # 2,341 / 238 = 9.84 → ~10; 2,380 / 238 = 10.0 → ~10; 2,499 / 238 = 10.5 → ~11
    for words, minutes in ((2_341, 10), (2_380, 10), (2_499, 11), (150, 1)):
        finding = reading.analyze(make_page(content="word " * words))
        assert finding is not None
        assert finding.parts[0] == f"{words:,} words"
        assert finding.parts[3] == f"~{minutes} min read at 238 wpm"


def test_code_fences_links_and_urls_are_not_words():
    content = (
        "Read [the guide](https://example.com/a/very/long/path) now.\n\n"
        "```python\nprint('not prose at all')\n```\n\n"
        "![a chart](https://example.com/chart.png) See https://example.com/x too."
    )
    finding = reading.analyze(make_page(content=content))
    # "Read the guide now." (4) + "See too." (2)
    assert finding is not None and finding.parts[0] == "6 words"


def test_main_region_is_read_when_the_widget_found_one():
    main = "One two three four five six seven eight nine ten."
    chrome = "\n\nHome About Contact Login"
    finding = reading.analyze(make_page(content=main + chrome, main=main))
    assert finding is not None and finding.parts[0] == "10 words"


def test_a_tiny_main_region_is_ignored_for_the_whole_content():
    content = "word " * 400
    finding = reading.analyze(make_page(content=content, main="Menu"))
    assert finding is not None and finding.parts[0] == "400 words"


def test_japanese_counts_characters_at_357_per_minute():
    # 10 characters + "。" twice = 2 sentences; each CJK character counts as one.
    content = "今日は良い天気。明日も晴れ。"
    finding = reading.analyze(make_page(content=content))
    assert str(finding) == (
        "Reading: 12 characters | 2 sentences | 1 paragraph | <1 min read at 357 chars/min"
    )


def test_chinese_is_read_at_its_own_measured_rate_not_japanese():
    """The bug: every Han or kana character was read at 400 a minute, a figure with no source; IReST
    measured 255 for Chinese and 357 for Japanese. A katakana name quoted in Chinese leaves it Chinese."""
    sentence = "索尼（ソニー）今天在东京发布了新的相机，价格比去年的型号低了一成。"
    finding = reading.analyze(make_page(content=sentence * 40))
    assert finding is not None
    assert finding.parts[0] == "1,160 characters" and finding.parts[3] == "~5 min read at 255 chars/min"
    japanese = "ソニーは今日、東京で新しいカメラを発表しました。価格は去年のモデルより一割安くなっています。"
    finding = reading.analyze(make_page(content=japanese * 40))
    assert finding is not None and finding.parts[3].endswith(" read at 357 chars/min")


def test_russian_words_are_counted_like_any_spaced_script():
    content = "Это простой текст. Он написан по-русски!"
    finding = reading.analyze(make_page(content=content))
    assert str(finding) == "Reading: 6 words | 2 sentences | 1 paragraph | <1 min read at 238 wpm"


def test_empty_page_has_no_reading_line():
    assert reading.analyze(make_page()) is None
    assert reading.analyze(make_page(content="  \n\n ```\ncode only\n```\n")) is None


@pytest.mark.parametrize(("text", "sentences"), [(THAI, 4), (LAO, 3), (KHMER, 3), (MYANMAR, 3)])
def test_thai_lao_khmer_and_myanmar_count_letters_and_their_sentences(text, sentences):
    """The bug: these scripts space phrases, not words, so a phrase was counted as one word and a
    paragraph of them as one sentence. Their letters are counted (marks above and below aside: a
    sentence here has between a half and nine tenths of its code points counted) and read at Thai's
    rate; Thai and Lao end a sentence with a space, Khmer with "។", Myanmar with "။"."""
    finding = reading.analyze(make_page(content=text))
    assert finding is not None
    chars = int(finding.parts[0].removesuffix(" characters"))
    assert len(text) * 0.5 < chars < len(text) * 0.9
    assert finding.parts[1:] == (f"{sentences} sentences", "1 paragraph", "<1 min read at 800 chars/min")


def test_a_long_thai_paragraph_reads_in_minutes_not_as_a_few_hundred_words():
    """The bug: 21,000 Thai characters in one paragraph were "601 words | 1 sentence" and ~3 min.
    About 4,300 Thai words (36 to a repeat of the sample) take a Thai reader some twenty minutes."""
    content = " ".join([THAI] * 120)
    finding = reading.analyze(make_page(content=content))
    assert finding is not None
    assert finding.parts[0] == "16,800 characters" and finding.parts[1] == "480 sentences"
    assert finding.parts[3] == "~21 min read at 800 chars/min"


def test_english_with_a_thai_name_in_it_is_still_read_in_words():
    content = "The Grand Palace in Bangkok, พระบรมมหาราชวัง in Thai, was built in 1782. " * 20
    finding = reading.analyze(make_page(content=content))
    assert finding is not None and finding.parts[0].endswith(" words")
    assert finding.parts[1] == "20 sentences"
