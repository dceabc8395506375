"""Boards' and shop finders' leftovers (walk69b): a time struck by CSS on a span around its bold, a shop's notice
after its row of service chips, in Chromium, Firefox and WebKit."""

from __future__ import annotations

import pytest
from extraction_helpers import as_served
from harness import Site

from reverserag.passages import split_passages

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


def test_a_notice_after_a_shops_row_of_chips_is_a_line_of_its_own(site: Site) -> None:
    """QA61's shop finder: a shop's services, a flex row of chips (``<ul class=chips>``), then its holiday notice, a
    box: "Holiday hours: …" was written straight under the last chip's line, "- Click & Collect", where markdown
    and the server read it as more of that line: "Click & Collect Holiday hours: Good Friday …". A block after a
    list in an item is set apart by a blank line (any list: a plain one inside a list item too); a list after a
    list and the next item are not."""
    site.goto(site.html("/stores", head="""<style>.chips { display: flex; gap: 6px; list-style: none }
        .notice { border: 1px solid #9cc; padding: 8px }</style>""", body="""<main><h1>Find a shop</h1><ol>
      <li><h2><a href="/shop/camden">Waterstones Camden</a></h2><p>Open now · Closes 19:00</p>
        <ul class="chips" aria-label="Services"><li>Café</li><li>Click &amp; Collect</li></ul>
        <div class="notice"><strong>Holiday hours:</strong> Good Friday 18 April 10:00–17:00. Easter Sunday closed.</div>
        <a href="https://maps.example/?q=NW1+0NB">Get directions</a></li>
      <li><h2><a href="/shop/kings-cross">Waterstones King's Cross</a></h2><p>Closed · Opens 9:00 Mon</p>
        <ul class="chips"><li>Click &amp; Collect</li></ul></li>
      <li><h2><a href="/shop/hampstead">Waterstones Hampstead</a></h2><p>Open now · Closes 18:00</p></li></ol>
      <ul><li>Orders over £25 are delivered free to any shop.<ul><li>Delivery takes two to three days.</li></ul>
        <ol><li>Collect from the desk on the ground floor.</li></ol>
        Orders placed by noon on a weekday are sent out the same day.</li></ul></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert ("   - Click & Collect\n\n   **Holiday hours:** Good Friday 18 April 10:00–17:00. Easter Sunday closed.\n"
            "   [Get directions]") in content, content
    assert "   - Click & Collect\n3. [Waterstones Hampstead]" in content.replace("## ", ""), content
    assert ("  - Delivery takes two to three days.\n  1. Collect from the desk on the ground floor.\n\n"
            "  Orders placed by noon") in content, content
    said = [p.text for p in split_passages(as_served(payload))]
    assert "Click & Collect" in said and "Holiday hours: Good Friday 18 April 10:00–17:00." in said, said
    assert "Delivery takes two to three days." in said, said
