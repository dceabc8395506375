"""Input built to be slow or to break things, from a client that is not the widget (security review)."""

from __future__ import annotations

import re

import pytest

from reverserag.addresses import LINK
from reverserag.analyzers import _text
from test_api import create


@pytest.mark.parametrize("unit", ["![a](", "[x](", "](", "1,"])
def test_text_built_to_make_patterns_backtrack_is_read_in_one_pass(app_server, unit):
    """A link pattern that scanned to the next ")" and a price pattern that tried every digit against
    the rest of its run took time in the square of the text's length: 200 KB took 17 to 24 s, 3.6 MB
    held a core for hours, and since Python's regex engine holds the GIL, every other request and
    stream waited too. One megabyte of each now makes a session; the bound below (a guard against
    a hang, not a speed target: bench/ has those) is hundreds of times what it takes."""
    base = app_server()
    text = (unit * (1_000_000 // len(unit) + 1))[:1_000_000]
    body = create(base, {"url": "https://x.test/p", "content": "A page about kettles. " + text}, timeout=60)
    assert body["session_id"]


def test_links_are_read_as_the_widget_writes_them():
    text = ("See [the file](https://en.wikipedia.org/wiki/File:Kettle_(1).jpg), ![a kettle](/k.png) and "
            "[two words](https://x.test/a b).")
    assert [m.group(1) for m in LINK.finditer(text)] == ["the file", "a kettle"]  # no spaces in an address
    assert re.sub(r"\s+", " ", _text._LINK.sub(r"\1", _text._IMAGE.sub(" ", text))) == (
        "See the file, and [two words](https://x.test/a b).")
