"""Prose and code in the page's markdown (``fences.py``)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from reverserag.fences import _CODE_SPAN, in_prose

# A code span as CommonMark puts it on one line: a run of backticks, then a run of the same length.
PLAIN = re.compile(r"(`+)[^\n]*?\1")


@given(st.text(alphabet="`a \n*", max_size=40))
def test_code_spans_are_found_as_the_plain_pattern_finds_them(text):
    """The pattern is written to open with a literal backtick, which the engine scans for fast;
    it must find exactly the spans the plain pattern does."""
    assert [m.span() for m in _CODE_SPAN.finditer(text)] == [m.span() for m in PLAIN.finditer(text)]


def test_a_rewrite_reaches_prose_and_leaves_code_alone():
    markdown = "one `two` three ``fo`ur`` five\n\n```py\nsix\n```\nseven ``` eight"
    assert in_prose(markdown, str.upper) == "ONE `two` THREE ``fo`ur`` FIVE\n\n```py\nsix\n```\nSEVEN ``` EIGHT"
