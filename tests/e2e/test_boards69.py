"""Boards' and shop finders' leftovers (walk69b): a time struck by CSS on a span around its bold, in Chromium,
Firefox and WebKit."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # walk rules: they hold in Chromium, Firefox and WebKit


def test_a_strike_on_a_span_around_a_bold_time_is_read(site: Site) -> None:
    """``<span class=was><b>10:07</b></span>``, ``.was { text-decoration: line-through }``: the line is drawn through
    the bold time, but the bold's own style says none (text-decoration is not inherited) and the span holds an
    element, so it read "**10:07** 10:24", nothing saying 10:07 is gone (walk67c's rule read inline leaves only).
    A struck inline element of a few characters with a digit and one element reads struck, once where what it
    holds is struck too; one of two elements, or of words, reads as it did."""
    site.goto(site.html("/departures", head="""<style>.was { text-decoration: line-through; color: #777 }</style>""",
        body="""<main><h1>Departures from London Euston</h1><ul>
      <li><span class="was"><b>10:07</b></span> <span>10:24</span> Birmingham New Street · Platform 9</li>
      <li><span class="was"><s>10:20</s></span> <span>Cancelled</span> Glasgow Central · Avanti West Coast</li>
      <li><span class="was"><span class="was">10:31</span></span> <span>10:40</span> Milton Keynes Central</li>
      <li><span class="was"><b>10</b>:<b>45</b></span> Rugby · Platform 2</li>
      <li><span class="was">Replaced by <b>bus</b> from Watford Junction</span> Tring 11:02</li></ul></main>"""))
    content = site.extract()["content"]
    assert "- ~~**10:07**~~ 10:24 Birmingham New Street" in content, content
    assert "- ~~10:20~~ Cancelled Glasgow Central" in content, content
    assert "- ~~10:31~~ 10:40 Milton Keynes Central" in content, content
    assert "- **10**:**45** Rugby" in content, content
    assert "- Replaced by **bus** from Watford Junction Tring 11:02" in content, content
